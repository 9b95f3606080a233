import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, plate, sh } from '../../generalisation/notation';

const SITES = [
  { he: 'קמפינג חוף הצדפים', en: 'Shell Beach Camping', legal: 'חוף הצדפים קמפינג ונופש בע"מ', where: 'חוף הכנרת, טבריה · Sea of Galilee', color: '#0288d1' },
  { he: 'חניון עין הגולן', en: 'Golan Springs Campground', legal: 'מעיינות הגולן תיירות (2008) בע"מ', where: 'רמת הגולן · Golan Heights', color: '#689f38' },
  { he: 'קמפינג נחל כזיב', en: 'Kziv Stream Camping', legal: 'ש.ב. כזיב נופש ופנאי בע"מ', where: 'גליל מערבי · Western Galilee', color: '#00796b' },
];
const GUESTS = ['Tom Weiss', 'אסף ומיכל רז', 'Julia Novak', 'משפחת אבוחצירא', 'Lior Ben-Haim', 'סלים ודנה עודה'];

/**
 * A campsite's folio on A5 with every label in Hebrew and English (Noto Sans Hebrew or Simple CLM with
 * Open Sans): the Hebrew and English names, the legal name and "ח.פ. / Reg. No.", "חשבונית מס /
 * קבלה · Tax Invoice / Receipt" and "מס' / No." with five digits, "תאריך / Date" (the departure),
 * the guest, phone and car plate, pitch, arrival and departure, adults and children per night,
 * under-threes free at 0.00, car, electricity, a tent rental or firewood on some, "סה"כ / Total"
 * with "₪" or "ש"ח" before or after, "מע"מ כלול / VAT incl.", the part prepaid online with its date
 * and the balance paid on departure.
 */
export const mixedCampingFolio: Layout = {
  id: 'mixed-camping-folio',
  lang: 'mixed',
  kind: 'hotel folio',
  make(rng: Rng) {
    const s = rng.pick(SITES);
    const vendorTaxId = taxId(rng);
    const arrival = randomDate(rng, '2023-06-01', '2026-03-28');
    const nights = rng.int(1, 4);
    const date = addDays(arrival, nights);
    const rate = israeliRate(date);
    const adults = rng.int(1, 4);
    const kids = rng.int(0, 3);
    const babies = rng.chance(0.3) ? 1 : 0;
    const adultRate = rng.pick([6500, 7500, 8500]);
    const kidRate = rng.pick([4000, 4500, 5000]);
    const rows: [string, string, number][] = [[`מבוגר / Adult`, `${adults} × ${nights} × ${amount(adultRate)}`, adults * nights * adultRate]];
    if (kids) rows.push([`ילד 3-12 / Child 3-12`, `${kids} × ${nights} × ${amount(kidRate)}`, kids * nights * kidRate]);
    if (babies) rows.push([`עד גיל 3 / Under 3`, `${babies} × ${nights}`, 0]);
    rows.push([`רכב / Car`, `${nights} × 20.00`, nights * 2000]);
    if (rng.chance(0.6)) rows.push([`חשמל / Electricity`, `${nights} × 35.00`, nights * 3500]);
    if (rng.chance(0.35)) rows.push([`השכרת אוהל 4 מקומות / Tent rental (4p)`, `${nights} × 120.00`, nights * 12000]);
    if (rng.chance(0.4)) rows.push([`שק עצים למדורה / Firewood bag`, '1', 3000]);
    const total = rows.reduce((a, r) => a + r[2], 0);
    const vat = vatOfGross(total, rate);
    const prepaid = adults * adultRate;
    const docNo = String(rng.int(20000, 69999));
    const style = rng.pick(['₪ x', 'x ₪', 'x ש"ח'] as const);
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const f = (he: string, en: string, v: string) => `<td class="k">${he}<br><span>${en}</span></td><td>${v}</td>`;
    const body = `<div class="hd"><div class="he">${esc(s.he)}</div><div class="en">${esc(s.en)}</div><div class="wh">${s.where
      .split(' · ')
      .map((x, i) => (i ? `<bdi>${esc(x)}</bdi>` : esc(x)))
      .join(' · ')}</div></div>
<div class="leg">${esc(s.legal)} · ח.פ. / <bdi>Reg. No. ${vendorTaxId}</bdi><br>טל' / <bdi>Tel. ${cellular(rng)}</bdi></div>
<div class="tt">חשבונית מס / קבלה · <span dir="ltr">Tax Invoice / Receipt</span></div><div class="no">מס' / No. <b>${docNo}</b> &nbsp;·&nbsp; תאריך / Date <b>${dt(date, fmt)}</b></div>
<table class="g"><tr>${f('אורח', 'Guest', esc(rng.pick(GUESTS)))}${f('טלפון', 'Phone', cellular(rng))}</tr>
<tr>${f('הגעה', 'Arrival', dt(arrival, fmt))}${f('עזיבה', 'Departure', dt(date, fmt))}</tr>
<tr>${f('מגרש', 'Pitch', `${rng.pick(['A', 'B', 'C'])}-${rng.int(1, 48)}`)}${f('רכב', 'Vehicle', `<span dir="ltr">${plate(rng)}</span>`)}</tr></table>
<table class="it"><tr><th>פריט / Item</th><th>כמות / Qty</th><th>סכום / Amount</th></tr>${rows.map(([n, q, c]) => `<tr><td>${esc(n)}</td><td dir="ltr">${q}</td><td>${amount(c)}</td></tr>`).join('')}
<tr class="b"><td colspan="2">סה"כ / Total</td><td>${sh(total, style)}</td></tr><tr><td colspan="2">מע"מ ${rate}% כלול / VAT incl.</td><td>${amount(vat)}</td></tr>
<tr><td colspan="2">שולם מראש באתר / Prepaid online (${dt(addDays(arrival, -rng.int(3, 30)), 'dd/mm')})</td><td>${amount(prepaid)}</td></tr><tr><td colspan="2">יתרה ששולמה / Balance paid (${rng.pick(['אשראי / Card', 'מזומן / Cash', 'ביט / Bit'])})</td><td>${amount(total - prepaid)}</td></tr></table>
<div class="sm">שעת עזיבה עד 14:00 · Check-out by 14:00 · שקט מ-23:00 · Quiet hours from 23:00 · מקלחות ושירותים כלולים · Showers included</div>`;
    const css = `body{font-family:'${font}','Open Sans',sans-serif;font-size:11.5px;color:#1d2b30;padding:8mm 10mm}.hd{text-align:center;background:${s.color};color:#fff;border-radius:3mm;padding:2mm}
.he{font-size:22px;font-weight:bold}.en{font-family:'Open Sans',sans-serif;font-size:15px;letter-spacing:1px}.wh{font-size:10.5px}.leg{text-align:center;margin:2mm 0 3mm;font-size:10.5px}
.tt{text-align:center;font-size:16px;font-weight:bold}.no{text-align:center;margin:1mm 0 3mm}table{width:100%;border-collapse:collapse}.g td{border:1px solid #c5d3d8;padding:1mm 1.5mm}.g .k{background:#eef5f7;width:17%;font-weight:bold;line-height:1.1}
.k span,th{font-family:'Open Sans',sans-serif;font-weight:normal;font-size:9.5px}.it{margin-top:4mm}.it th{text-align:right;border-bottom:2px solid ${s.color};padding:1mm;font-weight:bold}.it td{padding:1.2mm 1mm;border-bottom:1px solid #e1e8ea}
.it td:last-child,.it th:last-child{text-align:left}.it td:nth-child(2){text-align:center}.b td{font-weight:bold;font-size:14px;border-top:2px solid #1d2b30}.sm{margin-top:5mm;font-size:9.5px;text-align:center;color:#555}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
