import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-cctv-cloud-monthly-bill';

const VENDORS = [
  {
    brand: 'עין בענן',
    legal: 'עין בענן אבטחה מקוונת בע"מ',
    company: true,
    idLine: (id: string) => `ח.פ. ${lr(hyphenId(id))}`,
    addr: 'רח׳ המלאכה 9, ראש העין · 03-9',
    num: (iso: string, r: { int(a: number, b: number): number }) => `EC/${iso.slice(2, 4)}${iso.slice(5, 7)}/${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
    color: '#0f766e',
    side: false,
  },
  {
    brand: 'מצלמה פתוחה',
    legal: 'יואב שטרן',
    company: false,
    idLine: (id: string) => `עוסק מורשה<br>${lr(id)}`,
    addr: 'רח׳ האשל 4, עומר · 08-6',
    num: (_iso: string, r: { int(a: number, b: number): number }) => `${r.int(20000, 69999)}`,
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
    font: "'David CLM','Frank Ruehl CLM',serif",
    color: '#1e3a8a',
    side: true,
  },
];

const CUSTOMERS = ['מרכולית השכונה בע"מ', 'גן ילדים פרטי פרפר בע"מ', 'מוסך הצפון בע"מ', 'ועד בית רח׳ הגפן 12', 'חוות סוסים עמק בע"מ'];

export const heCctvCloudMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 5]);
    const v = VENDORS[n % 2];
    const date = officeDay(d0);
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(date, rng);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = shift(date, rng.pick([10, 14, 20]));
    const cams = rng.int(3, 16);
    const lines = [
      { name: `הקלטה בענן 30 יום · ${cams} מצלמות`, qty: cams, unit: rng.pick([2900, 3400, 3900]) },
      { name: 'אפליקציית צפייה - משתמשים נוספים', qty: rng.int(1, 4), unit: 1500 },
      { name: 'כרטיס SIM גיבוי סלולרי', qty: 1, unit: 3900 },
      ...(rng.chance(0.5) ? [{ name: 'זיהוי תנועה והתראות חכמות', qty: cams, unit: 900 }] : []),
      ...(rng.chance(0.4) ? [{ name: 'ביקור טכנאי (שירות חד פעמי)', qty: 1, unit: 35000 }] : []),
    ];
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const last = Math.round(total * (0.8 + rng.next() * 0.3));
    const sub = notAnId(rng);
    const customer = rng.pick(CUSTOMERS);
    const vendorBlock = `<div class="vb"><div class="brand">${v.brand}</div><div>${esc(v.legal)}</div><div>${v.idLine(id)}</div><div>${v.addr}${rng.digits(6)}</div></div>`;
    const main = `<div class="doc">חשבונית מס - חיוב חודשי ${heMonth(from)}</div>
<table class="hdr"><tr><th>מספר חשבונית</th><th>תאריך הפקה</th><th>תקופת החיוב</th><th>מועד תשלום אחרון</th><th>מס׳ מנוי</th></tr>
<tr><td>${lr(number)}</td><td>${lr(v.date(date))}</td><td>${lr(`${v.date(from)} - ${v.date(to)}`)}</td><td>${lr(v.date(due))}</td><td>${lr(sub)}</td></tr></table>
<div class="cust"><b>לכבוד:</b> ${esc(customer)}${customer.includes('בע"מ') ? ` · ח.פ. ${lr(taxId(rng, true))}` : ''}<br>אתר: ${rng.pick(['רח׳ הזית 3', 'שד׳ הנשיא 77', 'אזור תעשייה צפוני', 'רח׳ התמר 15'])}</div>
<table class="items"><tr><th>פירוט</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>
${lines.map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${lr(amount(l.unit))}</td><td>${lr(amount(l.qty * l.unit))}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ חיובים לפני מע"מ</td><td>${lr(amount(net))}</td></tr><tr><td>מע"מ ${rate}%</td><td>${lr(amount(tax))}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>${lr(`₪ ${amount(total)}`)}</td></tr></table>
<div class="acct">מצב חשבון: יתרה קודמת ${lr('0.00')} · תשלום אחרון ${lr(amount(last))} ב-${lr(v.date(shift(from, rng.int(8, 12))))} · החיוב יבוצע בהוראת קבע</div>
<div class="sm">לבירורים: מוקד שירות ${lr('*' + rng.int(2000, 9999))} · שידור תמונה מוצפן · אחסון בשרתים בישראל</div>`;
    const body = v.side
      ? `<div class="pg side"><aside>${vendorBlock}</aside><main>${main}</main></div>`
      : `<div class="pg"><header>${vendorBlock}<div class="logo">${v.brand}</div></header>${main}</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:12mm;overflow:hidden}.side{display:flex;gap:8mm;padding:0}.side aside{width:45mm;background:${v.color};color:#fff;padding:12mm 5mm;line-height:1.7}.side main{flex:1;padding:12mm 10mm 12mm 0}header{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px}.logo{font-size:28px;font-weight:bold;color:${v.color}}.vb{line-height:1.6}.brand{font-size:18px;font-weight:bold}.doc{font-size:16px;font-weight:bold;margin:10px 0}.hdr,.items{width:100%;border-collapse:collapse;margin-bottom:8px}.hdr th,.items th{background:#e5e7eb;padding:4px;text-align:right}.hdr td,.items td{padding:4px;border-bottom:1px solid #ddd}.cust{margin:8px 0;line-height:1.6}.tot{margin:8px auto 0 0;font-size:12px}.tot td{padding:3px 8px}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.acct{margin-top:12px;border:1px solid #999;padding:5px}.sm{font-size:9px;margin-top:10px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
