import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, heDay, hyphenId } from '../../generalisation/notation';

const TUNERS = [
  { brand: 'כיוון פסנתרים רוזנטל', owner: 'מיכאל רוזנטל', patur: false, since: 'מאז 1991', mail: 'rosenthal.piano' },
  { brand: '', owner: 'סבטלנה קרמר', patur: true, since: 'בוגרת האקדמיה למוסיקה, מוסקבה', mail: 'sveta.tuning' },
  { brand: 'הפסנתרן - שירותי פסנתר', owner: 'יונתן אלון', patur: false, since: 'כיוון · תיקון · שיפוץ · הובלה', mail: 'hapsantran' },
  { brand: 'טון נקי', owner: 'עמרי שפר', patur: true, since: 'כיוון פסנתרים עליים וכנף', mail: 'tonnaki.omri' },
];
/** Service, price in agorot (before VAT for a licensed dealer). */
const SERVICES: [string, number][] = [
  ['כיוון פסנתר עילי', 45000],
  ['כיוון פסנתר כנף', 60000],
  ['כיוון כפול (פסנתר שלא כוון מעל 3 שנים)', 75000],
  ['החלפת מיתר בס', 22000],
  ['ויסות מנגנון הקלידים (רגולציה)', 90000],
  ['תיקון פדל פיאנו', 18000],
  ['טיפול נגד עש ולחות', 25000],
  ['נסיעה מחוץ לאזור', 12000],
];
const PIANOS = ['Yamaha U3', 'Petrof P118', 'Kawai K-300', 'Bechstein A124', 'Samick JS-121', 'Zimmermann Z5', 'Steinway M'];

/**
 * A piano tuner's receipt written in a word processor on A4 (Hadasim CLM, David CLM or FreeSerif): the
 * name or the brand over the owner's name, a line about the business, "עוסק פטור" with a personal id
 * (hyphenated on some) for an exempt dealer, whose "קבלה מס'" has no VAT, or "עוסק מורשה" for a licensed
 * one, whose "חשבונית מס-קבלה מס'" adds it; "תאריך" as a weekday and a date (dd/mm/yyyy or long Hebrew),
 * the client and the address, the piano's make, model and serial number and the pitch it was tuned to
 * (A=440 Hz); services with prices, "סה"כ" or "סה"כ לפני מע"מ", VAT and "סה"כ לתשלום", the payment
 * (cash, Bit with a reference or a cheque with its own later date, bank and number), a recommended next
 * tuning date six months on and a signature line.
 */
export const hePianoTunerReceipt: Layout = {
  id: 'he-piano-tuner-receipt',
  lang: 'he',
  kind: 'services receipt',
  make(rng: Rng) {
    const t = rng.pick(TUNERS);
    const vendorTaxId = taxId(rng, false);
    const date = randomDate(rng, '2023-06-01', '2026-02-27');
    const rate = israeliRate(date);
    const services = rng.some(SERVICES, rng.int(1, 3));
    const net = services.reduce((a, [, p]) => a + p, 0);
    const vat = t.patur ? 0 : vatOfNet(net, rate);
    const total = net + vat;
    const docNo = t.patur ? String(rng.int(301, 899)) : String(rng.int(4001, 6999));
    const font = rng.pick(['Hadasim CLM', 'David CLM', 'FreeSerif']);
    const fmt = rng.pick(['dd/mm/yyyy', 'he'] as const);
    const pay = rng.pick(['cash', 'bit', 'cheque'] as const);
    const payment =
      pay === 'cash'
        ? `שולם במזומן: ${amount(total)} ש"ח`
        : pay === 'bit'
          ? `שולם בביט: ${amount(total)} ש"ח, אסמכתא ${rng.digits(9)}`
          : `שולם בשיק מס' ${rng.int(1000, 9999)} בנק ${rng.pick(['לאומי', 'הפועלים', 'מזרחי', 'דיסקונט'])} סניף ${rng.int(100, 899)}, לפירעון ${dt(addDays(date, rng.pick([14, 30, 45])), 'dd/mm/yyyy')}: ${amount(total)} ש"ח`;
    const title = t.patur ? 'קבלה' : 'חשבונית מס-קבלה';
    const body = `<div class="hd">${t.brand ? `<div class="brand">${esc(t.brand)}</div><div class="own">${esc(t.owner)}</div>` : `<div class="brand">${esc(t.owner)}</div>`}<div>${esc(t.since)}</div>
<div>${t.patur ? 'עוסק פטור' : 'עוסק מורשה'} ${rng.chance(0.4) ? hyphenId(vendorTaxId) : vendorTaxId} · נייד <bdi>${cellular(rng)}</bdi> · <span dir="ltr">${t.mail}@gmail.com</span></div></div>
<h1>${title} מס' ${docNo}</h1><div class="dd">תאריך: ${heDay(date)}, ${dt(date, fmt)}</div>
<p>לכבוד: <b>${esc(rng.pick(['משפחת גלבוע', 'קונסרבטוריון עירוני הוד השרון', 'ד"ר ענת ברקוביץ', 'בית הכנסת אהל משה', 'אליס ומרק פולק']))}</b>, ${esc(rng.pick(["רח' הדקל 4, רעננה", "רח' סוקולוב 61, הרצליה", "רח' עמק רפאים 22, ירושלים", "רח' הזית 9, זכרון יעקב"]))}</p>
<p>הכלי: ${rng.pick(PIANOS)}, מס' סידורי ${rng.int(1000000, 6999999)} · כוון לגובה A=${rng.pick([440, 442])} Hz · לחות בחדר ${rng.int(45, 68)}%</p>
<table>${services.map(([d, p]) => `<tr><td>${esc(d)}</td><td>${amount(p)} ש"ח</td></tr>`).join('')}
${t.patur ? `<tr class="b"><td>סה"כ</td><td>${amount(total)} ש"ח</td></tr>` : `<tr class="s"><td>סה"כ לפני מע"מ</td><td>${amount(net)} ש"ח</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)} ש"ח</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>${amount(total)} ש"ח</td></tr>`}</table>
<p>${esc(payment)}</p>${t.patur ? '<p class="sm">* עוסק פטור - לא נגבה מע"מ.</p>' : ''}<p>כיוון הבא מומלץ: ${dt(addDays(date, 182), 'dd/mm/yyyy')} (פעמיים בשנה, לפני ואחרי הקיץ).</p>
<div class="sig">בברכה,<br>${esc(t.owner)}<br>__________________</div>`;
    const css = `body{font-family:'${font}','David CLM',serif;font-size:14px;color:#111;padding:20mm 24mm;line-height:1.6}.hd{text-align:center;border-bottom:1px solid #000;padding-bottom:4mm;font-size:12.5px}.brand{font-size:26px;font-weight:bold}.own{font-size:16px}
h1{font-size:22px;text-align:center;margin:9mm 0 1mm;text-decoration:underline}.dd{text-align:center;margin-bottom:7mm}table{border-collapse:collapse;width:120mm;margin:5mm 0}td{padding:1.2mm 2mm}td:last-child{text-align:left;white-space:nowrap}
.s td{border-top:1px solid #000}.b td{font-weight:bold;border-top:1.5px solid #000;border-bottom:3px double #000}.sm{font-size:12px}.sig{margin-top:14mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: t.patur
        ? { vendorName: t.owner, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total) }
        : { vendorName: t.owner, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
