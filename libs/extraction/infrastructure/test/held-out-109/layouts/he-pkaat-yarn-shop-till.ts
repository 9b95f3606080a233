import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, hhmm, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-pkaat-yarn-shop-till';

/** Yarn by the ball and tools by the piece, agorot with VAT in 2022 (approximate). */
const BALLS: [string, number][] = [
  ["צמר מרינו 50 גר'", 2490],
  ["כותנה מרסריז 100 גר'", 1990],
  ["אלפקה משי 25 גר'", 3290],
  ["אקריליק בייבי 100 גר'", 1290],
  ["מוהייר קיד 25 גר'", 2790],
  ["חוטי פשתן 50 גר'", 2190],
];
const TOOLS: [string, number][] = [
  ['מסרגות עגולות 4.0 מ"מ', 3900],
  ['מסרגה קרושה במבוק', 1800],
  ["סמני עיניים (20 יח')", 1200],
  ['ספר דוגמאות לסוודרים', 8900],
  ["כפתורי עץ (6 יח')", 1500],
  ['מחט רקמה קהה', 600],
];

/**
 * A yarn and knitting shop in Haifa's Hadar, the till's slip, 80 mm (Stam Ashkenaz CLM for the name, Noto Serif Hebrew,
 * Nimbus Mono PS): a drawn ball of yarn with needles over "פקעת", "פקעת צמר ויצירה בע"מ" with "ח.פ." spaced under it;
 * "חשבונית מס קבלה", "מס' חשבונית" (seven digits, two leading zeros), "תאריך" dd/mm/yy with the weekday and time;
 * balls of yarn by the unit, loose yarn by the gram at a price per 100 g, tools; on five balls or more "מבצע 5+ כדורים
 * 10%" (negative); "סה"כ לתשלום", "המחיר כולל מע"מ n%", "מחיר לפני מע"מ" (contained); club card, points, cash and
 * change, the exchange deadline (distractors); not Saturday.
 */
export const hePkaatYarnShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.05)) / 10) * 10;
    const lines: { name: string; q: string; sum: number; ball: boolean }[] = [];
    let balls = 0;
    for (const [name, p] of rng.some(BALLS, rng.int(1, 3))) {
      const q = rng.int(1, 6);
      balls += q;
      lines.push({ name, q: `${q} x ${amount(up(p))}`, sum: q * up(p), ball: true });
    }
    if (rng.chance(0.4)) {
      const grams = rng.int(80, 450);
      const per100 = up(1650);
      lines.push({ name: 'צמר בתפזורת (גרם)', q: `${grams} x ${amount(per100)}/100`, sum: Math.round((grams * per100) / 100), ball: false });
    }
    for (const [name, p] of rng.some(TOOLS, rng.int(0, 3))) lines.push({ name, q: `1 x ${amount(up(p))}`, sum: up(p), ball: false });
    const promo = balls >= 5 ? Math.round((total(lines.filter((l) => l.ball).map((l) => l.sum)) * 10) / 100) : 0;
    const gross = total(lines.map((l) => l.sum)) - promo;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'פקעת צמר ויצירה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `00${rng.digits(5)}`;
    const cash = rng.chance(0.4);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 : gross;
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span>${n(b)}</div>`;
    const ball = `<svg width="70" height="56" viewBox="0 0 70 56"><circle cx="30" cy="30" r="22" fill="none" stroke="#000" stroke-width="2.5"/><path d="M12 20 C26 28 40 26 50 18 M9 32 C24 42 42 40 52 30 M16 46 C28 40 38 22 34 9" fill="none" stroke="#000" stroke-width="2"/><path d="M44 6 L66 50 M56 4 L62 52" stroke="#000" stroke-width="3"/></svg>`;
    const body = `<div class="c">${ball}<div class="nm">פקעת</div><div>חוטים, מסרגות ומה שביניהם</div><div>${vendorName}</div><div>ח.פ. ${n(spacedId(taxId))}</div><div>רח' הרצל ${n(String(rng.int(2, 120)))}, הדר, חיפה · טל' ${n(`04-86${rng.digits(5)}`)}</div></div>
<div class="cut"></div><div class="c b">חשבונית מס קבלה</div>
${r("מס' חשבונית", doc)}${r('תאריך', `${dt(date, 'dd/mm/yy')}`)}<div class="r"><span>${heDay(date)}</span>${n(hhmm(rng.int(9 * 60 + 30, 19 * 60)))}</div>${r('קופה / קופאית', `${rng.int(1, 2)} / ${rng.pick(['רוני', 'מלכה', 'שירה'])}`)}<div class="cut"></div>
${lines.map((l) => `<div>${l.name}</div>${r(l.q, amount(l.sum), 'q')}`).join('')}
${promo ? `<div>מבצע 5+ כדורים 10%</div>${r('', `-${amount(promo)}`, 'q')}` : ''}<div class="cut"></div>
${r('סה"כ לתשלום', amount(gross), 'big')}${r(`המחיר כולל מע"מ ${rate}%`, amount(vat))}${r('מחיר לפני מע"מ', amount(gross - vat))}<div class="cut"></div>
${cash ? `${r('מזומן', amount(paid))}${r('עודף', amount(paid - gross))}` : `${r('אשראי', `****${rng.digits(4)}`)}${r('אישור', rng.digits(7))}`}
${r('כרטיס מועדון', `${rng.digits(3)}-${rng.digits(4)}`)}${r('נקודות שנצברו', String(Math.floor(gross / 1000)))}<div class="cut"></div>
<div class="c sm">החלפה עד ${n(dt(plus(date, 14), 'dd/mm/yy'))} בצירוף החשבונית, חוטים בשקית סגורה בלבד.<br>סריגה נעימה!</div>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:12.5px;width:72mm;padding:4mm;color:#000}.n{font-family:'Nimbus Mono PS';font-size:12px;white-space:pre}
.r{display:flex;justify-content:space-between;gap:6px}.q{padding-inline-start:10px}.c{text-align:center}.b{font-weight:bold;font-size:14px}.nm{font-family:'Stam Ashkenaz CLM';font-size:34px;line-height:1}
.cut{border-top:1px dashed #000;margin:5px 0}.big{font-weight:bold;font-size:15px}.sm{font-size:10.5px}`;
    const height = 175 + lines.length * 9;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: `80mm ${height}mm`, css, body }),
      page: `80mm ${height}mm`,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
