import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, notAnId, plate } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-bet-shean-valley-fuel-slip';
const SHOP: [string, number][] = [
  ['קפה הפוך / Latte', 1400],
  ['מים 1.5 ל׳ / Water', 800],
  ['שמן מנוע / Motor oil', 5900],
  ['נוזל שמשות / Screen wash', 1900],
  ['כריך / Sandwich', 2400],
  ['מגבונים / Wipes', 1200],
];

/** Bet She'an valley fuel station slip, every label in Hebrew and English. */
export const mixedBetSheanValleyFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.4);
    const litres = rng.int(1500, 6500) / 100;
    const ppl = diesel ? rng.int(640, 790) : rng.int(620, 780);
    const fuel = mul(litres, ppl);
    const extras = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const gross = fuel + total(extras.map(([, u]) => u));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'דלק עמק המעיינות בע"מ' : 'סלים חורי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `BS${rng.digits(7)}` : `${rng.int(1, 9)}-${rng.digits(5)}`;
    const dateText = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'yyyy-mm-dd');
    const head = co
      ? `<div class="c brand">דלק עמק המעיינות · SPRINGS VALLEY FUEL</div><div class="c sm">צומת בית שאן, כביש 90 / Bet She'an Jct., Road 90</div><div class="c sm">${vendorName} · ${bi('ח.פ.', 'Co. No.')} ${ltr(hyphenId(taxId))}</div>`
      : `<div class="c brand">תחנת גלבוע · GILBOA STATION</div><div class="c sm">כביש 669, גן הצבי / Road 669</div>`;
    const body = `<div class="slip">${head}<div class="rule"></div>
<div class="c b">${bi('חשבונית מס קבלה', 'TAX INVOICE RECEIPT')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(dateText))}${row(bi('שעה', 'Time'), ltr(`${rng.int(5, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`))}
${row(bi('משאבה', 'Pump'), String(rng.int(1, 12)))}${row(bi('רכב', 'Vehicle'), ltr(plate(rng)))}${row(bi('ק״מ', 'Odometer'), ltr(String(rng.int(12000, 260000))))}
<div class="rule"></div>
<div>${diesel ? 'סולר / Diesel' : 'בנזין 95 / Unleaded 95'}</div>
${row(ltr(`${litres.toFixed(2)} L x ${(ppl / 100).toFixed(2)}`), amount(fuel))}
${extras.map(([name, u]) => row(name, amount(u))).join('')}
<div class="rule"></div>
${row(bi('סה"כ', 'TOTAL') + ' ₪', amount(gross), 'b big')}
${row(`${bi('מע"מ', 'VAT')} ${rate}%`, amount(vat))}${row(bi('ללא מע"מ', 'Net'), amount(gross - vat))}
<div class="rule"></div>
${row(bi('אשראי', 'Card'), ltr(`**** ${rng.digits(4)}`))}${row(bi('אישור', 'Auth.'), ltr(rng.digits(6)))}
${rng.chance(0.5) ? row(bi('מועדון', 'Club'), ltr(notAnId(rng)), 'sm') : ''}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}
<div class="c sm">נסיעה טובה / Drive safely</div></div>`;
    const page = co ? '80mm 200mm' : '62mm 220mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Mono', 'Noto Sans Hebrew'" : "'Simple CLM', 'FreeSans'"};font-size:${co ? '10.5px' : '9.5px'}}
.slip{padding:3mm}.brand{font-size:14px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
