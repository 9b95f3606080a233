import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, heDay, landline, lastOfMonth, notAnId, plate, share } from '../../generalisation/notation';
import { prefixedId } from './extra';

const OPERATORS = [
  { brand: 'אוטובוסי עמק יזרעאל', legal: 'עמק יזרעאל הסעות וטיולים בע"מ', company: true, base: 'אזור תעשייה ציפורית, נצרת עילית', color: '#1b5e20' },
  { brand: 'מסיעי השרון', legal: 'דני עזרא', company: false, base: "רח' המלאכה 9, כפר יונה", color: '#0d47a1' },
  { brand: 'נתיבי הנגב', legal: 'נתיבי הנגב תיירות והסעות (1998) בע"מ', company: true, base: 'עמק שרה, באר שבע', color: '#bf360c' },
  { brand: 'גל-עד הסעות', legal: 'גלעד סויסה', company: false, base: "רח' הצורף 4, בית שמש", color: '#4a148c' },
];
const CUSTOMERS = [
  { name: 'עיריית כפר יונה - אגף החינוך', kind: 'muni', from: 'כפר יונה' },
  { name: 'עמותת הורים בית ספר "אופק"', kind: 'amuta', from: 'רעננה' },
  { name: 'מתנ"ס קריית ביאליק', kind: 'amuta', from: 'קריית ביאליק' },
  { name: 'סייבר-טק מערכות בע"מ', kind: 'company', from: 'הרצליה פיתוח' },
  { name: 'קיבוץ מעגן - אגודה שיתופית', kind: 'coop', from: 'קיבוץ מעגן' },
  { name: 'מועצה אזורית מגילות', kind: 'muni', from: 'מצפה שלם' },
];
const DESTINATIONS = [
  'מצדה ים המלח',
  'ירושלים - העיר העתיקה',
  'חניון לילה מכתש רמון',
  'ראש הנקרה',
  'גן לאומי בית שאן',
  'מוזיאון המדע חיפה',
  'הכותל ועיר דוד',
  'פארק הירדן',
  'חוף אכזיב',
  'נחל עמוד',
];
const VEHICLES: [string, [number, number]][] = [
  ['אוטובוס 50 מקומות', [1900, 3600]],
  ['אוטובוס 60 מקומות', [2200, 4100]],
  ['מידיבוס 35 מקומות', [1500, 2700]],
  ['מיניבוס 20 מקומות', [1100, 1900]],
];

/**
 * A bus charter company's A4 "חשבונית מס" (Nachlieli CLM, Noto Serif Hebrew or David CLM, the brand in
 * Frank Ruehl CLM on a coloured rule): the brand and the company's legal name with "ח.פ.", or the owner's
 * name with "עוסק מורשה" under the brand, the operator's licence, a boxed "חשבונית מס מס'" (six digits
 * with leading zeros or "24-4187"), "מקור", "תאריך" (dd.mm.yyyy, long Hebrew or dd/mm/yy) up to ten days
 * after the last trip, the customer (a local authority, an association, a cooperative or a company) with
 * its own valid id, the customer's purchase order and supplier number, a table of trips (weekday and
 * date, route, vehicle, count, price per vehicle), waiting hours, a driver's night out, Route 6 tolls, a
 * security escort on some, a commercial discount on some, "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום", "שוטף +
 * 60" with the due date, drivers' plates and mobiles, bank details.
 */
export const heBusCharterInvoice: Layout = {
  id: 'he-bus-charter-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(rng: Rng) {
    const o = rng.pick(OPERATORS);
    const vendorTaxId = taxId(rng, o.company);
    const c = rng.pick(CUSTOMERS);
    const customerId = c.kind === 'muni' ? prefixedId(rng, '500') : c.kind === 'amuta' ? prefixedId(rng, '58') : c.kind === 'coop' ? prefixedId(rng, '57') : taxId(rng);
    const date = randomDate(rng, '2023-07-10', '2026-02-28');
    const rate = israeliRate(date);
    const last = addDays(date, -rng.int(0, 10));
    const trips = Array.from({ length: rng.int(1, 4) }, (_, i) => {
      const [vehicle, range] = rng.pick(VEHICLES);
      const dest = rng.pick(DESTINATIONS);
      return {
        day: i === 0 ? last : addDays(last, -rng.int(2, 24)),
        route: `${c.from} - ${dest} - ${c.from}`,
        vehicle,
        count: rng.int(1, 4),
        price: rng.int(range[0] / 10, range[1] / 10) * 1000,
      };
    }).sort((a, b) => a.day.localeCompare(b.day));
    const rows: [string, string, number, number][] = trips.map((t) => [`${heDay(t.day)} ${dt(t.day, 'dd/mm/yy')} · ${t.route}`, t.vehicle, t.count, t.price]);
    if (rng.chance(0.6)) rows.push(['שעות המתנה מעבר ל-8 שעות', 'שעה', rng.int(2, 9), rng.pick([9000, 12000, 15000])]);
    if (rng.chance(0.35)) rows.push(['לינת נהג (כולל ארוחות)', 'לילה', rng.int(1, 2), rng.pick([45000, 60000])]);
    if (rng.chance(0.5)) rows.push(['כביש 6 - אגרות נסיעה', 'נסיעה', rng.int(2, 6), rng.pick([5800, 7400, 9150])]);
    if (rng.chance(0.4)) rows.push(['מאבטח מלווה לפי חוזר מנכ"ל', 'יום', trips.length, rng.pick([85000, 95000])]);
    const gross = rows.reduce((a, [, , q, u]) => a + q * u, 0);
    const discPct = rng.chance(0.4) ? rng.pick([3, 5]) : 0;
    const disc = share(gross, discPct);
    const net = gross - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? String(rng.int(1200, 9800)).padStart(6, '0') : `${date.slice(2, 4)}-${rng.int(1000, 6999)}`;
    const due = addDays(lastOfMonth(date), 60);
    const font = rng.pick(['Nachlieli CLM', 'Noto Serif Hebrew', 'David CLM']);
    const fmt = rng.pick(['dd.mm.yyyy', 'he', 'dd/mm/yy'] as const);
    const idText = c.kind === 'muni' ? "מס' מוסד" : c.kind === 'amuta' ? "מס' עמותה" : c.kind === 'coop' ? "מס' אגודה" : 'ח.פ.';
    const body = `<div class="top"><div class="lh"><div class="brand">${esc(o.brand)}</div><div>${o.company ? `${esc(o.legal)} · ח.פ. ${vendorTaxId}` : `${esc(o.legal)} · עוסק מורשה ${vendorTaxId}`}</div>
<div>${esc(o.base)} · משרד ${landline(rng)} · סידור עבודה ${cellular(rng)}</div><div class="sm">רישיון מפעיל הסעות מס' ${rng.int(1000, 9999)}/${rng.int(10, 99)} · אישור משרד התחבורה</div></div>
<div class="box"><div class="t">חשבונית מס</div><div>מס' <b>${docNo}</b></div><div>תאריך: ${dt(date, fmt)}</div><div class="orig">מקור</div></div></div>
<div class="cust"><div><b>לכבוד</b><br>${esc(c.name)}<br>${idText} ${customerId}</div><div>הזמנת רכש: ${rng.int(4500000000, 4500999999)}<br>מס' ספק אצלכם: ${rng.int(20000, 89999)}<br>איש קשר: ${esc(rng.pick(['אורית', 'משה', 'סיגל', 'ראיד', 'יעל']))} ${cellular(rng)}</div></div>
<table class="it"><tr><th>תיאור</th><th>רכב / יחידה</th><th>כמות</th><th>מחיר ליחידה</th><th>סה"כ ₪</th></tr>
${rows.map(([d, v, q, u]) => `<tr><td>${esc(d)}</td><td>${esc(v)}</td><td>${q}</td><td>${amount(u)}</td><td>${amount(q * u)}</td></tr>`).join('')}</table>
<div class="end"><div class="notes">נהגים: ${trips.map(() => `${esc(rng.pick(['יוסי', 'מוחמד', 'אברהם', 'ולדימיר', 'שלומי']))} (${plate(rng)})`).join(', ')}<br>תנאי תשלום: שוטף + 60 · לתשלום עד ${dt(due, 'dd/mm/yyyy')}<br>
העברה בנקאית: בנק ${rng.pick(['הפועלים 12', 'לאומי 10', 'מרכנתיל 17', 'דיסקונט 11'])}, סניף ${rng.int(100, 899)}, חשבון ${rng.digits(6)}<br>מס' תיק ניכויים ${notAnId(rng)}</div>
<table class="tot"><tr><td>סה"כ</td><td>${amount(gross)}</td></tr>${disc ? `<tr><td>הנחה מסחרית ${discPct}%</td><td>-${amount(disc)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr></table></div>
<div class="sign">חתימה וחותמת: ________________ &nbsp;&nbsp; ${esc(o.brand)} - נוסעים בבטחה</div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:12px;color:#111;padding:12mm 14mm}.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:4px double ${o.color};padding-bottom:3mm;line-height:1.5}
.brand{font-family:'Frank Ruehl CLM',serif;font-size:30px;font-weight:bold;color:${o.color};line-height:1.1}.sm{font-size:10px;color:#555}.box{border:2px solid ${o.color};padding:2mm 5mm;min-width:46mm;line-height:1.6}.t{font-size:18px;font-weight:bold}.orig{color:${o.color};font-weight:bold}
.cust{display:flex;justify-content:space-between;margin:5mm 0;line-height:1.6;border:1px solid #bbb;padding:2mm 4mm}table{border-collapse:collapse;width:100%}.it th{background:${o.color};color:#fff;padding:1.8mm;font-weight:normal;text-align:right}
.it td{padding:1.8mm;border-bottom:1px solid #ccc}.it td:nth-child(n+3){text-align:center}.it td:last-child,.it th:last-child{text-align:left}.end{display:flex;justify-content:space-between;gap:8mm;margin-top:6mm}.notes{font-size:10.5px;line-height:1.7}
.tot{width:78mm}.tot td{padding:1.4mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:15px;border-top:2px solid #111}.sign{margin-top:16mm;font-size:11px;color:#444}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
