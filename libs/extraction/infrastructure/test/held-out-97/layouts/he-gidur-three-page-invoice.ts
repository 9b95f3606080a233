import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, notAnId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'he-gidur-three-page-invoice';

/** Item, unit, agorot a unit before VAT in 2022, quantity range. */
const ITEMS: [string, string, number, [number, number]][] = [
  ['גדר רשת מגולוונת גובה 2.0 מ׳', 'מ"א', 18500, [40, 320]],
  ['גדר רשת מרותכת מצופה גובה 1.8 מ׳', 'מ"א', 24500, [30, 260]],
  ['גדר פלדה דקורטיבית גובה 1.5 מ׳', 'מ"א', 46000, [12, 90]],
  ['עמוד פלדה 60X60 כולל יסוד בטון', "יח'", 21000, [10, 90]],
  ['שער כניסה דו-כנפי 4.0 מ׳', "יח'", 780000, [1, 2]],
  ['שער הולכי רגל 1.0 מ׳ עם מחזיר', "יח'", 265000, [1, 3]],
  ['שער הזזה חשמלי 6.0 מ׳', "יח'", 1650000, [1, 1]],
  ['פירוק גדר קיימת ופינוי', 'מ"א', 4200, [30, 200]],
  ['חפירה ויציקת קורת יסוד', 'מ"א', 16500, [10, 80]],
  ['תיל דוקרני 3 שורות', 'מ"א', 2800, [30, 200]],
  ['צביעה אלקטרוסטטית בתנור', 'מ"א', 7500, [12, 90]],
  ['מנעול רב-בריח למחזיר', "יח'", 68000, [1, 3]],
  ['שילוט "שטח מגודר"', "יח'", 12000, [2, 8]],
  ['מעקה בטיחות מגולוון', 'מ"א', 39000, [6, 40]],
];
const SITES = ['גן ילדים "השקד", גן יבנה', 'מגרש משולב, קריית מלאכי', 'בית הספר "נווה הדר", באר טוביה', 'מתחם מים, עזריקם', 'מרכז קהילתי, שתולים', 'חצר מועדון הנוער, כפר ורבורג'];

/**
 * A fencing contractor in Kochav Yair invoicing a regional council for three sites, three A4 pages (Drugulin CLM for the
 * name, DejaVu Sans Condensed): page 1 the name over a narrow black line with the company and "ח.פ." plain, the address
 * and phone; "חשבונית מס" with "מספר 2-nnnnn" and "תאריך dd.mm.yyyy" in a table beside the council's address, an order
 * number and a supplier number failing the check; a numbered item table per site, its heading a shaded row, carried on
 * over pages 2 and 3 (each with "עמוד n מתוך 3" and the number at the top); on page 3 the site subtotals, "סה"כ לפני
 * מע"מ", "מע"מ n%" added and "סה"כ לתשלום" "₪ …"; payment terms; Sunday to Thursday.
 */
export const heGidurThreePageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'three-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.045;
    const sites = rng.some(SITES, 3);
    let k = 0;
    const rows: { html: string; sum: number }[] = [];
    const subtotals = sites.map((site) => {
      rows.push({ html: `<tr class="sec"><td colspan="6">אתר: ${site}</td></tr>`, sum: 0 });
      const chosen = rng.some(ITEMS, rng.int(9, 11)).sort((a, b) => ITEMS.indexOf(a) - ITEMS.indexOf(b));
      const sums = chosen.map(([name, unit, p, [lo, hi]]) => {
        const q = rng.int(lo, hi);
        const price = Math.round((p * rise) / 100) * 100;
        k++;
        rows.push({
          html: `<tr><td>${ltr(String(k))}</td><td>${name.replace(/[0-9][0-9.X]*/g, (m) => ltr(m))}</td><td>${unit}</td><td>${ltr(String(q))}</td><td>${ltr(amount(price))}</td><td>${ltr(amount(q * price))}</td></tr>`,
          sum: q * price,
        });
        return q * price;
      });
      return total(sums);
    });
    const net = total(subtotals);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'גדרות הכוכב י.ר. בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `2-${rng.int(10000, 39999)}`;
    const cut1 = 15;
    const cut2 = rows.length - rng.int(4, 6);
    const head = `<thead><tr><th>#</th><th>תיאור</th><th>יח'</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr></thead>`;
    const table = (rs: typeof rows) => `<table class="t">${head}<tbody>${rs.map((r) => r.html).join('')}</tbody></table>`;
    const run = (n: number) => `<div class="run"><span>חשבונית מס ${ltr(doc)} · ${vendorName}</span><span>עמוד ${ltr(String(n))} מתוך ${ltr('3')}</span></div>`;
    const p1 = `<div class="page"><div class="nm">גדרות הכוכב</div><div class="ln"></div><div class="det">${vendorName} · ח.פ. ${ltr(taxId)} · רח' הנרקיס ${ltr(String(rng.int(2, 30)))}, כוכב יאיר · ${ltr(`09-74${rng.digits(5)}`)}</div>
<div class="top"><div><b>לכבוד</b><br>מועצה אזורית באר טוביה<br>מחלקת הנדסה ותשתיות<br>הזמנת עבודה ${ltr(`${rng.int(100, 999)}/${date.slice(0, 4)}`)}<br>מס' ספק ${ltr(notAnId(rng))}</div>
<table class="meta"><tr><th colspan="2">חשבונית מס</th></tr><tr><td>מספר</td><td>${ltr(doc)}</td></tr><tr><td>תאריך</td><td>${ltr(dt(date, 'dd.mm.yyyy'))}</td></tr><tr><td>עמוד</td><td>${ltr('1')} מתוך ${ltr('3')}</td></tr></table></div>
${table(rows.slice(0, cut1))}<div class="cont">המשך בעמוד הבא</div></div>`;
    const p2 = `<div class="page">${run(2)}${table(rows.slice(cut1, cut2))}<div class="cont">המשך בעמוד הבא</div></div>`;
    const p3 = `<div class="page">${run(3)}${table(rows.slice(cut2))}
<table class="tot">${sites.map((s, i) => `<tr><th>סה"כ ${s.split(',')[0]}</th><td>${ltr(amount(subtotals[i]))}</td></tr>`).join('')}<tr class="s"><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="terms">תנאי תשלום: שוטף + ${ltr('45')}. נא לנכות מס במקור לפי האישור המצורף. אחריות לחמש שנים לגלוון ולצבע.</div></div>`;
    const css = `body{font-family:'DejaVu Sans Condensed';font-size:11px}.page{height:297mm;box-sizing:border-box;padding:13mm 14mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.nm{font-family:'Drugulin CLM';font-size:40px;font-weight:bold}.ln{border-top:6px solid #000;width:60mm}.det{margin:5px 0 12px}.top{display:flex;justify-content:space-between;line-height:1.7}
.meta{border-collapse:collapse;width:62mm}.meta th{background:#000;color:#fff;font-size:17px;padding:5px}.meta td{border:1px solid #000;padding:4px 6px}
.t{width:100%;border-collapse:collapse;margin-top:10px}.t th{border-bottom:2px solid #000;padding:4px;text-align:start}.t td{padding:5px 4px;border-bottom:1px solid #ccc}.t td:nth-child(n+4){text-align:end}.t .sec td{background:#e6e6e6;font-weight:bold;text-align:start}
.cont{text-align:end;margin-top:6px;font-style:italic}.run{display:flex;justify-content:space-between;border-bottom:1px solid #000;padding-bottom:4px}
.tot{width:95mm;margin-top:12px;margin-inline-start:auto;border-collapse:collapse}.tot th{text-align:start;font-weight:normal;padding:3px}.tot td{text-align:end;padding:3px}.tot .s{border-top:1px solid #000}.tot .g{background:#000;color:#fff;font-weight:bold;font-size:14px}.terms{margin-top:20px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 + p3 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
