import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-ball-bearings-supplier-two-page';

/** Parts: Hebrew description, part number, lowest and highest unit price in agorot before VAT (2022). */
const PARTS: [string, string, number, number][] = [
  ['מיסב כדורי חריץ עמוק', '6204-2RS', 1400, 2200],
  ['מיסב כדורי חריץ עמוק', '6305-ZZ', 2600, 3800],
  ['מיסב כדורי חריץ עמוק', '6008-2RS1', 2200, 3100],
  ['מיסב גלילים גליליים', 'NU 210 ECP', 18500, 24500],
  ['מיסב גלילים כדוריים', '22212 E', 29000, 38000],
  ['מיסב מגע זוויתי', '7206 BEP', 14000, 19500],
  ['יחידת מיסב עם בית', 'UCP 205', 6900, 9800],
  ['יחידת מיסב אוגן', 'UCF 207', 9500, 13500],
  ['מיסב מחטים', 'HK 2016', 1100, 1900],
  ['מיסב חרוטי', '30205 J2/Q', 5200, 7400],
  ['אטם שמן', '40x62x8 NBR', 600, 1100],
  ['רצועת תמסורת', 'SPZ 1250', 2400, 3600],
  ['גריז למיסבים 1 ק"ג', 'LGMT 2/1', 9800, 13800],
  ['שרוול מתאם', 'H 310', 4200, 6100],
  ['טבעת נעילה', 'KM 8', 900, 1500],
];
const CUSTOMERS: [string, string][] = [
  ['מפעלי פלסט הגליל בע"מ', 'פארק התעשייה תפן'],
  ['טחנות קמח העמק בע"מ', 'אזור התעשייה אלון תבור'],
  ['מסועים ושינוע צפון בע"מ', 'רח׳ החרושת 14, נצרת עילית'],
  ['בית אריזה גליל מערבי אגש"ח', 'ד.נ. גליל מערבי'],
];

/**
 * A bearings and power transmission parts supplier's invoice in Migdal HaEmek, two A4 pages (Simple CLM): "24/0731"
 * number, customer's company id, order and delivery note, parts by Hebrew description and Latin part number with
 * quantity, unit price, a discount % on some lines and the line's sum, the sum of page 1 carried to page 2 as "מועבר
 * מדף 1", "דף 1/2" and "דף 2/2", VAT added, terms of current month + 60. Dated Sunday to Thursday.
 */
export const heBallBearingsSupplierTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const disc = rng.pick([0, 5, 8, 10]);
    const lines = rng.some(PARTS, rng.int(14, 15)).map(([he, pn, lo, hi]) => {
      const unit = Math.round((rng.int(lo, hi) * up) / 10) * 10;
      const qty = pn.startsWith('LGMT') ? rng.int(1, 4) : rng.int(2, 24);
      const d = disc && rng.chance(0.6) ? disc : 0;
      const gross = qty * unit;
      return { he, pn, qty, unit, d, sum: gross - share(gross, d) };
    });
    const split = rng.int(8, 9);
    const first = lines.slice(0, split);
    const second = lines.slice(split);
    const carried = total(first.map((l) => l.sum));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מסבים וגלגלי שיניים הצפון בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}/${String(rng.int(100, 1999)).padStart(4, '0')}`;
    const [customer, address] = rng.pick(CUSTOMERS);
    const customerId = taxIdOfCustomer(rng);
    const order = `PO-${rng.digits(5)}`;
    const note = String(rng.int(30000, 59999));
    const phone = `04-65${rng.digits(5)}`;
    const head = (page: number) =>
      `<div class="head"><div><div class="brand">מסבים הצפון</div><div class="sm">מיסבים · תמסורת · אטמים · שימון</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">אזור התעשייה מגדל העמק · ${ltr(phone)}</div></div><div class="doc"><div class="t">חשבונית מס</div><div>מס׳ ${ltr(doc)}</div><div class="sm">דף ${ltr(`${page}/2`)}</div></div></div>`;
    const table = (ls: typeof lines, lead: string) =>
      `<table class="t"><thead><tr><th>תיאור</th><th>מק"ט</th><th>כמות</th><th>מחיר יח׳</th><th>הנחה</th><th>סכום</th></tr></thead><tbody>${lead}${ls
        .map(
          (l) =>
            `<tr><td>${l.he}</td><td>${ltr(l.pn)}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.unit))}</td><td>${l.d ? ltr(`${l.d}%`) : ''}</td><td>${ltr(amount(l.sum))}</td></tr>`,
        )
        .join('')}</tbody></table>`;
    const page1 = `<div class="page">${head(1)}
<div class="cust"><div><b>לכבוד:</b> ${customer}<br>${address}<br>ח.פ. ${ltr(customerId)}</div><div><b>תאריך:</b> ${ltr(dt(date, 'dd.mm.yyyy'))}<br><b>הזמנת לקוח:</b> ${ltr(order)}<br><b>תעודת משלוח:</b> ${ltr(note)}<br><b>תנאי תשלום:</b> שוטף + ${ltr('60')}</div></div>
${table(first, '')}
<div class="carry">${row('סה"כ דף זה (מועבר לדף הבא)', ltr(amount(carried)), 'b')}</div></div>`;
    const page2 = `<div class="page">${head(2)}
${table(second, `<tr class="b"><td colspan="5">מועבר מדף ${ltr('1')}</td><td>${ltr(amount(carried))}</td></tr>`)}
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`${amount(gross)} ש"ח`), 'b big')}</div>
<div class="foot">הסחורה נשארת בבעלות הספק עד לפירעון המלא. החזרת מיסבים תתקבל באריזה מקורית סגורה בלבד, תוך ${ltr('30')} יום.<br>העברות בנקאיות: בנק לאומי, סניף ${ltr(String(rng.int(800, 950)))}, חשבון ${ltr(rng.digits(8))}.</div></div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:12.5px}.page{height:296mm;box-sizing:border-box;padding:13mm 14mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #37474f;padding-bottom:5px}.brand{font-size:25px;font-weight:bold;color:#37474f}.doc{text-align:left}.doc .t{font-size:19px;font-weight:bold}
.cust{display:flex;justify-content:space-between;margin:10px 0;line-height:1.55}.t{width:100%;margin-top:6px}.t th{background:#eceff1;border-bottom:2px solid #37474f;padding:4px;text-align:start}.t td{border-bottom:1px solid #cfd8dc;padding:4px}
.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:left}.t .b td:first-child{text-align:start}.carry{width:50%;margin:8px auto 0 0;border-top:1px solid #333}.tot{width:45%;margin:10px auto 0 0}.big{font-size:1.2em;border-top:2px solid #000}.foot{margin-top:18px;font-size:11px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
