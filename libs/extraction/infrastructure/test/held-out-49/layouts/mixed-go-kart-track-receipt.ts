import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, sh } from '../../generalisation/notation';
import { avoid, baseCss, bi, idOf, items, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-go-kart-track-receipt';

/** Go-kart track receipt with bilingual labels and items. */
export const mixedGoKartTrackReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'leisure receipt',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const drivers = rng.int(1, 8);
    const rows: [string, number, number][] = [[bi('מקצה 10 דק׳', '10-min heat'), drivers * rng.int(1, 2), co ? 9500 : 8500]];
    rows.push([bi('כיסוי ראש לקסדה', 'Helmet liner'), drivers, 500]);
    if (rng.chance(0.5)) rows.push([bi('גראנד פרי 25 דק׳', 'Grand Prix 25 min'), rng.int(1, drivers), 19900]);
    if (rng.chance(0.5)) rows.push([bi('תמונת פודיום', 'Podium photo'), 1, 2500]);
    if (rng.chance(0.5)) rows.push([bi('שתייה קלה', 'Soft drink'), rng.int(1, drivers), 1000]);
    const sub = total(rows.map(([, q, u]) => q * u));
    const group = drivers >= 6 ? Math.round(sub / 10) : 0;
    const gross = sub - group;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'מסלולי קארט ישראל בע"מ' : 'עומר לוי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `K${date.slice(2, 4)}-${rng.digits(5)}` : rng.digits(6);
    const dateText = co ? dt(date, 'dd/mm/yy') : dt(date, 'dd/mm/yyyy');
    const m = (c: number) => (co ? sh(c, 'x') : sh(c, '₪ x'));
    const head = co
      ? `<div class="c brand">KARTING ZONE · קארטינג זון</div><div class="c sm">אזור התעשייה ראשון לציון מערב / Rishon LeZion West</div><div class="c sm">${vendorName} · ${bi('ח.פ.', 'Reg.')} ${ltr(hyphenId(taxId))}</div>`
      : `<div class="c brand">SPEED HILL · גבעת המהירות</div><div class="c sm">ליד צומת גומא / near Goma Jct. · ${ltr(cellular(rng))}</div>`;
    const body = `<div class="slip">${head}<div class="rule"></div>
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi('מס׳', 'No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(dateText))}${row(bi('נהגים', 'Drivers'), String(drivers))}${row(bi('הזמנה', 'Booking'), ltr(`GK${rng.digits(6)}`))}
${items(
  [bi('פריט', 'Item'), bi('כמ׳', 'Qty'), bi('סכום', 'Sum')],
  rows.map(([name, q, u]) => [name, String(q), amount(q * u)]),
)}
${group ? `${row(bi('ביניים', 'Subtotal'), m(sub))}${row(bi('הנחת קבוצה 10%', 'Group 10%'), `-${m(group)}`)}` : ''}
${row(`${bi('סה"כ', 'Total')} ₪`, m(gross), 'b big')}
${row(`${bi(`מע"מ ${rate}% כלול`, 'VAT incl.')}`, m(vat))}
${row(bi('כרטיס', 'Card'), ltr(`**${rng.digits(4)}`), 'sm')}
${co ? '' : `<div class="rule"></div><div class="c sm">${vendorName} · ${bi('עוסק מורשה', 'Lic. Dealer')} ${ltr(taxId)}</div>`}
<div class="c sm">הבטיחות קודמת / Safety first</div></div>`;
    const page = co ? '80mm 210mm' : '70mm 220mm';
    const css = `${baseCss}
body{font-family:${co ? "'FreeSans'" : "'Nimbus Sans', 'Noto Sans Hebrew'"};font-size:${co ? '11px' : '10px'}}
.slip{padding:3.5mm}.brand{font-size:15px;font-weight:bold}.big{font-size:1.2em}.items td,.items th{padding:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
