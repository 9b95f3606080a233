import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'mixed-indoor-skydiving-receipt';

/** Package: English, Hebrew, lowest and highest price in agorot (with VAT). */
const PACKAGES: [string, string, number, number][] = [
  ['First flight - 2 × 1 min', 'טיסת היכרות - 2 טיסות של דקה', 26000, 32000],
  ['Flyer pack - 4 × 1 min', 'חבילת טייס - 4 טיסות של דקה', 42000, 52000],
  ['Kids flight (age 4-12) - 2 × 1 min', 'טיסת ילדים - 2 טיסות', 21000, 26000],
  ['Family pack - 4 flyers × 2 min', 'חבילה משפחתית - 4 טסים', 99000, 124000],
  ['High fly with instructor', 'טיסה גבוהה עם מדריך', 18000, 24000],
  ['Pro session - 10 min tunnel time', 'אימון מתקדמים - 10 דקות', 65000, 78000],
];
const ADDONS: [string, string, number, number][] = [
  ['HD video of the flight', 'וידאו HD של הטיסה', 7900, 9900],
  ['Photo package', 'חבילת תמונות', 4900, 6900],
  ['Flight certificate', 'תעודת טיסה', 1500, 2500],
  ['Cold drink', 'שתייה קרה', 1000, 1400],
  ['Extra 1 min flight', 'דקת טיסה נוספת', 11000, 14000],
];

/** An indoor skydiving wind tunnel's receipt (never a Saturday) with bilingual labels (English | Hebrew), prices including VAT. */
export const mixedIndoorSkydivingReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'service receipt',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(PACKAGES, rng.int(1, 2)).map(([en, he, lo, hi]) => ({ en, he, qty: rng.int(1, 3), unit: rng.int(lo / 1000, hi / 1000) * 1000 }));
    for (const [en, he, lo, hi] of rng.some(ADDONS, rng.int(1, 3))) lines.push({ en, he, qty: rng.int(1, 2), unit: rng.int(lo / 100, hi / 100) * 100 });
    const gross = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'סקייבוקס טיסה חופשית בע"מ' : 'דור אלמוג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SKY-${rng.int(10000, 99999)}` : `A${rng.int(1000, 9999)}`;
    const money = (c: number) => (co ? sh(c, '₪x') : `${amount(c)} NIS`);
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd Mon yyyy'));
    const L = (en: string, he: string) => `${ltr(en)} | ${he}`;
    const voucher = rng.chance(0.35) ? Math.min(gross, rng.pick([20000, 30000, 50000])) : 0;
    const card = gross - voucher;
    const payment = `${voucher ? row(L('Gift voucher', 'שובר מתנה'), ltr(`GV-${rng.digits(6)} · ${money(voucher)}`)) : ''}${card ? `${row(L('Card', 'אשראי'), ltr(money(card)))}${row(L('Approval', 'אישור'), ltr(rng.digits(6)))}` : ''}`;
    const head = co
      ? `<div class="c"><div class="brand">SKYBOX · מנהרת רוח</div><div class="sm">Indoor skydiving · רח׳ הרוקמים 5, ראשון לציון · ${ltr(landline(rng))}<br>${vendorName} · ${L('Company No.', 'ח.פ.')} ${ltr(hyphenId(taxId))}</div></div>`
      : `<div class="c"><div class="brand">AIRTIME · זמן אוויר</div><div class="sm">Wind tunnel · אזור התעשייה הצפוני, אשקלון · ${ltr(cellular(rng))}</div></div>`;
    const body = `${head}
<div class="dbl"></div><div class="c b">${L('Tax Invoice / Receipt', 'חשבונית מס / קבלה')}</div>
${row(L('No.', 'מס׳'), ltr(doc))}${row(L('Date', 'תאריך'), ltr(f(date)))}${row(L('Flight slot', 'שעת טיסה'), ltr(`${rng.int(10, 20)}:${rng.pick(['00', '15', '30', '45'])}`))}${row(L('Booking', 'הזמנה'), ltr(`BK${rng.digits(7)}`))}${row(L('Flyers', 'טסים'), String(rng.int(1, 5)))}
<div class="rule"></div>
${lines.map((l) => `<div>${ltr(l.en)}</div><div class="sm">${l.he}</div>${row(ltr(`${l.qty} × ${money(l.unit)}`), ltr(money(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${row(L('Total', 'סה"כ'), ltr(money(gross)), 'b big')}${row(L(`VAT ${rate}% included`, `כולל מע"מ ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>${payment}
<div class="c sm">${L('Next session', 'המפגש הבא')}: ${ltr(f(plus(date, rng.int(7, 40))))}</div>
${co ? '' : `<div class="rule"></div><div class="c sm">${L('Licensed Dealer', 'עוסק מורשה')} ${ltr(taxId)} · דור אלמוג</div>`}`;
    const width = co ? 80 : 72;
    const page = `${width}mm ${170 + lines.length * 12}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Noto Mono'"};font-size:${co ? 11 : 9.5}px;width:${width - 8}mm;padding:4mm}
.brand{font-size:${co ? 17 : 14}px;font-weight:bold;color:${co ? '#0277bd' : '#000'}}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
