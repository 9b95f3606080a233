import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId } from '../../generalisation/notation';
import { dateInYears, lr, pct, spread, taxIn, vendorId } from './extra';

const SHOPS = [
  { brand: 'LENSBOX', latin: true, legal: 'עדשה ישירה בע"מ', company: true, label: 'ח.פ', hyphen: true, site: 'lensbox.co.il', color: '#0f7a8a' },
  { brand: 'אופטיקה און-ליין', latin: false, legal: 'מיכל אורן', company: false, label: 'ע.מ', hyphen: false, site: 'optica-online.co.il', color: '#6a3fa0' },
  { brand: 'VISION DIRECT IL', latin: true, legal: 'ויז\'ן דירקט שיווק בע"מ', company: true, label: "מס' עוסק", hyphen: false, site: 'visiondirect.co.il', color: '#c2185b' },
] as const;

// product, price incl. VAT in agorot, per eye?
const PRODUCTS: [string, number, boolean][] = [
  ["עדשות מגע יומיות סיליקון הידרוג'ל - 90 יח'", 28900, true],
  ["עדשות מגע חודשיות - 6 יח'", 16900, true],
  ["עדשות טוריות יומיות לאסטיגמציה - 30 יח'", 14900, true],
  ["עדשות דו-שבועיות - 6 יח'", 11900, true],
  ['תמיסה רב-תכליתית 360 מ"ל', 4990, false],
  ['טיפות לחות לעיניים 10 מ"ל', 3990, false],
  ['נרתיק נסיעות לעדשות', 1490, false],
  ['תמיסת מי חמצן 2×360 מ"ל', 8990, false],
];

/**
 * A contact lens web shop's tax invoice-receipt as its order page prints it on A4 (Noto Sans Hebrew, FreeSans or
 * Nimbus Sans with Noto Sans Hebrew; a Latin wordmark in URW Gothic or a Hebrew one in Aharoni CLM, an eye drawn in
 * the brand's colour): the browser's print line (date, time and page title) on top and the URL with "1/1" at the
 * foot; "תודה על הזמנתך!", "מס' הזמנה" with a "#" and the order's date and time (the same day or the day before),
 * "חשבונית מס קבלה" with "מס'" ("LB-2026-08814", six digits or "A/40117") and "תאריך"; the prescription of each
 * eye (SPH, CYL, AXIS, BC, DIA) and the optometrist's licence; lens boxes per eye, solutions and drops; "סכום
 * ביניים", a subscription discount "מנוי כל 3 חודשים -10%" and a coupon on some, "משלוח" (free above 300 ₪ or
 * express); "סה"כ לתשלום (כולל מע"מ)" and "מתוכו מע"מ"; the card in payments; the vendor's name and id in a grey
 * footer with the customer service phone.
 */
export const heContactLensesWebshopOrder: Layout = {
  id: 'he-contact-lenses-webshop-order',
  lang: 'he',
  kind: 'online order invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'he-contact-lenses-webshop-order');
    const s = rng.pick(SHOPS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const date = dateInYears(rng);
    const rate = israeliRate(date);
    const ordered = rng.chance(0.5) ? addDays(date, -1) : date;
    const lenses = rng.pick(PRODUCTS.filter((p) => p[2]));
    const sameEyes = rng.chance(0.5);
    const boxesR = rng.int(1, 4);
    const boxesL = sameEyes ? boxesR : rng.int(1, 4);
    const extras = rng.some(
      PRODUCTS.filter((p) => !p[2]),
      rng.int(0, 2),
    );
    const lines = [
      { name: `${lenses[0]} · עין ימין (OD)`, qty: boxesR, unit: lenses[1] },
      { name: `${lenses[0]} · עין שמאל (OS)`, qty: boxesL, unit: lenses[1] },
      ...extras.map(([name, unit]) => ({ name, qty: rng.int(1, 2), unit })),
    ];
    const subtotal = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const subscription = rng.chance(0.45) ? pct(boxesR * lenses[1] + boxesL * lenses[1], 10) : 0;
    const coupon = rng.chance(0.3) ? rng.pick([2000, 3000, 5000]) : 0;
    const express = rng.chance(0.35);
    const shipping = express ? 3490 : subtotal - subscription - coupon >= 30000 ? 0 : 2490;
    const total = subtotal - subscription - coupon + shipping;
    const vat = taxIn(total, rate * 100);
    const orderNo = `#${rng.int(100000, 999999)}`;
    const docNo = rng.pick([
      () => `LB-${date.slice(0, 4)}-${String(rng.int(1, 19999)).padStart(5, '0')}`,
      () => String(rng.int(200000, 299999)),
      () => `A/${rng.int(40000, 49999)}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'yyyy-mm-dd'] as const);
    const d = (x: string) => lr(dt(x, fmt));
    const [font, latin] = rng.pick([
      ['Noto Sans Hebrew', 'Noto Sans'],
      ['FreeSans', 'FreeSans'],
      ['Nimbus Sans', 'Nimbus Sans'],
    ]);
    const q = (n: number, step: number) => (n === 0 ? '0.00' : `${n > 0 ? '+' : '-'}${(Math.abs(n) * step).toFixed(2)}`);
    const eye = () => ({
      sph: q(-rng.int(2, 26), 0.25),
      cyl: lenses[0].includes('טוריות') ? q(-rng.int(3, 9), 0.25) : '—',
      axis: lenses[0].includes('טוריות') ? String(rng.int(1, 18) * 10) : '—',
      bc: rng.pick(['8.4', '8.5', '8.6', '8.7']),
      dia: rng.pick(['14.0', '14.2', '14.5']),
    });
    const od = eye();
    const os = sameEyes ? od : eye();
    const rx = (label: string, e: ReturnType<typeof eye>) =>
      `<tr><td>${label}</td><td>${lr(e.sph)}</td><td>${lr(e.cyl)}</td><td>${lr(e.axis)}</td><td>${lr(e.bc)}</td><td>${lr(e.dia)}</td></tr>`;
    const eyeSvg = `<svg width="40" height="24" viewBox="0 0 40 24"><path d="M2 12 Q20 -6 38 12 Q20 30 2 12z" fill="none" stroke="${s.color}" stroke-width="2.5"/><circle cx="20" cy="12" r="6" fill="${s.color}"/><circle cx="22" cy="10" r="2" fill="#fff"/></svg>`;
    const mark = s.latin ? `<span class="lat">${esc(s.brand)}</span>` : `<span class="heb">${esc(s.brand)}</span>`;
    const row = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const payments = rng.pick([1, 1, 2, 3]);
    const printed = addDays(date, rng.int(0, 20));
    const idText = s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId;
    const customer = rng.pick(['שני אלמוג', 'דוד פרץ', 'תמר גרינברג', 'מאיר אבו חצירה', 'יוליה קוגן']);
    const body = `<div class="print"><span>${lr(dt(printed, 'dd/mm/yyyy'))}, ${lr(hhmm(rng.int(8 * 60, 23 * 60)))}</span><span>${esc(s.brand)} | ההזמנה שלי</span></div>
<div class="col"><div class="top">${eyeSvg}${mark}<span class="tag">עדשות מגע עד הבית</span></div>
<h1>תודה על הזמנתך, ${esc(customer.split(' ')[0])}!</h1>
<div class="facts"><div>מס' הזמנה: <b>${lr(orderNo)}</b><br>התקבלה: ${d(ordered)} ${lr(hhmm(rng.int(0, 23 * 60 + 59)))}</div><div class="doc">חשבונית מס קבלה<br>מס' <b>${lr(docNo)}</b><br>תאריך: ${d(date)}</div></div>
<div class="two"><div><b>משלוח אל</b><br>${esc(customer)}<br>${rng.pick(["רח' אחד העם 12, פתח תקווה", "רח' הרצל 55 דירה 4, נס ציונה", 'סמטת הזית 3, זכרון יעקב'])}<br>${lr(cellular(rng))}</div>
<div><b>מרשם</b><table class="rx"><tr><td></td><td>SPH</td><td>CYL</td><td>AXIS</td><td>BC</td><td>DIA</td></tr>${rx('OD ימין', od)}${rx('OS שמאל', os)}</table><div class="small">אופטומטריסט/ית מוסמך/ת, רישיון ${lr(String(rng.int(1200, 4800)))} · מרשם מיום ${d(addDays(date, -rng.int(30, 300)))}</div></div></div>
<table class="items"><tr class="th"><td>מוצר</td><td>כמות</td><td>מחיר</td><td>סה"כ</td></tr>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${lr(String(l.qty))}</td><td>${lr(amount(l.unit))}</td><td>${lr(amount(l.qty * l.unit))}</td></tr>`).join('')}</table>
<table class="tot">${row('סכום ביניים', lr(amount(subtotal)))}${subscription ? row('מנוי כל 3 חודשים -10% (על העדשות)', lr(`-${amount(subscription)}`)) : ''}${coupon ? row(`קופון ${lr(rng.pick(['EYES20', 'WELCOME', 'LENS50']))}`, lr(`-${amount(coupon)}`)) : ''}${row(express ? 'משלוח אקספרס (1-2 ימי עסקים)' : shipping ? 'משלוח רגיל' : 'משלוח חינם (מעל 300 ₪)', lr(amount(shipping)))}${row('סה"כ לתשלום (כולל מע"מ)', lr(`₪${amount(total)}`), 'g')}${row(`מתוכו מע"מ ${rate}%`, lr(amount(vat)))}</table>
<div class="pay">שולם בכרטיס אשראי ${lr(`**** ${rng.digits(4)}`)}${payments > 1 ? ` · ${lr(String(payments))} תשלומים` : ''}</div>
<div class="foot">${esc(s.legal)} · ${s.label} ${lr(idText)} · שירות לקוחות ${lr(`*${rng.int(2000, 9999)}`)} · ${lr(s.site)}</div></div>
<div class="url"><span>${lr(`https://www.${s.site}/account/orders/${orderNo.slice(1)}`)}</span><span>${lr('1/1')}</span></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#222;margin:0}bdi{font-family:'${latin}','${font}',sans-serif;white-space:nowrap}
.print,.url{display:flex;justify-content:space-between;font-size:9px;color:#555;padding:5mm 10mm 0}.url{padding:0 10mm;position:absolute;bottom:6mm;left:0;right:0}
.col{width:160mm;margin:6mm auto 0}.top{display:flex;align-items:center;gap:3mm;border-bottom:3px solid ${s.color};padding-bottom:2mm}.lat{font-family:'URW Gothic',sans-serif;font-weight:bold;font-size:24px;letter-spacing:2px;color:${s.color}}.heb{font-family:'Aharoni CLM',sans-serif;font-size:26px;color:${s.color};font-weight:bold}.tag{margin-right:auto;font-size:10px;color:#666}
h1{font-size:17px;margin:5mm 0 3mm}.facts{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:4mm}.doc{border:1.5px solid ${s.color};padding:2mm 4mm;text-align:center;line-height:1.6}
.two{display:flex;gap:8mm;margin-bottom:4mm;line-height:1.55}.two>div{flex:1}.rx{border-collapse:collapse;font-size:10px}.rx td{border:0.5px solid #bbb;padding:0.5mm 1.5mm;text-align:center}.small{font-size:9px;color:#555}
.items{width:100%;border-collapse:collapse}.items td{padding:1.5mm;border-bottom:0.5px solid #ddd}.items td:nth-child(n+2){text-align:left;white-space:nowrap}.th td{font-weight:bold;background:#f1f1f1}
.tot{margin-right:auto;margin-top:3mm;min-width:85mm}.tot td{padding:0.9mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14.5px;border-top:1.5px solid #222}
.pay{margin-top:4mm}.foot{margin-top:10mm;background:#f1f1f1;padding:2.5mm 3mm;font-size:9.5px;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
