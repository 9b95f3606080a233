import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { bi, dateInYears, lr, spread, taxIn, vendorId } from './extra';

const OPERATORS = [
  {
    he: 'חניוני הארנה ניהול בע"מ',
    en: 'Arena Parking Management Ltd.',
    legal: 'חניוני הארנה ניהול בע"מ',
    brand: '',
    company: true,
    label: bi('ח.פ.', 'Co. No.'),
    hyphen: true,
    venue: bi('היכל הספורט, חניון צפוני P3', 'Sports Arena, North Lot P3'),
  },
  {
    he: 'מרכז חניה וספורט ירושלים בע"מ',
    en: 'Jerusalem Sport Parking Ltd.',
    legal: 'מרכז חניה וספורט ירושלים בע"מ',
    brand: '',
    company: true,
    label: bi('ח"פ', 'Reg. No.'),
    hyphen: false,
    venue: bi('אצטדיון העיר, חניון מערבי', 'City Stadium, West Car Park'),
  },
  {
    he: 'משה רוזנטל',
    en: 'Moshe Rosenthal',
    legal: 'משה רוזנטל',
    brand: bi('חניון הגביע', 'CUP PARKING'),
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    hyphen: false,
    venue: bi('מגרש החניה מול שער 5', 'Open lot opposite Gate 5'),
  },
] as const;

const EVENTS: [string, string][] = [
  ['משחק כדורגל - ליגת העל', 'Football - Premier League'],
  ['משחק כדורסל - יורוליג', 'Basketball - EuroLeague'],
  ['הופעה', 'Concert'],
  ['משחק גביע המדינה', 'State Cup match'],
];

/**
 * A stadium's or arena's event-night car park receipt from the entry booth on 80 mm paper with every label in
 * Hebrew and English (Liberation Mono with Miriam Mono CLM, DejaVu Sans Condensed with Noto Sans Hebrew, or Nimbus
 * Sans Narrow with Simple CLM; a large "P" in a black square, a drawn barcode): a company's Hebrew and English
 * names with "ח.פ. / Co. No." (hyphenated) or "ח"פ / Reg. No.", or a private lot's brand "חניון הגביע / CUP PARKING"
 * over the licensed dealer's own name with "עוסק מורשה / Licensed Dealer"; the venue and the event; "חשבונית מס /
 * קבלה · TAX INVOICE / RECEIPT", "מס' חשבונית / Invoice No." ("P3-004512", five digits or "E/2291"), "תאריך /
 * Date" (dd/mm/yy, yyyy-mm-dd or dd.mm.yyyy), the entry time, the gate and booth, the plate; the ticket's twelve
 * digits under its barcode, "בתוקף עד / Valid until" the small hours of the next day; the event's flat rate, a van
 * surcharge and a season-ticket discount on some; "סה"כ / TOTAL ₪" with "כולל מע"מ / incl. VAT"; a contactless card,
 * the app or cash.
 */
export const mixedStadiumEventParking: Layout = {
  id: 'mixed-stadium-event-parking',
  lang: 'mixed',
  kind: 'parking',
  make(seed: Rng) {
    const rng = spread(seed, 'mixed-stadium-event-parking');
    const o = rng.pick(OPERATORS);
    const vendorTaxId = vendorId(o.legal, o.company);
    const date = dateInYears(rng);
    const rate = israeliRate(date);
    const [evHe, evEn] = rng.pick(EVENTS);
    const flat = rng.pick([2500, 3000, 3500, 4000, 5000]);
    const van = rng.chance(0.25) ? 1500 : 0;
    const season = rng.chance(0.3) ? 1000 : 0;
    const total = flat + van - season;
    const vat = taxIn(total, rate * 100);
    const docNo = rng.pick([() => `P3-${String(rng.int(100, 99999)).padStart(6, '0')}`, () => String(rng.int(10000, 99999)), () => `E/${rng.int(1000, 4999)}`])();
    const fmt = rng.pick(['dd/mm/yy', 'yyyy-mm-dd', 'dd.mm.yyyy'] as const);
    const [font, heb] = rng.pick([
      ['Liberation Mono', 'Miriam Mono CLM'],
      ['DejaVu Sans Condensed', 'Noto Sans Hebrew'],
      ['Nimbus Sans Narrow', 'Simple CLM'],
    ]);
    const entry = rng.int(17 * 60, 20 * 60 + 45);
    const ticket = rng.digits(12);
    const bars = Array.from({ length: 46 }, (_, i) => `<rect x="${i * 4}" y="0" width="${rng.pick([1, 2, 3])}" height="30" fill="#111"/>`).join('');
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const pay = rng.pick([
      () => r(bi('אשראי ללא מגע', 'Contactless card'), lr(`****${rng.digits(4)}`)) + r(bi('אישור', 'Auth.'), lr(rng.digits(6))),
      () => r(bi('תשלום באפליקציה', 'Paid via app'), lr(`REF ${rng.digits(8)}`)),
      () => r(bi('מזומן', 'Cash'), lr(amount(Math.ceil(total / 5000) * 5000))) + r(bi('עודף', 'Change'), lr(amount(Math.ceil(total / 5000) * 5000 - total))),
    ])();
    const idText = o.hyphen ? hyphenId(vendorTaxId) : vendorTaxId;
    const who = o.brand
      ? `<div class="brand">${o.brand}</div><div class="c">${esc(o.he)} · <bdi dir="ltr">${esc(o.en)}</bdi></div>`
      : `<div class="c b">${esc(o.he)}</div><div class="c"><bdi dir="ltr">${esc(o.en)}</bdi></div>`;
    const body = `<div class="top"><div class="p">P</div><div class="ev">${bi(esc(evHe), esc(evEn), '<br>')}</div></div>
${who}<div class="c">${o.label} ${lr(idText)}</div><div class="c">${o.venue}</div>
<div class="rule"></div><div class="c b">חשבונית מס / קבלה · <bdi dir="ltr">TAX INVOICE / RECEIPT</bdi></div>
${r(bi("מס' חשבונית", 'Invoice No.'), `<b>${lr(docNo)}</b>`)}${r(bi('תאריך', 'Date'), lr(dt(date, fmt)))}${r(bi('שעת כניסה', 'Entry'), lr(hhmm(entry)))}${r(bi('שער / עמדה', 'Gate / booth'), lr(`${rng.int(1, 6)} / ${rng.int(1, 4)}`))}${r(bi('רכב', 'Plate'), lr(plate(rng)))}
<div class="rule"></div><div class="c"><svg width="184" height="30" viewBox="0 0 184 30">${bars}</svg><br>${lr(ticket.replace(/(\d{4})(?=\d)/g, '$1 '))}</div>
${r(bi('בתוקף עד', 'Valid until'), lr(`${dt(addDays(date, 1), 'dd/mm')} 02:00`))}
<div class="rule"></div>${r(bi('תעריף אירוע', 'Event flat rate'), lr(amount(flat)))}${van ? r(bi('תוספת רכב גדול', 'Van / minibus'), lr(amount(van))) : ''}${season ? r(bi('הנחת מנוי עונתי', 'Season ticket'), lr(`-${amount(season)}`)) : ''}
<div class="rule"></div>${r(`${bi('סה"כ', 'TOTAL')} ₪`, lr(amount(total)), 'big')}${r(bi(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), lr(amount(vat)))}
<div class="rule"></div>${pay}<div class="rule"></div><div class="c sm">${bi('אין אחריות לנזק או לגניבה. יש להציג את הכרטיס ביציאה.', 'No liability for damage or theft. Show this ticket at the exit.', '<br>')}</div>`;
    const css = `body{font-family:'${font}','${heb}',sans-serif;font-size:10.5px;width:68mm;padding:4mm 6mm;color:#111;line-height:1.4}bdi{white-space:nowrap}
.top{display:flex;align-items:center;gap:3mm}.p{background:#111;color:#fff;font-family:'Nimbus Sans',sans-serif;font-weight:bold;font-size:30px;width:11mm;height:11mm;line-height:11mm;text-align:center}.ev{font-size:10px}
.brand{font-size:16px;font-weight:bold;text-align:center;margin-top:2mm}.c{text-align:center}.b{font-weight:bold;margin-top:1mm}.sm{font-size:8.5px}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.big{font-weight:bold;font-size:13.5px}.rule{border-top:1px dashed #111;margin:1.5mm 0}`;
    const page = '80mm 190mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
