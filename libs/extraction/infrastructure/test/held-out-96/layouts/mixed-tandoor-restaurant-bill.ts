import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-tandoor-restaurant-bill';

/** English, Hebrew, agorot with VAT in 2022. */
const DISHES: [string, string, number][] = [
  ['Butter chicken', 'עוף בחמאה', 7200],
  ['Paneer tikka', 'טיקה פניר', 5600],
  ['Lamb korma', 'קורמה כבש', 8400],
  ['Chicken biryani', 'ביריאני עוף', 6800],
  ['Potato samosa (3)', 'סמוסה תפוחי אדמה (3)', 3200],
  ['Garlic naan', 'נאן שום', 1800],
  ['Chana masala', "צ'אנה מסאלה", 4900],
  ['Tandoori prawns', 'שרימפס טנדורי', 9200],
  ['Papdi chaat', "צ'אט פפדי", 3800],
];
const DRINKS: [string, string, number][] = [
  ['Mint soda', 'סודה נענע', 1900],
  ['Mango shake', 'שייק מנגו', 2400],
  ['Draught lager 0.5 l', "לאגר מהחבית 0.5 ל'", 3200],
];

/**
 * A tandoor restaurant in Rosh HaAyin, a left-to-right bill with Hebrew under every English label and a card slip,
 * 80 mm (Nachlieli CLM for the Hebrew, DejaVu Sans Condensed for the English and figures): "MASALA TANDOOR" over
 * "מסאלה תנדור", the company and "ח.פ." plain; "Tax Invoice / Receipt" "חשבונית מס / קבלה" with "No. yy/nnnnn", check
 * number, table, covers, waiter, date d Mon yyyy and time; each dish in English with the Hebrew under it and "q @
 * price" at the right; "Subtotal / סכום ביניים", "Service 12% / דמי שירות 12%" always added, "TOTAL / סה"כ" "₪…",
 * "VAT n% included / כולל מע"מ" (contained); a dashed line and "Card slip / שובר כרטיס" with the bill, "Tip / טיפ"
 * (sometimes a few per cent on top of the service, else 0.00) and "Total charged / סה"כ חיוב"; evenings, not Saturday
 * before nightfall.
 */
export const mixedTandoorRestaurantBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.045;
    const up = (p: number) => Math.round((p * rise) / 100) * 100;
    const covers = rng.int(2, 8);
    const lines = [
      ...rng.some(DISHES, rng.int(3, 7)).map(([en, he, p]) => ({ en, he, p: up(p), q: rng.int(1, Math.max(1, Math.ceil(covers / 2))) })),
      ...rng.some(DRINKS, rng.int(1, 3)).map(([en, he, p]) => ({ en, he, p: up(p), q: rng.int(1, covers) })),
    ];
    const sub = total(lines.map((l) => l.p * l.q));
    const service = share(sub, 12);
    const gross = sub + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const tip = rng.chance(0.45) ? Math.round((gross * rng.pick([3, 5, 8])) / 100 / 100) * 100 : 0;
    const vendorName = 'מסאלה תנדור ראש העין בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}/${rng.int(10000, 58999)}`;
    const he = (s: string) => `<div class="he" dir="rtl">${s}</div>`;
    const dual = (en: string, h: string) => `<div>${en}${he(h)}</div>`;
    const at = new Date(`${date}T12:00:00Z`).getUTCDay() === 6 ? rng.int(19 * 60 + 30, 22 * 60 + 30) : rng.int(18 * 60, 23 * 60);
    const body = `<div class="c br">MASALA TANDOOR</div>${he('<div class="c b">מסאלה תנדור</div>')}${he(`<div class="c">${vendorName} · ח.פ. ${ltr(taxId)}</div>`)}<div class="c sm">Rosh HaAyin · 03-90${rng.digits(5)}</div><div class="rule"></div>
<div class="c b">Tax Invoice / Receipt</div>${he('<div class="c b">חשבונית מס / קבלה</div>')}<div class="c">No. ${doc}</div>
${row(`Check #${rng.int(100, 999)}`, `Table ${rng.int(1, 30)} · Covers ${covers}`)}${row(`Waiter: ${rng.pick(['Tal', 'Omri', 'Shira', 'Neta', 'Ravit'])}`, `${dt(date, 'd Mon yyyy')} ${hhmm(at)}`)}<div class="rule"></div>
${lines
  .map((l) =>
    row(
      dual(
        l.en,
        l.he.replace(/[\d.]+/g, (m) => ltr(m)),
      ),
      `${l.q} @ ${amount(l.p)}<div>${amount(l.p * l.q)}</div>`,
      'it',
    ),
  )
  .join('')}<div class="rule"></div>
${row(dual('Subtotal', 'סכום ביניים'), amount(sub))}${row(dual('Service 12%', `דמי שירות ${ltr('12%')}`), amount(service))}<div class="dbl"></div>
${row(dual('<b>TOTAL</b>', '<b>סה"כ</b>'), `<b>₪${amount(gross)}</b>`, 'big')}${row(dual(`VAT ${rate}% included`, 'כולל מע"מ'), amount(vat))}
<div class="cut">- - - - - - - - - - - - - - - - - - - - - - - -</div><div class="c b">Card slip / <span dir="rtl">שובר כרטיס</span></div>${row(dual('Bill', 'חשבון'), amount(gross))}${row(dual('Tip', 'טיפ'), amount(tip))}
${row(dual('<b>Total charged</b>', '<b>סה"כ חיוב</b>'), `<b>${amount(gross + tip)}</b>`)}${row(`${rng.pick(['VISA', 'MASTERCARD', 'DINERS'])} ••••${rng.digits(4)}`, `Appr. ${rng.digits(6)}`)}<div class="c sm">Signature / חתימה ______________</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-size:11px;padding:4mm;width:70mm}.br{font-size:22px;font-weight:bold;letter-spacing:1px}.he{font-family:'Nachlieli CLM';font-size:12.5px;color:#222}
.row.it{margin:3px 0}.row.it>span:last-child{text-align:right}.big{font-size:14px}.cut{margin:10px 0 6px;white-space:nowrap;overflow:hidden;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 260mm', css, body }),
      page: '80mm 260mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
