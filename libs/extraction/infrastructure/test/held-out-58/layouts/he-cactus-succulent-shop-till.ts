import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { cellular, dt, share, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-cactus-succulent-shop-till';

const PLANTS: [string, number, number][] = [
  ['אכינופסיס בעציץ 10', 18, 35],
  ['אלוורה גדולה', 30, 60],
  ['הווארתיה', 15, 28],
  ['אצבעות מלאך', 12, 25],
  ['קקטוס כדור זהב', 25, 70],
  ['חלב אבן (סדום)', 10, 20],
  ['ליתופס - אבנים חיות', 14, 30],
  ['טרריום זכוכית עם סוקולנטים', 60, 140],
  ['מצע לקקטוסים 5 ליטר', 22, 38],
  ['עציץ טרקוטה', 9, 45],
  ['חלוקי נוי, שק 2 ק"ג', 15, 30],
  ['דשן לסוקולנטים', 19, 34],
];

/** Cactus and succulent shop's till slip, prices including VAT. */
export const heCactusSucculentShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(PLANTS, rng.int(3, 7)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 4), unit: rng.int(lo, hi) * 100 + rng.pick([0, 90, 50]) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const club = rng.chance(0.5);
    const disc = club ? share(sub, 5) : 0;
    const gross = sub - disc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'סוקולנט ישראל גידולים בע"מ' : 'גלית שטרן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SC-${rng.digits(6)}` : `${date.slice(2, 4)}${rng.digits(4)}`;
    const money = (c: number) => (co ? sh(c, 'x ₪') : amount(c));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : `${Number(d.slice(8))}.${Number(d.slice(5, 7))}.${d.slice(2, 4)}`);
    const cash = rng.chance(0.5);
    const given = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const pay = cash
      ? `${row('מזומן', ltr(money(given)))}${row('עודף', ltr(money(given - gross)))}`
      : `${row(rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט']) + ' ' + ltr('****' + rng.digits(4)), ltr(money(gross)))}${row('מס׳ אישור', ltr(rng.digits(7)))}${row('תשלומים', '1')}`;
    const head = co
      ? `<div class="c brand">מדבר בעציץ</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)}</div><div class="c sm">דרך המשתלות 4, מושב חצב · ${ltr('08-' + rng.int(6, 8) + rng.digits(6))}</div>`
      : `<div class="c brand">פינת הסוקולנט</div><div class="c sm">רחוב הנביאים 7, קריית טבעון · ${ltr(cellular(rng))}</div>`;
    const table = lines.map((l) => `<div class="it">${l.name}</div>${row(`${l.qty} × ${ltr(amount(l.unit))}`, ltr(money(l.qty * l.unit)))}`).join('');
    const body = `${head}
<div class="dbl"></div>
<div class="c b">${co ? 'חשבונית מס / קבלה' : 'קבלה - חשבונית מס'}</div>
${row(co ? 'מס׳' : 'מספר', ltr(doc), 'b')}
${row('תאריך', ltr(f(date)))}${row('שעה', ltr(time(rng)))}
${row('קופה', ltr(String(rng.int(1, 3))))}${row('קופאי/ת', rng.pick(['שני', 'אביב', 'מורן', 'עידו']))}
<div class="rule"></div>
${table}
<div class="rule"></div>
${row(`מס׳ פריטים: ${total(lines.map((l) => l.qty))}`, '')}
${club ? `${row('סכום לפני הנחה', ltr(money(sub)))}${row('הנחת חבר מועדון 5%', ltr('-' + money(disc)))}${row('כרטיס מועדון', ltr(rng.digits(7)))}` : ''}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}
${co ? `${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row('סכום ללא מע"מ', ltr(money(gross - vat)))}` : row(`מע"מ ${rate}% כלול במחיר`, ltr(money(vat)))}
<div class="rule"></div>
${pay}
<div class="rule"></div>
<div class="c sm">השקיה פעם בשבועיים, שמש מלאה. החלפת צמחים תוך 7 ימים עם החשבונית.</div>
${co ? '' : `<div class="c sm foot">גלית שטרן · עוסק מורשה ${ltr(taxId)}</div>`}
<div class="c sm">תודה ולהתראות!</div>`;
    const width = co ? 76 : 58;
    const page = `${width}mm ${170 + lines.length * 12 + (club ? 16 : 0)}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Hadasim CLM'" : "'Liberation Mono'"};font-size:${co ? 12 : 10.5}px;padding:4mm 3mm}.brand{font-size:${co ? 21 : 17}px;font-weight:bold}.it{margin-top:3px}.big{font-size:1.25em}.foot{margin-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
