import { amount, esc, htmlPage, israeliRate, Layout, randomDate, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day, mobile } from '../notation';

const CHAINS = ['פארם-פלוס בתי מרקחת בע"מ', 'בית מרקחת הכרמל', 'מרקחת השרון בע"מ', 'סופר-דרוג נווה שאנן'];
const PRODUCTS = [
  'אקמול 500 מ"ג 20 קפ\'',
  'נורופן 200 מ"ג 24',
  'משחת שיניים הלבנה 100 מ"ל',
  'שמפו לשיער יבש 700 מ"ל',
  'קרם ידיים אורגני',
  'ויטמין D3 1000 יב"ל',
  "מגבונים לחים 3 יח'",
  'חיתולים מידה 4',
  'תחבושת אלסטית 8 ס"מ',
  'קרם הגנה SPF50',
  'טיפות עיניים לחות',
  'מברשת שיניים רכה',
  'דאודורנט רול-און',
  'סירופ נגד שיעול',
  "מסכות פנים 50 יח'",
];

/**
 * A pharmacy till slip: a club member and points, promotion lines with negative amounts under the
 * item they discount, "סה"כ לפני הנחות" and the savings, VAT printed after the total as "כולל
 * מע"מ", a card line with an approval number, and branch, register and cashier beside the number.
 */
export const hePharmacyTill: Layout = {
  id: 'he-pharmacy-till',
  lang: 'he',
  kind: 'pharmacy till',
  make(rng) {
    const vendor = rng.pick(CHAINS);
    const company = vendor.includes('בע"מ') || rng.chance(0.5);
    const id = taxId(rng, company);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const picked = rng.some(PRODUCTS, rng.int(3, 9));
    const lines: string[] = [];
    let gross = 0;
    let saved = 0;
    for (const name of picked) {
      const qty = rng.chance(0.75) ? 1 : rng.int(2, 3);
      const unit = rng.int(99, 899) * 10 - rng.pick([0, 10, 0]);
      gross += qty * unit;
      lines.push(
        `<div class="it"><span>${esc(name)}</span><span>${amount(qty * unit)}</span></div>` +
          `<div class="sub">${qty > 1 ? `${qty} x ${amount(unit)} ` : ''}פריט ${rng.int(10000, 99999)}</div>`,
      );
      if (rng.chance(0.35)) {
        const off = Math.round((qty * unit * rng.pick([10, 15, 20, 30])) / 1000) * 10;
        saved += off;
        lines.push(`<div class="it promo"><span>${rng.pick(['מבצע מועדון', 'הנחת מבצע', 'הנחה 20% שני'])}</span><span>${amount(off)}-</span></div>`);
      }
    }
    const total = gross - saved;
    const vat = vatOfGross(total, rate);
    const doc = String(rng.int(20000, 899999));
    const style = rng.pick(['d.m.y', 'd/m/y', 'd.m.Y'] as const);
    const idLabel = company ? rng.pick(['ח"פ', 'ח.פ', "מס' חברה"]) : rng.pick(['עוסק מורשה', 'ע.מ']);
    const mono = rng.pick(['Miriam Mono CLM', 'Noto Sans Mono', 'FreeMono']);
    const paid = rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט', 'אמריקן אקספרס']);
    const body = `
<div class="logo">${esc(vendor)}</div>
<div class="c">${rng.pick(['קניון עזריאלי, תל אביב', "שד' ירושלים 12, אשדוד", 'מרכז הנגב, באר שבע', "רח' הרצל 40, רחובות"])}</div>
<div class="c">טל' ${rng.pick(['03', '08', '04'])}-${rng.digits(7)} &nbsp; ${idLabel}: ${id}</div>
<div class="c b">חשבונית מס/קבלה מס' ${doc}</div>
<div class="row"><span>סניף ${rng.int(101, 399)}</span><span>קופה ${String(rng.int(1, 12)).padStart(2, '0')}</span><span>קופאי/ת ${rng.pick(['מירב', 'אוסאמה', 'טל', 'יוליה'])}</span></div>
<div class="row"><span>${day(date, style)}</span><span>${time(rng)}:${String(rng.int(0, 59)).padStart(2, '0')}</span></div>
<div class="dash"></div>
${lines.join('\n')}
<div class="dash"></div>
<div class="it"><span>סה"כ לפני הנחות</span><span>${amount(gross)}</span></div>
${saved ? `<div class="it"><span>חסכת היום</span><span>${amount(saved)}</span></div>` : ''}
<div class="it big"><span>סה"כ לתשלום</span><span>${amount(total)} ₪</span></div>
<div class="it"><span>כולל מע"מ ${rate}%</span><span>${amount(vat)}</span></div>
<div class="dash"></div>
<div class="it"><span>${paid} ${rng.digits(4)}xxxx</span><span>${amount(total)}</span></div>
<div class="sub">תשלומים: 1 &nbsp; אישור: ${rng.digits(7)} &nbsp; מסוף ${rng.digits(6)}</div>
<div class="dash"></div>
<div class="sub">חבר/ת מועדון: ${mobile(rng)}</div>
<div class="sub">נקודות שנצברו: ${rng.int(5, 90)} &nbsp; יתרה: ${rng.int(100, 2400)}</div>
<div class="c">החלפה תוך 14 יום בהצגת החשבונית. תכשירים רפואיים אינם ניתנים להחזרה.</div>
<div class="c">*${rng.int(2000, 9999)} מוקד שירות</div>`;
    const css = `body { font-family: '${mono}'; font-size: 9pt; width: 70mm; padding: 3mm; }
.logo { font-family: 'Aharoni CLM', 'Noto Sans Hebrew'; font-size: 14pt; text-align: center; font-weight: bold; }
.c { text-align: center; font-size: 8.5pt; margin: 1px 0; } .b { font-weight: bold; font-size: 10pt; margin: 2mm 0; }
.row { display: flex; justify-content: space-between; font-size: 8.5pt; }
.it { display: flex; justify-content: space-between; } .it span:last-child { direction: ltr; }
.sub { font-size: 7.5pt; color: #333; padding-right: 3mm; } .promo { font-style: italic; }
.big { font-size: 12pt; font-weight: bold; margin: 1mm 0; } .dash { border-top: 1px dashed #000; margin: 2mm 0; }`;
    return {
      page: '76mm 300mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 300mm', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
