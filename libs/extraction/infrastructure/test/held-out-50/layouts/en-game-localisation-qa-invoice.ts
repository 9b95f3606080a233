import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'en-game-localisation-qa-invoice';

/** Israeli video game localisation and QA studio's English tax invoice in shekels. */
export const enGameLocalisationQaInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const words = rng.int(8, 60) * 500;
    const hours = rng.int(10, 60) / 2;
    const lines: [string, string, string, number][] = [
      ['Hebrew localisation (per word)', words.toLocaleString('en-US'), '0.38', mul(words, 38)],
      ['Linguistic QA testing (hours)', String(hours), '165.00', mul(hours, 16500)],
    ];
    if (rng.chance(0.5)) lines.push(['Voice-over casting session', '1', '2,400.00', 240000]);
    if (rng.chance(0.5)) lines.push(['Bug report triage (per build)', '3', '450.00', 135000]);
    const net = total(lines.map(([, , , s]) => s));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'Pixelbridge Localisation Ltd.' : 'Noam Avraham';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PBL-${date.slice(2, 4)}${rng.digits(4)}` : String(rng.int(1000, 9999));
    const f = (iso: string) => (co ? dt(iso, 'd Mon yyyy') : dt(iso, 'dd/mm/yyyy'));
    const m = (c: number) => (co ? `ILS ${amount(c)}` : `₪${amount(c)}`);
    const head = co
      ? `<div class="hd"><div class="brand">PIXELBRIDGE</div><div class="sm">${vendorName}<br>Company No. ${hyphenId(taxId)}<br>12 HaArba'a St., Tel Aviv · billing@pixelbridge.co.il</div></div><h2>TAX INVOICE (ORIGINAL)</h2>`
      : `<div class="hd"><div class="brand">LocQA Studio</div><div class="sm">hello@locqa.studio</div></div><h2>TAX INVOICE No. ${doc}</h2>`;
    const body = `<div class="sheet">${head}
${pairs([...(co ? ([['Invoice No.', doc]] as [string, string][]) : []), ['Date', f(date)], ['Project', `GM-${rng.digits(4)}`], ['Client PO', rng.digits(8)], ['Payment due', f(plus(date, 30))], ['Build', `v${rng.int(1, 4)}.${rng.int(0, 9)}.${rng.digits(3)}`]], 2)}
<div>Bill to: ${rng.pick(['Nightjar Games Ltd.', 'Orbit Play Ltd.', 'Cedar Interactive Ltd.'])}, Company No. ${anyTaxId(rng, true)}</div>
${items(
  ['Service', 'Qty', 'Rate', 'Amount'],
  lines.map(([d, q, r, s]) => [d, q, r, amount(s)]),
)}
${row('Total before VAT', m(net))}${row(`VAT ${rate}%`, m(vat))}${row('Total due', m(gross), 'b big')}
<div class="sm">Bank Leumi, branch ${rng.int(600, 899)}, account ${rng.digits(7)}</div>
${co ? '' : `<div class="foot">${vendorName} · Licensed Dealer (Osek Murshe) No. ${taxId} · Haifa</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans'" : "'P052'"};font-size:13px}.sheet{padding:16mm}.hd{display:flex;justify-content:space-between;border-bottom:2px solid ${co ? '#225' : '#606'}}
.brand{font-size:28px;font-weight:bold;color:${co ? '#225' : '#606'}}.big{font-size:1.2em}.foot{margin-top:24px;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
