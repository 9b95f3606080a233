import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, share, spacedId } from '../../generalisation/notation';
import { allocation, allocationNeeded, stirred, vendorId } from './extra';

const FIRMS = [
  { head: 'פיגומי הדר', legal: 'פיגומי הדר השכרה והקמה בע"מ', label: 'ח.פ.', company: true, addr: 'אזור תעשייה צפוני, חדרה', color: '#e0a800' },
  { head: "ח'אלד עבאסי - פיגומים ובמות", legal: "ח'אלד עבאסי", label: 'עוסק מורשה', company: false, addr: "רח' אלזיתון 7, טייבה", color: '#c0392b' },
  { head: 'טפסות ופיגומים המרכז', legal: 'טפסות ופיגומים המרכז (1994) בע"מ', label: 'ח"פ', company: true, addr: "רח' המסגר 40, ראשון לציון", color: '#2c6e49' },
];
const BUILDERS = ['אחים ששון בנייה ופיתוח בע"מ', 'קבוצת אלמוג יזמות ובנייה בע"מ', 'י.ר. שיפוצים והנדסה בע"מ', 'נווה גן קבלנות בע"מ'];
const SITES = ['פרויקט "גני הפארק", מגרש 12, נתניה', "בניין מגורים רח' הרצל 88, רחובות", "שיפוץ חזיתות רח' ויצמן 14, כפר סבא", 'בית ספר יסודי "אורנים", אגף חדש, חולון'];

/**
 * A scaffolding rental and erection firm's A4 "חשבונית מס" to a building contractor (Frank Ruehl CLM,
 * Liberation Serif or Noto Serif Hebrew; the firm's name in Aharoni CLM over a hazard-coloured rule): the
 * firm's heading, the legal name or the owner's name with its id (spaced on some), address and mobile; the
 * contractor with a valid ח.פ., the site and "הזמנת עבודה"; "חשבונית מס מספר" (five digits) and "תאריך"
 * (dd/mm/yyyy or "12 במרץ 2025"); "תקופת השכירות" from … to …, delivery notes' numbers; rows: façade
 * scaffolding in m² × days × a daily rate per m², a mobile tower, safety netting, erection and dismantling
 * per m², transport; "סה"כ", a volume discount of 3-7% on some, "סה"כ אחרי הנחה", "מע"מ", "סה"כ לתשלום";
 * "תנאי תשלום: שוטף + 60" and its date; the allocation number when required; a safety inspector's
 * certificate number and date.
 */
export const heScaffoldingRentalInvoice: Layout = {
  id: 'he-scaffolding-rental-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-scaffolding-rental-invoice');
    const f = rng.pick(FIRMS);
    const vendorTaxId = vendorId(f.legal, f.company);
    const date = randomDate(rng, '2024-01-05', '2025-12-15');
    const rate = israeliRate(date);
    const days = rng.int(14, 45);
    const from = addDays(date, -days - rng.int(0, 3));
    const to = addDays(from, days - 1);
    const m2 = rng.int(8, 60) * 10;
    const perM2Day = rng.int(35, 70); // agorot
    const rows: [string, string, string, number][] = [[`פיגום חזית - ${m2} מ"ר × ${days} ימים`, `${m2 * days} מ"ר-יום`, amount(perM2Day), m2 * days * perM2Day]];
    const erect = rng.int(18, 32) * 100;
    rows.push(['הקמה ופירוק פיגום', `${m2} מ"ר`, amount(erect), m2 * erect]);
    if (rng.chance(0.6)) rows.push(['רשת בטיחות / ברזנט', `${m2} מ"ר`, amount(450), m2 * 450]);
    if (rng.chance(0.5)) rows.push([`מגדל נייד אלומיניום × ${days} ימים`, `${days} ימים`, amount(6500), days * 6500]);
    const haul = rng.int(90, 160) * 1000;
    rows.push(['הובלה והחזרה (משאית מנוף)', '2', amount(haul), 2 * haul]);
    const gross = rows.reduce((a, r) => a + r[3], 0);
    const pct = rng.chance(0.5) ? rng.int(3, 7) : 0;
    const disc = share(gross, pct);
    const net = gross - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(10200, 38999));
    const font = rng.pick(['Frank Ruehl CLM', 'Liberation Serif', 'Noto Serif Hebrew']);
    const fmt = rng.pick(['dd/mm/yyyy', 'he'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt === 'he' ? 'dd/mm/yyyy' : fmt)}</bdi>`;
    const custId = taxId(rng, true);
    const notes = Array.from({ length: rng.int(2, 4) }, () => String(rng.int(4000, 9999))).join(', ');
    const alloc = allocationNeeded(date, net) ? `<tr><td>מספר הקצאה</td><td><bdi>${allocation(rng)}</bdi></td></tr>` : '';
    const body = `<div class="h">${esc(f.head)}</div><div class="rule"></div><div class="sub">השכרה, הקמה ופירוק פיגומים · ${esc(f.addr)} · נייד <bdi>${cellular(rng)}</bdi><br>${esc(f.legal)} &nbsp; ${f.label} <bdi>${rng.chance(0.4) ? spacedId(vendorTaxId) : vendorTaxId}</bdi></div>
<div class="cols"><div class="to"><b>לכבוד</b><br>${esc(rng.pick(BUILDERS))}<br>ח.פ. <bdi>${rng.chance(0.4) ? hyphenId(custId) : custId}</bdi><br>אתר: ${esc(rng.pick(SITES))}<br>הזמנת עבודה: <bdi>PO-${rng.digits(5)}</bdi></div>
<table class="doc"><tr><td colspan="2" class="t">חשבונית מס מספר <bdi>${docNo}</bdi></td></tr><tr><td>תאריך</td><td>${fmt === 'he' ? dt(date, 'he') : d(date)}</td></tr><tr><td>תקופת השכירות</td><td>${d(from)} עד ${d(to)}</td></tr><tr><td>תעודות משלוח</td><td><bdi>${notes}</bdi></td></tr>${alloc}</table></div>
<table class="rows"><tr><th>#</th><th>תיאור</th><th>כמות</th><th>מחיר ליח' ₪</th><th>סה"כ ₪</th></tr>${rows.map((r, i) => `<tr><td>${i + 1}</td><td>${r[0]}</td><td>${r[1]}</td><td>${r[2]}</td><td>${amount(r[3])}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ</td><td>${amount(gross)}</td></tr>${pct ? `<tr><td>הנחת כמות ${pct}%</td><td><bdi dir="ltr">-${amount(disc)}</bdi></td></tr><tr><td>סה"כ אחרי הנחה</td><td>${amount(net)}</td></tr>` : ''}<tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr></table>
<div class="terms">תנאי תשלום: שוטף + 60 (עד ${d(addDays(date, 75))}). בהעברה בנקאית לבנק ${rng.pick(['לאומי', 'הפועלים', 'מזרחי טפחות', 'דיסקונט'])}, סניף ${rng.int(100, 999)}, חשבון <bdi>${rng.digits(6)}</bdi>.<br>
הפיגום נבדק ע"י בודק מוסמך, תעודה מס' <bdi>${rng.digits(5)}</bdi> מיום ${d(from)}. חל איסור לשנות את הפיגום ללא אישורנו.</div><div class="sig">חתימה: ____________________</div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:12px;padding:12mm 15mm;color:#111}
.h{font-family:'Aharoni CLM','Noto Sans Hebrew',sans-serif;font-size:30px;font-weight:bold}.rule{height:5mm;margin:2mm 0;background:repeating-linear-gradient(45deg,${f.color} 0 6mm,#111 6mm 12mm)}.sub{font-size:11px;line-height:1.6}
.cols{display:flex;justify-content:space-between;margin:6mm 0;line-height:1.6;gap:8mm}.doc{border:2px solid #111;border-collapse:collapse}.doc td{padding:1.2mm 2.5mm;border-bottom:0.5px solid #999}.doc .t{font-size:15px;font-weight:bold;background:#eee}
.rows{width:100%;border-collapse:collapse}.rows th{background:#111;color:#fff;padding:1.5mm;text-align:right}.rows td{padding:1.5mm;border-bottom:0.5px solid #aaa}.rows td:last-child,.rows th:last-child{text-align:left}
.tot{margin-right:auto;margin-top:4mm;border-collapse:collapse;min-width:70mm}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left}.g td{border-top:2px solid #111;font-weight:bold;font-size:15px}
.terms{margin-top:8mm;font-size:11px;line-height:1.7}.sig{margin-top:10mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: f.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
