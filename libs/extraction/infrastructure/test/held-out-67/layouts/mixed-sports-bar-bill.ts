import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-sports-bar-bill';

/** Hebrew, English, lowest and highest price in whole shekels, VAT included. */
const MENU: [string, string, number, number][] = [
  ['כנפיים חריפות', 'Hot wings', 52, 64],
  ['נאצ׳וס עם גוואקמולי', 'Nachos and guacamole', 46, 58],
  ['המבורגר הבית', 'House burger', 68, 82],
  ['צ׳יפס בטטה', 'Sweet potato fries', 28, 36],
  ['נקניקיות בבירה', 'Beer sausages', 54, 66],
  ['בירה מהחבית 0.5 ל׳', 'Draught beer 0.5 L', 32, 38],
  ['קנקן בירה 1.5 ל׳', 'Beer pitcher 1.5 L', 84, 98],
  ['צ׳ייסר', 'Chaser', 18, 24],
  ['קולה / ספרייט', 'Cola / Sprite', 14, 18],
];

const SERVICE_PERCENT = 10;

/**
 * A Tel Aviv sports bar's bill on a match night: 80 mm, Nimbus Sans with Noto Sans Hebrew, every line
 * in Hebrew and English, a happy-hour discount on some bills, a 10% service charge on the bill for 10
 * guests or more, otherwise a tip outside the bill (with the card charge including it) on some bills;
 * VAT contained in the bill.
 */
export const mixedSportsBarBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const guests = rng.chance(0.35) ? rng.int(10, 16) : rng.int(2, 7);
    const lines = rng.some(MENU, rng.int(3, 7)).map(([he, en, lo, hi]) => ({ he, en, qty: rng.int(1, Math.max(1, Math.ceil(guests / 2))), unit: rng.int(lo, hi) * 100 }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const happy = rng.chance(0.4) ? Math.floor((food * 15 + 50) / 100) : 0;
    const after = food - happy;
    const service = guests >= 10 ? Math.floor((after * SERVICE_PERCENT + 50) / 100) : 0;
    const bill = after + service;
    const vat = vatIn(bill, rate);
    const tip = service ? 0 : rng.chance(0.6) ? rng.pick([2000, 3000, 4000, 5000]) : 0;
    const vendorName = 'הקורנר בר ספורט בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(41000, 79999));
    const opened = rng.int(19 * 60, 22 * 60);
    const rows = lines.map((l) => `<div class="it">${row(`${ltr(String(l.qty))} × ${l.he}`, ltr(amount(l.qty * l.unit)))}<div class="en">${l.en}</div></div>`).join('');
    const body = `<div class="c"><div class="brand">THE CORNER</div><div>בר ספורט · Sports bar</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">רחוב הארבעה, תל אביב / HaArba'a St., Tel Aviv</div></div>
<div class="dash"></div>
<div class="c b">חשבונית מס קבלה / Tax invoice receipt ${ltr(doc)}</div>
${row(`תאריך / Date ${ltr(dt(date, 'dd/mm/yyyy'))}`, `${ltr(hhmm(opened))}`)}
${row(`שולחן / Table ${ltr(String(rng.int(1, 30)))}`, `סועדים / Guests ${ltr(String(guests))}`)}
<div class="dash"></div>
${rows}
<div class="dash"></div>
${row('סה"כ / Subtotal', ltr(amount(food)))}
${happy ? row('הפי האוור / Happy hour 15%', ltr(`-${amount(happy)}`)) : ''}
${service ? row(`שירות / Service ${SERVICE_PERCENT}%`, ltr(amount(service))) : ''}
${row('לתשלום / Total', ltr(`₪${amount(bill)}`), 'b big')}
${row(`מע"מ ${ltr(`${rate}%`)} כלול / VAT included`, ltr(amount(vat)))}
${tip ? `<div class="dash"></div>${row('טיפ, לא בחשבונית / Tip, not invoiced', ltr(amount(tip)))}${row('חיוב אשראי / Card charge', ltr(amount(bill + tip)))}` : ''}
<div class="dash"></div>
<div class="c sm">${service ? 'השירות כלול בחשבון / Service included' : 'השירות אינו כלול / Service not included'}</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans','Noto Sans Hebrew';font-size:11.5px;width:72mm;padding:4mm}.brand{font-size:22px;font-weight:bold;letter-spacing:2px}.dash{border-top:1px dashed #000;margin:5px 0}.it{margin:2px 0}.en{font-size:0.85em;color:#333}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      page: '80mm 260mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(bill), tax: truthAmount(vat) },
    };
  },
};
