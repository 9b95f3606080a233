import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, hyphenId, landline, personalId } from '../../generalisation/notation';
import { code } from './extra';

const INSTITUTES = [
  { brand: 'שמע-טק', legal: 'שמע-טק מכוני שמיעה בע"מ', branches: [1, 2, 4, 7], color: '#3949ab' },
  { brand: 'קשב', legal: 'קשב מרכזי שמיעה ודיבור בע"מ', branches: [3, 5, 6], color: '#00796b' },
  { brand: 'אודיו-מד', legal: 'אודיו-מד (2010) בע"מ', branches: [1, 2, 3], color: '#6d4c41' },
];
const BRANCHES = [
  "רח' הרצל 60, רחובות",
  'מרכז רפואי לב העיר, באר שבע',
  "רח' העצמאות 40, אשדוד",
  "שד' מוריה 112, חיפה",
  "רח' כנפי נשרים 22, ירושלים",
  'קניון הדר, פתח תקווה',
  "רח' אחוזה 91, רעננה",
];
/** Model, price per device, net, in agorot. */
const MODELS: [string, number][] = [
  ['Phonak Audéo L70-R', 720000],
  ['Phonak Audéo L90-R', 910000],
  ['Oticon Intent 2 miniRITE R', 820000],
  ['Signia Pure Charge&Go 5AX', 640000],
  ['Widex Moment Sheer 330', 760000],
  ['ReSound Nexia 7', 580000],
  ['Starkey Genesis AI 20', 690000],
];
const ACCESSORIES: [string, number][] = [
  ['מטען נייד עם סוללה', 55000],
  ['מיקרופון נלווה לשיחות', 98000],
  ['מתאם טלוויזיה', 89000],
  ['ערכת ניקוי וייבוש', 12000],
  ['כיפות ומסננים - חבילה שנתית', 16000],
];
const FUNDS = ['כללית', 'מכבי', 'מאוחדת', 'לאומית'];

/**
 * A hearing aid institute's A4 "חשבונית מס / קבלה" (Noto Sans Hebrew or Nachlieli CLM, the brand in
 * Shofar): the brand and the legal name with "ח.פ." (hyphenated on some), the branch, the
 * audiologist with her licence number, the number with the branch before it ("4-10422"), the date
 * (dd/mm/yyyy or long Hebrew), the patient with a valid ת.ז., a birth date decades back, the health
 * fund and a file number, one or two devices (model, ear, serial number) at a price each, fitting at
 * 0.00, accessories on some, a pair discount on some, "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום", card
 * instalments with the first payment and the others, the health fund's refund the patient may claim
 * (an amount not taken off), the trial period's end and the warranty's end.
 */
export const heHearingAidInvoice: Layout = {
  id: 'he-hearing-aid-invoice',
  lang: 'he',
  kind: 'medical device invoice',
  make(rng: Rng) {
    const h = rng.pick(INSTITUTES);
    const vendorTaxId = taxId(rng);
    const branch = rng.pick(h.branches);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const [model, price] = rng.pick(MODELS);
    const ears = rng.chance(0.75) ? ['ימין', 'שמאל'] : [rng.pick(['ימין', 'שמאל'])];
    const rows: [string, string, number][] = ears.map((ear) => [`מכשיר שמיעה ${model} - אוזן ${ear}`, `S/N ${rng.digits(2)}${code(rng, 2)}${rng.digits(5)}`, price]);
    rows.push(['התאמה, כיוונים ומעקב שנתי', '', 0]);
    for (const acc of rng.some(ACCESSORIES, rng.int(0, 2))) rows.push([acc[0], '', acc[1]]);
    const lines = rows.reduce((a, r) => a + r[2], 0);
    const pair = ears.length === 2 && rng.chance(0.5) ? Math.round(price * 0.1) : 0;
    const net = lines - pair;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const n = rng.pick([1, 6, 10, 12, 18]);
    const rest = Math.floor(total / n);
    const first = total - rest * (n - 1);
    const docNo = `${branch}-${rng.int(10000, 29999)}`;
    const fund = rng.pick(FUNDS);
    const refund = rng.pick([179000, 289000, 349000, 459000]) * ears.length;
    const font = rng.pick(['Noto Sans Hebrew', 'Nachlieli CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'he'] as const);
    const born = `${rng.int(1936, 1962)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const body = `<div class="hd"><div><div class="brand">${esc(h.brand)}</div><div class="sub">מכון שמיעה · בדיקות שמיעה · מכשירי שמיעה</div></div>
<div class="legal">${esc(h.legal)}<br>ח.פ. ${rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId}<br>סניף ${esc(BRANCHES[branch - 1])}<br>טל' ${landline(rng)}</div></div>
<div class="title"><span>חשבונית מס / קבלה</span><span>מס' ${docNo}</span></div>
<table class="info"><tr><td>תאריך</td><td>${dt(date, fmt)}</td><td>קלינאית תקשורת</td><td>${esc(rng.pick(['הילה שמעוני', 'רנא מסארווה', 'אורלי ברק', 'מיכל טננבאום']))}, רישיון ${rng.int(10, 99)}-${rng.int(100, 999)}</td></tr>
<tr><td>שם המטופל/ת</td><td>${esc(rng.pick(['משה גולדשטיין', 'זהבה אלון', 'יעקב מנסור', 'רבקה פינטו', 'אליהו שלום', 'ברכה קפלן']))}</td><td>ת.ז.</td><td>${personalId(rng)}</td></tr>
<tr><td>תאריך לידה</td><td>${dt(born, 'dd/mm/yyyy')}</td><td>קופת חולים</td><td>${fund} · מס' תיק ${rng.int(20000, 89999)}</td></tr></table>
<table class="it"><tr><th>פריט</th><th>מס' סידורי</th><th>מחיר</th></tr>${rows.map(([d, sn, p]) => `<tr><td>${esc(d)}</td><td class="sn">${sn}</td><td>${amount(p)}</td></tr>`).join('')}
${pair ? `<tr><td>הנחת זוג מכשירים</td><td></td><td>-${amount(pair)}</td></tr>` : ''}</table>
<div class="row"><div class="box"><b>החזר קופת חולים ${fund}</b><br>ניתן להגיש חשבונית זו לקופה לקבלת החזר של עד ${amount(refund)} ₪ (לפי זכאות, ${ears.length === 2 ? 'לשתי אוזניים' : 'לאוזן אחת'}). ההחזר משולם ישירות למבוטח ואינו מנוכה מחשבונית זו.<br><br>
<b>תקופת ניסיון</b> עד ${dt(addDays(date, 60), 'dd/mm/yyyy')} · <b>אחריות יצרן</b> עד ${dt(addDays(date, 365 * 4), 'dd/mm/yyyy')}</div>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr>
<tr><td colspan="2" class="pay">${n === 1 ? `שולם בכרטיס אשראי ****${rng.digits(4)}, תשלום אחד` : `כרטיס אשראי ****${rng.digits(4)} · ${n} תשלומים:<br>תשלום ראשון ${amount(first)} ₪, ויתר התשלומים ${amount(rest)} ₪`}</td></tr></table></div>
<div class="foot">המכשירים נמסרו למטופל/ת בתקינות יחד עם הוראות שימוש. ביטול עסקה בתקופת הניסיון בהחזרת המכשירים במצב תקין, בניכוי דמי התאמה כחוק. חתימת המטופל/ת: ______________</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#263238;padding:13mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid ${h.color};padding-bottom:3mm}
.brand{font-family:'Shofar',sans-serif;font-weight:bold;font-size:36px;color:${h.color}}.sub{color:#607d8b}.legal{text-align:left;font-size:10.5px;line-height:1.5}.title{display:flex;justify-content:space-between;margin:5mm 0 3mm;font-size:19px;font-weight:bold;color:${h.color}}
table{border-collapse:collapse;width:100%}.info td{padding:1.5mm 2mm;border:1px solid #cfd8dc}.info td:nth-child(odd){background:#eceff1;width:28mm;color:#455a64}
.it{margin-top:5mm}.it th{background:${h.color};color:#fff;font-weight:normal;padding:1.8mm 2mm;text-align:right}.it th:last-child,.it td:last-child{text-align:left;white-space:nowrap}.it td{padding:1.8mm 2mm;border-bottom:1px solid #cfd8dc}.sn{direction:ltr;text-align:right;font-family:'DejaVu Sans Mono',monospace;font-size:10.5px}
.row{display:flex;justify-content:space-between;gap:8mm;margin-top:5mm}.box{flex:1;border:1px solid #cfd8dc;border-radius:2mm;padding:3mm;font-size:11px;background:#fafafa;line-height:1.5}.tot{width:85mm}.tot td{padding:1.3mm 2mm}.tot td:last-child{text-align:left}
.b td{font-weight:bold;font-size:15px;border-top:2px solid #263238;border-bottom:2px solid #263238}.pay{font-size:10.5px;color:#455a64;text-align:right!important;padding-top:2mm}.foot{margin-top:10mm;font-size:10px;color:#607d8b;border-top:1px solid #cfd8dc;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: h.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
