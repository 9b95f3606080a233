import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-dagit-fish-restaurant-bill';

/** Dish, agorot with VAT in 2022 (approximate). */
const MENU: [string, number][] = [
  ['מבחר סלטים לשולחן', 3900],
  ['קלמרי מטוגן', 6800],
  ['סביצ׳ה דג ים', 6200],
  ['שרימפס בחמאה ושום', 8900],
  ['פילה לברק על הגריל', 11800],
  ['דניס שלם על הגריל', 12800],
  ['פירות ים בסיר', 14900],
  ['מוסר ים בתנור', 13900],
  ['צ׳יפס', 2500],
  ['לימונדה נענע', 1400],
  ['בירה מהחבית', 3200],
  ['כוס יין לבן', 3800],
  ['בקבוק יין גליל', 14000],
  ['קנאפה', 4200],
  ['אספרסו כפול', 1200],
];
const WAITERS = ['ג׳ורג׳', 'עדי', 'מוחמד', 'ליאור', 'שני'];

/**
 * A fish restaurant at the old port of Akko, the bill, 80 mm (Stam Sefarad CLM for the name, FreeSerif, DejaVu Sans
 * Mono): a drawn fish over "דגית" and "מסעדת דגים · נמל עכו", "דגית מסעדות עכו בע"מ" with "ע.מ." hyphenated under it;
 * "חשבונית מס/קבלה" and "מספר" (five digits), dd/mm/yy and time; table, covers, waiter, table opened (distractors); dishes
 * with quantity; "ביניים", on tables of six or more "דמי שירות 12%" (part of the total), otherwise "השירות אינו כלול";
 * "סה"כ לתשלום", "מתוכו מע"מ n%" (contained); the card slip with "סכום עסקה", "טיפ" (a tip on the smaller tables) and "סה"כ
 * לחיוב" (distractors); any day.
 */
export const heDagitFishRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.045;
    const covers = rng.int(2, 9);
    const dishes = rng.some(MENU, Math.min(MENU.length, rng.int(3, 4) + Math.floor(covers / 2)));
    const lines = dishes.map(([name, p]) => {
      const unit = Math.round((p * rise) / 100) * 100;
      const q = name.includes('סלטים') || name.includes('בקבוק') ? 1 : rng.int(1, Math.max(1, Math.ceil(covers / 2)));
      return { name, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = covers >= 6 ? share(sub, 12) : 0;
    const gross = sub + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const tip = service ? 0 : Math.round((gross * rng.pick([10, 12, 15])) / 10000) * 100;
    const vendorName = 'דגית מסעדות עכו בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = rng.digits(5);
    const opened = rng.int(12 * 60, 21 * 60);
    const f = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const fish = `<svg width="80" height="34" viewBox="0 0 80 34"><path d="M8 17 Q30 -2 58 17 Q30 36 8 17 Z" fill="#00695c"/><path d="M56 17 L76 4 L72 17 L76 30 Z" fill="#00695c"/><circle cx="20" cy="14" r="2.5" fill="#fff"/></svg>`;
    const body = `<div class="c">${fish}<div class="nm">דגית</div><div>מסעדת דגים · נמל עכו</div><div class="sm">${vendorName} · ע.מ. ${f(hyphenId(taxId))}</div><div class="sm">טל' ${f(`04-99${rng.digits(5)}`)}</div></div>
<div class="ln"></div><div class="c b">חשבונית מס/קבלה</div>
<div class="row"><span>מספר</span><span>${f(doc)}</span></div><div class="row"><span>${f(dt(date, 'dd/mm/yy'))}</span><span>${f(hhmm(opened + rng.int(50, 140)))}</span></div>
<div class="row sm"><span>שולחן ${f(String(rng.int(1, 40)))} · סועדים ${f(String(covers))}</span><span>מלצר/ית: ${rng.pick(WAITERS)}</span></div><div class="row sm"><span>נפתח ב-${f(hhmm(opened))}</span><span></span></div><div class="ln"></div>
<table class="t">${lines.map((l) => `<tr><td>${f(String(l.q))}</td><td>${l.name}</td><td>${f(amount(l.sum))}</td></tr>`).join('')}</table><div class="ln"></div>
<div class="row"><span>ביניים</span><span>${f(amount(sub))}</span></div>
${service ? `<div class="row"><span>דמי שירות ${f('12%')}</span><span>${f(amount(service))}</span></div>` : `<div class="sm c">השירות אינו כלול במחיר</div>`}
<div class="row big"><span>סה"כ לתשלום</span><span>${f(amount(gross))}</span></div><div class="row sm"><span>מתוכו מע"מ ${f(`${rate}%`)}</span><span>${f(amount(vat))}</span></div>
<div class="slip"><div class="c b">שובר אשראי – העתק לקוח</div><div class="row"><span>כרטיס</span><span>${f(`****${rng.digits(4)}`)}</span></div><div class="row"><span>סכום עסקה</span><span>${f(amount(gross))}</span></div><div class="row"><span>טיפ</span><span>${f(amount(tip))}</span></div><div class="row b"><span>סה"כ לחיוב</span><span>${f(amount(gross + tip))}</span></div><div class="row sm"><span>אישור</span><span>${f(rng.digits(6))}</span></div></div>
<div class="c sm">תודה שאכלתם אצלנו! נשמח לראותכם שוב.</div>`;
    const css = `body{font-family:'FreeSerif';font-size:14px;width:72mm;padding:4mm;color:#101010}.n{font-family:'DejaVu Sans Mono';font-size:11.5px;white-space:nowrap}
.row{display:flex;justify-content:space-between;gap:4px}.c{text-align:center}.b{font-weight:bold}.sm{font-size:11.5px}.nm{font-family:'Stam Sefarad CLM';font-size:40px;line-height:1.1;color:#00695c}
.ln{border-top:1px solid #000;margin:5px 0}.t{width:100%;border-collapse:collapse}.t td{padding:1px 2px;vertical-align:top}.t td:first-child{width:7mm}.t td:last-child{text-align:left}
.big{font-size:18px;font-weight:bold;border-top:2px solid #000;border-bottom:2px solid #000;padding:3px 0;margin:4px 0}.slip{border:1px dashed #444;padding:4px;margin:8px 0}`;
    const height = 170 + lines.length * 8;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: `80mm ${height}mm`, css, body }),
      page: `80mm ${height}mm`,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
