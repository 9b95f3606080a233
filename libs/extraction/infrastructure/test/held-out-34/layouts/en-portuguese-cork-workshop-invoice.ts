import { esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, eu, taxOn } from './extra';

const ID = 'en-portuguese-cork-workshop-invoice';

const VENDORS = [
  {
    legal: 'Corticeira Artesanal do Alentejo, Lda.',
    brand: 'CORTIÇA VIVA',
    place: 'Rua do Raimundo 52, 7000-661 Évora, Portugal',
    money: (c: number) => `${eu(c)} €`,
    date: (iso: string) => iso,
    series: (y: string) => `FT ${y}A`,
    color: '#8d6e63',
    font: "'Noto Sans','DejaVu Sans',sans-serif",
  },
  {
    legal: 'Sobral & Filhos — Artigos em Cortiça, Lda.',
    brand: 'Sobral & Filhos',
    place: 'Rua da Madalena 188, 1100-340 Lisboa, Portugal',
    money: (c: number) => `€ ${eu(c, ' ')}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    series: (y: string) => `FT LX${y.slice(2)}`,
    color: '#5d4037',
    font: "'DejaVu Sans','Noto Sans',sans-serif",
  },
];

const GOODS: [string, number][] = [
  ['Cork tote bag, natural', 3450],
  ['Cork wallet, slim', 2190],
  ['Cork hat, wide brim', 3890],
  ['Coaster set (6), engraved', 1290],
  ['Cork yoga mat 4 mm', 5690],
  ['Stool, solid cork, handmade', 11380],
  ['Cork umbrella', 4470],
  ['Wine stoppers, gift box of 4', 890],
  ['Cork notebook A5', 1450],
];

export const enPortugueseCorkWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const seq = rng.int(120, 2400);
    const number = `${v.series(date.slice(0, 4))}/${seq}`;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, q: rng.int(1, 3), ref: `CV${rng.digits(4)}` }));
    const gross = add(lines.map((l) => l.q * l.unit));
    const disc = rng.chance(0.4) ? Math.round(gross / 20) : 0;
    const net = gross - disc;
    const tax = taxOn(net, 23);
    const total = net + tax;
    const nif = `5${rng.digits(8)}`;
    const atcud = `${rng.pick(['JF', 'KR', 'QW'])}${rng.digits(2)}${rng.pick(['X', 'M', 'T'])}${rng.digits(3)}-${seq}`;
    const customer = rng.pick(['Tamar Avraham', 'Liron Peretz', 'Shai & Adi Carmel', 'Benny Hadad']);
    const passport = `${rng.int(30, 39)}${rng.digits(6)}`;
    const vendorBlock = `<div class="legal">${esc(v.legal)}</div><div>${v.place}</div><div>NIF / VAT PT${nif}</div><div>Capital social 5.000,00 € · C.R.C. ${n % 2 === 0 ? 'Évora' : 'Lisboa'}</div>`;
    const body = `<div class="page">
<header><div class="brand">${esc(v.brand)}</div>${n % 2 === 0 ? `<div class="vend">${vendorBlock}</div>` : '<div class="vend">Handmade cork goods since 1961<br>+351 21 886 ' + rng.digits(4) + '</div>'}</header>
<div class="title"><h1>INVOICE <span>Fatura</span></h1><div class="orig">ORIGINAL</div></div>
<table class="facts"><tr><td>Invoice no. (Fatura n.º)</td><td>${number}</td><td>Date (Data)</td><td>${v.date(date)}</td></tr><tr><td>Customer</td><td>${esc(customer)}</td><td>Passport</td><td>${passport}</td></tr><tr><td>Customer NIF</td><td>999999990 (final consumer)</td><td>Country</td><td>Israel</td></tr></table>
<table class="items"><tr><th>Ref.</th><th>Description</th><th>Qty</th><th>Unit price</th><th>VAT</th><th>Net amount</th></tr>
${lines.map((l) => `<tr><td>${l.ref}</td><td>${esc(l.name)}</td><td>${l.q}</td><td>${v.money(l.unit)}</td><td>23%</td><td>${v.money(l.q * l.unit)}</td></tr>`).join('')}
</table>
<table class="tot">
${disc ? `<tr><td>Goods</td><td>${v.money(gross)}</td></tr><tr><td>Discount 5%</td><td>-${v.money(disc)}</td></tr>` : ''}
<tr><td>Taxable amount (Incidência)</td><td>${v.money(net)}</td></tr>
<tr><td>VAT / IVA 23%</td><td>${v.money(tax)}</td></tr>
<tr class="big"><td>TOTAL</td><td>${v.money(total)}</td></tr>
<tr><td>Paid: ${rng.pick(['Visa', 'Multibanco', 'Mastercard', 'cash'])}</td><td>${v.money(total)}</td></tr>
</table>
<div class="qr"></div>
<div class="small">ATCUD: ${atcud} · Tax Free form no. ${rng.digits(10)} issued — VAT refund at departure for residents outside the EU.<br>${rng.pick(['Qj4R', 'w8Tz', 'Lm2P'])}-Processado por programa certificado n.º ${rng.int(1000, 2999)}/AT</div>
${n % 2 === 1 ? `<footer>${vendorBlock}</footer>` : '<footer>Obrigado! Thank you for supporting Alentejo cork craft.</footer>'}
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#2b2b2b}.page{width:210mm;height:296mm;overflow:hidden;box-sizing:border-box;padding:14mm 16mm;position:relative;background:linear-gradient(#f7efe6,#f7efe6) top/100% 8mm no-repeat}header{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:'URW Gothic','DejaVu Sans',sans-serif;font-size:28px;font-weight:bold;color:${v.color}}.vend{text-align:right;font-size:10px;line-height:1.5}.legal{font-weight:bold;font-size:11.5px}.title{display:flex;justify-content:space-between;align-items:center;margin:10mm 0 4mm;border-bottom:2px solid ${v.color}}h1{font-size:22px;margin:0;color:${v.color}}h1 span{font-size:13px;color:#888;font-weight:normal}.orig{font-size:10px;border:1px solid #888;padding:2px 6px}.facts{width:100%;border-collapse:collapse;font-size:10.5px}.facts td{padding:3px 4px;border-bottom:1px solid #e6ddd3}.facts td:nth-child(odd){color:#777}.items{width:100%;border-collapse:collapse;margin-top:8mm}.items th{background:${v.color};color:#fff;text-align:left;padding:4px;font-weight:normal}.items td{padding:4px;border-bottom:1px solid #e6ddd3}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{width:50%;margin:8px 0 0 auto;border-collapse:collapse}.tot td{padding:3px 4px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}.qr{width:26mm;height:26mm;margin-top:8mm;background:repeating-linear-gradient(90deg,#333 0 2px,#fff 2px 4px),#fff;opacity:.8}.small{font-size:8.5px;color:#666;margin-top:4px}footer{position:absolute;bottom:12mm;left:16mm;right:16mm;font-size:9.5px;border-top:1px solid ${v.color};padding-top:4px;line-height:1.5;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
