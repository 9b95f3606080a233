import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, share } from '../../generalisation/notation';
import { add, dated, daysBetween, lr, taxOn, vid, officeDay } from './extra';

const ID = 'he-solar-water-heater-credit-note';
const FIRMS = [
  { brand: 'שמש ודוד', legal: 'נסים בוזגלו', company: false, label: 'עוסק מורשה', trade: 'התקנת דודי שמש וקולטים', town: 'דימונה' },
  { brand: '', legal: 'דודי השמש של הדרום בע"מ', company: true, label: 'ח.פ.', trade: 'מערכות מים חמים סולאריות', town: 'אופקים, אזור התעשייה' },
  { brand: '', legal: 'סולאר-חם מערכות בע"מ', company: true, label: 'ח"פ', trade: 'דודי שמש · משאבות חום · קולטים', town: 'יבנה' },
];
/** Credited items: description, price range in agorot (before VAT). */
const ITEMS: [string, number, number][] = [
  ['דוד שמש 150 ליטר אנכי', 210000, 290000],
  ['דוד שמש 200 ליטר אופקי', 260000, 360000],
  ['קולט שמש 2 מ"ר', 95000, 140000],
  ['מעמד מגולוון לגג שטוח', 38000, 62000],
  ['גוף חימום 2.5 קוו"ט', 18000, 29000],
  ['טרמוסטט ונורת ביקורת', 9000, 15000],
  ['עבודת התקנה ופירוק דוד ישן', 45000, 85000],
  ['צנרת PPR מבודדת (קומפלט)', 22000, 38000],
  ['שסתום ביטחון ומערכת ויסות', 12000, 19000],
];
const REASONS = ['ביטול התקנת הקולט השני – לא נדרש לאחר בדיקה באתר', 'החזרת פריט שלא הותקן', 'פיצוי על איחור בהתקנה', 'חיוב כפול בחשבונית המקורית'];

/** A solar water heater installer's credit note on A4: the credited tax invoice's number and date weeks before, the customer's valid personal id and address, the reason, items credited in full or in part; the total credit printed with a sign or plain; truth negative. */
export const heSolarWaterHeaterCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(day);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const room = daysBetween(`${date.slice(0, 4)}-01-01`, date);
    const orig = addDays(date, -Math.min(room, rng.int(4, 45)));
    const reason = rng.pick(REASONS);
    const part = reason.startsWith('פיצוי') ? rng.pick([10, 15, 20]) : 100;
    const picked = rng.some(ITEMS, reason.startsWith('פיצוי') ? 1 : rng.int(1, 3));
    const lines = picked.map(([desc, lo, hi]) => {
      const price = Math.round(rng.int(lo, hi) / 1000) * 1000;
      return { desc, price, credit: part === 100 ? price : share(price, part) };
    });
    const net = add(lines.map((l) => l.credit));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const y = date.slice(0, 4);
    const docNo = rng.pick([() => `${rng.int(100, 999)}`, () => `CR-${y.slice(2)}${String(rng.int(1, 999)).padStart(3, '0')}`, () => `${y}/${rng.int(10, 99)}`])();
    const origNo = String(rng.int(1000, 9999));
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'he'] as const);
    const sign = rng.pick(['lead', 'trail', 'plain'] as const);
    const signed = (c: number) => (sign === 'lead' ? lr(`-${amount(c)}`) : sign === 'trail' ? lr(`${amount(c)}-`) : amount(c));
    const font = rng.pick(["'Simple CLM'", "'Noto Sans Hebrew'", "'Liberation Sans'"]);
    const customer = rng.pick(['שרון ואליהו דהן', 'מרים אבוטבול', 'דניאל פרץ', 'אורית שושן']);
    const idShown = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const refund = rng.pick(['יוחזר לכרטיס האשראי שבו בוצע התשלום', 'יועבר לחשבון הבנק של הלקוח תוך 14 יום', 'יקוזז מהתשלום הבא']);
    const sun = `<svg width="56" height="56" viewBox="0 0 56 56"><circle cx="28" cy="28" r="11" fill="#f0a500"/>${Array.from({ length: 8 }, (_, i) => {
      const a = (i * Math.PI) / 4;
      return `<line x1="${(28 + Math.cos(a) * 15).toFixed(1)}" y1="${(28 + Math.sin(a) * 15).toFixed(1)}" x2="${(28 + Math.cos(a) * 24).toFixed(1)}" y2="${(28 + Math.sin(a) * 24).toFixed(1)}" stroke="#f0a500" stroke-width="3" stroke-linecap="round"/>`;
    }).join('')}</svg>`;
    const body = `<div class="pg"><div class="top"><div><div class="nm">${esc(f.brand || f.legal)}</div>${f.brand ? `<div class="own">${esc(f.legal)}</div>` : ''}<div class="tr">${esc(f.trade)}</div><div>${f.label} ${lr(idShown)} · ${esc(f.town)} · ${lr(cellular(rng))}</div></div>${sun}</div>
<div class="title">חשבונית זיכוי מס' ${lr(docNo)}</div><div class="meta"><div class="dl"><div>תאריך</div><div class="dv">${fmt === 'he' ? dt(date, 'he') : lr(dt(date, fmt))}</div></div><span>מקור</span></div>
<table class="info"><tr><td>לכבוד</td><td>${esc(customer)}, ת.ז. ${lr(personalId(rng))}</td></tr><tr><td>כתובת ההתקנה</td><td>${rng.pick(["רח' הדקל", "רח' האלה", "שד' ירושלים", "רח' הגפן"])} ${rng.int(2, 60)}, ${rng.pick(['ירוחם', 'באר שבע', 'נתיבות', 'ערד'])}</td></tr>
<tr><td>בגין</td><td>חשבונית מס ${lr(origNo)} מיום ${lr(dt(orig, 'dd/mm/yyyy'))}</td></tr><tr><td>סיבת הזיכוי</td><td>${esc(reason)}</td></tr></table>
<table class="it"><tr><th>תיאור</th><th>מחיר בחשבונית המקורית</th><th>שיעור הזיכוי</th><th>סכום הזיכוי</th></tr>${lines.map((l) => `<tr><td>${esc(l.desc)}</td><td>${amount(l.price)}</td><td>${part}%</td><td>${amount(l.credit)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${signed(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${signed(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${signed(total)} ₪</td></tr></table>
<p>סכום הזיכוי ${esc(refund)}.</p><p class="sm">מסמך זה מבטל את החלק המפורט לעיל מהחשבונית המקורית בלבד. האחריות על יתר המערכת (5 שנים לדוד, 10 שנים לקולט) בתוקף.</p>
<div class="sig"><span>חתימת העסק: ____________</span><span>חתימת הלקוח: ____________</span></div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:12.5px;color:#1e1e1e}.pg{width:210mm;box-sizing:border-box;padding:16mm 18mm}
.top{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #f0a500;padding-bottom:3mm}.nm{font-size:25px;font-weight:bold;color:#8a4b00}.own{font-size:15px;font-weight:bold}.tr{color:#555}
.title{font-size:21px;font-weight:bold;margin-top:7mm;text-align:center}.meta{display:flex;justify-content:space-between;align-items:flex-end;margin:2mm 0 5mm;border-bottom:1px solid #bbb;padding-bottom:1mm}.dl{display:flex;gap:3mm}.dl>div:first-child{font-weight:bold;color:#8a4b00}
.info{border-collapse:collapse;margin-bottom:5mm}.info td{padding:1.2mm 2mm}.info td:first-child{font-weight:bold;width:32mm;color:#8a4b00}
.it{width:100%;border-collapse:collapse}.it th{background:#fbeccd;text-align:right;padding:2mm;border:1px solid #e0c48a}.it td{padding:2mm;border:1px solid #e6d6b4}.it td:nth-child(n+2){text-align:left}
.tot{width:85mm;margin:5mm auto 0 0;border-collapse:collapse}.tot td{padding:1.5mm 2mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15.5px;border-top:2px solid #8a4b00}
.sm{font-size:10.5px;color:#555}.sig{display:flex;justify-content:space-between;margin-top:18mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
