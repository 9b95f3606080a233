import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-gafrur-gas-bill';

/** Agorot a cubic metre of gas before VAT, by year (approximate). */
const M3: Record<number, number> = { 2022: 1290, 2023: 1420, 2024: 1460, 2025: 1490, 2026: 1510 };
/** Monthly system fee, agorot before VAT, by year (approximate). */
const SYSTEM: Record<number, number> = { 2022: 1250, 2023: 1290, 2024: 1330, 2025: 1370, 2026: 1400 };
const STREETS = ['האלון', 'השקד', 'הדקל', 'התאנה', 'הרימון', 'הערבה'];
const CITIES = ['מודיעין', 'אשדוד', 'קריית גת', 'באר יעקב', 'כרמיאל'];

/**
 * A central-gas supplier's two-monthly bill for a flat in a building, A4 (Hadasim CLM for the name, David CLM,
 * Liberation Mono): a drawn flame beside "גפרור" and "גז לבית ולעסק"; "חשבון תקופתי – חשבונית מס", "מס' חשבונית" (three
 * digits, a hyphen, seven digits), "תאריך החשבון" dd.mm.yyyy (8th-15th of an even month, Sunday to Thursday); customer
 * number (failing the check), meter, readings and their dates, the two months billed, daily average, the last bill
 * paid and "לתשלום עד" (distractors); gas in cubic metres to the tenth x the price, the system fee for two months,
 * the meter rent, sometimes a safety check or a reading correction (negative); "סה"כ חיובים לפני מע"מ", "מע"מ n%"
 * added, "סה"כ לתשלום"; "גפרור גז ואנרגיה בע"מ" with "ח.פ." hyphenated in the footer band only.
 */
export const heGafrurGasBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [2, 4, 6, 8, 10, 12], [8, 15]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const tenths = rng.int(40, 260);
    const price = M3[year];
    const lines: [string, string, string, number][] = [
      ['צריכת גז (מ"ק)', (tenths / 10).toFixed(1), (price / 100).toFixed(2), Math.round((tenths * price) / 10)],
      ['דמי שימוש במערכת (חודשים)', '2', amount(SYSTEM[year]), 2 * SYSTEM[year]],
      ['דמי מונה', '2', amount(390), 780],
    ];
    if (rng.chance(0.25)) lines.push(['בדיקת תקינות תקופתית', '1', amount(9500), 9500]);
    if (rng.chance(0.25)) {
      const c = rng.int(300, 1500);
      lines.push(['זיכוי הפרשי קריאה', '', '', -c]);
    }
    const net = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'גפרור גז ואנרגיה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.digits(3)}-${rng.digits(7)}`;
    const due = plus(date, rng.int(14, 20));
    const start = rng.int(200, 3000) + rng.int(0, 9) / 10;
    const days = Math.round((Date.parse(to) - Date.parse(from)) / 86400000) + 1;
    const f = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const d = (iso: string) => f(dt(iso, 'dd.mm.yyyy'));
    const flame = `<svg width="40" height="52" viewBox="0 0 40 52"><path d="M20 2 C30 16 36 24 36 34 A16 16 0 0 1 4 34 C4 24 12 18 14 8 C18 16 20 18 22 20 C24 14 22 8 20 2 Z" fill="#d84315"/><path d="M20 26 C26 32 28 36 26 42 A7 7 0 0 1 13 40 C13 34 18 32 20 26 Z" fill="#ffca28"/></svg>`;
    const body = `<div class="hd">${flame}<div><div class="nm">גפרור</div><div class="tag">גז לבית ולעסק</div></div><div class="ttl">חשבון תקופתי – חשבונית מס</div></div>
<div class="cols"><div class="box"><div><span class="l">מס' חשבונית</span> ${f(doc)}</div><div><span class="l">תאריך החשבון</span> ${d(date)}</div><div><span class="l">מס' לקוח</span> ${f(notAnId(rng))}</div></div>
<div class="box"><div>לכבוד: משפחת ${rng.pick(['לוי', 'אזולאי', 'כץ', 'טנא', 'בירנבאום', 'סעדה'])}</div><div>רח' ${rng.pick(STREETS)} ${f(String(rng.int(1, 60)))}, דירה ${f(String(rng.int(1, 40)))}</div><div>${rng.pick(CITIES)}</div></div></div>
<h3>פרטי הצריכה – ${heMonth(from).replace(/([0-9]+)/, (m) => ltr(m))} עד ${heMonth(to).replace(/([0-9]+)/, (m) => ltr(m))}</h3>
<table class="kv"><tr><th>מונה מס'</th><td>${f(rng.digits(8))}</td><th>תקופה</th><td>${d(from)} – ${d(to)} (${f(String(days))} ימים)</td></tr>
<tr><th>קריאה קודמת</th><td>${f(start.toFixed(1))} מ"ק, ${d(plus(from, -1))}</td><th>קריאה נוכחית</th><td>${f((start + tenths / 10).toFixed(1))} מ"ק, ${d(to)}</td></tr>
<tr><th>ממוצע יומי</th><td>${f((tenths / 10 / days).toFixed(3))} מ"ק</td><th>חשבון קודם</th><td>${f(amount(rng.int(9000, 42000)))} ₪ – שולם, תודה</td></tr></table>
<table class="t"><tr><th>פירוט החיוב</th><th>כמות</th><th>תעריף ₪</th><th>סכום ₪</th></tr>${lines.map(([n, q, p, s]) => `<tr><td>${n}</td><td>${f(q)}</td><td>${f(p)}</td><td>${f(amount(s))}</td></tr>`).join('')}
<tr class="s"><td colspan="3">סה"כ חיובים לפני מע"מ</td><td>${f(amount(net))}</td></tr><tr class="s"><td colspan="3">מע"מ ${f(`${rate}%`)}</td><td>${f(amount(vat))}</td></tr><tr class="g"><td colspan="3">סה"כ לתשלום</td><td>${f(amount(gross))}</td></tr></table>
<div class="due">לתשלום עד ${d(due)} · החיוב יבוצע בכרטיס האשראי שבהוראת הקבע</div>
<div class="foot">${vendorName} · ח.פ. ${f(hyphenId(taxId))} · דרך השלום ${f(String(rng.int(10, 90)))}, גבעתיים · שירות לקוחות ${f('*' + rng.digits(4))} · מוקד חירום ${f('24/7')}</div>`;
    const css = `body{font-family:'David CLM';font-size:14px;padding:14mm 16mm;color:#1c1c1c}.n{font-family:'Liberation Mono';font-size:12px;white-space:nowrap}
.hd{display:flex;align-items:center;gap:10px;border-bottom:4px solid #d84315;padding-bottom:6px}.nm{font-family:'Hadasim CLM';font-size:40px;font-weight:bold;line-height:1;color:#d84315}.tag{font-size:13px;color:#666}.ttl{margin-inline-start:auto;font-size:22px;font-weight:bold}
.cols{display:flex;gap:12px;margin:12px 0}.box{flex:1;border:1px solid #bbb;border-radius:6px;padding:8px;line-height:1.7}.l{color:#777}h3{font-size:16px;margin:12px 0 4px}
.kv{width:100%;border-collapse:collapse}.kv th{text-align:start;font-weight:normal;color:#555;padding:4px;border-bottom:1px solid #eee}.kv td{padding:4px;border-bottom:1px solid #eee}
.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{background:#fbe9e7;padding:5px;text-align:start}.t td{padding:5px;border-bottom:1px solid #eee}.t td:nth-child(n+2){text-align:left}.s td{font-weight:bold}.g td{font-weight:bold;font-size:18px;border-top:2px solid #d84315;background:#fff3e0}
.due{margin:14px 0;padding:8px;border:2px dashed #d84315;text-align:center}.foot{margin-top:30px;padding:6px;background:#eee;font-size:12px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
