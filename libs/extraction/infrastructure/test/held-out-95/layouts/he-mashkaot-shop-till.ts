import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-mashkaot-shop-till';

/** Bottle, size, agorot with VAT in 2022. */
const SHELF: [string, string, number][] = [
  ['וויסקי סקוטי בלנד', '700 מ"ל', 11990],
  ['וויסקי סינגל מאלט 12', '700 מ"ל', 24990],
  ['וודקה פולנית', '1 ליטר', 8990],
  ['ערק אניס כפול', '700 מ"ל', 6490],
  ["ג'ין לונדון דריי", '700 מ"ל', 10990],
  ['רום כהה', '700 מ"ל', 9490],
  ['ליקר קפה', '700 מ"ל', 7990],
  ['יין אדום קברנה', '750 מ"ל', 5990],
  ['יין לבן סוביניון בלאן', '750 מ"ל', 4990],
  ['קאווה ברוט', '750 מ"ל', 5490],
  ['בירה לאגר שישייה', '6 × 330 מ"ל', 4790],
  ['סיידר תפוחים', '500 מ"ל', 1490],
  ['מי סודה', '1.5 ליטר', 690],
  ['טוניק', '4 × 250 מ"ל', 1990],
  ['שקית קרח', '2 ק"ג', 1200],
];
const CASHIERS = ['מיכל', 'אביב', 'שירן', 'דוד', 'ליאור'];

/**
 * A liquor store's till in Ramat Yishai, 76 mm (Keter YG for the trade name, Noto Sans Hebrew with Noto Sans Mono for
 * figures): "ברק משקאות" over the company and "ח.פ/ע.מ:" plain, a framed "חשבונית מס - קבלה" with "מס' 0nnnnn" (six
 * digits, leading zero), till and cashier, date dd/mm/yyyy and time; each bottle on its line with its size, then
 * "q × price" and the sum; "סכום ביניים", for club members "הנחת מועדון 5%" as a minus, "לתשלום" "₪ …", "מתוכו מע"מ
 * n%" and "סכום לפני מע"מ" (contained); cash tendered and change, or a card; the law against sales to minors; not
 * Saturday.
 */
export const heMashkaotShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(SHELF, rng.int(2, 6)).map(([name, size, p]) => ({ name, size, p: Math.round((p * rise) / 100) * 100 - 10, q: rng.int(1, 3) }));
    const sub = total(lines.map((l) => l.p * l.q));
    const club = rng.chance(0.45);
    const discount = club ? share(sub, 5) : 0;
    const gross = sub - discount;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ברק שיווק משקאות (2015) בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1000, 99999)).padStart(6, '0');
    const at = rng.int(9 * 60, 21 * 60 + 40);
    const cash = rng.chance(0.35);
    const tendered = cash ? Math.ceil(gross / 5000) * 5000 + (rng.chance(0.3) ? 5000 : 0) : 0;
    const it = (l: (typeof lines)[number]) =>
      `<div class="it"><div>${l.name} <span class="sm">${l.size.replace(/(\d[\d.]*)/g, (m) => ltr(m))}</span></div>${row(`<span class="n">${ltr(`${l.q} × ${amount(l.p)}`)}</span>`, `<span class="n">${ltr(amount(l.p * l.q))}</span>`)}</div>`;
    const pay = cash
      ? `${row('מזומן', `<span class="n">${ltr(amount(tendered))}</span>`)}${row('עודף', `<span class="n">${ltr(amount(tendered - gross))}</span>`)}`
      : `${row(`אשראי ${ltr(rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט']))}`, `<span class="n">${ltr(amount(gross))}</span>`)}${row('כרטיס', `<span class="n">${ltr(`**** ${rng.digits(4)}`)}</span>`)}`;
    const body = `<div class="c nm">ברק משקאות</div><div class="c">${vendorName}</div><div class="c sm">מרכז מסחרי, רמת ישי · טל' ${ltr(`04-98${rng.digits(5)}`)}</div>
<div class="c sm">ח.פ/ע.מ: <span class="n">${ltr(taxId)}</span></div><div class="frame"><div class="b">חשבונית מס - קבלה</div><div>מס' <span class="n">${ltr(doc)}</span></div></div>
${row(`קופה ${ltr(String(rng.int(1, 3)))} · קופאי/ת: ${rng.pick(CASHIERS)}`, '')}${row(`<span class="n">${ltr(dt(date, 'dd/mm/yyyy'))}</span>`, `<span class="n">${ltr(hhmm(at))}</span>`)}
<div class="rule"></div>${lines.map(it).join('')}<div class="rule"></div>${row('סה"כ פריטים', `<span class="n">${ltr(String(total(lines.map((l) => l.q))))}</span>`)}
${row('סכום ביניים', `<span class="n">${ltr(amount(sub))}</span>`)}${club ? row(`הנחת מועדון ${ltr('5%')}`, `<span class="n">${ltr(amount(-discount))}</span>`) : ''}<div class="dbl"></div>
${row('<b>לתשלום</b>', `<b class="n">${ltr(`₪ ${amount(gross)}`)}</b>`, 'big')}${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, `<span class="n">${ltr(amount(vat))}</span>`)}${row('סכום לפני מע"מ', `<span class="n">${ltr(amount(gross - vat))}</span>`)}
<div class="rule"></div>${pay}<div class="rule"></div><div class="c sm">מכירת משקאות משכרים לקטינים אסורה על פי חוק</div><div class="c sm">החלפה בהצגת חשבונית תוך ${ltr('14')} יום · לחיים!</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Noto Sans';font-size:12px;padding:4mm;width:68mm}.nm{font-family:'Keter YG';font-size:30px;line-height:1.15}.n{font-family:'Noto Sans Mono'}
.frame{border:1.5px solid #222;margin:6px 8mm;padding:3px;text-align:center}.it{margin-top:3px}.big{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 230mm', css, body }),
      page: '76mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
