import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId } from '../../generalisation/notation';
import { bi, failing, ltr, stirred, vendorId } from './extra';

const ARTISTS = [
  {
    he: 'נעמה גולדמן – אמנות כתובות',
    en: 'Naama Goldman – Ketubah Art',
    legal: 'נעמה גולדמן – אמנות כתובות',
    label: 'עוסק מורשה / Licensed Dealer',
    kind: 'licensed' as const,
    addr: "רח' החלוץ 19, ירושלים / 19 HeHalutz St, Jerusalem",
    prefix: 'NG-',
    hyphen: false,
  },
  {
    he: 'הסופר מצפת',
    en: 'The Safed Scribe',
    legal: 'אלישע מרגלית',
    label: 'עוסק פטור / Exempt Dealer',
    kind: 'exempt' as const,
    addr: "רובע האמנים, צפת / Artists' Quarter, Safed",
    prefix: '',
    hyphen: false,
  },
  {
    he: 'כתב וצבע',
    en: 'Ktav va-Tseva Judaica Art',
    legal: 'כתב וצבע אמנות יהודית בע"מ',
    label: 'ח.פ. / Co. No.',
    kind: 'company' as const,
    addr: "רח' המלאכה 6, תל אביב-יפו / 6 HaMelacha St, Tel Aviv-Yafo",
    prefix: 'KV/',
    hyphen: true,
  },
];
const COUPLES = [
  { he: 'רחל שטרן ודוד כהן', en: 'Rachel Stern & David Cohen', local: false },
  { he: 'נוי אזולאי ועומר פרץ', en: 'Noy Azoulay & Omer Peretz', local: true },
  { he: "שרה בלום וג'ושוע פיין", en: 'Sarah Bloom & Joshua Fine', local: false },
  { he: 'הילה מזרחי ואלון רז', en: 'Hila Mizrahi & Alon Raz', local: true },
];

/**
 * A ketubah artist's or scribe's invoice on A4 with every label in Hebrew and English (Frank Ruehl CLM with
 * Liberation Serif, David CLM with Noto Serif, or Noto Serif Hebrew with DejaVu Serif; the Hebrew name in Stam
 * Ashkenaz CLM over the English in spaced capitals, inside a drawn arch of pomegranates): the owner with her
 * trade after a dash ("נעמה גולדמן – אמנות כתובות") and "עוסק מורשה / Licensed Dealer", a brand over an exempt
 * scribe's own name with "עוסק פטור / Exempt Dealer", or a company with "ח.פ. / Co. No." (hyphenated); "חשבונית
 * מס / Tax Invoice" or the exempt scribe's "קבלה / Receipt", "מס' / No." ("NG-0193", "KV/25/041" or three
 * digits), "תאריך / Date"; the couple in Hebrew and Latin letters with a valid "ת.ז. / ID" or a passport, the
 * order's date, the wedding's date and the delivery's; an original hand-painted ketubah in gouache and gold
 * leaf, or a numbered giclée print, the text's personalisation, names scribed with a quill, museum framing,
 * delivery; "סה"כ לפני מע"מ / Subtotal", "מע"מ / VAT 17%/18%", "סה"כ / Total ₪", or "סה"כ / Total ₪" and
 * "עוסק פטור - לא נגבה מע"מ"; the deposit at the order with its date and the balance; a dollar reference for
 * couples from abroad.
 */
export const mixedKetubahArtistInvoice: Layout = {
  id: 'mixed-ketubah-artist-invoice',
  lang: 'mixed',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-ketubah-artist-invoice');
    const a = rng.pick(ARTISTS);
    const vendorTaxId = vendorId(a.legal, a.kind === 'company');
    const date = randomDate(rng, '2023-06-20', '2026-03-22');
    const rate = israeliRate(date);
    const ordered = addDays(date, -rng.int(30, 110));
    const wedding = addDays(date, rng.int(7, 60));
    type Row = { he: string; en: string; amount: number };
    const original = rng.chance(0.5);
    const rows: Row[] = original
      ? [{ he: 'כתובה מקורית בעבודת יד, גואש ועלי זהב', en: 'Original hand-painted ketubah, gouache and gold leaf', amount: rng.int(48, 95) * 10000 }]
      : [{ he: `הדפס גיקלה ממוספר ${rng.int(12, 180)}/180 "עץ החיים"`, en: 'Numbered giclée print, "Tree of Life"', amount: rng.int(95, 150) * 1000 }];
    rows.push({
      he: `התאמת נוסח (${rng.pick(['אורתודוקסי', 'שוויוני', 'קונסרבטיבי'])}) בעברית ובאנגלית`,
      en: 'Text personalisation, Hebrew and English',
      amount: rng.pick([25000, 30000, 35000]),
    });
    if (rng.chance(0.6)) rows.push({ he: 'כתיבת השמות בנוצה ובדיו קלף', en: 'Names scribed with a quill', amount: 18000 });
    if (rng.chance(0.6)) rows.push({ he: 'מסגור עם זכוכית מוזיאלית', en: 'Museum-glass framing', amount: rng.int(65, 120) * 1000 });
    rows.push(rng.chance(0.5) ? { he: 'משלוח מבוטח עד הבית', en: 'Insured home delivery', amount: 4500 } : { he: 'איסוף מהסטודיו', en: 'Studio pick-up', amount: 0 });
    const exempt = a.kind === 'exempt';
    const net = rows.reduce((s, r) => s + r.amount, 0);
    const vat = exempt ? 0 : vatOfNet(net, rate);
    const total = net + vat;
    const deposit = Math.round((total * 0.3) / 10000) * 10000;
    const docNo =
      a.prefix === 'NG-'
        ? `NG-${String(rng.int(40, 480)).padStart(4, '0')}`
        : a.prefix === 'KV/'
          ? `KV/${date.slice(2, 4)}/${String(rng.int(5, 190)).padStart(3, '0')}`
          : String(rng.int(120, 760));
    const c = rng.pick(COUPLES);
    const fonts = rng.pick([`'Frank Ruehl CLM','Liberation Serif'`, `'David CLM','Noto Serif'`, `'Noto Serif Hebrew','DejaVu Serif'`]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const kv = (k: string, v: string) => `<tr><td>${bi(k)}</td><td>${v}</td></tr>`;
    const arch = `<svg width="220" height="40" viewBox="0 0 220 40"><path d="M10 38 Q110 -18 210 38" stroke="#7a1f2b" stroke-width="1.5" fill="none"/>${[30, 60, 90, 130, 160, 190]
      .map((x) => `<circle cx="${x}" cy="${x < 110 ? 30 - (x - 10) * 0.32 : 30 - (210 - x) * 0.32}" r="4" fill="#9b2335"/>`)
      .join('')}</svg>`;
    const title = exempt ? 'קבלה / Receipt' : 'חשבונית מס / Tax Invoice';
    const usd = rng.int(355, 395);
    const body = `<div class="c">${arch}</div><div class="he">${esc(a.he)}</div><div class="en">${esc(a.en)}</div>
<div class="c sm">${a.he === a.legal ? '' : `${esc(a.legal)} · `}${bi(a.label)} ${ltr(a.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${bi(a.addr)} · ${ltr(cellular(rng))}</div>
<div class="titlerow"><div class="title">${bi(title)}</div><table class="num">${kv("מס' / No.", `<b>${ltr(docNo)}</b>`)}${kv('תאריך / Date', d(date))}</table></div>
<div class="grid"><table>${kv('לכבוד / Bill to', `${esc(c.he)}<br><bdi dir="ltr">${esc(c.en)}</bdi>`)}${kv(c.local ? 'ת.ז. / ID' : 'דרכון / Passport', ltr(c.local ? personalId(rng) : failing(rng, rng.pick(['5', '6', '1']))))}</table>
<table>${kv('תאריך הזמנה / Order date', d(ordered))}${kv('תאריך החתונה / Wedding date', d(wedding))}${kv('מסירה / Delivery', d(addDays(date, rng.int(0, 4))))}</table></div>
<table class="t"><tr><th>${bi('פירוט / Description')}</th><th>${bi('סכום / Amount')}</th></tr>${rows
      .map((r) => `<tr><td>${esc(r.he)}<div class="e">${esc(r.en)}</div></td><td>${amount(r.amount)}</td></tr>`)
      .join('')}</table>
<table class="sum">${exempt ? '' : kv('סה"כ לפני מע"מ / Subtotal', amount(net)) + kv(`מע"מ / VAT ${rate}%`, amount(vat))}<tr class="g"><td>${bi('סה"כ / Total ₪')}</td><td>${amount(total)}</td></tr>${kv(
      `מקדמה / Deposit ${dt(ordered, fmt)}`,
      ltr(`-${amount(deposit)}`),
    )}${kv('יתרה ששולמה / Balance paid', amount(total - deposit))}</table>
${exempt ? `<div class="note">${bi('עוסק פטור - לא נגבה מע"מ / Exempt dealer – no VAT charged')}</div>` : ''}
${c.local ? '' : `<div class="note">${bi(`לידיעה בלבד / For reference only`)}: ≈ ${ltr(`US$${amount(Math.round((total * 100) / usd))}`)} (${ltr(`US$1 = ₪${(usd / 100).toFixed(2)}`)})</div>`}
<div class="blessing">בסימן טוב ובמזל טוב · <bdi dir="ltr">Mazal tov!</bdi></div>`;
    const css = `body{font-family:${fonts},serif;font-size:11px;color:#2b1d1a;padding:13mm 16mm}
.c{text-align:center}.he{font-family:'Stam Ashkenaz CLM','Frank Ruehl CLM',serif;font-size:30px;text-align:center;color:#7a1f2b}.en{text-align:center;letter-spacing:3px;text-transform:uppercase;font-size:11px;direction:ltr}
.sm{font-size:9.5px;line-height:1.55;margin-top:1.5mm}.titlerow{display:flex;justify-content:space-between;align-items:center;border-top:1.5px solid #7a1f2b;border-bottom:1.5px solid #7a1f2b;margin:5mm 0;padding:1mm 0}
.title{font-size:17px;font-weight:bold}.num td{padding:0.5mm 2mm}.grid{display:flex;gap:8mm}.grid table{flex:1;border-collapse:collapse}.grid td{padding:0.8mm 1mm;vertical-align:top;border-bottom:0.5px dotted #c9a9a6}.grid td:first-child{color:#7a5a56;width:36mm}
.t{width:100%;border-collapse:collapse;margin-top:5mm}.t th{background:#f4e7e3;padding:1.2mm;text-align:right}.t td{padding:1.2mm;border-bottom:0.5px solid #e6d3cf}.t td:last-child,.t th:last-child{text-align:left;white-space:nowrap}.e{font-size:9.5px;color:#6b5450;direction:ltr;text-align:right}
.sum{margin-right:auto;margin-top:4mm;border-collapse:collapse;min-width:85mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #2b1d1a}
.note{margin-top:3mm;font-size:10px}.blessing{margin-top:10mm;text-align:center;color:#7a1f2b;font-size:12px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: {
        vendorName: a.legal,
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
