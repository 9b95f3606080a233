import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-asif-restaurant-bill';

/** Hebrew, English, agorot with VAT in 2022. */
const MENU: [string, string, number][] = [
  ['לחם מחמצת ולבנה', 'Sourdough with labneh', 2800],
  ['עלי בר ולימון', 'Wild greens, lemon', 4200],
  ['כרובית חרוכה', 'Charred cauliflower', 3900],
  ['פטריות על הגריל', 'Mushrooms, chargrilled', 4600],
  ['שיפודי טלה ולאפה', 'Lamb skewers, flatbread', 6800],
  ['פרגית על הגחלים', 'Chargrilled chicken thigh', 7400],
  ['מושט על הגריל', 'Tilapia, grilled', 8900],
  ['כופתאות סולת בחמאה חומה', 'Semolina dumplings, brown butter', 6400],
  ['אנטריקוט 300 גרם', 'Entrecôte 300 g', 15400],
  ['לימונדה ונענע', 'Lemonade with mint', 1800],
  ['מרלו, 150 מ"ל', 'Merlot, 150 ml', 3600],
  ['בירה מהחבית', 'Draught lager', 2900],
  ['בסבוסה', 'Basbousa', 3800],
];

/**
 * A farm restaurant at Tzoran, the bill with its card slip, 80 mm (Shofar for the Hebrew name, DejaVu Serif for the
 * English and figures): "אסיף" large with "ASIF · TZORAN" under it, the company "אסיף מסעדות צורן
 * בע"מ" and "ח"פ" plain, "Co. No." repeated in English; bilingual rows ("הזמנה / Order" a distractor, "שולחן / Table",
 * "סועדים / Diners", "תאריך / Date" dd.mm.yyyy with the time); "חשבונית מס/קבלה / Tax invoice/receipt" over
 * "מס' / No." n-nnnnnn; dishes as a two-line cell (Hebrew over English), quantity and sum; "סה"כ מנות /
 * Dishes", "דמי שירות 12% / Service charge 12%" added, "לתשלום / Total" "₪…", "כולל מע"מ n% / incl. VAT"
 * (contained); below a cut "שובר אשראי / Card voucher" with the bill, "תשר / Gratuity" (none or 5-10% to the shekel,
 * not part of the invoice) and "סה"כ חיוב / Charged"; lunch or dinner, any day.
 */
export const mixedAsifRestaurantBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const covers = rng.int(2, 9);
    const lines = rng.some(MENU, rng.int(3, 9)).map(([he, en, p]) => ({ he, en, q: rng.int(1, Math.max(1, Math.ceil(covers / 2))), p: Math.round((p * rise) / 100) * 100 }));
    const food = total(lines.map((l) => l.q * l.p));
    const service = share(food, 12);
    const gross = food + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const tip = rng.chance(0.35) ? 0 : Math.round((gross * rng.int(5, 10)) / 100 / 100) * 100;
    const vendorName = 'אסיף מסעדות צורן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 3)}-${rng.digits(6)}`;
    const time = rng.chance(0.4) ? rng.int(12 * 60, 15 * 60) : rng.int(18 * 60 + 30, 23 * 60);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const bi = (he: string, en: string) => `${he} / <span class="en">${ltr(en)}</span>`;
    const body = `<div class="nm">אסיף</div><div class="c en">ASIF · TZORAN</div><div class="c">${vendorName}</div><div class="c">ח"פ ${ltr(taxId)} · <span class="en">${ltr(`Co. No. ${taxId}`)}</span></div><div class="c sm">צורן · ${ltr(`09-79${rng.digits(5)}`)}</div><div class="ln"></div>
${r(bi('הזמנה', 'Order'), ltr(String(rng.int(100, 9999))))}${r(bi('שולחן', 'Table'), ltr(String(rng.int(1, 40))))}${r(bi('סועדים', 'Diners'), ltr(String(covers)))}${r(bi('תאריך', 'Date'), ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(time)}`))}
<div class="ti">חשבונית מס/קבלה / <span class="en">${ltr('Tax invoice/receipt')}</span></div>${r(bi("מס'", 'No.'), ltr(doc), 'b')}<div class="ln"></div>
${lines.map((l) => `<div class="it"><div>${l.he}<br><span class="en">${ltr(l.en)}</span></div><div class="q">${ltr(`${l.q}×`)}</div><div class="s">${ltr(amount(l.q * l.p))}</div></div>`).join('')}<div class="ln"></div>
${r(bi('סה"כ מנות', 'Dishes'), ltr(amount(food)))}${r(bi(`דמי שירות ${ltr('12%')}`, 'Service charge 12%'), ltr(amount(service)))}${r(bi('לתשלום', 'Total'), ltr(`₪${amount(gross)}`), 'big')}${r(bi(`כולל מע"מ ${ltr(`${rate}%`)}`, 'incl. VAT'), ltr(amount(vat)))}
<div class="cut">✂</div><div class="ti">שובר אשראי / <span class="en">${ltr('Card voucher')}</span></div>${r(bi('חשבון', 'Bill'), ltr(amount(gross)))}${r(bi('תשר', 'Gratuity'), ltr(amount(tip)))}${r(bi('סה"כ חיוב', 'Charged'), ltr(amount(gross + tip)), 'b')}${r(bi('כרטיס', 'Card'), ltr(`**** ${rng.digits(4)}`))}
<div class="c sm">תודה שבאתם! / <span class="en">${ltr('Thank you, welcome again!')}</span></div>`;
    const css = `body{font-family:'Shofar','DejaVu Serif';font-size:12.5px;width:70mm;padding:3mm 5mm}.nm{font-size:48px;text-align:center;line-height:1}.en{font-family:'DejaVu Serif';font-size:10px}.c{text-align:center}.sm{font-size:10.5px}.b{font-weight:bold}
.ti{text-align:center;font-weight:bold;margin:6px 0 2px}.r{display:flex;justify-content:space-between;gap:6px;margin:2px 0}.ln{border-top:1px solid #000;margin:5px 0}.big{font-size:16px;font-weight:bold}
.it{display:grid;grid-template-columns:1fr 8mm 16mm;gap:3px;margin:3px 0}.it .q,.it .s{text-align:left;font-family:'DejaVu Serif';font-size:11px}.cut{border-top:1.5px dashed #000;margin:14px 0 2px;font-size:12px;line-height:0.6}`;
    const page = '80mm 250mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
