import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, personalId, share } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const SHOPS = [
  { site: 'aquazone.co.il', brand: 'אקווהזון', legal: 'אקווה זון אקווריומים בע"מ', label: 'ח.פ.', company: true, color: '#0b7285' },
  { site: 'reef-shop.co.il', brand: 'ריף שופ', legal: 'תומר גולדשטיין', label: 'עוסק מורשה', company: false, color: '#5f3dc4' },
  { site: 'dag-zahav.co.il', brand: 'דג זהב אונליין', legal: 'דג זהב סחר (2015) בע"מ', label: 'ח"פ', company: true, color: '#e67700' },
];
const ITEMS: [string, number][] = [
  ["אקווריום זכוכית 60 ל' כולל מכסה", 42900],
  ['מסנן חיצוני 800 ל"ש', 38900],
  ['גוף חימום 100W', 8900],
  ['תאורת LED לצמחים 60 ס"מ', 21900],
  ['מזון דגים פתיתים 250 מ"ל', 3490],
  ['מזון גרגירים לדגי ציקלידים', 4290],
  ['מצע חצץ שחור 5 ק"ג', 5900],
  ['מתקן CO2 לצמחים', 29900],
  ['טסט מים 6 ב-1 (50 סטריפים)', 6900],
  ['מנטרל כלור 500 מ"ל', 3900],
  ['בקטריות מתחילות 250 מ"ל', 4900],
  ['קישוט שורש מנגרוב', 7900],
  ['צמח אנוביאס על אבן', 3500],
  ['רשת דגים 10 ס"מ', 1490],
  ['משאבת אוויר שקטה', 9900],
];
const CITIES = ["רח' הנרקיס 5, מודיעין", "רח' בן גוריון 120, בת ים", "שד' ירושלים 44, אשדוד", "רח' הגפן 3, זכרון יעקב", "רח' אחוזה 190, רעננה"];

/**
 * An aquarium supplies web shop's invoice printed from the browser on A4 (Noto Sans Hebrew, Open Sans with
 * Simple CLM, or DejaVu Sans; the brand in Lato Heavy with its site under it, a menu bar and the browser's
 * print header of the date and URL): "תודה! ההזמנה שלך התקבלה", "מספר הזמנה #AQ10482" and "תאריך הזמנה"
 * with a time a day or two before; a card "חשבונית מס / קבלה מס' 7731" and "תאריך חשבונית"; billing and
 * shipping details (a name, a mobile, an address; a valid ת.ז. on some); a product table (image box, name,
 * מק"ט, qty, price, sum); "סכום ביניים", a coupon ("FISH15", 15%) on some, "משלוח באריזה מבודדת" 45.00 or
 * free over 499, "סה"כ" and "כולל מע"מ (17%/18%)"; the card or Bit and the courier's tracking number and
 * estimated delivery; the legal name or the owner's name with its id in the footer.
 */
export const heAquariumWebshopOrder: Layout = {
  id: 'he-aquarium-webshop-order',
  lang: 'he',
  kind: 'online order invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-aquarium-webshop-order');
    const s = rng.pick(SHOPS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const date = randomDate(rng, '2024-01-01', '2025-12-20');
    const ordered = addDays(date, -rng.int(0, 2));
    const rate = israeliRate(date);
    const rows = rng.some(ITEMS, rng.int(2, 6)).map(([name, unit]) => ({ name, unit, qty: unit < 6000 ? rng.int(1, 3) : 1, sku: `AQ-${rng.digits(4)}` }));
    const sub = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const coupon = rng.chance(0.45) ? { code: rng.pick(['FISH15', 'REEF15', 'NEWTANK15']), c: share(sub, 15) } : null;
    const after = sub - (coupon?.c ?? 0);
    const ship = after >= 49900 ? 0 : 4500;
    const total = after + ship;
    const vat = vatOfGross(total, rate);
    const orderNo = `#${s.site.slice(0, 2).toUpperCase()}${rng.int(10000, 99999)}`;
    const docNo = String(rng.int(1200, 9999));
    const font = rng.pick([`'Noto Sans Hebrew'`, `'Open Sans','Simple CLM'`, `'DejaVu Sans'`]);
    const d = (x: string) => `<bdi>${dt(x, 'dd/mm/yyyy')}</bdi>`;
    const name = rng.pick(['שירה אבוטבול', 'עומר רז', 'נועם פרץ', 'הילה ששון', 'אלכס פרלמן']);
    const withId = rng.chance(0.4) ? `<br>ת.ז. <bdi>${personalId(rng)}</bdi>` : '';
    const mob = cellular(rng);
    const addr = rng.pick(CITIES);
    const pay = rng.chance(0.7)
      ? `כרטיס אשראי ${rng.pick(['ויזה', 'מאסטרקארד'])} המסתיים ב-<bdi>${rng.digits(4)}</bdi>${total > 60000 ? ` · ${rng.int(2, 4)} תשלומים` : ''}`
      : `Bit · אסמכתא <bdi>${rng.digits(10)}</bdi>`;
    const body = `<div class="pr"><span><bdi>${dt(date, 'dd/mm/yyyy')}, ${hhmm(rng.int(8 * 60, 23 * 60))}</bdi></span><span><bdi>https://www.${s.site}/checkout/order-received/${rng.digits(5)}</bdi></span></div>
<div class="hd"><div><div class="br">${esc(s.brand)}</div><div class="site"><bdi>${s.site}</bdi></div></div><div class="menu">דגים · צמחים · ציוד · מזון · ריף ימי · מבצעים</div></div>
<h2>תודה! ההזמנה שלך התקבלה</h2>
<div class="facts"><div>מספר הזמנה<br><b><bdi>${orderNo}</bdi></b></div><div>תאריך הזמנה<br><b>${d(ordered)} <bdi>${hhmm(rng.int(0, 23 * 60))}</bdi></b></div><div class="inv">חשבונית מס / קבלה מס' <b><bdi>${docNo}</bdi></b><br>תאריך חשבונית: <b>${d(date)}</b></div></div>
<div class="addr"><div><b>פרטי חיוב</b><br>${esc(name)}${withId}<br><bdi>${mob}</bdi><br>${esc(addr)}</div><div><b>פרטי משלוח</b><br>${esc(name)}<br>${esc(addr)}<br>שליחות עד הבית באריזה מבודדת</div></div>
<table class="t"><tr><th></th><th>מוצר</th><th>מק"ט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows
      .map(
        (r) =>
          `<tr><td><div class="img"></div></td><td>${esc(r.name)}</td><td><bdi>${r.sku}</bdi></td><td>${r.qty}</td><td>₪${amount(r.unit)}</td><td>₪${amount(r.qty * r.unit)}</td></tr>`,
      )
      .join('')}</table>
<table class="sum"><tr><td>סכום ביניים</td><td>₪${amount(sub)}</td></tr>${coupon ? `<tr><td>קופון: <bdi>${coupon.code}</bdi></td><td><bdi dir="ltr">-₪${amount(coupon.c)}</bdi></td></tr>` : ''}<tr><td>משלוח באריזה מבודדת</td><td>${ship ? `₪${amount(ship)}` : 'חינם'}</td></tr>
<tr class="g"><td>סה"כ</td><td>₪${amount(total)}</td></tr><tr class="v"><td>כולל מע"מ (${rate}%)</td><td>₪${amount(vat)}</td></tr></table>
<div class="pay"><b>אמצעי תשלום:</b> ${pay}<br><b>משלוח:</b> מספר מעקב <bdi>IL${rng.digits(9)}</bdi> · מועד מסירה משוער ${d(addDays(date, rng.int(1, 4)))}</div>
<div class="foot">${esc(s.legal)} · ${s.label} <bdi>${vendorTaxId}</bdi> · שירות לקוחות <bdi>${cellular(rng)}</bdi> · דגים חיים נשלחים בימים א'-ד' בלבד</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#222;padding:8mm 14mm}
.pr{display:flex;justify-content:space-between;font-size:8.5px;color:#666;margin-bottom:4mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid ${s.color};padding-bottom:2mm}
.br{font-family:'Lato Heavy','Lato',sans-serif;font-weight:800;font-size:26px;color:${s.color}}.site{font-size:10px;color:#666}.menu{font-size:11px;color:#444}h2{font-size:17px;margin:5mm 0 3mm;color:${s.color}}
.facts{display:flex;gap:10mm;background:#f3f5f7;padding:3mm;line-height:1.6}.inv{margin-right:auto;border-right:3px solid ${s.color};padding-right:3mm}.addr{display:flex;gap:25mm;margin:4mm 0;line-height:1.6}
.t{width:100%;border-collapse:collapse}.t th{text-align:right;border-bottom:2px solid #ccc;padding:1.5mm}.t td{padding:1.5mm;border-bottom:0.5px solid #e3e3e3;vertical-align:middle}.img{width:9mm;height:9mm;background:#dde6ea;border-radius:1mm}
.sum{margin-right:auto;margin-top:4mm;min-width:70mm;border-collapse:collapse}.sum td{padding:1.2mm 2mm}.sum td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:2px solid #222}.v td{font-size:10px;color:#555}
.pay{margin-top:5mm;line-height:1.7}.foot{margin-top:10mm;border-top:1px solid #ccc;padding-top:2mm;font-size:9.5px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
