import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, share, spacedId } from '../../generalisation/notation';
import { avoid, bi, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'mixed-zohar-electricity-bill';

/** Hundredths of an agora a kWh before VAT, by year (approximate). */
const KWH: Record<number, number> = { 2022: 4850, 2023: 5354, 2024: 5370, 2025: 5270, 2026: 5210 };
/** Monthly fixed charge, agorot before VAT, by year (approximate). */
const FIXED: Record<number, number> = { 2022: 1590, 2023: 1690, 2024: 1720, 2025: 1760, 2026: 1790 };

/**
 * A private electricity supplier's monthly bill, Hebrew with English under each label, A4 (Frank Ruehl CLM for the name,
 * Noto Sans Hebrew, Noto Sans Mono): a drawn sun in an amber disc beside "זוהר" and "ZOHAR · electricity", "זוהר
 * אנרגיה בע"מ" with "ח.פ. / Co. No." spaced; "חשבונית מס / Tax Invoice" with "מס' חשבונית / Invoice No." (ZH and nine
 * digits) and "תאריך הפקה / Issue date" dd/mm/yyyy (5-9 days into the month, Sunday to Thursday); "מס' חוזה /
 * Contract" (failing the check), the meter and its readings, "תקופת חשבון / Billing period" (the month before) and
 * "מועד חיוב / Charge date" (distractors); kWh x the price a kWh (to four places), "הנחת ספק 7% / Supplier discount"
 * (negative), the monthly fixed charge, sometimes a late-payment interest line; "סה"כ לפני מע"מ / Subtotal", "מע"מ n%
 * / VAT" added, "סה"כ לתשלום / Total due" "₪ …".
 */
export const mixedZoharElectricityBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [5, 9]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const kwh = rng.int(140, 980);
    const price = KWH[year];
    const energy = Math.round((kwh * price) / 100);
    const lines: [string, string, string, string, number][] = [
      ['צריכת חשמל', 'Electricity used', `${kwh} kWh`, `₪ ${(price / 10000).toFixed(4)}`, energy],
      ['הנחת ספק 7%', 'Supplier discount 7%', '', '', -share(energy, 7)],
      ['תשלום קבוע', 'Fixed charge', '1', amount(FIXED[year]), FIXED[year]],
    ];
    if (rng.chance(0.15)) lines.push(['ריבית פיגורים', 'Late-payment interest', '', '', rng.int(120, 900)]);
    const net = total(lines.map((l) => l[4]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'זוהר אנרגיה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `ZH${rng.digits(9)}`;
    const start = rng.int(10000, 60000);
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const lb = (he: string, e: string) => `${he}<br>${en(e)}`;
    const sun = `<svg width="50" height="50" viewBox="0 0 50 50"><circle cx="25" cy="25" r="24" fill="#ffb300"/><circle cx="25" cy="25" r="9" fill="#fff"/><g stroke="#fff" stroke-width="3"><path d="M25 5v7M25 38v7M5 25h7M38 25h7M11 11l5 5M34 34l5 5M39 11l-5 5M16 34l-5 5"/></g></svg>`;
    const body = `<div class="hd">${sun}<div><div class="nm">זוהר</div><div>${en('ZOHAR · electricity')}</div></div><div class="co">${vendorName}<br>ח.פ. / ${en('Co. No.')} ${f(spacedId(taxId))}<br>רח' הסיבים ${f(String(rng.int(10, 60)))}, פתח תקווה</div></div>
<div class="ttl">${bi('חשבונית מס', en('Tax Invoice'))}</div>
<table class="kv"><tr><th>${lb("מס' חשבונית", 'Invoice No.')}</th><td>${f(doc)}</td><th>${lb('תאריך הפקה', 'Issue date')}</th><td>${f(dt(date, 'dd/mm/yyyy'))}</td></tr>
<tr><th>${lb("מס' חוזה", 'Contract')}</th><td>${f(notAnId(rng))}</td><th>${lb('תקופת חשבון', 'Billing period')}</th><td>${f(dt(from, 'dd/mm/yyyy'))} – ${f(dt(to, 'dd/mm/yyyy'))}<br>${heMonth(from).replace(/([0-9]+)/, (m) => ltr(m))}</td></tr>
<tr><th>${lb('מונה', 'Meter')}</th><td>${f(rng.digits(8))}: ${f(String(start))} → ${f(String(start + kwh))}</td><th>${lb('מועד חיוב', 'Charge date')}</th><td>${f(dt(plus(date, 10), 'dd/mm/yyyy'))}</td></tr></table>
<table class="t"><tr><th>${lb('פירוט', 'Item')}</th><th>${lb('כמות', 'Qty')}</th><th>${lb('מחיר', 'Price')}</th><th>${lb('סכום ₪', 'Amount ₪')}</th></tr>${lines.map(([h, e, q, p, s]) => `<tr><td>${h.replace(/([0-9]+%)/, (m) => ltr(m))}<br>${en(e)}</td><td>${f(q)}</td><td>${f(p)}</td><td>${f(amount(s))}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ / ${en('Subtotal')}</td><td>${f(amount(net))}</td></tr><tr><td>מע"מ ${f(`${rate}%`)} / ${en('VAT')}</td><td>${f(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום / ${en('Total due')}</td><td>${f(`₪ ${amount(gross)}`)}</td></tr></table>
<p class="sm">החיוב יבוצע בהוראת קבע / ${en('Charged by standing order')}. מחיר הקוט"ש כפוף לתעריף רשות החשמל בניכוי ההנחה.</p>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:12.5px;padding:14mm 16mm;color:#212121}.f{font-family:'Noto Sans Mono';font-size:11.5px;white-space:nowrap}.en{font-size:10px;color:#666}
.hd{display:flex;align-items:center;gap:12px}.nm{font-family:'Frank Ruehl CLM';font-size:42px;font-weight:bold;line-height:1;color:#e65100}.co{margin-inline-start:auto;font-size:11.5px;line-height:1.5}
.ttl{font-size:22px;font-weight:bold;border-bottom:3px solid #ffb300;margin:14px 0 8px;padding-bottom:4px}.ttl .en{font-size:16px}
.kv{width:100%;border-collapse:collapse}.kv th{background:#fff8e1;text-align:start;font-weight:normal;padding:4px;width:17%;border:1px solid #ffe082}.kv td{padding:4px;border:1px solid #ffe082}
.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{background:#ffe082;padding:4px;text-align:start}.t td{padding:4px;border-bottom:1px solid #eee}.t td:nth-child(n+2){text-align:left}
.tot{margin:10px 0;margin-inline-start:auto;border-collapse:collapse;min-width:90mm}.tot td{padding:4px 8px}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:16px;background:#fff8e1;border-top:2px solid #ffb300}.sm{font-size:11px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
