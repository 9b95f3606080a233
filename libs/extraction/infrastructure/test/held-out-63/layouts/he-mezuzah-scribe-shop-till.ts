import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-mezuzah-scribe-shop-till';

/** Goods and services: name, lowest and highest unit price in whole shekels (with VAT), lowest and highest quantity. */
const GOODS: [string, number, number, number, number][] = [
  ['קלף מזוזה 10 ס"מ כשר', 120, 180, 1, 4],
  ['קלף מזוזה 12 ס"מ מהודר', 220, 340, 1, 3],
  ['קלף מזוזה 15 ס"מ מהודר בית יוסף', 360, 480, 1, 2],
  ['בית מזוזה אלומיניום', 25, 45, 1, 6],
  ['בית מזוזה כסף 925', 160, 290, 1, 2],
  ['בדיקת מזוזה (סופר מוסמך)', 25, 35, 2, 8],
  ['בדיקת תפילין זוג', 80, 120, 1, 1],
  ['החלפת רצועות לתפילין', 90, 160, 1, 1],
  ['כיסוי קטיפה לתפילין', 60, 140, 1, 1],
  ['תיק טלית ותפילין רקום', 140, 320, 1, 1],
  ['ניילון הגנה לקלף', 3, 6, 2, 10],
  ['דבק דו-צדדי למזוזה', 5, 9, 1, 4],
];

/** A scribe's (סופר סת"ם) shop till slip: parchments, cases, checking of mezuzot and tefillin; prices including VAT; never a Saturday. */
export const heMezuzahScribeShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const n0 = next(ID, rng);
    const n = n0.n;
    const date = avoid(n0.date, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 6)).map(([name, lo, hi, qlo, qhi]) => ({ name, qty: rng.int(qlo, qhi), unit: rng.int(lo, hi) * 100 }));
    const sums = lines.map((l) => l.qty * l.unit);
    const sub = total(sums);
    // The company's shop gives 5% off a purchase above ₪1,000.
    const discount = co && sub > 100000 ? Math.round((sub * 5) / 100) : 0;
    const gross = sub - discount;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'קלף ודיו סת"ם מהודר בע"מ' : 'אליקים זוננפלד';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SF${date.slice(2, 4)}-${String(rng.int(1, 99999)).padStart(5, '0')}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x'));
    const f = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'dd.mm.yy');
    const clock = hhmm(rng.int(9 * 60, weekdayOf(date) === 5 ? 12 * 60 : 19 * 60));
    const lineHtml = lines
      .map((l, i) =>
        co
          ? `<div class="it">${l.name}</div>${row(ltr(`${l.qty} × ${money(l.unit)}`), ltr(money(sums[i])), 'sm')}`
          : row(`${l.name}${l.qty > 1 ? ` ${ltr(`${l.qty}×${money(l.unit)}`)}` : ''}`, ltr(money(sums[i]))),
      )
      .join('');
    const installments = rng.chance(0.35) && gross > 40000;
    let payment: string;
    if (installments) {
      const each = Math.floor(gross / 3);
      const first = gross - 2 * each;
      payment = `${row('אשראי', ltr(`****${rng.digits(4)}`))}${row('3 תשלומים: ראשון', ltr(money(first)))}${row('2 תשלומים של', ltr(money(each)))}${row('אישור', ltr(rng.digits(7)))}`;
    } else if (rng.chance(0.5)) {
      payment = `${row('אשראי', ltr(`****${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(7)))}`;
    } else {
      const cash = Math.ceil(gross / 5000) * 5000;
      payment = `${row('מזומן', ltr(money(cash)))}${row('עודף', ltr(money(cash - gross)))}`;
    }
    const checked = lines.some((l) => l.name.startsWith('בדיקת'))
      ? `<div class="sm">המזוזות/התפילין ייבדקו ויוחזרו תוך 3 ימי עבודה. מס׳ שקית בדיקה ${ltr(`${rng.int(100, 999)}-${rng.int(10, 99)}`)}</div>`
      : '';
    const body = co
      ? `<div class="c"><div class="brand">קלף ודיו</div><div class="sm">סת"ם מהודר · רח׳ רבי עקיבא 112, בני ברק · ${ltr(landline(rng))}</div>
<div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div><div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳', ltr(doc))}${row('תאריך', ltr(f))}${row('שעה', ltr(clock))}${row('קופה', ltr(`0${rng.int(1, 3)}`))}<div class="rule"></div>
${lineHtml}<div class="rule"></div>
${discount ? `${row('סכום ביניים', ltr(money(sub)))}${row('הנחה 5% (קנייה מעל ₪1,000)', ltr(money(-discount)))}` : ''}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ ללא מע"מ', ltr(money(gross - vat)))}<div class="rule"></div>
${payment}${checked}
<div class="c sm">כל הקלפים נבדקו פעמיים ובמחשב · תעודת סופר מוסמך ${ltr(String(rng.int(1000, 9999)))}</div>
<div class="c sm">החלפה תוך 14 יום בצירוף חשבונית · קלף שנפתח אינו מוחזר</div>`
      : `<div class="c"><div class="brand2">סת"ם נאמן</div><div class="sm">מלכי ישראל 31, ירושלים · ${ltr(cellular(rng))}</div></div><div class="rule"></div>
<div class="c b">קבלה - חשבונית מס ${ltr(doc)}</div><div class="c">${ltr(f)} · ${ltr(clock)}</div><div class="rule"></div>
${lineHtml}<div class="rule"></div>
${row('סה"כ', ltr(`${money(gross)} ש"ח`), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(`${money(vat)} ש"ח`))}<div class="rule"></div>
${payment}${checked}<div class="rule"></div>
<div class="c sm">אליקים זוננפלד · סופר סת"ם · עוסק מורשה ${ltr(taxId)}</div>`;
    const width = co ? 80 : 72;
    const page = `${width}mm ${170 + lines.length * 12}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'David CLM'" : "'Frank Ruehl CLM'"};font-size:${co ? 12 : 11}px;width:${width - 8}mm;padding:4mm}
.brand{font-family:'Stam Ashkenaz CLM';font-size:30px;color:#1a237e}.brand2{font-family:'Stam Sefarad CLM';font-size:26px}.it{margin-top:3px}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
