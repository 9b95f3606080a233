import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-dead-sea-cosmetics-shop-till';

/** Products: English name, Hebrew name, price in agorot (2023). */
const PRODUCTS: [string, string, number][] = [
  ['Black Mud Mask 500 g', 'מסכת בוץ שחור', 8900],
  ['Dead Sea Bath Salt 1 kg', 'מלח רחצה', 5900],
  ['Mineral Hand Cream 100 ml', 'קרם ידיים', 6900],
  ['Body Butter Vanilla 250 ml', 'חמאת גוף', 9900],
  ['Magnesium Oil Spray 200 ml', 'שמן מגנזיום', 7400],
  ['Salt Body Scrub 450 g', 'פילינג מלח', 8400],
  ['Foot Cream Intensive 150 ml', 'קרם רגליים', 5400],
  ['Gift Set 4 Minis', 'מארז מתנה', 14900],
];

/**
 * A Dead Sea cosmetics shop's till slip at Ein Bokek, 80 mm (Noto Sans Hebrew, Noto Sans): the Latin brand "SALT & MUD"
 * over its Hebrew name, the company name and id, "חשבונית מס קבלה / TAX INVOICE RECEIPT" with a five-digit number and the
 * till, date (yyyy-mm-dd) and time, each product in English with its Hebrew name small under it and quantity x price, a
 * "3 for 2" offer taking the cheapest of three items off on some, "TOTAL / סה"כ" with "₪", the VAT contained, card, and
 * on some a reference amount in US dollars at a stated rate ("for reference only"). Open every day.
 */
export const mixedDeadSeaCosmeticsShopTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.04;
    const lines = rng.some(PRODUCTS, rng.int(1, 5)).map(([en, he, p]) => {
      const qty = rng.int(1, 3);
      const each = Math.round((p * up) / 1000) * 1000 - 100;
      return { en, he, qty, each, sum: qty * each };
    });
    const units = lines.flatMap((l) => Array.from({ length: l.qty }, () => l.each)).sort((a, b) => a - b);
    const offer = units.length >= 3 && rng.chance(0.6) ? units.slice(0, Math.floor(units.length / 3)).reduce((a, b) => a + b, 0) : 0;
    const gross = total(lines.map((l) => l.sum)) - offer;
    const vat = vatIn(gross, rate);
    const vendorName = 'מינרלי ים המלח שיווק בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 99999));
    const fx = rng.int(340, 385) / 100;
    const dollars = rng.chance(0.5);
    const body = `<div class="c brand">${ltr('SALT &amp; MUD')}</div><div class="c">מלח ובוץ · קוסמטיקה מים המלח</div>
<div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>מרכז מסחרי עין בוקק, ים המלח</div>
<div class="dl"></div>
<div class="c b">חשבונית מס קבלה ${ltr(doc)}</div><div class="c sm">${ltr(`TAX INVOICE RECEIPT ${doc}`)}</div>
<div class="row sm"><span>${ltr(`${dt(date, 'yyyy-mm-dd')} ${hhmm(rng.int(9 * 60, 21 * 60))}`)}</span><span>קופה ${ltr(String(rng.int(1, 3)))} · ${ltr('Till')}</span></div>
<div class="dl"></div>
${lines.map((l) => `<div class="it"><div class="row"><span>${ltr(l.en)}</span><span>${ltr(amount(l.sum))}</span></div><div class="row sm"><span>${l.he}</span><span>${ltr(`${l.qty} x ${amount(l.each)}`)}</span></div></div>`).join('')}
${offer ? `<div class="row"><span>מבצע ${ltr('3')} ב-${ltr('2')} · ${ltr('3 for 2')}</span><span>${ltr(`-${amount(offer)}`)}</span></div>` : ''}
<div class="dl"></div>
<div class="row tot"><span>סה"כ · ${ltr('TOTAL')}</span><span>${ltr(`₪ ${amount(gross)}`)}</span></div>
<div class="row sm"><span>מע"מ ${ltr(`${rate}%`)} כלול · ${ltr('VAT incl.')}</span><span>${ltr(amount(vat))}</span></div>
<div class="row sm"><span>אשראי · ${ltr('Card')} ${ltr(`****${rng.digits(4)}`)}</span><span>${ltr(amount(gross))}</span></div>
${dollars ? `<div class="usd">${ltr(`For reference only: approx. USD ${amount(Math.round(gross / fx))} (1 USD = ${fx.toFixed(2)} ILS)`)}</div>` : ''}
<div class="dl"></div>
<div class="c sm">תיירים: ניתן לבקש טופס החזר מע"מ<br>${ltr('Tourists: ask for a VAT refund form')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Noto Sans';font-size:12px;width:72mm;padding:4mm}.brand{font-size:22px;font-weight:bold;letter-spacing:3px}.dl{border-top:1px dashed #000;margin:5px 0}
.it{margin:3px 0}.tot{font-size:16px;font-weight:bold}.usd{font-size:10.5px;border:1px dotted #000;padding:2px 4px;margin-top:4px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      page: '80mm 220mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
