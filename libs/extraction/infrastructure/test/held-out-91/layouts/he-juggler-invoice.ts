import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-juggler-invoice';

/** Service, unit, agorot. */
const SHOWS: [string, string, number][] = [
  ["מופע ג'אגלינג ולהטוטים (45 דק')", 'מופע', 280000],
  ["מופע ג'אגלינג ואש - ערב", 'מופע', 360000],
  ["סדנת ג'אגלינג לילדים", 'שעה', 65000],
  ['הליכה על קביים - הפעלה ניידת', 'שעה', 48000],
  ['בלונים ופעלולים לקהל', 'שעה', 42000],
  ['הפעלת תחנת להטוטנות בפסטיבל', 'שעה', 39000],
];

const CUSTOMERS = ['מתנ"ס נווה שאנן', 'המרכז הקהילתי גבעת אולגה', 'בית הספר היסודי "הדקל"', 'אגף תרבות - עיריית נתניה', 'פסטיבל רחוב פרדס חנה', 'מועצה מקומית כפר ורדים'];

/**
 * A street juggler invoicing under his own name as a licensed dealer, A5 (Keter YG, Ellinia CLM): his name large (the
 * vendor) over what he does, "עוסק מורשה" and "ע.מ." with the plain number, a mobile, "חשבונית מס מס' 0nnn" (four digits),
 * date d.m.yy and the show's earlier date, the customer with its ח.פ., a table of shows and hours plus kilometres,
 * "סה"כ", "מע"מ" added with rate, "סה"כ לתשלום" with "₪" before, net + 30 and a bank account.
 */
export const heJugglerInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date } = next(ID, rng);
    const shows = rng.some(SHOWS, rng.int(1, 3));
    const rows: [string, string, number, number][] = shows.map(([n, u, p]) => [n, u, u === 'שעה' ? rng.int(2, 5) : 1, p]);
    const km = rng.int(40, 260);
    rows.push([`נסיעות (${km} ק"מ הלוך ושוב)`, 'ק"מ', km, 210]);
    const sums = rows.map((r) => r[2] * r[3]);
    const net = total(sums);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'איתמר בן-שושן';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(120, 980)).padStart(4, '0');
    const show = plus(date, -rng.int(1, 12));
    const customer = rng.pick(CUSTOMERS);
    const body = `<div class="hd"><div class="nm">${vendorName}</div><div class="what">להטוטן · ג'אגלינג · מופעי רחוב וסדנאות</div>
<div class="sm">עוסק מורשה · ע.מ. ${ltr(taxId)} · נייד ${ltr(cellular(rng))} · רח' הגפן 3, פרדס חנה-כרכור</div></div>
<div class="title">חשבונית מס מס' ${ltr(doc)}</div><div class="meta"><span>תאריך: ${ltr(dt(date, 'd.m.yy'))}</span><span>מועד המופע: ${ltr(dt(show, 'd.m.yy'))}</span></div>
<div class="to">לכבוד: <b>${customer}</b> · ח.פ. ${ltr(taxIdOfCustomer(rng))}</div>
${items(
  ['פירוט', 'יחידה', 'כמות', 'מחיר', 'סכום'],
  rows.map((r, i) => [r[0], r[1], ltr(String(r[2])), ltr(amount(r[3])), ltr(amount(sums[i]))]),
)}<table class="sums"><tr><th>סה"כ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>סה"כ לתשלום</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="sm">תנאי תשלום: שוטף + 30. העברה בנקאית: בנק ${ltr(String(rng.pick([10, 11, 12, 20])))}, סניף ${ltr(rng.digits(3))}, חשבון ${ltr(rng.digits(6))}.</div>
<div class="sig">בתודה ובחיוך, איתמר</div>`;
    const css = `${baseCss}
body{font-family:'Ellinia CLM';font-size:13px;padding:12mm 12mm}.hd{border-bottom:2px solid #7a2d8c;padding-bottom:6px}.nm{font-family:'Keter YG';font-size:34px;color:#7a2d8c}.what{font-size:15px}
.title{font-size:20px;font-weight:bold;margin:10px 0 4px}.meta{display:flex;gap:30px}.to{margin:8px 0}
.sums{width:50%;margin-inline-start:auto}.sums th{text-align:start;font-weight:normal;padding:2px 6px}.sums td{text-align:end;padding:2px 6px}.sums tr.b{font-weight:bold;border-top:1.5px solid #111;font-size:15px}
.sig{margin-top:16px;font-family:'Keter YG';font-size:18px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
