import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, pairs, row, total, vatOn } from './extra';

const ID = 'he-ambulance-membership-monthly-bill';

/** Plans: name, monthly fee before VAT in agorot (2022), persons covered. */
const PLANS: [string, number, string][] = [
  ['מסלול יחיד', 3900, '1'],
  ['מסלול זוג', 6400, '2'],
  ['מסלול משפחה', 8900, 'עד 6'],
  ['מסלול גמלאים', 4900, '1-2'],
];
const ADDONS: [string, number][] = [
  ['כיסוי פינוי בין-עירוני', 1500],
  ['רופא עד הבית - תוספת', 2200],
  ['כיסוי אירועים בחו"ל (ייעוץ טלפוני)', 900],
];
const STREETS = ['רח׳ הרצל', 'רח׳ נחל שורק', 'רח׳ רבי עקיבא', 'רח׳ האלה', 'שד׳ יגאל אלון'];
const NAMES = ['משפחת אוחיון', 'משפחת גרינברג', 'יעל ואורי כץ', 'משפחת אלמקייס', 'רחל פרץ'];

/**
 * A private ambulance membership's monthly bill in Beit Shemesh, A4 (Noto Sans Hebrew): the month of membership,
 * plan and persons covered, add-ons on some, a co-payment for an evacuation made in the previous month on some, VAT
 * added, issue date, due date and amount in boxes, member number failing the check, standing order.
 */
export const heAmbulanceMembershipMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2022) * 0.04;
    const month = `${date.slice(0, 8)}01`;
    const due = `${lastOfMonth(month).slice(0, 8)}15`;
    const [plan, fee0, persons] = rng.pick(PLANS);
    const fee = Math.round((fee0 * up) / 10) * 10;
    const adds = rng.chance(0.5) ? rng.some(ADDONS, rng.int(1, 2)) : [];
    const rows: [string, string, number][] = [[`${plan} - דמי חבר חודשיים`, `${persons} נפשות`, fee]];
    for (const [n, p] of adds) rows.push([n, '', Math.round((p * up) / 10) * 10]);
    if (rng.chance(0.3)) {
      const evac = addDays(month, -rng.int(3, 25));
      rows.push([`השתתפות עצמית - פינוי ב-${ltr(dt(evac, 'dd/mm/yy'))}`, 'לפי תקנון', Math.round((rng.int(9000, 15000) * up) / 100) * 100]);
    }
    const net = total(rows.map((r) => r[2]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נתיב הצלה שירותי רפואה דחופה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${year}${String(rng.int(10000, 99999))}`;
    const member = notAnId(rng);
    const body = `<div class="top"><div><div class="brand">נתיב הצלה</div><div class="sm">${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)} · אזור תעשייה הר טוב, בית שמש</div><div class="sm">מוקד ${ltr(`*5${rng.digits(3)}`)} · ${ltr(`02-99${rng.digits(5)}`)}</div></div>
<div class="title">חשבונית מס<br><span>מס׳ ${ltr(doc)}</span></div></div>
<div class="mid"><div>${pairs([
      ['לכבוד', rng.pick(NAMES)],
      ['כתובת', `${rng.pick(STREETS)} ${ltr(String(rng.int(1, 60)))}, בית שמש`],
      ['מס׳ מנוי', ltr(member)],
    ])}</div><div>${pairs([
      ['תקופת החיוב', `${ltr(dt(month, 'dd/mm/yyyy'))} - ${ltr(dt(lastOfMonth(month), 'dd/mm/yyyy'))}`],
      ['חודש', heMonth(month)],
      ['אמצעי תשלום', 'הוראת קבע'],
    ])}</div></div>
${boxes([
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['לתשלום עד', ltr(dt(due, 'dd/mm/yyyy'))],
  ['סכום לתשלום', ltr(`₪ ${amount(gross)}`)],
])}
${items(
  ['פירוט', 'הערה', 'סכום'],
  rows.map(([n, note, s]) => [n, note, ltr(amount(s))]),
)}
<div class="tot">${row('סה"כ חיובים', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`₪ ${amount(gross)}`), 'b big')}</div>
<div class="note">הסכום ייגבה בהוראת קבע בתאריך ${ltr(dt(due, 'dd/mm/yyyy'))}. בכל מקרה חירום יש לחייג למוקד ${ltr('101')} או למוקד החברה. המנוי מתחדש מדי חודש וניתן לביטול בהודעה של ${ltr('30')} יום.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:12px;padding:14mm 15mm}.top{display:flex;justify-content:space-between;border-bottom:4px solid #c62828;padding-bottom:6px}.brand{font-size:28px;font-weight:bold;color:#c62828}
.title{font-size:20px;font-weight:bold;text-align:left}.title span{font-size:14px}.mid{display:flex;justify-content:space-between;margin:10px 0}.tot{width:42%;margin:8px auto 0 0}.big{font-size:1.2em;border-top:2px solid #000}.note{margin-top:18px;font-size:10.5px;color:#333}
.items td:last-child,.items th:last-child{text-align:left}.box .val{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
