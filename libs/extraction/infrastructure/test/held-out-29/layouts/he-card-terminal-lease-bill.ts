import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { add, dated, house, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-card-terminal-lease-bill';
const FIRMS = [
  { brand: '', legal: 'סליקה פלוס מסופים בע"מ', company: true, label: 'ח.פ.', trade: '', color: '#0d6e5f', mail: 'billing@slikaplus.co.il' },
  { brand: 'TERMINALI', legal: 'טרמינלי שירותי תשלום בע"מ', company: true, label: 'ח"פ', trade: '', color: '#8a2d6b', mail: 'invoices@terminali.co.il' },
  { brand: 'מסוף לכל עסק', legal: 'אבי שטרן', company: false, label: 'עוסק מורשה', trade: 'השכרת מסופי אשראי ותמיכה טכנית', color: '#2b4c8c', mail: 'avi@masof4all.co.il' },
];
const CUSTOMERS: [string, boolean][] = [
  ['מאפיית השקד בע"מ', true],
  ['קפה לואיז רמת החייל בע"מ', true],
  ['רונית דהן – קוסמטיקה', false],
  ['חנות הכלבו של נחום בע"מ', true],
  ['אופטיקה ראי העיר בע"מ', true],
];

/** A card-terminal leasing firm's monthly A4 bill to a shop: the billing month before the issue date, terminals by serial, per-transaction fees, a communication SIM, paper rolls, the debit date; VAT added. */
export const heCardTerminalLeaseBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(`${day.slice(0, 8)}${String(rng.int(2, 6)).padStart(2, '0')}`);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const terminals = rng.int(1, 3);
    const rent = rng.pick([4900, 5900, 6900, 7900]);
    const txns = rng.int(300, 2600);
    const perTxn = rng.pick([8, 10, 12, 15]);
    const rows: { text: string; qty: string; unit: string; sum: number }[] = [
      { text: 'דמי שכירות מסוף אשראי נייח (EMV + קונטקטלס)', qty: String(terminals), unit: amount(rent), sum: terminals * rent },
      { text: 'עמלת עסקה – שידור וסליקה', qty: txns.toLocaleString('en-US'), unit: amount(perTxn), sum: txns * perTxn },
      { text: 'כרטיס SIM לתקשורת סלולרית', qty: String(terminals), unit: amount(1900), sum: terminals * 1900 },
      { text: 'שירות ותמיכה 24/7', qty: '1', unit: amount(2900), sum: 2900 },
    ];
    if (rng.chance(0.5)) {
      const rolls = rng.pick([10, 20, 30]);
      rows.push({ text: 'גלילי נייר טרמי 57 מ"מ', qty: String(rolls), unit: amount(350), sum: rolls * 350 });
    }
    if (rng.chance(0.3)) rows.push({ text: 'ביקור טכנאי – החלפת מקלדת', qty: '1', unit: amount(18000), sum: 18000 });
    const net = add(rows.map((r) => r.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const debit = addDays(date, rng.int(6, 12));
    const docNo = house(ID, n, [() => `${date.slice(2, 4)}${rng.digits(6)}`, () => `TR-${rng.int(100000, 999999)}`, () => `${rng.int(1, 9)}/${rng.int(1000, 9999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(["'Noto Sans Hebrew'", "'Simple CLM'", "'DejaVu Sans'"]);
    const [cust, custCo] = rng.pick(CUSTOMERS);
    const idText = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const serials = Array.from({ length: terminals }, () => `${rng.pick(['PX', 'VX', 'A'])}${rng.digits(8)}`);
    const tr = rows.map((r) => `<tr><td>${esc(r.text)}</td><td>${lr(r.qty)}</td><td>${r.unit}</td><td>${amount(r.sum)}</td></tr>`).join('');
    const card = `<svg width="44" height="34" viewBox="0 0 44 34"><rect x="2" y="2" width="40" height="30" rx="4" fill="none" stroke="#fff" stroke-width="2.5"/><rect x="2" y="8" width="40" height="6" fill="#fff"/><rect x="7" y="20" width="10" height="6" fill="#fff"/></svg>`;
    const body = `<div class="band">${card}<div class="bn">${esc(f.brand || f.legal)}</div><div class="bs">${f.brand ? `<b>${esc(f.legal)}</b>` : 'מסופי סליקה לעסקים'}${f.trade ? `<br>${esc(f.trade)}` : ''}</div></div>
<div class="wrap"><div class="row"><div class="box">
<div class="h">חשבונית מס</div><table class="kv"><tr><td>מספר חשבונית</td><td><b>${lr(docNo)}</b></td></tr><tr><td>תאריך הפקה</td><td><b>${lr(dt(date, fmt))}</b></td></tr><tr><td>תקופת חיוב</td><td>${lr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`)}</td></tr><tr><td>חודש</td><td>${heMonth(from)}</td></tr></table></div>
<div class="box"><div class="h">פרטי הלקוח</div><table class="kv"><tr><td>שם</td><td>${esc(cust)}</td></tr><tr><td>${custCo ? 'ח.פ.' : 'ע.מ.'}</td><td>${lr(vid(cust, custCo))}</td></tr><tr><td>מספר לקוח</td><td>${lr(String(rng.int(100000, 899999)))}</td></tr><tr><td>מספר ספק בחברת האשראי</td><td>${lr(rng.digits(7))}</td></tr><tr><td>מס' הסכם</td><td>${lr(notAnId(rng))}</td></tr></table></div>
<div class="box due"><div class="h">סכום החיוב</div><div class="amt">₪ ${amount(total)}</div><div>ייגבה בהוראת קבע ביום ${lr(dt(debit, 'dd/mm/yyyy'))}</div></div></div>
<div class="sec">המסופים שלך: ${serials.map((s) => lr(s)).join(' · ')} · ${txns.toLocaleString('en-US')} עסקאות בתקופה</div>
<table class="lines"><tr><th>פירוט</th><th>כמות</th><th>מחיר ליח'</th><th>סכום</th></tr>${tr}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${amount(total)}</td></tr></table>
<div class="sec">מצב חשבון: חיוב קודם (${heMonth(firstOfMonth(date, -2))}) נגבה במלואו · יתרה פתוחה 0.00</div>
<div class="foot">${esc(f.legal)} · ${f.label} ${lr(idText)} · מוקד שירות ${lr(`*${rng.int(2000, 9999)}`)} · ${lr(f.mail)}<br>לביטול או שינוי מסלול יש לפנות בכתב 30 יום מראש. העמלות מחושבות לפי מספר העסקאות שעברו במסופים בתקופת החיוב.</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;color:#1a1a1a}.band{background:${f.color};color:#fff;padding:7mm 14mm;display:flex;align-items:center;gap:5mm}.bn{font-size:26px;font-weight:bold}.bs{margin-right:auto;font-size:13px}
.wrap{padding:8mm 14mm}.row{display:flex;gap:4mm}.box{flex:1;border:1px solid #bbb;border-top:4px solid ${f.color};padding:2.5mm}.h{font-weight:bold;font-size:13px;color:${f.color};margin-bottom:1.5mm}.kv td{padding:0.6mm 1mm}.kv td:first-child{color:#555}
.due{text-align:center}.amt{font-size:22px;font-weight:bold;margin:3mm 0}.sec{margin:5mm 0 2mm;background:#f2f2f2;padding:2mm}table.lines{width:100%;border-collapse:collapse}.lines th{background:${f.color};color:#fff;padding:1.5mm;text-align:right}.lines td{padding:1.5mm;border-bottom:1px solid #ddd}.lines td:nth-child(n+2){text-align:left}
.tot{width:75mm;margin:4mm auto 0 0;border-collapse:collapse}.tot td{padding:1.2mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:2px solid #000}.foot{margin-top:14mm;border-top:1px solid #999;padding-top:2mm;font-size:9.5px;color:#444;line-height:1.6}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
