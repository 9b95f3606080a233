import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-marva-restaurant-bill';

/** Dish, agorot with VAT in 2022 (approximate). */
const FOOD: [string, number][] = [
  ['לחם הבית ומטבלים', 2800],
  ['סלט עשבי תיבול', 4600],
  ["קרפצ'יו סלק", 4200],
  ['כבד עוף על פירה', 6900],
  ['פילה מוסר ים', 12800],
  ["סטייק אנטריקוט 300 גר'", 15800],
  ['פרגיות על האש', 8800],
  ['ניוקי ערמונים', 7400],
  ['ריזוטו פטריות', 7200],
  ['המבורגר הבית', 7800],
  ['קרם ברולה', 4200],
  ['סופלה שוקולד', 4600],
];
const DRINKS: [string, number][] = [
  ['כוס יין אדום, גליל עליון', 4200],
  ['בקבוק יין לבן, רמת הגולן', 16800],
  ['בירה מהחבית', 3200],
  ['לימונדה נענע', 1800],
  ['מים מינרליים 750 מ"ל', 2200],
  ['אספרסו', 1100],
];
const WAITERS = ['עדן', 'גל', 'סהר', 'ליאור', 'נטע', 'יובל'];

/**
 * A chef's restaurant in Rosh Pina's old village, the bill brought to the table, 80 mm (Yehuda CLM for the name,
 * Noto Serif Hebrew, Liberation Mono for figures): a drawn sage sprig beside "מרווה" and "מסעדה במושבה", "מרווה בראש
 * פינה בע"מ" with "ח.פ." plain; a table of "שולחן", "סועדים", "מלצר/ית" and "חשבון" (four digits), the opening and
 * closing times (distractors); "חשבונית מס / קבלה" and "מס'" (five digits), the date dd/mm/yyyy; quantity, dish,
 * sum; "סה"כ מנות ומשקאות"; for eight guests or more "תוספת שירות 12%" (part of the bill); "סה"כ לתשלום" "₪",
 * "המחירים כוללים מע"מ n%" with the VAT (contained); for smaller tables "טיפ מומלץ" at 10/12/15% (distractors); a
 * card slip with "טיפ" (0 when service was charged) and "סה"כ לחיוב" (distractors); any day.
 */
export const heMarvaRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const guests = rng.chance(0.35) ? rng.int(8, 12) : rng.int(2, 6);
    const p = (x: number) => Math.round((x * rise) / 100) * 100;
    const lines: { q: number; name: string; unit: number }[] = [];
    for (const [name, x] of rng.some(FOOD, Math.min(FOOD.length, rng.int(3, 5) + Math.floor(guests / 3))))
      lines.push({ q: rng.int(1, Math.max(1, Math.ceil(guests / 3))), name, unit: p(x) });
    for (const [name, x] of rng.some(DRINKS, rng.int(1, 4))) lines.push({ q: name.startsWith('בקבוק') ? rng.int(1, 2) : rng.int(1, guests), name, unit: p(x) });
    const food = total(lines.map((l) => l.q * l.unit));
    const service = guests >= 8 ? Math.round((food * 12) / 100) : 0;
    const gross = food + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'מרווה בראש פינה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = rng.digits(5);
    const open = rng.int(12 * 60, 21 * 60);
    const close = open + rng.int(55, 150);
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const tip = service ? 0 : Math.round((gross * rng.pick([10, 12, 15])) / 100 / 100) * 100;
    const sprig = `<svg width="30" height="48" viewBox="0 0 30 48"><path d="M15 47 L15 6" stroke="#4a6b45" stroke-width="2"/><g fill="#7d9b76"><ellipse cx="9" cy="14" rx="5" ry="9" transform="rotate(-30 9 14)"/><ellipse cx="21" cy="20" rx="5" ry="9" transform="rotate(30 21 20)"/><ellipse cx="9" cy="30" rx="5" ry="9" transform="rotate(-30 9 30)"/><ellipse cx="15" cy="7" rx="4" ry="7"/></g></svg>`;
    const body = `<div class="hd">${sprig}<div><div class="nm">מרווה</div><div class="tg">מסעדה במושבה</div></div></div>
<div class="c sm">${vendorName} · ח.פ. ${f(taxId)}<br>רח' הרא"ה ${f(String(rng.int(2, 30)))}, ראש פינה · ${f(`04-69${rng.digits(5)}`)}</div>
<table class="meta"><tr><td>שולחן ${f(String(rng.int(1, 40)))}</td><td>סועדים ${f(String(guests))}</td></tr><tr><td>מלצר/ית: ${rng.pick(WAITERS)}</td><td>חשבון ${f(rng.digits(4))}</td></tr><tr><td>פתיחה ${f(hhmm(open))}</td><td>סגירה ${f(hhmm(close))}</td></tr></table>
<div class="ti">חשבונית מס / קבלה</div>
${r(`מס' ${f(doc)}`, f(dt(date, 'dd/mm/yyyy')))}
<div class="rule"></div>
<table class="t">${lines.map((l) => `<tr><td class="q">${f(String(l.q))}</td><td>${l.name}</td><td class="s">${f(amount(l.q * l.unit))}</td></tr>`).join('')}</table>
<div class="rule"></div>
${r('סה"כ מנות ומשקאות', f(amount(food)))}
${service ? r(`תוספת שירות ${f('12%')}`, f(amount(service))) : ''}
${r('סה"כ לתשלום', f(`₪${amount(gross)}`), 'big')}
${r(`המחירים כוללים מע"מ ${f(`${rate}%`)}`, f(amount(vat)), 'sm')}
${service ? `<div class="c sm">לשולחנות של ${f('8')} סועדים ומעלה מתווספת תוספת שירות</div>` : `<div class="tips">טיפ מומלץ (אינו כלול): ${[10, 12, 15].map((x) => `${f(`${x}%`)} – ${f(amount(Math.round((gross * x) / 100)))}`).join(' · ')}</div>`}
<div class="slip"><div class="c b">שובר אשראי</div>${r('כרטיס', `${rng.pick(['ויזה', 'מסטרקארד', 'ישראכרט'])} ${f(rng.digits(4))}`)}${r('סכום החשבון', f(amount(gross)))}${r('טיפ', f(amount(tip)))}${r('סה"כ לחיוב', f(amount(gross + tip)), 'b')}${r('אישור', f(rng.digits(7)))}</div>
<div class="c sm">תודה שבאתם · נשמח לראותכם שוב</div>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:12px;width:72mm;padding:4mm;box-sizing:border-box;color:#1b1b1b}.f{font-family:'Liberation Mono';font-size:11.5px}
.hd{display:flex;justify-content:center;align-items:center;gap:8px}.nm{font-family:'Yehuda CLM';font-size:36px;font-weight:bold;color:#3e5b3a;line-height:1}.tg{font-size:11px}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:10.5px}.meta{width:100%;margin:6px 0;font-size:11px}.meta td{padding:1px 2px}
.ti{text-align:center;font-weight:bold;font-size:15px;border-top:1px solid #000;border-bottom:1px solid #000;padding:2px;margin:4px 0}.rule{border-top:1px solid #000;margin:4px 0}
.r{display:flex;justify-content:space-between;gap:6px;margin:1px 0}.t{width:100%;border-collapse:collapse}.t td{padding:1px 2px;vertical-align:top}.q{width:8mm}.s{text-align:left;white-space:nowrap}
.big{font-size:16px;font-weight:bold;border-top:2px solid #000;padding-top:3px;margin-top:3px}.tips{font-size:10.5px;margin:5px 0;text-align:center}
.slip{border:1.5px dashed #000;padding:4px 6px;margin:8px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 400mm', css, body }),
      page: '80mm 400mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
