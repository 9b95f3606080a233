import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, personalId, share } from '../../generalisation/notation';

const STUDIOS = [
  { name: 'Lior Amsalem Photography', company: false, addr: '14 Ha-Atsmaut St, Zichron Yaakov' },
  { name: 'Frame & Light Studio Ltd.', company: true, addr: '40 Abarbanel St, Tel Aviv' },
  { name: 'Golden Hour Studios Ltd', company: true, addr: '3 Ha-Yetsira St, Raanana' },
  { name: 'Maya Ben-David Photo', company: false, addr: '8 Emek Refaim St, Jerusalem' },
];
const SESSIONS: [string, number][] = [
  ['Wedding – full day coverage (10 h)', 850000],
  ['Bar/Bat Mitzvah – ceremony & party', 520000],
  ['Family session – outdoor, 1.5 h', 120000],
  ['Corporate headshots – on site', 240000],
  ['Newborn studio session', 150000],
  ['Product catalogue shoot – half day', 300000],
];
const EXTRAS: [string, number][] = [
  ['Second shooter', 180000],
  ['Premium layflat album 30×30, 40 pages', 210000],
  ['Fine-art prints 40×60 cm', 35000],
  ['Retouched images (extra, each)', 4500],
  ['Drone footage', 90000],
  ['Travel (over 50 km)', 40000],
];

/**
 * An Israeli photographer's English "Tax Invoice / Receipt" in shekels (A4, C059 headings, Lato or
 * Open Sans body) with a photo-strip banner: the studio's name and its "Licensed Dealer No." or
 * "Company Reg." id, "Invoice/Receipt #", "Issued" (the document's date, after the event), the
 * event's own earlier date, the client and their id, the session, extras (second shooter, album,
 * prints × count, retouched images × count), the deposit paid at booking listed as already
 * received, "Subtotal", "VAT", "Total", "Less deposit received", "Paid today", and the gallery's
 * link and expiry date.
 */
export const enPhotographyStudio: Layout = {
  id: 'en-photography-studio',
  lang: 'en',
  kind: 'services invoice-receipt',
  make(rng: Rng) {
    const s = rng.pick(STUDIOS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-10', '2026-03-28');
    const rate = israeliRate(date);
    const event = addDays(date, -rng.int(7, 45));
    const [sess, sp] = rng.pick(SESSIONS);
    const extras = rng.some(EXTRAS, rng.int(1, 3)).map(([n, u]) => ({ n, u, q: u < 50000 ? rng.int(2, 20) : 1 }));
    const net = sp + extras.reduce((a, x) => a + x.u * x.q, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const deposit = rng.chance(0.6) ? share(total, 30) : 0;
    const docNo = `${rng.int(1, 3)}${rng.digits(3)}`;
    const ds = rng.pick(['d Month yyyy', 'dd/mm/yyyy', 'd Mon yyyy'] as const);
    const m = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const body = `<div class="pg"><div class="strip">${'<span></span>'.repeat(9)}</div>
<div class="hd"><div><h1>${esc(s.name)}</h1><div>${esc(s.addr)} · ${s.company ? 'Company Reg.' : 'Licensed Dealer No.'} ${vendorTaxId}</div></div><div class="doc"><b>Tax Invoice / Receipt</b><br># ${docNo}<br>Issued: ${dt(date, ds)}</div></div>
<div class="cl">Client: <b>${rng.pick(['Tamar & Yoni Regev', 'Hadar Cohen', 'Sapir Medical Ltd', 'The Avrahami family'])}</b> · ID ${personalId(rng)}<br>Event date: ${dt(event, ds)} · Venue: ${rng.pick(['Beit Gavriel', 'Ein Hemed park', 'Client premises', 'Studio'])}</div>
<table><tr><th>Service</th><th>Qty</th><th>Unit (₪)</th><th>Amount (₪)</th></tr><tr><td>${esc(sess)}</td><td>1</td><td>${m(sp)}</td><td>${m(sp)}</td></tr>
${extras.map((x) => `<tr><td>${esc(x.n)}</td><td>${x.q}</td><td>${m(x.u)}</td><td>${m(x.u * x.q)}</td></tr>`).join('')}</table>
<table class="t"><tr><td>Subtotal</td><td>${m(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${m(vat)}</td></tr><tr class="g"><td>Total</td><td>₪${m(total)}</td></tr>
${deposit ? `<tr><td>Less deposit received ${dt(addDays(event, -rng.int(30, 120)), 'dd/mm/yyyy')}</td><td>-${m(deposit)}</td></tr><tr><td>Paid today (bank transfer)</td><td>${m(total - deposit)}</td></tr>` : `<tr><td>Paid today (${rng.pick(['credit card', 'Bit', 'bank transfer'])})</td><td>${m(total)}</td></tr>`}</table>
<p>Your online gallery: gallery.${s.name.split(' ')[0].toLowerCase()}.co.il/${rng.digits(5)} – available until ${dt(addDays(date, 90), ds)}.<br>Thank you for letting us capture your story.</p></div>`;
    const font = rng.pick(['Lato', 'Open Sans']);
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#2a2623}
.pg{width:210mm;height:296mm;box-sizing:border-box;padding:0 18mm}.strip{display:flex;gap:2mm;background:#111;padding:3mm;margin:0 -18mm 8mm}.strip span{flex:1;height:12mm;background:linear-gradient(135deg,#b48a5a,#e9d7c0)}
.hd{display:flex;justify-content:space-between}h1{font-family:'C059',serif;font-size:25px;margin:0 0 2mm}.doc{text-align:right;line-height:1.6}
.cl{margin:8mm 0 5mm;line-height:1.7;border-left:3px solid #b48a5a;padding-left:3mm}table{width:100%;border-collapse:collapse}th{text-align:left;border-bottom:2px solid #2a2623;padding:2mm}td{padding:2mm;border-bottom:1px solid #e6e0da}
td:nth-child(n+2),th:nth-child(n+2){text-align:right}.t{width:95mm;margin:4mm 0 0 auto}.g td{font-weight:bold;font-size:16px;border-top:2px solid #2a2623}p{margin-top:12mm;line-height:1.7;color:#6b625a}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
