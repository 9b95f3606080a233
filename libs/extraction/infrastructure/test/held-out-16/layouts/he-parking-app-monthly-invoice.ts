import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hhmm, lastOfMonth, personalId, plate } from '../../generalisation/notation';

const APPS = [
  { brand: 'PARKIT', latin: true, legal: 'פארקיט תשלומים סלולריים בע"מ', color: '#1d4ed8', label: 'ח.פ.' },
  { brand: 'חניה בקליק', latin: false, legal: 'חניה בקליק מערכות בע"מ', color: '#7c3aed', label: 'ח"פ' },
  { brand: "צ'יק-פארק", latin: false, legal: 'צ\'יק פארק טכנולוגיות חניה בע"מ', color: '#0f766e', label: 'ח.פ' },
];
/** City, zones, the hourly rate in agorot. */
const CITIES: [string, string[], number][] = [
  ['תל אביב-יפו', ['אזור 3 - מרכז', 'אזור 6 - צפון', 'אזור 1 - יפו'], 790],
  ['ירושלים', ['מרכז העיר', 'רחביה', 'תלפיות'], 630],
  ['חיפה', ['הדר', 'כרמל מרכזי', 'עיר תחתית'], 560],
  ['רמת גן', ['בורסה', 'מרכז'], 700],
  ['הרצליה', ['פיתוח', 'מרכז העיר'], 640],
];

/**
 * A parking payment app's monthly consolidated document on A4 (Roboto with Noto Sans Hebrew, Open Sans with
 * Simple CLM, or FreeSans; the brand in Roboto Black for "PARKIT", or Noto Sans Hebrew black): a coloured
 * title bar "חשבונית מס / קבלה - ריכוז חודשי" with the brand; "מס' מסמך" ("P2503-481273"), "תאריך הפקה" one to
 * three days after the month, "חודש החיוב", "מועד חיוב בכרטיס" the tenth; the user, a valid ת.ז. and one or
 * two plates; a row per parking session (day, city, zone, start, end, minutes, amount); "דמי חניה" collected for
 * the local authorities and not liable to VAT, the app's service fee (monthly or per session) before VAT, "מע"מ
 * על דמי השירות", "סה"כ לתשלום"; the company's legal name and id in the footer only.
 */
export const heParkingAppMonthlyInvoice: Layout = {
  id: 'he-parking-app-monthly-invoice',
  lang: 'he',
  kind: 'parking',
  make(rng: Rng) {
    const a = rng.pick(APPS);
    const vendorTaxId = taxId(rng, true);
    const month = firstOfMonth(randomDate(rng, '2023-07-01', '2025-11-30'));
    const end = lastOfMonth(month);
    const date = addDays(end, rng.int(1, 3));
    const rate = israeliRate(date);
    const home = rng.pick(CITIES);
    const plates = rng.chance(0.3) ? [plate(rng), plate(rng)] : [plate(rng)];
    const days = Number(end.slice(8, 10));
    const sessions = Array.from({ length: rng.int(6, 17) }, () => {
      const [city, zones, hourly] = rng.chance(0.7) ? home : rng.pick(CITIES);
      const day = rng.int(1, days);
      const start = rng.int(7 * 60, 20 * 60);
      const minutes = rng.int(12, 240);
      return { day, city, zone: rng.pick(zones), start, minutes, fee: Math.round((minutes * hourly) / 60), car: rng.pick(plates) };
    }).sort((x, y) => x.day - y.day || x.start - y.start);
    const parking = sessions.reduce((s, x) => s + x.fee, 0);
    const perSession = rng.chance(0.5);
    const unitFee = perSession ? rng.pick([70, 85, 90]) : rng.pick([490, 590, 690]);
    const fee = perSession ? unitFee * sessions.length : unitFee;
    const vat = vatOfNet(fee, rate);
    const total = parking + fee + vat;
    const docNo = `P${date.slice(2, 4)}${date.slice(5, 7)}-${rng.int(100000, 999999)}`;
    const font = rng.pick([`'Roboto','Noto Sans Hebrew'`, `'Open Sans','Simple CLM'`, `'FreeSans'`]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const dayIso = (d: number) => `${month.slice(0, 8)}${String(d).padStart(2, '0')}`;
    const rows = sessions
      .map(
        (x) =>
          `<tr><td>${dt(dayIso(x.day), 'dd/mm')}</td><td>${esc(x.city)}</td><td>${esc(x.zone)}</td>${plates.length > 1 ? `<td><bdi>${x.car}</bdi></td>` : ''}<td>${hhmm(x.start)}</td><td>${hhmm(x.start + x.minutes)}</td><td>${x.minutes}</td><td>${amount(x.fee)}</td></tr>`,
      )
      .join('');
    const body = `<div class="bar" style="background:${a.color}"><div class="brand${a.latin ? ' lat' : ''}">${esc(a.brand)}</div><div class="tt">חשבונית מס / קבלה - ריכוז חודשי</div></div>
<div class="grid"><div><span>מס' מסמך</span><b>${docNo}</b></div><div><span>תאריך הפקה</span><b>${dt(date, fmt)}</b></div><div><span>חודש החיוב</span><b>${heMonth(month)}</b></div><div><span>מועד חיוב בכרטיס</span><b>${dt(addDays(end, 10), fmt)}</b></div></div>
<div class="user">לכבוד: ${esc(rng.pick(['אלון רביבו', 'שירן גבאי', 'עומר לנדאו', 'דנה קורן', 'יוסף חדד']))} · ת.ז. ${personalId(rng)} · רכב: ${plates.map((p) => `<bdi>${p}</bdi>`).join(', ')} · ${esc(rng.pick(['ויזה', 'מסטרקארד', 'ישראכרט']))} מסתיים ב-${rng.digits(4)}</div>
<table class="it"><tr><th>יום</th><th>עיר</th><th>אזור</th>${plates.length > 1 ? '<th>רכב</th>' : ''}<th>התחלה</th><th>סיום</th><th>דקות</th><th>סכום ₪</th></tr>${rows}</table>
<table class="sum"><tr><td>דמי חניה (${sessions.length} חניות) - נגבים עבור הרשויות המקומיות ואינם חייבים במע"מ</td><td>${amount(parking)}</td></tr>
<tr><td>${perSession ? `דמי שירות ${amount(unitFee)} לחניה × ${sessions.length}` : 'דמי מנוי חודשי'} (לפני מע"מ)</td><td>${amount(fee)}</td></tr><tr><td>מע"מ ${rate}% על דמי השירות</td><td>${amount(vat)}</td></tr>
<tr class="b"><td>סה"כ לתשלום</td><td>₪${amount(total)}</td></tr></table>
<div class="note">הסכום יחויב בכרטיס האשראי שלך במועד החיוב. ערעור על חניה יש להגיש לרשות המקומית תוך 30 יום.</div>
<div class="foot">${esc(a.legal)} · ${a.label} ${vendorTaxId} · מסמך ממוחשב, אין צורך בחתימה</div>`;
    const css = `body{font-family:${font},'Noto Sans Hebrew',sans-serif;font-size:10.5px;color:#222;padding:0 14mm 12mm}.bar{color:#fff;margin:0 -14mm;padding:6mm 14mm;display:flex;justify-content:space-between;align-items:center}.brand{font-family:'Noto Sans Hebrew';font-weight:900;font-size:30px}.lat{font-family:'Roboto Black','Roboto';letter-spacing:2px}.tt{font-size:17px;font-weight:bold}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:3mm;margin:5mm 0 3mm}.grid div{background:#f3f4f6;border-radius:2mm;padding:2mm 3mm}.grid span{display:block;color:#6b7280;font-size:9px}.grid b{font-size:12px}.user{margin:3mm 0 4mm}
.it{width:100%;border-collapse:collapse}.it th{border-bottom:2px solid #222;text-align:right;padding:1.2mm}.it td{padding:1mm 1.2mm;border-bottom:1px solid #e5e7eb}.it td:last-child,.it th:last-child{text-align:left}
.sum{width:125mm;margin:5mm auto 0 0;border-collapse:collapse}.sum td{padding:1.3mm 2mm}.sum td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:14px;border-top:2px solid #222}.note{margin-top:6mm;color:#555}.foot{margin-top:8mm;border-top:1px solid #ccc;padding-top:2mm;font-size:9.5px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: a.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
