import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-standup-comedian-show-invoice';

const CLIENTS: [string, string][] = [
  ['סייברגארד טכנולוגיות בע"מ', 'ערב גיבוש לעובדים'],
  ['קבוצת אורנים נדל"ן בע"מ', 'הרמת כוסית לחג'],
  ['מועדון הגמלאים בית ברל', 'ערב תרבות'],
  ['בית הספר התיכון עתידים', 'מסיבת סיום שכבה'],
  ['פלסטיק הגליל בע"מ', 'כנס מנהלים שנתי'],
];
const VENUES = ['אולם האירועים "הגפן", כפר יונה', 'מלון הגליל, כרמיאל', 'מרכז הכנסים, חולון', 'האודיטוריום בקמפוס, רעננה', 'גן אירועים "ניצנים", גדרה'];

/**
 * A stand-up comedian's tax invoice (a licensed dealer in her own name), A4 letterhead (Miriam
 * CLM): the show's date, day, venue and audience, a set of set length, a second set or hosting the
 * evening, material written for the event, travel by kilometres and sometimes a sound system hire,
 * VAT added, invoice number "NNNN", the client's company id and purchase order, bank details.
 */
export const heStandupComedianShowInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: d0 } = next(ID, rng, undefined, [4, 28]);
    const date = avoid(d0, [5, 6]);
    const rate = israeliRate(date);
    const show = plus(date, -rng.int(1, 3));
    const [client, occasion] = rng.pick(CLIENTS);
    const venue = rng.pick(VENUES);
    const minutes = rng.pick([45, 60, 75]);
    const lines: [string, string, number][] = [[`מופע סטנדאפ ${ltr(String(minutes))} דקות - ${occasion}`, '1', rng.int(45, 120) * 10000]];
    if (rng.chance(0.4)) lines.push(['הנחיית הערב וחלוקת פרסים', '1', rng.int(15, 35) * 10000]);
    if (rng.chance(0.5)) lines.push(['כתיבת קטעים מותאמים לחברה', '1', rng.int(8, 20) * 10000]);
    const km = rng.int(30, 380);
    lines.push([`נסיעות - ${ltr(String(km))} ק"מ הלוך ושוב`, ltr(`${km} x 2.10`), Math.round(km * 210)]);
    if (rng.chance(0.3)) lines.push(['השכרת מערכת הגברה ומיקרופון אלחוטי', '1', rng.int(6, 12) * 10000]);
    const net = total(lines.map((l) => l[2]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נוגה שטרנברג';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(120, 980)).padStart(4, '0');
    const po = `PO-${rng.digits(6)}`;
    const body = `<div class="lh"><div class="name">נוגה שטרנברג</div><div class="tag">סטנדאפיסטית · מנחת אירועים</div><div class="sm">עוסק מורשה ${ltr(taxId)} · ${ltr(cellular(rng))} · ${ltr('noga.laughs@gmail.com')}</div></div>
<div class="title">חשבונית מס מספר ${ltr(doc)}</div>
<div class="meta">${row(`תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}`, `הזמנת רכש: ${ltr(po)}`)}</div>
<div class="to">לכבוד<br><b>${client}</b>${client.includes('בע"מ') ? `<br>ח.פ. ${ltr(taxIdOfCustomer(rng))}` : ''}</div>
<div class="ev">המופע: ${heDay(show)}, ${ltr(dt(show, 'dd.mm.yyyy'))} · ${venue} · כ-${ltr(String(rng.int(6, 40) * 10))} משתתפים</div>
${items(
  ['תיאור', 'כמות', 'סכום (₪)'],
  lines.map(([d, q, s]) => [d, q.startsWith('<') ? q : ltr(q), ltr(amount(s))]),
)}
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}</div>
<div class="pay">תנאי תשלום: שוטף + ${ltr('30')}. העברה בנקאית: בנק ${rng.pick(['לאומי (10)', 'הפועלים (12)', 'דיסקונט (11)'])}, סניף ${ltr(String(rng.int(100, 980)))}, חשבון ${ltr(rng.digits(6))}.<br>קבלה תישלח עם קבלת התשלום.</div>
<div class="foot">תודה שצחקתם איתי!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:13px;padding:16mm 18mm}.lh{border-bottom:2px solid #7a1f3d;padding-bottom:6px}.name{font-size:28px;font-weight:bold;color:#7a1f3d}.tag{font-size:14px}
.title{font-size:20px;font-weight:bold;margin:14px 0 6px}.meta{margin-bottom:8px}.to{margin:8px 0;line-height:1.5}.ev{background:#f3ecef;padding:5px 8px;margin:8px 0}
.tot{width:48%;margin:8px auto 0 0}.big{font-size:1.15em;border-top:1.5px solid #000;padding-top:3px}.pay{margin-top:18px;font-size:12px;line-height:1.6}.foot{margin-top:24px;font-style:italic}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
