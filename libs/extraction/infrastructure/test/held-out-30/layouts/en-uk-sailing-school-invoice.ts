import { addDays, amount, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, house, taxOn, weekday } from './extra';

const ID = 'en-uk-sailing-school-invoice';
const SCHOOLS = [
  { name: 'Solent Tidewater Sailing Ltd', place: 'Port Hamble Marina, Satchell Lane, Hamble SO31 4QD', reg: 'Registered in England No. 07' },
  { name: 'Needles Point Sea School Limited', place: 'Quay Road, Yarmouth, Isle of Wight PO41 0RS', reg: 'Company No. 10' },
  { name: 'Dart Estuary Yachting Ltd', place: 'Kingswear Marina, Dartmouth TQ6 0AH', reg: 'Registered in England & Wales 09' },
];
const COURSES: [string, number, number][] = [
  ['RYA Competent Crew, 5 days aboard', 79500, 99500],
  ['RYA Day Skipper Practical, 5 days', 89500, 112500],
  ['RYA Coastal Skipper Practical, 5 days', 99500, 125000],
  ['RYA Start Yachting, 2 days', 32500, 42500],
  ['Own-boat tuition, skipper per day', 29500, 36500],
];
const EXTRAS: [string, number, number][] = [
  ['Foul-weather gear hire (per person)', 4500, 7500],
  ['RYA course book & logbook', 2400, 3600],
  ['Night-sail supplement', 6500, 9500],
  ['Galley provisions (per person)', 8000, 12000],
  ['Berth night before the course', 4500, 6500],
];
const CLIENTS = ['Mr Noam Segal', 'Ms Dana Holtzman', 'Herzliya Sailing Club (Israel)', 'Mr Idan Carmeli', 'Ms Yifat Oren'];

/** A British sailing school's VAT invoice in pounds on A4: the course and its dates, places per person, extras, net, VAT at 20%, total, paid by bank transfer or card. */
export const enUkSailingSchoolInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const { n, date: raw } = dated(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10]);
    const date = weekday(raw);
    const s = SCHOOLS[n % SCHOOLS.length];
    const persons = rng.int(1, 4);
    const [course, lo, hi] = rng.pick(COURSES);
    const coursePrice = Math.round(rng.int(lo, hi) / 500) * 500;
    const lines = [{ text: course, q: persons, u: coursePrice }];
    for (const [text, a, b] of rng.some(EXTRAS, rng.int(1, 3))) lines.push({ text, q: text.includes('per person') ? persons : 1, u: Math.round(rng.int(a, b) / 100) * 100 });
    const net = add(lines.map((l) => l.q * l.u));
    const vat = taxOn(net, 20);
    const total = net + vat;
    const start = addDays(date, rng.int(14, 60));
    const docNo = house(ID, n, [
      () => `STS-${rng.int(2000, 4999)}`,
      () => String(rng.int(100400, 109999)),
      () => `${date.slice(2, 4)}${String(rng.int(1, 650)).padStart(4, '0')}`,
    ])();
    const style = rng.pick(['dd/mm/yyyy', 'd Month yyyy', 'd Mon yyyy'] as const);
    const font = rng.pick(["'P052','Liberation Serif'", "'Noto Serif','DejaVu Serif'", "'Liberation Sans','Nimbus Sans'"]);
    const client = rng.pick(CLIENTS);
    const vatNo = `GB ${rng.digits(3)} ${rng.digits(4)} ${rng.digits(2)}`;
    const rows = lines.map((l) => `<tr><td>${esc(l.text)}</td><td>${l.q}</td><td>£${amount(l.u)}</td><td>£${amount(l.q * l.u)}</td></tr>`).join('');
    const sail = `<svg width="40" height="44" viewBox="0 0 40 44"><path d="M20 2v32M20 4L34 32H20zM18 8L6 32h12z" fill="#0c3c60" stroke="#0c3c60"/><path d="M4 36h32l-5 6H9z" fill="#0c3c60"/></svg>`;
    const body = `<div class="hd">${sail}<div class="nm">${esc(s.name)}</div></div><div class="pl">${esc(s.place)} · RYA Recognised Training Centre</div>
<div class="row"><div class="to"><div class="lb">Invoice to</div>${esc(client)}<br>${esc(rng.pick(['12 HaNassi St, Herzliya', '5 Ha-Tsabar St, Netanya', '30 Moshe Sharett St, Haifa']))}<br>Israel</div>
<div class="box"><div class="big">VAT INVOICE</div><table><tr><td>Invoice No.</td><td><b>${esc(docNo)}</b></td></tr><tr><td>Date of issue</td><td><b>${dt(date, style)}</b></td></tr><tr><td>Booking ref.</td><td>BK${rng.int(10000, 99999)}</td></tr><tr><td>Course dates</td><td>${dt(start, 'd Mon yyyy')} – ${dt(addDays(start, 4), 'd Mon yyyy')}</td></tr></table></div></div>
<table class="rows"><tr><th>Description</th><th>Qty</th><th>Unit</th><th>Net</th></tr>${rows}</table>
<table class="tot"><tr><td>Total net</td><td>£${amount(net)}</td></tr><tr><td>VAT @ 20%</td><td>£${amount(vat)}</td></tr><tr class="g"><td>Invoice total</td><td>£${amount(total)}</td></tr></table>
<div class="pay">${rng.chance(0.5) ? `Received with thanks by bank transfer on ${dt(date, style)}.` : `Paid in full by card on ${dt(date, style)}.`} Cancellations within 28 days of the course start are non-refundable.</div>
<div class="ft">${esc(s.name)} · ${esc(s.reg)}${rng.digits(6)} · VAT Reg. No. ${vatNo} · Sort code ${rng.digits(2)}-${rng.digits(2)}-${rng.digits(2)} · Account ${rng.digits(8)}</div>`;
    const css = `body{font-family:${font},serif;font-size:12px;color:#1a1a1a;width:210mm;box-sizing:border-box;padding:14mm 17mm}
.hd{display:flex;align-items:center;gap:4mm}.nm{font-size:24px;font-weight:bold;color:#0c3c60}.pl{color:#555;border-bottom:1px solid #0c3c60;padding:1mm 0 3mm}
.row{display:flex;justify-content:space-between;margin-top:8mm}.to{line-height:1.6}.lb{font-size:10px;text-transform:uppercase;color:#888;letter-spacing:1px}.box{border:1.5px solid #0c3c60;padding:3mm 4mm}.big{font-size:17px;font-weight:bold;letter-spacing:2px;color:#0c3c60;margin-bottom:1mm}.box td{padding:0.6mm 2mm 0.6mm 0}
.rows{width:100%;border-collapse:collapse;margin-top:10mm}.rows th{border-top:1.5px solid #0c3c60;border-bottom:1.5px solid #0c3c60;text-align:left;padding:1.5mm}.rows td{padding:1.5mm;border-bottom:1px solid #e3e3e3}.rows td:nth-child(n+2),.rows th:nth-child(n+2){text-align:right}
.tot{width:80mm;margin:5mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.2mm}.tot td:last-child{text-align:right}.g td{font-weight:bold;font-size:15px;border-top:2px solid #0c3c60;border-bottom:2px solid #0c3c60}.pay{margin-top:8mm}.ft{margin-top:18mm;font-size:9.5px;color:#666;text-align:center}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: s.name, documentNumber: docNo, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
