import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'he-defus-three-page-invoice';

/** Job, agorot a unit before VAT in 2022, quantity choices. */
const JOBS: [string, number, number[]][] = [
  ['כרטיסי ביקור 350 גרם דו-צדדי', 18, [500, 1000, 2000]],
  ['עלון A4 כרומו 130 גרם', 32, [1000, 2500, 5000]],
  ['עלון A5 מקופל', 26, [1000, 3000, 5000]],
  ['חוברת A4 16 עמודים סיכות', 640, [200, 500, 1000]],
  ['חוברת A5 32 עמודים', 890, [100, 300, 500]],
  ['מעטפות לוגו DL', 21, [500, 1000, 2000]],
  ['נייר מכתבים A4', 14, [1000, 2000]],
  ['פוסטר 50x70', 1200, [20, 50, 100]],
  ['רול-אפ 85x200 כולל מתקן', 24000, [1, 2, 4]],
  ['שלט PVC 60x40', 6500, [2, 5, 10]],
  ['מדבקות עגולות 5 ס"מ', 9, [1000, 5000]],
  ['פנקס חשבוניות כפול', 2800, [10, 20, 50]],
  ['קלסר ממותג', 1650, [50, 100]],
  ['הזמנות לאירוע', 95, [150, 300]],
  ['גלויות 10x15', 22, [500, 1000]],
  ['לוח שנה שולחני', 1450, [50, 100, 200]],
  ['תיקיית מצגת עם כיס', 380, [200, 500]],
  ['שקית נייר ממותגת', 310, [250, 500, 1000]],
  ['באנר ויניל למ"ר', 7500, [2, 4, 8]],
  ['חותמת עץ', 5500, [1, 2, 3]],
  ['עיצוב גרפי (שעה)', 22000, [1, 2, 4, 6]],
  ['הכנת קבצים לדפוס', 15000, [1, 2]],
  ['כריכה ספירלה', 450, [20, 50, 100]],
  ['למינציה מט', 120, [100, 300, 500]],
  ['חיתוך בצורה (סטנצה)', 30000, [1]],
  ['הדפסת UV על עץ', 8500, [2, 5]],
  ['ברושור משולש', 41, [1000, 2000]],
  ['כרטיסי שולחן', 160, [50, 100]],
  ['פליירים 10x21', 17, [2000, 5000]],
  ['פנקסי רישום A6', 1100, [50, 100]],
  ['מגנטים למקרר', 260, [200, 500]],
  ['קופסת אריזה ממותגת', 890, [100, 200]],
  ['תעודות הוקרה', 350, [20, 50]],
  ['מפיות מודפסות', 8, [1000, 3000]],
  ['תפריט מנוילן A3', 1900, [10, 20, 40]],
  ['משלוח לכתובת הלקוח', 12000, [1]],
];
const CUSTOMERS = ['תפן טכנולוגיות מתכת בע"מ', 'מעלה הגליל תיירות בע"מ', 'נחל כזיב מזון בע"מ', 'אור הצפון חינוך בע"מ'];

/**
 * A printing house in the Tefen industrial park, three A4 pages (Ellinia CLM for the name, FreeSerif): page 1 the
 * name "דפוס הגליל העליון" with the company, "ח.פ." hyphenated and the park under it, on the other side "חשבונית מס"
 * boxed with "מס'" as a six-digit number beginning with the year and "תאריך" dd.mm.yyyy, the customer with its ח.פ. (a
 * distractor) and an order number; a table of 12 jobs, "יתרה להעברה"; page 2 a header line "המשך חשבונית מס … · עמוד 2
 * מתוך 3", "יתרה מועברת", 12 more and the running balance; page 3 the rest (30-36 lines in all), "סה"כ", "מע"מ n%"
 * added, "סה"כ לתשלום כולל מע"מ" "…₪"; Sunday to Thursday.
 */
export const heDefusThreePageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'three-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const chosen = rng.some(JOBS, rng.int(30, 36)).sort((a, b) => JOBS.indexOf(a) - JOBS.indexOf(b));
    const lines = chosen.map(([name, p, qs]) => {
      const q = rng.pick(qs);
      const price = Math.max(1, Math.round(p * rise));
      return { name, q, price, sum: q * price };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'דפוס הגליל העליון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${rng.digits(4)}`;
    const fix = (s: string) => s.replace(/[0-9A-Z][0-9A-Za-z-]*/g, (m) => ltr(m));
    const row = (l: (typeof lines)[number], i: number) =>
      `<tr><td>${ltr(String(i + 1))}</td><td>${fix(l.name)}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.price))}</td><td>${ltr(amount(l.sum))}</td></tr>`;
    const head = `<tr><th>שורה</th><th>תיאור העבודה</th><th>כמות</th><th>מחיר יח'</th><th>סכום</th></tr>`;
    const c1 = total(lines.slice(0, 12).map((l) => l.sum));
    const c2 = total(lines.slice(0, 24).map((l) => l.sum));
    const run = (n: number) => `<div class="run">המשך חשבונית מס ${ltr(doc)} · עמוד ${ltr(String(n))} מתוך ${ltr('3')}</div>`;
    const p1 = `<div class="page"><div class="top"><div><div class="nm">דפוס הגליל העליון</div>${vendorName}<br>ח.פ. ${ltr(`${taxId.slice(0, 2)}-${taxId.slice(2, 8)}-${taxId.slice(8)}`)}<br>פארק התעשייה תפן · ${ltr(`04-98${rng.digits(5)}`)}</div>
<div class="box"><div class="ti">חשבונית מס</div>מס' ${ltr(doc)}<br>תאריך ${ltr(dt(date, 'dd.mm.yyyy'))}<br>עמוד ${ltr('1')} מתוך ${ltr('3')}</div></div>
<div class="cu">לקוח: <b>${rng.pick(CUSTOMERS)}</b> · ח.פ. ${ltr(companyId(rng, true))} · הזמנת רכש ${ltr(`PO-${rng.digits(5)}`)}</div>
<table class="t">${head}${lines.slice(0, 12).map(row).join('')}</table><div class="cf">יתרה להעברה: ${ltr(amount(c1))}</div></div>`;
    const p2 = `<div class="page">${run(2)}<div class="cf">יתרה מועברת: ${ltr(amount(c1))}</div><table class="t">${head}${lines
      .slice(12, 24)
      .map((l, i) => row(l, i + 12))
      .join('')}</table><div class="cf">יתרה להעברה: ${ltr(amount(c2))}</div></div>`;
    const p3 = `<div class="page">${run(3)}<div class="cf">יתרה מועברת: ${ltr(amount(c2))}</div><table class="t">${head}${lines
      .slice(24)
      .map((l, i) => row(l, i + 24))
      .join('')}</table>
<table class="tot"><tr><td>סה"כ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום כולל מע"מ</td><td>${ltr(`${amount(gross)}₪`)}</td></tr></table><div class="sg">תנאי תשלום: שוטף + ${ltr('45')}. העבודות נמסרו ללקוח.</div></div>`;
    const css = `body{font-family:'FreeSerif';font-size:12.5px}.page{height:297mm;box-sizing:border-box;padding:15mm 16mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.top{display:flex;justify-content:space-between;line-height:1.5}.nm{font-family:'Ellinia CLM';font-size:34px;font-weight:bold}.box{border:1.5px solid #000;padding:8px 16px;line-height:1.6;min-width:50mm}.ti{font-size:20px;font-weight:bold}
.cu{margin:16px 0 8px;border-bottom:1px solid #000;padding-bottom:6px}.t{width:100%;border-collapse:collapse}.t th{border:1px solid #000;background:#ddd;padding:4px;text-align:start}.t td{border:1px solid #aaa;padding:4px}.t td:nth-child(n+3){text-align:left}
.cf{text-align:left;font-weight:bold;margin:6px 0}.run{border-bottom:1px solid #000;padding-bottom:4px;margin-bottom:6px;font-size:12px}.tot{margin:14px auto 0 0;border-collapse:collapse}.tot td{padding:4px 10px}.tot td:last-child{text-align:left}.tot .g{font-weight:bold;font-size:15px;background:#ddd}.sg{margin-top:24px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 + p3 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
