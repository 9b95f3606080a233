import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { add, bi, dated, house, lr, pair, taxIn, vid } from './extra';

const ID = 'mixed-museum-shop-till';
const SHOPS = [
  { brand: '', legal: 'ארט שופ מוזיאונים בע"מ', company: true, label: bi('ח.פ.', 'Co. No.'), trade: '', place: "חנות המוזיאון, שד' שאול המלך 27, תל אביב" },
  { brand: 'ARTEFACT', legal: 'ארטפקט מזכרות בע"מ', company: true, label: bi('ח"פ', 'Reg. No.'), trade: '', place: "מוזיאון הים, רח' הנמל 4, חיפה" },
  {
    brand: 'סדנת הזכוכית · GLASS WORKS',
    legal: 'ולרי קוגן',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    trade: 'זכוכית מנופחת ומזכרות · Blown glass & gifts',
    place: "מוזיאון הזכוכית, רח' המלאכה 2, עכו",
  },
];
const GOODS: [string, string, number, number][] = [
  ['פוסטר תערוכה', 'Exhibition poster', 4900, 8900],
  ['קטלוג התערוכה', 'Exhibition catalogue', 12900, 19900],
  ['גלויות (סט 6)', 'Postcards, set of 6', 2900, 3900],
  ['ספל קרמיקה', 'Ceramic mug', 5900, 7900],
  ['צעיף משי מודפס', 'Printed silk scarf', 18900, 28900],
  ['העתק פסלון', 'Figurine replica', 14900, 34900],
  ['מגנט למקרר', 'Fridge magnet', 1900, 2900],
  ['מחברת כריכה קשה', 'Hardcover notebook', 3900, 5900],
  ['תיק בד', 'Canvas tote bag', 4900, 6900],
  ['פאזל 1000 חלקים', 'Jigsaw, 1000 pcs', 8900, 11900],
  ['קערת זכוכית', 'Glass bowl', 22900, 39900],
  ['ספר ילדים על אמנות', "Children's art book", 6900, 8900],
];

/** A museum shop's till slip on 80 mm paper with every label in Hebrew and English: goods in both languages, a members' discount on some, VAT contained, card or cash, a tourist VAT-refund note. */
export const mixedMuseumShopTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const s = SHOPS[n % SHOPS.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const items = rng.some(GOODS, rng.int(2, 5)).map(([he, en, lo, hi]) => {
      const q = rng.int(1, 2);
      const u = Math.round(rng.int(lo, hi) / 100) * 100 - 10;
      return { he, en, q, u, sum: q * u };
    });
    const goods = add(items.map((i) => i.sum));
    const member = rng.chance(0.4) ? Math.round(goods * 0.1) : 0;
    const total = goods - member;
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [() => String(rng.int(50000, 99999)), () => `MS-${rng.int(100000, 999999)}`, () => `${rng.int(1, 4)}/${rng.int(10000, 99999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'yyyy-mm-dd'] as const);
    const font = rng.pick([
      ["'Noto Sans Hebrew','Noto Sans'", 11],
      ["'DejaVu Sans Mono','Miriam Mono CLM'", 10.5],
      ["'Simple CLM','Liberation Sans'", 12.5],
    ] as const);
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const clock = `${String(rng.int(10, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const card = rng.chance(0.7);
    const tendered = Math.ceil(total / 10000) * 10000;
    const rows = items.map((i) => `<div>${esc(i.he)}</div><div class="en">${esc(i.en)}</div>${pair(lr(`${i.q} × ${amount(i.u)}`), amount(i.sum))}`).join('');
    const frame = `<svg width="40" height="30" viewBox="0 0 40 30"><rect x="2" y="2" width="36" height="26" fill="none" stroke="#000" stroke-width="2.5"/><rect x="7" y="7" width="26" height="16" fill="none" stroke="#000"/><path d="M9 21l7-8 5 5 4-3 6 6" fill="none" stroke="#000"/></svg>`;
    const body = `<div class="c">${frame}</div><div class="logo">${esc(s.brand || s.legal)}</div>${s.brand ? `<div class="c b">${esc(s.legal)}</div>` : ''}
${s.trade ? `<div class="c">${esc(s.trade)}</div>` : ''}<div class="c">${s.label}: ${lr(idText)}</div><div class="c">${esc(s.place)}</div><div class="c">${lr(landline(rng))}</div>
<div class="ln"></div><div class="c t">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div><div class="c">${bi("מס'", 'No.')} ${lr(docNo)}</div>
${pair(`${bi('תאריך', 'Date')}: ${lr(dt(date, fmt))}`, clock)}${pair(`${bi('קופה', 'Till')} ${rng.int(1, 3)}`, `${bi('קופאי/ת', 'Cashier')} ${rng.int(10, 60)}`)}
<div class="ln"></div>${rows}<div class="ln"></div>
${member ? pair(bi('סכום ביניים', 'Subtotal'), amount(goods)) + pair(bi('הנחת חברי מוזיאון 10%', 'Members 10%'), lr(`-${amount(member)}`)) : ''}
${pair(`${bi('סה"כ לתשלום', 'Total')} ₪`, amount(total), 'big')}${pair(bi(`מע"מ ${rate}% כלול`, `VAT ${rate}% incl.`), amount(vat))}
<div class="ln"></div>${card ? pair(bi('אשראי', 'Card'), amount(total)) + pair(bi('אישור', 'Auth.'), lr(rng.digits(6))) : pair(bi('מזומן', 'Cash'), amount(tendered)) + pair(bi('עודף', 'Change'), amount(tendered - total))}
<div class="ln"></div><div class="c sm">תיירים: החזר מע"מ בנתב"ג לרכישה מעל ₪400 בהצגת דרכון<br>Tourists: VAT refund at Ben Gurion Airport on purchases over ₪400<br>${bi('תודה על ביקורכם', 'Thank you for visiting')}</div>`;
    const css = `body{font-family:${font[0]},sans-serif;font-size:${font[1]}px;width:72mm;padding:4mm;color:#000}
.logo{text-align:center;font-size:18px;font-weight:bold}.c{text-align:center}.b{font-weight:bold}.t{font-weight:bold;font-size:1.1em}.sm{font-size:0.85em}.en{font-size:0.9em;direction:ltr;text-align:right}
.pr{display:flex;justify-content:space-between;gap:2mm}.big{font-weight:bold;font-size:1.25em;margin:1mm 0}.ln{border-top:1px dashed #000;margin:1.5mm 0}`;
    const page = '80mm 220mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
