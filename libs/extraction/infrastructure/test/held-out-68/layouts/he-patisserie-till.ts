import { amount, htmlPage, israeliRate, Layout, time, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-patisserie-till';

/** Pastries: name, lowest and highest price in agorot (with VAT), most a customer takes. */
const PASTRIES: [string, number, number, number][] = [
  ['מקרון - יחידה', 800, 1000, 12],
  ['אקלר שוקולד', 1800, 2400, 4],
  ['אקלר פיסטוק', 2000, 2600, 4],
  ['מילפיי וניל', 2200, 2800, 3],
  ['טארט לימון מרנג', 2400, 3200, 3],
  ['טארט תותים', 2600, 3400, 3],
  ['קרואסון חמאה', 1200, 1600, 6],
  ['פן או שוקולה', 1300, 1700, 6],
  ['פריז ברסט', 2600, 3200, 2],
  ['קנלה בורדו', 1100, 1400, 6],
  ['פינאנסייה שקדים', 900, 1200, 6],
  ['קופסת מקרונים 12 יח׳', 9000, 11000, 2],
  ['עוגת אופרה שלמה', 18000, 24000, 1],
  ['עוגת מוס שלוש שוקולדים', 19000, 26000, 1],
  ['קפה אספרסו כפול', 1100, 1400, 2],
];

const CASHIERS = ['שירן', 'מאיה', 'אלון', 'דנה', 'תום'];

/**
 * A French pâtisserie's till slip in Ramat HaSharon: 80 mm, Hadasim CLM, company id with hyphens at
 * the head, "חשבונית מס קבלה" with a five-digit number, dd.mm.yyyy and time, prices with VAT, a box
 * fee on some, a "club" discount line on some slips, VAT contained, card or cash with change, a
 * pre-order number as a distractor on some (never a Saturday).
 */
export const hePatisserieTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const rate = israeliRate(date);
    const picked = rng.some(PASTRIES, rng.int(2, 6)).map(([name, lo, hi, most]) => ({ name, qty: rng.int(1, most), unit: rng.int(lo / 10, hi / 10) * 10 }));
    const lines = picked.map((l) => ({ ...l, sum: l.qty * l.unit }));
    const box = rng.chance(0.4) ? 500 : 0;
    const sub = total(lines.map((l) => l.sum)) + box;
    const club = rng.chance(0.35) ? Math.round(sub / 10) : 0;
    const gross = sub - club;
    const vat = vatIn(gross, rate);
    const vendorName = 'ויולט פטיסרי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 69999));
    const cash = rng.chance(0.3);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0) : gross;
    const preorder = rng.chance(0.3) ? String(rng.int(300, 999)) : '';
    const body = `<div class="c"><div class="brand">ויולט</div><div class="sm">פטיסרי צרפתית · מאפים · עוגות</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(hyphenId(taxId))}</div><div class="sm">רחוב סוקולוב ${ltr(String(rng.int(12, 80)))}, רמת השרון</div><div class="sm">טל׳ ${ltr(landline(rng))}</div></div>
<div class="dash"></div>
<div class="c b big">חשבונית מס קבלה</div><div class="c">מס׳ ${ltr(doc)}</div>
${row(`תאריך: ${ltr(dt(date, 'dd.mm.yyyy'))}`, `שעה: ${ltr(time(rng))}`)}
${row(`קופה: ${ltr(String(rng.int(1, 3)))}`, `קופאי/ת: ${rng.pick(CASHIERS)}`)}
${preorder ? `<div>הזמנה מוקדמת מס׳ ${ltr(preorder)}</div>` : ''}
<div class="dash"></div>
${lines.map((l) => `<div class="it"><div>${l.name}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(amount(l.sum)))}</div>`).join('')}
${box ? row('אריזת מתנה', ltr(amount(box))) : ''}
<div class="dash"></div>
${club ? `${row('סכום ביניים', ltr(amount(sub)))}${row('הנחת חבר מועדון 10%', ltr(`-${amount(club)}`))}` : ''}
${row('סה"כ לתשלום', ltr(`₪ ${amount(gross)}`), 'b big')}
${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${row('סכום ללא מע"מ', ltr(amount(gross - vat)))}
<div class="dash"></div>
${
  cash
    ? `${row('מזומן', ltr(amount(paid)))}${row('עודף', ltr(amount(paid - gross)))}`
    : `${row('כרטיס אשראי', ltr(`****${rng.digits(4)}`))}${row('מס׳ אישור', ltr(rng.digits(7)))}${row('סכום חיוב', ltr(amount(gross)))}`
}
<div class="dash"></div>
<div class="c sm">מאפים טריים בכל בוקר · הזמנות עוגות עד 48 שעות מראש</div><div class="c sm">תודה ולהתראות!</div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','DejaVu Sans';font-size:12px;width:72mm;padding:4mm}.brand{font-size:24px;font-weight:bold;letter-spacing:3px}.dash{border-top:1px dashed #000;margin:5px 0}.big{font-size:1.2em}.it{margin:2px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
