import { formatDate, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, sh, share, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-dollhouse-miniatures-till';

const GOODS: [string, number, number][] = [
  ['ספה מיניאטורית 1:12', 49, 129],
  ['מנורת לד זעירה', 29, 69],
  ['משפחת בובות (4 יח׳)', 59, 119],
  ['גליל טפט לבית בובות', 19, 39],
  ['ערכת מטבח מיניאטורי', 89, 189],
  ['שעון קיר זעיר', 24, 49],
  ['ערכת בית בובות להרכבה', 249, 599],
  ['סט כלי חרסינה זעירים', 34, 79],
  ['דבק עץ ופינצטה', 15, 35],
];

/** Dollhouse miniatures shop's till slip: prices including VAT, a quantity discount on larger baskets. */
export const heDollhouseMiniaturesTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 3), unit: rng.int(lo, hi) * 100 - 10 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const disc = lines.length >= 4 ? share(sub, 5) : 0;
    const gross = sub - disc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'מיניאטורות הבית הקטן בע"מ' : 'מרים גולדשטיין';
    const taxId = idOf(vendorName, co);
    const doc = co ? `DM${rng.digits(6)}` : rng.digits(5);
    const m = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x'));
    const day = co ? formatDate(date, 'd-m-Y') : dt(date, 'dd.mm.yy');
    const head = co
      ? `<div class="c brand">בית בובות קטן</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>רחוב אחוזה 120, רעננה · ${ltr(landline(rng))}</div>`
      : `<div class="c brand">עולם קטנטן</div><div class="c sm">מרכז מסחרי גבעת שמואל · ${ltr(cellular(rng))}</div>`;
    const list = co
      ? items(
          ['פריט', 'כמות', 'מחיר', 'סה"כ'],
          lines.map((l) => [l.name, ltr(String(l.qty)), ltr(m(l.unit)), ltr(m(l.qty * l.unit))]),
        )
      : lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty} יח׳ × ${m(l.unit)}`), ltr(m(l.qty * l.unit)), 'sm')}`).join('');
    const body = `${head}
<div class="c b t">${co ? 'קבלה / חשבונית מס' : 'חשבונית מס-קבלה'}</div>
${row(`${co ? "מס' קבלה" : 'חשבונית'}: ${ltr(doc)}`, `תאריך: ${ltr(day)}`)}${row(`שעה: ${ltr(time(rng))}`, `${co ? 'קופאית' : 'מוכרת'}: ${rng.pick(['שירה', 'נטע', 'אורית', 'ליה'])}`)}
<div class="rule"></div>${list}<div class="rule"></div>
${disc ? `${row('ביניים', ltr(m(sub)))}${row('הנחת כמות 5%', ltr(`-${m(disc)}`))}` : ''}${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(m(vat)))}
<div class="rule"></div>${
      rng.chance(0.5)
        ? `${row('אשראי', ltr(m(gross)))}<div class="sm">כרטיס ${ltr('****' + rng.digits(4))} · אישור ${ltr(rng.digits(7))}</div>`
        : (() => {
            const paid = Math.ceil(gross / 5000) * 5000;
            return `${row('מזומן', ltr(m(paid)))}${row('עודף', ltr(m(paid - gross)))}`;
          })()
    }
<div class="c sm">החלפה תוך 14 יום בהצגת הקבלה</div>
${co ? '' : `<div class="c sm foot">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}`;
    const page = co ? '76mm 230mm' : '58mm 260mm';
    const css = `${baseCss}
body{font-family:${co ? "'Hadasim CLM'" : "'Miriam CLM'"};font-size:${co ? 12 : 10.5}px;padding:3mm}.brand{font-size:${co ? 22 : 18}px;font-weight:bold}.t{margin:5px 0;font-size:1.1em}.big{font-size:1.15em}.items th,.items td{padding:2px}.foot{margin-top:8px;border-top:1px dashed #444;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
