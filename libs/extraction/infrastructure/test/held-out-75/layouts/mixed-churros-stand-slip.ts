import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-churros-stand-slip';

/** Menu: Hebrew, English, price in agorot (VAT included, 2022). */
const MENU: [string, string, number][] = [
  ['צ׳ורוס 6 יח׳', 'Churros x6', 2200],
  ['צ׳ורוס 12 יח׳', 'Churros x12', 3800],
  ['צ׳ורוס ממולא נוטלה', 'Nutella-filled churro', 1400],
  ['צ׳ורוס ממולא דולסה דה לצ׳ה', 'Dulce de leche churro', 1400],
  ['רוטב שוקולד מריר', 'Dark chocolate dip', 600],
  ['רוטב שוקולד לבן', 'White chocolate dip', 600],
  ['קינמון סוכר', 'Cinnamon sugar', 300],
  ['שוקו חם ספרדי', 'Spanish hot chocolate', 1800],
  ['קפה קר', 'Iced coffee', 1600],
  ['מגש מסיבה 30 יח׳', 'Party tray 30 pcs', 8900],
];

/**
 * A churros stand's slip in Kiryat Ono, 80 mm (Shofar, DejaVu Sans): a dark header band with the Latin name, company
 * name and id, "חשבונית מס / קבלה" with "Tax invoice / Receipt" and a six-digit number, date and time, each item in
 * Hebrew with its English under it and quantity x price, VAT contained, card or cash with change, order number for
 * the pickup screen.
 */
export const mixedChurrosStandSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(MENU, rng.int(1, 4)).map(([he, en, p]) => ({ he, en, qty: p < 1000 ? rng.int(1, 3) : rng.int(1, 2), unit: Math.round((p * up) / 100) * 100 }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(gross, rate);
    const vendorName = 'ג׳ורו מתוקים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 599999));
    const cash = rng.chance(0.35);
    const paid = cash ? Math.ceil(gross / 2000) * 2000 : gross;
    const body = `<div class="band"><div class="brand">${ltr('CHURRO LOCO')}</div><div>צ׳ורוס ספרדי טרי · ${ltr('Fresh Spanish churros')}</div></div>
<div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>כיכר העירייה, קריית אונו</div>
<div class="c b t">חשבונית מס / קבלה ${ltr(doc)}<div class="sm">${ltr(`Tax invoice / Receipt ${doc}`)}</div></div>
${row(ltr(dt(date, 'dd/mm/yyyy')), ltr(hhmm(rng.int(600, 1380))), 'sm')}
<div class="rule"></div>
${lines.map((l) => `<div class="it">${row(l.he, ltr(amount(l.qty * l.unit)))}<div class="en">${ltr(`${l.en} · ${l.qty} x ${amount(l.unit)}`)}</div></div>`).join('')}
<div class="rule"></div>
${row(`סה"כ / ${ltr('Total')}`, ltr(`₪ ${amount(gross)}`), 'b big')}
${row(`מע"מ ${ltr(`${rate}%`)} כלול / ${ltr('VAT incl.')}`, ltr(amount(vat)), 'sm')}
${cash ? `${row(`מזומן / ${ltr('Cash')}`, ltr(amount(paid)))}${row(`עודף / ${ltr('Change')}`, ltr(amount(paid - gross)))}` : row(`אשראי / ${ltr('Card')}`, ltr(`**${rng.digits(4)}`))}
<div class="ord">הזמנה / ${ltr(`Order #${rng.int(1, 199)}`)}</div>`;
    const css = `${baseCss}
body{font-family:'Shofar','DejaVu Sans';font-size:12.5px;width:70mm;padding:4mm}.band{background:#4e342e;color:#fff8e1;text-align:center;padding:6px 4px}.brand{font-size:22px;font-weight:bold;letter-spacing:2px}.t{margin:6px 0}
.it{margin:3px 0}.en{font-size:10px;color:#555;text-align:left}.big{font-size:1.3em}.ord{margin-top:8px;text-align:center;font-size:18px;font-weight:bold;border:2px dashed #4e342e;padding:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 140mm', css, body }),
      page: '80mm 140mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
