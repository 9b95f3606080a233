import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-tzaatzuim-shop-till';

/** Item, agorot with VAT in 2022. */
const TOYS: [string, number][] = [
  ['פאזל 1000 חלקים – נוף הרים', 8990],
  ["קוביות בנייה מגנטיות 64 יח'", 24990],
  ['בובת תינוק עם עגלה', 15990],
  ['משחק קופסה – מסע האוצר', 13990],
  ['מכונית על שלט רחוק', 18990],
  ['ערכת יצירה – צמידי חרוזים', 4990],
  ['כדור קפיצה 55 ס"מ', 5990],
  ['רכבת עץ עם מסילה', 21990],
  ['פלסטלינה 12 צבעים', 2490],
  ['חבילת קלפים למשחק זיכרון', 3490],
  ['דינוזאור מדבר', 11990],
  ['ערכת מדען צעיר – הר געש', 9990],
  ['בועות סבון ענק', 1990],
  ['טושים רחיצים 24', 3990],
];

/**
 * A toy shop's till slip in Kadima, 72 mm (Hadasim CLM for the trade name, Miriam Mono CLM with DejaVu Sans Mono for
 * the rest): "ארץ הצעצועים" over the company and "ח.פ." hyphenated, a dashed frame "חשבונית מס קבלה" "מס' קופה-nnnnnn"
 * (the till's number, a hyphen, six digits), the date dd.mm.yy and time on separate rows with the cashier; each toy
 * with its 13-digit barcode over its name, "q יח' × price" and the sum; "סה"כ לפני הנחות", sometimes "מבצע שני ב-50%"
 * as a minus on the cheaper of two, "סה"כ לתשלום" "₪…" in bold, "מע"מ n% כלול" and "חייב במע"מ" (contained), a card
 * with installments or cash; exchange note; not Saturday.
 */
export const heTzaatzuimShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.035;
    const lines = rng
      .some(TOYS, rng.int(2, 6))
      .map(([name, p]) => ({ name, p: Math.round((p * rise) / 100) * 100 - 10, q: rng.chance(0.75) ? 1 : rng.int(2, 3), code: `729${rng.digits(10)}` }));
    const gross0 = total(lines.map((l) => l.p * l.q));
    const promo = lines.length >= 2 && rng.chance(0.5) ? Math.round(Math.min(...lines.map((l) => l.p)) / 2) : 0;
    const gross = gross0 - promo;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ארץ הצעצועים קדימה בע"מ';
    const taxId = idOf(vendorName, true);
    const till = rng.int(1, 4);
    const doc = `${till}-${String(rng.int(10000, 389999)).padStart(6, '0')}`;
    const at = rng.int(9 * 60, weekdayOf(date) === 5 ? 14 * 60 : 20 * 60 + 30);
    const card = rng.chance(0.7);
    const paid = Math.ceil(gross / 5000) * 5000;
    const it = (l: (typeof lines)[number]) =>
      `<div class="it"><div class="bc">${ltr(l.code)}</div><div>${l.name.replace(/(\d[\d"']*)/g, (m) => ltr(m))}</div>${row(ltr(`${l.q} יח' × ${amount(l.p)}`), ltr(amount(l.p * l.q)))}</div>`;
    const body = `<div class="c tn">ארץ הצעצועים</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(hyphenId(taxId))}</div><div class="c sm">מרכז מסחרי קדימה · טל' ${ltr(`09-89${rng.digits(5)}`)}</div>
<div class="frame"><div class="b">חשבונית מס קבלה</div><div>מס' ${ltr(doc)}</div></div>
${row('תאריך:', ltr(dt(date, 'dd.mm.yy')))}${row('שעה:', ltr(hhmm(at)))}${row('קופאי/ת:', rng.pick(['רוני', 'הדס', 'נועם', 'ליאת']))}<div class="rule"></div>
${lines.map(it).join('')}<div class="rule"></div>${row('סה"כ לפני הנחות', ltr(amount(gross0)))}${promo ? row(`מבצע שני ב-${ltr('50%')}`, ltr(amount(-promo))) : ''}
<div class="dbl"></div>${row('<b>סה"כ לתשלום</b>', `<b>${ltr(`₪${amount(gross)}`)}</b>`, 'big')}${row(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)))}${row('חייב במע"מ', ltr(amount(gross - vat)))}<div class="rule"></div>
${card ? `${row('אשראי', ltr(amount(gross)))}${row('כרטיס', ltr(`****${rng.digits(4)}`))}${row('תשלומים', ltr(String(gross > 30000 ? rng.int(2, 3) : 1)))}` : `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}`}
<div class="c sm note">החלפה תוך ${ltr('14')} יום עם חשבונית זו ובאריזה מקורית. תודה ולהתראות!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','DejaVu Sans Mono';font-size:12px;padding:4mm;width:64mm}.tn{font-family:'Hadasim CLM';font-size:30px;line-height:1.15}
.frame{border:1.5px dashed #222;margin:6px 0;padding:4px;text-align:center;font-size:14px}.it{margin:3px 0}.bc{font-size:10px;color:#444}.big{font-size:15px}.note{margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '72mm 240mm', css, body }),
      page: '72mm 240mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
