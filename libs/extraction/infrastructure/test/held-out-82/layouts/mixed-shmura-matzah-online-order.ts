import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, e, idOf, items, ltr, next, plus, total, vatIn } from './extra';

const ID = 'mixed-shmura-matzah-online-order';

/** Products: Hebrew, English, price in agorot incl. VAT (2022). */
const PRODUCTS: [string, string, number][] = [
  ['מצה שמורה עבודת יד - 1 ק"ג', 'Hand shmura matzah, 1 kg', 15000],
  ['מצה שמורה עבודת יד - חצי ק"ג', 'Hand shmura matzah, 0.5 kg', 7800],
  ['מצה שמורה מקמח מלא - 1 ק"ג', 'Whole-wheat shmura matzah, 1 kg', 16500],
  ['מצה שמורה מכונה - 3 חבילות', 'Machine shmura matzah, 3 packs', 9600],
  ['כיסוי מצות רקום', 'Embroidered matzah cover', 8900],
  ['קופסת מצות מעץ זית', 'Olive-wood matzah box', 14500],
  ['קמח מצה שמורה - 500 ג׳', 'Shmura matzah meal, 500 g', 3200],
];

/**
 * A hand-made shmura matzah bakery's web shop in Kfar Chabad, its order invoice on A4 (Noto Sans Hebrew and Liberation Sans): a
 * wheat-coloured header with "MATZAH HOUSE" and the company with "ח.פ." hyphenated, "חשבונית מס קבלה | Tax Invoice Receipt" with
 * its number, label pairs "Hebrew | English" for the invoice's date (dd.mm.yyyy), the order "#MH-…" with its date (a distractor),
 * the customer and delivery, products with Hebrew and English names, delivery by courier (free from ₪400) or pick-up, "סה"כ כולל
 * מע"מ | Total incl. VAT" with "₪", VAT contained, card payment. Orders before Passover (February to April), Sunday to Thursday.
 */
export const mixedShmuraMatzahOnlineOrder: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng, [2, 3, 4], [1, 12]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(PRODUCTS, rng.int(1, 4)).map(([he, en, p]) => {
      const qty = rng.int(1, 4);
      const unit = Math.round((p * up) / 100) * 100;
      return { he, en, qty, unit, sum: qty * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const pickup = rng.chance(0.25);
    const ship = pickup || goods >= 40000 ? 0 : 3500;
    const gross = goods + ship;
    const vat = vatIn(gross, rate);
    const vendorName = 'בית המצות השמורות כפר חב"ד בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(10, 39)}${rng.digits(4)}`;
    const ordered = plus(date, -rng.int(0, 3));
    const L = (he: string, en: string) => `${he} <span class="en">| ${en}</span>`;
    const body = `<div class="hd"><div><div class="nm">MATZAH HOUSE</div><div>מצות שמורות עבודת יד · Hand-baked shmura matzah</div></div><div class="co">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>כפר חב"ד · shop.matzahhouse.example</div></div>
<h1>חשבונית מס קבלה <span class="en">| Tax Invoice Receipt</span> ${ltr(doc)}</h1>
<table class="pairs"><tr><th>${L('תאריך', 'Date')}</th><td>${ltr(dt(date, 'dd.mm.yyyy'))}</td><th>${L('הזמנה', 'Order')}</th><td>${ltr(`#MH-${rng.digits(6)}`)} (${ltr(dt(ordered, 'dd/mm/yy'))})</td></tr>
<tr><th>${L('לקוח', 'Customer')}</th><td>${rng.pick(['Sarah Levinson', 'משפחת פרץ', 'David Mandelbaum', 'רבקה אלמוג'])}</td><th>${L('משלוח', 'Delivery')}</th><td>${pickup ? 'איסוף עצמי | Pick-up' : 'שליח עד הבית | Courier'}</td></tr></table>
${items(
  [L('מוצר', 'Product'), L('כמות', 'Qty'), L('מחיר', 'Price'), L('סכום', 'Amount')],
  [
    ...lines.map((l) => [`${l.he}<div class="en">${e(l.en)}</div>`, ltr(String(l.qty)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
    [L('משלוח', 'Shipping'), ltr('1'), ltr(amount(ship)), ltr(amount(ship))],
  ],
)}
<table class="tt"><tr class="g"><td>${L('סה"כ כולל מע"מ', 'Total incl. VAT')}</td><td>₪${ltr(amount(gross))}</td></tr><tr><td>${L(`מתוכו מע"מ ${ltr(`${rate}%`)}`, 'VAT included')}</td><td>${ltr(amount(vat))}</td></tr>
<tr><td>${L('שולם באשראי', 'Paid by card')}</td><td>${ltr(`**** ${rng.digits(4)}`)}</td></tr></table>
<div class="sm">המצות נאפות בהשגחה מהדרין. פסח כשר ושמח! <span class="en">${ltr("Baked under strict supervision. Chag kasher v'sameach!")}</span></div>`;
    const css = `body{font-family:'Noto Sans Hebrew','Liberation Sans';font-size:12.5px;padding:12mm 15mm}.en{font-family:'Liberation Sans';font-size:11px;color:#444}
.hd{background:#e9d8a6;display:flex;justify-content:space-between;align-items:center;padding:10px 14px}.nm{font-family:'Liberation Sans';font-weight:bold;font-size:26px;letter-spacing:2px;color:#5a3e0b}.co{text-align:left;font-size:11.5px}
h1{font-size:18px;margin:14px 0 8px}h1 .en{font-size:16px;color:#222}table{border-collapse:collapse}.pairs{width:100%;margin-bottom:8px}.pairs th{text-align:start;font-weight:normal;color:#555;padding:3px 6px}.pairs td{font-weight:bold;padding:3px 6px}
.items{width:100%;margin:8px 0}.items th{border-bottom:2px solid #5a3e0b;text-align:start;padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}
.tt{width:50%;margin:6px auto 14px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #5a3e0b}.sm{font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
