import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, trailingMinus } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-tobacconist-till';
const SHOPS = [
  { brand: 'הומידור', legal: 'עמוס ברקוביץ', company: false, label: 'עוסק מורשה', place: 'מתחם התחנה, ירושלים' },
  { brand: '', legal: 'טבק ועשן הגליל בע"מ', company: true, label: 'ח.פ.', place: "רח' הרצל 41, נהריה" },
  { brand: 'LA FUMATA', legal: 'לה פומאטה סיגרים בע"מ', company: true, label: 'ח"פ', place: 'שדרות רוטשילד 12, תל אביב' },
];
const GOODS: [string, number, number][] = [
  ["סיגר רובוסטו (יח')", 3800, 9500],
  ["סיגר קוריהה (יח')", 2900, 6200],
  ["טבק למקטרת 50 גר'", 5400, 8900],
  ["טבק לגלגול 30 גר'", 3200, 4600],
  ['נייר גלגול (חבילה)', 600, 1400],
  ['פילטרים סלים 120', 900, 1600],
  ['מצית בנזין', 8900, 24900],
  ['גז למצית 250 מ"ל', 1900, 2900],
  ['חותך סיגרים כפול', 4900, 13900],
  ['שקית לחות להומידור', 1800, 3200],
  ['מקטרת עץ אגס', 19000, 42000],
  ['ניקוי מקטרת (חבילה)', 1200, 1900],
];

/** A tobacconist's till slip on 80 mm paper: cigars and pipe tobacco, lighters, a club discount with a trailing minus, an age check, VAT contained. */
export const heTobacconistTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const { date } = dated(ID, rng);
    const s = rng.pick(SHOPS);
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const items = rng.some(GOODS, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, q: rng.int(1, name.includes('יח') ? 6 : 2), u: Math.round(rng.int(lo, hi) / 10) * 10 }));
    const gross = add(items.map((i) => i.q * i.u));
    const club = rng.chance(0.6);
    const disc = club ? Math.round((gross * 5) / 100) : 0;
    const total = gross - disc;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([
      () => `00${rng.int(10000, 99999)}`,
      () => `T${rng.int(1, 4)}-${rng.int(10000, 99999)}`,
      () => `${date.slice(0, 4)}/${String(rng.int(10, 999)).padStart(5, '0')}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd-mm-yy', 'yyyy-mm-dd'] as const);
    const shown = fmt === 'dd-mm-yy' ? dt(date, 'dd/mm/yy').replace(/\//g, '-') : dt(date, fmt);
    const font = rng.pick([
      ["'Nimbus Mono PS','Miriam Mono CLM'", 11],
      ["'Simple CLM','Liberation Sans Narrow'", 12.5],
      ["'Noto Sans Mono','Miriam Mono CLM'", 10.5],
    ] as const);
    const clock = `${String(rng.int(9, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const body = `${s.brand ? `<div class="c brand">${esc(s.brand)}</div><div class="c">${esc(s.legal)}</div>` : `<div class="c brand">${esc(s.legal)}</div>`}
<div class="c">${s.label} ${lr(idText)}</div><div class="c">${esc(s.place)}</div><div class="c">טלפון ${lr(`0${rng.pick([2, 3, 4])}-${rng.int(5000000, 9999999)}`)}</div>
<div class="eq"></div>
<div class="c b">חשבונית מס - קבלה</div><div class="c">מס' מסמך ${lr(docNo)}</div><div class="c sm">מקור</div>
${r(`${lr(shown)} ${clock}`, `קופה ${rng.int(1, 3)}`)}${r(`קופאי/ת: ${rng.pick(['ליאת', 'ארתור', 'מאיה', 'דוד'])}`, `עסקה ${lr(String(rng.int(100000, 999999)))}`)}
<div class="eq"></div>
${items.map((i) => `<div>${esc(i.name)}</div>${r(lr(`${i.q} x ${amount(i.u)}`), amount(i.q * i.u))}`).join('')}
<div class="dash"></div>${r(`סה"כ פריטים ${add(items.map((i) => i.q))}`, '')}
${club ? `${r('סה"כ לפני הנחה', amount(gross))}${r('הנחת מועדון 5%', lr(trailingMinus(disc)))}` : ''}
<div class="eq"></div>${r('סה"כ לתשלום', amount(total), 'big')}${r(`מזה מע"מ ${rate}%`, amount(vat))}${r('סה"כ ללא מע"מ', amount(total - vat))}
<div class="dash"></div>${rng.chance(0.5) ? r('אשראי', amount(total)) + r('כרטיס', lr(`************${rng.digits(4)}`)) + r('אישור', rng.digits(6)) : r('מזומן', amount(Math.ceil(total / 5000) * 5000)) + r('עודף', amount(Math.ceil(total / 5000) * 5000 - total))}
${club ? `<div class="dash"></div>${r('חבר מועדון', lr(cellular(rng)))}${r('נקודות שנצברו', String(rng.int(20, 400)))}` : ''}
<div class="dash"></div><div class="c sm">גיל הלקוח אומת (18+) · ${lr(`ת.ז. ******${rng.digits(3)}`)}<br>העישון מזיק לבריאות<br>החלפה תוך 7 ימים באריזה סגורה</div>`;
    const css = `body{font-family:${font[0]},monospace;font-size:${font[1]}px;width:70mm;padding:4mm 5mm;color:#111}
.c{text-align:center}.brand{font-size:18px;font-weight:bold}.b{font-weight:bold;font-size:1.15em}.sm{font-size:0.8em}.big{font-weight:bold;font-size:1.3em}
.r{display:flex;justify-content:space-between}.eq{border-top:3px double #000;margin:2mm 0}.dash{border-top:1px dashed #000;margin:2mm 0}`;
    const page = '80mm 210mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
