import { addDays, amount, EN_MONTHS, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { associationId, dateInYears, gbp, gbVat, pct, scCompany, spread, taxOn } from './extra';

const MAKERS = [
  { head: 'KINLOCH BAGPIPES', legal: 'Kinloch Bagpipes Ltd', sole: false, addr: 'Unit 3, Tay Street Workshops, Perth PH1 5LQ', phone: '01738 555 214' },
  { head: 'GLEN ORRIN PIPING CO.', legal: 'Glen Orrin Piping Co. Limited', sole: false, addr: '17 Harbour Road, Inverness IV1 1SY', phone: '01463 555 380' },
  { head: 'MUNRO PIPES', legal: 'Alasdair Munro', sole: true, addr: '4 Bayhead, Stornoway, Isle of Lewis HS1 2DU', phone: '01851 555 067' },
] as const;

// item, unit price in pence (before VAT)
const GOODS: [string, [number, number]][] = [
  ['Highland bagpipes, African blackwood, nickel & imitation ivory mounts', [95000, 165000]],
  ['Highland bagpipes, blackwood, engraved sterling silver ferrules and caps', [210000, 320000]],
  ['Practice chanter, long, polypenco, with reed', [4500, 7500]],
  ['Synthetic pipe bag with zip and water trap', [11500, 16500]],
  ['Cane drone reeds, set of three', [3600, 5400]],
  ['Pipe chanter reeds (medium strength)', [900, 1400]],
  ['Bag cover and silk cords, Ancient Hunting Stewart tartan', [6500, 9800]],
  ['Rigid pipe case, lockable', [14500, 19500]],
  ['Overhaul: re-hemping, bag seasoning and tuning of customer’s pipes', [12000, 18000]],
  ['Private tuition with the maker, one hour', [4000, 6000]],
];

const BUYERS = [
  { name: 'Haifa Pipes & Drums (Registered Association)', addr: 'POB 4417, Haifa 3104301, Israel', assoc: true },
  { name: 'Jerusalem Caledonian Society', addr: 'Emek Refaim 40, Jerusalem 9314124, Israel', assoc: true },
  { name: 'Mr Ariel Gabai', addr: 'Hashoftim 9, Zichron Ya’akov 3094009, Israel', assoc: false },
  { name: 'Ms Tamar MacDonald-Cohen', addr: 'Kibbutz Ein HaShofet 1923700, Israel', assoc: false },
];

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const longDate = (iso: string) => `${ordinal(Number(iso.slice(8)))} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;

/**
 * A Scottish bagpipe maker's VAT invoice to an Israeli pipe band, society or piper who collected the pipes at the
 * workshop, in pounds on A4 (C059, Nimbus Roman or DejaVu Serif; the maker's name in Noto Serif Display spaced
 * capitals under a tartan band drawn in CSS): a company ("Ltd", "Limited") or a sole trader trading as a brand
 * ("Alasdair Munro trading as Munro Pipes"); "VAT INVOICE" / "TAX INVOICE" with "Invoice No." ("KB-1187",
 * "GO/24/061" or four digits), "Date" / "Invoice date" ("24th February 2024", dd/mm/yyyy or "d Mon yyyy") and "Tax
 * point" on some; "Your ref." and "Account"; the buyer with an Israeli address and, for an association, its
 * Israeli "Reg. No." (58…, valid); pipes, chanters, reeds, bags, covers, cases, an overhaul or tuition, quantity ×
 * unit; a band discount of 10% on some; "Net", "VAT @ 20%", "Total"; "Goods collected in person at the workshop"
 * and the card or BACS payment; "Registered in Scotland No. SC…", the registered office and "VAT Reg No. GB …" in
 * the footer.
 */
export const enScottishBagpipeMakerInvoice: Layout = {
  id: 'en-scottish-bagpipe-maker-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'en-scottish-bagpipe-maker-invoice');
    const m = rng.pick(MAKERS);
    const date = dateInYears(rng);
    const buyer = rng.pick(BUYERS);
    const lines = rng.some(GOODS, rng.int(2, 6)).map(([text, range]) => {
      const qty = /reeds \(|Practice chanter|Bag cover/.test(text) ? rng.int(1, buyer.assoc ? 12 : 3) : 1;
      return { text, qty, unit: Math.round(rng.int(range[0], range[1]) / 100) * 100 };
    });
    const gross = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const discount = buyer.assoc && rng.chance(0.6) ? pct(gross, 10) : 0;
    const net = gross - discount;
    const vat = taxOn(net, 2000);
    const total = net + vat;
    const prefix = m.legal.startsWith('Kinloch') ? 'KB' : m.legal.startsWith('Glen') ? 'GO' : 'MP';
    const docNo = rng.pick([
      () => `${prefix}-${rng.int(1000, 1999)}`,
      () => `${prefix}/${date.slice(2, 4)}/${String(rng.int(1, 199)).padStart(3, '0')}`,
      () => String(rng.int(2100, 4800)),
    ])();
    const style = rng.pick(['long', 'dd/mm/yyyy', 'd Mon yyyy'] as const);
    const d = (x: string) => (style === 'long' ? longDate(x) : dt(x, style));
    const font = rng.pick(['C059', 'Nimbus Roman', 'DejaVu Serif']);
    const title = rng.pick(['VAT INVOICE', 'TAX INVOICE']);
    const dateLabel = rng.pick(['Date', 'Invoice date']);
    const taxPoint = rng.chance(0.5);
    const company = scCompany(rng);
    const vatNo = gbVat(rng);
    const bacs = rng.chance(0.4);
    const tr = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const header = m.sole
      ? `<div class="brand">${esc(m.head)}</div><div class="legal">${esc(m.legal)} trading as Munro Pipes</div>`
      : `<div class="brand">${esc(m.head)}</div><div class="legal">${esc(m.legal)}</div>`;
    const footer = m.sole
      ? `${esc(m.legal)} trading as Munro Pipes · ${esc(m.addr)} · VAT Reg No. ${vatNo}`
      : `${esc(m.legal)} · Registered in Scotland No. ${company} · Registered office: ${esc(m.addr)} · VAT Reg No. ${vatNo}`;
    const body = `<div class="tartan"></div><div class="page"><div class="head"><div>${header}<div class="sub">Bagpipe makers &amp; repairers · ${esc(m.addr)} · Tel. ${esc(m.phone)}</div></div><div class="title">${title}</div></div>
<div class="row"><div class="to"><div class="h">Invoice to</div>${esc(buyer.name)}<br>${esc(buyer.addr)}${buyer.assoc ? `<br>Israeli Reg. No. ${associationId(rng)}` : ''}</div>
<table class="facts">${tr('Invoice No.', `<b>${esc(docNo)}</b>`)}${tr(dateLabel, `<b>${d(date)}</b>`)}${taxPoint ? tr('Tax point', d(date)) : ''}${tr('Your ref.', esc(rng.pick(['Band order 2/' + date.slice(2, 4), 'Email of ' + dt(addDays(date, -rng.int(20, 80)), 'dd/mm/yyyy'), 'Pipe Major’s order'])))}${tr('Account', `${prefix}${rng.int(100, 999)}`)}</table></div>
<table class="lines"><tr class="th"><td>Description</td><td>Qty</td><td>Unit £</td><td>Amount £</td></tr>${lines.map((l) => `<tr><td>${esc(l.text)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<table class="tot">${discount ? tr('Goods and services', gbp(gross)) + tr('Less band discount 10%', `-${gbp(discount)}`) : ''}${tr('Net', gbp(net))}${tr('VAT @ 20%', gbp(vat))}${tr('Total', gbp(total), 'g')}</table>
<p>Goods collected in person at the workshop on ${d(addDays(date, rng.int(0, 1) ? 0 : -1))}; UK VAT charged at the standard rate.</p>
<p>${bacs ? `Paid by BACS, received ${d(addDays(date, -rng.int(1, 6)))} with thanks. Sort code 80-${rng.int(10, 99)}-${rng.int(10, 99)} · Account ${rng.digits(8)}` : `Paid by card in the workshop, ${d(date)} — thank you.`}</p>
<div class="foot">${footer}</div></div>`;
    const css = `body{font-family:'${font}',serif;font-size:11.5px;color:#1f1f1f}.tartan{height:9mm;background:repeating-linear-gradient(90deg,rgba(25,70,40,.85) 0 10px,rgba(20,40,90,.8) 10px 18px,rgba(170,30,30,.7) 18px 21px,rgba(25,70,40,.85) 21px 30px),repeating-linear-gradient(0deg,rgba(25,70,40,.5) 0 10px,rgba(20,40,90,.5) 10px 18px,rgba(240,220,120,.6) 18px 20px)}
.page{padding:10mm 15mm}.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:'Noto Serif Display',serif;font-size:26px;letter-spacing:4px}.legal{font-size:13px;font-weight:bold}.sub{font-size:9.5px;margin-top:1mm}.title{font-size:19px;font-weight:bold;letter-spacing:2px;border:1.5px solid #1f1f1f;padding:1.5mm 3mm}
.row{display:flex;justify-content:space-between;margin:7mm 0 5mm}.to{line-height:1.55}.h{font-weight:bold;font-size:10px;text-transform:uppercase;letter-spacing:1px}.facts td{padding:0.6mm 2mm}
.lines{width:100%;border-collapse:collapse}.lines td{padding:1.5mm;border-bottom:0.5px solid #bbb}.lines td:nth-child(n+2){text-align:right;white-space:nowrap}.th td{font-weight:bold;border-bottom:1.5px solid #1f1f1f}
.tot{margin-left:auto;margin-top:4mm;min-width:80mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:15px;border-top:1.5px solid #1f1f1f;border-bottom:3px double #1f1f1f}
p{margin:4mm 0 0;font-size:10.5px}.foot{margin-top:14mm;border-top:0.5px solid #999;padding-top:2mm;font-size:9px;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: m.legal, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
