import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, hyphenId, spacedId } from '../../generalisation/notation';
import { ownId, stirred } from './extra';

const CHEFS = [
  {
    head: 'Chef Eitan Mor',
    legal: 'Eitan Mor',
    sub: 'Private dinners · Tel Aviv & the Sharon',
    kind: 'licensed',
    label: 'Licensed Dealer No.',
    id: 'plain',
    num: (rng: Rng, y: string) => `EM-${y}${String(rng.int(1, 180)).padStart(3, '0')}`,
  },
  {
    head: 'Maya Levinson – Private Dining',
    legal: 'Maya Levinson – Private Dining',
    sub: 'Seasonal menus cooked in your villa',
    kind: 'licensed',
    label: 'Osek Murshe',
    id: 'spaced',
    num: (rng: Rng) => String(rng.int(1040, 1399)),
  },
  {
    head: 'GALILEE TABLE',
    legal: 'Rami Haddad',
    sub: 'Home-style Galilean feasts · Rami Haddad',
    kind: 'exempt',
    label: 'Osek Patur (Exempt Dealer) No.',
    id: 'hyphen',
    num: (rng: Rng) => `R-${rng.int(200, 699)}`,
  },
  {
    head: 'SHULCHAN',
    legal: 'Shulchan Shabbat Catering Ltd.',
    sub: 'Shabbat and holiday meals for visiting families',
    kind: 'company',
    label: 'Company No.',
    id: 'hyphen',
    num: (rng: Rng, y: string) => `SH/${y}/${String(rng.int(1, 950)).padStart(4, '0')}`,
  },
] as const;
const CLIENTS = [
  ['The Goldstein family', 'Toronto, Canada'],
  ['Mr & Mrs Feldman', 'London, UK'],
  ['The Rosen family', 'Teaneck, NJ, USA'],
  ['Ms Sarah Klein', 'Paris, France'],
] as const;
const EVENTS = ['Friday night Shabbat dinner', 'Seder night for the family', 'Anniversary tasting dinner', 'Bar mitzvah Shabbat lunch', 'Sukkot dinner in the sukkah'];

/**
 * An Israeli private chef's English invoice to a family visiting from abroad, in shekels on A4 (Noto Serif, DejaVu
 * Serif or URW Bookman; the name in Z003 or Noto Serif Display italic over a drawn whisk and spoon, an olive rule):
 * a chef whose title is cut from the truth ("Chef Eitan Mor") with "Licensed Dealer No.", a chef with her trade
 * after a dash and "Osek Murshe" (spaced), a brand over an exempt dealer ("Osek Patur (Exempt Dealer) No."), or a
 * company ("Ltd.") with "Company No." (hyphenated); "TAX INVOICE / RECEIPT", or the exempt dealer's "RECEIPT",
 * with "No." ("EM-25034", "1187", "R-412", "SH/24/0206") and "Date"; "Client" with the home town abroad and the
 * villa or apartment rented; "Event" with its date (days before or after the document); the menu per guest,
 * sous-chef and waiter hours, market ingredients at cost, travel, wine pairing; "Subtotal", "VAT 17%/18%",
 * "Total NIS" as "₪12,480.00" or "NIS 12,480.00", or the exempt dealer's "Total NIS" with "Exempt dealer — no
 * VAT charged"; "Paid by bank transfer" or "Deposit … Balance"; a dollar reference at a stated rate.
 */
export const enPrivateChefInvoice: Layout = {
  id: 'en-private-chef-invoice',
  lang: 'en',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-private-chef-invoice');
    const c = rng.pick(CHEFS);
    const vendorTaxId = ownId(c.legal, c.kind === 'company');
    const date = randomDate(rng, '2023-06-01', '2026-03-25');
    const rate = israeliRate(date);
    const guests = rng.int(6, 28);
    const perGuest = rng.pick([28000, 34000, 39000, 45000]);
    const rows: [string, string, number][] = [[`Menu — ${rng.pick(['five', 'six', 'seven'])} courses`, `${guests} guests × ₪${amount(perGuest)}`, guests * perGuest]];
    const sousH = rng.int(4, 8);
    rows.push(['Sous-chef', `${sousH} hrs × ₪${amount(14000)}`, sousH * 14000]);
    if (guests > 12) {
      const w = rng.int(2, 3);
      rows.push(['Waiting staff', `${w} × 5 hrs × ₪${amount(9000)}`, w * 5 * 9000]);
    }
    if (rng.chance(0.6)) rows.push(['Market ingredients at cost (receipts attached)', '', rng.int(900, 3200) * 100]);
    if (rng.chance(0.5)) rows.push(['Wine pairing, Galilee & Golan wineries', `${guests} guests`, guests * rng.pick([9000, 12000])]);
    rows.push(['Travel & equipment', '', rng.pick([35000, 50000, 65000])]);
    const net = rows.reduce((a, [, , v]) => a + v, 0);
    const exempt = c.kind === 'exempt';
    const vat = exempt ? 0 : vatOfNet(net, rate);
    const tot = net + vat;
    const docNo = c.num(rng, date.slice(2, 4));
    const font = rng.pick(['Noto Serif', 'DejaVu Serif', 'URW Bookman']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd Month yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const idText = c.id === 'spaced' ? spacedId(vendorTaxId) : c.id === 'hyphen' ? hyphenId(vendorTaxId) : vendorTaxId;
    const sym = rng.chance(0.5);
    const nis = (v: number) => (sym ? `₪${amount(v)}` : `NIS ${amount(v)}`);
    const [client, home] = rng.pick(CLIENTS);
    const event = addDays(date, rng.int(-3, 12));
    const usdRate = rng.int(355, 395) / 100;
    const deposit = rng.chance(0.5) ? Math.round((tot * 0.3) / 10000) * 10000 : 0;
    const whisk = `<svg width="46" height="46" viewBox="0 0 46 46"><path d="M10 40 L26 18" stroke="#55622f" stroke-width="3"/><ellipse cx="31" cy="11" rx="7" ry="10" transform="rotate(35 31 11)" fill="none" stroke="#55622f" stroke-width="2"/><path d="M36 40 L36 22" stroke="#55622f" stroke-width="3"/><ellipse cx="36" cy="16" rx="4" ry="6" fill="#55622f"/></svg>`;
    const table = rows.map(([t, q, v]) => `<tr><td>${esc(t)}</td><td>${esc(q)}</td><td>${nis(v)}</td></tr>`).join('');
    const sums = exempt
      ? `<tr class="g"><td colspan="2">Total NIS</td><td>${nis(tot)}</td></tr><tr><td colspan="3" class="note">Exempt dealer — no VAT charged (Osek Patur).</td></tr>`
      : `<tr class="s"><td colspan="2">Subtotal</td><td>${nis(net)}</td></tr><tr><td colspan="2">VAT ${rate}%</td><td>${nis(vat)}</td></tr><tr class="g"><td colspan="2">Total NIS</td><td>${nis(tot)}</td></tr>`;
    const paid = deposit
      ? `Deposit received ${d(addDays(date, -rng.int(20, 60)))}: ${nis(deposit)} · Balance ${nis(tot - deposit)} paid by bank transfer on ${d(date)}.`
      : `Paid in full by bank transfer on ${d(date)}.`;
    const body = `<div class="head">${whisk}<div><div class="nm">${esc(c.head)}</div><div class="sub">${esc(c.sub)}</div><div class="id">${esc(c.kind === 'company' ? c.legal + ' · ' : '')}${c.label} ${idText}</div></div></div><div class="rule"></div>
<div class="row"><div><b>Client</b><br>${esc(client)}<br>${esc(home)}<br>Staying at: ${esc(rng.pick(['Villa Shemesh, Caesarea', 'Apartment 12, Rothschild Blvd 88, Tel Aviv', 'Villa Zait, Rosh Pina', 'Kibbutz guest house, Ein Gev']))}</div>
<div class="box"><div class="t">${exempt ? 'RECEIPT' : 'TAX INVOICE / RECEIPT'}</div><div>No. <b>${docNo}</b></div><div>Date: ${d(date)}</div></div></div>
<div class="ev"><b>Event:</b> ${esc(rng.pick(EVENTS))} · ${d(event)} · ${guests} guests</div>
<table class="lines"><tr><th>Item</th><th>Detail</th><th>Amount</th></tr>${table}${sums}</table>
<div class="after">${paid}<br>For your reference: about US$${amount(Math.round(tot / usdRate))} at ₪${usdRate.toFixed(2)} per dollar.<br>Bank Leumi · Branch ${rng.int(600, 980)} · Account ${rng.digits(7)} · SWIFT LUMIILIT</div>
<div class="thanks">Thank you for letting us cook for you — b'teavon!</div>`;
    const css = `body{font-family:'${font}','DejaVu Serif',serif;font-size:11.5px;color:#22261a;padding:15mm 17mm}
.head{display:flex;gap:4mm;align-items:center}.nm{font-family:'Z003','Noto Serif Display',serif;font-size:34px;color:#55622f}.sub{font-style:italic;color:#555}.id{font-size:10.5px;margin-top:1mm}
.rule{border-top:2px solid #8d9a5b;margin:4mm 0 6mm}.row{display:flex;justify-content:space-between;line-height:1.6}.box{border:1.5px solid #55622f;padding:2.5mm 5mm;min-width:60mm;line-height:1.7}.box .t{font-weight:bold;font-size:15px}
.ev{margin:6mm 0 3mm}.lines{width:100%;border-collapse:collapse}.lines th{text-align:left;border-bottom:1.5px solid #55622f;padding:1.5mm}.lines td{padding:1.5mm;border-bottom:0.5px solid #ddd}.lines td:last-child,.lines th:last-child{text-align:right;white-space:nowrap}
.s td{border-top:1.5px solid #55622f}.g td{font-weight:bold;font-size:14px}.note{font-style:italic}.after{margin-top:8mm;line-height:1.8}.thanks{margin-top:10mm;font-style:italic;color:#55622f}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: c.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(tot), ...(exempt ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
