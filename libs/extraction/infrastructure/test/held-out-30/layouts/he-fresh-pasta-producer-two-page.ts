import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline, lastOfMonth } from '../../generalisation/notation';
import { add, allocation, dated, house, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-fresh-pasta-producer-two-page';
const MAKERS = [
  { brand: '', legal: 'פסטיפיצ\'יו הכרמל בע"מ', company: true, label: 'ח.פ.', trade: 'ייצור פסטה טרייה ורטבים למסעדות', addr: "רח' החרש 6, עתלית" },
  { brand: 'הבצק של נונה', legal: "ג'וליה רוסו", company: false, label: 'עוסק מורשה', trade: 'פסטה טרייה בעבודת יד', addr: 'מושב עין ורד' },
  { brand: 'FRESCA', legal: 'פרסקה מזון טרי בע"מ', company: true, label: 'ח"פ', trade: 'פסטה, ניוקי ורביולי לעסקים', addr: 'אזור תעשייה קיסריה' },
];
const GOODS: [string, string, number, number][] = [
  ['טליאטלה ביצים טרייה', 'ק"ג', 3200, 3900],
  ['פפרדלה טרייה', 'ק"ג', 3400, 4100],
  ['רביולי ריקוטה ותרד', 'ק"ג', 6200, 7400],
  ['רביולי בטטה ומרווה', 'ק"ג', 6400, 7600],
  ['טורטליני בשר', 'ק"ג', 7800, 8900],
  ['ניוקי תפוחי אדמה', 'ק"ג', 2600, 3200],
  ['לזניה – דפים טריים', 'ק"ג', 2900, 3500],
  ['ספגטי קיטרה', 'ק"ג', 3000, 3700],
  ['אורקייטה סולת', 'ק"ג', 2800, 3400],
  ['רוטב עגבניות ובזיליקום – דלי 5 ק"ג', 'דלי', 9500, 11900],
  ['פסטו בזיליקום – 1 ק"ג', 'צנצנת', 7200, 8600],
  ['רוטב שמנת ופטריות – 3 ק"ג', 'דלי', 8400, 9900],
  ['פסטה ללא גלוטן – פוזילי', 'ק"ג', 4200, 4900],
  ['קפלטי דלעת', 'ק"ג', 6800, 7900],
];
const CUSTOMERS = ['טרטוריה על הים בע"מ', 'מסעדות לה קוצ\'ינה בע"מ', 'בית קפה השדרה בע"מ', 'קייטרינג טעמים של בית בע"מ'];

/** A fresh-pasta maker's monthly tax invoice to a restaurant over two A4 pages: a row per delivery with its note and day, kilos and tubs of sauce, page one's sum carried over, a trade discount on some, VAT added. */
export const heFreshPastaProducerTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const { n, date: raw } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(lastOfMonth(raw));
    const m = MAKERS[n % MAKERS.length];
    const id = vid(m.legal, m.company);
    const rate = israeliRate(date);
    const rows: { day: string; note: string; name: string; unit: string; qty: number; u: number; sum: number }[] = [];
    const deliveries = rng.int(9, 12);
    for (let k = 0; k < deliveries; k++) {
      const planned = addDays(`${date.slice(0, 8)}01`, Math.floor((k * 24) / deliveries) + rng.int(0, 1));
      const day = planned > date ? date : planned;
      const note = String(rng.int(60000, 69999));
      for (const [name, unit, lo, hi] of rng.some(GOODS, rng.int(2, 4))) {
        const qty = rng.int(2, unit === 'ק"ג' ? 15 : 4);
        const u = rng.int(lo / 10, hi / 10) * 10;
        rows.push({ day, note, name, unit, qty, u, sum: qty * u });
      }
    }
    const cut = Math.min(30, rows.length - 5);
    const carried = add(rows.slice(0, cut).map((r) => r.sum));
    const gross = add(rows.map((r) => r.sum));
    const discRate = rng.chance(0.5) ? rng.pick([3, 5]) : 0;
    const disc = Math.round((gross * discRate) / 100);
    const net = gross - disc;
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [() => String(rng.int(10400, 19999)), () => `PF-${rng.int(1000, 9999)}`, () => `${date.slice(2, 4)}${date.slice(5, 7)}${rng.int(100, 999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd.m.yy'] as const);
    const shown = lr(dt(date, fmt));
    const font = rng.pick(["'Noto Sans Hebrew','Noto Sans'", "'Frank Ruehl CLM','Liberation Serif'", "'Simple CLM','Liberation Sans'"]);
    const cust = rng.pick(CUSTOMERS);
    const alloc = allocation(rng, date, net);
    const idText = m.company && rng.chance(0.5) ? hyphenId(id) : id;
    const head = `<tr><th>תאריך אספקה</th><th>תעודה</th><th>מוצר</th><th>יחידה</th><th>כמות</th><th>מחיר ליח'</th><th>סה"כ</th></tr>`;
    const tr = (rs: typeof rows) =>
      rs
        .map(
          (r) =>
            `<tr><td>${lr(dt(r.day, 'dd/mm'))}</td><td>${lr(r.note)}</td><td>${esc(r.name)}</td><td>${esc(r.unit)}</td><td>${r.qty}</td><td>${amount(r.u)}</td><td>${amount(r.sum)}</td></tr>`,
        )
        .join('');
    const wheat = `<svg width="28" height="44" viewBox="0 0 28 44"><path d="M14 42V6" stroke="#9a6b1f" stroke-width="2"/><g fill="#e2b04a" stroke="#9a6b1f"><ellipse cx="9" cy="12" rx="4" ry="6" transform="rotate(-25 9 12)"/><ellipse cx="19" cy="12" rx="4" ry="6" transform="rotate(25 19 12)"/><ellipse cx="9" cy="22" rx="4" ry="6" transform="rotate(-25 9 22)"/><ellipse cx="19" cy="22" rx="4" ry="6" transform="rotate(25 19 22)"/></g></svg>`;
    const letter = `<div class="lh">${wheat}<div class="who"><div class="nm">${esc(m.brand || m.legal)}</div>${m.brand ? `<div class="own">${esc(m.legal)}</div>` : ''}<div>${esc(m.trade)}</div></div><div class="ad">${esc(m.addr)}<br>טל' ${lr(landline(rng))}<br>${m.label} ${lr(idText)}<br>רישיון יצרן משרד הבריאות ${lr(String(rng.int(10000, 99999)))}</div></div>`;
    const p1 = `<div class="pg">${letter}
<div class="tt"><span>חשבונית מס מס' ${lr(docNo)}</span><span>תאריך: ${shown}</span></div>
<div class="info">לכבוד: <b>${esc(cust)}</b> · ח.פ. ${lr(vid(cust, true))} · מס' לקוח ${rng.int(200, 899)}<br>אספקות חודש ${esc(dt(date, 'he-short'))} · ${deliveries} תעודות משלוח</div>
<table class="rows">${head}${tr(rows.slice(0, cut))}<tr class="cf"><td colspan="6">סה"כ מועבר לעמוד הבא</td><td>${amount(carried)}</td></tr></table>
<div class="pn">עמוד 1 מתוך 2</div></div>`;
    const p2 = `<div class="pg"><div class="rh"><span>${esc(m.legal)} · ${m.label} ${lr(idText)}</span><span>חשבונית מס ${lr(docNo)} · ${shown}</span></div>
<table class="rows">${head}<tr class="cf"><td colspan="6">יתרה מועברת מעמוד 1</td><td>${amount(carried)}</td></tr>${tr(rows.slice(cut))}</table>
<table class="tot"><tr><td>סכום השורות</td><td>${amount(gross)}</td></tr>${discRate ? `<tr><td>הנחה מסחרית ${discRate}%</td><td>${lr(`-${amount(disc)}`)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td>₪ ${amount(total)}</td></tr></table>
${alloc ? `<div class="al">מס' הקצאה: ${lr(alloc)}</div>` : ''}
<div class="nt">תנאי תשלום: שוטף + ${rng.pick([30, 60])} · המוצרים יש לשמור בקירור 0-4°C ולהשתמש עד התאריך שעל האריזה.<br>חתימת מקבל: ____________</div>
<div class="pn">עמוד 2 מתוך 2</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:10.5px;color:#222}.pg{width:210mm;height:297mm;box-sizing:border-box;padding:10mm 13mm;page-break-after:always;position:relative;overflow:hidden}.pg:last-child{page-break-after:auto}
.lh{display:flex;gap:3mm;align-items:center;border-bottom:2px solid #9a6b1f;padding-bottom:2mm}.who{flex:1}.nm{font-size:22px;font-weight:bold;color:#6b4510}.own{font-size:14px;font-weight:bold}.ad{text-align:left;line-height:1.5}
.tt{display:flex;justify-content:space-between;font-size:16px;font-weight:bold;margin:3mm 0;border:1.5px solid #9a6b1f;padding:1.5mm 3mm}.info{margin-bottom:2mm;line-height:1.6}
.rows{width:100%;border-collapse:collapse}.rows th{background:#f3e6cc;text-align:right;padding:1mm;border-bottom:1px solid #9a6b1f}.rows td{padding:0.55mm 1mm;border-bottom:1px dotted #ccc}.rows td:nth-child(n+5),.rows th:nth-child(n+5){text-align:left}.cf td{font-weight:bold;background:#f3e6cc}
.rh{display:flex;justify-content:space-between;border-bottom:1.5px solid #9a6b1f;padding-bottom:1mm;margin-bottom:3mm;font-weight:bold}.tot{width:85mm;margin:5mm auto 0 0;border-collapse:collapse;font-size:12px}.tot td{padding:1.1mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:2px solid #000}
.al{margin-top:3mm;font-weight:bold}.nt{margin-top:7mm;line-height:1.7}.pn{position:absolute;bottom:8mm;left:0;right:0;text-align:center;font-size:10px}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body: p1 + p2 }),
      truth: { vendorName: m.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
