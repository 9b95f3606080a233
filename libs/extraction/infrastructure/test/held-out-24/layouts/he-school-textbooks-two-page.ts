import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline, lastOfMonth } from '../../generalisation/notation';
import { allocation, allocationDue, associationId, lr, spread, taxOn, vendorId } from './extra';

const DISTRIBUTORS = [
  { brand: 'ספרי המפרץ', sub: 'הפצת ספרי לימוד למוסדות חינוך', legal: 'ספרי המפרץ הפצה בע"מ', company: true, label: 'ח.פ.', hyphen: false, addr: "רח' ההסתדרות 212, חיפה" },
  {
    brand: 'אוצר הספר החינוכי בע"מ',
    sub: 'ספרי לימוד · חוברות עבודה · מילונים',
    legal: 'אוצר הספר החינוכי בע"מ',
    company: true,
    label: 'ח"פ',
    hyphen: true,
    addr: "רח' המרכבה 19, חולון",
  },
  { brand: 'ספריית הלומד', sub: 'ספרי לימוד לבתי ספר ולוועדי הורים', legal: 'נחום ברקוביץ', company: false, label: 'עוסק מורשה', hyphen: false, addr: "רח' יפו 97, ירושלים" },
] as const;

const SUBJECTS = ['מתמטיקה', 'אנגלית', 'תנ"ך', 'היסטוריה', 'מדע וטכנולוגיה', 'גיאוגרפיה', 'ספרות', 'לשון והבעה', 'אזרחות', 'פיזיקה', 'כימיה', 'ביולוגיה', 'ערבית'];
const SERIES = ['צעד אחר צעד', 'מסע בזמן', 'חלונות', 'בונים ידע', 'מבט חדש', 'דרך המילים'];
const PUBLISHERS = ['הוצאת גשר', 'עמל ודעת', 'ספרי נתיב', 'הוצאת מעיין', 'אופקים ללמידה'];
const GRADES = ["ז'", "ח'", "ט'", "י'", 'י"א', 'י"ב'];

const SCHOOLS = [
  { name: 'חטיבת הביניים ע"ש יצחק נבון, רחובות', kind: 'school' },
  { name: 'ועד ההורים - תיכון "הרי גליל", כרמיאל', kind: 'parents' },
  { name: 'אולפנת "נוה תרצה", גבעת שמואל', kind: 'school' },
  { name: 'עמותת ההורים - בית הספר הדמוקרטי "שורשים"', kind: 'parents' },
  { name: 'מקיף ג\' ע"ש אלון, אשדוד', kind: 'school' },
] as const;

function isbn(rng: Rng): string {
  const body = `978965${rng.digits(6)}`;
  const sum = [...body].reduce((a, d, i) => a + Number(d) * (i % 2 ? 3 : 1), 0);
  const c = (10 - (sum % 10)) % 10;
  return `${body.slice(0, 3)}-${body.slice(3, 6)}-${body.slice(6, 8)}-${body.slice(8, 12)}-${c}`;
}

/** A date in the school orders' seasons (July to September, January and February), in one of the set's years. */
function orderDate(rng: Rng): string {
  const year = rng.pick([2023, 2024, 2025, 2026]);
  const months = year === 2023 ? [7, 8, 9] : year === 2026 ? [1, 2] : [1, 2, 7, 8, 9];
  const m = rng.pick(months);
  return `${year}-${String(m).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
}

/**
 * A textbook distributor's tax invoice to a school or a parents' association over two A4 pages (David CLM, Noto Sans
 * Hebrew or DejaVu Sans Condensed; the name in Frank Ruehl CLM or Hadasim CLM beside a drawn stack of books, the
 * table's head in white on dark blue): a company with "ח.פ." or "ח"פ" (hyphenated), or a brand over the licensed
 * dealer's own name with "עוסק מורשה"; "חשבונית מס" with "מס' חשבונית", "תאריך"; the school with its "סמל מוסד"
 * (six digits) or the parents' association with its "ע"ר" number (58…, valid); "הזמנת רכש" and the delivery
 * notes with their dates; 32-50 rows with ISBN, title, publisher, grade, copies, list price, the school discount in
 * percent, net price and sum; page 1 ends "סה"כ להעברה" and "עמוד 1 מתוך 2", page 2 repeats a short header and opens
 * "הועבר מעמוד 1"; "סה"כ לפני מע"מ", "מע"מ", "סה"כ לתשלום"; "שוטף + 60" with its date, an allocation number when
 * due, the bank.
 */
export const heSchoolTextbooksTwoPage: Layout = {
  id: 'he-school-textbooks-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'he-school-textbooks-two-page');
    const s = rng.pick(DISTRIBUTORS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const date = orderDate(rng);
    const rate = israeliRate(date);
    const disc = rng.pick([12, 15, 18, 20]);
    const count = rng.int(32, 50);
    const notes = Array.from({ length: rng.int(2, 4) }, (_, i) => ({ no: String(rng.int(40000, 69999)), day: addDays(date, -(i * 3 + rng.int(1, 2))) })).reverse();
    const rows = Array.from({ length: count }, (_, i) => {
      const subject = rng.pick(SUBJECTS);
      const kind = rng.chance(0.3) ? 'חוברת עבודה' : 'ספר לימוד';
      const list = rng.int(39, 119) * 100 + rng.pick([0, 50, 90]);
      const net = Math.round((list * (100 - disc)) / 100);
      const qty = rng.int(1, 6) * 10 + rng.int(0, 9);
      return {
        isbn: isbn(rng),
        title: `${subject} - ${rng.pick(SERIES)} (${kind})`,
        publisher: rng.pick(PUBLISHERS),
        grade: rng.pick(GRADES),
        qty,
        list,
        net,
        sum: qty * net,
        note: notes[Math.min(notes.length - 1, Math.floor((i * notes.length) / count))],
      };
    });
    const first = 27;
    const page1 = rows.slice(0, first).reduce((a, r) => a + r.sum, 0);
    const net = rows.reduce((a, r) => a + r.sum, 0);
    const vat = taxOn(net, rate * 100);
    const total = net + vat;
    const docNo = rng.pick([() => `${date.slice(0, 4)}-${rng.int(1000, 4999)}`, () => String(rng.int(710000, 789999)), () => `SL/${rng.int(10000, 29999)}`])();
    const [font, head] = rng.pick([
      ['David CLM', 'Frank Ruehl CLM'],
      ['Noto Sans Hebrew', 'Hadasim CLM'],
      ['DejaVu Sans Condensed', 'Frank Ruehl CLM'],
    ]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'dd/mm/yy'] as const);
    const d = (x: string) => lr(dt(x, fmt));
    const sc = rng.pick(SCHOOLS);
    const customer = sc.kind === 'parents' ? `${esc(sc.name)} · ע"ר ${lr(associationId(rng))}` : `${esc(sc.name)} · סמל מוסד ${lr(String(rng.int(410000, 799999)))}`;
    const po = `${rng.pick(['PO', 'הז']) === 'PO' ? 'PO-' : ''}${rng.int(2000, 9999)}`;
    const due = addDays(lastOfMonth(date), 60);
    const alloc = allocationDue(date, net) ? `<div>מספר הקצאה: ${lr(allocation(rng))}</div>` : '';
    const books = `<svg width="40" height="36" viewBox="0 0 40 36"><rect x="2" y="24" width="34" height="9" fill="#1e3a6e"/><rect x="5" y="14" width="30" height="9" fill="#8a2c2c"/><rect x="3" y="4" width="32" height="9" fill="#c99a2e"/></svg>`;
    const th = `<tr class="th"><td>#</td><td>ISBN</td><td>שם הספר</td><td>הוצאה</td><td>כיתה</td><td>עותקים</td><td>מחיר מחירון</td><td>הנחה</td><td>מחיר נטו</td><td>סה"כ</td></tr>`;
    const tr = (r: (typeof rows)[number], i: number) =>
      `<tr><td>${i + 1}</td><td>${lr(r.isbn)}</td><td>${esc(r.title)}</td><td>${esc(r.publisher)}</td><td>${r.grade}</td><td>${lr(String(r.qty))}</td><td>${lr(amount(r.list))}</td><td>${lr(`${disc}%`)}</td><td>${lr(amount(r.net))}</td><td>${lr(amount(r.sum))}</td></tr>`;
    const idText = s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId;
    const name =
      s.brand === s.legal
        ? `<div class="bn">${esc(s.brand)}</div><div>${esc(s.sub)}</div>`
        : `<div class="bn">${esc(s.brand)}</div><div>${esc(s.sub)}</div><div>${esc(s.legal)}</div>`;
    const page1Html = `<div class="page"><div class="top">${books}<div>${name}</div><div class="ids">${s.label} ${lr(idText)}<br>${esc(s.addr)}<br>טל' ${lr(landline(rng))}</div></div>
<div class="doc"><div class="t">חשבונית מס</div><div>מס' חשבונית: <b>${lr(docNo)}</b></div><div>תאריך: <b>${d(date)}</b></div></div>
<div class="cust">לכבוד: ${customer}<br>הזמנת רכש: ${lr(po)} · תעודות משלוח: ${notes.map((n) => `${lr(n.no)} (${d(n.day)})`).join(', ')}</div>
<table class="lines">${th}${rows.slice(0, first).map(tr).join('')}<tr class="carry"><td colspan="9">סה"כ להעברה</td><td>${lr(amount(page1))}</td></tr></table>
<div class="pg">עמוד 1 מתוך 2</div></div>`;
    const page2Html = `<div class="page"><div class="mini">${esc(s.brand)} · חשבונית מס ${lr(docNo)} · ${d(date)} · ${esc(sc.name)}</div>
<table class="lines">${th}<tr class="carry"><td colspan="9">הועבר מעמוד 1</td><td>${lr(amount(page1))}</td></tr>${rows
      .slice(first)
      .map((r, i) => tr(r, i + first))
      .join('')}</table>
<table class="sum"><tr><td>סה"כ לפני מע"מ</td><td>${lr(amount(net))}</td></tr><tr><td>מע"מ ${rate}%</td><td>${lr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום ₪</td><td>${lr(amount(total))}</td></tr></table>
<div class="terms"><div>תנאי תשלום: שוטף + 60, עד ${d(due)}</div>${alloc}<div>ספרים פגומים יוחלפו עד 30 יום ממועד האספקה. החזרת ספרים שלא נפתחו - עד סוף חודש ${lr(date.slice(5, 7))}.</div><div>בנק מזרחי טפחות (20), סניף ${lr(String(rng.int(400, 599)))}, חשבון ${lr(rng.digits(6))}</div></div>
<div class="pg">עמוד 2 מתוך 2</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:${font === 'David CLM' ? 11.5 : 10}px;color:#151515}
.page{height:297mm;box-sizing:border-box;padding:10mm 11mm;position:relative;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.top{display:flex;gap:3mm;align-items:center}.bn{font-family:'${head}',serif;font-size:24px;font-weight:bold;color:#1e3a6e}.ids{margin-right:auto;text-align:left;line-height:1.5}
.doc{display:flex;gap:10mm;align-items:baseline;background:#eef1f7;padding:2mm 4mm;margin:3mm 0}.t{font-size:18px;font-weight:bold}
.cust{margin-bottom:2mm;line-height:1.5}.lines{width:100%;border-collapse:collapse}.lines td{padding:0.8mm 1mm;border-bottom:0.5px solid #c8c8d8}.th td{background:#1e3a6e;color:#fff;font-weight:bold}.lines td:nth-child(n+6){text-align:left;white-space:nowrap}
.carry td{font-weight:bold;background:#eef1f7}.mini{border-bottom:2px solid #1e3a6e;padding-bottom:2mm;margin-bottom:3mm;font-weight:bold}
.sum{margin-right:auto;margin-top:4mm;min-width:75mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:2px solid #151515}
.terms{margin-top:6mm;line-height:1.7}.pg{position:absolute;bottom:8mm;right:11mm;font-size:10px}bdi{white-space:nowrap}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1Html + page2Html }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
