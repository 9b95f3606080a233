import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-nahalal-junction-fuel-slip';

/** Price per litre of 95 in agorot (self service), lowest and highest, by year; 98 and diesel follow from it. */
const PRICE_95: Record<number, [number, number]> = { 2022: [640, 790], 2023: [680, 740], 2024: [690, 760], 2025: [700, 770], 2026: [700, 780] };
const PRODUCTS: [string, string, number][] = [
  ['בנזין 95', 'UNLEADED 95', 0],
  ['בנזין 98', 'UNLEADED 98', 70],
  ['סולר', 'DIESEL', 10],
];

/**
 * A pay-at-pump slip at the Nahalal junction, 58 mm (FreeMono): "SELF SERVICE" and the station's Hebrew name, the company
 * name and id, "חשבונית מס/קבלה" with "TAX INVOICE/RECEIPT" and a six-digit number, a station number of its own, then
 * each field as a small bilingual label line ("משאבה | PUMP") with its value under it at the left: date, time, pump, the
 * card pre-authorisation (₪300, ₪400 or ₪500, above what was filled), product, litres to three decimals, price per litre,
 * the amount, VAT contained, the card and approval number. Open every day.
 */
export const mixedNahalalJunctionFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [lo, hi] = PRICE_95[Number(date.slice(0, 4))];
    const [he, en, extra] = rng.pick(PRODUCTS);
    const perLitre = rng.int(lo, hi) + extra;
    const preauth = rng.pick([30000, 40000, 50000]);
    const maxMl = Math.floor((preauth * 1000) / perLitre) - 1000;
    const ml = rng.int(12000, Math.min(70000, maxMl));
    const fuel = Math.round((ml * perLitre) / 1000);
    const vat = vatIn(fuel, rate);
    const vendorName = 'צומת נהלל דלק ושירותים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 999999)).padStart(6, '0');
    const f = (heL: string, enL: string, v: string, cls = '') => `<div class="f ${cls}"><div class="l">${heL} | ${ltr(enL)}</div><div class="v">${ltr(v)}</div></div>`;
    const body = `<div class="c inv">${ltr('SELF SERVICE')}</div><div class="c b big">דלק צומת נהלל</div>
<div class="c sm">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>כביש ${ltr('75')} · תחנה ${ltr(String(rng.int(10, 99)))}</div>
<div class="st"></div>
<div class="c b">חשבונית מס/קבלה</div><div class="c sm">${ltr('TAX INVOICE/RECEIPT')}</div><div class="c b">${ltr(doc)}</div>
<div class="st"></div>
${f('תאריך', 'DATE', dt(date, 'dd/mm/yyyy'))}
${f('שעה', 'TIME', hhmm(rng.int(0, 1439)))}
${f('משאבה', 'PUMP', String(rng.int(1, 8)))}
${f('אישור מראש', 'PRE-AUTH', `₪${amount(preauth)}`)}
${f('מוצר', 'PRODUCT', en)}
<div class="c sm">${he}</div>
${f('ליטרים', 'LITRES', (ml / 1000).toFixed(3))}
${f('מחיר לליטר', 'PRICE/L', (perLitre / 100).toFixed(2))}
${f('סכום', 'AMOUNT', `₪${amount(fuel)}`, 'tot')}
${f(`מע"מ ${rate}% כלול`, 'VAT INCL.', amount(vat))}
${f('כרטיס', 'CARD', `XXXX-${rng.digits(4)}`)}
${f('אישור', 'AUTH CODE', rng.digits(6))}
<div class="st"></div>
<div class="c sm">שמרו את הקבלה<br>${ltr('Keep your receipt')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeMono';font-size:11.5px;width:50mm;padding:3mm 4mm}.inv{background:#000;color:#fff;font-weight:bold;padding:1px 0}.big{font-size:14px}.st{border-top:1px solid #000;margin:4px 0}
.f{margin:2px 0}.f .l{font-size:9.5px}.f .v{text-align:left;font-weight:bold;font-size:12.5px}.f.tot .v{font-size:16px;border:1px solid #000;padding:1px 3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 230mm', css, body }),
      page: '58mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(fuel), tax: truthAmount(vat) },
    };
  },
};
