import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-reshef-skewer-grill-bill';

/** Dishes, agorot with VAT in 2022 (approximate). */
const DISHES: [string, number][] = [
  ['שיפוד פרגית', 5800],
  ['שיפוד כבד עוף', 5200],
  ['שיפוד קבב טלה', 6400],
  ['שיפוד לבבות', 4900],
  ["אנטריקוט על האש 300 גר'", 11800],
  ['סלטים לשולחן', 2900],
  ['פיתה מהטאבון', 900],
  ["צ'יפס ביתי", 2400],
  ['חציל על האש', 3200],
  ['לימונענע', 1800],
  ['בירה מהחבית', 2800],
  ['קינוח מלבי', 2600],
];

/**
 * A skewer grill at Ramla's market, the table's bill, 80 mm (Nachlieli CLM for the name, David CLM, Nimbus Mono PS): a
 * drawn skewer over coals beside "רשף"; "חשבונית מס / קבלה", "מס' חשבונית" (six digits), dd.mm.yy and time; table,
 * diners, waiter and the order's opening time (distractors); dishes with quantities; "סכום ביניים", for eight diners or
 * more "תוספת שירות 12%" (in the total), otherwise "השירות אינו כלול במחיר"; "סה"כ לתשלום", "מע"מ n% כלול" and "לפני
 * מע"מ" (contained); the card slip's "סכום", "טיפ" and "סה"כ חויב" (distractors); "רשף מסעדות בשרים בע"מ" with "ע.מ."
 * hyphenated at the foot; any day.
 */
export const heReshefSkewerGrillBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.05)) / 100) * 100;
    const diners = rng.int(2, 12);
    const lines = rng.some(DISHES, rng.int(4, 9)).map(([name, p]) => {
      const q = name.includes('פיתה') || name.includes('שיפוד') || name.includes('בירה') ? rng.int(1, diners + 2) : rng.int(1, Math.max(1, Math.ceil(diners / 2)));
      return { name, q, sum: q * up(p) };
    });
    const sub = total(lines.map((l) => l.sum));
    const service = diners >= 8 ? Math.round((sub * 12) / 100) : 0;
    const gross = sub + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'רשף מסעדות בשרים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = rng.digits(6);
    const tip = service ? 0 : Math.round((gross * rng.int(10, 15)) / 100 / 100) * 100;
    const opened = rng.int(12 * 60, 21 * 60);
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span>${n(b)}</div>`;
    const skewer = `<svg width="74" height="40" viewBox="0 0 74 40"><line x1="2" y1="14" x2="72" y2="14" stroke="#555" stroke-width="2"/>${[12, 24, 36, 48, 60].map((x, i) => `<rect x="${x - 5}" y="8" width="10" height="12" rx="3" fill="${i % 2 ? '#8d2f0f' : '#c0621f'}"/>`).join('')}<path d="M8 36 Q18 24 28 36 Q38 24 48 36 Q58 24 68 36" stroke="#e64a19" stroke-width="3" fill="none"/></svg>`;
    const body = `<div class="c">${skewer}<div class="nm">רשף</div><div>שיפודים על הגחלים · שוק רמלה</div></div><div class="ln"></div>
<div class="c b">חשבונית מס / קבלה</div>${r("מס' חשבונית", doc)}${r(dt(date, 'dd.mm.yy'), hhmm(opened + rng.int(40, 120)))}${r('שולחן', String(rng.int(1, 40)))}${r('סועדים', String(diners))}${r('מלצר/ית', rng.pick(['עדי', 'מוחמד', 'שני', 'אבי']))}${r('נפתח', hhmm(opened))}<div class="ln"></div>
${lines.map((l) => r(`${l.q} ${l.name}`, amount(l.sum))).join('')}<div class="ln"></div>
${r('סכום ביניים', amount(sub))}${service ? r('תוספת שירות 12%', amount(service)) : '<div class="sm">השירות אינו כלול במחיר</div>'}
${r('סה"כ לתשלום', amount(gross), 'big')}${r(`מע"מ ${rate}% כלול`, amount(vat))}${r('לפני מע"מ', amount(gross - vat))}<div class="ln"></div>
<div class="c b">שובר אשראי</div>${r('כרטיס', `****${rng.digits(4)}`)}${r('סכום', amount(gross))}${r('טיפ', amount(tip))}${r('סה"כ חויב', amount(gross + tip))}${r('אישור', rng.digits(6))}<div class="ln"></div>
<div class="c sm">${vendorName} · ע.מ. ${n(hyphenId(taxId))}<br>רח' ז'בוטינסקי ${n(String(rng.int(1, 60)))}, רמלה · הזמנות ${n(`08-92${rng.digits(5)}`)}<br>תודה ובתיאבון!</div>`;
    const css = `body{font-family:'David CLM';font-size:13.5px;width:72mm;padding:4mm;color:#000}.n{font-family:'Nimbus Mono PS';font-size:12px;white-space:pre}
.r{display:flex;justify-content:space-between;gap:6px}.c{text-align:center}.b{font-weight:bold;font-size:15px}.nm{font-family:'Nachlieli CLM';font-size:36px;font-weight:bold;line-height:1}
.ln{border-top:2px solid #000;margin:5px 0}.big{font-weight:bold;font-size:16px}.sm{font-size:11px}`;
    const height = 190 + lines.length * 6;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: `80mm ${height}mm`, css, body }),
      page: `80mm ${height}mm`,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
