import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hyphenId } from '../../generalisation/notation';
import { add, bi, dated, pair, taxIn, vid } from './extra';

const ID = 'mixed-dog-grooming-receipt';

const VENDORS = [
  {
    brand: 'כלב נקי · CLEAN PAWS',
    lines: ['שירן מלכה', 'מספרת כלבים · Dog grooming salon'],
    legal: 'שירן מלכה',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [1000, 9999],
    color: '#d94f8a',
  },
  {
    brand: 'WOOF & WASH',
    lines: ['ווף אנד ווש טיפוח כלבים בע"מ'],
    legal: 'ווף אנד ווש טיפוח כלבים בע"מ',
    company: true,
    label: 'ח.פ. / Co. No.',
    style: 'd.m.yy' as D,
    num: (k: number) => `WW-${k}`,
    digits: [10000, 99999],
    color: '#2a8c82',
  },
];

const SERVICES: [string, string, number][] = [
  ['גזירת נגיעות פנים', 'Face & paw tidy', 6000],
  ['גזיזת ציפורניים', 'Nail clipping', 4000],
  ['ניקוי אוזניים', 'Ear cleaning', 3000],
  ['אמבט נגד פרעושים', 'Anti-flea bath', 7000],
  ['צחצוח שיניים', 'Teeth brushing', 3500],
  ['מסכת פרווה מזינה', 'Coat conditioning mask', 4500],
];
const DOGS: [string, string, number][] = [
  ['בונזו', 'שיצו · Shih Tzu', 6],
  ['לונה', 'גולדן רטריבר · Golden Retriever', 31],
  ["צ'ייס", 'פודל טוי · Toy Poodle', 4],
  ['שוקו', 'האסקי · Husky', 24],
  ["ג'ינג'י", 'מעורב · Mixed breed', 15],
];

export const mixedDogGroomingReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'services receipt',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const [dog, breed, kg] = rng.pick(DOGS);
    const groom = kg < 10 ? 15000 : kg < 25 ? 22000 : 28000;
    const rows: [string, string, number][] = [['טיפוח מלא · רחצה ותספורת', `Full groom (${kg} kg)`, groom], ...rng.some(SERVICES, rng.int(1, 3))];
    const sub = add(rows.map((r) => r[2]));
    const punch = rng.chance(0.35) ? Math.round(groom / 2) : 0;
    const total = sub - punch;
    const tax = taxIn(total, rate);
    const body = `<div class="r">
<div class="brand">${esc(v.brand)}</div>
${v.lines.map((l) => `<div class="c">${esc(l)}</div>`).join('')}
<div class="c sm">${v.label} ${n === 3 ? hyphenId(id) : id} · ${cellular(rng)}</div>
<div class="title">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt', ' · ')}</div>
${pair(bi("מס'", 'No.'), number)}
${pair(bi('תאריך', 'Date'), dt(date, v.style))}
<div class="dog">
${pair(bi('כלב/ה', 'Dog'), `${esc(dog)} · ${esc(breed)}`)}
${pair(bi('בעלים', 'Owner'), `${esc(rng.pick(['קרן אוחיון', 'Daniel Weiss', 'ליאת בר-און', 'Sarah Cohen']))} · ${cellular(rng)}`)}
${pair(bi('שבב', 'Microchip'), `972${rng.digits(12)}`)}
</div>
${rows.map((r) => pair(`${esc(r[0])}<br><span class="en">${esc(r[1])}</span>`, amount(r[2]))).join('')}
<div class="rule"></div>
${punch ? `${pair(bi('סכום ביניים', 'Subtotal'), amount(sub))}${pair(bi('כרטיסייה: 50% הנחה בטיפוח השישי', 'Punch card: 6th groom half price'), `-${amount(punch)}`)}` : ''}
${pair(bi('סה"כ לתשלום', 'Total'), `${amount(total)} ₪`, 'big')}
${pair(bi(`מע"מ ${rate}% כלול`, 'VAT included'), amount(tax))}
${pair(bi('שולם', 'Paid'), rng.pick(['ביט · Bit', 'מזומן · Cash', 'אשראי · Card']))}
<div class="rule"></div>
<div class="c sm">${bi('התור הבא', 'Next appointment')}: ${dt(addDays(date, rng.int(4, 8) * 7), 'dd/mm/yyyy')}</div>
</div>`;
    const css = `body{font-family:'Nimbus Sans','Noto Sans Hebrew',sans-serif;font-size:11px}.r{width:98mm;padding:5mm;border:2px dashed ${v.color};margin:3mm;box-sizing:border-box}.brand{font-family:'URW Gothic','Noto Sans Hebrew',sans-serif;text-align:center;font-size:20px;font-weight:bold;color:${v.color}}.c{text-align:center}.sm{font-size:9px}.title{text-align:center;font-weight:bold;font-size:13px;margin:6px 0;background:${v.color};color:#fff;padding:3px}.dog{background:#f5f5f5;padding:4px;margin:4px 0}.en{font-size:9px;color:#555}.rule{border-top:1px solid ${v.color};margin:4px 0}.pr{display:flex;justify-content:space-between;align-items:flex-end;padding:1px 0}.big{font-weight:bold;font-size:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '105mm 200mm', css, body }),
      page: '105mm 200mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
