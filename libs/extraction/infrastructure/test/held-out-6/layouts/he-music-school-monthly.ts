import { esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heDay, heMonth, lastOfMonth, personalId, share } from '../../generalisation/notation';

const SCHOOLS = [
  { name: 'קונסרבטוריון הדרים בע"מ', addr: "רח' הבנים 14, רמת השרון" },
  { name: 'בית הספר למוזיקה "קולות" בע"מ', addr: "רח' יהודה הלוי 3, מבשרת ציון" },
  { name: 'אקדמיה לגיטרה ותופים צפון בע"מ', addr: "שד' ההסתדרות 90, חיפה" },
];
const INSTRUMENTS = ['פסנתר', 'גיטרה קלאסית', 'כינור', 'תופים', 'חליל צד', 'שירה', "צ'לו"];

/**
 * A music school's monthly "חשבונית מס" for a family (A4, David CLM with Open Sans headings), dated
 * the first of the month after: the school's name beside a treble clef, "חשבון מס' 25-0412" style
 * numbers, the parent's name and personal id, the month billed, one or two children with their
 * instruments, lessons held that month (each date listed) × the lesson price, an ensemble fee, an
 * instrument rental, a 10% sibling discount, "סה"כ לפני מע"מ", VAT, "סה"כ לחיוב", the standing
 * order's charge date and the year's remaining balance.
 */
export const heMusicSchoolMonthly: Layout = {
  id: 'he-music-school-monthly',
  lang: 'he',
  kind: 'services invoice',
  make(rng: Rng) {
    const s = rng.pick(SCHOOLS);
    const vendorTaxId = taxId(rng, true);
    const month = firstOfMonth(randomDate(rng, '2023-09-01', '2026-02-27'));
    const date = firstOfMonth(month, 1);
    const rate = israeliRate(date);
    const kids = rng.some(['נועה', 'איתי', 'מאיה', 'יונתן', 'תמר', 'אורי'], rng.int(1, 2)).map((kid) => {
      const inst = rng.pick(INSTRUMENTS);
      const day = rng.int(0, 6);
      const lessons: string[] = [];
      for (let d = month; d <= lastOfMonth(month); d = new Date(Date.parse(`${d}T00:00:00Z`) + 86400000).toISOString().slice(0, 10)) {
        if (new Date(`${d}T12:00:00Z`).getUTCDay() === day % 5) lessons.push(d);
      }
      const price = rng.pick([14000, 16000, 18500]);
      return { kid, inst, lessons, price, ensemble: rng.chance(0.4) ? 9000 : 0, rental: inst === "צ'לו" || inst === 'כינור' ? 6000 : 0 };
    });
    const lines = kids.map((k) => k.lessons.length * k.price + k.ensemble + k.rental);
    const base = lines.reduce((a, x) => a + x, 0);
    const sibling = kids.length > 1 ? share(lines[1], 10) : 0;
    const net = base - sibling;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `${date.slice(2, 4)}-${String(rng.int(1, 2400)).padStart(4, '0')}`;
    const ds = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const m = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const rows = kids
      .map(
        (
          k,
        ) => `<tr><td><b>${k.kid}</b> – ${k.inst}, שיעור פרטני 45 דק'<br><span class="sm">${k.lessons.map((l) => dt(l, 'dd/mm')).join(', ')}</span></td><td>${k.lessons.length}</td><td>${m(k.price)}</td><td>${m(k.lessons.length * k.price)}</td></tr>
${k.ensemble ? `<tr><td>${k.kid} – הרכב/תזמורת</td><td>1</td><td>${m(k.ensemble)}</td><td>${m(k.ensemble)}</td></tr>` : ''}${k.rental ? `<tr><td>${k.kid} – השכרת ${k.inst}</td><td>1</td><td>${m(k.rental)}</td><td>${m(k.rental)}</td></tr>` : ''}`,
      )
      .join('');
    const body = `<div class="pg"><div class="hd"><div class="clef">𝄞</div><div><h1>${esc(s.name)}</h1><div>${esc(s.addr)} | ח.פ. ${vendorTaxId}</div></div></div>
<div class="meta"><div><h2>חשבונית מס</h2>חשבון מס' <b>${docNo}</b><br>תאריך: ${dt(date, ds)}</div><div>לכבוד: ${rng.pick(['רונית ואבי מזרחי', 'משפחת קורן', 'גלית שמעוני', 'דוד ברגר'])}<br>ת.ז. ${personalId(rng)}<br>חודש החיוב: ${heMonth(month)}</div></div>
<table><tr><th>פירוט</th><th>שיעורים</th><th>מחיר</th><th>סכום</th></tr>${rows}
${sibling ? `<tr><td>הנחת אחים 10%</td><td></td><td></td><td>-${m(sibling)}</td></tr>` : ''}</table>
<table class="t"><tr><td>סה"כ לפני מע"מ</td><td>${m(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${m(vat)}</td></tr><tr class="g"><td>סה"כ לחיוב</td><td>${m(total)} ₪</td></tr></table>
<p>הסכום יחויב בהוראת קבע ב-${heDay(date.slice(0, 8) + '10')} ${dt(date.slice(0, 8) + '10', ds)}. יתרת שכר הלימוד לשנה"ל: ${m(rng.int(20, 90) * 10000)} ₪.<br>קונצרט סוף שנה יתקיים ב-${dt(`${Number(month.slice(5, 7)) >= 9 ? Number(month.slice(0, 4)) + 1 : month.slice(0, 4)}-06-18`, ds)}.</p></div>`;
    const css = `body{font-family:'David CLM',serif;font-size:14px;color:#1b1b2f}
.pg{width:210mm;height:296mm;box-sizing:border-box;padding:14mm 18mm}.hd{display:flex;gap:6mm;align-items:center;border-bottom:3px solid #6a1b9a;padding-bottom:3mm}
.clef{font-size:54px;color:#6a1b9a;font-family:'DejaVu Sans',serif}h1,h2{font-family:'Open Sans',sans-serif;margin:0}h1{font-size:22px}h2{font-size:18px;color:#6a1b9a}
.meta{display:flex;justify-content:space-between;margin:7mm 0;line-height:1.7}table{width:100%;border-collapse:collapse}th{background:#efe6f5;padding:2mm;text-align:right}td{padding:2mm;border-bottom:1px solid #d9cce3;vertical-align:top}
td:nth-child(n+2),th:nth-child(n+2){text-align:left}.sm{font-size:11px;color:#555}.t{width:80mm;margin:5mm auto 0 0}.g td{font-weight:bold;font-size:17px;border-top:2px solid #6a1b9a}p{margin-top:10mm;line-height:1.7}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
