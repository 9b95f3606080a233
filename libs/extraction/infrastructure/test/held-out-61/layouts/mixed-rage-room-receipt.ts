import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, sh } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'mixed-rage-room-receipt';

/** Package or add-on (English, Hebrew) and lowest and highest price in whole shekels (including VAT). */
const PACKAGES: [string, string, number, number][] = [
  ['Solo smash, 20 min', 'ניפוץ יחיד, 20 דק׳', 129, 159],
  ['Couple smash, 30 min', 'ניפוץ זוגי, 30 דק׳', 229, 279],
  ['Group of 4, 45 min', 'קבוצה של 4, 45 דק׳', 449, 549],
  ['Office party, 60 min (up to 8)', 'מסיבת משרד, 60 דק׳ (עד 8)', 890, 1190],
];
const ADDONS: [string, string, number, number][] = [
  ['Extra crate of plates', 'ארגז צלחות נוסף', 49, 69],
  ['Old printer to smash', 'מדפסת ישנה לניפוץ', 59, 79],
  ['Old TV screen', 'מסך טלוויזיה ישן', 89, 119],
  ['GoPro video of the session', 'סרטון GoPro של המפגש', 39, 59],
  ['Paint splash wall, 10 min', 'קיר התזת צבע, 10 דק׳', 69, 99],
  ['Cold drink', 'שתייה קרה', 10, 14],
];

/** A rage room's receipt (never a Saturday) with "English | Hebrew" labels, prices including VAT. */
export const mixedRageRoomReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'service receipt',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const [pe, ph, plo, phi] = rng.pick(PACKAGES);
    const lines = [{ en: pe, he: ph, qty: 1, unit: rng.int(plo, phi) * 100 }];
    for (const [en, he, lo, hi] of rng.some(ADDONS, rng.int(1, 3))) lines.push({ en, he, qty: rng.int(1, 2), unit: rng.int(lo, hi) * 100 });
    const gross = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(gross, rate);
    const voucher = rng.chance(0.35) ? Math.min(gross - 1000, rng.pick([10000, 15000, 20000])) : 0;
    const vendorName = co ? 'סמאש רום בילוי אקסטרים בע"מ' : 'גיא אלמליח';
    const taxId = idOf(vendorName, co);
    const doc = co ? `SR${rng.int(10000, 99999)}` : `B${rng.int(1000, 9999)}`;
    const money = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ILS'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd Mon yyyy'));
    const L = (en: string, he: string) => `${ltr(en)} | ${he}`;
    const session = `${String(rng.int(10, 22)).padStart(2, '0')}:${rng.pick(['00', '30'])}`;
    const card = rng.digits(4);
    const paid = voucher
      ? `${row(L('Gift voucher', 'שובר מתנה'), ltr(`GC-${rng.digits(6)}`))}${row(L('Voucher amount', 'סכום השובר'), ltr(money(voucher)))}${row(L(`Card ****${card}`, 'חיוב בכרטיס'), ltr(money(gross - voucher)))}`
      : `${row(L(`Card ****${card}`, 'אשראי'), ltr(money(gross)))}${row(L('Approval', 'אישור'), ltr(rng.digits(6)))}`;
    const body = `<div class="c">${
      co
        ? `<div class="brand">SMASH ROOM · חדר ניפוץ</div><div class="sm">${ltr('Hamerkava St. 21, Holon')} · ${ltr(landline(rng))}</div><div class="sm">${vendorName}</div><div class="sm">${L('Company No.', 'ח.פ.')} ${ltr(hyphenId(taxId))}</div>`
        : `<div class="brand">BREAK IT · שבור את זה</div><div class="sm">${ltr('Emek Sarah industrial zone, Be’er Sheva')} · ${ltr(cellular(rng))}</div>`
    }</div>
<div class="rule"></div><div class="c b">${L('Tax Invoice / Receipt', 'חשבונית מס / קבלה')}</div>
${row(L('No.', 'מס׳'), ltr(doc))}${row(L('Date', 'תאריך'), ltr(f(date)))}${row(L('Session', 'מפגש'), ltr(session))}${row(L('Room', 'חדר'), String(rng.int(1, 5)))}${row(L('Booking', 'הזמנה'), ltr(`RB${rng.digits(7)}`))}
<div class="rule"></div>
${lines.map((l) => `<div>${ltr(l.en)}</div><div class="sm">${l.he}</div>${row(`<span class="sm">${ltr(`${l.qty} × ${amount(l.unit)}`)}</span>`, ltr(money(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${row(L('Total', 'סה"כ'), ltr(money(gross)), 'b big')}${row(L(`VAT ${rate}% included`, `כולל מע"מ ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>${paid}
<div class="sm c">${L('Protective gear included. Age 16+.', 'ציוד מגן כלול. מגיל 16.')}</div>
<div class="sm c">${L('Next booking', 'הזמנה הבאה')}: ${ltr(f(plus(date, rng.int(14, 60))))} · ${ltr('10% off')}</div>
${co ? '' : `<div class="rule"></div><div class="sm c">${L('Licensed Dealer', 'עוסק מורשה')} גיא אלמליח ${ltr(taxId)}</div>`}`;
    const width = co ? 80 : 72;
    const page = `${width}mm ${co ? 200 : 190}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Noto Mono', 'Noto Sans Hebrew'"};font-size:${co ? 11 : 9.5}px;padding:4mm 3.5mm;width:${width}mm;box-sizing:border-box}.brand{font-size:${co ? 17 : 14}px;font-weight:bold;color:${co ? '#d84315' : '#222'}}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
