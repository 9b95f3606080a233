import { addDays, EN_MONTHS, esc, htmlPage, Layout, randomDate, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { share } from '../../generalisation/notation';

const PROVIDERS = [
  { name: 'Harcourt & Lyle Training Ltd', addr: '14 Cheapside Court, Manchester M2 4PX', reg: 'England and Wales' },
  { name: 'Northgate Skills Academy Ltd', addr: 'Unit 3, Castle Wharf, Nottingham NG1 7EH', reg: 'England and Wales' },
  { name: 'Firth Professional Courses Limited', addr: '22 Queen Street, Edinburgh EH2 1JX', reg: 'Scotland' },
];
const COURSES: [string, number][] = [
  ['NEBOSH International General Certificate (5 days)', 129500],
  ['PRINCE2® Foundation & Practitioner (5 days)', 149500],
  ['Advanced Excel for Finance Teams (2 days)', 59500],
  ['Certified ScrumMaster® (2 days)', 89500],
  ['Leading Hybrid Teams – masterclass (1 day)', 39500],
];
const DELEGATES = ['Yael Bar-On', 'Amit Shapira', 'Hadas Levi', 'Omri Golan', 'Rana Haddad', 'Itai Mor'];
const CLIENTS = ['Tavor Analytics Ltd', 'Shomron Medical Devices Ltd', 'Carmel Logistics Solutions Ltd', 'Ein Gedi Software Ltd'];

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
/** "12th March 2025" or "12/03/2025" (British). */
const ukDate = (iso: string, long: boolean) =>
  long ? `${ordinal(Number(iso.slice(8)))} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}` : `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/**
 * A British training provider's VAT invoice in GBP (A4, C059 or Nimbus Roman): "VAT INVOICE" with an
 * "INV-" or bare number, "Invoice date" and "Tax point" (the same day) in British long or numeric
 * dates ("12th March 2025", "12/03/2025"), the Israeli client with its valid company number and
 * delegates, course places on later course dates, course manuals zero-rated (printed books), a
 * group discount of 10% on three or more places, a VAT analysis (20% standard, 0% zero-rated) with
 * net, VAT and gross, "Total due GBP", BACS details with a sort code and account number, the VAT
 * registration number "GB 123 4567 89" and the company registration number (eight digits) in the
 * footer.
 */
export const enUkTrainingInvoice: Layout = {
  id: 'en-uk-training-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const p = rng.pick(PROVIDERS);
    const date = randomDate(rng, '2023-06-01', '2026-03-25');
    const long = rng.chance(0.5);
    const course = rng.pick(COURSES);
    const places = rng.int(1, 5);
    const start = addDays(date, rng.int(14, 60));
    const fee = places * course[1];
    const disc = places >= 3 ? share(fee, 10) : 0;
    const manuals = rng.chance(0.6) ? places * rng.pick([3500, 4500]) : 0;
    const std = fee - disc;
    const vat = Math.round(std * 0.2);
    const total = std + vat + manuals;
    const docNo = rng.chance(0.5) ? `INV-${rng.int(10000, 49999)}` : String(rng.int(4000, 9999));
    const m = (c: number) => `£${(c / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`;
    const vatNo = `GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}`;
    const people = rng.some(DELEGATES, places);
    const body = `<div class="pg"><div class="top"><div class="nm">${esc(p.name)}</div><div class="ad">${esc(p.addr)}<br>accounts@${p.name.split(' ')[0].toLowerCase().replace(/\W/g, '')}training.co.uk · +44 ${rng.digits(3)} ${rng.digits(3)} ${rng.digits(4)}</div></div>
<h1>VAT INVOICE</h1>
<div class="cols"><div><b>Invoice to</b><br>${esc(rng.pick(CLIENTS))}<br>${rng.pick(['12 HaBarzel St, Tel Aviv 6971011', '3 Hamenofim St, Herzliya 4672553', '8 Sderot Ben Gurion, Haifa 3503308'])}<br>Israel<br>Company No. ${taxId(rng, true)}</div>
<table class="meta"><tr><td>Invoice no.</td><td>${docNo}</td></tr><tr><td>Invoice date</td><td>${ukDate(date, long)}</td></tr><tr><td>Tax point</td><td>${ukDate(date, long)}</td></tr><tr><td>Customer ref.</td><td>PO ${rng.digits(6)}</td></tr><tr><td>Account</td><td>${rng.pick(['TAV', 'SHO', 'CAR', 'EIN'])}${rng.digits(3)}</td></tr></table></div>
<table class="it"><tr><th>Description</th><th>Qty</th><th>Unit</th><th>VAT</th><th>Net</th></tr>
<tr><td>${esc(course[0])}<br><small>Course dates from ${ukDate(start, long)} · Venue: ${rng.pick(['London Bridge', 'Manchester Piccadilly', 'Edinburgh Haymarket', 'Live online (UK time)'])}<br>Delegates: ${people.join(', ')}</small></td><td>${places}</td><td>${m(course[1])}</td><td>20%</td><td>${m(fee)}</td></tr>
${disc ? `<tr><td>Group booking discount 10%</td><td></td><td></td><td>20%</td><td>-${m(disc)}</td></tr>` : ''}
${manuals ? `<tr><td>Printed course manual</td><td>${places}</td><td>${m(manuals / places)}</td><td>0%</td><td>${m(manuals)}</td></tr>` : ''}</table>
<table class="va"><tr><th>VAT rate</th><th>Net</th><th>VAT</th><th>Gross</th></tr><tr><td>Standard 20%</td><td>${m(std)}</td><td>${m(vat)}</td><td>${m(std + vat)}</td></tr>${manuals ? `<tr><td>Zero 0%</td><td>${m(manuals)}</td><td>${m(0)}</td><td>${m(manuals)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>Total net</td><td>${m(std + manuals)}</td></tr><tr><td>Total VAT</td><td>${m(vat)}</td></tr><tr class="g"><td>Total due GBP</td><td>${m(total)}</td></tr></table>
<p class="pay">Payment due within 30 days (by ${ukDate(addDays(date, 30), long)}). BACS: Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)}, Account ${rng.digits(8)}. International: IBAN GB${rng.digits(2)} ${rng.pick(['BARC', 'LOYD', 'NWBK', 'HBUK'])} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}. Please quote the invoice number.</p>
<div class="ft">${esc(p.name)} · Registered in ${p.reg} No. ${p.reg === 'Scotland' ? 'SC' : rng.int(10, 16)}${rng.digits(6)} · VAT Reg. No. ${vatNo}</div></div>`;
    const font = rng.pick(['C059', 'Nimbus Roman']);
    const css = `body{font-family:'${font}',serif;font-size:12px;color:#1c1c1c}
.pg{width:210mm;height:296mm;box-sizing:border-box;padding:15mm 18mm;position:relative}
.top{display:flex;justify-content:space-between;border-bottom:1px solid #1f4e3d;padding-bottom:3mm}.nm{font-size:22px;color:#1f4e3d;font-weight:bold;width:90mm}.ad{text-align:right;font-size:10.5px}
h1{font-size:20px;letter-spacing:2px;color:#1f4e3d;margin:8mm 0 5mm}
.cols{display:flex;justify-content:space-between;line-height:1.5}.meta td{padding:0.5mm 3mm}.meta td:first-child{color:#666}
.it{width:100%;border-collapse:collapse;margin-top:8mm}.it th{text-align:left;border-bottom:1.5px solid #1f4e3d;padding:1.5mm}.it td{padding:2mm 1.5mm;border-bottom:1px solid #ddd;vertical-align:top}
.it th:nth-child(n+2),.it td:nth-child(n+2){text-align:right}small{color:#555}
.va{margin-top:6mm;border-collapse:collapse;font-size:11px}.va th,.va td{border:1px solid #bbb;padding:1mm 3mm;text-align:right}
.tot{margin:4mm 0 0 auto;width:75mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:15px;border-top:2px solid #1f4e3d;padding-top:1.5mm}
.pay{margin-top:8mm;font-size:11px}.ft{position:absolute;bottom:10mm;left:18mm;right:18mm;text-align:center;font-size:9.5px;color:#555;border-top:1px solid #ccc;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: p.name, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
