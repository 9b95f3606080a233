import { addDays, amount, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, share } from '../../generalisation/notation';
import { add, amutaId, dated, ordinalDate, taxOn, ukWorkday, vid, house } from './extra';

const ID = 'en-uk-cricket-bat-maker-invoice';
const MAKERS = [
  { name: 'Willow & Blade Bats Ltd', code: 'WB', addr: 'Unit 4, Mill Lane Workshops, Taunton TA1 2PX', town: 'Taunton' },
  { name: 'Harrow Lane Cricket Company Limited', code: 'HL', addr: '17 Harrow Lane, Chelmsford CM2 6DW', town: 'Chelmsford' },
  { name: 'J. Ashworth & Sons (Batmakers) Ltd', code: 'JA', addr: 'The Old Tannery, Bolton Road, Accrington BB5 1RL', town: 'Accrington' },
];
const CLIENTS = [
  { name: 'Tel Aviv Cricket Club', kind: 'amuta' as const, addr: 'Ha-Yarkon Park, Tel Aviv, Israel' },
  { name: 'Beer Sheva Cricket Association', kind: 'amuta' as const, addr: 'Beer Sheva, Israel' },
  { name: 'Over the Wicket Sports Ltd.', kind: 'company' as const, addr: 'Herzliya Pituach, Israel' },
  { name: 'Lod Stars Cricket Club', kind: 'amuta' as const, addr: 'Lod, Israel' },
];
/** Bats and work: description, price range in pence, most per order. */
const GOODS: [string, number, number, number][] = [
  ['Grade 1 English willow bat, SH, 2lb 9oz – player edition', 32000, 52000, 3],
  ['Grade 2 English willow bat, SH, 2lb 8oz', 18000, 26000, 4],
  ['Grade 3 English willow bat, SH', 11000, 15500, 6],
  ['Junior bat, size 6, English willow', 7000, 11000, 4],
  ['Knocking-in & oiling (machine + hand finish)', 3500, 4500, 6],
  ['Toe guard fitting', 800, 1200, 6],
  ['Replacement grip, fitted', 900, 1400, 8],
  ['Padded bat cover with club logo', 2200, 3200, 8],
  ['Name engraving on shoulder', 1200, 1800, 6],
  ['Bat repair – split toe & rebinding', 4500, 7500, 2],
];

/** An English cricket bat maker's VAT invoice to an Israeli cricket club (a registered association with its own id) or a sports shop, in pounds on A4, March to September: bats by grade and weight, knocking-in, grips, engraving, a club discount on some, goods collected at the workshop by the club's tour manager; Company No. and VAT Reg. No.; paid by BACS or due with sort code and account. */
export const enUkCricketBatMakerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng, [3, 4, 5, 6, 7, 8, 9]);
    const date = ukWorkday(day);
    const m = MAKERS[n % MAKERS.length];
    const client = rng.pick(CLIENTS);
    const clientId = client.kind === 'amuta' ? `Israeli Amutah Reg. No. ${hyphenId(amutaId(client.name))}` : `Israeli Company No. ${vid(client.name, true)}`;
    const rows = rng.some(GOODS, rng.int(3, 6)).map(([text, lo, hi, most]) => {
      const q = rng.int(1, most);
      const u = Math.round(rng.int(lo, hi) / 500) * 500;
      return { text, q, u, sum: q * u };
    });
    const goods = add(rows.map((r) => r.sum));
    const clubPct = client.kind === 'amuta' && rng.chance(0.6) ? rng.pick([10, 12.5, 15]) : 0;
    const disc = share(goods, clubPct);
    const net = goods - disc;
    const vat = taxOn(net, 20);
    const total = net + vat;
    const docNo = house(ID, n, [
      () => `${m.code}-${rng.int(20000, 29999)}`,
      () => `INV ${rng.int(3000, 4999)}`,
      () => `${String(rng.int(1, 999)).padStart(4, '0')}/${date.slice(2, 4)}`,
    ])();
    const style = rng.pick(['ordinal', 'dd/mm/yyyy', 'd Mon yyyy'] as const);
    const shown = style === 'ordinal' ? ordinalDate(date) : dt(date, style);
    const font = rng.pick(["'C059'", "'Liberation Serif'", "'Noto Serif'"]);
    const collected = addDays(date, -rng.int(0, 3));
    const paid = rng.chance(0.5);
    const gbp = (c: number) => `£${amount(c)}`;
    const vatNo = `GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}`;
    const coNo = String(rng.int(1000000, 14999999)).padStart(8, '0');
    const bat = `<svg width="26" height="70" viewBox="0 0 26 70"><rect x="10" y="0" width="6" height="22" rx="2" fill="#37474f"/><path d="M5 22 h16 v42 q-8 6 -16 0 z" fill="#e0c38c" stroke="#8d6e3f" stroke-width="1.5"/><circle cx="20" cy="8" r="5" fill="#c62828"/></svg>`;
    const body = `<div class="pg"><div class="top">${bat}<div><div class="nm">${esc(m.name)}</div><div class="sub">Hand-made cricket bats since ${rng.int(1921, 1988)}</div><div class="sm">${esc(m.addr)} · +44 1${rng.digits(3)} ${rng.digits(6)}</div></div>
<div class="box"><div class="t">VAT INVOICE</div><div>Invoice No: <b>${esc(docNo)}</b></div><div>Date / tax point: <b>${shown}</b></div></div></div>
<div class="two"><div><div class="lbl">Invoice to</div><b>${esc(client.name)}</b><br>${esc(client.addr)}<br>${clientId}</div><div><div class="lbl">Order</div>Club order ref. ${rng.pick(['TOUR', 'CLUB', 'ORD'])}-${rng.int(100, 999)}<br>Measured for: ${rng.int(2, 9)} players<br>Collected at ${esc(m.town)} workshop by the tour manager on ${dt(collected, 'd Mon yyyy')}</div></div>
<table><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Net</th></tr>${rows.map((r) => `<tr><td>${esc(r.text)}</td><td>${r.q}</td><td>${gbp(r.u)}</td><td>${gbp(r.sum)}</td></tr>`).join('')}</table>
<table class="tot">${clubPct ? `<tr><td>Goods &amp; services</td><td>${gbp(goods)}</td></tr><tr><td>Club discount ${clubPct}%</td><td>(${gbp(disc)})</td></tr>` : ''}<tr><td>Net total</td><td>${gbp(net)}</td></tr><tr><td>VAT at 20%</td><td>${gbp(vat)}</td></tr><tr class="g"><td>TOTAL (GBP)</td><td>${gbp(total)}</td></tr></table>
<div class="pay">${paid ? `Paid in full by BACS on ${dt(addDays(date, -rng.int(1, 6)), 'dd/mm/yyyy')} – thank you. Amount outstanding: £0.00.` : `Payment due within 14 days, by ${dt(addDays(date, 14), 'dd/mm/yyyy')}. Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)} · Account ${rng.digits(8)} · IBAN GB${rng.digits(2)} ${rng.pick(['BARC', 'LOYD', 'NWBK'])} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}`}</div>
<div class="care">Care: oil the face lightly before first use; play in with old balls for 6-8 hours. Bats carry a 6-month guarantee against manufacturing faults.</div>
<div class="foot">${esc(m.name)} · Registered in England &amp; Wales, Company No. ${coNo} · VAT Reg. No. ${vatNo}</div></div>`;
    const css = `body{font-family:${font},serif;font-size:11.5px;color:#1e1e1e}.pg{width:210mm;min-height:297mm;box-sizing:border-box;padding:15mm 16mm;position:relative}
.top{display:flex;gap:5mm;align-items:center;border-bottom:2px solid #1b5e20;padding-bottom:3mm}.nm{font-family:'URW Bookman',serif;font-size:21px;font-weight:bold;color:#1b5e20}.sub{font-style:italic}.sm{font-size:10px;color:#555}
.box{margin-left:auto;border:1.5px solid #1b5e20;padding:2.5mm 4mm;line-height:1.6}.t{font-size:16px;font-weight:bold;letter-spacing:1.5px}
.two{display:flex;justify-content:space-between;gap:10mm;margin:6mm 0;line-height:1.55}.lbl{color:#1b5e20;font-size:10px;font-weight:bold;text-transform:uppercase}
table{width:100%;border-collapse:collapse}th{text-align:left;border-bottom:1.5px solid #1b5e20;padding:1.5mm}td{padding:1.6mm;border-bottom:1px solid #e3e3e3}td:nth-child(n+2),th:nth-child(n+2){text-align:right}
.tot{width:80mm;margin:5mm 0 0 auto}.g td{font-weight:bold;font-size:14px;border-top:2px solid #1b5e20;border-bottom:none}.pay{margin-top:7mm;line-height:1.6}.care{margin-top:4mm;font-size:10px;color:#444}
.foot{position:absolute;bottom:11mm;left:16mm;right:16mm;border-top:1px solid #999;padding-top:2mm;font-size:9.5px;text-align:center}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: m.name, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
