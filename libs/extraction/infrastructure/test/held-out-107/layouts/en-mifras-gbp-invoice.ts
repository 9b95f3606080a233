import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, idOf, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-mifras-gbp-invoice';

/** Part number, item, pence before VAT in 2022 (approximate). */
const ITEMS: [string, string, number][] = [
  ['SL-0420', 'Dinghy mainsail, racing cut', 68000],
  ['SL-0112', 'Jib, Dacron, 8 m²', 41500],
  ['RG-3310', 'Halyard, 8 mm braid, 30 m', 7450],
  ['HW-1208', 'Ball-bearing block, 40 mm', 3890],
  ['HW-2204', 'Cam cleat, alloy', 2150],
  ['LJ-0550', 'Buoyancy aid, 50N, adult', 6400],
  ['LJ-0275', 'Auto-inflating life jacket, 275N', 15900],
  ['CL-7710', 'Offshore jacket, breathable', 24500],
  ['EL-9001', 'Handheld VHF radio, waterproof', 18900],
  ['MT-4400', 'Boat cover, fitted', 21800],
];
const REP: Record<number, number> = { 2022: 4.21, 2023: 4.54, 2024: 4.71, 2025: 4.68, 2026: 4.39 };

/**
 * A sailing-equipment importer in Herzliya Marina invoicing an Israeli sailing club in pounds sterling with Israeli VAT
 * in pounds, in English, A4 (Nimbus Sans Narrow for the headings, Nimbus Roman, Nimbus Mono PS): a drawn sail beside
 * "MIFRAS" and "marine supplies", "Mifras Marine Supplies Ltd." with "Company No." hyphenated; "TAX INVOICE" with
 * "Invoice No." (MF/, the year, a slash and four digits), "Date" Month d, yyyy, "Your order" and "Terms: EOM + 30"
 * with the due date (distractors); "Bill to" the club and its company id; part number, description, quantity, unit
 * price £ and amount £; "Shipping & insurance from UK"; "Net amount", "VAT n%" added, "Total due (GBP)" "£…"; the
 * Bank of Israel representative rate with the shekel total and VAT (distractors); Sunday to Thursday.
 */
export const enMifrasGbpInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const lines = rng.some(ITEMS, rng.int(2, 6)).map(([pn, name, p]) => {
      const q = pn.startsWith('SL') || pn.startsWith('EL') || pn.startsWith('MT') ? rng.int(1, 2) : rng.int(2, 12);
      const unit = Math.round((p * rise) / 5) * 5;
      return { pn, name, q, unit, sum: q * unit };
    });
    const ship = Math.round((total(lines.map((l) => l.sum)) * 0.06) / 5) * 5 + 2500;
    const net = total(lines.map((l) => l.sum)) + ship;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Mifras Marine Supplies Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `MF/${year}/${rng.digits(4)}`;
    const rep = REP[year] + rng.int(-8, 8) / 100;
    const ils = (c: number) => amount(Math.round(c * rep));
    const eom = new Date(Date.UTC(year, Number(date.slice(5, 7)), 0)).toISOString().slice(0, 10);
    const sail = `<svg width="40" height="46" viewBox="0 0 40 46"><path d="M18 2 V36 H4z" fill="#0d47a1"/><path d="M21 8 V36 H36z" fill="#90caf9"/><path d="M2 38 H38 L32 44 H8z" fill="#0d47a1"/></svg>`;
    const body = `<div class="hd">${sail}<div><div class="nm">MIFRAS</div><div class="sub">marine supplies</div></div><div class="co">${vendorName}<br>Company No. ${hyphenId(taxId)}<br>Herzliya Marina, Building ${rng.int(1, 6)}<br>Tel. 09-95${rng.digits(5)}</div></div>
<div class="ttl">TAX INVOICE</div>
<div class="mid"><div><b>Bill to</b><br>${rng.pick(['Sdot Yam Sailing Club Ltd.', 'Gal Yam Sailing Association', 'Kinneret Yachting Centre Ltd.', 'Bat Galim Watersports Ltd.'])}<br>Company ID ${taxIdOfCustomer(rng)}</div>
<table class="meta"><tr><th>Invoice No.</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'Month d, yyyy')}</td></tr><tr><th>Your order</th><td>${rng.pick(['PO', 'SC'])}-${rng.digits(4)}</td></tr><tr><th>Terms</th><td>EOM + 30 (${dt(plus(eom, 30), 'dd/mm/yyyy')})</td></tr></table></div>
<table class="t"><tr><th>Part No.</th><th>Description</th><th>Qty</th><th>Unit price £</th><th>Amount £</th></tr>${lines.map((l) => `<tr><td>${l.pn}</td><td>${l.name}</td><td>${l.q}</td><td>${amount(l.unit)}</td><td>${amount(l.sum)}</td></tr>`).join('')}<tr><td></td><td>Shipping &amp; insurance from UK</td><td>1</td><td>${amount(ship)}</td><td>${amount(ship)}</td></tr></table>
<table class="tot"><tr><td>Net amount</td><td>${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Total due (GBP)</td><td>£${amount(gross)}</td></tr></table>
<p class="sm">Bank of Israel representative rate ${dt(plus(date, -1), 'dd/mm/yyyy')}: 1 GBP = ${rep.toFixed(3)} ILS. For reference only: total ₪${ils(gross)}, of which VAT ₪${ils(vat)}. Payment in GBP to our account at Bank Leumi, IBAN IL${rng.digits(2)} 0108 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}.</p>`;
    const css = `body{font-family:'Nimbus Roman';font-size:13.5px;padding:15mm 17mm;color:#102027}td,th{font-size:12.5px}
.hd{display:flex;align-items:center;gap:10px}.nm{font-family:'Nimbus Sans Narrow';font-size:36px;font-weight:bold;letter-spacing:3px;color:#0d47a1;line-height:1}.sub{color:#546e7a}.co{margin-left:auto;text-align:right;font-size:12px;line-height:1.5}
.ttl{font-family:'Nimbus Sans Narrow';font-size:26px;font-weight:bold;background:#0d47a1;color:#fff;padding:4px 12px;margin:14px 0}.mid{display:flex;justify-content:space-between;line-height:1.6}
.meta{border-collapse:collapse}.meta th{text-align:left;font-weight:normal;color:#546e7a;padding:2px 10px 2px 0}.meta td{font-family:'Nimbus Mono PS';font-weight:bold}
.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{font-family:'Nimbus Sans Narrow';text-align:left;border-bottom:2px solid #0d47a1;padding:4px}.t td{padding:4px;border-bottom:1px solid #cfd8dc}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}.t td:nth-child(n+3){font-family:'Nimbus Mono PS'}
.tot{margin:10px 0 0 auto;border-collapse:collapse;min-width:75mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:right;font-family:'Nimbus Mono PS'}.g td{font-weight:bold;font-size:15px;border-top:2px solid #0d47a1}.sm{font-size:11px;color:#546e7a;margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
