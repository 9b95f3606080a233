import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-hashkaya-two-page-invoice';

/** Catalogue, item, unit, agorot a unit before VAT in 2022, quantity range. */
const ITEMS: [string, string, string, number, [number, number]][] = [
  ['16-210', 'צינור טפטוף 16 מ"מ 2 ל"ש כל 30 ס"מ', 'גליל', 38000, [2, 30]],
  ['16-430', 'צינור טפטוף 16 מ"מ 4 ל"ש כל 50 ס"מ', 'גליל', 41000, [2, 30]],
  ['20-110', 'צינור פוליאתילן 20 מ"מ', 'מ"א', 260, [100, 800]],
  ['25-110', 'צינור פוליאתילן 25 מ"מ', 'מ"א', 390, [100, 600]],
  ['32-115', 'צינור פוליאתילן 32 מ"מ', 'מ"א', 620, [50, 400]],
  ['50-300', 'צינור PVC 50 מ"מ דרג 6', 'מ"א', 1450, [20, 200]],
  ['71-020', 'מחבר התחלה 16 מ"מ', "יח'", 180, [50, 600]],
  ['71-045', 'מחבר ישר 16 מ"מ', "יח'", 120, [50, 400]],
  ['71-090', 'פקק סיום 16 מ"מ', "יח'", 90, [50, 400]],
  ['72-300', "ברז כדורי 1 אינץ'", "יח'", 3900, [2, 20]],
  ['73-510', "מסנן דיסקיות 2 אינץ' 120 מש", "יח'", 48000, [1, 4]],
  ['74-200', "מווסת לחץ 1.5 אטמ'", "יח'", 8500, [2, 12]],
  ['75-040', 'מחשב השקיה 6 תחנות', "יח'", 129000, [1, 2]],
  ['75-110', "ברז חשמלי 1 אינץ' 24V", "יח'", 17500, [2, 12]],
  ['76-010', 'ממטיר סיבובי 360', "יח'", 1900, [10, 120]],
  ['76-220', 'מתז פרפר', "יח'", 650, [20, 200]],
  ['77-100', 'מדשן הידראולי', "יח'", 185000, [1, 1]],
  ['78-001', "שסתום אוויר 1 אינץ'", "יח'", 6200, [2, 10]],
  ['79-500', 'דבק PVC 250 מ"ל', "יח'", 2400, [2, 10]],
  ['79-620', 'סרט טפלון', "יח'", 350, [10, 60]],
  ['80-100', 'מתאם הברגה חיצונית 3/4', "יח'", 420, [10, 80]],
  ['80-150', 'זווית 90 מעלות 25 מ"מ', "יח'", 310, [10, 80]],
];
const CUSTOMERS = ['ניר עוז מטעים אגש"ח בע"מ', 'גני יזרעאל נוי ונוף בע"מ', 'משק שדות הצפון בע"מ', 'עמק הזיתים חקלאות בע"מ'];

/**
 * An irrigation supplies dealer in Kiryat Bialik, two A4 pages (Yehuda CLM for the trade name, Liberation Sans): page 1
 * "השקיה בקריות" on the left above a thin rule with the company, "ח.פ." plain, the industrial zone and a fax; on the
 * right "חשבונית מס" in a grey bar, under it "מס' yy/nnnn", "תאריך" dd/mm/yyyy, a delivery note and "תנאי
 * תשלום"; the customer with its ח.פ. (a valid id, a distractor); a catalogue table of 18-22 lines, cut after 14 with
 * "המשך בעמוד 2" and a carried subtotal; page 2 repeats the number and "עמוד 2 מתוך 2", the carried subtotal, the rest of
 * the lines, then "סה"כ שורות", a 5% dealer discount sometimes, "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום"
 * "₪ …"; Sunday to Thursday.
 */
export const heHashkayaTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'two-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.035;
    const chosen = rng.some(ITEMS, rng.int(18, 22)).sort((a, b) => ITEMS.indexOf(a) - ITEMS.indexOf(b));
    const lines = chosen.map(([cat, name, unit, p, [lo, hi]]) => {
      const q = rng.int(lo, hi);
      const price = Math.round((p * rise) / 10) * 10;
      return { cat, name, unit, q, price, sum: q * price };
    });
    const sub = total(lines.map((l) => l.sum));
    const discount = rng.chance(0.5) ? Math.round(sub * 0.05) : 0;
    const net = sub - discount;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'השקיה בקריות ש.ב. בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}/${rng.int(1000, 9999)}`;
    const num = (s: string) => s.replace(/[0-9][0-9./]*(?:V)?/g, (m) => ltr(m)).replace(/PVC/g, ltr('PVC'));
    const row = (l: (typeof lines)[number], i: number) =>
      `<tr><td>${ltr(String(i + 1))}</td><td>${ltr(l.cat)}</td><td>${num(l.name)}</td><td>${l.unit}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(l.price))}</td><td>${ltr(amount(l.sum))}</td></tr>`;
    const head = `<thead><tr><th>#</th><th>מק"ט</th><th>תיאור</th><th>יח'</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr></thead>`;
    const carried = total(lines.slice(0, 14).map((l) => l.sum));
    const p1 = `<div class="page"><div class="top"><div class="meta"><div class="bar">חשבונית מס</div><div>מס' <b>${ltr(doc)}</b></div><div>תאריך ${ltr(dt(date, 'dd/mm/yyyy'))}</div><div>תעודת משלוח ${ltr(String(rng.int(70000, 89999)))}</div><div>תנאי תשלום: שוטף + ${ltr('60')}</div></div>
<div class="ven"><div class="tn">השקיה בקריות</div><div class="rule"></div>${vendorName}<br>ח.פ. ${ltr(taxId)}<br>אזור התעשייה, קריית ביאליק<br>טל' ${ltr(`04-84${rng.digits(5)}`)} פקס ${ltr(`04-84${rng.digits(5)}`)}</div></div>
<div class="cu"><b>לקוח:</b> ${rng.pick(CUSTOMERS)} · ח.פ. ${ltr(companyId(rng, true))} · אספקה ${ltr(dt(plus(date, -rng.int(0, 6)), 'dd/mm/yyyy'))}</div>
<table class="t">${head}<tbody>${lines.slice(0, 14).map(row).join('')}</tbody></table><div class="cf"><span>המשך בעמוד ${ltr('2')}</span><span>סה"כ להעברה ${ltr(amount(carried))}</span></div></div>`;
    const p2 = `<div class="page"><div class="run"><span>חשבונית מס ${ltr(doc)}</span><span>עמוד ${ltr('2')} מתוך ${ltr('2')}</span></div><div class="cf"><span>מועבר מעמוד ${ltr('1')}</span><span>${ltr(amount(carried))}</span></div>
<table class="t">${head}<tbody>${lines
      .slice(14)
      .map((l, i) => row(l, i + 14))
      .join('')}</tbody></table>
<table class="tot"><tr><th>סה"כ שורות</th><td>${ltr(amount(sub))}</td></tr>${discount ? `<tr><th>הנחת מפיץ ${ltr('5%')}</th><td>${ltr(amount(-discount))}</td></tr>` : ''}<tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="sg">הסחורה נמסרה בשלמותה. חתימת המקבל: ____________</div></div>`;
    const css = `body{font-family:'Liberation Sans';font-size:11.5px}.page{height:297mm;box-sizing:border-box;padding:14mm 15mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.top{display:flex;justify-content:space-between}.meta{width:70mm;line-height:1.7}.bar{background:#ccc;font-size:20px;font-weight:bold;padding:4px 8px}.ven{text-align:end;line-height:1.6}.tn{font-family:'Yehuda CLM';font-size:36px;font-weight:bold}.rule{border-top:1px solid #000;margin:2px 0 4px}
.cu{margin:14px 0 6px;padding:6px;border:1px dashed #555}.t{width:100%;border-collapse:collapse}.t th{background:#eee;border:1px solid #999;padding:4px;text-align:start}.t td{border:1px solid #ccc;padding:4px}.t td:nth-child(n+5),.t th:nth-child(n+5){text-align:end}
.cf{display:flex;justify-content:space-between;margin:6px 0;font-weight:bold}.run{display:flex;justify-content:space-between;border-bottom:2px solid #000;padding-bottom:4px;margin-bottom:6px}
.tot{width:90mm;margin-top:14px;margin-inline-start:auto;border-collapse:collapse}.tot th{text-align:start;font-weight:normal;padding:4px}.tot td{text-align:end;padding:4px}.tot .g{border-top:2px solid #000;border-bottom:2px solid #000;font-weight:bold;font-size:15px}.sg{margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
