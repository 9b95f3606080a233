import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { baseCss, e, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-custom-stickers-webshop-order';

/** Products: name, SKU stem, price per sticker in agorot (with VAT) at the lowest and highest. */
const PRODUCTS: [string, string, number, number][] = [
  ['מדבקות ויניל בחיתוך צורני', 'DC', 95, 260],
  ['מדבקות עגולות מבריקות', 'RD', 45, 140],
  ['מדבקות הולוגרמה', 'HL', 160, 390],
  ['מדבקות שקופות לחלון', 'CL', 120, 310],
  ['גיליון מדבקות', 'SH', 650, 1400],
  ['מדבקות למחשב נייד, עמידות למים', 'LP', 180, 420],
];
const SIZES = ['5x5', '7x7', '7.5x5', '10x10', '4x4', '6x9'];
const SHIP: [string, number][] = [
  ['שליח עד הבית', 3490],
  ['נקודת איסוף', 1890],
  ['איסוף עצמי מיבנה', 0],
];

/**
 * A custom sticker web shop's invoice from Yavne, A4 (Hadasim CLM): "חשבונית מס / קבלה" number and
 * date beside the order number, date and time (a day or two before), SKUs, stickers by size and
 * quantity at agorot each, a design proof fee on some, a 15% first-order coupon on some, shipping or
 * pickup, VAT contained, card payment.
 */
export const heCustomStickersWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const ordered = plus(date, -rng.int(0, 2));
    const rows = rng.some(PRODUCTS, rng.int(1, 4)).map(([name, stem, lo, hi]) => {
      const qty = rng.pick([50, 100, 200, 250, 500, 1000]);
      const size = rng.pick(SIZES);
      const unit = Math.round(rng.int(lo, hi) * (qty >= 500 ? 0.7 : 1));
      return { name: `${name} ${ltr(`${size} cm`)}`, sku: `${stem}-${size.replace('.', '')}-${qty}`, qty, unit, sum: qty * unit };
    });
    const proof = rng.chance(0.4) ? rng.pick([2500, 3500, 4900]) : 0;
    const goods = total(rows.map((r) => r.sum)) + proof;
    const coupon = rng.chance(0.3) ? Math.round((goods * 15) / 100) : 0;
    const [ship, shipFee] = rng.pick(SHIP);
    const gross = goods - coupon + shipFee;
    const vat = vatIn(gross, rate);
    const vendorName = 'סטיקרלנד הדפסות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(30, 89)}${rng.digits(4)}`;
    const order = `#SL${rng.digits(6)}`;
    const body = `<div class="head"><div><div class="brand">סטיקרלנד</div><div class="sm">${ltr('stickerland.co.il')} · מדבקות בהתאמה אישית</div></div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>רחוב הסדנאות ${ltr(String(rng.int(2, 30)))}, יבנה<br>${ltr(`08-94${rng.digits(5)}`)}</div></div>
<div class="top"><div>${pairs([
      ['חשבונית מס / קבלה', ltr(doc)],
      ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
    ])}</div><div>${pairs([
      ['הזמנה', ltr(order)],
      ['הוזמנה', ltr(`${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(7 * 60, 23 * 60 + 50))}`)],
      ['לקוח/ה', e(rng.pick(['שיר אלמוג', 'אבי פרץ', 'סטודיו קוקו', 'ליאור בן-דוד', 'נטע שושן']))],
      ['טלפון', ltr(cellular(rng))],
    ])}</div></div>
${items(
  ['מק"ט', 'מוצר', 'כמות', 'מחיר ליח׳', 'סה"כ'],
  [
    ...rows.map((r) => [ltr(r.sku), r.name, ltr(String(r.qty)), ltr(amount(r.unit)), ltr(amount(r.sum))]),
    ...(proof ? [[ltr('PROOF'), 'הכנת קובץ והגהה גרפית', ltr('1'), ltr(amount(proof)), ltr(amount(proof))]] : []),
  ],
)}
<div class="tot">${row('סכום ביניים', ltr(amount(goods)))}${coupon ? row(`קופון הזמנה ראשונה ${ltr('15%')} (${ltr('FIRST15')})`, ltr(`-${amount(coupon)}`)) : ''}${row(`משלוח: ${ship}`, shipFee ? ltr(amount(shipFee)) : 'חינם')}${row('סה"כ שולם', ltr(`₪${amount(gross)}`), 'b big')}${row(`המחיר כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}</div>
<div class="foot">שולם בכרטיס אשראי ${ltr(`****${rng.digits(4)}`)} בעת ההזמנה. זמן הפקה: ${ltr('3-5')} ימי עסקים. מדבקות בהתאמה אישית אינן ניתנות להחזרה.</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','DejaVu Sans';font-size:12px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:4px solid #e0457b;padding-bottom:6px}
.brand{font-size:28px;font-weight:bold;color:#e0457b}.top{display:flex;justify-content:space-between;margin:12px 0}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}
.tot{width:50%;margin-right:auto}.big{font-size:1.2em;border-top:2px solid #e0457b;padding-top:3px}.foot{margin-top:20px;font-size:10.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
