import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, landline, lastOfMonth, notAnId, share, spacedId, workday } from '../../generalisation/notation';
import { idWithPrefix, pages } from './extra';

const SUPPLIERS = [
  { brand: 'מדים פלוס', legal: 'מדים וביגוד עבודה המרכז בע"מ', label: 'ח.פ.', company: true, place: "רח' הברזל 9, ראשון לציון" },
  { brand: 'רקמת הגליל', legal: 'רקמת הגליל טקסטיל מוסדי בע"מ', label: 'ח.פ.', company: true, place: 'אזור תעשייה תפן' },
  { brand: 'G.O. רקמות והדפסות', legal: 'גלית אוחיון', label: 'עוסק מורשה', company: false, place: "רח' המסגר 22, באר שבע" },
];
/** Garment and price before VAT (agorot). */
const GARMENTS: [string, number][] = [
  ['חולצת פולו דרייפיט', 3400],
  ['חולצת טריקו כותנה', 1900],
  ['מכנסי דגמ"ח', 6900],
  ['מכנסי עבודה עם ברכיות', 8900],
  ['סווטשירט פליז', 7400],
  ['מעיל סופטשל', 15900],
  ['אפוד זוהר', 1600],
  ['כובע מצחייה', 1200],
  ['סינר טבח', 2900],
  ['חולצת שף לבנה', 9900],
  ['חלוק מעבדה', 7900],
  ['נעלי בטיחות S3', 24900],
];
const COLOURS = ['שחור', 'כחול נייבי', 'אפור', 'לבן', 'ירוק זית', 'בורדו'];
const SIZES = ['S', 'M', 'L', 'XL', 'XXL', '3XL'];

/**
 * A work uniforms and embroidery supplier's "חשבונית מס" over two A4 pages (Liberation Sans, Noto Sans Hebrew or
 * Simple CLM; the brand in Shofar): a header on both pages with the brand, the legal name or the owner's name
 * with "ח.פ." (spaced in groups on some) / "עוסק מורשה", "חשבונית מס מס'" ("50-" and six digits, or six digits),
 * "תאריך" (d.m.yyyy) and "עמוד 1 מתוך 2"; the customer (a company's valid ח.פ. or a local council's valid
 * 500…), its purchase order and its date, "מס' ספק אצלכם" failing the check; 30-40 rows of code, garment,
 * colour, size, quantity, price and amount, logo embroidery and print rows; "סך הכל לעמוד זה" and "הועבר
 * מעמוד 1"; "סכום ביניים", a quantity discount of 5% on some, "סכום אחרי הנחה", "מע"מ", "סה"כ כולל מע"מ",
 * "שוטף + 60" with its due date.
 */
export const heWorkUniformsTwoPage: Layout = {
  id: 'he-work-uniforms-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng, s.company);
    const date = workday(randomDate(rng, '2023-07-01', '2026-02-25'), addDays);
    const rate = israeliRate(date);
    const rows = Array.from({ length: rng.int(30, 40) }, () => {
      if (rng.chance(0.15)) {
        const qty = rng.int(20, 120);
        const [what, price] = rng.pick([
          ['רקמת לוגו חזה עד 8,000 תפרים', 650],
          ['הדפסת גב משי צבע אחד', 480],
          ['רקמת שם עובד', 900],
        ] as const);
        return { code: `SV-${rng.digits(3)}`, name: what, colour: '', size: '', qty, price, sum: qty * price };
      }
      const [name, price] = rng.pick(GARMENTS);
      const qty = rng.int(2, 40);
      return { code: `${rng.int(10, 99)}-${rng.digits(4)}`, name, colour: rng.pick(COLOURS), size: rng.pick(SIZES), qty, price, sum: qty * price };
    });
    const [p1, p2] = pages(rows, 24);
    const page1 = p1.reduce((a, r) => a + r.sum, 0);
    const gross = rows.reduce((a, r) => a + r.sum, 0);
    const discount = gross > 1500000 && rng.chance(0.7) ? share(gross, 5) : 0;
    const net = gross - discount;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `50-${rng.int(100000, 999999)}` : String(rng.int(200000, 499999));
    const font = rng.pick(['Liberation Sans', 'Noto Sans Hebrew', 'Simple CLM']);
    const idText = s.company && rng.chance(0.4) ? `<bdi>${spacedId(vendorTaxId)}</bdi>` : vendorTaxId;
    const council = rng.chance(0.3);
    const customer = council ? 'מועצה אזורית עמק הירדן - מחלקת תפעול' : rng.pick(['מלונות הים התיכון בע"מ', 'מפעלי פלסט-און בע"מ', 'רשת גני ילדים אורים בע"מ']);
    const custId = council ? idWithPrefix(rng, '500') : taxId(rng, true);
    const phone = landline(rng);
    const d = (iso: string) => dt(iso, 'd/m/yyyy').replace(/\//g, '.');
    const header = (
      page: number,
    ) => `<div class="hd"><div><div class="brand">${esc(s.brand)}</div><div>${esc(s.legal)} · ${s.label} ${idText}</div><div class="sm">${esc(s.place)} · טל' <bdi>${phone}</bdi></div></div>
<div class="box"><div class="tt">חשבונית מס מס' ${docNo}</div><div>תאריך: ${d(date)}</div><div>עמוד ${page} מתוך 2</div></div></div>`;
    const head = '<tr><th>מק"ט</th><th>פריט</th><th>צבע</th><th>מידה</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>';
    const tr = (r: (typeof rows)[number]) =>
      `<tr><td>${r.code}</td><td>${esc(r.name)}</td><td>${r.colour}</td><td>${r.size}</td><td>${r.qty}</td><td>${amount(r.price)}</td><td>${amount(r.sum)}</td></tr>`;
    const body = `<div class="page">${header(1)}<div class="cust">לכבוד: <b>${esc(customer)}</b> · ${council ? "מס' רשות" : 'ח.פ.'} ${custId}<br>הזמנת רכש ${rng.int(4500000, 4599999)} מיום ${d(addDays(date, -rng.int(10, 40)))} · מס' ספק אצלכם ${notAnId(rng)}</div>
<table class="it">${head}${p1.map(tr).join('')}<tr class="cf"><td colspan="6">סך הכל לעמוד זה</td><td>${amount(page1)}</td></tr></table></div>
<div class="page">${header(2)}<table class="it">${head}<tr class="cf"><td colspan="6">הועבר מעמוד 1</td><td>${amount(page1)}</td></tr>${p2.map(tr).join('')}</table>
<table class="tot"><tr><td>סכום ביניים</td><td>${amount(gross)}</td></tr>${discount ? `<tr><td>הנחת כמות 5%</td><td>${amount(-discount)}</td></tr><tr><td>סכום אחרי הנחה</td><td>${amount(net)}</td></tr>` : ''}<tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ כולל מע"מ</td><td>${amount(total)}</td></tr></table>
<div class="sm">תנאי תשלום: שוטף + 60, עד ${d(addDays(lastOfMonth(date), 60))}. הסחורה נשארת בבעלות הספק עד לפירעון המלא. החלפת מידות תוך 30 יום.</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10px;color:#202020}.page{height:297mm;box-sizing:border-box;padding:10mm 12mm;overflow:hidden}.page:first-child{page-break-after:always}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #283593;padding-bottom:2mm;margin-bottom:3mm}.brand{font-family:'Shofar',sans-serif;font-size:26px;font-weight:bold;color:#283593}.sm{font-size:8.5px;color:#555}
.box{border:1.5px solid #283593;padding:2mm 4mm;line-height:1.5;min-width:55mm}.tt{font-weight:bold;font-size:13px}.cust{margin-bottom:3mm;line-height:1.6}table{border-collapse:collapse}.it{width:100%}.it th{background:#e8eaf6;border-bottom:1.5px solid #283593;padding:1.2mm;text-align:right}
.it td{padding:0.9mm 1.2mm;border-bottom:1px solid #e0e0e0}.it td:nth-child(n+5),.it th:nth-child(n+5){text-align:left;white-space:nowrap}.cf td{font-weight:bold;background:#f5f5f5;text-align:left}.tot{width:80mm;margin:4mm auto 3mm 0}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:13px;border-top:2px solid #000}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
