import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, landline, lastOfMonth, notAnId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-koren-fiber-internet-bill';

/** Monthly plans, agorot with VAT (approximate). */
const PLANS: [string, number][] = [
  ['סיב 300 מגה – תשתית וספק', 9900],
  ['סיב 600 מגה – תשתית וספק', 11900],
  ['סיב 1000 מגה – תשתית וספק', 13900],
  ['סיב 2500 מגה – תשתית וספק', 17900],
];

/**
 * A fibre-to-the-home provider's monthly bill, A4 (Ellinia CLM for the name, Noto Sans Hebrew, Noto Mono): a drawn
 * sunburst of fibres beside "קורן"; "חשבונית מס", "מס' חשבונית" (K- and eight digits), "תאריך" d בMonth yyyy (the
 * 1st-5th); a summary box with the amount and the card's charge date, customer number (failing the check), the
 * subscriber's line, the month billed, the previous bill paid, data used (distractors); the plan, router rental,
 * sometimes a mesh unit, a static IP, a phone line with minutes abroad, an installation instalment ("תשלום k מתוך 12"),
 * sometimes a loyalty credit (negative), all with VAT; "סה"כ לתשלום כולל מע"מ", "מתוכו מע"מ n%" (contained);
 * "קורן תקשורת בסיבים בע"מ" with "ח.פ." plain in the small print at the foot; any day.
 */
export const heKorenFiberInternetBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [1, 5]);
    const month = firstOfMonth(date, -1);
    const lines: [string, number][] = [];
    const [plan, price] = rng.pick(PLANS);
    lines.push([plan, price]);
    lines.push(['נתב WiFi 6 – השכרה', 1990]);
    if (rng.chance(0.5)) lines.push(['מגדיל טווח Mesh – השכרה', 1490]);
    if (rng.chance(0.25)) lines.push(['כתובת IP קבועה', 2500]);
    if (rng.chance(0.5)) {
      const min = rng.int(0, 140);
      lines.push(['קו טלפון ביתי', 2990]);
      if (min) lines.push([`שיחות לחו"ל (${min} דק')`, min * 19]);
    }
    const k = rng.int(1, 12);
    if (rng.chance(0.4)) lines.push([`התקנה – תשלום ${k} מתוך 12`, 2500]);
    if (rng.chance(0.3)) lines.push(['הטבת נאמנות', -rng.pick([1000, 1500, 2000])]);
    const gross = total(lines.map((l) => l[1]));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'קורן תקשורת בסיבים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `K-${rng.digits(8)}`;
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const he = (iso: string) => dt(iso, 'he').replace(/\d+/g, (m) => ltr(m));
    const sun = `<svg width="54" height="54" viewBox="0 0 54 54"><circle cx="27" cy="27" r="7" fill="#f9a825"/>${[...Array(12)]
      .map((_, i) => {
        const a = (i * Math.PI) / 6;
        return `<line x1="${27 + 10 * Math.cos(a)}" y1="${27 + 10 * Math.sin(a)}" x2="${27 + 25 * Math.cos(a)}" y2="${27 + 25 * Math.sin(a)}" stroke="#f9a825" stroke-width="2"/>`;
      })
      .join('')}</svg>`;
    const body = `<div class="hd">${sun}<div class="nm">קורן</div><div class="slogan">אינטרנט בסיבים עד הבית</div></div>
<div class="top"><div class="sumbox"><div>סכום החשבון</div><div class="big">${n(`₪${amount(gross)}`)}</div><div class="sm">יחויב בכרטיס האשראי ב-${he(plus(date, rng.int(8, 12)))}</div></div>
<div class="info"><div class="ttl">חשבונית מס</div><div>מס' חשבונית: ${n(doc)}</div><div>תאריך: ${he(date)}</div><div>מס' לקוח: ${n(notAnId(rng))}</div><div>מנוי: ${rng.pick(['אורית שמעוני', 'ניר ואלה ברק', 'סמיר חורי', 'משפחת רוזן'])} · קו ${n(landline(rng))}</div><div>חיוב עבור ${heMonth(month).replace(/\d+/, (m) => ltr(m))} (${n(dt(month, 'dd/mm/yy'))}–${n(dt(lastOfMonth(month), 'dd/mm/yy'))})</div></div></div>
<table class="t"><tr><th>שירות</th><th>סכום כולל מע"מ</th></tr>${lines.map(([a, s]) => `<tr><td>${a}</td><td>${n(amount(s))}</td></tr>`).join('')}
<tr class="g"><td>סה"כ לתשלום כולל מע"מ</td><td>${n(amount(gross))}</td></tr><tr><td>מתוכו מע"מ ${n(`${rate}%`)}</td><td>${n(amount(vat))}</td></tr></table>
<div class="use">נפח גלישה בחודש: ${n(`${rng.int(180, 2400)} GB`)} · מהירות ממוצעת שנמדדה: ${n(`${rng.int(250, 940)} Mbps`)} · חשבון קודם ${n(amount(rng.int(9000, 26000)))} ₪ – שולם</div>
<div class="fine">${vendorName}, ח.פ. ${n(taxId)} · רח' היצירה ${n(String(rng.int(3, 40)))}, פתח תקווה · שירות ${n(`*${rng.digits(4)}`)} · ניתן לנתק את השירות בכל עת בהודעה של ${n('3')} ימי עבודה.</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:13px;padding:12mm 16mm;color:#212121}.n{font-family:'Noto Mono';font-size:12px;white-space:nowrap}
.hd{display:flex;align-items:center;gap:10px;border-bottom:1px solid #ddd;padding-bottom:8px}.nm{font-family:'Ellinia CLM';font-size:42px;font-weight:bold;color:#e65100}.slogan{color:#777}
.top{display:flex;gap:16px;margin:14px 0}.sumbox{width:60mm;background:#fff3e0;border:2px solid #f9a825;border-radius:8px;padding:10px;text-align:center}.big{font-size:24px;font-weight:bold;margin:6px 0}.sm{font-size:11px;color:#555}
.info{flex:1;line-height:1.8}.ttl{font-size:20px;font-weight:bold}.t{width:100%;border-collapse:collapse;margin-top:10px}.t th{text-align:start;background:#eee;padding:5px}.t td{padding:5px;border-bottom:1px solid #eee}.t td:last-child{text-align:left}
.g td{font-weight:bold;font-size:16px;border-top:2px solid #e65100}.use{margin-top:16px;font-size:12px;color:#444}.fine{margin-top:40px;font-size:10px;color:#666}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
