import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, landline, share, heDay } from '../../generalisation/notation';
import { lr, spread, vendorId } from './extra';

const PLACES = [
  { brand: 'שירין', script: 'شیرین', legal: 'שירין מטבח פרסי בע"מ', label: 'ח.פ.', company: true, hyphen: true, addr: "רח' לוינסקי 51, תל אביב" },
  { brand: 'בית הזעפרן', script: 'خانه زعفران', legal: 'פרשיד נמדר', label: 'עוסק מורשה', company: false, hyphen: false, addr: "רח' הרצל 130, חולון" },
  { brand: 'קבאב טהראן', script: 'کباب تهران', legal: 'רויה חכמי', label: 'ע.מ.', company: false, hyphen: true, addr: 'מתחם הבורסה, רמת גן' },
] as const;

// dish, price in agorot including VAT
const MENU: [string, number][] = [
  ["ג'ורמה סבזי עם אורז", 7200],
  ['קבב כוביד (2 שיפודים)', 8400],
  ["ג'וג'ה קבב", 7900],
  ['זרשק פולו עם עוף', 7400],
  ["פסנג'אן רימונים ואגוזים", 8800],
  ['אש רשטה', 4200],
  ['תהדיג עם קורמה', 3900],
  ['מאסט מוסיר', 2600],
  ['סלט שיראזי', 2900],
  ['דוּג (משקה יוגורט)', 1800],
  ['תה פרסי עם הל - קנקן', 2400],
  ['פאלודה', 3200],
  ['גלידת זעפרן ופיסטוק', 3400],
  ['לימונדה נענע', 1600],
];

/**
 * A Persian restaurant's bill on an 80 mm slip (Hadasim CLM, Liberation Sans or Noto Serif Hebrew; the Hebrew
 * brand in Ellinia CLM under its name in Persian script in Noto Naskh Arabic, in light letters on a turquoise band
 * on some, or between rows of dots): the legal name or the owner's own name with "ח.פ." / "עוסק מורשה" / "ע.מ.";
 * "חשבונית מס / קבלה" with "מס'" beside "שולחן", "סועדים", "מלצר/ית" and "מס' הזמנה"; the weekday, "תאריך" and
 * the opening time; dishes; then either a group's "דמי שירות 12%" included in "סה"כ לתשלום" with "מתוכו מע"מ", a
 * tip after the VAT-included bill ("סה"כ חשבון", "מע"מ כלול", "טיפ", "סה"כ שולם"), or "לתשלום" with a tip guide
 * (10%, 12%, 15%) printed beneath; card or cash.
 */
export const hePersianRestaurantBill: Layout = {
  id: 'he-persian-restaurant-bill',
  lang: 'he',
  kind: 'restaurant bill',
  make(seed: Rng) {
    const rng = spread(seed, 'he-persian-restaurant-bill');
    const p = rng.pick(PLACES);
    const vendorTaxId = vendorId(p.legal, p.company);
    const date = randomDate(rng, '2023-06-08', '2026-03-29');
    const rate = israeliRate(date);
    const mode = rng.pick(['service', 'tip', 'guide'] as const);
    const diners = mode === 'service' ? rng.int(10, 16) : rng.int(2, 6);
    const dishes = rng.some(MENU, rng.int(4, 8)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, mode === 'service' ? 6 : 3) }));
    const food = dishes.reduce((a, d) => a + d.qty * d.unit, 0);
    const service = mode === 'service' ? share(food, 12) : 0;
    const bill = food + service;
    const vat = vatOfGross(bill, rate);
    const tip = mode === 'tip' ? Math.round(share(food, rng.pick([10, 12, 15])) / 100) * 100 : 0;
    const total = bill + tip;
    const docNo = rng.pick([() => `${rng.int(10, 40)}-${rng.digits(5)}`, () => String(rng.int(210000, 689999)), () => `ח-${rng.int(1000, 9999)}`])();
    const font = rng.pick(['Hadasim CLM', 'Liberation Sans', 'Noto Serif Hebrew']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const band = rng.chance(0.5);
    const row = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const open = rng.int(12 * 60, 21 * 60);
    const lines = dishes.map((d) => `<tr><td>${d.qty}</td><td>${esc(d.name)}</td><td>${lr(amount(d.unit))}</td><td>${lr(amount(d.qty * d.unit))}</td></tr>`).join('');
    let sums = '';
    if (mode === 'service')
      sums =
        row('סה"כ מזון ומשקאות', lr(amount(food))) +
        row(`דמי שירות 12% (קבוצה ${diners} סועדים)`, lr(amount(service))) +
        row('סה"כ לתשלום ₪', lr(amount(bill)), 'big') +
        row(`מתוכו מע"מ ${rate}%`, lr(amount(vat))) +
        row('חלק לסועד', lr(amount(Math.round(bill / diners))), 'sm');
    else if (mode === 'tip')
      sums =
        row('סה"כ חשבון', lr(amount(bill))) +
        row(`מע"מ כלול ${rate}%`, lr(amount(vat))) +
        row('טיפ למלצר/ית', lr(amount(tip))) +
        row('סה"כ שולם ₪', lr(amount(total)), 'big') +
        `<div class="sm c">הטיפ אינו חלק מהחשבונית ואינו כולל מע"מ</div>`;
    else
      sums =
        row('לתשלום ₪', lr(amount(bill)), 'big') +
        row(`המחיר כולל מע"מ (${lr(amount(vat))})`, '') +
        `<div class="guide">השירות אינו כלול · טיפ מומלץ: 10% = ${lr(amount(share(bill, 10)))} · 12% = ${lr(amount(share(bill, 12)))} · 15% = ${lr(amount(share(bill, 15)))}</div>`;
    const paid = rng.chance(0.7)
      ? row(`${rng.pick(['ויזה', 'ישראכרט', 'דיינרס'])} ${lr(`*${rng.digits(4)}`)}`, lr(amount(total))) + row("מס' אישור", lr(rng.digits(6)), 'sm')
      : row('מזומן', lr(amount(Math.ceil(total / 5000) * 5000))) + row('עודף', lr(amount(Math.ceil(total / 5000) * 5000 - total)));
    const dots = `<div class="dots">• • • • • • • • • • • • • •</div>`;
    const head = `<div class="${band ? 'band' : 'plain'}">${band ? '' : dots}<div class="fa">${p.script}</div><div class="brand">${esc(p.brand)}</div><div class="sm">מטבח פרסי ביתי</div>${band ? '' : dots}</div>`;
    const body = `${head}<div class="c sm">${esc(p.legal)} · ${p.label} ${lr(p.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${esc(p.addr)} · ${lr(landline(rng))}</div>
<div class="box"><div class="b">חשבונית מס / קבלה</div><div>מס' <b>${lr(docNo)}</b></div></div>
${row(`שולחן ${lr(String(rng.int(1, 42)))}`, `סועדים ${diners}`)}${row(`מלצר/ית: ${esc(rng.pick(['שיבא', 'נגה', 'דריוש', 'ליאור']))}`, `מס' הזמנה ${lr(rng.digits(5))}`)}
${row(`${heDay(date)} · תאריך ${lr(dt(date, fmt))}`, `נפתח ${lr(hhmm(open))}`)}
<table><tr class="th"><td>כמ'</td><td>פריט</td><td>מחיר</td><td>סה"כ</td></tr>${lines}</table><div class="rule"></div>${sums}<div class="rule"></div>${paid}
<div class="c sm">נוש ג'אן! בתאבון ותודה שבחרתם בנו</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10.5px;width:70mm;padding:4mm 5mm;color:#141414;line-height:1.45}
.band{background:#0f5e63;color:#f1f7f2;text-align:center;padding:2mm;margin-bottom:1.5mm}.plain{text-align:center;margin-bottom:1mm}.dots{letter-spacing:1px;color:#0f5e63}
.fa{font-family:'Noto Naskh Arabic',serif;font-size:16px;direction:rtl}.brand{font-family:'Ellinia CLM','Noto Serif Hebrew',serif;font-size:25px;font-weight:bold}
.c{text-align:center}.box{border:1.2px solid #141414;text-align:center;margin:2mm 0;padding:1mm}.b{font-weight:bold;font-size:13px}.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}
table{width:100%;border-collapse:collapse;margin-top:1.5mm}td{padding:0.4mm 0.5mm;vertical-align:top}td:nth-child(3),td:nth-child(4){text-align:left;white-space:nowrap}.th td{border-bottom:1px solid #141414;font-weight:bold}
.rule{border-top:1px dashed #141414;margin:1.5mm 0}.big{font-weight:bold;font-size:14px}.sm{font-size:9px}.guide{font-size:9px;border:1px dotted #141414;padding:1mm;margin-top:1mm;text-align:center}bdi{white-space:nowrap}`;
    const page = '80mm 230mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
