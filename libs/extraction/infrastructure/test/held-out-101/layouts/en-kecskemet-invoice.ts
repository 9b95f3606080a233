import { addDays, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { avoid, comma, next, plus, total, vatOn } from './extra';

const ID = 'en-kecskemet-invoice';

/** Service or part, unit, euro cents a unit before VAT in 2022, quantities. */
const LINES: [string, string, number, number[]][] = [
  ['5-axis machining unit, preventive servicing', 'h', 6800, [4, 6, 8, 12]],
  ['Spindle cartridge rebuild, labour', 'h', 7400, [6, 9, 14]],
  ['Precision spindle races', 'lot', 118000, [1]],
  ['Recirculating screw assembly, X axis', 'pc', 214000, [1]],
  ['Linear encoder re-alignment and sample machining', 'h', 7400, [2, 3, 4]],
  ['Coolant sump flush and strainer renewal', 'lot', 36000, [1, 2]],
  ['Clamping unit gaskets', 'lot', 18500, [1, 2]],
  ['Magazine changer gripper fingers', 'pc', 4200, [4, 8, 12]],
  ['Interferometer positioning measurement', 'axis', 29000, [3, 5]],
  ['Urgent attendance surcharge', 'lot', 25000, [1]],
];
const CLIENTS: [string, string][] = [
  ['Kunsági Alkatrészgyártó Zrt.', 'Ipari Park, Kiskunfélegyháza'],
  ['Homokhát Öntöde Kft.', 'Szolnoki út 41., Nagykőrös'],
  ['Duna-Tisza Hajtástechnika Kft.', 'Halasi út 8., Kiskőrös'],
];
/** HUF for one euro, in hundredths, around each year's average (approximate). */
const HUF: Record<number, [number, number]> = { 2022: [38500, 41500], 2023: [37500, 39500], 2024: [38500, 40500], 2025: [39000, 41000], 2026: [38000, 40500] };

/** "2024.05.17." */
const hu = (iso: string) => `${iso.replace(/-/g, '.')}.`;
/** A Hungarian tax number: seven digits and their check digit (weights 9, 7, 3, 1), the VAT code, the county code. */
function adoszam(rng: Rng, county: string): string {
  const base = String(rng.int(1000000, 3299999));
  const sum = [...base].reduce((s, d, i) => s + Number(d) * [9, 7, 3, 1][i % 4], 0);
  return `${base}${(10 - (sum % 10)) % 10}-${rng.pick(['2', '2', '3'])}-${county}`;
}

/**
 * A machine-tool service company at Kecskemét, Hungary, invoicing a Hungarian manufacturer in euros in English, A4
 * (P052 for the name and title, Nimbus Sans): "Hírös Precíziós" over "Gépszerviz Kft." at the left with the address,
 * "Tax no. (adószám)" nnnnnnnn-2-03 (or -3-03; its eighth digit a check digit), "EU VAT no." HU and the first eight
 * digits, "Company registration no." 03-09-nnnnnn and "☎" at the right; "INVOICE · SZÁMLA"; the buyer with its own
 * adószám and PO (distractors) beside "Invoice no." HPG-yyyy/nnnnn, "Invoice date (kelte)", "Completion date
 * (teljesítés)" 0-8 days before and "Payment due" 15 or 30 days on, all yyyy.mm.dd.; service and part lines with unit,
 * quantity, unit price and net in Hungarian notation ("1 234,56"); "Net total (nettó)", "VAT (ÁFA) 27%", "Gross total
 * (bruttó) EUR"; the VAT in forints at a stated MNB rate (a distractor) and the EUR IBAN with the company's full name;
 * weekdays.
 */
export const enKecskemetInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0, 6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const lines = rng.some(LINES, rng.int(3, 6)).map(([name, unit, p, qs]) => ({ name, unit, q: rng.pick(qs), price: Math.round((p * rise) / 100) * 100 }));
    const net = total(lines.map((l) => l.q * l.price));
    const vat = vatOn(net, 27);
    const gross = net + vat;
    const vendorName = 'Hírös Precíziós Gépszerviz Kft.';
    const tax = adoszam(rng, '03');
    const doc = `HPG-${year}/${String(rng.int(40, 1900)).padStart(5, '0')}`;
    const supply = plus(date, -rng.int(0, 8));
    const due = addDays(date, rng.pick([15, 30]));
    const huf = rng.int(...HUF[year]);
    const vatHuf = Math.round((vat * huf) / 10000);
    const [client, where] = rng.pick(CLIENTS);
    const f = (c: number) => comma(c, ' ');
    const body = `<div class="hd"><div><div class="nm">Hírös Precíziós</div><div class="sub">Gépszerviz Kft.</div><div class="sm">Szélmalom utca 14., H-6000 Kecskemét, Hungary</div></div>
<div class="ids">Tax no. (adószám): ${tax}<br>EU VAT no.: HU${tax.slice(0, 8)}<br>Company registration no.: 03-09-${rng.int(100000, 139999)}<br>☎ +36 76 ${rng.digits(3)} ${rng.digits(3)}</div></div>
<div class="ti">INVOICE · SZÁMLA</div>
<div class="mid"><div class="buyer"><div class="lb">Buyer (vevő)</div><b>${client}</b><br>${where}, Hungary<br>Tax no.: ${adoszam(rng, '03')}<br>Your PO: ${rng.int(4500000000, 4500999999)}</div>
<table class="meta"><tr><th>Invoice no.</th><td>${doc}</td></tr><tr><th>Invoice date (kelte)</th><td>${hu(date)}</td></tr><tr><th>Completion date (teljesítés)</th><td>${hu(supply)}</td></tr><tr><th>Payment due</th><td>${hu(due)}</td></tr><tr><th>Payment</th><td>bank transfer</td></tr><tr><th>Currency</th><td>EUR</td></tr></table></div>
<table class="t"><tr><th>Description</th><th>Unit</th><th>Qty</th><th>Unit price</th><th>Net</th><th>VAT</th></tr>${lines.map((l) => `<tr><td>${l.name}</td><td>${l.unit}</td><td>${l.q}</td><td>${f(l.price)}</td><td>${f(l.q * l.price)}</td><td>27%</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Net total (nettó)</td><td>${f(net)}</td></tr><tr><td>VAT (ÁFA) 27%</td><td>${f(vat)}</td></tr><tr class="g"><td>Gross total (bruttó) EUR</td><td>${f(gross)}</td></tr></table>
<div class="huf">VAT in HUF: ${String(vatHuf).replace(/\B(?=(\d{3})+(?!\d))/g, ' ')} Ft (MNB rate ${comma(huf, ' ')} HUF/EUR on the completion date)</div>
<div class="bank">Please transfer to IBAN HU${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} (EUR account) of ${vendorName}, quoting ${doc}.</div>`;
    const css = `body{font-family:'Nimbus Sans';font-size:11.5px;padding:14mm 15mm}.hd{display:flex;justify-content:space-between}.nm{font-family:'P052';font-size:28px;font-weight:bold;letter-spacing:0.5px}.sub{font-family:'P052';font-size:17px;margin-top:-4px}.sm{font-size:10.5px;margin-top:4px}.ids{text-align:right;font-size:10.5px;line-height:1.6}
.ti{font-family:'P052';font-size:22px;text-align:center;margin:14px 0;border-top:1px solid #000;border-bottom:1px solid #000;padding:4px;letter-spacing:3px}.mid{display:flex;justify-content:space-between;gap:12mm}.buyer{line-height:1.5}.lb{font-size:10px;color:#555;text-transform:uppercase}
.meta{border-collapse:collapse}.meta th{text-align:left;font-weight:normal;color:#444;padding:1px 10px 1px 0}.meta td{font-weight:bold}.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{background:#333;color:#fff;padding:4px;text-align:left;font-weight:normal}.t td{padding:4px;border-bottom:1px solid #bbb}.t td:nth-child(n+3){text-align:right}
.tot{margin:10px 0 0 auto;border-collapse:collapse}.tot td{padding:3px 8px}.tot td:last-child{text-align:right}.tot .g{font-weight:bold;font-size:14px;border-top:2px solid #000}.huf{margin-top:10px;font-size:10.5px}.bank{margin-top:18px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
