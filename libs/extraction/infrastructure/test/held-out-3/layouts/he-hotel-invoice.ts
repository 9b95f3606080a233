import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, personalId, phone, whole } from '../notation';

const HOTELS: [string, boolean][] = [
  ['אחוזת המדבר - מלונאות ים המלח בע"מ', false],
  ['מלון חוף האלמוגים אילת בע"מ', true],
  ['מלון בוטיק הגליל העליון בע"מ', false],
  ['לגונה ריזורט אילת בע"מ', true],
  ['מלון שערי העיר ירושלים בע"מ', false],
];

/**
 * A Hebrew hotel tax invoice-receipt: booking and room numbers, arrival and departure (the
 * document is dated on departure), a row per charge type with nights × rate, breakfast per guest,
 * extras, a deposit paid weeks before on its own date and the balance charged at checkout, so the
 * balance is zero. Hotels in Eilat print the exemption from VAT and no VAT line; others add VAT to
 * net prices.
 */
export const heHotelInvoice: Layout = {
  id: 'he-hotel-invoice',
  lang: 'he',
  kind: 'hotel invoice',
  make(rng) {
    const [vendor, eilat] = rng.pick(HOTELS);
    const id = taxId(rng);
    const departure = randomDate(rng);
    const nights = rng.int(1, 5);
    const arrival = addDays(departure, -nights);
    const rate = israeliRate(departure);
    const guests = rng.int(1, 4);
    const room = rng.int(42, 115) * 1000;
    const breakfast = rng.pick([0, 0, 9500, 12000]);
    const extras = rng.some(
      [
        ['מיני בר', rng.int(18, 140) * 100],
        ['חניה', nights * 4500],
        ["ספא - עיסוי 50 דק'", rng.int(38, 52) * 1000],
        ['שירות חדרים', rng.int(9, 32) * 1000],
        ['כביסה', rng.int(6, 20) * 1000],
      ] as [string, number][],
      rng.int(0, 2),
    );
    const rows: [string, string, number][] = [[`לינה - ${rng.pick(['חדר דלוקס', 'חדר זוגי', 'סוויטה', 'חדר משפחה'])}`, `${nights} לילות × ${amount(room)}`, nights * room]];
    if (breakfast) rows.push(['ארוחת בוקר', `${guests} אורחים × ${nights} × ${amount(breakfast)}`, guests * nights * breakfast]);
    for (const [name, value] of extras) rows.push([name, '', value]);
    const net = rows.reduce((s, r) => s + r[2], 0);
    const vat = eilat ? 0 : vatOfNet(net, rate);
    const total = net + vat;
    const deposit = Math.round((total * rng.pick([0.2, 0.3, 0.5])) / 1000) * 1000;
    const doc = `${rng.int(10, 99)}-${rng.digits(5)}`;
    const style = rng.pick(['he', 'd.m.y', 'D.M.Y'] as const);
    const font = rng.pick(['Drugulin CLM', 'Noto Serif Hebrew', 'Frank Ruehl CLM']);
    const body = `
<div class="brand">${esc(vendor)}</div>
<div class="sub">ח"פ ${id} · הזמנות ${phone(rng)} · ${eilat ? 'שדרות התמרים, אילת' : rng.pick(['עין בוקק', "רח' המלך דוד, ירושלים", 'ראש פינה'])}</div>
<table class="hdr"><tr>
<td><div class="l">חשבונית מס / קבלה</div><div class="v">${doc}</div></td>
<td><div class="l">תאריך</div><div class="v">${day(departure, style)}</div></td>
<td><div class="l">מס' הזמנה</div><div class="v">${rng.pick(['BK', 'RS'])}${rng.digits(7)}</div></td>
<td><div class="l">חדר</div><div class="v">${rng.int(1, 9)}${String(rng.int(1, 40)).padStart(2, '0')}</div></td>
</tr></table>
<p>לכבוד: ${rng.pick(['משפחת כהן', 'אורי שפירא', "גב' אסתר מלכה", 'חברת נתיב הייטק בע"מ'])} &nbsp; ת.ז./ח.פ.: ${personalId(rng)}<br>
הגעה: ${day(arrival, style)} &nbsp; עזיבה: ${day(departure, style)} &nbsp; לילות: ${nights} &nbsp; מבוגרים: ${guests}</p>
<table class="t"><tr><th>תיאור</th><th>פירוט</th><th>סכום ₪</th></tr>
${rows.map((r) => `<tr><td>${esc(r[0])}</td><td>${r[1]}</td><td>${amount(r[2])}</td></tr>`).join('')}
</table>
<table class="s">
${eilat ? '' : `<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>`}
<tr class="g"><td>סה"כ חשבון</td><td>${amount(total)}</td></tr>
<tr><td>מקדמה ששולמה ב-${day(addDays(arrival, -rng.int(10, 60)), style)}</td><td>${whole(deposit)}</td></tr>
<tr><td>חיוב אשראי ביציאה</td><td>${amount(total - deposit)}</td></tr>
<tr><td>יתרה לתשלום</td><td>0.00</td></tr>
</table>
${eilat ? '<p class="ex">העסקה פטורה ממע"מ בהתאם לחוק אזור סחר חופשי באילת (פטורים והנחות ממסים), התשמ"ה-1985.</p>' : ''}
<p class="thanks">תודה שבחרתם בנו! שעת עזיבה 11:00. ${rng.chance(0.5) ? `פיקדון אשראי בסך ${whole(rng.pick([50000, 100000]))} ש"ח שוחרר.` : ''}</p>`;
    const css = `body { font-family: '${font}'; font-size: 10.5pt; padding: 15mm 18mm; color: #2b2116; }
.brand { font-size: 24pt; text-align: center; color: #8a6a2f; letter-spacing: 1pt; } .sub { text-align: center; font-size: 9pt; border-bottom: 1px solid #8a6a2f; padding-bottom: 3mm; margin-bottom: 5mm; }
.hdr { width: 100%; margin-bottom: 4mm; } .hdr td { text-align: center; border-left: 1px solid #d8c9a8; } .l { font-size: 8.5pt; color: #8a6a2f; } .v { font-size: 12pt; font-weight: bold; }
.t { width: 100%; border-collapse: collapse; margin: 4mm 0; } .t th { background: #8a6a2f; color: #fff; padding: 1.5mm; text-align: right; } .t td { padding: 1.6mm; border-bottom: 1px solid #e5dccb; }
.t td:last-child { text-align: left; direction: ltr; } .s { margin-right: auto; border-collapse: collapse; min-width: 80mm; } .s td { padding: 1.2mm 2mm; } .s td:last-child { text-align: left; direction: ltr; }
.g td { font-weight: bold; font-size: 12.5pt; border-top: 1.5px solid #8a6a2f; border-bottom: 1.5px solid #8a6a2f; } .ex { font-size: 9pt; font-weight: bold; } .thanks { margin-top: 10mm; text-align: center; font-size: 9pt; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date: departure, currency: 'ILS', total: truthAmount(total), ...(eilat ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
