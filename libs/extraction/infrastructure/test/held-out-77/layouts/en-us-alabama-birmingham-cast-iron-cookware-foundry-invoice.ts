import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, next, total } from './extra';

const ID = 'en-us-alabama-birmingham-cast-iron-cookware-foundry-invoice';

/** Goods: item, SKU, price in cents (2023). */
const GOODS: [string, string, number][] = [
  ['No. 8 skillet, 10¼ in., pre-seasoned', 'RM-SK8', 8900],
  ['No. 10 skillet, 12 in., pre-seasoned', 'RM-SK10', 11400],
  ['Dutch oven, 5 qt, with lid', 'RM-DO5', 16500],
  ['Double burner griddle, reversible', 'RM-GR2', 12900],
  ['Cornbread pan, 8 wedge', 'RM-CB8', 6400],
  ['Chef skillet, 11 in., polished interior', 'RM-CH11', 14800],
  ['Lid engraving, monogram (per lid)', 'RM-ENG', 3500],
  ['Wooden gift crate', 'RM-CRT', 2200],
];
const BUYERS: [string, string][] = [
  ['Highland Avenue Supper Club LLC', 'Birmingham, AL 35205'],
  ['Ms. Carolyn Tate', 'Homewood, AL 35209'],
  ['Five Points Wedding Registry - Reyes/Morgan', 'Birmingham, AL 35233'],
  ['Magic City Cooking School, Inc.', 'Birmingham, AL 35203'],
  ['Mr. Andre Whitfield', 'Vestavia Hills, AL 35216'],
];

/** The four parts of the 10% levied in downtown Birmingham, in tenths of a percent. */
const PARTS: [string, number][] = [
  ['Alabama state sales tax 4%', 40],
  ['Jefferson County sales tax 1%', 10],
  ['City of Birmingham sales tax 4%', 40],
  ['Special district sales tax 1%', 10],
];

/**
 * A cast iron cookware foundry's store invoice in Birmingham, Alabama, A4 (URW Bookman): a letterhead with the trade name
 * over "Red Mountain Iron Works, Inc.", the 2nd Avenue North address and the state sales tax account number, "INVOICE" with
 * "RMI-" the year's two digits and four digits, the date as mm/dd/yyyy and an order date, sold to a supper club, a cooking
 * school, a wedding registry or people, cookware by SKU (skillets, a dutch oven, griddles, engraved lids, gift crates),
 * picked up at the foundry store (no delivery charge), the subtotal, then either one line "Sales tax 10%" or the four parts
 * (state 4%, Jefferson County 1%, City of Birmingham 4%, special district 1%) each rounded to the cent with their sum, and
 * the total. Closed on Sundays.
 */
export const enUsAlabamaBirminghamCastIronCookwareFoundryInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [0]);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.03;
    const lines = rng.some(GOODS, rng.int(2, 5)).map(([d, sku, price]) => {
      const qty = rng.int(1, sku === 'RM-ENG' || sku === 'RM-CRT' ? 4 : 6);
      const each = Math.round((price * up) / 100) * 100 - 5;
      return { d, sku, qty, each, sum: qty * each };
    });
    const sub = total(lines.map((l) => l.sum));
    const split = rng.chance(0.5);
    const parts = PARTS.map(([label, tenths]) => [label, Math.round((sub * tenths) / 1000)] as [string, number]);
    const tax = split ? total(parts.map(([, t]) => t)) : Math.round((sub * 10) / 100);
    const grand = sub + tax;
    const vendorName = 'Red Mountain Iron Works, Inc.';
    const doc = `RMI-${date.slice(2, 4)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
    const ordered = avoid(`${date.slice(0, 8)}${String(Math.max(1, Number(date.slice(8)) - rng.int(0, 9))).padStart(2, '0')}`, [0]);
    const [buyer, city] = rng.pick(BUYERS);
    const usd = (c: number) => `$${amount(c)}`;
    const taxRows = split
      ? `${parts.map(([l, t]) => `<tr class="p"><td>${l}</td><td>${usd(t)}</td></tr>`).join('')}<tr><td>Total sales tax (10%)</td><td>${usd(tax)}</td></tr>`
      : `<tr><td>Sales tax 10%</td><td>${usd(tax)}</td></tr>`;
    const body = `<div class="lh"><div class="nm">RED MOUNTAIN IRON WORKS</div><div class="tag">Cast iron cookware poured in Birmingham since 1987</div>
<div class="ad">${e(vendorName)} · ${rng.int(2200, 2999)} 2nd Avenue North, Birmingham, AL 35203 · (205) ${rng.int(200, 999)}-${rng.digits(4)}<br>Alabama Sales Tax Acct. No. ${rng.digits(10)}</div></div>
<div class="hd"><div class="sold"><b>Sold to</b><br>${e(buyer)}<br>${city}</div><table class="meta"><tr><th colspan="2" class="big">INVOICE</th></tr><tr><td>Invoice no.</td><td><b>${doc}</b></td></tr><tr><td>Invoice date</td><td><b>${dt(date, 'mm/dd/yyyy')}</b></td></tr><tr><td>Order date</td><td>${dt(ordered, 'mm/dd/yyyy')}</td></tr><tr><td>Fulfilment</td><td>Pickup, foundry store</td></tr></table></div>
<table class="items"><thead><tr><th>SKU</th><th>Item</th><th>Qty</th><th>Unit price</th><th>Extended</th></tr></thead><tbody>
${lines.map((l) => `<tr><td>${l.sku}</td><td>${e(l.d)}</td><td>${l.qty}</td><td>${usd(l.each)}</td><td>${usd(l.sum)}</td></tr>`).join('')}
</tbody></table>
<table class="tt"><tr><td>Subtotal</td><td>${usd(sub)}</td></tr>${taxRows}<tr class="g"><td>Invoice total</td><td>${usd(grand)}</td></tr></table>
<div class="note">Paid in full at pickup. Pre-seasoned and ready to cook; re-season as needed. Lifetime warranty against casting defects.</div>`;
    const css = `${baseCss}
body{font-family:'URW Bookman','DejaVu Serif';font-size:11.5px;padding:14mm 15mm}.lh{border-bottom:4px solid #8d2a14;padding-bottom:6px}.nm{font-size:26px;font-weight:bold;color:#8d2a14;letter-spacing:1px}.tag{font-style:italic}.ad{font-size:10.5px;margin-top:4px}
.hd{display:flex;justify-content:space-between;margin:16px 0 10px}.sold{line-height:1.6}.meta td{padding:2px 8px}.meta .big{font-size:22px;text-align:right;color:#8d2a14}
.items th{border-bottom:2px solid #8d2a14}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tt{width:50%;margin-left:auto;margin-top:10px}.tt td{padding:3px}.tt td:last-child{text-align:right}
.tt .p td{font-size:10.5px;color:#444}.tt .g td{font-weight:bold;font-size:14px;border-top:2px solid #000}.note{margin-top:26px;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'USD', total: truthAmount(grand), tax: truthAmount(tax) },
    };
  },
};
