import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, comma, e, next, row, total, vatIn } from './extra';

const ID = 'en-athens-komboloi-shop-till';

/** Goods: name, cents incl. VAT (2022). */
const GOODS: [string, number][] = [
  ['Komboloi amber resin 33 beads', 4500],
  ['Komboloi olive wood', 1800],
  ['Komboloi cherry amber, silver tassel', 12000],
  ['Begleri coral', 2200],
  ['Komboloi horn, 21 beads', 3500],
  ['Silk tassel spare', 600],
  ['Gift box', 300],
];

/**
 * A worry-bead (komboloi) shop in Plaka, Athens, Greece, an 80 mm till slip (DejaVu Sans Condensed, the name in Noto Serif): the
 * shop, the IKE with "ΑΦΜ / VAT No. EL" (nine digits, Greek) and the tax office, "ΑΠΟΔΕΙΞΗ ΛΙΑΝΙΚΗΣ ΠΩΛΗΣΗΣ / RETAIL RECEIPT" with
 * "No." and four to five digits, the date (dd/mm/yyyy) and time, goods with "2 x 18,00" and decimal commas, "ΣΥΝΟΛΟ / TOTAL €",
 * a VAT table "ΦΠΑ 24%" (net, VAT), card or cash, a thank-you in English. Not on Sundays.
 */
export const enAthensKomboloiShopTill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * up) / 50) * 50;
      return { name, q, unit, sum: q * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, 24);
    const vendorName = 'Plaka Komboloi Workshop IKE';
    const doc = String(rng.int(1200, 48000));
    const body = `<div class="c nm">Κομπολόι · Plaka Komboloi</div><div class="c sm">${e(vendorName)}<br>Adrianou ${rng.int(20, 140)}, 105 56 Athina · +30 210 ${rng.digits(7)}<br>ΑΦΜ / VAT No. EL${rng.int(8, 9)}${rng.digits(8)} · ΔΟΥ Α' Αθηνών</div>
<div class="rule"></div><div class="c b">ΑΠΟΔΕΙΞΗ ΛΙΑΝΙΚΗΣ ΠΩΛΗΣΗΣ<br>RETAIL RECEIPT</div>${row(`No. ${doc}`, `${dt(date, 'dd/mm/yyyy')} ${rng.int(10, 21)}:${String(rng.int(0, 59)).padStart(2, '0')}`)}
<div class="rule"></div>${lines.map((l) => `<div>${e(l.name)}</div>${row(`<span class="sm">${l.q} x ${comma(l.unit)}</span>`, comma(l.sum))}`).join('')}
<div class="dbl"></div>${row('ΣΥΝΟΛΟ / TOTAL €', comma(gross), 'big')}
<table class="vt"><tr><th>ΦΠΑ / VAT</th><th>Net</th><th>ΦΠΑ</th></tr><tr><td>24%</td><td>${comma(gross - vat)}</td><td>${comma(vat)}</td></tr></table>
${rng.chance(0.6) ? row('ΚΑΡΤΑ / CARD', comma(gross)) : row('ΜΕΤΡΗΤΑ / CASH', comma(Math.ceil(gross / 1000) * 1000)) + row('ΡΕΣΤΑ / CHANGE', comma(Math.ceil(gross / 1000) * 1000 - gross))}
<div class="c sm">Ευχαριστούμε! Thank you - each komboloi is strung by hand.</div>`;
    const css = `.row{display:flex;justify-content:space-between}.c{text-align:center}.b{font-weight:bold}.sm{font-size:0.85em}.rule{border-top:1px dashed #222;margin:4px 0}.dbl{border-top:3px double #222;margin:4px 0}
body{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-size:12px;width:72mm;padding:4mm}.nm{font-family:'Noto Serif';font-size:18px;font-weight:bold}.big{font-size:16px;font-weight:bold}
.vt{width:100%;border-collapse:collapse;margin:4px 0}.vt th,.vt td{text-align:right;padding:1px 2px;font-size:11px}.vt th:first-child,.vt td:first-child{text-align:left}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
