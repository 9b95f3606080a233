import { addDays, amount, htmlPage, israeliRate, Layout, randomDate, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, hyphenated, mobile } from '../notation';

const CARRIERS = ['גלים סלולר בע"מ', 'טלקום פלוס תקשורת בע"מ', 'קו אחד מובייל בע"מ', 'רשת אופק תקשורת ניידת בע"מ'];
const PLANS = ['חבילת 5G ללא הגבלה', 'חבילת 300GB', 'מנוי כשר', 'חבילת גלישה 1TB', 'מנוי שעון חכם', 'חבילת צעירים 150GB'];
const EXTRAS = ['שירות תיקונים למכשיר', 'שיחות לחו"ל', 'שירות תוכן SMS', 'תא קולי ויזואלי', 'הגנה מפני אתרים זדוניים'];

/**
 * A Hebrew cellular invoice: an account and subscriber numbers, one block per phone line, a
 * loyalty credit as a negative row, roaming charges exempt from VAT added after the VAT line, the
 * billing month beside the invoice date, and the date the card will be charged.
 */
export const heCellularInvoice: Layout = {
  id: 'he-cellular-invoice',
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const vendor = rng.pick(CARRIERS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const periodEnd = addDays(date, -rng.int(1, 5));
    const periodStart = addDays(periodEnd, -rng.int(29, 30));
    const numbers = Array.from({ length: rng.int(1, 4) }, () => mobile(rng));
    const blocks: string[] = [];
    let net = 0;
    for (const phone of numbers) {
      const rows: [string, number][] = [[rng.pick(PLANS), rng.int(1990, 7990)]];
      if (rng.chance(0.5)) rows.push([rng.pick(EXTRAS), rng.int(590, 2490)]);
      if (rng.chance(0.4)) rows.push(['הנחת נאמנות', -rng.int(500, 1500)]);
      net += rows.reduce((s, [, c]) => s + c, 0);
      blocks.push(
        `<tr class="ph"><td colspan="2">מנוי ${phone}</td></tr>` + rows.map(([what, c]) => `<tr><td>${what}</td><td>${c < 0 ? `${amount(-c)}-` : amount(c)}</td></tr>`).join(''),
      );
    }
    const vat = vatOfNet(net, rate);
    const roaming = rng.chance(0.5) ? rng.int(1200, 9900) : 0;
    const total = net + vat + roaming;
    const doc = `${rng.digits(2)}${rng.digits(8)}`.replace(/^0/, '9');
    const style = rng.pick(['d/m/Y', 'd.m.y', 'Y-m-d'] as const);
    const font = rng.pick(['FreeSans', 'Noto Sans Hebrew', 'Miriam CLM', 'Nachlieli CLM']);
    const idText = rng.chance(0.5) ? `ח.פ ${id}` : `ח.פ. ${hyphenated(id)}`;
    const body = `
<div class="bar"><span class="nm">${vendor}</span><span>${idText}</span></div>
<h1>חשבונית מס מקור</h1>
<table class="info">
<tr><td>מס' חשבונית</td><td>${doc}</td><td>תאריך החשבונית</td><td>${day(date, style)}</td></tr>
<tr><td>מס' חשבון לקוח</td><td>${rng.digits(8)}</td><td>תקופת חיוב</td><td>${day(periodStart, style)} - ${day(periodEnd, style)}</td></tr>
<tr><td>מספר מנויים</td><td>${numbers.length}</td><td>יחויב בכרטיס אשראי</td><td>${day(addDays(date, rng.int(6, 12)), style)}</td></tr>
</table>
<table class="d"><tr><th>פירוט חיובים</th><th>סכום ב-₪</th></tr>${blocks.join('')}</table>
<table class="s">
<tr><td>סה"כ חיובים חייבים במע"מ</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>
${roaming ? `<tr><td>חיובי נדידה בחו"ל (פטור ממע"מ)</td><td>${amount(roaming)}</td></tr>` : ''}
<tr class="b"><td>סה"כ לתשלום</td><td>${amount(total)}</td></tr>
</table>
<p class="sm">לבירורים: *${rng.int(100, 999)} או ${mobile(rng)} (שיחה ממנוי החברה ללא תשלום). החשבונית נשלחה בדוא"ל ואינה מחייבת חתימה.</p>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; padding: 10mm 14mm; }
.bar { background: #5b2c83; color: #fff; padding: 4mm; display: flex; justify-content: space-between; align-items: baseline; } .nm { font-size: 16pt; font-weight: bold; }
h1 { font-size: 14pt; text-align: center; }
.info { width: 100%; border-collapse: collapse; } .info td { padding: 2mm; border-bottom: 1px solid #ddd; } .info td:nth-child(odd) { color: #5b2c83; }
.d { width: 75%; margin: 5mm 0; border-collapse: collapse; } .d th { text-align: right; border-bottom: 2px solid #5b2c83; } .d td { padding: 1.5mm; }
.d td:last-child, .s td:last-child { text-align: left; direction: ltr; } .ph td { font-weight: bold; background: #f1eaf7; }
.s { width: 55%; border-collapse: collapse; margin-right: 20%; } .s td { padding: 1.5mm; } .b td { font-weight: bold; font-size: 13pt; border-top: 2px solid #000; }
.sm { font-size: 8pt; color: #555; margin-top: 10mm; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
