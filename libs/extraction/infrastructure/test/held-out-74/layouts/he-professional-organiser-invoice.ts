import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, mul } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-professional-organiser-invoice';

/** Work: what was organised. */
const WORK = [
  'ארגון ארונות בגדים',
  'ארגון מטבח ומזווה',
  'ארגון חדר ילדים',
  'מיון וצמצום חפצים לקראת מעבר דירה',
  'ארגון מחסן ביתי',
  'ארגון משרד ותיוק מסמכים',
  'סידור ספרייה ואלבומים',
];
/** Supplies: name, lowest and highest unit price in agorot before VAT (2022). */
const SUPPLIES: [string, number, number][] = [
  ['קופסת אחסון שקופה 30 ליטר', 3400, 4200],
  ['מגירת פלסטיק נשלפת', 2900, 3900],
  ['קולב קטיפה דק (סט 20)', 5900, 7400],
  ['מחיצות למגירות (סט 6)', 3200, 4400],
  ['סלסלת נצרים', 4500, 6900],
  ['צנצנת זכוכית למזווה', 1500, 2200],
];
const CUSTOMERS = ['משפחת גולדשטיין', 'רונית ואבי שגיא', 'דנה פרלמן', 'משפחת עזרא', 'יעל וגיל רוזן'];
const COMPANIES = ['סטודיו נקודה עיצוב בע"מ', 'לוי ושות׳ רואי חשבון', 'א.ש. הנדסת מבנים בע"מ'];

/**
 * A professional home organiser's tax invoice (licensed dealer, her own name) in Hod HaSharon, A5 (Keter YG):
 * four-digit number, customer (a household, or a company with its id for an office), the work's date and address,
 * hours at an hourly rate, storage supplies bought for the customer by quantity, a removal of items to donation on
 * some, travel, VAT added, paid by transfer or Bit. Dated the day of the work or up to two days after, Sunday to
 * Thursday.
 */
export const heProfessionalOrganiserInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 26]);
    const work = avoid(raw, [5, 6]);
    const date = avoid(plus(work, rng.int(0, 2)), [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const hourly = Math.round((rng.int(180, 240) * up) / 5) * 500;
    const hours = rng.pick([3, 4, 4.5, 5, 6, 7.5, 8]);
    const office = rng.chance(0.3);
    const what = office ? 'ארגון משרד ותיוק מסמכים' : rng.pick(WORK.filter((w) => !w.includes('משרד')));
    const rows: [string, string, string, number][] = [[`${what} - שעות עבודה`, ltr(String(hours)), ltr(amount(hourly)), mul(hours, hourly)]];
    for (const [name, lo, hi] of rng.some(SUPPLIES, rng.int(0, 3))) {
      const unit = Math.round((rng.int(lo, hi) * up) / 10) * 10;
      const qty = rng.int(2, 12);
      rows.push([name, ltr(String(qty)), ltr(amount(unit)), qty * unit]);
    }
    if (rng.chance(0.35)) {
      const haul = Math.round((rng.int(150, 300) * up) / 10) * 1000;
      rows.push(['פינוי שקיות לתרומה ולמחזור', ltr('1'), ltr(amount(haul)), haul]);
    }
    const travel = Math.round((rng.int(40, 90) * up) / 5) * 500;
    rows.push(['נסיעות', ltr('1'), ltr(amount(travel)), travel]);
    const net = total(rows.map((r) => r[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מיכל ברגמן';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(1000, 1999)).padStart(4, '0');
    const customer = office ? rng.pick(COMPANIES) : rng.pick(CUSTOMERS);
    const customerId = office ? taxIdOfCustomer(rng) : '';
    const city = rng.pick(['הוד השרון', 'רעננה', 'כפר סבא', 'נווה ירק', 'צור יגאל']);
    const transfer = rng.chance(0.6);
    const body = `<div class="head"><div class="brand">מיכל ברגמן</div><div class="sub">סידור וארגון הבית והמשרד</div><div class="sm">עוסק מורשה ${ltr(taxId)} · הוד השרון · ${ltr(`054-${rng.digits(3)}-${rng.digits(4)}`)}</div></div>
<div class="doc">חשבונית מס מס׳ ${ltr(doc)}</div>
<div class="meta"><div><b>לכבוד:</b> ${customer}${office ? `<br>ח.פ. ${ltr(customerId)}` : ''}<br>${city}</div><div><b>תאריך:</b> ${ltr(dt(date, 'dd/mm/yyyy'))}<br><b>מועד העבודה:</b> ${ltr(dt(work, 'dd/mm/yyyy'))}</div></div>
${items(
  ['תיאור', 'כמות', 'מחיר', 'סכום'],
  rows.map(([n, q, u, s]) => [n, q, u, ltr(amount(s))]),
)}
<div class="tot">${row('סה"כ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}</div>
<div class="pay">${transfer ? `שולם בהעברה בנקאית, אסמכתא ${ltr(rng.digits(6))}` : `שולם ב-${ltr('Bit')} למספר הטלפון שלמעלה`}</div>
<div class="thanks">תודה! בית מסודר הוא בית רגוע.</div>`;
    const css = `${baseCss}
body{font-family:'Keter YG','Frank Ruehl CLM';font-size:12px;padding:10mm 11mm}.head{text-align:center;border-bottom:1px solid #7b1fa2;padding-bottom:4px}.brand{font-size:24px;color:#7b1fa2;font-weight:bold}.sub{font-size:13px}
.doc{font-size:16px;font-weight:bold;margin:8px 0}.meta{display:flex;justify-content:space-between;line-height:1.5}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}
.tot{width:55%;margin:6px auto 0 0}.big{font-size:1.2em;border-top:1.5px solid #000}.pay{margin-top:12px}.thanks{margin-top:10px;text-align:center;color:#7b1fa2}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
