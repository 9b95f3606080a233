import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'mixed-letaa-reptile-shop-till';

/** Goods, agorot with VAT in 2022 (approximate): Hebrew name, English brand or name. */
const GOODS: [string, string, number][] = [
  ['צרצרים חיים (קופסה)', 'Live crickets box', 1800],
  ["תולעי קמח 100 גר'", 'Mealworms', 1500],
  ["מצע קוקוס 8 ל'", 'Exo Terra Plantation Soil', 4900],
  ['נורת UVB 10.0', 'Arcadia T5 UVB', 16900],
  ['מחצלת חימום 8W', 'Heat mat', 8900],
  ['מדחום ומד לחות', 'Thermo-hygrometer', 6900],
  ['תוסף סידן D3', 'Repashy Calcium Plus', 5900],
  ['מערה מסתור', 'Hide cave M', 7400],
  ['טרריום זכוכית 45x45x60', 'Glass terrarium', 69000],
];
const ANIMALS: [string, string, number][] = [
  ['שממית נמרית', 'Leopard gecko', 39000],
  ['דרקון מזוקן צעיר', 'Bearded dragon juvenile', 59000],
  ['נחש תירס', 'Corn snake', 45000],
];

/**
 * An exotic-pets and reptile shop at Kiryat Ono, the till's slip, Hebrew with English under each label and item, 80 mm
 * (Shofar for the name, FreeSans, DejaVu Sans Mono): a drawn lizard over "לטאה"; "חשבונית מס קבלה / Tax invoice
 * receipt", "מס' / No." (LT and seven digits), "תאריך / Date" d.m.yy and time; cashier, club number (distractors);
 * goods by quantity, sometimes a live animal with its health guarantee date and the next check-up (distractors); club
 * members "הנחת מועדון 7% / Club 7%" (negative); "סה"כ / TOTAL", "כולל מע"מ n% / VAT incl.", "ללא מע"מ / Net"
 * (contained); card or cash; "לטאה חיות אקזוטיות בע"מ" with "ח.פ. / Co. No." hyphenated in the footer; not Saturday.
 */
export const mixedLetaaReptileShopTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.04)) / 100) * 100 - 10;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([he, en, p]) => {
      const q = he.includes('צרצרים') || he.includes('תולעי') ? rng.int(1, 5) : 1;
      return { he, en, q, unit: up(p), sum: q * up(p) };
    });
    const animal = rng.chance(0.3) ? rng.pick(ANIMALS) : undefined;
    if (animal) lines.unshift({ he: animal[0], en: animal[1], q: 1, unit: up(animal[2]), sum: up(animal[2]) });
    const sub = total(lines.map((l) => l.sum));
    const member = rng.chance(0.5);
    const club = member ? Math.round((sub * 7) / 100) : 0;
    const gross = sub - club;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'לטאה חיות אקזוטיות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `LT${rng.digits(7)}`;
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const r = (he: string, en: string, v: string, cls = '') => `<div class="r ${cls}"><span>${he}<br><i>${en}</i></span>${n(v)}</div>`;
    const lizard = `<svg width="90" height="40" viewBox="0 0 90 40"><path d="M6 22 Q20 14 34 20 Q50 26 64 18 Q76 12 86 20 Q76 16 66 24 Q50 32 34 26 Q20 22 6 22 Z" fill="#558b2f"/><path d="M30 22 L24 32 M40 24 L46 34 M58 20 L54 10 M66 20 L72 10" stroke="#558b2f" stroke-width="3"/><circle cx="82" cy="19" r="1.2" fill="#000"/></svg>`;
    const body = `<div class="c">${lizard}<div class="nm">לטאה</div><div><i>LETAA · reptiles &amp; exotic pets</i></div><div>קריית אונו · ${n(`03-53${rng.digits(5)}`)}</div></div><div class="ln"></div>
<div class="c b">חשבונית מס קבלה<br><i>Tax invoice receipt</i></div>${r("מס'", 'No.', doc)}${r('תאריך', 'Date', `${dt(date, 'd.m.yy')} ${hhmm(rng.int(10 * 60, 20 * 60))}`)}${r('קופאי/ת', 'Cashier', rng.pick(['Tal', 'Or', 'Lior']))}<div class="ln"></div>
${lines.map((l) => r(l.he, `${l.en} · ${l.q} x ${amount(l.unit)}`, amount(l.sum))).join('')}
${club ? r('הנחת מועדון 7%', `Club 7% · #${rng.digits(6)}`, `-${amount(club)}`) : ''}<div class="ln"></div>
${r('סה"כ', 'TOTAL', amount(gross), 'big')}${r(`כולל מע"מ ${rate}%`, 'VAT incl.', amount(vat))}${r('ללא מע"מ', 'Net', amount(gross - vat))}<div class="ln"></div>
${rng.chance(0.6) ? r('אשראי', 'Card', `****${rng.digits(4)}`) : r('מזומן', 'Cash', amount(Math.ceil(gross / 10000) * 10000))}
${animal ? `<div class="sm">אחריות בריאות לבעל החיים עד ${n(dt(plus(date, 14), 'd.m.yy'))} · <i>Health guarantee</i><br>בדיקה חוזרת מומלצת: ${n(dt(plus(date, 30), 'd.m.yy'))}</div>` : ''}<div class="ln"></div>
<div class="c sm">${vendorName}<br>ח.פ. / Co. No. ${n(hyphenId(taxId))}<br>אין החזרה של מזון חי · <i>No returns on live food</i></div>`;
    const css = `body{font-family:'FreeSans';font-size:12px;width:72mm;padding:4mm;color:#000}i{font-style:normal;font-size:10px;color:#333}.n{font-family:'DejaVu Sans Mono';font-size:11px;white-space:nowrap}
.r{display:flex;justify-content:space-between;align-items:flex-end;gap:6px;margin:2px 0}.c{text-align:center}.b{font-weight:bold}.nm{font-family:'Shofar';font-size:34px;font-weight:bold;line-height:1}.ln{border-top:1.5px dotted #000;margin:5px 0}.big{font-weight:bold;font-size:14px}.sm{font-size:10px}`;
    const height = 170 + lines.length * 9 + (animal ? 12 : 0);
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: `80mm ${height}mm`, css, body }),
      page: `80mm ${height}mm`,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
