import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { add, bi, day, lr, taxIn, vid } from './extra';

const SHOPS = [
  { he: 'רחפני השרון בע"מ', en: 'Sharon Drones Ltd.', web: 'sharondrones.co.il', label: bi('ח.פ.', 'Co. No.') },
  { he: 'סקייקאם ציוד צילום אווירי בע"מ', en: 'SkyCam Aerial Imaging Ltd.', web: 'skycam.co.il', label: bi('ח"פ', 'Reg. No.') },
];
const ITEMS: [string, number][] = [
  ['DJI Mini 4 Pro Fly More Combo', 489000],
  ['DJI Avata 2 Goggles 3 Combo', 529000],
  ['Intelligent Flight Battery', 39900],
  ['ND Filter Set (4)', 24900],
  ['Propeller guard', 9900],
  ['Carrying case', 19900],
  ['microSD 256GB V30', 14900],
  ['Care Refresh 1-year', 49900],
];

/** A drone and aerial-camera web shop's bilingual order invoice on A4: the order's number and date beside the invoice's, prices with VAT, a coupon, shipping, "מתוכו מע"מ / of which VAT". */
export const mixedDroneWebshopInvoice: Layout = {
  id: 'mixed-drone-webshop-invoice',
  lang: 'mixed',
  kind: 'online order invoice',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const id = vid(s.he, true);
    const date = day(rng);
    const rate = israeliRate(date);
    const lines = rng.some(ITEMS, rng.int(1, 4)).map(([n, u]) => ({ n, q: rng.pick([1, 1, 2]), u }));
    const sub = add(lines.map((l) => l.q * l.u));
    const coupon = rng.chance(0.4) ? rng.pick([5000, 10000, 15000]) : 0;
    const ship = sub > 100000 ? 0 : 3900;
    const total = sub - coupon + ship;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([() => `SD-${rng.int(10000, 99999)}`, () => `${rng.int(30, 39)}/${rng.int(1000, 9999)}`])();
    const order = `#${rng.int(100000, 199999)}`;
    const fmt = rng.pick(['dd/mm/yyyy', 'yyyy-mm-dd', 'd/m/yyyy'] as const);
    const font = rng.pick(['Noto Sans Hebrew', 'DejaVu Sans', 'FreeSans']);
    const body = `<div class="nav"><span class="logo">${lr(s.web.split('.')[0].toUpperCase())}</span><span>${lr(s.web)}</span></div>
<div class="row"><div><b>${esc(s.he)}</b><br>${lr(esc(s.en))}<br>${s.label} ${lr(hyphenId(id))}<br>${bi('שירות לקוחות', 'Support')} ${lr('*' + rng.int(3000, 9999))}</div>
<div class="doc"><div class="dt">${bi('חשבונית מס קבלה', 'Tax Invoice / Receipt')}</div>${bi("מס'", 'No.')}: <b>${lr(docNo)}</b><br>${bi('תאריך', 'Date')}: ${lr(dt(date, fmt))}<br>${bi('הזמנה', 'Order')}: ${lr(order)} (${lr(dt(addDays(date, -rng.int(0, 3)), 'dd/mm/yyyy'))})</div></div>
<div class="ship">${bi('משלוח אל', 'Ship to')}: ${rng.pick(['עידו ברק', 'שני אוחיון', 'Tom Ben-Ami'])}, ${rng.pick(['הנשיא 8, חיפה', 'ויצמן 21, כפר סבא', "HaArba'a 5, Tel Aviv"])} · ${lr(cellular(rng))}</div>
<table><tr><th>${bi('מוצר', 'Product')}</th><th>${bi('כמות', 'Qty')}</th><th>${bi('מחיר', 'Price')}</th><th>${bi('סה"כ', 'Total')}</th></tr>${lines.map((l) => `<tr><td>${lr(esc(l.n))}</td><td>${l.q}</td><td>${amount(l.u)}</td><td>${amount(l.q * l.u)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>${bi('סכום ביניים', 'Subtotal')}</td><td>${amount(sub)}</td></tr>${coupon ? `<tr><td>${bi('קופון', 'Coupon')} ${lr('FLY' + rng.int(10, 99))}</td><td>${lr('-' + amount(coupon))}</td></tr>` : ''}<tr><td>${bi('משלוח', 'Shipping')}</td><td>${ship ? amount(ship) : bi('חינם', 'Free')}</td></tr>
<tr class="g"><td>${bi('סה"כ לתשלום', 'Total')} ₪</td><td>${amount(total)}</td></tr><tr><td>${bi(`מתוכו מע"מ ${rate}%`, `of which VAT ${rate}%`)}</td><td>${amount(vat)}</td></tr></table>
<p class="sm">${bi('רחפן מעל 250 גרם מחייב רישום ברשות התעופה האזרחית.', 'Drones over 250 g must be registered with the CAAI.', '<br>')}</p>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;padding:12mm 16mm}.nav{display:flex;justify-content:space-between;background:#101820;color:#fff;padding:3mm 5mm}.logo{font-family:'URW Gothic';font-size:20px;font-weight:bold;letter-spacing:2px}
.row{display:flex;justify-content:space-between;margin:6mm 0}.doc{border:2px solid #ff6a13;padding:3mm 5mm;line-height:1.7}.dt{font-weight:bold;font-size:15px}.ship{background:#f2f2f2;padding:2mm 4mm}
table{width:100%;border-collapse:collapse;margin-top:4mm}th{border-bottom:2px solid #101820;text-align:right}td{padding:1.5mm;border-bottom:1px solid #ddd}.tot{width:95mm;margin-right:auto}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;background:#fff0e6}.sm{font-size:10px;color:#555;margin-top:8mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.he, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
