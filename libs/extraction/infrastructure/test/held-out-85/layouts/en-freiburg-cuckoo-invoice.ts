import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { de, dt } from '../../generalisation/notation';
import { avoid, baseCss, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-freiburg-cuckoo-invoice';

/** Goods: name, cents net (2022). */
const GOODS: [string, number][] = [
  ['Cuckoo clock "Schwarzwaldhaus", 1-day movement, hand-carved', 28900],
  ['Cuckoo clock "Jagdstück", 8-day movement, music box', 64500],
  ['Chalet cuckoo clock with dancers, quartz', 21900],
  ['Shield clock (Schilduhr), painted', 38500],
  ['Replacement pine-cone weights (pair)', 2450],
  ['Wall bracket, walnut', 3900],
  ['Service: movement cleaning and regulation', 8500],
];

/**
 * A cuckoo clock workshop in Freiburg im Breisgau, Germany, A4 (URW Gothic headings, Nimbus Sans text): the GmbH with
 * "USt-IdNr. DE…" and "Steuernummer", the customer's address block, "RECHNUNG / INVOICE", label pairs ("Rechnungsnr. /
 * Invoice no." as RE-yyyy-nnnn, "Rechnungsdatum / Invoice date" dd.mm.yyyy, delivery date, customer number), lines with
 * German amounts ("1.234,50 €"), packing and insured shipping, "Nettobetrag / Net amount", "zzgl. 19 % USt. / VAT 19 %",
 * "Rechnungsbetrag / Invoice total", payment within 14 days with an IBAN. Monday to Friday.
 */
export const enFreiburgCuckooInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.045;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, p]) => {
      const q = rng.int(1, 2);
      const unit = Math.round((p * up) / 100) * 100;
      return { name, q, unit, sum: q * unit };
    });
    const shipping = rng.pick([1490, 2490, 3900]);
    const net = total(lines.map((l) => l.sum)) + shipping;
    const vat = vatOn(net, 19);
    const gross = net + vat;
    const vendorName = 'Uhrenwerkstatt Breisgau GmbH';
    const doc = `RE-${date.slice(0, 4)}-${String(rng.int(40, 1900)).padStart(4, '0')}`;
    const eur = (c: number) => `${de(c)} €`;
    const body = `<div class="hd"><div><div class="nm">UHRENWERKSTATT BREISGAU</div><div class="sm">${vendorName} · Konviktstraße ${rng.int(2, 60)} · 79098 Freiburg im Breisgau · Germany</div></div></div>
<div class="addr sm">${rng.pick(['Ms Laura Bennett', 'Mr Kenji Watanabe', 'Ms Ana Ribeiro', 'Mr Tomasz Nowak'])}<br>${rng.pick(['14 Elm Street, Leeds', 'Rua das Flores 8, Porto', '3-5 Kanda, Tokyo', 'ul. Długa 12, Gdańsk'])}</div>
<div class="ttl">RECHNUNG / INVOICE</div>
${pairs(
  [
    ['Rechnungsnr. / Invoice no.', doc],
    ['Rechnungsdatum / Invoice date', dt(date, 'dd.mm.yyyy')],
    ['Lieferdatum / Delivery date', dt(plus(date, -rng.int(0, 3)), 'dd.mm.yyyy')],
    ['Kundennr. / Customer no.', `K${rng.digits(5)}`],
  ],
  2,
)}
${items(
  ['Pos.', 'Artikel / Item', 'Menge / Qty', 'Einzelpreis / Unit', 'Betrag / Amount'],
  [
    ...lines.map((l, i) => [String(i + 1), l.name, String(l.q), eur(l.unit), eur(l.sum)]),
    [String(lines.length + 1), 'Verpackung und versicherter Versand / packing and insured shipping', '1', eur(shipping), eur(shipping)],
  ],
)}
<table class="sums"><tr><td>Nettobetrag / Net amount</td><td>${eur(net)}</td></tr><tr><td>zzgl. 19 % USt. / VAT 19 %</td><td>${eur(vat)}</td></tr><tr class="tot"><td>Rechnungsbetrag / Invoice total</td><td>${eur(gross)}</td></tr></table>
<div class="sm terms">Zahlbar innerhalb von 14 Tagen ohne Abzug / payable within 14 days, by ${dt(plus(date, 14), 'dd.mm.yyyy')}.<br>Sparkasse Freiburg-Nördlicher Breisgau · IBAN DE${rng.digits(2)} 6805 0101 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}<br>USt-IdNr. DE${rng.digits(9)} · Steuernummer 06/${rng.digits(3)}/${rng.digits(5)} · Amtsgericht Freiburg HRB ${rng.digits(6)}</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans','Liberation Sans';font-size:12px;padding:18mm 20mm}.nm{font-family:'URW Gothic';font-size:26px;letter-spacing:1px;color:#3a2a18}.hd{border-bottom:2px solid #3a2a18;padding-bottom:4px}
.addr{margin:22px 0 18px}.ttl{font-family:'URW Gothic';font-size:22px;font-weight:bold;margin-bottom:6px}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}
.sums{margin-inline-start:auto;margin-top:8px}.sums td{padding:2px 8px;text-align:end}.tot td{font-weight:bold;font-size:14px;border-top:2px solid #222}.terms{margin-top:36px;color:#444;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
