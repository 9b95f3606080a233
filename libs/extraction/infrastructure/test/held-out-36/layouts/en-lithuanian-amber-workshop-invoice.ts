import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, eu, shift, taxOn, weekday } from './extra';

const ID = 'en-lithuanian-amber-workshop-invoice';

const VENDORS = [
  {
    brand: 'GINTARO DIRBTUVĖ',
    legal: 'UAB Gintaro Dirbtuvė',
    town: 'Pilies g. 18, LT-01123 Vilnius, Lithuania',
    codes: 'Company code 302418776 · VAT code LT100004912317',
    num: (k: number) => `GD-${String(k).padStart(6, '0')}`,
    digits: [1200, 9800],
    date: (iso: string) => iso,
    money: (c: number) => `${eu(c, ' ')} €`,
    color: '#b45309',
    font: "'DejaVu Serif','Noto Serif',serif",
    head: true,
  },
  {
    brand: 'Amberlight',
    legal: 'MB Palangos Šviesa',
    town: 'J. Basanavičiaus g. 9, LT-00135 Palanga, Lithuania',
    codes: 'Legal entity code 305611204 · VAT payer code LT100013377810',
    num: (k: number) => `AML-${k}`,
    digits: [100, 999],
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    money: (c: number) => `€${amount(c)}`,
    color: '#78350f',
    font: "'Nimbus Sans','Liberation Sans',sans-serif",
    head: false,
  },
];

const ITEMS: [string, number][] = [
  ['Cognac amber necklace, graduated beads, 45 cm', 18900],
  ['Lemon amber pendant in sterling silver', 7400],
  ['Sterling silver ring with green amber', 9600],
  ['Amber mosaic jewellery box, handmade', 24500],
  ['Butterscotch amber bracelet', 6900],
  ['Raw Baltic amber piece with insect inclusion', 32000],
  ['Amber drop earrings, silver 925', 5800],
  ['Cherry amber brooch, filigree', 11200],
  ['Engraving of initials', 1500],
];

export const enLithuanianAmberWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const lines = rng.some(ITEMS, rng.int(2, 5)).map(([name, p]) => ({ name, p, q: p < 2000 ? rng.int(1, 3) : rng.int(1, 2) }));
    const gross = add(lines.map((l) => l.q * l.p));
    const disc = gross > 40000 ? Math.round(gross * 0.07) : 0;
    const net = gross - disc;
    const tax = taxOn(net, 21);
    const total = net + tax;
    const buyer = `${rng.pick(['Michal', 'Eitan', 'Liora', 'Yonatan', 'Hadas'])} ${rng.pick(['Ben-Ami', 'Katz', 'Peretz', 'Sela'])}`;
    const passport = `${rng.int(30, 39)}${rng.digits(6)}`;
    const vendorBlock = `<div class="b">${esc(v.legal)}</div><div>${esc(v.town)}</div><div>${esc(v.codes)}</div><div>+370 ${rng.int(600, 699)} ${rng.digits(5)}</div>`;
    const body = `<div class="page">
<header><div><div class="brand">${esc(v.brand)}</div><div class="sm">${v.head ? 'Amber workshop &amp; gallery since 1994' : 'Baltic amber · handmade in Palanga'}</div></div>${v.head ? `<div class="hv">${vendorBlock}</div>` : ''}</header>
<h1>INVOICE <span>PVM sąskaita faktūra</span></h1>
<table class="facts"><tr><td>Invoice No. / Nr.</td><td><b>${number}</b></td><td>Date / Data</td><td><b>${v.date(date)}</b></td></tr>
<tr><td>Buyer / Pirkėjas</td><td>${buyer}, Israel</td><td>Passport</td><td>${passport}</td></tr>
<tr><td>Order / Užsakymas</td><td>W-${rng.int(1000, 9999)} (${v.date(shift(date, -rng.int(1, 6)))})</td><td>Tax Free form</td><td>TF-${rng.digits(10)}</td></tr></table>
<table class="items"><tr><th>Description / Aprašymas</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>${lines
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${v.money(l.p)}</td><td>${v.money(l.q * l.p)}</td></tr>`)
      .join('')}</table>
<table class="tot"><tr><td>Goods total</td><td>${v.money(gross)}</td></tr>
${disc ? `<tr><td>Workshop discount 7%</td><td>-${v.money(disc)}</td></tr>` : ''}
<tr><td>Taxable amount / Apmokestinama suma</td><td>${v.money(net)}</td></tr><tr><td>VAT / PVM 21%</td><td>${v.money(tax)}</td></tr>
<tr class="big"><td>Total / Iš viso</td><td>${v.money(total)}</td></tr></table>
<div class="paid">Paid by card ${rng.pick(['Visa', 'Mastercard', 'Amex'])} •••• ${rng.digits(4)} on ${v.date(date)}. VAT refund at departure with the Tax Free form above.</div>
<div class="cert">Certificate of origin for natural Baltic amber enclosed (No. ${rng.int(10000, 99999)}).</div>
${v.head ? '' : `<footer>${vendorBlock}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#292524}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm 16mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:1px solid ${v.color};padding-bottom:8px}.brand{font-size:26px;letter-spacing:${v.head ? '0' : '1px'};color:${v.color};font-family:${v.head ? "'URW Bookman','DejaVu Serif',serif" : "'Z003','URW Bookman',serif"};${v.head ? '' : 'font-size:34px;'}}.hv{text-align:right;line-height:1.45;font-size:10px}.sm{font-size:9.5px;color:#78716c}.b{font-weight:bold}h1{font-size:20px;margin:14px 0 8px;color:${v.color}}h1 span{font-size:12px;color:#78716c;font-weight:normal;margin-left:8px}.facts{width:100%;border-collapse:collapse}.facts td{padding:3px 5px;border-bottom:1px solid #e7e5e4}.facts td:nth-child(odd){color:#78716c;width:18%}.items{width:100%;border-collapse:collapse;margin-top:12px}.items th{text-align:left;background:#fef3c7;padding:4px}.items td{padding:4px;border-bottom:1px solid #f5f5f4}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:55%;margin:10px 0 0 auto;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.paid,.cert{margin-top:10px;font-size:10px}footer{position:absolute;bottom:10mm;left:16mm;right:16mm;text-align:center;font-size:9.5px;border-top:1px solid ${v.color};padding-top:4px;line-height:1.4}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
