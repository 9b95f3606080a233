import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { ltr, ownId, stirred } from './extra';

const SHOPS = [
  { brand: 'תקליט כחול', site: 'blue-record.co.il', legal: 'דניאל שושן', label: 'עוסק מורשה', company: false, hyphen: false, accent: '#1f4fa3' },
  { brand: 'VINYL STATION', site: 'vinylstation.co.il', legal: 'ויניל סטיישן בע"מ', label: 'ח.פ.', company: true, hyphen: true, accent: '#b5321f' },
  { brand: 'חריץ', site: 'harits-records.com', legal: 'נועה ברק', label: 'ע.מ.', company: false, hyphen: true, accent: '#2d2d2d' },
] as const;

// title (invented artists), format, price in agorot VAT included
const RECORDS: [string, string, number][] = [
  ['להקת המדבר – "חולות" (הדפסה מחודשת)', 'LP 180g', 15900],
  ['מרגלית שחר – "שירי ערש לעיר"', 'LP', 12900],
  ['The Velvet Harbour – "Low Tide"', '2LP', 21900],
  ['אנסמבל ירושלים לג\'אז – "לייב בבית הכרם"', 'LP', 13900],
  ['Orchard Echoes – "Paper Suns"', 'LP צבעוני', 16900],
  ['דודי פז והתזמורת – "קיץ 79"', 'LP', 11900],
  ['Kosmo Dub – "Satellite Sound System"', '12" סינגל', 8900],
  ['נגני הגליל – "אוסף ראשון"', '2LP', 19900],
  ['Mira Solberg – "Northern Letters"', 'LP', 14900],
  ["שרוולים פנימיים אנטי-סטטיים (50 יח')", 'אביזר', 4900],
  ['מברשת סיבי פחמן לניקוי תקליטים', 'אביזר', 5900],
  ['מחט חלופית לפטיפון', 'אביזר', 18900],
];

/**
 * A vinyl records web shop's invoice as its shop platform sends it, on A4 (Noto Sans Hebrew, Miriam CLM or
 * Liberation Sans; the brand in Aharoni CLM or Latin "VINYL STATION" in URW Gothic beside a drawn record, the
 * site under it): "חשבונית מס / קבלה" with "מספר" (five digits or "VS-" and six) and "תאריך המסמך" a day or two
 * after the order; an order panel with "הזמנה מס' #…", "תאריך הזמנה" and time, the shipping method and a
 * tracking number; the buyer (a person, or a bar with its ח.פ. on some); records and accessories with their
 * format, quantity, price and sum; "סכום ביניים", "קוד קופון VINYL15 (15%)" on some, shipping or pick-up;
 * "סה"כ לתשלום", "מתוכו מע"מ", "סכום ללא מע"מ"; card in payments or PayPal with its transaction; the legal
 * name or the owner's name with "ח.פ." / "עוסק מורשה" / "ע.מ." in the footer.
 */
export const heVinylRecordsWebshopOrder: Layout = {
  id: 'he-vinyl-records-webshop-order',
  lang: 'he',
  kind: 'online order',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-vinyl-records-webshop-order');
    const s = rng.pick(SHOPS);
    const vendorTaxId = ownId(s.legal, s.company);
    const ordered = randomDate(rng, '2023-06-01', '2026-03-25');
    const date = addDays(ordered, rng.int(0, 2));
    const rate = israeliRate(date);
    const lines = rng.some(RECORDS, rng.int(2, 6)).map(([name, fmtName, unit]) => ({ name, fmtName, unit, qty: rng.chance(0.8) ? 1 : 2 }));
    const sub = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const coupon = rng.chance(0.4) ? share(sub, 15) : 0;
    const ship = sub - coupon >= 40000 ? 0 : rng.pick([0, 2900, 3500]);
    const pay = sub - coupon + ship;
    const vat = vatOfGross(pay, rate);
    const docNo = s.company ? `VS-${rng.int(100000, 199999)}` : String(rng.int(10000, 39999));
    const orderNo = `#${rng.int(10000, 99999)}`;
    const biz = rng.chance(0.25);
    const font = rng.pick(['Noto Sans Hebrew', 'Miriam CLM', 'Liberation Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'yyyy-mm-dd'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const shipText = ship ? `שליח עד הבית · ${ltr(amount(ship))} ₪` : sub - coupon >= 40000 ? 'משלוח חינם בהזמנה מעל 400 ₪' : 'איסוף עצמי מהחנות';
    const record = `<svg width="54" height="54" viewBox="0 0 54 54"><circle cx="27" cy="27" r="26" fill="#111"/><circle cx="27" cy="27" r="19" fill="none" stroke="#444" stroke-width="1"/><circle cx="27" cy="27" r="14" fill="none" stroke="#444" stroke-width="1"/><circle cx="27" cy="27" r="8" fill="${s.accent}"/><circle cx="27" cy="27" r="1.5" fill="#fff"/></svg>`;
    const table = lines
      .map(
        (l) =>
          `<tr><td>${/^[A-Za-z]/.test(l.name) ? `<bdi dir="ltr">${esc(l.name)}</bdi>` : esc(l.name)}</td><td>${esc(l.fmtName)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`,
      )
      .join('');
    const paypal = rng.chance(0.4);
    const payLine = paypal
      ? `שולם ב-PayPal · מזהה עסקה ${ltr(`${rng.digits(1)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(5)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(8)}`)}`
      : `שולם בכרטיס אשראי המסתיים ב-${ltr(rng.digits(4))} · ${((k: number) => (k === 1 ? 'תשלום אחד' : `${k} תשלומים`))(rng.int(1, 3))} · אישור ${ltr(rng.digits(7))}`;
    const brandCls = /[A-Z]/.test(s.brand) ? 'brand lat' : 'brand';
    const body = `<div class="head"><div class="logo">${record}<div><div class="${brandCls}">${esc(s.brand)}</div><div class="site">${ltr(s.site)}</div></div></div>
<div class="doc"><div class="t">חשבונית מס / קבלה</div><div>מספר: <b>${ltr(docNo)}</b></div><div>תאריך המסמך: ${d(date)}</div><div class="sm">מסמך ממוחשב · העתק נאמן למקור</div></div></div>
<div class="panel"><span>הזמנה מס' ${ltr(orderNo)}</span><span>תאריך הזמנה: ${d(ordered)} ${ltr(hhmm(rng.int(0, 1439)))}</span><span>משלוח: ${shipText}</span>${ship ? `<span>מעקב: ${ltr(`RR${rng.digits(9)}IL`)}</span>` : ''}</div>
<div class="buyer"><b>פרטי הלקוח:</b> ${biz ? `${esc(rng.pick(['בר הקומה השלישית בע"מ', 'קפה גרמופון בע"מ']))} · ח.פ. ${ltr(taxId(rng, true))}` : esc(rng.pick(['עידו רוזן', 'מאיה כהן-לוי', "אלכס גורביץ'", 'שני פרידמן']))} · ${ltr(cellular(rng))}<br>כתובת למשלוח: ${esc(rng.pick(["רח' שינקין 40, תל אביב", "רח' הנביאים 12, חיפה", "רח' עמק רפאים 31, ירושלים", "רח' הבנים 5, הוד השרון"]))}</div>
<table class="lines"><tr><th>פריט</th><th>פורמט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${table}</table>
<table class="sum"><tr><td>סכום ביניים</td><td>${amount(sub)}</td></tr>${coupon ? `<tr><td>קוד קופון VINYL15 (15%)</td><td>${ltr(`-${amount(coupon)}`)}</td></tr>` : ''}<tr><td>משלוח</td><td>${amount(ship)}</td></tr>
<tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`${amount(pay)} ₪`)}</td></tr><tr><td>מתוכו מע"מ (${rate}%)</td><td>${amount(vat)}</td></tr><tr><td>סכום ללא מע"מ</td><td>${amount(pay - vat)}</td></tr></table>
<div class="pay">${payLine}</div><div class="foot">${esc(s.legal)} · ${s.label} ${ltr(s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)} · ${ltr(s.site)} · החזרות תוך 14 יום לתקליטים באריזת ניילון סגורה</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#222;padding:12mm 14mm}
.head{display:flex;justify-content:space-between;align-items:center}.logo{display:flex;align-items:center;gap:3mm}.brand{font-family:'Aharoni CLM','Noto Sans Hebrew',sans-serif;font-size:30px;font-weight:bold;color:${s.accent}}.brand.lat{font-family:'URW Gothic','DejaVu Sans',sans-serif;letter-spacing:2px;font-size:24px}.site{color:#666}
.doc{border:1.5px solid #222;padding:2mm 4mm;line-height:1.65;min-width:58mm}.doc .t{font-size:15px;font-weight:bold}.sm{font-size:9px;color:#666}
.panel{background:#ececec;margin:5mm 0 3mm;padding:2mm 3mm;display:flex;flex-wrap:wrap;gap:2mm 7mm;font-size:10.5px}.buyer{line-height:1.7;margin-bottom:3mm}
.lines{width:100%;border-collapse:collapse}.lines th{text-align:right;border-bottom:2px solid ${s.accent};padding:1.2mm}.lines td{padding:1.2mm;border-bottom:0.5px solid #ddd}.lines td:nth-child(n+3),.lines th:nth-child(n+3){text-align:left;white-space:nowrap}
.sum{margin-right:auto;margin-top:4mm;min-width:75mm}.sum td{padding:0.8mm 2mm}.sum td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #222;border-bottom:1.5px solid #222}
.pay{margin-top:6mm}.foot{margin-top:12mm;font-size:9.5px;color:#444;border-top:1px solid #bbb;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
