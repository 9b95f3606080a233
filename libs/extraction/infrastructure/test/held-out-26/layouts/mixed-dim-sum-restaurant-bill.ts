import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, share } from '../../generalisation/notation';
import { add, bi, dated, lr, taxIn, vid } from './extra';

const ID = 'mixed-dim-sum-restaurant-bill';
const PLACES = [
  {
    brandHe: '',
    brandEn: '',
    he: 'דים סאם האוס מסעדות בע"מ',
    en: 'Dim Sum House Restaurants Ltd.',
    legal: 'דים סאם האוס מסעדות בע"מ',
    company: true,
    label: bi('ח.פ.', 'Co. No.'),
  },
  { brandHe: 'לוטוס', brandEn: 'LOTUS', he: "ג'ני לין", en: 'Jenny Lin', legal: "ג'ני לין", company: false, label: bi('עוסק מורשה', 'Licensed Dealer') },
  { brandHe: 'באמבו', brandEn: 'BAMBOO', he: 'באמבו סטימר בע"מ', en: 'Bamboo Steamer Ltd.', legal: 'באמבו סטימר בע"מ', company: true, label: bi('ח"פ', 'Reg. No.') },
];
const DISHES: [string, string, number][] = [
  ['הא גאו (4)', 'Har gow (4)', 3400],
  ['שאו מאי (4)', 'Siu mai (4)', 3200],
  ['באו חזיר צלוי', 'Char siu bao', 2900],
  ['באו טבעוני', 'Vegan bao', 2600],
  ['לחמניית שום עירית', 'Chive dumplings', 2800],
  ["צ'ונג פאן שרימפס", 'Cheung fun, shrimp', 3600],
  ['לחמניות אביב', 'Spring rolls', 2400],
  ['עוגת צנון', 'Turnip cake', 2200],
  ['טארט ביצים', 'Egg tart', 1800],
  ['קנקן תה יסמין', 'Jasmine tea pot', 1900],
  ['קנקן תה אולונג', 'Oolong tea pot', 2200],
  ['בירה צינגטאו', 'Tsingtao beer', 3000],
];

/** A dim sum restaurant's bill on 80 mm paper, every label in Hebrew and English: table, guests and server, dishes named in both languages, a lunch deal before four on some, VAT contained, "service not included" and a tip guide of 10/12/15% with amounts, paid in full without a tip. */
export const mixedDimSumRestaurantBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng: Rng) {
    const { date } = dated(ID, rng);
    const p = rng.pick(PLACES);
    const id = vid(p.legal, p.company);
    const rate = israeliRate(date);
    const guests = rng.int(2, 5);
    const items = rng.some(DISHES, rng.int(4, 8)).map(([he, en, u]) => ({ he, en, q: rng.int(1, 3), u }));
    const sub = add(items.map((i) => i.q * i.u));
    const hour = rng.int(11, 22);
    const lunch = hour < 16 && rng.chance(0.7);
    const disc = lunch ? share(sub, 15) : 0;
    const total = sub - disc;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([() => `DS${rng.int(100000, 199999)}`, () => `${rng.int(1, 4)}/${rng.int(20000, 49999)}`, () => String(rng.int(700000, 799999))])();
    const fmt = rng.pick(['dd/mm/yyyy', 'yyyy-mm-dd', 'd.m.yy'] as const);
    const font = rng.pick(["'Noto Sans Hebrew','Noto Sans'", "'FreeSans'", "'Miriam CLM','DejaVu Sans'"]);
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const clock = `${hour}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const body = `<div class="seal">點心</div>${p.brandHe ? `<div class="c big">${p.brandHe} · ${lr(p.brandEn)}</div>` : ''}<div class="c ${p.brandHe ? '' : 'big'}">${esc(p.he)}</div><div class="c">${lr(esc(p.en))}</div><div class="c">${p.label} ${lr(p.company && rng.chance(0.5) ? hyphenId(id) : id)}</div>
<div class="c sm">${bi(rng.pick(['נחלת בנימין 31, תל אביב', 'שדרות בן גוריון 5, חיפה', 'עמק רפאים 40, ירושלים']), rng.pick(['Tel Aviv', 'Haifa', 'Jerusalem']), ' · ')}</div>
<div class="rule"></div><div class="c b">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt', ' · ')}</div>
${r(bi("מס'", 'No.'), lr(docNo))}${r(bi('תאריך', 'Date'), lr(`${dt(date, fmt)} ${clock}`))}${r(bi('שולחן', 'Table'), String(rng.int(1, 30)))}${r(bi('סועדים', 'Guests'), String(guests))}${r(bi('מלצר/ית', 'Server'), rng.pick(['מאי / May', 'טל / Tal', 'ליו / Liu']))}
<div class="rule"></div>${items.map((i) => `<div class="it"><div>${esc(i.he)}<br><span class="en">${esc(i.en)}</span></div><div class="n">${lr(`${i.q} × ${amount(i.u)}`)}<br>${amount(i.q * i.u)}</div></div>`).join('')}
<div class="rule"></div>${r(bi('סכום ביניים', 'Subtotal'), amount(sub))}${lunch ? r(bi('עסקית צהריים', 'Lunch deal -15%'), lr(`-${amount(disc)}`)) : ''}
${r(bi('לתשלום', 'TOTAL ₪'), amount(total), 'big')}${r(bi('מזה מע"מ', `incl. VAT ${rate}%`), amount(vat))}
<div class="rule"></div>${r(bi('שולם', 'Paid'), `${rng.pick(['אשראי / Card', 'מזומן / Cash', 'Apple Pay'])} ${amount(total)}`)}
<div class="tip"><div class="c b">${bi('השירות אינו כלול', 'Service not included')}</div>${[10, 12, 15].map((t) => r(`${t}%`, amount(share(total, t)))).join('')}<div class="c sm">${bi('טיפ', 'Tip')}: ____________</div></div>
<div class="c sm">${bi('תודה!', 'Thank you!')} 謝謝</div>`;
    const css = `body{font-family:${font},'Droid Sans Fallback',sans-serif;font-size:10.5px;width:70mm;padding:4mm 5mm;color:#111}.seal{font-family:'Droid Sans Fallback';margin:0 auto 2mm;width:16mm;height:16mm;line-height:16mm;text-align:center;border-radius:50%;background:#b71c1c;color:#fff;font-size:17px}
.c{text-align:center}.big{font-size:14px;font-weight:bold}.b{font-weight:bold}.sm{font-size:8.5px}.r{display:flex;justify-content:space-between}.rule{border-top:1px dotted #000;margin:1.8mm 0}
.it{display:flex;justify-content:space-between;margin:0.8mm 0}.en{font-size:9px;color:#444}.n{text-align:left}.tip{border:1px solid #000;border-radius:2mm;padding:1.5mm 2mm;margin:2mm 0}`;
    const page = '80mm 240mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
