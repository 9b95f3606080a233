import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'mixed-boardgame-online-order';

/** Hebrew name, English name, agorot including VAT (2022). */
const GAMES: [string, string, number][] = [
  ['מסע לצפון', 'Northbound Voyage', 21900],
  ['שודדי הנמל', 'Harbour Raiders', 17900],
  ['גני בבל', 'Gardens of Babylon', 24900],
  ['מילים בריבוע', 'Word Square', 8900],
  ['קלפי הדרקון', 'Dragon Cards', 6900],
  ['שרוולים לקלפים (100)', 'Card sleeves (100)', 2900],
  ['מגש קוביות מעור', 'Leather dice tray', 7500],
  ['הרחבה: ים סוער', 'Expansion: Stormy Sea', 11900],
  ['פאזל 1000 חלקים - יפו', 'Jaffa 1000-piece puzzle', 9900],
];

/**
 * A board game web shop in Be'er Sheva, A4 (Aharoni CLM name, David CLM Hebrew, English in Liberation Serif): "קוביה אונליין ·
 * KUBIYA ONLINE" with the company and "ח.פ." plain, "חשבונית מס קבלה / Tax Invoice Receipt" and "מספר / Number" (six digits),
 * pairs (date d/m/yyyy, order "#" and six digits placed a day or two before, customer, shipping method), games in Hebrew with
 * English beneath, shipping (free above a threshold), "סה"כ לתשלום / Total" with "ש"ח", "מתוכו מע"מ / incl. VAT", payment.
 * Not on Saturday.
 */
export const mixedBoardgameOnlineOrder: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GAMES, rng.int(1, 4)).map(([he, en, p]) => {
      const unit = Math.round((p * up) / 100) * 100 - 100;
      const q = rng.int(1, 2);
      return { he, en, q, unit, sum: q * unit };
    });
    const goods = total(lines.map((l) => l.sum));
    const ship = goods >= 30000 ? 0 : rng.pick([2900, 3500]);
    const gross = goods + ship;
    const vat = vatIn(gross, rate);
    const vendorName = 'קוביה אונליין משחקים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 599999));
    const ordered = plus(date, -rng.int(0, 2));
    const B = (h: string, en: string) => `${h} / <span class="en">${ltr(en)}</span>`;
    const body = `<div class="top"><div class="nm">קוביה אונליין</div><div class="en big">${ltr('KUBIYA ONLINE')}</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · ${ltr('www.kubiya.co.il')} · באר שבע</div></div>
<h2>${B('חשבונית מס קבלה', 'Tax Invoice Receipt')} · ${B('מספר', 'Number')} ${ltr(doc)}</h2>
${pairs(
  [
    [B('תאריך', 'Date'), ltr(dt(date, 'd/m/yyyy'))],
    [B('הזמנה', 'Order'), ltr(`#${rng.int(100000, 999999)} (${dt(ordered, 'd/m/yyyy')})`)],
    [B('לקוח', 'Customer'), rng.pick(['עידו פרץ', 'Maya Goldberg', 'ליאור אוחיון'])],
    [B('משלוח', 'Shipping'), rng.pick(['שליח עד הבית / Courier', 'נקודת איסוף / Pickup point'])],
  ],
  2,
)}
${items(
  [B('מוצר', 'Item'), B('כמות', 'Qty'), B('מחיר', 'Price'), B('סה"כ', 'Total')],
  [
    ...lines.map((l) => [`${l.he}<div class="en sm">${ltr(l.en)}</div>`, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
    [B('משלוח', 'Shipping'), '', '', ltr(ship ? amount(ship) : 'חינם')],
  ],
)}
<div class="sums">${pairs([
      [B('סה"כ לתשלום', 'Total'), `${ltr(amount(gross))} ש"ח`],
      [B(`מתוכו מע"מ ${ltr(`${rate}%`)}`, 'incl. VAT'), ltr(amount(vat))],
      [B('שולם ב', 'Paid by'), rng.pick(['כרטיס אשראי / Credit card', 'PayPal', 'ביט / Bit'])],
    ])}</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Serif';font-size:14px;padding:15mm}.en{font-family:'Liberation Serif';color:#333}.top{text-align:center;border-bottom:2px dashed #555;padding-bottom:6px}.nm{font-family:'Aharoni CLM';font-size:34px}.big{font-size:16px;letter-spacing:3px}
h2{font-size:18px}.sums{width:55%;margin-inline-start:auto;border:2px solid #222;padding:4px}.sums tr:first-child{font-size:17px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
