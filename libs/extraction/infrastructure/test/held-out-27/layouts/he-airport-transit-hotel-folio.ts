import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, hyphenId } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-airport-transit-hotel-folio';
const HOTELS = [
  { brand: 'GATE INN', legal: 'גייט-אין אירוח בע"מ', company: true, label: 'ח.פ.', place: 'אזור התעשייה הצפוני, לוד' },
  { brand: 'לינת מעבר', legal: 'שלמה ביטון', company: false, label: 'עוסק מורשה', place: 'מושב בית עריף' },
  { brand: '', legal: 'מלון המסוף שוהם בע"מ', company: true, label: 'ח"פ', place: 'שדרות עמק איילון 1, שוהם' },
];
const FLIGHTS = ['LY 001', 'LY 315', 'IZ 611', '6H 871', 'LY 081', 'W6 2328'];

/** An airport transit hotel's folio and tax invoice-receipt on A4: a day-use block of hours or one or two nights, the flight and its departure time, the airport shuttle, an early breakfast box, luggage storage and a late check-out; the deposit at booking and the card at departure; VAT contained; a balance of nil. */
export const heAirportTransitHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const h = HOTELS[n % HOTELS.length];
    const id = vid(h.legal, h.company);
    const rate = israeliRate(date);
    const nights = rng.pick([0, 1, 1, 2]);
    const arrival = addDays(date, -nights);
    const guests = rng.int(1, 4);
    const rows: { d: string; what: string; sum: number }[] = [];
    if (nights === 0) {
      const hours = rng.pick([4, 6, 8]);
      rows.push({ d: date, what: `שימוש יומי (Day Use) – ${hours} שעות, חדר ${guests > 2 ? 'משפחתי' : 'זוגי'}`, sum: rng.int(25, 45) * 1000 + hours * 2000 });
    } else {
      const night = rng.int(42, 68) * 1000;
      for (let i = 0; i < nights; i++) rows.push({ d: addDays(arrival, i), what: `לינה – חדר ${guests > 2 ? 'משפחתי' : 'זוגי'}`, sum: night });
    }
    const shuttle = rng.chance(0.8);
    if (shuttle) rows.push({ d: date, what: `הסעה לנתב"ג – ${guests} נוסעים × ${amount(2500)}`, sum: guests * 2500 });
    if (rng.chance(0.6)) rows.push({ d: date, what: `ארוחת בוקר מוקדמת בקופסה × ${guests}`, sum: guests * 4500 });
    if (rng.chance(0.4)) rows.push({ d: date, what: 'שמירת מזוודות', sum: 3000 });
    if (nights > 0 && rng.chance(0.4)) rows.push({ d: date, what: "צ'ק-אאוט מאוחר עד 16:00", sum: 12000 });
    if (rng.chance(0.3)) rows.push({ d: arrival, what: 'מיני-בר', sum: rng.int(18, 64) * 100 });
    const total = add(rows.map((r) => r.sum));
    const vat = taxIn(total, rate);
    const deposit = Math.min(total, rng.int(10, 25) * 1000);
    const bookedOn = addDays(arrival, -rng.int(5, 40));
    const docNo = rng.pick([
      () => `TR${rng.int(10000, 99999)}`,
      () => String(rng.int(4000000, 4999999)),
      () => `${date.slice(0, 4)}-${String(rng.int(1, 9999)).padStart(5, '0')}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'yyyy-mm-dd', 'dd.mm.yyyy'] as const);
    const font = rng.pick(["'Hadasim CLM'", "'DejaVu Sans'", "'Miriam CLM'"]);
    const guest = rng.pick(['תמר ואילן שגיא', 'רחל אזולאי', 'עומר נחום', 'משפחת זילברמן']);
    const flight = rng.pick(FLIGHTS);
    const dep = `${String(rng.int(0, 23)).padStart(2, '0')}:${rng.pick(['05', '20', '40', '55'])}`;
    const idShown = h.company && rng.chance(0.5) ? hyphenId(id) : id;
    const plane = `<svg width="54" height="36" viewBox="0 0 54 36"><path d="M2 20 L20 18 L34 4 L40 4 L32 18 L46 17 L51 11 L54 11 L51 21 L54 31 L51 31 L46 25 L32 24 L40 34 L34 34 L20 22 L2 22 Z" fill="#4b2e83"/></svg>`;
    const body = `<div class="pg"><div class="top"><div class="lg">${plane}<div><div class="nm">${esc(h.brand || h.legal)}</div>${h.brand && !h.company ? `<div class="own">${esc(h.legal)}</div>` : ''}<div class="sb">מלון מעבר · 7 דקות מנתב"ג · קבלה 24 שעות</div></div></div>
<div class="doc"><div class="t">חשבונית מס / קבלה</div><div class="r"><span>מספר</span><b>${lr(docNo)}</b></div><div class="r"><span>תאריך</span><b>${lr(dt(date, fmt))}</b></div></div></div>
<div class="grid"><div><span>אורח/ת</span>${esc(guest)}</div><div><span>נייד</span>${lr(cellular(rng))}</div><div><span>הזמנה</span>${lr(`${rng.pick(['BK', 'WEB', 'EXP'])}-${rng.int(100000, 999999)}`)}</div><div><span>חדר</span>${rng.int(101, 348)}</div>
<div><span>הגעה</span>${heDay(arrival)} ${lr(dt(arrival, 'dd/mm/yyyy'))} ${String(rng.int(nights ? 14 : 8, nights ? 23 : 13)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}</div><div><span>עזיבה</span>${heDay(date)} ${lr(dt(date, 'dd/mm/yyyy'))}</div><div><span>לילות</span>${nights || 'שימוש יומי'}</div><div><span>טיסה</span>${lr(flight)} המראה ${dep}</div></div>
<table class="it"><tr><th>תאריך</th><th>פירוט</th><th>חיוב ₪</th><th>זיכוי ₪</th></tr>
${rows.map((r) => `<tr><td>${lr(dt(r.d, 'dd/mm/yy'))}</td><td>${esc(r.what)}</td><td>${amount(r.sum)}</td><td></td></tr>`).join('')}
<tr><td>${lr(dt(bookedOn, 'dd/mm/yy'))}</td><td>מקדמה בעת ההזמנה</td><td></td><td>${amount(deposit)}</td></tr>${total > deposit ? `<tr><td>${lr(dt(date, 'dd/mm/yy'))}</td><td>כרטיס אשראי ${lr(`**** ${rng.digits(4)}`)}</td><td></td><td>${amount(total - deposit)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>סה"כ חיובים</td><td>${amount(total)}</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr><td>סה"כ תשלומים</td><td>${amount(total)}</td></tr><tr class="g"><td>יתרה</td><td>0.00</td></tr></table>
<p class="note">המחירים כוללים מע"מ. ההסעה יוצאת מהלובי כל חצי שעה בין 03:00 ל-23:30, יש להזמין בקבלה עד שעתיים מראש.</p>
<div class="ft">${esc(h.legal)} · ${h.label} ${lr(idShown)} · ${esc(h.place)} · ${lr(`03-${rng.int(9000000, 9799999)}`)}</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:12px;color:#1c1c1c}.pg{width:210mm;min-height:297mm;box-sizing:border-box;padding:14mm 16mm;position:relative}
.top{display:flex;justify-content:space-between;align-items:flex-start}.lg{display:flex;gap:3mm;align-items:center}.nm{font-size:25px;font-weight:bold;color:#4b2e83}.own{font-weight:bold;font-size:13px}.sb{font-size:10.5px;color:#666}
.doc{border:2px solid #4b2e83;border-radius:2mm;padding:2mm 4mm;min-width:55mm}.doc .t{font-weight:bold;font-size:14px;text-align:center;margin-bottom:1mm}.doc .r{display:flex;justify-content:space-between;gap:4mm}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr 1fr;gap:2mm 4mm;background:#f2eff8;padding:3mm;margin:6mm 0}.grid span{display:block;font-size:9.5px;color:#4b2e83;font-weight:bold}
.it{width:100%;border-collapse:collapse}.it th{border-bottom:2px solid #4b2e83;text-align:right;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #ddd}.it td:nth-child(n+3){text-align:left;width:24mm}
.tot{width:75mm;margin:5mm auto 0 0;border-collapse:collapse}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;border-top:2px solid #4b2e83}
.note{margin-top:6mm;font-size:10.5px;color:#555}.ft{position:absolute;bottom:11mm;left:16mm;right:16mm;text-align:center;font-size:10px;border-top:1px solid #bbb;padding-top:2mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: h.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
