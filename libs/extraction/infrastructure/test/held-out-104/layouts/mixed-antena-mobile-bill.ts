import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, enMonth, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'mixed-antena-mobile-bill';

/** Agorot a month before VAT, by year: the main plan and each added line (approximate). */
const PLAN: Record<number, { main: number; extra: number }> = {
  2022: { main: 4264, extra: 2478 },
  2023: { main: 4264, extra: 2478 },
  2024: { main: 4692, extra: 2735 },
  2025: { main: 4737, extra: 2712 },
  2026: { main: 4992, extra: 2881 },
};
const HOLDERS = ['Natalia Berezin', 'Daniel Okonkwo', 'Sophie Marchetti', 'Yosef Tesfaye', 'Carmen Villalobos', 'Ethan Whitfield'];

/**
 * A mobile operator's monthly bill, Hebrew with the English under or beside each label, A4 (Noto Sans Hebrew, Noto
 * Sans Mono for the figures): a purple header with drawn signal arcs, "אנטנה" and "ANTENA · mobile", "אנטנה תקשורת
 * סלולרית בע"מ" and "ח.פ. / Company No." hyphenated; "חשבונית מס / Tax invoice" with "מס' חשבונית / Invoice no." (yymm
 * and six digits), "תאריך הפקה / Issued" dd.mm.yyyy (the 1st-8th), "תקופת חיוב / Billing period" (the month before, by
 * name in both languages), "מס' חשבון / Account" (failing the check) and "ירד בכרטיס / Card debit on" (the 10th; a
 * distractor); the holder (in English); per line its number and charges: the plan, added lines, sometimes a roaming pack,
 * calls abroad by the minute, a loyalty discount; "סה"כ לפני מע"מ / Subtotal", "מע"מ n% / VAT", "סה"כ לתשלום / Total
 * due" "₪ …"; any day.
 */
export const mixedAntenaMobileBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [1, 8]);
    const year = Number(date.slice(0, 4));
    const p = PLAN[year];
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const extra = rng.int(0, 3);
    const lines: [string, string, number][] = [['מסלול 5G ללא הגבלה', '5G unlimited plan', p.main]];
    for (let i = 0; i < extra; i++) lines.push([`קו נוסף ${i + 1}`, `Added line ${i + 1}`, p.extra]);
    if (rng.chance(0.35)) lines.push(['חבילת גלישה בחו"ל 5GB', 'Data abroad pack 5GB', rng.pick([3405, 4256, 5098])]);
    if (rng.chance(0.5)) {
      const min = rng.int(3, 95);
      lines.push([`שיחות לחו"ל ${min} דק'`, `Calls abroad ${min} min × 0.42`, min * 42]);
    }
    if (rng.chance(0.4)) lines.push(['הנחת נאמנות', 'Loyalty discount', -rng.pick([500, 850, 1000])]);
    const net = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אנטנה תקשורת סלולרית בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${date.slice(5, 7)}${rng.digits(6)}`;
    const en = (s: string) => `<span class="en">${ltr(s)}</span>`;
    const fix = (s: string) => s.replace(/[0-9A-Za-z][0-9A-Za-z"'\-.]*/g, (m) => ltr(m));
    const rows = lines.map(([he, e, s]) => `<tr><td>${fix(he)}<div class="sub">${en(e)}</div></td><td>${en(amount(s))}</td></tr>`).join('');
    const arcs = `<svg width="44" height="40" viewBox="0 0 44 40"><circle cx="22" cy="34" r="4" fill="#fff"/>${[12, 20, 28].map((r) => `<path d="M${22 - r * 0.7} ${34 - r * 0.7} A${r} ${r} 0 0 1 ${22 + r * 0.7} ${34 - r * 0.7}" fill="none" stroke="#fff" stroke-width="3"/>`).join('')}</svg>`;
    const meta: [string, string, string][] = [
      ["מס' חשבונית", 'Invoice no.', `<b>${en(doc)}</b>`],
      ['תאריך הפקה', 'Issued', en(dt(date, 'dd.mm.yyyy'))],
      ['תקופת חיוב', 'Billing period', `${heMonth(from).replace(/\d+/, (m) => ltr(m))} / ${en(enMonth(from))}`],
      ["מס' חשבון", 'Account', en(notAnId(rng))],
      ['ירד בכרטיס', 'Card debit on', en(dt(plus(firstOfMonth(date), 9), 'dd.mm.yyyy'))],
    ];
    const body = `<div class="hd">${arcs}<div><div class="nm">אנטנה</div><div class="en w">ANTENA · mobile</div></div><div class="co">${vendorName}<br>ח.פ. / ${en(`Company No. ${hyphenId(taxId)}`)}<br>${en('*' + rng.digits(4))} · ${en('antena.co.il')}</div></div>
<div class="ti">חשבונית מס / ${en('Tax invoice')}</div>
<table class="meta">${meta.map(([h, e, v]) => `<tr><th>${h} / ${en(e)}</th><td>${v}</td></tr>`).join('')}</table>
<div class="holder">${en(rng.pick(HOLDERS))} · ${en(cellular(rng))} · ${en(`${dt(from, 'dd/mm/yyyy')} – ${dt(to, 'dd/mm/yyyy')}`)}</div>
<table class="t"><tr><th>פירוט / ${en('Details')}</th><th>₪</th></tr>${rows}
<tr class="s"><td>סה"כ לפני מע"מ / ${en('Subtotal')}</td><td>${en(amount(net))}</td></tr><tr class="s"><td>מע"מ ${ltr(`${rate}%`)} / ${en('VAT')}</td><td>${en(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום / ${en('Total due')}</td><td>${en(`₪ ${amount(gross)}`)}</td></tr></table>
<p class="sm">הסכום ייגבה בכרטיס האשראי שבהוראת הקבע. / ${en('The total will be charged to your card on file.')}</p>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:12.5px;padding:12mm 15mm;color:#241a33}.en{font-family:'Noto Sans Mono';font-size:11px}.hd{background:#5b2a86;color:#fff;display:flex;gap:14px;align-items:center;padding:10px 16px;border-radius:4px}.nm{font-size:30px;font-weight:bold;line-height:1.1}.w{color:#e6d8f3}
.co{margin-inline-start:auto;font-size:11px;line-height:1.6;text-align:left}.ti{font-size:20px;font-weight:bold;margin:14px 0 6px;color:#5b2a86}.meta{border-collapse:collapse}.meta th{text-align:start;font-weight:normal;color:#555;padding:2px 0 2px 18px}.meta td{padding:2px 0}
.holder{background:#f1eaf8;padding:6px 10px;margin:10px 0}.t{width:100%;border-collapse:collapse}.t th{text-align:start;border-bottom:2px solid #5b2a86;padding:4px}.t td{padding:5px 4px;border-bottom:1px solid #e3dcea}.t td:last-child,.t th:last-child{text-align:left;white-space:nowrap}.sub{color:#666}
.s td{font-weight:bold}.g td{font-weight:bold;font-size:16px;background:#5b2a86;color:#fff}.g .en{font-size:14px}.sm{font-size:11px;color:#555;margin-top:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
