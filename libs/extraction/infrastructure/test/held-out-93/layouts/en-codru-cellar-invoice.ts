import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, comma, items, next, total, vatOn } from './extra';

const ID = 'en-codru-cellar-invoice';

/** Moldova's standard VAT rate (TVA), 20%, on wine and winery services (README.md). */
const RATE = 20;
const AGENCIES = ['Danube Gate Travel S.R.L.', 'Nistru Incoming Tours', 'Carpathia Routes S.R.L.', 'Orient Express Wine Trips', 'Via Vinum Travel'];
/** Item, euro cents before VAT in 2022, per guest or per bottle. */
const TOURS: [string, number][] = [
  ['Cellar tour by electric train, per guest', 1500],
  ['Tasting of 5 wines with cheese board, per guest', 2200],
  ['Premium tasting of 7 wines incl. sparkling, per guest', 3400],
  ['Blending workshop with the oenologist, per guest', 4100],
];
const BOTTLES: [string, number][] = [
  ['Fetească Neagră reserve 2019, 0.75 l', 1150],
  ['Rară Neagră dry red, 0.75 l', 890],
  ['Fetească Albă dry white, 0.75 l', 720],
  ['Cabernet Sauvignon barrique, 0.75 l', 1390],
  ['Brut sparkling, traditional method, 0.75 l', 1050],
  ['Ice wine, 0.375 l', 1890],
];

/**
 * A winery in the Codru wine region of Moldova invoicing a foreign tour operator in euros for a group's cellar visit and
 * the wine bought, A4 (URW Bookman for the name, Nimbus Sans): "Crama Dealul Codrului S.R.L." with a thirteen-digit IDNO
 * and a seven-digit VAT code (not Israeli), "FACTURĂ FISCALĂ / TAX INVOICE" "Seria CDC nr. nnnnnnn", date dd.mm.yyyy,
 * the tour operator, the group and guests; tours and tastings per guest, bottles with quantity; amounts as "1.234,56";
 * "Total without VAT", "VAT (TVA) 20%" added, "TOTAL EUR"; payment by transfer or card.
 */
export const enCodruCellarInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date } = next(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const guests = rng.int(6, 30);
    const tours = rng.some(TOURS, rng.int(1, 2)).map(([n, p]) => ({ n, q: guests, p: Math.round((p * up) / 10) * 10 }));
    const bottles = rng.some(BOTTLES, rng.int(2, 5)).map(([n, p]) => ({ n, q: rng.int(3, 36), p: Math.round((p * up) / 10) * 10 }));
    const lines = [...tours, ...bottles];
    const net = total(lines.map((l) => l.p * l.q));
    const vat = vatOn(net, RATE);
    const gross = net + vat;
    const vendorName = 'Crama Dealul Codrului S.R.L.';
    const doc = `CDC ${String(rng.int(1, 99999)).padStart(7, '0')}`;
    const rows = lines.map((l, i) => [String(i + 1), l.n, String(l.q), comma(l.p), comma(l.p * l.q)]);
    const body = `<div class="hd"><div class="nm">Dealul Codrului</div><div class="sub">Wine cellars · Codru wine region · Republic of Moldova</div>
<div class="sm">${vendorName} · IDNO 100${rng.digits(10)} · Cod TVA ${rng.digits(7)} · ${rng.pick(['Str. Viilor', 'Str. Podgorenilor', 'Str. Pivniței'])} ${rng.int(1, 40)}, ${rng.pick(['Ialoveni', 'Strășeni', 'Hîncești'])} district</div></div>
<div class="tt"><div>FACTURĂ FISCALĂ / TAX INVOICE</div><div class="no">Seria / No. ${doc}</div></div>
<div class="two"><div><b>Date / Data:</b> ${dt(date, 'dd.mm.yyyy')}<br><b>Currency:</b> EUR<br><b>Group:</b> ${guests} guests, visit of ${dt(date, 'd Month yyyy')}</div>
<div><b>Customer / Cumpărător:</b><br>${rng.pick(AGENCIES)}<br>Group ref. ${rng.pick(['MD', 'WT', 'GR'])}-${rng.digits(4)}</div></div>
${items(['No.', 'Description', 'Qty', 'Price, EUR', 'Value, EUR'], rows)}
<table class="tot"><tr><th>Total without VAT</th><td>${comma(net)}</td></tr><tr><th>VAT (TVA) ${RATE}%</th><td>${comma(vat)}</td></tr><tr class="g"><th>TOTAL EUR</th><td>${comma(gross)} €</td></tr></table>
<div class="pay">${rng.chance(0.5) ? `Paid by card at the cellar shop, auth. ${rng.digits(6)}` : `Payment by bank transfer within 14 days, IBAN MD${rng.digits(2)} ${rng.pick(['AG', 'ML', 'MO'])}${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}`}</div>
<div class="sign"><span>Issued by: ____________</span><span>Received by: ____________</span></div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans';font-size:10.5px;padding:14mm 16mm}.hd{text-align:center;border-bottom:1px solid #6b1e2c;padding-bottom:8px}.nm{font-family:'URW Bookman';font-size:30px;color:#6b1e2c}
.sub{font-family:'URW Bookman';font-style:italic;font-size:12px}.tt{text-align:center;margin:12px 0;font-size:16px;font-weight:bold}.no{font-size:13px}
.two{display:flex;justify-content:space-between;gap:20px;line-height:1.6}.two>div{flex:1;border:1px solid #bbb;padding:6px}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}
.tot{width:45%;margin-left:auto;margin-top:8px}.tot th{text-align:left;font-weight:normal;padding:3px 6px}.tot td{text-align:right;padding:3px 6px}.tot tr.g{font-weight:bold;font-size:13px;border-top:2px solid #6b1e2c}.tot tr.g th{font-weight:bold}
.pay{margin-top:12px}.sign{display:flex;justify-content:space-between;margin-top:36px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
