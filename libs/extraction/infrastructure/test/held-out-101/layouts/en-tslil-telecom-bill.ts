import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, enMonth, firstOfMonth, lastOfMonth, notAnId, workday } from '../../generalisation/notation';
import { idOf, next, total, vatOn } from './extra';

const ID = 'en-tslil-telecom-bill';

/** Plan, agorot a month before VAT in 2022. */
const PLANS: [string, number][] = [
  ['5G Unlimited 300GB', 4190],
  ['5G Unlimited 1000GB', 5890],
  ['Talk & Browse 40GB', 2890],
  ['Senior 15GB', 1990],
  ['Junior 10GB, filtered', 1690],
];
const ABROAD: [string, number][] = [
  ['Abroad bundle 3GB / 7 days', 3390],
  ['Abroad bundle 10GB / 15 days', 6690],
  ['Abroad bundle 25GB / 30 days', 10990],
];
const HOLDERS: [string, string][] = [
  ['Catriona Doyle', '14 HaBrosh St., Shlomi'],
  ['Emeka Okonjo', '7 HaShikma St., Reina'],
  ['Inés Castellanos', '22 HaDekel St., Maghar'],
  ['Tobias Lindqvist', '3 HaErez St., Tamra'],
];

/**
 * An Israeli mobile operator's monthly bill in English for a customer who asked for it, A4 (URW Gothic for the mark and
 * headings, Noto Sans): "tslil" lower-case in a teal rounded box, the company "Tslil Communications Ltd." with
 * "Company No." plain and the Tira address in small type; the holder's address block; a row of four boxes ("Account
 * no." failing the check, "Tax invoice no." nnn-nnnnnnn, "Invoice date" d Mon yyyy on the 2nd-6th, "Billing period"
 * the previous month as d Mon yyyy – d Mon yyyy); per number its package, sometimes an abroad bundle and dialling abroad
 * by the minute; "Charges subject to VAT", "VAT n%" added, "Handset instalment k of 36 (VAT charged at purchase)"
 * sometimes, "Total amount due" "₪…" in a teal bar with the card debit date (10-18 days on, a workday); the previous
 * bill and its payment as distractors.
 */
export const enTslilTelecomBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'telecom bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [2, 6]);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const p = (a: number) => Math.round((a * rise) / 10) * 10;
    const lines = [...Array(rng.int(1, 3))].map(() => {
      const [plan, fee] = rng.pick(PLANS);
      const charges: [string, number][] = [[`Package: ${plan}`, p(fee)]];
      if (rng.chance(0.3)) {
        const [name, price] = rng.pick(ABROAD);
        charges.push([name, p(price)]);
      }
      if (rng.chance(0.4)) {
        const min = rng.int(3, 90);
        charges.push([`Dialling abroad, ${min} minutes × 0.22`, min * 22]);
      }
      return { number: cellular(rng), charges };
    });
    const net = total(lines.flatMap((l) => l.charges.map(([, s]) => s)));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const instalment = rng.chance(0.4) ? { k: rng.int(2, 35), sum: rng.pick([4990, 6990, 8325, 11990, 13875]) } : null;
    const due = net + vat + (instalment?.sum ?? 0);
    const vendorName = 'Tslil Communications Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.digits(3)}-${rng.digits(7)}`;
    const debit = workday(addDays(date, rng.int(10, 18)), addDays);
    const [holder, address] = rng.pick(HOLDERS);
    const previous = rng.int(6000, 38000);
    const box = (l: string, v: string) => `<div class="bx"><div class="l">${l}</div><div class="v">${v}</div></div>`;
    const body = `<div class="hd"><div class="mark"><span class="logo">tslil</span></div><div class="co">${vendorName} · Company No. ${taxId}<br>8 HaMada St., Tira · Customer care *${rng.int(1200, 1999)}</div></div>
<div class="to">${holder}<br>${address}</div>
<div class="boxes">${box('Account no.', notAnId(rng))}${box('Tax invoice no.', doc)}${box('Invoice date', dt(date, 'd Mon yyyy'))}${box('Billing period', `${dt(from, 'd Mon yyyy')} – ${dt(to, 'd Mon yyyy')}`)}</div>
<h2>Your bill for ${enMonth(from)}</h2>
${lines.map((l) => `<table class="t"><tr><th colspan="2">Number ${l.number}</th></tr>${l.charges.map(([n, s]) => `<tr><td>${n}</td><td>₪${amount(s)}</td></tr>`).join('')}</table>`).join('')}
<table class="sum"><tr><td>Charges subject to VAT</td><td>₪${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>₪${amount(vat)}</td></tr>${instalment ? `<tr><td>Handset instalment ${instalment.k} of 36 (VAT charged at purchase)</td><td>₪${amount(instalment.sum)}</td></tr>` : ''}</table>
<div class="due"><span>Total amount due</span><span>₪${amount(due)}</span></div><div class="sm">To be charged to card no. ****${rng.digits(4)} on ${dt(debit, 'd Mon yyyy')}.</div>
<div class="prev">Previous bill ₪${amount(previous)} · payment received ${dt(addDays(from, rng.int(9, 16)), 'd Mon yyyy')}, thank you.</div>`;
    const css = `body{font-family:'Noto Sans';font-size:12px;padding:14mm 15mm;color:#111}.hd{display:flex;justify-content:space-between;align-items:center}.mark{font-family:'URW Gothic';font-size:20px}.logo{background:#147b7b;color:#fff;border-radius:14px;padding:2px 14px;font-size:30px}.co{font-size:10.5px;text-align:right}
.to{margin:16px 0;line-height:1.5}.boxes{display:flex;gap:8px}.bx{flex:1;border:1px solid #147b7b;border-radius:6px;padding:5px 8px}.l{font-size:10px;color:#147b7b}.v{font-weight:bold}
h2{font-family:'URW Gothic';font-size:17px;margin:16px 0 6px;color:#147b7b}.t{width:100%;border-collapse:collapse;margin-bottom:8px}.t th{text-align:left;background:#e3f1f1;padding:4px}.t td{padding:3px 4px;border-bottom:1px solid #dde}.t td:last-child{text-align:right;width:30mm}
.sum{margin:8px 0 0 auto;border-collapse:collapse}.sum td{padding:3px 6px}.sum td:last-child{text-align:right}.due{display:flex;justify-content:space-between;background:#147b7b;color:#fff;font-family:'URW Gothic';font-size:18px;padding:6px 12px;margin:10px 0 4px}.sm{font-size:10.5px}.prev{margin-top:20px;font-size:10.5px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(due), tax: truthAmount(vat) },
    };
  },
};
