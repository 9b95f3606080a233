import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-dried-fruit-wholesaler-two-page';

const GOODS: [string, string, number, number][] = [
  ['משמש מיובש', 'ק״ג', 3800, 5200],
  ['תמר מג׳הול', 'ק״ג', 3400, 4800],
  ['צימוקים שחורים', 'ק״ג', 1600, 2400],
  ['שזיף מיובש', 'ק״ג', 2600, 3600],
  ['תאנה מיובשת', 'ק״ג', 4200, 5800],
  ['חמוציות מתוקות', 'ק״ג', 3000, 4200],
  ['מנגו מיובש', 'ק״ג', 6200, 8400],
  ['פפאיה מסוכרת', 'ק״ג', 2400, 3200],
  ['תפוח מיובש טבעות', 'ק״ג', 4400, 5600],
  ['אננס מיובש', 'ק״ג', 3600, 4600],
  ['מארז פירות יבשים', 'יח׳', 2800, 3900],
];

/** Dried fruit wholesaler's monthly collective invoice over two A4 pages. */
export const heDriedFruitWholesalerTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const fmt = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yy'));
    const lines = Array.from({ length: 28 }, (_, i) => {
      const [name, unit, lo, hi] = rng.pick(GOODS);
      const qty = rng.int(2, 40);
      const price = rng.int(lo / 10, hi / 10) * 10;
      const day = plus(from, Math.floor((i * 27) / 28));
      return { i: i + 1, note: `${co ? 'ת' : 'DN'}${rng.digits(6)}`, day, name, unit, qty, price, sum: qty * price };
    });
    const p1 = lines.slice(0, 14);
    const p2 = lines.slice(14);
    const s1 = total(p1.map((l) => l.sum));
    const all = total(lines.map((l) => l.sum));
    const disc = Math.round(all * 0.03);
    const freight = rng.chance(0.3) ? 0 : rng.int(8, 25) * 1000;
    const net = all - disc + freight;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'פרי השמש יבוא והפצה בע"מ' : 'שלמה אזולאי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PS-${rng.digits(6)}` : `${date.slice(0, 4)}/${rng.digits(4)}`;
    const customer = rng.pick(['מעדניית השוק בע"מ', 'רשת טבע הבריאות בע"מ', 'קונדיטוריית הגליל בע"מ', 'מרכולית השכונה בע"מ']);
    const custId = anyTaxId(rng, true);
    const code = notAnId(rng);
    const head = (p: number) =>
      `<div class="top"><div class="brand">${co ? 'פרי השמש' : 'יבשים אזולאי'}</div><div class="ttl">חשבונית מס מרכזת ${ltr(doc)}<br><span class="sm">תאריך: ${ltr(fmt(date))} · עמוד ${p} מתוך 2</span></div></div>`;
    const foot = `<div class="foot">${co ? `${vendorName} · ח.פ. ${ltr(spacedId(taxId))} · אזור תעשייה צפוני, אשקלון` : `${vendorName} · עוסק מורשה ${ltr(spacedId(taxId))} · שוק תלפיות, חיפה`}</div>`;
    const table = (ls: typeof lines) =>
      items(
        ['#', 'תעודת משלוח', 'יום', 'פריט', 'יחידה', 'כמות', 'מחיר', 'סכום'],
        ls.map((l) => [String(l.i), ltr(l.note), ltr(dt(l.day, 'dd/mm')), l.name, l.unit, String(l.qty), ltr(amount(l.price)), ltr(amount(l.sum))]),
      );
    const body = `<div class="pg">${head(1)}
<div class="cust">לכבוד: ${customer} · ח.פ. ${ltr(custId)} · קוד לקוח ${ltr(code)}</div>
<div class="sm">אספקות חודש ${heMonth(from)} (${ltr(fmt(from))} - ${ltr(fmt(to))}) · תנאי תשלום: שוטף + 45 · לתשלום עד ${ltr(fmt(plus(lastOfMonth(date), 45)))}</div>
${table(p1)}${row('סה"כ להעברה לעמוד 2', ltr(amount(s1)), 'b')}${foot}</div>
<div class="pg">${head(2)}${row('יתרה מעמוד 1', ltr(amount(s1)), 'b')}${table(p2)}
<div class="sum">${row('סה"כ שורות', ltr(amount(all)))}${row('הנחת לקוח קבוע 3%', ltr(`-${amount(disc)}`))}${row('דמי הובלה', ltr(amount(freight)))}${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}</div>
<div class="sm">העברה בנקאית: בנק ${rng.pick(['דיסקונט', 'לאומי', 'הפועלים'])}, סניף ${rng.int(100, 899)}, חשבון ${ltr(rng.digits(6))}</div>${foot}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Frank Ruehl CLM'"};font-size:11.5px}.pg{height:297mm;box-sizing:border-box;padding:12mm;position:relative;break-after:page;overflow:hidden}.pg:last-child{break-after:auto}.top{display:flex;justify-content:space-between}.brand{font-size:24px;font-weight:bold;color:${co ? '#bf360c' : '#333'}}.ttl{font-size:15px;font-weight:bold;text-align:end}.cust{margin:6px 0}.items td,.items th{padding:2px 3px}.sum{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{position:absolute;bottom:10mm;left:12mm;right:12mm;border-top:1px solid #888;padding-top:4px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
