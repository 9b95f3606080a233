import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, share, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-fresh-herbs-grower-two-page';

const HERBS = ['בזיליקום', 'כוסברה', 'פטרוזיליה', 'נענע', 'שמיר', 'רוזמרין', 'טימין', 'עירית', 'מרווה', 'למון גראס', 'מיקרו ירוקים', 'טרגון', 'אורגנו', 'לואיזה', 'שום ירוק'];

/** Fresh herbs grower's monthly collective invoice over two A4 pages: VAT added after a regular customer's discount and freight. */
export const heFreshHerbsGrowerTwoPage: Layout = {
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
    const rows = Array.from({ length: 28 }, (_, i) => {
      const day = plus(from, Math.min(Math.floor((i * 28) / 28), 27));
      const unitKind = rng.pick(['ארגז', 'ק"ג', 'צרור']);
      const qty = rng.int(1, 12);
      const unit = rng.int(15, 65) * 100;
      return { i: i + 1, dn: `${co ? 'ת' : 'DN'}${rng.digits(5)}`, day, herb: rng.pick(HERBS), unitKind, qty, unit, sum: qty * unit };
    });
    const p1 = rows.slice(0, 15);
    const p2 = rows.slice(15);
    const carried = total(p1.map((r) => r.sum));
    const lines = total(rows.map((r) => r.sum));
    const disc = share(lines, 4);
    const freight = rng.chance(0.3) ? 0 : rng.int(8, 25) * 1000;
    const net = lines - disc + freight;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'עשבי הגליל גידולים בע"מ' : 'עמרם דהן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `HG-${rng.digits(6)}` : `${date.slice(0, 4)}-${rng.digits(4)}`;
    const f = (d: string) => dt(d, co ? 'dd/mm/yyyy' : 'dd.mm.yy');
    const customer = rng.pick(['מסעדת הגפן בע"מ', 'רשת ירקניית השכונה בע"מ', 'קייטרינג טעמים בע"מ', 'מלון חוף הכרמל בע"מ']);
    const custId = taxIdOfCustomer(rng);
    const custCode = notAnId(rng);
    const brand = co ? 'ירוק טרי' : 'תבלין השדה';
    const head = (p: number) =>
      `<div class="head"><div class="brand">${brand}</div><div><b>חשבונית מס מרכזת ${ltr(doc)}</b><br>תאריך: ${ltr(f(date))}<br>עמוד ${p} מתוך 2</div></div>`;
    const foot = `<div class="foot">${co ? `${vendorName} · ח.פ. ${ltr(spacedId(taxId))} · מושב עמירים` : `${vendorName} · עוסק מורשה ${ltr(spacedId(taxId))} · כפר ורדים`}</div>`;
    const table = (rs: typeof rows) =>
      items(
        ['#', 'תעודת משלוח', 'יום', 'פריט', 'יחידה', 'כמות', 'מחיר', 'סכום'],
        rs.map((r) => [ltr(String(r.i)), ltr(r.dn), ltr(dt(r.day, 'dd/mm')), r.herb, r.unitKind, ltr(String(r.qty)), ltr(amount(r.unit)), ltr(amount(r.sum))]),
      );
    const page1 = `<div class="page">${head(1)}
<div>לכבוד: ${customer} · ח.פ. ${ltr(custId)} · קוד לקוח ${ltr(custCode)}</div>
<div>אספקות חודש ${heMonth(from)} (${ltr(f(from))} - ${ltr(f(to))}) · תנאי תשלום שוטף + 30 · לתשלום עד ${ltr(f(plus(lastOfMonth(date), 30)))}</div>
${table(p1)}${row('סה"כ להעברה לעמוד 2', ltr(amount(carried)), 'b')}${foot}</div>`;
    const page2 = `<div class="page">${head(2)}${row('יתרה מעמוד 1', ltr(amount(carried)), 'b')}${table(p2)}
<div class="sum">${row('סה"כ שורות', ltr(amount(lines)))}${row('הנחת לקוח קבוע 4%', ltr(`-${amount(disc)}`))}${row('הובלה', ltr(amount(freight)))}${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(vat)))}${row('סה"כ לתשלום ₪', ltr(amount(gross)), 'b big')}</div>
<div class="sm">העברה בנקאית: בנק ${rng.int(10, 31)} סניף ${rng.digits(3)} חשבון ${ltr(rng.digits(7))}</div>${foot}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'David CLM'"};font-size:11.5px}.page{height:297mm;box-sizing:border-box;padding:14mm;position:relative;break-after:page;overflow:hidden}.page:last-child{break-after:auto}.head{display:flex;justify-content:space-between;border-bottom:2px solid #2e7d32;margin-bottom:6px}.brand{font-size:26px;font-weight:bold;color:#2e7d32}.items td,.items th{padding:2px 4px}.sum{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #999;padding-top:4px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
