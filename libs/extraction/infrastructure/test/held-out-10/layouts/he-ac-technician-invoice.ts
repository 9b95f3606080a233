import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hhmm, mul, sh } from '../../generalisation/notation';
import { code } from './extra';

const FIRMS = [
  { brand: 'קר-לי מיזוג אוויר', legal: 'שלומי דהן', company: false, line: 'טכנאי מיזוג אוויר מוסמך · התקנה, תיקון ותחזוקה', color: '#0277bd' },
  { brand: 'אוויר צח', legal: 'אוויר צח שירותי מיזוג (2012) בע"מ', company: true, line: 'מעבדת שירות למזגנים ביתיים ומסחריים', color: '#00838f' },
  { brand: 'פינגווין קירור ומיזוג', legal: 'ראמי חלבי', company: false, line: 'שירות מזגנים עד הבית · הצפון והקריות', color: '#283593' },
  { brand: 'טמפ-ליין', legal: 'טמפ-ליין הנדסת מיזוג בע"מ', company: true, line: 'מערכות מיזוג ומיני מרכזי · שירות 7 ימים', color: '#c62828' },
];
const UNITS = ['תדיראן אלפא 1 כ"ס', 'אלקטרה פלטינום 1.5 כ"ס', 'טורנדו WD-INV 14', 'מיני מרכזי תדיראן 3.5 כ"ס', 'אלקטרה מיני מרכזי INV 4 כ"ס', 'גרי פרימיום 1.25 כ"ס'];
/** Work and parts, net, in agorot. */
const JOBS: [string, number][] = [
  ['החלפת קבל הפעלה', 18000],
  ['ניקוי וחיטוי יחידה פנימית', 25000],
  ['החלפת משאבת ניקוז', 42000],
  ['איתור ותיקון נזילת גז בצנרת', 35000],
  ['החלפת כרטיס פיקוד ליחידה חיצונית', 85000],
  ['שלט אוניברסלי + תכנות', 9000],
  ['החלפת מנוע מאוורר יחידה פנימית', 56000],
  ['שטיפת מעבה יחידה חיצונית', 20000],
];

/**
 * An air-conditioning technician's A5 "חשבונית מס קבלה" (Noto Sans Hebrew, David CLM or Liberation
 * Sans; the brand heavy with a snowflake): the brand, the technician's own name under it with
 * "עוסק מורשה" or the company with "ח.פ.", what the business does, "מס'" with four digits and a leading
 * zero, "מקור", a grid (date long in Hebrew or dd.mm.yyyy, service call "25-3318", arrival time,
 * customer, address, mobile, the unit's make and size, its serial number), the visit and diagnosis,
 * refrigerant by the kilogram × a price, parts and work, "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום" with
 * "₪" or "ש"ח" either side, paid in cash, Bit, card or a cheque dated a month on, warranty until a later
 * date, two signatures.
 */
export const heAcTechnicianInvoice: Layout = {
  id: 'he-ac-technician-invoice',
  lang: 'he',
  kind: 'services invoice-receipt',
  make(rng: Rng) {
    const f = rng.pick(FIRMS);
    const vendorTaxId = taxId(rng, f.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const rows: [string, number][] = [['ביקור טכנאי ואבחון תקלה', rng.pick([20000, 25000, 29000])]];
    if (rng.chance(0.6)) {
      const kg = rng.int(4, 16) / 10;
      const perKg = rng.pick([18000, 22000, 26000]);
      rows.push([`מילוי גז ${rng.pick(['R32', 'R410A'])} - ${kg.toFixed(1)} ק"ג × ${amount(perKg)}`, mul(kg, perKg)]);
    }
    for (const job of rng.some(JOBS, rng.int(1, 3))) rows.push(job);
    const net = rows.reduce((a, r) => a + r[1], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `0${rng.int(100, 999)}`;
    const pay = rng.pick(['cash', 'bit', 'card', 'cheque'] as const);
    const font = rng.pick(['Noto Sans Hebrew', 'David CLM', 'Liberation Sans']);
    const fmt = rng.pick(['he', 'dd.mm.yyyy'] as const);
    const cur = rng.pick(['₪ x', 'x ₪', 'x ש"ח', 'ש"ח x'] as const);
    const arrive = rng.int(8 * 60, 19 * 60);
    const g = (k: string, v: string) => `<div class="cell"><div class="k">${k}</div><div class="v">${v}</div></div>`;
    const payText = {
      cash: 'שולם במזומן',
      bit: `שולם בביט · אסמכתא ${rng.digits(9)}`,
      card: `שולם באשראי ****${rng.digits(4)} · אישור ${rng.digits(6)}`,
      cheque: `שולם בהמחאה מס' ${rng.digits(6)} ליום ${dt(addDays(date, 30), 'dd/mm/yyyy')}, בנק ${rng.pick(['12', '10', '20'])}`,
    }[pay];
    const body = `<div class="hd"><div class="brand">❄ ${esc(f.brand)}</div><div class="legal">${esc(f.legal)} · ${f.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId}</div><div class="line">${esc(f.line)} · ${cellular(rng)}</div></div>
<div class="tt"><span>חשבונית מס קבלה</span><span>מס' ${docNo}</span><span class="orig">מקור</span></div>
<div class="grid">${g('תאריך', dt(date, fmt))}${g('קריאת שירות', `${date.slice(2, 4)}-${rng.int(1000, 9999)}`)}${g('שעת הגעה', hhmm(arrive))}
${g('לקוח', esc(rng.pick(['משפחת אברהמי', 'אורית לנדאו', 'סלים חורי', 'בני ושולה גבאי', 'משרדי פלג ייעוץ'])))}${g('כתובת', esc(rng.pick(["רח' הזית 4, קריית טבעון", "רח' הרב קוק 17, אשדוד", "שד' הנשיאים 88, חיפה", "רח' דגניה 3, רחובות"])))}${g('טלפון', cellular(rng))}
${g('מזגן', esc(rng.pick(UNITS)))}${g("מס' סידורי", `<span dir="ltr">${code(rng, 4)}${rng.digits(10)}</span>`)}${g('טכנאי', esc(f.company ? rng.pick(['מוטי', 'איגור', "ג'מאל"]) : f.legal))}</div>
<table class="it"><tr><th>תיאור העבודה / חלקים</th><th>סכום</th></tr>${rows.map(([n, s]) => `<tr><td>${esc(n)}</td><td>${amount(s)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>${sh(total, cur)}</td></tr></table>
<div class="pay">${payText}</div>
<div class="sm">אחריות: 6 חודשים על חלקים ו-3 חודשים על העבודה, עד ${dt(addDays(date, 91), 'dd/mm/yyyy')}. האחריות אינה חלה על נזקי חשמל ושימוש לא נכון.</div>
<div class="sig"><span>חתימת הטכנאי: __________</span><span>חתימת הלקוח: __________</span></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#1a1a1a;padding:8mm 10mm}.hd{text-align:center;border-bottom:3px solid ${f.color};padding-bottom:2mm}
.brand{font-family:'Noto Sans Hebrew','DejaVu Sans',sans-serif;font-weight:900;font-size:27px;color:${f.color}}.legal{font-weight:bold;font-size:13px}.line{font-size:10.5px;color:#555}
.tt{display:flex;justify-content:space-between;align-items:center;margin:3mm 0;font-size:16px;font-weight:bold}.orig{font-size:10px;border:1px solid #1a1a1a;padding:0 2mm;font-weight:normal}
.grid{display:grid;grid-template-columns:1fr 1fr 1fr;border-top:1px solid #999;border-right:1px solid #999}.cell{border-left:1px solid #999;border-bottom:1px solid #999;padding:1mm 1.5mm}.k{font-size:9px;color:${f.color}}.v{font-size:11px}
table{border-collapse:collapse;width:100%}.it{margin-top:4mm}.it th{border-bottom:2px solid ${f.color};text-align:right;padding:1.2mm}.it th:last-child,.it td:last-child{text-align:left;white-space:nowrap}.it td{padding:1.4mm 1.2mm;border-bottom:1px solid #ddd}
.tot{width:70mm;margin:3mm auto 0 0}.tot td{padding:1mm 1.2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #1a1a1a}.pay{margin-top:3mm;padding:1.5mm 2mm;border:1px dashed ${f.color}}
.sm{margin-top:3mm;font-size:9.5px;color:#555}.sig{display:flex;justify-content:space-between;margin-top:7mm;font-size:10.5px}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: f.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
