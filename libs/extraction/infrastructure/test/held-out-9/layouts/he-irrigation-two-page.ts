import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, lastOfMonth, share } from '../../generalisation/notation';
import { registeredId } from './extra';

const SUPPLIERS = [
  { name: 'טל-עמק אביזרי השקיה (1996) בע"מ', addr: 'אזור תעשייה צמח, עמק הירדן', color: '#2e7d32' },
  { name: 'השקיה ירוקה מרכז ציוד חקלאי בע"מ', addr: "רח' המלאכה 7, קריית מלאכי", color: '#00695c' },
  { name: 'צינורות הנגב שיווק והפצה בע"מ', addr: 'פארק תעשיות עידן הנגב, רהט', color: '#5d4037' },
];
const CUSTOMERS = [
  'מושב בית עזרא - מושב עובדים להתיישבות חקלאית שיתופית בע"מ',
  'כפר יהושע אגודה שיתופית חקלאית בע"מ',
  'קיבוץ עין הנציב - אגודה שיתופית חקלאית',
  'מושב גבעת חן אגודה חקלאית שיתופית בע"מ',
];
/** Description, unit, price range in agorot, quantity range. */
const ITEMS: [string, string, [number, number], [number, number]][] = [
  ['צינור טפטוף 16 מ"מ 2 ל"ש כל 30 ס"מ', "גליל 400 מ'", [38000, 52000], [2, 30]],
  ['צינור פוליאתילן 32 מ"מ דרג 6', 'מטר', [420, 680], [50, 600]],
  ['צינור PVC 63 מ"מ דרג 10', 'מטר', [1400, 2200], [12, 120]],
  ['מחבר שן 16 מ"מ', "יח'", [45, 90], [100, 1200]],
  ['סוף קו 16 מ"מ', "יח'", [60, 120], [50, 600]],
  ['ברז כדורי 2"', "יח'", [8500, 14000], [1, 12]],
  ['מסנן דיסקים 2" 120 מש', "יח'", [42000, 69000], [1, 4]],
  ['ברז הידראולי 3"', "יח'", [64000, 98000], [1, 6]],
  ['מחשב השקיה 6 תחנות', "יח'", [145000, 230000], [1, 2]],
  ['ממטיר סיבובי 5 מ"מ', "יח'", [600, 1400], [20, 300]],
  ['מתז מיני 40 ל"ש', "יח'", [180, 340], [50, 800]],
  ['מקטין לחץ 1"', "יח'", [12000, 21000], [1, 10]],
  ['שסתום אוויר 1"', "יח'", [5500, 9500], [1, 16]],
  ['מד מים 2" וולטמן', "יח'", [95000, 150000], [1, 3]],
  ['מזרק דשן ונטורי 1"', "יח'", [26000, 42000], [1, 4]],
  ["דשן נוזלי 6-6-6 מיכל 20 ל'", 'מיכל', [9500, 16000], [2, 40]],
  ['אוכף 63X3/4', "יח'", [900, 1600], [4, 60]],
  ['ברך PE 32 מ"מ', "יח'", [600, 1100], [5, 80]],
  ['טי PE 25 מ"מ', "יח'", [500, 900], [5, 80]],
  ['כבל פיקוד 4 גידים', 'מטר', [350, 600], [50, 500]],
  ['סולנואיד 24V', "יח'", [14000, 23000], [1, 12]],
  ['צינורית 4 מ"מ', 'מטר', [35, 70], [100, 1000]],
  ['מחבר ישר 32 מ"מ', "יח'", [700, 1300], [5, 60]],
  ['טבעת חיזוק נירוסטה 2"', "יח'", [1200, 2400], [2, 40]],
];

/**
 * An irrigation equipment supplier's two-page A4 "חשבונית מס" to a moshav or kibbutz cooperative
 * (Noto Sans Hebrew or David CLM; the name in Aharoni CLM): the full letterhead and the document box
 * ("מס'" seven digits, "תאריך" dd.mm.yyyy, "עמוד 1 מתוך 2") on page 1 only, the cooperative with its
 * own valid id (57…), purchase order, two delivery notes and their earlier dates, the agent,
 * "שוטף + 60" with the due date; 39-46 rows of catalogue number, description, unit, quantity, unit
 * price and amount, each with its delivery note; "סה"כ ביניים עמוד 1" and "המשך בעמוד הבא" at the
 * foot of page 1, a short header and "יתרה מעמוד 1" on page 2, transport, a general discount on
 * some, "סה"כ לפני מע"מ", VAT, "סה"כ כולל מע"מ", the bank details.
 */
export const heIrrigationTwoPage: Layout = {
  id: 'he-irrigation-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const notes = [rng.int(20000, 89999), 0];
    notes[1] = notes[0] + rng.int(3, 40);
    const noteDates = [addDays(date, -rng.int(8, 20)), addDays(date, -rng.int(1, 7))];
    const n = rng.int(39, 46);
    const first = 35;
    const rows = Array.from({ length: n }, (_, i) => {
      const [desc, unit, price, qty] = rng.pick(ITEMS);
      const p = rng.int(price[0], price[1]);
      const q = rng.int(qty[0], qty[1]);
      return { code: `${rng.pick(['10', '22', '31', '47'])}${rng.digits(4)}`, desc, unit, p, q, sum: p * q, note: i < n / 2 ? notes[0] : notes[1] };
    });
    const p1 = rows.slice(0, first);
    const p2 = rows.slice(first);
    const page1Sum = p1.reduce((a, r) => a + r.sum, 0);
    const lines = rows.reduce((a, r) => a + r.sum, 0);
    const transport = rng.pick([35000, 48000, 65000]);
    const discPct = rng.chance(0.5) ? rng.pick([3, 5]) : 0;
    const disc = discPct ? share(lines, discPct) : 0;
    const net = lines + transport - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(3000000, 3999999));
    const font = rng.pick(['Noto Sans Hebrew', 'David CLM']);
    const idShown = rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId;
    const th = `<tr><th>#</th><th>מק"ט</th><th>תיאור</th><th>ת.מ.</th><th>יחידה</th><th>כמות</th><th>מחיר ליח'</th><th>סכום</th></tr>`;
    const tr = (r: (typeof rows)[number], i: number) =>
      `<tr><td>${i + 1}</td><td>${r.code}</td><td>${esc(r.desc)}</td><td>${r.note}</td><td>${esc(r.unit)}</td><td>${r.q}</td><td>${amount(r.p)}</td><td>${amount(r.sum)}</td></tr>`;
    const page1 = `<div class="page"><div class="lh"><div><div class="n">${esc(s.name)}</div><div>ציוד ומערכות השקיה לחקלאות ולנוף</div><div>${esc(s.addr)} · טל' ${landline(rng)} · פקס ${landline(rng)}</div><div>ח.פ. ${idShown}</div></div>
<div class="box"><div class="h">חשבונית מס</div><div>מס' <b>${docNo}</b></div><div>תאריך: ${dt(date, 'dd.mm.yyyy')}</div><div>עמוד 1 מתוך 2</div><div class="orig">מקור</div></div></div>
<div class="cust"><div><b>לכבוד:</b> ${esc(rng.pick(CUSTOMERS))}<br>ח.פ. ${registeredId(rng, '57')} · מרכז משק: ${cellular(rng)}</div>
<div>הזמנת רכש: ${rng.digits(5)}<br>תעודות משלוח: ${notes[0]} (${dt(noteDates[0], 'dd.mm.yy')}), ${notes[1]} (${dt(noteDates[1], 'dd.mm.yy')})<br>סוכן: ${esc(rng.pick(['אבנר', 'זיו', 'חאלד', 'מירב']))} · תנאי תשלום: שוטף + 60</div></div>
<table class="it">${th}${p1.map(tr).join('')}<tr class="cf"><td colspan="7">סה"כ ביניים עמוד 1</td><td>${amount(page1Sum)}</td></tr></table><div class="more">המשך בעמוד הבא ←</div></div>`;
    const page2 = `<div class="page"><div class="lh2"><b>${esc(s.name)}</b><span>חשבונית מס ${docNo} (המשך) · עמוד 2 מתוך 2</span></div>
<table class="it">${th}<tr class="cf"><td colspan="7">יתרה מעמוד 1</td><td>${amount(page1Sum)}</td></tr>${p2.map((r, i) => tr(r, i + first)).join('')}</table>
<table class="tot"><tr><td>סה"כ שורות</td><td>${amount(lines)}</td></tr><tr><td>הובלה ופריקה במשק</td><td>${amount(transport)}</td></tr>${disc ? `<tr><td>הנחה כללית ${discPct}% (על השורות)</td><td>-${amount(disc)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ כולל מע"מ</td><td>₪ ${amount(total)}</td></tr></table>
<div class="pay">מועד פירעון: ${dt(addDays(lastOfMonth(date), 60), 'dd.mm.yyyy')} · העברה לבנק ${rng.pick(['לאומי (10)', 'הפועלים (12)', 'דיסקונט (11)', 'מזרחי טפחות (20)'])}, סניף ${rng.int(100, 999)}, חשבון ${rng.digits(6)}</div>
<div class="sm">הסחורה נשארת בבעלות הספק עד לפירעון המלא. אחריות יצרן על מחשבי השקיה: 24 חודשים. קיבלתי את הסחורה בשלמותה: ____________</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px;color:#000}.page{height:296mm;box-sizing:border-box;padding:10mm 12mm;overflow:hidden}.page+.page{page-break-before:always}
.lh{display:flex;justify-content:space-between;border-bottom:4px double ${s.color};padding-bottom:2mm}.n{font-family:'Aharoni CLM',sans-serif;font-size:21px;color:${s.color}}.box{border:2px solid ${s.color};padding:2mm 4mm;min-width:45mm;position:relative}
.h{font-size:17px;font-weight:bold}.orig{position:absolute;top:2mm;left:3mm;border:1px solid #000;padding:0 2mm;font-weight:bold}.cust{display:flex;justify-content:space-between;gap:6mm;margin:3mm 0;padding:2mm 3mm;border:1px solid #999}
table{border-collapse:collapse;width:100%}.it th{background:${s.color};color:#fff;font-weight:normal;padding:1mm}.it td{border-bottom:1px solid #ccc;padding:0.8mm 1mm;text-align:center}.it td:nth-child(3){text-align:right}.it td:last-child{text-align:left}
.cf td{background:#e8efe8;font-weight:bold;text-align:right}.cf td:last-child{text-align:left}.more{text-align:left;margin-top:2mm;font-weight:bold}.lh2{display:flex;justify-content:space-between;border-bottom:2px solid ${s.color};padding-bottom:1.5mm;margin-bottom:3mm;font-size:12px}
.tot{width:90mm;margin:5mm auto 4mm 0}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #000}.pay{margin:3mm 0;padding:2mm;background:#f2f2f2}.sm{font-size:9.5px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
