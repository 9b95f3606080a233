import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, landline, personalId, share, spacedId } from '../../generalisation/notation';
import { signed, stirred } from './extra';

const STORES = [
  { brand: 'גן עדן', sub: 'ריהוט גן ומרפסות', legal: 'גן עדן ריהוט חוץ בע"מ', label: 'ח.פ.', company: true },
  { brand: 'פטיו', sub: 'ריהוט חוץ · הצללה · ברביקיו', legal: 'יוסי ורד', label: 'עוסק מורשה', company: false },
  { brand: 'מרפסת השרון', sub: 'רהיטי גן מעץ טיק ואלומיניום', legal: 'מרפסת השרון (1998) בע"מ', label: 'ח"פ', company: true },
];
/** Item and price before VAT (agorot). */
const GOODS: [string, number][] = [
  ['פינת ישיבה 4 מקומות אלומיניום', 420000],
  ['שולחן אוכל טיק 180 ס"מ', 380000],
  ["כיסא גן נערם (יח')", 29000],
  ['מיטת שיזוף מתכווננת', 89000],
  ["שמשייה תלויה 3 מ' + בסיס", 149000],
  ['כרית ישיבה עמידה למים', 12000],
  ['כיסוי מגן לפינת ישיבה', 24000],
  ['נדנדת גן זוגית', 199000],
  ['גריל גז 4 מבערים', 259000],
];
const REASONS = ['החזרת סחורה - פגם בייצור', 'ביטול עסקה בתוך 14 יום', 'הפרש מחיר - מבצע שהוחל בדיעבד', 'פריט שלא סופק'];
const CUSTOMERS = ['אורי ונעמה שפירא', 'דורית אבן-חן', 'משפחת זילברמן', 'גיל קדוש'];

/**
 * A garden furniture store's credit note on A5 (Frank Ruehl CLM, Noto Serif Hebrew or FreeSerif; the brand
 * in Keter YG) in a thin green frame: the brand and what it sells, the legal name or the owner's name with
 * "ח.פ." / "ח"פ" / "עוסק מורשה" (spaced on some, "514 123 456"); "חשבונית מס זיכוי" / "הודעת זיכוי -
 * חשבונית מס" with "מס'" as "ז-00318", "תאריך הפקה"; "בגין חשבונית מס/קבלה" (five digits) "מיום" three
 * to forty days earlier; the customer with a valid ת.ז., the reason; returned items with quantities and
 * prices, amounts printed positive or in brackets; "דמי ביטול 5%" kept on a cancellation (deducted from the
 * credit); "סה"כ לפני מע"מ", "מע"מ", "סה"כ לזיכוי"; a refund to the card in instalments as charged, or a
 * store credit voucher valid two years; "חתימת הלקוח".
 */
export const heGardenFurnitureCreditNote: Layout = {
  id: 'he-garden-furniture-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-garden-furniture-credit-note');
    const s = rng.pick(STORES);
    const vendorTaxId = taxId(rng, s.company);
    let date = randomDate(rng, '2023-04-20', '2025-12-31');
    const back = rng.int(3, 40);
    let sale = addDays(date, -back);
    // the credit carries the sale's rate: never let the two straddle the change of rate
    if (sale < '2025-01-01' && date >= '2025-01-01') {
      sale = addDays(sale, 45);
      date = addDays(date, 45);
    }
    const rate = israeliRate(sale);
    const reason = rng.pick(REASONS);
    const items = rng.some(GOODS, rng.int(1, 3)).map(([name, unit]) => ({ name, unit, qty: name.includes("(יח')") || name.includes('כרית') ? rng.int(2, 6) : 1 }));
    if (reason.startsWith('הפרש')) items.forEach((i) => (i.unit = share(i.unit, rng.pick([10, 15, 20]))));
    const gross = items.reduce((a, i) => a + i.qty * i.unit, 0);
    const fee = reason.startsWith('ביטול') ? share(gross, 5) : 0;
    const net = gross - fee;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const brackets = rng.chance(0.4);
    const show = (c: number) => (brackets ? signed(-c, true) : amount(c));
    const docNo = `ז-${String(rng.int(100, 2999)).padStart(5, '0')}`;
    const invoice = String(rng.int(10000, 49999));
    const font = rng.pick(['Frank Ruehl CLM', 'Noto Serif Hebrew', 'FreeSerif']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd/m/yyyy', 'dd.mm.yyyy'] as const);
    const title = rng.pick(['חשבונית מס זיכוי', 'הודעת זיכוי - חשבונית מס']);
    const refund = rng.chance(0.5)
      ? `הזיכוי יבוצע לכרטיס האשראי שחויב (<bdi>${rng.digits(4)}</bdi>) ב-${rng.int(1, 10)} תשלומים כבעסקה המקורית.`
      : `הונפק שובר זיכוי מס' ${rng.digits(10)} בתוקף עד ${dt(addDays(date, 730), 'dd/mm/yyyy')}.`;
    const idShown = rng.chance(0.4) ? `<bdi dir="ltr">${spacedId(vendorTaxId)}</bdi>` : vendorTaxId;
    const body = `<div class="frame"><div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.sub)}</div><div class="c b">${esc(s.legal)} · ${s.label} ${idShown}</div><div class="c sm">כביש 4, צומת ${rng.pick(['בילו', 'מסובים', 'גהה', 'אלון'])} · <bdi>${landline(rng)}</bdi></div>
<div class="title">${title}</div><div class="r"><span>מס' <b>${docNo}</b></span><span>תאריך הפקה: <b>${dt(date, fmt)}</b></span></div>
<div class="sm">בגין חשבונית מס/קבלה מס' ${invoice} מיום ${dt(sale, fmt)}</div>
<div class="cust">לקוח: ${esc(rng.pick(CUSTOMERS))} · ת.ז. ${personalId(rng)} · <bdi>${cellular(rng)}</bdi><br>סיבת הזיכוי: ${esc(reason)}</div>
<table><tr><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${items.map((i) => `<tr><td>${esc(i.name)}</td><td class="c">${i.qty}</td><td class="n">${amount(i.unit)}</td><td class="n">${show(i.qty * i.unit)}</td></tr>`).join('')}</table>
<div class="sum">${fee ? `<div class="r"><span>סה"כ פריטים</span><span>${show(gross)}</span></div><div class="r"><span>בניכוי דמי ביטול 5%</span><span>${amount(fee)}</span></div>` : ''}<div class="r"><span>סה"כ לפני מע"מ</span><span>${show(net)}</span></div><div class="r"><span>מע"מ ${rate}%</span><span>${show(vat)}</span></div><div class="r big"><span>סה"כ לזיכוי</span><span>${show(total)} ₪</span></div></div>
<div class="sm">${refund}</div><div class="sig"><span>חתימת הלקוח: __________</span><span>חתימת המוכר: __________</span></div></div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:11.5px;color:#111}.frame{margin:7mm;border:1.5px solid #2f6b3a;padding:5mm 6mm;min-height:180mm}
.brand{font-family:'Keter YG',serif;font-size:34px;text-align:center;color:#2f6b3a;line-height:1}.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px;margin:1.5mm 0}
.title{text-align:center;font-size:18px;font-weight:bold;margin:4mm 0 2mm;border-top:1px solid #2f6b3a;border-bottom:1px solid #2f6b3a;padding:1mm}.r{display:flex;justify-content:space-between}
.cust{margin:2mm 0;line-height:1.5}table{width:100%;border-collapse:collapse;margin-top:2mm}th{border-bottom:1.5px solid #000;text-align:right;padding:1mm}td{padding:1mm;border-bottom:1px solid #ddd}.n{text-align:left;white-space:nowrap}
.sum{width:70mm;margin:3mm 0 2mm auto;margin-left:0;margin-right:auto}.big{font-weight:bold;font-size:14px;border-top:1.5px solid #000;margin-top:1mm;padding-top:1mm}.sig{display:flex;justify-content:space-between;margin-top:8mm;font-size:10.5px}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
