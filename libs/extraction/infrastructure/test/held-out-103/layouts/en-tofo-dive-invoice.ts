import { addDays, amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { e, next, total, vatOn } from './extra';

const ID = 'en-tofo-dive-invoice';

/** Mozambique's standard IVA rate: 17% until the end of 2022, 16% from 1 January 2023. */
export const ivaRate = (date: string) => (date >= '2023-01-01' ? 16 : 17);

/** Service, US cents a unit before IVA in 2022, the range of units. */
const SERVICES: [string, number, [number, number]][] = [
  ['Single-tank reef dive', 4500, [1, 6]],
  ['Dive package, 5 dives', 20000, [1, 2]],
  ['Ocean safari, snorkelling with whale sharks', 5500, [1, 4]],
  ['Open Water diver course, 3½ days', 44000, [1, 2]],
  ['Advanced diver course, 2 days', 38000, [1, 2]],
  ['Full equipment rental, per dive', 1000, [2, 10]],
  ['Nitrox fill', 800, [1, 8]],
  ['Night dive supplement', 2000, [1, 2]],
  ['Underwater camera rental, per day', 2500, [1, 4]],
];
const DIVERS: [string, string][] = [
  ['Annika Bergqvist', 'Uppsala'],
  ['Tomás Ferreira', 'Maputo'],
  ['Chloe van der Merwe', 'Pretoria'],
  ['Daniel Okafor', 'Nairobi'],
  ['Lena Hoffmann', 'Innsbruck'],
  ['Marco Bellini', 'Verona'],
];
const LODGES = ['Casa Mar', 'Palmeiras Lodge', 'Tofinho Bay Chalets', 'Coqueiros Guest House'];

/**
 * A dive centre at Tofo, Inhambane, Mozambique, invoicing visiting divers in US dollars, Portuguese beside English,
 * A4 (Noto Sans Display for the name and titles, Liberation Sans): a teal wave band with "JAMANTA" and "Dive &
 * Ocean Safaris · Praia do Tofo", opposite "Jamanta Mergulho Tofo, Lda.", the address, "NUIT" nine digits and
 * "Alvará" (a distractor); "FACTURA / INVOICE" with "N.º / No." FT, the year, a slash and four digits, "Data / Date"
 * dd/mm/yyyy; "Cliente / Client" with town, passport number, lodge and the days dived (distractors); a table of
 * services ("Qtd. / Qty", "Preço unit. / Unit price", "Valor / Amount" in USD); "Valor sem IVA / Subtotal", "IVA n% /
 * VAT n%" added (17% in 2022, 16% from 2023), "TOTAL USD" in a teal box; the metical equivalent at a stated rate (a
 * distractor); card or cash; "Processado por computador" and the bank in the footer; any day.
 */
export const enTofoDiveInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.03;
    const lines = rng.some(SERVICES, rng.int(2, 5)).map(([name, p, [lo, hi]]) => {
      const price = Math.round((p * rise) / 100) * 100;
      const q = rng.int(lo, hi);
      return { name, price, q, sum: q * price };
    });
    const net = total(lines.map((l) => l.sum));
    const rate = ivaRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Jamanta Mergulho Tofo, Lda.';
    const doc = `FT ${year}/${String(rng.int(40, 2400)).padStart(4, '0')}`;
    const mzn = 63.9;
    const [diver, town] = rng.pick(DIVERS);
    const days = rng.int(1, 6);
    const rows = lines.map((l) => `<tr><td>${e(l.name)}</td><td>${l.q}</td><td>${amount(l.price)}</td><td>${amount(l.sum)}</td></tr>`).join('');
    const pay = rng.chance(0.65) ? `Pago com cartão / Paid by card ****${rng.digits(4)}, auth. ${rng.digits(6)}` : 'Pago em numerário / Paid in cash (USD)';
    const body = `<div class="band"><div><div class="nm">JAMANTA</div><div class="tg">Dive &amp; Ocean Safaris · Praia do Tofo</div></div><div class="co"><b>${e(vendorName)}</b><br>Praia do Tofo, Inhambane, Moçambique<br>NUIT ${rng.pick(['4', '7'])}${rng.digits(8)} · Alvará n.º ${rng.int(100, 999)}/${rng.int(2014, 2021)}<br>+258 84 ${rng.digits(3)} ${rng.digits(4)}</div></div>
<div class="ti"><div class="tt">FACTURA / INVOICE</div><div>N.º / No. <b>${doc}</b></div><div>Data / Date <b>${dt(date, 'dd/mm/yyyy')}</b></div></div>
<table class="cl"><tr><td>Cliente / Client</td><td><b>${e(diver)}</b>, ${e(town)}</td></tr><tr><td>Passaporte / Passport</td><td>${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(7)}</td></tr><tr><td>Alojamento / Staying at</td><td>${rng.pick(LODGES)}</td></tr><tr><td>Mergulhos / Dive days</td><td>${dt(addDays(date, -days + 1), 'dd/mm')} – ${dt(date, 'dd/mm/yyyy')}</td></tr></table>
<table class="t"><tr><th>Descrição / Description</th><th>Qtd. / Qty</th><th>Preço unit. / Unit price (USD)</th><th>Valor / Amount (USD)</th></tr>${rows}</table>
<div class="sum"><table><tr><td>Valor sem IVA / Subtotal</td><td>${amount(net)}</td></tr><tr><td>IVA ${rate}% / VAT ${rate}%</td><td>${amount(vat)}</td></tr></table><div class="tb"><span>TOTAL USD</span><span>${amount(gross)}</span></div>
<div class="fx">Contravalor para informação / Equivalent for information: MZN ${amount(Math.round(gross * mzn)).replace(/,/g, ' ')} (1 USD = ${mzn.toFixed(2)} MZN)</div></div>
<div class="pay">${pay}</div>
<div class="foot">Processado por computador · BCI, conta USD ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)} · info@jamantadive.co.mz</div>`;
    const css = `body{font-family:'Liberation Sans';font-size:11.5px;margin:0;color:#1c2b33}.band{display:flex;justify-content:space-between;align-items:center;background:linear-gradient(#0f7c86,#0a5b63);color:#fff;padding:10mm 14mm 8mm}.nm{font-family:'Noto Sans Display';font-size:36px;font-weight:bold;letter-spacing:3px;line-height:1}.tg{font-size:12px}.co{text-align:right;line-height:1.5;font-size:10.5px}
.ti{display:flex;justify-content:space-between;align-items:baseline;margin:8mm 14mm 4mm;border-bottom:2px solid #0f7c86;padding-bottom:4px}.tt{font-family:'Noto Sans Display';font-size:20px;font-weight:bold;color:#0a5b63}
.cl{margin:0 14mm;border-collapse:collapse}.cl td{padding:2px 12px 2px 0}.cl td:first-child{color:#5a6b73}
table.t{width:calc(100% - 28mm);margin:6mm 14mm 0;border-collapse:collapse}table.t th{background:#e3f1f2;text-align:left;padding:4px 6px;font-size:10.5px}table.t td{padding:4px 6px;border-bottom:1px solid #d8e4e6}table.t td:nth-child(n+2),table.t th:nth-child(n+2){text-align:right;white-space:nowrap}
.sum{margin:6mm 14mm 0 auto;width:86mm}.sum table{width:100%;border-collapse:collapse}.sum td{padding:3px 4px}.sum td:last-child{text-align:right}.tb{display:flex;justify-content:space-between;background:#0f7c86;color:#fff;font-weight:bold;font-size:16px;padding:5px 6px;margin-top:3px}.fx{font-size:9.5px;color:#5a6b73;margin-top:4px}
.pay{margin:8mm 14mm 0}.foot{margin:14mm 14mm 0;border-top:1px solid #9bb;padding-top:4px;font-size:9.5px;color:#5a6b73;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
