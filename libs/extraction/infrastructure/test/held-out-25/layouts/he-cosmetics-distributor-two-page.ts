import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { add, day, head, lr, rows, taxOn, vid } from './extra';

const FIRMS = [
  { legal: 'הפצת יופי וטבע בע"מ', label: 'ח.פ.' },
  { legal: 'קוסמולייט יבוא ושיווק בע"מ', label: 'ח"פ' },
];
const BRANDS = ['אלואה', 'מרין', 'ורדה', 'SOLÉ', 'נקטר', 'Dermaline'];
const PRODUCTS = [
  'קרם לחות יום 50 מ"ל',
  'סרום ויטמין C',
  'מסכת בוץ ים המלח',
  'שמפו ללא סולפטים',
  'מרכך שיער',
  'קרם ידיים',
  'תחליב גוף',
  'שפתון לח',
  'מסקרה',
  'מי פנים',
  'קרם הגנה SPF50',
  'שמן ארגן',
  'סבון טבעי',
  'קרם עיניים',
  'פילינג פנים',
];

/** A cosmetics distributor's tax invoice to a pharmacy or a salon over two A4 pages: 36-46 rows with SKU, product, quantity, price, discount and net; a carried sum at the foot of page 1 and at the head of page 2. */
export const heCosmeticsDistributorTwoPage: Layout = {
  id: 'he-cosmetics-distributor-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const f = rng.pick(FIRMS);
    const id = vid(f.legal, true);
    const date = day(rng);
    const rate = israeliRate(date);
    const n = rng.int(36, 46);
    const lines = Array.from({ length: n }, () => {
      const q = rng.int(2, 24);
      const u = rng.int(120, 1500) * 10;
      const d = rng.pick([0, 0, 5, 10, 15]);
      return { sku: `${rng.int(100, 999)}-${rng.digits(4)}`, name: `${rng.pick(BRANDS)} ${rng.pick(PRODUCTS)}`, q, u, d, net: Math.round((q * u * (100 - d)) / 100) };
    });
    const cut = 24;
    const p1 = add(lines.slice(0, cut).map((l) => l.net));
    const net = add(lines.map((l) => l.net));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = rng.pick([() => `${date.slice(0, 4)}-${rng.int(10000, 99999)}`, () => `IN${rng.int(300000, 399999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const font = rng.pick(['Noto Sans Hebrew', 'DejaVu Sans Condensed', 'Miriam CLM']);
    const cust = rng.pick(['בית מרקחת הדקל בע"מ', 'סלון רוזה יופי וטיפוח', 'פארם השכונה בע"מ']);
    const hdr = `<div class="hd"><b>${esc(f.legal)}</b> · ${f.label} ${lr(hyphenId(id))} · חשבונית מס ${lr(docNo)}</div>`;
    const cols = ['מק"ט', 'תיאור', 'כמות', "מחיר יח'", 'הנחה %', 'סה"כ נטו'];
    const tr = (ls: typeof lines) => rows(ls.map((l) => [lr(l.sku), esc(l.name), String(l.q), amount(l.u), String(l.d), amount(l.net)]));
    const body = `<div class="pg"><div class="top"><div><div class="t">${esc(f.legal)}</div><div>יבוא והפצת תמרוקים · ${f.label} ${lr(hyphenId(id))}</div><div>אזור תעשייה חבל מודיעין · ${lr('03-9' + rng.digits(6))}</div></div>
<div class="box"><div class="bt">חשבונית מס</div>מס' ${lr(docNo)}<br>תאריך: ${lr(dt(date, fmt))}<br>תעודת משלוח: ${rng.int(800000, 899999)} מ-${dt(addDays(date, -rng.int(1, 5)), 'dd/mm/yy')}<br>סוכן: ${rng.int(10, 60)}</div></div>
<div class="to">לכבוד: ${esc(cust)} · ח.פ./ע.מ. ${vid(cust, true)} · מס' לקוח ${rng.int(10000, 99999)}</div>
<table>${head(cols)}${tr(lines.slice(0, cut))}</table><div class="carry">סה"כ מועבר לעמוד הבא: ${amount(p1)}</div><div class="pn">עמוד 1 מתוך 2</div></div>
<div class="pg">${hdr}<table>${head(cols)}<tr><td></td><td>יתרה מעמוד קודם</td><td></td><td></td><td></td><td>${amount(p1)}</td></tr>${tr(lines.slice(cut))}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ כולל מע"מ ₪</td><td>${amount(total)}</td></tr></table>
@@ALLOC@@<p>תנאי תשלום: שוטף + 60, עד ${dt(addDays(date, 75), 'dd/mm/yyyy')}. החזרות יתקבלו תוך 30 יום באריזה סגורה בלבד.</p><div class="pn">עמוד 2 מתוך 2</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10.5px}.pg{width:210mm;height:297mm;box-sizing:border-box;padding:12mm 14mm;page-break-after:always;position:relative}.pg:last-child{page-break-after:auto}
.top{display:flex;justify-content:space-between}.t{font-size:22px;font-weight:bold;color:#8a2a6a}.box{border:2px solid #8a2a6a;padding:2mm 4mm;width:62mm;line-height:1.6}.bt{font-size:16px;font-weight:bold}
.to{margin:3mm 0;padding:2mm;background:#f4e6ef}.hd{border-bottom:1px solid #8a2a6a;margin-bottom:2mm;padding-bottom:1mm}table{width:100%;border-collapse:collapse}th{background:#8a2a6a;color:#fff;padding:1mm}td{border-bottom:1px solid #ddd;padding:0.8mm 1mm}
td:nth-child(n+3){text-align:left}.carry{text-align:left;font-weight:bold;margin-top:2mm}.pn{position:absolute;bottom:8mm;left:14mm}.tot{width:75mm;margin:4mm auto 0 0}.g td{font-weight:bold;font-size:14px;border-top:2px solid #000}`;
    const due = date >= '2024-05-05' && net > (date >= '2026-01-01' ? 1000000 : date >= '2025-01-01' ? 2000000 : 2500000);
    const html = body.replace('@@ALLOC@@', due ? `<p>מספר הקצאה: ${rng.int(100000000, 999999999)}</p>` : '');
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body: html }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
