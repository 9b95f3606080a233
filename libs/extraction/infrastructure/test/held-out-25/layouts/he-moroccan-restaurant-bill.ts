import { amount, esc, htmlPage, israeliRate, Layout, Rng, time, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { add, day, lr, taxIn, vid } from './extra';

const PLACES = [
  { brand: 'פאס הקטנה', legal: 'מרים אלמליח', company: false, label: 'ע.מ.' },
  { brand: '', legal: 'טעמי מרקש בע"מ', company: true, label: 'ח.פ.' },
  { brand: 'דאר סעידה', legal: 'בית סעידה מסעדות בע"מ', company: true, label: 'ח"פ' },
];
const DISHES: [string, number][] = [
  ['סלטים מרוקאים (מגש)', 4800],
  ['חריימה', 8900],
  ["טאג'ין עוף בלימון כבוש", 7900],
  ['קוסקוס ירקות ובשר', 8400],
  ['פסטייה', 6200],
  ['סיגרים', 3600],
  ["כרעיים בצ'ובי", 7400],
  ['מופלטה בדבש', 3200],
  ['תה נענע (קנקן)', 2400],
  ['ערק (כוס)', 2800],
  ['לימונדה', 1600],
];

/** A Moroccan restaurant's bill on A5: dishes with VAT included, a 12% service charge added to the bill and within VAT, a tip guide outside it. */
export const heMoroccanRestaurantBill: Layout = {
  id: 'he-moroccan-restaurant-bill',
  lang: 'he',
  kind: 'restaurant bill',
  make(rng: Rng) {
    const p = rng.pick(PLACES);
    const id = vid(p.legal, p.company);
    const date = day(rng);
    const rate = israeliRate(date);
    const lines = rng.some(DISHES, rng.int(4, 8)).map(([n, u]) => ({ n, q: rng.int(1, 4), u }));
    const food = add(lines.map((l) => l.q * l.u));
    const svcPct = rng.pick([10, 12, 12.5]);
    const svc = Math.round((food * svcPct) / 100);
    const total = food + svc;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([() => String(rng.int(30000, 89999)), () => `T${rng.int(10, 40)}-${rng.int(1000, 9999)}`, () => `1/${rng.int(10000, 99999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const [font, title] = rng.pick([
      ['David CLM', 'Ellinia CLM'],
      ['Noto Serif Hebrew', 'Frank Ruehl CLM'],
      ['FreeSerif', 'Drugulin CLM'],
    ]);
    const diners = rng.int(2, 8);
    const pay = rng.pick([`ויזה ${lr(`****${rng.digits(4)}`)} אישור ${rng.digits(6)}`, `ביט ${lr(`REF${rng.digits(9)}`)}`, 'מזומן']);
    const body = `<div class="band"></div><div class="c t">${esc(p.brand || p.legal)}</div><div class="c">מטבח מרוקאי ביתי</div>
${p.brand ? `<div class="c">${esc(p.legal)}</div>` : ''}<div class="c">${p.label} ${lr(p.company && rng.chance(0.5) ? hyphenId(id) : id)} · טל' ${lr(`08-${rng.int(9100000, 9999999)}`)}</div><div class="band"></div>
<table class="meta"><tr><td>שולחן ${rng.int(1, 40)}</td><td>סועדים ${diners}</td><td>מלצר/ית: ${rng.pick(['אורטל', 'יונתן', 'סיוון'])}</td></tr>
<tr><td colspan="2">חשבונית מס/קבלה מס' <b>${lr(docNo)}</b></td><td>הזמנה ${rng.int(100, 999)}</td></tr><tr><td colspan="2">תאריך: ${lr(dt(date, fmt))}</td><td>${time(rng)}</td></tr></table>
<table class="it">${lines.map((l) => `<tr><td>${l.q}</td><td>${esc(l.n)}</td><td>${amount(l.u)}</td><td>${amount(l.q * l.u)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ מנות</td><td>${amount(food)}</td></tr><tr><td>דמי שירות ${svcPct}%</td><td>${amount(svc)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${amount(vat)}</td></tr></table>
<div>אמצעי תשלום: ${pay}</div><div class="c sm">דמי השירות משולמים לצוות. תשר נוסף אינו חובה.<br>מחיר ממוצע לסועד: ${amount(Math.round(total / diners))} ₪</div><div class="band"></div>`;
    const css = `body{font-family:'${font}',serif;font-size:13px;padding:10mm 14mm;color:#3a1408}.c{text-align:center}.t{font-family:'${title}';font-size:30px;color:#9c2a12}.sm{font-size:11px;margin-top:3mm}
.band{height:5mm;margin:3mm 0;background:repeating-linear-gradient(45deg,#9c2a12 0 6px,#e0a030 6px 12px,#1f5c70 12px 18px)}.meta{width:100%}.it{width:100%;border-top:1px solid #9c2a12;border-bottom:1px solid #9c2a12;margin:3mm 0}
.it td:nth-child(n+3){text-align:left}.tot{width:70mm;margin-right:auto}.tot td:last-child{text-align:left}.g{font-weight:bold;font-size:16px}`;
    const page = 'A5';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
