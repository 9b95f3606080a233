import { addDays, amount, esc, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { clock, day, Day, layout, phone } from '../notation';

const HOTELS = [
  { name: 'The Olive Courtyard Hotel Ltd.', town: 'Jerusalem', addr: '14 Emek Refaim St, Jerusalem' },
  { name: 'Sea Glass Boutique Hotel Ltd', town: 'Jaffa', addr: '3 Nahum Goldmann St, Tel Aviv-Jaffa' },
  { name: 'Moshava Stone House Ltd.', town: "Zikhron Ya'akov", addr: "41 HaMeyasdim St, Zikhron Ya'akov" },
  { name: 'Desert Bloom Lodge Ltd', town: 'Mitzpe Ramon', addr: '8 Har Ardon St, Mitzpe Ramon' },
];

const EXTRAS: [string, number, number][] = [
  ['Minibar', 2400, 9800],
  ['Spa – massage 50 min', 38000, 52000],
  ['Dinner – restaurant', 21000, 68000],
  ['Laundry service', 4500, 12000],
  ['Parking', 6000, 6000],
  ['Late check-out', 25000, 25000],
  ['Room service', 8900, 24000],
];

/**
 * A boutique hotel's guest folio (A4, English, Israeli hotel billing an Israeli company's guest, so
 * VAT applies): a centred logo, the folio number beside a "Tax Invoice / Receipt No.", the
 * confirmation code, room and guest, arrival and departure (the document's date is departure),
 * a dated row per night with the room rate and breakfast, extras on their own dates, charges and
 * credits columns, the deposit taken weeks earlier and the card charge at checkout, "Balance 0.00",
 * "VAT 17%/18% included", a USD equivalent at a stated rate, the guest company's name and the
 * hotel's company number in the footer.
 */
export const enBoutiqueHotelFolio = layout({
  id: 'en-boutique-hotel-folio',
  lang: 'en',
  kind: 'hotel folio',
  make(rng: Rng) {
    const h = rng.pick(HOTELS);
    const vendorTaxId = taxId(rng, true);
    const arrival = randomDate(rng, '2023-06-01', '2026-03-20');
    const nights = rng.int(1, 5);
    const date = addDays(arrival, nights);
    const rate = israeliRate(date);
    const room = rng.int(68, 140) * 1000;
    const breakfast = rng.chance(0.5) ? rng.pick([7500, 9000, 11000]) : 0;
    const guests = rng.int(1, 2);
    type Row = { d: string; text: string; charge?: number; credit?: number };
    const rows: Row[] = [];
    const roomType = rng.pick(['Deluxe', 'Superior', 'Garden Suite']);
    for (let i = 0; i < nights; i++) {
      const d = addDays(arrival, i);
      rows.push({ d, text: `Room ${roomType} – accommodation`, charge: room });
      if (breakfast) rows.push({ d, text: `Breakfast × ${guests}`, charge: breakfast * guests });
    }
    for (const [name, lo, hi] of rng.some(EXTRAS, rng.int(1, 3))) rows.push({ d: addDays(arrival, rng.int(0, nights - 1)), text: name, charge: rng.int(lo / 100, hi / 100) * 100 });
    rows.sort((a, b) => a.d.localeCompare(b.d));
    const total = rows.reduce((s, r) => s + (r.charge ?? 0), 0);
    const vat = vatOfGross(total, rate);
    const deposit = rng.chance(0.6) ? Math.min(room, total) : 0;
    const depositDay = addDays(arrival, -rng.int(10, 45));
    const card = rng.digits(4);
    const credits: Row[] = [];
    if (deposit) credits.push({ d: depositDay, text: `Deposit – Visa ••${card}`, credit: deposit });
    credits.push({ d: date, text: `Payment – Visa ••${card}`, credit: total - deposit });
    const fx = rng.int(3550, 3850) / 1000;
    const folio = String(rng.int(10000, 99999));
    const docNo = String(rng.int(200000, 899999));
    const ds: Day = rng.pick(['d Mon Y', 'd/m/Y', 'd.m.Y']);
    const line = (r: Row) => `<tr><td>${day(r.d, ds)}</td><td>${esc(r.text)}</td><td>${r.charge ? amount(r.charge) : ''}</td><td>${r.credit ? amount(r.credit) : ''}</td></tr>`;
    const guest = rng.pick(['Mr. Amir Tal', 'Ms. Keren Adler', 'Mr. David Oz', 'Ms. Hiba Nassar']);
    const body = `<div class="pg">
<div class="logo"><div class="ring">${esc(h.name.split(' ')[h.name.startsWith('The') ? 1 : 0][0])}</div><div class="hn">${esc(h.name.replace(/ Ltd\.?$/, ''))}</div><div class="tw">${esc(h.town.toUpperCase())}</div></div>
<div class="title"><span class="ls">GUEST FOLIO</span> · Tax Invoice / Receipt No. <b>${docNo}</b></div>
<table class="info"><tr><td>Guest</td><td>${guest}</td><td>Folio</td><td>${folio}</td></tr>
<tr><td>Company</td><td>${rng.pick(['Rimon Systems Ltd.', 'Arava Solar Ltd', 'Tavor Legal Services'])}</td><td>Confirmation</td><td>${rng.pick(['CNF', 'BK'])}${rng.digits(6)}</td></tr>
<tr><td>Room</td><td>${rng.int(1, 4)}${String(rng.int(1, 24)).padStart(2, '0')} · ${guests} guest${guests > 1 ? 's' : ''}</td><td>Arrival</td><td>${day(arrival, ds)}</td></tr>
<tr><td>Printed</td><td>${day(date, ds)} ${clock(rng.int(7 * 60, 12 * 60))}</td><td>Departure</td><td>${day(date, ds)}</td></tr></table>
<table class="rows"><tr><th>Date</th><th>Description</th><th>Charges ₪</th><th>Credits ₪</th></tr>
${rows.map(line).join('')}${credits.map(line).join('')}
<tr class="s"><td></td><td>Total</td><td>${amount(total)}</td><td>${amount(total)}</td></tr>
<tr class="g"><td></td><td>Balance</td><td colspan="2">0.00</td></tr></table>
<div class="vat">Total charges include VAT ${rate}%: ₪ ${amount(vat)} &nbsp;·&nbsp; For information: USD ${amount(Math.round(total / fx))} at ${fx.toFixed(3)}</div>
<div class="sign"><div>Guest signature</div><div>Thank you for staying with us</div></div>
<div class="foot">${esc(h.name)} · ${esc(h.addr)} · Tel ${phone(rng)} · Company No. ${vendorTaxId}</div>
</div>`;
    const css = `body{font-family:'P052','Liberation Serif',serif;font-size:12px;color:#2b2b2b}
.pg{padding:12mm 18mm;height:296mm;box-sizing:border-box;position:relative}
.logo{text-align:center}.ring{width:14mm;height:14mm;margin:0 auto;border:1px solid #7a6a4f;border-radius:50%;display:flex;align-items:center;justify-content:center;font-size:22px;color:#7a6a4f}
.hn{font-family:'URW Gothic','Liberation Sans';font-size:20px;letter-spacing:4px;margin-top:2mm;text-transform:uppercase}.tw{font-size:9px;letter-spacing:6px;color:#7a6a4f}
.ls{letter-spacing:2px}
.title{margin:8mm 0 4mm;text-align:center;font-size:13px;border-top:1px solid #7a6a4f;border-bottom:1px solid #7a6a4f;padding:2mm}
.info{width:100%;border-collapse:collapse}.info td{padding:1mm 2mm}.info td:nth-child(odd){color:#7a6a4f;width:26mm}
.rows{width:100%;border-collapse:collapse;margin-top:6mm}.rows th{text-align:left;border-bottom:1px solid #2b2b2b;padding:1.5mm;font-weight:normal;font-style:italic}
.rows td{padding:1.4mm;border-bottom:0.5px solid #e3dccd}.rows td:nth-child(n+3),.rows th:nth-child(n+3){text-align:right}
.s td{font-weight:bold;border-top:1px solid #2b2b2b}.g td{font-weight:bold;font-size:14px}
.vat{margin-top:5mm;font-size:11px}
.sign{display:flex;justify-content:space-between;margin-top:18mm;font-style:italic}.sign div:first-child{border-top:1px solid #999;width:55mm;padding-top:1mm}
.foot{position:absolute;bottom:10mm;left:18mm;right:18mm;text-align:center;font-size:9.5px;color:#7a6a4f}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: {
        vendorName: h.name,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        tax: truthAmount(vat),
      },
    };
  },
});
