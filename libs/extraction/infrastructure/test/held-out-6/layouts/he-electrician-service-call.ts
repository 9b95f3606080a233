import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hhmm, mul, personalId } from '../../generalisation/notation';

const FIRMS = [
  { name: 'א.ש. חשמל ותקשורת בע"מ', company: true, addr: "רח' המסגר 22, חולון" },
  { name: 'יוסי דהן – חשמלאי מוסמך', company: false, addr: 'מושב בית עוזיאל 41' },
  { name: 'וולט פלוס שירותי חשמל בע"מ', company: true, addr: "רח' החרושת 6, באר שבע" },
  { name: 'רמי נסים עבודות חשמל', company: false, addr: "רח' הגפן 3, עפולה" },
];
const PARTS: [string, number][] = [
  ['מפסק פחת 40A 4P', 34500],
  ['מאמ"ת 16A', 3800],
  ['שקע כפול מוגן מים', 4200],
  ['גוף תאורה לד 18W', 8900],
  ['כבל 2.5 ממ"ר (מטר)', 550],
  ['קופסת חיבורים', 1200],
  ['ממסר זמן לדוד', 16500],
  ['מפסק תאורה כפול', 2900],
];
const WORK = ['איתור תקלה – קפיצת פחת', 'החלפת לוח חשמל ביתי', 'התקנת נקודות חשמל במטבח', 'בדיקת הארקה ומדידת לולאה', 'התקנת שעון שבת לדוד'];

/**
 * An electrician's service-call invoice (A4, Nachlieli or Noto Sans Hebrew) headed by a lightning
 * bar: the firm or the licensed electrician, the licence number, "חשבונית מס מס'" with a five- or
 * six-digit number, "תאריך חשבונית", the call's own date and time window, the client and their
 * personal id, the job address, the fault found, a visit fee, labour hours × hourly rate, parts
 * with quantities (cable by the metre), "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום" and a 12-month
 * warranty to a later date.
 */
export const heElectricianServiceCall: Layout = {
  id: 'he-electrician-service-call',
  lang: 'he',
  kind: 'services invoice',
  make(rng: Rng) {
    const f = rng.pick(FIRMS);
    const vendorTaxId = taxId(rng, f.company);
    const date = randomDate(rng, '2023-06-04', '2026-03-26');
    const rate = israeliRate(date);
    const callDate = addDays(date, -rng.int(0, 5));
    const visit = rng.pick([25000, 30000, 35000]);
    const hours = rng.int(2, 12) / 2;
    const hourly = rng.pick([22000, 25000, 28000]);
    const labour = mul(hours, hourly);
    const parts = rng.some(PARTS, rng.int(1, 4)).map(([name, u]) => ({ name, u, q: u < 1000 ? rng.int(5, 40) : rng.int(1, 4) }));
    const net = visit + labour + parts.reduce((a, p) => a + p.u * p.q, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(2000, 240000));
    const ds = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const m = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const start = rng.int(16, 34) * 30;
    const font = rng.pick(['Nachlieli CLM', 'Noto Sans Hebrew']);
    const body = `<div class="pg"><div class="bar">⚡</div><div class="hd"><div><h1>${esc(f.name)}</h1><div>${esc(f.addr)} · נייד ${cellular(rng)}</div><div>רישיון חשמלאי ${rng.pick(['ראשי', 'מוסמך', 'בודק סוג 3'])} מס' ${rng.digits(6)}</div></div>
<div class="id">${f.company ? 'ח.פ.' : 'עוסק מורשה'}<br><b>${vendorTaxId}</b></div></div>
<div class="doc"><span>חשבונית מס מס' <b>${docNo}</b></span><span>תאריך חשבונית: ${dt(date, ds)}</span><span>מקור</span></div>
<div class="cl"><div>לכבוד: ${rng.pick(['משפחת אברהמי', "גב' אסתר ויס", 'מר חיים לוי', "ועד הבית רח' הדקל 4"])}, ת.ז. ${personalId(rng)}</div><div>כתובת העבודה: ${rng.pick(["רח' הדקל 4 דירה 7", "רח' סוקולוב 55", 'שכונת הפרחים 12'])}</div>
<div>קריאת שירות מס' ${rng.digits(4)} מתאריך ${dt(callDate, ds)}, הגעה ${hhmm(start)}–${hhmm(start + Math.ceil(hours) * 60 + 30)}</div><div>ממצא: ${esc(rng.pick(WORK))}</div></div>
<table><tr><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
<tr><td>ביקור טכנאי</td><td>1</td><td>${m(visit)}</td><td>${m(visit)}</td></tr>
<tr><td>שעות עבודה</td><td>${hours}</td><td>${m(hourly)}</td><td>${m(labour)}</td></tr>
${parts.map((p) => `<tr><td>${esc(p.name)}</td><td>${p.q}</td><td>${m(p.u)}</td><td>${m(p.u * p.q)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>סה"כ לפני מע"מ</td><td>${m(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${m(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>₪ ${m(total)}</td></tr></table>
<p>אחריות על העבודה והחלקים ל-12 חודשים, עד ${dt(addDays(date, 365), ds)}. התשלום בהעברה בנקאית או בצ'ק תוך 14 יום.</p></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:13px;color:#222}
.pg{width:210mm;height:296mm;box-sizing:border-box;padding:0 16mm 14mm}.bar{background:#f5c400;height:12mm;font-size:30px;line-height:12mm;padding:0 4mm;margin:0 -16mm 6mm}
.hd{display:flex;justify-content:space-between}h1{font-size:23px;margin:0 0 1mm}.id{border:2px solid #222;padding:2mm 5mm;text-align:center;height:fit-content}
.doc{display:flex;justify-content:space-between;background:#222;color:#fff;padding:2.5mm 4mm;margin:7mm 0 4mm;font-size:15px}.cl{line-height:1.7}
table{width:100%;border-collapse:collapse;margin-top:5mm}th{background:#eee;padding:2mm;text-align:right}td{padding:2mm;border-bottom:1px solid #ccc}
td:nth-child(n+2),th:nth-child(n+2){text-align:left}.t{width:80mm;margin-right:auto}.g td{font-weight:bold;font-size:16px;border-top:2px solid #222}p{margin-top:10mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: f.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
