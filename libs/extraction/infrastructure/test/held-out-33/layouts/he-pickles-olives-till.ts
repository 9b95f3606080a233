import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, heDay, hhmm, hyphenId } from '../../generalisation/notation';
import { add, dated, lr, row, shift, taxIn, vid } from './extra';

const ID = 'he-pickles-olives-till';

const VENDORS = [
  {
    head: ['חמוצי השוק', 'מרדכי אלמוג', 'חמוצים, זיתים ומעדנים'],
    legal: 'מרדכי אלמוג',
    company: false,
    label: 'עוסק מורשה',
    title: 'קבלה / חשבונית מס',
    style: 'dd.mm.yy' as D,
    num: (k: number) => `${k}`,
    digits: [100000, 999999],
    font: "'Miriam Mono CLM','Noto Sans Mono',monospace",
  },
  {
    head: ['זית ומלח בע"מ', 'סניף שוק התקווה, תל אביב'],
    legal: 'זית ומלח בע"מ',
    company: true,
    label: 'ח.פ.',
    title: 'חשבונית מס-קבלה',
    style: 'd/m/yyyy' as D,
    num: (k: number) => `07-${k}`,
    digits: [10000, 99999],
    font: "'Liberation Mono','Noto Sans Mono',monospace",
  },
];

const BULK: [string, number][] = [
  ['זיתי קלמטה', 4200],
  ['זיתים ירוקים סורים', 2800],
  ['זיתים שחורים מיובשים', 3900],
  ['מלפפונים בחומץ', 2200],
  ['כרוב כבוש אדום', 1800],
  ['פלפל חריף ממולא', 5400],
  ['לפת כבושה ורודה', 2400],
  ['חצילים במרינדה', 4600],
];
const PACKED: [string, number][] = [
  ['לימון כבוש צנצנת', 1900],
  ['עמבה חריפה 400 גר', 1500],
  ['שמן זית כתית 750 מ"ל', 4900],
  ['ממרח זיתים', 1600],
  ['סחוג ירוק', 1400],
];

export const hePicklesOlivesTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    // The market is closed on Saturdays: Friday's slip instead.
    const date = heDay(d0) === 'שבת' ? shift(d0, -1) : d0;
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const bulk = rng.some(BULK, rng.int(2, 4)).map(([name, perKg]) => {
      const grams = rng.int(180, 950);
      return { name, grams, perKg, sum: Math.round((grams * perKg) / 1000) };
    });
    const packed = rng.some(PACKED, rng.int(1, 2)).map(([name, unit]) => ({ name, q: rng.int(1, 3), unit }));
    const lines = add(bulk.map((b) => b.sum)) + add(packed.map((p) => p.q * p.unit));
    const promo = rng.chance(0.5) ? 500 : 0;
    const total = lines - promo;
    const tax = taxIn(total, rate);
    const cash = rng.chance(0.5);
    const paid = cash ? (Math.floor(total / 5000) + 1) * 5000 : total;
    const body = `<div class="r">
<div class="c big">${esc(v.head[0])}</div>
${v.head
  .slice(1)
  .map((l) => `<div class="c">${esc(l)}</div>`)
  .join('')}
<div class="c">${v.label} ${n === 2 ? hyphenId(id) : id}</div>
<div class="c">טל' ${lr(`03-${rng.int(5, 9)}${rng.digits(6)}`)}</div>
<div class="dash"></div>
<div class="c b">${v.title} ${lr(number)}</div>
<div class="c">מקור</div>
${row(`תאריך: ${dt(date, v.style)}`, `שעה: ${hhmm(rng.int(8 * 60, 19 * 60))}`)}
${row(`קופה: ${rng.int(1, 4)}`, `מוכר/ת: ${rng.pick(['אתי', 'שמעון', 'רינה', 'בני'])}`)}
<div class="dash"></div>
${bulk.map((b) => `<div>${esc(b.name)}</div>${row(lr(`${(b.grams / 1000).toFixed(3)} kg x ${amount(b.perKg)}`), amount(b.sum))}`).join('')}
${packed.map((p) => `<div>${esc(p.name)}</div>${row(lr(`${p.q} x ${amount(p.unit)}`), amount(p.q * p.unit))}`).join('')}
<div class="dash"></div>
${promo ? `${row('סכום ביניים', amount(lines))}${row('הנחת לקוח קבוע', `-${amount(promo)}`)}` : ''}
${row('סה"כ לתשלום', amount(total), 'b big2')}
${row(`כולל מע"מ ${rate}%`, amount(tax))}
<div class="dash"></div>
${cash ? `${row('מזומן', amount(paid))}${row('עודף', amount(paid - total))}` : `${row('אשראי', amount(total))}${row('כרטיס', lr(`****${rng.digits(4)}`))}${row('אישור', rng.digits(7))}`}
<div class="dash"></div>
<div class="c">מועדון לקוחות: ${rng.digits(8)}</div>
<div class="c">${lr(`*${rng.digits(12)}*`)}</div>
<div class="c">תודה ולהתראות!</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px}.r{width:72mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.big{font-size:17px;font-weight:bold}.big2{font-size:14px}.dash{border-top:1px dashed #000;margin:4px 0}.rw{display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
