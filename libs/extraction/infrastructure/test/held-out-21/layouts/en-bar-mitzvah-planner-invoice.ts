import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, enDay, hyphenId } from '../../generalisation/notation';
import { failing, stirred, vendorId } from './extra';

const PLANNERS = [
  {
    brand: 'Milestone Simchas',
    lines: ['Ariel Gilboa', 'Osek Murshe No.'],
    legal: 'Ariel Gilboa',
    company: false,
    title: 'TAX INVOICE / RECEIPT',
    number: (rng: Rng) => String(rng.int(1020, 1480)),
    hyphen: false,
  },
  {
    brand: '',
    lines: ['Shira Kaplan – Simcha Planning', 'Licensed Dealer'],
    legal: 'Shira Kaplan – Simcha Planning',
    company: false,
    title: 'TAX INVOICE',
    number: (rng: Rng, date: string) => `SK-${date.slice(0, 4)}-${String(rng.int(5, 140)).padStart(3, '0')}`,
    hyphen: false,
  },
  {
    brand: 'Bar & Bat Mitzvah at the Wall',
    lines: ['Rabbi Yonatan Adler', 'Licensed Dealer No.'],
    legal: 'Yonatan Adler',
    company: false,
    title: 'TAX INVOICE / RECEIPT',
    number: (rng: Rng) => `A-${rng.int(300, 780)}`,
    hyphen: false,
  },
  {
    brand: 'KOTEL CELEBRATIONS',
    lines: ['Kotel Celebrations Ltd.', 'Company No.'],
    legal: 'Kotel Celebrations Ltd.',
    company: true,
    title: 'TAX INVOICE',
    number: (rng: Rng, date: string) => `KC/${date.slice(2, 4)}/${String(rng.int(20, 480)).padStart(4, '0')}`,
    hyphen: true,
  },
];
const FAMILIES = [
  ['The Goldstein Family', 'Teaneck, NJ, USA', 'Ethan'],
  ['The Hirsch Family', 'Toronto, ON, Canada', 'Noah'],
  ['The Abrahams Family', 'Hendon, London, UK', 'Leah'],
  ['The Weiss Family', 'Boca Raton, FL, USA', 'Maya'],
  ['The Levin Family', 'Melbourne, VIC, Australia', 'Jacob'],
];
const VENUES = ["Robinson's Arch, Jerusalem", 'the Western Wall plaza, Jerusalem', 'Masada, northern synagogue', 'the Southern Wall steps, Jerusalem'];

/**
 * An Israeli bar and bat mitzvah planner's English tax invoice to a family from abroad, in shekels on A4 (DejaVu
 * Serif, Liberation Serif or Noto Serif; the brand in Noto Serif Display italic over a drawn Torah scroll's
 * rollers and a gold rule): a brand over the owner's name and "Osek Murshe No." / "Licensed Dealer No." with the
 * id, the owner's name with her trade after a dash ("Shira Kaplan – Simcha Planning"), a rabbi's name with his
 * title ("Rabbi Yonatan Adler"), or a company ("Ltd.") with "Company No." (hyphenated); "TAX INVOICE" or "TAX
 * INVOICE / RECEIPT", "No." ("SK-2025-031", "KC/24/0188", "A-512" or four digits), "Date"; the family with its
 * home town abroad and a passport; the ceremony's child, date with its weekday and venue, guests; ceremony
 * coordination, a shofar and drums procession, a photographer by the hour, a kiddush per guest, a private bus for
 * the day, a tallit and tefillin set; "Subtotal", "VAT 17%/18%", "Total (NIS)" as "NIS 12,345.00" or "₪12,345.00";
 * an approximate dollar amount at a stated rate; the deposit paid with its date and "Balance" or "Paid in full";
 * bank details with branch and account.
 */
export const enBarMitzvahPlannerInvoice: Layout = {
  id: 'en-bar-mitzvah-planner-invoice',
  lang: 'en',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-bar-mitzvah-planner-invoice');
    const p = rng.pick(PLANNERS);
    const vendorTaxId = vendorId(p.legal, p.company);
    const event = randomDate(rng, '2023-07-01', '2026-03-20');
    const date = rng.chance(0.5) ? addDays(event, rng.int(0, 6)) : addDays(event, -rng.int(3, 20));
    const rate = israeliRate(date);
    const [family, home, child] = rng.pick(FAMILIES);
    const guests = rng.int(18, 70);
    const venue = rng.pick(VENUES);
    type Row = { desc: string; qty: number; unit: number };
    const rows: Row[] = [{ desc: `Ceremony coordination at ${venue}, Torah scroll and prayer books`, qty: 1, unit: rng.int(28, 48) * 10000 }];
    if (rng.chance(0.7)) rows.push({ desc: 'Shofar and drums procession (4 musicians)', qty: 1, unit: rng.int(18, 26) * 10000 });
    rows.push({ desc: 'Photographer, per hour, edited gallery included', qty: rng.int(3, 5), unit: rng.pick([45000, 55000, 60000]) });
    if (rng.chance(0.8)) rows.push({ desc: 'Kiddush reception, per guest', qty: guests, unit: rng.pick([12500, 14500, 16000]) });
    if (rng.chance(0.5)) rows.push({ desc: 'Private air-conditioned bus with driver, full day', qty: 1, unit: rng.int(26, 38) * 10000 });
    if (rng.chance(0.4)) rows.push({ desc: 'Tallit and tefillin set (gift from the family)', qty: 1, unit: rng.int(16, 32) * 10000 });
    const net = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = p.number(rng, date);
    const style = rng.pick(['NIS', '₪'] as const);
    const nis = (c: number) => (style === 'NIS' ? `NIS ${amount(c)}` : `₪${amount(c)}`);
    const fmt = rng.pick(['d Month yyyy', 'dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const usd = rng.int(355, 395);
    const paidDeposit = rng.chance(0.6);
    const deposit = paidDeposit ? Math.round((total * 0.3) / 10000) * 10000 : 0;
    const font = rng.pick(['DejaVu Serif', 'Liberation Serif', 'Noto Serif']);
    const scroll = `<svg width="60" height="34" viewBox="0 0 60 34"><rect x="4" y="3" width="8" height="28" rx="4" fill="#8a6d3b"/><rect x="48" y="3" width="8" height="28" rx="4" fill="#8a6d3b"/><rect x="12" y="6" width="36" height="22" fill="#f3ead2" stroke="#8a6d3b"/><path d="M16 12 H44 M16 17 H44 M16 22 H38" stroke="#8a6d3b" stroke-width="1"/></svg>`;
    const idLine = `${p.lines[1]} ${p.hyphen ? hyphenId(vendorTaxId) : vendorTaxId}`;
    const body = `<div class="head"><div class="id">${scroll}<div>${p.brand ? `<div class="brand">${esc(p.brand)}</div>` : ''}<div class="owner${p.brand ? '' : ' big'}">${esc(p.lines[0])}</div><div class="sm">${idLine}<br>${esc(
      rng.pick(['12 Emek Refaim St, Jerusalem', '5 Hillel St, Jerusalem', '40 HaPalmach St, Jerusalem', "3 Ma'alot Dafna, Jerusalem"]),
    )} · +972 5${rng.int(0, 4)}-${rng.digits(3)}-${rng.digits(4)}</div></div></div>
<div class="box"><div class="t1">${p.title}</div><div>No. <b>${docNo}</b></div><div>Date: ${d(date)}</div><div class="sm">Original</div></div></div><div class="gold"></div>
<div class="grid"><div><div class="lbl">Bill to</div>${esc(family)}<br>${esc(home)}<br>Passport ${failing(rng, rng.pick(['5', '6', '1']))}</div>
<div><div class="lbl">Event</div>${child === 'Leah' || child === 'Maya' ? 'Bat' : 'Bar'} Mitzvah of ${child}<br>${enDay(event)}, ${d(event)}<br>${esc(venue)} · ${guests} guests</div></div>
<table class="t"><tr><th>Description</th><th>Qty</th><th>Unit price</th><th>Amount</th></tr>${rows
      .map((r) => `<tr><td>${esc(r.desc)}</td><td>${r.qty}</td><td>${nis(r.unit)}</td><td>${nis(r.qty * r.unit)}</td></tr>`)
      .join('')}</table>
<table class="sum"><tr><td>Subtotal</td><td>${nis(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${nis(vat)}</td></tr><tr class="g"><td>Total (NIS)</td><td>${nis(total)}</td></tr>${
      paidDeposit
        ? `<tr><td>Deposit paid ${d(addDays(event, -rng.int(40, 150)))}</td><td>(${nis(deposit)})</td></tr><tr class="b"><td>Balance</td><td>${nis(total - deposit)}</td></tr>`
        : '<tr class="b"><td>Paid in full by bank transfer</td><td>–</td></tr>'
    }</table>
<p class="fx">For your reference only: approx. US$${amount(Math.round((total * 100) / usd))} at US$1 = ₪${(usd / 100).toFixed(2)}. Payment is in shekels.</p>
<p>Bank Hapoalim, branch ${rng.int(500, 799)}, account ${rng.digits(6)} · SWIFT POALILIT · please add the invoice number to the transfer.</p>
<p class="sm">Mazal tov! Cancellations up to 30 days before the event are refunded less the deposit. Photographs are delivered within three weeks.</p>`;
    const css = `body{font-family:'${font}',serif;font-size:11px;color:#24201a;padding:14mm 16mm}
.head{display:flex;justify-content:space-between;align-items:flex-start}.id{display:flex;gap:3mm;align-items:center}.brand{font-family:'Noto Serif Display','Noto Serif',serif;font-style:italic;font-size:24px;color:#6b4f1d}
.owner{font-size:13px;font-weight:bold}.owner.big{font-family:'Noto Serif Display','Noto Serif',serif;font-size:22px;color:#6b4f1d}.sm{font-size:9.5px;color:#555;line-height:1.5}
.box{background:#f6efe0;padding:2mm 4mm;line-height:1.6;min-width:55mm}.t1{font-weight:bold;font-size:13px}.gold{height:2px;background:#b8913f;margin:4mm 0 5mm}
.grid{display:flex;gap:14mm;line-height:1.6;margin-bottom:5mm}.lbl{font-size:9px;text-transform:uppercase;letter-spacing:1px;color:#8a6d3b}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:1.5px solid #6b4f1d;text-align:left;padding:1.2mm}.t td{padding:1.3mm 1.2mm;border-bottom:0.5px solid #e3d9c6}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right;white-space:nowrap}
.sum{margin-left:auto;margin-top:4mm;border-collapse:collapse;min-width:80mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #24201a}.b td{font-weight:bold}
p{margin:3mm 0}.fx{font-size:10px;color:#555;margin-top:6mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
