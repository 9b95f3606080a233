import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, plate } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn, weekdayOf } from './extra';

const ID = 'he-quarry-aggregates-two-page';

/** Products: name, price per tonne in agorot (lowest, highest). */
const PRODUCTS: [string, number, number][] = [
  ['חצץ 0-4 (חול מחצבה)', 3800, 4600],
  ['חצץ 4-9.5 (עדס)', 4900, 5800],
  ['חצץ 9.5-19 (פוליה)', 4700, 5600],
  ['חצץ 19-25 (שומשום)', 4500, 5400],
  ['מצע סוג א׳', 3200, 3900],
  ['אבן גיר לגבלה 10-30 ס"מ', 6200, 7400],
  ['אבק מחצבה', 2100, 2800],
];
const CUSTOMERS = ['י.ש. בניין ופיתוח בע"מ', 'אחים נסאר עבודות עפר בע"מ', 'טפחות הנדסה אזרחית בע"מ', 'בטון הדרום בע"מ'];

/**
 * A quarry's monthly invoice for aggregates delivered in the month before, two A4 pages (Frank Ruehl
 * CLM): numbered lines with the delivery note (numbered in order, none on a Saturday), its date, the truck's plate, the product, tonnes to
 * two decimals from the weighbridge at a price per tonne and a haulage charge per trip; page 1's
 * sum carried over to page 2, "עמוד X מתוך 2", then the sum, VAT added and the total; invoice
 * number, customer's company id and the site as distractors.
 */
export const heQuarryAggregatesTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: d0 } = next(ID, rng, undefined, [1, 8]);
    const date = avoid(d0, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const last = Number(lastOfMonth(from).slice(8));
    const customer = rng.pick(CUSTOMERS);
    const trucks = [plate(rng), plate(rng), plate(rng)];
    const haul = rng.pick([38000, 42000, 46000]);
    const count = rng.int(20, 26);
    const open = Array.from({ length: last }, (_, i) => i + 1).filter((d) => weekdayOf(plus(from, d - 1)) !== 6);
    const days = Array.from({ length: count }, () => rng.pick(open)).sort((a, b) => a - b);
    let note = rng.int(880000, 895000);
    const prices = new Map<string, number>();
    const lines = days.map((d, i) => {
      const [name, lo, hi] = rng.pick(PRODUCTS);
      if (!prices.has(name)) prices.set(name, rng.int(lo / 10, hi / 10) * 10);
      const unit = prices.get(name) as number;
      const centi = rng.int(1800, 3400);
      const goods = Math.round((centi * unit) / 100);
      return { n: i + 1, note: String((note += rng.int(3, 40))), day: plus(from, d - 1), truck: rng.pick(trucks), name, centi, unit, goods, sum: goods + haul };
    });
    const split = 14;
    const first = lines.slice(0, split);
    const carried = total(first.map((l) => l.sum));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אבן ושבר מחצבות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(41000, 49999));
    const tons = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
    const table = (ls: typeof lines) =>
      `<table class="items"><thead><tr><th>#</th><th>ת. משלוח</th><th>תאריך</th><th>משאית</th><th>מוצר</th><th>טון</th><th>מחיר לטון</th><th>הובלה</th><th>סה"כ</th></tr></thead><tbody>${ls
        .map(
          (l) =>
            `<tr><td>${ltr(String(l.n))}</td><td>${ltr(l.note)}</td><td>${ltr(dt(l.day, 'dd/mm/yy'))}</td><td>${ltr(l.truck)}</td><td>${l.name.replace(/([0-9][0-9.-]*[0-9])/g, (m) => ltr(m))}</td><td>${ltr(tons(l.centi))}</td><td>${ltr(amount(l.unit))}</td><td>${ltr(amount(haul))}</td><td>${ltr(amount(l.sum))}</td></tr>`,
        )
        .join('')}</tbody></table>`;
    const head = `<div class="head"><div><div class="brand">אבן ושבר</div><div class="sm">מחצבות · אזור התעשייה הצפוני, נתיבות</div></div><div class="vend">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>${ltr(`08-99${rng.digits(5)}`)}</div></div>`;
    const site = rng.pick(['שכונת נווה זית, נתיבות', 'כביש 25, מחלף להבים', 'אזור התעשייה, אופקים', 'שכונת נווה נוי, שדרות']);
    const body = `<div class="page">${head}
<div class="title">חשבונית מס ${ltr(doc)}</div>
<div class="info">${pairs(
      [
        ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
        ['לקוח', customer],
        ['ח.פ. לקוח', ltr(taxIdOfCustomer(rng))],
        ['אתר', site],
        ['תקופת אספקה', heMonth(from)],
        ['תנאי תשלום', `שוטף + ${ltr('60')}`],
      ],
      2,
    )}</div>
${table(first)}
<div class="carry">${row('סה"כ להעברה לעמוד הבא', ltr(amount(carried)), 'b')}</div>
<div class="pg">עמוד ${ltr('1')} מתוך ${ltr('2')}</div></div>
<div class="page">${head}
<div class="title sm2">חשבונית מס ${ltr(doc)} - המשך</div>
<div class="carry">${row('הועבר מעמוד קודם', ltr(amount(carried)), 'b')}</div>
${table(lines.slice(split))}
<div class="sum">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`₪ ${amount(gross)}`), 'b big')}</div>
<div class="note">הכמויות לפי שקילה במאזני המחצבה. תעודות המשלוח החתומות מצורפות.</div>
<div class="pg">עמוד ${ltr('2')} מתוך ${ltr('2')}</div></div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','DejaVu Serif';font-size:11.5px}.page{height:297mm;box-sizing:border-box;padding:12mm 13mm;position:relative;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #555;padding-bottom:5px}.brand{font-size:24px;font-weight:bold}.vend{text-align:left}
.title{font-size:18px;font-weight:bold;margin:10px 0 4px}.sm2{font-size:15px}.info{margin:4px 0 6px}.items td,.items th{font-size:10.5px;padding:2px 3px}
.carry{width:55%;margin:6px auto 6px 0;border:1px solid #555;padding:3px 6px}.sum{width:45%;margin:8px auto 0 0}.big{font-size:1.2em;border-top:1.5px solid #000}.note{margin-top:14px;font-size:10.5px}.pg{position:absolute;bottom:9mm;left:0;right:0;text-align:center;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
