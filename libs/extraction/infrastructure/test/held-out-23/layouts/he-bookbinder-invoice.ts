import { addDays, amount, checkDigit, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, personalId, share } from '../../generalisation/notation';
import { lr, spread, vendorId } from './extra';

const BINDERS = [
  {
    top: 'אליעזר שטרן – כריכת ספרים ושיקום',
    brand: '',
    legal: 'אליעזר שטרן – כריכת ספרים ושיקום',
    label: 'עוסק מורשה',
    status: 'licensed',
    hyphen: false,
    addr: "רח' החבשים 17, ירושלים",
  },
  { top: 'הכורכת', brand: 'סטודיו לכריכה בעבודת יד', legal: 'נועה ברק', label: 'עוסק פטור', status: 'exempt', hyphen: true, addr: "רח' הנביאים 9, חיפה" },
  { top: 'ספר וכריכה', brand: 'כריכייה ודפוס זהב', legal: 'ספר וכריכה (1987) בע"מ', label: 'ח.פ.', status: 'company', hyphen: true, addr: "רח' הרכבת 36, תל אביב" },
] as const;

const WORKS: [string, string, number][] = [
  ['כריכה קשה לעבודת דוקטורט, בד כחול', 'עותק', 14500],
  ['הטבעת זהב בשדרה ובכריכה', 'עותק', 3500],
  ['שיקום סידור משנת 1890: תפירה מחדש ותיקון דפים', "יח'", 68000],
  ['כריכת עור מלאה עם רצועות בשדרה', "יח'", 52000],
  ['כריכה מחדש של כרך אנציקלופדיה', 'כרך', 9500],
  ['קופסת שמירה (Clamshell) בהתאמה אישית', "יח'", 27000],
  ['ניקוי וייבוש דפים לאחר נזקי מים', 'שעה', 18000],
  ['כריכה רכה לחוברת מחקר', 'עותק', 2800],
  ['תיקון פינות ושוליים ביפני', 'שעה', 16000],
];

/** A valid registered association's number (58…), a synagogue or a society as a customer. */
function association(rng: Rng): string {
  const base = `58${rng.digits(6)}`;
  return base + checkDigit(base);
}

/**
 * A bookbinder's document on A4 inside a double frame (Drugulin CLM, FreeSerif or Noto Serif Hebrew; the name in
 * Frank Ruehl CLM beside a drawn book spine with raised bands, brown rules): a binder's own name with his trade after
 * a dash and "עוסק מורשה", an exempt binder's studio ("הכורכת") over her own name with "עוסק פטור" (hyphenated) and
 * "קבלה" with no VAT, or a company with "ח.פ." (hyphenated); "חשבונית מס" or "חשבונית מס קבלה" with "מס'"
 * ("0412", "KS-2024-071", "1/2250"), "תאריך"; "לכבוד" a doctoral student with a valid ת.ז., a synagogue with its
 * registered association's number (58…, valid) or a university library with its own company number; the order's
 * number and date weeks before, the delivery; numbered works with unit, quantity, price and sum; a quantity discount
 * on some; "סה"כ לפני מע"מ", "מע"מ", "סה"כ לתשלום"; an advance on the order printed with the balance; bank details.
 */
export const heBookbinderInvoice: Layout = {
  id: 'he-bookbinder-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'he-bookbinder-invoice');
    const b = rng.pick(BINDERS);
    const vendorTaxId = vendorId(b.legal, b.status === 'company');
    const date = randomDate(rng, '2023-06-06', '2026-03-27');
    const rate = israeliRate(date);
    const exempt = b.status === 'exempt';
    const works = rng
      .some(WORKS, rng.int(2, 5))
      .map(([name, unit, price]) => ({ name, unit, price, qty: unit === 'עותק' ? rng.int(3, 12) : unit === 'שעה' ? rng.pick([1.5, 2, 3, 4.5]) : rng.int(1, 3) }));
    const lines = works.reduce((a, w) => a + Math.round(w.qty * w.price), 0);
    const disc = lines > 150000 && rng.chance(0.6) ? share(lines, 5) : 0;
    const net = lines - disc;
    const vat = exempt ? 0 : vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.pick([
      () => String(rng.int(120, 2400)).padStart(4, '0'),
      () => `KS-${date.slice(0, 4)}-${String(rng.int(1, 240)).padStart(3, '0')}`,
      () => `${rng.int(1, 3)}/${rng.int(1000, 3999)}`,
    ])();
    const title = exempt ? 'קבלה' : rng.pick(['חשבונית מס', 'חשבונית מס קבלה']);
    const font = rng.pick(['Drugulin CLM', 'FreeSerif', 'Noto Serif Hebrew']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'he'] as const);
    const d = (x: string) => (fmt === 'he' ? dt(x, 'he') : lr(dt(x, fmt)));
    const customer = rng.pick([
      () => `${esc(rng.pick(['ד"ר שירה אלון', 'מר עידו רוזן', "גב' פאטמה חטיב"]))}<br>ת.ז. ${lr(personalId(rng))}`,
      () => `${esc(rng.pick(['בית הכנסת "אהל יעקב"', 'עמותת אוהבי הספר העברי']))}<br>ע"ר ${lr(association(rng))}`,
      () => `${esc(rng.pick(['הספרייה המרכזית, מכללת הגליל בע"מ', 'ארכיון הקיבוץ - משק גבעה בע"מ']))}<br>ח.פ. ${lr(vendorId(`customer-${rng.int(1, 9)}`, true))}`,
    ])();
    const order = addDays(date, -rng.int(14, 60));
    const advance = rng.chance(0.5) ? Math.round((total * 0.3) / 100) * 100 : 0;
    const spine = `<svg width="28" height="64" viewBox="0 0 28 64"><rect x="3" y="2" width="22" height="60" rx="2" fill="#6b3e1f"/>${[10, 22, 34, 46].map((y) => `<rect x="2" y="${y}" width="24" height="3" fill="#c9a45a"/>`).join('')}</svg>`;
    const rows = works
      .map(
        (w, i) =>
          `<tr><td>${i + 1}</td><td>${esc(w.name)}</td><td>${w.unit}</td><td>${lr(String(w.qty))}</td><td>${lr(amount(w.price))}</td><td>${lr(amount(Math.round(w.qty * w.price)))}</td></tr>`,
      )
      .join('');
    const sums =
      `<tr><td>סה"כ עבודות</td><td>${lr(amount(lines))}</td></tr>` +
      (disc ? `<tr><td>הנחת כמות 5%</td><td>${lr(`-${amount(disc)}`)}</td></tr>` : '') +
      (exempt
        ? `<tr class="g"><td>סה"כ לתשלום ₪</td><td>${lr(amount(total))}</td></tr>`
        : `<tr><td>סה"כ לפני מע"מ</td><td>${lr(amount(net))}</td></tr><tr><td>מע"מ ${rate}%</td><td>${lr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום ₪</td><td>${lr(amount(total))}</td></tr>`);
    const body = `<div class="frame"><div class="top">${spine}<div><div class="name">${esc(b.top)}</div>${b.brand ? `<div class="sub">${esc(b.brand)}</div>` : ''}${b.status !== 'licensed' && b.status !== 'company' ? `<div class="sub">${esc(b.legal)}</div>` : ''}</div>
<div class="meta">${b.status === 'company' ? esc(b.legal) + '<br>' : ''}${b.label} ${lr(b.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${esc(b.addr)}<br>${lr(landline(rng))} · ${lr(cellular(rng))}</div></div>
<div class="rule"></div>
<div class="doc"><div class="t">${title}</div><div>מס' <b>${lr(docNo)}</b></div><div>תאריך: ${d(date)}</div><div class="sm">מקור</div></div>
<div class="two"><div><b>לכבוד</b><br>${customer}</div><div>הזמנת עבודה ${lr(`#${rng.int(300, 990)}`)} מיום ${d(order)}<br>מסירה ללקוח: ${d(addDays(date, rng.int(0, 3)))}</div></div>
<table class="lines"><tr class="th"><td>#</td><td>תיאור העבודה</td><td>יחידה</td><td>כמות</td><td>מחיר</td><td>סה"כ</td></tr>${rows}</table>
<table class="sum">${sums}</table>
${exempt ? '<div class="note">עוסק פטור – לא נגבה מע"מ</div>' : ''}
${advance ? `<div class="note">שולמה מקדמה בעת ההזמנה: ${lr(amount(advance))} ₪ · יתרה ששולמה במסירה: ${lr(amount(total - advance))} ₪</div>` : `<div class="note">שולם במלואו ב${rng.pick(['העברה בנקאית', 'ביט', 'המחאה'])}.</div>`}
<div class="bank">לתשלום בהעברה: בנק ${rng.pick(['הפועלים (12)', 'מזרחי טפחות (20)', 'דיסקונט (11)'])}, סניף ${rng.int(100, 780)}, חשבון ${lr(rng.digits(6))}</div>
<div class="sign">חתימה: ____________________</div></div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:12px;color:#24170e;padding:9mm}
.frame{border:4px double #6b3e1f;padding:8mm 10mm;min-height:255mm}.top{display:flex;gap:4mm;align-items:center}.name{font-family:'Frank Ruehl CLM','Noto Serif Hebrew',serif;font-size:26px;font-weight:bold;color:#6b3e1f}.sub{font-size:13px}
.meta{margin-right:auto;text-align:left;font-size:10.5px;line-height:1.55}.rule{border-top:1.5px solid #6b3e1f;margin:4mm 0}
.doc{display:flex;gap:8mm;align-items:baseline;border:1px solid #6b3e1f;padding:2mm 4mm}.t{font-size:19px;font-weight:bold}.sm{font-size:10px;color:#555;margin-right:auto}
.two{display:flex;justify-content:space-between;margin:5mm 0;line-height:1.6}.lines{width:100%;border-collapse:collapse}.lines td{padding:1.5mm;border-bottom:0.5px solid #b59b84}.th td{font-weight:bold;border-bottom:1.5px solid #6b3e1f}.lines td:nth-child(n+4){text-align:left;white-space:nowrap}
.sum{margin-right:auto;margin-top:4mm;min-width:85mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:15px;border-top:1.5px solid #24170e}
.note{margin-top:4mm}.bank{margin-top:6mm;font-size:10.5px}.sign{margin-top:12mm}bdi{white-space:nowrap}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: b.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), ...(exempt ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
