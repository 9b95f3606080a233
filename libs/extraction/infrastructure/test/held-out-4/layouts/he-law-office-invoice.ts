import { addDays, amount, checkDigit, esc, HE_MONTHS, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { companyId, day, hyphenated, ils, layout, monthsLater, personalId, phone, times } from '../notation';

const FIRMS = [
  { name: "גולדברג, שחר ושות'", sub: 'משרד עורכי דין', partnership: true, city: 'תל אביב', addr: 'דרך מנחם בגין 132, מגדל עזריאלי העגול, קומה 31' },
  { name: 'עו"ד מיכל אברהמי', sub: 'דיני עבודה · ליטיגציה אזרחית', partnership: false, city: 'חיפה', addr: 'שד\' הפלי"ם 2, בית צים' },
  { name: "נסים ופרלמן ושות'", sub: 'עורכי דין ונוטריון', partnership: true, city: 'ירושלים', addr: "רח' יפו 97, בניין כלל" },
  { name: 'יוסף דאהר', sub: 'עורך דין ונוטריון', partnership: false, city: 'נצרת', addr: "רח' פאולוס השישי 45" },
];

const MATTERS = [
  "תביעה כספית – אלקטרו-גל נ' המרכז",
  'ליווי עסקת מקרקעין – גוש 6638 חלקה 112',
  'הסכם מייסדים והקצאת מניות',
  'ייצוג בהליך גישור מול ספק',
  'ריטיינר ייעוץ שוטף',
  'בקשה לרישום סימן מסחר',
];
const WORK = ['הכנת כתב הגנה', 'פגישה עם הלקוח', 'התכתבות עם ב"כ הצד שכנגד', 'טיוטת הסכם ותיקונים', 'הופעה בדיון קדם משפט', 'מחקר משפטי', 'שיחות ועידה', 'עיון בחומר ראיות'];
const FEES: [string, number, number][] = [
  ['אגרת בית משפט', 30000, 450000],
  ['אגרת רשם המקרקעין', 16000, 45000],
  ['נסח טאבו', 1800, 3500],
  ['אגרת רשם החברות', 25000, 120000],
];

/**
 * A law office's A4 tax invoice in a serif font: the firm's name in spaced capitals-like type,
 * its id as a hyphenated "מס' שותפות" or as "עוסק מורשה", the client (company with its valid ח.פ.
 * or a person with a valid ת.ז.), a file number "תיק 1234/23" and the matter; the month's retainer,
 * hours × hourly rate per work item, fees before VAT, VAT, then state fees that carry no VAT added
 * after it, "סה"כ חשבון"; a payment on account received earlier deducted to "יתרה לתשלום", a
 * notice that the receipt will be issued on payment, and a 14-day due date.
 */
export const heLawOfficeInvoice = layout({
  id: 'he-law-office-invoice',
  lang: 'he',
  kind: 'services invoice',
  make(rng: Rng) {
    const f = rng.pick(FIRMS);
    const base = `55${rng.digits(6)}`;
    const id = f.partnership ? base + checkDigit(base) : taxId(rng, false);
    const date = randomDate(rng, '2023-06-10', '2026-03-25');
    const rate = israeliRate(date);
    const month = monthsLater(date, -1);
    const retainer = rng.chance(0.6) ? rng.pick([350000, 500000, 750000, 1200000]) : 0;
    const hourly = rng.pick([65000, 85000, 95000, 120000, 150000]);
    const work = rng.some(WORK, rng.int(2, 5)).map((w) => ({ w, h: rng.int(1, 24) / 2 }));
    const net = retainer + work.reduce((s, x) => s + times(x.h, hourly), 0);
    const vat = vatOfNet(net, rate);
    const fees = rng.chance(0.7) ? rng.some(FEES, rng.int(1, 2)).map(([n, lo, hi]) => ({ n, a: rng.int(lo / 100, hi / 100) * 100 })) : [];
    const feeSum = fees.reduce((s, x) => s + x.a, 0);
    const total = net + vat + feeSum;
    const onAccount = rng.chance(0.6) ? Math.min(Math.round(total / 200000) * 100000, total - 10000) : 0;
    const paidOn = addDays(date, -rng.int(20, 70));
    const docNo = rng.chance(0.5) ? `${date.slice(0, 4)}/${String(rng.int(1, 600)).padStart(4, '0')}` : String(rng.int(10000, 29999));
    const file = `${rng.int(100, 9999)}/${date.slice(2, 4)}`;
    const personClient = rng.chance(0.4);
    const ds = rng.pick(['d.m.Y', 'd/m/Y', 'he'] as const);
    const cur = rng.pick(['sign-before', 'shach', 'bare'] as const);
    const label = f.partnership ? `מס' שותפות ${rng.chance(0.5) ? hyphenated(id) : id}` : `עוסק מורשה ${id}`;
    const workRows = work.map((x) => `<tr><td>${esc(x.w)}</td><td>${x.h.toFixed(1)}</td><td>${amount(hourly)}</td><td>${amount(times(x.h, hourly))}</td></tr>`).join('');
    const body = `<div class="top"><div class="firm">${esc(f.name)}</div><div class="subt">${esc(f.sub)}</div><div class="addr">${esc(f.addr)}, ${f.city} · טל' ${phone(rng)} · פקס ${phone(rng)}</div><div class="addr">${label}</div></div>
<div class="meta"><div><div>לכבוד</div><b>${personClient ? rng.pick(['מר אבי סויסה', "גב' רחל מור", 'מר עאדל חטיב']) : rng.pick(['אלקטרו-גל בע"מ', 'נופרים יזמות בע"מ', 'ביומד אינוביישנס בע"מ'])}</b>
<div>${personClient ? `ת.ז. ${personalId(rng)}` : `ח.פ. ${companyId(rng)}`}</div></div>
<div class="right"><div class="tt">חשבונית מס ${docNo}</div><div>${day(date, ds)}</div><div>תיק מס' ${file}</div></div></div>
<div class="re">הנדון: ${esc(rng.pick(MATTERS))}</div>
<table><tr><th>פירוט</th><th>שעות</th><th>תעריף</th><th>סכום</th></tr>
${retainer ? `<tr><td>שכר טרחה חודשי (ריטיינר) – ${HE_MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}</td><td></td><td></td><td>${amount(retainer)}</td></tr>` : ''}
${workRows}
<tr class="s"><td colspan="3">שכר טרחה לפני מע"מ</td><td>${amount(net)}</td></tr>
<tr><td colspan="3">מע"מ בשיעור ${rate}%</td><td>${amount(vat)}</td></tr>
${fees.length ? `<tr class="h"><td colspan="4">הוצאות ואגרות (אינן חייבות במע"מ)</td></tr>${fees.map((x) => `<tr><td colspan="3">${esc(x.n)}</td><td>${amount(x.a)}</td></tr>`).join('')}` : ''}
<tr class="g"><td colspan="3">סה"כ חשבון</td><td>${ils(total, cur)}</td></tr>
${onAccount ? `<tr><td colspan="3">בניכוי תשלום על חשבון שהתקבל ביום ${day(paidOn, 'd.m.Y')}</td><td>(${amount(onAccount)})</td></tr><tr class="s"><td colspan="3">יתרה לתשלום</td><td>${ils(total - onAccount, cur)}</td></tr>` : ''}
</table>
<p class="n">התשלום יבוצע תוך 14 יום, עד ${day(addDays(date, 14), 'd.m.Y')}. קבלה תישלח עם קבלת התשלום. יש לציין את מספר התיק בהעברה.</p>
<div class="sig">בכבוד רב,<br><span>${esc(f.name)}</span></div>`;
    const css = `body{font-family:'Frank Ruehl CLM','David CLM',serif;font-size:13px;color:#111}
.top{text-align:center;padding:12mm 15mm 4mm;border-bottom:1px solid #000}
.firm{font-size:25px;letter-spacing:1.5px}
.subt{font-size:14px;font-style:italic}
.addr{font-size:11px;margin-top:1mm}
.meta{display:flex;justify-content:space-between;margin:7mm 18mm 3mm;line-height:1.6}
.right{text-align:left}.tt{font-size:17px;font-weight:bold}
.re{margin:3mm 18mm;font-weight:bold;text-decoration:underline}
table{margin:4mm 18mm;width:calc(100% - 36mm);border-collapse:collapse}
th{border-top:1px solid #000;border-bottom:1px solid #000;padding:1.5mm;text-align:right;font-weight:normal}
td{padding:1.5mm}td:nth-child(n+2){text-align:center}td:last-child{text-align:left}
.s td{border-top:1px solid #888}
.h td{font-style:italic;padding-top:3mm;text-align:right}
.g td{border-top:2px solid #000;border-bottom:2px solid #000;font-weight:bold;font-size:15px}
.n{margin:6mm 18mm;font-size:11px}
.sig{margin:12mm 18mm;line-height:1.8}.sig span{font-size:15px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: {
        vendorName: f.name,
        vendorTaxId: id,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        tax: truthAmount(vat),
      },
    };
  },
});
