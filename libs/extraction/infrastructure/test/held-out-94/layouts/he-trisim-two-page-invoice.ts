import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-trisim-two-page-invoice';

/** Item, unit, agorot per unit before VAT in 2022, quantity range. */
const CATALOGUE: [string, string, number, [number, number]][] = [
  ['תריס גלילה חשמלי אלומיניום מוקצף', 'מ"ר', 62000, [2, 6]],
  ['תריס גלילה ידני (רצועה)', 'מ"ר', 38000, [2, 5]],
  ['מנוע לתריס 30Nm כולל מתג', "יח'", 54000, [1, 1]],
  ['ארגז תריס חיצוני 165 מ"מ', "מ'", 21000, [1, 3]],
  ['מסילות אלומיניום לתריס', "מ'", 6500, [2, 6]],
  ['חלון הזזה כנף על כנף סדרה 7000', 'מ"ר', 115000, [1, 4]],
  ['רשת נגד יתושים נגללת', "יח'", 29000, [1, 1]],
  ['פירוק תריס ישן ופינוי', "יח'", 18000, [1, 1]],
  ['התקנה ואיטום בסיליקון', "יח'", 25000, [1, 1]],
];
const ROOMS = ['סלון', 'חדר שינה הורים', 'חדר ילדים 1', 'חדר ילדים 2', 'ממ"ד', 'מטבח', 'חדר עבודה', 'מרפסת שירות'];
const CLIENTS = ['א.ב. שמעוני בנייה ויזמות בע"מ', 'קבוצת נוף ירוק פרויקטים בע"מ', 'ש.ל. קבלנות ושיפוצים בע"מ'];

/**
 * An aluminium shutters and windows contractor invoicing a building contractor for one apartment, two A4 pages (Drugulin
 * CLM for the name, Miriam CLM with DejaVu Sans): page 1 the firm with "ח.פ." hyphenated, a grey box "חשבונית מס" with
 * "מספר 3nnnn", "תאריך dd.mm.yyyy" and "דף 1 מתוך 2", the contractor with its ח.פ., the site (a project and apartment)
 * and the order; a table by room (shutters and windows by the m², motors, boxes and rails by the metre, removal,
 * installation); "סה"כ להעברה" at the foot of page 1 and "יתרה מהדף הקודם" at the head of page 2, the rest of the rooms,
 * "סה"כ לפני מע"מ", "מע"מ n%" added and "סה"כ כולל מע"מ" "₪ …", a warranty and bank details; Sunday to Thursday.
 */
export const heTrisimTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'two-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.035;
    const lines: string[][] = [];
    const sums: number[] = [];
    for (const room of rng.some(ROOMS, rng.int(5, 7))) {
      for (const [name, unit, p, qty] of rng.some(CATALOGUE, rng.int(2, 4))) {
        const q = unit === "יח'" ? rng.int(...qty) : rng.int(qty[0] * 10, qty[1] * 10) / 10;
        const price = Math.round((p * rise) / 100) * 100;
        const s = Math.round(q * price);
        lines.push([ltr(String(lines.length + 1)), room, name, unit, ltr(unit === "יח'" ? String(q) : q.toFixed(1)), ltr(amount(price)), ltr(amount(s))]);
        sums.push(s);
      }
    }
    const cut = Math.ceil(lines.length * 0.55);
    const carried = total(sums.slice(0, cut));
    const net = total(sums);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'תריסי המפרץ אלומיניום ומיגון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(30000, 39999));
    const head = ['#', 'חדר', 'פריט', "יח'", 'כמות', 'מחיר', 'סה"כ'];
    const run = (n: number) => `<div class="run"><span>${vendorName}</span><span>חשבונית מס ${ltr(doc)} · דף ${ltr(String(n))} מתוך ${ltr('2')}</span></div>`;
    const p1 = `<div class="page"><div class="hd"><div><div class="nm">תריסי המפרץ</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(hyphenId(taxId))} · אזור התעשייה, קריית אתא · ${ltr(landline(rng))}</div></div>
<div class="box"><div class="t">חשבונית מס</div><div>מספר ${ltr(doc)}</div><div>תאריך ${ltr(dt(date, 'dd.mm.yyyy'))}</div><div class="sm">דף ${ltr('1')} מתוך ${ltr('2')}</div></div></div>
<div class="cust"><div><b>לכבוד:</b> ${rng.pick(CLIENTS)} · ח.פ. ${ltr(taxIdOfCustomer(rng))}</div><div><b>אתר:</b> פרויקט "${rng.pick(['גני התמר', 'נווה הדר', 'מגדלי הדקל'])}", בניין ${ltr(String(rng.int(1, 6)))}, דירה ${ltr(String(rng.int(1, 40)))} · הזמנה ${ltr(`${rng.digits(4)}/${date.slice(2, 4)}`)} מיום ${ltr(dt(plus(date, -rng.int(20, 60)), 'dd.mm.yyyy'))}</div></div>
${items(head, lines.slice(0, cut))}<table class="carry"><tr><th>סה"כ להעברה</th><td>${ltr(amount(carried))}</td></tr></table></div>`;
    const p2 = `<div class="page">${run(2)}<table class="carry"><tr><th>יתרה מהדף הקודם</th><td>${ltr(amount(carried))}</td></tr></table>${items(head, lines.slice(cut))}
<table class="tot"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ כולל מע"מ</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="sm note">אחריות: 5 שנים על מנועים, 10 שנים על פרופילי אלומיניום. תשלום: שוטף + 60 בהעברה לחשבון ${ltr(`12-${rng.int(600, 799)}-${rng.digits(6)}`)}.</div></div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:13px}.page{height:297mm;box-sizing:border-box;padding:13mm 14mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #333;padding-bottom:6px}.nm{font-family:'Drugulin CLM';font-size:32px}
.box{flex:0 0 58mm;background:#e6e6e6;padding:6px 14px;text-align:center;line-height:1.5}.box .t{font-size:18px;font-weight:bold}.cust{margin:10px 0;line-height:1.6}
.run{display:flex;justify-content:space-between;border-bottom:1.5px solid #333;padding-bottom:3px;margin-bottom:8px;font-weight:bold}
.items td:nth-child(n+5),.items th:nth-child(n+5){text-align:end}.carry,.tot{width:45%;margin-inline-start:auto}.carry th,.tot th{text-align:start;padding:3px 6px}.carry td,.tot td{text-align:end;padding:3px 6px;font-weight:bold}
.tot{margin-top:10px}.tot th{font-weight:normal}.tot tr.g{background:#e6e6e6;font-size:14px}.tot tr.g th{font-weight:bold}.note{margin-top:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
