import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, mul, notAnId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-generator-maintenance-monthly-bill';

const VENDORS = [
  {
    brand: 'כוח רציף',
    sub: 'גנרטורים · לוחות העברה · אחזקה 24/7',
    legal: 'כוח רציף גנרטורים ושירות בע"מ',
    company: true,
    label: 'ח.פ.',
    address: 'רח׳ המלאכה 18, פתח תקווה · 03-9305520',
    num: (r: { int(a: number, b: number): number }, iso: string) => `GN${iso.slice(2, 4)}-${r.int(10000, 69999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'David CLM','Frank Ruehl CLM',serif",
    color: '#c2410c',
    side: false,
  },
  {
    brand: 'גנרטור פלוס',
    sub: 'שירות ואחזקת גנרטורים בצפון',
    legal: 'מרדכי אלבז',
    company: false,
    label: 'עוסק מורשה',
    address: 'אזה"ת צפוני, עפולה · 052-6613408',
    num: (r: { int(a: number, b: number): number }) => `${r.int(1000, 4999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    font: "'Nachlieli CLM','Miriam CLM',sans-serif",
    color: '#334155',
    side: true,
  },
];

const CUSTOMERS = ['מגדלי הגליל ניהול ואחזקה בע"מ', 'מרכז רפואי העמק – אגף תפעול', 'דאטה-סנטר צפון בע"מ', 'בית אבות נווה שלום', 'קניון הלב ניהול נכסים בע"מ'];
const UNITS = ['60KVA', '100KVA', '250KVA', '500KVA', '800KVA'];

export const heGeneratorMaintenanceMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = shift(date, rng.pick([14, 15, 20]));
    const customer = rng.pick(CUSTOMERS);
    const custId = customer.includes('בע"מ') ? `ח.פ. ${taxId(rng, true)}` : `מס׳ ספק ${rng.int(10000, 59999)}`;
    const units = rng.some(UNITS, rng.int(1, 2));
    const lines: [string, string, number][] = units.map((u) => {
      const fee = rng.int(45, 190) * 1000;
      return [`חוזה אחזקה חודשי – גנרטור ${u}`, `1 × ${amount(fee)}`, fee];
    });
    const tests = 4 + (rng.chance(0.3) ? 1 : 0);
    lines.push([`בדיקת הפעלה שבועית בעומס`, `${tests} × ${amount(18000)}`, tests * 18000]);
    if (rng.chance(0.5)) lines.push(['החלפת שמן ומסננים', '1 × ' + amount(86000), 86000]);
    const litres = rng.int(80, 600);
    const ppl = rng.int(690, 820);
    lines.push([`סולר למילוי מיכל (${litres} ליטר)`, `${litres} × ${amount(ppl)}`, mul(litres, ppl)]);
    if (rng.chance(0.4)) lines.push(['קריאת שירות חירום (לילה)', '1 × ' + amount(65000), 65000]);
    if (rng.chance(0.5)) lines.push(['בדיקת מצברי התנעה', '2 × ' + amount(9500), 19000]);
    const net = add(lines.map((l) => l[2]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const lastPaid = rng.int(150000, 600000);
    const vendorBlock = `<div class="b">${esc(v.legal)}</div><div>${v.label} ${id}</div><div>${v.address}</div>`;
    const head = v.side
      ? `<div class="brandline"><div class="brand">${v.brand}</div><div class="sub">${v.sub}</div></div>`
      : `<header><div><div class="brand">${v.brand}</div><div class="sub">${v.sub}</div></div><div class="who">${vendorBlock}</div></header>`;
    const main = `${head}
<h1>חשבונית מס – חיוב חודשי ${heMonth(from)}</h1>
<table class="grid"><tr><th>מס׳ חשבונית</th><th>תאריך</th><th>תקופת חיוב</th><th>לתשלום עד</th><th>מס׳ מנוי</th></tr>
<tr><td>${lr(number)}</td><td>${lr(v.date(date))}</td><td>${lr(`${v.date(from)} – ${v.date(to)}`)}</td><td>${lr(v.date(due))}</td><td>${notAnId(rng)}</td></tr></table>
<div class="cust"><b>לכבוד:</b> ${esc(customer)} · ${custId}<br>אתר: ${rng.pick(['חדר גנרטור, קומה -3', 'מבנה טכני צפוני', 'חצר משק, מבנה B'])} · הסכם שירות ${lr(`SV-${rng.int(100, 999)}/${rng.int(18, 22)}`)}</div>
<table class="items"><tr><th>תיאור</th><th>כמות × מחיר</th><th>סכום</th></tr>${lines.map(([a, b, c]) => `<tr><td>${esc(a)}</td><td>${lr(b)}</td><td>${amount(c)}</td></tr>`).join('')}</table>
<div class="bottom"><div class="acct"><b>מצב חשבון</b><br>יתרה קודמת: 0.00<br>תשלום אחרון: ${amount(lastPaid)} ב-${lr(v.date(shift(from, rng.int(3, 12))))}<br>אמצעי תשלום: הוראת קבע</div>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>${lr(`₪ ${amount(total)}`)}</td></tr></table></div>
<div class="note">החיוב יבוצע בהוראת קבע בתאריך ${lr(v.date(due))}. לבירורים: מוקד שירות 24/7.</div>`;
    const body = v.side
      ? `<div class="page s"><aside><div class="sb">${v.brand}</div>${vendorBlock}</aside><main>${main}</main></div>`
      : `<div class="page">${main}<footer>${esc(v.legal)} · ${v.label} ${id}</footer></div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.page{width:210mm;height:296mm;box-sizing:border-box;padding:12mm;position:relative}.s{display:flex;gap:6mm;padding:0}.s aside{width:45mm;background:${v.color};color:#fff;padding:12mm 5mm;line-height:1.7}.s main{flex:1;padding:12mm 4mm 12mm 12mm}.sb{font-size:18px;font-weight:bold;margin-bottom:6mm}header{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.sub{font-size:10px}.who{text-align:left;line-height:1.5}.b{font-weight:bold}h1{font-size:16px;margin:10px 0}.grid{width:100%;border-collapse:collapse;margin-bottom:8px}.grid th{background:${v.color};color:#fff;font-size:10px;padding:3px;border:1px solid ${v.color}}.grid td{border:1px solid #999;padding:4px;text-align:center}.cust{background:#f4f4f4;padding:6px;margin-bottom:8px;line-height:1.6}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid #333;text-align:right;padding:3px}.items td{border-bottom:1px solid #ddd;padding:4px 3px}.items td:nth-child(n+2){text-align:left}.bottom{display:flex;justify-content:space-between;margin-top:10px}.acct{border:1px solid #999;padding:6px;width:42%;line-height:1.6;font-size:10px}.tot{width:45%;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:2px solid #333}.note{margin-top:12px;font-size:10px}footer{position:absolute;bottom:10mm;left:12mm;right:12mm;border-top:1px solid #999;padding-top:4px;text-align:center;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
