import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, personalId } from '../../generalisation/notation';
import { add, bi, dated, lr, notSaturday, taxIn, vid } from './extra';

const ID = 'mixed-shooting-range-receipt';

const VENDORS = [
  {
    brand: 'מטווח הגבעה',
    brandEn: 'HILL RANGE',
    site: bi('אזור התעשייה מודיעין, ליד צומת שילת', 'Modiin industrial zone, Shilat Jct.', '<br>'),
    legal: 'הגבעה מטווחים והדרכה בע"מ',
    company: true,
    label: bi('ח.פ.', 'Co. Reg.'),
    num: (k: number) => `HR-${k}`,
    digits: [30000, 69999],
    date: (iso: string) => dt(iso, 'he'),
    font: "'FreeSans','Noto Sans Hebrew',sans-serif",
    color: '#556b2f',
    page: 'A6',
    top: false,
  },
  {
    brand: 'מטווח העמק',
    brandEn: 'VALLEY RANGE',
    site: bi('מושב גדעונה, עמק יזרעאל', 'Moshav Gideona, Jezreel Valley', '<br>'),
    legal: 'גיל דהן',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    num: (k: number) => `${k}`,
    digits: [4100, 8999],
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    font: "'Simple CLM','DejaVu Sans',sans-serif",
    color: '#111111',
    page: '80mm 210mm',
    top: true,
  },
];

const ITEMS: [string, string, number, number, [number, number]][] = [
  ['תחמושת 9 מ"מ (50)', '9mm ammo box (50)', 95, 140, [1, 3]],
  ['מטרות נייר (10)', 'Paper targets (10)', 15, 25, [1, 2]],
  ['אוזניות ומשקפי מגן', 'Ear & eye protection', 15, 25, [1, 1]],
  ['אימון ריענון רישיון', 'Licence refresher', 250, 350, [1, 1]],
  ["מדריך צמוד – 30 דק'", 'Instructor, 30 min', 120, 180, [1, 2]],
  ['השכרת אקדח', 'Pistol rental', 60, 90, [1, 1]],
  ['ניקוי נשק', 'Gun cleaning', 40, 60, [1, 1]],
];
const NAMES = ['אלון שמואלי', 'רז בן חיים', 'עדי פרץ', 'יגאל טנא', 'מורן זילברמן', 'ערן חביב'];

export const mixedShootingRangeReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'services receipt',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const hours = rng.int(1, 2);
    const lines: { he: string; en: string; qty: number; unit: number }[] = [{ he: 'מסלול ירי – שעה', en: 'Lane – 1 hour', qty: hours, unit: rng.int(6, 9) * 1000 }];
    for (const [he, en, lo, hi, q] of rng.some(ITEMS, rng.int(2, 4))) lines.push({ he, en, qty: rng.int(...q), unit: rng.int(lo, hi) * 100 });
    const total = add(lines.map((l) => l.qty * l.unit));
    const tax = taxIn(total, rate);
    const start = rng.int(8 * 60, 18 * 60);
    const a6 = v.page === 'A6';
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}: ${id}</div>`;
    const body = `<div class="r">
<div class="head"><div class="brand">${esc(v.brand)}</div><div class="en">${v.brandEn}</div></div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
${rule}
<div class="c b">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt', ' · ')}</div>
${r(bi('מספר', 'No.'), lr(number))}
${r(bi('תאריך', 'Date'), v.company ? v.date(date) : lr(v.date(date)))}
${r(bi('שעת כניסה', 'Check-in'), hhmm(start))}
${r(bi('מסלול', 'Lane'), String(rng.int(1, 12)))}
${rule}
${r(bi('יורה', 'Shooter'), esc(rng.pick(NAMES)))}
${r(bi('ת.ז.', 'ID'), personalId(rng))}
${r(bi('רישיון נשק', 'Licence No.'), lr(`${rng.int(100, 999)}-${rng.digits(5)}`))}
${r(bi('נייד', 'Mobile'), cellular(rng))}
${rule}
${lines.map((l) => `<div class="it">${bi(esc(l.he), l.en)}</div>${r(lr(`${l.qty} × ${amount(l.unit)}`), amount(l.qty * l.unit))}`).join('')}
${rule}
${r(bi('סה"כ לתשלום', 'Total due'), lr(`₪${amount(total)}`), 'big')}
${r(bi(`כולל מע"מ ${rate}%`, `Incl. VAT ${rate}%`), amount(tax))}
${r(bi('לפני מע"מ', 'Before VAT'), amount(total - tax))}
${rule}
${r(bi('אשראי', 'Card'), lr(`****${rng.digits(4)}`))}
${r(bi('אישור', 'Approval'), rng.digits(7))}
${rule}
${v.top ? '' : vendor}
<div class="c sm">${bi('בטיחות קודם לכל', 'Safety first')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:${a6 ? 8.5 : 10.5}px;color:#141414}.r{width:${a6 ? 91 : 70}mm;padding:${a6 ? '6mm 7mm' : '3mm 4mm'}}.c{text-align:center}.b{font-weight:bold}.sm{font-size:${a6 ? 7.5 : 9}px}.head{text-align:center;background:${v.color};color:#fff;padding:3px}.brand{font-size:${a6 ? 15 : 18}px;font-weight:bold}.en{letter-spacing:3px;font-size:${a6 ? 9 : 10}px}.big{font-weight:bold;font-size:${a6 ? 10.5 : 12.5}px}.rule{border-top:1px solid ${v.color};margin:${a6 ? 2 : 4}px 0}.rw{display:flex;justify-content:space-between;gap:3px}.it{margin-top:1px}`;
    return {
      // Chromium knows no "A6" page name: the sheet is given by its size (and stays untrimmed as an A-size sheet).
      html: htmlPage({ lang: 'he', dir: 'rtl', page: a6 ? '105mm 148mm' : v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
