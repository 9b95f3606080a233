import { addDays, amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { add, day, lr, taxOn, vid } from './extra';

const ISPS = [
  { legal: 'לוויינט תקשורת בע"מ', brand: 'SATNET', label: 'ח.פ.' },
  { legal: 'שמיים פתוחים אינטרנט בע"מ', brand: 'שמיים פתוחים', label: 'ח"פ' },
];

/** A satellite internet provider's monthly bill for a remote farm or settlement on A4: the month before as the billing period, a due date, a subscriber number failing the check, the previous bill and its payment. */
export const heSatelliteInternetBill: Layout = {
  id: 'he-satellite-internet-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const isp = rng.pick(ISPS);
    const id = vid(isp.legal, true);
    const date = day(rng, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]).slice(0, 8) + String(rng.int(2, 9)).padStart(2, '0');
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const plan = rng.pick([
      ['חבילת 50 מגה לוויין', 18900],
      ['חבילת 100 מגה לוויין', 24900],
      ['חבילה עסקית 200 מגה', 39900],
    ] as [string, number][]);
    const lines: [string, number][] = [
      [plan[0], plan[1]],
      ['השכרת מודם וצלחת', rng.pick([2900, 3500])],
    ];
    if (rng.chance(0.5)) lines.push(['כתובת IP קבועה', 1500]);
    if (rng.chance(0.5)) {
      const gb = rng.int(5, 40);
      lines.push([`נפח נוסף ${gb} GB`, gb * 190]);
    }
    const net = add(lines.map((l) => l[1]));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const prev = total + rng.int(-2000, 2000);
    const docNo = rng.pick([() => `${date.slice(2, 4)}${String(rng.int(1000000, 9999999))}`, () => `SN-${rng.int(100000, 999999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const font = rng.pick(['Miriam CLM', 'Noto Sans Hebrew', 'DejaVu Sans']);
    const due = addDays(date, rng.pick([10, 14, 20]));
    const body = `<div class="top"><div><div class="logo">${isp.brand}</div><div>${isp.legal} · ${isp.label} ${lr(rng.chance(0.5) ? hyphenId(id) : id)}</div><div>מוקד שירות ${lr('*' + rng.int(2000, 9999))}</div></div>
<div class="dish"><svg width="70" height="60"><path d="M10 50 Q35 0 65 30 Z" fill="#f2a900"/><line x1="38" y1="28" x2="20" y2="55" stroke="#333" stroke-width="3"/></svg></div></div>
<div class="cards"><div class="card"><h3>פרטי המנוי</h3>שם: ${rng.pick(['משק אלון', 'חוות הרוח', 'צימרים בכרם'])}<br>כתובת: ${rng.pick(['נחלה 12, מושב צופר', 'חוות בודדים, רמת הנגב', 'ישוב קהל, גולן'])}<br>מס' מנוי: ${notAnId(rng)}<br>מס' לקוח: ${rng.int(100000, 999999)}</div>
<div class="card"><h3>חשבונית מס</h3>מספר: <b>${lr(docNo)}</b><br>תאריך הפקה: ${lr(dt(date, fmt))}<br>תקופת חיוב: ${lr(`${dt(from, 'dd/mm/yy')} - ${dt(to, 'dd/mm/yy')}`)}<br>לתשלום עד: ${lr(dt(due, fmt))}</div></div>
<h3>פירוט חיובים לתקופה</h3><table class="it">${lines.map((l) => `<tr><td>${l[0]}</td><td>${amount(l[1])}</td></tr>`).join('')}
<tr class="s"><td>סה"כ חיובים לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ חשבון לתקופה ₪</td><td>${amount(total)}</td></tr></table>
<div class="bal"><b>מצב חשבון</b><br>חשבון קודם: ${amount(prev)} ₪ · שולם ב-${dt(addDays(from, 12), 'dd/mm/yyyy')}: ${amount(prev)} ₪ · יתרה קודמת: 0.00<br>הסכום ייגבה בהוראת קבע מכרטיס ${lr('****' + rng.digits(4))}</div>
<div class="ft">השירות ניתן באמצעות לוויין גיאוסטציונרי. מהירות בפועל תלויה בתנאי מזג האוויר.</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:13px;padding:14mm 16mm;color:#1c2331}.top{display:flex;justify-content:space-between;border-bottom:4px solid #f2a900;padding-bottom:3mm}
.logo{font-family:'URW Gothic';font-size:30px;font-weight:bold;color:#1c3d6e;letter-spacing:2px}.cards{display:flex;gap:6mm;margin:6mm 0}.card{flex:1;border:1px solid #1c3d6e;border-radius:4mm;padding:3mm 5mm;line-height:1.7}
h3{color:#1c3d6e;margin:1mm 0}.it{width:100%;border-collapse:collapse}.it td{padding:1.5mm;border-bottom:1px solid #ddd}.it td:last-child{text-align:left}.s td{border-top:2px solid #1c3d6e}.g td{font-weight:bold;font-size:16px;background:#fff3cf}
.bal{border:1px dashed #666;margin-top:6mm;padding:3mm}.ft{margin-top:10mm;font-size:10px;color:#555}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: isp.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
