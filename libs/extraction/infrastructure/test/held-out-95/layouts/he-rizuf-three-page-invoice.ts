import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-rizuf-three-page-invoice';

/** Section, item, unit, agorot per unit before VAT in 2022, quantity range. */
const BOQ: [string, string, string, number, [number, number]][] = [
  ['01', 'פירוק ריצוף קיים ופינוי לאתר מורשה', 'מ"ר', 2400, [60, 420]],
  ['01', 'חפירה ו/או חציבה לעומק 30 ס"מ', 'מ"ק', 9500, [15, 120]],
  ['01', 'הידוק שתית לצפיפות 98%', 'מ"ר', 900, [60, 420]],
  ['01', 'מצע סוג א\' בשכבות של 20 ס"מ', 'מ"ק', 16500, [12, 90]],
  ['02', 'אבן שפה טרומית 100/25/17', 'מ"א', 11800, [20, 160]],
  ['02', 'אבן גן 50/20/10', 'מ"א', 7400, [20, 140]],
  ['02', 'אבן שפה מונמכת למעבר נכים', 'מ"א', 14200, [4, 24]],
  ['02', 'יסוד ומשענת בטון לאבני שפה', 'מ"א', 4200, [20, 160]],
  ['03', 'ריצוף אבנים משתלבות 6 ס"מ, אפור', 'מ"ר', 9200, [40, 380]],
  ['03', 'ריצוף אבנים משתלבות 8 ס"מ, צבעוני', 'מ"ר', 12800, [20, 200]],
  ['03', 'אריחי מישוש להכוונת עיוורים', 'מ"ר', 38000, [2, 14]],
  ['03', 'חול מחצבה למצע ריצוף 5 ס"מ', 'מ"ר', 1300, [40, 380]],
  ['03', 'ניסור אבנים והתאמות', 'מ"א', 2600, [10, 90]],
  ['04', 'תא ביקורת לניקוז 60 ס"מ', "יח'", 210000, [1, 4]],
  ['04', 'צינור ניקוז PVC בקוטר 160 מ"מ', 'מ"א', 18500, [6, 60]],
  ['04', 'קולטן מים עם רשת יציקה', "יח'", 165000, [1, 4]],
  ['05', 'הגבהת מכסה שוחה קיימת', "יח'", 54000, [1, 6]],
  ['05', 'עמודון חסימה מפלדה', "יח'", 42000, [2, 12]],
  ['05', 'שילוט זמני והסדרי תנועה', "קומפ'", 350000, [1, 1]],
];
const STREETS = ["רח' הדולב", "רח' התאנה", "שד' הנשיאים", "רח' הצורן", "רח' הכרכום"];

/**
 * A paving contractor's invoice to a local council for upgrading the pavements of a street in three stretches, three
 * A4 pages (Ellinia CLM for the name, FreeSans): page 1 the firm with "ח.פ:" plain, an outlined box "חשבונית מס"
 * "מס' nnn/yy", "תאריך dd.mm.yyyy", "עמוד 1 מתוך 3", the council, contract, street and the engineer's approval; a bill
 * of quantities by stretch ("קטע א'"…), items numbered by section with unit, quantity (tenths for areas, lengths and
 * volumes), unit price and sum, "סה"כ להעברה" at the foot of pages 1 and 2 and "מועבר מעמוד קודם" at the head of
 * pages 2 and 3 under a running head; on page 3 "סה"כ עבודות", "הנחה לפי חוזה 3%" as a minus, "סה"כ לפני מע"מ",
 * "מע"מ n%" added and "סה"כ לתשלום כולל מע"מ" "₪ …", terms; Sunday to Thursday.
 */
export const heRizufThreePageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'three-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.045;
    const rows: { cells: string[]; sum: number; head?: string }[] = [];
    const stretches = ["קטע א'", "קטע ב'", "קטע ג'"];
    for (const [k, stretch] of stretches.entries()) {
      rows.push({ cells: [], sum: 0, head: `${stretch} – ${['מצפון לכיכר', 'בין הכיכר לבית הספר', 'מבית הספר עד הפארק'][k]}` });
      const chosen = rng.some(BOQ, rng.int(16, 18)).sort((a, b) => BOQ.indexOf(a) - BOQ.indexOf(b));
      for (const [sec, name, unit, p, [lo, hi]] of chosen) {
        const whole = unit === "יח'" || unit === "קומפ'";
        const q = whole ? rng.int(lo, hi) : rng.int(lo * 10, hi * 10) / 10;
        const price = Math.round((p * rise) / 100) * 100;
        const s = Math.round(q * price);
        const code = `${sec}.${String(k + 1)}.${String(BOQ.findIndex((b) => b[1] === name) + 1).padStart(3, '0')}`;
        rows.push({
          cells: [ltr(code), name.replace(/(\d[\d/%.]*)|PVC/g, (m) => ltr(m)), unit, ltr(whole ? String(q) : q.toFixed(1)), ltr(amount(price)), ltr(amount(s))],
          sum: s,
        });
      }
    }
    const pages = [rows.slice(0, 24), rows.slice(24, 50), rows.slice(50)];
    const carried = [total(pages[0].map((r) => r.sum)), total([...pages[0], ...pages[1]].map((r) => r.sum))];
    const works = total(rows.map((r) => r.sum));
    const discount = share(works, 3);
    const net = works - discount;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אבני דרך פיתוח וריצוף בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(40, 390)}/${date.slice(2, 4)}`;
    const street = rng.pick(STREETS);
    const head = `<thead><tr><th>סעיף</th><th>תיאור</th><th>יח'</th><th>כמות</th><th>מחיר יח'</th><th>סה"כ</th></tr></thead>`;
    const table = (rs: typeof rows) =>
      `<table class="boq">${head}<tbody>${rs.map((r) => (r.head ? `<tr class="sh"><td colspan="6">${r.head}</td></tr>` : `<tr>${r.cells.map((c) => `<td>${c}</td>`).join('')}</tr>`)).join('')}</tbody></table>`;
    const run = (n: number) => `<div class="run"><span>${vendorName}</span><span>חשבונית מס ${ltr(doc)} · עמוד ${ltr(String(n))} מתוך ${ltr('3')}</span></div>`;
    const carry = (label: string, v: number) => `<table class="carry"><tr><th>${label}</th><td>${ltr(amount(v))}</td></tr></table>`;
    const p1 = `<div class="page"><div class="hd"><div><div class="nm">אבני דרך</div><div>${vendorName}</div><div class="sm">ח.פ: ${ltr(taxId)} · אזור תעשייה בר-לב · ${ltr(landline(rng))}</div></div>
<div class="box"><div class="t">חשבונית מס</div><div>מס' ${ltr(doc)}</div><div>תאריך ${ltr(dt(date, 'dd.mm.yyyy'))}</div><div class="sm">עמוד ${ltr('1')} מתוך ${ltr('3')}</div></div></div>
<div class="cust"><div><b>לכבוד:</b> המועצה המקומית כפר ורדים – מחלקת הנדסה</div><div><b>חוזה:</b> ${ltr(`${rng.int(3, 40)}/${date.slice(0, 4)}`)} · שדרוג מדרכות ${street} · חשבון סופי לפי מדידה מאושרת ע"י המפקח מיום ${ltr(dt(plus(date, -rng.int(3, 12)), 'dd.mm.yyyy'))}</div></div>
${table(pages[0])}${carry('סה"כ להעברה', carried[0])}</div>`;
    const p2 = `<div class="page">${run(2)}${carry('מועבר מעמוד קודם', carried[0])}${table(pages[1])}${carry('סה"כ להעברה', carried[1])}</div>`;
    const p3 = `<div class="page">${run(3)}${carry('מועבר מעמוד קודם', carried[1])}${table(pages[2])}
<table class="tot"><tr><th>סה"כ עבודות</th><td>${ltr(amount(works))}</td></tr><tr><th>הנחה לפי חוזה ${ltr('3%')}</th><td>${ltr(amount(-discount))}</td></tr><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr>
<tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום כולל מע"מ</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="sm terms">תנאי תשלום: שוטף + ${ltr('90')} מיום אישור החשבון. אחריות לשקיעות בריצוף: ${ltr('24')} חודשים.</div></div>`;
    const css = `${baseCss}
body{font-family:'FreeSans';font-size:11.5px}.page{height:297mm;box-sizing:border-box;padding:12mm 13mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.hd{display:flex;justify-content:space-between;align-items:flex-start;padding-bottom:6px;border-bottom:1.5px solid #222}.nm{font-family:'Ellinia CLM';font-size:34px;line-height:1.1}
.box{flex:0 0 54mm;border:2px solid #222;border-radius:6px;padding:5px 10px;text-align:center;line-height:1.5}.box .t{font-size:18px;font-weight:bold}.cust{margin:8px 0;line-height:1.6}
.run{display:flex;justify-content:space-between;font-weight:bold;border-bottom:1.5px solid #222;padding-bottom:3px;margin-bottom:6px}
.boq{width:100%;margin:4px 0}.boq th{border-bottom:1.5px solid #222;text-align:start;padding:3px}.boq td{border-bottom:1px solid #ccc;padding:3px}.boq td:nth-child(n+4),.boq th:nth-child(n+4){text-align:end}
.boq tr.sh td{font-weight:bold;background:#eee;border-bottom:1px solid #888}.carry,.tot{width:46%;margin-inline-start:auto}.carry th,.tot th{text-align:start;padding:3px 6px}.carry td,.tot td{text-align:end;padding:3px 6px;font-weight:bold}
.tot{margin-top:8px}.tot th{font-weight:normal}.tot td{font-weight:normal}.tot tr.g{border-top:2px solid #222;font-size:13px}.tot tr.g th,.tot tr.g td{font-weight:bold}.terms{margin-top:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 + p3 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
