import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, lastOfMonth, mul, plate, share } from '../../generalisation/notation';
import { add, allocation, dated, lr, taxOn, vid, officeDay } from './extra';

const ID = 'he-frozen-foods-distributor-two-page';
const FIRMS = [
  { brand: '', legal: 'קפוא-טרי הפצה בע"מ', company: true, label: 'ח.פ.', trade: 'הפצת מזון קפוא למוסדות ומסעדות', addr: 'אזור תעשייה קדמת גליל' },
  { brand: 'ARCTICA', legal: 'ארקטיקה מזון קפוא בע"מ', company: true, label: 'ח"פ', trade: 'יבוא והפצה של מזון קפוא', addr: "רח' הקדמה 3, לוד" },
  { brand: 'הקרח הצפוני', legal: 'יוסף אלמקייס', company: false, label: 'עוסק מורשה', trade: 'הפצת מזון קפוא לעסקים', addr: 'מושב בית הלל' },
];
/** Products: name, pack, price range in agorot, sold by the kilo. */
const GOODS: [string, string, number, number, boolean][] = [
  ['חזה עוף קפוא IQF', 'קרטון ~10 ק"ג', 2690, 3290, true],
  ['שניצל מצופה מוכן', 'קרטון 5 ק"ג', 15900, 19900, false],
  ['צ\'יפס חתוך 9 מ"מ', 'קרטון 4×2.5 ק"ג', 6900, 8900, false],
  ['פילה סלמון קפוא', 'קרטון ~5 ק"ג', 6900, 8900, true],
  ['פילה מוסר ים', 'קרטון ~6 ק"ג', 4200, 5600, true],
  ['שרימפס מקולף 31/40', 'קרטון 10×1 ק"ג', 38900, 46900, false],
  ['ירקות מוקפאים – תערובת מוקפץ', 'קרטון 4×2.5 ק"ג', 5400, 7400, false],
  ['אפונה ירוקה קפואה', 'קרטון 4×2.5 ק"ג', 4600, 5900, false],
  ['בצק עלים מגולגל', "קרטון 12 יח'", 8900, 11900, false],
  ['בורקס גבינה לאפייה', "קרטון 80 יח'", 12900, 15900, false],
  ['קבב טלה קפוא', 'קרטון ~5 ק"ג', 5900, 7600, true],
  ["המבורגר 180 גר'", "קרטון 40 יח'", 18900, 23900, false],
  ['פיתות קפואות', "קרטון 60 יח'", 4900, 6200, false],
  ['גלידה וניל 5 ליטר', 'גביע', 6900, 8900, false],
  ['פירות יער קפואים', 'קרטון 4×2.5 ק"ג', 13900, 16900, false],
  ['קציצות דג מבושלות', 'קרטון 3 ק"ג', 9900, 12400, false],
];
const CUSTOMERS = ['מסעדות הגליל בע"מ', 'קייטרינג אור-לי בע"מ', 'מלון הנחל ארוחות בע"מ', 'הדר מזון מוסדי בע"מ'];

/** A frozen-food distributor's tax invoice to a restaurant or caterer over two A4 pages: 30-40 rows of cartons or weighed cartons with barcodes, the page sum carried over, the unloading temperature, truck and driver, a customer discount on some, an allocation number when due. */
export const heFrozenFoodsDistributorTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng);
    const date = officeDay(day);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const count = rng.int(30, 40);
    const lines = Array.from({ length: count }, (_, i) => {
      const [name, pack, lo, hi, byKg] = rng.pick(GOODS);
      const cartons = rng.int(1, 6);
      const kg = byKg ? Math.round(cartons * rng.int(450, 1050)) / 100 : 0; // 4.5-10.5 kg a carton, to two decimals
      const u = Math.round(rng.int(lo, hi) / 10) * 10;
      const sum = byKg ? mul(kg, u) : cartons * u;
      return { no: i + 1, bar: `729${rng.digits(10)}`, name, pack, cartons, kg, u, sum, byKg };
    });
    const cut = 28;
    const page1 = add(lines.slice(0, cut).map((l) => l.sum));
    const gross = add(lines.map((l) => l.sum));
    const discPct = rng.chance(0.5) ? rng.pick([1.5, 2.5, 4]) : 0;
    const disc = share(gross, discPct);
    const net = gross - disc;
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = rng.pick([
      () => `${rng.int(3, 6)}${rng.digits(5)}`,
      () => `FZ-${date.slice(2, 4)}-${String(rng.int(1, 9999)).padStart(4, '0')}`,
      () => `${rng.int(11, 19)}/${rng.int(1000, 9999)}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'dd/mm/yy'] as const);
    const shown = dt(date, fmt);
    const font = rng.pick(["'Miriam CLM'", "'FreeSans'", "'Nachlieli CLM'"]);
    const cust = rng.pick(CUSTOMERS);
    const alloc = allocation(rng, date, net);
    const terms = rng.pick([30, 60, 90]);
    const dn = `${rng.int(7, 8)}${rng.digits(6)}`;
    const idShown = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const temp = `-${rng.int(18, 22)}.${rng.int(0, 9)}°C`;
    const th = `<tr><th>#</th><th>ברקוד</th><th>פריט</th><th>אריזה</th><th>קרטונים</th><th>משקל ק"ג</th><th>מחיר</th><th>סכום</th></tr>`;
    const tr = (ls: typeof lines) =>
      ls
        .map(
          (l) =>
            `<tr><td>${l.no}</td><td>${lr(l.bar)}</td><td>${esc(l.name)}</td><td>${esc(l.pack)}</td><td>${l.cartons}</td><td>${l.byKg ? l.kg.toFixed(2) : ''}</td><td>${amount(l.u)}${l.byKg ? ' לק"ג' : ''}</td><td>${amount(l.sum)}</td></tr>`,
        )
        .join('');
    const flake = `<svg width="44" height="44" viewBox="0 0 44 44" stroke="#1565a8" stroke-width="3" stroke-linecap="round"><line x1="22" y1="3" x2="22" y2="41"/><line x1="5.5" y1="12.5" x2="38.5" y2="31.5"/><line x1="5.5" y1="31.5" x2="38.5" y2="12.5"/><path d="M17 7 l5 5 l5 -5 M17 37 l5 -5 l5 5" fill="none"/></svg>`;
    const p1 = `<div class="pg"><div class="top">${flake}<div><div class="nm">${esc(f.brand || f.legal)}</div>${f.brand ? `<div class="own">${esc(f.legal)}</div>` : ''}<div>${esc(f.trade)}</div></div><div class="ad">${f.label} ${lr(idShown)}<br>${esc(f.addr)}<br>טל' ${lr(`04-${rng.int(6000000, 9999999)}`)} · פקס ${lr(`04-${rng.int(6000000, 9999999)}`)}</div></div>
<div class="hd"><div class="doc"><span>חשבונית מס</span> <b>${lr(docNo)}</b></div><div>תאריך: <b>${lr(shown)}</b></div><div>ת. משלוח ${lr(dn)}</div><div>משאית ${lr(plate(rng))} · נהג ${rng.pick(["ג'מיל", 'אלכס', 'שמעון'])}</div></div>
<div class="cu">לכבוד: <b>${esc(cust)}</b> · ח.פ. ${lr(vid(cust, true))} · מס' לקוח ${rng.int(10000, 49999)} · כתובת אספקה: ${rng.pick(['טבריה', 'צפת', 'נצרת עילית', 'כרמיאל'])}</div>
<table>${th}${tr(lines.slice(0, cut))}</table><div class="carry">סה"כ לעמוד זה – מועבר לעמוד הבא: ${amount(page1)}</div><div class="pn">עמוד 1 מתוך 2</div></div>`;
    const p2 = `<div class="pg"><div class="h2">${esc(f.legal)} · ${f.label} ${lr(idShown)} · חשבונית מס ${lr(docNo)} · ${lr(shown)} · המשך</div>
<table>${th}<tr class="bf"><td></td><td></td><td>יתרה מעמוד 1</td><td></td><td></td><td></td><td></td><td>${amount(page1)}</td></tr>${tr(lines.slice(cut))}</table>
<div class="low"><div class="temp">טמפרטורת המוצרים בפריקה: ${lr(temp)}<br>נבדק ע"י: ____________<br>שעת פריקה: ${String(rng.int(5, 11)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}</div>
<table class="tot"><tr><td>סה"כ ${count} שורות</td><td>${amount(gross)}</td></tr>${discPct ? `<tr><td>הנחת לקוח ${discPct}%</td><td>${lr(`-${amount(disc)}`)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr></table></div>
${alloc ? `<p><b>מספר הקצאה:</b> ${lr(alloc)}</p>` : ''}<p>תנאי תשלום: שוטף + ${terms} (עד ${lr(dt(addDays(lastOfMonth(date), terms), 'dd/mm/yyyy'))}). ריבית פיגורים על תשלום באיחור. החזרת מוצרים מופשרים לא תתקבל.</p>
<div class="sig"><span>שם המקבל וחתימה: ______________</span><span>חותמת העסק: ______________</span></div><div class="pn">עמוד 2 מתוך 2</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:10.5px;color:#111}.pg{width:210mm;height:297mm;box-sizing:border-box;padding:11mm 12mm;page-break-after:always;position:relative;overflow:hidden}.pg:last-child{page-break-after:auto}
.top{display:flex;gap:4mm;align-items:center;border-bottom:2px solid #1565a8;padding-bottom:2mm}.nm{font-size:22px;font-weight:bold;color:#1565a8}.own{font-weight:bold;font-size:13px}.ad{margin-right:auto;text-align:left}
.hd{display:flex;justify-content:space-between;align-items:center;background:#e3eef8;margin:3mm 0;padding:2mm 3mm}.doc{font-size:16px}.cu{margin-bottom:3mm}
table{width:100%;border-collapse:collapse}th{background:#1565a8;color:#fff;padding:1mm;text-align:right;font-weight:normal}td{padding:0.8mm 1mm;border-bottom:1px solid #d4dde8}td:nth-child(n+5){text-align:left}
.carry{text-align:left;font-weight:bold;margin-top:2mm}.pn{position:absolute;bottom:7mm;left:12mm;font-size:9px}.h2{border-bottom:1.5px solid #1565a8;padding-bottom:1mm;margin-bottom:3mm}.bf td{background:#f2f6fa;font-weight:bold}
.low{display:flex;justify-content:space-between;align-items:flex-start;margin-top:4mm}.temp{border:1px solid #1565a8;padding:2mm;line-height:1.6}.tot{width:80mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:13.5px;border-top:2px solid #111}
.sig{display:flex;justify-content:space-between;margin-top:12mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body: p1 + p2 }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
