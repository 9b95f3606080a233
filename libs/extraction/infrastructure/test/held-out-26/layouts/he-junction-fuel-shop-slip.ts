import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, plate } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-junction-fuel-shop-slip';
const STATIONS = [
  { brand: 'צומת השיטים', legal: 'בני אלון', company: false, label: 'עוסק מורשה', place: 'כביש 90, צומת השיטים' },
  { brand: 'דלק צומת הנגב', legal: 'דלק צומת הנגב בע"מ', company: true, label: 'ח.פ.', place: 'צומת הנגב, כביש 40' },
  { brand: 'מסעף', legal: 'מסעף תחנות דרך בע"מ', company: true, label: 'ח"פ', place: 'מסעף שוקת, כביש 31' },
];
const SHOP: [string, number][] = [
  ['קפה הפוך גדול', 1600],
  ['אספרסו כפול', 1100],
  ['קרואסון חמאה', 1400],
  ["מים מינרליים 1.5 ל'", 900],
  ['כריך טונה', 2600],
  ["שמן מנוע 1 ל'", 5900],
  ["נוזל לשמשות 4 ל'", 2400],
  ['קרח 2 ק"ג', 1200],
  ['חטיף אנרגיה', 850],
];

/** A roadside station's combined slip on 80 mm paper: a self-service pump's litres × price per litre to three decimals with a club discount per litre, then the shop's coffee and snacks, one total, VAT contained. */
export const heJunctionFuelShopSlip: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng: Rng) {
    const { date } = dated(ID, rng);
    const s = rng.pick(STATIONS);
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const base = { '2023': 680, '2024': 710, '2025': 700, '2026': 690 }[date.slice(0, 4)] ?? 700;
    const perL = (base + rng.int(0, 45)) * 10 + (diesel ? -rng.int(20, 60) * 10 : 0) + rng.int(0, 9);
    const litres = rng.int(1800, 6200) / 100;
    const fuel = mul(litres, perL / 10);
    const clubPerL = rng.chance(0.6) ? rng.pick([10, 15, 20, 25]) : 0;
    const club = mul(litres, clubPerL);
    const shop = rng.some(SHOP, rng.int(1, 4)).map(([name, u]) => ({ name, q: rng.int(1, 2), u }));
    const shopSum = add(shop.map((i) => i.q * i.u));
    const total = fuel - club + shopSum;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([() => `000${rng.int(1, 9)}-${rng.int(100000, 999999)}`, () => String(rng.int(5000000, 5999999)), () => `F-${rng.int(10000, 99999)}`])();
    const fmt = rng.pick(['dd/mm/yy', 'yyyy-mm-dd', 'dd.mm.yyyy'] as const);
    const font = rng.pick(["'DejaVu Sans Mono','Miriam Mono CLM'", "'Liberation Mono','Miriam Mono CLM'", "'Nachlieli CLM','Liberation Sans'"]);
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const clock = `${String(rng.int(5, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const body = `<svg width="46" height="46" viewBox="0 0 46 46" style="display:block;margin:0 auto"><rect x="8" y="6" width="20" height="34" rx="3" fill="none" stroke="#000" stroke-width="3"/><rect x="12" y="11" width="12" height="9" fill="#000"/><path d="M28 14 h6 v18 a3 3 0 0 0 6 0 v-16 l-4 -5" fill="none" stroke="#000" stroke-width="2.5"/></svg>
<div class="c big">${esc(s.brand)}</div>${s.brand !== s.legal ? `<div class="c">${esc(s.legal)}</div>` : ''}<div class="c">${s.label} ${lr(s.company && rng.chance(0.5) ? hyphenId(id) : id)}</div><div class="c sm">${esc(s.place)}</div>
<div class="rule"></div><div class="c b">חשבונית מס/קבלה</div><div class="c">מס' ${lr(docNo)}</div>
${r('תאריך', lr(`${dt(date, fmt)} ${clock}`))}${r('מסוף', lr(String(rng.int(10, 99))))}
<div class="rule"></div><div class="b">** תדלוק בשירות עצמי **</div>
${r('משאבה', String(rng.int(1, 12)))}${r('מוצר', diesel ? 'סולר' : 'בנזין 95')}${r('כמות (ליטר)', litres.toFixed(2))}${r('מחיר לליטר', (perL / 1000).toFixed(3))}${r('סכום דלק', amount(fuel))}
${clubPerL ? r(`הנחת מועדון ${(clubPerL / 100).toFixed(2)} לליטר`, lr(`-${amount(club)}`)) : ''}
${r('רכב', lr(plate(rng)))}${rng.chance(0.6) ? r('מד אוץ', String(rng.int(12000, 240000))) : ''}
<div class="rule"></div><div class="b">** חנות הנוחות **</div>
${shop.map((i) => r(`${esc(i.name)}${i.q > 1 ? ` ${lr(`${i.q}x${amount(i.u)}`)}` : ''}`, amount(i.q * i.u))).join('')}${r('סה"כ חנות', amount(shopSum))}
<div class="rule"></div>${r('סה"כ לתשלום', amount(total), 'big')}${r(`מע"מ ${rate}% כלול`, amount(vat))}
<div class="rule"></div>${r('כרטיס אשראי', lr(`**** ${rng.digits(4)}`))}${r("מס' אישור", lr(rng.digits(7)))}${r('תשלומים', '1')}
<div class="rule"></div><div class="c sm">אין להשאיר את הרכב ליד המשאבה<br>לחשבונית מרכזת לצי רכב פנו למשרד</div>`;
    const css = `body{font-family:${font},monospace;font-size:11px;width:70mm;padding:4mm 5mm;color:#000}
.c{text-align:center}.big{font-size:15px;font-weight:bold}.b{font-weight:bold}.sm{font-size:9px}.r{display:flex;justify-content:space-between}.rule{border-top:1px dashed #000;margin:2mm 0}`;
    const page = '80mm 230mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
