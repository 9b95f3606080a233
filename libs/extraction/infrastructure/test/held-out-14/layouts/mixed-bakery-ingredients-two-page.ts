import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, landline, lastOfMonth, notAnId, spacedId, workday } from '../../generalisation/notation';
import { prefixedId, split } from './extra';

const IMPORTERS = [
  { en: 'Flour & Co. Imports', legal: 'פלאור אנד קו יבוא חומרי אפייה בע"מ', company: true },
  { en: 'Pâtisserie Supply IL', legal: 'פטיסרי סאפליי ישראל בע"מ', company: true },
  { en: 'R. Ben-David Baking Supplies', legal: 'רפאל בן דוד', company: false },
];
/** Hebrew, English, pack, price before VAT (agorot). */
const ITEMS: [string, string, string, number][] = [
  ['שוקולד מריר 70%', 'Callebaut 70-30-38 callets', '5 kg', 39900],
  ['שוקולד לבן', 'Callebaut W2 callets', '2.5 kg', 19900],
  ['קקאו אלקלי', 'Cocoa powder 22-24%', '1 kg', 7900],
  ['קמח T55', 'Moulin French flour T55', '25 kg', 18500],
  ['קמח מנופה 00', 'Caputo Pizzeria 00', '25 kg', 21900],
  ['חמאה 82%', 'Butter sheets 82% fat', '2 kg', 12900],
  ['אבקת שקדים', 'Almond flour, blanched', '1 kg', 8900],
  ['פיסטוקים קלופים', 'Pistachio kernels', '1 kg', 18900],
  ['פרלינה לוז 50%', 'Hazelnut praliné 50%', '5 kg', 64900],
  ["ג'לטין עלים", 'Gelatin sheets gold', '1 kg', 14900],
  ['פקטין NH', 'Pectin NH', '500 g', 9900],
  ['תמצית וניל בורבון', 'Bourbon vanilla extract', '1 L', 29900],
  ['שמרים יבשים', 'Instant dry yeast', '500 g × 20', 16900],
  ['גלוקוזה סירופ', 'Glucose syrup DE60', '7 kg', 8900],
  ['מחית פטל קפואה', 'Frozen raspberry purée', '1 kg', 6900],
  ['נייר אפייה', 'Baking paper sheets 40×60', '500 pcs', 11900],
  ['תבניות אלומיניום', 'Aluminium cake tins', '100 pcs', 13900],
  ['סוכר אבקה', 'Icing sugar', '10 kg', 7400],
];
const BAKERIES = ['מאפיית הכפר בע"מ', "קונדיטוריית שמש ושות'", 'בייקרי לאב בע"מ', 'עוגות הגליל - אגודה שיתופית'];

/**
 * A baking ingredients importer's "חשבונית מס / Tax Invoice" over two A4 pages with every label in Hebrew and
 * English (Open Sans with Noto Sans Hebrew, DejaVu Sans, or Roboto with Miriam CLM; the English name in C059): the
 * English name, the Hebrew legal name with "ח.פ. / Co. No." (spaced in groups on some) or the owner's name with
 * "עוסק מורשה / Licensed Dealer"; a strip on both pages ("מס' / No." "BK-24-01733" or six digits, "תאריך / Date"
 * dd/mm/yyyy on a weekday, "עמוד / Page 1/2"); the bakery (a company's valid ח.פ. or a cooperative's valid 57…), its
 * order, a delivery note with an earlier date, the cold-chain temperature, a supplier number failing the check; 30-40
 * rows of item code, Hebrew and English description, pack, quantity, unit price and amount, "מועבר / Carried
 * forward" and "מועבר מעמוד 1 / Brought forward"; "סה"כ לפני מע"מ / Net", "מע"מ / VAT", "סה"כ לתשלום / Total ₪",
 * "שוטף + 30" with the due date.
 */
export const mixedBakeryIngredientsTwoPage: Layout = {
  id: 'mixed-bakery-ingredients-two-page',
  lang: 'mixed',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const s = rng.pick(IMPORTERS);
    const vendorTaxId = taxId(rng, s.company);
    const date = workday(randomDate(rng, '2023-07-01', '2026-02-25'), addDays);
    const rate = israeliRate(date);
    const rows = Array.from({ length: rng.int(30, 40) }, () => {
      const [he, en, pack, price] = rng.pick(ITEMS);
      const qty = rng.int(1, 12);
      return { code: `${rng.pick(['CH', 'FL', 'DY', 'NT', 'AD', 'PK'])}${rng.digits(4)}`, he, en, pack, qty, price, sum: qty * price };
    });
    const [p1, p2] = split(rows, 22);
    const carried = p1.reduce((a, r) => a + r.sum, 0);
    const net = rows.reduce((a, r) => a + r.sum, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `BK-${date.slice(2, 4)}-${String(rng.int(100, 9999)).padStart(5, '0')}` : String(rng.int(100000, 399999));
    const pair = rng.pick([
      ["'Open Sans'", "'Noto Sans Hebrew'"],
      ["'DejaVu Sans'", "'DejaVu Sans'"],
      ["'Roboto'", "'Miriam CLM'"],
    ]);
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const idText = s.company && rng.chance(0.4) ? spacedId(vendorTaxId) : vendorTaxId;
    const coop = rng.chance(0.3);
    const bakery = coop ? BAKERIES[3] : rng.pick(BAKERIES.slice(0, 3));
    const custId = coop ? prefixedId(rng, '57') : taxId(rng, true);
    const phone = landline(rng);
    const strip = (
      page: number,
    ) => `<div class="hd"><div><div class="en">${esc(s.en)}</div><div>${esc(s.legal)} · ${s.company ? l('ח.פ.', 'Co. No.') : l('עוסק מורשה', 'Licensed Dealer')} ${idText}</div><div class="sm">${l('אזור תעשייה קיסריה', 'Caesarea Industrial Park')} · <bdi>${phone}</bdi></div></div>
<div class="strip"><div class="tt">${l('חשבונית מס', 'Tax Invoice')}</div><div>${l("מס'", 'No.')} <b>${docNo}</b></div><div>${l('תאריך', 'Date')} ${dt(date, 'dd/mm/yyyy')}</div><div>${l('עמוד', 'Page')} ${page}/2</div></div></div>`;
    const table = (rs: typeof rows) =>
      `<table class="it"><tr><th>${l('קוד', 'Code')}</th><th>${l('תיאור', 'Description')}</th><th>${l('אריזה', 'Pack')}</th><th>${l('כמות', 'Qty')}</th><th>${l('מחיר', 'Price')}</th><th>${l('סכום', 'Amount')}</th></tr>${rs.map((r) => `<tr><td>${r.code}</td><td class="d">${esc(r.he)} <span class="sm"><bdi>${esc(r.en)}</bdi></span></td><td><bdi>${r.pack}</bdi></td><td>${r.qty}</td><td>${amount(r.price)}</td><td>${amount(r.sum)}</td></tr>`).join('')}`;
    const body = `<div class="page">${strip(1)}<div class="cust"><div>${l('לכבוד', 'To')}: <b>${esc(bakery)}</b> · ${coop ? "מס' אגודה" : 'ח.פ.'} ${custId}</div><div>${l('הזמנה', 'Order')} ${rng.digits(7)} · ${l('תעודת משלוח', 'Delivery note')} ${rng.int(700000, 899999)} (${dt(addDays(date, -rng.int(1, 6)), 'dd/mm/yyyy')}) · ${l('טמפ׳ בקבלה', 'Temp. on receipt')} ${rng.int(2, 6)}°C · ${l("מס' ספק", 'Supplier No.')} ${notAnId(rng)}</div></div>
${table(p1)}<tr class="cf"><td colspan="5">${l('מועבר', 'Carried forward')}</td><td>${amount(carried)}</td></tr></table></div>
<div class="page">${strip(2)}<table class="it"><tr class="cf"><td colspan="5">${l('מועבר מעמוד 1', 'Brought forward')}</td><td>${amount(carried)}</td></tr></table>${table(p2)}</table>
<table class="tot"><tr><td>${l('סה"כ לפני מע"מ', 'Net')}</td><td>${amount(net)}</td></tr><tr><td>${l('מע"מ', 'VAT')} ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>${l('סה"כ לתשלום', 'Total')} ₪</td><td>${amount(total)}</td></tr></table>
<div class="sm">${l('תנאי תשלום: שוטף + 30', 'Terms: EOM + 30')} · ${l('לתשלום עד', 'Due')} ${dt(addDays(lastOfMonth(date), 30), 'dd/mm/yyyy')}</div></div>`;
    const css = `body{font-family:${pair[0]},${pair[1]},sans-serif;font-size:10px;color:#1d1d1d}.page{height:297mm;box-sizing:border-box;padding:10mm 12mm;overflow:hidden}.page:first-child{page-break-after:always}
.hd{display:flex;justify-content:space-between;align-items:flex-start;padding-bottom:2mm;border-bottom:2px solid #8d6e63}.en{font-family:'C059',serif;font-size:21px;direction:ltr;text-align:right}.sm{font-size:8.5px;color:#555}
.strip{background:#efebe9;padding:2mm 4mm;line-height:1.5;min-width:55mm}.tt{font-weight:bold;font-size:13px}.cust{margin:3mm 0;line-height:1.6}table{border-collapse:collapse;width:100%}.it th{background:#6d4c41;color:#fff;padding:1.2mm;font-weight:normal}.it td{padding:1mm 1.2mm;border-bottom:1px solid #e5e0dd;text-align:center;white-space:nowrap}
.it td.d{text-align:right;white-space:normal}.it td:last-child{text-align:left}.cf td{font-weight:bold;background:#f5f0ee;text-align:left!important}.tot{width:85mm;margin:4mm auto 3mm 0}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:13px;border-top:2px solid #000}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
