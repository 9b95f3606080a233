import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-bead-shop-till';

/** Beads and jewellery-making supplies shop's till slip. */
export const heBeadShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const cat: [string, number][] = [
      ['חרוזי זכוכית 8 מ"מ', 1490],
      ['חרוזי עץ טבעי', 990],
      ['חוט ניילון שקוף', 1250],
      ['סוגרי לובסטר (10)', 1890],
      ['חרוזי מיוקי', 2390],
      ['שרשרת כסף 925', 5900],
      ['פלאייר עגול', 3490],
      ['קופסת מיון 24 תאים', 2990],
      ['תליון אבן טבעית', 2700],
      ['חוט שעווה צבעוני', 850],
    ];
    const lines = rng.some(cat, rng.int(3, 7)).map(([nm, p]) => ({ nm, p, q: rng.int(1, 4) }));
    const sub = total(lines.map((l) => l.p * l.q));
    const club = rng.chance(0.5);
    const disc = club ? Math.round(sub * 0.1) : 0;
    const gross = sub - disc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'עולם החרוז קרפט בע"מ' : 'רונית אלמוג';
    const taxId = idOf(vendorName, co);
    const brand = co ? 'חרוזית' : 'פנינה וחוט';
    const doc = co ? `CH${date.slice(2, 4)}-${rng.digits(5)}` : rng.digits(5);
    const f = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'd.m.yy');
    const m = (c: number) => (co ? `₪${amount(c)}` : amount(c));
    const top = co
      ? `<div class="c brand">${brand}</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(hyphenId(taxId))}</div><div class="c">קניון הזהב, ראשל"צ · ${ltr(landline(rng))}</div>`
      : `<div class="c brand">${brand}</div><div class="c">רח׳ ביאליק 14, רמת גן · ${ltr(cellular(rng))}</div>`;
    const body = `<div class="slip">${top}<div class="rule"></div>
<div class="c b">חשבונית מס קבלה</div>${row('מס׳ מסמך:', ltr(doc))}${row('תאריך:', ltr(f))}${row('שעה:', ltr(`${rng.int(9, 19)}:${rng.digits(1)}${rng.digits(1)}`))}${row('קופאית:', String(rng.int(1, 9)))}
<div class="rule"></div>${lines.map((l) => `<div>${l.nm}</div>${row(ltr(`${l.q} x ${amount(l.p)}`), ltr(m(l.p * l.q)))}`).join('')}
<div class="rule"></div>${club ? `${row('סכום ביניים', ltr(m(sub)))}${row('הנחת מועדון יוצרים 10%', ltr(`-${amount(disc)}`))}<div class="sm">כרטיס מועדון ${ltr(rng.digits(7))}</div>` : ''}
${row('סה"כ לתשלום', ltr(m(gross)), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(amount(vat)))}
${rng.chance(0.5) ? `${row('אשראי', ltr(`****${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(6)))}` : `${row('מזומן', ltr(amount(Math.ceil(gross / 5000) * 5000)))}${row('עודף', ltr(amount(Math.ceil(gross / 5000) * 5000 - gross)))}`}
<div class="rule"></div>${co ? '' : `<div class="c sm">${vendorName} · עוסק מורשה ${ltr(taxId)}</div>`}<div class="c sm">החלפה תוך 14 יום עם חשבונית</div></div>`;
    const page = co ? '80mm 200mm' : '58mm 220mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Miriam Mono CLM'"};font-size:${co ? 11 : 9.5}px}.slip{padding:4mm}.brand{font-size:20px;font-weight:bold;font-family:${co ? "'Ellinia CLM'" : "'Aharoni CLM'"}}.big{font-size:1.25em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
