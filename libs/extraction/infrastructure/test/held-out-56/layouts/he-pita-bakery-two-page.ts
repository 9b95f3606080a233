import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, notAnId, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-pita-bakery-two-page';

const PRODUCTS: [string, number, number][] = [
  ['פיתה כיס (מארז 100)', 78, 96],
  ['לאפה עיראקית (מארז 50)', 85, 110],
  ['פיתה קמח מלא (מארז 100)', 92, 115],
  ['פיתה מיני (מארז 200)', 88, 105],
  ['פיתה ללא גלוטן (מארז 20)', 64, 80],
];

/** Pita bakery's monthly collective invoice to a restaurant over two A4 pages, VAT added. */
export const hePitaBakeryTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 5]);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const days = Number(to.slice(8));
    const prices = PRODUCTS.map(([name, lo, hi]) => ({ name, unit: rng.int(lo, hi) * 100 }));
    const rows = Array.from({ length: 24 }, (_, i) => {
      const p = rng.pick(prices);
      return { day: plus(from, Math.min(days - 1, Math.floor((i * days) / 24))), note: rng.digits(5), name: p.name, qty: rng.int(1, 6), unit: p.unit };
    });
    const sums = rows.map((r) => r.qty * r.unit);
    const page1 = total(sums.slice(0, 12));
    const net = total(sums);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'פיתות הצפון בע"מ' : 'סלים חורי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PT-${date.slice(2, 4)}-${rng.digits(5)}` : `${date.slice(0, 4)}/${rng.digits(3)}`;
    const f = (d: string) => dt(d, co ? 'dd/mm/yyyy' : 'dd.mm.yy');
    const m = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ש"ח'));
    const customer = rng.pick(['שווארמה הכרמל בע"מ', 'פלאפל הדר בע"מ', 'קייטרינג גליל מערבי בע"מ', 'מסעדת הנמל עכו בע"מ']);
    const custId = taxIdOfCustomer(rng);
    const custNo = notAnId(rng);
    const due = plus(lastOfMonth(date), 30);
    const brand = co ? 'מאפיית הפיתה' : 'פיתות אבו סלים';
    const head = (p: number) =>
      `<div class="head"><div class="brand">${brand}</div><div><b>חשבונית מס מרכזת</b> מס׳ ${ltr(doc)}<br>תאריך: ${ltr(f(date))} · עמוד ${p} מתוך 2</div></div>`;
    const foot = `<div class="foot">${co ? `${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · אזור התעשייה, כרמיאל · ${ltr(landline(rng))}` : `${vendorName} · עוסק מורשה ${ltr(taxId)} · מאפייה, כפר יאסיף`}</div>`;
    const table = (rs: typeof rows) =>
      items(
        ['יום', 'תעודת משלוח', 'מוצר', 'כמות', 'מחיר', 'סכום'],
        rs.map((r) => [ltr(dt(r.day, 'dd/mm')), ltr(r.note), r.name, String(r.qty), ltr(amount(r.unit)), ltr(amount(r.qty * r.unit))]),
      );
    const body = `<div class="page">${head(1)}
<div class="cust">לכבוד: <b>${customer}</b> · ח.פ. ${ltr(custId)} · מס׳ לקוח ${ltr(custNo)}<br>אספקות חודש ${heMonth(from)} (${ltr(`${f(from)} - ${f(to)}`)}) · תנאי תשלום שוטף + 30, לתשלום עד ${ltr(f(due))}</div>
${table(rows.slice(0, 12))}
${row('סה"כ להעברה לעמוד 2', ltr(amount(page1)), 'b')}
${foot}</div>
<div class="page last">${head(2)}
${row('הועבר מעמוד 1', ltr(amount(page1)), 'b')}
${table(rows.slice(12))}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(m(net)))}${row(`מע"מ ${rate}%`, ltr(m(vat)))}${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}</div>
<div class="sm">העברה בנקאית: בנק ${rng.pick(['מרכנתיל', 'לאומי', 'הבינלאומי'])}, סניף ${ltr(rng.digits(3))}, חשבון ${ltr(rng.digits(7))}</div>
${foot}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Drugulin CLM'" : "'DejaVu Sans'"};font-size:12px}.page{height:296mm;box-sizing:border-box;padding:14mm;position:relative;page-break-after:always;overflow:hidden}.page.last{page-break-after:auto}.head{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #795548;padding-bottom:6px}.brand{font-size:24px;font-weight:bold;color:#795548}.cust{margin:8px 0;padding:5px;background:#f5f5f5}.sum{width:45%;margin-right:auto}.big{font-size:1.2em}.foot{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #999;padding-top:4px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
