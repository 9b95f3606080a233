import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-eshtaol-junction-fuel-slip';

/** Self-service price ranges per litre in agorot, by year: petrol 95 and diesel. */
const PRICES: Record<number, { petrol: [number, number]; diesel: [number, number] }> = {
  2022: { petrol: [640, 790], diesel: [640, 850] },
  2023: { petrol: [660, 745], diesel: [680, 790] },
  2024: { petrol: [700, 765], diesel: [700, 770] },
  2025: { petrol: [700, 750], diesel: [690, 755] },
};
const EXTRAS: [string, string, number][] = [
  ['אסימון שטיפה', 'Car wash token', 3500],
  ['נוזל לשמשות 4 ל׳', 'Screen wash 4 L', 2200],
  ['אספרסו כפול', 'Double espresso', 1200],
  ['בורקס גבינה', 'Cheese bourekas', 1600],
];

/**
 * A fuel station at the Eshtaol junction, 80 mm (DejaVu Sans Mono, Miriam Mono CLM): a three-column slip (Hebrew label,
 * value, English label) under a bilingual head, company name and id, pump and nozzle, petrol 95 or diesel, litres to two
 * decimals × price per litre (rounded to the agora), extras on some, total in ₪, VAT contained, card and approval,
 * plate on some.
 */
export const mixedEshtaolJunctionFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const diesel = rng.chance(0.4);
    const [lo, hi] = PRICES[Number(date.slice(0, 4))][diesel ? 'diesel' : 'petrol'];
    const perLitre = rng.int(lo, hi);
    const centilitres = diesel ? rng.int(3000, 9000) : rng.int(1500, 5500);
    const fuel = Math.round((centilitres * perLitre) / 100);
    const extras = rng.chance(0.4) ? rng.some(EXTRAS, rng.int(1, 2)) : [];
    const gross = fuel + total(extras.map((x) => x[2]));
    const vat = vatIn(gross, rate);
    const vendorName = 'תחנת דלק צומת אשתאול בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 199999));
    const r = (he: string, v: string, en: string, cls = '') => `<tr class="${cls}"><td class="he">${he}</td><td class="v">${v}</td><td class="en">${ltr(en)}</td></tr>`;
    const body = `<div class="c"><div class="brand">צומת אשתאול</div><div class="lat">${ltr('ESHTAOL JUNCTION FUEL')}</div><div>${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div class="sm">כביש ${ltr('38')} · ${ltr(`02-99${rng.digits(5)}`)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה</div><div class="c b">${ltr('Tax invoice / Receipt')}</div>
<table class="t">
${r('מספר', ltr(doc), 'No.')}
${r('תאריך', ltr(dt(date, 'dd.mm.yyyy')), 'Date')}
${r('שעה', ltr(hhmm(rng.int(300, 1410))), 'Time')}
${r('משאבה', ltr(`${rng.int(1, 8)}/${rng.int(1, 4)}`), 'Pump')}
${r('מוצר', diesel ? 'סולר' : `בנזין ${ltr('95')}`, diesel ? 'Diesel' : 'Petrol 95')}
${r('ליטרים', ltr((centilitres / 100).toFixed(2)), 'Litres')}
${r('מחיר לליטר', ltr(amount(perLitre)), 'Price/L')}
${r('דלק', ltr(amount(fuel)), 'Fuel')}
${extras.map(([he, en, p]) => r(he, ltr(amount(p)), en)).join('')}
${r('סה"כ', ltr(`₪${amount(gross)}`), 'Total', 'b big')}
${r(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), `VAT ${rate}%`)}
${r('אשראי', ltr(`****${rng.digits(4)}`), 'Card')}
${r('אישור', ltr(rng.digits(6)), 'Approval')}
${rng.chance(0.5) ? r('רכב', ltr(plate(rng)), 'Vehicle') : ''}
</table>
<div class="c sm">נסיעה טובה · ${ltr('Have a safe trip')}</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans Mono','Miriam Mono CLM';font-size:11px;width:70mm;padding:4mm}.brand{font-size:18px;font-weight:bold}.lat{font-size:10px;letter-spacing:1px}
.t{width:100%;margin:4px 0}.t td{padding:1px 2px}.t .v{text-align:center}.t .en{text-align:left;font-size:0.85em;color:#333}.big td{font-size:1.2em;font-weight:bold;border-top:1px dashed #000}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
