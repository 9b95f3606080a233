import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-moded-tax-invoice';

/** Service, agorot before VAT in 2022 (low, high). */
const WORKS: [string, number, number][] = [
  ['מפת מדידה מצבית להיתר בנייה', 280000, 420000],
  ['מפה טופוגרפית לתכנון', 350000, 560000],
  ['סימון פינות מגרש בשטח', 90000, 160000],
  ['סימון קווי בניין ויסודות', 120000, 210000],
  ['מדידת עדות לאחר בנייה', 150000, 240000],
  ['תכנית לצורכי רישום (תצ"ר)', 420000, 690000],
  ['חישוב שטחים לפי תקנות התכנון', 80000, 140000],
  ['מדידת גבולות לחלוקת ירושה', 260000, 380000],
  ['חתך לאורך קו ניקוז', 110000, 190000],
];
const CUSTOMERS_PEOPLE = ['סלים עאזם', "ראניה ג'בארה", 'מוחמד קשוע', 'נסרין מצאלחה', 'איילת וינשטוק'];
const CUSTOMERS_FIRMS = ['מנסור בנייה ופיתוח בע"מ', 'אל-ואדי יזמות בע"מ', 'ג.ע.ד. הנדסה אזרחית בע"מ'];

/**
 * A licensed land surveyor at Tira invoicing under his own name, A4 (Drugulin CLM for his name, Noto Serif Hebrew):
 * "סאמר חאג' יחיא" large at the right (the vendor) over "מודד מוסמך · מיפוי ומדידות הנדסיות", "רישיון מודד מס'"
 * four digits (a distractor), "עוסק מורשה" with his number plain, P.O. box and mobile; on the left a framed block
 * "חשבונית מס" with "מס'" yyyy/nnnn, "תאריך" d/m/yyyy and "מועד המדידה" (3-25 days before, a distractor); "לכבוד" a
 * person with a personal id or a firm with its ח.פ. (distractors); "הנכס" with גוש, חלקה and מגרש numbers (distractors);
 * a numbered table of services and sums; "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום" in a thick frame; terms
 * "שוטף + 30" and his bank account; Sunday to Thursday.
 */
export const heModedTaxInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const works = rng.some(WORKS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, sum: Math.round((rng.int(lo, hi) * rise) / 5000) * 5000 }));
    if (rng.chance(0.5)) works.push({ name: 'נסיעות וציוד מדידה לווייני', sum: rng.pick([15000, 20000, 25000, 30000]) });
    const net = total(works.map((w) => w.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = "סאמר חאג' יחיא";
    const taxId = idOf(vendorName, false);
    const doc = `${date.slice(0, 4)}/${String(rng.int(12, 380)).padStart(4, '0')}`;
    const fieldDay = plus(date, -rng.int(3, 25));
    const person = rng.chance(0.55);
    const customer = person ? `${rng.pick(CUSTOMERS_PEOPLE)}<br>ת.ז. ${ltr(personalId(rng))}` : `${rng.pick(CUSTOMERS_FIRMS)}<br>ח.פ. ${ltr(taxIdOfCustomer(rng))}`;
    const gush = rng.int(7800, 7899);
    const body = `<div class="top"><div class="me"><div class="nm">${vendorName}</div><div>מודד מוסמך · מיפוי ומדידות הנדסיות</div><div class="sm">רישיון מודד מס' ${ltr(String(rng.int(1100, 1690)))} · עוסק מורשה ${ltr(taxId)}</div><div class="sm">ת.ד. ${ltr(String(rng.int(100, 2999)))}, טירה ${ltr(`4491${rng.int(0, 9)}`)} · נייד ${ltr(cellular(rng))}</div></div>
<div class="doc"><div class="ti">חשבונית מס</div><table><tr><th>מס'</th><td>${ltr(doc)}</td></tr><tr><th>תאריך</th><td>${ltr(dt(date, 'd/m/yyyy'))}</td></tr><tr><th>מועד המדידה</th><td>${ltr(dt(fieldDay, 'd/m/yyyy'))}</td></tr></table><div class="sm">מקור</div></div></div>
<div class="two"><div><div class="lb">לכבוד</div>${customer}</div><div><div class="lb">הנכס</div>גוש ${ltr(String(gush))} · חלקה ${ltr(String(rng.int(3, 140)))} · מגרש ${ltr(`${rng.int(100, 999)}/${rng.int(1, 9)}`)}<br>${rng.pick(['שכונה מזרחית', 'אזור התעשייה', 'שכונת אלנור', 'מרכז הכפר'])}</div></div>
<table class="t"><tr><th>#</th><th>תיאור העבודה</th><th>סכום ₪</th></tr>${works.map((w, i) => `<tr><td>${ltr(String(i + 1))}</td><td>${w.name}</td><td class="n">${ltr(amount(w.sum))}</td></tr>`).join('')}</table>
<table class="sums"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table>
<div class="terms">תנאי תשלום: שוטף + ${ltr('30')} · העברה לחשבון ${ltr(`${rng.int(10, 20)}-${rng.int(600, 790)}-${rng.digits(6)}`)} על שם ${vendorName}<br>המפה תימסר עם קבלת התשלום. המדידה בוצעה ברשת הארצית המחייבת.</div>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:13px;padding:16mm 17mm}.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid #000;padding-bottom:10px}.nm{font-family:'Drugulin CLM';font-size:32px;font-weight:bold;line-height:1.1}.sm{font-size:11px;color:#333}
.doc{border:1.5px solid #000;padding:6px 14px;min-width:58mm}.doc .ti{font-size:20px;font-weight:bold;text-align:center;border-bottom:1px solid #000;margin-bottom:4px}.doc th{text-align:start;font-weight:normal;padding:1px 8px 1px 0}.doc td{font-weight:bold}
.two{display:flex;gap:20mm;margin:14px 0}.lb{font-size:11px;color:#555;border-bottom:1px solid #999;margin-bottom:3px}.t{width:100%;border-collapse:collapse;margin-top:8px}.t th{background:#ddd;padding:5px;text-align:start}.t td{padding:6px 5px;border-bottom:1px solid #bbb}.n{text-align:left}
.sums{margin:16px auto 0 0;border-collapse:collapse;min-width:80mm}.sums th{text-align:start;font-weight:normal;padding:4px 8px}.sums td{text-align:left;padding:4px 8px}.sums .g{border:3px solid #000;font-weight:bold;font-size:16px}.sums .g th{font-weight:bold}.terms{margin-top:26px;font-size:11.5px;line-height:1.6}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
