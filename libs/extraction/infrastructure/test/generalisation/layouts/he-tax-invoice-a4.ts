import { addDays, amount, esc, formatDate, htmlPage, israeliRate, Layout, lineItems, randomDate, sum, taxId, truthAmount, vatOfNet } from '../kit';

const VENDORS: [string, boolean][] = [
  ['אלון הנדסת מערכות בע"מ', true],
  ['גרפיקה ועיצוב מיכל לוי', false],
  ['שרון פתרונות שילוט בע"מ', true],
  ['יעקב אברהם הנהלת חשבונות', false],
  ['נגב אספקה טכנית בע"מ', true],
  ['רון שמעוני צילום', false],
];
const CUSTOMERS = ['אקמה סחר בע"מ', 'בית הספר אורט', 'חברת השקעות גל בע"מ', 'עמותת יד ביד'];
const SERVICES = ['שעות ייעוץ', 'עיצוב לוגו', 'התקנת מערכת', 'תחזוקה חודשית', 'הדרכת צוות', 'הובלה והרכבה', 'רישיון תוכנה שנתי', 'צילום אירוע'];

/** A formal A4 tax invoice from a Hebrew accounting package: header block, customer with its own id, totals box, payment terms. */
export const heTaxInvoiceA4: Layout = {
  id: 'he-tax-invoice-a4',
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const [vendor, company] = rng.pick(VENDORS);
    const id = taxId(rng, company);
    const idLabel = company ? rng.pick(['ח.פ.', 'ח.פ', 'ע.מ.']) : rng.pick(['עוסק מורשה', 'ע.מ.', "עוסק מורשה מס'"]);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const items = lineItems(rng, SERVICES, [1, 5], [150, 4800], [1, 6]);
    const net = sum(items);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const doc = rng.chance(0.5) ? String(rng.int(1001, 39999)) : `${date.slice(0, 4)}${rng.digits(4)}`;
    const style = rng.pick(['d/m/Y', 'd.m.Y', 'd/m/y'] as const);
    const font = rng.pick(['David CLM', 'Noto Sans Hebrew', 'FreeSans', 'Frank Ruehl CLM']);
    const due = addDays(date, rng.pick([30, 45, 60]));
    const sym = rng.pick(['₪', 'ש"ח']);
    const rows = items.map((l, i) => `<tr><td>${i + 1}</td><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('');
    const body = `
<div class="top">
  <div><div class="name">${esc(vendor)}</div><div>${idLabel} ${id}</div><div>רח' ${rng.pick(['הרצל', "ז'בוטינסקי", 'העצמאות', 'הנשיא'])} ${rng.int(1, 120)}, ${rng.pick(['חיפה', 'ראשון לציון', 'מודיעין', 'אשדוד'])}</div><div>טלפון: 05${rng.int(0, 8)}-${rng.digits(7)}</div></div>
  <div class="box"><div class="title">חשבונית מס ${doc}</div><div>מקור</div><div>תאריך: ${formatDate(date, style)}</div></div>
</div>
<div class="cust">לכבוד: ${esc(rng.pick(CUSTOMERS))} &nbsp; ח.פ. ${taxId(rng)}</div>
<table class="items"><tr><th>#</th><th>תיאור</th><th>כמות</th><th>מחיר יחידה</th><th>סה"כ</th></tr>${rows}</table>
<table class="sum">
<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)} ${sym}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(vat)} ${sym}</td></tr>
<tr class="b"><td>סה"כ כולל מע"מ</td><td>${amount(total)} ${sym}</td></tr>
</table>
<p>תנאי תשלום: שוטף + ${rng.pick([30, 45, 60])} &nbsp;|&nbsp; לתשלום עד ${formatDate(due, style)}</p>
<p>העברה בנקאית: בנק ${rng.pick(['לאומי', 'הפועלים', 'דיסקונט'])} (${rng.int(10, 31)}) סניף ${rng.int(100, 999)} חשבון ${rng.digits(6)}</p>
<p class="small">המסמך הופק באמצעות תוכנה ממוחשבת</p>`;
    const css = `body { font-family: '${font}'; font-size: 11pt; padding: 16mm; }
.top { display: flex; justify-content: space-between; align-items: flex-start; }
.name { font-size: 17pt; font-weight: bold; } .box { border: 2px solid #333; padding: 8px 14px; text-align: center; }
.title { font-size: 15pt; font-weight: bold; } .cust { margin: 10mm 0 4mm; }
table.items { width: 100%; border-collapse: collapse; } .items th { background: #ddd; } .items td, .items th { border: 1px solid #999; padding: 4px; }
table.sum { margin-top: 6mm; margin-right: auto; border-collapse: collapse; } .sum td { padding: 3px 10px; } .sum .b td { font-weight: bold; border-top: 2px solid #000; }
.small { font-size: 8pt; color: #666; margin-top: 20mm; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
