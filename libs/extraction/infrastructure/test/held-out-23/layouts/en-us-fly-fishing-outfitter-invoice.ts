import { addDays, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dollars, spread, taxOn, usEin } from './extra';

const OUTFITTERS = [
  {
    name: 'Snake River Drift Co.',
    legal: 'Snake River Drift Co. LLC',
    state: 'WY',
    town: 'Jackson, WY 83001',
    area: '307',
    taxBp: 600,
    taxLabel: 'Teton County, WY sales tax (6%)',
    licence: ['Wyoming nonresident daily fishing license', 1400],
    prefix: 'SRD-',
  },
  {
    name: 'Big Sky Trout Outfitters',
    legal: 'Big Sky Trout Outfitters, Inc.',
    state: 'MT',
    town: 'Bozeman, MT 59715',
    area: '406',
    taxBp: 0,
    taxLabel: '',
    licence: ['Montana nonresident 2-day fishing license + AIS pass', 6000],
    prefix: 'BST',
  },
  {
    name: 'Teton Riffle Outfitters',
    legal: 'Teton Riffle Outfitters LLC',
    state: 'ID',
    town: 'Driggs, ID 83422',
    area: '208',
    taxBp: 600,
    taxLabel: 'Idaho sales tax (6%)',
    licence: ['Idaho nonresident 1-day fishing license', 2550],
    prefix: 'TR/',
  },
] as const;

const TRIPS: [string, number][] = [
  ['Full-day guided float trip (drift boat, 2 anglers)', 72500],
  ['Half-day guided wade trip', 42500],
  ['Full-day walk-and-wade, private water access', 61500],
];
// merchandise or rental, cents; taxable where the state taxes them
const GEAR: [string, number][] = [
  ['Rod & reel rental (5 wt)', 3000],
  ['Chest waders & boots rental', 3500],
  ["Fly selection – guide's box", 4800],
  ['Polarized sunglasses', 6900],
  ['Tippet & leader pack', 1850],
  ['Shop cap', 2800],
];

/** A day in the fishing season (mid May to mid October) of 2023, 2024 or 2025. */
function seasonDay(rng: Rng): string {
  return addDays(rng.pick(['2023-06-01', '2024-05-15', '2025-05-15']), rng.int(0, 135));
}

/**
 * A US fly-fishing outfitter's invoice to Israeli anglers in dollars on Letter paper (Liberation Serif, Noto Sans
 * or DejaVu Sans; the name in URW Bookman italic under a drawn fly and line, a rule in river green): "INVOICE" with
 * "Invoice No." ("SRD-2417", "BST10882", "TR/24/061"), "Invoice Date" the last day fished, "Trip date(s)", "Booked";
 * the party with an Israeli town, a +972 mobile and the number of anglers; guided trips by the day, rentals, flies
 * and merchandise, the state's fishing licences bought for them (never taxed); in Wyoming and Idaho sales tax on
 * rentals and merchandise only, in Montana "No sales tax – Montana" and no tax line; "Subtotal", "Total"; the
 * booking deposit with its date and "Balance paid"; a gratuity note (15-20% customary, paid to the guide in cash, not
 * on this invoice); the company ("LLC", ", Inc.") with its EIN and outfitter licence in the footer; dates mm/dd/yyyy
 * or "Month d, yyyy".
 */
export const enUsFlyFishingOutfitterInvoice: Layout = {
  id: 'en-us-fly-fishing-outfitter-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'en-us-fly-fishing-outfitter-invoice');
    const o = rng.pick(OUTFITTERS);
    const days = rng.int(1, 3);
    const date = seasonDay(rng);
    const first = addDays(date, -(days - 1));
    const anglers = rng.pick([1, 2, 2, 3, 4]);
    const boats = Math.ceil(anglers / 2);
    const trip = rng.pick(TRIPS);
    const tripLines = Array.from({ length: days }, (_, i) => ({
      text: `${trip[0]} – ${dt(addDays(first, i), 'mm/dd/yyyy')}${boats > 1 ? ` × ${boats} boats` : ''}`,
      amount: trip[1] * boats,
      taxable: false,
    }));
    const gear = rng.some(GEAR, rng.int(1, 4)).map(([text, price]) => {
      const qty = text.includes('rental') ? anglers * days : text.includes('box') ? days : rng.int(1, anglers);
      return { text: qty > 1 ? `${text} × ${qty}` : text, amount: price * qty, taxable: true };
    });
    const licence = rng.chance(0.7) ? [{ text: `${o.licence[0]} × ${anglers}`, amount: (o.licence[1] as number) * anglers, taxable: false }] : [];
    const lines = [...tripLines, ...gear, ...licence];
    const subtotal = add(lines.map((l) => l.amount));
    const taxable = add(lines.filter((l) => l.taxable).map((l) => l.amount));
    const tax = o.taxBp ? taxOn(taxable, o.taxBp) : 0;
    const total = subtotal + tax;
    const deposit = Math.round(tripLines[0].amount / 2);
    const booked = addDays(first, -rng.int(20, 150));
    const year = date.slice(2, 4);
    const docNo =
      o.prefix === 'TR/'
        ? `TR/${year}/${String(rng.int(10, 299)).padStart(3, '0')}`
        : `${o.prefix}${rng.int(o.prefix === 'BST' ? 10000 : 1000, o.prefix === 'BST' ? 12999 : 4999)}`;
    const font = rng.pick(['Liberation Serif', 'Noto Sans', 'DejaVu Sans']);
    const fmt = rng.pick(['mm/dd/yyyy', 'Month d, yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const fly = `<svg width="46" height="30" viewBox="0 0 46 30"><path d="M2 26 C 14 4, 30 30, 44 6" stroke="#3d6b4f" fill="none" stroke-width="1.2"/><path d="M30 12 l8 -6 l-2 8 z" fill="#8a5a2b"/><path d="M30 12 l-6 -4 M30 12 l-5 2" stroke="#3d6b4f"/></svg>`;
    const rows = lines.map((l) => `<tr><td>${esc(l.text)}${l.taxable && o.taxBp ? ' <span class="t">T</span>' : ''}</td><td>${dollars(l.amount)}</td></tr>`).join('');
    const taxRow = o.taxBp
      ? `<tr><td>${o.taxLabel} on taxable items (T) ${dollars(taxable)}</td><td>${dollars(tax)}</td></tr>`
      : `<tr><td colspan="2" class="note">No sales tax – Montana has no general sales tax on these services and goods.</td></tr>`;
    const body = `<div class="head"><div>${fly}<div class="name">${esc(o.name)}</div><div class="sm">${esc(o.town)} · (${o.area}) ${rng.int(200, 799)}-${rng.digits(4)} · book@${o.name.toLowerCase().replace(/[^a-z]/g, '')}.com</div></div>
<div class="inv"><div class="big">INVOICE</div><table><tr><td>Invoice No.</td><td><b>${esc(docNo)}</b></td></tr><tr><td>Invoice Date</td><td>${d(date)}</td></tr><tr><td>Trip date(s)</td><td>${d(first)}${days > 1 ? ` – ${d(date)}` : ''}</td></tr><tr><td>Booked</td><td>${d(booked)}</td></tr></table></div></div>
<div class="rule"></div>
<div class="bill"><b>Bill to</b><br>${esc(rng.pick(['Amir Golan', 'Tamar & Eyal Naveh', 'Shai Ben-David', 'Rina Katz']))}<br>${esc(rng.pick(['Zichron Yaakov', 'Rosh Pina', 'Modiin', 'Kfar Saba']))}, Israel · +972 5${rng.int(0, 8)} ${rng.digits(3)} ${rng.digits(4)}<br>Party: ${anglers} angler${anglers > 1 ? 's' : ''} · Guide: ${esc(rng.pick(['Cody', 'Jesse', 'Mackenzie', 'Hank']))}</div>
<table class="lines"><tr class="th"><td>Description</td><td>Amount</td></tr>${rows}</table>
<table class="sum"><tr><td>Subtotal</td><td>${dollars(subtotal)}</td></tr>${taxRow}<tr class="g"><td>Total</td><td>${dollars(total)}</td></tr>
<tr><td>Deposit received ${d(booked)}</td><td>(${dollars(deposit)})</td></tr><tr><td>Balance paid – ${rng.pick(['Visa', 'Mastercard', 'Amex'])} ending ${rng.digits(4)}</td><td>(${dollars(total - deposit)})</td></tr><tr class="b"><td>Amount due</td><td>${dollars(0)}</td></tr></table>
<div class="note">Gratuities are not included in this invoice. A tip of 15–20% of the guide fee is customary and is paid directly to your guide.</div>
<div class="foot">${esc(o.legal)} · EIN ${usEin(rng)} · ${o.state} licensed outfitter #${rng.int(100, 999)} · Catch and release on all native cutthroat, please.</div>`;
    const css = `body{font-family:'${font}','DejaVu Sans',sans-serif;font-size:11px;color:#1f2a24;padding:14mm 16mm}
.head{display:flex;justify-content:space-between;align-items:flex-start}.name{font-family:'URW Bookman','DejaVu Serif',serif;font-style:italic;font-size:24px;font-weight:bold;color:#3d6b4f}.sm{font-size:9.5px;color:#555}
.inv{text-align:right}.big{font-size:22px;letter-spacing:3px;font-weight:bold}.inv td{padding:0.6mm 0 0.6mm 4mm}.inv td:first-child{color:#555}
.rule{border-top:3px solid #3d6b4f;margin:4mm 0}.bill{line-height:1.6;margin-bottom:4mm}.lines{width:100%;border-collapse:collapse}.lines td{padding:1.6mm;border-bottom:0.5px solid #cfd8d2}.th td{font-weight:bold;border-bottom:1.2px solid #1f2a24}.lines td:last-child{text-align:right;white-space:nowrap}
.t{font-size:8.5px;border:1px solid #1f2a24;padding:0 1px}.sum{margin-left:auto;margin-top:4mm;min-width:105mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #1f2a24}.b td{font-weight:bold}
.note{font-size:10px;color:#444}.foot{margin-top:12mm;font-size:9px;color:#555;border-top:1px solid #3d6b4f;padding-top:2mm}`;
    const page = '8.5in 11in';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: o.legal, documentNumber: docNo, date, currency: 'USD', total: truthAmount(total), ...(tax ? { tax: truthAmount(tax) } : {}) },
    };
  },
};
