import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';

const CORPS = [
  { name: 'פלגי השפלה תאגיד מים וביוב בע"מ', brand: 'פלגי השפלה', town: 'גדרה', color: '#0277bd' },
  { name: 'מעיינות הכרמל - תאגיד המים והביוב העירוני בע"מ', brand: 'מעיינות הכרמל', town: 'טירת כרמל', color: '#00838f' },
  { name: 'מי גלבוע-עמק תאגיד מים וביוב בע"מ', brand: 'מי גלבוע-עמק', town: 'עפולה', color: '#283593' },
];

/** Agorot per m³ before VAT by year: water at the low tariff, at the high tariff, sewage. */
const TARIFFS: Record<number, [number, number, number]> = {
  2023: [733, 1284, 488],
  2024: [761, 1329, 503],
  2025: [789, 1376, 519],
  2026: [802, 1398, 527],
};

/**
 * A municipal water and sewage corporation's two-monthly A4 bill (Noto Sans Hebrew, Simple CLM or
 * Miriam CLM) under a coloured band: the brand and the legal name with "ח.פ." (spaced on some),
 * "חשבונית מס" with ten digits, the issue date under one of three labels, the consumer, property and
 * meter numbers (the consumer's nine digits fail the id check), the billing period (two months),
 * previous and current readings with their dates, the allocated quantity for the household's
 * persons at the low tariff and the rest at the high one, sewage, a meter service fee, "סה"כ לפני
 * מע"מ", VAT, "סה"כ לתשלום", the due date, the direct debit's date on some, consumption in the last
 * six periods, the next reading's date.
 */
export const heWaterUtilityBill: Layout = {
  id: 'he-water-utility-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const c = rng.pick(CORPS);
    const vendorTaxId = taxId(rng);
    // Bills cover two months ending on an even month and are issued in the following days.
    const anchor = randomDate(rng, '2023-07-15', '2026-03-20');
    const endMonth = firstOfMonth(anchor, Number(anchor.slice(5, 7)) % 2 === 0 ? -2 : -1);
    const from = firstOfMonth(endMonth, -1);
    const to = lastOfMonth(endMonth);
    const date = addDays(to, rng.int(4, 12));
    const rate = israeliRate(date);
    const due = addDays(date, rng.pick([14, 18, 21]));
    const persons = rng.int(2, 6);
    const allocated = persons * 7;
    const used = rng.int(Math.round(allocated * 0.6), allocated + 18);
    const low = Math.min(used, allocated);
    const high = used - low;
    const year = Number(date.slice(0, 4));
    const [lowRate, highRate, sewRate] = TARIFFS[year] ?? TARIFFS[2025];
    const fee = 1190;
    const rows: [string, string, string, number][] = [[`מים - כמות מוכרת (${persons} נפשות)`, `${low}`, amount(lowRate), low * lowRate]];
    if (high) rows.push(['מים - מעל הכמות המוכרת', `${high}`, amount(highRate), high * highRate]);
    rows.push(['ביוב וטיהור', `${used}`, amount(sewRate), used * sewRate], ['שירות ותחזוקת מד מים', '', '', fee]);
    const net = rows.reduce((a, r) => a + r[3], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `00${rng.digits(8)}`;
    const consumer = notAnId(rng);
    const prevRead = rng.int(300, 4000);
    const debit = rng.chance(0.5);
    const dateLabel = rng.pick(['תאריך הפקה', 'תאריך הוצאת החשבון', 'תאריך החשבון']);
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM', 'Miriam CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const history = Array.from({ length: 6 }, (_, i) => ({ p: firstOfMonth(from, -2 * (6 - i)), m: rng.int(Math.round(allocated * 0.5), allocated + 20) }));
    const maxM = Math.max(...history.map((h) => h.m), used);
    const body = `<div class="band"><div><div class="brand">${esc(c.brand)}</div><div>${esc(c.name)}</div><div>ח.פ. <span dir="ltr">${rng.chance(0.5) ? spacedId(vendorTaxId) : vendorTaxId}</span> · ${esc(c.town)} · מוקד 24/7: *${rng.int(2100, 2999)}</div></div>
<div class="tt">חשבונית מס<br><span>מס' ${docNo}</span></div></div>
<table class="facts"><tr><td>${dateLabel}</td><td>${dt(date, fmt)}</td><td>מס' צרכן</td><td>${consumer}</td></tr>
<tr><td>תקופת החשבון</td><td>${dt(from, fmt)} - ${dt(to, fmt)}</td><td>מס' נכס</td><td>${rng.digits(7)}</td></tr>
<tr><td>לתשלום עד</td><td><b>${dt(due, fmt)}</b></td><td>מס' מד מים</td><td>${rng.digits(2)}-${rng.digits(6)}</td></tr></table>
<div class="to">לכבוד: ${esc(rng.pick(['משפחת כהן-לוי', 'אורית ויצחק אלמוג', 'דוד פרץ', 'רחל וסעיד חורי']))}, ${esc(rng.pick(['הגפן', 'הזית', 'הנרקיס', 'האלה']))} ${rng.int(1, 80)}, ${esc(c.town)}</div>
<table class="rd"><tr><th>קריאה קודמת</th><th>תאריך</th><th>קריאה נוכחית</th><th>תאריך</th><th>צריכה (מ"ק)</th></tr>
<tr><td>${prevRead}</td><td>${dt(addDays(from, rng.int(-3, 2)), 'dd/mm/yy')}</td><td>${prevRead + used}</td><td>${dt(addDays(to, rng.int(-2, 3)), 'dd/mm/yy')}</td><td>${used}</td></tr></table>
<table class="it"><tr><th>פירוט החיוב</th><th>כמות (מ"ק)</th><th>תעריף ₪</th><th>סכום ₪</th></tr>${rows.map(([n, q, t, s]) => `<tr><td>${esc(n)}</td><td>${q}</td><td>${t}</td><td>${amount(s)}</td></tr>`).join('')}
<tr class="sub"><td colspan="3">סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td colspan="3">מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>
<tr class="b"><td colspan="3">סה"כ לתשלום לתקופה</td><td>₪ ${amount(total)}</td></tr></table>
<div class="two"><div class="hist"><div class="h">צריכה בתקופות קודמות (מ"ק)</div>${history
      .map((h) => `<div class="bar"><span class="l">${heMonth(h.p)}</span><span class="v" style="width:${Math.round((h.m / maxM) * 45)}mm"></span><span>${h.m}</span></div>`)
      .join('')}<div class="bar cur"><span class="l">תקופה זו</span><span class="v" style="width:${Math.round((used / maxM) * 45)}mm"></span><span>${used}</span></div></div>
<div class="pay"><div class="h">אמצעי תשלום</div>${debit ? `החשבון ייגבה בהוראת קבע מחשבון הבנק בתאריך ${dt(addDays(due, -rng.int(1, 4)), fmt)}.` : `ניתן לשלם באתר, במוקד או בסניף הדואר עד ${dt(due, fmt)}.<br>תשלום לאחר המועד יישא הפרשי הצמדה וריבית.`}
<div class="h">הקריאה הבאה</div>צפויה בסביבות ${dt(addDays(to, 61), fmt)}</div></div>
<div class="sm">תעריפי המים והביוב נקבעים על ידי רשות המים. כמות מוכרת: 3.5 מ"ק לנפש לחודש. לעדכון מספר הנפשות יש לפנות לשירות הלקוחות.</div>
<div class="stub"><div class="h">שובר לתשלום - ${esc(c.brand)}</div><table><tr><td>מס' צרכן</td><td>${consumer}</td><td>לתשלום עד</td><td>${dt(due, fmt)}</td></tr>
<tr><td>חשבון מס'</td><td>${docNo}</td><td>סכום לתשלום</td><td><b>${amount(total)}</b></td></tr></table><div class="code">${rng.digits(6)} ${rng.digits(10)} ${rng.digits(8)} ${String(total).padStart(9, '0')}</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#111;padding:10mm 13mm}.band{background:${c.color};color:#fff;display:flex;justify-content:space-between;padding:4mm 6mm;border-radius:3mm}
.brand{font-size:24px;font-weight:bold}.tt{font-size:20px;font-weight:bold;text-align:left}.tt span{font-size:13px;font-weight:normal}table{border-collapse:collapse;width:100%;margin-top:4mm}
.facts td{border:1px solid #bbb;padding:1.5mm 2mm}.facts td:nth-child(odd){background:#eef3f8;width:22%}.to{margin-top:4mm;font-weight:bold}
.rd th,.it th{background:${c.color};color:#fff;font-weight:normal;padding:1.5mm}.rd td{text-align:center;border:1px solid #ccc;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #ddd;text-align:center}.it td:first-child{text-align:right}.it td:last-child{text-align:left}
.sub td{border-top:2px solid #555}.it td[colspan]{text-align:right}.b td{font-weight:bold;font-size:15px;background:#eef3f8}.two{display:flex;gap:6mm;margin-top:6mm}.two>div{flex:1;border:1px solid #ccc;padding:3mm;border-radius:2mm}
.h{font-weight:bold;margin:1mm 0}.bar{display:flex;align-items:center;gap:2mm;margin:0.8mm 0}.bar .l{width:25mm}.bar .v{height:3mm;background:#9ab}.cur .v{background:${c.color}}.sm{font-size:9.5px;margin-top:6mm;color:#444}
.stub{margin-top:12mm;border-top:2px dashed #777;padding-top:5mm}.stub table td{border:1px solid #bbb;padding:1.5mm 2mm}.code{margin-top:3mm;font-family:'DejaVu Sans Mono',monospace;letter-spacing:1px;direction:ltr;text-align:left}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: c.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
