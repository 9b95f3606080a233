import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, trailingMinus } from '../../generalisation/notation';

const SHOPS = [
  { brand: 'צעד ראשון', name: 'צעד ראשון הנעלה בע"מ', company: true, branch: 'קניון הזהב, ראשל"צ' },
  { brand: 'SOLE & CO', name: 'סול אנד קו סחר בע"מ', company: true, branch: 'מתחם ביג, קריית גת' },
  { brand: 'נעלי אורית', name: 'אורית מזרחי', company: false, branch: "רח' הנשיאים 15, טבריה" },
];
const SHOES: [string, number][] = [
  ['נעלי ריצה גברים', 42900],
  ['סניקרס עור נשים', 37900],
  ['סנדלי שורש', 29900],
  ['מגפוני עקב', 44900],
  ['נעלי בית', 9900],
  ['נעלי ספורט ילדים', 19900],
  ['כפכפי אצבע', 6900],
  ['נעלי עבודה S3', 34900],
];

/**
 * A shoe shop's till slip on 80 mm paper (DejaVu Sans Mono or Miriam Mono CLM, the brand in Shofar):
 * the brand, the legal name and "ע.מ." or "ח.פ.", "חשבונית מס / קבלה" with a number "12/004567"
 * (register and serial), the seller, each pair with its size and an eight-digit item code, a
 * "second pair at half price" discount with a trailing minus on some, socks or insoles, "לתשלום",
 * "מע"מ" and "סכום ללא מע"מ", the card (or cash and change), the club member's mobile and an
 * exchange note with a last date.
 */
export const heShoeStoreTill: Layout = {
  id: 'he-shoe-store-till',
  lang: 'he',
  kind: 'retail till',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-29');
    const rate = israeliRate(date);
    const pairs = rng.some(SHOES, rng.int(1, 3)).map(([n, u]) => ({ n, u, size: rng.int(28, 45), code: rng.digits(8) }));
    const extras: [string, number][] = rng.chance(0.6) ? [[rng.pick(['גרבי ספורט 3 זוגות', "מדרסים ג'ל", 'ספריי הגנה לעור']), rng.pick([2990, 3990, 4990])]] : [];
    const gross = pairs.reduce((a, p) => a + p.u, 0) + extras.reduce((a, e) => a + e[1], 0);
    const disc = pairs.length >= 2 ? Math.floor(Math.min(...pairs.map((p) => p.u)) / 2) : 0;
    const total = gross - disc;
    const vat = vatOfGross(total, rate);
    const docNo = `${rng.int(1, 6)}/${rng.digits(6)}`;
    const font = rng.pick(['DejaVu Sans Mono', 'Miriam Mono CLM']);
    const cash = rng.chance(0.3);
    const paid = cash ? Math.ceil(total / 5000) * 5000 : total;
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="s"><div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.name)}</div><div class="c">${s.company ? 'ח.פ.' : 'ע.מ.'} ${vendorTaxId} · ${esc(s.branch)}</div><div class="d"></div>
<div class="c b">חשבונית מס / קבלה</div>${r(`מס' <span dir="ltr">${docNo}</span>`, `${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(9 * 60, 21 * 60))}`)}${r(`מוכר/ת: ${rng.pick(['סיוון', 'אלכס', 'רונית', 'עומר'])}`, `קופה ${docNo.split('/')[0]}`)}<div class="d"></div>
${pairs.map((p) => `<div class="sm">${p.code}</div>${r(`${esc(p.n)} מידה ${p.size}`, amount(p.u))}`).join('')}${extras.map(([n, c]) => r(esc(n), amount(c))).join('')}
${disc ? r('זוג שני בחצי מחיר', rng.chance(0.5) ? trailingMinus(disc) : amount(-disc)) : ''}<div class="d"></div>
${r('לתשלום', amount(total), 'big')}${r(`מע"מ ${rate}%`, amount(vat))}${r('סכום ללא מע"מ', amount(total - vat))}<div class="d"></div>
${cash ? r('מזומן', amount(paid)) + r('עודף', amount(paid - total)) : r(`אשראי ${rng.pick(['ויזה', 'ישראכרט', 'דיינרס'])} ${rng.digits(4)}`, amount(total)) + `<div class="sm">אישור ${rng.digits(7)}</div>`}
${rng.chance(0.6) ? `<div class="sm">חבר מועדון ${cellular(rng)}</div>` : ''}<div class="c sm">החלפה עד 14 יום בצירוף חשבונית, במצב חדש</div></div>`;
    const css = `body{font-family:'${font}',monospace;font-size:11.5px;color:#000}.s{width:72mm;padding:4mm}.brand{font-family:'Shofar','${font}';font-size:24px;font-weight:bold;text-align:center}
.c{text-align:center}.b{font-weight:bold}.big{font-weight:bold;font-size:15px}.sm{font-size:9.5px}.d{border-top:1px dashed #000;margin:1.5mm 0}.r{display:flex;justify-content:space-between;gap:2mm}`;
    return {
      page: '80mm 230mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
