import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, landline, mobile } from '../notation';

const YARDS = [
  { name: 'מחסני הצפון לחומרי בנין בע"מ', company: true },
  { name: 'הום-בילד אספקה לבנייה בע"מ', company: true },
  { name: 'י.ש. ברזל וצבע', company: false },
  { name: 'אבו-ריא חומרי בניין ואינסטלציה', company: false },
];
const GOODS: [string, string, number, number][] = [
  ['מלט אפור 25 ק"ג', 'שק', 28, 42],
  ['בלוק בטון 20 ס"מ', "יח'", 4, 7],
  ['טיח פנים מוכן 30 ק"ג', 'שק', 35, 58],
  ['ברזל זיון 12 מ"מ', 'מ"א', 6, 11],
  ['צינור PVC 110 מ"מ', 'מ"א', 18, 31],
  ['אריח פורצלן 60x60', 'מ"ר', 59, 140],
  ['דבק קרמיקה C2TE', 'שק', 45, 79],
  ["צבע אקרילי לבן 18 ל'", 'דלי', 190, 340],
  ['ברגים לגבס 3.5x25', 'קופסה', 19, 35],
  ["לוח גבס ירוק 2.6 מ'", "יח'", 38, 56],
  ['פרופיל מתכת 70 מ"מ', 'מ"א', 9, 16],
  ['סיליקון שקוף', 'שפופרת', 14, 29],
  ['חול מחצבה', 'מ"ק', 160, 240],
  ['רשת פיברגלס', 'גליל', 75, 130],
];
const CUSTOMERS = ['א.ב. קבלנות ושיפוצים בע"מ', 'גל-רון בנייה ופיתוח בע"מ', 'שיפוצי המרכז ד.מ. בע"מ', 'אחים נסים עבודות עפר בע"מ'];

/**
 * A building-supplies tax invoice on A4: item codes (מק"ט), units, a discount column per line, a
 * general discount under the lines, a delivery note and an order number, the customer's own ח.פ.
 * in the "לכבוד" box, payment terms with a due date, and the vendor id in a letterhead strip.
 */
export const heHardwareInvoice: Layout = {
  id: 'he-hardware-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const yard = rng.pick(YARDS);
    const id = taxId(rng, yard.company);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const rows = rng.some(GOODS, rng.int(4, 9)).map(([name, unit, lo, hi]) => {
      const qty = rng.int(1, unit === "יח'" ? 120 : 25);
      const price = rng.int(lo * 10, hi * 10) * 10;
      const off = rng.pick([0, 0, 5, 7.5, 10, 12]);
      const line = Math.round(qty * price * (1 - off / 100));
      return { code: `${rng.pick(['10', '20', '35', '47'])}${rng.digits(4)}`, name, unit, qty, price, off, line };
    });
    const gross = rows.reduce((s, r) => s + r.line, 0);
    const general = rng.chance(0.5) ? rng.pick([2, 3, 5]) : 0;
    const generalOff = Math.round((gross * general) / 100);
    const net = gross - generalOff;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const doc = String(rng.int(1, 99999)).padStart(rng.pick([5, 6]), '0');
    const style = rng.pick(['d/m/Y', 'd.m.Y', 'd/m/y'] as const);
    const idLabel = yard.company ? rng.pick(['ח"פ', 'ח.פ.', "חברה מס'"]) : rng.pick(['ע.מ.', "עוסק מורשה מס'", 'מספר עוסק']);
    const customer = rng.pick(CUSTOMERS);
    const customerId = taxId(rng);
    const terms = rng.pick([30, 45, 60]);
    const font = rng.pick(['David CLM', 'Liberation Sans', 'Noto Sans Hebrew', 'Drugulin CLM']);
    const body = `
<div class="top"><div class="nm">${esc(yard.name)}</div>
<div>${idLabel} ${id} &middot; ${rng.pick(['אזור התעשייה ציפורית', "רח' המלאכה 8, חולון", 'פארק תעשיות עמק חפר', 'דרך השלום 3, טמרה'])} &middot; טל' ${landline(rng)} &middot; פקס ${landline(rng)}</div></div>
<div class="two">
<div class="to"><b>לכבוד</b><br>${esc(customer)}<br>ח.פ. ${customerId}<br>מס' לקוח: ${rng.int(1000, 99999)}<br>איש קשר: ${rng.pick(['מוחמד', 'אורי', 'שלומי'])} ${mobile(rng)}</div>
<div class="box"><div class="ti">חשבונית מס מספר ${doc}</div>
<table class="kv"><tr><td>תאריך</td><td>${day(date, style)}</td></tr>
<tr><td>הזמנת לקוח</td><td>${rng.pick(['PO-', '', 'הז-'])}${rng.int(1000, 99999)}</td></tr>
<tr><td>ת. משלוח</td><td>${rng.int(200000, 799999)}</td></tr>
<tr><td>תאריך אספקה</td><td>${day(addDays(date, -rng.int(0, 6)), style)}</td></tr></table></div>
</div>
<table class="ln">
<tr><th>מק"ט</th><th>תאור פריט</th><th>יח' מידה</th><th>כמות</th><th>מחיר ליח'</th><th>% הנחה</th><th>סה"כ</th></tr>
${rows.map((r) => `<tr><td>${r.code}</td><td>${esc(r.name)}</td><td>${esc(r.unit)}</td><td>${r.qty}</td><td>${amount(r.price)}</td><td>${r.off ? r.off.toFixed(r.off % 1 ? 1 : 0) : ''}</td><td>${amount(r.line)}</td></tr>`).join('\n')}
</table>
<table class="tot">
<tr><td>סה"כ שורות</td><td>${amount(gross)}</td></tr>
${general ? `<tr><td>הנחה כללית ${general}%</td><td>-${amount(generalOff)}</td></tr><tr><td>סה"כ אחרי הנחה</td><td>${amount(net)}</td></tr>` : ''}
<tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>
<tr class="b"><td>סה"כ כולל מע"מ</td><td>${amount(total)} ש"ח</td></tr>
</table>
<p>תנאי תשלום: שוטף + ${terms}. תאריך פירעון: ${day(addDays(date, terms + 15), style)}. סחורה שסופקה אינה מוחזרת לאחר 14 יום.</p>
<p>העברה בנקאית: בנק ${rng.pick(['לאומי (10)', 'הפועלים (12)', 'דיסקונט (11)'])} סניף ${rng.int(100, 899)} חשבון ${rng.digits(6)}</p>
<div class="sig"><span>חתימת מקבל הסחורה: ____________</span><span>הופק ע"י: ${rng.pick(['רונית', 'סאמר', 'ליאור'])}</span></div>`;
    const css = `body { font-family: '${font}'; font-size: 10.5pt; padding: 12mm 14mm; }
.top { background: #333; color: #fff; padding: 3mm 5mm; } .nm { font-size: 19pt; font-weight: bold; }
.two { display: flex; justify-content: space-between; margin: 6mm 0; } .to { border: 1px solid #777; padding: 3mm; width: 42%; line-height: 1.5; }
.box { width: 48%; } .ti { font-size: 15pt; font-weight: bold; border-bottom: 2px solid #000; margin-bottom: 2mm; }
.kv td:first-child { color: #444; padding-left: 8mm; }
.ln { width: 100%; border-collapse: collapse; font-size: 9.5pt; } .ln th { background: #ddd; border: 1px solid #888; padding: 3px; } .ln td { border: 1px solid #bbb; padding: 3px; }
.ln td:nth-child(n+4) { text-align: left; direction: ltr; }
.tot { width: 40%; margin: 4mm auto 4mm 0; border-collapse: collapse; } .tot td { padding: 3px 6px; border-bottom: 1px solid #ccc; } .tot td:last-child { text-align: left; }
.b td { font-weight: bold; font-size: 12pt; border-top: 2px solid #000; } p { font-size: 9pt; }
.sig { display: flex; justify-content: space-between; margin-top: 12mm; font-size: 9pt; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: yard.name, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
