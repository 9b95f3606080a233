import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, share, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-ukrainian-restaurant-bill';

const DISHES: [string, number, number][] = [
  ['בורשט אדום עם שמנת', 36, 48],
  ['וארניקי תפוחי אדמה', 42, 58],
  ['וארניקי דובדבנים', 44, 56],
  ['דרניקי (לביבות)', 34, 46],
  ['גולובצי', 52, 68],
  ['קציצת קייב', 64, 82],
  ['הרינג עם תפוחי אדמה', 38, 49],
  ['סלט אוליבייה', 32, 42],
  ['בליני עם ריבה', 30, 40],
  ['עוגת דבש מדוביק', 28, 36],
  ['קוואס ביתי', 14, 19],
  ['קומפוט פירות יער', 12, 16],
  ['תה מסמובר', 15, 22],
];

/** Ukrainian restaurant's bill: a service charge added (company) or a tip suggested outside the bill (dealer). */
export const heUkrainianRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const covers = rng.int(2, 7);
    const lines = rng.some(DISHES, rng.int(4, 8)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, covers), unit: rng.int(lo, hi) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const svc = co ? share(sub, 10) : 0;
    const gross = sub + svc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'פולטבה מזון ואירוח בע"מ' : 'אוקסנה מלניק';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${rng.int(10, 99)}/${rng.digits(5)}` : rng.digits(6);
    const money = (c: number) => (co ? sh(c, 'x ₪') : amount(c));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : `${Number(d.slice(8))}/${Number(d.slice(5, 7))}/${d.slice(0, 4)}`);
    const opened = rng.int(12 * 60, 21 * 60);
    const table = rng.int(1, 28);
    const waiter = rng.pick(['איגור', 'נטליה', 'דניס', 'יוליה', 'מקסים']);
    const dishes = lines.map((l) => row(`${l.qty} × ${l.name}`, ltr(money(l.qty * l.unit)))).join('');
    const card = rng.chance(0.6);
    const pay = card
      ? `${row(`כרטיס אשראי ${ltr('****' + rng.digits(4))}`, ltr(money(gross)))}${row('אישור', ltr(rng.digits(6)))}`
      : `${row('מזומן', ltr(money(Math.ceil(gross / 10000) * 10000)))}${row('עודף', ltr(money(Math.ceil(gross / 10000) * 10000 - gross)))}`;
    const head = co
      ? `<div class="c brand">ביסטרו פולטבה</div><div class="c">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="c sm">שדרות הנשיא 58, חיפה · ${ltr('04-8' + rng.digits(6))}</div>`
      : `<div class="c brand">המטבח של אוקסנה</div><div class="c sm">רחוב הרצל 21, אשדוד · ${ltr(cellular(rng))}</div>`;
    const docLine = co ? `<div class="c b">חשבונית מס / קבלה מס׳ ${ltr(doc)}</div>${row('תאריך', ltr(f(date)))}` : '';
    const tips = [10, 12, 15].map((p) => `${p}% = ${ltr(money(share(gross, p)))}`).join(' · ');
    const body = `${head}
<div class="dbl"></div>
${docLine}
${row(`שולחן ${table} · סועדים ${covers}`, `מלצר/ית: ${waiter}`)}
${row('נפתח', ltr(hhmm(opened)))}${row('הודפס', ltr(hhmm(opened + rng.int(40, 130))))}
<div class="rule"></div>
${dishes}
<div class="rule"></div>
${co ? `${row('סכום ביניים', ltr(money(sub)))}${row('דמי שירות 10% (נוספו לחשבון)', ltr(money(svc)))}` : ''}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}
${row(`מע"מ ${rate}% כלול`, ltr(money(vat)))}
<div class="rule"></div>
${pay}
${co ? '<div class="c sm">דמי השירות מועברים במלואם לצוות.</div>' : `<div class="tip">השירות אינו כלול בחשבון. טיפ מומלץ: ${tips}</div>`}
${co ? '' : `<div class="rule"></div><div class="c sm">קבלה - חשבונית מס מס׳ ${ltr(doc)} · ${ltr(f(date))}</div><div class="c sm">אוקסנה מלניק · עוסק מורשה ${ltr(taxId)}</div>`}
<div class="c sm">Смачного! בתיאבון</div>`;
    const width = co ? 80 : 72;
    const page = `${width}mm ${170 + lines.length * 8}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Frank Ruehl CLM'" : "'Noto Sans Hebrew'"};font-size:${co ? 12.5 : 11}px;padding:4mm 3.5mm}.brand{font-size:22px;font-weight:bold}.big{font-size:1.2em}.tip{border:1px dashed #555;padding:3px;margin:5px 0;font-size:0.9em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
