import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, share, spacedId } from '../../generalisation/notation';
import { ltr, ownId, stirred } from './extra';

const SHOPS = [
  {
    brand: 'נגריית האלון',
    head: 'אבי מזרחי – נגרות אומן',
    legal: 'אבי מזרחי – נגרות אומן',
    label: 'עוסק מורשה',
    company: false,
    id: 'plain',
    addr: "אזור התעשייה הצפוני, רח' המלאכה 14, עפולה",
    num: (rng: Rng) => String(rng.int(1200, 1990)),
  },
  {
    brand: 'מטבחי עץ זית',
    head: 'חסן אבו ריא',
    legal: 'חסן אבו ריא',
    label: 'ע.מ.',
    company: false,
    id: 'spaced',
    addr: "סח'נין, אזור התעשייה, ת.ד. 512",
    num: (rng: Rng, y: string) => `${y}-${String(rng.int(1, 480)).padStart(4, '0')}`,
  },
  {
    brand: 'עמרם מטבחים',
    head: 'עמרם מטבחים ונגרות בע"מ',
    legal: 'עמרם מטבחים ונגרות בע"מ',
    label: 'ח.פ.',
    company: true,
    id: 'hyphen',
    addr: "רח' הסדנאות 3, הרצליה פיתוח",
    num: (rng: Rng) => `AK${rng.int(20000, 45999)}`,
  },
] as const;

const CUSTOMERS = [
  { name: 'משפחת לוינסון', kind: 'person' },
  { name: 'נוי ויונתן אשכנזי', kind: 'person' },
  { name: 'בוטיק יזמות מגורים בע"מ', kind: 'company' },
  { name: 'סהר ואלון דוד', kind: 'person' },
  { name: 'וילות הגליל פרויקטים בע"מ', kind: 'company' },
] as const;

// work, unit, price per unit before VAT in agorot, quantity range (tenths for metres)
const WORK: [string, string, number, [number, number]][] = [
  ['ארונות תחתונים, פורמייקה מט, טריקה שקטה', "מ' אורך", 320000, [25, 55]],
  ['ארונות עליונים עד התקרה', "מ' אורך", 260000, [20, 45]],
  ['משטח קוורץ 2 ס"מ כולל חיתוך כיור וכיריים', "מ' אורך", 210000, [25, 55]],
  ['מזווה נשלף 30 ס"מ', "יח'", 280000, [10, 10]],
  ['מגירות פנימיות עם טריקה שקטה', "יח'", 42000, [20, 60]],
  ['ידיות אלומיניום שקועות', "מ'", 18000, [40, 120]],
  ['תאורת לד מתחת לעליונים כולל שנאי', 'קומפלט', 95000, [10, 10]],
  ['פינת אוכל - ספסל אלון מלא', "יח'", 480000, [10, 10]],
  ['פירוק מטבח קיים ופינוי', 'קומפלט', 120000, [10, 10]],
  ['הובלה והרכבה באתר', 'קומפלט', 150000, [10, 10]],
];

/**
 * A kitchen carpentry workshop's tax invoice on A4 (David CLM, Noto Serif Hebrew or URW Bookman with Frank Ruehl
 * CLM; the brand in Drugulin CLM over a drawn saw-tooth rule in wood brown): a carpenter's own name with his trade
 * after a dash ("אבי מזרחי – נגרות אומן") and "עוסק מורשה", a brand over the owner's name with "ע.מ." (spaced), or
 * a company with "ח.פ." (hyphenated); "חשבונית מס" or "חשבונית מס / קבלה" framed, "מס'" ("1476", "24-0137",
 * "AK31844"), "תאריך", the quote it follows ("הצעת מחיר" with its number and date) and the installation's date;
 * "לכבוד" a family with a valid ת.ז. or a developer with its ח.פ.; works in metres or units; "סה"כ", a discount
 * agreed on some, "סה"כ לפני מע"מ", "מע"מ", "סה"כ כולל מע"מ"; the advance already paid with its date and the
 * balance printed after the total; a five-year warranty on the carcasses.
 */
export const heKitchenCarpentryInvoice: Layout = {
  id: 'he-kitchen-carpentry-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-kitchen-carpentry-invoice');
    const s = rng.pick(SHOPS);
    const vendorTaxId = ownId(s.legal, s.company);
    const date = randomDate(rng, '2023-06-15', '2026-03-20');
    const rate = israeliRate(date);
    const picked = [WORK[0], WORK[2], ...rng.some(WORK.slice(3), rng.int(2, 5))];
    if (rng.chance(0.7)) picked.splice(1, 0, WORK[1]);
    const rows = picked.map(([name, unit, price, [a, b]]) => {
      const metres = unit.startsWith("מ'");
      const q = metres ? rng.int(a, b) / 10 : Math.round(rng.int(a, b) / 10);
      return { name, unit, price, q, sum: Math.round(q * price) };
    });
    const lines = rows.reduce((a, r) => a + r.sum, 0);
    const discPct = rng.chance(0.4) ? rng.pick([3, 5, 7]) : 0;
    const disc = share(lines, discPct);
    const net = lines - disc;
    const vat = vatOfNet(net, rate);
    const gross = net + vat;
    const docNo = s.num(rng, date.slice(2, 4));
    const receipt = rng.chance(0.5);
    const c = rng.pick(CUSTOMERS);
    const cId = c.kind === 'company' ? taxId(rng, true) : personalId(rng);
    const font = rng.pick(['David CLM', 'Noto Serif Hebrew', 'URW Bookman']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'dd/mm/yy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const quoteDate = addDays(date, -rng.int(40, 110));
    const install = addDays(date, -rng.int(0, 6));
    const advance = Math.round((gross * rng.pick([30, 40, 50])) / 100 / 1000) * 1000;
    const idText = s.id === 'spaced' ? spacedId(vendorTaxId) : s.id === 'hyphen' ? hyphenId(vendorTaxId) : vendorTaxId;
    const qty = (q: number, unit: string) => (unit.startsWith("מ'") ? q.toFixed(1) : String(q));
    const table = rows
      .map((r, i) => `<tr><td>${i + 1}</td><td>${esc(r.name)}</td><td>${r.unit}</td><td>${qty(r.q, r.unit)}</td><td>${amount(r.price)}</td><td>${amount(r.sum)}</td></tr>`)
      .join('');
    const saw = `<svg width="100%" height="10" preserveAspectRatio="none" viewBox="0 0 200 10"><polyline points="${Array.from({ length: 41 }, (_, i) => `${i * 5},${i % 2 ? 0 : 10}`).join(' ')}" fill="#7a4a21"/></svg>`;
    const ownerLine = `<div class="owner">${esc(s.head)}</div>`;
    const body = `<div class="top"><div><div class="brand">${esc(s.brand)}</div>${ownerLine}<div class="sm">${s.label} ${ltr(idText)}</div><div class="sm">${esc(s.addr)}</div><div class="sm">נייד ${ltr(cellular(rng))} · סדנה ${ltr(`04-${rng.int(6, 9)}${rng.digits(6)}`)}</div></div>
<div class="doc"><div class="t">${receipt ? 'חשבונית מס / קבלה' : 'חשבונית מס'}</div><div>מס' <b>${ltr(docNo)}</b></div><div>תאריך: ${d(date)}</div><div class="sm">מקור</div></div></div>${saw}
<div class="cust"><div><b>לכבוד:</b> ${esc(c.name)} · ${c.kind === 'company' ? 'ח.פ.' : 'ת.ז.'} ${ltr(cId)}</div><div>כתובת העבודה: ${esc(rng.pick(["רח' הגפן 7, טבעון", "רח' ההדרים 22, כפר יונה", "רח' דגניה 4, יקנעם", "רח' הנרקיס 16, נתניה"]))}</div>
<div>בהתאם להצעת מחיר מס' ${ltr(String(rng.int(300, 990)))} מיום ${d(quoteDate)} · הרכבה הושלמה ב-${d(install)}</div></div>
<table class="lines"><tr><th>#</th><th>תיאור העבודה</th><th>יחידה</th><th>כמות</th><th>מחיר ליח'</th><th>סה"כ ₪</th></tr>${table}</table>
<table class="sum"><tr><td>סה"כ</td><td>${amount(lines)}</td></tr>${disc ? `<tr><td>הנחה מוסכמת ${discPct}%</td><td>${ltr(`-${amount(disc)}`)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td>${ltr(`₪${amount(gross)}`)}</td></tr></table>
<div class="notes"><div>שולמה מקדמה בסך ${ltr(amount(advance))} ₪ ביום ${d(quoteDate)} (קבלה ${ltr(String(rng.int(100, 999)))}). יתרה ${receipt ? 'ששולמה' : 'לתשלום'}: ${ltr(amount(gross - advance))} ₪${receipt ? ` בהעברה בנקאית ביום ${d(date)}` : ` עד ${d(addDays(date, 10))}`}.</div>
<div>אחריות לגופי הארונות 5 שנים ולפרזול שנתיים מיום ההרכבה. האחריות אינה חלה על נזקי מים.</div><div>בנק הפועלים · סניף ${rng.int(500, 790)} · חשבון ${ltr(rng.digits(6))}</div></div>
<div class="sig">חתימה: ____________</div>`;
    const css = `body{font-family:'${font}','Frank Ruehl CLM',serif;font-size:11.5px;color:#2a1d12;padding:13mm 15mm}
.top{display:flex;justify-content:space-between;align-items:flex-end;margin-bottom:2mm}.brand{font-family:'Drugulin CLM','Frank Ruehl CLM',serif;font-size:32px;color:#7a4a21;font-weight:bold}.owner{font-size:15px;font-weight:bold}.sm{font-size:10.5px;line-height:1.6}
.doc{border:2px solid #7a4a21;padding:2.5mm 5mm;line-height:1.7;min-width:52mm;font-size:12px}.doc .t{font-size:17px;font-weight:bold}
.cust{margin:4mm 0;line-height:1.8}.lines{width:100%;border-collapse:collapse}.lines th{background:#f0e4d6;border-bottom:1.5px solid #7a4a21;text-align:right;padding:1.2mm}.lines td{padding:1.2mm;border-bottom:0.5px solid #d8c6b2}
.lines td:nth-child(n+3),.lines th:nth-child(n+3){text-align:left;white-space:nowrap}.sum{margin-right:auto;margin-top:4mm;min-width:80mm;border-collapse:collapse}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:left}
.g td{font-weight:bold;font-size:14px;border-top:2px solid #7a4a21}.notes{margin-top:6mm;line-height:1.8;font-size:10.5px}.sig{margin-top:10mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
