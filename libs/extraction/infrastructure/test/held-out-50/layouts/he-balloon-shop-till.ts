import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-balloon-shop-till';

/** Balloon and party decoration shop's till slip. */
export const heBalloonShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const names: [string, number][] = [
      ['בלון הליום מט', 1200],
      ['בלון מספר מיילר 100 ס"מ', 3900],
      ['קשת בלונים 2 מ׳', 24900],
      ['קונפטי זהב 50 גר׳', 1500],
      ['סרט סלסול 10 מ׳', 600],
      ['משקולת לבלונים', 800],
      ['בלון בועה שקוף עם נוצות', 5900],
      ['משאבת יד', 2200],
    ];
    const rows = rng.some(names, rng.int(3, 6)).map(([name, u]) => [name, rng.int(1, 6), u] as [string, number, number]);
    const sub = total(rows.map(([, q, u]) => q * u));
    const club = rng.chance(0.5) ? Math.round((sub * 5) / 100) : 0;
    const gross = sub - club;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חגיגת בלונים בע"מ' : 'שירה אזולאי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `BL${date.slice(2, 4)}-${rng.digits(5)}` : String(rng.int(1000, 9999));
    const dateText = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'dd.mm.yy');
    const m = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x'));
    const paid = Math.ceil(gross / 5000) * 5000;
    const head = co
      ? `<div class="c brand">בלונים ושמחות</div><div class="c sm">קניון הזהב, ראשון לציון · ${ltr(landline(rng))}</div><div class="c sm">${vendorName} ח.פ. ${ltr(hyphenId(taxId))}</div>`
      : `<div class="c brand">הבלון האדום</div><div class="c sm">רח׳ הרצל 41, נתניה · ${ltr(cellular(rng))}</div>`;
    const body = `<div class="slip">${head}<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳:', ltr(doc))}${row('תאריך:', ltr(dateText))}${row('שעה:', ltr(`${rng.int(9, 20)}:${rng.digits(1)}${rng.digits(1)}`))}${row('קופה:', String(rng.int(1, 3)))}
${items(
  ['פריט', 'כמות', 'סה"כ'],
  rows.map(([name, q, u]) => [`${name}<br><span class="sm">${ltr(`${q} x ${amount(u)}`)}</span>`, String(q), amount(q * u)]),
)}
${club ? `${row('סכום ביניים', m(sub))}${row(`הנחת חבר מועדון 5% (כרטיס ${ltr(rng.digits(8))})`, ltr(`-${m(club)}`))}` : ''}
<div class="rule"></div>${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}
${row(`מע"מ ${rate}% (כלול)`, ltr(m(vat)))}
${co ? `${row('מזומן', ltr(m(paid)))}${row('עודף', ltr(m(paid - gross)))}` : row('אשראי', ltr(`XXXX-${rng.digits(4)} אישור ${rng.digits(6)}`))}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}
<div class="c sm">החלפה תוך 14 יום עם חשבונית · בלונים מנופחים אינם מוחלפים</div></div>`;
    const page = co ? '80mm 200mm' : '62mm 230mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Miriam Mono CLM'"};font-size:${co ? '11px' : '10px'}}
.slip{padding:3mm}.brand{font-size:17px;font-weight:bold;font-family:${co ? "'Aharoni CLM'" : "'Ellinia CLM'"}}.big{font-size:1.2em}.items td,.items th{padding:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
