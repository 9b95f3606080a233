import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, personalId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'mixed-tiyul-hostel-folio';

/** Hebrew, English, agorot a night with VAT in 2022 (approximate). */
const BEDS: [string, string, number][] = [
  ['מיטה בחדר משותף', 'Dorm bunk', 12000],
  ['חדר זוגי פרטי', 'Private double', 39000],
  ['חדר משפחתי', 'Room for 4', 52000],
];
/** Hebrew, English, agorot with VAT in 2022, a person (true) or once (false). */
const EXTRAS: [string, string, number, boolean][] = [
  ['ארוחת בוקר', 'Breakfast', 4500, true],
  ['ארוחת ערב במדבר', 'Evening dinner', 6000, true],
  ['סיור לילה מודרך', 'Guided night hike', 9000, true],
  ['כביסה', 'Washing', 3000, false],
  ['ארוחת צהריים ארוזה', 'Packed lunch', 5000, true],
];
const GUESTS = ['נועם אשכנזי / Noam Ashkenazi', 'רים חטיב / Reem Khatib', 'ירדן גרינברג / Yarden Greenberg', 'תומר דהן / Tomer Dahan', 'מיכל שושן / Michal Shoshan'];

/**
 * A desert hostel at moshav Paran in the Arava, the folio printed at check-out for an Israeli resident guest, Hebrew
 * labels with English after a slash, A5 (Keter YG for the name, Noto Sans Hebrew, DejaVu Sans Mono for the figures): a
 * sand-coloured header with "טיול" and "TIYUL · hostel · Paran", "טיול אכסניות מדבר בע"מ" with "ח.פ." plain;
 * "חשבונית מס / קבלה – Tax invoice / Receipt" with "מס' / No." (the year's last two digits and five digits), "תאריך /
 * Date" d.m.yyyy (the check-out); guest, ת"ז, check-in and check-out, nights (distractors); charges by night and extras
 * (prices include VAT); "סה"כ / Total ₪", "מתוכו מע"מ n% / VAT incl." (contained); "שולם / Paid" and "יתרה / Balance 0.00"
 * (distractors); any day.
 */
export const mixedTiyulHostelFolio: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const [bh, be, bp] = rng.pick(BEDS);
    const nights = rng.int(1, 4);
    const persons = be === 'Dorm bunk' ? rng.int(1, 3) : be === 'Room for 4' ? rng.int(3, 5) : 2;
    const night = Math.round((bp * rise) / 500) * 500;
    const arrival = plus(date, -nights);
    const lines: { he: string; en: string; q: number; unit: number }[] = [
      { he: `${bh} – לילה`, en: `${be}, night`, q: be === 'Dorm bunk' ? nights * persons : nights, unit: night },
    ];
    for (const [h, e, p, each] of rng.some(EXTRAS, rng.int(1, 3))) {
      const unit = Math.round((p * rise) / 100) * 100;
      lines.push({ he: h, en: e, q: each ? persons * (h === 'ארוחת בוקר' ? nights : 1) : 1, unit });
    }
    const gross = total(lines.map((l) => l.q * l.unit));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'טיול אכסניות מדבר בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${rng.digits(5)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const body = `<div class="hd"><div class="nm">טיול</div><div>${en('TIYUL · hostel · Paran')}</div><div class="sm">${vendorName} · ח.פ. ${f(taxId)} · ${f(`08-65${rng.digits(5)}`)}</div></div>
<div class="ti">חשבונית מס / קבלה – ${en('Tax invoice / Receipt')}</div>
<div class="row"><span>מס' / ${en('No.')} <b>${f(doc)}</b></span><span>תאריך / ${en('Date')} ${f(dt(date, 'd/m/yyyy').replace(/\//g, '.'))}</span></div>
<table class="st"><tr><td>אורח/ת / ${en('Guest')}</td><td>${rng.pick(GUESTS).replace(/ \/ (.*)$/, (_m, x) => ` / ${en(x)}`)}</td></tr><tr><td>ת"ז / ${en('ID')}</td><td>${f(personalId(rng))}</td></tr><tr><td>הגעה / ${en('Check-in')}</td><td>${f(dt(arrival, 'dd/mm/yyyy'))}</td></tr><tr><td>עזיבה / ${en('Check-out')}</td><td>${f(dt(date, 'dd/mm/yyyy'))}</td></tr><tr><td>לילות / ${en('Nights')}</td><td>${f(String(nights))}</td></tr></table>
<table class="t"><tr><th>פירוט / ${en('Item')}</th><th>${en('Qty')}</th><th>${en('Price')}</th><th>${en('Total')}</th></tr>${lines.map((l) => `<tr><td>${l.he}<br>${en(l.en)}</td><td>${f(String(l.q))}</td><td>${f(amount(l.unit))}</td><td>${f(amount(l.q * l.unit))}</td></tr>`).join('')}</table>
<div class="row big"><span>סה"כ / ${en('Total')} ₪</span><span>${f(amount(gross))}</span></div>
<div class="row"><span>מתוכו מע"מ ${f(`${rate}%`)} / ${en('VAT incl.')}</span><span>${f(amount(vat))}</span></div>
<div class="row"><span>שולם / ${en('Paid')} (${en('card')})</span><span>${f(amount(gross))}</span></div><div class="row"><span>יתרה / ${en('Balance')}</span><span>${f('0.00')}</span></div>
<p class="sm">המחירים כוללים מע"מ לתושבי ישראל / ${en('Prices include VAT for Israeli residents')}</p>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:11.5px;padding:9mm 10mm;color:#4e342e}.f{font-family:'DejaVu Sans Mono';font-size:10.5px}.en{font-family:'DejaVu Sans';font-size:10px}
.hd{background:#e8d5b0;padding:8px 12px;text-align:center;border-radius:8px}.nm{font-family:'Keter YG';font-size:36px;font-weight:bold;line-height:1}.sm{font-size:9.5px;margin-top:3px}
.ti{font-weight:bold;font-size:14px;margin:10px 0 4px;border-bottom:2px solid #8d6e63}.row{display:flex;justify-content:space-between;margin:3px 0}.st{margin:6px 0;font-size:10.5px}.st td{padding:1px 10px 1px 0}
.t{width:100%;border-collapse:collapse;margin:8px 0}.t th{text-align:start;border-bottom:1.5px solid #8d6e63;padding:3px}.t td{padding:3px;border-bottom:1px dotted #bcaaa4}.t td:nth-child(n+2){text-align:left}.big{font-size:16px;font-weight:bold;border-top:2px solid #8d6e63;padding-top:4px}.big .f{font-size:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
