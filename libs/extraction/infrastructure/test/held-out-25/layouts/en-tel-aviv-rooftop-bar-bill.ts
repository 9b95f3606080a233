import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { add, day, taxIn, vid } from './extra';

const BARS = [
  { brand: 'BLUE HOUR', legal: 'Dana Levin', company: false, label: 'Licensed Dealer No.' },
  { brand: '', legal: 'Rooftop Twelve Bar Ltd.', company: true, label: 'Co. Reg.' },
];
const DRINKS: [string, number][] = [
  ['Negroni', 5800],
  ['Aperol Spritz', 5200],
  ['Gin & Tonic', 5400],
  ['Local IPA draught', 3600],
  ['Arak Lemonade', 4400],
  ['Glass of Golan Sauvignon', 4600],
  ['Sparkling water', 1800],
  ['Edamame', 3200],
  ['Sliders (3)', 6800],
  ['Fried cauliflower', 4200],
];

/** A Tel Aviv rooftop cocktail bar's English bill on 80 mm paper: drinks and small plates with VAT included, "Service not included" and a tip guide of 10/12/15% under the total. */
export const enTelAvivRooftopBarBill: Layout = {
  id: 'en-tel-aviv-rooftop-bar-bill',
  lang: 'en',
  kind: 'restaurant bill',
  make(rng: Rng) {
    const b = rng.pick(BARS);
    const id = vid(b.legal, b.company);
    const date = day(rng);
    const rate = israeliRate(date);
    const lines = rng.some(DRINKS, rng.int(3, 7)).map(([n, u]) => ({ n, q: rng.int(1, 4), u }));
    const hh = rng.chance(0.4) ? Math.round(add(lines.slice(0, 1).map((l) => l.q * l.u)) / 2) : 0;
    const total = add(lines.map((l) => l.q * l.u)) - hh;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([() => `B${rng.int(10000, 99999)}`, () => String(rng.int(1000000, 1999999))])();
    const fmt = rng.pick(['dd/mm/yyyy', 'd Mon yyyy', 'dd.mm.yy'] as const);
    const font = rng.pick(['URW Gothic', 'Liberation Sans', 'Noto Sans']);
    const r = (a: string, c: string, k = '') => `<div class="r ${k}"><span>${a}</span><span>${c}</span></div>`;
    const body = `<div class="c t${b.brand ? ' sp' : ''}">${esc(b.brand || b.legal)}</div><div class="c">rooftop · cocktails · sunset</div>${b.brand ? `<div class="c">${esc(b.legal)}</div>` : ''}<div class="c">${b.label} ${b.company ? hyphenId(id) : id}</div>
<div class="c">Rothschild Blvd ${rng.int(1, 140)}, 12th floor, Tel Aviv · 03-${rng.int(5000000, 6999999)}</div><div class="rule"></div>
${r('TAX INVOICE / RECEIPT', `<b>${docNo}</b>`)}${r('Date', dt(date, fmt))}${r('Time', `${rng.int(18, 23)}:${String(rng.int(0, 59)).padStart(2, '0')}`)}${r('Table / Guests', `${rng.int(1, 30)} / ${rng.int(2, 6)}`)}${r('Server', rng.pick(['Gal', 'Tamar', 'Eli']))}
<div class="rule"></div>${lines.map((l) => r(`${l.q} x ${esc(l.n)}`, amount(l.q * l.u))).join('')}${hh ? r('Happy hour -50% (1st round)', `-${amount(hh)}`) : ''}
<div class="rule"></div>${r('TOTAL NIS', amount(total), 'big')}${r(`incl. VAT ${rate}%`, amount(vat))}<div class="rule"></div>
<div class="c">Service is not included</div>${[10, 12, 15].map((p) => r(`Tip ${p}%`, amount(Math.round((total * p) / 100)))).join('')}
<div class="rule"></div>${r('Mastercard', `**** ${rng.digits(4)}`)}${r('Approval', rng.digits(6))}<div class="c sm">Cheers! Follow us @${(b.brand || 'rooftop12').toLowerCase().replace(' ', '')}.tlv</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;width:70mm;padding:4mm 5mm}.c{text-align:center}.t{font-size:20px;font-weight:bold;background:#0d1b3d;color:#fff;padding:2mm 0}
.sp{letter-spacing:3px;font-size:22px}.r{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:15px}.rule{border-top:1px dotted #000;margin:2mm 0}.sm{font-size:9px;margin-top:2mm}`;
    const page = '80mm 190mm';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: b.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
