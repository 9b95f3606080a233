import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, spacedId } from '../../generalisation/notation';
import { bi, ltr, stirred, vendorId } from './extra';

const STUDIOS = [
  {
    brand: 'POLISH BAR TLV',
    heBrand: 'פוליש בר',
    legal: 'ליאור חזיזה',
    label: 'עוסק מורשה / Licensed Dealer',
    kind: 'licensed' as const,
    addr: "רח' שינקין 27, תל אביב / 27 Shenkin St, Tel Aviv",
    spaced: false,
  },
  {
    brand: 'Nail Art Studio',
    heBrand: 'סטודיו נייל ארט',
    legal: 'מריה קוזלוב',
    label: 'עוסק פטור / Exempt Dealer',
    kind: 'exempt' as const,
    addr: "רח' הרצל 88, חיפה / 88 Herzl St, Haifa",
    spaced: true,
  },
  {
    brand: 'GLOSS',
    heBrand: 'גלוס',
    legal: 'גלוס סטודיו לציפורניים בע"מ',
    label: 'ח.פ. / Co. No.',
    kind: 'company' as const,
    addr: "קניון G, רח' המלאכה 4, ראש העין / G Mall, Rosh HaAyin",
    spaced: false,
  },
];
const SERVICES: [string, string, number][] = [
  ["לק ג'ל ידיים", 'Gel manicure', 12000],
  ["בניית ציפורניים בג'ל", 'Gel extensions', 22000],
  ["לק ג'ל רגליים", 'Gel pedicure', 14000],
  ['פדיקור רפואי', 'Medical pedicure', 18000],
  ['מילוי בנייה', 'Extension refill', 16000],
];
const EXTRAS: [string, string, number][] = [
  ["הסרת ג'ל", 'Gel removal', 4000],
  ['טיפול פרפין לידיים', 'Paraffin hand treatment', 6000],
];
const CLIENTS = ['שני', 'אלינור', 'רותם', 'דנה', 'יסמין', 'קטיה', 'מאיה'];

/**
 * A nail studio's receipt as its booking app prints it, on a 110 mm slip with every label in Hebrew and English
 * (Noto Sans Hebrew with Noto Sans, Simple CLM with Liberation Sans, or Miriam CLM with DejaVu Sans; the Latin
 * brand in Noto Serif Display italic over the Hebrew one, a row of drawn polish bottles): the owner's name with
 * "עוסק מורשה / Licensed Dealer" or "עוסק פטור / Exempt Dealer" (spaced on some), or a company with "ח.פ. / Co.
 * No."; a licensed dealer's or company's "חשבונית מס קבלה / Tax Invoice Receipt", an exempt dealer's "קבלה /
 * Receipt", "מס' / No." (four or five digits), "תאריך / Date", the appointment's time and the technician; the
 * client's first name and a masked mobile; services in both languages, nail art per nail; "סה"כ שירותים /
 * Services", "טיפ / Tip" added on the card on some, "סה"כ שולם / Total paid"; "מזה מע"מ / Incl. VAT" on the
 * services only, or "עוסק פטור - לא נגבה מע"מ / Exempt dealer – no VAT charged"; card, Bit or cash; a punch card
 * count and the next appointment's date.
 */
export const mixedNailStudioReceipt: Layout = {
  id: 'mixed-nail-studio-receipt',
  lang: 'mixed',
  kind: 'services receipt',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-nail-studio-receipt');
    const s = rng.pick(STUDIOS);
    const vendorTaxId = vendorId(s.legal, s.kind === 'company');
    const date = randomDate(rng, '2023-06-05', '2026-03-26');
    const rate = israeliRate(date);
    type Row = { he: string; en: string; qty: number; unit: number };
    const rows: Row[] = [...rng.some(SERVICES, rng.int(1, 2)), ...rng.some(EXTRAS, rng.int(0, 1))].map(([he, en, unit]) => ({ he, en, qty: 1, unit }));
    if (rng.chance(0.5)) rows.push({ he: 'עיצוב לציפורן', en: 'Nail art, per nail', qty: rng.int(2, 10), unit: 1000 });
    const services = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const payBy = rng.pick(['card', 'card', 'bit', 'cash'] as const);
    const tip = payBy === 'card' && rng.chance(0.6) ? rng.pick([1000, 1500, 2000, 3000]) : 0;
    const total = services + tip;
    const exempt = s.kind === 'exempt';
    const vat = exempt ? 0 : vatOfGross(services, rate);
    const docNo = String(exempt ? rng.int(210, 1900) : rng.int(10200, 38999));
    const fonts = rng.pick([`'Noto Sans Hebrew','Noto Sans'`, `'Simple CLM','Liberation Sans'`, `'Miriam CLM','DejaVu Sans'`]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'dd/mm/yy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const r2 = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const bottles = ['#c2185b', '#7b1fa2', '#ef6c00', '#00897b', '#d81b60']
      .map((c, i) => `<rect x="${6 + i * 22}" y="12" width="12" height="16" rx="3" fill="${c}"/><rect x="${9 + i * 22}" y="2" width="6" height="10" fill="#333"/>`)
      .join('');
    const pay =
      payBy === 'card'
        ? r2(bi('אשראי / Card'), ltr(`****${rng.digits(4)}`)) + r2(bi('אישור / Approval'), ltr(rng.digits(6)))
        : payBy === 'bit'
          ? r2(bi('ביט / Bit'), ltr(`ref ${rng.digits(9)}`))
          : r2(bi('מזומן / Cash'), amount(Math.ceil(total / 5000) * 5000)) + r2(bi('עודף / Change'), amount(Math.ceil(total / 5000) * 5000 - total));
    const title = exempt ? 'קבלה / Receipt' : 'חשבונית מס קבלה / Tax Invoice Receipt';
    const body = `<div class="c"><svg width="116" height="30" viewBox="0 0 116 30">${bottles}</svg></div><div class="brand">${esc(s.brand)}</div><div class="heb">${esc(s.heBrand)}</div>
<div class="c sm">${esc(s.legal)} · ${bi(s.label)} ${ltr(s.spaced ? spacedId(vendorTaxId) : vendorTaxId)}<br>${bi(s.addr)}</div>
<div class="title">${bi(title)}</div>
${r2(bi("מס' / No."), `<b>${ltr(docNo)}</b>`)}${r2(bi('תאריך / Date'), d(date))}${r2(bi('תור / Appointment'), ltr(hhmm(rng.int(9 * 60, 19 * 60))))}${r2(
      bi('מטפלת / Technician'),
      esc(rng.pick(['ליאור', 'מריה', 'אנה', 'הדר', 'נטלי'])),
    )}${r2(bi('לקוחה / Client'), `${esc(rng.pick(CLIENTS))} ${ltr(`05${rng.int(0, 4)}-***-${rng.digits(4)}`)}`)}<hr>
${rows.map((r) => r2(`${esc(r.he)} / <bdi dir="ltr">${esc(r.en)}</bdi>${r.qty > 1 ? ` ${ltr(`× ${r.qty}`)}` : ''}`, amount(r.qty * r.unit))).join('')}<hr>
${r2(bi('סה"כ שירותים / Services'), amount(services))}${exempt ? '' : r2(bi(`מזה מע"מ / Incl. VAT ${rate}%`), amount(vat))}${tip ? r2(bi('טיפ / Tip'), amount(tip)) : ''}${r2(
      bi('סה"כ שולם / Total paid ₪'),
      amount(total),
      'big',
    )}${exempt ? `<div class="sm">${bi('עוסק פטור - לא נגבה מע"מ / Exempt dealer – no VAT charged')}</div>` : ''}<hr>${pay}
<div class="c sm">${bi('כרטיסייה / Punch card')}: ${rng.int(1, 9)}/10 · ${bi('התור הבא / Next visit')}: ${d(addDays(date, rng.int(21, 28)))}</div><div class="c sm">♡ ${bi('תודה / Thank you')}</div>`;
    const css = `body{font-family:${fonts},sans-serif;font-size:10.5px;width:96mm;padding:5mm 7mm;color:#222}
.c{text-align:center}.brand{font-family:'Noto Serif Display','Noto Serif',serif;font-style:italic;font-size:24px;text-align:center;direction:ltr}.heb{text-align:center;font-size:13px;letter-spacing:2px;color:#c2185b}
.sm{font-size:9px;line-height:1.55}.title{text-align:center;font-weight:bold;font-size:12px;margin:2.5mm 0;padding:1mm 0;border-top:1px solid #c2185b;border-bottom:1px solid #c2185b}
.r{display:flex;justify-content:space-between;gap:3mm;padding:0.3mm 0}.r>span:last-child{white-space:nowrap}hr{border:0;border-top:1px dashed #999;margin:1.5mm 0}.big{font-size:14px;font-weight:bold}`;
    const page = '110mm 200mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: {
        vendorName: s.legal,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        ...(exempt ? {} : { tax: truthAmount(vat) }),
      },
    };
  },
};
