import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, share, trailingMinus } from '../../generalisation/notation';

const SHOPS = [
  { name: 'צעצועי המגדל בע"מ', branch: 'קניון הזהב, ראשון לציון', company: true },
  { name: 'עולם הקופסה – משחקים ופאזלים', branch: "רח' ויצמן 21, כפר סבא", company: false },
  { name: 'טוי-לנד הנגב בע"מ', branch: 'קניון הנגב, באר שבע', company: true },
  { name: 'הדובון של נחמה', branch: 'מרכז מסחרי, רמת ישי', company: false },
];
const TOYS: [string, number][] = [
  ['ערכת לבנים – תחנת כיבוי', 34990],
  ['בובת תינוק מדברת', 15990],
  ['פאזל 1000 חלקים נוף', 8990],
  ['משחק קופסה מתיישבים', 19990],
  ['מכונית על שלט 1:16', 24990],
  ['ערכת יצירה צמידים', 5990],
  ['בועות סבון ענק', 2490],
  ['כדור קפיצה 45 ס"מ', 3990],
  ['קלפים – מונופול דיל', 3490],
  ['מטבח צעצוע מעץ', 59900],
];

/**
 * A toy shop's till slip on 80 mm paper (Simple CLM or Noto Sans Hebrew, the name in Yehuda CLM):
 * "ח.פ." or "ע.מ." under the name, "חשבונית מס קבלה" with the till and a number "0012-04567",
 * thirteen-digit barcodes over each toy, "2 ב-" offers and a 10% birthday club discount as trailing
 * minus lines, "סה"כ לתשלום", "מע"מ" included, three card instalments (first and the others), an
 * exchange certificate cut below with its own barcode and a last exchange date.
 */
export const heToyShopTill: Layout = {
  id: 'he-toy-shop-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-30');
    const rate = israeliRate(date);
    const items = rng.some(TOYS, rng.int(2, 6)).map(([n, u]) => ({ n, u, q: rng.chance(0.25) ? 2 : 1, code: `729${rng.digits(10)}` }));
    const gross = items.reduce((a, i) => a + i.q * i.u, 0);
    const club = rng.chance(0.5) ? share(gross, 10) : 0;
    const total = gross - club;
    const vat = vatOfGross(total, rate);
    const inst = rng.chance(0.5) ? 3 : 1;
    const other = Math.floor(total / inst);
    const first = total - other * (inst - 1);
    const till = String(rng.int(1, 6)).padStart(4, '0');
    const docNo = `${till}-${String(rng.int(1, 99999)).padStart(5, '0')}`;
    const font = rng.pick(['Simple CLM', 'Noto Sans Hebrew']);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="s"><h1>${esc(s.name)}</h1><div class="c">${esc(s.branch)}</div><div class="c">${s.company ? 'ח.פ.' : 'ע.מ.'} ${vendorTaxId}</div>
<div class="d"></div><div class="c b">חשבונית מס קבלה</div><div class="c">${docNo}</div>${r(`${dt(date, 'dd.mm.yyyy')} ${hhmm(rng.int(9 * 60, 21 * 60))}`, `קופה ${Number(till)} · קופאי/ת ${rng.int(100, 199)}`)}
<div class="d"></div>
${items.map((i) => `<div class="bc">${i.code}</div>${r(esc(i.n), amount(i.q * i.u))}${i.q > 1 ? `<div class="sm">${i.q} x ${amount(i.u)}</div>` : ''}`).join('')}
<div class="d"></div>${r('סה"כ פריטים', String(items.reduce((a, i) => a + i.q, 0)))}
${club ? r('ביניים', amount(gross)) + r('הנחת מועדון יום הולדת 10%', trailingMinus(club)) : ''}
${r('סה"כ לתשלום', amount(total), 'big')}${r(`מע"מ ${rate}%`, amount(vat))}
<div class="d"></div>${inst > 1 ? r('אשראי – 3 תשלומים', amount(total)) + `<div class="sm">תשלום ראשון ${amount(first)}, ${inst - 1} תשלומים של ${amount(other)}</div>` : r('אשראי', amount(total))}
<div class="sm">כרטיס ${rng.digits(4)}****** · אישור ${rng.digits(7)}</div>
<div class="cut">- - - - - - - גזרו כאן - - - - - - -</div>
<div class="c b">תעודת החלפה</div><div class="c sm">ללא מחיר · ${items[0].n}</div><div class="c bc">${rng.digits(12)}</div><div class="c sm">ניתן להחליף עד ${dt(addDays(date, 30), 'dd.mm.yyyy')} בהצגת תעודה זו</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#000}
.s{width:72mm;padding:4mm 4mm 10mm}h1{font-family:'Yehuda CLM','${font}';font-size:21px;text-align:center;margin:0}.c{text-align:center}.b{font-weight:bold;font-size:14px}
.d{border-top:1px dashed #000;margin:2mm 0}.r{display:flex;justify-content:space-between}.big{font-size:16px;font-weight:bold}.sm{font-size:10px}.bc{font-family:'FreeMono',monospace;font-size:10px;direction:ltr;text-align:right}
.cut{margin:5mm 0 2mm;white-space:nowrap;overflow:hidden}`;
    return {
      page: '80mm 270mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 270mm', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
