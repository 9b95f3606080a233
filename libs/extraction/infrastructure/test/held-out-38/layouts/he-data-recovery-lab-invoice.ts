import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, personalId, spacedId } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-data-recovery-lab-invoice';

const VENDORS = [
  {
    brand: 'DataBack',
    brandHe: 'דאטה-בק',
    legal: 'דאטה בק מעבדות שחזור מידע בע"מ',
    company: true,
    label: 'ח.פ.',
    address: "רח' הברזל 3, תל אביב",
    phone: '03-7685012',
    mail: 'lab@databack.co.il',
    num: (k: number) => `DB-${k}`,
    digits: [20000, 38999],
    style: 'he' as D,
    font: "'Noto Sans Hebrew',sans-serif",
    color: '#12355b',
    side: true,
  },
  {
    brand: 'הדיסק הקשיח',
    brandHe: 'מעבדה לשחזור מידע מכוננים, מחשבים וטלפונים',
    legal: 'אלון מזרחי',
    company: false,
    label: 'עוסק מורשה',
    address: "רח' הרצל 51, רחובות",
    phone: '08-9467720',
    mail: 'alon@hadisk.co.il',
    num: (k: number) => `${k}`,
    digits: [1100, 2899],
    style: 'dd/mm/yyyy' as D,
    font: "'David CLM','Frank Ruehl CLM',serif",
    color: '#7a1d1d',
    side: false,
  },
];

const MEDIA = [
  'WD Blue 4TB HDD',
  'Seagate Barracuda 2TB HDD',
  'Samsung 870 EVO 1TB SSD',
  'Toshiba Canvio 1TB USB',
  'RAID 5 – 4x2TB NAS Synology',
  'Kingston NV2 512GB NVMe',
  'כרטיס זיכרון SanDisk 128GB',
];
const WORK: [string, number, number, boolean][] = [
  ['שחזור לוגי – מחיצה שנמחקה / פורמט', 900, 1600, false],
  ['שחזור פיזי בחדר נקי – החלפת ראשי קריאה', 2400, 4200, false],
  ['כונן תורם תואם (דגם וקושחה)', 450, 900, false],
  ['שחזור SSD בשיטת Chip-off', 3200, 5200, false],
  ['בניית מערך RAID מחדש – לכונן', 800, 1200, true],
  ['תיקון קושחה ואזורי שירות', 700, 1300, false],
  ['שחזור קבצים ממצלמת אבטחה (DVR)', 1100, 1900, false],
];
const BUSINESSES = ['משרד עו"ד לוי, כהן ושות\'', 'סטודיו אדריכלים קו ישר בע"מ', 'מרפאת שיניים חיוך בע"מ', 'א.ב. הנהלת חשבונות בע"מ', 'הפקות הגליל בע"מ'];
const PEOPLE = ['יעל פרידמן', 'משה אזולאי', 'רונית קליין', 'דניאל שפירא'];

export const heDataRecoveryLabInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const business = rng.chance(0.6);
    const customer = business ? rng.pick(BUSINESSES) : rng.pick(PEOPLE);
    const customerId = business ? `ח.פ. ${taxId(rng, true)}` : `ת.ז. ${personalId(rng)}`;
    const received = shift(date, -rng.int(3, 20));
    const medium = rng.pick(MEDIA);
    const serial = `${rng.pick(['WX', 'ZA', 'S6', 'Z9'])}${rng.digits(2)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(7)}`;
    const caseNo = `${date.slice(2, 4)}-${rng.int(1000, 9999)}`;
    const lines: { name: string; qty: number; unit: number }[] = [{ name: 'בדיקה ואבחון ראשוני', qty: 1, unit: rng.int(25, 45) * 1000 }];
    for (const [name, lo, hi, perDisk] of rng.some(WORK, rng.int(1, 3))) lines.push({ name, qty: perDisk ? rng.int(3, 5) : 1, unit: rng.int(lo / 10, hi / 10) * 1000 });
    if (rng.chance(0.5)) lines.push({ name: 'כונן חיצוני חדש 2TB להעברת המידע', qty: 1, unit: rng.int(35, 48) * 1000 - 100 });
    if (rng.chance(0.35)) lines.push({ name: 'שירות אקספרס – עבודה רצופה 24/7', qty: 1, unit: rng.int(12, 25) * 10000 });
    if (rng.chance(0.3)) lines.push({ name: 'מחיקה מאובטחת של המדיה המקורית', qty: 1, unit: rng.int(15, 25) * 1000 });
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = business ? allocation(rng, date, net) : '';
    const idText = v.company ? id : lr(spacedId(id));
    const facts = [
      ['מספר חשבונית', lr(number)],
      ['תאריך', v.style === 'he' ? dt(date, v.style) : lr(dt(date, v.style))],
      ['תיק מעבדה', lr(caseNo)],
      ['התקבל במעבדה', lr(dt(received, 'dd/mm/yyyy'))],
      ['מדיה', lr(esc(medium))],
      ["מס' סידורי", lr(serial)],
    ]
      .map(([a, b]) => `<div class="f"><div class="fl">${a}</div><div class="fv">${b}</div></div>`)
      .join('');
    const table = `<table class="items"><tr><th>#</th><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>${lines
      .map((l, i) => `<tr><td>${i + 1}</td><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`)
      .join('')}</table>`;
    const totals = `<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>${amount(total)} ש"ח</td></tr></table>`;
    const main = `<div class="tt">חשבונית מס <span class="orig">מקור</span></div>
<div class="facts">${facts}</div>
<div class="cust"><b>לכבוד:</b> ${esc(customer)} · ${customerId} · נייד ${cellular(rng)}</div>
${table}
${totals}
${alloc ? `<div class="alloc">מספר הקצאה: ${alloc}</div>` : ''}
<div class="terms">אחריות לשלמות המידע המשוחזר: 30 יום מיום המסירה. המדיה המקורית תישמר במעבדה 60 יום. העברה בנקאית: בנק הפועלים, סניף ${rng.int(500, 799)}, חשבון ${rng.digits(6)}.</div>`;
    const body = v.side
      ? `<div class="page side"><aside><div class="brand">${v.brand}</div><div class="bh">${v.brandHe}</div><div class="gap"></div><div>${esc(v.legal)}</div><div>${v.label} ${idText}</div><div class="gap"></div><div>${esc(v.address)}</div><div>${v.phone}</div><div>${v.mail}</div><div class="gap"></div><div class="sm">שחזור מידע מכל סוגי המדיה · חדר נקי Class 100</div></aside><main>${main}</main></div>`
      : `<div class="page"><header><div><div class="brand">${esc(v.brand)}</div><div class="bh">${esc(v.brandHe)}</div></div><div class="who"><div class="b">${esc(v.legal)}</div><div>${v.label} ${idText}</div><div>${esc(v.address)} · ${v.phone}</div><div>${v.mail}</div></div></header>${main}</div>`;
    const css = `body{font-family:${v.font};font-size:12.5px;color:#1b1b1b}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm}.side{display:flex;padding:0}aside{width:52mm;background:${v.color};color:#fff;padding:16mm 6mm;box-sizing:border-box;line-height:1.6;font-size:11.5px}aside .brand{font-size:26px;font-weight:bold;letter-spacing:1px}main{flex:1;padding:14mm 12mm}header{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:8px;margin-bottom:10px}header .brand{font-family:'Drugulin CLM','David CLM',serif;font-size:32px;color:${v.color}}.bh{font-size:11px}.who{text-align:left;line-height:1.5;font-size:11.5px}.b{font-weight:bold}.gap{height:10px}.sm{font-size:10px}.tt{font-size:22px;font-weight:bold;color:${v.color};margin-bottom:8px}.orig{font-size:12px;border:1px solid ${v.color};padding:0 5px;font-weight:normal;vertical-align:middle}.facts{display:grid;grid-template-columns:repeat(3,1fr);gap:5px;margin-bottom:10px}.f{border:1px solid #c9c9c9;padding:4px 6px}.fl{font-size:10px;color:#666}.fv{font-weight:bold}.cust{margin:8px 0 10px}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;padding:4px;text-align:right;font-weight:normal}.items td{padding:4px;border-bottom:1px solid #ddd}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tot{width:55%;margin:12px auto 0 0;border-collapse:collapse}.tot td{padding:4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}.alloc{margin-top:8px;font-weight:bold}.terms{margin-top:24px;font-size:10.5px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
