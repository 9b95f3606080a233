import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, share } from '../../generalisation/notation';
import { add, dated, lr, pair, taxIn, vid, house } from './extra';

const ID = 'he-model-hobby-shop-till';
const SHOPS = [
  { brand: 'דגם ודבק', legal: 'עמית רוזנברג', company: false, label: 'עוסק מורשה', trade: 'חנות דגמים ותחביבים', place: "רח' הרצל 112, רחובות" },
  { brand: '', legal: 'תחביבי מודל בע"מ', company: true, label: 'ח.פ.', trade: '', place: 'קניון הגבעה, קומה 1, גבעתיים' },
  { brand: 'SCALE 1:35', legal: 'סקייל דגמים יבוא בע"מ', company: true, label: 'ח"פ', trade: '', place: "שד' ירושלים 30, אשדוד" },
];
/** Kits and supplies: name, price range in agorot, how many a customer takes at most. */
const GOODS: [string, number, number, number][] = [
  ['ערכת דגם טנק מרכבה 1:35', 18900, 26900, 1],
  ['ערכת דגם מטוס F-16I סופה 1:48', 21900, 31900, 1],
  ['ערכת דגם ספינת מלחמה 1:700', 12900, 17900, 1],
  ["ערכת דגם ג'יפ ויליס 1:24", 8900, 12900, 1],
  ['צבע אקרילי 10 מ"ל', 1190, 1690, 6],
  ['צבע אנמל מט 14 מ"ל', 1290, 1790, 4],
  ['מכחול ספר 00 סייבל', 2400, 3900, 2],
  ['דבק דגמים דליל 40 מ"ל', 2200, 3200, 2],
  ['פריימר אפור בתרסיס', 4900, 6900, 1],
  ['נייר שיוף לדגמים (סט 4)', 1800, 2900, 2],
  ['מספריים לחלקים (ניפר)', 5900, 8900, 1],
  ['מדבקות מים – סימוני חיל האוויר', 3400, 4900, 1],
  ["מסילה ישרה H0 – 4 יח'", 3900, 5900, 2],
  ['קרון משא H0', 8900, 12900, 1],
  ['סוללת LiPo 7.4V לרכב שלט', 9900, 14900, 1],
  ['צמיגי גומי לרכב 1:10 (זוג)', 4400, 6400, 1],
  ['מדף תצוגה אקרילי', 6900, 9900, 1],
];
const SELLERS = ['רועי', 'מאיה', 'גבי', 'אלכס', 'נועה'];

/** A model and hobby shop's till slip on 80 mm paper: kits, paints by the bottle "6 × 12.90", club members' discount with a leading minus, instalments on a card, the exchange deadline; VAT contained. */
export const heModelHobbyShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const s = SHOPS[n % SHOPS.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const items = rng.some(GOODS, rng.int(3, 7)).map(([name, lo, hi, most]) => {
      const q = rng.int(1, most);
      const u = Math.round(rng.int(lo, hi) / 10) * 10;
      return { sku: String(rng.int(100000, 989999)), name, q, u, sum: q * u };
    });
    const gross = add(items.map((i) => i.sum));
    const club = rng.chance(0.5);
    const disc = club ? share(gross, 5) : 0;
    const total = gross - disc;
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [
      () => String(rng.int(30000, 79999)),
      () => `${String(rng.int(1, 4)).padStart(2, '0')}/${rng.int(10000, 99999)}`,
      () => `MH-${rng.int(100000, 999999)}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const font = rng.pick([
      ["'Nimbus Mono PS','Miriam Mono CLM'", 11.5],
      ["'Liberation Mono','Miriam Mono CLM'", 11.5],
      ["'Simple CLM','DejaVu Sans'", 12.5],
    ] as const);
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const clock = `${String(rng.int(10, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const exchange = addDays(date, 14);
    const pay = rng.pick(['card', 'split', 'cash'] as const);
    const tendered = Math.ceil(total / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const parts = total > 40000 ? 3 : 2;
    const rest = Math.floor(total / parts);
    const first = total - rest * (parts - 1);
    const card = lr(`****${rng.digits(4)}`);
    const payment =
      pay === 'card'
        ? pair('אשראי', amount(total)) + pair('כרטיס', card) + pair('אישור', lr(rng.digits(7))) + pair('תשלומים', '1')
        : pay === 'split'
          ? pair('אשראי', amount(total)) +
            pair('כרטיס', card) +
            pair('אישור', lr(rng.digits(7))) +
            pair(`${parts} תשלומים`, `ראשון ${amount(first)}`) +
            pair('', `ועוד ${parts - 1} × ${amount(rest)}`)
          : pair('מזומן', amount(tendered)) + pair('עודף', amount(tendered - total));
    const lines = items
      .map((i) =>
        i.q > 1
          ? `<div class="it">${lr(i.sku)} ${esc(i.name)}</div>${pair(`&nbsp;&nbsp;${lr(`${i.q} × ${amount(i.u)}`)}`, amount(i.sum))}`
          : pair(`${lr(i.sku)} ${esc(i.name)}`, amount(i.sum)),
      )
      .join('');
    const count = add(items.map((i) => i.q));
    const member = club ? `${rng.int(1000, 9999)}` : '';
    const points = club ? Math.floor(total / 1000) : 0;
    const body = `<div class="hd">${s.brand ? `<div class="logo">${esc(s.brand)}</div><div class="c b">${esc(s.legal)}</div>` : `<div class="logo">${esc(s.legal)}</div>`}
${s.trade ? `<div class="c">${esc(s.trade)}</div>` : ''}<div class="c">${s.label} ${lr(idText)}</div></div>
<div class="c">${esc(s.place)}</div><div class="c">טל' ${lr(`0${rng.pick([8, 3])}-${rng.int(6000000, 9999999)}`)}</div>
<div class="rule"></div>
<div class="c t">חשבונית מס-קבלה מס' ${lr(docNo)}</div><div class="c sm">מקור</div>
${pair(`תאריך: ${lr(dt(date, fmt))}`, `${clock}`)}${pair(`קופה ${rng.int(1, 3)} · מסוף ${lr(String(rng.int(10, 99)))}`, `מוכר: ${rng.pick(SELLERS)}`)}
<div class="rule"></div>${lines}<div class="thin"></div>
${pair(`סה"כ פריטים: ${count}`, '')}
${club ? pair('סכום לפני הנחה', amount(gross)) + pair('הנחת מועדון דגמנים 5%', lr(`-${amount(disc)}`)) : ''}
${pair('לתשלום', amount(total), 'big')}${pair(`כולל מע"מ ${rate}%`, amount(vat))}
<div class="thin"></div>${payment}
${club ? `<div class="thin"></div>${pair('חבר מועדון', lr(member))}${pair('טלפון', lr(cellular(rng)))}${pair('נקודות שנצברו', String(points))}` : ''}
<div class="rule"></div><div class="c sm">החלפה עם חשבונית עד ${lr(dt(exchange, 'dd/mm/yyyy'))}<br>ערכות פתוחות וצבעים אינם ניתנים להחזרה<br>ערב הרכבה משותף בכל יום רביעי 19:00</div>`;
    const css = `body{font-family:${font[0]},monospace;font-size:${font[1]}px;width:70mm;padding:5mm;color:#111}
.hd{border:1.5px dashed #000;padding:1.5mm;margin-bottom:1.5mm}.logo{text-align:center;font-size:20px;font-weight:bold;letter-spacing:1px}.c{text-align:center}.b{font-weight:bold}.t{font-weight:bold;font-size:1.08em}.sm{font-size:0.82em}
.pr{display:flex;justify-content:space-between;gap:2mm}.it{margin-top:0.5mm}.big{font-weight:bold;font-size:1.3em;margin:1mm 0}.rule{border-top:1.5px solid #000;margin:2mm 0}.thin{border-top:1px dashed #000;margin:1.5mm 0}`;
    const page = '80mm 230mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
