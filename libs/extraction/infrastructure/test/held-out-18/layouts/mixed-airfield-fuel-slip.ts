import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, seedOf, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, mul } from '../../generalisation/notation';
import { bi, idWith, stirred, tailMark, vendorId } from './extra';

const FBOS = [
  { en: 'HERZLIYA AERO SERVICES', he: 'שירותי תעופה הרצליה', legal: 'הרצליה שירותי תעופה בע"מ', label: 'ח.פ. / Co. No.', kind: 'company', field: 'שדה התעופה הרצליה / LLHZ' },
  { en: 'MEGIDDO AIRFIELD', he: 'שדה תעופה מגידו', legal: 'אגודת שדה מגידו - אגודה שיתופית חקלאית בע"מ', label: 'אגודה שיתופית / Coop. No.', kind: 'coop', field: 'מגידו / LLMG' },
  { en: 'GALILEE FBO', he: 'תדלוק הגליל', legal: 'ערן בירנבאום', label: 'עוסק מורשה / Licensed Dealer', kind: 'person', field: 'ראש פינה / LLIB' },
];
const PILOTS = ['A. COHEN', 'R. MIZRAHI', 'Y. GOLAN', 'D. SHAPIRO', 'M. KATZ'];
const TYPES = ['C172', 'PA-28', 'C182', 'SR22', 'DA40'];

/**
 * A small airfield's fuel and services slip on 80 mm paper with every label in Hebrew and English (Liberation
 * Mono, DejaVu Sans Mono or Noto Sans Mono with Noto Sans Hebrew; the English name in DejaVu Sans bold
 * capitals): the English and Hebrew names, the field and its ICAO code, the legal name with "ח.פ. / Co. No."
 * (a company), "אגודה שיתופית / Coop. No." (a cooperative, 57…) or the owner's name with "עוסק מורשה /
 * Licensed Dealer" (hyphenated on some); "חשבונית מס קבלה / Tax Invoice Receipt", "מס' / No." as
 * "FBO-24-01877", "תאריך / Date" and "שעה / Time"; "מטוס / Aircraft" with its 4X- registration and type,
 * "טייס / Pilot"; pump and meter readings before and after; AVGAS 100LL litres to a tenth × the price a
 * litre; a landing fee; "חניית מטוס / Aircraft parking" nights × a price; tie-down ropes; "סה"כ / Total ₪",
 * "כולל מע"מ / VAT incl." at 17% or 18%; the card with its approval, or "חשבון מועדון / Club account" with
 * the account number.
 */
export const mixedAirfieldFuelSlip: Layout = {
  id: 'mixed-airfield-fuel-slip',
  lang: 'mixed',
  kind: 'fuel',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-airfield-fuel-slip');
    const f = rng.pick(FBOS);
    const vendorTaxId = f.kind === 'coop' ? idWith(new Rng(seedOf(f.legal)), '57') : vendorId(f.legal, f.kind === 'company');
    const date = randomDate(rng, '2024-01-01', '2025-12-31');
    const rate = israeliRate(date);
    const litres = rng.int(300, 1600) / 10;
    const perLitre = rng.pick([1390, 1420, 1465, 1510]);
    const meterA = rng.int(100000, 900000) / 10;
    type Line = { he: string; en: string; detail: string; cents: number };
    const lines: Line[] = [{ he: 'דלק מטוסים', en: 'AVGAS 100LL', detail: `${litres.toFixed(1)} L × ${amount(perLitre)}`, cents: mul(litres, perLitre) }];
    if (rng.chance(0.7)) lines.push({ he: 'דמי נחיתה', en: 'Landing fee', detail: '', cents: rng.pick([6500, 8500, 12000]) });
    const nights = rng.chance(0.6) ? rng.int(1, 5) : 0;
    if (nights) lines.push({ he: 'חניית מטוס', en: 'Aircraft parking', detail: `${nights} × ${amount(4500)}`, cents: nights * 4500 });
    if (nights && rng.chance(0.4)) lines.push({ he: 'חבלי קשירה', en: 'Tie-down', detail: '', cents: 2000 });
    const total = lines.reduce((a, l) => a + l.cents, 0);
    const vat = vatOfGross(total, rate);
    const docNo = `FBO-${date.slice(2, 4)}-${String(rng.int(300, 9800)).padStart(5, '0')}`;
    const font = rng.pick(['Liberation Mono', 'DejaVu Sans Mono', 'Noto Sans Mono']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const shownId = rng.chance(0.4) && f.kind !== 'person' ? hyphenId(vendorTaxId) : vendorTaxId;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${bi(a)}</span><span>${b}</span></div>`;
    const club = f.kind === 'coop' && rng.chance(0.5);
    const pay = club
      ? r('חשבון מועדון / Club account', `<bdi>${rng.int(100, 999)}-${rng.digits(3)}</bdi>`) + r('חויב / Charged', amount(total))
      : r(`אשראי / Card ****${rng.digits(4)}`, amount(total)) + r('אישור / Auth', rng.digits(6));
    const body = `<div class="en">${f.en}</div><div class="c b">${esc(f.he)}</div><div class="c sm">${esc(f.field)}</div><div class="c sm">${esc(f.legal)}</div><div class="c sm">${bi(f.label)} <bdi>${shownId}</bdi></div><div class="hr"></div>
<div class="c b">${bi('חשבונית מס קבלה / Tax Invoice Receipt')}</div>${r("מס' / No.", `<bdi>${docNo}</bdi>`, 'b')}${r('תאריך / Date', dt(date, fmt))}${r('שעה / Time', hhmm(rng.int(7 * 60, 18 * 60)))}
${r('מטוס / Aircraft', `<bdi>${tailMark(rng)} ${rng.pick(TYPES)}</bdi>`)}${r('טייס / Pilot', rng.pick(PILOTS))}${r('משאבה / Pump', String(rng.int(1, 2)))}
${r('מונה התחלה / Meter start', meterA.toFixed(1), 'sm')}${r('מונה סיום / Meter end', (meterA + litres).toFixed(1), 'sm')}<div class="hr"></div>
${lines.map((l) => r(`${esc(l.he)} / ${l.en}`, amount(l.cents)) + (l.detail ? `<div class="d">${l.detail}</div>` : '')).join('')}<div class="hr"></div>
${r('סה"כ / Total ₪', amount(total), 'big')}${r(`כולל מע"מ / VAT incl. ${rate}%`, amount(vat), 'sm')}<div class="hr"></div>${pay}<div class="hr"></div>
<div class="c sm">${bi(`טיסה בטוחה / Fly safe · Unicom 122.${rng.pick(['2', '5', '8'])}00`)}</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',monospace;font-size:10.5px;width:72mm;padding:4mm;color:#000}.en{font-family:'DejaVu Sans',sans-serif;font-weight:bold;font-size:16px;text-align:center;letter-spacing:1px}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:9.5px}.big{font-weight:bold;font-size:13px}.d{font-size:9.5px;padding-right:4mm;direction:ltr;text-align:right}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.hr{border-top:1px dashed #000;margin:1.5mm 0}`;
    const page = '80mm 200mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
