import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, items, next, pairs, row, total } from './extra';

const ID = 'en-senegalese-djembe-drum-maker-invoice';

/** Senegal's standard VAT rate (TVA), 18%, unchanged 2022-2026; the reduced 10% is for licensed tourist accommodation only. */
const RATE = 18;
/** The CFA franc's fixed parity with the euro. */
const XOF_PER_EUR = 655.957;

/** Instrument, lowest and highest price in whole euros (before VAT). */
const DRUMS: [string, number, number][] = [
  ['Djembe, lenke wood, goat skin, 60 cm', 180, 260],
  ['Djembe, dimba wood, 55 cm (student)', 110, 160],
  ['Djembe, children’s 40 cm', 55, 85],
  ['Sabar drum set (nder, mbalax, tungune)', 320, 460],
  ['Dundun set of three with bells', 390, 540],
  ['Tama talking drum with stick', 70, 110],
  ['Balafon, 16 keys, rosewood', 240, 360],
];
const EXTRAS: [string, number, number][] = [
  ['Padded carry bag', 25, 45],
  ['Spare goat skin, shaved', 18, 30],
  ['Rope re-tuning kit', 12, 20],
  ['Sege-sege rattle (sesse)', 15, 25],
  ['Beginner lesson at the workshop, 1 h', 25, 35],
];
const BUYERS = ['Yael Ben-Ami', 'Tomer Adler', 'Ronit Sasson', 'Eyal Kaplan', 'Michal Dror'];

/** A Dakar drum maker's invoice in euros (never a Sunday), Senegalese VAT 18% added, with the CFA franc equivalent. */
export const enSenegaleseDjembeDrumMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(DRUMS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.2) ? 2 : 1, unit: rng.int(lo, hi) * 100 }));
    for (const [name, lo, hi] of rng.some(EXTRAS, rng.int(1, 2))) lines.push({ name, qty: rng.int(1, 2), unit: rng.int(lo, hi) * 100 });
    const net = total(lines.map((l) => l.qty * l.unit));
    // Rounded half up, in integer cents.
    const vat = Math.floor((net * RATE + 50) / 100);
    const gross = net + vat;
    const vendorName = co ? 'Baobab Percussions SARL' : 'Mamadou Lamine Faye';
    const doc = co ? `BP-${rng.int(10000, 99999)}` : `${date.slice(2, 4)}/${String(rng.int(1, 499)).padStart(3, '0')}`;
    const money = (c: number) => (co ? `${comma(c, ' ')} €` : `EUR ${amount(c)}`);
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'd Mon yyyy'));
    const ninea = `00${rng.digits(7)} ${rng.int(1, 3)}${rng.pick(['G', 'V'])}${rng.int(2, 3)}`;
    const xof = Math.round((gross / 100) * XOF_PER_EUR);
    const info = pairs(
      [
        ['Invoice No.', doc],
        ['Date', f(date)],
        ['Customer', rng.pick(BUYERS)],
        ['Passport', `${rng.int(30, 39)}${rng.digits(6)}`],
        ['Goods', rng.pick(['Collected at the workshop', 'Carried by the customer from the workshop'])],
        ['Payment', rng.pick(['Cash (EUR)', 'Wave transfer', 'Visa ****' + rng.digits(4), 'Orange Money'])],
      ],
      2,
    );
    const table = items(
      ['Description', 'Qty', 'Unit price', 'Amount'],
      lines.map((l) => [l.name, String(l.qty), money(l.unit), money(l.qty * l.unit)]),
    );
    const fcfa = xof.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
    const sums = `<div class="sum">${row('Total before VAT (HT)', money(net))}${row(`VAT (TVA) ${RATE}%`, money(vat))}${row('Total incl. VAT (TTC)', money(gross), 'b big')}${row(`Equivalent at 1 € = ${XOF_PER_EUR} F CFA`, `${fcfa} F CFA`)}</div>`;
    const body = co
      ? `<div class="head"><div class="brand">BAOBAB DRUM WORKS</div><div>${vendorName}</div><div class="sm">Village artisanal de Soumbédioune, Corniche Ouest, Dakar, Senegal · +221 33 ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}<br>NINEA ${ninea} · RCCM SN-DKR-${rng.int(2012, 2020)}-B-${rng.int(10000, 39999)}</div></div>
<h1>FACTURE / INVOICE</h1>${info}${table}${sums}
<div class="sm">Every drum is carved and skinned in our workshop. Keep skins away from rain and direct sun.</div>`
      : `<div class="head"><div class="brand2">Atelier Tama Faye</div><div class="sm">Drums made by hand · Rue 11, Médina, Dakar · +221 77 ${rng.digits(3)} ${rng.digits(2)} ${rng.digits(2)}</div></div>
<h1>Invoice</h1>${info}${table}${sums}
<div class="sm">Jërëjëf! Thank you for visiting the atelier.</div>
<div class="foot">${vendorName}, entreprise individuelle · NINEA ${ninea}</div>`;
    const page = co ? 'A4' : '5.5in 8.5in';
    const css = `${baseCss}
body{font-family:${co ? "'Nimbus Sans'" : "'DejaVu Serif'"};font-size:${co ? 13 : 9.5}px;padding:${co ? '15mm' : '8mm'};box-sizing:border-box;height:${co ? '296mm' : '8.45in'};position:relative}
.head{border-bottom:3px solid #2e7d32;padding-bottom:6px}.brand{font-size:${co ? 28 : 18}px;font-weight:bold;color:#2e7d32}.brand2{font-size:18px;font-weight:bold;color:#e65100}h1{font-size:${co ? 18 : 14}px;margin:10px 0 6px}.pairs{width:100%}.sum{width:${co ? 60 : 95}%;margin-left:auto}.big{font-size:1.12em}
.foot{position:absolute;bottom:7mm;left:8mm;right:8mm;border-top:1px solid #777;padding-top:3px;font-size:9px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
