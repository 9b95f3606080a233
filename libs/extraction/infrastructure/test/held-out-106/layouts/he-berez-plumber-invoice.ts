import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, mul } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-berez-plumber-invoice';

/** Part or job, unit, agorot a unit before VAT in 2022 (approximate). */
const PARTS: [string, string, number][] = [
  ['ברז פרח למטבח, נשלף', "יח'", 42000],
  ['ברז אמבטיה קיר', "יח'", 36000],
  ['מנגנון ניאגרה סמויה', "יח'", 29000],
  ['סיפון לכיור, כולל התקנה', "יח'", 9000],
  ['צנרת פקסגול 20 מ"מ', 'מטר', 2800],
  ['ברז ניל 1/2"', "יח'", 4500],
  ['גמיש נירוסטה 40 ס"מ', "יח'", 3500],
  ['פתיחת סתימה בקפיץ', 'עבודה', 35000],
  ['החלפת גוף חימום לדוד', 'עבודה', 48000],
  ['איתור נזילה במצלמה', 'עבודה', 65000],
];
const CUSTOMERS = ['נעמה שחר', "ועד הבית רח' הנרקיס 12", "יעקב אברג'יל", 'קפה הפינה בע"מ', 'שלומית ברק'];
const PAY = ['העברה בנקאית', 'ביט', 'מזומן', 'המחאה'];

/**
 * A self-employed plumber's tax invoice and receipt, from a printed, numbered book, A5 (Drugulin CLM for the name,
 * Simple CLM, Miriam Mono CLM for figures): a drawn tap beside "ברז" and "אינסטלציה · תיקונים · דודים", "עמית
 * גבאי אינסטלציה" and "עוסק מורשה" with a valid personal id, the area served and the mobile; "חשבונית מס / קבלה" and
 * "מס'" (five digits, leading zeros) in a red frame, "תאריך" dd.mm.yyyy; the customer, address of the job and its
 * date (a distractor); lines (description, quantity, unit price, sum): the call-out, labour hours to the half x the
 * hourly rate, parts; "סה"כ", "מע"מ n%" added, "סה"כ לתשלום"; payment by transfer, Bit, cash or a cheque (number,
 * bank, its date as a distractor); a signature; not Saturday.
 */
export const heBerezPlumberInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const callout = Math.round((22000 * rise) / 1000) * 1000;
    const hourly = Math.round((20000 * rise) / 1000) * 1000;
    const halves = rng.int(1, 8);
    const lines: { name: string; tag: string; q: string; unit: number; sum: number }[] = [
      { name: 'ביקור וקריאת שירות', tag: '', q: '1', unit: callout, sum: callout },
      { name: 'עבודה (שעות)', tag: '', q: (halves / 2).toFixed(1), unit: hourly, sum: mul(halves / 2, hourly) },
    ];
    for (const [name, unit, p] of rng.some(PARTS, rng.int(1, 3))) {
      const price = Math.round((p * rise) / 100) * 100;
      const q = unit === 'מטר' ? rng.int(2, 12) : unit === 'עבודה' ? 1 : rng.int(1, 2);
      lines.push({ name, tag: unit === 'מטר' || unit === 'עבודה' ? unit : '', q: String(q), unit: price, sum: q * price });
    }
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'עמית גבאי אינסטלציה';
    const taxId = idOf(vendorName, false);
    const doc = `0${rng.int(1000, 4999)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const pay = rng.pick(PAY);
    const payLine =
      pay === 'המחאה'
        ? `המחאה מס' ${f(rng.digits(7))} · בנק ${f(rng.pick(['10', '12', '11', '20']))} · סניף ${f(rng.digits(3))} · לפירעון ${f(dt(plus(date, rng.int(10, 45)), 'dd.mm.yyyy'))}`
        : pay === 'ביט'
          ? `ביט מהטלפון ${f(cellular(rng))}`
          : pay;
    const tap = `<svg width="44" height="44" viewBox="0 0 44 44"><g fill="#b71c1c"><rect x="4" y="14" width="26" height="8" rx="2"/><rect x="24" y="14" width="8" height="18" rx="2"/><rect x="12" y="6" width="4" height="9"/><rect x="6" y="3" width="16" height="4" rx="2"/></g><path d="M28 36 q-3 5 0 7 q3 -2 0 -7z" fill="#1976d2"/></svg>`;
    const body = `<div class="hd">${tap}<div><div class="nm">ברז</div><div class="tg">אינסטלציה · תיקונים · דודים</div></div><div class="who">${vendorName}<br>עוסק מורשה ${f(taxId)}<br>השרון והסביבה · ${f(cellular(rng))}</div></div>
<div class="tr"><div class="cu">לכבוד: <b>${rng.pick(CUSTOMERS)}</b><br>כתובת העבודה: רח' ${rng.pick(['הנרקיס', 'הכלנית', 'הרקפת', 'הסחלב'])} ${f(String(rng.int(1, 40)))}, ${rng.pick(['רמת השרון', 'הרצליה', 'כפר שמריהו'])}<br>תאריך העבודה: ${f(dt(plus(date, -rng.int(0, 6)), 'dd.mm.yyyy'))}</div>
<div class="doc"><div class="dt">חשבונית מס / קבלה</div>מס' <b>${f(doc)}</b><br>תאריך ${f(dt(date, 'dd.mm.yyyy'))}</div></div>
<table class="t"><tr><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${lines.map((l) => `<tr><td>${l.name.replace(/([0-9][0-9/"]*)/g, (m) => ltr(m))}${l.tag ? ` <span class="u">(${l.tag})</span>` : ''}</td><td>${f(l.q)}</td><td>${f(amount(l.unit))}</td><td>${f(amount(l.sum))}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ</td><td>${f(amount(net))}</td></tr><tr><td>מע"מ ${f(`${rate}%`)}</td><td>${f(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${f(amount(gross))} ₪</td></tr></table>
<div class="pay">התקבל באמצעות: ${payLine}</div>
<div class="sig"><span>אחריות על העבודה ${f('6')} חודשים</span><span>חתימה: <i>עמית ג.</i></span></div>`;
    const css = `body{font-family:'Simple CLM';font-size:13px;padding:9mm 10mm;color:#222}.f{font-family:'Miriam Mono CLM';font-size:12px}
.hd{display:flex;align-items:center;gap:10px;border-bottom:2px solid #b71c1c;padding-bottom:6px}.nm{font-family:'Drugulin CLM';font-size:34px;font-weight:bold;color:#b71c1c;line-height:1}.tg{font-size:11px}.who{margin-inline-start:auto;font-size:11.5px;line-height:1.5}
.tr{display:flex;justify-content:space-between;gap:6mm;margin:10px 0}.cu{line-height:1.6;font-size:12px}.doc{border:2px solid #b71c1c;padding:5px 10px;min-width:46mm;line-height:1.6}.dt{font-weight:bold;font-size:15px;color:#b71c1c}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:1.5px solid #222;text-align:start;padding:3px;font-size:12px}.t td{padding:3px;border-bottom:1px solid #ddd}.t td:nth-child(n+2){text-align:left;white-space:nowrap}.u{font-size:10px;color:#666}
.tot{margin:8px 0;margin-inline-start:auto;border-collapse:collapse;min-width:60mm}.tot td{padding:2px 6px}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:2px solid #b71c1c}
.pay{margin-top:8px;font-size:12px}.sig{display:flex;justify-content:space-between;margin-top:16px;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
