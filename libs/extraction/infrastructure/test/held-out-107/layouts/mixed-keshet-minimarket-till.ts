import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-keshet-minimarket-till';

/** Hebrew, English, agorot with VAT in 2022 (approximate); no fresh fruit or vegetables (VAT-exempt). */
const GOODS: [string, string, number][] = [
  ["חלב 3% 1 ל'", 'Milk 3% 1L', 690],
  ['לחם אחיד פרוס', 'Sliced bread', 790],
  ["קוטג' 5%", 'Cottage cheese', 590],
  ['ביצים L תריסר', 'Eggs L x12', 1390],
  ["במבה 80 גר'", 'Bamba 80g', 490],
  ["קפה נמס 200 גר'", 'Instant coffee', 2990],
  ['שוקולד חלב', 'Milk chocolate', 690],
  ['מים מינרליים 6x1.5', 'Water 6-pack', 1990],
  ['חומוס מוכן', 'Hummus tub', 990],
  ['נייר טואלט 32', 'Toilet paper x32', 3990],
  ['סבון כלים', 'Dish soap', 1190],
  ['בירה 330 מ"ל', 'Beer 330ml', 890],
  ["פסטה 500 גר'", 'Pasta 500g', 590],
  ['טחינה גולמית', 'Raw tahini', 1790],
];

/**
 * A 24-hour minimarket's till slip, item names in Hebrew with English under them, 80 mm (Yehuda CLM for the name,
 * FreeSans, FreeMono): a drawn rainbow beside "קשת" and "KESHET 24/7", "קשת מרכולים בע"מ" with "ח.פ. / VAT No." plain;
 * "חשבונית מס קבלה / TAX INVOICE RECEIPT" with "מס' / No." (four digits of the till, a slash and five), the date
 * dd/mm/yyyy and time; quantity x price and sum per item; "פריטים / Items" count; sometimes "מבצע 2 ב- / 2 for" deal
 * (negative); "סה"כ / TOTAL" large, "מע"מ n% / VAT" and "ללא מע"מ / Net" (contained); cash with change or card; any day.
 */
export const mixedKeshetMinimarketTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const lines = rng.some(GOODS, rng.int(3, 9)).map(([he, en, p]) => {
      const q = rng.int(1, 3);
      const unit = Math.round((p * rise) / 10) * 10;
      return { he, en, q, unit, sum: q * unit };
    });
    const deal = lines.find((l) => l.q >= 2 && l.unit < 1500);
    const dealOff = deal && rng.chance(0.6) ? -Math.round(deal.unit * 0.3) : 0;
    const gross = total(lines.map((l) => l.sum)) + dealOff;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'קשת מרכולים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 6)}${rng.digits(3)}/${rng.digits(5)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const card = rng.chance(0.5);
    const cash = Math.ceil(gross / 10000) * 10000;
    const bow = `<svg width="44" height="24" viewBox="0 0 44 24"><g fill="none" stroke-width="3"><path d="M4 22 a18 18 0 0 1 36 0" stroke="#e53935"/><path d="M9 22 a13 13 0 0 1 26 0" stroke="#fdd835"/><path d="M14 22 a8 8 0 0 1 16 0" stroke="#1e88e5"/></g></svg>`;
    const body = `<div class="hd">${bow}<div class="nm">קשת</div></div><div class="c">${en('KESHET 24/7')}</div>
<div class="c sm">${vendorName}<br>ח.פ. / ${en('VAT No.')} ${f(taxId)}<br>רח' אבן גבירול ${f(String(rng.int(10, 190)))}, תל אביב</div><div class="rule"></div>
<div class="c b">חשבונית מס קבלה<br>${en('TAX INVOICE RECEIPT')}</div><div class="row"><span>מס' / ${en('No.')}</span><span>${f(doc)}</span></div><div class="row"><span>${f(dt(date, 'dd/mm/yyyy'))}</span><span>${f(hhmm(rng.int(0, 1439)))}</span></div><div class="rule"></div>
${lines.map((l) => `<div class="row"><span>${l.he.replace(/([0-9][0-9x.%]*)/g, (m) => ltr(m))}<br>${en(l.en)}</span><span>${f(`${l.q} x ${amount(l.unit)}`)}<br>${f(amount(l.sum))}</span></div>`).join('')}
${dealOff && deal ? `<div class="row"><span>מבצע 2 ב- / ${en('2 for deal')}: ${deal.he.replace(/([0-9][0-9x.%]*)/g, (m) => ltr(m))}</span><span>${f(amount(dealOff))}</span></div>` : ''}<div class="rule"></div>
<div class="row"><span>פריטים / ${en('Items')}</span><span>${f(String(total(lines.map((l) => l.q))))}</span></div>
<div class="row big"><span>סה"כ / ${en('TOTAL')}</span><span>${f(amount(gross))}</span></div><div class="row"><span>מע"מ ${f(`${rate}%`)} / ${en('VAT')}</span><span>${f(amount(vat))}</span></div><div class="row"><span>ללא מע"מ / ${en('Net')}</span><span>${f(amount(gross - vat))}</span></div><div class="rule"></div>
${card ? `<div class="row"><span>אשראי / ${en('Card')} ${f(`****${rng.digits(4)}`)}</span><span>${f(amount(gross))}</span></div>` : `<div class="row"><span>מזומן / ${en('Cash')}</span><span>${f(amount(cash))}</span></div><div class="row"><span>עודף / ${en('Change')}</span><span>${f(amount(cash - gross))}</span></div>`}
<div class="c sm">תודה! / ${en('Thank you!')} · פתוח ${f('24/7')}</div>`;
    const css = `body{font-family:'FreeSans';font-size:11px;padding:4mm;color:#000}.f{font-family:'FreeMono';font-size:11px;font-weight:bold;white-space:nowrap}.en{font-size:9.5px}.c{text-align:center}.b{font-weight:bold;font-size:13px}.sm{font-size:9.5px;line-height:1.4}
.hd{display:flex;justify-content:center;align-items:center;gap:6px}.nm{font-family:'Yehuda CLM';font-size:34px;font-weight:bold;line-height:1}.row{display:flex;justify-content:space-between;gap:4px;margin:2px 0}.row span:last-child{text-align:left}.rule{border-top:1px dashed #000;margin:4px 0}.big{font-size:16px;font-weight:bold}.big .f{font-size:16px}`;
    const page = `80mm ${125 + lines.length * 9}mm`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
