import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, taxIdOfCustomer, total, vatIn } from './extra';

const ID = 'he-dietitian-clinic-invoice';

/** Services: Hebrew, price in agorot (VAT included, 2022), most per visit. */
const SERVICES: [string, number][] = [
  ['פגישת ייעוץ ראשונה (90 דק׳)', 48000],
  ['פגישת מעקב', 26000],
  ['פגישת מעקב בווידאו', 22000],
  ['בדיקת הרכב גוף', 15000],
  ['תפריט אישי מותאם', 32000],
  ['ליווי תזונתי להריון', 29000],
  ['תוכנית תזונה לספורטאים', 39000],
];
const PEOPLE = ['דנה אוחיון', 'יוסי מזרחי', 'ליאור כהן-שגיא', 'רחל פרידמן', 'עומר חורי', 'טליה בן-דוד', 'אבי שטרן'];
const FIRMS = ['הייטק המפרץ בע"מ', 'מספנות קישון בע"מ', 'לוגיסטיקה צפונית בע"מ'];

/**
 * A clinical dietitian's tax invoice-receipt (licensed dealer, her own name) in Kiryat Bialik, A5 (Keter YG): a header
 * band with her name, degree and licence number, her id, four-digit number, the client (a person, or a company with its
 * id for a workplace workshop), the meetings' dates, services with quantities, VAT contained (sum before VAT and VAT
 * shown), paid by Bit, card or transfer. Sunday to Thursday.
 */
export const heDietitianClinicInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const firm = rng.chance(0.25);
    const lines = firm
      ? [{ he: 'סדנת תזונה במקום העבודה (3 שעות)', qty: rng.int(1, 3), unit: Math.round((rng.int(180000, 260000) * up) / 1000) * 1000 }]
      : rng.some(SERVICES, rng.int(1, 3)).map(([he, p]) => ({ he, qty: he.startsWith('פגישת מעקב') ? rng.int(1, 4) : 1, unit: Math.round((p * up) / 1000) * 1000 }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(gross, rate);
    const vendorName = 'מיכל אברמוב';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(1200, 4999));
    const client = firm ? rng.pick(FIRMS) : rng.pick(PEOPLE);
    const pay = rng.pick(['Bit', 'כרטיס אשראי', 'העברה בנקאית']);
    const body = `<div class="band"><div class="name">${vendorName}</div><div>דיאטנית קלינית ${ltr('M.Sc.')} · רישיון משרד הבריאות ${ltr(String(rng.int(4000, 9999)))}</div><div class="sm">עוסק מורשה ${ltr(taxId)} · שד׳ ירושלים ${ltr(String(rng.int(3, 90)))}, קריית ביאליק · ${ltr(cellular(rng))}</div></div>
<div class="ttl">חשבונית מס / קבלה <span>מס׳ ${ltr(doc)}</span></div>
<div class="meta"><div><div class="lbl">תאריך</div><div class="v">${ltr(dt(date, 'dd/mm/yyyy'))}</div></div><div><div class="lbl">לכבוד</div><div class="v">${client}</div>${firm ? `<div class="sm">ח.פ. ${ltr(taxIdOfCustomer(rng))}</div>` : ''}</div><div><div class="lbl">אמצעי תשלום</div><div class="v">${ltr(pay)}</div></div></div>
${items(
  ['שירות', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.he, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]),
)}
<div class="sum">${row('סכום לפני מע"מ', ltr(amount(gross - vat)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ שולם', ltr(`${amount(gross)} ש"ח`), 'b big')}</div>
<div class="foot">ביטול פגישה פחות מ-${ltr('24')} שעות מראש יחויב במלואו. המסמך הופק בתוכנה מאושרת.</div>`;
    const css = `${baseCss}
body{font-family:'Keter YG','DejaVu Sans';font-size:12.5px;padding:10mm 11mm}.band{background:#e0f2f1;border-right:6px solid #00796b;padding:8px 10px}.name{font-size:22px;font-weight:bold;color:#004d40}
.ttl{font-size:17px;font-weight:bold;margin:12px 0 6px}.ttl span{font-size:15px;margin-right:12px}.meta{display:flex;gap:18px;margin:6px 0}.meta>div{flex:1;border-bottom:1px solid #999;padding-bottom:3px}.v{font-weight:bold}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.sum{width:55%;margin:8px auto 0 0}.big{font-size:1.2em;border-top:1.5px solid #000;padding-top:2px}.foot{margin-top:16px;font-size:10.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
