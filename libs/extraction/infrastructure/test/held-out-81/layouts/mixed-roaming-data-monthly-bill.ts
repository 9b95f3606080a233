import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'mixed-roaming-data-monthly-bill';

const COUNTRIES = ['Greece', 'Thailand', 'USA', 'Georgia', 'Japan', 'UK', 'Italy', 'Cyprus', 'Turkey', 'Portugal'];

/**
 * An Israeli travel-data (roaming SIM) provider's monthly bill, A4 (FreeSans, Hebrew in Noto Sans Hebrew): "NOMAD DATA" and
 * the company with "ח.פ." hyphenated, "חשבונית מס | Tax Invoice" with its number, a table of Hebrew labels with English
 * under them (issue date dd.mm.yyyy, billing period of the month before, due date issue + 10, customer number failing the
 * check), the plan, country packages in GB with prices in shekels, per-MB overage on some, a loyalty credit as a minus, "סה"כ
 * לפני מע"מ / Net", VAT added, and "לתשלום / Amount due" in a box. Issued in the first days of the month, Sunday to Thursday.
 */
export const mixedRoamingDataMonthlyBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 5]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, 10);
    const lines: { he: string; en: string; sum: number }[] = [{ he: 'מנוי חודשי', en: 'Monthly plan', sum: rng.pick([1990, 2990, 3990]) }];
    for (const c of rng.some(COUNTRIES, rng.int(1, 3))) {
      const gb = rng.pick([1, 3, 5, 10]);
      lines.push({ he: `חבילת גלישה ${ltr(`${gb}GB`)}`, en: `Data pack ${gb}GB - ${c}`, sum: gb * rng.pick([1900, 2400, 2900]) });
    }
    if (rng.chance(0.4)) {
      const mb = rng.int(50, 900);
      lines.push({ he: `חריגה ${ltr(`${mb}MB`)}`, en: `Overage ${mb}MB @ 0.09`, sum: mb * 9 });
    }
    if (rng.chance(0.3)) lines.push({ he: 'זיכוי נאמנות', en: 'Loyalty credit', sum: -1500 });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נומאד דאטה תקשורת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(6, 9)}${rng.digits(7)}`;
    const cell = (he: string, en: string, v: string) => `<td><div class="he">${he}</div><div class="en">${en}</div><div class="v">${v}</div></td>`;
    const body = `<div class="hd"><div class="logo">NOMAD DATA</div><div class="co">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>${ltr('*4477')} · ${ltr('nomaddata.co.il')}</div></div>
<div class="t">חשבונית מס | <span dir="ltr">Tax Invoice</span> ${ltr(doc)}</div>
<table class="g"><tr>${cell('תאריך הפקה', 'Issue date', ltr(dt(date, 'dd.mm.yyyy')))}${cell('תקופת חיוב', 'Billing period', ltr(`${dt(from, 'dd.mm.yyyy')}-${dt(to, 'dd.mm.yyyy')}`))}${cell('מועד חיוב', 'Due date', ltr(dt(due, 'dd.mm.yyyy')))}${cell('מס׳ לקוח', 'Customer no.', ltr(notAnId(rng)))}</tr></table>
<table class="it"><tr><th>פירוט / <span class="en">Description</span></th><th>סכום / <span class="en">Amount ₪</span></th></tr>${lines.map((l) => `<tr><td>${l.he} <span class="en">${l.en}</span></td><td>${ltr(amount(l.sum))}</td></tr>`).join('')}</table>
<table class="tt"><tr><td>סה"כ לפני מע"מ / <span class="en">Net</span></td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)} / <span class="en">VAT</span></td><td>${ltr(amount(vat))}</td></tr><tr class="g2"><td>לתשלום / <span class="en">Amount due</span></td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<p class="sm">החיוב יבוצע בכרטיס האשראי המסתיים ב-${ltr(rng.digits(4))} · <span dir="ltr">Charged to your card on file</span></p>`;
    const css = `body{font-family:'Noto Sans Hebrew','FreeSans';font-size:12.5px;padding:14mm 16mm}.en{font-family:'FreeSans';font-size:10.5px;color:#555}.sm{font-size:10.5px}
.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #5b2a86;padding-bottom:6px}.logo{font-family:'FreeSans';font-size:26px;font-weight:bold;color:#5b2a86}.co{text-align:left;font-size:11px}
.t{font-size:19px;font-weight:bold;margin:12px 0}table{border-collapse:collapse}.g{width:100%}.g td{border:1px solid #5b2a86;padding:4px 6px;vertical-align:top}.he{font-size:11px;color:#5b2a86}.v{font-weight:bold;margin-top:2px}
.it{width:100%;margin:12px 0}.it th{background:#efe7f6;text-align:start;padding:4px}.it td{padding:4px;border-bottom:1px solid #ddd}.it td:last-child,.it th:last-child{text-align:left}
.tt{width:52%;margin:8px auto 12px 0}.tt td{padding:4px}.tt td:last-child{text-align:left}.g2 td{border:2px solid #5b2a86;font-weight:bold;font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
