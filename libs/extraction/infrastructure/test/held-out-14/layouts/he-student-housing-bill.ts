import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { dec3, qtyTimesMilli } from './extra';

const OPERATORS = [
  { brand: 'מעונות הקריה', legal: 'הקריה מגורי סטודנטים בע"מ', latin: false, campus: 'קריית האוניברסיטה, באר שבע' },
  { brand: 'CAMPUS LIVING', legal: 'קמפוס ליווינג ישראל בע"מ', latin: true, campus: "רח' איינשטיין 40, חיפה" },
  { brand: 'בית הסטודנט רחובות', legal: 'רחובות מגורים לסטודנטים (2019) בע"מ', latin: false, campus: "רח' הרצל 229, רחובות" },
];
const STUDENTS = ['עדי פרץ', 'תומר אזולאי', 'לינה עבאס', 'איתי גולדברג', 'ספיר ממן', 'דניאל קרסנוב'];

/**
 * A student housing operator's monthly A4 bill to a tenant (Noto Sans Hebrew, Simple CLM or DejaVu Sans; the
 * brand in Open Sans for "CAMPUS LIVING", or Frank Ruehl CLM) in a box layout: the brand and legal name with
 * "ח.פ." (plain or hyphenated); "חשבון חודשי - חשבונית מס" with "מס' חשבון" ("ST-25-08841" or seven
 * digits), "תאריך הפקה" one to three days after the month, "תקופת חיוב" (the month's first and last day),
 * "לתשלום עד" (the 10th), the tenant with a valid ת.ז., a student number and a contract number failing the
 * check, building and room; rent exempt from VAT ("פטור ממע"מ"), electricity from two meter readings in kWh ×
 * a price to three decimals, water in m³, internet and cleaning; "סה"כ חייב במע"מ", VAT, "סה"כ לתשלום", the
 * standing order's bank and the previous month's payment with its date.
 */
export const heStudentHousingBill: Layout = {
  id: 'he-student-housing-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const o = rng.pick(OPERATORS);
    const vendorTaxId = taxId(rng, true);
    const month = firstOfMonth(randomDate(rng, '2023-07-01', '2026-01-20'));
    const end = lastOfMonth(month);
    const date = addDays(end, rng.int(1, 3));
    const due = addDays(firstOfMonth(date), 9);
    const rate = israeliRate(date);
    const rent = rng.pick([185000, 210000, 236000, 249000]);
    const prev = rng.int(10000, 30000);
    const kwh = rng.int(60, 320);
    const price = rng.int(520, 640);
    const elec = qtyTimesMilli(kwh * 100, price);
    const m3 = rng.int(2, 9);
    const waterPrice = rng.pick([8120, 8640, 9010]);
    const water = qtyTimesMilli(m3 * 100, waterPrice);
    const internet = rng.pick([4500, 5900]);
    const cleaning = rng.chance(0.5) ? 8000 : 0;
    const taxable = elec + water + internet + cleaning;
    const vat = vatOfNet(taxable, rate);
    const total = rent + taxable + vat;
    const docNo = rng.chance(0.5) ? `ST-${date.slice(2, 4)}-${String(rng.int(1000, 19999)).padStart(5, '0')}` : String(rng.int(2000000, 2999999));
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM', 'DejaVu Sans']);
    const brandFont = o.latin ? "'Open Sans'" : "'Frank Ruehl CLM'";
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const idText = rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId;
    const rows: [string, string, string][] = [
      [`שכר דירה - ${heMonth(month)} (פטור ממע"מ)`, '', amount(rent)],
      [`חשמל: קריאה ${prev} → ${prev + kwh}`, `${kwh} קוט"ש × ${dec3(price)}`, amount(elec)],
      ['מים וביוב', `${m3} מ"ק × ${dec3(waterPrice)}`, amount(water)],
      ['אינטרנט אלחוטי', '1', amount(internet)],
      ...(cleaning ? ([['ניקיון שטחים משותפים', '1', amount(cleaning)]] as [string, string, string][]) : []),
    ];
    const paidPrev = rent + rng.int(15000, 40000);
    const body = `<div class="top"><div><div class="brand">${esc(o.brand)}</div><div>${esc(o.legal)} · ח.פ. ${idText}</div><div class="sm">${esc(o.campus)} · מוקד דיירים *${rng.int(2000, 9999)}</div></div>
<div class="box"><div class="bt">חשבון חודשי - חשבונית מס</div><div>מס' חשבון: <b>${docNo}</b></div><div>תאריך הפקה: ${dt(date, fmt)}</div><div>תקופת חיוב: ${dt(month, fmt)} - ${dt(end, fmt)}</div><div class="due">לתשלום עד: ${dt(due, fmt)}</div></div></div>
<div class="cust"><div>לכבוד: <b>${esc(rng.pick(STUDENTS))}</b> · ת.ז. ${personalId(rng)}</div><div>מס' סטודנט: ${rng.digits(9)} · מס' חוזה: ${notAnId(rng)}</div><div>בניין ${rng.pick(['א', 'ב', 'ג', 'ד'])}, חדר ${rng.int(101, 418)} · ${rng.pick(['דירת 2 שותפים', 'יחידת סטודיו', 'דירת 3 שותפים'])}</div></div>
<table class="it"><tr><th>פירוט</th><th>כמות</th><th>סכום ₪</th></tr>${rows.map((x) => `<tr><td>${x[0]}</td><td>${x[1]}</td><td>${x[2]}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ פטור ממע"מ</td><td>${amount(rent)}</td></tr><tr><td>סה"כ חייב במע"מ</td><td>${amount(taxable)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr></table>
<div class="note">התשלום ייגבה בהוראת קבע מבנק ${rng.pick(['לאומי', 'הפועלים', 'דיסקונט', 'מזרחי טפחות'])} ביום ${dt(due, fmt)}.<br>תשלום קודם: ${amount(paidPrev)} ₪ התקבל ב-${dt(addDays(month, 9), fmt)} - תודה.</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:12px;color:#222;padding:14mm 15mm}.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:${brandFont},sans-serif;font-size:28px;font-weight:bold;color:#1565c0}.sm{font-size:10px;color:#555}
.box{border:2px solid #1565c0;border-radius:3mm;padding:3mm 5mm;line-height:1.7;min-width:70mm}.bt{font-weight:bold;font-size:15px;color:#1565c0}.due{font-weight:bold}.cust{margin:7mm 0;background:#e3f2fd;padding:3mm 5mm;line-height:1.7}
table{border-collapse:collapse;width:100%}.it th{background:#1565c0;color:#fff;padding:2mm;text-align:right}.it td{padding:2mm;border-bottom:1px solid #ccc}.it td:last-child,.it th:last-child{text-align:left}.tot{width:85mm;margin:5mm auto 0 0}.tot td{padding:1.5mm 2mm}.tot td:last-child{text-align:left}
.b td{font-weight:bold;font-size:15px;border-top:2px solid #1565c0}.note{margin-top:12mm;font-size:11px;color:#444;line-height:1.6}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
