import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, heDay, personalId, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-otiyot-tax-invoice';

/** Work, agorot before VAT in 2022, and how it is priced: a square metre of a given size, a unit, or an hour. */
const WORK: [string, number, 'm2' | 'unit' | 'hour'][] = [
  ['שלט PVC מודפס 5 מ"מ', 18000, 'm2'],
  ['באנר PVC עם עיניות', 6500, 'm2'],
  ['מדבקת ויניל חיתוך לחלון ראווה', 12000, 'm2'],
  ['קאפה 5 מ"מ מודפסת', 16000, 'm2'],
  ['שלט אלומיניום מוברש עם חריטה', 45000, 'unit'],
  ['רול-אפ 85×200 כולל תיק נשיאה', 32000, 'unit'],
  ['תאורת לד לשלט מואר', 38000, 'unit'],
  ["כרטיסי ביקור, 500 יח'", 14000, 'unit'],
  ['עיצוב גרפי והכנה לדפוס', 18000, 'hour'],
  ['התקנה בגובה עם במת הרמה', 26000, 'hour'],
];
const CUSTOMERS: [string, boolean][] = [
  ['מרכז רפואי אלנור בע"מ', true],
  ['עמותת הורים ונוער כפר קאסם', true],
  ['נאדר עיסא – ייעוץ עסקי', false],
  ['ס.ע.ד. קבלני בניין בע"מ', true],
  ['אולמי אלמאסה', false],
  ['מכללת הדרום לנהיגה בע"מ', true],
];

/**
 * A sign and print workshop at Kafr Qasim, A4 (Yehuda CLM for the headings, DejaVu Sans): a slate sidebar on the right
 * with "אותיות" large, "שילוט · דפוס דיגיטלי · מיתוג", the industrial area, phone and web address, the company
 * "אותיות שילוט ודפוס דיגיטלי בע"מ" with "ח"פ" plain and its bank; in the main column "חשבונית מס" with "מקור", a grid
 * of "מספר" (yy and four digits), "תאריך" (weekday, d בחודש yyyy), "תאריך אספקה" (0-6 days before; a distractor),
 * "הזמנת רכש" and the customer with its ח.פ. or personal id (distractors); an item table (#, description, size in cm,
 * quantity, unit price "למ"ר" / "ליח'" / "לשעה", line discount, sum) where printed sheets are priced by the square
 * metre of their size; "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום" "₪ …" in a slate bar; terms and a signature
 * line; Sunday to Thursday.
 */
export const heOtiyotTaxInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(WORK, rng.int(3, 6)).map(([name, p, per]) => {
      const unit = Math.round((p * rise) / 100) * 100;
      const w = per === 'm2' ? rng.int(6, 30) * 10 : 0;
      const h = per === 'm2' ? rng.int(4, 20) * 10 : 0;
      const q = per === 'hour' ? rng.pick([1, 1.5, 2, 3, 4]) : rng.int(1, per === 'm2' ? 4 : 3);
      const each = per === 'm2' ? Math.round((w * h * unit) / 10000) : unit;
      const gross = per === 'hour' ? Math.round(q * unit) : q * each;
      const pct = rng.chance(0.25) ? rng.pick([5, 10]) : 0;
      return { name, unit, per, w, h, q, pct, sum: gross - share(gross, pct) };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אותיות שילוט ודפוס דיגיטלי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${String(rng.int(40, 1900)).padStart(4, '0')}`;
    const supplied = plus(date, -rng.int(0, 6));
    const [customer, company] = rng.pick(CUSTOMERS);
    const per = { m2: 'למ"ר', unit: "ליח'", hour: 'לשעה' };
    const rows = lines.map((l, i) => [
      ltr(String(i + 1)),
      l.name.replace(/[0-9A-Z×.,"]+[0-9A-Z×.,"]*/g, (m) => (/[0-9A-Z]/.test(m) ? ltr(m) : m)),
      l.per === 'm2' ? `${ltr(`${l.w}×${l.h}`)} ס"מ` : '',
      ltr(String(l.q)),
      `${ltr(amount(l.unit))} ${per[l.per]}`,
      l.pct ? ltr(`${l.pct}%`) : '',
      ltr(amount(l.sum)),
    ]);
    const side = `<div class="side"><div class="brand">אותיות</div><div class="tag">שילוט · דפוס דיגיטלי · מיתוג</div><div class="sp"></div>
<div>אזור התעשייה, כפר קאסם</div><div>${ltr(`03-93${rng.digits(5)}`)}</div><div>${ltr('www.otiyot.co.il')}</div><div class="sp"></div>
<div class="co">${vendorName}</div><div>ח"פ ${ltr(taxId)}</div><div class="sp"></div><div class="sm">בנק הפועלים, סניף ${ltr(String(rng.int(500, 799)))}<br>חשבון ${ltr(rng.digits(6))}</div></div>`;
    const head = `<div class="ttl"><span>חשבונית מס</span><span class="orig">מקור</span></div>
<table class="meta"><tr><th>מספר</th><td>${ltr(doc)}</td><th>תאריך</th><td>${heDay(date)}, ${dt(date, 'he')}</td></tr>
<tr><th>תאריך אספקה</th><td>${ltr(dt(supplied, 'dd/mm/yyyy'))}</td><th>הזמנת רכש</th><td>${ltr(`PO ${rng.digits(5)}`)}</td></tr>
<tr><th>לכבוד</th><td colspan="3">${customer} · ${company ? 'ח.פ.' : 'ת.ז.'} ${ltr(company ? companyId(rng, true) : personalId(rng))}</td></tr></table>`;
    const table = `<table class="t"><thead><tr><th>#</th><th>תיאור</th><th>מידות</th><th>כמות</th><th>מחיר</th><th>הנחה</th><th>סה"כ</th></tr></thead><tbody>${rows
      .map((r) => `<tr>${r.map((c) => `<td>${c}</td>`).join('')}</tr>`)
      .join('')}</tbody></table>`;
    const sums = `<table class="sums"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="terms">תנאי תשלום: שוטף + ${ltr('60')}. אחריות לשנה על עבודות שילוט ותאורה. ההדפסה מאושרת על פי הסקיצה שנשלחה ללקוח.</div><div class="sig">חתימה וחותמת: ____________________</div>`;
    const css = `body{font-family:'DejaVu Sans';font-size:11px;margin:0}.wrap{display:flex;min-height:297mm}.side{width:50mm;background:#34404e;color:#fff;padding:14mm 6mm;box-sizing:border-box;line-height:1.6}
.brand{font-family:'Yehuda CLM';font-size:44px;font-weight:bold;line-height:1}.tag{font-size:10px;margin-top:4px}.sp{height:8mm}.co{font-weight:bold}.sm{font-size:9.5px}
.main{flex:1;padding:14mm 12mm}.ttl{display:flex;justify-content:space-between;align-items:baseline;border-bottom:3px solid #34404e;padding-bottom:3px}.ttl span:first-child{font-family:'Yehuda CLM';font-size:30px;font-weight:bold}.orig{border:1px solid #34404e;padding:1px 8px}
.meta{width:100%;border-collapse:collapse;margin:8px 0 12px}.meta th{text-align:start;font-weight:normal;color:#555;padding:3px 4px;width:22mm}.meta td{padding:3px 4px;font-weight:bold}
.t{width:100%;border-collapse:collapse}.t th{background:#e4e8ec;padding:4px;text-align:start;font-size:10px}.t td{padding:4px;border-bottom:1px solid #ccd}.t td:nth-child(n+3){white-space:nowrap}.t td:last-child{text-align:left}
.sums{margin:10px auto 0 0;border-collapse:collapse;min-width:75mm}.sums td{padding:3px 6px}.sums td:last-child{text-align:left}.sums .g td{background:#34404e;color:#fff;font-weight:bold;font-size:14px}
.terms{margin-top:14px;font-size:10px;color:#333}.sig{margin-top:22px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: `<div class="wrap">${side}<div class="main">${head}${table}${sums}</div></div>` }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
