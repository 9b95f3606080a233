import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, personalId, phone, whole } from '../notation';

const COMPANIES = ['דרך צלחה השכרת רכב בע"מ', 'אוטו-פלוס ליסינג והשכרה בע"מ', 'גלגל ירוק השכרות בע"מ', 'נתב רכב להשכרה בע"מ'];
const CARS = ['יונדאי i20 - קבוצה B', 'קיה פיקנטו - קבוצה A', 'טויוטה קורולה - קבוצה C', 'סקודה אוקטביה - קבוצה D', "מיצובישי אאוטלנדר 7 מק' - קבוצה F"];

/**
 * A car-rental agreement's closing tax invoice: the agreement number beside the invoice number,
 * pickup and return stations with date and time (the invoice is dated on return), days × daily
 * rate, insurance per day, kilometres out and in with extra kilometres charged, a fuel charge,
 * the driver's licence and id, a deposit held on the card (not charged), VAT added to net; a
 * tourist paying in shekels is exempt from VAT and the invoice says so.
 */
export const heCarRental: Layout = {
  id: 'he-car-rental',
  lang: 'he',
  kind: 'car rental invoice',
  make(rng) {
    const vendor = rng.pick(COMPANIES);
    const id = taxId(rng);
    const back = randomDate(rng);
    const days = rng.int(1, 9);
    const out = addDays(back, -days);
    const rate = israeliRate(back);
    const tourist = rng.chance(0.5);
    const daily = rng.int(12, 39) * 1000 + rng.pick([0, 500, 900]);
    const insurance = rng.pick([3900, 4900, 6500]);
    const kmOut = rng.int(8000, 95000);
    const driven = rng.int(60, 400 * days);
    const free = 250 * days;
    const extraKm = Math.max(0, driven - free);
    const perKm = rng.pick([45, 60, 75]);
    const fuel = rng.chance(0.5) ? rng.int(8, 35) : 0;
    const litre = rng.int(690, 820);
    const rows: [string, string, number][] = [
      [`השכרה - ${rng.pick(CARS)}`, `${days} ימים × ${amount(daily)}`, days * daily],
      ['ביטוח הפחתת השתתפות עצמית (CDW)', `${days} ימים × ${amount(insurance)}`, days * insurance],
    ];
    if (extraKm) rows.push(['ק"מ עודפים', `${extraKm} ק"מ × ${amount(perKm)}`, extraKm * perKm]);
    if (fuel) rows.push(['השלמת דלק', `${fuel} ליטר × ${amount(litre + 500)}`, fuel * (litre + 500)]);
    if (rng.chance(0.4)) rows.push(['נהג נוסף', `${days} ימים × 25.00`, days * 2500]);
    const net = rows.reduce((s, r) => s + r[2], 0);
    const vat = tourist ? 0 : vatOfNet(net, rate);
    const total = net + vat;
    const doc = `${rng.int(1, 4)}${rng.digits(6)}`;
    const style = rng.pick(['d/m/Y', 'D.M.y', 'Y.m.d'] as const);
    const font = rng.pick(['Liberation Sans Narrow', 'Nimbus Sans Narrow', 'Miriam CLM']);
    const station = () => rng.pick(['נתב"ג טרמינל 3', 'תל אביב - יגאל אלון', 'חיפה - מת"ם', 'ירושלים - תלפיות', 'אילת - שדה רמון']);
    const t = () => `${String(rng.int(7, 20)).padStart(2, '0')}:${rng.pick(['00', '15', '30', '45'])}`;
    const body = `
<div class="band"><span class="n">${esc(vendor)}</span><span>ח.פ. ${id}<br>מוקד הזמנות ${phone(rng)}</span></div>
<table class="top"><tr><td><b>חשבונית מס מס'</b> ${doc}</td><td><b>תאריך חשבונית</b> ${day(back, style)}</td><td><b>הסכם שכירות</b> RA-${rng.digits(7)}</td></tr></table>
<table class="grid">
<tr><th></th><th>מסירה</th><th>החזרה</th></tr>
<tr><td>סניף</td><td>${station()}</td><td>${station()}</td></tr>
<tr><td>תאריך ושעה</td><td>${day(out, style)} ${t()}</td><td>${day(back, style)} ${t()}</td></tr>
<tr><td>מד אוץ (ק"מ)</td><td>${kmOut}</td><td>${kmOut + driven}</td></tr>
<tr><td>דלק</td><td>מלא</td><td>${fuel ? `${rng.pick(['1/2', '3/4', '1/4'])} מיכל` : 'מלא'}</td></tr>
</table>
<p>שוכר: ${rng.pick(['אלון גבאי', 'John Miller', 'נטע קרמר', 'Sophie Laurent', 'עדי בירנבאום'])} &nbsp; ${tourist ? `דרכון ${rng.pick(['X', 'P', 'C'])}${rng.digits(8)}` : `ת.ז. ${personalId(rng)}`} &nbsp; רישיון נהיגה ${rng.digits(7)} &nbsp; רכב מס' ${rng.digits(3)}-${rng.digits(2)}-${rng.digits(3)}<br>
ק"מ חופשיים: ${free} &nbsp; ק"מ בפועל: ${driven}</p>
<table class="t"><tr><th>פריט</th><th>חישוב</th><th>סכום</th></tr>
${rows.map((r) => `<tr><td>${r[0]}</td><td>${r[1]}</td><td>${amount(r[2])}</td></tr>`).join('')}
<tr class="sub"><td colspan="2">סה"כ חייב${tourist ? '' : ' לפני מע"מ'}</td><td>${amount(net)}</td></tr>
${tourist ? '<tr><td colspan="3">פטור ממע"מ - תייר המשלם במטבע חוץ (סעיף 30(א)(8) לחוק מע"מ)</td></tr>' : `<tr><td colspan="2">מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>`}
<tr class="g"><td colspan="2">סה"כ חשבונית</td><td>${amount(total)} ₪</td></tr>
</table>
<p class="dep">פיקדון: מסגרת אשראי בסך ${whole(rng.pick([150000, 300000, 500000]))} ₪ נתפסה בכרטיס ${rng.digits(4)} ותשוחרר תוך 14 ימי עסקים. דוחות חניה ותעבורה יחויבו בנפרד בתוספת דמי טיפול.</p>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; padding: 10mm 12mm; }
.band { display: flex; justify-content: space-between; align-items: center; background: #0b3d2e; color: #fff; padding: 3mm 5mm; font-size: 9pt; } .band .n { font-size: 17pt; font-weight: bold; }
.top { width: 100%; margin: 4mm 0; font-size: 11pt; } .grid { width: 100%; border-collapse: collapse; } .grid th, .grid td { border: 1px solid #999; padding: 1.4mm 2mm; text-align: right; } .grid td:first-child { font-weight: bold; background: #eef4f1; }
.t { width: 100%; border-collapse: collapse; margin-top: 3mm; } .t th { background: #0b3d2e; color: #fff; text-align: right; padding: 1.5mm; } .t td { padding: 1.5mm; border-bottom: 1px solid #ccc; }
.t td:last-child { text-align: left; direction: ltr; width: 30mm; } .sub td { border-top: 1.5px solid #000; } .g td { font-size: 13pt; font-weight: bold; background: #eef4f1; } .dep { font-size: 8.5pt; margin-top: 6mm; border: 1px solid #999; padding: 2mm; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date: back, currency: 'ILS', total: truthAmount(total), ...(tourist ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
