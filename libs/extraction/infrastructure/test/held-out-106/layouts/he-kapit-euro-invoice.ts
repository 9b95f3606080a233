import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, share, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-kapit-euro-invoice';

/** Model, item, euro cents before VAT in 2022 (approximate). */
const MACHINES: [string, string, number][] = [
  ['LV-2G', 'מכונת אספרסו מקצועית 2 ראשים', 689000],
  ['LV-3G', 'מכונת אספרסו מקצועית 3 ראשים', 945000],
  ['LV-1C', 'מכונת אספרסו קומפקטית ראש אחד', 329000],
];
const OTHERS: [string, string, number][] = [
  ['MD-64', 'מטחנת קפה לפי מנה 64 מ"מ', 129000],
  ['MD-75', 'מטחנת קפה 75 מ"מ לקלייה בהירה', 189000],
  ['WF-10', 'מערכת סינון ורכוך מים', 34000],
  ['KN-01', 'מכל דפיקה לבוצה נירוסטה', 6800],
  ['PT-58', 'טמפר 58 מ"מ מכויל', 9500],
  ['MJ-06', "כדי הקצפה 0.6 ל', 6 יח'", 14400],
  ['SV-12', 'חוזה שירות שנתי', 48000],
  ['IN-01', 'התקנה והדרכת בריסטות', 26000],
];
const CUSTOMERS = ['קפה סמטה בע"מ', 'בית הקלייה ברחוב יפו בע"מ', 'ש.מ. מאפיות בוטיק בע"מ', 'קפה על הים נתניה בע"מ', 'מלון הגבעה – מחלקת מזון ומשקאות'];
/** Shekels a euro, a band by year (approximate, for the distractor). */
const RATES: Record<number, [number, number]> = { 2022: [3480, 3720], 2023: [3780, 4120], 2024: [3900, 4080], 2025: [3760, 4050], 2026: [3620, 3860] };

/**
 * An importer of espresso machines at Holon invoicing a café business in Hebrew, priced in euros with Israeli VAT,
 * A4 (Stam Sefarad CLM for the name, Noto Serif Hebrew, Liberation Mono for figures): a coffee-brown frame, a drawn
 * spoon beside "כפית" and "מכונות קפה · מטחנות · שירות", "כפית יבוא ציוד קפה בע"מ" with "ח.פ." spaced in threes;
 * "חשבונית מס" with "מס'" (K and five digits), "תאריך" d/m/yyyy, "תעודת משלוח" and "לתשלום עד" (distractors);
 * the customer and its ח.פ.; lines (model, item, quantity, "מחיר ליח' (€)", "סה"כ (€)"); sometimes "הנחה n%"
 * (negative); "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום (€)" "€ …"; the representative rate and the shekel
 * equivalents of the total and of the VAT (distractors) and the bank; Sunday to Thursday.
 */
export const heKapitEuroInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.03;
    const picks: [string, string, number][] = [...(rng.chance(0.75) ? [rng.pick(MACHINES)] : []), ...rng.some(OTHERS, rng.int(2, 5))];
    const lines = picks.map(([model, name, p]) => {
      const unit = Math.round((p * rise) / 1000) * 1000;
      const q = model === 'MJ-06' || model === 'PT-58' || model === 'KN-01' ? rng.int(1, 3) : 1;
      return { model, name, q, unit, sum: q * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const discRate = rng.pick([0, 0, 5, 8]);
    const disc = share(sub, discRate);
    const net = sub - disc;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const [lo, hi] = RATES[year];
    const fx = rng.int(lo, hi);
    const ils = (c: number) => Math.round((c * fx) / 1000);
    const vendorName = 'כפית יבוא ציוד קפה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `K${rng.digits(5)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const eu = (c: number) => f(`€ ${amount(c)}`);
    const fix = (s: string) => s.replace(/[0-9A-Za-z][0-9A-Za-z.\- ]*[0-9A-Za-z]|[0-9A-Za-z]/g, (m) => ltr(m));
    const spoon = `<svg width="22" height="54" viewBox="0 0 22 54"><ellipse cx="11" cy="11" rx="8" ry="10" fill="#4e342e"/><rect x="9" y="19" width="4" height="33" rx="2" fill="#4e342e"/></svg>`;
    const body = `<div class="fr"><div class="hd"><div class="br">${spoon}<div><div class="nm">כפית</div><div>מכונות קפה · מטחנות · שירות</div></div></div><div class="co">${vendorName}<br>ח.פ. ${f(spacedId(taxId))}<br>רח' המרכבה ${f(String(rng.int(2, 50)))}, חולון<br>טל' ${f(`03-55${rng.digits(5)}`)}</div></div>
<div class="mid"><div class="cu">לכבוד<br><b>${rng.pick(CUSTOMERS)}</b><br>ח.פ. ${f(companyId(rng, true))}</div><table class="dc"><tr><th colspan="2">חשבונית מס</th></tr><tr><td>מס'</td><td><b>${f(doc)}</b></td></tr><tr><td>תאריך</td><td>${f(dt(date, 'd/m/yyyy'))}</td></tr><tr><td>תעודת משלוח</td><td>${f(rng.digits(5))}</td></tr><tr><td>לתשלום עד</td><td>${f(dt(plus(date, 30), 'd/m/yyyy'))}</td></tr></table></div>
<table class="t"><tr><th>דגם</th><th>פריט</th><th>כמות</th><th>מחיר ליח' (€)</th><th>סה"כ (€)</th></tr>${lines.map((l) => `<tr><td>${f(l.model)}</td><td>${fix(l.name)}</td><td>${f(String(l.q))}</td><td>${f(amount(l.unit))}</td><td>${f(amount(l.sum))}</td></tr>`).join('')}</table>
<table class="tot">${disc ? `<tr><td>סכום ביניים</td><td>${eu(sub)}</td></tr><tr><td>הנחה ${f(`${discRate}%`)}</td><td>${f(`-${amount(disc)}`)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${eu(net)}</td></tr><tr><td>מע"מ ${f(`${rate}%`)}</td><td>${eu(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום (€)</td><td>${eu(gross)}</td></tr></table>
<div class="fx">שער יציג ליום החשבונית: ${f(`1 € = ${(fx / 1000).toFixed(3)} ₪`)} · סה"כ בשקלים: ${f(`${amount(ils(gross))} ₪`)} · מע"מ בשקלים: ${f(`${amount(ils(vat))} ₪`)}<br>התשלום בשקלים לפי השער היציג ביום התשלום. העברה לבנק ${f('12')}, סניף ${f(rng.digits(3))}, חשבון ${f(rng.digits(6))}.</div>
<div class="ft">אחריות יבואן רשמי ${f('24')} חודשים על מכונות ומטחנות · ${vendorName}</div></div>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:12.5px;padding:10mm;color:#2b1d16}.f{font-family:'Liberation Mono';font-size:11.5px}
.fr{border:3px solid #4e342e;padding:10mm 10mm 8mm;min-height:260mm;box-sizing:border-box}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #8d6e63;padding-bottom:8px}
.br{display:flex;align-items:center;gap:10px}.nm{font-family:'Stam Sefarad CLM';font-size:44px;line-height:1;color:#4e342e}.co{text-align:left;font-size:11.5px;line-height:1.5}
.mid{display:flex;justify-content:space-between;margin:12px 0}.cu{line-height:1.7}.dc{border-collapse:collapse;min-width:70mm}.dc th{background:#4e342e;color:#fff;font-size:18px;padding:4px}.dc td{border:1px solid #bcaaa4;padding:3px 8px}
.t{width:100%;border-collapse:collapse}.t th{background:#efebe9;border-bottom:2px solid #4e342e;text-align:start;padding:5px}.t td{padding:5px;border-bottom:1px solid #d7ccc8}.t td:nth-child(n+3){text-align:left;white-space:nowrap}
.tot{margin:12px 0;margin-inline-start:auto;border-collapse:collapse;min-width:85mm}.tot td{padding:4px 8px}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:16px;border-top:2px solid #4e342e;border-bottom:2px solid #4e342e}
.fx{font-size:11.5px;color:#5d4037;line-height:1.7;margin-top:10px}.ft{margin-top:24px;font-size:10.5px;color:#777;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
