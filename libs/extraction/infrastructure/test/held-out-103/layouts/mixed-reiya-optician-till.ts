import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, share } from '../../generalisation/notation';
import { avoid, bi, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-reiya-optician-till';

/** Hebrew, English, agorot range in 2022 (VAT included), whether the HMO discount applies. */
const GOODS: [string, string, [number, number], boolean][] = [
  ['מסגרת טיטניום', 'Frame TK-2210 titanium', [59000, 149000], true],
  ['מסגרת אצטט', 'Frame AC-418 acetate', [39000, 89000], true],
  ['עדשות מולטיפוקל, זוג', 'Progressive lenses 1.6 AR, pair', [180000, 290000], true],
  ['עדשות חד-מוקדיות, זוג', 'Single-vision lenses 1.5 AR, pair', [45000, 90000], true],
  ['ציפוי מסנן אור כחול', 'Blue-light filter coating', [15000, 15000], true],
  ['משקפי שמש מקוטבים', 'Polarised sunglasses', [45000, 89000], false],
  ["עדשות מגע חודשיות, 6 יח'", 'Monthly contact lenses, 6 pcs', [16000, 19000], false],
  ['תמיסה לעדשות מגע', 'Contact lens solution 360 ml', [4500, 4500], false],
];
const CUSTOMERS = ["ראמי ח'טיב", 'סמאח עואודה', 'נור אל-הודא', 'ויסאם דהאמשה', 'הדיל טאטור'];

const dioptre = (rng: { int(a: number, b: number): number }, lo: number, hi: number) => {
  const q = rng.int(lo, hi) * 25;
  return `${q > 0 ? '+' : q < 0 ? '-' : ''}${(Math.abs(q) / 100).toFixed(2)}`;
};

/**
 * An optician at Kafr Kanna, the till's slip at collection, Hebrew with English, 90 mm (Aharoni CLM for the name,
 * Frank Ruehl CLM, Liberation Sans for the English and figures): "ראייה" over "RE'IYA · KAFR KANNA", "אופטיקה ·
 * בדיקות ראייה", the company "ראייה אופטיקה בע"מ" with "ח.פ. / Co. No." plain; "חשבונית מס קבלה / Tax invoice
 * receipt", "מס' / No." the till, a slash and five digits, "תאריך / Date" dd.mm.yyyy and the time; the customer, phone,
 * the order and its date (3-10 days before; distractors); a boxed prescription (SPH, CYL, AX, ADD for R and L, PD;
 * distractors); goods Hebrew over English with the sum, sometimes "הנחת קופ"ח / HMO discount" 10-20% on frames and
 * lenses (negative); "סה"כ / TOTAL" "₪ …", "כולל מע"מ n% / incl. VAT" (contained); the deposit paid with the order and
 * the balance paid today (distractors); card and approval; not Friday.
 */
export const mixedReiyaOpticianTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'optician receipt',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const glasses = rng.chance(0.7);
    const picked = glasses ? [GOODS[rng.int(0, 1)], GOODS[rng.int(2, 3)], ...rng.some(GOODS.slice(4), rng.int(0, 2))] : rng.some(GOODS.slice(5), rng.int(1, 3));
    const lines = picked.map(([he, en, [lo, hi], hmo]) => {
      const sum = Math.round((rng.int(lo / 1000, hi / 1000) * 1000 * rise) / 1000) * 1000;
      return { he, en, hmo, sum };
    });
    const pct = glasses && rng.chance(0.5) ? rng.pick([10, 15, 20]) : 0;
    const off = pct ? share(total(lines.filter((l) => l.hmo).map((l) => l.sum)), pct) : 0;
    const gross = total(lines.map((l) => l.sum)) - off;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ראייה אופטיקה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 3)}/${rng.int(10000, 99999)}`;
    const ordered = addDays(date, -rng.int(3, 10));
    const deposit = glasses ? Math.round((gross * 0.3) / 10000) * 10000 : 0;
    const en = (s: string) => `<span class="en">${ltr(s)}</span>`;
    const rows = lines.map((l) => `<div class="it"><div class="row"><span>${l.he}</span><span>${en(amount(l.sum))}</span></div><div class="e">${en(l.en)}</div></div>`).join('');
    const rx = glasses
      ? `<table class="rx"><tr><th></th><th>SPH</th><th>CYL</th><th>AX</th><th>ADD</th></tr>${['R', 'L']
          .map(
            (s) =>
              `<tr><td>${s === 'R' ? 'ימין' : 'שמאל'} / ${en(s)}</td><td>${en(dioptre(rng, -24, 12))}</td><td>${en(dioptre(rng, -8, 0))}</td><td>${en(String(rng.int(1, 36) * 5))}</td><td>${en(dioptre(rng, 0, 12))}</td></tr>`,
          )
          .join('')}<tr><td>PD</td><td colspan="4">${en(String(rng.int(56, 70)))}</td></tr></table>`
      : '';
    const body = `<div class="c"><div class="nm">ראייה</div><div class="en lt">RE'IYA · KAFR KANNA</div><div>אופטיקה · בדיקות ראייה</div><div class="sm">${vendorName} · ח.פ. / ${en(`Co. No. ${taxId}`)}</div><div class="sm">${en(`04-64${rng.digits(5)}`)}</div></div>
<div class="ti">${bi('חשבונית מס קבלה', en('Tax invoice receipt'))}</div>
<div class="row"><span>מס' / ${en('No.')}</span><b>${en(doc)}</b></div><div class="row"><span>תאריך / ${en('Date')}</span><span>${en(`${dt(date, 'dd.mm.yyyy')} ${String(rng.int(9, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)}</span></div>
<div class="row"><span>לקוח/ה / ${en('Customer')}</span><span>${rng.pick(CUSTOMERS)}</span></div><div class="row"><span>טלפון / ${en('Phone')}</span><span>${en(cellular(rng))}</span></div>
<div class="row"><span>הזמנה / ${en('Order')}</span><span>${en(`${rng.int(2000, 9999)} · ${dt(ordered, 'dd.mm.yyyy')}`)}</span></div>${rx}
<div class="dash"></div>${rows}${off ? `<div class="row dc"><span>הנחת קופ"ח / ${en(`HMO discount ${pct}%`)}</span><span>${en(`-${amount(off)}`)}</span></div>` : ''}<div class="dash"></div>
<div class="tot"><span>סה"כ / ${en('TOTAL')}</span><span>${en(`₪ ${amount(gross)}`)}</span></div><div class="row"><span>כולל מע"מ ${ltr(`${rate}%`)} / ${en('incl. VAT')}</span><span>${en(amount(vat))}</span></div>
${deposit ? `<div class="row sm"><span>מקדמה ששולמה בהזמנה / ${en('Deposit paid')}</span><span>${en(amount(deposit))}</span></div><div class="row sm"><span>יתרה ששולמה היום / ${en('Balance paid today')}</span><span>${en(amount(gross - deposit))}</span></div>` : ''}
<div class="pay">${en(`VISA ****${rng.digits(4)} · ${rng.chance(0.5) ? '1' : String(rng.int(2, 6))} payments · auth ${rng.digits(6)}`)}</div>
<div class="c sm">אחריות לשנה על המסגרת ולשנתיים על העדשות / ${en('Warranty: frame 1 yr, lenses 2 yrs')}</div>`;
    const css = `body{font-family:'Frank Ruehl CLM';font-size:12.5px;width:90mm;box-sizing:border-box;padding:4mm 4mm 8mm}.en{font-family:'Liberation Sans';font-size:11px}.c{text-align:center}.nm{font-family:'Aharoni CLM';font-size:30px;font-weight:bold;line-height:1.1}.lt{letter-spacing:2px}
.sm{font-size:10.5px;margin:2px 0}.sm .en{font-size:9.5px}.ti{text-align:center;font-weight:bold;border-top:2px solid #000;border-bottom:2px solid #000;margin:6px 0;padding:2px}.row{display:flex;justify-content:space-between;gap:6px;line-height:1.5}
.rx{width:100%;border-collapse:collapse;margin:6px 0}.rx th,.rx td{border:1px solid #000;padding:1px 3px;text-align:center;font-size:11px}.rx th{font-family:'Liberation Sans';font-size:10px}
.dash{border-top:1px dashed #000;margin:5px 0}.it{margin:2px 0}.e{color:#333}.dc{font-size:11.5px}.tot{display:flex;justify-content:space-between;font-size:17px;font-weight:bold;margin:3px 0}.tot .en{font-size:16px}.pay{margin:6px 0 4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '90mm 320mm', css, body }),
      page: '90mm 320mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
