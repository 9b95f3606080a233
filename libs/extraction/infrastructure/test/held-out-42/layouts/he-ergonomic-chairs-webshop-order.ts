import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { add, dated, lr, shift, taxIn, vid } from './extra';

const ID = 'he-ergonomic-chairs-webshop-order';

const ITEMS: [string, number, number][] = [
  ['כיסא ארגונומי רשת עם תמיכה מותנית', 89000, 169000],
  ['כיסא ברך (Kneeling)', 39000, 59000],
  ['שולחן עמידה חשמלי 140x70', 149000, 239000],
  ['הדום רגליים מתכוונן', 12900, 19900],
  ['כרית גב מזיכרון צורה', 9900, 14900],
  ['זרוע מסך כפולה', 29900, 44900],
  ['ריפוד משענות יד (זוג)', 7900, 11900],
  ['גלגלי סיליקון לפרקט (5)', 8900, 12900],
];
const TOWNS = ['רמת גן', 'מודיעין', 'באר שבע', 'נתניה', 'קריית אונו', 'עפולה'];
const NAMES = ['אורית שלום', 'יונתן מזרחי', 'הדס כהן', 'בועז לנדאו', 'סיוון עטיה'];

const VENDORS = [
  {
    brand: 'ישיבה נכונה',
    web: 'www.yeshiva-nechona.co.il',
    legal: 'ישיבה נכונה ריהוט ארגונומי בע"מ',
    company: true,
    font: "'Noto Sans Hebrew','Liberation Sans',sans-serif",
    brandFont: "'Noto Sans Hebrew',sans-serif",
    color: '#0f766e',
    num: (iso: string, r: { int(a: number, b: number): number }) => `WEB-${iso.slice(0, 4)}-${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'SITWELL',
    web: 'sitwell.shop',
    legal: 'עידו קרמר',
    company: false,
    font: "'Nachlieli CLM','FreeSans',sans-serif",
    brandFont: "'URW Gothic','FreeSans',sans-serif",
    color: '#6d28d9',
    num: (_iso: string, r: { int(a: number, b: number): number }) => `${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
  },
];

export const heErgonomicChairsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(date, rng);
    const ordered = shift(date, -rng.int(0, 3));
    const lines = rng
      .some(ITEMS, rng.int(1, 4))
      .map(([name, lo, hi]) => ({ name, sku: `EC-${rng.int(1000, 9999)}`, qty: rng.int(1, 2), unit: rng.int(lo / 1000, hi / 1000) * 1000 - 100 }));
    const sub = add(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.5);
    const disc = coupon ? -share(sub, 15) : 0;
    const ship = sub + disc >= 50000 ? 0 : 4900;
    const assembly = rng.chance(0.4) ? 12000 : 0;
    const total = sub + disc + ship + assembly;
    const tax = taxIn(total, rate);
    const cells: [string, string][] = [
      ['מס׳ חשבונית', lr(number)],
      ['תאריך', lr(v.date(date))],
      ['מס׳ הזמנה', lr(`#${rng.int(1000000, 9999999)}`)],
      ['תאריך הזמנה', lr(`${v.date(ordered)} ${hhmm(rng.int(0, 1439))}`)],
      ['משלוח', rng.pick(['שליח עד הבית', 'איסוף מנקודת חלוקה'])],
      ['תשלום', rng.pick(['כרטיס אשראי', 'Bit', 'PayPal', '3 תשלומים'])],
    ];
    const r = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="web">${v.web}</div></div>${v.company ? `<div class="co">${esc(v.legal)}<br>ח.פ. ${lr(hyphenId(id))}<br>רח׳ הברזל 22, תל אביב<br>${lr('03-' + rng.int(6000000, 7999999))}</div>` : ''}</header>
<h1>חשבונית מס / קבלה</h1>
<table class="meta"><tr>${cells.map(([a]) => `<th>${a}</th>`).join('')}</tr><tr>${cells.map(([, b]) => `<td>${b}</td>`).join('')}</tr></table>
<div class="cust"><b>פרטי לקוח:</b> ${rng.pick(NAMES)} · ${lr(cellular(rng))} · ${rng.pick(TOWNS)}</div>
<table class="items"><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${lines
      .map((l) => `<tr><td>${l.sku}</td><td>${esc(l.name)}</td><td>${l.qty}</td><td>${lr(amount(l.unit))}</td><td>${lr(amount(l.qty * l.unit))}</td></tr>`)
      .join('')}</table>
<table class="tot">
${r('סכום ביניים', lr(amount(sub)))}
${coupon ? r('קופון BACK15 (15%)', lr(amount(disc))) : ''}
${r('משלוח', ship ? lr(amount(ship)) : 'חינם (מעל ₪500)')}
${assembly ? r('הרכבה בבית הלקוח', lr(amount(assembly))) : ''}
${r('סה"כ שולם', lr(`₪${amount(total)}`), 'big')}
${r(`כולל מע"מ ${rate}%`, lr(amount(tax)))}
</table>
<div class="note">אחריות 5 שנים על שלד ומנגנון. ניתן להחזיר תוך 14 יום באריזה המקורית.</div>
${v.company ? '' : `<footer>${v.brand} - ${esc(v.legal)}, עוסק מורשה ${lr(id)} · ת.ד. ${rng.int(1000, 9999)}, פתח תקווה · ${lr(v.web)}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.page{width:210mm;height:296mm;box-sizing:border-box;padding:12mm 14mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:${v.brandFont};font-size:34px;font-weight:bold;color:${v.color}}.web{color:#555}.co{text-align:left;line-height:1.5}h1{font-size:18px;margin:14px 0 8px}.meta{width:100%;border-collapse:collapse}.meta th{background:${v.color};color:#fff;padding:4px;font-size:10px}.meta td{border:1px solid #ccc;padding:4px;text-align:center}.cust{margin:10px 0}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid ${v.color};text-align:right;padding:4px}.items td{padding:4px;border-bottom:1px solid #e5e5e5}.tot{width:50%;margin:10px auto 0 0}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}.note{margin-top:16px;color:#444}footer{position:absolute;bottom:8mm;left:14mm;right:14mm;text-align:center;font-size:10px;border-top:1px solid ${v.color};padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
