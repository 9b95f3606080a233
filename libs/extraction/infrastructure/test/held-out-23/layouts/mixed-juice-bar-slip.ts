import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, spacedId } from '../../generalisation/notation';
import { both, lr, spread, vendorId } from './extra';

const BARS = [
  {
    he: 'מיץ השוק',
    en: 'Shuk Juice',
    owner: 'אבי נגר',
    ownerEn: 'Avi Nagar',
    legal: 'אבי נגר',
    label: both('עוסק מורשה', 'Licensed Dealer'),
    status: 'licensed',
    style: 'plain',
    place: both('שוק מחנה יהודה, ירושלים', 'Mahane Yehuda Market, Jerusalem'),
  },
  {
    he: "ג'וס פוינט",
    en: 'Juice Point',
    owner: 'ליה סלאמה',
    ownerEn: 'Leah Salama',
    legal: 'ליה סלאמה',
    label: both('עוסק פטור', 'Exempt Dealer'),
    status: 'exempt',
    style: 'spaced',
    place: both('טיילת בת גלים, חיפה', 'Bat Galim Promenade, Haifa'),
  },
  {
    he: 'פרש-פרס',
    en: 'FRESH PRESS',
    owner: '',
    ownerEn: '',
    legal: 'פרש פרס משקאות טבעיים בע"מ',
    label: both('ח.פ.', 'Co. No.'),
    status: 'company',
    style: 'hyphen',
    place: both('שוק הכרמל, תל אביב', 'Carmel Market, Tel Aviv'),
  },
] as const;

const MENU: [string, string, number][] = [
  ['תפוזים סחוט - גדול', 'Orange juice - large', 2200],
  ['תפוזים סחוט - קטן', 'Orange juice - small', 1600],
  ['רימונים סחוט', 'Pomegranate juice', 2800],
  ["גזר-ג'ינג'ר", 'Carrot & ginger', 2000],
  ['שייק בננה-תמרים', 'Banana & date shake', 2600],
  ['קערת אסאי', 'Açaí bowl', 3900],
  ['לימונענע גרוס', 'Frozen mint lemonade', 1800],
  ["שוט ג'ינג'ר", 'Ginger shot', 900],
];

/**
 * A market juice bar's slip on 80 mm paper with every label in Hebrew and English (Simple CLM with Liberation Sans,
 * Noto Sans Hebrew, or Miriam Mono CLM with Noto Mono; the Hebrew name in Aharoni CLM over the English in a bright
 * band or a dotted frame, a drawn orange): a brand over a licensed dealer's own name in both languages with "עוסק
 * מורשה / Licensed Dealer", a brand over an exempt dealer's own name with "עוסק פטור / Exempt Dealer" (spaced) and a
 * "קבלה / Receipt" without VAT, or a company with "ח.פ. / Co. No." (hyphenated); the order number large; "חשבונית מס
 * קבלה / Tax Invoice Receipt" with "מס' / No." ("J-20931", five digits, "4-1187") and "תאריך / Date" with the time;
 * juices, shakes, a bowl, shots; a reusable cup's discount; "סה"כ / Total ₪" with "מע"מ כלול / VAT incl." or the
 * exempt dealer's "לא נגבה מע"מ / No VAT charged"; cash and change, Bit or a card.
 */
export const mixedJuiceBarSlip: Layout = {
  id: 'mixed-juice-bar-slip',
  lang: 'mixed',
  kind: 'shop till',
  make(seed: Rng) {
    const rng = spread(seed, 'mixed-juice-bar-slip');
    const b = rng.pick(BARS);
    const vendorTaxId = vendorId(b.legal, b.status === 'company');
    const date = randomDate(rng, '2023-06-01', '2026-03-30');
    const rate = israeliRate(date);
    const exempt = b.status === 'exempt';
    const items = rng.some(MENU, rng.int(1, 4)).map(([he, en, unit]) => ({ he, en, unit, qty: rng.int(1, 3) }));
    const gross = items.reduce((a, i) => a + i.qty * i.unit, 0);
    const cups = rng.chance(0.3) ? rng.int(1, 2) : 0;
    const total = gross - cups * 200;
    const vat = exempt ? 0 : vatOfGross(total, rate);
    const docNo = rng.pick([() => `J-${rng.int(10000, 39999)}`, () => String(rng.int(10000, 99999)), () => `${rng.int(1, 6)}-${rng.int(1000, 9999)}`])();
    const [font, latin] = rng.pick([
      ['Simple CLM', 'Liberation Sans'],
      ['Noto Sans Hebrew', 'Noto Sans'],
      ['Miriam Mono CLM', 'Noto Mono'],
    ]);
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'd.m.yy'] as const);
    const band = rng.chance(0.5);
    const row = (a: string, c: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${c}</span></div>`;
    const orange = `<svg width="26" height="26" viewBox="0 0 26 26"><circle cx="13" cy="14" r="10" fill="#f08a1c"/><path d="M13 4 q4 -4 8 -1 q-4 3 -8 1" fill="#3c8d2f"/></svg>`;
    const lines = items
      .map((i) => `<div>${esc(i.he)} · <bdi dir="ltr" class="en">${esc(i.en)}</bdi></div>${row(lr(`${i.qty} × ${amount(i.unit)}`), lr(amount(i.qty * i.unit)))}`)
      .join('');
    const who = b.owner ? `${esc(b.owner)} · <bdi dir="ltr">${esc(b.ownerEn)}</bdi>` : esc(b.legal);
    const idText = b.style === 'spaced' ? spacedId(vendorTaxId) : b.style === 'hyphen' ? hyphenId(vendorTaxId) : vendorTaxId;
    const cash = rng.chance(0.4);
    const pay = cash
      ? row(both('מזומן', 'Cash'), lr(amount(Math.ceil(total / 2000) * 2000))) + row(both('עודף', 'Change'), lr(amount(Math.ceil(total / 2000) * 2000 - total)))
      : rng.chance(0.5)
        ? row(both('ביט', 'Bit'), lr(amount(total)))
        : row(both('אשראי', 'Card'), lr(`*${rng.digits(4)}`)) + row(both('אישור', 'Auth'), lr(rng.digits(6)));
    const body = `<div class="${band ? 'band' : 'frame'}">${orange}<div class="he">${esc(b.he)}</div><div class="enb">${esc(b.en)}</div><div class="sm">${both('מיצים סחוטים טריים', 'Fresh squeezed juices')}</div></div>
<div class="c sm">${who}<br>${b.label} ${lr(idText)}<br>${b.place}</div>
<div class="order">${both('הזמנה', 'Order')} ${lr(String(rng.int(1, 199)))}</div>
<div class="title">${exempt ? both('קבלה', 'Receipt') : both('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(both("מס'", 'No.'), `<b>${lr(docNo)}</b>`)}${row(both('תאריך', 'Date'), `${lr(dt(date, fmt))} ${lr(hhmm(rng.int(7 * 60, 20 * 60)))}`)}
<div class="rule"></div>${lines}${cups ? row(both('הנחת כוס רב-פעמית', 'Own cup discount'), lr(`-${amount(cups * 200)}`)) : ''}<div class="rule"></div>
${row(`${both('סה"כ', 'Total')} ₪`, lr(amount(total)), 'big')}${exempt ? `<div class="c sm">${both('עוסק פטור - לא נגבה מע"מ', 'Exempt dealer - no VAT charged')}</div>` : row(both(`מע"מ כלול ${rate}%`, `VAT incl. ${rate}%`), lr(amount(vat)))}
<div class="rule"></div>${pay}<div class="c sm">${both('לבריאות!', 'Cheers!')}</div>`;
    const css = `body{font-family:'${font}','${latin}','Noto Sans Hebrew',sans-serif;font-size:10.5px;width:70mm;padding:4mm 5mm;color:#111;line-height:1.45}bdi{font-family:'${latin}','Noto Sans',sans-serif;white-space:nowrap}
.band{background:#e0561b;color:#fff8ec;text-align:center;padding:2mm}.frame{text-align:center;border:2px dotted #e0561b;padding:1.5mm}.he{font-family:'Aharoni CLM','Noto Sans Hebrew',sans-serif;font-size:23px;font-weight:bold}.enb{font-size:13px;letter-spacing:2px;font-weight:bold}
.c{text-align:center}.sm{font-size:9px}.en{font-size:9px}.order{text-align:center;font-size:20px;font-weight:bold;border:2px solid #111;margin:2mm 8mm;padding:1mm}.title{text-align:center;font-weight:bold;font-size:12px;margin:1.5mm 0}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.rule{border-top:1px dashed #111;margin:1.5mm 0}.big{font-weight:bold;font-size:14px}`;
    const page = '80mm 180mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: b.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), ...(exempt ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
