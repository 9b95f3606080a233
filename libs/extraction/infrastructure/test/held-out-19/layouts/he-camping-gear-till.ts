import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, personalId, share, spacedId } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const SHOPS = [
  { brand: 'שביל', tag: 'ציוד מחנאות וטיולים', legal: 'שביל ציוד שטח ומחנאות בע"מ', label: 'ח.פ', company: true, addr: 'קניון הצפון, קומה 1, כרמיאל', branch: 'סניף כרמיאל' },
  { brand: 'אוהל ומדורה', tag: 'הכל לשטח - אוהלים, שקי שינה, גזיות', legal: 'עמרי לנדאו', label: 'עוסק מורשה', company: false, addr: "רח' המלאכה 22, קצרין", branch: '' },
  { brand: 'נוודים', tag: 'טרקים · קמפינג · טיפוס', legal: 'נוודים ציוד טיולים (2019) בע"מ', label: 'ח"פ', company: true, addr: 'דרך השלום 51, גבעתיים', branch: 'סניף 04' },
  { brand: 'מדבריות', tag: "ציוד שטח לג'יפאים ומטיילים", legal: 'רונית אלמוג', label: 'ע.מ.', company: false, addr: 'מרכז מסחרי, מצפה רמון', branch: '' },
];
const GOODS: [string, number][] = [
  ['אוהל 4 אנשים כיפה', 64900],
  ['אוהל 2 אנשים קל משקל', 89900],
  ['שק שינה 0°C', 34900],
  ['מזרן מתנפח', 19900],
  ['כירת גז מתקפלת', 12900],
  ["בלון גז 450 גר'", 2490],
  ['פנס חזית 300 לומן', 9900],
  ['כיסא שטח מתקפל', 11900],
  ["צידנית קשיחה 28 ל'", 27900],
  ["תרמיל 45 ל'", 42900],
  ['מקלות הליכה (זוג)', 17900],
  ['בקבוק מים מבודד 750 מ"ל', 8900],
  ['סט סירים לשטח', 15900],
  ['אולר רב-שימושי', 13900],
  ['ערסל בד מצנחים', 16900],
  ["יתדות אלומיניום (8 יח')", 3900],
];

/**
 * A camping and hiking gear shop's till slip on 80 mm paper (Miriam Mono CLM, DejaVu Sans Mono or FreeMono
 * with Noto Sans Hebrew; the brand in Ellinia CLM on a black bar): "חשבונית מס קבלה" and "מקור" at the top,
 * then the brand, what it sells, the address, the legal name or the owner's name with its id (spaced on
 * some); "חשבונית מס' " as a number with the branch ("04-118270") beside "ת. עסקה", "קופאי", "תאריך" as
 * dd-mm-yyyy or dd.mm.yy with the time; goods as three columns (qty, price, sum) with a barcode-like SKU;
 * "סה"כ ללא מע"מ", "מע"מ (17%)", "סה"כ לתשלום"; a season sale of 15% or a birthday discount on some before
 * them; a gift voucher part-paying with a card for the rest, or a card alone; the customer's club id.
 */
export const heCampingGearTill: Layout = {
  id: 'he-camping-gear-till',
  lang: 'he',
  kind: 'shop till',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-camping-gear-till');
    const s = rng.pick(SHOPS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const date = randomDate(rng, '2024-01-01', '2025-12-20');
    const rate = israeliRate(date);
    const rows = rng.some(GOODS, rng.int(2, 6)).map(([name, unit]) => ({ name, unit, qty: unit < 5000 ? rng.int(1, 4) : rng.int(1, 2), sku: `729${rng.digits(10)}` }));
    const gross = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const disc = rng.pick([null, { t: 'מבצע סוף עונה 15%', c: share(gross, 15) }, { t: 'הנחת יום הולדת 10%', c: share(gross, 10) }]);
    const total = gross - (disc?.c ?? 0);
    const vat = vatOfGross(total, rate);
    const branchNo = String(rng.int(1, 9)).padStart(2, '0');
    const docNo = `${branchNo}-${rng.int(100000, 299999)}`;
    const font = rng.pick(['Miriam Mono CLM', 'DejaVu Sans Mono', 'FreeMono']);
    const when = rng.pick(['dd.mm.yy', 'dd-mm'] as const);
    const shown = when === 'dd.mm.yy' ? dt(date, 'dd.mm.yy') : `${date.slice(8)}-${date.slice(5, 7)}-${date.slice(0, 4)}`;
    const idShown = rng.chance(0.4) ? spacedId(vendorTaxId) : vendorTaxId;
    const voucher = total > 20000 && rng.chance(0.5) ? rng.pick([10000, 15000, 20000]) : 0;
    const row = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const goods = rows
      .map(
        (r) => `<tr><td colspan="3">${esc(r.name)}</td></tr><tr class="n"><td><bdi>${r.sku}</bdi></td><td>${r.qty} × ${amount(r.unit)}</td><td>${amount(r.qty * r.unit)}</td></tr>`,
      )
      .join('');
    const pay =
      (voucher ? row('תו קנייה / שובר מתנה', amount(voucher)) : '') +
      row(`אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס', 'ישראכרט'])} <bdi>xxxx-${rng.digits(4)}</bdi>`, amount(total - voucher)) +
      row("מס' אישור", rng.digits(6)) +
      row('יתרה לתשלום', '0.00');
    const club = rng.chance(0.6)
      ? `<div class="c sm">לקוח מועדון: ת.ז. <bdi>${personalId(rng)}</bdi> · <bdi>${cellular(rng)}</bdi></div><div class="c sm">צברת ${Math.floor(total / 1000)} נקודות</div>`
      : '';
    const body = `<div class="c b">חשבונית מס קבלה</div><div class="c sm">מקור</div><div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.tag)}</div><div class="c sm">${esc(s.addr)}${s.branch ? ` · ${esc(s.branch)}` : ''}</div>
<div class="c sm">${esc(s.legal)}</div><div class="c sm">${s.label} <bdi>${idShown}</bdi></div><hr>
${row(`חשבונית מס' <bdi>${docNo}</bdi>`, `ת. עסקה ${rng.digits(6)}`, 'b')}${row(`תאריך: <bdi>${shown}</bdi>`, `<bdi>${hhmm(rng.int(9 * 60, 21 * 60))}</bdi>`)}${row(`קופאי: ${rng.pick(['מאיה', 'עידו', 'שגיא', 'ליאור'])}`, `קופה ${rng.int(1, 4)}`)}<hr>
<table>${goods}</table><hr>
${row('סה"כ פריטים', String(rows.reduce((a, r) => a + r.qty, 0)))}${disc ? row('סכום לפני הנחה', amount(gross)) + row(esc(disc.t), `<bdi dir="ltr">-${amount(disc.c)}</bdi>`) : ''}
${row('סה"כ ללא מע"מ', amount(total - vat))}${row(`מע"מ (${rate}%)`, amount(vat))}<div class="tot">${row('סה"כ לתשלום', amount(total), 'big b')}</div>
${pay}<hr>${club}<div class="c sm">החזרת מוצר תקין באריזתו עד 14 יום עם החשבונית. מוצרי גז אינם ניתנים להחזרה.</div><div class="c sm">טיול מהנה!</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',monospace;font-size:11px;width:70mm;padding:4mm 5mm;color:#000}
.brand{font-family:'Ellinia CLM','Noto Sans Hebrew',sans-serif;font-size:26px;font-weight:bold;text-align:center;background:#000;color:#fff;margin:2mm 0;padding:1mm 0}
.c{text-align:center}.b{font-weight:bold}.big{font-size:14px}.sm{font-size:9.5px}hr{border:0;border-top:1px dashed #000;margin:1.5mm 0}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}table{width:100%;border-collapse:collapse}td{padding:0}.n td{font-size:10px}.n td:nth-child(2){text-align:center}.n td:last-child{text-align:left;white-space:nowrap}
.tot{border-top:2px solid #000;border-bottom:2px solid #000;margin:1mm 0;padding:0.5mm 0}`;
    const page = '80mm 240mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
