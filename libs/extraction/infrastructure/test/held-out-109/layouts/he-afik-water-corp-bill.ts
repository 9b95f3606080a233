import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-afik-water-corp-bill';

/** Agorot a cubic metre before VAT, by year (approximate): low tariff, high tariff, sewage. */
const LOW: Record<number, number> = { 2022: 620, 2023: 665, 2024: 690, 2025: 705, 2026: 715 };
const HIGH: Record<number, number> = { 2022: 1080, 2023: 1160, 2024: 1200, 2025: 1225, 2026: 1240 };
const SEWER: Record<number, number> = { 2022: 330, 2023: 350, 2024: 362, 2025: 370, 2026: 376 };
const STREETS = ['הנרקיס', 'הכלנית', 'הרקפת', 'הסביון', 'החצב', 'האירוס'];
const TOWNS = ['נתיבות', 'אופקים', 'שדרות', 'קריית מלאכי'];

/**
 * A water and sewage corporation's two-monthly bill for a household, A4 (Miriam CLM for the name, Noto Sans Hebrew,
 * Liberation Mono): a drawn drop and waves beside "אפיק"; "חשבון מים וביוב – חשבונית מס", "מספר חשבון" (the
 * corporation's code, a hyphen, eight digits), "תאריך הפקה" dd/mm/yyyy (18th-26th of an odd month, Sunday to
 * Thursday); asset and consumer numbers (failing the check), persons in the household, meter, readings and their
 * dates, the two months, the allotment at the low tariff, consumption history, the last payment, the due date and
 * "לתשלום בהוראת קבע" (distractors); water at the low and high tariff and sewage by the cubic metre, a fixed charge,
 * sometimes a leak credit (negative); "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום"; "אפיק תאגיד מים וביוב בע"מ"
 * with "ח.פ." plain in a box at the left of the footer.
 */
export const heAfikWaterCorpBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 3, 5, 7, 9, 11], [18, 26]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const persons = rng.int(1, 7);
    const allot = persons * 7;
    const used = rng.int(8, 70);
    const low = Math.min(used, allot);
    const high = used - low;
    const lines: [string, string, string, number][] = [[`מים – תעריף נמוך (מ"ק)`, String(low), amount(LOW[year]), low * LOW[year]]];
    if (high) lines.push([`מים – תעריף גבוה (מ"ק)`, String(high), amount(HIGH[year]), high * HIGH[year]]);
    lines.push([`ביוב (מ"ק)`, String(used), amount(SEWER[year]), used * SEWER[year]]);
    lines.push(['דמי שירות קבועים (חודשים)', '2', amount(450), 900]);
    if (rng.chance(0.2)) lines.push(['זיכוי בגין נזילה מאושרת', '', '', -rng.int(1500, 9000)]);
    const net = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אפיק תאגיד מים וביוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.pick(['31', '37', '44'])}-${rng.digits(8)}`;
    const start = rng.int(100, 4000);
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const d = (iso: string) => n(dt(iso, 'dd/mm/yyyy'));
    const history = [...Array(5)].map(() => rng.int(10, 60));
    const drop = `<svg width="46" height="56" viewBox="0 0 46 56"><path d="M23 3 C32 18 40 26 40 36 A17 17 0 0 1 6 36 C6 26 14 18 23 3 Z" fill="#0277bd"/><path d="M10 38 Q16 33 22 38 T34 38" stroke="#fff" stroke-width="2.5" fill="none"/></svg>`;
    const body = `<div class="hd">${drop}<div class="nm">אפיק</div><div class="sub">מים וביוב לעיר ולבית</div><div class="ttl">חשבון מים וביוב – חשבונית מס</div></div>
<div class="strip"><div><b>מספר חשבון</b> ${n(doc)}</div><div><b>תאריך הפקה</b> ${d(date)}</div><div><b>תקופת החיוב</b> ${heMonth(from).replace(/\d+/, (m) => ltr(m))} – ${heMonth(to).replace(/\d+/, (m) => ltr(m))}</div></div>
<div class="two"><div class="card"><div>מס' נכס: ${n(notAnId(rng))}</div><div>מס' צרכן: ${n(rng.digits(7))}</div><div>${rng.pick(['משפחת אוחיון', 'דוד ושרה ממן', 'משפחת גבאי', 'יעל פרץ'])}</div><div>רח' ${rng.pick(STREETS)} ${n(String(rng.int(1, 80)))}, ${rng.pick(TOWNS)}</div><div>נפשות רשומות: ${n(String(persons))} · הקצאה בתעריף נמוך: ${n(String(allot))} מ"ק</div></div>
<div class="card"><div>מד מים: ${n(rng.digits(9))}</div><div>קריאה קודמת: ${n(String(start))} (${d(from)})</div><div>קריאה נוכחית: ${n(String(start + used))} (${d(plus(to, 1))})</div><div>צריכה בתקופה: ${n(String(used))} מ"ק</div><div>צריכה בחמש תקופות קודמות: ${n(history.join(' · '))}</div></div></div>
<table class="t"><tr><th>פירוט</th><th>כמות</th><th>מחיר ₪</th><th>סכום ₪</th></tr>${lines.map(([a, q, p, s]) => `<tr><td>${a}</td><td>${n(q)}</td><td>${n(p)}</td><td>${n(amount(s))}</td></tr>`).join('')}</table>
<div class="tot"><div><span>סה"כ לפני מע"מ</span>${n(amount(net))}</div><div><span>מע"מ ${n(`${rate}%`)}</span>${n(amount(vat))}</div><div class="g"><span>סה"כ לתשלום</span>${n(amount(gross))} ₪</div></div>
<div class="pay">תשלום קודם: ${n(amount(rng.int(8000, 46000)))} ₪ התקבל ב-${d(plus(from, rng.int(5, 20)))} · מועד אחרון לתשלום: ${d(plus(date, rng.int(15, 21)))} · לתשלום בהוראת קבע</div>
<div class="foot"><div class="vbox">${vendorName}<br>ח.פ. ${n(taxId)}<br>רח' הגפן ${n(String(rng.int(2, 30)))}, נתיבות</div><div>מוקד תקלות ${n(`*${rng.digits(4)}`)} · חשבונות ${n(`08-99${rng.digits(5)}`)} · ניתן לברר זכאות להנחה לאוכלוסיות מיוחדות באתר התאגיד</div></div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:13px;padding:12mm 15mm;color:#1a1a1a}.n{font-family:'Liberation Mono';font-size:12px;white-space:nowrap}
.hd{display:flex;align-items:center;gap:10px}.nm{font-family:'Miriam CLM';font-size:38px;font-weight:bold;color:#0277bd}.sub{color:#555}.ttl{margin-inline-start:auto;font-size:20px;font-weight:bold}
.strip{display:flex;justify-content:space-between;background:#e1f5fe;padding:8px;margin:10px 0;border-radius:4px}.two{display:flex;gap:10px}.card{flex:1;border:1px solid #b3e5fc;padding:8px;line-height:1.8}
.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{border-bottom:2px solid #0277bd;text-align:start;padding:5px}.t td{padding:5px;border-bottom:1px solid #e0e0e0}
.tot{width:55%;margin-top:10px}.tot div{display:flex;justify-content:space-between;padding:3px}.g{font-size:17px;font-weight:bold;background:#0277bd;color:#fff}.pay{margin-top:14px;font-size:12px}
.foot{display:flex;gap:12px;margin-top:26px;border-top:1px solid #999;padding-top:8px;font-size:11.5px;color:#444}.vbox{border:1px solid #444;padding:6px;color:#000;order:2}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
