import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, personalId, plate } from '../../generalisation/notation';
import { add, allocation, dated, house, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-vehicle-appraiser-invoice';
const OFFICES = [
  { brand: '', legal: 'אליהו כהנוביץ', company: false, label: "עוסק מורשה מס'", trade: 'שמאי רכב מוסמך · רישיון משרד התחבורה', addr: "רח' ז'בוטינסקי 33, פתח תקווה" },
  { brand: '', legal: 'שמאות השרון בע"מ', company: true, label: 'ח.פ.', trade: '', addr: "רח' התעשייה 5, כפר סבא" },
  { brand: 'AUTOVAL', legal: 'אוטו-ואל שמאות רכב בע"מ', company: true, label: 'ח"פ', trade: '', addr: 'מגדל אקרו, דרך מנחם בגין 23, תל אביב' },
];
const INSURERS = ['מגן ביטוח כללי בע"מ', 'אופק חברה לביטוח בע"מ', 'צמרת ביטוחים בע"מ'];
const CARS = ['טויוטה קורולה', 'יונדאי איוניק', "קיה ספורטאז'", 'סקודה אוקטביה', 'מאזדה 3', 'רנו קליאו'];
const FEES: [string, number, number][] = [
  ['בדיקת רכב בשטח וצילומים', 18000, 26000],
  ['דוח ירידת ערך', 22000, 34000],
  ['פיקוח על תיקון במוסך', 15000, 24000],
  ['בדיקה חוזרת לאחר תיקון', 9000, 14000],
  ['הערכת שווי רכב (אובדן גמור)', 30000, 45000],
  ['חוות דעת לבית משפט', 60000, 90000],
];

/** A motor-vehicle damage appraiser's A4 tax invoice: the claim, plate, model and the day of the accident, the insurer or owner billed, fee items and mileage, VAT added. */
export const heVehicleAppraiserInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date: raw } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(raw);
    const o = OFFICES[n % OFFICES.length];
    const id = vid(o.legal, o.company);
    const rate = israeliRate(date);
    const lines = rng.some(FEES, rng.int(2, 4)).map(([name, lo, hi]) => ({ name, qty: '1', sum: Math.round(rng.int(lo, hi) / 500) * 500 }));
    const km = rng.int(18, 140);
    const perKm = rng.pick([210, 230, 250]);
    lines.push({ name: `נסיעות: ${km} ק"מ × ${amount(perKm)}`, qty: String(km), sum: km * perKm });
    const net = add(lines.map((l) => l.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [() => String(rng.int(1200, 4999)), () => `${date.slice(0, 4)}-${String(rng.int(1, 780)).padStart(4, '0')}`, () => `SH${rng.int(10000, 99999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'he'] as const);
    const show = (d: string) => (fmt === 'he' ? dt(d, 'he') : lr(dt(d, fmt)));
    const font = rng.pick(["'David CLM','Liberation Serif'", "'Noto Sans Hebrew','Noto Sans'", "'Frank Ruehl CLM','FreeSerif'"]);
    const insured = rng.chance(0.65);
    const to = insured ? rng.pick(INSURERS) : rng.pick(['שרית אבוטבול', 'דניאל רוזנפלד', "מאג'ד סעדי"]);
    const toId = insured ? `ח.פ. ${lr(vid(to, true))}` : `ת.ז. ${lr(personalId(rng))}`;
    const accident = addDays(date, -rng.int(6, 30));
    const alloc = allocation(rng, date, net);
    const idText = o.company && rng.chance(0.5) ? hyphenId(id) : id;
    const rows = lines.map((l, i) => `<tr><td>${i + 1}</td><td>${esc(l.name)}</td><td>${amount(l.sum)}</td></tr>`).join('');
    const body = `<div class="lh"><div><div class="nm">${esc(o.brand || o.legal)}</div>${o.brand ? `<div class="own">${esc(o.legal)}</div>` : ''}${o.trade ? `<div class="tr">${esc(o.trade)} ${lr(String(rng.int(1000, 3999)))}</div>` : '<div class="tr">שמאות רכב וחוות דעת מקצועיות</div>'}</div>
<div class="ad">${esc(o.addr)}<br>טל' ${lr(landline(rng))} · נייד ${lr(cellular(rng))}<br>${o.label} ${lr(idText)}</div></div>
<div class="box"><div class="tt">חשבונית מס</div><div>מספר: <b>${lr(docNo)}</b></div><div>תאריך: <b>${show(date)}</b></div><div class="cp">מקור</div></div>
<div class="to">לכבוד<br><b>${esc(to)}</b> ${toId}</div>
<table class="cl"><tr><td>מס' תביעה</td><td>${lr(`${rng.int(10, 99)}-${rng.int(100000, 999999)}`)}</td><td>מס' רכב</td><td>${lr(plate(rng))}</td></tr>
<tr><td>דגם</td><td>${esc(rng.pick(CARS))} ${rng.int(2015, 2024)}</td><td>מועד האירוע</td><td>${show(accident)}</td></tr>
<tr><td>בעל הרכב</td><td>${esc(rng.pick(['אסף מלכה', 'ענבל שטיין', 'רוני אבוחצירא', 'גלית פרנקו']))}</td><td>מוסך</td><td>${esc(rng.pick(['מוסך המרכז', 'פחחות אלון', 'מוסך דוד ובניו']))}</td></tr></table>
<table class="rows"><tr><th>#</th><th>פירוט השירות</th><th>סכום ₪</th></tr>${rows}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${amount(total)}</td></tr></table>
${alloc ? `<div class="al">מספר הקצאה: ${lr(alloc)}</div>` : ''}
<div class="ft">התשלום תוך 30 יום מתאריך החשבונית בהעברה בנקאית: בנק ${rng.int(10, 20)}, סניף ${rng.int(100, 799)}, חשבון ${lr(rng.digits(7))}.<br>השמאי אינו אחראי לנזקים נסתרים שלא ניתן היה לגלותם בבדיקה חיצונית.</div>`;
    const css = `body{font-family:${font},serif;font-size:12.5px;color:#111;width:210mm;box-sizing:border-box;padding:14mm 16mm}
.lh{display:flex;justify-content:space-between;border-bottom:1px solid #333;padding-bottom:3mm}.nm{font-size:26px;font-weight:bold;color:#223355}.own{font-size:16px;font-weight:bold}.tr{font-size:12px;color:#333}.ad{text-align:left;line-height:1.6}
.box{float:left;width:60mm;border:2px solid #223355;padding:2mm 3mm;margin-top:6mm;line-height:1.7}.tt{font-size:18px;font-weight:bold;color:#223355}.cp{font-size:10px;color:#777}
.to{margin-top:8mm;line-height:1.7;min-height:22mm}.cl{width:100%;border-collapse:collapse;margin-top:8mm;clear:both}.cl td{border:1px solid #bbb;padding:1.5mm}.cl td:nth-child(odd){background:#eef1f6;width:28mm}
.rows{width:100%;border-collapse:collapse;margin-top:6mm}.rows th{background:#223355;color:#fff;padding:1.5mm;text-align:right}.rows td{padding:1.5mm;border-bottom:1px solid #ccc}.rows td:last-child,.rows th:last-child{text-align:left;width:35mm}.rows td:first-child{width:8mm}
.tot{width:85mm;margin:5mm auto 0 0;border-collapse:collapse}.tot td{padding:1.3mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:2px solid #223355;border-bottom:2px solid #223355}.al{margin-top:3mm;font-weight:bold}.ft{margin-top:14mm;font-size:10.5px;color:#444;line-height:1.6}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: o.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
