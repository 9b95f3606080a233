import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, sh, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-indonesian-restaurant-bill';

const DISHES: [string, number, number][] = [
  ['נאסי גורנג עוף', 58, 72],
  ['מי גורנג ירקות', 52, 66],
  ['סאטה עוף ברוטב בוטנים', 46, 58],
  ['רנדנג בקר', 78, 96],
  ['גאדו-גאדו', 44, 56],
  ['לומפיה (4 יח׳)', 32, 42],
  ['טמפה בסמבל', 38, 49],
  ['סופ בונטוט', 42, 54],
  ['אייאם בקר', 69, 84],
  ['אורז קוקוס', 16, 22],
  ['צ׳נדול', 29, 36],
  ['פיסאנג גורנג (בננה מטוגנת)', 27, 34],
  ['אס טה מאניס (תה קר)', 14, 19],
  ['קפה ג׳אווה', 13, 17],
  ['בירה בינטנג', 28, 34],
];

/** Indonesian restaurant's bill, prices including VAT: a service charge added by the company's restaurant, a tip outside the bill at the dealer's eatery. */
export const heIndonesianRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const co = n % 2 === 0;
    const date = co ? avoid(d0, [6]) : avoid(d0, [5]);
    const rate = israeliRate(date);
    const covers = rng.int(2, 6);
    const lines = rng.some(DISHES, rng.int(3, 8)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, Math.min(3, covers)), unit: rng.int(lo, hi) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const service = co ? share(sub, 12) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'טעמי האיים מסעדות בע"מ' : 'רונית גולן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `R${date.slice(2, 4)}-${rng.digits(5)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? amount(c) : sh(c, '₪x'));
    const f = (d: string) => (co ? `${Number(d.slice(8))}.${Number(d.slice(5, 7))}.${d.slice(0, 4)}` : dt(d, 'dd/mm/yy'));
    const open = rng.int(12 * 60, 21 * 60);
    const printed = open + rng.int(40, 110);
    const table = rng.int(1, 32);
    const waiter = rng.pick(['יוני', 'דנה', 'אביב', 'רותם', 'סהר']);
    const kitchen = rng.digits(4);
    const card = rng.chance(0.7);
    const tendered = Math.ceil(gross / 10000) * 10000;
    const itemsHtml = lines.map((l) => row(`${l.qty} × ${l.name}`, ltr(money(l.qty * l.unit)))).join('');
    const body = co
      ? `<div class="c brand">ג׳קרטה</div><div class="c sm">מטבח אינדונזי · פלורנטין</div><div class="c">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="c sm">רח׳ וולפסון 30, תל אביב · ${ltr('03-6' + rng.digits(6))}</div>
<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳', ltr(doc), 'b')}${row('תאריך', ltr(f(date)))}
<div class="sm">שולחן ${table} · סועדים ${covers} · מלצר/ית: ${waiter}</div>
<div class="sm">נפתח ${ltr(hhmm(open))} · הודפס ${ltr(hhmm(printed))} · הזמנה למטבח #${ltr(kitchen)}</div>
<div class="rule"></div>${itemsHtml}<div class="rule"></div>
${row('סכום ביניים', ltr(money(sub)))}
${row('שירות 12% (נוסף לחשבון)', ltr(money(service)))}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}
${row(`מע"מ ${rate}% כלול`, ltr(money(vat)))}
<div class="rule"></div>
${card ? `${row('ויזה', ltr('****' + rng.digits(4)))}${row('אישור', ltr(rng.digits(6)))}` : `${row('מזומן', ltr(money(tendered)))}${row('עודף', ltr(money(tendered - gross)))}`}
<div class="c sm">דמי השירות מועברים במלואם לצוות · תודה ולהתראות!</div>`
      : `<div class="c brand">הוורונג של ניה</div><div class="c sm">אוכל ביתי אינדונזי · נחלאות, ירושלים</div><div class="c sm">${ltr(cellular(rng))}</div>
<div class="rule"></div>
<div class="sm">שולחן ${table} · ${covers} סועדים · ${waiter}</div>
<div class="sm">פתיחה ${ltr(hhmm(open))} · הדפסה ${ltr(hhmm(printed))}</div>
<div class="rule"></div>${itemsHtml}<div class="rule"></div>
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}
${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>
<div class="tip"><div class="b">טיפ אינו כלול בחשבון</div>${[10, 12, 15].map((p) => row(`${p}%`, ltr(money(share(gross, p))))).join('')}</div>
<div class="rule"></div>
${card ? `${row('אשראי', ltr('****' + rng.digits(4)))}${row('אישור', ltr(rng.digits(6)))}` : `${row('מזומן', ltr(money(tendered)))}${row('עודף', ltr(money(tendered - gross)))}`}
<div class="foot sm">חשבונית מס/קבלה מס׳ ${ltr(doc)} · ${ltr(f(date))}<br>רונית גולן · עוסק מורשה ${ltr(taxId)}</div>`;
    const width = co ? 80 : 72;
    const page = `${width}mm ${(co ? 185 : 200) + lines.length * 6}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Ellinia CLM'" : "'Liberation Sans'"};font-size:${co ? 12 : 11}px;padding:4mm 3mm}.brand{font-size:${co ? 22 : 18}px;font-weight:bold}.big{font-size:1.2em}.tip{border:1px dashed #555;padding:2px 4px;margin:4px 0}.foot{margin-top:6px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
