import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-apiary-two-page-invoice';

const ORCHARDS = ['אבוקדו', 'שקדים', 'אגסים', 'תפוחים', 'שזיפים', 'דובדבנים', 'מנגו', 'ליצ׳י', 'אפרסמון', 'חמניות לזרעים', 'מלונים', 'אבטיחים', 'כותנה', 'קנולה'];

/**
 * An apiary renting out beehives for pollination, invoicing a moshav's growers' cooperative, two A4 pages (Stam Ashkenaz CLM
 * name, Noto Sans Hebrew): on both pages the letterhead with "ח.פ." hyphenated and a band "חשבונית מס nnnnnn · dd.mm.yyyy ·
 * עמוד n/2"; page 1 the customer, the season, nine plots (crop, plot number, hives × rate per hive) and "סה"כ להעברה"; page 2
 * "העברה מעמוד 1", the rest with hive transport, "סה"כ לפני מע"מ", VAT added, "סה"כ לתשלום" with "₪" after, terms + 30.
 */
export const heApiaryTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rows = Array.from({ length: rng.int(13, 16) }, () => {
      const crop = rng.pick(ORCHARDS);
      const hives = rng.int(8, 120);
      const p = rng.pick([18000, 19500, 21000, 22500]);
      return { crop, plot: `חלקה ${rng.int(1, 99)}`, hives, p, sum: hives * p };
    });
    const transport = rng.pick([120000, 180000, 240000]);
    const first = rows.slice(0, 9);
    const rest = rows.slice(9);
    const carried = total(first.map((r) => r.sum));
    const net = total(rows.map((r) => r.sum)) + transport;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מכוורות עמק חפר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(300000, 399999));
    const phone = landline(rng);
    const head = (n: number) =>
      `<div class="lh"><div class="nm">מכוורות עמק חפר</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))} · טל׳ ${ltr(phone)}</div></div><div class="band">חשבונית מס ${ltr(doc)} · ${ltr(dt(date, 'dd.mm.yyyy'))} · עמוד ${ltr(`${n}/2`)}</div>`;
    const head2 = ['גידול', 'חלקה', 'כוורות', 'מחיר לכוורת', 'סה"כ'];
    const toRow = (r: (typeof rows)[number]) => [r.crop, r.plot, ltr(String(r.hives)), ltr(amount(r.p)), ltr(amount(r.sum))];
    const body = `<div class="page">${head(1)}<div class="cust">לכבוד: ${rng.pick(['אגודת מגדלי מושב', 'משק שיתופי', 'חקלאות הדרום'])} ${rng.pick(['בית יצחק', 'אביחיל', 'חניאל', 'כפר ויתקין'])}<br>עונת האבקה ${ltr(String(Number(date.slice(0, 4))))} · השכרת כוורות להאבקה</div>
${items(head2, first.map(toRow))}<div class="carry">סה"כ להעברה: ${ltr(amount(carried))}</div></div>
<div class="page">${head(2)}<div class="carry">העברה מעמוד 1: ${ltr(amount(carried))}</div>
${items(head2, [...rest.map(toRow), ['הובלת כוורות והצבה', '', '', '', ltr(amount(transport))]])}
<table class="sums"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>סה"כ לתשלום</th><td>${ltr(amount(gross))} ₪</td></tr></table>
<div class="sm">תנאי תשלום: שוטף + 30, עד ${ltr(dt(plus(date, 30), 'dd.mm.yyyy'))}. נא לא לרסס בזמן ההאבקה.</div></div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew';font-size:12px}.page{height:297mm;box-sizing:border-box;padding:15mm 15mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.lh{display:flex;justify-content:space-between;align-items:flex-end}.nm{font-family:'Stam Ashkenaz CLM';font-size:30px}.band{background:#ddd;padding:4px 8px;margin:8px 0;font-weight:bold}
.cust{margin:8px 0}.carry{text-align:end;font-weight:bold;margin:6px 0}.sums{width:50%;margin-inline-start:auto;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-size:15px;border-top:2px solid #111}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
