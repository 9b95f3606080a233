import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, personalId } from '../../generalisation/notation';

const MOVERS = [
  { name: 'הובלות המפרץ בע"מ', company: true, addr: "רח' ההסתדרות 190, חיפה" },
  { name: 'יעקב מזרחי הובלות ואחסנה', company: false, addr: "רח' המלאכה 12, ראשון לציון" },
  { name: 'מוביל הדרום שירותי הובלה בע"מ', company: true, addr: 'אזור תעשייה עמק שרה, באר שבע' },
  { name: 'ארגזים ושות\' הובלות בע"מ', company: true, addr: "רח' יגאל אלון 55, תל אביב-יפו" },
];
const CITIES = ['תל אביב', 'חיפה', 'מודיעין', 'רמת גן', 'פתח תקווה', 'כפר סבא', 'באר שבע', 'חדרה', 'ירושלים'];

/**
 * A moving company's A4 "חשבונית מס" (Aharoni CLM letterhead, Nachlieli CLM or Noto Serif Hebrew
 * body): the mover's name and "ח.פ."/"ע.מ." (hyphenated on some), the customer with a valid ת.ז.,
 * "מס' חשבונית" and "תאריך" in a box, the work order's number, "תאריך ההובלה" a few days before,
 * from and to addresses with floors and lifts, the flat's move at a fixed price, stairs per floor,
 * crane hours, cartons, dismantling and assembling wardrobes, transit insurance, "סה"כ לפני
 * מע"מ", VAT, "סה"כ כולל מע"מ", the advance paid when booking and "יתרה לתשלום", bank details.
 */
export const heMovingCompanyInvoice: Layout = {
  id: 'he-moving-company-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(rng: Rng) {
    const v = rng.pick(MOVERS);
    const vendorTaxId = taxId(rng, v.company);
    const move = randomDate(rng, '2023-06-01', '2026-03-25');
    const date = addDays(move, rng.int(0, 4));
    const rate = israeliRate(date);
    const rooms = rng.int(2, 6);
    const floors = rng.int(0, 4);
    const lines: [string, string, number, number][] = [[`הובלת דירת ${rooms} חדרים`, 'קומפלט', 1, (rooms * rng.int(9, 13) + 10) * 10000]];
    if (floors) lines.push(['תוספת קומות ללא מעלית', 'קומה', floors, 15000]);
    if (rng.chance(0.6)) lines.push(['מנוף הרמה', 'שעה', rng.int(1, 3), 45000]);
    lines.push(['קרטוני אריזה', "יח'", rng.int(2, 8) * 10, 600]);
    if (rng.chance(0.7)) lines.push(['פירוק והרכבת ארונות', 'ארון', rng.int(1, 4), 28000]);
    if (rng.chance(0.5)) lines.push(['ביטוח תכולה בהובלה', 'קומפלט', 1, 35000]);
    const net = lines.reduce((s, l) => s + l[2] * l[3], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const advance = rng.int(5, 15) * 10000;
    const docNo = String(rng.int(10200, 48999));
    const order = `${move.slice(2, 4)}/${rng.int(100, 999)}`;
    const [from, to] = rng.some(CITIES, 2);
    const idText = rng.chance(0.4) ? hyphenId(vendorTaxId) : vendorTaxId;
    const font = rng.pick(['Nachlieli CLM', 'Noto Serif Hebrew']);
    const body = `<div class="lh"><div><div class="n">${esc(v.name)}</div><div>${esc(v.addr)} · ${landline(rng)}</div><div>${v.company ? 'ח.פ.' : 'ע.מ.'} ${idText}</div></div><div class="truck">הובלות · אריזה · אחסנה</div></div>
<div class="top"><div><b>לכבוד:</b> ${esc(rng.pick(['גלית ואבי נחום', 'ד"ר שרון פלד', 'אסף קורן', 'ליאת בן שושן']))}<br>ת.ז. ${personalId(rng)} · נייד ${cellular(rng)}</div>
<div class="box"><div class="h">חשבונית מס</div><div>מס' חשבונית: <b>${docNo}</b></div><div>תאריך: ${dt(date, 'dd/mm/yyyy')}</div></div></div>
<table class="g"><tr><td>הזמנת עבודה</td><td>${order}</td><td>תאריך ההובלה</td><td>${dt(move, 'dd/mm/yyyy')}</td></tr>
<tr><td>מוצא</td><td>${esc(from)}, קומה ${floors + rng.int(0, 3)}${rng.chance(0.5) ? ', יש מעלית' : ''}</td><td>יעד</td><td>${esc(to)}, קומה ${floors}, ללא מעלית</td></tr></table>
<table class="it"><tr><th>#</th><th>תיאור</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${lines.map((l, i) => `<tr><td>${i + 1}</td><td>${esc(l[0])}</td><td>${l[1]}</td><td>${l[2]}</td><td>${amount(l[3])}</td><td>${amount(l[2] * l[3])}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ כולל מע"מ</td><td>${amount(total)} ₪</td></tr>
<tr><td>שולמה מקדמה בהזמנה</td><td>${amount(advance)}</td></tr><tr><td>יתרה לתשלום</td><td>${amount(total - advance)}</td></tr></table>
<div class="bank">לתשלום בהעברה: בנק ${rng.pick(['10', '12', '20', '11'])} סניף ${rng.int(100, 999)} חשבון ${rng.digits(6)} · תנאי תשלום: מזומן ביום ההובלה</div>
<div class="sig">חתימת הלקוח: ____________ &nbsp;&nbsp; הצהרת הלקוח: התכולה הגיעה ללא נזק</div>`;
    const css = `body{font-family:'${font}',serif;font-size:13px;color:#111;padding:12mm 15mm}
.lh{display:flex;justify-content:space-between;border-bottom:4px solid #c62828;padding-bottom:3mm}.n{font-family:'Aharoni CLM','${font}';font-size:26px;color:#c62828}
.truck{align-self:center;font-size:15px;background:#c62828;color:#fff;padding:2mm 4mm}.top{display:flex;justify-content:space-between;margin:6mm 0}
.box{border:2px solid #000;padding:2mm 5mm;min-width:60mm}.h{font-size:20px;font-weight:bold}table{border-collapse:collapse;width:100%;margin:3mm 0}
.g td{border:1px solid #999;padding:1.5mm}.g td:nth-child(odd){background:#f1f1f1;width:16%}.it th{background:#333;color:#fff;padding:1.5mm}.it td{border-bottom:1px solid #ccc;padding:1.5mm;text-align:center}.it td:nth-child(2){text-align:right}
.tot{width:90mm;margin-right:auto}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:15px;border-top:2px solid #000;border-bottom:2px solid #000}
.bank{margin-top:8mm;font-size:12px}.sig{margin-top:14mm;font-size:12px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: v.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
