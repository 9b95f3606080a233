import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-shizaf-fuel-till';

/** Agorot a litre with VAT, self-service, by year (approximate). */
const PETROL: Record<number, number> = { 2022: 755, 2023: 705, 2024: 725, 2025: 720, 2026: 705 };
const DIESEL: Record<number, number> = { 2022: 760, 2023: 715, 2024: 735, 2025: 712, 2026: 698 };
/** Shop item and agorot with VAT in 2023. */
const SHOP: [string, number][] = [
  ['שמן מנוע סינתטי 1 ליטר', 5900],
  ['נוזל לשמשות 4 ליטר', 2200],
  ['מגבונים לניקוי הרכב', 1900],
  ['קפה הפוך', 1200],
  ['בקבוק מים 1.5 ליטר', 800],
  ['מטען לרכב USB', 4900],
];

/**
 * A filling station at Meitar, the pump's slip, 72 mm (Nachlieli CLM for the heading, FreeSans): "תחנת שיזף" with
 * "מיתר · כביש 31" between thick rules, "שיזף אנרגיה ונכסים בע"מ" and "ח.פ." plain; "חשבונית מס קבלה" with "מס'"
 * eight digits; label-colon-value lines for the date dd/mm/yyyy, the time hh:mm:ss, the pump, "מסוף" and "מס' תנועה"
 * (distractors); the fuel ("בנזין 95" or "סולר", self or full service) with litres to the centilitre, the price a
 * litre by year (full service 0.25 more) and the sum; often "הנחת מועדון" so many agorot a litre, negative; sometimes
 * one or two shop items; a framed "סה"כ לתשלום" "₪ …", "מע"מ n%" and "סה"כ ללא מע"מ" (contained); a card with
 * approval, or a fleet tag with plate and odometer (distractors); any day.
 */
export const heShizafFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const diesel = rng.chance(0.3);
    const full = rng.chance(0.25);
    const perLitre = (diesel ? DIESEL : PETROL)[year] + (full ? 25 : 0);
    const cl = rng.int(1500, 6200);
    const fuel = Math.round((cl * perLitre) / 100);
    const club = rng.chance(0.55) ? rng.pick([15, 20, 25, 30]) : 0;
    const discount = Math.round((cl * club) / 100);
    const rise = 1 + (year - 2023) * 0.03;
    const shop = rng.chance(0.35) ? rng.some(SHOP, rng.int(1, 2)).map(([name, p]) => ({ name, q: 1, p: Math.round((p * rise) / 10) * 10 })) : [];
    const due = fuel - discount + total(shop.map((s) => s.q * s.p));
    const rate = israeliRate(date);
    const vat = vatIn(due, rate);
    const vendorName = 'שיזף אנרגיה ונכסים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 9)}${rng.digits(7)}`;
    const t = rng.int(0, 24 * 3600 - 1);
    const time = [Math.floor(t / 3600), Math.floor(t / 60) % 60, t % 60].map((n) => String(n).padStart(2, '0')).join(':');
    const kv = (a: string, b: string, cls = '') => `<div class="kv ${cls}"><span>${a}:</span><span>${ltr(b)}</span></div>`;
    const fleet = rng.chance(0.3);
    const body = `<div class="thick"></div><div class="nm">תחנת שיזף</div><div class="c">מיתר · כביש ${ltr('31')}</div><div class="thick"></div>
<div class="c sm">${vendorName}<br>ח.פ. ${ltr(taxId)} · ${ltr(`08-65${rng.digits(5)}`)}</div>
<div class="ti">חשבונית מס קבלה</div>${kv("מס'", doc, 'b')}${kv('תאריך', dt(date, 'dd/mm/yyyy'))}${kv('שעה', time)}${kv('משאבה', String(rng.int(1, 8)))}${kv('מסוף', rng.digits(3))}${kv("מס' תנועה", rng.digits(6))}
<div class="ln"></div>${kv('מוצר', diesel ? 'סולר' : 'בנזין 95')}${kv('שירות', full ? 'מלא' : 'עצמי')}${kv('ליטרים', (cl / 100).toFixed(2))}${kv('מחיר לליטר', amount(perLitre))}${kv('סכום דלק', amount(fuel))}${
      club ? kv(`הנחת מועדון (${ltr(amount(club))} לליטר)`, `-${amount(discount)}`) : ''
    }${shop
      .map((s) =>
        kv(
          s.name.replace(/[0-9A-Z.]+/g, (m) => ltr(m)),
          amount(s.p),
        ),
      )
      .join('')}
<div class="box">${kv('סה"כ לתשלום', `₪ ${amount(due)}`, 'big')}${kv(`מע"מ ${ltr(`${rate}%`)}`, amount(vat))}${kv('סה"כ ללא מע"מ', amount(due - vat))}</div>
${fleet ? `${kv('אמצעי תשלום', 'כרטיס צי')}${kv('רכב', plate(rng))}${kv('מד אוץ', String(rng.int(12000, 260000)))}` : `${kv('אמצעי תשלום', 'אשראי')}${kv('כרטיס', `****${rng.digits(4)}`)}${kv('אישור', rng.digits(7))}`}
<div class="c sm">נסיעה בטוחה!</div>`;
    const css = `body{font-family:'FreeSans';font-size:12px;width:66mm;padding:3mm 3mm;line-height:1.35}.nm{font-family:'Nachlieli CLM';font-size:30px;font-weight:bold;text-align:center;line-height:1.1}.c{text-align:center}.sm{font-size:10px}.b{font-weight:bold}
.thick{border-top:4px solid #000;margin:3px 0}.ti{text-align:center;font-weight:bold;font-size:14px;margin:6px 0 3px}.kv{display:flex;justify-content:space-between;gap:6px}.ln{border-top:1px solid #000;margin:4px 0}
.box{border:2px solid #000;padding:3px 4px;margin:6px 0}.big{font-size:16px;font-weight:bold}`;
    const page = '72mm 260mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(due), tax: truthAmount(vat) },
    };
  },
};
