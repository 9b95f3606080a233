import { amount, checkDigit, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, workday } from '../../generalisation/notation';
import { avoid, idOf, next, plus, total, vatOn } from './extra';

const ID = 'en-ugav-pipe-organ-restoration-gbp-invoice';

/** Shekels a pound in ten-thousandths, the range of each year (approximate). */
const GBP: Record<number, [number, number]> = { 2022: [41500, 45500], 2023: [44000, 47500], 2024: [45500, 48500], 2025: [44500, 49500], 2026: [42000, 46000] };
const STOPS = ['Open Diapason 8′', 'Stopped Diapason 8′', 'Principal 4′', 'Flute 4′', 'Fifteenth 2′', 'Trumpet 8′', 'Mixture III'];
const CUSTOMERS = ["St Aidan's Anglican Church, Haifa", 'Carmel Baroque Society (R.A.)', 'Beit HaNeginah Concert Hall (R.A.)', 'Church of the Good Shepherd, Jaffa'];

/**
 * A pipe-organ builder's workshop in Jerusalem invoicing an Israeli church or concert society in pounds sterling with
 * Israeli VAT (the pipes and leather come from British suppliers and the contract is in sterling), A4 (URW Bookman for
 * the word mark, Liberation Serif, Nimbus Mono PS): a drawn row of pipes beside "UGAV", "Ugav Organ Builders Ltd." with
 * "Company No." hyphenated in the letterhead; "TAX INVOICE", "Invoice No." (UG-, the year, a hyphen, three digits),
 * "Invoice date" d Month yyyy; the customer with its registration number, the instrument, the work done from and to
 * and "Payment: 30 days" with its date (distractors); the tuning visit, voicing by the rank, replacement pipes by the
 * pipe, releathering, the blower, workshop labour in tenths of an hour x £ an hour, travel; "Net amount", "VAT n%"
 * added, "Total due (GBP)" "£ …"; the Bank of Israel representative rate of the day before, the shekel total and
 * VAT (distractors); the sterling account; Sunday to Thursday.
 */
export const enUgavPipeOrganRestorationGbpInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.04)) / 500) * 500;
    const lines: [string, string, string, number][] = [['Annual tuning and regulation visit', '1', amount(up(48000)), up(48000)]];
    for (const stop of rng.some(STOPS, rng.int(1, 3))) lines.push([`Revoicing of rank – ${stop}`, '1', amount(up(26000)), up(26000)]);
    if (rng.chance(0.6)) {
      const q = rng.int(3, 24);
      lines.push(['Replacement pipes, 70% tin, made in England', String(q), amount(up(3800)), q * up(3800)]);
    }
    if (rng.chance(0.4)) lines.push(['Releathering of the main reservoir bellows', '1', amount(up(185000)), up(185000)]);
    if (rng.chance(0.35)) lines.push(['Blower motor service and new filter', '1', amount(up(22000)), up(22000)]);
    const tenths = rng.int(60, 400);
    const hourly = up(5500);
    lines.push(['Workshop labour (hours)', (tenths / 10).toFixed(1), amount(hourly), Math.round((tenths * hourly) / 10)]);
    if (rng.chance(0.5)) lines.push(['Travel and lodging, two technicians', '1', amount(16000), 16000]);
    const net = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Ugav Organ Builders Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `UG-${year}-${String(rng.int(1, 180)).padStart(3, '0')}`;
    const [lo, hi] = GBP[year];
    const fx = rng.int(lo, hi);
    const fxDay = avoid(plus(date, -1), [5, 6]);
    const custBase = `58${rng.digits(6)}`;
    const done = plus(date, -rng.int(1, 10));
    const pipes = `<svg width="60" height="52" viewBox="0 0 60 52">${[30, 40, 48, 40, 30, 22]
      .map(
        (h, i) =>
          `<rect x="${4 + i * 9}" y="${50 - h}" width="6" height="${h}" fill="#4e342e"/><path d="M${4 + i * 9} ${50 - h + 6} L${7 + i * 9} ${50 - h + 3} L${10 + i * 9} ${50 - h + 6}" stroke="#fff" stroke-width="1" fill="none"/>`,
      )
      .join('')}<rect x="0" y="49" width="60" height="3" fill="#4e342e"/></svg>`;
    const body = `<div class="lh"><div class="mark">${pipes}<span>UGAV</span></div><div class="addr">${vendorName}<br>Company No. ${hyphenId(taxId)}<br>14 Ha'Oman St., Talpiot, Jerusalem 9342114<br>Tel 02-67${rng.digits(5)} · workshop@ugav-organs.co.il</div></div>
<h1>TAX INVOICE</h1>
<table class="meta"><tr><th>Invoice No.</th><td>${doc}</td><th>Invoice date</th><td>${dt(date, 'd Month yyyy')}</td></tr>
<tr><th>Customer</th><td>${rng.pick(CUSTOMERS)}<br>Reg. No. ${custBase}${checkDigit(custBase)}</td><th>Instrument</th><td>${rng.pick(['two-manual', 'three-manual', 'single-manual chamber'])} organ, ${rng.int(1880, 1975)}</td></tr>
<tr><th>Work carried out</th><td>${dt(plus(done, -rng.int(3, 20)), 'd Month yyyy')} to ${dt(done, 'd Month yyyy')}</td><th>Payment</th><td>30 days – by ${dt(workday(plus(date, 30), plus), 'd Month yyyy')}</td></tr></table>
<table class="t"><tr><th>Description</th><th>Qty</th><th>Unit £</th><th>Amount £</th></tr>${lines.map(([a, q, p, s]) => `<tr><td>${a}</td><td>${q}</td><td>${p}</td><td>${amount(s)}</td></tr>`).join('')}</table>
<div class="tot"><div><span>Net amount</span><span>£ ${amount(net)}</span></div><div><span>VAT ${rate}%</span><span>£ ${amount(vat)}</span></div><div class="g"><span>Total due (GBP)</span><span>£ ${amount(gross)}</span></div></div>
<p class="fx">For VAT reporting in shekels: Bank of Israel representative rate of ${dt(fxDay, 'dd/mm/yyyy')}, £1 = ₪${(fx / 10000).toFixed(4)}; total ₪${amount(Math.round((gross * fx) / 10000))}, of which VAT ₪${amount(Math.round((vat * fx) / 10000))}.</p>
<p class="bank">Please pay in sterling to our GBP account: Bank Leumi, branch 9${rng.digits(2)}, IBAN IL${rng.digits(2)} 0109 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}. Prices are in pounds sterling as agreed in the maintenance contract.</p>`;
    const css = `body{font-family:'Liberation Serif';font-size:13px;padding:16mm 18mm;color:#2b2118}.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #4e342e;padding-bottom:8px}
.mark{display:flex;align-items:flex-end;gap:10px}.mark span{font-family:'URW Bookman';font-size:40px;font-weight:bold;letter-spacing:6px;color:#4e342e;line-height:1}.addr{text-align:right;font-size:11.5px;line-height:1.5}
h1{font-family:'URW Bookman';font-size:20px;letter-spacing:3px;margin:16px 0 8px}.meta{width:100%;border-collapse:collapse}.meta th{text-align:left;font-weight:normal;color:#6d5a4c;padding:3px 8px 3px 0;vertical-align:top;white-space:nowrap}.meta td{padding:3px 14px 3px 0;vertical-align:top}
.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{text-align:left;border-bottom:1.5px solid #4e342e;padding:4px}.t td{padding:4px;border-bottom:1px dotted #a1887f}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right;font-family:'Nimbus Mono PS'}
.tot{width:46%;margin:12px 0 0 auto;font-family:'Nimbus Mono PS'}.tot div{display:flex;justify-content:space-between;padding:3px}.g{font-weight:bold;font-size:15px;border-top:2px solid #4e342e}.fx{margin-top:18px;font-size:11.5px;color:#555}.bank{font-size:11.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
