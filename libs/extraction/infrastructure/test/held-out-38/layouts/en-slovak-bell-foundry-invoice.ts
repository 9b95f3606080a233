import { esc, htmlPage, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { add, dated, eu, shift, skDate, taxOn, weekday } from './extra';

const ID = 'en-slovak-bell-foundry-invoice';

/** Slovakia's standard VAT: 20% until the end of 2024, 23% from 2025-01-01. */
const skRate = (iso: string) => (iso >= '2025-01-01' ? 23 : 20);

const VENDORS = [
  {
    brand: 'KOVÁČ',
    tag: 'Zvonolejáreň · Bell Foundry · since 1921',
    legal: 'Zvonolejáreň Kováč s.r.o.',
    address: ['Kammerhofská 14', '969 01 Banská Štiavnica', 'Slovakia'],
    register: 'Zapísaná v Obchodnom registri Okresného súdu Banská Bystrica, oddiel Sro, vložka č. 18422/S',
    header: true,
    num: (rng: Rng, date: string) => `${date.slice(0, 4)}${String(rng.int(40, 890)).padStart(4, '0')}`,
    date: (iso: string) => skDate(iso, true),
    money: (c: number) => `${eu(c)}\u00a0€`,
    font: "'P052','Nimbus Roman',serif",
    color: '#8c5a2b',
  },
  {
    brand: 'SLOVBELL',
    tag: 'Zvony · Carillons · Bells',
    legal: 'Slovenské zvony, a.s.',
    address: ['Priemyselná 7', '917 01 Trnava', 'Slovakia'],
    register: 'Obchodný register Mestského súdu Bratislava III, oddiel Sa, vložka č. 6217/T',
    header: false,
    num: (rng: Rng, date: string) => `FV-${date.slice(0, 4)}/${String(rng.int(100, 999)).padStart(4, '0')}`,
    date: (iso: string) => skDate(iso, false),
    money: (c: number) => `${eu(c, '.')} EUR`,
    font: "'Nimbus Sans','Liberation Sans',sans-serif",
    color: '#2f4f4f',
  },
];

const CUSTOMERS: [string, string[]][] = [
  ['Galilee Pilgrim Journeys Ltd.', ['12 Paulus VI St.', 'Nazareth 16000, Israel']],
  ['Carmel Heritage Tours Ltd.', ['33 Ha-Atzmaut Rd.', 'Haifa 3303311, Israel']],
  ['Yehuda Travel & Culture Ltd.', ['5 Shlomzion Hamalka St.', 'Jerusalem 9414605, Israel']],
];

export const enSlovakBellFoundryInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const fixed = new Rng(seedOf(`h38#${v.legal}`));
    const ico = String(fixed.int(31000000, 54999999));
    const dic = `20${fixed.digits(8)}`;
    const iban = `SK${fixed.digits(2)} ${fixed.pick(['0200', '1100', '0900', '7500'])} ${fixed.digits(4)} ${fixed.digits(4)} ${fixed.digits(4)} ${fixed.digits(4)}`;
    const rate = skRate(date);
    const number = v.num(rng, date);
    const supply = weekday(shift(date, -rng.int(1, 6)));
    const due = shift(date, 14);
    const [customer, caddr] = rng.pick(CUSTOMERS);
    const persons = rng.int(12, 40);
    const lines: { name: string; qty: number; unit: number; uom: string }[] = [
      { name: 'Guided foundry tour with casting demonstration / Prehliadka zlievárne s ukážkou odlievania', qty: persons, unit: rng.int(18, 28) * 100, uom: 'pers.' },
      { name: 'Souvenir bell, brass, 5 cm / Suvenírový zvonček', qty: rng.int(5, 30), unit: rng.int(12, 18) * 100, uom: 'pc' },
    ];
    if (rng.chance(0.7))
      lines.push({ name: 'Hand bell, bronze, ø 8 cm, engraved / Ručný zvonček, bronz, gravírovaný', qty: rng.int(1, 10), unit: rng.int(45, 75) * 100, uom: 'pc' });
    const bigBell = rng.chance(0.6);
    if (bigBell) {
      lines.push({ name: 'Cast bronze bell, 15 kg, with inscription / Bronzový zvon 15 kg s nápisom', qty: 1, unit: rng.int(190, 280) * 1000, uom: 'pc' });
      lines.push({ name: 'Inscription – per letter / Nápis – za písmeno', qty: rng.int(20, 60), unit: rng.int(15, 25) * 10, uom: 'letter' });
      lines.push({ name: 'Oak bell stand / Dubový stojan', qty: 1, unit: rng.int(22, 38) * 1000, uom: 'pc' });
      lines.push({ name: 'Packing in wooden crate / Balenie v drevenej debne', qty: 1, unit: rng.int(9, 16) * 1000, uom: 'pc' });
    }
    const net = add(lines.map((l) => l.qty * l.unit));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const advance = !v.header && bigBell ? Math.round((total * 0.3) / 10000) * 10000 : 0;
    const m = v.money;
    const vendorBlock = `<div class="v"><b>${esc(v.legal)}</b><br>${v.address.join('<br>')}<br>IČO: ${ico} · DIČ: ${dic}<br>IČ DPH / VAT ID: SK${dic}</div>`;
    const fact = (a: string, b: string) => `<tr><td class="l">${a}</td><td>${b}</td></tr>`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="tag">${esc(v.tag)}</div></div>${v.header ? vendorBlock : `<div class="v">${v.address.join(' · ')}<br>info@slovbell.sk · +421 33 551 2280</div>`}</header>
<h1>FAKTÚRA – DAŇOVÝ DOKLAD <span>/ INVOICE – TAX DOCUMENT</span></h1>
<div class="two"><table class="facts">
${fact('Číslo faktúry / Invoice No.', `<b>${number}</b>`)}
${fact('Dátum vyhotovenia / Date of issue', `<b>${v.date(date)}</b>`)}
${fact('Dátum dodania / Date of supply', v.date(supply))}
${fact('Dátum splatnosti / Due date', v.date(due))}
${fact('Variabilný symbol / Payment ref.', number.replace(/\D/g, ''))}
${fact('Objednávka / Order', `OBJ-${rng.int(100, 999)}/${date.slice(2, 4)}`)}
</table><div class="cust"><div class="l">Odberateľ / Customer</div><b>${esc(customer)}</b><br>${caddr.join('<br>')}<br>Group of ${persons} visitors, ${v.date(supply)}</div></div>
<table class="items"><tr><th>Položka / Item</th><th>Množstvo / Qty</th><th>Cena / Unit price</th><th>DPH / VAT</th><th>Spolu / Amount</th></tr>${lines
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty} ${l.uom}</td><td>${m(l.unit)}</td><td>${rate} %</td><td>${m(l.qty * l.unit)}</td></tr>`)
      .join('')}</table>
<table class="tot">
<tr><td>Základ dane / Tax base</td><td>${m(net)}</td></tr>
<tr><td>DPH / VAT ${rate} %</td><td>${m(tax)}</td></tr>
<tr class="big"><td>Celkom k úhrade / Total due</td><td>${m(total)}</td></tr>
${advance ? `<tr><td>Uhradený preddavok / Advance paid</td><td>${m(advance)}</td></tr><tr><td>Zostáva uhradiť / Balance</td><td>${m(total - advance)}</td></tr>` : ''}
</table>
<div class="pay">Platba prevodom / Bank transfer · IBAN ${iban} · SWIFT ${v.header ? 'SUBASKBX' : 'TATRSKBX'}</div>
<footer>${v.header ? esc(v.register) : `${vendorBlock.replace(/<br>/g, ' · ')}<div>${esc(v.register)}</div>`}</footer>
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#222}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm 15mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid ${v.color};padding-bottom:8px}.brand{font-size:34px;letter-spacing:4px;color:${v.color};font-weight:bold}.tag{font-size:10.5px;color:#666}.v{text-align:right;font-size:10.5px;line-height:1.5}h1{font-size:17px;margin:14px 0 10px;color:${v.color}}h1 span{font-weight:normal;font-size:13px;color:#444}.two{display:flex;justify-content:space-between;gap:10mm;margin-bottom:12px}.facts{border-collapse:collapse}.facts td{padding:2px 6px 2px 0}.l{color:#666;font-size:10px}.cust{border:1px solid #ccc;padding:6px 10px;min-width:70mm;line-height:1.5}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;font-weight:normal;text-align:left;padding:4px;font-size:10px}.items td{padding:4px;border-bottom:1px solid #ddd;vertical-align:top}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right;white-space:nowrap}.tot{width:55%;margin:10px 0 0 auto;border-collapse:collapse}.tot td{padding:3px 4px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.pay{margin-top:18px;font-size:10px}footer{position:absolute;bottom:10mm;left:15mm;right:15mm;border-top:1px solid #bbb;padding-top:4px;font-size:9px;color:#555;text-align:center;line-height:1.5}footer .v{text-align:center}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
