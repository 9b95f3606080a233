import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, next, plus, total, vatOn } from './extra';

const ID = 'en-eysturoy-invoice';

/**
 * A guesthouse in Gøta on Eysturoy, Faroe Islands, invoicing a British geoscience consultancy's residential stay in pounds sterling,
 * A4 (URW Gothic for the name and headings, Noto Sans): "GØTU GISTINGARHÚS" in spaced capitals with "Gøtu
 * Gistingarhús Sp/f" (the registered name) and "V-tal" (six digits, not Israeli), the address, phone and e-mail in a
 * column on the right; "INVOICE" large with a table of "Invoice no." "GG-yy-nnn", "Date" dd.mm.yyyy, "Due" 30 days on
 * and "Your ref."; "Bill to" the consultancy in Stoke-on-Trent; the stay and its dates (ending two to six days
 * before); lines (room with breakfast and dinner by the person-night, leaders' single rooms, lecture room by the day,
 * minibus by the day, packed lunches, sometimes oilskins hire) with quantity, rate and amount; "Net", "MVG (VAT) 25%" added,
 * "Total GBP" "£…"; a sterling account; May to September.
 */
export const enEysturoyInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [5, 6, 7, 8, 9]);
    const date = avoid(raw, [0, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const up = (p: number) => Math.round((p * rise) / 50) * 50;
    const students = rng.int(12, 28);
    const staff = rng.int(2, 4);
    const nights = rng.int(5, 9);
    const end = plus(date, -rng.int(2, 6));
    const start = plus(end, -nights);
    const lines: [string, number, number][] = [
      [`Room with breakfast and dinner, participants (${students} × ${nights} nights)`, students * nights, up(9200)],
      [`Room with breakfast and dinner, leaders, single (${staff} × ${nights} nights)`, staff * nights, up(12800)],
      ['Lecture room, per day', nights - 1, up(9500)],
      ['Minibus hire, 17 seats, per day', nights - 1, up(14500)],
      ['Packed lunches', (students + staff) * (nights - 1), up(1150)],
    ];
    if (rng.chance(0.5)) lines.push(['Oilskins hire, per set', rng.int(3, 9), up(2500)]);
    const net = total(lines.map(([, q, p]) => q * p));
    const vat = vatOn(net, 25);
    const gross = net + vat;
    const vendorName = 'Gøtu Gistingarhús Sp/f';
    const doc = `GG-${date.slice(2, 4)}-${String(rng.int(40, 260)).padStart(3, '0')}`;
    const gbp = (c: number) => `£${amount(c)}`;
    const body = `<div class="hd"><div><div class="nm">GØTU GISTINGARHÚS</div><div>${vendorName}</div><div class="sm">V-tal ${rng.int(400000, 699999)}</div></div>
<div class="adr">Við Gjógv ${rng.int(2, 30)}<br>FO-${rng.pick(['511', '512'])} Gøta<br>Faroe Islands<br>+298 ${rng.digits(6)}<br>info@gotugisting.fo</div></div>
<div class="mid"><div class="bill"><div class="lbl">BILL TO</div><div>Northstone Geoscience Ltd.</div><div>Attn. Accounts Payable</div><div>Stoke-on-Trent ST4 ${rng.int(1, 8)}${rng.pick(['AB', 'DH', 'LX', 'QN'])}</div><div>United Kingdom</div></div>
<div><div class="inv">INVOICE</div><table class="pairs"><tr><th>Invoice no.</th><td>${doc}</td></tr><tr><th>Date</th><td>${dt(date, 'dd.mm.yyyy')}</td></tr><tr><th>Due</th><td>${dt(plus(date, 30), 'dd.mm.yyyy')}</td></tr><tr><th>Your ref.</th><td>PO ${rng.digits(7)}</td></tr></table></div></div>
<div class="course">Eysturoy programme: ${dt(start, 'dd.mm.yyyy')} – ${dt(end, 'dd.mm.yyyy')} (${nights} nights, ${students + staff} persons)</div>
<table class="ln"><thead><tr><th>Description</th><th>Qty</th><th>Rate (GBP)</th><th>Amount (GBP)</th></tr></thead><tbody>${lines
      .map(([d, q, p]) => `<tr><td>${d}</td><td>${q}</td><td>${amount(p)}</td><td>${amount(q * p)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tt"><tr><th>Net</th><td>${gbp(net)}</td></tr><tr><th>MVG (VAT) 25%</th><td>${gbp(vat)}</td></tr><tr class="g"><th>Total GBP</th><td>${gbp(gross)}</td></tr></table>
<div class="bank">Please pay in GBP within 30 days to our account: IBAN FO${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}, quoting the invoice number. Takk fyri!</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans';font-size:11.5px;padding:15mm 16mm;color:#1f2b33}.hd{display:flex;justify-content:space-between}.nm{font-family:'URW Gothic';font-size:26px;letter-spacing:3px;font-weight:bold}
.adr{text-align:right;line-height:1.5;font-size:10.5px}.mid{display:flex;justify-content:space-between;margin-top:14mm}.lbl{font-family:'URW Gothic';font-size:10px;letter-spacing:2px;color:#557}.bill{line-height:1.5}
.inv{font-family:'URW Gothic';font-size:34px;letter-spacing:4px;text-align:right}.course{margin:10mm 0 3mm;font-weight:bold}
.ln{width:100%}.ln th{font-family:'URW Gothic';text-align:left;border-bottom:2px solid #1f2b33;padding:4px}.ln td{padding:4px;border-bottom:1px solid #ccd}.ln td:nth-child(n+2),.ln th:nth-child(n+2){text-align:right}
.tt{width:80mm;margin:6mm 0 0 auto}.tt th{text-align:left;font-weight:normal;padding:3px 5px}.tt td{text-align:right;padding:3px 5px}.tt tr.g{font-size:14px;font-weight:bold;border-top:2px solid #1f2b33}.tt tr.g th{font-weight:bold}.bank{margin-top:14mm;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
