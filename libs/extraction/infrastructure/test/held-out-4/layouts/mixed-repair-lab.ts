import { addDays, amount, esc, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, ils, layout, mobile, phone } from '../notation';

const LABS = [
  { name: 'טכנו-דוקטור מעבדות סלולר בע"מ', brand: 'TechnoDoctor', sub: 'Mobile & Laptop Repair Lab' },
  { name: 'iFix פלוס שירות ותיקונים בע"מ', brand: 'iFix+', sub: 'Certified repair centre' },
  { name: 'מעבדת מגה-בייט', brand: 'MEGABYTE', sub: 'Computers · Phones · Consoles' },
  { name: 'ScreenFix ישראל בע"מ', brand: 'ScreenFix', sub: 'Same-day screen repair' },
];

const DEVICES = ['iPhone 13 Pro', 'iPhone 14', 'Samsung Galaxy S23', 'Xiaomi Redmi Note 12', 'MacBook Air M1', 'Lenovo ThinkPad T14', 'PlayStation 5', 'iPad Air 5'];
const PARTS: [string, number, number][] = [
  ['OLED screen assembly (OEM)', 65000, 145000],
  ['Battery replacement', 22000, 42000],
  ['Charging port flex cable', 15000, 26000],
  ['Rear camera module', 38000, 72000],
  ['Keyboard (HE/EN) replacement', 45000, 78000],
  ['SSD 512GB NVMe + data transfer', 48000, 69000],
  ['HDMI port replacement', 32000, 45000],
  ['Back glass', 28000, 52000],
];

/** A 15-digit IMEI with a valid Luhn digit (another distractor of 15 digits). */
function imei(rng: Rng): string {
  const body = `35${rng.digits(12)}`;
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    let d = Number(body[13 - i]);
    if (i % 2 === 0) d *= 2;
    sum += d > 9 ? d - 9 : d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/**
 * A phone and computer repair lab's tax invoice-receipt (A5) with every label in Hebrew and English
 * ("תאריך / Date", "מכשיר / Device", "סה"כ לתשלום / Total"), the English brand large and the
 * Hebrew legal name with its ח.פ. under it (or an English name with "בע"מ"), a job ticket number
 * "JOB-…", the device, its 15-digit IMEI or serial, the date received (days earlier), technician's
 * notes in English, parts and labour lines, a diagnosis fee waived, subtotal, "מע"מ / VAT 17%/18%"
 * added, the total, card payment, and a warranty end date 90 days on.
 */
export const mixedRepairLab = layout({
  id: 'mixed-repair-lab',
  lang: 'mixed',
  kind: 'repair invoice',
  make(rng: Rng) {
    const lab = rng.pick(LABS);
    const vendorTaxId = taxId(rng, !lab.name.startsWith('מעבדת'));
    const date = randomDate(rng, '2023-06-01', '2026-03-25');
    const rate = israeliRate(date);
    const received = addDays(date, -rng.int(1, 9));
    const device = rng.pick(DEVICES);
    const phoneLike = /iPhone|Galaxy|Redmi/.test(device);
    const parts = rng.some(PARTS, rng.int(1, 2)).map(([n, lo, hi]) => ({ n, a: rng.int(lo / 100, hi / 100) * 100 }));
    const labour = rng.pick([9000, 12000, 15000, 18000]);
    const diag = rng.pick([9900, 14900]);
    const net = parts.reduce((s, p) => s + p.a, 0) + labour;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const job = `JOB-${date.slice(2, 4)}-${rng.digits(5)}`;
    const docNo = String(rng.int(10000, 99999));
    const ds = rng.pick(['d/m/Y', 'd.m.Y', 'Y-m-d'] as const);
    const cur = rng.pick(['sign-before', 'nis', 'ils'] as const);
    const body = `<div class="pg">
<div class="hd"><div class="brand">${esc(lab.brand)}</div><div class="sub">${esc(lab.sub)}</div>
<div class="legal"><bdi>${esc(lab.name)}</bdi> · ח.פ. / Reg. No. ${vendorTaxId}<br>${rng.pick(["רח' אלנבי 54, תל אביב", 'קניון עזריאלי, באר שבע', "רח' הנשיא 18, חיפה"])} · ${phone(rng)}</div></div>
<div class="tt">חשבונית מס / קבלה &nbsp;·&nbsp; TAX INVOICE / RECEIPT &nbsp; <b>${docNo}</b></div>
<table class="f">
<tr><td>תאריך / Date</td><td>${day(date, ds)}</td><td>כרטיס עבודה / Job</td><td>${job}</td></tr>
<tr><td>התקבל / Received</td><td>${day(received, ds)}</td><td>לקוח / Customer</td><td>${rng.pick(['Alon B.', 'שירן מ.', 'Yusuf K.', 'אלנה ס.'])} · ${mobile(rng)}</td></tr>
<tr><td>מכשיר / Device</td><td>${esc(device)}</td><td>${phoneLike ? 'IMEI' : 'S/N'}</td><td>${phoneLike ? imei(rng) : `${rng.pick(['C02', 'PF3', 'S01'])}${rng.digits(7)}`}</td></tr>
</table>
<div class="notes"><b>Technician notes:</b> ${rng.pick(['Customer reports no charging and display flicker.', 'Dropped device, cracked display, touch partially unresponsive.', 'Battery health 71%, unexpected shutdowns.', 'Liquid damage on board corner, cleaned and tested.'])} Tested OK after repair.</div>
<table class="l"><tr><th>תיאור / Description</th><th>סכום / Amount</th></tr>
${parts.map((p) => `<tr><td>${esc(p.n)}</td><td>${amount(p.a)}</td></tr>`).join('')}
<tr><td>עבודה / Labour</td><td>${amount(labour)}</td></tr>
<tr><td>בדיקה / Diagnosis ${amount(diag)} – לא חויב / waived</td><td>0.00</td></tr>
<tr class="s"><td>סה"כ לפני מע"מ / Subtotal</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ / VAT ${rate}%</td><td>${amount(vat)}</td></tr>
<tr class="g"><td>סה"כ לתשלום / Total</td><td>${ils(total, cur)}</td></tr></table>
<div class="pay">שולם / Paid: ${rng.pick(['Visa', 'Mastercard', 'Bit', 'מזומן / Cash'])} · אחריות / Warranty: 90 יום עד ${day(addDays(date, 90), ds)}</div>
<div class="sm">האחריות אינה כוללת נזקי נוזלים ושבר. Warranty excludes liquid and physical damage.</div>
</div>`;
    const css = `body{font-family:'DejaVu Sans','Noto Sans Hebrew',sans-serif;font-size:10.5px;color:#111}
.pg{padding:8mm 9mm}
.hd{text-align:center;border:2px solid #111;border-radius:3mm;padding:3mm}
.brand{font-family:'URW Gothic','DejaVu Sans';font-size:26px;font-weight:bold;letter-spacing:1px;direction:ltr}
.sub{font-size:9.5px;letter-spacing:2px;text-transform:uppercase;direction:ltr}
.legal{margin-top:2mm;font-size:10px}
.tt{margin:4mm 0 2mm;text-align:center;font-size:12px;background:#111;color:#fff;padding:1.5mm}
.f{width:100%;border-collapse:collapse}.f td{border:1px solid #999;padding:1.2mm 1.5mm}.f td:nth-child(odd){background:#eee;white-space:nowrap;font-size:9.5px}
.notes{margin:3mm 0;direction:ltr;text-align:left;font-size:9.5px;border-left:3px solid #111;padding-left:2mm}
.l{width:100%;border-collapse:collapse}.l th{background:#ddd;padding:1.3mm;text-align:right}.l th:last-child,.l td:last-child{text-align:left;white-space:nowrap}
.l td{padding:1.3mm;border-bottom:1px solid #ddd}.s td{font-weight:bold}.g td{font-weight:bold;font-size:13px;border-top:2px solid #111;border-bottom:2px solid #111}
.pay{margin-top:3mm}.sm{font-size:8.5px;color:#555;margin-top:2mm}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: {
        vendorName: lab.name,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        tax: truthAmount(vat),
      },
    };
  },
});
