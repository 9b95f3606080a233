import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, heDay, hyphenId, landline, lastOfMonth, notAnId, workday } from '../../generalisation/notation';
import { discounted, split } from './extra';

const SUPPLIERS = [
  { brand: 'VOLTEC', legal: 'וולטק ציוד חשמל בע"מ', label: 'ח.פ.', company: true, addr: "רח' הברזל 21, תל אביב" },
  { brand: 'אור-כבל', legal: 'אור-כבל סיטונאות חשמל (1998) בע"מ', label: 'ח"פ', company: true, addr: 'אזור תעשייה עמק חפר' },
  { brand: 'ש. מזרחי חשמל', legal: 'שלמה מזרחי', label: 'עוסק מורשה', company: false, addr: "רח' המסגר 4, באר שבע" },
];
/** Description, unit, price before VAT (agorot). */
const CATALOGUE: [string, string, number][] = [
  ['כבל NYY 3×2.5 ממ"ר', "מ'", 690],
  ['כבל NYY 5×6 ממ"ר', "מ'", 2890],
  ['חוט H07V-U 1.5 ממ"ר כחול', 'גליל 100', 18900],
  ['חוט H07V-U 2.5 ממ"ר חום', 'גליל 100', 27900],
  ['מפסק פחת 4P 40A 30mA', "יח'", 21900],
  ['מא"ז 1P 16A C', "יח'", 1890],
  ['מא"ז 3P 25A C', "יח'", 7490],
  ['לוח חשמל 36 מודול תה"ט', "יח'", 38900],
  ['שקע כפול לבן עם הארקה', "יח'", 1590],
  ['מפסק תאורה יחיד', "יח'", 1190],
  ['קופסת חיבורים IP65', "יח'", 990],
  ['צינור שרשורי 20 מ"מ', 'גליל 50', 6490],
  ['צינור מריכף 25 מ"מ', "מ'", 390],
  ['תעלת PVC 40×60', "מ'", 1890],
  ['גוף תאורה LED לד 36W', "יח'", 11900],
  ['פנל LED 60×60 40W', "יח'", 14900],
  ['פס השוואת פוטנציאלים', "יח'", 4590],
  ['מהדק כבלים 4.8×300 (100)', 'שקית', 2490],
  ['נעל כבל 16 ממ"ר (50)', 'שקית', 3890],
  ['סרט בידוד שחור', "יח'", 390],
  ['ממסר צעד 16A', "יח'", 6890],
  ['שעון שבת דיגיטלי', "יח'", 9890],
  ['גלאי נוכחות תקרה', "יח'", 12900],
  ['בית תקע תעשייתי 32A', "יח'", 5490],
  ['מגן ברקים T2', "יח'", 34900],
  ['מהדק מהיר וואגו 3 (50)', 'קופסה', 4990],
];

/**
 * An electrical wholesaler's "חשבונית מס" over two A4 pages to an electrical contractor (Liberation Sans, Noto
 * Sans Hebrew or Simple CLM; the brand in Nimbus Sans bold for "VOLTEC", or Frank Ruehl CLM): the brand, the
 * legal name or the owner's name with "ח.פ." / "ח"פ" / "עוסק מורשה" (hyphenated on some); a header box on both
 * pages ("חשבונית מס" "EL-0048213" or six digits, "תאריך" on a weekday, "דף 1 מתוך 2"); the contractor with a
 * valid ח.פ. or ע.מ., a site, the order and two delivery notes with earlier dates, "מס' ספק" failing the check;
 * 30-40 rows (catalogue number, description, unit, quantity, price, discount %, amount), "סה"כ מועבר" and
 * "העברה מדף 1"; "סה"כ", "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום", "שוטף + 45" with its due date.
 */
export const heElectricalSuppliesTwoPage: Layout = {
  id: 'he-electrical-supplies-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng, s.company);
    const date = workday(randomDate(rng, '2023-07-01', '2026-02-25'), addDays);
    const rate = israeliRate(date);
    const n = rng.int(30, 40);
    const rows = Array.from({ length: n }, () => {
      const [desc, unit, price] = rng.pick(CATALOGUE);
      const qty = unit === "מ'" ? rng.int(10, 200) : rng.int(1, 24);
      const pct = rng.pick([0, 0, 5, 8, 10, 12]);
      return { sku: `${rng.int(10, 99)}-${rng.digits(5)}`, desc, unit, qty, price, pct, sum: discounted(qty, price, pct) };
    });
    const [p1, p2] = split(rows, 24);
    const carried = p1.reduce((a, r) => a + r.sum, 0);
    const net = rows.reduce((a, r) => a + r.sum, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `EL-${String(rng.int(10000, 99999)).padStart(7, '0')}` : String(rng.int(300000, 699999));
    const font = rng.pick(['Liberation Sans', 'Noto Sans Hebrew', 'Simple CLM']);
    const latin = /[A-Z]/.test(s.brand);
    const idText = rng.chance(0.4) ? hyphenId(vendorTaxId) : vendorTaxId;
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const customer = rng.pick(['ח.י. עבודות חשמל בע"מ', 'אלקטרו-דרום התקנות בע"מ', 'מתקני חשמל נחום בע"מ']);
    const custId = taxId(rng, true);
    const dn1 = addDays(date, -rng.int(3, 9));
    const dn2 = addDays(date, -rng.int(10, 20));
    const phones = `טל' <bdi>${landline(rng)}</bdi> · נציג: <bdi>${cellular(rng)}</bdi>`;
    const head = (
      page: number,
    ) => `<div class="hd"><div><div class="brand">${esc(s.brand)}</div><div>${esc(s.legal)} · ${s.label} ${idText}</div><div class="sm">${esc(s.addr)} · ${phones}</div></div>
<div class="box"><div class="bt">חשבונית מס</div><div>מס': <b>${docNo}</b></div><div>תאריך: ${heDay(date)} ${dt(date, fmt)}</div><div>דף ${page} מתוך 2</div></div></div>`;
    const table = (rs: typeof rows, start: number) =>
      `<table class="it"><tr><th>#</th><th>מק"ט</th><th>תיאור</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>הנחה %</th><th>סה"כ</th></tr>${rs.map((r, i) => `<tr><td>${start + i}</td><td>${r.sku}</td><td class="d">${esc(r.desc)}</td><td>${r.unit}</td><td>${r.qty}</td><td>${amount(r.price)}</td><td>${r.pct || ''}</td><td>${amount(r.sum)}</td></tr>`).join('')}`;
    const body = `<div class="page">${head(1)}
<div class="cust"><div>לכבוד: <b>${esc(customer)}</b> · ח.פ. ${custId}</div><div>אתר: ${esc(rng.pick(['פרויקט מגדלי הים, בת ים', 'בית ספר יסודי, שוהם', 'מרכז מסחרי, אופקים', 'מבנה תעשייה, קיסריה']))}</div><div>הזמנה: ${rng.digits(6)} · ת. משלוח ${rng.int(50000, 89999)} (${dt(dn2, 'dd/mm/yy')}), ${rng.int(50000, 89999)} (${dt(dn1, 'dd/mm/yy')}) · מס' ספק: ${notAnId(rng)}</div></div>
${table(p1, 1)}<tr class="cf"><td colspan="7">סה"כ מועבר לדף 2</td><td>${amount(carried)}</td></tr></table></div>
<div class="page">${head(2)}<table class="it"><tr class="cf"><td colspan="8">העברה מדף 1: ${amount(carried)}</td></tr></table>${table(p2, 25)}</table>
<table class="tot"><tr><td>סה"כ</td><td>${amount(net)}</td></tr><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table>
<div class="sm">תנאי תשלום: שוטף + 45 · לתשלום עד ${dt(addDays(lastOfMonth(date), 45), fmt)} · הסחורה נשארת בבעלות הספק עד לתשלום המלא.</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10.5px;color:#111}.page{height:297mm;box-sizing:border-box;padding:10mm 12mm;overflow:hidden}.page:first-child{page-break-after:always}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #f9a825;padding-bottom:2mm}.brand{font-family:${latin ? "'Nimbus Sans'" : "'Frank Ruehl CLM'"},sans-serif;font-size:24px;font-weight:bold}.sm{font-size:9px;color:#444}
.box{border:1.5px solid #000;padding:2mm 4mm;line-height:1.5;min-width:52mm}.bt{font-size:15px;font-weight:bold}.cust{margin:3mm 0;line-height:1.5}table{border-collapse:collapse;width:100%}.it th{background:#333;color:#fff;padding:1.2mm;font-weight:normal}.it td{padding:1mm 1.2mm;border-bottom:1px solid #ddd;text-align:center;white-space:nowrap}.it td.d{text-align:right;white-space:normal}
.it td:last-child{text-align:left}.cf td{font-weight:bold;background:#fff8e1;text-align:left!important}.tot{width:75mm;margin:4mm auto 3mm 0}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #000}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
