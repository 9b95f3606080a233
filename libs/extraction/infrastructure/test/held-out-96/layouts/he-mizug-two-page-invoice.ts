import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-mizug-two-page-invoice';

/** Item, unit, agorot a unit before VAT in 2022, quantity range. */
const BOQ: [string, string, number, [number, number]][] = [
  ['מזגן מפוצל 1.5 כ"ס אינוורטר', "יח'", 285000, [2, 12]],
  ['מזגן מפוצל 2.5 כ"ס אינוורטר', "יח'", 410000, [2, 10]],
  ['יחידת עיבוי VRF 16 כ"ס', "יח'", 4200000, [1, 2]],
  ['מאייד תקרתי קסטה 4 כיוונים', "יח'", 520000, [2, 12]],
  ['מאייד מיני מרכזי מוסתר', "יח'", 610000, [1, 8]],
  ['צנרת נחושת מבודדת 1/4-1/2', 'מ"א', 9800, [40, 260]],
  ['צנרת נחושת מבודדת 3/8-5/8', 'מ"א', 12800, [30, 200]],
  ['צנרת ניקוז PVC 32 מ"מ', 'מ"א', 3600, [30, 200]],
  ['תעלות פח מבודדות', 'מ"ר', 32000, [10, 90]],
  ['מפזר תקרה מרובע 60X60', "יח'", 42000, [4, 30]],
  ['תרמוסטט קיר חכם', "יח'", 68000, [2, 16]],
  ['בסיס בטון ובולמי רעידות ליחידה', "יח'", 95000, [1, 4]],
  ['מנוף והרמה לגג', "קומפ'", 380000, [1, 1]],
  ['מילוי גז R32 והרצה', "קומפ'", 240000, [1, 1]],
  ['פירוק מזגנים ישנים ופינוי', "יח'", 32000, [2, 14]],
  ['חיווט חשמלי ומפסקים לכל יחידה', "יח'", 54000, [2, 14]],
  ['תוכניות עדות ותיק מתקן', "קומפ'", 180000, [1, 1]],
];
const SCHOOLS = ['בית הספר היסודי "הרימון"', 'חטיבת הביניים "נופים"', 'בית הספר "גבעת הכלנית"', 'תיכון "אורות"'];

/**
 * An air-conditioning contractor's invoice to a municipal school, two A4 pages (Ellinia CLM for the name, Noto Sans
 * Hebrew with Liberation Sans): page 1 the firm "מיזוג הקריות" with "ח.פ" plain in a line of details under a thick
 * rule, "חשבונית מס" in a circle-cornered grey box with "מס' 5nnnn" (five digits) and "תאריך dd/mm/yy", "לכבוד" the
 * municipality's education department, the school, the tender and the supplier number (failing the check); an item
 * table numbered 1… (item, unit, quantity, unit price, sum) to the foot of the page with "המשך בעמוד 2"; page 2 a
 * running line with the invoice number and "עמוד 2 מתוך 2", the rest of the items, "סה"כ עבודות וציוד", "מע"מ n%" added
 * and "סה"כ לתשלום" "₪ …"; warranty, bank details and signatures; Sunday to Thursday.
 */
export const heMizugTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'two-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const chosen = rng.some(BOQ, rng.int(14, 17)).sort((a, b) => BOQ.indexOf(a) - BOQ.indexOf(b));
    const rows = chosen.map(([name, unit, p, [lo, hi]], i) => {
      const q = rng.int(lo, hi);
      const price = Math.round((p * rise) / 100) * 100;
      return {
        cells: [ltr(String(i + 1)), name.replace(/([0-9][0-9./X-]*|VRF|PVC|R32)/g, (m) => ltr(m)), unit, ltr(String(q)), ltr(amount(price)), ltr(amount(q * price))],
        sum: q * price,
      };
    });
    const cut = rows.length - rng.int(4, 6);
    const net = total(rows.map((r) => r.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מיזוג הקריות הנדסה והתקנות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(50000, 59999));
    const head = `<thead><tr><th>#</th><th>פריט</th><th>יח'</th><th>כמות</th><th>מחיר יח'</th><th>סכום</th></tr></thead>`;
    const table = (rs: typeof rows) => `<table class="t">${head}<tbody>${rs.map((r) => `<tr>${r.cells.map((c) => `<td>${c}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
    const p1 = `<div class="page"><div class="nm">מיזוג הקריות</div><div class="det">${vendorName} · ח.פ ${ltr(taxId)} · רח' המלאכה, קריית מוצקין · ${ltr(landline(rng))} · קבלן רשום סיווג ${ltr('ג-2')}</div>
<div class="top"><div class="to"><div><b>לכבוד:</b> עיריית קריית מוצקין – אגף החינוך</div><div><b>עבור:</b> ${rng.pick(SCHOOLS)}</div><div><b>מכרז:</b> ${ltr(`${rng.int(3, 30)}/${Number(date.slice(0, 4)) - (rng.chance(0.5) ? 1 : 0)}`)} · החלפת מערכות מיזוג בכיתות</div><div><b>מס' ספק:</b> ${ltr(notAnId(rng))}</div></div>
<div class="box"><div class="h">חשבונית מס</div><div>מס' ${ltr(doc)}</div><div>תאריך ${ltr(dt(date, 'dd/mm/yy'))}</div></div></div>
${table(rows.slice(0, cut))}<div class="cont">המשך בעמוד ${ltr('2')}</div></div>`;
    const p2 = `<div class="page"><div class="run"><span>${vendorName} – חשבונית מס ${ltr(doc)}</span><span>עמוד ${ltr('2')} מתוך ${ltr('2')}</span></div>${table(rows.slice(cut))}
<table class="tot"><tr><th>סה"כ עבודות וציוד</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="notes"><div>אחריות: ${ltr('36')} חודשים לציוד, ${ltr('12')} חודשים להתקנה, מיום מסירת העבודה (${ltr(dt(plus(date, -rng.int(5, 20)), 'dd/mm/yy'))}).</div><div>תשלום: שוטף + ${ltr('60')} בהעברה לבנק ${rng.pick(['הפועלים', 'לאומי', 'מזרחי טפחות'])}, סניף ${ltr(String(rng.int(100, 799)))}, חשבון ${ltr(rng.digits(6))}.</div></div>
<div class="sigs"><span>חתימת הקבלן ____________</span><span>אישור המפקח ____________</span></div></div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Liberation Sans';font-size:11.5px}.page{height:297mm;box-sizing:border-box;padding:14mm 15mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.nm{font-family:'Ellinia CLM';font-size:38px;font-weight:bold;line-height:1.1}.det{border-bottom:4px solid #333;padding-bottom:5px;font-size:10.5px}.top{display:flex;justify-content:space-between;margin:10px 0;line-height:1.8}
.box{width:50mm;background:#e4e4e4;border-radius:10px;padding:8px;text-align:center;line-height:1.6}.box .h{font-size:19px;font-weight:bold}
.t{width:100%;margin-top:6px}.t th{background:#333;color:#fff;padding:4px;text-align:start}.t td{padding:4.5px 4px;border-bottom:1px solid #bbb}.t td:nth-child(n+4),.t th:nth-child(n+4){text-align:end}
.cont{margin-top:8px;text-align:end;font-style:italic}.run{display:flex;justify-content:space-between;border-bottom:1px solid #333;padding-bottom:3px;margin-bottom:6px;font-size:10.5px}
.tot{width:80mm;margin:10px 0 0;margin-inline-start:auto}.tot th{text-align:start;font-weight:normal;padding:4px}.tot td{text-align:end;padding:4px}.tot tr.g{background:#333;color:#fff;font-weight:bold;font-size:13px}.tot tr.g th{font-weight:bold}
.notes{margin-top:18px;line-height:1.8}.sigs{display:flex;justify-content:space-between;margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
