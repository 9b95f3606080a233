import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, sh, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-cuban-restaurant-bill';

/** Dish or drink, lowest and highest price in agorot (with VAT). */
const MENU: [string, number, number][] = [
  ['רופה וייחה (בשר פרוק ברוטב עגבניות)', 7400, 8900],
  ['סנדוויץ׳ קובני', 5400, 6400],
  ['טוסטונס - בננה ירוקה מטוגנת', 2800, 3600],
  ['יוקה מטוגנת עם מוחו', 2900, 3800],
  ['מורוס אי קריסטיאנוס', 2600, 3400],
  ['פיקדיו הוואנה', 6400, 7600],
  ['לצ׳ון אסאדו - כתף חזיר צלויה', 7900, 9400],
  ['אמפנדס בקר (3 יח׳)', 3900, 4800],
  ['סביצ׳ה דג ים וליים', 5200, 6400],
  ['פלאן קרמל', 3200, 3900],
  ['טרס לצ׳ס', 3400, 4200],
  ['מוחיטו', 4200, 5200],
  ['דאיקירי פירות', 4400, 5400],
  ['קובה ליברה', 3900, 4800],
  ['קפה קובני', 1400, 1900],
  ['בירה קריסטל', 2800, 3400],
];

/** A Cuban restaurant's bill, prices including VAT: a service charge added for groups, or a tip outside the bill. */
export const heCubanRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const covers = co ? rng.int(10, 16) : rng.int(2, 5);
    const lines = rng.some(MENU, co ? rng.int(7, 10) : rng.int(4, 7)).map(([name, lo, hi]) => ({
      name,
      qty: co ? rng.int(2, Math.max(3, Math.floor(covers / 2))) : rng.int(1, 3),
      unit: rng.int(lo / 100, hi / 100) * 100,
    }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const service = co ? share(sub, 12) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const tipPct = rng.pick([10, 12, 15]);
    const tip = co ? 0 : Math.round(share(gross, tipPct) / 100) * 100;
    const vendorName = co ? 'הוואנה פלורנטין מסעדנות בע"מ' : 'יואב מרקוביץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `HV/${rng.int(100000, 999999)}` : String(rng.int(20000, 89999));
    const money = (c: number) => (co ? sh(c, '₪x') : amount(c));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : dt(d, 'd/m/yyyy'));
    const open = rng.int(18 * 60, 21 * 60);
    const printed = open + rng.int(70, 150);
    const approval = rng.digits(6);
    const list = lines.map((l) => row(`${l.qty} × ${l.name}`, ltr(money(l.qty * l.unit)))).join('');
    const body = co
      ? `<div class="c"><div class="brand">לה אבנה</div><div class="sm">מטבח ובר קובני · רח׳ אברבנאל 31, פלורנטין, תל אביב<br>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · ${ltr(landline(rng))}</div></div>
<div class="dbl"></div><div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div>
${row('תאריך', ltr(f(date)))}${row('שולחן', ltr(String(rng.int(20, 48))))}${row('סועדים', String(covers))}${row('מלצר/ית', rng.pick(['דנה', 'אביב', 'מרסלו', 'שני']))}${row('נפתח', ltr(hhmm(open)))}${row('הודפס', ltr(hhmm(printed)))}
<div class="rule"></div>${list}<div class="rule"></div>
${row('סכום ביניים', ltr(money(sub)))}${row('דמי שירות 12% (שולחנות מ-10 סועדים)', ltr(money(service)))}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מע"מ ${rate}% כלול בסכום`, ltr(money(vat)))}
<div class="rule"></div>${row('ויזה', ltr(`****${rng.digits(4)}`))}${row('אישור', ltr(approval))}
<div class="c sm">דמי השירות מועברים לצוות במלואם · ¡Gracias!</div>`
      : `<div class="c"><div class="brand2">מאמבו</div><div class="sm">בר-מסעדה קובני · שד׳ בן גוריון 17, המושבה הגרמנית, חיפה · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">חשבונית מס / קבלה</div>${row('מס׳', ltr(doc))}${row('תאריך', ltr(f(date)))}${row('סועדים', String(covers))}
<div class="rule"></div>${lines.map((l) => `<div>${l.name}</div>${row(`<span class="sm">${l.qty} × ${ltr(money(l.unit))}</span>`, ltr(money(l.qty * l.unit)))}`).join('')}<div class="rule"></div>
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>${row(`טיפ ${tipPct}% (אינו חלק מהחשבונית)`, ltr(money(tip)))}${row('חויב באשראי כולל טיפ', ltr(money(gross + tip)))}<div class="sm">כרטיס ${ltr(`****${rng.digits(4)}`)} · אישור ${ltr(approval)}</div>
<div class="rule"></div><div class="c sm">יואב מרקוביץ · עוסק מורשה ${ltr(taxId)}</div>`;
    const width = co ? 80 : 76;
    const page = `${width}mm ${co ? 175 + lines.length * 7 : 150 + lines.length * 11}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'Yehuda CLM'"};font-size:11.5px;width:${width - 8}mm;padding:4mm}
.brand{font-size:24px;font-weight:bold;color:#0d47a1}.brand2{font-size:22px;font-weight:bold;color:#c62828}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
