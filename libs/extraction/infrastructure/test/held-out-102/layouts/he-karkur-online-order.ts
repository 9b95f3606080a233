import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-karkur-online-order';

/** Department, product, agorot with VAT in 2023 (a kilogram's when weighed), weighed, VAT-exempt (fresh produce). */
const PRODUCTS: [string, string, number, boolean, boolean][] = [
  ['פירות וירקות', 'עגבניות', 690, true, true],
  ['פירות וירקות', 'מלפפונים', 590, true, true],
  ['פירות וירקות', 'בננות', 890, true, true],
  ['פירות וירקות', 'תפוחי אדמה', 450, true, true],
  ['פירות וירקות', 'אבוקדו', 1490, true, true],
  ['פירות וירקות', 'פלפל אדום', 990, true, true],
  ['פירות וירקות', 'לימונים', 790, true, true],
  ['פירות וירקות', 'חסה ערבית', 590, false, true],
  ['חלב וביצים', 'חלב 3% בקרטון 1 ליטר', 690, false, false],
  ['חלב וביצים', "קוטג' 5% 250 גרם", 590, false, false],
  ['חלב וביצים', 'גבינה צהובה 28% פרוסה 200 גרם', 1690, false, false],
  ['חלב וביצים', 'ביצים L תריסר', 1290, false, false],
  ['חלב וביצים', 'יוגורט טבעי 200 גרם', 390, false, false],
  ['לחם ומאפה', 'לחם אחיד פרוס', 900, false, false],
  ['לחם ומאפה', "פיתות (10 יח')", 1190, false, false],
  ['מזווה', 'אורז פרסי 1 ק"ג', 1290, false, false],
  ['מזווה', 'שמן קנולה 1 ליטר', 1190, false, false],
  ['מזווה', 'טחינה גולמית 500 גרם', 1890, false, false],
  ['מזווה', 'קפה טורקי 200 גרם', 1390, false, false],
  ['מזווה', 'פסטה פנה 500 גרם', 690, false, false],
  ['ניקיון', 'נוזל כלים 750 מ"ל', 1090, false, false],
  ['ניקיון', 'נייר טואלט 32 גלילים', 4990, false, false],
  ['ניקיון', 'אבקת כביסה 3 ק"ג', 3990, false, false],
];
const BUYERS: [string, string][] = [
  ['הדס ליבוביץ', "רח' הדקלים, פרדס חנה-כרכור"],
  ['עומר שטרן', "רח' המייסדים, פרדס חנה-כרכור"],
  ['ליאת ומשה כהן', "רח' הגפן, בנימינה"],
  ['דנה אלמוג', "רח' השיטה, פרדס חנה-כרכור"],
  ['נתנאל בר', "רח' הברוש, גבעת עדה"],
];

/**
 * An online supermarket at Pardes Hanna-Karkur, the invoice delivered with the order, A4 (Drugulin CLM for the title,
 * Miriam CLM): "כרכור און-ליין" with "הסופר של המושבה – עד הבית" and the web address; on the left "חשבונית מס / קבלה"
 * with "מס'" nn/nnnnnn and "תאריך" d.m.yyyy (the delivery day); a strip with the order number, when it was placed (1-2
 * days before) and the delivery window (distractors); the buyer; the goods by department, fresh produce weighed
 * ("הוזמן" and "סופק" weights × the price a kilogram) and marked "*" as exempt from VAT, sometimes a line "חסר במלאי"
 * at 0.00; "סה"כ מוצרים חייבים במע"מ", "סה"כ פירות וירקות (פטורים ממע"מ)", delivery 29.90 (free from 400), "סה"כ
 * לתשלום" "₪ …" and "מע"מ n% (כלול בסכום החייב)" (contained in the taxable goods and delivery only); the card and
 * approval; the company "כרכור מרכולים בע"מ" with "ח.פ" spaced in threes in the footer; not Saturday.
 */
export const heKarkurOnlineOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2023) * 0.04;
    const chosen = rng.some(PRODUCTS, rng.int(8, 15));
    if (!chosen.some((p) => !p[4])) chosen.push(PRODUCTS[13]);
    const missing = rng.chance(0.4) ? rng.int(0, chosen.length - 1) : -1;
    const lines = chosen.map(([dept, name, p, kg, free], i) => {
      const unit = Math.round((p * rise) / 10) * 10;
      if (i === missing && !kg) return { dept, name, unit, kg, free, q: 0, want: rng.int(1, 3), grams: 0, sum: 0, out: true };
      if (kg) {
        const want = rng.pick([500, 1000, 1000, 1500, 2000]);
        const grams = want + rng.int(-80, 140);
        return { dept, name, unit, kg, free, q: 0, want, grams, sum: Math.round((grams * unit) / 1000), out: false };
      }
      const q = rng.int(1, 4);
      return { dept, name, unit, kg, free, q, want: q, grams: 0, sum: q * unit, out: false };
    });
    const depts = [...new Set(lines.map((l) => l.dept))];
    const taxable = total(lines.filter((l) => !l.free).map((l) => l.sum));
    const exempt = total(lines.filter((l) => l.free).map((l) => l.sum));
    const delivery = taxable + exempt >= 40000 ? 0 : 2990;
    const due = taxable + exempt + delivery;
    const rate = israeliRate(date);
    const vat = vatIn(taxable + delivery, rate);
    const vendorName = 'כרכור מרכולים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(10, 99)}/${rng.int(100000, 999999)}`;
    const placed = plus(date, -rng.int(1, 2));
    const slot = rng.pick([8, 10, 12, 14, 16, 18]);
    const [buyer, street] = rng.pick(BUYERS);
    const fix = (s: string) => s.replace(/[0-9A-Z%.]+/g, (m) => (/[0-9A-Z]/.test(m) ? ltr(m) : m));
    const kg = (g: number) => ltr((g / 1000).toFixed(3));
    const rows = depts
      .map(
        (d) =>
          `<tr class="dp"><td colspan="4">${d}</td></tr>${lines
            .filter((l) => l.dept === d)
            .map((l) =>
              l.out
                ? `<tr class="out"><td>${fix(l.name)}</td><td>הוזמנו ${ltr(String(l.want))} · חסר במלאי</td><td>${ltr(amount(l.unit))}</td><td>${ltr(amount(0))}</td></tr>`
                : `<tr><td>${l.free ? '* ' : ''}${fix(l.name)}</td><td>${l.kg ? `הוזמן ${kg(l.want)} ק"ג · סופק ${kg(l.grams)} ק"ג` : `${ltr(String(l.q))} יח'`}</td><td>${ltr(amount(l.unit))}${l.kg ? ' לק"ג' : ''}</td><td>${ltr(amount(l.sum))}</td></tr>`,
            )
            .join('')}`,
      )
      .join('');
    const body = `<div class="hdr"><div><div class="nm">כרכור און-ליין</div><div>הסופר של המושבה – עד הבית</div><div class="sm">${ltr('www.karkur-online.co.il')} · ${ltr(`*${rng.digits(4)}`)}</div></div>
<div class="doc"><div class="dt">חשבונית מס / קבלה</div><div>מס' <b>${ltr(doc)}</b></div><div>תאריך <b>${ltr(dt(date, 'd/m/yyyy').replace(/\//g, '.'))}</b></div></div></div>
<div class="strip">הזמנה ${ltr(`#${rng.digits(7)}`)} · בוצעה ${ltr(`${dt(placed, 'dd/mm/yy')} ${hhmm(rng.int(7 * 60, 23 * 60))}`)} · חלון משלוח ${ltr(`${hhmm(slot * 60)}-${hhmm((slot + 2) * 60)}`)}</div>
<div class="cu"><b>${buyer}</b> · ${street} ${ltr(String(rng.int(1, 90)))} · ${ltr(cellular(rng))}</div>
<table class="t"><thead><tr><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr></thead><tbody>${rows}</tbody></table>
<div class="legend">* פירות וירקות טריים – פטורים ממע"מ</div>
<table class="tot"><tr><td>סה"כ מוצרים חייבים במע"מ</td><td>${ltr(amount(taxable))}</td></tr><tr><td>סה"כ פירות וירקות (פטורים ממע"מ)</td><td>${ltr(amount(exempt))}</td></tr><tr><td>דמי משלוח${delivery ? '' : ` (חינם מעל ${ltr('400')} ₪)`}</td><td>${ltr(amount(delivery))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`₪ ${amount(due)}`)}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)} (כלול בסכום החייב)</td><td>${ltr(amount(vat))}</td></tr></table>
<div class="pay">שולם בכרטיס אשראי המסתיים ב-${ltr(rng.digits(4))} · מס' אישור ${ltr(rng.digits(7))}</div>
<div class="foot">${vendorName} · ח.פ ${ltr(spacedId(taxId))} · רח' הנשיא, אזור התעשייה כרכור · מוקד הזמנות ${ltr(`04-63${rng.digits(5)}`)}</div>`;
    const css = `body{font-family:'Miriam CLM';font-size:12px;padding:12mm 14mm}.sm{font-size:10.5px}.hdr{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #3c7a3c;padding-bottom:6px}
.nm{font-family:'Drugulin CLM';font-size:32px;font-weight:bold;color:#2f6b2f}.doc{text-align:left;line-height:1.6}.dt{font-family:'Drugulin CLM';font-size:20px;font-weight:bold}
.strip{background:#eef5ea;padding:4px 8px;margin:8px 0 4px}.cu{margin:4px 0 8px}.t{width:100%;border-collapse:collapse}.t th{text-align:start;border-bottom:2px solid #3c7a3c;padding:3px 5px}.t td{padding:2px 5px;border-bottom:1px solid #dde6da}
.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:left;white-space:nowrap}.dp td{font-family:'Drugulin CLM';font-weight:bold;background:#f4f8f2;padding-top:5px}.out td{color:#777}
.legend{font-size:10.5px;margin-top:4px}.tot{margin:8px auto 0 0;border-collapse:collapse;min-width:90mm}.tot td{padding:2px 8px}.tot td:last-child{text-align:left}.tot .g td{font-weight:bold;font-size:16px;border-top:2px solid #000;border-bottom:2px solid #000}
.pay{margin-top:10px}.foot{margin-top:14px;border-top:1px solid #999;padding-top:4px;font-size:10.5px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(due), tax: truthAmount(vat) },
    };
  },
};
