import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, heMonth, lastOfMonth, share, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-blokim-two-page-invoice';

/** Material, unit, agorot a unit before VAT in 2022, quantity choices. */
const GOODS: [string, string, number, number[]][] = [
  ['מלט אפור 25 ק"ג', 'שק', 2850, [10, 20, 40, 60]],
  ['בלוק בטון 20 ס"מ', "יח'", 690, [100, 200, 400]],
  ['בלוק בטון 10 ס"מ', "יח'", 520, [100, 200]],
  ['חול מחצבה', 'קוב', 9500, [2, 4, 6]],
  ['חצץ 19-25', 'קוב', 11000, [2, 3, 5]],
  ['ברזל מצולע 12 מ"מ', 'מוט', 4200, [20, 40, 80]],
  ['רשת ברזל 6 מ"מ', "יח'", 2300, [10, 20, 30]],
  ['טיט מוכן 40 ק"ג', 'שק', 3600, [10, 20, 30]],
  ['דבק קרמיקה 25 ק"ג', 'שק', 2950, [10, 15, 30]],
  ['לוח גבס ירוק', "יח'", 3800, [20, 40]],
  ["פרופיל גבס 3 מ'", "יח'", 1200, [30, 60]],
  ['בלוק בטון תאי 15 ס"מ', "יח'", 1800, [50, 100]],
  ['אבן שפה', "יח'", 4500, [20, 40]],
  ['צינור ביוב 110 מ"מ 6 מ\'', "יח'", 8900, [2, 4, 6]],
  ['יריעת איטום ביטומנית', 'גליל', 21000, [2, 5]],
  ['משטח עץ - פיקדון', "יח'", 6000, [2, 4, 6]],
  ['הובלה במשאית מנוף', 'הובלה', 45000, [1]],
  ['פריקה במלגזה', 'פריקה', 20000, [1]],
];
const CUSTOMERS = ['ח\'ורי קבלנות ובנייה בע"מ', 'גג ויסוד עבודות עפר ובנייה בע"מ', 'מ.ס. שיפוצים בגליל בע"מ', 'נדל"ן מירון השקעות ובנייה בע"מ'];

/**
 * A building-materials yard at Jish (Gush Halav) invoicing a contractor for a month's deliveries, two A4 pages (Hadasim
 * CLM for the name, Miriam CLM): page 1 the name "בלוקים וחומרי בניין הגליל" in a heavy frame with "ב.ל.ק. חומרי
 * בניין הגליל בע"מ", "ח.פ" spaced in threes and the yard's address; "חשבונית מס מרכזת" with "מס'" five digits,
 * "תאריך" dd.mm.yy (the month's last day, or the first of the next; Friday and Saturday avoided) and "עבור אספקות חודש" the month; the customer with its
 * ח.פ. (a distractor), a site and "תנאי תשלום שוטף + 60"; delivery notes (six digits, each with its date) as group
 * rows, materials under them with unit, quantity, price and sum; "סה"כ לעמוד 1" and "מועבר לעמוד 2"; page 2 a
 * header "חשבונית מס מרכזת … - עמוד 2 מתוך 2", "הועבר מעמוד 1", the remaining notes, then "סה"כ אספקות", "הנחת
 * קבלן n%", "סה"כ לאחר הנחה", "מע"מ n%" added and "סה"כ לתשלום" "₪ …"; Sunday to Thursday.
 */
export const heBlokimTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'two-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const month = raw.slice(0, 8) + '01';
    // The month's last day, or the first of the next when that stays in the year and before November 2026.
    const late = rng.chance(0.5) && month.slice(5, 7) !== '12' && month !== '2026-10-01';
    const date = avoid(plus(lastOfMonth(month), late ? 1 : 0), [5, 6]);
    const rise = 1 + (Number(month.slice(0, 4)) - 2022) * 0.045;
    // Delivery notes: 8 to 11, each 2 to 4 lines, dated within the month in order.
    const days = rng
      .some(
        [...Array(Number(lastOfMonth(month).slice(8)))].map((_, i) => i + 1),
        rng.int(8, 11),
      )
      .sort((a, b) => a - b);
    let noteNo = rng.int(310000, 389999);
    const notes = days.map((d) => {
      noteNo += rng.int(3, 60);
      const goods = rng.some(GOODS, rng.int(2, 4)).map(([name, unit, p, qs]) => ({ name, unit, q: rng.pick(qs), p: Math.round((p * rise) / 10) * 10 }));
      return { no: String(noteNo), day: `${month.slice(0, 8)}${String(d).padStart(2, '0')}`, goods };
    });
    const noteSum = (n: (typeof notes)[number]) => total(n.goods.map((g) => g.q * g.p));
    const gross0 = total(notes.map(noteSum));
    const discountRate = rng.pick([3, 5, 7]);
    const discount = share(gross0, discountRate);
    const net = gross0 - discount;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'ב.ל.ק. חומרי בניין הגליל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(20000, 89999));
    // Break after the note that brings page 1 to 22 rows or more.
    let rows = 0;
    let split = notes.length - 1;
    for (let i = 0; i < notes.length; i++) {
      rows += 1 + notes[i].goods.length;
      if (rows >= 22) {
        split = i + 1;
        break;
      }
    }
    if (split >= notes.length) split = notes.length - 1;
    const first = notes.slice(0, split);
    const rest = notes.slice(split);
    const carried = total(first.map(noteSum));
    const fix = (s: string) => s.replace(/\d+(-\d+)?/g, (m) => ltr(m));
    const head = `<tr><th>תיאור</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>`;
    const block = (n: (typeof notes)[number]) =>
      `<tr class="dn"><td colspan="5">תעודת משלוח ${ltr(n.no)} · ${ltr(dt(n.day, 'dd.mm.yy'))}</td></tr>${n.goods
        .map((g) => `<tr><td>${fix(g.name)}</td><td>${g.unit}</td><td>${ltr(String(g.q))}</td><td>${ltr(amount(g.p))}</td><td>${ltr(amount(g.q * g.p))}</td></tr>`)
        .join('')}`;
    const customer = rng.pick(CUSTOMERS);
    const p1 = `<div class="page"><div class="hdr"><div class="frame"><div class="nm">בלוקים וחומרי בניין הגליל</div>${vendorName} · ח.פ ${ltr(spacedId(taxId))}<br>אזור המלאכה, ג'יש (גוש חלב) · ${ltr(`04-69${rng.digits(5)}`)}</div>
<div class="doc"><div class="ti">חשבונית מס מרכזת</div>מס' <b>${ltr(doc)}</b><br>תאריך ${ltr(dt(date, 'dd.mm.yy'))}<br>עבור אספקות חודש ${heMonth(month)}</div></div>
<div class="cu">לכבוד: <b>${customer}</b> · ח.פ. ${ltr(companyId(rng, true))} · אתר: ${rng.pick(['מגרש 14, פסוטה', 'שכונה מערבית, ריחאניה', 'בית פרטי, סאסא', 'מבנה ציבור, ברעם'])} · תנאי תשלום: שוטף + ${ltr('60')}</div>
<table class="t">${head}${first.map(block).join('')}</table><div class="cf">סה"כ לעמוד ${ltr('1')}: ${ltr(amount(carried))} · מועבר לעמוד ${ltr('2')}</div><div class="pg">עמוד ${ltr('1')} מתוך ${ltr('2')}</div></div>`;
    const p2 = `<div class="page"><div class="run">חשבונית מס מרכזת ${ltr(doc)} - עמוד ${ltr('2')} מתוך ${ltr('2')}</div><div class="cf">הועבר מעמוד ${ltr('1')}: ${ltr(amount(carried))}</div>
<table class="t">${head}${rest.map(block).join('')}</table>
<table class="tot"><tr><td>סה"כ אספקות</td><td>${ltr(amount(gross0))}</td></tr><tr><td>הנחת קבלן ${ltr(`${discountRate}%`)}</td><td>${ltr(`-${amount(discount)}`)}</td></tr><tr><td>סה"כ לאחר הנחה</td><td>${ltr(amount(net))}</td></tr>
<tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="sg">הסחורה נמסרה לפי תעודות המשלוח החתומות. משטחים יוחזרו תוך ${ltr('30')} יום לזיכוי הפיקדון.</div><div class="pg">עמוד ${ltr('2')} מתוך ${ltr('2')}</div></div>`;
    const css = `body{font-family:'Miriam CLM';font-size:12.5px}.page{height:297mm;box-sizing:border-box;padding:14mm 15mm;page-break-after:always;overflow:hidden;position:relative}.page:last-child{page-break-after:auto}
.hdr{display:flex;justify-content:space-between;align-items:stretch;gap:10px}.frame{border:4px solid #000;padding:6px 12px;line-height:1.5}.nm{font-family:'Hadasim CLM';font-size:27px;font-weight:bold}.doc{border:1px solid #000;padding:6px 12px;line-height:1.6;min-width:55mm}.ti{font-size:19px;font-weight:bold}
.cu{margin:12px 0 8px;padding:5px;background:#eee}.t{width:100%;border-collapse:collapse}.t th{border-bottom:2px solid #000;padding:3px;text-align:start}.t td{padding:2px 3px;border-bottom:1px solid #ccc}.t td:nth-child(n+3){text-align:left}
.dn td{font-weight:bold;background:#f2f2f2;border-top:1px solid #000}.cf{font-weight:bold;text-align:left;margin:6px 0}.run{border-bottom:2px solid #000;padding-bottom:4px;margin-bottom:6px}.pg{position:absolute;bottom:10mm;left:0;right:0;text-align:center;font-size:11px}
.tot{margin:14px auto 0 0;border-collapse:collapse;min-width:85mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.tot .g{font-weight:bold;font-size:16px;border:2px solid #000}.sg{margin-top:20px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
