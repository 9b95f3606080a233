import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-magician-show-invoice';

/** Shows and extras: description, price in agorot before VAT (2022). */
const SHOWS: [string, number][] = [
  ['מופע קוסמות לבר/בת מצווה (45 דק׳)', 180000],
  ['מופע מנטליזם לאירוע חברה (60 דק׳)', 320000],
  ['קוסמות שולחנות בקבלת פנים (שעתיים)', 220000],
  ['מופע קוסמות לילדים בגן / יום הולדת', 95000],
  ['סדנת קסמים לצוות (עד 20 משתתפים)', 260000],
];
const EXTRAS: [string, number][] = [
  ['מערכת הגברה ומיקרופון אלחוטי', 35000],
  ['ערכת קסמים מתנה לחוגג/ת', 12000],
  ['תוספת מופע ערב (אחרי 21:00)', 30000],
];
const CLIENTS: [string, boolean][] = [
  ['אלקטרו-אופטיקה נתיב בע"מ', true],
  ['משפחת גולדברג', false],
  ['מתנ"ס נווה שאנן', false],
  ['הפקות אירועים צמרת (2015) בע"מ', true],
];

/**
 * A magician and mentalist in Haifa working as a licensed dealer under his own name, A4 (Keter YG for his name, Simple CLM
 * text): a purple top rule, his name large in the middle with "קוסם ומנטליסט" under it, at the foot of the header "עוסק מורשה"
 * with his number plain and his mobile; "חשבונית מס" and its number (year and serial) boxed at the right, "תאריך החשבונית"
 * (dd/mm/yyyy) at the left, the client, the event's date with its Hebrew weekday (a distractor before the invoice's), the show,
 * travel by the kilometre and extras, "סה"כ לפני מע"מ", VAT, "סה"כ כולל מע"מ" with "₪". Sunday to Thursday.
 */
export const heMagicianShowInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const [show, price] = rng.pick(SHOWS);
    const km = rng.int(12, 160);
    const perKm = 250;
    const lines = [
      { name: show, qty: '1', unit: Math.round((price * up) / 1000) * 1000 },
      ...rng.some(EXTRAS, rng.int(0, 2)).map(([name, p]) => ({ name, qty: '1', unit: p })),
    ].map((l) => ({ ...l, sum: l.unit }));
    lines.push({ name: 'נסיעות (הלוך ושוב)', qty: `${km * 2} ק"מ`, unit: perKm, sum: km * 2 * perKm });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'עידו בן-שושן';
    const taxId = idOf(vendorName, false);
    const doc = `${date.slice(2, 4)}${String(rng.int(12, 240)).padStart(3, '0')}`;
    const [client, company] = rng.pick(CLIENTS);
    const event = plus(date, -rng.int(1, 12));
    const body = `<div class="top"></div><div class="hd"><div class="nm">${vendorName}</div><div class="sub">קוסם ומנטליסט · מופעים לכל אירוע</div>
<div class="sm">עוסק מורשה ${ltr(taxId)} · ${ltr(cellular(rng))} · שד׳ מוריה ${ltr(String(rng.int(10, 160)))}, חיפה</div></div>
<div class="row2"><div class="inv">חשבונית מס<br><b>${ltr(doc)}</b></div><div>תאריך החשבונית: <b>${ltr(dt(date, 'dd/mm/yyyy'))}</b><br>מקור</div></div>
<div class="to">לכבוד: <b>${client}</b>${company ? ` (ח.פ. ${ltr(taxIdOfCustomer(rng))})` : ''}<br>מועד האירוע: ${heDay(event)}, ${ltr(dt(event, 'dd.mm.yy'))} · ${rng.pick(['אולם אירועים', 'משרדי הלקוח', 'גן אירועים', 'בית הלקוח'])}</div>
${items(
  ['תיאור', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, ltr(l.qty), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<table class="tt"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td>₪ ${ltr(amount(gross))}</td></tr></table>
<div class="sm">התשלום ${rng.pick(['בהעברה בנקאית תוך 30 יום', 'שולם בביט ביום האירוע', 'בשיק לפקודת עידו בן-שושן'])}. תודה שבחרתם בקסם!</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','FreeSans';font-size:14px;padding:0 18mm 14mm}.top{height:9mm;background:#5b2a86;margin:0 -18mm 8mm}.hd{text-align:center}.nm{font-family:'Keter YG';font-size:34px;color:#5b2a86}
.sub{font-size:15px}.row2{display:flex;justify-content:space-between;align-items:flex-end;margin:14px 0 8px}.inv{border:2px solid #5b2a86;padding:5px 16px;text-align:center;font-size:17px}
.to{margin:8px 0 4px;line-height:1.6}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tt{width:45%;margin:8px auto 12px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}
.tt .g td{font-weight:bold;font-size:16px;border-top:2px solid #5b2a86}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
