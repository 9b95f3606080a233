import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'mixed-tefillin-online-order';

/** Products: Hebrew, English, agorot incl. VAT (2022). */
const PRODUCTS: [string, string, number][] = [
  ['תפילין פשוטות מהודרות', 'Tefillin, mehudar peshutim', 190000],
  ['תפילין גסות בית יוסף', 'Tefillin gassot, Beit Yosef', 360000],
  ['קלף מזוזה 12 ס"מ', 'Mezuzah scroll 12 cm', 32000],
  ['תיק תפילין קטיפה רקום', 'Embroidered velvet tefillin bag', 18000],
  ['כיסויי תפילין פלסטיק', 'Plastic tefillin covers', 4500],
  ['בדיקת תפילין במחשב ובידי מגיה', 'Computer and proofreader check', 12000],
];

/**
 * A tefillin and mezuzah workshop's web shop in Bnei Brak, A4 (Stam Ashkenaz CLM name, Noto Sans Hebrew and Liberation Sans):
 * "STAM ONLINE" with the company and "ח.פ." hyphenated, "חשבונית מס קבלה | Tax Invoice Receipt" with "מס׳ / No." and seven
 * digits, a two-column table of "Hebrew | English" labels (invoice date dd/mm/yyyy, order "#SO-…" with its date, customer,
 * delivery), products in Hebrew with English under, shipping by courier (free from ₪1,000), "סה"כ לתשלום | Total" with "₪",
 * "כולל מע"מ | incl. VAT", paid by card in instalments on some. Sunday to Thursday.
 */
export const mixedTefillinOnlineOrder: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([he, en, p]) => {
      const q = he.includes('מזוזה') ? rng.int(1, 4) : 1;
      const unit = Math.round((p * up) / 1000) * 1000;
      return { he, en, q, unit, sum: q * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const ship = goods >= 100000 ? 0 : 3500;
    const gross = goods + ship;
    const vat = vatIn(gross, rate);
    const vendorName = 'סת"ם אונליין בני ברק בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(2000000, 2999999));
    const ordered = plus(date, -rng.int(0, 9));
    const L = (he: string, en: string) => `${he} | ${ltr(en)}`;
    const body = `<div class="hd"><div class="nm">סת"ם אונליין</div><div class="lat">STAM ONLINE</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · רח׳ רבי עקיבא ${ltr(String(rng.int(10, 180)))}, בני ברק</div></div>
<h1>${L('חשבונית מס קבלה', 'Tax Invoice Receipt')} · ${L('מס׳', 'No.')} ${ltr(doc)}</h1>
${pairs(
  [
    [L('תאריך', 'Date'), ltr(dt(date, 'dd/mm/yyyy'))],
    [L('הזמנה', 'Order'), `${ltr(`#SO-${rng.digits(5)}`)} (${ltr(dt(ordered, 'dd.mm.yy'))})`],
    [L('לקוח', 'Customer'), rng.pick(['יוסף מזרחי', 'Daniel Katz', 'אברהם גרינברג', 'Rachel Adler'])],
    [L('משלוח', 'Delivery'), ship ? L('שליח עד הבית', 'Courier') : L('משלוח חינם', 'Free delivery')],
  ],
  2,
)}
${items(
  [L('מוצר', 'Product'), L('כמות', 'Qty'), L('מחיר', 'Price'), L('סה"כ', 'Total')],
  [
    ...lines.map((l) => [`${l.he}<br><span class="en">${ltr(l.en)}</span>`, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
    [L('משלוח', 'Shipping'), ltr('1'), ltr(amount(ship)), ltr(amount(ship))],
  ],
)}
<table class="tt"><tr class="g"><td>${L('סה"כ לתשלום', 'Total')}</td><td>₪ ${ltr(amount(gross))}</td></tr><tr><td>${L(`כולל מע"מ ${ltr(`${rate}%`)}`, 'incl. VAT')}</td><td>${ltr(amount(vat))}</td></tr></table>
<div class="sm">${L('שולם באשראי', 'Paid by card')} ${rng.chance(0.5) ? `· ${L(`${rng.int(2, 6)} תשלומים`, 'instalments')}` : ''} · ${ltr('www.stam-online.co.il')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Liberation Sans';font-size:12.5px;padding:14mm 16mm}.hd{text-align:center;border-bottom:2px solid #333;padding-bottom:6px}.nm{font-family:'Stam Ashkenaz CLM';font-size:34px}.lat{font-family:'Liberation Sans';letter-spacing:5px;font-size:13px}
h1{font-size:17px;margin:12px 0 6px}.en{font-family:'Liberation Sans';font-size:10.5px;color:#555}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}
.tt{width:50%;margin:8px auto 10px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:16px;border-top:2px solid #333;border-bottom:2px solid #333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
