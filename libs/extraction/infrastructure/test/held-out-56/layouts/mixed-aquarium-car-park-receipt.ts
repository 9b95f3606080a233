import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, sh, spacedId } from '../../generalisation/notation';
import { baseCss, boxes, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-aquarium-car-park-receipt';

/** Aquarium car park receipt with "Hebrew (English)" labels, prices including VAT. */
export const mixedAquariumCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const inAt = rng.int(8 * 60, 17 * 60);
    const minutes = rng.int(35, 330);
    const flat = !co && rng.chance(0.4);
    const hours = Math.ceil(minutes / 60);
    const gross = co ? Math.min(6000, 1500 + Math.max(0, Math.ceil((minutes - 60) / 30)) * 600) : flat ? 2500 : hours * 1000;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'אקווה חניונים בע"מ' : 'יעל ברקוביץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `AQ${date.slice(0, 4)}${rng.digits(5)}` : rng.digits(6);
    const f = (d: string) => dt(d, co ? 'd/m/yyyy' : 'dd-Mon-yy');
    const m = (c: number) => (co ? sh(c, 'NIS x') : sh(c, 'x ₪'));
    const L = (he: string, en: string) => `${he} (${en})`;
    const tariff = co
      ? `${L('שעה ראשונה', 'First hour')} ₪15 · ${L('כל חצי שעה נוספת', 'each extra 30 min')} ₪6 · ${L('מקסימום יומי', 'daily max')} ₪60`
      : flat
        ? `${L('תעריף יומי קבוע', 'Flat day rate')} ₪25`
        : `${L('לשעה', 'per hour')} ₪10 · ${hours} h`;
    const body = `<div class="band">${co ? 'חניון האקווריום · AQUARIUM PARKING' : 'חניון השונית · REEF PARKING'}</div>
<div class="c sm">${co ? `${vendorName} · ח.פ. ${ltr(spacedId(taxId))}<br>${L('כניסה ב', 'Gate B')}, רח׳ הים 1` : L('ליד מרכז המבקרים', 'by the visitor centre')}</div>
<div class="c b">${L('קבלה / חשבונית מס', 'Receipt / Tax Invoice')}</div>
${boxes([
  [L('מס׳', 'No.'), ltr(doc)],
  [L('תאריך', 'Date'), ltr(f(date))],
])}
${row(L('כרטיס', 'Ticket'), ltr(rng.digits(14)))}${row(L('כניסה', 'Entry'), ltr(hhmm(inAt)))}${row(L('יציאה', 'Exit'), ltr(hhmm(inAt + minutes)))}${row(L('משך', 'Duration'), ltr(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`))}
<div class="sm">${tariff}</div>
<div class="rule"></div>
${row(L('סה"כ', 'Total'), ltr(m(gross)), 'b big')}${row(L(`כולל מע"מ ${rate}%`, `VAT ${rate}% incl.`), ltr(m(vat)))}
${row(L('תשלום', 'Payment'), rng.pick(['אשראי (Card)', 'מזומן (Cash)', 'אפליקציה (App)']))}
<div class="c sm">${L('מבקרי האקווריום: הציגו כרטיס כניסה להנחה', 'Aquarium visitors: show your ticket for a discount')}</div>
${co ? '' : `<div class="c foot">${vendorName} · ${L('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}`;
    const page = co ? '76mm 200mm' : '58mm 230mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew', 'Noto Sans'" : "'Miriam CLM', 'Nimbus Sans'"};font-size:${co ? 10.5 : 9.5}px;padding:3mm}.band{background:${co ? '#006064' : '#4e342e'};color:#fff;text-align:center;font-weight:bold;padding:5px;font-size:13px}.box{padding:2px 4px}.big{font-size:1.2em}.foot{margin-top:6px;border-top:1px solid #000;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
