import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-orbita-internet-bill';

/** Agorot a month before VAT by year: the fibre line at each speed (approximate). */
const SPEED: Record<number, [string, number][]> = {
  2022: [
    ['500', 8462],
    ['1000', 10171],
  ],
  2023: [
    ['500', 8462],
    ['1000', 10171],
  ],
  2024: [
    ['1000', 9316],
    ['2500', 11880],
  ],
  2025: [
    ['1000', 9237],
    ['2500', 11779],
  ],
  2026: [
    ['1000', 9237],
    ['2500', 11779],
  ],
};
const SUBSCRIBERS = ['גלית ורון אבוטבול', 'מוחמד עבאס', 'יעל פרידמן', 'משפחת גבאי', 'אלכסנדר קוגן', 'הדס ושגיא לוי'];

/**
 * A fibre internet provider's monthly bill, A4 (Nachlieli CLM, Noto Sans Mono for the figures): an orbit drawn round a
 * dot beside "אורביטה" and "אינטרנט בסיבים", "אורביטה תקשורת בסיבים בע"מ" with "ח.פ." plain in the footer; a grey panel
 * "החשבון שלך לחודש …" (the month before); a list "מספר חשבונית" (the year and seven digits), "תאריך החשבונית"
 * dd/mm/yyyy (the 1st-6th), "מספר מנוי" (failing the check), "תקופת השירות" (first to last day) and "מועד חיוב" (the 12th;
 * a distractor); the subscriber; the fibre line at its speed, router rental, sometimes a static address, a mesh unit or
 * a call package, sometimes a "הנחת מבצע" (negative); "סכום לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום" in an orange
 * box; any day.
 */
export const heOrbitaInternetBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [1, 6]);
    const year = Number(date.slice(0, 4));
    const [speed, line] = rng.pick(SPEED[year]);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const items: [string, number][] = [
      [`אינטרנט סיבים ${speed} מגה – תשתית וספק`, line],
      ['השכרת נתב AX', 1700],
    ];
    if (rng.chance(0.3)) items.push(['כתובת IP קבועה', 1282]);
    if (rng.chance(0.35)) items.push(['מגדיל טווח', 1197]);
    if (rng.chance(0.3)) items.push(['חבילת שיחות לקו נייח', 2051]);
    if (rng.chance(0.45)) items.push(['הנחת מבצע – שנה ראשונה', -rng.pick([1709, 2564, 3419])]);
    const net = total(items.map((i) => i[1]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אורביטה תקשורת בסיבים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${year}${rng.digits(7)}`;
    const fig = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const fix = (s: string) => s.replace(/[0-9A-Za-z][0-9A-Za-z ]*[0-9A-Za-z]|[0-9A-Za-z]/g, (m) => ltr(m));
    const logo = `<svg width="52" height="40" viewBox="0 0 52 40"><ellipse cx="26" cy="20" rx="24" ry="9" fill="none" stroke="#ef6c00" stroke-width="2.5" transform="rotate(-18 26 20)"/><circle cx="26" cy="20" r="7" fill="#263238"/></svg>`;
    const list: [string, string][] = [
      ['מספר חשבונית', `<b>${fig(doc)}</b>`],
      ['תאריך החשבונית', fig(dt(date, 'dd/mm/yyyy'))],
      ['מספר מנוי', fig(notAnId(rng))],
      ['תקופת השירות', `${fig(dt(from, 'dd/mm/yyyy'))} – ${fig(dt(to, 'dd/mm/yyyy'))}`],
      ['מועד חיוב', fig(dt(plus(firstOfMonth(date), 11), 'dd/mm/yyyy'))],
    ];
    const body = `<div class="hd">${logo}<div><div class="nm">אורביטה</div><div class="tg">אינטרנט בסיבים</div></div></div>
<div class="pn">החשבון שלך לחודש ${heMonth(from).replace(/\d+/, (m) => ltr(m))}</div>
<div class="cols"><dl>${list.map(([l, v]) => `<dt>${l}</dt><dd>${v}</dd>`).join('')}</dl><div class="to">לכבוד<br><b>${rng.pick(SUBSCRIBERS)}</b><br>חשבונית מס</div></div>
<table class="t"><tr><th>שירות</th><th>סכום ₪</th></tr>${items.map(([n, s]) => `<tr><td>${fix(n)}</td><td>${fig(amount(s))}</td></tr>`).join('')}
<tr class="s"><td>סכום לפני מע"מ</td><td>${fig(amount(net))}</td></tr><tr class="s"><td>מע"מ ${ltr(`${rate}%`)}</td><td>${fig(amount(vat))}</td></tr></table>
<div class="big"><span>סה"כ לתשלום</span><span>${fig(`₪ ${amount(gross)}`)}</span></div>
<div class="ft">${vendorName} · ח.פ. ${ltr(taxId)} · שירות לקוחות ${ltr('*' + rng.digits(4))} · החשבון נשלח בדוא"ל בלבד</div>`;
    const css = `body{font-family:'Nachlieli CLM';font-size:13.5px;padding:14mm 16mm;color:#263238}.f{font-family:'Noto Sans Mono';font-size:11.5px}.hd{display:flex;gap:10px;align-items:center}.nm{font-size:32px;font-weight:bold;color:#ef6c00;line-height:1}.tg{font-size:13px}
.pn{background:#eceff1;font-size:19px;padding:10px 14px;margin:14px 0;border-inline-start:6px solid #ef6c00}.cols{display:flex;justify-content:space-between}dl{display:grid;grid-template-columns:auto auto;gap:3px 16px;margin:0}dt{color:#607d8b}dd{margin:0}
.to{border:1px solid #b0bec5;padding:8px 14px;min-width:55mm;line-height:1.6}.t{width:100%;border-collapse:collapse;margin-top:16px}.t th{text-align:start;border-bottom:2px solid #263238;padding:4px}.t td{padding:5px 4px;border-bottom:1px solid #cfd8dc}.t td:last-child,.t th:last-child{text-align:left}.s td{font-weight:bold}
.big{display:flex;justify-content:space-between;border:2.5px solid #ef6c00;font-size:19px;font-weight:bold;padding:8px 14px;margin:12px 0 0 0;width:85mm;margin-inline-start:auto}.big .f{font-size:16px}.ft{margin-top:40px;border-top:1px solid #b0bec5;padding-top:6px;font-size:10.5px;color:#607d8b}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
