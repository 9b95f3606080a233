import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-shared-commercial-kitchen-monthly-bill';

/** Food businesses renting kitchen time: name and whether a company. */
const TENANTS: [string, boolean][] = [
  ['מאפיית הבוקר של דנה', false],
  ['קייטרינג ביתי טעמים בע"מ', true],
  ['רטבים של סבתא בע"מ', true],
  ['פסטה טרייה לנה', false],
  ['גרנולה הגליל בע"מ', true],
  ['עוגות מעוצבות יעלי', false],
];

interface Line {
  name: string;
  detail: string;
  qty: string;
  price: string;
  sum: number;
}

/** A month's charges before VAT: kitchen time, metered electricity and gas, storage, cleaning. */
function charges(rng: Rng): Line[] {
  const out: Line[] = [];
  if (rng.chance(0.5)) {
    const fee = rng.int(24, 42) * 10000;
    out.push({ name: 'דמי שימוש בעמדת עבודה - מנוי חודשי', detail: 'עמדה קבועה, 24/7', qty: '1', price: amount(fee), sum: fee });
  } else {
    const hours = rng.int(20, 160);
    const rate = rng.int(55, 85) * 100;
    out.push({ name: 'דמי שימוש במטבח לפי שעה', detail: 'לפי יומן ההזמנות', qty: String(hours), price: amount(rate), sum: hours * rate });
  }
  const prev = rng.int(10000, 90000);
  const kwh = rng.int(180, 1400);
  const perKwh = rng.int(6200, 7200); // ten-thousandths of a shekel
  out.push({
    name: 'חשמל לפי מונה משנה',
    detail: `מונה ${ltr(String(prev))} עד ${ltr(String(prev + kwh))}`,
    qty: `${kwh} קוט"ש`,
    price: `${Math.floor(perKwh / 10000)}.${String(perKwh % 10000).padStart(4, '0')}`,
    sum: Math.round((kwh * perKwh) / 100),
  });
  if (rng.chance(0.6)) {
    const m3 = rng.int(8, 90);
    const perM3 = rng.int(950, 1250);
    out.push({ name: 'גז לפי מונה', detail: 'מ"ק', qty: String(m3), price: amount(perM3), sum: m3 * perM3 });
  }
  if (rng.chance(0.7)) {
    const q = rng.int(1, 4);
    const p = rng.int(12, 18) * 1000;
    out.push({ name: 'מדף בחדר קירור', detail: 'לחודש', qty: String(q), price: amount(p), sum: q * p });
  }
  if (rng.chance(0.5)) {
    const q = rng.int(1, 3);
    const p = rng.int(6, 9) * 1000;
    out.push({ name: 'מדף באחסון יבש', detail: 'לחודש', qty: String(q), price: amount(p), sum: q * p });
  }
  if (rng.chance(0.6)) {
    const p = rng.int(25, 40) * 1000;
    out.push({ name: 'ניקיון יסודי ופינוי פסולת', detail: 'חודשי', qty: '1', price: amount(p), sum: p });
  }
  return out;
}

/**
 * A shared commercial kitchen's A4 monthly tax invoice to food businesses, issued on the first
 * working days of a month for the month before (Sunday-Thursday), VAT added: kitchen time, electricity
 * and gas by sub-meter, cold and dry storage, cleaning.
 */
export const heSharedCommercialKitchenMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'monthly bill',
  make(rng) {
    const first = next(ID, rng, undefined, [1, 5]);
    const n = first.n;
    const date = avoid(first.date, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const month = firstOfMonth(date, -1);
    const lines = charges(rng);
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const [tenant, tenantCo] = rng.pick(TENANTS);
    const tenantId = tenantCo ? taxIdOfCustomer(rng) : personalId(rng);
    const vendorName = co ? 'הכירה מטבחים שיתופיים בע"מ' : 'שירן דהן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `KT${date.slice(2, 4)}-${rng.int(1000, 9999)}` : String(rng.int(100, 999));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yy'));
    const due = plus(date, co ? 10 : 14);
    const head = ['פריט', 'פירוט', 'כמות', 'מחיר', 'סה"כ'];
    const rows = lines.map((l) => [l.name, l.detail, ltr(l.qty), ltr(l.price), ltr(amount(l.sum))]);
    const totals = `<table class="tot"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${rate}%</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>סה"כ לתשלום</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>`;
    const body = co
      ? `<div class="top"><div class="brand">הכירה</div><div class="sub">מטבח שיתופי מוסדר לעסקי מזון<br>רח׳ המסגר 30, תל אביב · ${ltr(landline(rng))}<br>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<h1>חשבונית מס - חשבון חודשי</h1>
${boxes([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(f(date))],
  ['תקופת חיוב', ltr(`${f(month)} - ${f(lastOfMonth(month))}`)],
  ['לתשלום עד', ltr(f(due))],
  ['מס׳ מנוי', ltr(notAnId(rng))],
])}
<div class="cust">לכבוד: <b>${tenant}</b> · ${tenantCo ? 'ח.פ.' : 'ע.מ.'} ${ltr(tenantId)} · רישיון עסק ${ltr(`${rng.int(10, 99)}-${rng.digits(5)}`)}</div>
${items(head, rows)}${totals}
<p class="sm">החיוב יבוצע בהוראת קבע בתאריך ${ltr(f(due))}. קריאות המונים צולמו בסוף החודש ונשמרות במשרד. יתרה קודמת: ${ltr('0.00')}.</p>`
      : `<div class="c"><div class="brand2">המטבח של שירן</div><div class="sm">מטבח מקצועי להשכרה לפי שעה · מושב בני עטרות · ${ltr(cellular(rng))}</div></div>
<h2>חשבונית מס ${ltr(doc)}</h2>
${boxes([
  ['תאריך', ltr(f(date))],
  ['חודש', heMonth(month)],
  ['לתשלום עד', ltr(f(due))],
])}
<div class="cust">לקוח: ${tenant}</div>
${items(head, rows)}${totals}
<p>תשלום בהעברה בנקאית או בביט. תודה!</p>
<div class="foot">שירן דהן · עוסק מורשה ${ltr(taxId)}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Nachlieli CLM'" : "'David CLM'"};font-size:12.5px;padding:15mm 16mm}
.top{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid #5d4037;padding-bottom:6px}.brand{font-family:'Aharoni CLM';font-size:40px;color:#5d4037}.sub{font-size:11px;text-align:left}
h1{font-size:20px;margin:12px 0 4px}h2{font-size:18px;text-align:center;margin:10px 0 4px}.brand2{font-size:26px;font-weight:bold}.boxes .box:nth-child(3){flex:2}
.cust{margin:8px 0;padding:5px 8px;background:#f3efe9}.tot{width:45%;margin-right:auto;margin-top:6px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:left;padding:3px 6px}.tot tr.b{font-weight:bold;border-top:2px solid #222;font-size:1.1em}
.foot{margin-top:20px;border-top:1px solid #999;padding-top:4px;font-size:10.5px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
