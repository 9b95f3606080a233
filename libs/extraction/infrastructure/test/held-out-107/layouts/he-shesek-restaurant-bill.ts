import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-shesek-restaurant-bill';

/** Dish, agorot with VAT in 2022 (approximate). */
const DISHES: [string, number][] = [
  ["פוקאצ'ה מהטאבון", 3200],
  ['סלט עלים וגבינת עיזים', 5400],
  ["קרפצ'יו סלק", 4600],
  ['ניוקי בחמאת מרווה', 7200],
  ["פילה דניס על הפלנצ'ה", 11800],
  ['נתחי פרגית בגריל', 8900],
  ['ריזוטו פטריות', 7600],
  ["המבורגר הבית 250 גר'", 7400],
  ['מלבי ורדים', 3800],
  ['פונדנט שוקולד', 4400],
  ['לימונדה נענע', 1800],
  ['כוס יין לבן', 3600],
  ['בירה מהחבית 0.5', 3200],
  ['אספרסו כפול', 1200],
];

/**
 * A garden restaurant in Ra'anana, the bill brought to the table, 80 mm (Miriam CLM for the name, Noto Sans Hebrew,
 * Noto Sans Mono): a drawn loquat branch beside "שסק" and "מטבח גינה", "שסק מסעדות בע"מ" with "ע.מ./ח.פ." plain;
 * "שולחן", "סועדים", "מלצר/ית" and "הזמנה" (distractors); "חשבון – חשבונית מס" with "מס'" (S and six digits), the
 * date d/m/yyyy and time; quantity, dish and sum; "סה"כ ביניים"; "דמי שירות 12%" (always, part of the bill);
 * "סה"כ לתשלום" boxed, "מע"מ n% כלול" (contained); a card slip below the cut with a handwritten-style "טיפ נוסף" line
 * and "סה"כ בכרטיס" (distractors; the tip is extra to the invoice); any day.
 */
export const heShesekRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.06;
    const guests = rng.int(2, 9);
    const lines = rng.some(DISHES, rng.int(3, 9)).map(([name, p]) => {
      const q = rng.int(1, Math.min(guests, 4));
      const unit = Math.round((p * rise) / 100) * 100;
      return { name, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = share(sub, 12);
    const gross = sub + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'שסק מסעדות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `S${rng.digits(6)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const open = rng.int(12 * 60, 21 * 60);
    const branch = `<svg width="40" height="34" viewBox="0 0 40 34"><path d="M2 4 Q18 8 30 30" stroke="#5d4037" stroke-width="2" fill="none"/><g fill="#f9a825"><circle cx="22" cy="22" r="5"/><circle cx="30" cy="28" r="5"/><circle cx="14" cy="14" r="4"/></g><path d="M8 6 q6 -6 14 0 q-6 6 -14 0z" fill="#558b2f"/></svg>`;
    const body = `<div class="hd">${branch}<div><div class="nm">שסק</div><div class="sm">מטבח גינה</div></div></div>
<div class="c sm">${vendorName} · ע.מ./ח.פ. ${f(taxId)}<br>רח' אחוזה ${f(String(rng.int(20, 200)))}, רעננה · ${f(`09-77${rng.digits(5)}`)}</div>
<div class="row sm"><span>שולחן ${f(String(rng.int(1, 40)))}</span><span>סועדים ${f(String(guests))}</span><span>מלצר/ית: ${rng.pick(['נועה', 'איתי', 'שני', 'דור', 'יובל'])}</span></div>
<div class="row sm"><span>הזמנה ${f(rng.digits(5))}</span><span>נפתח ${f(hhmm(open))}</span></div>
<div class="ttl">חשבון – חשבונית מס</div><div class="row"><span>מס' ${f(doc)}</span><span>${f(dt(date, 'd/m/yyyy'))} ${f(hhmm(open + rng.int(50, 150)))}</span></div><div class="rule"></div>
${lines.map((l) => `<div class="row"><span>${f(String(l.q))} ${l.name.replace(/([0-9][0-9.]*)/g, (m) => ltr(m))}</span><span>${f(amount(l.sum))}</span></div>`).join('')}
<div class="rule"></div><div class="row"><span>סה"כ ביניים</span><span>${f(amount(sub))}</span></div><div class="row"><span>דמי שירות ${f('12%')}</span><span>${f(amount(service))}</span></div>
<div class="tot row"><span>סה"כ לתשלום</span><span>${f(`₪${amount(gross)}`)}</span></div><div class="row sm"><span>מע"מ ${f(`${rate}%`)} כלול</span><span>${f(amount(vat))}</span></div>
<div class="c sm">דמי השירות מועברים במלואם לצוות · תודה שבאתם!</div>
<div class="cut">✂ - - - - - - - - - - - - - - - - - -</div>
<div class="c b">שובר אשראי – עותק לקוח</div><div class="row"><span>ויזה ${f(`****${rng.digits(4)}`)}</span><span>אישור ${f(rng.digits(6))}</span></div>
<div class="row"><span>סכום החשבון</span><span>${f(amount(gross))}</span></div><div class="row"><span>טיפ נוסף</span><span class="hw">${f('_______')}</span></div><div class="row"><span>סה"כ בכרטיס</span><span class="hw">${f('_______')}</span></div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:11.5px;padding:5mm 4mm;color:#111}.f{font-family:'Noto Sans Mono';font-size:11px}.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px;line-height:1.5}
.hd{display:flex;justify-content:center;align-items:center;gap:8px}.nm{font-family:'Miriam CLM';font-size:36px;font-weight:bold;line-height:1}.row{display:flex;justify-content:space-between;gap:4px}
.ttl{text-align:center;font-weight:bold;font-size:14px;margin-top:6px}.rule{border-top:1px solid #000;margin:4px 0}.tot{border:2px solid #000;padding:3px 5px;margin:6px 0;font-size:15px;font-weight:bold}.tot .f{font-size:15px}.cut{margin:10px 0 6px;text-align:center;color:#666}`;
    const page = `80mm ${150 + lines.length * 6}mm`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
