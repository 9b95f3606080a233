import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, landline, share, trailingMinus } from '../../generalisation/notation';
import { ean13 } from './extra';

const SHOPS = [
  { brand: 'צומת הדפים', legal: 'צומת הדפים הפצה וקמעונאות בע"מ', company: true, place: 'סניף קניון הדקל, חדרה' },
  { brand: 'ספרים על הגבעה', legal: 'אורנה שטרן', company: false, place: "רח' העצמאות 41, זכרון יעקב" },
  { brand: 'עולם הספר', legal: 'עולם הספר רשת חנויות (2011) בע"מ', company: true, place: 'סניף מרכז העיר, רחובות' },
  { brand: 'הספרייה של נחום', legal: 'נחום אבוטבול', company: false, place: 'מדרחוב הרצל 12, באר שבע' },
];
const BOOKS: [string, number][] = [
  ['הבית שעל הצוק - רומן', 8900],
  ['מדריך לגינה הים-תיכונית', 11800],
  ['אטלס הציפורים של ישראל', 14900],
  ['מתכונים מהמטבח של סבתא', 9800],
  ['הנסיך הקטן - מהדורה מאוירת', 6900],
  ['קיצור תולדות האנושות', 9800],
  ['סודות הכוכבים (ילדים)', 5900],
  ['שירים לאמצע הלילה', 6400],
  ['המסע לקצה המפה', 8800],
  ['הרגלים קטנים, שינויים גדולים', 9400],
  ['יומן תכנון שנתי', 4900],
  ['ספר צביעה - חיות הבר', 3900],
  ['מילון עברי-אנגלי כיס', 7900],
  ['תעלומת הרכבת האחרונה', 8400],
  ['כרטיס ברכה + מעטפה', 1200],
];

/**
 * A bookshop's till slip on 80 mm paper (Nachlieli CLM, DejaVu Sans Mono or Miriam Mono CLM; the
 * brand in Frank Ruehl CLM): the brand over the legal name (or the owner's name with "עוסק מורשה"),
 * "ח.פ.", the date with a time, register and cashier, "חשבונית מס / קבלה" with seven digits and a
 * transaction number beside it, an EAN-13 barcode over each title, "מבצע 2 ב-99" with a trailing
 * minus on some, a 5% club discount on some, "סה"כ לתשלום", "מתוכו מע"מ", the amount before VAT,
 * card and approval or cash and change, the member's mobile and points, the exchange note.
 */
export const heBookshopTill: Layout = {
  id: 'he-bookshop-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const items = rng
      .some(BOOKS, rng.int(2, 5))
      .map(([name, unit]) => ({ name, unit, qty: unit < 2000 ? rng.int(1, 3) : rng.chance(0.15) ? 2 : 1, code: ean13(rng, unit < 2000 ? '729' : '978') }));
    const gross = items.reduce((a, i) => a + i.qty * i.unit, 0);
    const promoPair = items.filter((i) => i.unit >= 6400).slice(0, 2);
    const promo = promoPair.length === 2 && rng.chance(0.6) ? promoPair[0].unit + promoPair[1].unit - 9900 : 0;
    const member = rng.chance(0.6);
    const club = member && rng.chance(0.6) ? share(gross - promo, 5) : 0;
    const total = gross - promo - club;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(1000000, 4999999));
    const cash = rng.chance(0.35);
    const paid = cash ? Math.ceil(total / 5000) * 5000 : total;
    const font = rng.pick(['Nachlieli CLM', 'DejaVu Sans Mono', 'Miriam Mono CLM']);
    const dateStyle = rng.pick(['dd.mm.yy', 'dd/mm/yyyy'] as const);
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const lines = items
      .map(
        (i) =>
          `<div class="code" dir="ltr">${i.code}</div>${r(esc(i.name), i.qty > 1 ? '' : amount(i.unit))}${i.qty > 1 ? r(`&nbsp;&nbsp;<span dir="ltr">${i.qty} x ${amount(i.unit)}</span>`, amount(i.qty * i.unit)) : ''}`,
      )
      .join('');
    const body = `<div class="s"><div class="brand">${esc(s.brand)}</div>
<div class="c">${esc(s.legal)}</div><div class="c">${s.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId}</div><div class="c">${esc(s.place)}</div><div class="c">טל' ${landline(rng)}</div>
<div class="d"></div>${r(`${dt(date, dateStyle)} ${time(rng)}`, `קופה ${rng.int(1, 4)} · קופאי/ת ${rng.int(101, 140)}`)}
<div class="c b big">חשבונית מס / קבלה</div>${r(`מס' ${docNo}`, `עסקה ${rng.digits(5)}`)}<div class="d"></div>
${lines}<div class="d"></div>${r(`סה"כ ${items.reduce((a, i) => a + i.qty, 0)} פריטים`, amount(gross))}
${promo ? r('מבצע 2 ב-99', trailingMinus(promo)) : ''}${club ? r('הנחת מועדון 5%', trailingMinus(club)) : ''}
${r('סה"כ לתשלום', amount(total), 'b big')}${r(`מתוכו מע"מ ${rate}%`, amount(vat))}${r('סכום לפני מע"מ', amount(total - vat))}<div class="d"></div>
${cash ? `${r('מזומן', amount(paid))}${r('עודף', amount(paid - total))}` : `${r(`${rng.pick(['ויזה', 'ישראכרט', 'מאסטרקארד'])} ****${rng.digits(4)}`, amount(total))}${r('תשלומים', '1')}${r("מס' אישור", rng.digits(7))}`}
${member ? `<div class="d"></div>${r('חבר מועדון', `<span dir="ltr">${cellular(rng)}</span>`)}${r('נקודות שנצברו', String(Math.floor(total / 1000)))}` : ''}
<div class="d"></div><div class="c sm">החלפה תוך 14 יום בהצגת החשבונית, ספרים ללא עטיפה בלבד. לא יינתן החזר כספי על ספרים שנקראו.</div><div class="c sm">תודה ולהתראות!</div></div>`;
    const css = `body{font-family:'${font}',monospace;font-size:12px;color:#000}.s{width:72mm;padding:4mm}.brand{font-family:'Frank Ruehl CLM',serif;font-size:26px;font-weight:bold;text-align:center}
.c{text-align:center}.b{font-weight:bold}.big{font-size:14px}.d{border-top:1px dashed #000;margin:2mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.code{font-size:10px;color:#333}.sm{font-size:10px;margin-top:1mm}`;
    return {
      page: '80mm 220mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
