import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, share } from '../../generalisation/notation';
import { add, dated, lr, pair, taxIn, vid } from './extra';

const ID = 'he-korean-restaurant-bill';
const PLACES = [
  { brand: 'SEOUL GRILL', sub: 'ברביקיו קוריאני על השולחן', legal: 'סיאול גריל מסעדות בע"מ', company: true, label: 'ח.פ.', place: 'שוק הנמל, תל אביב' },
  { brand: "קימצ'י", sub: 'מטבח ביתי קוריאני', legal: "מין-ג'ו כהן", company: false, label: 'עוסק מורשה', place: "רח' מסדה 21, חיפה" },
  { brand: '', sub: "מסעדה קוריאנית · בר סוג'ו", legal: 'הבית הקוריאני בע"מ', company: true, label: 'ח"פ', place: 'קניון הזהב, ראשון לציון' },
];
const DISHES: [string, number, number][] = [
  ["באנצ'אן – מגש תוספות", 1800, 2800],
  ["קימצ'י ג'יגה (נזיד)", 5400, 6900],
  ['ביבימבאפ בסיר אבן', 5900, 7400],
  ["בולגוגי לגריל (250 גר')", 8900, 11800],
  ['סמגיופסל לגריל', 7900, 9900],
  ['צלעות גאלבי', 11900, 14900],
  ["כנפיים בגוצ'וג'אנג", 4900, 5900],
  ['טטאוקבוקי', 4200, 5400],
  ["צ'אפצ'ה", 4600, 5800],
  ["פאג'און (לביבת בצל ירוק)", 3800, 4800],
  ['מנדו מאודים (6)', 3600, 4400],
  ["סוג'ו (בקבוק)", 4500, 5900],
  ['מקגולי (בקבוק)', 4900, 6200],
  ['בירה קאס', 2800, 3400],
  ['תה שעורה קר', 1400, 1900],
  ["גלידת הודו-גוואג'א", 2600, 3400],
];

/** A Korean restaurant's bill on 85 mm paper: table grill sets and dishes, the table's guests and server, a service charge added before the total, VAT contained; card or cash. */
export const heKoreanRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const p = PLACES[n % PLACES.length];
    const id = vid(p.legal, p.company);
    const rate = israeliRate(date);
    const guests = rng.int(2, 7);
    const items = rng.some(DISHES, rng.int(4, 8)).map(([name, lo, hi]) => ({ name, q: rng.int(1, Math.min(3, guests)), u: Math.round(rng.int(lo, hi) / 100) * 100 }));
    const food = add(items.map((i) => i.q * i.u));
    const svcPct = rng.pick([10, 12, 12.5]);
    const svc = share(food, svcPct);
    const total = food + svc;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([() => String(rng.int(10000, 99999)), () => `K-${rng.int(100000, 399999)}`, () => `${date.slice(0, 4)}-${String(rng.int(1, 9999)).padStart(4, '0')}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'yyyy-mm-dd'] as const);
    const font = rng.pick([
      ["'Miriam CLM','DejaVu Sans'", 13],
      ["'FreeSans'", 12.5],
      ["'Noto Sans Hebrew','Noto Sans'", 12],
    ] as const);
    const opened = `${String(rng.int(12, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const idText = p.company && rng.chance(0.5) ? hyphenId(id) : id;
    const card = rng.chance(0.7);
    const tendered = Math.ceil(total / 5000) * 5000;
    const badge = `<svg width="34" height="34" viewBox="0 0 34 34"><circle cx="17" cy="17" r="15" fill="#b3202b"/><path d="M4 17 a13 13 0 0 1 26 0 a6.5 6.5 0 0 1 -13 0 a6.5 6.5 0 0 0 -13 0" fill="#1f3e8a"/></svg>`;
    const body = `<div class="hd">${badge}<div><div class="br">${esc(p.brand || p.legal)}</div><div class="sb">${esc(p.sub)}</div></div></div>
${p.brand ? `<div class="c">${esc(p.legal)}</div>` : ''}<div class="c">${p.label} ${lr(idText)}</div><div class="c">${esc(p.place)} · ${lr(`0${rng.pick([3, 4, 8])}-${rng.int(5000000, 9999999)}`)}</div>
<div class="box"><div class="c b">חשבונית מס / קבלה</div><div class="c b">מס' ${lr(docNo)}</div>
${pair(`תאריך ${lr(dt(date, fmt))}`, `נפתח ${opened}`)}${pair(`שולחן ${rng.int(1, 38)}`, `סועדים ${guests}`)}${pair('מלצר/ית', rng.pick(['הילה', 'יונתן', "סו-ג'ין", 'רועי']))}</div>
${items.map((i) => pair(`${esc(i.name)}${i.q > 1 ? ` <span class="q">${lr(`${i.q} × ${amount(i.u)}`)}</span>` : ''}`, amount(i.q * i.u))).join('')}
<div class="ln"></div>${pair('סה"כ מנות ומשקאות', amount(food))}${pair(`דמי שירות ${svcPct}%`, amount(svc))}
<div class="ln2"></div>${pair('סה"כ לתשלום ₪', amount(total), 'big')}${pair(`כולל מע"מ ${rate}%`, amount(vat))}
<div class="ln"></div>${card ? pair('ויזה', amount(total)) + pair('4 ספרות', lr(rng.digits(4))) + pair('אישור', lr(rng.digits(6))) : pair('מזומן', amount(tendered)) + pair('עודף', amount(tendered - total))}
<div class="ft">דמי השירות מועברים במלואם לצוות<br>תודה ולהתראות</div>`;
    const css = `body{font-family:${font[0]},sans-serif;font-size:${font[1]}px;width:75mm;padding:5mm;color:#151515}
.hd{display:flex;gap:3mm;align-items:center;justify-content:center}.br{font-size:20px;font-weight:bold;letter-spacing:0.5px}.sb{font-size:0.85em}.c{text-align:center}.b{font-weight:bold}
.box{border:1.5px solid #222;padding:1.5mm 2mm;margin:2.5mm 0}.pr{display:flex;justify-content:space-between;gap:2mm}.q{font-size:0.85em;color:#444}
.big{font-weight:bold;font-size:1.3em}.ln{border-top:1px solid #000;margin:1.5mm 0}.ln2{border-top:3px solid #000;margin:1.5mm 0}.ft{text-align:center;font-size:0.8em;margin-top:3mm}`;
    const page = '85mm 230mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
