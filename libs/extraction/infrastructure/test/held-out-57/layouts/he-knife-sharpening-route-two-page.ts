import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-knife-sharpening-route-two-page';

/** Knife sharpening route's monthly collective invoice to a restaurant group over two A4 pages, VAT added. */
export const heKnifeSharpeningRouteTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const last = Number(lastOfMonth(from).slice(8));
    const branches = rng.some(['סניף דיזנגוף', 'סניף הנמל', 'סניף רמת החייל', 'מטבח מרכזי', 'סניף שרונה'], 3);
    const per = rng.pick([1400, 1600, 1800]);
    const days = rng
      .some(
        Array.from({ length: last }, (_, i) => i + 1),
        22,
      )
      .sort((a, b) => a - b);
    const rows = days.map((d) => {
      const qty = rng.int(6, 30);
      const kind = rng.pick(['סכיני שף', 'סכיני פילוט', 'מספריים', 'סכיני לחם', 'קופיצים']);
      return { day: `${from.slice(0, 8)}${String(d).padStart(2, '0')}`, note: rng.digits(5), branch: rng.pick(branches), kind, qty, unit: kind === 'קופיצים' ? per + 600 : per };
    });
    const sums = rows.map((r) => r.qty * r.unit);
    const p1 = total(sums.slice(0, 11));
    const net = total(sums);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'להב חד שירותי השחזה בע"מ' : 'מוטי אזולאי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `KS/${date.slice(2, 4)}/${rng.digits(4)}` : rng.digits(5);
    const f = (d: string) => (co ? dt(d, 'dd/mm/yy') : `${Number(d.slice(8))}.${Number(d.slice(5, 7))}.${d.slice(0, 4)}`);
    const money = (c: number) => (co ? `₪${amount(c)}` : amount(c));
    const customer = rng.pick(['קבוצת מסעדות הים בע"מ', 'שף בקופסה קייטרינג בע"מ', 'ביסטרו העיר בע"מ']);
    const custId = taxIdOfCustomer(rng);
    const custNo = notAnId(rng);
    const brand = co ? 'להב חד' : 'המשחיז - מוטי';
    const head = (p: number) =>
      `<div class="head"><div class="brand">${brand}</div><div class="t"><b>חשבונית מס מרכזת מס׳ ${ltr(doc)}</b><br>תאריך: ${ltr(f(date))}<br>עמוד ${p} מתוך 2</div></div>`;
    const foot = `<div class="foot">${co ? `${vendorName} · ח.פ. ${ltr(taxId)} · רח׳ הסדנאות 3, חולון` : `${vendorName} · עוסק מורשה ${ltr(taxId)} · בת ים · ${ltr('054-' + rng.digits(7))}`}</div>`;
    const table = (rs: typeof rows) =>
      items(
        ['תאריך ביקור', 'תעודת משלוח', 'סניף', 'פריט', 'כמות', 'מחיר ליח׳', 'סה"כ'],
        rs.map((r) => [ltr(dt(r.day, 'dd/mm')), ltr(r.note), r.branch, r.kind, String(r.qty), ltr(amount(r.unit)), ltr(money(r.qty * r.unit))]),
      );
    const body = `<div class="page">${head(1)}
<div class="cust">לכבוד: ${customer} · ח.פ. ${ltr(custId)} · מס׳ לקוח ${ltr(custNo)}<br>עבור: ${heMonth(from)} (${ltr(f(from))} - ${ltr(f(lastOfMonth(from)))}) · תנאי תשלום שוטף + 30, עד ${ltr(f(plus(lastOfMonth(date), 30)))}</div>
${table(rows.slice(0, 11))}
${row('סה"כ להעברה', ltr(money(p1)), 'b')}
${foot}</div>
<div class="page">${head(2)}
${row('מהעמוד הקודם', ltr(money(p1)), 'b')}
${table(rows.slice(11))}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>
<div class="sm">העברה בנקאית: בנק דיסקונט (11) סניף ${rng.int(10, 199)} חשבון ${rng.digits(7)}</div>
${foot}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Miriam CLM'" : "'DejaVu Serif'"};font-size:12.5px}.page{height:297mm;box-sizing:border-box;padding:14mm;page-break-after:always;position:relative}.page:last-child{page-break-after:auto}.head{display:flex;justify-content:space-between;border-bottom:2px solid #37474f;padding-bottom:4px}.brand{font-size:26px;font-weight:bold;color:#37474f}.t{text-align:left}.cust{margin:8px 0}.sum{width:45%;margin-right:auto}.big{font-size:1.2em}.foot{position:absolute;bottom:12mm;left:14mm;right:14mm;border-top:1px solid #777;padding-top:3px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
