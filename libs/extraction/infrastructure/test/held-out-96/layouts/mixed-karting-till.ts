import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-karting-till';

/** Hebrew, English, agorot with VAT in 2022, quantity range. */
const ITEMS: [string, string, number, [number, number]][] = [
  ["מקצה 10 דק'", '10-min session', 9000, [1, 8]],
  ["מקצה 15 דק'", '15-min session', 12000, [1, 6]],
  ['מקצה זוגי', 'Two-seater session', 15000, [1, 2]],
  ['מקצה ילדים', 'Junior session', 6000, [1, 4]],
  ['כיסוי ראש לקסדה', 'Balaclava', 500, [1, 8]],
  ['משקה קל', 'Drink', 1000, [1, 6]],
  ['תעודת זמני הקפה', 'Timing printout', 1500, [1, 3]],
];

/**
 * A go-kart track's till in Kiryat Ekron, 76 mm (FreeSans, URW Gothic for the English brand): "TURBO KARTING" large
 * over "קרטינג טורבו", the company and "ע.מ." plain, the industrial zone; "חשבונית מס קבלה / Tax invoice receipt" and
 * "מס' / No. K-nnnnnn" in a box; date dd/mm/yyyy and time; a small table (quantity, the item in Hebrew over its
 * English, sum) of sessions, balaclavas and drinks; "סה"כ / Subtotal", from six sessions "הנחת קבוצה 10% / 10% off, 6+ sessions" as a minus,
 * "לתשלום / TO PAY" "₪ …", "המחיר כולל מע"מ n% / incl. VAT n%" (contained); card; any day.
 */
export const mixedKartingTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const heats = rng.some(ITEMS.slice(0, 4), rng.int(1, 2));
    const extras = rng.some(ITEMS.slice(4), rng.int(0, 3));
    const lines = [...heats, ...extras].map(([he, en, p, [lo, hi]]) => ({ he, en, p: Math.round((p * rise) / 500) * 500, q: rng.int(lo, hi) }));
    const sub = total(lines.map((l) => l.p * l.q));
    const heatCount = lines.slice(0, heats.length).reduce((s, l) => s + l.q, 0);
    const discount = heatCount >= 6 ? share(sub, 10) : 0;
    const gross = sub - discount;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'טורבו מסלולים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `K-${rng.int(100000, 699999)}`;
    const body = `<div class="c br">TURBO KARTING</div><div class="c b">קרטינג טורבו</div><div class="c sm">${vendorName} · ע.מ. ${ltr(taxId)}</div><div class="c sm">אזור התעשייה קריית עקרון · ${ltr(`08-85${rng.digits(5)}`)}</div>
<div class="box">חשבונית מס קבלה / ${ltr('Tax invoice receipt')}<br>מס' / ${ltr('No.')} ${ltr(doc)}</div>${row(ltr(dt(date, 'dd/mm/yyyy')), ltr(hhmm(rng.int(10 * 60, 22 * 60))))}
<table class="it">${lines.map((l) => `<tr><td class="q">${ltr(`${l.q}×`)}</td><td>${l.he.replace(/\d+/, (m) => ltr(m))}<div class="en">${ltr(l.en)}</div></td><td class="s">${ltr(amount(l.p * l.q))}</td></tr>`).join('')}</table>
${row(`סה"כ / ${ltr('Subtotal')}`, ltr(amount(sub)))}${discount ? row(`הנחת קבוצה ${ltr('10%')} / ${ltr('10% off, 6+ sessions')}`, ltr(amount(-discount))) : ''}<div class="dbl"></div>
${row(`<b>לתשלום / ${ltr('TO PAY')}</b>`, `<b>${ltr(`₪ ${amount(gross)}`)}</b>`, 'big')}${row(`המחיר כולל מע"מ ${ltr(`${rate}%`)} / ${ltr(`incl. VAT ${rate}%`)}`, ltr(amount(vat)))}<div class="rule"></div>
${row(`אשראי / ${ltr('Card')}`, ltr(`${rng.pick(['VISA', 'MC', 'ISRACARD'])} ${rng.digits(4)}`))}<div class="c sm">נהיגה בטוחה! / ${ltr('Enjoy!')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans';font-size:12px;padding:4mm;width:68mm}.br{font-family:'URW Gothic';font-size:24px;font-weight:bold;letter-spacing:1px}.box{border:2px solid #000;text-align:center;margin:6px 0;padding:4px;font-weight:bold}
.it{width:100%;margin:6px 0;border-top:1px dashed #000;border-bottom:1px dashed #000}.it td{padding:2px;vertical-align:top}.q{width:8mm}.s{text-align:end}.en{font-family:'URW Gothic';font-size:10px;color:#333}.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 200mm', css, body }),
      page: '76mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
