import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, landline, lastOfMonth, notAnId, share, workday } from '../../generalisation/notation';
import { pages, triples } from './extra';

const SUPPLIERS = [
  { en: 'HotelCare Supplies', legal: 'הוטל-קר אספקה למלונות בע"מ', company: true },
  { en: 'Lavender Guest Amenities', legal: 'לבנדר מוצרי אירוח בע"מ', company: true },
  { en: 'A. Nachmias Hospitality Supply', legal: 'אביגדור נחמיאס', company: false },
];
/** Hebrew, English, pack, price before VAT (agorot). */
const ITEMS: [string, string, string, number][] = [
  ['שמפו 30 מ"ל', 'Shampoo 30 ml', "קרטון 500 יח'", 42500],
  ['מרכך 30 מ"ל', 'Conditioner 30 ml', "קרטון 500 יח'", 44000],
  ['ג\'ל רחצה 30 מ"ל', 'Shower gel 30 ml', "קרטון 500 יח'", 39500],
  ["סבון מוצק 20 גר'", 'Soap bar 20 g', "קרטון 1,000 יח'", 51000],
  ['מתקן סבון קיר 300 מ"ל', 'Wall dispenser 300 ml', "יח'", 3800],
  ['ערכת גילוח', 'Shaving kit', "קרטון 250 יח'", 46000],
  ['ערכת שיניים', 'Dental kit', "קרטון 250 יח'", 37500],
  ['כובע רחצה', 'Shower cap', "קרטון 1,000 יח'", 24000],
  ['נעלי בית חד-פעמיות', 'Disposable slippers', 'קרטון 200 זוג', 58000],
  ['חלוק מגבת לבן', 'White terry bathrobe', "יח'", 8900],
  ['מגבת גוף 70×140', 'Bath towel 70×140', "יח'", 3400],
  ['שקית כביסה לאורח', 'Guest laundry bag', 'חבילה 500', 16500],
  ['שלט "נא לא להפריע"', '"Do not disturb" sign', 'חבילה 100', 18000],
  ['קפסולות קפה לחדר', 'In-room coffee pods', 'קרטון 600', 72000],
  ['מים מינרליים 330 מ"ל', 'Mineral water 330 ml', 'מארז 24', 2900],
];
const HOTELS = ['מלון חוף האלמוגים, אילת', 'מלון נוף הכנרת, טבריה', 'מלונות הבוטיק של העיר העתיקה, עכו', 'אכסניית הר הכרמל, חיפה'];

/**
 * A hotel amenities supplier's "חשבונית מס / Tax Invoice" over two A4 pages with every label in Hebrew and
 * English (Roboto with David CLM, Open Sans with Noto Sans Hebrew, or FreeSans; the English name in Nimbus Sans
 * bold small capitals): a band on both pages with the English name, the Hebrew legal name with "ח.פ. / Co. Reg."
 * (in groups of three on some) or the owner's name with "עוסק מורשה / Licensed Dealer", "מס' חשבונית / Invoice
 * No." ("AM-" and six digits, or seven digits), "תאריך / Date" (yyyy-mm-dd or dd/mm/yyyy) and "דף / Page 1 of
 * 2"; the hotel's company with a valid ח.פ., its branch, its PO, "מס' ספק / Vendor No." failing the check and a
 * delivery date; 30-40 rows of code, Hebrew and English item, pack, quantity, price and amount; "סה"כ להעברה
 * / Subtotal c/f" and "יתרה מועברת / Subtotal b/f"; a loyal customer's 3% discount on some, "סה"כ לפני מע"מ /
 * Total before VAT", "מע"מ / VAT", "סה"כ לתשלום / Amount payable ₪", "שוטף + 60 / EOM + 60" with its date.
 */
export const mixedHotelAmenitiesTwoPage: Layout = {
  id: 'mixed-hotel-amenities-two-page',
  lang: 'mixed',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng, s.company);
    const date = workday(randomDate(rng, '2023-07-01', '2026-02-25'), addDays);
    const rate = israeliRate(date);
    const rows = Array.from({ length: rng.int(30, 40) }, () => {
      const [he, en, pack, price] = rng.pick(ITEMS);
      const qty = price < 10000 ? rng.int(10, 120) : rng.int(1, 8);
      return { code: `${rng.pick(['AM', 'TX', 'FB', 'HK'])}-${rng.digits(5)}`, he, en, pack, qty, price, sum: qty * price };
    });
    const [p1, p2] = pages(rows, 21);
    const carried = p1.reduce((a, r) => a + r.sum, 0);
    const gross = rows.reduce((a, r) => a + r.sum, 0);
    const loyal = rng.chance(0.45);
    const disc = loyal ? share(gross, 3) : 0;
    const net = gross - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `AM-${String(rng.int(1000, 99999)).padStart(6, '0')}` : String(rng.int(1000000, 2999999));
    const pair = rng.pick([
      ["'Roboto'", "'David CLM'"],
      ["'Open Sans'", "'Noto Sans Hebrew'"],
      ["'FreeSans'", "'FreeSans'"],
    ]);
    const iso = rng.chance(0.5);
    const f = (d: string) => (iso ? `<bdi>${d}</bdi>` : dt(d, 'dd/mm/yyyy'));
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const idText = s.company && rng.chance(0.4) ? triples(vendorTaxId) : vendorTaxId;
    const phone = landline(rng);
    const band = (
      page: number,
    ) => `<div class="band"><div><div class="en">${esc(s.en)}</div><div>${esc(s.legal)} · ${s.company ? l('ח.פ.', 'Co. Reg.') : l('עוסק מורשה', 'Licensed Dealer')} ${idText}</div><div class="sm">${l('פארק תעשיות עמק חפר', 'Emek Hefer Industrial Park')} · <bdi>${phone}</bdi></div></div>
<table class="meta"><tr><td colspan="2" class="tt">${l('חשבונית מס', 'Tax Invoice')}</td></tr><tr><td>${l("מס' חשבונית", 'Invoice No.')}</td><td><b>${docNo}</b></td></tr><tr><td>${l('תאריך', 'Date')}</td><td>${f(date)}</td></tr><tr><td>${l('דף', 'Page')}</td><td><bdi>${page} of 2</bdi></td></tr></table></div>`;
    const head = `<tr><th>${l('קוד', 'Code')}</th><th>${l('פריט', 'Item')}</th><th>${l('אריזה', 'Pack')}</th><th>${l('כמות', 'Qty')}</th><th>${l('מחיר', 'Price')}</th><th>${l('סכום', 'Amount')}</th></tr>`;
    const tr = (r: (typeof rows)[number]) =>
      `<tr><td>${r.code}</td><td class="d">${esc(r.he)} <span class="sm"><bdi>${esc(r.en)}</bdi></span></td><td>${esc(r.pack)}</td><td>${r.qty}</td><td>${amount(r.price)}</td><td>${amount(r.sum)}</td></tr>`;
    const body = `<div class="page">${band(1)}<div class="cust">${l('לכבוד', 'Bill to')}: <b>${esc(rng.pick(['רשת מלונות ים ומדבר בע"מ', 'אחוזות נופש הצפון בע"מ', 'מלונאות עירונית בע"מ']))}</b> · ח.פ. ${taxId(rng, true)} · ${esc(rng.pick(HOTELS))}<br>${l('הזמנת רכש', 'PO')} ${rng.pick(['PO-', 'HZ'])}${rng.digits(6)} · ${l("מס' ספק", 'Vendor No.')} ${notAnId(rng)} · ${l('אספקה', 'Delivered')} ${f(addDays(date, -rng.int(1, 5)))}</div>
<table class="it">${head}${p1.map(tr).join('')}<tr class="cf"><td colspan="5">${l('סה"כ להעברה', 'Subtotal c/f')}</td><td>${amount(carried)}</td></tr></table></div>
<div class="page">${band(2)}<table class="it">${head}<tr class="cf"><td colspan="5">${l('יתרה מועברת', 'Subtotal b/f')}</td><td>${amount(carried)}</td></tr>${p2.map(tr).join('')}</table>
<table class="tot">${loyal ? `<tr><td>${l('סה"כ', 'Total')}</td><td>${amount(gross)}</td></tr><tr><td>${l('הנחת לקוח קבוע 3%', 'Loyalty discount 3%')}</td><td>${amount(-disc)}</td></tr>` : ''}<tr><td>${l('סה"כ לפני מע"מ', 'Total before VAT')}</td><td>${amount(net)}</td></tr><tr><td>${l(`מע"מ ${rate}%`, 'VAT')}</td><td>${amount(vat)}</td></tr><tr class="b"><td>${l('סה"כ לתשלום', 'Amount payable ₪')}</td><td>${amount(total)}</td></tr></table>
<div class="sm">${l('תנאי תשלום: שוטף + 60', 'Terms: EOM + 60')} · ${l('מועד פירעון', 'Due')} ${f(addDays(lastOfMonth(date), 60))}</div></div>`;
    const css = `body{font-family:${pair[0]},${pair[1]},sans-serif;font-size:9.5px;color:#1e1e1e}.page{height:297mm;box-sizing:border-box;padding:10mm 12mm;overflow:hidden}.page:first-child{page-break-after:always}
.band{display:flex;justify-content:space-between;align-items:flex-start;background:#ede7f6;padding:3mm 4mm;border-top:3px solid #5e35b1;line-height:1.5}.en{font-family:'Nimbus Sans',sans-serif;font-weight:bold;font-variant:small-caps;font-size:21px;direction:ltr;text-align:right;color:#4527a0}.sm{font-size:8px;color:#555}
.meta td{padding:0.3mm 1.5mm}.tt{font-weight:bold;font-size:13px}.cust{margin:3mm 0;line-height:1.6}table{border-collapse:collapse}.it{width:100%}.it th{border-bottom:1.5px solid #5e35b1;padding:1.1mm;font-weight:bold;text-align:center}.it td{padding:0.8mm 1.1mm;border-bottom:1px solid #e6e1ef;text-align:center;white-space:nowrap}
.it td.d{text-align:right;white-space:normal}.it td:last-child{text-align:left}.cf td{font-weight:bold;background:#f3f0f8;text-align:left!important}.tot{width:95mm;margin:4mm auto 3mm 0}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:12.5px;border-top:2px solid #000}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
