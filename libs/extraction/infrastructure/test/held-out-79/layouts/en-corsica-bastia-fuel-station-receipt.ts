import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { comma, next, total, vatIn } from './extra';

const ID = 'en-corsica-bastia-fuel-station-receipt';

/** Fuels: pump label, English name, price per litre in thousandths of a euro (2022). */
const FUELS: [string, string, number][] = [
  ['GAZOLE', 'Diesel', 2089],
  ['SP95-E10', 'Unleaded 95 E10', 2045],
  ['SP98', 'Unleaded 98', 2139],
];

/**
 * A filling station on the old port road of Bastia, Corsica, 80 mm (DejaVu Sans Mono): the station's name, the SARL with
 * its SIRET and intra-community VAT number, "TICKET / RECEIPT N°" with six digits, date dd/mm/yyyy and time, pump, the
 * fuel in litres to two decimals times the price per litre to three decimals (decimal commas), a jet wash token at the
 * normal rate on some, "TOTAL TTC / TOTAL EUR", and a VAT table with Corsica's own 13% on petroleum products and 20% on
 * the wash (base HT, TVA, TTC), card payment. French labels with English under them.
 */
export const enCorsicaBastiaFuelStationReceipt: Layout = {
  id: ID,
  lang: 'en',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const y = Number(date.slice(0, 4)) - 2022;
    const [label, en, base] = rng.pick(FUELS);
    const price = base - y * rng.int(40, 70);
    const cl = rng.int(1500, 6500);
    const fuel = Math.round((cl * price) / 1000);
    const fuelVat = vatIn(fuel, 13);
    const tokens = rng.chance(0.35) ? rng.int(1, 3) : 0;
    const wash = tokens * 300;
    const washVat = vatIn(wash, 20);
    const ttc = fuel + wash;
    const vat = fuelVat + washVat;
    const vendorName = 'SARL Carburants du Vieux-Port';
    const doc = String(rng.int(100000, 999999));
    const siren = String(rng.int(400000000, 899999999));
    const pad = (a: string, b: string, w = 32) => a + ' '.repeat(Math.max(1, w - a.length - b.length)) + b;
    const lines = [
      '      STATION DU VIEUX-PORT',
      '   SARL Carburants du Vieux-Port',
      '  Route du Cap, 20200 Bastia',
      `  SIRET ${siren}00018`,
      `  TVA FR${rng.int(10, 99)}${siren}`,
      '--------------------------------',
      pad('TICKET / RECEIPT N°', doc),
      pad('Date', `${dt(date, 'dd/mm/yyyy')} ${hhmm(rng.int(6 * 60, 21 * 60))}`),
      pad('Pompe / Pump', String(rng.int(1, 8))),
      '--------------------------------',
      `${label} (${en})`,
      pad(`${comma(cl, ' ')} L x ${(price / 1000).toFixed(3).replace('.', ',')} €/L`, comma(fuel)),
      ...(tokens ? ['LAVAGE HP / JET WASH', pad(`${tokens} x 3,00`, comma(wash))] : []),
      '--------------------------------',
      pad('TOTAL TTC / TOTAL EUR', comma(ttc)),
      '--------------------------------',
      'TVA        BASE HT    TVA     TTC',
      `13,00%  ${comma(fuel - fuelVat).padStart(9)} ${comma(fuelVat).padStart(7)} ${comma(fuel).padStart(7)}`,
      ...(tokens ? [`20,00%  ${comma(wash - washVat).padStart(9)} ${comma(washVat).padStart(7)} ${comma(wash).padStart(7)}`] : []),
      pad('Total TVA / VAT', comma(total([fuelVat, washVat]))),
      '--------------------------------',
      pad('CB / CARD', comma(ttc)),
      `  ${rng.pick(['VISA', 'MASTERCARD', 'CB'])} ****${rng.digits(4)}  SANS CONTACT`,
      '',
      '  TVA Corse 13% sur carburants',
      '     Merci de votre visite',
      '   Thank you - A prestu !',
    ];
    const body = `<pre>${lines.join('\n')}</pre>`;
    const css = `body{font-family:'DejaVu Sans Mono';font-size:11.5px;width:72mm;padding:4mm 4mm}pre{font-family:inherit;margin:0;white-space:pre}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(ttc), tax: truthAmount(vat) },
    };
  },
};
