import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, share } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-fountain-pens-webshop-order';
const SHOPS = [
  { brand: '', legal: 'קולמוס ודיו בע"מ', company: true, label: 'ח.פ.', site: 'kulmus-ink.co.il', latin: false },
  { brand: 'THE NIB ROOM', legal: 'גלעד אברמוב', company: false, label: 'עוסק מורשה', site: 'thenibroom.co.il', latin: true },
  { brand: 'פנקס', legal: 'פנקס ועט סחר בע"מ', company: true, label: 'ח"פ', site: 'pinkas.shop', latin: false },
];
const GOODS: [string, string, number, number][] = [
  ['עט נובע לאמי ספארי', 'LM-SAF', 13900, 17900],
  ['עט נובע פיילוט קאקונו', 'PI-KAK', 8900, 11900],
  ['עט נובע TWSBI ECO', 'TW-ECO', 16900, 21900],
  ['עט נובע פליקן M205', 'PE-205', 59000, 74000],
  ['בקבוק דיו 50 מ"ל', 'INK-50', 4200, 6900],
  ["מחסניות דיו (5 יח')", 'CRT-05', 1500, 2600],
  ['ממיר בוכנה', 'CNV-01', 2400, 3900],
  ['ציפורן פלדה להחלפה', 'NIB-ST', 5900, 8900],
  ["מחברת נייר 100 גר' A5 מנוקדת", 'NB-A5D', 4900, 7900],
  ['נרתיק עור לשלושה עטים', 'CASE-3', 11900, 16900],
  ['מזרק מילוי ונייר ניקוי', 'CLN-KT', 1900, 2900],
];
const VARIANTS = ['ציפורן F', 'ציפורן M', 'ציפורן EF', 'כחול-שחור', 'טורקיז', 'בורדו', 'שחור'];

/** A fountain pen web shop's A4 tax invoice-receipt from its order system: the order's number and time, shipping, SKUs with nib or ink variants, a coupon and shipping, VAT contained, the card in instalments; the vendor's id in the footer. */
export const heFountainPensWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const s = SHOPS[n % SHOPS.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const items = rng.some(GOODS, rng.int(2, 5)).map(([name, sku, lo, hi]) => ({
      name,
      sku: `${sku}-${rng.int(10, 99)}`,
      variant: name.includes('עט') || name.includes('דיו') || name.includes('ציפורן') ? rng.pick(VARIANTS) : '',
      q: rng.int(1, name.includes('עט נובע') ? 1 : 3),
      u: Math.round(rng.int(lo, hi) / 100) * 100 - 10,
    }));
    const sub = add(items.map((i) => i.q * i.u));
    const coupon = rng.chance(0.4) ? rng.pick(['INK10', 'WELCOME10', 'NIB10']) : '';
    const disc = coupon ? share(sub, 10) : 0;
    const ship = sub - disc >= 30000 ? 0 : rng.pick([2990, 3500, 1990]);
    const total = sub - disc + ship;
    const vat = taxIn(total, rate);
    const ordered = addDays(date, -rng.int(0, 3));
    const orderNo = `#${rng.int(1000, 9999)}`;
    const docNo = rng.pick([
      () => `INV-${rng.int(10000, 39999)}`,
      () => String(rng.int(200000, 299999)),
      () => `${date.slice(0, 4)}/${String(rng.int(1, 9999)).padStart(4, '0')}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'd.m.yy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(["'Liberation Serif'", "'Noto Serif Hebrew'", "'FreeSerif'"]);
    const brandFont = s.latin ? "'Z003'" : "'Frank Ruehl CLM'";
    const inst = total > 20000 ? rng.pick([1, 2, 3]) : 1;
    const first = total - Math.floor(total / inst) * (inst - 1);
    const buyer = rng.pick(['נעמה ברק', 'יואב טל', 'אלינור חדד', 'מיכאל רוזנטל']);
    const city = rng.pick(['מודיעין', 'באר שבע', 'קריית טבעון', 'הוד השרון']);
    const idShown = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const nib = `<svg width="30" height="44" viewBox="0 0 30 44"><path d="M15 2 L27 20 L19 42 L11 42 L3 20 Z" fill="#2c2c54"/><line x1="15" y1="16" x2="15" y2="40" stroke="#fff" stroke-width="1.5"/><circle cx="15" cy="16" r="3" fill="#fff"/></svg>`;
    const body = `<div class="pg"><div class="top">${nib}<div><div class="br">${esc(s.brand || s.legal)}</div>${s.brand && !s.company ? `<div class="own">${esc(s.legal)}</div>` : ''}<div class="st">${lr(s.site)}</div></div>
<div class="doc"><div class="t">חשבונית מס קבלה</div><table><tr><td>מס' מסמך</td><td>${lr(docNo)}</td></tr><tr><td>תאריך</td><td>${lr(dt(date, fmt))}</td></tr></table></div></div>
<div class="row"><div class="bx"><div class="h">הזמנה</div>הזמנה ${lr(orderNo)}<br>בוצעה ${lr(`${dt(ordered, 'dd/mm/yyyy')} ${String(rng.int(7, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)}<br>משלוח: ${ship ? rng.pick(['שליח עד הבית', 'דואר רשום']) : 'שליח עד הבית (חינם)'}</div>
<div class="bx"><div class="h">פרטי הלקוח</div>${esc(buyer)}<br>${esc(city)}<br>${lr(cellular(rng))}</div></div>
<table class="it"><tr><th>מק"ט</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${items.map((i) => `<tr><td>${lr(i.sku)}</td><td>${esc(i.name)}${i.variant ? `<div class="v">${esc(i.variant)}</div>` : ''}</td><td>${i.q}</td><td>₪${amount(i.u)}</td><td>₪${amount(i.q * i.u)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סכום ביניים</td><td>₪${amount(sub)}</td></tr>${coupon ? `<tr><td>קופון ${lr(coupon)} (10%)</td><td>${lr(`-₪${amount(disc)}`)}</td></tr>` : ''}<tr><td>משלוח</td><td>${ship ? `₪${amount(ship)}` : 'חינם'}</td></tr>
<tr class="g"><td>סה"כ לתשלום</td><td>₪${amount(total)}</td></tr><tr class="m"><td>מתוכו מע"מ ${rate}%</td><td>₪${amount(vat)}</td></tr></table>
<div class="pay">שולם בכרטיס אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס'])} המסתיים ב-${lr(rng.digits(4))}${inst > 1 ? ` · ${inst} תשלומים: ראשון ₪${amount(first)}, ויתר ${inst - 1} × ₪${amount(Math.floor(total / inst))}` : ' · תשלום אחד'}</div>
<div class="note">החזרות תוך 14 יום בעטים שלא נעשה בהם שימוש. בקבוקי דיו שנפתחו אינם ניתנים להחזרה.</div>
<div class="ft">${esc(s.legal)} · ${s.label} ${lr(idShown)} · ${lr(`hello@${s.site}`)} · מסמך ממוחשב</div></div>`;
    const css = `body{font-family:${font},serif;font-size:12.5px;color:#222}.pg{width:210mm;min-height:297mm;box-sizing:border-box;padding:15mm 17mm;position:relative}
.top{display:flex;gap:4mm;align-items:flex-start;border-bottom:1px solid #2c2c54;padding-bottom:4mm}.br{font-family:${brandFont},serif;font-size:28px;color:#2c2c54}.own{font-weight:bold}.st{color:#666;font-size:11px}
.doc{margin-right:auto;border:1px solid #2c2c54;padding:2mm 3mm}.doc .t{font-weight:bold;font-size:15px;margin-bottom:1mm}.doc td{padding:0 1.5mm}
.row{display:flex;gap:6mm;margin:5mm 0}.bx{flex:1;background:#f4f3f8;padding:3mm;line-height:1.5}.h{font-weight:bold;color:#2c2c54}
.it{width:100%;border-collapse:collapse}.it th{text-align:right;border-bottom:2px solid #2c2c54;padding:1.5mm}.it td{padding:2mm 1.5mm;border-bottom:1px solid #ddd;vertical-align:top}.it td:nth-child(n+3){text-align:left}.v{font-size:10.5px;color:#666}
.tot{width:75mm;margin:5mm auto 0 0;border-collapse:collapse}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:1.5px solid #2c2c54}.m td{font-size:11px;color:#555}
.pay{margin-top:6mm}.note{margin-top:3mm;font-size:10.5px;color:#666}.ft{position:absolute;bottom:12mm;left:17mm;right:17mm;text-align:center;font-size:10px;color:#555;border-top:1px solid #ccc;padding-top:2mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
