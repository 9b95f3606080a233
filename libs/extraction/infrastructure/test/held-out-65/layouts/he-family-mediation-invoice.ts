import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-family-mediation-invoice';

const PARTIES = [
  ['דנה לוי', 'עומר לוי'],
  ['רותם כהן', 'גיל כהן'],
  ['שירה אלמוג', 'יואב אלמוג'],
  ['נועה ברק', 'אסף ברק'],
  ['הילה פרץ', 'רון פרץ'],
  ['מורן שטרית', 'עידו שטרית'],
];

/**
 * A family mediation centre's or a mediator's A4 tax invoice to a couple (Sunday-Thursday), VAT
 * added: an intake meeting, joint sessions by the hour, separate meetings, drafting the agreement, on
 * some a children's consultant; each party's share of the total printed under it.
 */
export const heFamilyMediationInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const hourly = (co ? rng.int(45, 60) : rng.int(35, 48)) * 1000;
    const lines: { name: string; unit: string; qty: number; price: number }[] = [{ name: 'פגישת היכרות ואינטייק', unit: 'פגישה', qty: 1, price: rng.int(40, 60) * 1000 }];
    lines.push({ name: 'פגישות גישור משותפות', unit: 'שעה', qty: rng.int(3, 12), price: hourly });
    if (rng.chance(0.6)) lines.push({ name: 'פגישות נפרדות', unit: 'שעה', qty: rng.int(1, 4), price: hourly });
    if (rng.chance(0.4)) lines.push({ name: 'ייעוץ מומחית ילדים', unit: 'פגישה', qty: rng.int(1, 2), price: rng.int(60, 80) * 1000 });
    lines.push({ name: 'ניסוח הסכם גירושין / ממון', unit: 'קבוע', qty: 1, price: rng.int(250, 450) * 1000 });
    if (rng.chance(0.3)) lines.push({ name: 'פגישת חתימה', unit: 'פגישה', qty: 1, price: rng.int(30, 45) * 1000 });
    const net = total(lines.map((l) => l.qty * l.price));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const half = Math.floor(gross / 2);
    const vendorName = co ? 'מרכז גשר לגישור משפחתי בע"מ' : 'מיכל אורן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${date.slice(0, 4)}/${rng.int(100, 999)}` : String(rng.int(1000, 1999));
    const [a, b] = rng.pick(PARTIES);
    const file = `${date.slice(2, 4)}-${rng.int(100, 499)}`;
    const money = (c: number) => (co ? `${amount(c)} ₪` : amount(c));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'he'));
    const rows = lines.map((l, i) => [ltr(String(i + 1)), l.name, l.unit, ltr(String(l.qty)), ltr(money(l.price)), ltr(money(l.qty * l.price))]);
    const head = co
      ? `<div class="head"><div class="brand">גשר</div><div class="sub">מרכז לגישור משפחתי</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div><div class="sm">רח׳ הרצל 88, ראשון לציון · ${ltr(landline(rng))}</div></div>
<div class="title">חשבונית מס מס׳ ${ltr(doc)}</div>${row('תאריך:', ltr(f(date)))}`
      : `<div class="head2"><div class="brand2">מיכל אורן</div><div>מגשרת משפחתית ועובדת סוציאלית (M.S.W)</div><div class="sm">רח׳ העצמאות 15, אשדוד · ${ltr(cellular(rng))}</div></div>
<div class="title">חשבונית מס ${ltr(doc)}</div><div>תאריך: ${f(date)}</div>`;
    const body = `${head}
<table class="pairs cust"><tr><th>לכבוד</th><td>${a} ו${b}</td></tr><tr><th>תיק גישור</th><td>${ltr(file)}</td></tr><tr><th>נושא</th><td>${rng.pick(['הסכם גירושין', 'הסכם ממון', 'הסדרי שהות ומזונות', 'חלוקת רכוש'])}</td></tr></table>
${items(['#', 'שירות', 'יחידה', 'כמות', 'מחיר', 'סה"כ'], rows)}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', co ? ltr(money(gross)) : `${ltr(money(gross))} ₪`, 'b big')}</div>
<div class="share sm">לפי הסכם הגישור כל צד נושא במחצית: ${a} ${ltr(money(gross - half))} · ${b} ${ltr(money(half))}</div>
<div class="sm">תנאי תשלום: עד ${ltr(f(plus(date, 14)))}${co ? ` · העברה לחשבון ${ltr(`12-${rng.int(600, 799)}-${rng.digits(6)}`)}` : ' · ביט או העברה בנקאית'}</div>
<div class="foot sm">${co ? `${vendorName} · ח.פ. ${ltr(taxId)}` : `מיכל אורן · עוסק מורשה ${ltr(taxId)}`}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Drugulin CLM'" : "'Ellinia CLM'"};font-size:12px;padding:16mm 17mm;height:262mm;position:relative}
.head{border-bottom:3px solid #2e7d32;padding-bottom:6px}.brand{font-family:'Aharoni CLM';font-size:32px;color:#2e7d32}.sub{font-size:15px}
.head2{text-align:center;border-bottom:1px solid #333;padding-bottom:6px}.brand2{font-size:24px;font-weight:bold}
.title{font-size:19px;font-weight:bold;margin:10px 0 4px}.cust{margin:8px 0}.sum{width:45%;margin-right:auto;margin-top:6px}.big{font-size:1.15em}.share{margin:10px 0 4px;color:#333}
.foot{position:absolute;bottom:0;left:17mm;right:17mm;border-top:1px solid #888;padding-top:4px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
