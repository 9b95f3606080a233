import { addDays, amount, DateStyle, htmlPage, Layout, randomDate, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, spaced } from '../notation';

interface Supplier {
  name: string;
  country: string;
  /** ISO code, street and town, BIC */
  code: string;
  street: string;
  bic: string;
  rate: number;
  vatId: () => string;
  money: (cents: number) => string;
  style: DateStyle;
  title: string;
  number: string;
}

const eu = (c: number) => amount(c, { eu: true });

/**
 * An invoice in English from an EU supplier in EUR: the country's VAT rate (DE 19, FR 20, IT 22,
 * NL 21, ES 21, IE 23), its VAT id spelling, decimal commas (Irish decimal points), the euro sign
 * before or after, the local date order, a delivery date and an order reference, and an Israeli
 * customer whose company number is printed in the address block.
 */
export const enEuSupplierInvoice: Layout = {
  id: 'en-eu-supplier-invoice',
  lang: 'en',
  kind: 'foreign currency',
  make(rng) {
    const d = rng.digits.bind(rng);
    const suppliers: Supplier[] = [
      {
        name: 'Weber & Söhne GmbH',
        code: 'DE',
        street: 'Industriestraße 14, 70565 Stuttgart',
        bic: 'COBADEFFXXX',
        country: 'Germany',
        rate: 19,
        vatId: () => `USt-IdNr. / VAT ID: DE${d(9)}`,
        money: (c) => `${eu(c)} €`,
        style: 'd.m.Y',
        title: 'Rechnung / Invoice',
        number: 'RE-',
      },
      {
        name: 'Lumière Conseil SAS',
        code: 'FR',
        street: '12 rue de la Paix, 75002 Paris',
        bic: 'BNPAFRPP',
        country: 'France',
        rate: 20,
        vatId: () => `N° TVA intracom. / VAT No.: FR${d(2)} ${d(9)}`,
        money: (c) => `${spaced(c)} €`,
        style: 'd/m/Y',
        title: 'Facture / Invoice',
        number: 'FA-',
      },
      {
        name: 'Studio Rinaldi S.r.l.',
        code: 'IT',
        street: 'Via Roma 88, 40121 Bologna',
        bic: 'UNCRITMM',
        country: 'Italy',
        rate: 22,
        vatId: () => `P.IVA / VAT: IT${d(11)}`,
        money: (c) => `€ ${eu(c)}`,
        style: 'd/m/Y',
        title: 'Fattura / Invoice',
        number: '',
      },
      {
        name: 'Van Dijk Logistics B.V.',
        code: 'NL',
        street: 'Keizersgracht 301, 1016 ED Amsterdam',
        bic: 'INGBNL2A',
        country: 'Netherlands',
        rate: 21,
        vatId: () => `BTW-nr / VAT: NL${d(9)}B01`,
        money: (c) => `€ ${eu(c)}`,
        style: 'd-m-Y',
        title: 'Factuur / Invoice',
        number: 'F',
      },
      {
        name: 'Cerámica Levante S.L.',
        code: 'ES',
        street: 'Calle Mayor 5, 12001 Castellón',
        bic: 'CAIXESBB',
        country: 'Spain',
        rate: 21,
        vatId: () => `NIF-IVA / VAT: ESB${d(8)}`,
        money: (c) => `${eu(c)} €`,
        style: 'd/m/Y',
        title: 'Factura / Invoice',
        number: 'FV',
      },
      {
        name: 'Liffey Data Services Ltd',
        code: 'IE',
        street: '4 Grand Canal Quay, Dublin 2',
        bic: 'AIBKIE2D',
        country: 'Ireland',
        rate: 23,
        vatId: () => `VAT No. IE${d(7)}${rng.pick(['T', 'W', 'H'])}`,
        money: (c) => `€${amount(c)}`,
        style: 'd Mon Y',
        title: 'Invoice',
        number: 'LDS-',
      },
    ];
    const s = rng.pick(suppliers);
    const date = randomDate(rng);
    const items = rng
      .some(
        [
          'Consulting services',
          'Installation on site',
          'Product samples (set)',
          'Licence fee 12 months',
          'Freight and handling',
          'Training workshop (1 day)',
          'Spare parts kit',
          'Translation of manuals',
        ],
        rng.int(1, 5),
      )
      .map((what) => ({ what, qty: rng.int(1, 12), unit: rng.int(15, 1800) * 100 + rng.pick([0, 50, 90]) }));
    const net = items.reduce((t, i) => t + i.qty * i.unit, 0);
    const vat = vatOfNet(net, s.rate);
    const total = net + vat;
    const year = date.slice(0, 4);
    const doc = s.number === '' ? `${rng.int(1, 480)}/${year}` : `${s.number}${rng.chance(0.5) ? `${year}-` : ''}${String(rng.int(1, 9999)).padStart(4, '0')}`;
    const font = rng.pick(['Liberation Sans', 'Noto Sans', 'DejaVu Sans', 'FreeSans', 'Noto Serif']);
    const customer = rng.pick(['Shaked Medical Devices Ltd', 'Arava Agritech Ltd.', 'Kinneret Optics Ltd', 'Ayalon Foods Ltd']);
    const body = `
<div class="hd"><div><div class="nm">${s.name}</div><div>${s.street}, ${s.country}</div><div>${s.vatId()}</div></div>
<div class="tt">${s.title}</div></div>
<div class="row"><div class="to"><div class="lb">Invoice to</div>${customer}<br>${rng.int(2, 40)} HaTa'asiya St, ${rng.pick(['Haifa', 'Rehovot', 'Yokneam', 'Petah Tikva'])}, Israel<br>Company No. ${taxId(rng)}</div>
<table class="meta"><tr><td>Invoice No.</td><td>${doc}</td></tr><tr><td>Invoice date</td><td>${day(date, s.style)}</td></tr><tr><td>Delivery date</td><td>${day(addDays(date, -rng.int(1, 20)), s.style)}</td></tr>
<tr><td>Customer no.</td><td>${rng.int(10000, 99999)}</td></tr><tr><td>Your order ref.</td><td>PO ${rng.int(4000, 9999)}-${rng.digits(2)}</td></tr></table></div>
<table class="l"><tr><th>Pos.</th><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>
${items.map((i, n) => `<tr><td>${n + 1}</td><td>${i.what}</td><td>${i.qty}</td><td>${s.money(i.unit)}</td><td>${s.money(i.qty * i.unit)}</td></tr>`).join('')}</table>
<table class="s"><tr><td>Net amount</td><td>${s.money(net)}</td></tr><tr><td>VAT ${s.rate}%</td><td>${s.money(vat)}</td></tr><tr class="b"><td>Invoice total (EUR)</td><td>${s.money(total)}</td></tr></table>
<p>Payment within ${rng.pick([14, 30])} days, due ${day(addDays(date, 30), s.style)}, without deduction. IBAN ${s.code}${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} &middot; BIC ${s.bic}</p>`;
    const css = `body { font-family: '${font}'; font-size: 9.5pt; padding: 15mm 18mm; }
.hd { display: flex; justify-content: space-between; align-items: flex-start; border-bottom: 1px solid #000; padding-bottom: 3mm; } .nm { font-size: 15pt; font-weight: bold; } .tt { font-size: 18pt; color: #234; }
.row { display: flex; justify-content: space-between; margin: 8mm 0; } .lb { font-size: 8pt; text-transform: uppercase; color: #666; } .to { line-height: 1.4; }
.meta td:first-child { color: #555; padding-right: 6mm; }
.l { width: 100%; border-collapse: collapse; } .l th { background: #e6ecf2; text-align: left; padding: 1.5mm; } .l td { padding: 1.5mm; border-bottom: 1px solid #ddd; }
.l td:nth-child(n+3), .l th:nth-child(n+3) { text-align: right; }
.s { width: 50%; margin: 4mm 0 0 auto; } .s td:last-child { text-align: right; } .b td { font-weight: bold; border-top: 2px solid #000; font-size: 11pt; }
p { font-size: 8.5pt; margin-top: 14mm; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: s.name, documentNumber: doc, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
