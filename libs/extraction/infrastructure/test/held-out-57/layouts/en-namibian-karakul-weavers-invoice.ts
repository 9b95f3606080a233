import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, spaced } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, row, total, vatIn } from './extra';

const ID = 'en-namibian-karakul-weavers-invoice';

const GOODS: [string, number, number][] = [
  ['Hand-woven karakul rug, 120 × 180 cm', 380, 760],
  ['Karakul wall hanging, desert motif', 160, 340],
  ['Karakul cushion cover', 45, 90],
  ['Woven table runner', 55, 110],
  ['Small karakul mat, 60 × 90 cm', 120, 240],
  ['Weaving demonstration for a group', 40, 80],
];

/** Swakopmund karakul weavers' tax invoice in euros: Namibia's 15% VAT contained in the prices. */
export const enNamibianKarakulWeaversInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const co = n % 2 === 0;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, lo, hi]) => ({ name, qty: rng.int(1, 2), unit: rng.int(lo, hi) * 100 }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const vat = vatIn(gross, 15);
    const vendorName = co ? 'Karakul Weavers of the Namib (Pty) Ltd' : 'Helena Shikongo';
    const vatNo = `${rng.digits(7)}-01-5`;
    const doc = co ? `TI${rng.digits(6)}` : `HS-${rng.digits(3)}`;
    const f = (d: string) => (co ? dt(d, 'd Month yyyy') : dt(d, 'dd/mm/yyyy'));
    const money = (c: number) => (co ? `EUR ${spaced(c)}` : `€ ${amount(c)}`);
    const body = `<div class="brand">${co ? 'DUNE &amp; WOOL' : 'OMBA HANDWOVEN'}</div>
<div class="sm">${co ? `${vendorName} · Reg. No. ${rng.int(2001, 2019)}/${rng.digits(4)}<br>Tobias Hainyeko St, Swakopmund, Namibia · VAT Reg. No. ${vatNo}` : 'Hand-woven karakul · Mondesa, Swakopmund, Namibia'}</div>
<h1>${co ? 'TAX INVOICE' : 'Tax Invoice / Receipt'}</h1>
${pairs([
  ['Invoice number', doc],
  ['Invoice date', f(date)],
  ['Customer', rng.pick(['Ayelet Shani', 'Boaz Levy', 'Rina Gold', 'Eitan Peled'])],
  ['Collected', 'At the workshop'],
  ['Exchange rate used', `1 EUR = ${(19 + rng.next() * 2).toFixed(4)} NAD`],
])}
${items(
  ['Description', 'Qty', 'Unit price (VAT incl.)', 'Amount'],
  lines.map((l) => [l.name, String(l.qty), money(l.unit), money(l.qty * l.unit)]),
)}
<div class="sum">${row('Total (VAT inclusive)', money(gross), 'b big')}${row('VAT 15% included', money(vat))}${row('Amount excl. VAT', money(gross - vat))}</div>
<div class="sm">Paid by ${rng.pick(['card', 'EFT', 'cash'])}. Thank you for supporting local weavers.</div>
${co ? '' : `<div class="foot">Helena Shikongo (sole trader) · VAT Reg. No. ${vatNo} · +264 64 ${rng.digits(6)}</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Display'" : "'P052'"};font-size:13px;padding:18mm}.brand{font-size:30px;font-weight:bold;color:#bf360c;${co ? 'letter-spacing:3px' : "font-family:'Z003';font-size:38px"}}h1{font-size:19px;border-bottom:1px solid #bf360c}.sum{width:50%;margin-left:auto}.big{font-size:1.15em}.foot{margin-top:40px;border-top:1px solid #999;padding-top:4px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
