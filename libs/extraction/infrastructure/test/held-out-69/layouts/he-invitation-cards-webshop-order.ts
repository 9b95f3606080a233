import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, total, vatIn } from './extra';

const ID = 'he-invitation-cards-webshop-order';

const DESIGNS = ['"זית וזהב"', '"פרחי בר בצבעי מים"', '"מינימל לבן"', '"טרצו ורוד"', '"ירושלים של אבן"', '"קליגרפיה שחורה"'];
const OCCASIONS = ['חתונה', 'בר מצווה', 'בת מצווה', 'ברית', 'יום הולדת 40'];

/**
 * An invitation card web shop's invoice / receipt for an order, A4 (Noto Sans Hebrew): invoice number
 * and date beside the order number, date and time (a day or two earlier, once the proof was
 * approved), the design, invitations at agorot each by the hundred, envelopes, printed guest
 * names, RSVP cards, a design fee, a 10% coupon on some, courier or pickup, VAT contained, card.
 */
export const heInvitationCardsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng, undefined, [3, 28]);
    const rate = israeliRate(date);
    const ordered = plus(date, -rng.int(1, 3));
    const qty = rng.pick([100, 150, 200, 250, 300, 400]);
    const design = rng.pick(DESIGNS);
    const occasion = rng.pick(OCCASIONS);
    const lines: [string, string, number, number][] = [];
    const unit = rng.pick([390, 450, 520, 590]);
    lines.push([`הזמנות ${occasion} - עיצוב ${design}, נייר ${rng.pick(['300', '350'])} גרם`, `SKU-${rng.digits(4)}`, qty, unit]);
    lines.push(['מעטפות תואמות', `SKU-${rng.digits(4)}`, qty, rng.pick([90, 120, 150])]);
    if (rng.chance(0.5)) lines.push(['הדפסת שמות האורחים על המעטפות', `SKU-${rng.digits(4)}`, qty, rng.pick([80, 100])]);
    if (rng.chance(0.5)) lines.push(['כרטיסי אישור הגעה', `SKU-${rng.digits(4)}`, qty, rng.pick([150, 190])]);
    if (rng.chance(0.4)) lines.push(['התאמת עיצוב אישית', `SKU-${rng.digits(4)}`, 1, 12000]);
    const ship = rng.pick([
      ['משלוח עד הבית בשליח', 3900],
      ['איסוף עצמי מנקודת חלוקה', 1500],
      ['איסוף מהסטודיו', 0],
    ] as [string, number][]);
    const goods = total(lines.map((l) => l[2] * l[3]));
    const coupon = rng.chance(0.35) ? -Math.round(goods * 0.1) : 0;
    const gross = goods + coupon + ship[1];
    const vat = vatIn(gross, rate);
    const vendorName = 'נייר ומילים הפקות דפוס בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(30000, 48999));
    const order = `#${rng.int(100000, 189999)}`;
    const body = `<div class="top"><div class="brand">נייר ומילים</div><div class="sm">הזמנות מעוצבות לאירועים · ${ltr('www.neyr-umilim.co.il')}</div></div>
<div class="two"><div>${pairs([
      ['חשבונית מס / קבלה', ltr(doc)],
      ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
    ])}</div><div>${pairs([
      ['מספר הזמנה', ltr(order)],
      ['תאריך הזמנה', `${ltr(dt(ordered, 'dd/mm/yyyy'))} ${ltr(hhmm(rng.int(7 * 60, 23 * 60)))}`],
    ])}</div></div>
<div class="cust">לקוח/ה: ${rng.pick(['ליאת ושגיא כהן', 'משפחת אזולאי', 'דנה פרץ', 'יעקב ורחל בירנבאום'])} · ${ltr(cellular(rng))}<br>אישור הגהה התקבל ב-${ltr(dt(ordered, 'dd/mm/yyyy'))}</div>
${items(
  ['פריט', 'מק"ט', 'כמות', 'מחיר יח׳', 'סה"כ'],
  lines.map(([n, sku, q, u]) => [n, ltr(sku), ltr(String(q)), ltr(amount(u)), ltr(amount(q * u))]),
)}
<div class="sum">${pairs([
      ['סכום פריטים', ltr(amount(goods))],
      ...(coupon ? ([[`קופון ${ltr('PAPER10')}`, ltr(amount(coupon))]] as [string, string][]) : []),
      [ship[0], ltr(amount(ship[1]))],
      ['סה"כ כולל מע"מ', ltr(`₪${amount(gross)}`)],
      [`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat))],
    ])}</div>
<div class="paid">שולם בכרטיס אשראי ${ltr(`****${rng.digits(4)}`)} · ${ltr(rng.pick(['1', '2', '3']))} תשלומים</div>
<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · רחוב המלאכה ${ltr(String(rng.int(3, 40)))}, ראש העין<br>זמן הפקה: ${ltr('5-7')} ימי עסקים מאישור ההגהה.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;padding:14mm 15mm}.top{border-bottom:1px solid #b08d57;padding-bottom:8px}.brand{font-size:26px;color:#8a6a35;font-weight:bold}
.two{display:flex;gap:30px;margin:12px 0}.cust{margin:8px 0;line-height:1.5}.sum{display:flex;justify-content:flex-end;margin-top:6px}.sum tr:nth-last-child(2) td{font-size:1.2em}.paid{margin-top:10px}.foot{margin-top:24px;font-size:11px;color:#444;line-height:1.6;border-top:1px solid #ccc;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
