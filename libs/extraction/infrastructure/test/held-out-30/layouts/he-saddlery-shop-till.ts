import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { add, dated, house, lr, pair, taxIn, vid } from './extra';

const ID = 'he-saddlery-shop-till';
const SHOPS = [
  { brand: 'אוכף ורסן', legal: 'עומרי בן חיים', company: false, label: 'עוסק מורשה', trade: 'ציוד לרוכב ולסוס', place: 'מושב בית חרות, ליד החווה' },
  { brand: '', legal: 'חוות הציוד לרוכב בע"מ', company: true, label: 'ח.פ.', trade: '', place: "רח' הנפחים 12, אזור תעשייה כרמיאל" },
  { brand: 'EQUUS TACK', legal: 'אקווס טק ציוד רכיבה בע"מ', company: true, label: 'ח"פ', trade: '', place: 'מרכז קניות גן שמואל' },
];
/** Goods: name, price range in agorot, how many at most. */
const GOODS: [string, number, number, number][] = [
  ['קסדת רכיבה מתכווננת', 24900, 49900, 1],
  ['מגפי רכיבה גומי', 18900, 32900, 1],
  ["צ'אפס עור קצרים", 21900, 34900, 1],
  ['מכנסי רכיבה נשים', 22900, 39900, 1],
  ['כפפות רכיבה', 5900, 11900, 2],
  ['מברשת פרווה רכה', 2900, 4900, 2],
  ['מסרק רעמה וזנב', 1900, 3500, 2],
  ['מגרדת פרסות', 1200, 2500, 3],
  ['שמן פרסות 500 מ"ל', 4900, 7900, 2],
  ['שמפו לסוסים 1 ליטר', 3900, 6900, 2],
  ['רסן עור עם מושכות', 29900, 54900, 1],
  ['שמיכת אוכף', 14900, 25900, 1],
  ["חבל הובלה 3 מ'", 3900, 6900, 2],
  ['קוביות ליקוק מלח', 1500, 2900, 4],
  ['חטיפי תפוח לסוסים', 2400, 3900, 3],
  ['מגיני רגליים (סט 4)', 17900, 27900, 1],
];

/** A riding-equipment (saddlery) shop's till slip on 80 mm paper: goods by the piece, a riders' club discount on some, VAT contained, cash or card in instalments. */
export const heSaddleryShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const s = SHOPS[n % SHOPS.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const items = rng.some(GOODS, rng.int(2, 6)).map(([name, lo, hi, most]) => {
      const q = rng.int(1, most);
      const u = Math.round(rng.int(lo, hi) / 100) * 100 - 10;
      return { name, q, u, sum: q * u, code: String(rng.int(100000, 999999)) };
    });
    const gross = add(items.map((i) => i.sum));
    const club = rng.chance(0.5) ? Math.round(gross * 0.05) : 0;
    const total = gross - club;
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [() => String(rng.int(20000, 89999)), () => `01-${rng.int(10000, 99999)}`, () => `ET${rng.int(100000, 999999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'yyyy-mm-dd'] as const);
    const font = rng.pick([
      ["'Liberation Mono','Miriam Mono CLM'", 12],
      ["'DejaVu Sans Mono','Miriam Mono CLM'", 11],
      ["'Simple CLM','Liberation Sans'", 13],
    ] as const);
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const clock = `${String(rng.int(9, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const card = rng.chance(0.65);
    const payments = card ? rng.pick([1, 1, 3, 6]) : 1;
    const tendered = Math.ceil(total / 5000) * 5000;
    const pay = card
      ? pair(`אשראי${payments > 1 ? ` – ${payments} תשלומים` : ''}`, amount(total)) + pair('כרטיס', lr(`**** ${rng.digits(4)}`)) + pair("מס' אישור", lr(rng.digits(7)))
      : pair('מזומן', amount(tendered)) + pair('עודף', amount(tendered - total));
    const rows = items.map((i) => `<div class="it">${esc(i.name)}</div>${pair(`&nbsp;${lr(i.code)}&nbsp;&nbsp;${lr(`${i.q} × ${amount(i.u)}`)}`, amount(i.sum))}`).join('');
    const horseshoe = `<svg width="34" height="34" viewBox="0 0 34 34"><path d="M8 30 C2 18 4 4 17 4 C30 4 32 18 26 30" fill="none" stroke="#000" stroke-width="4"/><circle cx="9" cy="20" r="1.2"/><circle cx="25" cy="20" r="1.2"/><circle cx="11" cy="11" r="1.2"/><circle cx="23" cy="11" r="1.2"/></svg>`;
    const head = s.brand ? `<div class="logo">${esc(s.brand)}</div><div class="c b">${esc(s.legal)}</div>` : `<div class="logo">${esc(s.legal)}</div>`;
    const body = `<div class="c">${horseshoe}</div>${head}
${s.trade ? `<div class="c">${esc(s.trade)}</div>` : ''}<div class="c">${s.label} ${lr(idText)}</div>
<div class="c">${esc(s.place)}</div><div class="c">טל. ${lr(landline(rng))}</div>
<div class="ln">- - - - - - - - - - - - - - - - - - - -</div>
<div class="c t">חשבונית מס קבלה מס' ${lr(docNo)}</div><div class="c">מקור</div>
${pair(`תאריך: ${lr(dt(date, fmt))}`, `${clock}`)}${pair(`קופה ${rng.int(1, 3)}`, `מוכר/ת: ${rng.pick(['שירן', 'אלעד', 'נועה', 'מוחמד'])}`)}
<div class="ln">- - - - - - - - - - - - - - - - - - - -</div>${rows}
<div class="ln">- - - - - - - - - - - - - - - - - - - -</div>
${club ? pair('סה"כ פריטים', amount(gross)) + pair('הנחת מועדון רוכבים 5%', lr(`-${amount(club)}`)) : ''}
${pair('לתשלום', amount(total), 'big')}${pair('מחיר לפני מע"מ', amount(total - vat))}${pair(`מע"מ ${rate}% כלול בסכום`, amount(vat))}
<div class="ln">- - - - - - - - - - - - - - - - - - - -</div>${pay}
<div class="ln">- - - - - - - - - - - - - - - - - - - -</div>
<div class="c">החלפה תוך 14 יום בצירוף חשבונית<br>קסדות שנפתחו אינן ניתנות להחזרה<br>רכיבה בטוחה!</div>`;
    const css = `body{font-family:${font[0]},monospace;font-size:${font[1]}px;width:72mm;padding:4mm;color:#000}
.logo{text-align:center;font-size:20px;font-weight:bold;letter-spacing:1px}.c{text-align:center}.b{font-weight:bold}.t{font-weight:bold;font-size:1.15em;margin-top:1mm}
.pr{display:flex;justify-content:space-between;gap:2mm}.big{font-weight:bold;font-size:1.3em;margin:1mm 0}.ln{overflow:hidden;white-space:nowrap;text-align:center}.it{margin-top:0.8mm}`;
    const page = '80mm 210mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
