import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'mixed-self-service-laundromat-receipt';

const SERVICES: [string, string, number][] = [
  ['כביסה 8 ק"ג', 'Wash 8 kg', 2000],
  ['כביסה 14 ק"ג', 'Wash 14 kg', 3200],
  ['ייבוש 20 דקות', 'Dry 20 min', 1000],
  ['אבקת כביסה', 'Detergent', 500],
  ['מרכך', 'Softener', 400],
  ['כביסה וקיפול לק"ג', 'Wash & fold per kg', 1400],
  ['שקית כביסה', 'Laundry bag', 800],
];

/** Self-service laundromat's bilingual receipt: "English (Hebrew)" column heads and label pairs. */
export const mixedSelfServiceLaundromatReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'service receipt',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(SERVICES, rng.int(2, 4)).map(([he, en, unit]) => ({ he, en, unit, qty: rng.int(1, 4) }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'בועות מכבסות בע"מ' : 'חנה יוסף';
    const taxId = idOf(vendorName, co);
    const doc = co ? `BL/${rng.digits(6)}` : `${date.slice(3, 4)}${rng.digits(5)}`;
    const dd = co ? dt(date, 'dd.mm.yyyy') : `${Number(date.slice(8))}/${Number(date.slice(5, 7))}/${date.slice(2, 4)}`;
    const money = (c: number) => (co ? `${amount(c)} ₪` : `ILS ${amount(c)}`);
    const body = `<div class="c brand">${co ? 'BUBBLES · בועות' : 'CORNER WASH · מכבסת הפינה'}</div>
<div class="c sm">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ ז׳בוטינסקי 60, רמת גן` : `כביסה עצמית 24/7 · שכונת נווה שאנן, חיפה<br>${ltr(cellular(rng))}`}</div>
<div class="c b title">Tax Invoice / Receipt (חשבונית מס / קבלה)</div>
${pairs([
  ['No. (מס׳)', ltr(doc)],
  ['Date (תאריך)', ltr(dd)],
  ['Time (שעה)', ltr(time(rng))],
  ['Machines (מכונות)', ltr(`W${rng.int(1, 9)} · D${rng.int(1, 6)}`)],
  ['Loyalty card (כרטיס)', ltr(rng.digits(10))],
])}
${items(
  ['Item (פריט)', 'Qty', 'Sum (סכום)'],
  lines.map((l) => [`${l.en}<br>${l.he}`, String(l.qty), ltr(money(l.qty * l.unit))]),
)}
${row('Total (סה"כ)', ltr(money(gross)), 'b big')}
${row(`VAT ${rate}% included (מע"מ כלול)`, ltr(money(vat)))}
${row('Paid (שולם)', rng.pick(['Card (אשראי)', 'App (אפליקציה)', 'Cash (מזומן)']))}
<div class="c sm">Please empty machines promptly · נא לפנות את המכונות בסיום</div>
${co ? '' : `<div class="c sm foot">${vendorName} · Licensed Dealer (עוסק מורשה) ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 180mm' : '66mm 200mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew', 'Noto Sans'" : "'Drugulin CLM'"};font-size:${co ? 11 : 11.5}px;padding:4mm}.brand{font-size:18px;font-weight:bold;color:${co ? '#0288d1' : '#5d4037'}}.title{margin:6px 0;border-top:1px solid #000;border-bottom:1px solid #000}.big{font-size:1.2em}.foot{margin-top:8px;border-top:1px dotted #000;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
