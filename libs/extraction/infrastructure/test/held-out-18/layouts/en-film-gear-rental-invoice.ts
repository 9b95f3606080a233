import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, enDay, hyphenId, share } from '../../generalisation/notation';
import { allocation, allocationNeeded, stirred, vendorId } from './extra';

const HOUSES = [
  { mark: 'LENS GARAGE', legal: 'Lens Garage Ltd.', label: 'Company No.', company: true, addr: '14 Ha-Barzel St., Tel Aviv 6971013' },
  { mark: 'FRAME 24', legal: 'Frame 24 Rentals Ltd.', label: 'Reg. No.', company: true, addr: '5 Yad Harutzim St., Jerusalem 9342148' },
  { mark: 'DA CAMERA', legal: 'Dor Avrahami', label: 'Licensed Dealer No.', company: false, addr: '31 Ha-Melacha St., Netanya 4250431' },
];
const CLIENTS = [
  { name: 'Northlight Pictures GmbH', foreign: true, extra: 'Berlin, Germany' },
  { name: 'Salt Road Films Ltd.', foreign: false, extra: 'Tel Aviv' },
  { name: 'Blue Hour Productions LLC', foreign: true, extra: 'Los Angeles, CA, USA' },
  { name: 'Kfar Media Ltd.', foreign: false, extra: 'Herzliya' },
];
const GEAR: [string, number][] = [
  ['ARRI Alexa Mini LF body', 380000],
  ['Sony Venice 2 body', 420000],
  ['Cooke S4/i prime set (6 lenses)', 210000],
  ['Zeiss Supreme Prime set (5 lenses)', 240000],
  ['Angenieux Optimo 24-290 zoom', 180000],
  ['DJI Ronin 2 gimbal', 65000],
  ['Teradek Bolt 6 XT wireless video', 45000],
  ['SmallHD Cine 7 monitor', 22000],
  ['V-mount batteries ×8 with chargers', 16000],
  ['Tilta follow focus kit', 18000],
  ['ARRI SkyPanel S60-C', 55000],
];

/**
 * An Israeli camera rental house's English "TAX INVOICE" in shekels on A4 (Roboto Condensed, Noto Sans or
 * DejaVu Sans Condensed; the mark in Roboto Black capitals between two heavy rules): the mark, the company
 * ("Ltd.") with "Company No." / "Reg. No." (hyphenated on some) or the owner's name with "Licensed Dealer No.",
 * the address; "TAX INVOICE", "Invoice #" ("FG-2025-0188"), "Issued" on the return day, "Production", "PO
 * No.", "Rental period" from a pick-up day and hour to a return day and hour; the client (a foreign
 * production or an Israeli one with its valid company number); gear × day rate × shooting days, a weekly
 * deal billing 3 days for each 5 or 7 on some, a damage waiver of 10%, a technician's days and delivery;
 * "Net", "VAT 17%/18%", "TOTAL ILS"; the replacement value of the gear and a card hold, both not charged;
 * a bank transfer due on receipt.
 */
export const enFilmGearRentalInvoice: Layout = {
  id: 'en-film-gear-rental-invoice',
  lang: 'en',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-film-gear-rental-invoice');
    const h = rng.pick(HOUSES);
    const vendorTaxId = vendorId(h.legal, h.company);
    const pickup = randomDate(rng, '2024-01-01', '2025-12-20');
    const days = rng.int(2, 9);
    const back = addDays(pickup, days);
    const date = back;
    const rate = israeliRate(date);
    const c = rng.pick(CLIENTS);
    const billed = days >= 5 && rng.chance(0.6) ? Math.ceil((days * 3) / 5) : days;
    const gear = rng.some(GEAR, rng.int(3, 7)).map(([name, unit]) => ({ name, unit, qty: name.includes('SkyPanel') ? rng.int(1, 4) : 1 }));
    type Line = { text: string; qty: string; unit: string; cents: number };
    const lines: Line[] = gear.map((g) => ({
      text: `${g.qty > 1 ? `${g.qty} × ` : ''}${g.name}`,
      qty: `${billed} d`,
      unit: amount(g.unit * g.qty),
      cents: g.unit * g.qty * billed,
    }));
    const equipment = lines.reduce((a, l) => a + l.cents, 0);
    lines.push({ text: 'Damage waiver (10% of equipment)', qty: '', unit: '', cents: share(equipment, 10) });
    if (rng.chance(0.5)) {
      const t = rng.int(1, days);
      lines.push({ text: 'Camera technician (10-hour day)', qty: `${t} d`, unit: amount(180000), cents: t * 180000 });
    }
    if (rng.chance(0.5)) lines.push({ text: 'Delivery & collection – van', qty: '', unit: '', cents: 65000 });
    const net = lines.reduce((a, l) => a + l.cents, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `FG-${date.slice(0, 4)}-${String(rng.int(12, 640)).padStart(4, '0')}`;
    const font = rng.pick(['Roboto Condensed', 'Noto Sans', 'DejaVu Sans Condensed']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd Mon yyyy', 'dd.mm.yyyy'] as const);
    const shownId = rng.chance(0.5) && h.company ? hyphenId(vendorTaxId) : vendorTaxId;
    const client = c.foreign ? `${esc(c.name)}<br>${esc(c.extra)}` : `${esc(c.name)}<br>${esc(c.extra)}, Israel<br>Company No. ${taxId(rng, true)}`;
    const alloc = !c.foreign && allocationNeeded(date, net) ? `<div class="alloc">Allocation No. (מספר הקצאה): ${allocation(rng)}</div>` : '';
    const value = gear.reduce((a, g) => a + g.unit * g.qty * 40, 0);
    const body = `<div class="rule"></div><div class="mark">${h.mark}</div><div class="rule"></div>
<div class="co">${esc(h.legal)} · ${h.label} ${shownId} · ${esc(h.addr)} · +972-3-${rng.int(500, 799)}-${rng.digits(4)}</div>
<div class="grid"><div><div class="t">TAX INVOICE</div><table class="facts"><tr><th>Invoice #</th><td>${docNo}</td></tr><tr><th>Issued</th><td>${dt(date, fmt)}</td></tr><tr><th>Production</th><td>“${rng.pick(['The Long Shore', 'Desert Letters', 'Ninth Floor', 'Salt'])}”</td></tr><tr><th>PO No.</th><td>PO-${rng.digits(5)}</td></tr></table></div>
<div class="bill"><div class="cap">Bill to</div>${client}</div></div>
<div class="period">Rental period: ${enDay(pickup).slice(0, 3)} ${dt(pickup, fmt)} 08:00 → ${enDay(back).slice(0, 3)} ${dt(back, fmt)} 20:00 · ${days} calendar days${billed < days ? ` · weekly deal: billed ${billed} days` : ''}</div>
<table><tr><th>Item</th><th>Days</th><th class="n">Day rate</th><th class="n">Amount</th></tr>${lines.map((l) => `<tr><td>${esc(l.text)}</td><td>${l.qty}</td><td class="n">${l.unit}</td><td class="n">${amount(l.cents)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Net</td><td class="n">${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td class="n">${amount(vat)}</td></tr><tr class="g"><td>TOTAL ILS</td><td class="n">₪${amount(total)}</td></tr></table>
${alloc}<p class="note">Replacement value of equipment: ₪${amount(value)} (for insurance purposes only). A card hold of ₪20,000.00 taken at pick-up was released on return. Payment by bank transfer on receipt: Bank Leumi (10), branch ${rng.int(600, 899)}, account ${rng.digits(8)}.</p>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#111;padding:14mm 16mm}.rule{height:4px;background:#111}.mark{font-family:'Roboto',sans-serif;font-weight:900;font-size:34px;letter-spacing:6px;padding:2mm 0}
.co{font-size:9.5px;color:#444;margin:2mm 0 6mm}.grid{display:flex;justify-content:space-between}.t{font-size:18px;font-weight:bold;letter-spacing:2px;margin-bottom:2mm}.facts th{text-align:left;font-weight:normal;color:#555;padding:0.6mm 6mm 0.6mm 0;border:0;font-size:11px}.facts td{border:0;padding:0.6mm 0}
.bill{width:70mm;line-height:1.6;background:#f1f1f1;padding:3mm}.cap{font-size:9px;text-transform:uppercase;color:#777}.period{margin:5mm 0 2mm;font-weight:bold}
table{width:100%;border-collapse:collapse}th{text-align:left;border-bottom:2px solid #111;padding:1.5mm;font-size:10px}td{padding:1.5mm;border-bottom:1px solid #ddd}.n{text-align:right;white-space:nowrap}
table.tot{width:80mm;margin:4mm 0 0 auto}.tot td{border:0;padding:1mm 1.5mm}.g td{font-weight:bold;font-size:14px;border-top:3px solid #111}.alloc{margin-top:5mm;font-weight:bold}.note{font-size:9px;color:#444;margin-top:10mm;line-height:1.5}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: h.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
