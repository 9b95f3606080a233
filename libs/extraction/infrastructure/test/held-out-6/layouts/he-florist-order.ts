import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, heDay, sh } from '../../generalisation/notation';

const SHOPS = [
  { name: 'פרחי הדס בע"מ', company: true, addr: "רח' ויצמן 120, כפר סבא" },
  { name: 'הגינה של אביטל', company: false, addr: "רח' הנביאים 30, ירושלים" },
  { name: 'זר וזהב – עיצוב פרחים', company: false, addr: "רח' הנשיא 61, חיפה" },
  { name: 'פלורה דיזיין מודיעין בע"מ', company: true, addr: 'קניון עזריאלי מודיעין' },
];
const BOUQUETS: [string, number][] = [
  ['זר ורדים אדומים 24 גבעולים', 34900],
  ['זר שדה עונתי – גדול', 22900],
  ['סידור סחלב לבן בכלי קרמיקה', 27900],
  ['זר כלות – אדמוניות', 59000],
  ['קופסת פרחים יוקרתית', 42900],
  ['זר חמניות ולבנדר', 18900],
];

/**
 * A florist's order confirmation that is the "חשבונית מס קבלה" (A5, Frank Ruehl headings with a
 * Noto Sans Hebrew body) under a leafy green border: the shop, the document number, the order's
 * date (the document's), the delivery's later date and time slot, the recipient with address and
 * mobile, the greeting card's text, the bouquet, a vase or balloon or chocolates, a delivery fee by
 * zone, "סה"כ כולל מע"מ" as "₪ 423.00" or "423.00 ש"ח", the VAT in it and the payment.
 */
export const heFloristOrder: Layout = {
  id: 'he-florist-order',
  lang: 'he',
  kind: 'shop receipt',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-07', '2026-03-22');
    const rate = israeliRate(date);
    const delivery = addDays(date, rng.int(0, 4));
    const [bName, bPrice] = rng.pick(BOUQUETS);
    const extras = rng.some(
      [
        ['אגרטל זכוכית', 6900],
        ['בלון הליום "מזל טוב"', 2500],
        ["פרלינים 250 גר'", 7900],
        ['כרטיס ברכה מעוצב', 1200],
      ] as [string, number][],
      rng.int(0, 2),
    );
    const fee = rng.pick([3000, 4500, 6000]);
    const total = bPrice + extras.reduce((a, e) => a + e[1], 0) + fee;
    const vat = vatOfGross(total, rate);
    const docNo = `${rng.int(1, 9)}${rng.digits(4)}`;
    const style = rng.pick(['₪ x', 'x ש"ח', 'x ₪'] as const);
    const ds = rng.pick(['dd/mm/yyyy', 'he', 'dd.mm.yy'] as const);
    const m = (c: number) => (c / 100).toFixed(2);
    const body = `<div class="p"><h1>${esc(s.name)}</h1><div class="c">${esc(s.addr)} · ${s.company ? 'ח.פ.' : 'ע.מ.'} ${vendorTaxId}</div>
<h2>חשבונית מס קבלה ${docNo}</h2><div class="c">הזמנה מתאריך ${dt(date, ds)}</div>
<div class="box"><b>משלוח:</b> ${heDay(delivery)}, ${dt(delivery, ds)}, בין ${rng.pick(['09:00-12:00', '12:00-15:00', '15:00-18:00'])}<br>
<b>נמען/ת:</b> ${rng.pick(['מיכל שגיא', 'ד"ר רון אילן', 'סבתא רבקה', 'צוות משרד רואי חשבון גולן'])}, ${rng.pick(["רח' הרימון 8", "רח' בן גוריון 21 קומה 3", 'סמטת האלה 2'])}, ${cellular(rng)}<br>
<b>ברכה:</b> <i>${rng.pick(['מזל טוב ליום ההולדת! באהבה, המשפחה', 'ברוכה הבאה לעולם, תינוקת מתוקה', 'תודה על הכל – צוות ההנהלה', 'החלמה מהירה!'])}</i></div>
<table><tr><td>${esc(bName)}</td><td>${m(bPrice)}</td></tr>${extras.map((e) => `<tr><td>${esc(e[0])}</td><td>${m(e[1])}</td></tr>`).join('')}
<tr><td>דמי משלוח – אזור ${rng.pick(['א', 'ב', 'ג'])}</td><td>${m(fee)}</td></tr></table>
<div class="tot">סה"כ כולל מע"מ: ${sh(total, style)}</div><div class="sm">מזה מע"מ ${rate}%: ${m(vat)}</div>
<div class="sm">שולם ב${rng.pick(['כרטיס אשראי ****' + rng.digits(4), 'העברה בביט', 'מזומן בחנות'])}. הזמנות לחגים יש לבצע שבוע מראש.</div></div>`;
    const css = `body{font-family:'Noto Sans Hebrew',sans-serif;font-size:12.5px;color:#203520}
.p{width:148mm;height:210mm;box-sizing:border-box;padding:9mm;border:5mm solid #7fae6b;outline:1px dashed #2f5d2f;outline-offset:-7mm}
h1{font-family:'Frank Ruehl CLM',serif;font-size:28px;text-align:center;margin:2mm 0}.c{text-align:center}h2{text-align:center;font-size:17px;margin:5mm 0 1mm}
.box{background:#eef6ea;padding:3mm;margin:4mm 0;line-height:1.6}table{width:100%;border-collapse:collapse}td{padding:1.8mm;border-bottom:1px solid #bcd3b3}td:last-child{text-align:left}
.tot{font-size:17px;font-weight:bold;margin-top:4mm;text-align:left}.sm{font-size:11px;margin-top:2mm}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
