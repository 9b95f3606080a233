import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, next, plus, total, vatOn } from './extra';

const ID = 'en-grenada-grand-etang-rainforest-cottages-folio';

const MEALS: [string, number][] = [
  ['Breakfast', 1800],
  ['Dinner – set menu', 4200],
  ['Packed lunch', 1500],
  ['Rum punch & bar', 2400],
  ['Oil down dinner (Sunday)', 3800],
];

/**
 * Rainforest cottages near Grand Etang, St Andrew, Grenada, A4 (FreeSerif, amounts in FreeSans): the cottages' name
 * with the Ltd., VAT registration number and address, "GUEST FOLIO / VAT INVOICE" with the invoice number and a separate
 * folio number, guest, cottage, arrival and departure (dd/mm/yyyy), dated postings (each night's cottage charge, meals
 * and bar), a VAT summary with 10% on accommodation and 15% on food and beverage (prices exclusive), "TOTAL US$" and the
 * EC$ equivalent at 2.70, the card payment. Dated the day of departure; arrivals from the 1st to the 24th.
 */
export const enGrenadaGrandEtangRainforestCottagesFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date: arrive } = next(ID, rng, undefined, [1, 24]);
    const nights = rng.int(2, 6);
    const date = plus(arrive, nights);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const cottage = rng.pick([
      ['Hummingbird Cottage', 14500],
      ['Nutmeg Cottage', 16500],
      ['Waterfall Suite', 21000],
    ] as [string, number][]);
    const nightly = Math.round((cottage[1] * up) / 100) * 100;
    const posts: { day: string; text: string; amt: number; acc: boolean }[] = [];
    for (let i = 0; i < nights; i++) {
      const day = plus(arrive, i);
      posts.push({ day, text: `${cottage[0]} – room charge`, amt: nightly, acc: true });
      for (const [n, p] of rng.some(MEALS, rng.int(0, 3))) posts.push({ day, text: n, amt: Math.round((p * up * rng.int(1, 3)) / 100) * 100, acc: false });
    }
    const acc = total(posts.filter((p) => p.acc).map((p) => p.amt));
    const fb = total(posts.filter((p) => !p.acc).map((p) => p.amt));
    const vatAcc = vatOn(acc, 10);
    const vatFb = vatOn(fb, 15);
    const tax = vatAcc + vatFb;
    const gross = acc + fb + tax;
    const vendorName = 'Grand Etang Rainforest Cottages Ltd.';
    const doc = String(rng.int(10000, 19999));
    const ec = Math.round(gross * 2.7);
    const body = `<div class="c"><div class="name">Grand Etang Rainforest Cottages</div><div class="sm">${vendorName} · Grand Etang Road, St Andrew, Grenada, W.I. · VAT Reg. No. ${rng.digits(6)}</div></div>
<h1>GUEST FOLIO / VAT INVOICE</h1>
<table class="hdr"><tr><th>Invoice No.</th><td><b>${doc}</b></td><th>Folio</th><td>F${rng.digits(5)}</td></tr><tr><th>Guest</th><td>${rng.pick(['Mr. P. Johansson', 'Ms. A. Mitchell', 'Mr. & Mrs. R. Baptiste', 'Dr. L. Okafor'])}</td><th>Cottage</th><td>${cottage[0]}</td></tr><tr><th>Arrival</th><td>${dt(arrive, 'dd/mm/yyyy')}</td><th>Departure</th><td>${dt(date, 'dd/mm/yyyy')}</td></tr></table>
<table class="items"><thead><tr><th>Date</th><th>Description</th><th>VAT</th><th>US$</th></tr></thead><tbody>${posts
      .map((p) => `<tr><td>${dt(p.day, 'dd/mm/yyyy')}</td><td>${p.text.replace(/&/g, '&amp;')}</td><td>${p.acc ? '10%' : '15%'}</td><td>${amount(p.amt)}</td></tr>`)
      .join('')}</tbody></table>
<div class="two"><table class="vs"><tr><th>VAT summary</th><th>Net</th><th>VAT</th></tr><tr><td>Accommodation 10%</td><td>${amount(acc)}</td><td>${amount(vatAcc)}</td></tr><tr><td>Food &amp; beverage 15%</td><td>${amount(fb)}</td><td>${amount(vatFb)}</td></tr><tr><td>Total VAT</td><td></td><td>${amount(tax)}</td></tr></table>
<table class="tt"><tr><td>Charges</td><td>${amount(acc + fb)}</td></tr><tr><td>VAT</td><td>${amount(tax)}</td></tr><tr class="gt"><td>TOTAL US$</td><td>${amount(gross)}</td></tr><tr><td>(EC$ at 2.70)</td><td>EC$ ${amount(ec)}</td></tr><tr><td>Paid – ${rng.pick(['Visa', 'Mastercard', 'Amex'])} ${dt(date, 'dd/mm/yyyy')}</td><td>-${amount(gross)}</td></tr><tr><td>Balance</td><td>0.00</td></tr></table></div>
<div class="sm c foot">Thank you for staying with us in the rainforest. Service is not included.</div>`;
    const css = `${baseCss}
body{font-family:'FreeSerif','Noto Serif';font-size:13px;padding:15mm 16mm}.name{font-size:26px;font-weight:bold;color:#2d5a27}h1{font-size:17px;letter-spacing:2px;text-align:center;border-top:1px solid #2d5a27;border-bottom:1px solid #2d5a27;padding:4px 0;margin:10px 0}
.hdr{width:100%;margin-bottom:8px}.hdr th{text-align:left;font-weight:normal;color:#555;padding:2px 6px}.hdr td{padding:2px 6px}.items td:last-child,.items th:last-child{text-align:right;font-family:'FreeSans'}
.two{display:flex;justify-content:space-between;gap:20px;margin-top:10px}.vs th,.vs td{padding:2px 8px;border:1px solid #999;font-size:11.5px}.vs td:nth-child(n+2){text-align:right}.tt td{padding:2px 8px}.tt td:last-child{text-align:right;font-family:'FreeSans'}.gt td{font-weight:bold;font-size:15px;border-top:2px solid #2d5a27}.foot{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
