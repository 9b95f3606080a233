import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';
import { instalments } from './extra';

const SHOPS = [
  { brand: 'FOCUSPOINT', latin: true, site: 'focuspoint.co.il', legal: 'פוקוס פוינט ציוד צילום בע"מ', label: 'ח.פ.', company: true },
  { brand: 'עדשה', latin: false, site: 'adasha-photo.co.il', legal: 'עדשה - מרכז הצילום בע"מ', label: 'ח"פ', company: true },
  { brand: 'צלם בקליק', latin: false, site: 'tzalem-click.co.il', legal: 'גיל אברמוב', label: 'עוסק מורשה', company: false },
];
/** Item, price with VAT (agorot), has a serial number, the importer's warranty in years. */
const GOODS: [string, number, boolean, number][] = [
  ['מצלמה Sony A7 IV גוף בלבד', 899000, true, 2],
  ['מצלמה Canon EOS R8 + 24-50', 749000, true, 2],
  ['עדשה Sigma 24-70mm F2.8 DG DN', 429000, true, 3],
  ['עדשה Nikon Z 50mm f/1.8 S', 239000, true, 2],
  ['מצלמת אקסטרים GoPro HERO12', 179000, true, 1],
  ['רחפן DJI Mini 4 Pro', 459000, true, 1],
  ['כרטיס זיכרון SD 128GB V60', 32900, false, 0],
  ['סוללה נוספת NP-FZ100', 34900, false, 0],
  ['חצובה אלומיניום 160 ס"מ', 44900, false, 0],
  ['תיק גב לציוד צילום', 52900, false, 0],
  ['פילטר ND משתנה 77mm', 27900, false, 0],
];

/**
 * A camera and photo equipment web shop's printed invoice on A4 (Open Sans with Noto Sans Hebrew, FreeSans
 * or Nachlieli CLM; the brand in Open Sans Extrabold for "FOCUSPOINT", or Noto Serif Hebrew black): the brand
 * and site on the right, the document box on the left with "חשבונית מס / קבלה" (six digits), "תאריך חשבונית"
 * (dd/mm/yyyy) on the shipping day, "מס' הזמנה" ("WEB-318204") and "תאריך הזמנה" one to five days earlier
 * with a time; the buyer, home delivery by courier with a tracking number or pickup; cameras, lenses and
 * drones with serial numbers and the official importer's warranty to a date, an extended warranty line,
 * accessories; "סכום ביניים", a coupon on some, delivery, "סה"כ כולל מע"מ", then "סכום לפני מע"מ" and
 * "מע"מ"; the card in interest-free instalments; the legal name or the owner's name and id in the footer.
 */
export const heCameraWebshopOrder: Layout = {
  id: 'he-camera-webshop-order',
  lang: 'he',
  kind: 'online order',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-05', '2025-12-31');
    const ordered = addDays(date, -rng.int(1, 5));
    const rate = israeliRate(date);
    const picks = rng.some(GOODS, rng.int(1, 4));
    const lines: { name: string; sub: string; qty: number; unit: number }[] = [];
    for (const [name, unit, serial, years] of picks) {
      lines.push({
        name,
        unit,
        qty: serial ? 1 : rng.int(1, 2),
        sub: serial ? `S/N ${rng.pick(['', '0', 'A'])}${rng.digits(9)}${years ? ` · אחריות יבואן רשמי עד ${dt(addDays(date, 365 * years), 'dd/mm/yyyy')}` : ''}` : '',
      });
      if (serial && rng.chance(0.35)) lines.push({ name: `הרחבת אחריות לשנה נוספת - ${name.split(' ')[0]} ${name.split(' ')[1]}`, unit: share(unit, 8), qty: 1, sub: '' });
    }
    const goods = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const coupon = rng.chance(0.4)
      ? rng.pick([
          ['PHOTO5', share(goods, 5)],
          ['NEW150', 15000],
        ] as [string, number][])
      : undefined;
    const pickup = rng.chance(0.25);
    const delivery = pickup || goods > 150000 ? 0 : rng.pick([2900, 3500]);
    const total = goods - (coupon ? coupon[1] : 0) + delivery;
    const vat = vatOfGross(total, rate);
    const n = total > 200000 ? rng.pick([6, 10, 12]) : total > 60000 ? rng.pick([1, 3]) : 1;
    const [first, rest] = instalments(total, n);
    const docNo = String(rng.int(210000, 489999));
    const font = rng.pick([`'Open Sans','Noto Sans Hebrew'`, `'FreeSans'`, `'Nachlieli CLM'`]);
    const rows = lines
      .map(
        (l) => `<tr><td>${esc(l.name)}${l.sub ? `<div class="sub">${l.sub}</div>` : ''}</td><td>${l.qty}</td><td>₪${amount(l.unit)}</td><td>₪${amount(l.qty * l.unit)}</td></tr>`,
      )
      .join('');
    const ship = pickup ? 'איסוף עצמי מהסניף - נאסף בתאריך החשבונית' : `משלוח עד הבית עם שליח · מס' משלוח <bdi>${rng.pick(['IL', 'CH', 'YD'])}${rng.digits(10)}</bdi>`;
    const body = `<div class="top"><div><div class="brand${s.latin ? ' lat' : ''}">${esc(s.brand)}</div><div class="site">${s.site} · שירות לקוחות <bdi>*${rng.int(2000, 9999)}</bdi></div></div>
<div class="docbox"><div class="tt">חשבונית מס / קבלה</div><div class="no">${docNo}</div><table><tr><td>תאריך חשבונית</td><td>${dt(date, 'dd/mm/yyyy')}</td></tr><tr><td>מס' הזמנה</td><td>WEB-${rng.int(300000, 399999)}</td></tr><tr><td>תאריך הזמנה</td><td>${dt(ordered, 'dd/mm/yyyy')} ${hhmm(rng.int(0, 1439))}</td></tr></table></div></div>
<div class="buyer"><b>פרטי הלקוח</b><br>${esc(rng.pick(['שגיא לוי', 'מיכל אדלר', 'רועי ששון', 'אנה קוגן', 'תומר בירנבאום']))} · <bdi>${cellular(rng)}</bdi><br>${esc(rng.pick(["רח' הרימון 4, כרמיאל", "רח' שבזי 19, ראש העין", 'רח\' הפלמ"ח 33, ירושלים', "רח' סוקולוב 7, הוד השרון"]))}<br>${ship}</div>
<table class="it"><tr><th>מוצר</th><th>כמות</th><th>מחיר ליח'</th><th>סה"כ</th></tr>${rows}</table>
<table class="tot"><tr><td>סכום ביניים</td><td>₪${amount(goods)}</td></tr>${coupon ? `<tr><td>קופון ${coupon[0]}</td><td><bdi>-₪${amount(coupon[1])}</bdi></td></tr>` : ''}<tr><td>משלוח</td><td>${delivery ? `₪${amount(delivery)}` : 'ללא עלות'}</td></tr>
<tr class="b"><td>סה"כ כולל מע"מ</td><td>₪${amount(total)}</td></tr><tr class="m"><td>סכום לפני מע"מ</td><td>₪${amount(total - vat)}</td></tr><tr class="m"><td>מע"מ ${rate}%</td><td>₪${amount(vat)}</td></tr></table>
<div class="pay">שולם בכרטיס ${esc(rng.pick(['ויזה', 'מסטרקארד', 'ישראכרט', 'אמריקן אקספרס']))} המסתיים ב-${rng.digits(4)}${n > 1 ? ` · ${n} תשלומים ללא ריבית: ראשון ₪${amount(first)}, ${n - 1} תשלומים של ₪${amount(rest)}` : ''} · אישור ${rng.digits(7)}</div>
<div class="foot">${esc(s.legal)} · ${s.label} ${vendorTaxId} · מדיניות החזרות: עד 14 יום מקבלת המוצר באריזתו המקורית, בהתאם לחוק הגנת הצרכן.</div>`;
    const css = `body{font-family:${font},'Noto Sans Hebrew',sans-serif;font-size:11px;color:#222;padding:12mm 14mm}.top{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:6mm}.brand{font-family:'Noto Serif Hebrew';font-weight:900;font-size:32px}.lat{font-family:'Open Sans';font-weight:800;letter-spacing:1px;color:#b91c1c}.site{color:#666}
.docbox{border:1px solid #999;border-radius:2mm;padding:3mm 5mm;min-width:68mm}.tt{font-weight:bold;font-size:14px}.no{font-size:20px;font-weight:bold;margin-bottom:1mm}.docbox td{padding:0.5mm 0 0.5mm 4mm}.buyer{line-height:1.6;margin-bottom:5mm}
.it{width:100%;border-collapse:collapse}.it th{background:#222;color:#fff;text-align:right;padding:1.8mm}.it td{padding:2mm 1.8mm;border-bottom:1px solid #ddd;vertical-align:top}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left;white-space:nowrap}.sub{font-size:9.5px;color:#666;margin-top:0.5mm}
.tot{width:80mm;margin:4mm auto 0 0;border-collapse:collapse}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:15px;border-top:2px solid #222}.m td{color:#555;font-size:10px}.pay{margin-top:6mm}.foot{margin-top:10mm;border-top:1px solid #ccc;padding-top:2mm;font-size:9.5px;color:#444}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
