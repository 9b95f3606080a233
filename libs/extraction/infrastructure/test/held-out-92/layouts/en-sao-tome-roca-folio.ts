import { formatDate, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { notAnId } from '../../generalisation/notation';
import { baseCss, comma, dayOf, e, items, nth, plus, total, vatOn, yearFor } from './extra';

const ID = 'en-sao-tome-roca-folio';

/** Extra, cents, per guest (else per stay or trip). */
const EXTRAS: [string, number, boolean][] = [
  ['Cocoa estate walk and chocolate tasting', 2500, true],
  ['Boat trip to Ilhéu das Rolas (equator)', 6000, true],
  ['Airport transfer by 4x4', 4000, false],
  ['Waterfall hike with guide', 1800, true],
  ['Laundry service', 1200, false],
  ['Bar: local beer and fresh juices', 1450, false],
];

const ROOMS = ['Casa do Administrador, double', 'Old hospital wing, garden room', 'Cocoa drying-house suite', 'Chalet on the ridge, twin'];
const GUESTS = ['Tamar Weiss', 'Eitan and Maya Ronen', 'Liora Ben-David', 'Gilad Sasson', 'Orly and Ben Kaplan'];

/**
 * A plantation house (roça) turned guesthouse on São Tomé island, a guest folio in euros, A4 (Z003 for the name, Noto
 * Serif): the Lda with its NIF (nine digits failing the Israeli check, not an Israeli id), "GUEST FOLIO / FATURA-RECIBO",
 * "No. FR yyyy/nnn", date dd-mm-yyyy, guest, room, arrival and departure; nights with half board, excursions, transfers and
 * bar, amounts written "1.234,56 €"; "Subtotal (without IVA)", "IVA 15%" added, "Total EUR", the card payment and
 * "Balance 0,00 €"; dated the departure; from July 2023 only (IVA began on 1 June 2023).
 */
export const enSaoTomeRocaFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const n = nth(ID);
    const year = yearFor(ID, n);
    const date = dayOf(rng, year, year === 2023 ? [7, 8, 9, 10, 11, 12] : undefined);
    const nights = rng.int(2, 6);
    const arrival = plus(date, -nights);
    const guests = rng.int(1, 2);
    const nightly = rng.pick([14500, 16500, 18900]) + (year - 2023) * 500;
    const rows: string[][] = [];
    const sums: number[] = [];
    rows.push([formatDate(arrival, 'd-m-Y'), `Room, half board (${guests} guest${guests > 1 ? 's' : ''})`, String(nights), comma(nightly), comma(nightly * nights)]);
    sums.push(nightly * nights);
    for (const [name, price, perGuest] of rng.some(EXTRAS, rng.int(2, 4))) {
      const qty = perGuest ? guests : rng.int(1, 3);
      const on = plus(arrival, rng.int(0, nights - 1));
      rows.push([formatDate(on, 'd-m-Y'), e(name), String(qty), comma(price), comma(price * qty)]);
      sums.push(price * qty);
    }
    const net = total(sums);
    const rate = 15;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Roça Água Doce Turismo, Lda.';
    const doc = `FR ${year}/${rng.int(40, 990)}`;
    const body = `<div class="hd"><div class="nm">Roça Água Doce</div><div>${vendorName} · Distrito de Mé-Zóchi, São Tomé, São Tomé e Príncipe</div><div class="sm">NIF ${notAnId(rng)} · reservas@rocaaguadoce.st · +239 22${rng.digits(5)}</div></div>
<div class="ti">GUEST FOLIO / FATURA-RECIBO</div>
<table class="meta"><tr><th>No.</th><td>${doc}</td><th>Date</th><td>${formatDate(date, 'd-m-Y')}</td></tr><tr><th>Guest</th><td>${rng.pick(GUESTS)}</td><th>Room</th><td>${rng.pick(ROOMS)}</td></tr>
<tr><th>Arrival</th><td>${formatDate(arrival, 'd-m-Y')}</td><th>Departure</th><td>${formatDate(date, 'd-m-Y')}</td></tr></table>
${items(['Date', 'Description', 'Qty', 'Price €', 'Amount €'], rows)}
<table class="tot"><tr><th>Subtotal (without IVA)</th><td>${comma(net)} €</td></tr><tr><th>IVA ${rate}%</th><td>${comma(vat)} €</td></tr><tr class="g"><th>Total EUR</th><td>${comma(gross)} €</td></tr>
<tr><th>Paid by Visa ****${rng.digits(4)}</th><td>${comma(gross)} €</td></tr><tr><th>Balance</th><td>0,00 €</td></tr></table>
<div class="foot">Obrigado! Prices in euros; the dobra is pegged to the euro. Processado por programa certificado.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif';font-size:11.5px;padding:16mm 18mm;color:#222}.hd{text-align:center;border-bottom:1px solid #5d3a1a;padding-bottom:8px}.nm{font-family:'Z003';font-size:36px;color:#5d3a1a}
.ti{text-align:center;font-size:16px;letter-spacing:3px;margin:12px 0}.meta{width:100%;margin-bottom:8px}.meta th{text-align:left;font-weight:normal;color:#666;padding:2px 6px;width:12%}.meta td{padding:2px 6px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{width:50%;margin-left:auto}.tot th{text-align:left;font-weight:normal;padding:3px 6px}.tot td{text-align:right;padding:3px 6px}
.tot tr.g{font-weight:bold;font-size:14px;border-top:2px solid #5d3a1a;border-bottom:1px solid #5d3a1a}.foot{margin-top:18px;font-size:10px;color:#666;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
