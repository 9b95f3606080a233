import { amount, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, next, plus, row, total, vatOn } from './extra';

const ID = 'en-roatan-baleada-till';

/** Item, cents. */
const MENU: [string, number][] = [
  ['Baleada sencilla / plain', 250],
  ['Baleada con todo / loaded', 450],
  ['Baleada w/ chicken / pollo', 600],
  ['Pollo con tajadas', 950],
  ['Sopa de caracol / conch soup', 1200],
  ['Pescado frito / fried fish', 1450],
  ['Licuado de mango / smoothie', 400],
  ['Café de Copán / coffee', 250],
  ['Agua purificada / water', 150],
  ['Tres leches', 500],
];

const hex = (rng: Rng, n: number) => Array.from({ length: n }, () => '0123456789ABCDEF'[rng.int(0, 15)]).join('');

/**
 * A baleada counter's invoice in West End, Roatán (Bay Islands, Honduras), US dollars, 80 mm (Liberation Mono, DejaVu Sans):
 * the S. de R.L. with its RTN (fourteen digits, not Israeli), the CAI in six hexadecimal groups, "FACTURA / INVOICE No.
 * 000-001-01-nnnnnnnn", date dd/mm/yyyy and time, cashier, bilingual Spanish / English lines with "qty x price", "Subtotal",
 * "Importe exento 0.00", "Importe gravado 15%", "ISV 15%" added, "TOTAL US$", cash with change or card, the authorised
 * range and its printing deadline, and the tax office's motto.
 */
export const enRoatanBaleadaTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date } = next(ID, rng);
    const lines = rng.some(MENU, rng.int(2, 6)).map(([n, p]) => ({ n, p, q: rng.int(1, 4) }));
    const sub = total(lines.map((l) => l.q * l.p));
    const tax = vatOn(sub, 15);
    const gross = sub + tax;
    const vendorName = 'Baleadas Doña Chepa S. de R.L.';
    const seq = rng.int(1200, 9800);
    const doc = `000-001-01-${String(seq).padStart(8, '0')}`;
    const cai = [6, 6, 6, 6, 6, 2].map((k) => hex(rng, k)).join('-');
    const limit = plus(date, rng.int(60, 300));
    let pay: string;
    if (rng.chance(0.6)) {
      const given = [1000, 2000, 5000, 10000, 20000].find((c) => c >= gross) ?? Math.ceil(gross / 1000) * 1000;
      pay = `${row('Efectivo / Cash US$', amount(given))}${row('Cambio / Change', amount(given - gross))}`;
    } else pay = row(`Tarjeta / Card ${rng.pick(['VISA', 'MC'])} **${rng.digits(4)}`, amount(gross));
    const body = `<div class="c big">DOÑA CHEPA</div><div class="c">Baleadas · Comida típica</div><div class="c sm">${vendorName}</div><div class="c sm">Half Moon Bay, West End, Roatán<br>Islas de la Bahía, Honduras</div><div class="c sm">RTN ${rng.int(1, 18).toString().padStart(2, '0')}01${rng.digits(10)}</div>
<div class="c sm">CAI: ${cai}</div><div class="rule"></div>
<div class="c b">FACTURA / INVOICE</div><div class="c">No. ${doc}</div>${row('Fecha/Date', dt(date, 'dd/mm/yyyy'))}${row('Hora/Time', hhmm(rng.int(7 * 60, 21 * 60)))}${row('Cajero/Cashier', rng.pick(['Keisy', 'Marlon', 'Dilcia', 'Brayan']))}${row('Cliente', 'Consumidor Final')}<div class="rule"></div>
${lines.map((l) => `<div>${l.n}</div>${row(`  ${l.q} x ${amount(l.p)}`, amount(l.q * l.p))}`).join('')}<div class="rule"></div>
${row('Subtotal', amount(sub))}${row('Importe exento', '0.00')}${row('Importe gravado 15%', amount(sub))}${row('ISV 15%', amount(tax))}<div class="dbl"></div>${row('<b>TOTAL US$</b>', `<b>${amount(gross)}</b>`, 'big')}<div class="rule"></div>
${pay}<div class="rule"></div><div class="sm">Rango autorizado:<br>000-001-01-00000001 a 000-001-01-00010000<br>Fecha límite de emisión: ${dt(limit, 'dd/mm/yyyy')}</div>
<div class="c sm">Original: Cliente · Copia: Emisor</div><div class="c b sm">La factura es beneficio de todos. ¡Exíjala!</div><div class="c sm">Thanks for eating local, mon!</div>`;
    const css = `${baseCss}
body{font-family:'Liberation Mono','DejaVu Sans';font-size:11px;padding:5mm 4mm;width:72mm;white-space:normal}.big{font-size:15px;font-weight:bold}.c.big{font-family:'DejaVu Sans';font-size:20px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 210mm', css, body }),
      page: '80mm 210mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(gross), tax: truthAmount(tax) },
    };
  },
};
