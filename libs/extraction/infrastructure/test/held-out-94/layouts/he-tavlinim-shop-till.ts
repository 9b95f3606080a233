import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-tavlinim-shop-till';

/** Spices sold by weight: name, agorot per kilo in 2022. */
const LOOSE: [string, number][] = [
  ['פפריקה מתוקה', 5200],
  ['כמון טחון', 6800],
  ['כורכום', 5600],
  ['זעתר ירוק', 7400],
  ['סומק', 8200],
  ['בהרט', 9400],
  ['פלפל שחור גרוס', 11800],
  ['חוויג׳ למרק', 8800],
  ['הל טחון', 26000],
  ['קינמון מקלות', 9800],
  ['תערובת שווארמה', 7200],
  ['ציפורן שלם', 19800],
];
/** Packed goods: name, agorot each in 2022. */
const PACKED: [string, number][] = [
  ['שמן זית כתית 750 מ"ל', 4490],
  ["סילאן תמרים 450 גר'", 1890],
  ['מי ורדים 250 מ"ל', 1590],
  ["תה נענע מיובש 100 גר'", 1990],
  ["חלבה בטעם פיסטוק 400 גר'", 2790],
  ['צנצנת זכוכית עם מכסה', 690],
];

/**
 * A spice shop's till in Kiryat Ata, 78 mm (Hadasim CLM for the name, Simple CLM with DejaVu Sans Mono for figures):
 * the trade name "בית התבלין" large, the company and "מס' עוסק:" before the ח.פ. plain, the street, a telephone; a
 * framed "חשבונית מס / קבלה" with "מס' nnnnnn", "קופה 0n" and "קופאי/ת"; the time first and the date dd.mm.yy after it
 * on one line; spices by weight ("0.250 ק"ג × 52.00 לק"ג") each with its sum, packed goods "q × price"; "סה"כ פריטים",
 * "סה"כ לתשלום" "₪ …", then "מתוכו מע"מ n%" and "סכום ללא מע"מ" (contained), cash with change or a card; not Saturday.
 */
export const heTavlinimShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const loose = rng.some(LOOSE, rng.int(2, 6)).map(([name, perKg]) => {
      const grams = rng.pick([100, 150, 200, 250, 300, 500, 1000]) + (rng.chance(0.4) ? rng.int(-12, 12) : 0);
      const kg = Math.round((perKg * rise) / 10) * 10;
      return { name, grams, kg, sum: Math.round((grams * kg) / 1000) };
    });
    const packed = rng.some(PACKED, rng.int(0, 3)).map(([name, p]) => {
      const price = Math.round((p * rise) / 10) * 10;
      const q = rng.int(1, 3);
      return { name, price, q, sum: price * q };
    });
    const gross = total([...loose.map((l) => l.sum), ...packed.map((p) => p.sum)]);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'בית התבלין קריית אתא בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 399999));
    const at = rng.int(8 * 60 + 30, 19 * 60 + 30);
    const cash = rng.chance(0.45);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 + (rng.chance(0.3) ? 5000 : 0) : gross;
    const lines = [
      ...loose.map(
        (l) =>
          `<div class="it">${l.name}</div>${row(`<span class="n">${ltr(`${(l.grams / 1000).toFixed(3)} ק"ג`)}</span> × <span class="n">${ltr(amount(l.kg))}</span> לק"ג`, `<span class="n">${ltr(amount(l.sum))}</span>`)}`,
      ),
      ...packed.map((p) => `<div class="it">${p.name}</div>${row(`<span class="n">${ltr(`${p.q} × ${amount(p.price)}`)}</span>`, `<span class="n">${ltr(amount(p.sum))}</span>`)}`),
    ].join('');
    const count = loose.length + packed.reduce((s, p) => s + p.q, 0);
    const body = `<div class="c nm">בית התבלין</div><div class="c sm">תבלינים · קטניות · פירות יבשים</div><div class="c">${vendorName}</div><div class="c">מס' עוסק: ${ltr(taxId)}</div>
<div class="c sm">רח' העצמאות ${ltr(String(rng.int(2, 80)))}, קריית אתא · טל' ${ltr(`04-84${rng.digits(5)}`)}</div>
<div class="frame"><div class="c b">חשבונית מס / קבלה</div><div class="c">מס' <span class="n">${ltr(doc)}</span></div></div>
${row(`קופה ${ltr(`0${rng.int(1, 3)}`)} · קופאי/ת ${rng.pick(['סיגל', 'רפאל', 'נועה', 'מוחמד', 'ויקה'])}`, `<span class="n">${ltr(`${hhmm(at)}  ${dt(date, 'dd.mm.yy')}`)}</span>`)}
<div class="rule"></div>${lines}<div class="rule"></div>
${row('סה"כ פריטים', `<span class="n">${ltr(String(count))}</span>`)}
<div class="dbl"></div>${row('<b>סה"כ לתשלום</b>', `<b class="n">${ltr(`₪ ${amount(gross)}`)}</b>`, 'big')}<div class="dbl"></div>
${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, `<span class="n">${ltr(amount(vat))}</span>`)}${row('סכום ללא מע"מ', `<span class="n">${ltr(amount(gross - vat))}</span>`)}
<div class="rule"></div>${
      cash
        ? `${row('מזומן', `<span class="n">${ltr(amount(paid))}</span>`)}${row('עודף', `<span class="n">${ltr(amount(paid - gross))}</span>`)}`
        : `${row(`אשראי ${ltr(`${rng.pick(['ישראכרט', 'ויזה', 'מאסטרקארד'])}`)}`, `<span class="n">${ltr(amount(gross))}</span>`)}${row('4 ספרות אחרונות', `<span class="n">${ltr(rng.digits(4))}</span>`)}`
    }
<div class="c sm foot">החלפה תוך 14 יום בהצגת חשבונית · תבלינים אינם ניתנים להחזרה לאחר פתיחה</div><div class="c">*** תודה ובתיאבון ***</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:12.5px;width:70mm;padding:4mm}.n{font-family:'DejaVu Sans Mono';font-size:11.5px}
.nm{font-family:'Hadasim CLM';font-size:30px;line-height:1.1}.frame{border:1.5px solid #111;margin:6px 0;padding:3px}.it{margin-top:3px}.big{font-size:15px}.foot{margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '78mm 210mm', css, body }),
      page: '78mm 210mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
