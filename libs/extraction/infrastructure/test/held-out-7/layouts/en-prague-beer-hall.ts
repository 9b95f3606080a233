import { amount, esc, htmlPage, Layout, randomDate, Rng, Truth, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';

const HALLS = [
  { name: 'U Zlatého Kohouta s.r.o.', brand: 'U ZLATÉHO KOHOUTA', addr: 'Karlova 14, 110 00 Praha 1' },
  { name: 'Pivnice Na Rohu s.r.o.', brand: 'PIVNICE NA ROHU', addr: 'Vinohradská 52, 120 00 Praha 2' },
  { name: 'Staroměstský Sklep a.s.', brand: 'STAROMĚSTSKÝ SKLEP', addr: 'Týnská 7, 110 00 Praha 1' },
];
// [name, price incl. VAT in whole crowns, VAT rate]: food and soft drinks 12%, alcohol 21% (rates from 2024).
const MENU: [string, number, number][] = [
  ['Pilsner Urquell 0,5 l', 69, 21],
  ['Kozel dark 0,5 l', 65, 21],
  ['Becherovka 4 cl', 95, 21],
  ['House red wine 0,2 l', 110, 21],
  ['Kofola 0,5 l', 55, 12],
  ['Mineral water 0,33 l', 49, 12],
  ['Svíčková with dumplings', 289, 12],
  ['Beef goulash, bread dumplings', 259, 12],
  ['Roast pork knee 1 kg', 549, 12],
  ['Fried cheese, tartar sauce', 219, 12],
  ['Apple strudel', 129, 12],
];

/**
 * A Prague beer hall's bill in CZK (80 mm; DejaVu Sans Condensed or Liberation Sans Narrow;
 * English with Czech labels; amounts "1 234,00 Kč"): the brand over the legal name with "IČO" and
 * "DIČ CZ…", "Účet / Bill No." with the table, waiter and guests, quantity × price rows, "Celkem /
 * Total", the VAT recapitulation by rate (12% food and soft drinks, 21% alcohol) with base and
 * VAT and their total ("Celkem DPH / Total VAT"), "Spropitné / Tip" added by card, "K úhradě / Total to pay", an EUR equivalent "for
 * information" at the day's rate, and the card slip's details.
 */
export const enPragueBeerHall: Layout = {
  id: 'en-prague-beer-hall',
  lang: 'en',
  kind: 'restaurant',
  make(rng: Rng) {
    const h = rng.pick(HALLS);
    const date = randomDate(rng, '2024-01-05', '2026-03-28');
    const rows = rng.some(MENU, rng.int(4, 8)).map(([n, u, r]) => ({ n, u: u * 100, r, q: rng.int(1, 4) }));
    const g12 = rows.filter((x) => x.r === 12).reduce((a, x) => a + x.q * x.u, 0);
    const g21 = rows.filter((x) => x.r === 21).reduce((a, x) => a + x.q * x.u, 0);
    const v12 = vatOfGross(g12, 12);
    const v21 = vatOfGross(g21, 21);
    const bill = g12 + g21;
    const tip = rng.chance(0.7) ? rng.int(1, 4) * 5000 : 0;
    const total = bill + tip;
    const vat = v12 + v21;
    const eurRate = rng.int(2420, 2560);
    const docNo = `${rng.int(1, 9)}${rng.digits(5)}`;
    const k = (c: number) => `${amount(c).replace(/,/g, ' ').replace('.', ',')} Kč`;
    const font = rng.pick(['DejaVu Sans Condensed', 'Liberation Sans Narrow']);
    const ico = rng.digits(8);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="s"><div class="brand">${esc(h.brand)}</div><div class="c">${esc(h.name)}</div><div class="c">${esc(h.addr)}</div><div class="c">IČO: ${ico} &nbsp; DIČ: CZ${ico}</div>
<div class="d"></div>${r(`Účet / Bill No. ${docNo}`, `Stůl / Table ${rng.int(1, 60)}`)}${r(`Číšník / Waiter: ${rng.pick(['Petr', 'Jana', 'Tomáš', 'Lucie'])}`, `Hosté / Guests ${rng.int(2, 6)}`)}
${r(dt(date, 'dd.mm.yyyy'), hhmm(rng.int(12 * 60, 23 * 60)))}<div class="d"></div>
${rows.map((x) => `<div>${esc(x.n)}</div>${r(`&nbsp; ${x.q} x ${k(x.u)}`, k(x.q * x.u))}`).join('')}
<div class="d"></div>${r('Celkem / Total', k(bill), 'b')}
<table class="vat"><tr><th>DPH / VAT</th><th>Základ / Base</th><th>DPH</th></tr>${g12 ? `<tr><td>12 %</td><td>${k(g12 - v12)}</td><td>${k(v12)}</td></tr>` : ''}${g21 ? `<tr><td>21 %</td><td>${k(g21 - v21)}</td><td>${k(v21)}</td></tr>` : ''}<tr class="vt"><td>Celkem DPH / Total VAT</td><td>${k(bill - vat)}</td><td>${k(vat)}</td></tr></table>
${tip ? r('Spropitné / Tip', k(tip)) : ''}${r('K úhradě / Total to pay', `${amount(total).replace(/,/g, ' ').replace('.', ',')} CZK`, 'big')}
<div class="sm">For information: ${amount(Math.round((total * 100) / eurRate)).replace('.', ',')} EUR (1 EUR = ${(eurRate / 100).toFixed(2).replace('.', ',')} CZK)</div>
<div class="d"></div>${r(`Karta / Card ${rng.pick(['VISA', 'MASTERCARD'])} ****${rng.digits(4)}`, k(total))}${r('Auth. code', rng.digits(6))}
<div class="c sm">Děkujeme! Thank you and na zdraví!</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#000}
.s{width:70mm;padding:4mm 5mm 10mm}.brand{font-size:19px;font-weight:bold;text-align:center;letter-spacing:1px}.c{text-align:center}
.d{border-top:1px dashed #000;margin:2mm 0}.r{display:flex;justify-content:space-between}.b{font-weight:bold}.big{font-weight:bold;font-size:15px;margin-top:1mm}
.vat{width:100%;font-size:10.5px;margin:1.5mm 0;border-collapse:collapse}.vat th{font-weight:normal;border-bottom:1px solid #000;text-align:right}.vat td{text-align:right}.vt td{border-top:1px solid #000;font-weight:bold}.vat th:first-child,.vat td:first-child{text-align:left}.sm{font-size:10px}`;
    const truth = { vendorName: h.name, documentNumber: docNo, date, currency: 'CZK', total: truthAmount(total), tax: truthAmount(vat) } as unknown as Truth;
    return {
      page: '80mm 260mm',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 260mm', css, body }),
      truth,
    };
  },
};
