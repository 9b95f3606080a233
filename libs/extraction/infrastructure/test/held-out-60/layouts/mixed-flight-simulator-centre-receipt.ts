import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, landline, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'mixed-flight-simulator-centre-receipt';

/** Item: English, Hebrew, lowest and highest price in agorot (VAT included); `main` items are flights. */
const MENU: { en: string; he: string; lo: number; hi: number; main?: boolean }[] = [
  { en: 'Boeing 737 cockpit, 30 min', he: 'קוקפיט בואינג 737, 30 דק׳', lo: 29000, hi: 39000, main: true },
  { en: 'Boeing 737 cockpit, 60 min', he: 'קוקפיט בואינג 737, 60 דק׳', lo: 49000, hi: 65000, main: true },
  { en: 'Fighter jet simulator, 20 min', he: 'סימולטור מטוס קרב, 20 דק׳', lo: 24000, hi: 32000, main: true },
  { en: 'Helicopter simulator, 30 min', he: 'סימולטור מסוק, 30 דק׳', lo: 27000, hi: 36000, main: true },
  { en: 'Passenger seat in the cockpit', he: 'מושב נוסע בתא הטייס', lo: 5000, hi: 9000 },
  { en: 'Video of your flight (USB)', he: 'סרטון הטיסה (USB)', lo: 6000, hi: 9000 },
  { en: 'Pilot certificate, framed', he: 'תעודת טייס ממוסגרת', lo: 2500, hi: 3500 },
  { en: 'Aviator sunglasses', he: 'משקפי טייסים', lo: 7900, hi: 12900 },
];

const INSTRUCTORS = ['Amir | אמיר', 'Noga | נוגה', 'Yoav | יואב', 'Tal | טל'];

/** A flight simulator centre's receipt with "English | Hebrew" labels, prices including VAT, never on a Saturday. */
export const mixedFlightSimulatorCentreReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'service receipt',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const flights = rng.some(
      MENU.filter((m) => m.main),
      rng.int(1, 2),
    );
    const addOns = rng.some(
      MENU.filter((m) => !m.main),
      rng.int(0, 3),
    );
    const lines = [...flights, ...addOns].map((m) => ({ ...m, qty: !m.main && rng.chance(0.2) ? 2 : 1, unit: rng.int(m.lo / 100, m.hi / 100) * 100 }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'סקיידק סימולציות טיסה בע"מ' : 'ערן צור';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SD-${rng.int(100000, 999999)}` : `H${rng.int(10000, 99999)}`;
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ILS'));
    const f = (d: string) => (co ? dt(d, 'd Mon yyyy') : dt(d, 'dd/mm/yyyy').replace(/\//g, '-'));
    const L = (en: string, he: string) => `${en} | ${he}`;
    const voucher = rng.chance(0.35) ? Math.min(gross, rng.pick([25000, 30000, 40000])) : 0;
    const session = hhmm(rng.int(10 * 60, 21 * 60) - (rng.int(0, 1) ? 30 : 0));
    const rest = gross - voucher;
    const pay = rest
      ? rng.chance(0.7)
        ? `${row(L('Card', 'אשראי'), ltr('****' + rng.digits(4)))}${row(L('Approval', 'אישור'), ltr(rng.digits(6)))}${row(L('Charged', 'חויב'), ltr(money(rest)))}`
        : row(L('Bit', 'ביט'), ltr(money(rest)))
      : '';
    const top = co
      ? `<div class="c brand">SKYDECK · סקיידק</div>
<div class="c sm">Airport City, Lod · איירפורט סיטי · ${ltr(landline(rng))}</div>
<div class="c">${vendorName}</div>
<div class="c">${L('Company No.', 'ח.פ.')} ${ltr(taxId)}</div>`
      : `<div class="c brand">COCKPIT HUB · תא הטייס</div>
<div class="c sm">Rishon LeZion · ראשון לציון · ${ltr(cellular(rng))}</div>`;
    const body = `${top}
<div class="dbl"></div>
<div class="c b">${L('Tax Invoice / Receipt', 'חשבונית מס / קבלה')}</div>
${row(L('No.', 'מס׳'), ltr(doc))}${row(L('Date', 'תאריך'), ltr(f(date)))}${row(L('Session', 'שעת טיסה'), ltr(session))}${row(L('Simulator bay', 'עמדה'), ltr(rng.pick(['A', 'B', 'C'])))}
${row(L('Instructor', 'מדריך/ה'), rng.pick(INSTRUCTORS))}${row(L('Booking', 'הזמנה'), ltr(`BK${rng.digits(7)}`))}
<div class="rule"></div>
${lines.map((l) => `<div>${l.en}</div><div>${l.he}</div>${row(ltr(`${l.qty} × ${amount(l.unit)}`), ltr(money(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${row(L('Total', 'סה"כ'), ltr(money(gross)), 'b big')}
${row(L(`VAT ${rate}% included`, `כולל מע"מ ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>
${voucher ? row(L(`Gift voucher GV-${rng.int(100000, 999999)}`, 'שובר מתנה'), ltr(money(voucher))) : ''}${pay}
<div class="sm">${L('Logged flight time', 'זמן טיסה מצטבר')}: ${ltr(`${rng.int(1, 6)}:${rng.pick(['00', '20', '30', '50'])}`)} · ${L('Next booking', 'הטיסה הבאה')}: ${ltr(f(plus(date, rng.int(7, 40))))}</div>
${co ? '' : `<div class="rule"></div><div class="c sm">${L('Licensed Dealer', 'עוסק מורשה')} ערן צור ${ltr(taxId)}</div>`}`;
    const width = co ? 80 : 72;
    const page = `${width}mm ${170 + lines.length * 12}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Noto Sans Hebrew'"};font-size:${co ? 10.5 : 10}px;padding:3mm 4mm}.brand{font-size:${co ? 19 : 16}px;font-weight:bold;color:${co ? '#0d47a1' : '#37474f'}}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
