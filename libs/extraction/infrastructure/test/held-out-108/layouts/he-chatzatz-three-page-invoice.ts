import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, lastOfMonth, share, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-chatzatz-three-page-invoice';

/** Item, unit, agorot a unit before VAT in 2022 (approximate), most units a delivery. */
const ITEMS: [string, string, number, number][] = [
  ['מלט אפור 50 ק"ג', 'שק', 3200, 40],
  ['חול מחצבה', 'מ"ק', 9500, 12],
  ['חצץ 3/4', 'מ"ק', 11000, 10],
  ['בלוק בטון 20 ס"מ', "יח'", 520, 400],
  ['בלוק בטון 10 ס"מ', "יח'", 390, 300],
  ['בלוק איטונג 20 ס"מ', "יח'", 1400, 120],
  ['ברזל זיון 12 מ"מ', 'מוט', 4800, 60],
  ['ברזל זיון 8 מ"מ', 'מוט', 2300, 80],
  ['רשת ברזל 15/15', 'גיליון', 6800, 30],
  ['לוח גבס 12.5 מ"מ', 'לוח', 2700, 80],
  ['פרופיל גבס 70', "יח'", 1900, 60],
  ['דבק קרמיקה 25 ק"ג', 'שק', 3600, 40],
  ['טיח פנים מוכן', 'שק', 2900, 50],
  ['יריעת פוליאתילן 6×50', 'גליל', 21000, 4],
  ['צינור ביוב 110', 'מטר', 2400, 40],
  ['חוט קשירה', 'גליל', 1500, 10],
  ['עץ טפסנות 2×4', 'מטר', 850, 200],
  ['לוח טפסנות 18 מ"מ', 'לוח', 9800, 30],
  ['מסמרים 3 אינץ׳', 'ק"ג', 1400, 20],
  ['איטום ביטומני', 'דלי', 16500, 6],
  ['אבן שפה', "יח'", 2700, 60],
  ['אבן משתלבת 6 ס"מ', 'מ"ר', 5600, 80],
  ['חומר איטום צמנטי', 'שק', 7400, 12],
  ['רשת טיח מגולוונת', 'גליל', 8500, 8],
];
const CLIENTS = ['א.ב. בוני הגליל בע"מ', 'יסודות הנגב קבלנות בע"מ', 'טל-רם בנייה והשקעות בע"מ', 'אחים סלאמה עבודות עפר בע"מ'];
const SITES = ['פרויקט "נווה גנים", מגרש 14, נתיבות', "בית ספר יסודי, שכונה ד', אופקים", 'מבנה תעשייה, אזור התעשייה שדרות', '24 יח"ד, רח\' הרקפת, קריית מלאכי'];
const PER_PAGE = 14;

/**
 * A building-materials yard's monthly consolidated invoice to a contractor, three A4 pages (Nachlieli CLM for the
 * headings, DejaVu Sans, DejaVu Sans Mono): a drawn heap of gravel beside "חצץ", "חצץ חומרי בניין ופיתוח בע"מ" with
 * "ע.מ." spaced on every page's header; "חשבונית מס מרכזת", "מס'" (two digits, a hyphen, five digits), "תאריך" dd.mm.yy
 * on every page; the client, its ח.פ., the site and "שוטף + 90" with its date (distractors); 30-38 lines by delivery
 * note (number and date, distractors), 14 a page, with "סה"כ לעמוד", "סה"כ מצטבר להעברה" and "מועבר מעמוד קודם"
 * (distractors); on page 3 "סה"כ חומרים", crane deliveries, sometimes "הנחה מסחרית 3%" (negative), "סה"כ לפני מע"מ",
 * "מע"מ n%" added, "סה"כ לתשלום"; "עמוד x מתוך 3"; Sunday to Thursday.
 */
export const heChatzatzThreePageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const notes = Array.from({ length: rng.int(4, 7) }, () => ({ no: rng.digits(6), day: plus(date, -rng.int(1, 30)) })).sort((a, b) => a.day.localeCompare(b.day));
    const n = rng.int(30, 38);
    const lines = Array.from({ length: n }, (_, i) => {
      const [name, unit, p, most] = rng.pick(ITEMS);
      const price = Math.round((p * rise) / 10) * 10;
      const q = rng.int(1, most);
      return { note: notes[Math.floor((i * notes.length) / n)], name, unit, q, price, sum: q * price };
    });
    const materials = total(lines.map((l) => l.sum));
    const trips = rng.int(1, notes.length);
    const crane = Math.round((45000 * rise) / 100) * 100;
    const discount = rng.chance(0.4) ? share(materials, 3) : 0;
    const net = materials + trips * crane - discount;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'חצץ חומרי בניין ופיתוח בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.digits(2)}-${rng.digits(5)}`;
    const client = rng.pick(CLIENTS);
    const clientId = taxIdOfCustomer(rng);
    const site = rng.pick(SITES);
    const due = plus(lastOfMonth(date), 90);
    const phone = `08-99${rng.digits(5)}`;
    const bank = `12-${rng.digits(3)}-${rng.digits(6)}`;
    const f = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const d = (iso: string) => f(dt(iso, 'dd.mm.yy'));
    const heap = `<svg width="60" height="36" viewBox="0 0 60 36"><path d="M2 34 L22 8 L32 16 L40 6 L58 34 Z" fill="#795548"/><g fill="#bcaaa4"><circle cx="20" cy="24" r="3"/><circle cx="32" cy="28" r="2.5"/><circle cx="42" cy="22" r="3"/><circle cx="28" cy="18" r="2"/></g></svg>`;
    const pages = [lines.slice(0, PER_PAGE), lines.slice(PER_PAGE, 2 * PER_PAGE), lines.slice(2 * PER_PAGE)];
    let carried = 0;
    const html = pages.map((rows, p) => {
      const pageSum = total(rows.map((l) => l.sum));
      const before = carried;
      carried += pageSum;
      const header = `<div class="hd"><div class="br">${heap}<div><div class="nm">חצץ</div><div class="sm">חומרי בניין · פיתוח · הובלות מנוף</div></div></div><div class="co">${vendorName}<br>ע.מ. ${f(spacedId(taxId))}<br>אזור התעשייה הצפוני, נתיבות · ${f(phone)}</div></div>
<div class="ttl"><span>חשבונית מס מרכזת מס' ${f(doc)}</span><span>תאריך ${d(date)}</span><span>עמוד ${f(String(p + 1))} מתוך ${f('3')}</span></div>`;
      const customer =
        p === 0
          ? `<table class="kv"><tr><th>לכבוד</th><td>${client}, ח.פ. ${f(clientId)}</td></tr><tr><th>אתר</th><td>${site.replace(/([0-9]+)/g, (m) => ltr(m))}</td></tr><tr><th>תנאי תשלום</th><td>שוטף + ${f('90')} – עד ${d(due)}</td></tr><tr><th>תעודות משלוח</th><td>${notes.map((x) => f(x.no)).join(', ')}</td></tr></table>`
          : `<div class="car"><span>מועבר מעמוד קודם</span><span>${f(amount(before))}</span></div>`;
      const table = `<table class="t"><thead><tr><th>ת. משלוח</th><th>תאריך</th><th>פריט</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${rows
        .map(
          (l) =>
            `<tr><td>${f(l.note.no)}</td><td>${d(l.note.day)}</td><td>${l.name.replace(/([0-9][0-9./×]*)/g, (m) => ltr(m))}</td><td>${l.unit}</td><td>${f(String(l.q))}</td><td>${f(amount(l.price))}</td><td>${f(amount(l.sum))}</td></tr>`,
        )
        .join('')}</tbody></table>`;
      const foot =
        p < 2
          ? `<div class="car"><span>סה"כ לעמוד</span><span>${f(amount(pageSum))}</span></div><div class="car"><span>סה"כ מצטבר להעברה</span><span>${f(amount(carried))}</span></div>`
          : `<table class="tot"><tr><td>סה"כ חומרים</td><td>${f(amount(materials))}</td></tr><tr><td>הובלה ופריקה במנוף (${f(String(trips))} × ${f(amount(crane))})</td><td>${f(amount(trips * crane))}</td></tr>${discount ? `<tr><td>הנחה מסחרית ${f('3%')}</td><td>${f(`-${amount(discount)}`)}</td></tr>` : ''}<tr class="s"><td>סה"כ לפני מע"מ</td><td>${f(amount(net))}</td></tr><tr><td>מע"מ ${f(`${rate}%`)}</td><td>${f(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${f(`₪ ${amount(gross)}`)}</td></tr></table><p class="sm">הסחורה נשארת בבעלות החברה עד לפירעון המלא. העברות לחשבון בנק ${f(bank)}.</p>`;
      return `<div class="pg">${header}${customer}${table}${foot}</div>`;
    });
    const css = `body{font-family:'DejaVu Sans';font-size:10.5px;color:#222}.n{font-family:'DejaVu Sans Mono';font-size:10px;white-space:nowrap}
.pg{padding:12mm 14mm;page-break-after:always;break-after:page}.pg:last-child{page-break-after:auto;break-after:auto}
.hd{display:flex;justify-content:space-between;align-items:center}.br{display:flex;gap:8px;align-items:center}.nm{font-family:'Nachlieli CLM';font-size:38px;font-weight:bold;line-height:1;color:#5d4037}.co{text-align:left;line-height:1.5}.sm{font-size:9.5px;color:#555}
.ttl{display:flex;justify-content:space-between;font-family:'Nachlieli CLM';font-size:15px;font-weight:bold;border-top:2px solid #5d4037;border-bottom:2px solid #5d4037;padding:5px 0;margin:8px 0}
.kv{border-collapse:collapse;margin-bottom:6px}.kv th{text-align:start;font-weight:normal;color:#666;padding:2px 8px 2px 0}.kv td{padding:2px}
.t{width:100%;border-collapse:collapse}.t th{background:#efebe9;padding:4px 3px;text-align:start;border-bottom:1px solid #5d4037}.t td{padding:4px 3px;border-bottom:1px solid #e0e0e0}.t td:nth-child(n+5){text-align:left}
.car{display:flex;justify-content:space-between;width:80mm;margin:4px 0;margin-inline-start:auto;padding:3px 6px;background:#f5f5f5}
.tot{width:95mm;margin:8px 0;margin-inline-start:auto;border-collapse:collapse}.tot td{padding:3px 6px}.tot td:last-child{text-align:left}.s td{border-top:1px solid #999;font-weight:bold}.g td{font-weight:bold;font-size:14px;border-top:2px solid #5d4037;border-bottom:2px solid #5d4037}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: html.join('') }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
