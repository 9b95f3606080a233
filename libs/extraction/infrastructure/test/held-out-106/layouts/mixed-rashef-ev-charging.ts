import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-rashef-ev-charging';

/** Hebrew, English, connector, kW, agorot a kWh with VAT by year (approximate). */
const POINTS: [string, string, string, number, Record<number, number>][] = [
  ['טעינה מהירה', 'DC fast', 'CCS2', 120, { 2023: 219, 2024: 229, 2025: 239, 2026: 239 }],
  ['טעינה מהירה מאוד', 'DC ultra', 'CCS2', 180, { 2023: 249, 2024: 259, 2025: 269, 2026: 269 }],
  ['טעינה רגילה', 'AC', 'Type 2', 22, { 2023: 149, 2024: 159, 2025: 165, 2026: 169 }],
];
const SITES = ['חניון הבורסה, רמת גן', 'מתחם ביג, קריית ביאליק', 'תחנת דרך, צומת גומא', 'קניון הזהב, ראשון לציון', 'חניון הטכניון, חיפה'];

/**
 * An EV-charging network's receipt for one session, sent from the app and printed, Hebrew with English beside it, A5
 * (Hadasim CLM for the name, Noto Sans Hebrew, Noto Sans Mono for figures): a bolt drawn in a teal circle beside
 * "רשף" and "RASHEF · EV charging", "רשף טעינה חשמלית בע"מ" with "ח.פ. / Co. No." plain; "חשבונית מס / קבלה – Tax
 * invoice / Receipt" with "מס' / No." (E, the year and six digits) and "תאריך / Date" dd/mm/yyyy; the site, charger
 * and connector, plate, start, end and duration, the battery's start and end percentages (distractors); energy in kWh
 * to the thousandth x the price a kWh by year and kind (with VAT), sometimes an idle fee a minute past a 15-minute
 * grace; "סה"כ / Total" "₪…", "מע"מ n% כלול / VAT incl." (contained) and "לפני מע"מ / Net"; the card in the app;
 * any day.
 */
export const mixedRashefEvCharging: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const [he, enKind, connector, kw, prices] = rng.pick(POINTS);
    const perKwh = prices[year];
    const wh = rng.int(6000, kw > 50 ? 68000 : 38000);
    const energy = Math.round((wh * perKwh) / 1000);
    const mins = Math.max(8, Math.round((wh / 1000 / (kw * 0.7)) * 60) + rng.int(0, 10));
    const idle = rng.chance(0.3) ? rng.int(4, 40) : 0;
    const start = rng.int(6 * 60, 22 * 60 - mins - idle);
    const lines: { he: string; en: string; q: string; unit: string; sum: number }[] = [
      { he: `אנרגיה – ${he}`, en: `Energy – ${enKind}`, q: `${(wh / 1000).toFixed(3)} kWh`, unit: `${amount(perKwh)}/kWh`, sum: energy },
    ];
    if (idle) lines.push({ he: 'דמי המתנה לאחר סיום', en: 'Idle fee after charging', q: `${idle} min`, unit: '1.00/min', sum: idle * 100 });
    const gross = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'רשף טעינה חשמלית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `E${year}${rng.digits(6)}`;
    const site = rng.pick(SITES);
    const soc = rng.int(8, 45);
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const kv = (h: string, e: string, v: string) => `<tr><td>${h} / ${en(e)}</td><td>${v}</td></tr>`;
    const bolt = `<svg width="46" height="46" viewBox="0 0 46 46"><circle cx="23" cy="23" r="22" fill="#00897b"/><path d="M26 6 L12 26 L22 26 L19 40 L34 19 L24 19 Z" fill="#fff"/></svg>`;
    const body = `<div class="hd">${bolt}<div><div class="nm">רשף</div><div>${en('RASHEF · EV charging')}</div></div><div class="co">${vendorName}<br>ח.פ. / ${en('Co. No.')} ${f(taxId)}<br>${en('support@rashef.co.il')} · ${f(`*${rng.int(2000, 9999)}`)}</div></div>
<div class="ti">חשבונית מס / קבלה – ${en('Tax invoice / Receipt')}</div>
<div class="dn"><span>מס' / ${en('No.')} <b>${f(doc)}</b></span><span>תאריך / ${en('Date')} <b>${f(dt(date, 'dd/mm/yyyy'))}</b></span></div>
<table class="kv">${kv('אתר', 'Site', site)}${kv('עמדה', 'Charger', f(`RS-${rng.digits(4)}-${rng.pick(['A', 'B'])} · ${connector} · ${kw} kW`))}${kv('רכב', 'Plate', f(plate(rng)))}${kv('התחלה', 'Start', f(hhmm(start)))}${kv('סיום', 'End', f(hhmm(start + mins)))}${kv('משך', 'Duration', f(`${mins} min`))}${kv('סוללה', 'Battery', f(`${soc}% → ${Math.min(100, soc + rng.int(20, 60))}%`))}</table>
<table class="t"><tr><th>פירוט / ${en('Item')}</th><th>כמות / ${en('Qty')}</th><th>מחיר / ${en('Price')}</th><th>סכום / ${en('Amount')}</th></tr>${lines.map((l) => `<tr><td>${l.he}<br>${en(l.en)}</td><td>${f(l.q)}</td><td>${f(l.unit)}</td><td>${f(amount(l.sum))}</td></tr>`).join('')}</table>
<div class="tot"><div class="r g"><span>סה"כ / ${en('Total')}</span><span>${f(`₪${amount(gross)}`)}</span></div><div class="r"><span>מע"מ ${f(`${rate}%`)} כלול / ${en('VAT incl.')}</span><span>${f(amount(vat))}</span></div><div class="r"><span>לפני מע"מ / ${en('Net')}</span><span>${f(amount(gross - vat))}</span></div></div>
<div class="pm">שולם באפליקציה / ${en('Paid in app')} · ${f(`${rng.pick(['Visa', 'Mastercard'])} •••• ${rng.digits(4)}`)}</div>
<div class="ft">דמי המתנה: ${f('1.00')} ₪ לדקה לאחר ${f('15')} דקות חסד / ${en('Idle fee ₪1.00 a minute after a 15-minute grace period')}</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:11.5px;padding:9mm 10mm;color:#1c2b2a}.f{font-family:'Noto Sans Mono';font-size:10.5px;white-space:nowrap}.en{font-family:'Noto Sans';font-size:10px;color:#555}
.hd{display:flex;align-items:center;gap:10px;border-bottom:3px solid #00897b;padding-bottom:6px}.nm{font-family:'Hadasim CLM';font-size:34px;font-weight:bold;color:#00695c;line-height:1}.co{margin-inline-start:auto;font-size:10px;line-height:1.5}
.ti{font-size:15px;font-weight:bold;margin:10px 0 4px}.dn{display:flex;justify-content:space-between;background:#e0f2f1;padding:5px 8px;border-radius:4px}
.kv{width:100%;border-collapse:collapse;margin:8px 0}.kv td{padding:2px 4px;border-bottom:1px dotted #b2dfdb}.kv td:first-child{width:38%;color:#444}
.t{width:100%;border-collapse:collapse;margin:8px 0}.t th{text-align:start;border-bottom:2px solid #00897b;padding:3px;font-size:11px}.t td{padding:3px;border-bottom:1px solid #ddd}.t td:nth-child(n+2){text-align:left}
.tot{margin-inline-start:auto;width:70%}.r{display:flex;justify-content:space-between;margin:2px 0}.g{font-size:16px;font-weight:bold;border-top:2px solid #00897b;padding-top:3px}.g .f{font-size:14px}
.pm{margin-top:8px}.ft{margin-top:10px;font-size:9.5px;color:#666}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
