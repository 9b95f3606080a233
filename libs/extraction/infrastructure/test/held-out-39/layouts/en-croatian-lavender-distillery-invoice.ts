import { esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { hhmm } from '../../generalisation/notation';
import { add, dated, eu, hrDate, shift, taxOn, weekday } from './extra';

const ID = 'en-croatian-lavender-distillery-invoice';

/** A Croatian OIB: ten digits and an ISO 7064 (MOD 11,10) check digit. */
function oib(rng: Rng): string {
  const base = String(rng.int(1, 9)) + rng.digits(9);
  let a = 10;
  for (const ch of base) {
    a = (a + Number(ch)) % 10;
    if (a === 0) a = 10;
    a = (a * 2) % 11;
  }
  const c = 11 - a;
  return base + String(c === 10 ? 0 : c);
}

const VENDORS = [
  {
    brand: 'HVAR LAVENDER',
    tag: 'Destilerija lavande · Lavender distillery · Velo Grablje',
    legal: 'Lavanda Hvar d.o.o.',
    address: 'Velo Grablje 14, 21450 Hvar, Hrvatska / Croatia',
    premises: 'VG1',
    font: "'C059',serif",
    color: '#6d28d9',
    spaced: false,
    cur: (c: number) => `${eu(c)} €`,
    top: true,
  },
  {
    brand: 'BRAČ ESSENTIALS',
    tag: 'Eterična ulja i sapuni · Essential oils and soaps · Supetar',
    legal: 'Aromatika Brač j.d.o.o.',
    address: 'Put Vela Luke 3, 21400 Supetar, Hrvatska / Croatia',
    premises: 'SUP2',
    font: "'Liberation Sans',sans-serif",
    color: '#0f766e',
    spaced: true,
    cur: (c: number) => `EUR ${eu(c)}`,
    top: false,
  },
];

const GOODS: [string, string, number, number][] = [
  ['Obilazak destilerije', 'Distillery tour (per person)', 800, 1500],
  ['Radionica destilacije', 'Distillation workshop (per person)', 2500, 4000],
  ['Eterično ulje lavande 10 ml', 'Lavender essential oil 10 ml', 900, 1600],
  ['Hidrolat lavande 200 ml', 'Lavender hydrosol 200 ml', 700, 1200],
  ['Mirisne vrećice (3 kom)', 'Lavender sachets (set of 3)', 600, 1000],
  ['Med od lavande 450 g', 'Lavender honey 450 g', 1100, 1600],
  ['Sapun od lavande', 'Lavender soap bar', 450, 800],
  ['Degustacija: likeri od bilja', 'Herbal liqueur tasting (per person)', 1000, 1800],
];
const CUSTOMERS = ['Galil Tours Ltd., Haifa, Israel', 'Carmel Travel Club, Tel Aviv, Israel', 'Ms. Dana Shapiro, Ra\u2019anana, Israel', 'Negev Walkers Association, Israel'];

export const enCroatianLavenderDistilleryInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const vendorOib = oib(new Rng(7 + (n % 2)));
    const number = `${rng.int(40, 899)}/${v.premises}/${rng.int(1, 3)}`;
    const people = rng.int(2, 26);
    const lines = rng
      .some(GOODS, rng.int(3, 6))
      .map(([hr, en, lo, hi]) => ({ hr, en, qty: en.includes('per person') ? people : rng.int(1, 12), unit: rng.int(lo / 10, hi / 10) * 10 }));
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, 25);
    const total = net + tax;
    const kuna = date < '2024-01-01';
    const hrk = Math.round(total * 7.5345);
    const time = hhmm(rng.int(9 * 60, 18 * 60));
    const bilingual = (hr: string, en: string) => `${hr} <span class="en">/ ${en}</span>`;
    const row = (hr: string, en: string, val: string) => `<tr><th>${bilingual(hr, en)}</th><td>${val}</td></tr>`;
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${v.address}</div><div>OIB: ${vendorOib} · PDV ID / VAT ID: HR${vendorOib}</div><div>IBAN: HR${rng.digits(2)} 2340 0091 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(1)}</div>`;
    const jir = `${rng.digits(4)}a${rng.digits(3)}-${rng.digits(2)}bc-4${rng.digits(3)}-9${rng.digits(3)}-${rng.digits(6)}e${rng.digits(5)}`;
    const zki = Array.from({ length: 32 }, () => '0123456789abcdef'[rng.int(0, 15)]).join('');
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="tag">${v.tag}</div></div>${v.top ? `<div class="who">${vendor}</div>` : ''}</header>
<h1>${bilingual('RAČUN', 'INVOICE')}</h1>
<div class="cols"><table class="meta">
${row('Broj računa', 'Invoice no.', `<b>${number}</b>`)}
${row('Datum i vrijeme izdavanja', 'Date and time of issue', `${hrDate(date, v.spaced)} ${time}`)}
${row('Datum isporuke', 'Date of supply', hrDate(shift(date, -rng.int(0, 2)), v.spaced))}
${row('Dospijeće', 'Due date', hrDate(shift(date, 15), v.spaced))}
${row('Način plaćanja', 'Payment', rng.pick(['Transakcijski račun / Bank transfer', 'Kartica / Card']))}
${row('Operater', 'Operator', rng.pick(['IVA', 'MARKO', 'ANA-M']))}
</table><div class="cust"><div class="l">${bilingual('Kupac', 'Customer')}</div><div class="b">${esc(rng.pick(CUSTOMERS))}</div><div>${bilingual('Grupa', 'Group')}: ${people} ${bilingual('osoba', 'persons')}</div><div>${bilingual('Ponuda br.', 'Quote no.')} P-${date.slice(0, 4)}-${rng.int(10, 99)}</div></div></div>
<table class="items"><tr><th>${bilingual('Opis', 'Description')}</th><th>${bilingual('Kol.', 'Qty')}</th><th>${bilingual('Cijena', 'Price')}</th><th>PDV</th><th>${bilingual('Iznos', 'Amount')}</th></tr>
${lines.map((l) => `<tr><td>${l.hr}<br><span class="en">${l.en}</span></td><td>${l.qty}</td><td>${eu(l.unit)}</td><td>25%</td><td>${eu(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="tot">
${row('Osnovica', 'Tax base', v.cur(net))}
${row('PDV 25%', 'VAT 25%', v.cur(tax))}
<tr class="big"><th>${bilingual('Ukupno za platiti', 'Total due')}</th><td>${v.cur(total)}</td></tr>
${kuna ? row('Fiksni tečaj konverzije', 'Fixed conversion rate', '1 EUR = 7,53450 HRK') + row('Ukupno u kunama', 'Total in HRK', `${eu(hrk)} kn`) : ''}
</table>
<div class="fisc">JIR: ${jir}<br>ZKI: ${zki}</div>
<div class="note">${bilingual('Hvala na posjeti!', 'Thank you for your visit!')} ${bilingual('Poziv na broj', 'Payment reference')}: HR00 ${number.replace(/\//g, '-')}</div>
${v.top ? '' : `<footer>${vendor}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#1c1c1c}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid ${v.color};padding-bottom:8px}.brand{font-size:26px;color:${v.color};letter-spacing:2px;font-weight:bold}.tag{font-size:9.5px}.who{text-align:right;line-height:1.5;font-size:9.5px}.b{font-weight:bold}.en{color:#666;font-size:0.9em}h1{font-size:20px;margin:12px 0}.cols{display:flex;gap:10mm}.meta{border-collapse:collapse;flex:1.3}.meta th{text-align:left;font-weight:normal;padding:2px 6px 2px 0}.meta td{padding:2px}.cust{flex:1;border:1px solid #aaa;padding:6px;line-height:1.5}.l{font-size:9px;color:#666}.items{width:100%;border-collapse:collapse;margin-top:12px}.items th{text-align:left;border-bottom:2px solid ${v.color};padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px;vertical-align:top}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{margin:12px 0 0 auto;border-collapse:collapse}.tot th{text-align:left;font-weight:normal;padding:3px 12px 3px 0}.tot td{text-align:right;padding:3px}.big th,.big td{font-weight:bold;font-size:13px;border-top:2px solid #222}.fisc{margin-top:14px;font-family:'Liberation Mono',monospace;font-size:9px}.note{margin-top:8px;font-size:9.5px}footer{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #aaa;padding-top:4px;font-size:9px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
