import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, notAnId } from '../../generalisation/notation';
import { avoid, items, next, plus, total, vatOn } from './extra';

const ID = 'en-semonkong-invoice';

/**
 * A mountain guesthouse in Semonkong, Lesotho, invoicing a British school-expeditions company in pounds sterling, A4
 * (URW Bookman for the headings, Liberation Sans): "Semonkong Rondavels" over "Semonkong Rondavels (Pty) Ltd" (the company) with the "VAT Reg." number
 * (nine digits failing the Israeli check) in a ruled box on the left, "TAX INVOICE" in large type on the right with
 * "Invoice No. SR/yyyy/nnn" and "Date: d Month yyyy"; "Invoice to" a company in Reading and "Participants" with their dates
 * (ending two to five days before); rondavel nights by the person-night, three meals by the person-day, pony riding by the
 * rider-day, a footpath leader by the day, minibus transfers from Maseru; "Subtotal", "VAT @ 15%", "Total due (GBP)" "£…"; bank
 * details and "Payment within 21 days"; not Sunday.
 */
export const enSemonkongInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10]);
    const date = avoid(raw, [0]);
    const y = Number(date.slice(0, 4)) - 2022;
    const nights = rng.int(3, 6);
    const end = plus(date, -rng.int(2, 5));
    const start = plus(end, -nights);
    const pupils = rng.int(10, 22);
    const staff = rng.int(2, 4);
    const people = pupils + staff;
    const trek = rng.int(1, Math.min(3, nights));
    const up = (p: number) => Math.round(p * (1 + y * 0.05));
    const lines: [string, string, number, number][] = [
      ['Rondavel accommodation', 'person-night', people * nights, up(2400)],
      ['Breakfast, lunch and supper', 'person-day', people * nights, up(1850)],
      ['Pony riding with a horseman', 'rider-day', pupils * trek, up(2200)],
      ['Footpath leader', 'day', trek + rng.int(0, 2), up(6500)],
      ['Minibus transfer Maseru – Semonkong', 'journey', 2, up(18000)],
    ];
    if (rng.chance(0.5)) lines.push(['Cultural evening, Basotho songs', 'evening', 1, up(12000)]);
    const net = total(lines.map(([, , q, p]) => q * p));
    const vat = vatOn(net, 15);
    const gross = net + vat;
    const vendorName = 'Semonkong Rondavels (Pty) Ltd';
    const doc = `SR/${date.slice(0, 4)}/${String(rng.int(12, 380)).padStart(3, '0')}`;
    const body = `<div class="hd"><div class="v"><div class="n">Semonkong Rondavels</div><div>${vendorName}</div><div>P.O. Box 12, Semonkong, Lesotho</div><div class="reg">VAT Reg. ${notAnId(rng)}</div></div>
<div class="ti"><div class="big">TAX INVOICE</div><div>Invoice No. ${doc}</div><div>Date: ${dt(date, 'd Month yyyy')}</div></div></div>
<div class="to"><div><b>Invoice to</b><br>${rng.pick(['Harrowden', 'Thamesfield', 'Kestrel'])} Schools Abroad Ltd<br>${rng.int(2, 90)} Castle St.<br>Reading RG1 ${rng.int(1, 9)}${rng.pick(['AB', 'QT', 'SD'])}<br>United Kingdom</div>
<div><b>Participants</b><br>${pupils} pupils, ${staff} staff<br>${dt(start, 'd Mon yyyy')} – ${dt(end, 'd Mon yyyy')}<br>Your ref. PO-${rng.digits(5)}</div></div>
${items(
  ['Description', 'Unit', 'Qty', 'Rate £', 'Amount £'],
  lines.map(([d, u, q, p]) => [d, u, String(q), amount(p), amount(q * p)]),
)}
<table class="sum"><tr><td>Subtotal</td><td>${amount(net)}</td></tr><tr><td>VAT @ 15%</td><td>${amount(vat)}</td></tr><tr class="g"><td>Total due (GBP)</td><td>£${amount(gross)}</td></tr></table>
<div class="bank">Payment within 21 days in GBP, as agreed. Bank: Standard Lesotho Bank, Maseru · Account ${rng.digits(11)} · SWIFT SBICLSMX</div>`;
    const css = `body{font-family:'Liberation Sans';font-size:12px;padding:16mm}.hd{display:flex;justify-content:space-between}.v .n{font-family:'URW Bookman';font-size:24px;font-weight:bold}.reg{display:inline-block;border-top:1px solid #000;border-bottom:1px solid #000;margin-top:6px;padding:2px 0}
.ti{text-align:right}.ti .big{font-family:'URW Bookman';font-size:28px;letter-spacing:1px}.to{display:flex;gap:60px;margin:20px 0;line-height:1.5}
.items{width:100%;border-collapse:collapse}.items th{font-family:'URW Bookman';border-bottom:2px solid #000;text-align:left;padding:5px}.items td{padding:5px;border-bottom:1px solid #bbb}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}
.sum{margin:12px 0 0 auto;border-collapse:collapse}.sum td{padding:4px 8px}.sum td:last-child{text-align:right}.sum .g td{font-weight:bold;font-size:15px;border-top:2px solid #000;border-bottom:2px solid #000}.bank{margin-top:30px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
