import { esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';

const STANDS = [
  { name: 'פלאפל הזקן', addr: "שוק מחנה יהודה, רח' האגוז 3" },
  { name: "פלאפל ג'ינה", addr: 'רח\' דיזנגוף 201, ת"א' },
  { name: 'הפלאפל של שמעון', addr: "רח' הרצל 50, ראשון לציון" },
  { name: 'פלאפל אבו-סאלח', addr: 'העיר התחתית, חיפה' },
];
const MENU: [string, number][] = [
  ['פלאפל בפיתה', 1800],
  ['חצי מנה פלאפל', 1200],
  ['פלאפל בלאפה', 2400],
  ['סביח', 2600],
  ["צ'יפס", 1200],
  ['קולה פחית', 900],
  ['מים מינרליים', 700],
  ['ביצה קשה תוספת', 300],
  ['לימונדה', 1000],
  ["כדורים 6 יח' בשקית", 800],
];

/**
 * A falafel stand's tiny till slip (58 mm, Simple CLM or Liberation Mono): the stand's name, the
 * owner's עוסק מורשה number, a large order number for the counter call-out, then "חשבונית מס קבלה
 * מס'" with its own four- to six-digit number, the date and time, items with quantities first,
 * "סה"כ" and "כולל מע"מ", cash with change.
 */
export const heFalafelStandTill: Layout = {
  id: 'he-falafel-stand-till',
  lang: 'he',
  kind: 'restaurant slip',
  make(rng: Rng) {
    const s = rng.pick(STANDS);
    const vendorTaxId = taxId(rng, false);
    const date = randomDate(rng, '2023-06-01', '2026-03-30');
    const rate = israeliRate(date);
    const items = rng.some(MENU, rng.int(1, 5)).map(([name, u]) => ({ name, u, q: rng.int(1, 3) }));
    const total = items.reduce((a, x) => a + x.u * x.q, 0);
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(1200, 240000));
    const order = rng.int(1, 99);
    const cash = rng.chance(0.6);
    const given = Math.ceil(total / 5000) * 5000;
    const m = (c: number) => (c / 100).toFixed(2);
    const font = rng.pick(['Simple CLM', 'Liberation Mono']);
    const body = `<div class="s"><h1>${esc(s.name)}</h1><div class="c">${esc(s.addr)}<br>עוסק מורשה ${vendorTaxId}</div>
<div class="ord">הזמנה ${order}</div>
<div class="c">חשבונית מס קבלה מס' ${docNo}</div><div class="c">${dt(date, rng.pick(['dd/mm/yy', 'dd/mm/yyyy', 'd.m.yy'] as const))} ${hhmm(rng.int(10 * 60, 23 * 60))}</div>
<div class="d"></div>${items.map((x) => `<div class="r"><span>${x.q} ${esc(x.name)}</span><span>${m(x.u * x.q)}</span></div>`).join('')}<div class="d"></div>
<div class="r big"><span>סה"כ</span><span>${m(total)}</span></div><div class="r"><span>כולל מע"מ ${rate}%</span><span>${m(vat)}</span></div>
${cash ? `<div class="r"><span>מזומן</span><span>${m(given)}</span></div><div class="r"><span>עודף</span><span>${m(given - total)}</span></div>` : `<div class="r"><span>אשראי</span><span>${m(total)}</span></div>`}
<div class="c sm">בתיאבון! חריף על אחריותך</div></div>`;
    const css = `body{font-family:'${font}',monospace;font-size:11px;color:#000}
.s{width:50mm;padding:3mm 4mm 8mm}h1{font-size:17px;text-align:center;margin:0}.c{text-align:center}.ord{font-size:26px;font-weight:bold;text-align:center;margin:2mm 0;border:2px solid #000}
.d{border-top:1px dashed #000;margin:1.5mm 0}.r{display:flex;justify-content:space-between}.big{font-size:14px;font-weight:bold}.sm{font-size:9.5px;margin-top:2mm}`;
    return {
      page: '58mm 125mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '58mm 125mm', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
