import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, lastOfMonth, share } from '../../generalisation/notation';
import { add, allocation, dated, lr, taxOn, vid } from './extra';

const ID = 'he-industrial-fasteners-two-page';
const FIRMS = [
  { brand: '', legal: 'ברגי הצפון סחר בע"מ', company: true, label: 'ח.פ.', town: 'אזור התעשייה בר-לב' },
  { brand: '', legal: 'אום ובורג תעשיות בע"מ', company: true, label: 'ח"פ', town: "רח' המלאכה 9, חולון" },
  { brand: 'FIXPRO', legal: 'אלכסנדר רבינוביץ', company: false, label: 'עוסק מורשה', town: "רח' הסדנאות 4, הרצליה" },
];
const KINDS: [string, string[], string, number, number][] = [
  ['בורג אלן', ['M5x16', 'M6x20', 'M8x30', 'M10x40', 'M12x60'], "100 יח'", 2400, 14500],
  ['בורג משושה', ['M8x25', 'M10x50', 'M12x80', 'M16x100'], "100 יח'", 3800, 26000],
  ['אום משושה', ['M6', 'M8', 'M10', 'M12', 'M16'], "100 יח'", 900, 6400],
  ['אום נעילה ניילון', ['M6', 'M8', 'M10'], "100 יח'", 1400, 5200],
  ['דסקית שטוחה', ['M6', 'M8', 'M10', 'M12'], "100 יח'", 500, 2800],
  ['דסקית קפיצית', ['M8', 'M10', 'M12'], "100 יח'", 700, 3100],
  ['בורג פח', ['4.2x19', '4.8x25', '5.5x32'], "1000 יח'", 4200, 9800],
  ['מוט הברגה', ["M8 1 מ'", "M10 1 מ'", "M12 1 מ'"], "יח'", 600, 2400],
  ['עוגן כימי', ['300 מ"ל', '410 מ"ל'], "יח'", 4500, 9200],
  ['דיבל פלדה', ['M8', 'M10', 'M12'], "50 יח'", 3500, 12000],
  ['מסמרת שליפה', ['4x10', '4.8x12'], "500 יח'", 3900, 8800],
];
const MATERIALS = ['מגולוון', 'נירוסטה A2', 'נירוסטה A4', 'פלדה 8.8', 'פלדה 10.9'];
const CUSTOMERS = ['מסגריית הגליל בע"מ', 'קונסטרוקציות אלון בע"מ', 'מערכות מדפים תעשייתיים בע"מ', 'אלומיניום הדרום בע"מ'];

/** A fastener supplier's tax invoice to a metal shop over two A4 pages: 32-42 rows by catalogue code, size and material, unit of sale and quantity; a page total carried over; a general discount on some; the customer's own company id and purchase order. */
export const heIndustrialFastenersTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const { date } = dated(ID, rng);
    const f = rng.pick(FIRMS);
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const n = rng.int(32, 42);
    const lines = Array.from({ length: n }, (_, i) => {
      const [kind, sizes, unit, lo, hi] = rng.pick(KINDS);
      const size = rng.pick(sizes);
      const mat = rng.pick(MATERIALS);
      const q = rng.int(1, 30);
      const u = Math.round(rng.int(lo, hi) / 10) * 10;
      return {
        no: i + 1,
        code: `${kind.length}${rng.int(10, 99)}-${size.replace(/[^0-9x.]/g, '').replace(/x/g, '')}${rng.int(0, 9)}`,
        desc: `${kind} ${size} ${mat}`,
        unit,
        q,
        u,
        sum: q * u,
      };
    });
    const cut = 27;
    const page1 = add(lines.slice(0, cut).map((l) => l.sum));
    const gross = add(lines.map((l) => l.sum));
    const discPct = rng.chance(0.5) ? rng.pick([2, 3, 5]) : 0;
    const disc = share(gross, discPct);
    const net = gross - disc;
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = rng.pick([
      () => String(rng.int(100000, 199999)),
      () => `IB-${date.slice(2, 4)}${String(rng.int(1, 9999)).padStart(4, '0')}`,
      () => `${rng.int(1, 9)}/${rng.int(10000, 39999)}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd/m/yy'] as const);
    const shown = fmt === 'd/m/yy' ? `${Number(date.slice(8))}/${Number(date.slice(5, 7))}/${date.slice(2, 4)}` : dt(date, fmt);
    const font = rng.pick(["'Liberation Sans Narrow'", "'Simple CLM'", "'DejaVu Sans Condensed'"]);
    const cust = rng.pick(CUSTOMERS);
    const alloc = allocation(rng, date, net);
    const terms = rng.pick([30, 60, 90]);
    const po = `45${rng.digits(8)}`;
    const dn = rng.int(300000, 399999);
    const idShown = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const cols = ['#', 'קוד פריט', 'תיאור', "יח' מכירה", 'כמות', "מחיר ליח'", 'סה"כ'];
    const th = `<tr>${cols.map((c) => `<th>${c}</th>`).join('')}</tr>`;
    const tr = (ls: typeof lines) =>
      ls
        .map((l) => `<tr><td>${l.no}</td><td>${lr(l.code)}</td><td>${esc(l.desc)}</td><td>${esc(l.unit)}</td><td>${l.q}</td><td>${amount(l.u)}</td><td>${amount(l.sum)}</td></tr>`)
        .join('');
    const hex = `<svg width="40" height="40" viewBox="0 0 40 40"><polygon points="20,2 36,11 36,29 20,38 4,29 4,11" fill="#445" /><circle cx="20" cy="20" r="8" fill="#fff"/></svg>`;
    const p1 = `<div class="pg"><div class="top">${hex}<div class="nm"><div class="t">${esc(f.brand || f.legal)}</div>${f.brand ? `<div>${esc(f.legal)} – ברגים, אומים ואביזרי חיבור</div>` : '<div>ברגים, אומים ואביזרי חיבור לתעשייה</div>'}<div>${f.label} ${lr(idShown)} · ${esc(f.town)} · ${lr('0' + rng.pick([3, 4, 9]) + '-' + rng.int(5000000, 9999999))}</div></div></div>
<div class="frame"><div class="doc">חשבונית מס מספר ${lr(docNo)}</div><div class="meta"><span>תאריך: ${lr(shown)}</span><span>תעודת משלוח: ${dn}</span><span>הזמנת רכש: ${lr(po)}</span><span>נהג: ${rng.pick(['סלים', 'ויקטור', 'אבי'])}</span></div></div>
<div class="cust">לכבוד ${esc(cust)} · ח.פ. ${lr(vid(cust, true))} · מס' לקוח ${rng.int(1000, 9999)} · אספקה לאתר: ${rng.pick(['קריית גת', 'עפולה', 'יבנה', 'כרמיאל'])}</div>
<table>${th}${tr(lines.slice(0, cut))}</table><div class="carry">סה"כ עמוד 1 (מועבר): ${amount(page1)}</div><div class="pn">דף 1 מתוך 2 · המשך בדף הבא</div></div>`;
    const p2 = `<div class="pg"><div class="hd2">${esc(f.legal)} · ${f.label} ${lr(idShown)} · חשבונית מס ${lr(docNo)} · ${lr(shown)}</div>
<table>${th}<tr class="bf"><td></td><td></td><td>העברה מדף 1</td><td></td><td></td><td></td><td>${amount(page1)}</td></tr>${tr(lines.slice(cut))}</table>
<table class="tot"><tr><td>סה"כ ${n} שורות</td><td>${amount(gross)}</td></tr>${discPct ? `<tr><td>הנחה כללית ${discPct}%</td><td>${lr('-' + amount(disc))}</td></tr><tr><td>סה"כ אחרי הנחה</td><td>${amount(net)}</td></tr>` : ''}<tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table>
${alloc ? `<p>מספר הקצאה: ${lr(alloc)}</p>` : ''}<p>תנאי תשלום: שוטף + ${terms}. מועד פירעון: ${lr(dt(addDays(lastOfMonth(date), terms), 'dd/mm/yyyy'))}. העברה לחשבון בנק ${lr(`${rng.int(10, 20)}-${rng.int(100, 999)}-${rng.digits(6)}`)}.</p>
<p class="sm">הסחורה נשארת בבעלות הספק עד לתשלום המלא. החזרת סחורה בתוך 14 יום בצירוף תעודת המשלוח.</p><div class="sig"><span>חתימת המקבל: ____________</span><span>הופק ע"י: ${rng.pick(['רינה', 'גיל', 'מרק'])}</span></div><div class="pn">דף 2 מתוך 2</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:10.5px;color:#111}.pg{width:210mm;height:297mm;box-sizing:border-box;padding:11mm 13mm;page-break-after:always;position:relative}.pg:last-child{page-break-after:auto}
.top{display:flex;gap:4mm;align-items:center}.t{font-size:21px;font-weight:bold;color:#334}.frame{border:1.5px solid #445;margin:4mm 0;padding:2mm 3mm}.doc{font-size:16px;font-weight:bold}.meta{display:flex;justify-content:space-between;margin-top:1mm}
.cust{background:#eceef2;padding:2mm;margin-bottom:3mm}table{width:100%;border-collapse:collapse}th{background:#445;color:#fff;padding:1mm;text-align:right}td{padding:0.9mm 1mm;border-bottom:1px solid #d5d8de}td:nth-child(n+5){text-align:left}
.carry{font-weight:bold;text-align:left;margin-top:2mm}.pn{position:absolute;bottom:8mm;right:13mm;font-size:9px}.hd2{border-bottom:2px solid #445;padding-bottom:1mm;margin-bottom:3mm;font-weight:bold}.bf td{font-style:italic;background:#f4f5f7}
.tot{width:80mm;margin:4mm auto 0 0}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:13.5px;border-top:2px solid #000}.sm{font-size:9px;color:#555}.sig{display:flex;justify-content:space-between;margin-top:10mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body: p1 + p2 }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
