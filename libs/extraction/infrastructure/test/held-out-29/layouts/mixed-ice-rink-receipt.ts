import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId } from '../../generalisation/notation';
import { add, bi, dated, house, lr, pair, taxIn, vid } from './extra';

const ID = 'mixed-ice-rink-receipt';
const RINKS = [
  {
    brand: '',
    he: 'היכל הקרח המרכזי בע"מ',
    en: 'Central Ice Hall Ltd',
    company: true,
    label: bi('ח.פ.', 'Co. No.'),
    trade: '',
    addrHe: 'קניון הים, קומה 2, נתניה',
    addrEn: 'Hayam Mall, 2nd floor, Netanya',
  },
  {
    brand: 'גלישה · GLIDE',
    he: 'סרגיי וולקוב',
    en: 'Sergei Volkov',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    trade: 'השכרת מחליקיים ושיעורים · Skate hire &amp; lessons',
    addrHe: 'מתחם הספורט, מעלות',
    addrEn: 'Sports Complex, Ma’alot',
  },
  {
    brand: 'POLAR RINK',
    he: 'פולאר רינק בע"מ',
    en: 'Polar Rink Ltd',
    company: true,
    label: bi('ח"פ', 'Reg. No.'),
    trade: '',
    addrHe: 'פארק הבילוי, ראשון לציון',
    addrEn: 'Leisure Park, Rishon LeZion',
  },
];
const ITEMS: [string, string, number, number, 'adult' | 'child' | 'any'][] = [
  ['כניסה למושב החלקה – מבוגר', 'Session entry – adult', 6500, 8500, 'adult'],
  ['כניסה למושב החלקה – ילד', 'Session entry – child', 5000, 6500, 'child'],
  ['השכרת מחליקיים', 'Skate hire', 2000, 3000, 'any'],
  ['השכרת קסדה', 'Helmet hire', 1000, 1500, 'any'],
  ['עזר החלקה (פינגווין)', 'Skating aid (penguin)', 2000, 2500, 'child'],
  ['השחזת להבים', 'Blade sharpening', 3500, 4500, 'adult'],
  ['לוקר', 'Locker', 1000, 1000, 'any'],
  ['שוקו חם', 'Hot chocolate', 1400, 1800, 'any'],
  ['כפפות החלקה', 'Skating gloves', 2500, 3500, 'any'],
];

/** An ice rink's front-desk receipt on 80 mm paper with every label in Hebrew and English: the session and its time slot, entries by adult and child, skate and helmet hire, lockers, a family discount on some; VAT contained. */
export const mixedIceRinkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const r = RINKS[n % RINKS.length];
    const id = vid(r.he, r.company);
    const rate = israeliRate(date);
    const adults = rng.int(1, 3);
    const kids = rng.int(0, 3);
    const lines = ITEMS.filter(([, , , , who]) => (who === 'child' ? kids > 0 : true))
      .filter((_item, i) => i < 2 || rng.chance(0.45))
      .map(([he, en, lo, hi, who]) => {
        const q = who === 'adult' ? adults : who === 'child' ? kids : rng.int(1, adults + kids);
        const u = rng.int(lo / 100, hi / 100) * 100;
        return { he, en, q, u, sum: q * u };
      })
      .filter((l) => l.q > 0);
    const gross = add(lines.map((l) => l.sum));
    const family = adults + kids >= 4 && rng.chance(0.7);
    const disc = family ? Math.round(gross / 10) : 0;
    const total = gross - disc;
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [() => String(rng.int(200000, 299999)), () => `R-${rng.int(1000, 9999)}`, () => `${rng.int(10, 99)}-${rng.int(10000, 99999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(["'Noto Sans Hebrew','Noto Sans'", "'Simple CLM','Liberation Sans'", "'FreeSans'"]);
    const idText = r.company && rng.chance(0.5) ? hyphenId(id) : id;
    const start = rng.pick([10, 12, 14, 16, 18, 20]) * 60;
    const tr = lines.map((l) => `<div class="it">${esc(l.he)}<br><span class="en">${l.en}</span></div>${pair(`&nbsp;${lr(`${l.q} × ${amount(l.u)}`)}`, amount(l.sum))}`).join('');
    const flake = `<svg width="30" height="30" viewBox="0 0 30 30"><g stroke="#000" stroke-width="2"><path d="M15 2 V28 M3 8.5 L27 21.5 M3 21.5 L27 8.5"/></g></svg>`;
    const body = `<div class="c">${flake}</div>${r.brand ? `<div class="logo">${r.brand}</div><div class="c b">${esc(r.he)}</div>` : `<div class="logo sm">${esc(r.he)}</div>`}
${r.trade ? `<div class="c">${r.trade}</div>` : ''}<div class="c">${r.label}: ${lr(idText)}</div><div class="c">${esc(r.addrHe)}<br>${r.addrEn}</div>
<div class="rule"></div><div class="c t">${bi('קבלה / חשבונית מס', 'Receipt / Tax Invoice', '<br>')}</div>
${pair(bi("מס'", 'No.'), lr(docNo), 'b')}${pair(bi('תאריך', 'Date'), lr(dt(date, fmt)))}${pair(bi('מושב', 'Session'), lr(`${hhmm(start)}-${hhmm(start + 90)}`))}${pair(bi('קופה', 'Desk'), String(rng.int(1, 4)))}
<div class="rule"></div>${tr}<div class="rule"></div>
${family ? pair(bi('סכום ביניים', 'Subtotal'), amount(gross)) + pair(bi('הנחת משפחה 10%', 'Family 10%'), lr(`-${amount(disc)}`)) : ''}
${pair(bi('סה"כ', 'TOTAL'), `₪${amount(total)}`, 'big')}${pair(bi(`מע"מ ${rate}% כלול`, 'VAT incl.'), amount(vat))}
${pair(bi('שולם באשראי', 'Paid by card'), lr(`*${rng.digits(4)}`))}
<div class="rule"></div><div class="c sm2">חובה לחבוש קסדה מתחת לגיל 12<br>Helmets required under 12 · Skates must be returned at ${hhmm(start + 90)}</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;width:72mm;padding:4mm;color:#000}.logo{text-align:center;font-size:19px;font-weight:bold}.logo.sm{font-size:15px}.c{text-align:center}.b{font-weight:bold}.t{font-weight:bold;font-size:13px;margin:1mm 0}
.pr{display:flex;justify-content:space-between;gap:2mm}.it{margin-top:1mm}.en{font-size:9.5px;color:#333}.big{font-weight:bold;font-size:14px;margin:1mm 0}.rule{border-top:1px dashed #000;margin:2mm 0}.sm2{font-size:9.5px}`;
    const page = '80mm 200mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: r.he, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
