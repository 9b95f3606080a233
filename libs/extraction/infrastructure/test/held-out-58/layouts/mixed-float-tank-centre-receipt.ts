import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'mixed-float-tank-centre-receipt';

const SERVICES: [string, string, number][] = [
  ['Float session 60 min', 'טיפול ציפה 60 דק׳', 22000],
  ['Float session 90 min', 'טיפול ציפה 90 דק׳', 29000],
  ['Couple float 60 min', 'ציפה זוגית 60 דק׳', 39000],
  ['Float + massage 30 min', 'ציפה ועיסוי 30 דק׳', 42000],
  ['Intro float (first visit)', 'ציפת היכרות', 16000],
];
const ADDONS: [string, string, number][] = [
  ['Earplug kit', 'ערכת אטמי אוזניים', 1500],
  ['Towel &amp; robe rental', 'השכרת מגבת וחלוק', 2000],
  ['Herbal tea', 'תה צמחים', 1200],
  ['Neck pillow', 'כרית צוואר', 4500],
];

/** Float tank centre's receipt with "English | Hebrew" labels, prices including VAT. */
export const mixedFloatTankCentreReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'service receipt',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const [sen, she, sp] = rng.pick(SERVICES);
    const people = sen.startsWith('Couple') ? 1 : rng.int(1, 2);
    const lines = [{ en: sen, he: she, qty: people, unit: co ? sp : sp - 2000 }];
    for (const [en, he, p] of rng.some(ADDONS, rng.int(0, 2))) lines.push({ en, he, qty: rng.int(1, people), unit: p });
    const gross = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'מרחף טיפולי ציפה בע"מ' : 'מיכל אברהמי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `FH/${date.slice(0, 4)}/${rng.digits(4)}` : rng.digits(5);
    const money = (c: number) => (co ? `₪${amount(c)}` : `${amount(c)} NIS`);
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd Month yyyy'));
    const L = (en: string, he: string) => `<span class="en">${en}</span> | ${he}`;
    const slot = rng.int(9 * 60, 20 * 60);
    const mins = sen.includes('90') ? 90 : 60;
    const head = co
      ? `<div class="c brand">FLOAT HAVEN · מרחף</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(hyphenId(taxId))}</div><div class="c sm">רחוב השונית 4, הרצליה פיתוח · ${ltr('09-9' + rng.digits(6))}</div>`
      : `<div class="c brand">SALT &amp; STILL · מלח ושקט</div><div class="c sm">רחוב ויצמן 88, כפר סבא · ${ltr(cellular(rng))}</div>`;
    const body = `${head}
<div class="dbl"></div>
<div class="c b">${L('Tax Invoice / Receipt', 'חשבונית מס / קבלה')}</div>
${row(L('No.', 'מס׳'), ltr(doc), 'b')}
${row(L('Date', 'תאריך'), ltr(f(date)))}
${row(L('Session', 'שעת טיפול'), ltr(`${hhmm(slot)}-${hhmm(slot + mins)}`))}
${row(L('Pod', 'תא'), String(rng.int(1, 4)))}
${row(L('Member card', 'כרטיס מנוי'), ltr(rng.digits(8)))}
<div class="rule"></div>
${lines.map((l) => `<div>${L(l.en, l.he)}</div>${row(`${l.qty} × ${ltr(amount(l.unit))}`, ltr(money(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${row(L('Total', 'סה"כ'), ltr(money(gross)), 'b big')}
${row(L(`VAT ${rate}% included`, `מע"מ ${rate}% כלול`), ltr(money(vat)))}
<div class="rule"></div>
${row(L('Paid', 'שולם'), rng.pick([`Visa ${ltr('****' + rng.digits(4))}`, 'Bit · ביט', `Gift card ${ltr(rng.digits(6))}`, 'Cash · מזומן']))}
${row(L('Next visit', 'תור הבא'), ltr(f(plus(date, rng.int(7, 30)))))}
<div class="c sm">${L('Please shower before floating', 'נא להתקלח לפני הציפה')}</div>
${co ? '' : `<div class="c sm foot">${L('Licensed Dealer', 'עוסק מורשה')} ${ltr(taxId)} · מיכל אברהמי</div>`}`;
    const width = co ? 80 : 74;
    const page = `${width}mm ${200 + lines.length * 10}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Ellinia CLM'" : "'FreeSans'"};font-size:${co ? 12 : 11}px;padding:4mm 3mm}.brand{font-size:${co ? 18 : 16}px;font-weight:bold;color:${co ? '#00695c' : '#5d4037'}}.en{font-size:0.9em;color:#333}.big{font-size:1.2em}.foot{margin-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
