import { htmlPage, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { comma, next, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'en-opole-credit-note';

/** A valid Polish NIP: a tax office's three digits, six more, and the check digit on the weights 6, 5, 7, 2, 3, 4, 5, 6, 7. */
function nip(rng: Rng, office: string): string {
  for (;;) {
    const base = office + rng.digits(6);
    const sum = [6, 5, 7, 2, 3, 4, 5, 6, 7].reduce((s, w, i) => s + w * Number(base[i]), 0) % 11;
    if (sum < 10) return base + String(sum);
  }
}
const dashed = (n: string) => `${n.slice(0, 3)}-${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`;
/** Złoty a euro, approximate, by year. */
const PLN: Record<number, number> = { 2022: 46800, 2023: 45400, 2024: 43100, 2025: 42600, 2026: 42300 };
/** Product and euro cents a piece in 2022. */
const PRODUCTS: [string, number][] = [
  ['Shipping carton, flute B, 400×300×250 mm', 38],
  ['Shipping carton, flute BC, 600×400×400 mm', 112],
  ['Punched tray, printed, 300×200×80 mm', 54],
  ['Mailer box, bleached kraft, 250×180×60 mm', 46],
  ['Partition insert, 12 cells', 21],
  ['Collar sleeve, 1200×800×600 mm', 295],
];
const BUYERS: [string, string, string][] = [
  ['Mleczarnia Dobrzeń Sp. z o.o.', 'ul. Opolska 7, 46-081 Dobrzeń Wielki', '754'],
  ['Nyskie Zakłady Cukiernicze S.A.', 'ul. Grodkowska 40, 48-300 Nysa', '753'],
  ['Brzeska Wytwórnia Kosmetyków Sp. z o.o.', 'ul. Armii Krajowej 11, 49-300 Brzeg', '747'],
  ['Prudnik Tekstylia Sp. j.', 'ul. Kościuszki 52, 48-200 Prudnik', '755'],
];
const REASONS: ['qty' | 'price', string][] = [
  ['qty', 'Cartons returned, crushed during haulage; confirmed by the buyer’s complaint report'],
  ['qty', 'Fewer pieces received than the dispatch note shows'],
  ['price', 'Price reduction agreed following a complaint about colour registration'],
  ['price', 'Quarterly volume rebate under the framework agreement'],
];

/**
 * A corrugated-packaging maker at Opole, Poland, correcting an invoice to a Polish buyer in euros, in English with the
 * Polish terms, A4 (FreeSans, DejaVu Sans Mono for the figures): "CORRECTING INVOICE" with "(Faktura korygująca)" and
 * "No." FK/nnnn/mm/yyyy opposite "Issued on" yyyy-mm-dd and "Issued at"; "Vendor (Sprzedawca)" – "Falista
 * Opakowania Sp. z o.o.", street, "NIP" hyphenated, "REGON" and "KRS" – beside "Buyer (Nabywca)" with its own NIP (a
 * distractor); "Corrects invoice" FV/nnnn/mm/yyyy of its date (10-60 days before; a distractor) and the reason; for each
 * corrected line three rows, "as invoiced", "as corrected" and "difference" (quantity in pieces, unit net price, net
 * value, VAT 23%); a summary of net, VAT 23% and gross as invoiced, as corrected and the difference (the VAT difference is
 * the corrected VAT less the invoiced VAT, each 23% of its net rounded to the cent); "Amount to be credited: -… EUR"; "VAT difference in PLN" at
 * the original invoice's NBP rate (a distractor); weekdays.
 */
export const enOpoleCreditNote: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    let date = raw;
    while (weekdayOf(date) === 0 || weekdayOf(date) === 6) date = plus(date, date.slice(8) > '25' ? -1 : 1);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const [kind, reason] = rng.pick(REASONS);
    const lines = rng.some(PRODUCTS, rng.int(1, 3)).map(([name, p]) => {
      const price = Math.round(p * rise);
      const q = rng.int(4, 40) * 250;
      const after =
        kind === 'qty' ? { q: q - rng.int(1, Math.max(1, Math.floor(q / 1000))) * 250, price } : { q, price: price - Math.max(1, Math.round((price * rng.int(5, 15)) / 100)) };
      return { name, before: { q, price }, after };
    });
    const net = (s: { q: number; price: number }) => s.q * s.price;
    const netBefore = total(lines.map((l) => net(l.before)));
    const netAfter = total(lines.map((l) => net(l.after)));
    const vatBefore = vatOn(netBefore, 23);
    const vatAfter = vatOn(netAfter, 23);
    const dNet = netAfter - netBefore;
    const dVat = vatAfter - vatBefore;
    const dGross = dNet + dVat;
    const vendorName = 'Falista Opakowania Sp. z o.o.';
    const sellerNip = nip(new Rng(seedOf(`h102~${vendorName}`)), '754');
    const [buyer, buyerStreet, office] = rng.pick(BUYERS);
    const mm = date.slice(5, 7);
    const doc = `FK/${String(rng.int(8, 160)).padStart(4, '0')}/${mm}/${year}`;
    let origDate = plus(date, -rng.int(10, 60));
    while (weekdayOf(origDate) === 0 || weekdayOf(origDate) === 6) origDate = plus(origDate, -1);
    const orig = `FV/${String(rng.int(300, 2400)).padStart(4, '0')}/${origDate.slice(5, 7)}/${origDate.slice(0, 4)}`;
    const fx = PLN[Number(origDate.slice(0, 4))] + rng.int(-300, 300);
    let fxDay = plus(origDate, -1);
    while (weekdayOf(fxDay) === 0 || weekdayOf(fxDay) === 6) fxDay = plus(fxDay, -1);
    const dVatPln = Math.round((dVat * fx) / 10000);
    const eur = (c: number) => comma(c, ' ');
    const pcs = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');
    const tri = (l: (typeof lines)[number]) => {
      const d = { q: l.after.q - l.before.q, price: l.after.price - l.before.price };
      const r = (label: string, s: { q: number; price: number }, value: number, cls = '') =>
        `<tr class="${cls}"><td>${label}</td><td>${pcs(s.q)}</td><td>${eur(s.price)}</td><td>${eur(value)}</td><td>23%</td></tr>`;
      return `<tr class="pn"><td colspan="5">${l.name}</td></tr>${r('as invoiced (przed korektą)', l.before, net(l.before))}${r('as corrected (po korekcie)', l.after, net(l.after))}${r('difference (różnica)', d, net(l.after) - net(l.before), 'df')}`;
    };
    const body = `<div class="top"><div><div class="ti">CORRECTING INVOICE</div><div class="pl">(Faktura korygująca)</div><div class="no">No. <span class="m">${doc}</span></div></div>
<table class="dd"><tr><th>Issued on</th><td class="m">${date}</td></tr><tr><th>Issued at</th><td>Opole</td></tr><tr><th>Currency</th><td>EUR</td></tr></table></div>
<div class="parties"><div><div class="lb">Vendor (Sprzedawca)</div><b>${vendorName}</b><br>ul. Wrocławska ${rng.int(100, 190)}, 45-837 Opole<br>NIP <span class="m">${dashed(sellerNip)}</span> · REGON <span class="m">53${rng.digits(7)}</span><br>KRS <span class="m">0000${rng.digits(6)}</span></div>
<div><div class="lb">Buyer (Nabywca)</div><b>${buyer}</b><br>${buyerStreet}<br>NIP <span class="m">${dashed(nip(rng, office))}</span></div></div>
<div class="ref">Corrects invoice <b class="m">${orig}</b> of <span class="m">${origDate}</span><br>Reason (Przyczyna korekty): ${reason}</div>
<table class="t"><thead><tr><th></th><th>Qty (pcs)</th><th>Unit net price</th><th>Net value</th><th>VAT</th></tr></thead><tbody>${lines.map(tri).join('')}</tbody></table>
<table class="sum"><thead><tr><th></th><th>Net</th><th>VAT 23%</th><th>Gross</th></tr></thead><tbody><tr><td>As invoiced</td><td>${eur(netBefore)}</td><td>${eur(vatBefore)}</td><td>${eur(netBefore + vatBefore)}</td></tr><tr><td>As corrected</td><td>${eur(netAfter)}</td><td>${eur(vatAfter)}</td><td>${eur(netAfter + vatAfter)}</td></tr><tr class="df"><td>Difference</td><td>${eur(dNet)}</td><td>${eur(dVat)}</td><td>${eur(dGross)}</td></tr></tbody></table>
<div class="due">Amount to be credited: <span class="m">${eur(dGross)} EUR</span></div>
<div class="pln">VAT difference in PLN: <span class="m">${comma(dVatPln, ' ')} PLN</span> (NBP average rate published ${fxDay}: 1 EUR = ${(fx / 10000).toFixed(4).replace('.', ',')} PLN, as on the corrected invoice)</div>
<div class="pay">The amount will be refunded within 14 days to the buyer’s account or offset against open invoices. Issued by: ${rng.pick(['Agnieszka Wójcik', 'Paweł Nowicki', 'Katarzyna Zając'])}</div>
<div class="foot">${vendorName} · EU VAT PL${sellerNip} · mBank S.A. EUR account PL${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}</div>`;
    const css = `body{font-family:'FreeSans';font-size:12px;padding:14mm 15mm}.m{font-family:'DejaVu Sans Mono';font-size:11px}.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #000;padding-bottom:6px}
.ti{font-size:24px;font-weight:bold;letter-spacing:1px}.pl{font-style:italic}.no{margin-top:4px;font-size:14px}.dd th{text-align:left;font-weight:normal;padding:1px 10px 1px 0;color:#444}
.parties{display:flex;gap:10mm;margin:10px 0}.parties>div{flex:1;border:1px solid #888;padding:6px 8px;line-height:1.5}.lb{font-size:10px;text-transform:uppercase;color:#444}
.ref{margin:6px 0 10px;line-height:1.5}.t,.sum{width:100%;border-collapse:collapse}.t th,.sum th{background:#ddd;padding:3px 5px;text-align:right}.t th:first-child,.sum th:first-child{text-align:left}
.t td,.sum td{padding:2px 5px;text-align:right;font-family:'DejaVu Sans Mono';font-size:11px;border-bottom:1px solid #e3e3e3}.t td:first-child,.sum td:first-child{text-align:left;font-family:'FreeSans';font-size:12px}.pn td{font-weight:bold;font-family:'FreeSans';font-size:12px;padding-top:6px}.df td{font-weight:bold;border-bottom:1.5px solid #000}
.sum{margin-top:10px;width:70%;margin-left:auto}.due{margin-top:10px;text-align:right;font-size:16px;font-weight:bold}.pln{margin-top:6px;text-align:right;font-size:11px;color:#333}.pay{margin-top:14px}.foot{margin-top:12px;border-top:1px solid #888;padding-top:4px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(dGross), tax: truthAmount(dVat) },
    };
  },
};
