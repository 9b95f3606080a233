import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, notAnId, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-arad-desert-road-fuel-slip';

const SHOP: [string, string, number][] = [
  ['מים 1.5 ל׳', 'Water 1.5L', 800],
  ['קרח שקית', 'Ice bag', 1200],
  ['כובע שמש', 'Sun hat', 3900],
  ['קפה שחור', 'Black coffee', 1000],
  ['נוזל לשמשה', 'Screen wash', 1900],
];

/** Desert road fuel slip near Arad, every label Hebrew over English: VAT contained. */
export const mixedAradDesertRoadFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const ppl = diesel ? rng.int(640, 760) : rng.int(620, 790);
    const litres = rng.int(1500, 6500) / 100;
    const fuel = mul(litres, ppl);
    const extras = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const gross = fuel + total(extras.map((e) => e[2]));
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'דלק המדבר ערד בע"מ' : 'יוסף אלקבץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `AR${rng.digits(8)}` : `${rng.int(1, 4)}-${rng.digits(6)}`;
    const bl = (he: string, en: string) => `${he}<br><span class="en">${en}</span>`;
    const m = (c: number) => (co ? `₪${amount(c)}` : amount(c));
    const body = `<div class="c brand">${co ? 'דלק המדבר<br>DESERT FUEL' : 'תחנת צומת מצדה<br>MASADA JUNCTION'}</div>
<div class="c sm">${co ? `כביש 31, כניסה לערד / Road 31, Arad<br>${vendorName} · ח.פ./Co. No. ${ltr(hyphenId(taxId))}` : 'כביש 90 / Road 90'}</div>
<div class="c b t">${bl('חשבונית מס קבלה', 'TAX INVOICE / RECEIPT')}</div>
${row(bl('מספר', 'Number'), ltr(doc))}${row(bl('תאריך', 'Date'), ltr(dt(date, co ? 'dd/mm/yyyy' : 'dd-Mon-yy')))}${row(bl('שעה', 'Time'), ltr(time(rng)))}${row(bl('משאבה', 'Pump'), ltr(String(rng.int(1, 8))))}${row(bl('רכב', 'Vehicle'), ltr(plate(rng)))}
<div class="rule"></div>
${row(bl(diesel ? 'סולר' : 'בנזין 95', diesel ? 'Diesel' : 'Unleaded 95'), ltr(m(fuel)))}<div class="sm">${ltr(`${litres.toFixed(2)} L × ${amount(ppl)}`)}</div>
${extras.map(([he, en, c]) => row(bl(he, en), ltr(m(c)))).join('')}
<div class="rule"></div>
${row(bl('סה"כ לתשלום', 'TOTAL'), ltr(m(gross)), 'b big')}${row(bl(`מע"מ ${rate}% כלול`, `VAT ${rate}% incl.`), ltr(m(vat)))}
<div class="sm">${bl('כרטיס', 'Card')} ${ltr('**** ' + rng.digits(4))} · ${ltr(`AUTH ${rng.digits(6)}`)}${rng.chance(0.5) ? `<br>מועדון / Club ${ltr(notAnId(rng))}` : ''}</div>
${co ? '' : `<div class="c sm foot">${vendorName}<br>עוסק מורשה / Licensed Dealer ${ltr(taxId)}</div>`}`;
    const page = co ? '80mm 250mm' : '60mm 280mm';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Mono PS', 'Noto Sans Hebrew'" : "'FreeMono', 'Miriam Mono CLM'"};font-size:${co ? 11.5 : 10}px;padding:3mm}.brand{font-size:18px;font-weight:bold}.en{font-size:0.85em;color:#333}.t{margin:6px 0}.row{align-items:center;margin:2px 0}.big{font-size:1.1em}.foot{margin-top:8px;border-top:1px dashed #333;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
