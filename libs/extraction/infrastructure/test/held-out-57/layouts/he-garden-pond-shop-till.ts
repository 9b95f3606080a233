import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-garden-pond-shop-till';

const GOODS: [string, number, number][] = [
  ['נימפאה (שושנת מים) בעציץ', 45, 120],
  ['דג זהב קומטה', 12, 35],
  ['דג קוי יפני 15 ס"מ', 80, 260],
  ['משאבת מים 2500 ל"ש', 220, 480],
  ['פילטר ביולוגי לבריכה', 350, 890],
  ['מתקן מים לכלור - 500 מ"ל', 35, 70],
  ['יריעת EPDM למ"ר', 40, 75],
  ['מזון לדגי בריכה 1 ק"ג', 45, 95],
  ['סלע מפל דקורטיבי', 120, 340],
];

/** Garden pond shop's till slip (never a Saturday), prices including VAT. */
export const heGardenPondShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 4), unit: rng.int(lo, hi) * 100 - rng.pick([0, 10, 50]) }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'נוף מים גינון בריכות בע"מ' : 'שמעון בירנבאום';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PD${date.slice(2, 4)}/${rng.digits(5)}` : rng.digits(7);
    const [Y, M, D] = date.split('-');
    const dd = co ? `${D}-${M}-${Y}` : dt(date, 'dd.mm.yy');
    const money = (c: number) => (co ? `₪ ${amount(c)}` : amount(c));
    const paid = rng.chance(0.5);
    const cash = Math.ceil(gross / 5000) * 5000;
    const body = `<div class="c brand">${co ? 'בריכת הנוף' : 'הלוטוס הכחול'}</div>
<div class="c sm">${co ? `${vendorName}<br>ח"פ ${ltr(taxId)}<br>משתלות הדרום, כפר ביל"ו · ${ltr(landline(rng))}` : `צמחי מים, דגים וציוד לבריכות<br>שוק האיכרים, פרדס חנה · ${ltr(cellular(rng))}`}</div>
<div class="dbl"></div>
<div class="c b">${co ? 'חשבונית מס קבלה' : 'חשבונית מס/קבלה - מקור'}</div>
${row('מס׳', ltr(doc))}${row(`${dd}`, ltr(time(rng)))}${row('קופה', `${rng.int(1, 3)} / ${rng.pick(['אורנה', 'גלעד', 'ריטה', 'נתן'])}`)}
${items(
  ['פריט', 'כמ׳', 'סכום'],
  lines.map((l) => [`${l.name}<div class="sm">${ltr(amount(l.unit))} ליח׳</div>`, String(l.qty), ltr(money(l.qty * l.unit))]),
)}
${row('סה"כ', ltr(money(gross)), 'b big')}
${row(`מע"מ כלול ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>
${paid ? `${row('מזומן', ltr(money(cash)))}${row('עודף', ltr(money(cash - gross)))}` : `${row(rng.pick(['ויזה', 'ישראכרט', 'מאסטרקארד']) + ` ${ltr('****' + rng.digits(4))}`, ltr(money(gross)))}${row('מס׳ אישור', ltr(rng.digits(7)))}`}
<div class="c sm">דגים חיים אינם ניתנים להחלפה<br>שאר המוצרים - החלפה תוך 14 יום עם החשבונית</div>
${co ? '' : `<div class="c sm foot">${vendorName} - ע.מ ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 200mm' : '70mm 200mm';
    const css = `${baseCss}
body{font-family:${co ? "'Yehuda CLM'" : "'Shofar'"};font-size:${co ? 12 : 11}px;padding:4mm}.brand{font-size:22px;font-weight:bold}.big{font-size:1.25em}.items td,.items th{padding:2px 1px}.foot{margin-top:8px;border-top:1px dashed #333;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
