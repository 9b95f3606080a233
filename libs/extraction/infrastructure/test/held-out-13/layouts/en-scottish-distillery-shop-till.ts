import { amount, esc, htmlPage, Layout, randomDate, Rng, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { gbp, scCompany, ukVat } from './extra';

const DISTILLERIES = [
  { name: 'GLEN ASHAIG DISTILLERY', legal: 'Glen Ashaig Distillers Ltd', place: 'Broadford, Isle of Skye IV49 9AQ' },
  { name: 'KILMORY BAY DISTILLERY', legal: 'Kilmory Bay Distilling Company Limited', place: 'Port Ellen, Isle of Islay PA42 7EB' },
  { name: 'STRATHDEARN VISITOR CENTRE', legal: 'Strathdearn Spirits Ltd', place: 'Tomatin, Inverness-shire IV13 7YN' },
];
/** Item, price with VAT (pence). */
const GOODS: [string, number][] = [
  ['CLASSIC TOUR ADULT', 1800],
  ['WAREHOUSE TASTING TOUR', 4500],
  ['12YO SINGLE MALT 70CL', 5600],
  ['CASK STRENGTH 70CL', 7900],
  ['DISTILLERY EXCL. HAND-FILL 50CL', 9500],
  ['MINIATURE GIFT SET 3X5CL', 2400],
  ['GLENCAIRN GLASS', 900],
  ['TWEED FLASK COVER', 2200],
  ['FUDGE - WHISKY', 650],
  ['DRIVER DRAM PACK', 1200],
];

/**
 * A Scottish distillery visitor centre's till receipt on 80 mm paper in GBP (Nimbus Mono PS, Liberation Mono
 * or DejaVu Sans Mono; the name in URW Bookman capitals): the distillery and its address, "VAT Reg No: GB …",
 * "Receipt" (a till and a serial, "02/118734") or "Trans #", the date (dd/mm/yyyy or "14-SEP-24") and time,
 * the operator; tours and goods in capitals with quantities, "SUBTOTAL", a "TRADE 10%" or "TOUR GUEST 15%"
 * discount on the bottles on some, "TOTAL", a VAT summary ("VAT 20.00%", net, VAT, gross), a contactless card
 * slip (AID, PAN, "AUTH CODE", "AMOUNT") and the company footer ("Ltd" / "Limited", registered in Scotland
 * with an SC number).
 */
export const enScottishDistilleryShopTill: Layout = {
  id: 'en-scottish-distillery-shop-till',
  lang: 'en',
  kind: 'shop till',
  make(rng: Rng) {
    const d = rng.pick(DISTILLERIES);
    const date = randomDate(rng, '2023-07-01', '2026-02-25');
    const items = rng.some(GOODS, rng.int(2, 5)).map(([name, price]) => ({ name, price, q: name.includes('TOUR') ? rng.int(1, 4) : rng.int(1, 2) }));
    const sub = items.reduce((a, i) => a + i.q * i.price, 0);
    const bottles = items.filter((i) => /CL$/.test(i.name)).reduce((a, i) => a + i.q * i.price, 0);
    const dp = bottles && rng.chance(0.4) ? rng.pick([10, 15]) : 0;
    const disc = Math.round((bottles * dp) / 100);
    const total = sub - disc;
    const vat = vatOfGross(total, 20);
    const till = rng.int(1, 4);
    const serial = rng.int(10000, 199999);
    const docNo = rng.chance(0.5) ? `${String(till).padStart(2, '0')}/${serial}` : String(serial);
    const font = rng.pick(['Nimbus Mono PS', 'Liberation Mono', 'DejaVu Sans Mono']);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const sep = '<div class="sep"></div>';
    const body = `<div class="s"><div class="nm">${esc(d.name)}</div><div class="c">${esc(d.place)}</div><div class="c">VAT Reg No: ${ukVat(rng)}</div>${sep}
${docNo.includes('/') ? r(`Receipt ${docNo}`, `Till ${till}`) : r(`Trans # ${docNo}`, `Till ${till}`)}${r(rng.chance(0.5) ? dt(date, 'dd/mm/yyyy') : dt(date, 'dd-Mon-yy'), time(rng))}${r(`Served by: ${esc(rng.pick(['Morag', 'Callum', 'Eilidh', 'Fraser']))}`, '')}${sep}
${items.map((i) => `${r(esc(i.name), gbp(i.q * i.price))}${i.q > 1 ? `<div class="q">${i.q} @ ${gbp(i.price)}</div>` : ''}`).join('')}${sep}
${r('SUBTOTAL', gbp(sub))}${dp ? r(`${dp === 10 ? 'TRADE 10%' : 'TOUR GUEST 15%'} (BOTTLES)`, `-${gbp(disc)}`) : ''}${r('TOTAL', gbp(total), 'b big')}${sep}
<div class="vt">${r('VAT RATE', 'NET &nbsp; VAT &nbsp; GROSS')}${r('VAT 20.00%', `${amount(total - vat)} &nbsp; ${amount(vat)} &nbsp; ${amount(total)}`)}</div>${sep}
${r('CONTACTLESS', rng.pick(['VISA', 'MASTERCARD', 'AMEX']))}${r('AID', `A00000000${rng.pick(['31010', '41010'])}`)}${r('PAN', `************${rng.digits(4)}`)}${r('AUTH CODE', rng.digits(6))}${r('AMOUNT', gbp(total), 'b')}<div class="c sm">PLEASE RETAIN FOR YOUR RECORDS</div>${sep}
<div class="c sm">No ID, no sale: Challenge 25 applies.<br>Please drink responsibly.<br>${esc(d.legal)}<br>Registered in Scotland No. ${scCompany(rng)}</div></div>`;
    const css = `body{font-family:'${font}',monospace;font-size:11px;color:#000}.s{width:72mm;padding:4mm}.nm{font-family:'URW Bookman',serif;font-weight:bold;font-size:17px;text-align:center;letter-spacing:1px}
.c{text-align:center}.b{font-weight:bold}.big{font-size:14px}.sep{border-top:1px dashed #000;margin:1.5mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}.q{font-size:10px;padding-left:3mm}.sm{font-size:9.5px;margin-top:1mm}.vt{font-size:10px}`;
    return {
      page: '80mm 250mm',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 250mm', css, body }),
      truth: { vendorName: d.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
