import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'mixed-efroach-vet-clinic';

/** Treatment in Hebrew and English, agorot with VAT in 2022 (approximate). */
const TREATMENTS: [string, string, number][] = [
  ['בדיקה כללית', 'General examination', 18000],
  ['חיסון כלבת', 'Rabies vaccine', 9000],
  ['חיסון משושה', 'DHPPi-L vaccine', 14000],
  ['תילוע', 'Deworming tablet', 6500],
  ['טיפול נגד פרעושים וקרציות', 'Flea &amp; tick spot-on', 8500],
  ['ספירת דם מלאה', 'Complete blood count', 32000],
  ['השתלת שבב', 'Microchip implant', 15000],
  ['ניקוי אוזניים', 'Ear cleaning', 7000],
  ['אנטיביוטיקה', 'Amoxicillin 250 mg × 14', 6800],
  ['גזירת ציפורניים', 'Nail trim', 4000],
];
const PETS: [string, string][] = [
  ['לולה', 'כלבה, מעורבת'],
  ['שוקו', 'כלב, לברדור'],
  ['מיצי', 'חתולה, אירופית'],
  ['רקס', 'כלב, רועה גרמני'],
  ['פיתה', 'חתול, פרסי'],
];
const OWNERS = ['אסתר ביטון', 'ניצן הראל', 'חאלד עודה', 'מירב שטרן', 'יונתן לוי'];

/**
 * A veterinary clinic at Ramat HaSharon, the invoice-receipt after a visit, Hebrew with English names of treatments, A5
 * (Noto Rashi Hebrew for the name, Noto Sans Hebrew, Noto Sans Mono): a drawn chick beside "אפרוח" and "Efroach Vet
 * Clinic"; "חשבונית מס קבלה / Tax invoice-receipt", "מס' / No." (a digit, a slash, five digits), "תאריך / Date" d.m.yyyy;
 * the pet, its microchip, the owner and mobile, the next vaccination and the follow-up dates (distractors); treatments
 * with VAT, sometimes "הנחת גמלאי 10% / Senior discount" (negative); "סה"כ לתשלום / Total", "מע"מ n% כלול / VAT incl.",
 * "לפני מע"מ / Net" (contained); "אפרוח מרפאה וטרינרית בע"מ" with "ח.פ. / Company No." plain only at the foot; not
 * Saturday.
 */
export const mixedEfroachVetClinic: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const lines = rng.some(TREATMENTS, rng.int(1, 4)).map(([he, en, p]) => ({ he, en, sum: Math.round((p * rise) / 1000) * 1000 }));
    const sub = total(lines.map((l) => l.sum));
    const senior = rng.chance(0.3) ? share(sub, 10) : 0;
    const gross = sub - senior;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'אפרוח מרפאה וטרינרית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 3)}/${rng.digits(5)}`;
    const [pet, kind] = rng.pick(PETS);
    const dmy = (iso: string) => iso.split('-').reverse().map(Number).join('.');
    const f = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const chick = `<svg width="44" height="44" viewBox="0 0 44 44"><circle cx="22" cy="27" r="14" fill="#fdd835"/><circle cx="28" cy="13" r="9" fill="#fdd835"/><path d="M36 12 L43 14 L36 16 Z" fill="#ef6c00"/><circle cx="30" cy="11" r="1.8" fill="#000"/><path d="M16 41 L14 44 M26 41 L28 44" stroke="#ef6c00" stroke-width="2"/></svg>`;
    const body = `<div class="hd">${chick}<div><div class="nm">אפרוח</div><div>${en('Efroach Vet Clinic')} · רמת השרון</div></div><div class="ttl">חשבונית מס קבלה<br>${en('Tax invoice-receipt')}</div></div>
<table class="kv"><tr><th>מס' / ${en('No.')}</th><td>${f(doc)}</td><th>תאריך / ${en('Date')}</th><td>${f(dmy(date))}</td></tr>
<tr><th>בעלים / ${en('Owner')}</th><td>${rng.pick(OWNERS)}, ${f(cellular(rng))}</td><th>מטופל / ${en('Patient')}</th><td>${pet} (${kind})</td></tr>
<tr><th>שבב / ${en('Chip')}</th><td colspan="3">${f(`972${rng.digits(12)}`)}</td></tr></table>
<table class="t"><thead><tr><th>טיפול / ${en('Treatment')}</th><th>סכום ₪ / ${en('Amount')}</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${l.he}<br>${en(l.en)}</td><td>${f(amount(l.sum))}</td></tr>`)
      .join('')}${senior ? `<tr><td>הנחת גמלאי ${f('10%')}<br>${en('Senior discount')}</td><td>${f(`-${amount(senior)}`)}</td></tr>` : ''}</tbody></table>
<table class="tot"><tr class="g"><td>סה"כ לתשלום / ${en('Total')}</td><td>${f(`₪ ${amount(gross)}`)}</td></tr><tr><td>מע"מ ${f(`${rate}%`)} כלול / ${en('VAT incl.')}</td><td>${f(amount(vat))}</td></tr><tr><td>לפני מע"מ / ${en('Net')}</td><td>${f(amount(gross - vat))}</td></tr></table>
<div class="next">חיסון הבא / ${en('Next vaccination')}: ${f(dmy(plus(date, 365)))} · ביקור חוזר / ${en('Follow-up')}: ${f(dmy(plus(date, rng.int(7, 14))))}</div>
<div class="pay">שולם ב${rng.pick(['אשראי', 'מזומן', 'ביט'])} / ${en('Paid')} · ${f(amount(gross))}</div>
<div class="foot">${vendorName} · ח.פ. / ${en('Company No.')} ${f(taxId)} · רח' סוקולוב ${f(String(rng.int(10, 80)))}, רמת השרון · ${f(`03-54${rng.digits(5)}`)}</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:11.5px;padding:10mm 12mm;color:#333}.n{font-family:'Noto Sans Mono';font-size:10.5px;white-space:nowrap}.en{font-family:'Noto Sans';font-size:9.5px;color:#777}
.hd{display:flex;align-items:center;gap:8px;border-bottom:3px solid #fdd835;padding-bottom:6px}.nm{font-family:'Noto Rashi Hebrew';font-size:32px;font-weight:bold;line-height:1;color:#ef6c00}.ttl{margin-inline-start:auto;font-size:15px;font-weight:bold;text-align:left}
.kv{width:100%;border-collapse:collapse;margin:10px 0}.kv th{text-align:start;font-weight:normal;color:#888;padding:3px}.kv td{padding:3px}
.t{width:100%;border-collapse:collapse}.t th{background:#fff8e1;padding:4px;text-align:start}.t td{padding:4px;border-bottom:1px solid #f5f5f5}.t td:last-child,.t th:last-child{text-align:left}
.tot{width:70mm;margin:8px 0;margin-inline-start:auto;border-collapse:collapse}.tot td{padding:3px 5px}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:2px solid #ef6c00}
.next{margin-top:10px;padding:5px;background:#fff8e1}.pay{margin-top:6px}.foot{margin-top:18px;font-size:9.5px;color:#888;text-align:center;border-top:1px solid #eee;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
