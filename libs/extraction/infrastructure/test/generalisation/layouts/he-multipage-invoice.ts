import { amount, esc, formatDate, htmlPage, israeliRate, Layout, lineItems, randomDate, sum, taxId, truthAmount, vatOfNet } from '../kit';

const VENDORS = ['אספקת משרדים המרכז בע"מ', 'חשמל ותאורה גולן בע"מ', 'מחסני ציוד רפואי בע"מ'];
const PARTS = [
  'נייר צילום A4',
  'טונר HP 85A',
  'קלסר 8 ס"מ',
  'עטים כחולים 50',
  'מהדקים 24/6',
  'דבק סלוטייפ',
  'מחברת ספירלה',
  'סוללות AA',
  'כבל חשמל 3x1.5',
  'שקע כפול',
  'נורת לד 12W',
  'מפסק פחת',
  'כפפות ניטריל',
  'מסכות כירורגיות',
  'חיטוי ידיים 500 מ"ל',
  'תחבושת אלסטית',
  'פלסטרים 100',
  'מזרק 5 מ"ל',
  'מדחום דיגיטלי',
  'צלוחיות',
  'תיקיות שקופות',
  'סרגל 30 ס"מ',
  'מחשבון שולחני',
  'לוח מחיק',
  'טושים למחיק',
  'מעמד לעט',
  'מגירת מסמכים',
  'מטהר אוויר',
  'שקית אשפה 100',
  'מגבות נייר',
  'סבון ידיים',
  'כוסות חד פעמיות',
];

/**
 * A two-page Hebrew invoice: a long item list that runs over the page break with carried-forward
 * subtotals, the header repeated on page two, and the totals only at the end.
 */
export const heMultipageInvoice: Layout = {
  id: 'he-multipage-invoice',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const vendor = rng.pick(VENDORS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const items = lineItems(rng, PARTS, [30, 32], [5, 240], [1, 20]);
    const net = sum(items);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const doc = String(rng.int(10000, 99999));
    const style = rng.pick(['d/m/Y', 'd.m.Y'] as const);
    const font = rng.pick(['FreeSans', 'Noto Sans Hebrew', 'DejaVu Sans', 'Miriam CLM']);
    const cut = 20;
    const row = (l: (typeof items)[number], i: number) =>
      `<tr><td>${i + 1}</td><td>${rng.digits(6)}</td><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`;
    const head = (page: number) =>
      `<div class="h"><div><b class="n">${vendor}</b><br>ח.פ. ${id} · אזור התעשייה ${rng.pick(['חולון', 'קיסריה', 'עפולה'])}</div><div>חשבונית מס מס' ${doc}<br>תאריך: ${formatDate(date, style)}<br>עמוד ${page} מתוך 2</div></div>`;
    const th = '<tr><th>#</th><th>מק"ט</th><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>';
    const carried = sum(items.slice(0, cut));
    const body = `
<section>${head(1)}<div>לכבוד: מרכז רפואי השרון בע"מ, ח.פ. ${taxId(rng)}</div>
<table>${th}${items.slice(0, cut).map(row).join('')}</table>
<div class="cf">העברה לעמוד הבא: ${amount(carried)}</div></section>
<section>${head(2)}
<div class="cf">העברה מעמוד קודם: ${amount(carried)}</div>
<table>${th}${items
      .slice(cut)
      .map((l, i) => row(l, i + cut))
      .join('')}</table>
<table class="t"><tr><td>סה"כ שורות</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table>
<p>החשבונית כוללת ${items.length} שורות. תנאי תשלום שוטף + 60.</p></section>`;
    const css = `body { font-family: '${font}'; font-size: 10pt; } section { padding: 12mm; height: 273mm; box-sizing: border-box; page-break-after: always; }
.h { display: flex; justify-content: space-between; border-bottom: 2px solid #000; margin-bottom: 4mm; } .n { font-size: 15pt; }
table { width: 100%; border-collapse: collapse; } th { background: #eee; } td, th { border: 1px solid #bbb; padding: 2px 4px; }
.cf { text-align: left; font-weight: bold; margin: 2mm 0; } .t { width: 40%; margin: 5mm auto 0 0; } .b td { font-weight: bold; font-size: 12pt; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
