import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'mixed-etrog-online-order';

/** Products: Hebrew, English, agorot (2022). */
const PRODUCTS: [string, string, number][] = [
  ['סט ארבעת המינים - מהודר', 'Four species set - mehudar', 22000],
  ['סט ארבעת המינים - כשר', 'Four species set - kosher', 12000],
  ['אתרוג תימני בקופסה', 'Yemenite etrog, boxed', 16000],
  ['לולב מהודר', 'Lulav, mehudar', 6500],
  ['הדסים - 3 בדים', 'Hadassim - 3 branches', 3500],
  ['נרתיק לולב', 'Lulav case', 2900],
  ['קופסת אתרוג עץ זית', 'Olive-wood etrog box', 8900],
];

/**
 * An online shop for the four species before Sukkot, run from Kfar Chabad, A4 (Stam Sefarad CLM name, Liberation Serif and
 * David CLM text): "ETROG EXPRESS" with the company and "ח.פ." hyphenated, "חשבונית מס קבלה · Tax invoice / receipt" with
 * "מס׳ / No." (six digits), label rows "Hebrew / English" (date dd/mm/yyyy, order "EX-…" with its time, customer, delivery by
 * courier or pickup), products with English under them, delivery fee, "סה"כ לתשלום / Total" with "₪" before, VAT contained,
 * card. August to early October, Sunday to Thursday.
 */
export const mixedEtrogOnlineOrder: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng, [8, 9, 10], [1, 10]);
    let date = raw;
    while ([5, 6].includes(new Date(`${date}T12:00:00Z`).getUTCDay())) date = plus(date, 1);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([he, en, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * up) / 100) * 100;
      return { he, en, q, sum: q * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const courier = rng.chance(0.6);
    const delivery = courier ? 3500 : 0;
    const gross = goods + delivery;
    const vat = vatIn(gross, rate);
    const vendorName = 'אתרוג אקספרס בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 999999));
    const order = `EX-${date.slice(2, 4)}${rng.digits(5)}`;
    const L = (he: string, en: string, v: string) => row(`${he} / ${ltr(en)}`, v);
    const body = `<div class="hd"><div class="nm">${ltr('ETROG EXPRESS')} · אתרוג אקספרס</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · כפר חב"ד · ${ltr('www.etrog-express.co.il')}</div></div>
<h2>חשבונית מס קבלה · ${ltr('Tax invoice / receipt')} &nbsp; מס׳ / ${ltr(`No. ${doc}`)}</h2>
<div class="meta">${L('תאריך', 'Date', ltr(dt(date, 'dd/mm/yyyy')))}${L('הזמנה', 'Order', ltr(`${order} · ${dt(plus(date, -rng.int(0, 3)), 'dd.mm.yy')}`))}${L('לקוח', 'Customer', rng.pick(['יהודה שטרן', 'Avi Goldman', 'מרים אוחיון', 'David Katz']))}${L('משלוח', 'Delivery', courier ? `שליח עד הבית / ${ltr('Courier')}` : `איסוף עצמי / ${ltr('Pickup')}`)}</div>
<table class="it"><thead><tr><th>מוצר / ${ltr('Product')}</th><th>${ltr('Qty')}</th><th>סכום / ${ltr('Amount')}</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${l.he}<div class="en">${ltr(l.en)}</div></td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.sum))}</td></tr>`)
      .join('')}${courier ? `<tr><td>דמי משלוח<div class="en">${ltr('Delivery')}</div></td><td>${ltr('1')}</td><td>${ltr(amount(delivery))}</td></tr>` : ''}</tbody></table>
<div class="tot">${row(`סה"כ לתשלום / ${ltr('Total')}`, ltr(`₪${amount(gross)}`))}</div>${row(`כולל מע"מ ${ltr(`${rate}%`)} / ${ltr('incl. VAT')}`, ltr(amount(vat)), 'sm')}${row(`שולם באשראי / ${ltr('Paid by card')}`, ltr(`**** ${rng.digits(4)}`), 'sm')}
<div class="c sm foot">חג שמח! · ${ltr('Chag Sameach!')}</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Serif','David CLM';font-size:13px;padding:16mm}.hd{text-align:center;border-bottom:2px solid #6a7d1e;padding-bottom:6px}.nm{font-family:'Stam Sefarad CLM','Liberation Serif';font-size:30px;color:#6a7d1e}
h2{font-size:16px;margin:12px 0}.meta{width:70%}.it{width:100%;margin:10px 0}.it th{border-bottom:2px solid #6a7d1e;text-align:start;padding:4px}.it td{border-bottom:1px solid #ccc;padding:4px}.en{font-size:0.85em;color:#555}
.tot{font-size:17px;font-weight:bold;border:2px solid #6a7d1e;padding:4px 8px;margin:6px 0;width:60%;margin-inline-start:auto}.foot{margin-top:24px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
