import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-business-wifi-hotspot-monthly-bill';

const CUSTOMERS = ['קפה נחלה בע"מ', 'מספרת הקצב בע"מ', 'מרכז כושר דינמו בע"מ', 'בית קפה השקמה בע"מ', 'מעדניית גורמה צפון בע"מ'];

/**
 * A guest Wi-Fi hotspot provider's monthly bill to a business, A4 (Hadasim CLM): the month billed
 * (the month before the issue date), access points rented, a captive portal licence, a bandwidth
 * package, SMS login codes counted at agorot each, sometimes a technician's visit or an extra
 * access point, VAT added, issue date, due date and a direct debit, customer number failing the
 * check and the customer's company id as distractors, last payment received.
 */
export const heBusinessWifiHotspotMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { date: d0 } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(d0, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, 14);
    const aps = rng.int(2, 6);
    const apUnit = rng.pick([3900, 4500, 4900]);
    const sms = rng.int(120, 1800);
    const smsUnit = rng.pick([6, 7, 8]);
    const band = rng.pick([14900, 17900, 19900]);
    const lines: [string, string, number, number][] = [
      ['נקודת גישה אלחוטית - השכרה חודשית', String(aps), apUnit, aps * apUnit],
      ['רישיון פורטל כניסה ממותג', '1', 6900, 6900],
      [`חבילת גלישה ${rng.pick(['500', '1000'])} מגה`, '1', band, band],
      ['קודי כניסה ב-SMS', String(sms), smsUnit, sms * smsUnit],
    ];
    if (rng.chance(0.3)) lines.push(['ביקור טכנאי - החלפת נקודת גישה', '1', 24000, 24000]);
    if (rng.chance(0.25)) lines.push(['הנחת לקוח ותיק', '1', -2000, -2000]);
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'גלי אוויר רשתות אורחים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${rng.digits(6)}`;
    const customer = rng.pick(CUSTOMERS);
    const price = (a: number) => (Math.abs(a) < 100 ? `${a} אג׳` : amount(a));
    const body = `<div class="top"><div><div class="brand">גלי אוויר</div><div class="sm">${ltr('Wi-Fi')} לעסקים</div></div><div class="vend">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>דרך מנחם בגין ${ltr(String(rng.int(10, 150)))}, רמת גן · ${ltr(`03-57${rng.digits(5)}`)}</div></div>
<h1>חשבונית מס ${ltr(doc)}</h1>
${boxes([
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['תקופת חיוב', `${ltr(dt(from, 'dd/mm/yyyy'))} - ${ltr(dt(to, 'dd/mm/yyyy'))}`],
  ['לתשלום עד', ltr(dt(due, 'dd/mm/yyyy'))],
  ['מספר לקוח', ltr(notAnId(rng))],
])}
<div class="cust">לכבוד: <b>${customer}</b> · ח.פ. ${ltr(taxIdOfCustomer(rng))} · סניף: ${rng.pick(['רחוב הרצל', 'מרכז העיר', 'קניון הגליל', 'אזור התעשייה'])}</div>
<h2>פירוט חיובים לחודש ${heMonth(from)}</h2>
${items(
  ['שירות', 'כמות', 'מחיר ליחידה', 'סה"כ'],
  lines.map(([n, q, u, s]) => [n.replace('SMS', ltr('SMS')), ltr(q), ltr(price(u)), ltr(amount(s))]),
)}
<div class="sum">${pairs([
      ['סה"כ לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ לתשלום', ltr(`₪${amount(gross)}`)],
    ])}</div>
<div class="note">הסכום ייגבה בהוראת קבע בתאריך ${ltr(dt(due, 'dd/mm/yyyy'))}. תשלום קודם בסך ${ltr(amount(rng.int(300, 900) * 100 + rng.int(0, 99)))} ₪ התקבל, תודה.<br>מוקד תמיכה ${ltr('24/7')}: ${ltr(`*${rng.int(2100, 2999)}`)} · אתר: ${ltr('www.galei-avir.co.il')}</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','DejaVu Sans';font-size:12.5px;padding:14mm 16mm}.top{display:flex;justify-content:space-between;border-bottom:3px solid #0a4a6b;padding-bottom:6px}.brand{font-size:26px;font-weight:bold;color:#0a4a6b}.vend{text-align:left;font-size:11.5px}
h1{font-size:20px;margin:12px 0 6px}h2{font-size:14px;margin:12px 0 2px}.cust{margin:8px 0}.sum{display:flex;justify-content:flex-end}.sum .pairs td{font-size:1.05em}.sum tr:last-child td,.sum tr:last-child th{font-size:1.2em;font-weight:bold;color:#000;border-top:1.5px solid #000}.note{margin-top:16px;font-size:11px;color:#333;line-height:1.6}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
