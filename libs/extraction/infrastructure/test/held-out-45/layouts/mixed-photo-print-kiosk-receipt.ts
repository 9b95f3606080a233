import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-photo-print-kiosk-receipt';

const ITEMS: [string, number][] = [
  ['הדפסה 10x15 / Print 10x15', 150],
  ['הדפסה 13x18 / Print 13x18', 290],
  ['הדפסה 20x30 / Print 20x30', 1490],
  ['תמונות פספורט / Passport photos (4)', 4500],
  ['קנבס 30x40 / Canvas', 13900],
  ['אלבום 20 עמ׳ / Photo book', 11900],
  ['מגנט תמונה / Photo magnet', 1900],
  ['ספל מודפס / Printed mug', 5900],
  ['סריקת תמונה ישנה / Photo scan', 900],
];

const VENDORS = [
  {
    brand: 'פוטו קיוסק · PHOTO KIOSK',
    legal: 'פוטו קיוסק הדפסות בע"מ',
    company: true,
    site: "קניון רננים, רעננה / Renanim Mall, Ra'anana",
    page: '80mm 230mm',
    width: 72,
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    num: (rng: Rng) => `P${rng.int(1, 4)}-${rng.int(100000, 999999)}`,
    date: (iso: string) => `${dt(iso, 'yyyy-mm-dd')}`,
  },
  {
    brand: 'סטודיו רגע · MOMENT PRINTS',
    legal: 'אולגה קרמר',
    company: false,
    site: 'שד׳ הגעתון 30, נהריה / Nahariya',
    page: '58mm 230mm',
    width: 50,
    font: "'Miriam CLM','DejaVu Sans',sans-serif",
    num: (rng: Rng) => String(rng.int(1000, 9999)),
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
  },
];

export const mixedPhotoPrintKioskReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const lines = rng.some(ITEMS, rng.int(2, 4)).map(([name, unit]) => ({ name, unit, qty: unit < 500 ? rng.int(10, 80) : rng.int(1, 2) }));
    const sum = total(lines.map((l) => l.qty * l.unit));
    const tax = vatIn(sum, rate);
    const cash = rng.chance(0.5);
    const paid = Math.ceil(sum / 5000) * 5000 + (rng.chance(0.4) ? 5000 : 0);
    const who = v.company
      ? `<div class="c">${e(v.legal)}</div><div class="c">ח.פ. / Reg. ${ltr(hyphenId(id))}</div>`
      : `<div class="c">${e(v.legal)}</div><div class="c">עוסק מורשה / Lic. Dealer ${ltr(id)}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div>
<div class="c sm">${v.site}</div>
${v.company ? who : ''}
<div class="dbl"></div>
<div class="c b">חשבונית מס קבלה · Tax Invoice Receipt</div>
${row('מס׳ / No.', ltr(number))}
${row('תאריך / Date', ltr(`${v.date(date)}${v.company ? ` ${String(rng.int(10, 21))}:${String(rng.int(0, 59)).padStart(2, '0')}` : ''}`))}
${row('הזמנה / Order', ltr(`#${rng.int(100, 999)}`))}
<div class="rule"></div>
${lines.map((l) => `<div>${e(l.name)}</div>${row(ltr(`${l.qty} × ${amount(l.unit)}`), ltr(amount(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${row('סה"כ / Total ₪', ltr(amount(sum)), 'big')}
${row(`מזה מע"מ ${rate}% / VAT incl.`, ltr(amount(tax)))}
<div class="rule"></div>
${cash ? row('מזומן / Cash', ltr(amount(paid))) + row('עודף / Change', ltr(amount(paid - sum))) : row('אשראי / Card', ltr(`xxxx${rng.digits(4)}`))}
${row('כרטיס מועדון / Club stamps', ltr(`${rng.int(1, 9)}/10`))}
${v.company ? '' : `<div class="rule"></div>${who}`}
<div class="c sm">הזמנות מקוונות נאספות תוך שעה / Online orders ready in 1 hour</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:9px;color:#111}.r{width:${v.width}mm;padding:3mm}.brand{font-size:14px;font-weight:bold}.big{font-weight:bold;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
