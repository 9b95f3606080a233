import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, personalId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-ashdod-lido-hotel-folio';

const GUESTS = ['משפחת אברהמי', 'דוד ושרון פרץ', 'נטלי גולדשטיין', 'יוסי אלמוג', 'רותם ועדי שגיא', 'אלה קרמר'];
const ROOMS: [string, number, number][] = [
  ['חדר זוגי נוף לעיר', 620, 780],
  ['חדר זוגי נוף לים', 760, 940],
  ['סוויטה משפחתית נוף לים', 1050, 1380],
];

/** Extras: name, lowest and highest price in whole shekels (with VAT). */
const EXTRAS: [string, number, number][] = [
  ['ארוחת ערב - מסעדת החוף', 180, 460],
  ['בר הלובי', 48, 220],
  ['מיני בר', 22, 96],
  ['עיסוי שוודי 50 דקות - ספא', 340, 420],
  ['שירות חדרים', 75, 190],
  ['כביסה וגיהוץ', 45, 120],
  ['השכרת אופניים חשמליים', 90, 160],
];

/**
 * A seafront hotel's folio in Ashdod, A4 (Frank Ruehl CLM): the guest's personal id, folio and
 * booking numbers, one line per night (Thursday and Friday nights dearer, breakfast included),
 * parking per night and extras with their dates, VAT contained, the deposit paid with the booking and
 * the card payment at checkout, balance zero; "חשבונית מס / קבלה" dated at checkout.
 */
export const heAshdodLidoHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const [room, lo, hi] = rng.pick(ROOMS);
    const base = rng.int(lo / 10, hi / 10) * 1000;
    const lines: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const dear = [4, 5].includes(weekdayOf(night));
      lines.push([`לינה - ${room}, כולל ארוחת בוקר${dear ? ' - סוף שבוע' : ''}`, night, dear ? Math.round((base * 125) / 10000) * 100 : base]);
    }
    const parking = rng.chance(0.6);
    if (parking) lines.push([`חניה בחניון המלון x ${nights}`, date, nights * 4500]);
    for (const [name, elo, ehi] of rng.some(EXTRAS, rng.int(1, 4))) lines.push([name, plus(arrival, rng.int(0, nights)), rng.int(elo, ehi) * 100]);
    lines.sort((a, b) => a[1].localeCompare(b[1]));
    const gross = total(lines.map((l) => l[2]));
    const vat = vatIn(gross, rate);
    const deposit = Math.round((gross * 3) / 1000) * 100;
    const vendorName = 'לידו אשדוד מלונאות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(230000, 289999));
    const folio = String(rng.int(70000, 79999));
    const booking = `LD${rng.digits(6)}`;
    const guest = rng.pick(GUESTS);
    const body = `<div class="head"><div class="brand">מלון לידו</div><div class="sm">אשדוד · על חוף הים</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · טיילת לידו ${ltr('3')}, אשדוד · ${ltr('08-8567700')}</div></div>
<div class="title"><span class="b">חשבונית מס / קבלה ${ltr(doc)}</span><span>תאריך: ${ltr(dt(date, 'dd.mm.yyyy'))}</span></div>
${pairs(
  [
    ['אורח', guest],
    ['ת.ז.', ltr(personalId(rng))],
    ['חדר', ltr(String(rng.int(2, 14) * 100 + rng.int(1, 30)))],
    ['מבוגרים', ltr(String(rng.int(1, 2)))],
    ['ילדים', ltr(String(rng.int(0, 3)))],
    ['הגעה', ltr(dt(arrival, 'dd.mm.yyyy'))],
    ['עזיבה', ltr(dt(date, 'dd.mm.yyyy'))],
    ['מספר פוליו', ltr(folio)],
    ['מספר הזמנה', ltr(booking)],
  ],
  2,
)}
${items(
  ['תאריך', 'פירוט', 'חיוב'],
  lines.map(([n, d, a]) => [ltr(dt(d, 'dd/mm/yy')), n, ltr(amount(a))]),
)}
<div class="sum">${row('סה"כ חיובים', ltr(`₪ ${amount(gross)}`), 'b big')}${row(`מתוכם מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סכום לפני מע"מ', ltr(amount(gross - vat)))}
<div class="rule"></div>${row(`מקדמה בהזמנה (${ltr(dt(plus(arrival, -rng.int(10, 40)), 'dd/mm/yy'))})`, ltr(`-${amount(deposit)}`))}${row('תשלום בכרטיס אשראי בעזיבה', ltr(`-${amount(gross - deposit)}`))}${row('יתרה', ltr('0.00'), 'b')}</div>
<div class="note sm">המחירים כוללים מע"מ כחוק. שעת עזיבה ${ltr('11:00')}. תודה שבחרתם במלון לידו, נשמח לארח אתכם שוב.</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','DejaVu Serif';font-size:13px;padding:14mm 16mm}.head{text-align:center;border-bottom:2px solid #1f5f8b;padding-bottom:6px;margin-bottom:10px}.brand{font-size:30px;font-weight:bold;color:#1f5f8b;letter-spacing:2px}
.title{display:flex;justify-content:space-between;font-size:15px;margin:8px 0}.sum{width:46%;margin:8px auto 10px 0}.big{font-size:1.15em}.note{margin-top:18px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
