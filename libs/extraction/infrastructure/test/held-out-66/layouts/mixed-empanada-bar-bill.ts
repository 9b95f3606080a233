import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, landline } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-empanada-bar-bill';

const MENU: [string, string, number, number][] = [
  ['אמפנדה בשר', 'Beef empanada', 18, 24],
  ['אמפנדה תרד וגבינה', 'Spinach & cheese empanada', 16, 22],
  ['אמפנדה עוף חריף', 'Spicy chicken empanada', 17, 23],
  ['צ׳וריסו בלחמניה', 'Choripán', 42, 54],
  ['סלט חימיצ׳ורי', 'Chimichurri salad', 34, 44],
  ['אלפחורס', 'Alfajores', 14, 19],
  ['בירה מהחבית', 'Draught beer', 28, 34],
  ['לימונדה', 'Lemonade', 14, 18],
];

/** An empanada bar's bill with every line in Hebrew and English, prices including VAT: 10% service for 6 or more guests, otherwise a tip outside the bill. */
export const mixedEmpanadaBarBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const guests = rng.int(2, 9);
    const lines = rng.some(MENU, rng.int(3, 6)).map(([he, en, lo, hi]) => ({ he, en, qty: rng.int(1, guests), unit: rng.int(lo, hi) * 100 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const service = guests >= 6 ? Math.round((sub * 10) / 100) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const tip = service || rng.chance(0.3) ? 0 : Math.round((gross * rng.pick([10, 12, 15])) / 10000) * 100;
    const vendorName = 'לה ויוידה מאפה דרום אמריקאי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `EB${rng.int(100000, 999999)}`;
    const rows = lines.map((l) => row(`${l.qty} ${l.he} ${ltr(l.en)}`, ltr(amount(l.qty * l.unit)))).join('');
    const body = `<div class="c"><div class="brand">LA VIVIDA</div><div>בר אמפנדות · Empanada Bar</div><div class="sm">רח׳ מסדה 12, חיפה · Masada St 12, Haifa · ${ltr(landline(rng))}</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<div class="dbl"></div><div class="c b">חשבונית מס / קבלה · Tax invoice / Receipt</div>
${row('מס׳ No.', ltr(doc))}${row('תאריך Date', ltr(dt(date, 'dd/mm/yyyy')))}${row('שעה Time', ltr(hhmm(rng.int(12 * 60, 23 * 60))))}${row('שולחן Table', ltr(String(rng.int(1, 20))))}${row('סועדים Guests', ltr(String(guests)))}
<div class="rule"></div>${rows}<div class="rule"></div>
${service ? `${row('ביניים Subtotal', ltr(amount(sub)))}${row('שירות 10% (6 סועדים ומעלה) Service 10% (6+ guests)', ltr(amount(service)))}` : ''}
${row('סה"כ לתשלום Total', ltr(`₪${amount(gross)}`), 'b big')}${row(`כולל מע"מ ${rate}% incl. VAT`, ltr(amount(vat)))}
${tip ? `<div class="rule"></div>${row('טיפ Tip (אינו חלק מהחשבונית / not part of the invoice)', ltr(amount(tip)))}${row('חיוב בכרטיס Card charge', ltr(amount(gross + tip)))}` : service ? '' : `<div class="c sm">השירות אינו כלול · Service not included</div>`}`;
    const page = `80mm ${160 + lines.length * 8}mm`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:9.5px;width:72mm;padding:4mm}.brand{font-size:20px;font-weight:bold;letter-spacing:2px}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
