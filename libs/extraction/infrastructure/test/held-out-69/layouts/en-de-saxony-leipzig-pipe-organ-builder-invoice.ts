import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, e, items, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'en-de-saxony-leipzig-pipe-organ-builder-invoice';

const CLIENTS: [string, string, string][] = [
  ['Saxon International Academy gGmbH', 'Gießerstraße 18, 04229 Leipzig', 'two-manual organ (1968), assembly hall'],
  ['English Church Congregation Dresden e.V.', 'Wiener Straße 56, 01219 Dresden', 'one-manual chamber organ'],
  ['Freundeskreis Hauskapelle Rochlitz e.V.', 'Sörnziger Weg 1, 09306 Rochlitz', 'baroque house organ, castle chapel'],
  ['Musikschule Chemnitz-Süd gGmbH', 'Annaberger Straße 80, 09120 Chemnitz', 'practice organ, room 12'],
];

/**
 * A pipe organ builder's workshop in Leipzig, Saxony, invoicing clients in Saxony in English at
 * their request, A4 (C059): the instrument and service date, tuning hours by two organ builders,
 * cleaning, reed voicing, a new leather for the bellows or replacement pipes, travel as a flat
 * rate; German VAT (Umsatzsteuer) at the standard 19% added; amounts in German notation with the
 * euro sign after them, Steuernummer and USt-IdNr., invoice number "RE yyyy-nnn", customer number,
 * payment within 14 days (never a weekend). 2023 is left out.
 */
export const enDeSaxonyLeipzigPipeOrganBuilderInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: d0 } = next(ID, rng, undefined, [3, 27]);
    const date = avoid(d0, [0, 6]);
    const [client, address, organ] = rng.pick(CLIENTS);
    const service = plus(date, -rng.int(2, 12));
    const lines: [string, string, number][] = [];
    const hours = rng.int(6, 18);
    const rate = rng.pick([6800, 7200, 7800]);
    lines.push([`Tuning and regulation, 2 organ builders (hours)`, `${hours * 2} h x ${comma(rate)} €`, hours * 2 * rate]);
    if (rng.chance(0.6)) lines.push(['Cleaning of windchest and pipework', 'flat rate', rng.int(28, 60) * 1000]);
    if (rng.chance(0.5)) lines.push(['Revoicing of reed stop (Trompete 8\u2032)', 'flat rate', rng.int(45, 90) * 1000]);
    if (rng.chance(0.5)) {
      const pipes = rng.int(2, 8);
      const unit = rng.int(90, 240) * 100;
      lines.push([`Replacement pipes, tin alloy, made in our workshop`, `${pipes} x ${comma(unit)} €`, pipes * unit]);
    }
    if (rng.chance(0.4)) lines.push(['New leather for reservoir bellows', 'flat rate', rng.int(60, 140) * 1000]);
    lines.push(['Travel, Leipzig and back (flat rate)', '1', rng.pick([9500, 14500, 18500])]);
    const net = total(lines.map((l) => l[2]));
    const vat = vatOn(net, 19);
    const gross = net + vat;
    const vendorName = 'Orgelbau Reinhold Käfer GmbH';
    const year = date.slice(0, 4);
    const doc = `RE ${year}-${String(rng.int(40, 390)).padStart(3, '0')}`;
    const body = `<div class="head"><div class="brand">Orgelbau Käfer</div><div class="sm">Meisterwerkstatt für Orgelbau seit 1961 &middot; Leipzig</div></div>
<div class="sender">${e(vendorName)} &middot; Zschochersche Straße 61 &middot; 04229 Leipzig</div>
<div class="top"><div class="to">${e(client)}<br>${e(address)}</div><div>${pairs([
      ['Invoice no.', doc],
      ['Date', dt(date, 'dd.mm.yyyy')],
      ['Customer no.', `K-${rng.int(1000, 1999)}`],
      ['Service date', dt(service, 'dd.mm.yyyy')],
    ])}</div></div>
<h1>Invoice</h1>
<p>Instrument: ${e(organ)}. As agreed, we invoice the following work:</p>
${items(
  ['Item', 'Quantity', 'Amount'],
  lines.map(([d, q, s]) => [e(d), q, `${comma(s)} €`]),
)}
<div class="tot">${row('Net amount', `${comma(net)} €`)}${row('VAT 19%', `${comma(vat)} €`)}${row('Total amount', `${comma(gross)} €`, 'b big')}</div>
<p>Please pay within 14 days, by ${dt(plus(date, 14), 'dd.mm.yyyy')}, quoting the invoice number.</p>
<div class="foot">${e(vendorName)} &middot; Managing director: Reinhold Käfer &middot; Amtsgericht Leipzig HRB ${rng.int(10000, 39999)}<br>Steuernummer 232/${rng.digits(3)}/${rng.digits(5)} &middot; USt-IdNr. DE${rng.digits(9)} &middot; Sparkasse Leipzig, IBAN DE${rng.digits(2)} 8605 5592 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}</div>`;
    const css = `${baseCss}
body{font-family:'C059','Liberation Serif';font-size:12px;padding:16mm 20mm 12mm}.head{text-align:right}.brand{font-size:26px;font-weight:bold;letter-spacing:1px}.sender{font-size:9px;text-decoration:underline;margin-top:20px}
.top{display:flex;justify-content:space-between;margin-top:4px}.to{line-height:1.5;font-size:12.5px}h1{font-size:20px;margin:22px 0 6px}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}
.tot{width:46%;margin:8px 0 0 auto}.big{font-size:1.12em;border-top:1.5px solid #000;padding-top:3px}.foot{margin-top:28px;font-size:9.5px;color:#333;border-top:1px solid #999;padding-top:5px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
