import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, lastOfMonth } from '../../generalisation/notation';
import { add, allocation, dated, house, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-egg-distributor-two-page';
const FIRMS = [
  { brand: '', legal: 'ביצי הגליל שיווק בע"מ', company: true, label: 'ח.פ.', trade: 'מרכז מיון ושיווק ביצים', addr: 'אזור תעשייה תפן', phone: '04-9' },
  { brand: 'משק הביצה', legal: 'שמעון אזולאי', company: false, label: 'עוסק מורשה', trade: 'הפצת ביצים ומוצרי משק', addr: 'מושב גילת, ד.נ. הנגב', phone: '08-9' },
  { brand: 'OVO FRESH', legal: 'אובו פרש הפצה בע"מ', company: true, label: 'ח"פ', trade: 'ביצים ומוצרי ביצה מפוסטרים', addr: "רח' התעשייה 21, חולון", phone: '03-5' },
];
/** Products: name, unit, price range in agorot. */
const GOODS: [string, string, number, number][] = [
  ['ביצים L – תבנית 30', 'תבנית', 3300, 3900],
  ['ביצים XL – תבנית 30', 'תבנית', 3700, 4400],
  ['ביצים M – תבנית 30', 'תבנית', 3000, 3500],
  ['ביצים L – קרטון 12', 'קרטון', 1350, 1650],
  ['ביצי חופש L – אריזה 10', 'אריזה', 1990, 2490],
  ['ביצים אורגניות – אריזה 6', 'אריזה', 1650, 2100],
  ['ביצי שליו – אריזה 18', 'אריזה', 1490, 1890],
  ['ביצה נוזלית מפוסטרת – 1 ליטר', 'ליטר', 2200, 2800],
  ['חלמון נוזלי מפוסטר – 1 ק"ג', 'ק"ג', 3800, 4600],
  ['חלבון נוזלי מפוסטר – 1 ק"ג', 'ק"ג', 2400, 3000],
  ["ביצים קשות קלופות – דלי 60 יח'", 'דלי', 6900, 8400],
  ['ביצים S לאפייה – תבנית 30', 'תבנית', 2600, 3100],
];
const CUSTOMERS = ['מאפיית לחם הארץ בע"מ', 'קונדיטוריית פרלין בע"מ', 'מסעדות בוקר טוב בע"מ', 'הסעדת נווה אילן בע"מ'];

/** An egg distributor's consolidated tax invoice to a bakery, caterer or café over two A4 pages: rows grouped by the delivery notes they came on (each with its day), trays and packs by grade, pasteurised liquid egg, a broken-goods credit row, page one's total carried to page two; VAT added. */
export const heEggDistributorTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(day);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const notes = rng.int(6, 8);
    type Row = { note: string; on: string; code: string; name: string; unit: string; qty: number; u: number; sum: number };
    const rows: Row[] = [];
    let back = notes * 3 + 1;
    for (let k = 0; k < notes; k++) {
      const on = addDays(date, -back);
      back -= rng.int(2, 3);
      const note = String(rng.int(300000, 399999));
      for (const [name, unit, lo, hi] of rng.some(GOODS, rng.int(4, 6))) {
        const qty = rng.int(2, unit === 'תבנית' ? 30 : 12);
        const u = rng.int(lo / 10, hi / 10) * 10;
        rows.push({ note, on, code: String(rng.int(100, 899)), name, unit, qty, u, sum: qty * u });
      }
    }
    const broken = rows[rng.int(rows.length - 8, rows.length - 1)];
    const bq = rng.int(1, 3);
    const credit: Row = { note: broken.note, on: broken.on, code: broken.code, name: `זיכוי שבר – ${broken.name}`, unit: broken.unit, qty: -bq, u: broken.u, sum: -bq * broken.u };
    rows.splice(rows.indexOf(broken) + 1, 0, credit);
    const cut = Math.min(30, rows.length - 6);
    const page1 = add(rows.slice(0, cut).map((r) => r.sum));
    const net = add(rows.map((r) => r.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [() => `${date.slice(2, 4)}-${rng.int(1000, 9999)}`, () => String(rng.int(500000, 599999)), () => `EG/${rng.int(10000, 99999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const shown = dt(date, fmt);
    const font = rng.pick(["'FreeSerif'", "'David CLM'", "'DejaVu Sans Condensed','DejaVu Sans'"]);
    const cust = rng.pick(CUSTOMERS);
    const alloc = allocation(rng, date, net);
    const idShown = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const head = `<tr><th>ת. משלוח</th><th>תאריך</th><th>קוד</th><th>פריט</th><th>יח'</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>`;
    const tr = (rs: Row[]) =>
      rs
        .map((r, i) => {
          const first = i === 0 || rs[i - 1].note !== r.note;
          return `<tr class="${first ? 'nw' : ''}"><td>${first ? lr(r.note) : ''}</td><td>${first ? lr(dt(r.on, 'dd/mm/yy')) : ''}</td><td>${r.code}</td><td>${esc(r.name)}</td><td>${esc(r.unit)}</td><td>${lr(String(r.qty))}</td><td>${amount(r.u)}</td><td>${lr(amount(r.sum))}</td></tr>`;
        })
        .join('');
    const egg = `<svg width="30" height="38" viewBox="0 0 30 38"><ellipse cx="15" cy="21" rx="12" ry="15" fill="#fff7e0" stroke="#b07a16" stroke-width="2"/></svg>`;
    const p1 = `<div class="pg"><table class="lh"><tr><td>${egg}</td><td><div class="nm">${esc(f.brand || f.legal)}</div>${f.brand ? `<div class="own">${esc(f.legal)}</div>` : ''}<div>${esc(f.trade)}</div></td>
<td class="ad">${esc(f.addr)}<br>טל' ${lr(`${f.phone}${rng.digits(6)}`)}<br>${f.label} ${lr(idShown)}<br>רישיון משרד החקלאות ${lr(String(rng.int(1000, 9999)))}</td></tr></table>
<div class="tt">חשבונית מס מרכזת מס' ${lr(docNo)}</div>
<table class="info"><tr><td>תאריך החשבונית: <b>${lr(shown)}</b></td><td>לקוח: <b>${esc(cust)}</b> · ח.פ. ${lr(vid(cust, true))}</td><td>דף 1 מתוך 2</td></tr>
<tr><td>תעודות משלוח: ${notes}</td><td>מס' לקוח ${rng.int(1000, 4999)} · קו ${rng.pick(['צפון', 'מרכז', 'שרון', 'דרום'])} · נהג ${rng.pick(["ג'מיל", 'רוני', 'איגור'])}</td><td></td></tr></table>
<table class="rows">${head}${tr(rows.slice(0, cut))}<tr class="cf"><td colspan="7">להעברה לדף 2</td><td>${lr(amount(page1))}</td></tr></table></div>`;
    const p2 = `<div class="pg"><div class="rh">${esc(f.legal)} · ${f.label} ${lr(idShown)} · חשבונית מס מרכזת ${lr(docNo)} · ${lr(shown)} · דף 2 מתוך 2</div>
<table class="rows">${head}<tr class="cf"><td colspan="7">מהעברה מדף 1</td><td>${lr(amount(page1))}</td></tr>${tr(rows.slice(cut))}</table>
<table class="tot"><tr><td>סה"כ ${rows.length} שורות לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום כולל מע"מ</td><td>${amount(total)}</td></tr></table>
${alloc ? `<div class="al">מספר הקצאה מרשות המסים: ${lr(alloc)}</div>` : ''}
<div class="nt">תנאי תשלום: שוטף + 30 (עד ${lr(dt(addDays(lastOfMonth(date), 30), 'dd/mm/yyyy'))}) · העברה לבנק ${rng.int(10, 31)}, סניף ${rng.int(100, 899)}, חשבון ${lr(rng.digits(6))}<br>ביצים יש לאחסן בקירור (עד 8°C). שבר יש לדווח לנהג במעמד המסירה.</div></div>`;
    const css = `body{font-family:${font},serif;font-size:10.5px;color:#1b1b1b}.pg{width:210mm;height:297mm;box-sizing:border-box;padding:10mm 12mm;page-break-after:always;overflow:hidden}.pg:last-child{page-break-after:auto}
.lh{width:100%;border-bottom:2px solid #b07a16}.nm{font-size:22px;font-weight:bold;color:#7a5208}.own{font-size:14px;font-weight:bold}.ad{text-align:left;line-height:1.5}
.tt{font-size:17px;font-weight:bold;text-align:center;margin:3mm 0;background:#fbf1d9;padding:1.5mm}.info{width:100%;margin-bottom:2mm}.info td{padding:0.8mm}
.rows{width:100%;border-collapse:collapse}.rows th{border-top:1.5px solid #000;border-bottom:1.5px solid #000;text-align:right;padding:1mm}.rows td{padding:0.6mm 1mm}.rows td:nth-child(n+6){text-align:left}.nw td{border-top:1px solid #c9b27c}.cf td{font-weight:bold;border-top:1.5px solid #000;background:#fbf1d9}
.rh{border-bottom:1.5px solid #b07a16;padding-bottom:1mm;margin-bottom:3mm;font-weight:bold}.tot{width:90mm;margin:6mm auto 0 0;border-collapse:collapse;font-size:12px}.tot td{padding:1.2mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:2px solid #000;border-bottom:2px solid #000}.al{margin-top:3mm;font-weight:bold}.nt{margin-top:8mm;line-height:1.7}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body: p1 + p2 }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
