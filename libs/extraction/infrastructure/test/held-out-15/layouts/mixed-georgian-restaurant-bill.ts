import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, landline, share } from '../../generalisation/notation';

const PLACES = [
  { en: 'Khachapuri House', he: "בית הח'צ'פורי", legal: 'סופרה גרוזינית מסעדות בע"מ', company: true, town: 'יפו / Jaffa' },
  { en: 'Tbilisi Bar', he: 'טביליסי בר', legal: 'גיורגי מיכאלשווילי', company: false, town: 'אשדוד / Ashdod' },
  { en: 'SUPRA', he: 'סופרה', legal: 'סופרה הכרמל בע"מ', company: true, town: 'חיפה / Haifa' },
];
/** Hebrew, English, price with VAT (agorot). */
const DISHES: [string, string, number][] = [
  ["ח'צ'פורי אג'רולי", 'Adjaruli khachapuri', 6800],
  ["ח'צ'פורי אימרולי", 'Imeruli khachapuri', 5600],
  ["חינקלי בשר (יח')", 'Meat khinkali (pc)', 900],
  ["חינקלי גבינה (יח')", 'Cheese khinkali (pc)', 850],
  ['פחלי מגוון', 'Pkhali platter', 4600],
  ['שקמרולי', 'Shkmeruli chicken', 8900],
  ['מצווארי שיפוד', 'Mtsvadi skewer', 7900],
  ['ליוביה', 'Lobio in clay pot', 4200],
  ["בדריג'אני באגוזים", 'Badrijani nigvzit', 3900],
  ["צ'אצ'ה (צ'ייסר)", 'Chacha shot', 2400],
  ['יין סאפרווי - בקבוק', 'Saperavi, bottle', 16000],
  ['לימונדה טרחונה', 'Tarragon lemonade', 1600],
  ["צ'ורצ'חלה", 'Churchkhela', 2200],
];

/**
 * A Georgian restaurant's bill on 80 mm paper with every label in Hebrew and English (Noto Sans Hebrew, Miriam
 * CLM or DejaVu Sans; the English name in URW Bookman italic): the English and Hebrew names, the legal name
 * with "ח.פ. / Co. No." or the owner's name with "עוסק מורשה / Licensed Dealer", the town; "שולחן / Table",
 * "סועדים / Guests", "מלצר/ית / Server", the time opened; dishes with the quantity first (khinkali by the
 * piece); for eight guests or more "סה"כ / Subtotal", "שירות 12% / Service 12%", "לתשלום / Total due" and the VAT
 * on food and service; otherwise "לתשלום / Total", "מתוכו מע"מ / of which VAT", a card "טיפ / Tip" and
 * "סה"כ חויב / Charged", or "חלוקה / Split" between guests; the approval, "חשבונית מס-קבלה / Tax invoice-
 * receipt" ("00" and five digits) with the date (dd/mm/yyyy or dd.mm.yy) and the time closed last.
 */
export const mixedGeorgianRestaurantBill: Layout = {
  id: 'mixed-georgian-restaurant-bill',
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng: Rng) {
    const p = rng.pick(PLACES);
    const vendorTaxId = taxId(rng, p.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const rate = israeliRate(date);
    const guests = rng.chance(0.35) ? rng.int(8, 14) : rng.int(2, 6);
    const lines = rng.some(DISHES, rng.int(4, 8)).map(([he, en, price]) => ({
      he,
      en,
      price,
      qty: price < 1000 ? rng.int(guests, guests * 3) : price < 3000 ? rng.int(1, guests) : rng.int(1, Math.max(1, Math.ceil(guests / 2))),
    }));
    const food = lines.reduce((a, i) => a + i.qty * i.price, 0);
    const group = guests >= 8;
    const service = group ? share(food, 12) : 0;
    const due = food + service;
    const vat = vatOfGross(due, rate);
    const tip = !group && rng.chance(0.6) ? share(food, rng.pick([10, 12, 15])) : 0;
    const total = due + tip;
    const docNo = `00${rng.int(10000, 99999)}`;
    const font = rng.pick(['Noto Sans Hebrew', 'Miriam CLM', 'DejaVu Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const open = rng.int(12 * 60, 21 * 60);
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="en">${esc(p.en)}</div><div class="c b">${esc(p.he)}</div><div class="c">${esc(p.legal)} · ${p.company ? l('ח.פ.', 'Co. No.') : l('עוסק מורשה', 'Licensed Dealer')} ${vendorTaxId}</div><div class="c">${esc(p.town)} · <bdi>${landline(rng)}</bdi></div>
<div class="hr"></div>${r(l('שולחן', 'Table'), String(rng.int(1, 40)))}${r(l('סועדים', 'Guests'), String(guests))}${r(l('מלצר/ית', 'Server'), esc(rng.pick(['נינו', 'לאשה', 'דוד', 'תמר'])))}${r(l('נפתח', 'Opened'), hhmm(open))}
<div class="hr"></div>${lines.map((i) => `${r(`${i.qty} ${esc(i.he)}`, amount(i.qty * i.price))}<div class="ind"><bdi>${esc(i.en)}</bdi>${i.qty > 1 ? ` · ${amount(i.price)}` : ''}</div>`).join('')}
<div class="hr"></div>${
      group
        ? `${r(l('סה"כ', 'Subtotal'), amount(food))}${r(l('שירות 12%', 'Service 12%'), amount(service))}${r(l('לתשלום', 'Total due'), amount(due), 'big')}${r(l(`מע"מ ${rate}% כלול`, 'VAT incl.'), amount(vat))}`
        : `${r(l('לתשלום', 'Total'), amount(due), 'big')}${r(l('מתוכו מע"מ', 'of which VAT'), amount(vat))}${tip ? `${r(l('טיפ', 'Tip'), amount(tip))}${r(l('סה"כ חויב', 'Charged'), amount(total), 'big')}` : r(l(`חלוקה ל-${guests}`, `Split ÷${guests}`), amount(Math.ceil(due / guests)))}`
    }
${r(l('אשראי', 'Card'), `<bdi>${rng.pick(['VISA', 'MC', 'AMEX'])} ${rng.digits(4)}</bdi>`)}${r(l('אישור', 'Approval'), rng.digits(7))}
<div class="hr"></div><div class="c b">${l('חשבונית מס-קבלה', 'Tax invoice-receipt')} ${docNo}</div><div class="c">${dt(date, fmt)} ${hhmm(open + rng.int(70, 180))}</div><div class="c sm">გმადლობთ! תודה! Thank you!</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;width:72mm;padding:5mm 4mm;color:#111}.en{font-family:'URW Bookman',serif;font-style:italic;font-size:25px;text-align:center;direction:ltr;color:#7b1f1f}.c{text-align:center}.b{font-weight:bold}
.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}.ind{padding-right:5mm;font-size:9.5px;color:#444}.hr{border-top:1px dashed #000;margin:1.8mm 0}.big{font-weight:bold;font-size:13.5px}.sm{font-size:9.5px;margin-top:2mm}`;
    return {
      page: '80mm 240mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 240mm', css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
