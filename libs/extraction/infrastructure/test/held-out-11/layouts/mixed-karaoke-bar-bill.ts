import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';

const BARS = [
  { en: 'SING SING Karaoke', he: 'סינג סינג קריוקי', legal: 'קול ושיר בילוי ופנאי בע"מ', company: true, site: "רח' הרכבת 34, תל אביב" },
  { en: 'ROOM 9', he: 'חדר 9 - בר קריוקי', legal: 'שירן וקנין', company: false, site: 'מתחם הנמל, חיפה' },
  { en: 'MIC DROP', he: 'מיק דרופ', legal: 'מיק דרופ אירועים (2021) בע"מ', company: true, site: "רח' יד חרוצים 10, ירושלים" },
];
/** Hebrew, English, price incl. VAT in agorot. */
const DRINKS: [string, string, number][] = [
  ['בירה מהחבית 500', 'Draught beer 500', 3400],
  ['קוקטייל הבית', 'House cocktail', 5200],
  ["צ'ייסר טקילה", 'Tequila shot', 2400],
  ['בקבוק ערק + פטל', 'Arak bottle + mixer', 34000],
  ['בקבוק וודקה 0.7', 'Vodka bottle 0.7', 52000],
  ['לימונענע גרוס', 'Frozen lemon-mint', 2200],
  ['מים מינרליים', 'Mineral water', 1400],
];
const FOOD: [string, string, number][] = [
  ["צ'יפס כמהין", 'Truffle fries', 3800],
  ['כנפיים חריפות', 'Hot wings', 5600],
  ["מגש נאצ'וס", 'Nachos platter', 4900],
  ['אדממה', 'Edamame', 2900],
];

/**
 * A karaoke bar's bill on 100 mm paper with every label in Hebrew and English (FreeSans or Noto Sans
 * Hebrew; the English brand in URW Gothic): the English brand and the Hebrew one, the Hebrew legal name
 * (a company's "ח.פ." or the owner's "עוסק מורשה"), "חשבון / Bill #" (the order) and a separate
 * "חשבונית מס קבלה / Tax Invoice-Receipt No." with its own date (dd.mm.yyyy or dd/mm/yy) and time, the
 * room (VIP or regular), guests, opened and closed times (after midnight the close falls on the next day,
 * and the document is dated then), room hours × the hourly rate, drinks and snacks with quantities,
 * "סכום ביניים / Subtotal", "דמי שירות 12% / Service 12%", "סה"כ / Total" with VAT included in all of it,
 * "מזה מע"מ / incl. VAT", a per-guest split, then a tip added on the card ("טיפ / Tip") and "סה"כ חויב /
 * Charged", or two cards sharing it.
 */
export const mixedKaraokeBarBill: Layout = {
  id: 'mixed-karaoke-bar-bill',
  lang: 'mixed',
  kind: 'restaurant',
  make(rng: Rng) {
    const b = rng.pick(BARS);
    const vendorTaxId = taxId(rng, b.company);
    const opened = rng.int(20 * 60, 23 * 60 + 30);
    const hours = rng.int(2, 4);
    const closed = opened + hours * 60 + rng.int(0, 25);
    const night = randomDate(rng, '2023-06-01', '2026-02-27');
    const date = closed >= 24 * 60 ? addDays(night, 1) : night;
    const rate = israeliRate(date);
    const guests = rng.int(3, 12);
    const vip = rng.chance(0.4);
    const hourly = vip ? rng.pick([22000, 26000]) : rng.pick([12000, 15000]);
    const lines: [string, string, number, number][] = [[`חדר ${vip ? 'VIP' : 'רגיל'} ${rng.int(1, 9)} - שעות`, `${vip ? 'VIP' : 'Standard'} room, hours`, hours, hourly]];
    for (const [he, en, p] of [...rng.some(DRINKS, rng.int(2, 4)), ...rng.some(FOOD, rng.int(0, 2))]) lines.push([he, en, p > 30000 ? 1 : rng.int(1, Math.min(guests, 6)), p]);
    const sub = lines.reduce((a, [, , q, p]) => a + q * p, 0);
    const service = share(sub, 12);
    const bill = sub + service;
    const vat = vatOfGross(bill, rate);
    const split = rng.chance(0.3);
    const tip = !split && rng.chance(0.55) ? rng.pick([2000, 3000, 5000, 10000]) : 0;
    const total = bill + tip;
    const docNo = String(rng.int(60000, 99999));
    const billNo = rng.int(1000, 9999);
    const font = rng.pick(['FreeSans', 'Noto Sans Hebrew']);
    const fmt = rng.pick(['dd.mm.yyyy', 'dd/mm/yy'] as const);
    const r = (a: string, c: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${c}</span></div>`;
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const half = Math.floor(bill / 2);
    const body = `<div class="s"><div class="en">${esc(b.en)}</div><div class="he">${esc(b.he)}</div><div class="c">${esc(b.legal)} · ${b.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId}<br>${esc(b.site)} · ${cellular(rng)}</div><div class="d"></div>
${r(l('חשבון', 'Bill #'), String(billNo))}${r(l('אורחים', 'Guests'), String(guests))}${r(l('נפתח', 'Opened'), `${dt(night, 'dd/mm')} ${hhmm(opened)}`)}${r(l('נסגר', 'Closed'), `${dt(date, 'dd/mm')} ${hhmm(closed % (24 * 60))}`)}<div class="d"></div>
${lines.map(([he, en, q, p]) => `${r(`${q} × ${esc(he)}`, amount(q * p))}<div class="sub">${esc(en)}${q > 1 ? ` · ${q} × ${amount(p)}` : ''}</div>`).join('')}<div class="d"></div>
${r(l('סכום ביניים', 'Subtotal'), amount(sub))}${r(l('דמי שירות 12%', 'Service 12%'), amount(service))}${r(`${l('סה"כ', 'Total')} ₪`, amount(bill), 'b big')}${r(`${l('מזה מע"מ', 'incl. VAT')} ${rate}%`, amount(vat))}
<div class="sm">${l('לאורח', 'Per guest')}: ${amount(Math.round(bill / guests))}</div><div class="d"></div>
<div class="c b">חשבונית מס קבלה / <bdi>Tax Invoice-Receipt</bdi></div>${r(`${l("מס'", 'No.')} ${docNo}`, `${dt(date, fmt)} ${hhmm(closed % (24 * 60))}`)}
${split ? `${r(`${l('אשראי', 'Card')} ****${rng.digits(4)}`, amount(half))}${r(`${l('אשראי', 'Card')} ****${rng.digits(4)}`, amount(bill - half))}` : `${r(`${l('אשראי', 'Card')} ****${rng.digits(4)} · ${l('אישור', 'Auth')} ${rng.digits(6)}`, amount(bill))}${tip ? r(l('טיפ', 'Tip'), amount(tip)) : ''}`}
${r(l('סה"כ חויב', 'Charged'), amount(total), 'b')}<div class="d"></div><div class="c sm">דמי השירות כלולים בסה"כ · <bdi>Service included · Thanks for singing with us!</bdi></div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#000}.s{width:90mm;padding:5mm}.en{font-family:'URW Gothic',sans-serif;font-weight:bold;font-size:23px;text-align:center;direction:ltr;letter-spacing:2px}
.he{text-align:center;font-size:15px;font-weight:bold;margin-bottom:1mm}.c{text-align:center;line-height:1.4}.b{font-weight:bold}.big{font-size:14.5px}.sm{font-size:9.5px;margin-top:1mm}.d{border-top:1px solid #000;margin:2mm 0}
.r{display:flex;justify-content:space-between;gap:3mm}.r span:last-child{white-space:nowrap}.sub{font-size:9.5px;color:#444;direction:ltr;text-align:right;margin-bottom:0.8mm}`;
    return {
      page: '100mm 250mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '100mm 250mm', css, body }),
      truth: { vendorName: b.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
