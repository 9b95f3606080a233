import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, notAnId } from '../../generalisation/notation';
import { avoid, comma, next, plus, total, vatOn } from './extra';

const ID = 'en-lome-invoice';

/** Item, unit, cents a unit before VAT in 2022, quantity range. */
const ITEMS: [string, string, number, [number, number]][] = [
  ['Interpretation enclosure, dual, with desks', 'enclosure-day', 42000, [2, 6]],
  ['Delegate receivers with headsets', 'unit-day', 350, [60, 300]],
  ['LED display 4 x 2.5 m', 'day', 78000, [1, 3]],
  ['Beamer 10 000 lumens', 'day', 21000, [1, 4]],
  ['Delegate microphones', 'unit-day', 900, [20, 80]],
  ['PA loudspeakers, plenary room', 'day', 36000, [1, 3]],
  ['Podium platform 8 x 4 m, skirted', 'day', 24000, [1, 3]],
  ['AV crew', 'person-day', 9500, [4, 12]],
  ['Capture of plenary sessions', 'day', 15000, [1, 3]],
];
const CLIENTS = ['Sahel Grain Alliance', 'Atlantic Harbours Forum', 'Sahel Rainfed Partnership', 'Lagoon Fisheries Council'];

/**
 * A conference audio-visual contractor in Lomé, Togo, invoicing an international association in euros, A4 (C059 for
 * the name and title, Liberation Sans): "Agbodrafo Scène Audiovisuel SARL" centred in italic over a rule, Lomé address, NIF
 * (ten digits) and RCCM; "FACTURE / INVOICE" boxed on the left with "N° KSA-yyyy-nnn", "Date" dd/mm/yyyy, the meeting's
 * dates; the client on the right; items with unit, quantity, unit price and amount in "1 234,56"; "Total HT",
 * "TVA 18 %", "Total TTC (EUR)" "€ …"; the peg note and IBAN; not Sunday.
 */
export const enLomeInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(ITEMS, rng.int(4, 7)).map(([name, unit, p, [lo, hi]]) => ({ name, unit, q: rng.int(lo, hi), p: Math.round((p * rise) / 10) * 10 }));
    const net = total(lines.map((l) => l.q * l.p));
    const vat = vatOn(net, 18);
    const gross = net + vat;
    const vendorName = 'Agbodrafo Scène Audiovisuel SARL';
    const doc = `KSA-${date.slice(0, 4)}-${String(rng.int(12, 480)).padStart(3, '0')}`;
    const eventEnd = plus(date, -rng.int(2, 9));
    const eventStart = plus(eventEnd, -rng.int(1, 3));
    const eur = (c: number) => comma(c, ' ');
    const body = `<div class="nm">Agbodrafo Scène Audiovisuel SARL</div><div class="ad">Avenue de la Libération, Lomé, Togo · NIF ${rng.digits(10)} · RCCM TG-LFW-${rng.int(2010, 2020)}-B-${rng.int(100, 999)}</div>
<div class="top"><div class="box"><div class="ti">FACTURE / INVOICE</div><div>N° <b>${doc}</b></div><div>Date: ${dt(date, 'dd/mm/yyyy')}</div><div>Dates: ${dt(eventStart, 'dd/mm/yyyy')} – ${dt(eventEnd, 'dd/mm/yyyy')}</div></div>
<div class="cl">Client:<br><b>${rng.pick(CLIENTS)}</b><br>Regional meeting, Lomé<br>Ref. ${notAnId(rng)}</div></div>
<table class="t"><thead><tr><th>Description</th><th>Unit</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${l.name}</td><td>${l.unit}</td><td>${l.q}</td><td>${eur(l.p)}</td><td>${eur(l.q * l.p)}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><th>Total HT</th><td>${eur(net)}</td></tr><tr><th>TVA 18 %</th><td>${eur(vat)}</td></tr><tr class="g"><th>Total TTC (EUR)</th><td>€ ${eur(gross)}</td></tr></table>
<div class="nt">Invoiced in euros by agreement; 1 EUR = 655.957 XOF. Payment within 21 days to IBAN TG${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}.</div>`;
    const css = `body{font-family:'Liberation Sans';font-size:11.5px;padding:16mm 17mm}.nm{font-family:C059;font-style:italic;font-size:28px;text-align:center;border-bottom:1.5px solid #000;padding-bottom:4px}.ad{text-align:center;font-size:10px;margin:4px 0 16px}
.top{display:flex;justify-content:space-between;align-items:flex-start}.box{border:2px solid #000;padding:8px 12px;line-height:1.7}.ti{font-family:C059;font-size:20px;font-weight:bold}.cl{text-align:right;line-height:1.6}
.t{width:100%;border-collapse:collapse;margin-top:18px}.t th{background:#ddd;padding:5px;text-align:left;border:1px solid #999}.t td{padding:5px;border:1px solid #bbb}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}
.tot{width:85mm;margin:12px 0 0 auto;border-collapse:collapse}.tot th,.tot td{border:1px solid #999;padding:4px 6px}.tot th{text-align:left;font-weight:normal}.tot td{text-align:right}.tot .g{font-weight:bold;background:#eee;font-size:14px}.nt{margin-top:26px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
