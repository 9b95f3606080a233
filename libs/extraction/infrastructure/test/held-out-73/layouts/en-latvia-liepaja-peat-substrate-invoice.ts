import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, e, items, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'en-latvia-liepaja-peat-substrate-invoice';

/** Products: name, unit, lowest and highest price per unit in cents before VAT (2023). */
const PRODUCTS: [string, string, number, number][] = [
  ['Seedling substrate, fine 0–5 mm, pH 5.5–6.5, 250 L bale', 'bale', 890, 1190],
  ['Potting substrate, medium 0–20 mm, with clay, 250 L bale', 'bale', 940, 1290],
  ['Blocking peat for soil blocks, 6.5 m³ big bale', 'big bale', 18900, 23900],
  ['Sphagnum white peat, coarse 10–40 mm, 6.5 m³ big bale', 'big bale', 16900, 21900],
  ['Tree nursery mix with 20% perlite, 3.5 m³ big bale', 'big bale', 15400, 19800],
  ['Strawberry trough substrate, 70 L bag', 'bag', 340, 490],
];
const CUSTOMERS: [string, string, string][] = [
  ['SIA Zaļā Siltumnīca', 'Rūpniecības iela 9, Dobele, LV-3701', '40003'],
  ['ZS "Ābeļdārzs"', 'Sabile, Talsu novads, LV-3294', '41502'],
  ['SIA Kurzemes Stādi', 'Ventspils iela 51, Kuldīga, LV-3301', '42103'],
  ['SIA Bauskas Dārzeņi', 'Zaļā iela 3, Bauska, LV-3901', '43604'],
];

/** "1 234,50": Latvian amounts, a space between thousands and a decimal comma. */
const lv = (cents: number) => comma(cents, ' ');

/**
 * A peat substrate producer's VAT invoice near Liepāja, Latvia, A4 (URW Gothic): "PVN RĒĶINS / VAT INVOICE",
 * "Nr. KK-yyyy/nnnn", company registration and VAT numbers (LV…), dd.mm.yyyy, customer and delivery address, bales
 * and big bales by the unit, a pallet and haulage line, amounts in EUR written "1 234,50", PVN 21% added, due in
 * 30 days (never a Sunday).
 */
export const enLatviaLiepajaPeatSubstrateInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const date = avoid(raw, [0]);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2023) * 0.03;
    const lines = rng.some(PRODUCTS, rng.int(2, 4)).map(([name, unit, lo, hi]) => {
      const qty = unit === 'big bale' ? rng.int(2, 26) : rng.int(20, 240);
      const price = Math.round(rng.int(lo, hi) * up);
      return { name, unit, qty, price, sum: qty * price };
    });
    const pallets = Math.max(1, Math.ceil(lines.reduce((s, l) => s + (l.unit === 'big bale' ? l.qty : l.qty / 24), 0) / 2));
    const haul = Math.round(rng.int(9500, 26000) * up);
    const palletPrice = Math.round(1100 * up);
    const all = [
      ...lines.map((l) => [e(l.name), String(l.qty), l.unit, lv(l.price), lv(l.sum)]),
      ['Wooden pallets (returnable)', String(pallets), 'pc', lv(palletPrice), lv(pallets * palletPrice)],
      ['Haulage by truck to the delivery address', '1', 'trip', lv(haul), lv(haul)],
    ];
    const net = total(lines.map((l) => l.sum)) + pallets * palletPrice + haul;
    const vat = vatOn(net, 21);
    const gross = net + vat;
    const vendorName = 'SIA "Kurzemes Kūdra"';
    const regFixed = '40103512876';
    const doc = `KK-${year}/${String(rng.int(100, 1800)).padStart(4, '0')}`;
    const [customer, address, cReg] = rng.pick(CUSTOMERS);
    const customerReg = `${cReg}${rng.digits(6)}`;
    const body = `<div class="head"><div><div class="brand">KURZEMES KŪDRA</div><div class="sm">${e(vendorName)} · Reg. No. ${regFixed} · VAT No. LV${regFixed}<br>Purvu iela 12, Grobiņas pagasts, Dienvidkurzemes novads, LV-3430 (near Liepāja) · +371 634 ${rng.digits(5)}</div></div>
<div class="doc">PVN RĒĶINS<br>VAT INVOICE<div class="no">Nr. ${doc}</div></div></div>
<div class="two">${pairs([
      ['Buyer / Pircējs', e(customer)],
      ['Reg. No.', customerReg],
      ['VAT No.', `LV${customerReg}`],
      ['Delivery to', e(address)],
    ])}${pairs([
      ['Date / Datums', dt(date, 'dd.mm.yyyy')],
      ['Delivery date', dt(date, 'dd.mm.yyyy')],
      ['Due date / Apmaksas termiņš', dt(plus(date, 30), 'dd.mm.yyyy')],
      ['Order ref.', `PO ${rng.int(100, 999)}-${year}`],
    ])}</div>
${items(['Description', 'Qty', 'Unit', 'Price EUR', 'Amount EUR'], all)}
<div class="tot">${row('Total excl. VAT / Summa bez PVN', `${lv(net)} EUR`)}${row('PVN / VAT 21%', `${lv(vat)} EUR`)}${row('Total / Kopā apmaksai', `${lv(gross)} EUR`, 'b big')}</div>
<div class="foot">Payment by bank transfer to AS "Swedbank", IBAN LV${rng.int(10, 99)}HABA05510${rng.digits(8)}, quoting ${doc}. Goods remain the property of the seller until paid in full. Pallets are credited on return in good condition. The invoice was prepared electronically and is valid without a signature.</div>`;
    const css = `${baseCss}
body{font-family:'URW Gothic','DejaVu Sans';font-size:11.5px;padding:14mm 15mm;color:#222}.head{display:flex;justify-content:space-between;border-bottom:2px solid #5d4037;padding-bottom:8px}.brand{font-size:24px;font-weight:bold;color:#5d4037;letter-spacing:2px}
.doc{text-align:right;font-size:15px;font-weight:bold}.doc .no{font-size:13px;margin-top:3px}.two{display:flex;justify-content:space-between;margin:12px 0}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right;white-space:nowrap}
.tot{width:50%;margin:8px 0 0 auto}.big{font-size:1.2em;border-top:2px solid #000}.foot{margin-top:20px;font-size:10px;color:#444}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
