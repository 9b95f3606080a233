import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, sh, share } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-cholent-bar-bill';

const DISHES: [string, number, number][] = [
  ["צ'ולנט בשרי בקערה", 42, 58],
  ["צ'ולנט עם קישקע", 48, 64],
  ["צ'ולנט צמחוני", 36, 48],
  ['ביצה חמינדוס', 6, 9],
  ['קוגל ירושלמי', 18, 26],
  ['קוגל תפוחי אדמה', 16, 24],
  ['חמוצים הביתה', 12, 18],
  ['בירה מהחבית', 26, 34],
  ['כוסית ערק', 18, 24],
  ['מיץ ענבים', 10, 14],
];

/** Jerusalem cholent bar's night bill: a service charge added, or a tip left outside the bill. */
export const heCholentBarBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(DISHES, rng.int(3, 7)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 4), unit: rng.int(lo, hi) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const service = co ? share(sub, 12) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const tipPct = rng.pick([10, 12, 15]);
    const tip = co ? 0 : share(gross, tipPct);
    const vendorName = co ? 'סיר לילה הסעדה בע"מ' : 'מרדכי פישר';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CH-${date.slice(2, 4)}/${rng.digits(5)}` : rng.digits(4);
    const m = (c: number) => (co ? sh(c, 'x ₪') : sh(c, 'x'));
    const t = rng.int(20 * 60, 23 * 60 + 40);
    const body = `<div class="c brand">${co ? "צ'ולנט בלילה" : 'הסיר של מוטי'}</div>
<div class="c sm">${co ? 'רחוב יפו 212, ירושלים · פתוח עד הבוקר' : `שוק מחנה יהודה, רחוב האגוז 7 · ${ltr(cellular(rng))}<br>${vendorName} · ע.מ. ${ltr(taxId)}`}</div>
<div class="c b t">חשבונית מס / קבלה</div>
${grid([
  ['חשבון', ltr(doc)],
  ['תאריך', ltr(dt(date, co ? 'd/m/yyyy' : 'dd/mm/yy'))],
  ['שולחן', ltr(String(rng.int(1, 24)))],
  ['סועדים', ltr(String(rng.int(1, 6)))],
  ['מלצר', rng.pick(['יענקי', 'שמוליק', 'דודי', 'ברוך'])],
])}
<div class="sm">פתיחה ${ltr(hhmm(t))} · סגירה ${ltr(hhmm(t + rng.int(30, 110)))}</div>
<div class="rule"></div>${lines.map((l) => row(`${l.qty} ${l.name}`, ltr(m(l.qty * l.unit)))).join('')}<div class="rule"></div>
${co ? `${row('סכום הזמנה', ltr(m(sub)))}${row('דמי שירות 12%', ltr(m(service)))}` : ''}${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}${row(`המחיר כולל מע"מ ${rate}%`, ltr(m(vat)))}
${co ? '' : `<div class="dbl"></div>${row(`טיפ ${tipPct}% - אינו כלול בחשבונית`, ltr(m(tip)))}${row('חיוב כולל בכרטיס', ltr(m(gross + tip)))}`}
<div class="sm">ויזה ${ltr('xxxx-' + rng.digits(4))} · מס׳ אישור ${ltr(rng.digits(6))}</div>
${co ? `<div class="c sm foot">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div>` : '<div class="c sm">לילה טוב!</div>'}`;
    const page = co ? '80mm 240mm' : '70mm 250mm';
    const css = `${baseCss}
body{font-family:${co ? "'Yehuda CLM'" : "'FreeSans'"};font-size:12px;padding:4mm}.brand{font-size:24px;font-weight:bold}.t{margin:6px 0}.big{font-size:1.15em}.foot{margin-top:8px;border-top:1px solid #444;padding-top:4px}.grid th,.grid td{padding:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
