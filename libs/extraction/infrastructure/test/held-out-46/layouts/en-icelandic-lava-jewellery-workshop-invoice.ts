import { amount, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { baseCss, comma, e, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-icelandic-lava-jewellery-workshop-invoice';

const LINES: [string, number][] = [
  ['Lava bead bracelet workshop, 2 h (per person)', 6900],
  ['Silver and basalt pendant', 11500],
  ['Obsidian ring, sterling silver', 14900],
  ['Lava stone earrings', 5800],
  ['Custom engraving', 2500],
  ['Gift box and certificate', 900],
  ['Workshop materials upgrade (silver findings)', 3400],
  ['Insured shipping to Israel', 4200],
];

const VENDORS = [
  {
    brand: 'HRAUN &amp; SILFUR',
    legal: 'Hraun og Silfur ehf.',
    addr: 'Laugavegur 71, 101 Reykjavík, Iceland',
    color: '#333333',
    font: "'Liberation Sans','DejaVu Sans',sans-serif",
    num: (rng: Rng) => `HS${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    money: (c: number) => `${comma(c)} EUR`,
  },
  {
    brand: 'Eldfjall Studio',
    legal: 'Eldfjallasmiðjan hf.',
    addr: 'Austurvegur 9, 800 Selfoss, Iceland',
    color: '#b34700',
    font: "'C059','DejaVu Serif',serif",
    num: (rng: Rng) => `${rng.int(1, 9)}-${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    money: (c: number) => `€${amount(c)}`,
  },
];

export const enIcelandicLavaJewelleryWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const number = v.num(rng);
    const lines = rng.some(LINES, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const net = total(lines.map((l) => l.qty * l.unit));
    const tax = vatOn(net, 24);
    const sum = net + tax;
    const kt = `${rng.digits(6)}-${rng.digits(4)}`;
    const body = `<div class="pg">
<div class="brand">${v.brand}</div>
<div class="sm">${e(v.legal)} · ${v.addr}</div>
<div class="sm">Kennitala ${kt} · VSK nr. ${rng.int(100000, 149999)}</div>
<h1>INVOICE · REIKNINGUR</h1>
${pairs(
  [
    ['Invoice no.', number],
    ['Date of issue', v.date(date)],
    ['Order ref.', `WEB-${rng.int(100000, 999999)}`],
    ['Workshop held', v.date(plus(date, -rng.int(0, 2)))],
    ['Customer', rng.pick(['Yael Ben-David, Tel Aviv', 'Oren Katz, Petah Tikva', 'Studio Nofar, Herzliya'])],
    ['Payment', rng.pick(['Visa', 'Mastercard', 'Bank transfer'])],
  ],
  2,
)}
${items(
  ['Item', 'Qty', 'Price', 'Line total'],
  lines.map((l) => [e(l.name), String(l.qty), v.money(l.unit), v.money(l.qty * l.unit)]),
)}
<div class="sums">${pairs([
      ['Amount excl. VAT', v.money(net)],
      ['VAT (VSK) 24%', v.money(tax)],
      ['Total paid', v.money(sum)],
    ])}</div>
<div class="sm">Card auth. ${rng.digits(6)} · Prices in euros at the customer's request · Tax-free refund forms available for goods over ISK 6,000.</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:12mm}.brand{font-size:26px;font-weight:bold;color:${v.color};letter-spacing:1px}h1{font-size:18px;border-bottom:1px solid ${v.color}}.sums{display:flex;justify-content:flex-end}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
