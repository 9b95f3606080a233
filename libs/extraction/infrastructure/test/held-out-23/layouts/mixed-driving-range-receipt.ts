import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { both, failsCheck, lr, spread, vendorId } from './extra';

const RANGES = [
  {
    he: 'גרין דרייב',
    en: 'GREEN DRIVE',
    legal: 'גרין דרייב מתחמי גולף בע"מ',
    legalEn: 'Green Drive Golf Ranges Ltd.',
    label: both('ח.פ.', 'Co. No.'),
    company: true,
    hyphen: true,
    place: both('פארק הירקון, תל אביב', 'Yarkon Park, Tel Aviv'),
  },
  {
    he: 'דרייב 300',
    en: 'DRIVE 300',
    legal: 'אלון קרמר',
    legalEn: 'Alon Kramer',
    label: both('עוסק מורשה', 'Licensed Dealer'),
    company: false,
    hyphen: false,
    place: both('קיבוץ געש, כביש 2', "Kibbutz Ga'ash, Route 2"),
  },
  {
    he: 'טי-אוף',
    en: 'TEE-OFF',
    legal: 'טי אוף ספורט ופנאי בע"מ',
    legalEn: 'Tee Off Sport & Leisure Ltd.',
    label: both('ח"פ', 'Reg. No.'),
    company: true,
    hyphen: false,
    place: both('מרינה הרצליה', 'Herzliya Marina'),
  },
] as const;

// Hebrew, English, price in agorot including VAT
const ITEMS: [string, string, number][] = [
  ['דלי כדורים קטן (50)', 'Small bucket (50 balls)', 3500],
  ['דלי כדורים גדול (100)', 'Large bucket (100 balls)', 6000],
  ['השכרת מקל דרייבר', 'Driver rental', 2000],
  ['השכרת סט מקלות חצי', 'Half-set club rental', 4000],
  ["שיעור 30 דק' עם מקצוען", '30-min lesson with a pro', 18000],
  ['כפפת גולף', 'Golf glove', 5900],
  ['בקבוק מים', 'Water bottle', 1000],
];

/**
 * A golf driving range's bay ticket and receipt on 80 mm paper with every label in Hebrew and English (FreeSans,
 * Noto Sans Hebrew with Noto Sans, or DejaVu Sans Condensed; the Hebrew name over the English in spaced capitals
 * under a drawn flag on a green, light on dark green on some): the company with "ח.פ. / Co. No." (hyphenated) or
 * "ח"פ / Reg. No.", or a range's brand over a licensed dealer's own name in both languages with "עוסק מורשה /
 * Licensed Dealer"; "קבלה - חשבונית מס / Receipt - Tax Invoice" with "מס' / No." ("DR-08812", six digits or
 * "3/4471"), "תאריך / Date", the bay with its start and end time and minutes; buckets of balls, club rental, a lesson,
 * a glove, water; "שעה שמחה / Happy hour -20%" before 11:00 on some, the member's number (nine digits failing the
 * check) on some; "סה"כ / Total ₪", "כולל מע"מ / Incl. VAT"; the ball machine's code, card or cash.
 */
export const mixedDrivingRangeReceipt: Layout = {
  id: 'mixed-driving-range-receipt',
  lang: 'mixed',
  kind: 'ticket',
  make(seed: Rng) {
    const rng = spread(seed, 'mixed-driving-range-receipt');
    const r = rng.pick(RANGES);
    const vendorTaxId = vendorId(r.legal, r.company);
    const date = randomDate(rng, '2023-06-03', '2026-03-29');
    const rate = israeliRate(date);
    const start = rng.int(7 * 60, 21 * 60);
    const minutes = rng.pick([30, 45, 60, 75, 90]);
    const items = rng.some(ITEMS, rng.int(1, 4)).map(([he, en, unit]) => ({ he, en, unit, qty: unit <= 3500 ? rng.int(1, 3) : 1 }));
    const gross = items.reduce((a, i) => a + i.qty * i.unit, 0);
    const happy = start < 11 * 60 && rng.chance(0.7) ? share(gross, 20) : 0;
    const total = gross - happy;
    const vat = vatOfGross(total, rate);
    const docNo = rng.pick([() => `DR-${String(rng.int(1000, 29999)).padStart(5, '0')}`, () => String(rng.int(300000, 799999)), () => `${rng.int(1, 4)}/${rng.int(1000, 9999)}`])();
    const font = rng.pick(['FreeSans', 'Noto Sans Hebrew', 'DejaVu Sans Condensed']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'dd/mm/yy'] as const);
    const dark = rng.chance(0.5);
    const row = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const flag = `<svg width="40" height="30" viewBox="0 0 40 30"><ellipse cx="20" cy="26" rx="17" ry="3.5" fill="${dark ? '#bfe3c4' : '#2d6a3e'}"/><line x1="20" y1="26" x2="20" y2="3" stroke="${dark ? '#fff' : '#111'}" stroke-width="1.5"/><path d="M20 3 l11 4 l-11 4z" fill="${dark ? '#ffd34d' : '#c0392b'}"/></svg>`;
    const lines = items
      .map((i) => `<div>${esc(i.he)}<br><span class="en">${esc(i.en)}</span></div>${row(i.qty > 1 ? lr(`${i.qty} × ${amount(i.unit)}`) : '', lr(amount(i.qty * i.unit)))}`)
      .join('');
    const member = rng.chance(0.5) ? row(both('חבר מועדון', 'Member'), lr(failsCheck(rng, rng.pick(['3', '8'])))) : '';
    const payment = rng.chance(0.7)
      ? row(both('אשראי', 'Card'), lr(`**** ${rng.digits(4)}`)) + row(both('אישור', 'Approval'), lr(rng.digits(6)))
      : row(both('מזומן', 'Cash'), lr(amount(Math.ceil(total / 5000) * 5000))) + row(both('עודף', 'Change'), lr(amount(Math.ceil(total / 5000) * 5000 - total)));
    const body = `<div class="${dark ? 'dark' : 'light'}">${flag}<div class="he">${esc(r.he)}</div><div class="enb">${esc(r.en)}</div><div class="sm">${both('מטווח גולף', 'Golf driving range')}</div></div>
<div class="c sm">${r.company ? `${esc(r.legal)}<br><bdi dir="ltr">${esc(r.legalEn)}</bdi><br>` : `${esc(r.legal)} · <bdi dir="ltr">${esc(r.legalEn)}</bdi><br>`}${r.label} ${lr(r.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${r.place}</div>
<div class="title">${both('קבלה - חשבונית מס', 'Receipt - Tax Invoice')}</div>
${row(both("מס'", 'No.'), `<b>${lr(docNo)}</b>`)}${row(both('תאריך', 'Date'), lr(dt(date, fmt)))}
<div class="bay">${both('מתחם', 'Bay')} ${lr(String(rng.int(1, 40)))} · ${lr(hhmm(start))}–${lr(hhmm(start + minutes))} · ${lr(`${minutes} min`)}</div>
<div class="rule"></div>${lines}<div class="rule"></div>
${happy ? row(both('סכום ביניים', 'Subtotal'), lr(amount(gross))) + row(both('שעה שמחה', 'Happy hour -20%'), lr(`-${amount(happy)}`)) : ''}${member}
${row(`${both('סה"כ', 'Total')} ₪`, lr(amount(total)), 'big')}${row(both(`כולל מע"מ ${rate}%`, `Incl. VAT ${rate}%`), lr(amount(vat)))}
<div class="rule"></div>${payment}<div class="code">${both('קוד למכונת הכדורים', 'Ball machine code')}: ${lr(rng.digits(4))}</div>
<div class="c sm">${both('נא להחזיר סלים וכדורים למקום', 'Please return baskets and balls')}</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew','Noto Sans',sans-serif;font-size:10.5px;width:70mm;padding:4mm 5mm;color:#111;line-height:1.45}
.dark{background:#1f4d2c;color:#f2fbf3;text-align:center;padding:2mm}.light{text-align:center;border-bottom:2px solid #1f4d2c;padding-bottom:1mm}
.he{font-size:21px;font-weight:bold}.enb{letter-spacing:4px;font-size:12px;font-weight:bold}.c{text-align:center}.sm{font-size:9px}.en{font-size:9px;color:#333}
.title{text-align:center;font-weight:bold;font-size:12px;margin:2mm 0;border:1px solid #111;padding:1mm}.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}
.bay{margin:1.5mm 0;text-align:center;border:1px dashed #111;padding:1mm;font-weight:bold}.rule{border-top:1px dashed #111;margin:1.5mm 0}.big{font-weight:bold;font-size:14px}.code{text-align:center;font-size:12px;font-weight:bold;margin:2mm 0}bdi{white-space:nowrap}`;
    const page = '80mm 200mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: r.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
