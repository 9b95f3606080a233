import { addDays, amount, esc, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day, ils, layout, mobile, monthsLater, personalId, phone } from '../notation';

const CLINICS = [
  { name: 'המרכז הווטרינרי עמק חפר בע"מ', company: true },
  { name: 'מרפאה וטרינרית ד"ר נעמה שגיא', company: false },
  { name: 'וטרינר הכפר – שירותי בריאות לחיות בע"מ', company: true },
  { name: 'קליניקת פאוז ד"ר עומר זידאן', company: false },
];

const PETS: [string, string, string][] = [
  ['בונו', 'כלב', 'מעורב'],
  ['לונה', 'חתולה', 'אירופאית'],
  ['רקי', 'כלב', 'לברדור'],
  ['מיצי', 'חתולה', 'פרסית'],
  ["צ'ילי", 'כלב', "פינצ'ר ננסי"],
  ['שוקו', 'כלב', 'רועה גרמני'],
];

const TREATMENTS: [string, string, number, number][] = [
  ['V101', 'בדיקה כללית', 15000, 22000],
  ['V204', 'חיסון משושה', 13000, 17000],
  ['V205', 'חיסון כלבת', 9000, 12000],
  ['V310', 'ספירת דם + כימיה', 28000, 39000],
  ['V402', 'ניקוי שיניים בהרדמה', 90000, 140000],
  ['V511', 'צילום רנטגן', 32000, 45000],
  ['V620', 'טיפול נגד פרעושים וקרציות', 8000, 14000],
  ['V701', 'עיקור/סירוס', 95000, 160000],
  ['V812', 'אנטיביוטיקה (10 ימים)', 6000, 9500],
  ['V903', 'אשפוז יום', 45000, 70000],
];

/**
 * A veterinary clinic's tax invoice-receipt on A5 in a serif Hebrew type: labels beside values in a
 * two-column grid (owner with a valid ת.ז. and mobile; pet with name, species, breed, weight in kg
 * and a 15-digit microchip number), treatment codes, prices including VAT, a health-plan discount
 * in percent, "סה"כ לתשלום", "מתוכם מע"מ", card instalments with the first payment's amount, and
 * a reminder of the next vaccination date.
 */
export const heVetClinic = layout({
  id: 'he-vet-clinic',
  lang: 'he',
  kind: 'clinic invoice',
  make(rng: Rng) {
    const c = rng.pick(CLINICS);
    const vendorTaxId = taxId(rng, c.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-15');
    const rate = israeliRate(date);
    const [pet, species, breed] = rng.pick(PETS);
    const lines = rng.some(TREATMENTS, rng.int(2, 4)).map(([code, name, lo, hi]) => ({ code, name, price: rng.int(lo / 1000, hi / 1000) * 1000, qty: 1 }));
    const gross = lines.reduce((s, l) => s + l.price, 0);
    const plan = rng.chance(0.5);
    const discount = plan ? Math.round(gross * 0.15) : 0;
    const total = gross - discount;
    const vat = vatOfGross(total, rate);
    const pays = rng.pick([1, 1, 2, 3]);
    const first = total - Math.floor(total / pays / 100) * 100 * (pays - 1);
    const docNo = String(rng.int(10000, 69999));
    const ds = rng.pick(['d/m/Y', 'd.m.y', 'D/M/Y'] as const);
    const cur = rng.pick(['sign-before', 'sign-after', 'shach'] as const);
    const next = monthsLater(addDays(date, 330), 0);
    const rows = lines.map((l) => `<tr><td>${l.code}</td><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.price)}</td></tr>`).join('');
    const body = `<div class="pg">
<div class="head"><div class="paw">✚</div><div><div class="n">${esc(c.name)}</div><div class="s">${c.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId} · ${phone(rng)} · תורים ${mobile(rng)}</div></div></div>
<div class="title">חשבונית מס / קבלה <span>${docNo}</span></div>
<div class="grid">
<div>תאריך:</div><div>${day(date, ds)}</div><div>בעלים:</div><div>${rng.pick(['רוני אלון', 'הילה שושן', "ג'ורג' חביב", 'תמר קורן'])}</div>
<div>ת.ז.:</div><div>${personalId(rng)}</div><div>נייד:</div><div>${mobile(rng)}</div>
<div>שם החיה:</div><div>${esc(pet)} (${species}, ${breed})</div><div>משקל:</div><div>${rng.int(2, 38)}.${rng.int(0, 9)} ק"ג</div>
<div>שבב:</div><div class="num">${rng.pick(['982', '900', '981'])}${rng.digits(12)}</div><div>תיק:</div><div>${rng.int(1000, 9999)}</div>
</div>
<table><tr><th>קוד</th><th>טיפול</th><th>כמות</th><th>מחיר (כולל מע"מ)</th></tr>${rows}</table>
<div class="sum">
${plan ? `<div><span>סה"כ לפני הנחה</span><span>${amount(gross)}</span></div><div><span>הנחת תוכנית בריאות 15%</span><span>-${amount(discount)}</span></div>` : ''}
<div class="t"><span>סה"כ לתשלום</span><span>${ils(total, cur)}</span></div>
<div><span>מתוכם מע"מ (${rate}%)</span><span>${amount(vat)}</span></div>
<div><span>אשראי ${pays > 1 ? `ב-${pays} תשלומים, ראשון ${amount(first)}` : 'תשלום אחד'}</span><span>${amount(total)}</span></div>
</div>
<div class="remind">תזכורת: החיסון הבא מתוכנן ל-${day(next, ds)}. נשמח לראותכם!</div>
</div>`;
    const css = `body{font-family:'Noto Serif Hebrew','Frank Ruehl CLM',serif;font-size:11.5px;color:#1d1d1d}
.pg{padding:8mm 10mm}
.head{display:flex;gap:4mm;align-items:center;border-bottom:1px solid #4a7;padding-bottom:2mm}
.paw{font-size:26px;width:14mm;height:14mm;border-radius:3mm;background:#e7f3ea;display:flex;align-items:center;justify-content:center}
.n{font-size:17px;font-weight:bold;color:#275}.s{font-size:9.5px}
.title{margin:4mm 0 2mm;font-size:15px;font-weight:bold}.title span{font-weight:normal;font-family:'Liberation Serif';margin-right:3mm}
.grid{display:grid;grid-template-columns:16mm 1fr 14mm 1fr;gap:1mm 2mm;background:#f7faf7;padding:2mm;border:1px solid #d5e6d8}
.grid div:nth-child(odd){color:#555}.num{letter-spacing:0.5px}
table{width:100%;border-collapse:collapse;margin-top:4mm}
th{font-weight:normal;border-bottom:1.5px solid #275;text-align:right;padding:1mm}
td{padding:1.3mm 1mm;border-bottom:1px solid #e3e3e3}td:last-child,th:last-child{text-align:left}
.sum{width:62%;margin:3mm auto 0 0}.sum div{display:flex;justify-content:space-between;padding:0.8mm 0}
.t{font-weight:bold;font-size:14px;border-top:1.5px solid #000;padding-top:1.5mm!important}
.remind{margin-top:6mm;border:1px dashed #4a7;padding:2mm;text-align:center;font-size:10.5px}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: {
        vendorName: c.name,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        tax: truthAmount(vat),
      },
    };
  },
});
