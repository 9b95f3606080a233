import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enDay } from '../../generalisation/notation';
import { add, dated, eu, shift, taxOn, weekday } from './extra';

const ID = 'en-monaco-watch-strap-atelier-invoice';

const ITEMS: [string, number, number][] = [
  ['Alligator strap, hand-stitched, 20/16 mm', 42000, 68000],
  ['Calfskin strap, saddle stitch, 22/18 mm', 18000, 26000],
  ['Ostrich leg strap, made to measure', 36000, 52000],
  ['Racing strap, perforated, rally style', 16000, 22000],
  ['Folding clasp, steel, 18 mm', 9500, 14000],
  ['Pin buckle, 18k gold-plated', 12000, 19000],
  ['Engraving of initials on keeper', 4500, 6500],
  ['Leather travel roll for 3 watches', 21000, 29000],
];

const VENDORS = [
  {
    brand: 'ATELIER BRACELETS DU ROCHER',
    legal: 'Bracelets du Rocher S.A.R.L.',
    ids: 'RCI 17 S 07342 · N° TVA / VAT No. FR 47 000073429',
    addr: '7, rue Comte Félix Gastaldi · 98000 Monaco',
    num: (iso: string, r: { int(a: number, b: number): number }) => `FA-${iso.slice(0, 4)}-${r.int(100, 899)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    money: (c: number) => `${eu(c, ' ')} €`,
    font: "'P052','Noto Serif',serif",
    color: '#7f1d1d',
    footer: false,
  },
  {
    brand: 'CONDAMINE STRAPS',
    legal: 'Condamine Horlogerie S.A.M.',
    ids: 'RCI 09 S 05128 · TVA intracommunautaire FR 83 000051285',
    addr: '14, boulevard Albert 1er · 98000 Monaco',
    num: (_iso: string, r: { int(a: number, b: number): number }) => `${r.int(24000, 29999)}`,
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    money: (c: number) => `EUR ${eu(c, '.')}`,
    font: "'Nimbus Sans','Liberation Sans',sans-serif",
    color: '#1d4ed8',
    footer: true,
  },
];

export const enMonacoWatchStrapAtelierInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const date = weekday(d0);
    const rate = 20;
    const number = v.num(date, rng);
    const fitted = shift(date, -rng.int(7, 21));
    const lines = rng.some(ITEMS, rng.int(2, 4)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.8) ? 1 : 2, unit: rng.int(lo / 500, hi / 500) * 500 }));
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const deposit = Math.round((total * 0.3) / 1000) * 1000;
    const vend = `<b>${v.legal}</b><br>${v.addr}<br>${v.ids}<br>Tél. +377 93 ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
    const body = `<div class="pg">
<header><div class="brand">${v.brand}</div>${v.footer ? '<div>Maison fondée en 1988</div>' : `<div class="vend">${vend}</div>`}</header>
<h1>FACTURE / INVOICE</h1>
<table class="meta"><tr><td>Facture n° / Invoice no.</td><td><b>${number}</b></td><td>Date / Date</td><td><b>${v.date(date)}</b> (${enDay(date)})</td></tr>
<tr><td>Commande / Order</td><td>CMD-${rng.int(1000, 9999)}</td><td>Prise de mesure / Fitting</td><td>${v.date(fitted)}</td></tr>
<tr><td>Client / Customer</td><td colspan="3">${rng.pick(['Mr Eitan Shapira, Haifa, Israel', 'Ms Noga Klein, Tel Aviv, Israel', 'Mr Yaron Dahan, Jerusalem, Israel', 'Mrs Liat Peretz, Netanya, Israel'])} · client no. ${rng.int(3000, 8999)}</td></tr></table>
<table class="items"><tr><th>Désignation / Description</th><th>Qté / Qty</th><th>P.U. HT / Unit excl.</th><th>TVA / VAT</th><th>Montant HT / Amount excl.</th></tr>
${lines.map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${v.money(l.unit)}</td><td>${rate}%</td><td>${v.money(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Total HT / Net total</td><td>${v.money(net)}</td></tr><tr><td>TVA ${rate}% / VAT ${rate}%</td><td>${v.money(tax)}</td></tr>
<tr class="big"><td>Total TTC / Total incl. VAT</td><td>${v.money(total)}</td></tr>
<tr><td>Acompte versé le ${v.date(fitted)} / Deposit paid</td><td>${v.money(deposit)}</td></tr><tr><td>Reste à payer / Balance paid by card</td><td>${v.money(total - deposit)}</td></tr></table>
<div class="note">Payment: card ending ${rng.digits(4)}. IBAN MC58 1273 9000 70${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}. Straps are made in our Monaco workshop; allow 3 weeks for made-to-measure work.</div>
${v.footer ? `<footer>${vend.replace(/<br>/g, ' · ')}</footer>` : ''}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:15mm;position:relative;overflow:hidden}header{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:6px}.brand{font-size:22px;font-weight:bold;color:${v.color};letter-spacing:2px;max-width:90mm}.vend{text-align:right;line-height:1.5;font-size:10px}h1{font-size:18px;margin:14px 0}.meta{width:100%;margin-bottom:10px}.meta td{padding:3px}.items{width:100%;border-collapse:collapse}.items th{background:#f1f5f9;text-align:left;padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.items td:nth-child(n+2){text-align:right}.tot{margin:10px 0 0 auto}.tot td{padding:3px 8px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:13px;border-top:2px solid ${v.color}}.note{margin-top:16px;font-size:10px}footer{position:absolute;bottom:10mm;left:15mm;right:15mm;border-top:1px solid #999;padding-top:4px;font-size:9px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
