import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, lastOfMonth, mul, personalId } from '../../generalisation/notation';
import { add, allocation, dated, lr, taxOn, vid, officeDay } from './extra';

const ID = 'he-roof-waterproofing-invoice';
const FIRMS = [
  { brand: '', legal: 'איטום עליון בע"מ', company: true, label: 'ח.פ.', trade: '', town: 'אזור תעשייה ציפורית' },
  { brand: 'גג בטוח', legal: 'סאמי עואד', company: false, label: 'עוסק מורשה', trade: 'איטום גגות, מרפסות וקירות חוץ', town: 'שפרעם' },
  { brand: '', legal: 'אלון-גג איטום וקירוי בע"מ', company: true, label: 'ח"פ', trade: '', town: "אשדוד, רח' הצורפים 12" },
];
/** Work items: description, unit, price range in agorot, whether measured in m² (decimal quantities). */
const WORK: [string, string, number, number, boolean][] = [
  ['פירוק שכבת איטום ישנה וניקוי המשטח', 'מ"ר', 1800, 3200, true],
  ['פריימר ביטומני', 'מ"ר', 900, 1600, true],
  ['יריעות ביטומניות SBS בעובי 4 מ"מ בריתוך', 'מ"ר', 7200, 11500, true],
  ['ציפוי פוליאוריטן דו-רכיבי, 2 שכבות', 'מ"ר', 6800, 9800, true],
  ['צבע לבן מחזיר קרינה', 'מ"ר', 2200, 3800, true],
  ['רולקות בטון בהיקף הגג', "מ' אורך", 4500, 7500, true],
  ['איטום סביב בסיסי מעבים ודודים', "יח'", 12000, 22000, false],
  ['החלפת מרזב ורשת למרזב', "יח'", 35000, 62000, false],
  ['מנוף להרמת חומרים', 'יום', 95000, 160000, false],
  ['פינוי פסולת לאתר מורשה', 'קומפלט', 60000, 140000, false],
];
const CLIENTS = [
  { name: "נציגות הבית המשותף רח' הגפן 14, קריית ביאליק", id: '' },
  { name: 'מגדלי הכרמל ניהול נכסים בע"מ', id: 'company' },
  { name: 'יעל ואבי מרקוביץ', id: 'person' },
  { name: 'בית ספר "נופים" – עמותת הורים', id: 'assoc' },
];

/** A roof waterproofing contractor's A4 tax invoice: a drawn roof, the site, the quote and the days of work, membranes and coatings by the square metre, a ten-year guarantee, terms and an allocation number when due. */
export const heRoofWaterproofingInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng);
    const date = officeDay(day);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const area = rng.int(60, 420) / 2; // m², in halves
    const picked = rng.some(WORK, rng.int(4, 7));
    const lines = picked.map(([desc, unit, lo, hi, measured]) => {
      const q = measured ? (unit === 'מ"ר' ? area : rng.int(20, 90) / 2) : rng.int(1, unit === 'יום' ? 2 : 4);
      const u = Math.round(rng.int(lo, hi) / 100) * 100;
      return { desc, unit, q, u, sum: mul(q, u) };
    });
    const net = add(lines.map((l) => l.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const y = date.slice(0, 4);
    const docNo = rng.pick([
      () => `${y.slice(2)}${String(rng.int(10, 999)).padStart(5, '0')}`,
      () => `RW-${rng.int(1000, 4999)}`,
      () => `${y.slice(2)}/${String(rng.int(1, 420)).padStart(4, '0')}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'he'] as const);
    const font = rng.pick(["'Miriam CLM'", "'Noto Sans Hebrew'", "'DejaVu Sans'"]);
    const head = rng.pick(["'Frank Ruehl CLM'", "'Noto Serif Hebrew'", "'Shofar'"]);
    const c = rng.pick(CLIENTS);
    const cid = c.id === 'company' ? `ח.פ. ${lr(vid(c.name, true))}` : c.id === 'person' ? `ת.ז. ${lr(personalId(rng))}` : '';
    // A registered association's number (58…) with its own valid check digit.
    const cidText =
      c.id === 'assoc'
        ? (() => {
            const base = `58${rng.digits(6)}`;
            let s = 0;
            for (let i = 0; i < 8; i++) {
              let d = Number(base[i]) * (i % 2 === 0 ? 1 : 2);
              if (d > 9) d -= 9;
              s += d;
            }
            return `ע"ר ${lr(base + String((10 - (s % 10)) % 10))}`;
          })()
        : cid;
    const workEnd = addDays(date, -rng.int(1, 12));
    const workStart = addDays(workEnd, -rng.int(1, 5));
    const quote = `${rng.int(100, 999)}/${workStart.slice(2, 4)}`;
    const guaranteeYears = rng.pick([5, 7, 10]);
    const alloc = allocation(rng, date, net);
    const terms = rng.pick([0, 30, 45]);
    const idShown = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const site = rng.pick(['קריית ביאליק', 'נשר', 'טירת כרמל', 'עכו', 'נהריה', 'יקנעם']);
    const roof = `<svg width="70" height="48" viewBox="0 0 70 48"><polygon points="4,26 35,4 66,26" fill="none" stroke="#c0561d" stroke-width="5" stroke-linejoin="round"/><rect x="14" y="26" width="42" height="20" fill="none" stroke="#21344f" stroke-width="3"/><path d="M30 14 q5 -8 10 0" stroke="#2a7bbf" stroke-width="2" fill="none"/></svg>`;
    const rowsHtml = lines
      .map(
        (l, i) =>
          `<tr><td>${i + 1}</td><td>${esc(l.desc)}</td><td>${esc(l.unit)}</td><td>${Number.isInteger(l.q) ? l.q : l.q.toFixed(1)}</td><td>${amount(l.u)}</td><td>${amount(l.sum)}</td></tr>`,
      )
      .join('');
    const body = `<div class="pg"><div class="lh">${roof}<div><div class="nm">${esc(f.brand || f.legal)}</div>${f.brand ? `<div class="own">${esc(f.legal)}</div>` : ''}<div>${esc(f.trade || 'איטום גגות ומבנים · קבלן רשום')}</div></div>
<div class="ct"><div>${f.label} ${lr(idShown)}</div><div>${esc(f.town)}</div><div>נייד ${lr(`05${rng.pick([0, 2, 4])}-${rng.digits(7)}`)}</div><div>משרד ${lr(`04-${rng.int(8000000, 9999999)}`)}</div></div></div>
<div class="band"><div class="tt">חשבונית מס</div><div class="no">מס' ${lr(docNo)}</div><div class="dt"><div class="lb">תאריך</div><div>${fmt === 'he' ? dt(date, 'he') : lr(dt(date, fmt))}</div></div><div class="sm">מקור</div></div>
<table class="info"><tr><td class="k">לכבוד</td><td>${esc(c.name)}${cidText ? ` · ${cidText}` : ''}</td></tr><tr><td class="k">כתובת העבודה</td><td>${esc(site)}, גג ${rng.pick(['המבנה', 'הבניין', 'הבית'])} ${rng.pick(['הראשי', 'הצפוני', '', 'ב'])}</td></tr>
<tr><td class="k">הצעת מחיר</td><td>${lr(quote)} · שטח הגג ${area.toFixed(1)} מ"ר</td></tr><tr><td class="k">ימי ביצוע</td><td>${lr(dt(workStart, 'dd/mm/yyyy'))} עד ${lr(dt(workEnd, 'dd/mm/yyyy'))}</td></tr></table>
<table class="it"><tr><th>#</th><th>תיאור העבודה</th><th>יחידה</th><th>כמות</th><th>מחיר ליחידה</th><th>סה"כ ₪</th></tr>${rowsHtml}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td>${amount(total)} ₪</td></tr></table>
${alloc ? `<div class="al">מספר הקצאה: ${lr(alloc)}</div>` : ''}
<div class="gr">אחריות: ${guaranteeYears} שנים לאיטום מיום סיום העבודה, עד ${lr(dt(addDays(workEnd, 365 * guaranteeYears + Math.floor(guaranteeYears / 4)), 'dd/mm/yyyy'))}, בכפוף לבדיקה שנתית ולניקוי המרזבים. האחריות אינה חלה על נזק שנגרם ע"י התקנת מערכות על הגג לאחר העבודה.</div>
<div class="pay">${terms ? `תנאי תשלום: שוטף + ${terms}, עד ${lr(dt(addDays(lastOfMonth(date), terms), 'dd/mm/yyyy'))}.` : 'לתשלום במעמד קבלת החשבונית.'} העברה בנקאית: בנק ${rng.pick(['הפועלים', 'לאומי', 'מרכנתיל', 'דיסקונט'])}, סניף ${rng.int(100, 899)}, חשבון ${lr(rng.digits(6))}.</div>
<div class="sig"><span>חתימת הקבלן: ____________</span><span>אישור הלקוח: ____________</span></div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:12px;color:#1b1b1b}.pg{width:210mm;box-sizing:border-box;padding:14mm 15mm}
.lh{display:flex;gap:5mm;align-items:center;border-bottom:4px solid #c0561d;padding-bottom:3mm}.nm{font-family:${head},serif;font-size:26px;font-weight:bold;color:#21344f}.own{font-size:15px;font-weight:bold}.ct{margin-right:auto;text-align:left;font-size:11px}
.band{display:flex;align-items:baseline;gap:8mm;background:#21344f;color:#fff;padding:2.5mm 4mm;margin:5mm 0 4mm}.tt{font-size:20px;font-weight:bold}.no{font-size:16px}.dt{font-size:13px}.lb{font-size:9px;opacity:.8}.band .sm{margin-right:auto;font-size:10px}
.info{border-collapse:collapse;margin-bottom:4mm}.info td{padding:1mm 2mm}.k{color:#c0561d;font-weight:bold;width:30mm}
.it{width:100%;border-collapse:collapse}.it th{border-bottom:2px solid #21344f;text-align:right;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #ccd}.it td:nth-child(n+4){text-align:left}
.tot{width:78mm;margin:5mm auto 0 0;border-collapse:collapse}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;background:#f3e3d8;border-top:2px solid #c0561d}
.al{margin-top:3mm;font-weight:bold}.gr{margin-top:6mm;font-size:10.5px;border:1px dashed #888;padding:2mm}.pay{margin-top:4mm}.sig{display:flex;justify-content:space-between;margin-top:16mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
