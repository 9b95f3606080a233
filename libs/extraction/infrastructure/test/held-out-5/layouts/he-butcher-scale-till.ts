import { esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, landline, mul } from '../../generalisation/notation';

const SHOPS = [
  { name: 'אטליז האחים שרעבי', company: false, addr: 'שוק התקווה, דוכן 17, ת"א', kosher: 'כשר למהדרין בהשגחת הרב לנדא' },
  { name: 'בשר ועוד – המעדנייה של צפון', company: false, addr: "רח' השוק 5, טבריה", kosher: 'כשר בהשגחת הרבנות טבריה' },
  { name: 'קצביית הגולן בע"מ', company: true, addr: 'מרכז מסחרי, קצרין', kosher: 'כשר בהשגחת המועצה הדתית' },
  { name: "אטליז אבו-ג'אבר", company: false, addr: "רח' הבנקים 2, טייבה", kosher: 'בשר טרי מדי יום' },
];
const CUTS: [string, number][] = [
  ['אנטריקוט טרי', 13990],
  ['צלעות כבש', 11990],
  ['בשר טחון מיוחד', 6990],
  ['חזה עוף', 4290],
  ['כרעיים עוף', 2490],
  ['שניצל מוכן', 5490],
  ['פילה בקר', 18990],
  ['קבב טלה', 7990],
  ['פרגיות', 5990],
  ['כבד עוף', 3290],
  ['אסאדו עם עצם', 9990],
];
const PACKED: [string, number][] = [
  ["נקניקיות מרגז 400 גר'", 2490],
  ["תבלין לבשר 100 גר'", 1290],
  ['פחמים 3 ק"ג', 2990],
  ['סלט חצילים קופסה', 1690],
];

/**
 * A butcher's till slip on 80 mm paper (Miriam Mono or Inconsolata): the butcher's name, the
 * kashrut line, the cashier, "חשבונית מס קבלה" with a number, weighed cuts with their scale lines
 * ("0.734 ק"ג X 139.90 לק"ג" and the amount), packaged items, "סה"כ פריטים", "סה"כ", a rounding of
 * the agorot to the nearest ten for cash, "לתשלום", the VAT included, cash and change or a card,
 * and a butcher's tip on keeping meat.
 */
export const heButcherScaleTill: Layout = {
  id: 'he-butcher-scale-till',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-02', '2026-03-27');
    const rate = israeliRate(date);
    const weighed = rng.some(CUTS, rng.int(2, 5)).map(([name, kg]) => {
      const w = rng.int(250, 2400) / 1000;
      return { name, kg, w, amt: mul(w, kg) };
    });
    const packed = rng.chance(0.6) ? rng.some(PACKED, rng.int(1, 2)).map(([name, u]) => ({ name, u, q: rng.int(1, 3) })) : [];
    const gross = weighed.reduce((a, x) => a + x.amt, 0) + packed.reduce((a, p) => a + p.u * p.q, 0);
    const cash = rng.chance(0.5);
    const rounding = cash ? Math.round(gross / 10) * 10 - gross : 0;
    const total = gross + rounding;
    const vat = vatOfGross(total, rate);
    const given = Math.ceil(total / 5000) * 5000;
    const docNo = String(rng.int(100000, 999999));
    const m = (c: number) => (c / 100).toFixed(2);
    const ds = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'dd/mm/yyyy'] as const);
    const rows =
      weighed.map((x) => `<div>${esc(x.name)}</div><div class="r i"><span dir="ltr">${x.w.toFixed(3)} ק"ג X ${m(x.kg)} לק"ג</span><span>${m(x.amt)}</span></div>`).join('') +
      packed.map((p) => `<div class="r"><span>${esc(p.name)}${p.q > 1 ? ` ${p.q}X${m(p.u)}` : ''}</span><span>${m(p.u * p.q)}</span></div>`).join('');
    const font = rng.pick(['Miriam Mono CLM', 'Inconsolata', 'Liberation Mono']);
    const body = `<div class="s">
<h1>${esc(s.name)}</h1><div class="c">${esc(s.addr)}<br>טל. ${landline(rng)}<br>${s.company ? 'ח.פ.' : 'ע.מ.'} ${vendorTaxId}<br>${esc(s.kosher)}</div>
<div class="d">========================================</div>
<div class="c b">חשבונית מס קבלה מס' ${docNo}</div>
<div class="r"><span>${dt(date, ds)} ${hhmm(rng.int(7 * 60, 20 * 60))}</span><span>מוכר: ${rng.pick(['ששון', 'אלי', "ג'מיל", 'קובי'])}</span></div>
<div class="d">----------------------------------------</div>
${rows}
<div class="d">----------------------------------------</div>
<div class="r"><span>סה"כ פריטים: ${weighed.length + packed.reduce((a, p) => a + p.q, 0)}</span><span></span></div>
<div class="r"><span>סה"כ</span><span>${m(gross)}</span></div>
${rounding ? `<div class="r"><span>עיגול</span><span>${m(rounding)}</span></div>` : ''}
<div class="r big"><span>לתשלום</span><span>${m(total)}</span></div>
<div class="r"><span>מע"מ ${rate}% כלול</span><span>${m(vat)}</span></div>
<div class="d">----------------------------------------</div>
${cash ? `<div class="r"><span>מזומן</span><span>${m(given)}</span></div><div class="r"><span>עודף</span><span>${m(given - total)}</span></div>` : `<div class="r"><span>אשראי ${rng.digits(4)}</span><span>${m(total)}</span></div><div class="r"><span>תשלומים: 1</span><span>אישור ${rng.digits(6)}</span></div>`}
<div class="d">========================================</div>
<div class="c sm">מומלץ להקפיא בשר שלא ייצרך תוך 48 שעות.<br>תודה ושבת שלום!</div></div>`;
    const css = `body{font-family:'${font}',monospace;font-size:12.5px;color:#000}
.s{width:72mm;padding:4mm 4mm 10mm}h1{font-size:18px;text-align:center;margin:0 0 1mm}
.c{text-align:center}.b{font-weight:bold;font-size:14px}.d{overflow:hidden;white-space:nowrap;font-size:10px}
.r{display:flex;justify-content:space-between}.i{padding-right:4mm}.big{font-size:17px;font-weight:bold;margin:1mm 0}.sm{font-size:10.5px}`;
    return {
      page: '80mm 220mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
