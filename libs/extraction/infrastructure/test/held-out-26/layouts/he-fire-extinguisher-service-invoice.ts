import { addDays, amount, checkDigit, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, lastOfMonth } from '../../generalisation/notation';
import { add, allocation, dated, lr, taxOn, vid } from './extra';

const ID = 'he-fire-extinguisher-service-invoice';
const FIRMS = [
  { brand: '', legal: 'מגן אש בטיחות בע"מ', company: true, label: 'ח.פ.' },
  { brand: 'כבאי הצפון', legal: "ג'מאל חורי", company: false, label: "עוסק מורשה מס'" },
  { brand: '', legal: 'ספרינקל שירותי כיבוי אש בע"מ', company: true, label: 'ח"פ' },
];
const WORKS: [string, string, number, number, number][] = [
  ['בדיקה תקופתית – מטף אבקה 6 ק"ג', "יח'", 2, 24, 1800],
  ['בדיקה תקופתית – מטף CO2 5 ק"ג', "יח'", 1, 8, 2500],
  ['מילוי מטף אבקה 6 ק"ג', "יח'", 1, 6, 6500],
  ['מילוי מטף CO2 2 ק"ג', "יח'", 1, 4, 9000],
  ['החלפת מטף – מטף חדש 6 ק"ג כולל תלייה', "יח'", 1, 3, 21000],
  ['בדיקת גלגלון כיבוי', "יח'", 1, 10, 3500],
  ['בדיקת ברז כיבוי (הידרנט) ולחץ', "יח'", 1, 4, 12000],
  ['שלט "מטף" פולט אור', "יח'", 1, 12, 1500],
  ['ביקור טכנאי ונסיעות', 'ביקור', 1, 1, 25000],
];
const CLIENTS: { name: string; kind: 'co' | 'ar' }[] = [
  { name: "נציגות הבית המשותף רח' הגפן 12", kind: 'ar' },
  { name: 'מפעל פלסטיקה עמק חפר בע"מ', kind: 'co' },
  { name: 'עמותת בית ספר דרור לאמנויות', kind: 'ar' },
  { name: 'מרכז מסחרי הדקלים בע"מ', kind: 'co' },
];

/** A fire-extinguisher service firm's A4 tax invoice in red: the site visited and its visit date, a certificate number and the next inspection a year on, extinguishers checked, refilled and replaced, hose reels and hydrants, net, VAT and total, terms. */
export const heFireExtinguisherServiceInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { date } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const f = rng.pick(FIRMS);
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const visit = addDays(date, -rng.int(1, 12));
    const works = rng.some(WORKS.slice(0, 8), rng.int(3, 6)).concat(rng.chance(0.7) ? [WORKS[8]] : []);
    const lines = works.map(([name, unit, lo, hi, u]) => ({ name, unit, q: rng.int(lo, hi), u }));
    const net = add(lines.map((l) => l.q * l.u));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const c = rng.pick(CLIENTS);
    const cBase = c.kind === 'ar' ? `58${rng.digits(6)}` : `51${rng.digits(6)}`;
    const cId = cBase + checkDigit(cBase);
    const docNo = rng.pick([() => String(rng.int(5000, 5999)), () => `FS-${date.slice(2, 4)}-${String(rng.int(1, 999)).padStart(4, '0')}`, () => `000${rng.int(100, 999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'he', 'dd.mm.yyyy'] as const);
    const font = rng.pick(["'Nachlieli CLM'", "'Noto Sans Hebrew'", "'Liberation Sans'"]);
    const headFont = rng.pick(["'Frank Ruehl CLM'", "'Aharoni CLM'", "'Drugulin CLM'"]);
    const terms = rng.pick([30, 45, 60]);
    const alloc = allocation(rng, date, net);
    const cert = `${rng.int(10, 99)}-${rng.int(10000, 99999)}`;
    const body = `<div class="head"><svg width="46" height="60" viewBox="0 0 46 60"><rect x="10" y="14" width="24" height="42" rx="8" fill="#c1121f"/><rect x="16" y="6" width="12" height="9" fill="#333"/><path d="M28 9 h12 l-3 8" fill="none" stroke="#333" stroke-width="3"/><rect x="14" y="28" width="16" height="12" fill="#fff"/></svg>
<div class="hn"><div class="nm">${esc(f.brand || f.legal)}</div>${f.brand ? `<div class="own">${esc(f.legal)}</div>` : ''}<div>שירותי כיבוי אש ובטיחות · מורשה מכון התקנים</div><div>${f.label} ${lr(f.company && rng.chance(0.5) ? hyphenId(id) : id)} · ${lr(`04-${rng.int(8000000, 8999999)}`)} · ${lr(`05${rng.int(0, 8)}-${rng.int(1000000, 9999999)}`)}</div></div></div>
<div class="row"><div class="to"><b>לכבוד</b><br>${esc(c.name)}<br>${c.kind === 'ar' ? 'מס\' עמותה / ע"ר' : 'ח.פ.'} ${lr(cId)}<br>אתר: ${rng.pick(['רחובות', 'חדרה', 'נתניה', 'עכו', 'לוד'])}</div>
<div class="doc"><div class="dt">חשבונית מס</div><div>מספר: <b>${lr(docNo)}</b></div><div>תאריך: ${fmt === 'he' ? dt(date, fmt) : lr(dt(date, fmt))}</div>${alloc ? `<div>מס' הקצאה: ${lr(alloc)}</div>` : ''}<div>מקור</div></div></div>
<table class="facts"><tr><td>תאריך הביקור</td><td>${lr(dt(visit, 'dd/mm/yyyy'))}</td><td>הזמנת עבודה</td><td>${lr(String(rng.int(2000, 4999)))}</td></tr><tr><td>תעודת בדיקה</td><td>${lr(cert)}</td><td>הבדיקה הבאה</td><td>${lr(dt(addDays(visit, 365), 'dd/mm/yyyy'))}</td></tr></table>
<table class="it"><tr><th>#</th><th>תיאור העבודה</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${lines.map((l, i) => `<tr><td>${i + 1}</td><td>${esc(l.name)}</td><td>${l.unit}</td><td>${l.q}</td><td>${amount(l.u)}</td><td>${amount(l.q * l.u)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table>
<p>תנאי תשלום: שוטף + ${terms} (עד ${lr(dt(addDays(lastOfMonth(date), terms), 'dd/mm/yyyy'))}). ניתן לשלם בהעברה בנקאית או בשיק לפקודת ${esc(f.legal)}.</p>
<p class="sm">המטפים נבדקו לפי ת"י 129 חלק 2. מטף שנמצא פגום סומן בתווית אדומה והוצא משימוש. אחריות על מילוי: 12 חודשים.</p>
<div class="sig"><span>חתימת הטכנאי: ____________</span><span>חתימת נציג הלקוח: ____________</span></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;padding:14mm 16mm;color:#1b1b1b}.head{display:flex;gap:4mm;align-items:center;border-bottom:3px solid #c1121f;padding-bottom:3mm}
.nm{font-family:${headFont},serif;font-size:26px;color:#c1121f;font-weight:bold}.own{font-size:14px;font-weight:bold}.row{display:flex;justify-content:space-between;margin:6mm 0}.to{line-height:1.6}
.doc{border:2px solid #c1121f;padding:2mm 5mm;min-width:55mm;line-height:1.7}.dt{font-size:17px;font-weight:bold;color:#c1121f}table{border-collapse:collapse;width:100%}.facts td{border:1px solid #e3b5b8;padding:1.5mm 2mm}.facts td:nth-child(odd){background:#fbeced}
.it{margin-top:5mm}.it th{background:#c1121f;color:#fff;padding:1.5mm;text-align:right}.it td{padding:1.5mm;border-bottom:1px solid #ddd}.it td:nth-child(n+4){text-align:left}
.tot{width:80mm;margin:5mm auto 0 0}.tot td{padding:1.2mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:2px solid #000}.sm{font-size:9.5px;color:#555}.sig{display:flex;justify-content:space-between;margin-top:14mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
