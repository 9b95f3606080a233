import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, heDay, personalId, share, workday } from '../../generalisation/notation';

const SHOPS = [
  { brand: 'אלו-טק חלונות', legal: 'אלו-טק מערכות חלונות ודלתות בע"מ', label: 'ח.פ.', company: true, town: 'אזור התעשייה ציפורית' },
  { brand: 'אלומיניום השרון', legal: 'אלומיניום השרון ייצור והתקנה בע"מ', label: 'ח.פ.', company: true, town: 'אבן יהודה' },
  { brand: 'זגגות ואלומיניום ש. חביב', legal: 'שלום חביב', label: "עוסק מורשה מס'", company: false, town: 'קריית מלאכי' },
];
/** Product, dimensions (cm) pool and unit price before VAT (agorot). */
const PRODUCTS: [string, number][] = [
  ['חלון הזזה 2 כנפיים, סדרת קליל 7000', 248000],
  ['חלון הזזה 3 כנפיים כיס, סדרת קליל 9000', 486000],
  ['חלון ממ"ד ציר-נטוי', 195000],
  ['ויטרינה קבועה זכוכית בידודית', 312000],
  ['דלת מרפסת הזזה + רשת', 568000],
  ['תריס גלילה חשמלי כולל מנוע', 214000],
  ['רשת יתושים נגללת', 42000],
  ['אדן שיש לחלון', 18500],
];

/**
 * An aluminium windows and doors maker's A4 "חשבונית מס" to a homeowner (David CLM, Frank Ruehl CLM or Noto Serif
 * Hebrew; the brand in Keter YG): the brand over the company or the owner, "ח.פ." / "עוסק מורשה מס'", a mobile;
 * "חשבונית מס" with "מס'" (five digits, or "INV-" year and four digits), "תאריך" with the weekday (dd/mm/yyyy); the
 * homeowner with a valid ת.ז., the site, the quote number and its date; products with their width × height in
 * cm, quantity and price, removal of old windows and installation, a project discount on some; "סה"כ לפני מע"מ",
 * "מע"מ", "סה"כ חשבונית", the advance paid on the quote's signing with its receipt number and date, "יתרה
 * לתשלום", and a warranty to a date seven years on.
 */
export const heAluminiumWindowsInvoice: Layout = {
  id: 'he-aluminium-windows-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = workday(randomDate(rng, '2023-07-01', '2026-02-26'), addDays);
    const rate = israeliRate(date);
    const quoteDate = addDays(date, -rng.int(30, 75));
    const rows = rng.some(PRODUCTS, rng.int(3, 5)).map(([name, price]) => {
      const w = rng.int(6, 30) * 10;
      const h = rng.int(6, 24) * 10;
      const qty = price < 50000 ? rng.int(2, 6) : rng.int(1, 3);
      return { name, size: `${w}×${h}`, qty, price, sum: qty * price };
    });
    rows.push({ name: 'פירוק ופינוי חלונות קיימים', size: '', qty: 1, price: rng.pick([60000, 90000, 120000]), sum: 0 });
    rows.push({ name: 'התקנה, איטום וגימור', size: '', qty: 1, price: rng.pick([150000, 220000, 280000]), sum: 0 });
    for (const r of rows) r.sum = r.qty * r.price;
    const gross = rows.reduce((a, r) => a + r.sum, 0);
    const discPct = rng.chance(0.5) ? rng.pick([5, 8, 10]) : 0;
    const disc = share(gross, discPct);
    const net = gross - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const advance = Math.round((total * rng.pick([0.3, 0.4, 0.5])) / 10000) * 10000;
    const docNo = rng.chance(0.5) ? String(rng.int(10000, 39999)) : `INV-${date.slice(0, 4)}${String(rng.int(1, 999)).padStart(4, '0')}`;
    const font = rng.pick(['David CLM', 'Frank Ruehl CLM', 'Noto Serif Hebrew']);
    const body = `<div class="hd"><div class="brand">${esc(s.brand)}</div><div>${esc(s.legal)} · ${s.label} ${vendorTaxId}</div><div class="sm">${esc(s.town)} · נייד <bdi>${cellular(rng)}</bdi> · מפעל מורשה מכון התקנים</div></div>
<div class="top"><div><b>לכבוד</b><br>${esc(rng.pick(['משפחת אלקבץ', "גב' מיכל ורדי", 'מר אופיר שגיא', 'משפחת חדד']))}<br>ת.ז. ${personalId(rng)}<br>${esc(rng.pick(["רח' האלה 14, צור הדסה", "רח' הגפן 3, מזכרת בתיה", "שד' ירושלים 40, אשדוד"]))}</div>
<div class="dt">${heDay(date)}, ${dt(date, 'dd/mm/yyyy')}</div></div>
<div class="tt">חשבונית מס מס' ${docNo}</div><div class="ref">על פי הצעת מחיר ${rng.int(1000, 9999)}/${date.slice(2, 4)} מיום ${dt(quoteDate, 'dd/mm/yyyy')}</div>
<table class="it"><tr><th>#</th><th>תיאור</th><th>מידות (ס"מ)</th><th>כמות</th><th>מחיר יח'</th><th>סה"כ</th></tr>${rows.map((r, i) => `<tr><td>${i + 1}</td><td>${esc(r.name)}</td><td>${r.size ? `<bdi>${r.size}</bdi>` : ''}</td><td>${r.qty}</td><td>${amount(r.price)}</td><td>${amount(r.sum)}</td></tr>`).join('')}</table>
<table class="tot">${discPct ? `<tr><td>סכום</td><td>${amount(gross)}</td></tr><tr><td>הנחת פרויקט ${discPct}%</td><td>${amount(-disc)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ חשבונית</td><td>${amount(total)}</td></tr>
<tr class="g"><td>שולמה מקדמה (קבלה ${rng.int(2000, 5999)} מיום ${dt(addDays(quoteDate, rng.int(1, 6)), 'dd/mm/yyyy')})</td><td>${amount(advance)}</td></tr><tr class="g"><td>יתרה לתשלום</td><td>${amount(total - advance)}</td></tr></table>
<div class="sm">אחריות על הפרופילים והפרזול לשבע שנים, עד ${dt(addDays(date, 7 * 365 + 1), 'dd/mm/yyyy')}. זכוכית אינה כלולה באחריות לשבר.</div><div class="sig">בכבוד רב,<br>${esc(s.company ? s.brand : s.legal)}</div>`;
    const css = `body{font-family:'${font}',serif;font-size:12px;color:#222;padding:14mm 16mm}.hd{text-align:center;border-bottom:1px solid #555;padding-bottom:3mm;line-height:1.6}.brand{font-family:'Keter YG',serif;font-size:30px;font-weight:bold;color:#37474f}.sm{font-size:10px;color:#555}
.top{display:flex;justify-content:space-between;margin:6mm 0;line-height:1.6}.dt{text-align:left}.tt{font-size:18px;font-weight:bold;text-align:center;text-decoration:underline}.ref{text-align:center;margin:1mm 0 5mm}
table{border-collapse:collapse}.it{width:100%}.it th{border-top:1.5px solid #333;border-bottom:1.5px solid #333;text-align:right;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #ddd}.it td:nth-child(n+3),.it th:nth-child(n+3){text-align:left;white-space:nowrap}
.tot{width:100mm;margin:5mm auto 6mm 0}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:14px;border-top:2px solid #333;border-bottom:2px solid #333}.g td{color:#555;font-size:11px}.sig{margin-top:12mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
