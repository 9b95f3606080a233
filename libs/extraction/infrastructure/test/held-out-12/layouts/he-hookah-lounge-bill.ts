import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';

const LOUNGES = [
  { brand: "אל-ריחאן לאונג'", legal: 'ריחאן פנאי ובילוי בע"מ', company: true, site: "רח' השלום 12, נצרת" },
  { brand: 'NARGILA BAR 7', legal: 'עומר חדד', company: false, site: 'מתחם הבילוי, ראשון לציון' },
  { brand: 'ענן לבן', legal: 'ענן לבן אירוח (2019) בע"מ', company: true, site: "רח' המלאכה 8, באר שבע" },
  { brand: "סולטנה לאונג'", legal: 'מאיה בן-עמי', company: false, site: 'טיילת החוף, אשדוד' },
];
/** Name, price incl. VAT in agorot. */
const HOOKAHS: [string, number][] = [
  ['נרגילה - ענבים נענע', 6500],
  ['נרגילה - אבטיח מלון', 6500],
  ['נרגילה פרימיום - ראש פירות', 9500],
  ['נרגילה - תפוח כפול', 6000],
  ['החלפת ראש', 3500],
  ['החלפת פחמים', 1000],
];
const MENU: [string, number][] = [
  ['תה נענע קנקן', 2800],
  ['קפה שחור הל', 1400],
  ['לימונדה גרוסה', 2200],
  ['בירה גולדסטאר חצי', 3200],
  ['מגש פיצוחים', 3900],
  ['מגש פירות העונה', 5800],
  ["צ'יפס בטטה", 3200],
  ['מיני פיצות', 4600],
  ['רד בול', 2200],
];

/**
 * A hookah lounge's bill on 80 mm paper (Noto Sans Hebrew, FreeSans or Simple CLM; the brand in Shofar or
 * URW Gothic): the brand over the company ("ח.פ.") or the owner's name ("עוסק מורשה"), "שולחן" and
 * "מלצר/ית", guests and the minimum per person, the opened time, hookahs and drinks with quantities,
 * prices with VAT, "סה"כ חשבון", "מתוכו מע"מ", then "שירות מומלץ 12%" added on some or a tip of the
 * guests' choosing on others, "סה"כ ששולם", "חשבונית מס/קבלה מס'" (six digits with a leading zero or
 * "K-" and five) with its date (dd/mm/yyyy or dd.mm.yy; after midnight the next day) and time, and the
 * card with approval or cash.
 */
export const heHookahLoungeBill: Layout = {
  id: 'he-hookah-lounge-bill',
  lang: 'he',
  kind: 'restaurant',
  make(rng: Rng) {
    const l = rng.pick(LOUNGES);
    const vendorTaxId = taxId(rng, l.company);
    const night = randomDate(rng, '2023-06-05', '2026-02-25');
    const opened = rng.int(20 * 60, 23 * 60 + 40);
    const closed = opened + rng.int(90, 200);
    const date = closed >= 24 * 60 ? addDays(night, 1) : night;
    const rate = israeliRate(date);
    const guests = rng.int(2, 8);
    const lines: [string, number, number][] = [];
    for (const [name, p] of rng.some(HOOKAHS, rng.int(1, 3))) lines.push([name, rng.int(1, Math.max(1, Math.floor(guests / 2))), p]);
    for (const [name, p] of rng.some(MENU, rng.int(2, 5))) lines.push([name, rng.int(1, guests), p]);
    const bill = lines.reduce((a, [, q, p]) => a + q * p, 0);
    const vat = vatOfGross(bill, rate);
    const mode = rng.pick(['service', 'tip', 'none'] as const);
    const extra = mode === 'service' ? share(bill, 12) : mode === 'tip' ? rng.pick([2000, 3000, 4000, 5000]) : 0;
    const total = bill + extra;
    const docNo = rng.chance(0.5) ? `0${rng.int(10000, 99999)}` : `K-${rng.int(10000, 99999)}`;
    const font = rng.pick(['Noto Sans Hebrew', 'FreeSans', 'Simple CLM']);
    const brandFont = /[A-Z]/.test(l.brand) ? 'URW Gothic' : 'Shofar';
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const d = '<div class="d"></div>';
    const cash = rng.chance(0.25);
    const body = `<div class="s"><div class="brand">${esc(l.brand)}</div><div class="c">${esc(l.legal)} · ${l.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId}</div><div class="c">${esc(l.site)} · <bdi>${cellular(rng)}</bdi></div>${d}
${r(`שולחן ${rng.int(1, 40)}`, `מלצר/ית: ${esc(rng.pick(['עדן', "ג'ורג'", 'שחר', 'נור', 'דניאל']))}`)}${r(`סועדים: ${guests}`, `נפתח ${dt(night, 'dd/mm')} ${hhmm(opened)}`)}<div class="sm">מינימום הזמנה 45 ש"ח לאדם</div>${d}
${lines.map(([name, q, p]) => r(`${q} ${esc(name)}`, amount(q * p))).join('')}${d}
${r('סה"כ חשבון', amount(bill), 'b big')}${r(`מתוכו מע"מ ${rate}%`, amount(vat))}${d}
${mode === 'service' ? r('שירות מומלץ 12% (אינו חובה)', amount(extra)) : mode === 'tip' ? r('טיפ', amount(extra)) : ''}${r('סה"כ ששולם', amount(total), 'b big')}
${cash ? r('מזומן', amount(Math.ceil(total / 10000) * 10000)) + r('עודף', amount(Math.ceil(total / 10000) * 10000 - total)) : r(`אשראי ****${rng.digits(4)} אישור ${rng.digits(6)}`, amount(total))}${d}
<div class="c b">חשבונית מס/קבלה מס' ${docNo}</div><div class="c">${dt(date, fmt)} ${hhmm(closed % (24 * 60))}</div>${d}
<div class="c sm">${mode === 'service' ? 'השירות אינו כלול במחירים ומועבר במלואו לצוות' : 'השירות אינו כלול במחיר'} · העישון מגיל 18 בלבד</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#000}.s{width:72mm;padding:4mm}.brand{font-family:'${brandFont}','Noto Sans Hebrew',sans-serif;font-weight:bold;font-size:25px;text-align:center;line-height:1.25}
.c{text-align:center;line-height:1.45}.b{font-weight:bold}.big{font-size:14px}.sm{font-size:9.5px;text-align:center}.d{border-top:1.5px solid #000;margin:2mm 0}.r{display:flex;justify-content:space-between;gap:3mm}.r span:last-child{white-space:nowrap}`;
    return {
      page: '80mm 240mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 240mm', css, body }),
      truth: { vendorName: l.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
