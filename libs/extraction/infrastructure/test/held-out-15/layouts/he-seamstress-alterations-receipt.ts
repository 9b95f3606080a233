import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';

const SHOPS = [
  { heading: 'מחט וחוט - תיקוני ביגוד', owner: 'סבטלנה קוגן', exempt: true },
  { heading: 'רחל מזרחי - תפירה ותיקונים', owner: 'רחל מזרחי', exempt: true },
  { heading: 'אטלייה ענבל - שמלות ערב וכלה', owner: 'ענבל שושן', exempt: false },
];
/** Job and price (agorot; with VAT for a licensed dealer). */
const JOBS: [string, number][] = [
  ['קיצור מכנסיים', 3500],
  ['קיצור מכנסיים עם מכפלת מקור', 6000],
  ['הצרת שמלה בצדדים', 12000],
  ['החלפת רוכסן במעיל', 9000],
  ["תיקון בטנה בז'קט", 7000],
  ['הרחבת מותניים בחצאית', 8000],
  ['קיצור שרוולים', 6500],
  ['התאמת שמלת כלה - 3 מדידות', 85000],
  ['תפירת וילון לפי מידה', 22000],
  ['החלפת כפתורים (סט)', 2500],
];

/**
 * A seamstress's receipt typed on A5 (Hadasim CLM, David CLM or Simple CLM): the heading with the owner's own
 * name and "עוסק פטור" and the id, "קבלה מס'" (three or four digits, or "0" and three), "סה"כ התקבל … ש"ח" and
 * "עוסק פטור - אין לנכות מע"מ בגין קבלה זו"; or an atelier over its owner's name with "עוסק מורשה" and
 * "חשבונית מס-קבלה מס'" with "מתוכו מע"מ"; "תאריך" (dd.mm.yyyy or in words), the customer and phone, the
 * garments and jobs, the measuring date before and the pickup date after, cash, Bit or PayBox with a
 * reference, and the owner's signature.
 */
export const heSeamstressAlterationsReceipt: Layout = {
  id: 'he-seamstress-alterations-receipt',
  lang: 'he',
  kind: 'small business receipt',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, false);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const rate = israeliRate(date);
    const jobs = rng.some(JOBS, rng.int(1, 4)).map(([name, price]) => ({ name, price, qty: price < 5000 ? rng.int(1, 3) : 1 }));
    const total = jobs.reduce((a, j) => a + j.qty * j.price, 0);
    const vat = s.exempt ? 0 : vatOfGross(total, rate);
    const docNo = s.exempt ? (rng.chance(0.5) ? `0${rng.int(100, 999)}` : String(rng.int(100, 1999))) : String(rng.int(2000, 5999));
    const font = rng.pick(['Hadasim CLM', 'David CLM', 'Simple CLM']);
    const words = rng.chance(0.4);
    const when = words ? dt(date, 'he') : dt(date, 'dd.mm.yyyy');
    const pay = rng.pick(['מזומן', 'Bit', 'PayBox']);
    const body = `<div class="hd"><div class="name">${esc(s.heading)}</div><div>${s.exempt ? `${esc(s.owner)} · עוסק פטור ${vendorTaxId}` : `${esc(s.owner)} · עוסק מורשה ${vendorTaxId}`}</div><div class="sm">${esc(rng.pick(["רח' סוקולוב 18, רמת השרון", "רח' הנשיא 7, חדרה", 'מרכז מסחרי נווה שאנן, חיפה']))} · <bdi>${cellular(rng)}</bdi></div></div>
<div class="tt">${s.exempt ? `קבלה מס' ${docNo}` : `חשבונית מס-קבלה מס' ${docNo}`}</div><div class="dt">תאריך: ${when}</div>
<p>התקבל מאת: <b>${esc(rng.pick(['הדס קרמר', 'לימור עזרא', 'נועה שחר', 'יוליה פבלוב']))}</b>, טל' <bdi>${cellular(rng)}</bdi></p>
<table class="it"><tr><th>עבודה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${jobs.map((j) => `<tr><td>${esc(j.name)}</td><td>${j.qty}</td><td>${amount(j.price)}</td><td>${amount(j.qty * j.price)}</td></tr>`).join('')}</table>
<p>מדידה ב-${dt(addDays(date, -rng.int(3, 12)), 'dd/mm')}, מוכן לאיסוף ב-${dt(addDays(date, rng.int(3, 10)), 'dd/mm')}.</p>
<p class="big">סה"כ התקבל: ${amount(total)} ש"ח${s.exempt ? '' : ` (מתוכו מע"מ ${rate}%: ${amount(vat)})`}</p>
<p>אמצעי תשלום: ${pay}${pay === 'מזומן' ? '' : `, אסמכתא ${rng.digits(pay === 'Bit' ? 9 : 8)}`}</p>
${s.exempt ? '<p class="sm">עוסק פטור - אין לנכות מע"מ בגין קבלה זו.</p>' : ''}<div class="sig">חתימה: ${esc(s.owner)}</div>`;
    const css = `body{font-family:'${font}',serif;font-size:13px;color:#1c1c1c;padding:12mm 13mm}.hd{text-align:center;border-bottom:1px dotted #666;padding-bottom:3mm;line-height:1.6}.name{font-size:22px;font-weight:bold}.sm{font-size:11px;color:#555}
.tt{font-size:18px;font-weight:bold;text-align:center;margin-top:6mm}.dt{text-align:center;margin-bottom:4mm}table{border-collapse:collapse;width:100%}.it th{border-bottom:1px solid #333;text-align:right;padding:1mm}.it td{padding:1mm;border-bottom:1px dotted #aaa}
.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left;white-space:nowrap}.big{font-size:15px;font-weight:bold;margin-top:5mm}.sig{margin-top:12mm}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: {
        vendorName: s.owner,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        ...(s.exempt ? {} : { tax: truthAmount(vat) }),
      },
    };
  },
};
