import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hhmm, mul, plate, share, sh } from '../../generalisation/notation';

const TOWERS = [
  {
    name: 'גרירות הצפון א.ב. בע"מ',
    line: 'שירותי גרירה, חילוץ ושינוע רכבים',
    company: true,
    base: 'קריית שמונה',
    area: ['כביש 90 ליד צומת כח', 'חניון קניון ביג קריית שמונה', 'כביש 99 ליד שאר ישוב'],
  },
  { name: 'אלון עזרא', line: 'גרר וחילוץ 24/7', company: false, base: 'אשקלון', area: ['כביש 4 מחלף ניצנים', "רח' הנמל 12, אשדוד", 'חניון תת-קרקעי סיטי, אשקלון'] },
  {
    name: 'חילוץ ודרך מ.ש. הובלות כבדות בע"מ',
    line: 'גרירת רכבים פרטיים ומסחריים',
    company: true,
    base: 'ראש העין',
    area: ['כביש 6 בין מחלף קסם למחלף אייל', "רח' העמל 8, פתח תקווה", 'כביש 5 מחלף מורשה'],
  },
];
const GARAGES = ["מוסך המרכז, רח' הסדנא 4", 'מוסך מורשה טויוטה, אזור תעשייה', 'בית הלקוח', 'מגרש חניה של חברת הליסינג', "מוסך אלקטרו-קאר, רח' המלאכה 11"];

/**
 * A towing company's A5 "חשבונית מס קבלה" under a hazard-striped bar (Hadasim CLM, FreeSans or
 * Noto Sans Hebrew): the company or licensed dealer and "ח.פ." / "עוסק מורשה", the number with a
 * leading zero, a label/value grid (date long in Hebrew or dd/mm/yyyy, call number, call and arrival
 * times, the towed car's plate and model, from and to, distance, the tow truck's own plate and
 * driver, the roadside-assistance file number), the charges before VAT (tow up to 20 km, extra
 * kilometres at a per-km rate, a night or Sabbath supplement of 50% of the tow, winching and waiting
 * on some), "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום", the payment.
 */
export const heTowingInvoice: Layout = {
  id: 'he-towing-invoice',
  lang: 'he',
  kind: 'services invoice-receipt',
  make(rng: Rng) {
    const t = rng.pick(TOWERS);
    const vendorTaxId = taxId(rng, t.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const km = rng.int(8, 120);
    const base = rng.pick([35000, 38000, 42000, 45000]);
    const perKm = rng.pick([650, 750, 800]);
    const extraKm = Math.max(0, km - 20);
    const call = rng.int(0, 23 * 60 + 30);
    const night = call < 6 * 60 || call >= 21 * 60 || new Date(`${date}T12:00:00Z`).getUTCDay() === 6;
    const rows: [string, number][] = [['גרירה עד 20 ק"מ', base]];
    if (extraKm) rows.push([`ק"מ נוספים ${extraKm} × ${amount(perKm)}`, mul(extraKm, perKm)]);
    if (night) rows.push(['תוספת לילה / שבת 50%', share(base, 50)]);
    if (rng.chance(0.35)) rows.push([rng.pick(['חילוץ מתעלה', 'הרמה מחניון תת-קרקעי', 'שחרור הילוך / גלגלים נעולים']), rng.pick([15000, 20000, 25000])]);
    if (rng.chance(0.3)) {
      const wait = rng.pick([30, 45, 60]);
      rows.push([`המתנה ${wait} דק'`, (wait / 15) * 4000]);
    }
    const net = rows.reduce((a, r) => a + r[1], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `0${rng.int(1000, 9999)}`;
    const font = rng.pick(['Hadasim CLM', 'FreeSans', 'Noto Sans Hebrew']);
    const fmt = rng.pick(['he', 'dd/mm/yyyy'] as const);
    const style = rng.pick(['₪ x', 'x ₪', 'x ש"ח'] as const);
    const pay = rng.pick(['אשראי', 'מזומן', 'ביט']);
    const g = (a: string, b: string) => `<td class="k">${a}</td><td>${b}</td>`;
    const body = `<div class="stripe"></div><div class="hd"><div class="n">${esc(t.name)}</div><div class="ln">${esc(t.line)}</div><div>${t.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId} · בסיס: ${esc(t.base)} · מוקד: ${cellular(rng)}</div></div>
<div class="tt">חשבונית מס קבלה מס' ${docNo}</div>
<table class="g"><tr>${g('תאריך', dt(date, fmt))}${g("מס' קריאה", rng.digits(6))}</tr><tr>${g('שעת קריאה', hhmm(call))}${g('שעת הגעה', hhmm(call + rng.int(20, 75)))}</tr>
<tr>${g('רכב (מ.ר.)', `<span dir="ltr">${plate(rng)}</span>`)}${g('דגם', esc(rng.pick(['יונדאי i20', "קיה ספורטז'", 'טויוטה קורולה', 'סקודה אוקטביה', 'מאזדה 3', 'טסלה מודל 3'])))}</tr>
<tr>${g('מוצא', esc(rng.pick(t.area)))}${g('יעד', esc(rng.pick(GARAGES)))}</tr><tr>${g('מרחק', `${km} ק"מ`)}${g('תיק שירותי דרך', `${rng.pick(['SR', 'DR'])}-${rng.digits(7)}`)}</tr>
<tr>${g('נהג גרר', esc(rng.pick(['מאיר', 'סאמי', 'יבגני', 'אליהו'])))}${g('גרר (מ.ר.)', `<span dir="ltr">${plate(rng)}</span>`)}</tr></table>
<table class="it"><tr><th>פירוט</th><th>סכום</th></tr>${rows.map(([n, c]) => `<tr><td>${esc(n)}</td><td>${amount(c)}</td></tr>`).join('')}
<tr class="s"><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>${sh(total, style)}</td></tr></table>
<div class="pay">התקבל ב${pay}${pay === 'אשראי' ? ` ****${rng.digits(4)}, אישור ${rng.digits(6)}` : pay === 'ביט' ? ` מ-${cellular(rng)}` : ''} · ${amount(total)}</div>
<div class="sm">הגרירה בוצעה על אחריות בעל הרכב. החברה אינה אחראית לחפצים שנשארו ברכב. חתימת הלקוח: ______________</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#111;padding:0 0 8mm}.stripe{height:8mm;background:repeating-linear-gradient(45deg,#fbc02d 0 8mm,#111 8mm 16mm)}
.hd{text-align:center;padding:3mm 10mm 0}.n{font-family:'Noto Sans Hebrew',sans-serif;font-weight:900;font-size:22px}.ln{font-weight:bold}.tt{margin:4mm 10mm 2mm;font-size:16px;font-weight:bold;background:#111;color:#fff;text-align:center;padding:1.5mm}
table{width:calc(100% - 20mm);margin:0 10mm;border-collapse:collapse}.g td{border:1px solid #999;padding:1.2mm 1.5mm}.g .k{background:#fff3c4;width:20%;font-weight:bold}.it{margin-top:4mm}.it th{text-align:right;border-bottom:2px solid #111;padding:1mm}
.it td{padding:1.2mm 1mm;border-bottom:1px solid #ddd}.it td:last-child,.it th:last-child{text-align:left}.s td{border-top:2px solid #111}.b td{font-weight:bold;font-size:15px;background:#fff3c4}.pay{margin:4mm 10mm 0}.sm{margin:5mm 10mm 0;font-size:10px}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: t.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
