import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-almog-restaurant-bill';

/** Hebrew, English, agorot with VAT in 2022. */
const MENU: [string, string, number][] = [
  ["פוקאצ'ה וזעתר", 'Focaccia, hyssop', 3400],
  ['חציל שרוף ויוגורט', 'Charred aubergine, yoghurt', 4600],
  ['טרטר טונה אדומה', 'Bluefin tartare', 6900],
  ['לינגוויני וונגולה', 'Linguine vongole', 9400],
  ['ריזוטו פורצ׳יני', 'Porcini risotto', 7800],
  ['סינטה 300 גרם', 'Sirloin 300 g', 15800],
  ['חלומי על הגריל', 'Grilled halloumi', 7400],
  ['לימונדה נענע', 'Mint lemonade', 1900],
  ['אפרול שפריץ', 'Aperol spritz', 5200],
  ['אספרסו כפול', 'Ristretto', 1400],
  ['מלבי ורדים', 'Rosewater malabi', 3600],
];

/**
 * A seaside bistro at Nitzanim, the bill and the card slip, 80 mm (Nachlieli CLM for the Hebrew, Noto Sans for the
 * English and figures): "אלמוג" huge over "ALMOG · NITZANIM SEASIDE", the company and "ח"פ" plain; "חשבון מס' / Bill #"
 * nnnn (a distractor) and a separate "חשבונית מס קבלה / Tax invoice receipt" "AL-nnnnnn"; date dd/mm/yy and time
 * beside table and server; dishes with Hebrew and English on one line, quantity and sum; "ביניים / Subtotal", "שירות
 * 10% / Service 10%" added, "סה"כ / Total" "₪…", "המחיר כולל מע"מ n% / incl. VAT" (contained); a dotted cut and
 * "ספח כרטיס אשראי / CARD SLIP" with "חיוב / Charge", "טיפ / Tip" (none or 8-15%, to the shekel), "סה"כ חויב / Total
 * charged"; evenings, any day.
 */
export const mixedAlmogRestaurantBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(MENU, rng.int(3, 8)).map(([he, en, p]) => ({ he, en, q: rng.int(1, 4), p: Math.round((p * rise) / 100) * 100 }));
    const food = total(lines.map((l) => l.q * l.p));
    const service = share(food, 10);
    const gross = food + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const tip = rng.chance(0.3) ? 0 : Math.round((gross * rng.int(8, 15)) / 100 / 100) * 100;
    const vendorName = 'אלמוג ניצנים מסעדנות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `AL-${rng.int(100000, 999999)}`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="nm">אלמוג</div><div class="c en">ALMOG · NITZANIM SEASIDE</div><div class="c">${vendorName}</div><div class="c">ח"פ ${ltr(taxId)} · חוף ניצנים</div><div class="ln"></div>
${r(`חשבון מס' / ${ltr('Bill #')}`, ltr(String(rng.int(1000, 9999))))}${r(`שולחן / ${ltr('Table')}`, ltr(String(rng.int(1, 60))))}${r(`מלצר/ית / ${ltr('Staff')}`, rng.pick(['נוי', 'עידו', 'שקד', 'תום']))}${r(`תאריך / ${ltr('Date')}`, ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(rng.int(18 * 60, 23 * 60 + 30))}`))}
<div class="ti">חשבונית מס קבלה / ${ltr('Tax invoice receipt')}</div><div class="c b">${ltr(doc)}</div><div class="ln"></div>
${lines.map((l) => r(`${ltr(String(l.q))} ${l.he} <span class="en">${ltr(l.en)}</span>`, ltr(amount(l.q * l.p)))).join('')}<div class="ln"></div>
${r(`ביניים / ${ltr('Subtotal')}`, ltr(amount(food)))}${r(`שירות ${ltr('10%')} / ${ltr('Service 10%')}`, ltr(amount(service)))}${r(`סה"כ / ${ltr('Total')}`, ltr(`₪${amount(gross)}`), 'big')}${r(`המחיר כולל מע"מ ${ltr(`${rate}%`)} / ${ltr('incl. VAT')}`, ltr(amount(vat)))}
<div class="cut"></div><div class="ti">ספח כרטיס אשראי / ${ltr('CARD SLIP')}</div>${r(`כרטיס / ${ltr('Card')}`, ltr(`MASTERCARD ${rng.digits(4)}`))}${r(`חיוב / ${ltr('Charge')}`, ltr(amount(gross)))}${r(`טיפ / ${ltr('Tip')}`, ltr(amount(tip)))}${r(`סה"כ חויב / ${ltr('Total charged')}`, ltr(amount(gross + tip)), 'b')}${r(`אישור / ${ltr('Auth')}`, ltr(rng.digits(6)))}
<div class="c en">תודה ולהתראות / ${ltr('Until next time!')}</div>`;
    const css = `body{font-family:'Nachlieli CLM','Noto Sans';font-size:13px;width:70mm;padding:3mm 5mm}.nm{font-size:46px;text-align:center;font-weight:bold;line-height:1}.en{font-family:'Noto Sans';font-size:10px}.c{text-align:center}.b{font-weight:bold}
.ti{text-align:center;font-weight:bold;margin-top:5px}.big{font-size:17px;font-weight:bold}.r{display:flex;justify-content:space-between;gap:6px;margin:2px 0}.ln{border-top:1px solid #000;margin:5px 0}.cut{border-top:2px dotted #000;margin:14px 0 4px}`;
    const page = '80mm 260mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
