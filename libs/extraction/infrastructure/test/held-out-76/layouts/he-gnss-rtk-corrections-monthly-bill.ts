import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, landline, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-gnss-rtk-corrections-monthly-bill';

const CUSTOMERS: [string, string][] = [
  ['מודד-קו מדידות והנדסה בע"מ', 'רח׳ המלאכה 4, יהוד'],
  ['שדות הדרום חקלאות מדייקת בע"מ', 'מושב תלמי יפה'],
  ['גבים עבודות עפר ותשתיות בע"מ', 'אזור התעשייה קריית גת'],
  ['אופק מיפוי אווירי בע"מ', 'רח׳ הברזל 11, תל אביב'],
  ['קו ישר סלילת כבישים בע"מ', 'פארק תעשיות עמק חפר'],
];

/**
 * A GNSS RTK corrections network's monthly bill in Or Yehuda, A4 (Noto Sans Hebrew): a navy band with the Latin brand,
 * a summary strip of the month billed (its first and last day), issue date, due date (issue + 14) and amount due, the
 * customer with company id and a subscriber number that fails the check digit, a table of the month's charges
 * (network subscription per rover, a data SIM per rover, VRS session hours over the plan on some, activation of a new
 * rover on some), the previous bill and its payment as a zero balance, VAT added at the rate of the issue date.
 * Issued Sunday to Thursday, from the 2nd to the 9th of the month after the one billed.
 */
export const heGnssRtkCorrectionsMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [2, 9]);
    const date = avoid(raw, [5, 6]);
    const month = firstOfMonth(date, -1);
    const periodEnd = lastOfMonth(month);
    const due = plus(date, 14);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const rovers = rng.int(1, 9);
    const plan = Math.round((rng.pick([18900, 21900, 24900]) * up) / 100) * 100;
    const sim = Math.round((rng.pick([2900, 3500]) * up) / 100) * 100;
    const rows: [string, string, string, number, number][] = [
      ['מנוי רשת תיקוני RTK - מקלט', 'NET-RTK-M', 'מקלט', rovers, plan],
      ['כרטיס SIM נתונים למקלט', 'SIM-IOT', 'כרטיס', rovers, sim],
    ];
    if (rng.chance(0.5)) rows.push(['שעות VRS מעבר לחבילה', 'VRS-HR', 'שעה', rng.int(3, 40), Math.round((1200 * up) / 10) * 10]);
    if (rng.chance(0.3)) rows.push(['הפעלת מקלט חדש והגדרת NTRIP', 'ACT-NEW', 'חד פעמי', 1, Math.round((25000 * up) / 100) * 100]);
    if (rng.chance(0.3)) rows.push(['תמיכה טכנית בשטח', 'SUP-FLD', 'ביקור', 1, Math.round((45000 * up) / 100) * 100]);
    const net = total(rows.map(([, , , q, u]) => q * u));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'פיקסנט רשתות מיקום לווייני בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${date.slice(5, 7)}${String(rng.int(1000, 9999))}`;
    const [customer, address] = rng.pick(CUSTOMERS);
    const customerId = taxIdOfCustomer(rng);
    const subscriber = notAnId(rng);
    const previous = Math.round(gross * (0.8 + rng.next() * 0.3));
    const body = `<div class="band"><div><div class="logo">${ltr('FIXNET')}</div><div>רשת תחנות ייחוס ותיקוני מיקום ${ltr('RTK / VRS')}</div></div><div class="vend">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>רח׳ יהודה הימית ${ltr(String(rng.int(2, 40)))}, אור יהודה · ${ltr(landline(rng))}</div></div>
<div class="ti">חשבון חודשי - חשבונית מס מס׳ ${ltr(doc)}</div>
<div class="strip"><div><span>חודש החיוב</span><b>${heMonth(month)}</b><i>${ltr(`${dt(month, 'dd/mm/yyyy')} - ${dt(periodEnd, 'dd/mm/yyyy')}`)}</i></div><div><span>תאריך הפקה</span><b>${ltr(dt(date, 'dd/mm/yyyy'))}</b></div><div><span>לתשלום עד</span><b>${ltr(dt(due, 'dd/mm/yyyy'))}</b></div><div class="due"><span>סכום לתשלום</span><b>${ltr(`₪ ${amount(gross)}`)}</b></div></div>
<div class="cust"><div><b>${customer}</b><br>${address}<br>ח.פ. ${ltr(customerId)}</div><div>מספר מנוי: ${ltr(subscriber)}<br>מקלטים פעילים: ${ltr(String(rovers))}<br>אמצעי תשלום: ${rng.pick(['הוראת קבע', 'העברה בנקאית', 'כרטיס אשראי'])}</div></div>
${items(
  ['תיאור', 'קוד', 'יחידה', 'כמות', 'מחיר', 'סכום'],
  rows.map(([he, code, unit, q, u]) => [he, ltr(code), unit, ltr(String(q)), ltr(amount(u)), ltr(amount(q * u))]),
)}
<div class="bottom"><div class="prev"><div class="h">מצב חשבון</div><div class="row"><span>חשבון קודם</span><span>${ltr(amount(previous))}</span></div><div class="row"><span>תשלום שהתקבל</span><span>${ltr(`${amount(previous)}-`)}</span></div><div class="row"><span>יתרה קודמת</span><span>${ltr('0.00')}</span></div></div>
<div class="sum"><div class="row"><span>סה"כ חיובי החודש</span><span>${ltr(amount(net))}</span></div><div class="row"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="row tot"><span>סה"כ לתשלום</span><span>${ltr(`₪ ${amount(gross)}`)}</span></div></div></div>
<div class="note">שירות התיקונים ניתן בפרוטוקול ${ltr('NTRIP')} לכל מקלט רשום. שינוי בחבילה יחול מתחילת החודש הבא. בירורים: ${ltr('support@fixnet.example')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;padding:12mm 14mm}.band{display:flex;justify-content:space-between;background:#1a237e;color:#fff;padding:10px 14px;border-radius:4px}.logo{font-size:26px;font-weight:bold;letter-spacing:3px}.vend{font-size:11px;line-height:1.5}
.ti{font-size:18px;font-weight:bold;margin:14px 0 8px}.strip{display:flex;gap:8px}.strip div{flex:1;border:1px solid #9fa8da;padding:6px 8px;display:flex;flex-direction:column}.strip span{font-size:10.5px;color:#555}.strip b{font-size:14px}.strip i{font-size:10px;font-style:normal;color:#333}.strip .due{background:#e8eaf6}
.cust{display:flex;justify-content:space-between;margin:12px 0;line-height:1.6}.items td:nth-child(n+4),.items th:nth-child(n+4){text-align:left}
.bottom{display:flex;justify-content:space-between;margin-top:10px}.prev{width:40%;border:1px solid #ccc;padding:6px;font-size:11px}.prev .h{font-weight:bold;margin-bottom:3px}.sum{width:45%}.sum .row{padding:3px 0}.tot{font-weight:bold;font-size:15px;border-top:2px solid #1a237e}.note{margin-top:24px;font-size:10.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
