import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, cellular, dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-sup-paddleboard-shop-credit-note';

/** Gear: name, lowest and highest price in whole shekels (with VAT), most returned at once. */
const GEAR: [string, number, number, number][] = [
  ['גלשן סאפ מתנפח 10.6 רגל', 1490, 2490, 1],
  ['גלשן סאפ קשיח 11 רגל', 3200, 4900, 1],
  ['משוט סאפ קרבון מתכוונן', 490, 890, 1],
  ['משוט סאפ אלומיניום', 190, 320, 2],
  ['רצועת ביטחון מסולסלת', 89, 149, 2],
  ['משאבה חשמלית 12V', 290, 490, 1],
  ['תיק יבש 20 ל׳', 79, 129, 2],
  ['חליפת גלישה 3/2 מ"מ', 390, 690, 1],
  ['אפוד הצלה מתנפח', 240, 390, 2],
  ['סנפיר מרכזי', 69, 129, 1],
  ['ערכת תיקון לגלשן מתנפח', 39, 69, 2],
];
const CUSTOMERS = ['אורן שלום', 'דנה פישר', 'יובל אמסלם', 'קרן לוי-טל', 'מתן ברק', 'נגה רוזן'];
const REASONS = {
  cancel: 'ביטול עסקה בתוך 14 יום',
  defect: 'פגם ייצור - החזרת המוצר',
  exchange: 'החלפה לדגם אחר',
};

/**
 * A paddleboard shop's credit note for returned gear (never a Saturday), prices including VAT, every
 * amount negative but the cancellation fee kept back (5% of the price, at most ₪100) when a sale is
 * cancelled within 14 days.
 */
export const heSupPaddleboardShopCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const first = next(ID, rng);
    const n = first.n;
    const date = avoid(first.date, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const reason = rng.pick(['cancel', 'defect', 'exchange'] as const);
    const origDate = plus(date, -(reason === 'cancel' ? rng.int(1, 13) : reason === 'defect' ? rng.int(5, 90) : rng.int(1, 30)));
    const lines = rng.some(GEAR, rng.int(1, 3)).map(([name, lo, hi, most]) => ({ name, qty: rng.int(1, most), unit: rng.int(lo, hi) * 100 }));
    const sums = lines.map((l) => l.qty * l.unit);
    const goods = total(sums);
    const fee = reason === 'cancel' ? Math.min(Math.round((goods * 5) / 100), 10000) : 0;
    const credit = goods - fee;
    const vat = vatIn(credit, rate);
    const vendorName = co ? 'גל כחול ספורט ימי בע"מ' : 'יונתן חדד';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZK-${rng.int(10000, 99999)}` : String(rng.int(1000, 9999));
    const orig = co ? `GK-${rng.int(10000, 99999)}` : String(rng.int(1000, 9999));
    const customer = rng.pick(CUSTOMERS);
    const card = rng.digits(4);
    let body: string;
    if (co) {
      const f = (d: string) => dt(d, 'dd/mm/yyyy');
      const neg = (c: number) => ltr(`₪ -${amount(c)}`);
      body = `<div class="head"><div class="brand">גל כחול</div><div class="sm">ציוד סאפ, גלישה וספורט ימי · רח׳ הבנים 4, אשדוד · ${ltr(landline(rng))}<br>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<h1>חשבונית מס זיכוי</h1>
${pairs(
  [
    ['מס׳ זיכוי', ltr(doc)],
    ['תאריך', ltr(f(date))],
    ['זיכוי לחשבונית', ltr(orig)],
    ['מתאריך', ltr(f(origDate))],
    ['לקוח', customer],
    ['טלפון', ltr(cellular(rng))],
    ['סיבת הזיכוי', REASONS[reason]],
    ['מוכר/ת', rng.pick(['שחר', 'ליאור', 'גל', 'עדי'])],
  ],
  2,
)}
${items(
  ['פריט', 'כמות', 'מחיר ליח׳', 'סה"כ'],
  lines.map((l, i) => [l.name, ltr(String(-l.qty)), ltr(`₪ ${amount(l.unit)}`), neg(sums[i])]),
)}
<table class="tot">${fee ? `<tr><th>סה"כ מוצרים שהוחזרו</th><td>${neg(goods)}</td></tr><tr><th>דמי ביטול (5%, עד ₪100)</th><td>${ltr(`₪ ${amount(fee)}`)}</td></tr>` : ''}
<tr class="b"><th>סה"כ זיכוי</th><td>${neg(credit)}</td></tr><tr><th>מתוכו מע"מ ${rate}%</th><td>${neg(vat)}</td></tr><tr><th>סכום ללא מע"מ</th><td>${neg(credit - vat)}</td></tr></table>
<p>הזיכוי יבוצע לכרטיס האשראי המקורי המסתיים ב-${ltr(card)} בתוך 14 ימי עסקים.</p>
<div class="sig">חתימת הלקוח: ____________________ &nbsp;&nbsp; חתימת המוכר: ____________________</div>`;
    } else {
      const f = (d: string) => dt(d, 'dd/mm/yy');
      const br = (c: number) => ltr(bracketed(c));
      body = `<div class="c"><div class="brand2">סאפ צפוני</div><div class="sm">השכרה ומכירה · חוף גלי גליל, נהריה<br>${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">חשבונית זיכוי ${ltr(doc)}</div><div class="c">${ltr(f(date))}</div>
<div class="c sm">לחשבונית ${ltr(orig)} מיום ${ltr(f(origDate))}</div><div class="c sm">${REASONS[reason]}</div>
<div class="rule"></div>
${lines.map((l, i) => `${row(l.name, br(sums[i]))}${l.qty > 1 ? `<div class="sm">${ltr(`${l.qty} × ${amount(l.unit)}`)}</div>` : ''}`).join('')}
<div class="rule"></div>
${fee ? `${row('דמי ביטול', ltr(amount(fee)))}` : ''}${row('סה"כ זיכוי', br(credit), 'b big')}${row(`כולל מע"מ ${rate}%`, br(vat))}
<div class="rule"></div><div class="sm">הזיכוי לכרטיס ${ltr(`****${card}`)}</div><div class="sm">לקוח: ${customer}</div>
<div class="rule"></div><div class="c sm">יונתן חדד · עוסק מורשה ${ltr(taxId)}</div>`;
    }
    const page = co ? 'A4' : `80mm ${165 + lines.length * 10}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'FreeMono'"};${co ? 'font-size:12.5px;padding:15mm 16mm' : 'font-size:10px;width:72mm;padding:4mm'}}
.head{border-bottom:4px solid #0277bd;padding-bottom:6px}.brand{font-size:32px;font-weight:bold;color:#0277bd}h1{font-size:21px;margin:12px 0 6px}.brand2{font-size:18px;font-weight:bold}
.pairs{width:100%}.tot{width:50%;margin-right:auto;margin-top:6px}.tot th{text-align:start;font-weight:normal;padding:2px 6px}.tot td{text-align:left;padding:2px 6px}.tot tr.b{font-weight:bold;border-top:2px solid #222;border-bottom:2px solid #222}
.big{font-size:1.15em}.sig{margin-top:26px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-credit), tax: truthAmount(-vat) },
    };
  },
};
