import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hhmm, personalId, sh } from '../../generalisation/notation';

const SCHOOLS = [
  { name: 'בית הספר לנהיגה "נתיב בטוח"', owner: 'יוסי אלמוג', company: false, city: 'נתניה' },
  { name: 'אורות – לימוד נהיגה בע"מ', owner: '', company: true, city: 'באר שבע' },
  { name: 'הגה ישיר לימוד נהיגה', owner: 'רונית בן שושן', company: false, city: 'מודיעין' },
  { name: 'בית ספר לנהיגה ע. חורי', owner: 'עאדל חורי', company: false, city: 'נצרת' },
];

/**
 * A driving school's tax invoice-receipt on A5 (Noto Sans Hebrew or Aharoni headings over David):
 * the school's name in a rounded box with a road stripe, an owner's name under it, "חשבונית מס
 * קבלה" with a four-digit number, the student's name, valid ת.ז. and mobile, the licence class, the
 * green-form (theory) number, a table of lessons on their own earlier dates and times (40 minutes
 * each, a double lesson counted twice), an internal test, net, VAT added, the total, the payment
 * (Bit, transfer or cash) and a note that the licensing office's test fee is paid separately.
 */
export const heDrivingSchoolReceipt: Layout = {
  id: 'he-driving-school-receipt',
  lang: 'he',
  kind: 'services receipt',
  make(rng: Rng) {
    const s = rng.pick(SCHOOLS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-15', '2026-03-20');
    const rate = israeliRate(date);
    const docNo = String(rng.int(120, 2400)).padStart(4, '0');
    const price = rng.pick([15500, 16000, 16900, 17500, 18500]);
    const count = rng.int(3, 8);
    const lessons: { date: string; at: number; units: number }[] = [];
    let d = addDays(date, -rng.int(18, 40));
    for (let i = 0; i < count; i++) {
      d = addDays(d, rng.int(2, 5));
      if (d > date) d = date;
      lessons.push({ date: d, at: rng.int(7 * 4, 19 * 4) * 15, units: rng.chance(0.3) ? 2 : 1 });
    }
    const units = lessons.reduce((a, l) => a + l.units, 0);
    const internal = rng.chance(0.5) ? rng.pick([25000, 28000, 30000]) : 0;
    const net = units * price + internal;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const ds = rng.pick(['dd/mm/yyyy', 'd.m.yy', 'dd.mm.yyyy'] as const);
    const m = (c: number) => sh(c, 'x');
    const rows = lessons
      .map(
        (l, i) =>
          `<tr><td>${i + 1}</td><td>${dt(l.date, ds)}</td><td>${hhmm(l.at)}</td><td>${l.units === 2 ? 'שיעור כפול' : 'שיעור נהיגה'} (${l.units * 40} דק')</td><td>${l.units}</td><td>${m(price)}</td><td>${m(l.units * price)}</td></tr>`,
      )
      .join('');
    const pay = rng.pick(['ביט', 'העברה בנקאית', 'מזומן', 'פייבוקס']);
    const body = `<div class="p">
<div class="hd"><div class="nm">${esc(s.name)}</div>${s.owner ? `<div class="ow">${esc(s.owner)} – מורה מוסמך/ת משרד התחבורה</div>` : ''}<div class="road"></div>
<div class="sm">${esc(s.city)} · ${cellular(rng)} · ${s.company ? 'ח.פ.' : 'ע.מ.'} ${vendorTaxId}</div></div>
<div class="t">חשבונית מס קבלה <span>מס' ${docNo}</span></div>
<div class="g"><div>תאריך: <b>${dt(date, ds)}</b></div><div>דרגת רישיון: ${rng.pick(['B', 'B (אוטומט)', 'A2', 'C1'])}</div>
<div>שם התלמיד/ה: ${rng.pick(['נועה שטרן', 'עומר קליין', 'מאיה אבוטבול', 'דניאל רוזנברג', 'לין סעדי', 'איתי חן'])}</div><div>ת.ז.: ${personalId(rng)}</div>
<div>נייד: ${cellular(rng)}</div><div>מס' טופס ירוק: ${rng.digits(8)}</div></div>
<table><tr><th>#</th><th>תאריך</th><th>שעה</th><th>פירוט</th><th>יח'</th><th>מחיר</th><th>סה"כ</th></tr>${rows}
${internal ? `<tr><td>${lessons.length + 1}</td><td>${dt(date, ds)}</td><td></td><td>טסט פנימי</td><td>1</td><td>${m(internal)}</td><td>${m(internal)}</td></tr>` : ''}</table>
<div class="sum"><div><span>סה"כ לפני מע"מ</span><span>${m(net)}</span></div><div><span>מע"מ ${rate}%</span><span>${m(vat)}</span></div>
<div class="tot"><span>סה"כ ששולם</span><span>${sh(total, rng.pick(['₪x', 'x ₪', 'x ש"ח'] as const))}</span></div></div>
<div class="pay">אמצעי תשלום: ${pay} · ${dt(date, ds)} · ${m(total)}</div>
<p class="n">אגרת המבחן המעשי (${sh(rng.pick([7300, 7400, 7700]), 'x ₪')}) משולמת בנפרד בבנק הדואר. מבחן מעשי מתוכנן: ${dt(addDays(date, rng.int(7, 30)), ds)}.</p>
<div class="sig">חתימה: ____________</div>
</div>`;
    const head = rng.pick(['Aharoni CLM', 'Noto Sans Hebrew']);
    const css = `body{font-family:'David CLM','Noto Serif Hebrew',serif;font-size:12.5px;color:#1a1a1a}
.p{width:148mm;height:209mm;box-sizing:border-box;padding:9mm 10mm}
.hd{border:2px solid #14406b;border-radius:5mm;padding:3mm;text-align:center}
.nm{font-family:'${head}';font-size:21px;font-weight:bold;color:#14406b}
.ow{font-size:12px}.sm{font-size:11px}
.road{height:3mm;margin:2mm 10mm;background:repeating-linear-gradient(90deg,#333 0 8mm,#fff 8mm 12mm);border-top:1px solid #333;border-bottom:1px solid #333}
.t{font-family:'${head}';font-size:17px;font-weight:bold;margin:4mm 0 2mm}.t span{color:#b00}
.g{display:grid;grid-template-columns:1fr 1fr;gap:1mm 6mm;margin-bottom:3mm}
table{width:100%;border-collapse:collapse;font-size:11.5px}th{background:#e3ebf3;border:1px solid #8aa}td{border:1px solid #bbb;padding:0.8mm 1.2mm;text-align:center}
.sum{width:60%;margin:3mm auto 0 0}.sum div{display:flex;justify-content:space-between;padding:0.6mm 0}
.tot{font-weight:bold;font-size:15px;border-top:2px solid #14406b}
.pay{margin-top:3mm}.n{font-size:10.5px;color:#444}.sig{margin-top:6mm}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.owner || s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
