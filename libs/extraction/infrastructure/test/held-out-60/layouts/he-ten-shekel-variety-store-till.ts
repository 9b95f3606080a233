import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, landline, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-ten-shekel-variety-store-till';

/** Name and price in agorot: the shop's price points are ₪5, ₪10, ₪15, ₪20 and ₪30. */
const GOODS: [string, number][] = [
  ['קופסת אחסון שקופה 5 ל׳', 1000],
  ['מגבות מטבח 3 יח׳', 1000],
  ['סוללות AA רביעייה', 1000],
  ['נורת LED 9W', 1000],
  ['נייר עטיפה גליל', 500],
  ['כבל טעינה USB-C', 1500],
  ['סיכות שיער 12 יח׳', 500],
  ['קולבים 10 יח׳', 1000],
  ['ספוגי כלים 6 יח׳', 500],
  ['צלחות חד"פ 20 יח׳', 1000],
  ['כרטיס ברכה', 500],
  ['מחברת ספירלה A4', 1000],
  ['מספריים לבית', 1000],
  ['מטר מתגלגל 5 מ׳', 1500],
  ['ספל קרמיקה', 1500],
  ['מארגן מגירות', 2000],
  ['פח אשפה עם דוושה', 3000],
  ['סט קופסאות אוכל 3 יח׳', 2000],
  ['פנס LED', 2000],
  ['שעון קיר', 3000],
];

const CASHIERS = ['מורן', 'אליאור', 'שני', 'דניאל', 'רעות', 'עדי'];

/** A variety store's till slip (everything at a few fixed prices), prices including VAT, never on a Saturday. */
export const heTenShekelVarietyStoreTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(3, 9)).map(([name, unit]) => ({ name, unit, qty: rng.chance(0.3) ? rng.int(2, 4) : 1 }));
    const gross0 = total(lines.map((l) => l.qty * l.unit));
    // "3 ב-25": every three ₪10 items cost ₪25 (the company's branches only).
    const tens = total(lines.filter((l) => l.unit === 1000).map((l) => l.qty));
    const deals = co ? Math.floor(tens / 3) : 0;
    const gross = gross0 - deals * 500;
    const vat = vatIn(gross, rate);
    const count = total(lines.map((l) => l.qty));
    const vendorName = co ? 'עשר פלוס רשתות מבצע בע"מ' : 'שלום אבוטבול';
    const taxId = idOf(vendorName, co);
    const branch = rng.int(101, 148);
    const doc = co ? `K${branch}-${rng.int(100000, 999999)}` : String(rng.int(10000, 99999));
    const at = hhmm(rng.int(9 * 60, 20 * 60 + 30));
    const cash = rng.chance(0.45);
    const paid = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.4) ? 5000 : 0);
    const card = rng.digits(4);
    const approval = rng.digits(6);
    const returns = plus(date, 14);
    let body: string;
    let width: number;
    if (co) {
      const money = (c: number) => sh(c, 'x ₪');
      const f = (d: string) => dt(d, 'dd/mm/yy');
      const rows = lines.map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${ltr(amount(l.unit))}</td><td>${ltr(amount(l.qty * l.unit))}</td></tr>`).join('');
      const dealRows = Array.from({ length: deals }, () => `<tr><td colspan="3">מבצע 3 ב-25</td><td>${ltr(amount(-500))}</td></tr>`).join('');
      body = `<div class="c brand">הכל בעשר</div>
<div class="c">${vendorName}</div>
<div class="c">ח.פ. ${ltr(taxId)}</div>
<div class="c sm">סניף ${branch} · מרכז כורדני, קריית אתא · ${ltr(landline(rng))}</div>
<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳:', ltr(doc))}${row('תאריך:', ltr(f(date)))}${row('שעה:', ltr(at))}${row('קופה / קופאי/ת:', `${rng.int(1, 6)} / ${rng.pick(CASHIERS)}`)}
<div class="rule"></div>
<table class="t"><tr><th>פריט</th><th>כמ׳</th><th>מחיר</th><th>סה"כ</th></tr>${rows}${dealRows}</table>
<div class="rule"></div>
${row('סה"כ פריטים:', String(count))}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}
${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ ללא מע"מ', ltr(money(gross - vat)))}
<div class="rule"></div>
${cash ? `${row('מזומן', ltr(money(paid)))}${row('עודף', ltr(money(paid - gross)))}` : `${row(`ויזה ${ltr('****' + card)}`, ltr(money(gross)))}${row('מס׳ אישור', ltr(approval))}`}
<div class="sm">חבר מועדון: ${ltr(cellular(rng))} · נקודות שנצברו: ${Math.floor(gross / 1000)}</div>
<div class="sm c">החלפה תוך 14 יום, עד ${ltr(f(returns))}, בצירוף החשבונית. אין החזר כספי על מוצרי מבצע.</div>
<div class="c mono">${ltr(`*${date.slice(2, 4)}${branch}${rng.digits(8)}*`)}</div>`;
      width = 80;
    } else {
      const money = (c: number) => sh(c, '₪x');
      const f = (d: string) => dt(d, 'dd.mm.yyyy');
      const rows = lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(amount(l.qty * l.unit)))}`).join('');
      body = `<div class="c brand">כל בו השכונה</div>
<div class="c sm">מרכז מסחרי הרצל, אופקים · ${ltr(cellular(rng))}</div>
<div class="c sm">הכל ב-5, 10, 15, 20 ו-30 ש"ח</div>
<div class="dbl"></div>
<div class="c b">חשבונית מס קבלה מס׳ ${ltr(doc)}</div>
${row(ltr(f(date)), ltr(at))}
<div class="rule"></div>
${rows}
<div class="rule"></div>
${row(`פריטים: ${count}`, '')}
${row('סה"כ', ltr(money(gross)), 'b big')}
${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>
${cash ? `${row('שולם במזומן', ltr(money(paid)))}${row('עודף', ltr(money(paid - gross)))}` : `${row('אשראי', ltr(`${'****' + card}`))}${row('אישור', ltr(approval))}`}
<div class="sm c">החלפה בלבד, תוך 7 ימים.</div>
<div class="rule"></div>
<div class="c sm">שלום אבוטבול · עוסק מורשה ${ltr(taxId)}</div>`;
      width = 58;
    }
    const page = `${width}mm ${150 + (lines.length + deals) * 9}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Miriam Mono CLM'" : "'FreeSans'"};font-size:${co ? 11.5 : 10.5}px;padding:3mm 3.5mm}.brand{font-size:${co ? 22 : 17}px;font-weight:bold}.big{font-size:1.2em}
.t{width:100%}.t th{text-align:start;border-bottom:1px solid #222;font-size:0.9em}.t td{padding:1px 2px}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:left}.mono{letter-spacing:1px;margin-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
