import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-gargir-sandblasting-invoice';

/** Work by the square metre (tenths) or by the piece, agorot before VAT in 2022 (approximate). */
const AREA: [string, number][] = [
  ['התזת חול למתכת (מ"ר)', 6500],
  ['צביעה אלקטרוסטטית בתנור (מ"ר)', 8800],
  ['יסוד אבץ נגד חלודה (מ"ר)', 4200],
  ['ניקוי חול לעץ / אבן (מ"ר)', 7400],
];
const PIECES: [string, number][] = [
  ['חישוק רכב – התזה וצביעה', 32000],
  ['שער כניסה דו-כנפי', 85000],
  ['מעקה מדרגות (מטר רץ)', 9000],
  ['שלדת אופנוע', 110000],
  ['כיסאות גינה ממתכת', 14000],
];
const RAL = ['RAL 9005 שחור מט', 'RAL 7016 אפור אנטרציט', 'RAL 9010 לבן', 'RAL 6005 ירוק', 'RAL 3000 אדום'];
const CLIENTS = ['מסגריית הגליל', 'י. סלאמה בניין ופיתוח', 'רותם שערים ומעקות', 'ענבל כהן', 'מוסך האחים דאהר'];

/**
 * A sandblasting and powder-coating workshop at the Afula industrial zone, A4 (Drugulin CLM for the name, Simple CLM,
 * DejaVu Sans Mono): a sidebar at the right with a drawn nozzle and spray, "גרגיר", "גרגיר התזה וציפוי מתכות בע"מ",
 * "ע.מ." hyphenated, address and phones; the main panel "חשבונית מס", "מספר" (the year, a slash, four digits),
 * "תאריך" d.m.yyyy; the customer (sometimes with a valid ח.פ.), the work order and its date, the quote, the colour, the
 * collection date, "שוטף + 60" with its date (distractors); square metres to the tenth or pieces x the price, sometimes
 * transport; "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום" "₪ …"; Sunday to Thursday.
 */
export const heGargirSandblastingInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.04)) / 100) * 100;
    const lines: [string, string, string, number][] = [];
    for (const [name, p] of rng.some(AREA, rng.int(1, 3))) {
      const tenths = rng.int(15, 380);
      lines.push([name, (tenths / 10).toFixed(1), amount(up(p)), Math.round((tenths * up(p)) / 10)]);
    }
    for (const [name, p] of rng.some(PIECES, rng.int(0, 2))) {
      const q = name.includes('מטר') ? rng.int(4, 22) : name.includes('חישוק') || name.includes('כיסאות') ? rng.int(2, 8) : 1;
      lines.push([name, String(q), amount(up(p)), q * up(p)]);
    }
    if (rng.chance(0.5)) lines.push(['הובלה איסוף והחזרה', '1', amount(up(25000)), up(25000)]);
    const net = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'גרגיר התזה וציפוי מתכות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${year}/${rng.digits(4)}`;
    const client = rng.pick(CLIENTS);
    const company = !client.includes('ענבל');
    const order = plus(date, -rng.int(6, 20));
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const d = (iso: string) => n(dt(iso, 'd/m/yyyy').replace(/\//g, '.'));
    const nozzle = `<svg width="80" height="50" viewBox="0 0 80 50"><rect x="4" y="18" width="30" height="14" rx="3" fill="#455a64"/><path d="M34 20 L48 22 L48 28 L34 30 Z" fill="#263238"/><g fill="#8d6e63">${[...Array(14)].map((_, i) => `<circle cx="${52 + (i % 7) * 4}" cy="${14 + Math.floor(i / 7) * 16 + (i % 3) * 4}" r="1.6"/>`).join('')}</g></svg>`;
    const side = `<div class="side">${nozzle}<div class="nm">גרגיר</div><div class="tag">התזת חול · צביעה בתנור</div><div class="vn">${vendorName}</div><div>ע.מ. ${n(hyphenId(taxId))}</div><div>אזור התעשייה עפולה</div><div>רח' המלאכה ${n(String(rng.int(3, 40)))}</div><div>טל' ${n(`04-65${rng.digits(5)}`)}</div><div>נייד ${n(cellular(rng))}</div><div class="sm">שעות פעילות: א'-ה' ${n('07:00-16:00')}</div></div>`;
    const main = `<div class="main"><div class="ttl">חשבונית מס</div>
<table class="meta"><tr><th>מספר</th><td>${n(doc)}</td><th>תאריך</th><td>${d(date)}</td></tr>
<tr><th>לכבוד</th><td>${client}${company ? ` · ח.פ. ${n(taxIdOfCustomer(rng))}` : ''}</td><th>הזמנת עבודה</th><td>${n(`WO-${rng.digits(4)}`)} מ-${d(order)}</td></tr>
<tr><th>הצעת מחיר</th><td>${n(rng.digits(5))}</td><th>גוון</th><td>${rng.pick(RAL)}</td></tr>
<tr><th>נאסף מהמפעל</th><td>${d(plus(date, -rng.int(0, 3)))}</td><th>תנאי תשלום</th><td>שוטף + 60 (עד ${d(plus(date, 60))})</td></tr></table>
<table class="t"><tr><th>תיאור העבודה</th><th>כמות</th><th>מחיר ליח' ₪</th><th>סה"כ ₪</th></tr>${lines.map(([a, q, p, s]) => `<tr><td>${a}</td><td>${n(q)}</td><td>${n(p)}</td><td>${n(amount(s))}</td></tr>`).join('')}</table>
<div class="sum"><div><span>סה"כ לפני מע"מ</span>${n(amount(net))}</div><div><span>מע"מ ${n(`${rate}%`)}</span>${n(amount(vat))}</div><div class="g"><span>סה"כ לתשלום</span>${n(`₪ ${amount(gross)}`)}</div></div>
<div class="note">אחריות לציפוי: ${n('24')} חודשים מיום האיסוף, בכפוף לשימוש רגיל. העברה בנקאית: בנק ${n(String(rng.int(10, 20)))}, סניף ${n(rng.digits(3))}, חשבון ${n(rng.digits(6))}.</div></div>`;
    const css = `body{font-family:'Simple CLM';font-size:14px;margin:0;color:#222}.n{font-family:'DejaVu Sans Mono';font-size:12px;white-space:nowrap}
.wrap{display:flex;min-height:270mm}.side{width:52mm;background:#eceff1;padding:12mm 6mm;line-height:1.8;border-inline-end:3px solid #455a64}.nm{font-family:'Drugulin CLM';font-size:40px;font-weight:bold;color:#37474f}.tag{color:#666;margin-bottom:10px}.vn{font-weight:bold}.sm{font-size:12px;color:#555}
.main{flex:1;padding:12mm 10mm}.ttl{font-size:28px;font-weight:bold;border-bottom:2px solid #455a64;margin-bottom:10px}.meta{width:100%;border-collapse:collapse}.meta th{text-align:start;color:#666;font-weight:normal;padding:4px}.meta td{padding:4px}
.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{background:#455a64;color:#fff;padding:5px;text-align:start}.t td{padding:5px;border-bottom:1px solid #ddd}
.sum{width:60%;margin-inline-start:auto;margin-top:12px}.sum div{display:flex;justify-content:space-between;padding:4px}.g{font-weight:bold;font-size:18px;border-top:2px solid #455a64}.note{margin-top:24px;font-size:12px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: `<div class="wrap">${side}${main}</div>` }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
