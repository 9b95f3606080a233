import { amount, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { add, dated, shift, taxOn, weekday } from './extra';

const ID = 'en-uk-summer-school-invoice';

const VENDORS = [
  {
    brand: 'Cherwell Summer Academy',
    legal: 'Cherwell Summer Academy Ltd',
    top: ['Cherwell Summer Academy Ltd', 'Magdalen Yard, 11 Longwall Street, Oxford OX1 3SU', 'Registered in England & Wales No. 09418827 · VAT Reg. No. GB 231 4478 06'],
    num: (k: number) => `CSA-${k}`,
    digits: [24000, 29999],
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    font: "'P052','Noto Serif',serif",
    color: '#1e3a5f',
    head: true,
    title: 'VAT INVOICE',
  },
  {
    brand: 'Fenland Summer School',
    legal: 'Fenland Academic Programmes Limited',
    top: [
      'Fenland Academic Programmes Limited, trading as Fenland Summer School · 4 Trumpington Road, Cambridge CB2 8AF',
      'Company No. 11804326 · VAT No. GB 318 6620 45 · admissions@fenlandsummer.co.uk · +44 1223 555 018',
    ],
    num: (k: number) => `FSS/${k}`,
    digits: [300, 2999],
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Liberation Serif','Noto Serif',serif",
    color: '#14532d',
    head: false,
    title: 'Tax Invoice',
  },
];

const COURSES: [string, number][] = [
  ['Academic English & Debate (15 hrs/week)', 69500],
  ['Medicine & Life Sciences Taster (20 hrs/week)', 89500],
  ['Creative Writing Workshop (15 hrs/week)', 64500],
  ['Business & Entrepreneurship (18 hrs/week)', 79500],
  ['Computer Science & AI (20 hrs/week)', 92500],
];
const EXTRAS: [string, number][] = [
  ['Residential accommodation, en-suite, full board (per week)', 78000],
  ['Homestay, half board (per week)', 42000],
  ['Excursion: London day trip', 9500],
  ['Excursion: Stratford-upon-Avon & Warwick Castle', 11500],
  ['Airport transfer Heathrow, each way', 14500],
  ['Punting and formal dinner', 6500],
  ['Course materials and certificate', 4500],
];

export const enUkSummerSchoolInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [1, 2, 3, 4, 5]);
    // Not on New Year's Day, a bank holiday.
    const date = weekday(d0.endsWith('-01-01') ? `${d0.slice(0, 4)}-01-02` : d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const weeks = rng.int(1, 4);
    const [course, fee] = rng.pick(COURSES);
    const start = weekday(`${date.slice(0, 4)}-07-${String(rng.int(1, 20)).padStart(2, '0')}`);
    const lines = [
      { name: course, q: weeks, p: fee },
      ...rng.some(EXTRAS, rng.int(2, 4)).map(([name, p]) => ({ name, q: name.includes('per week') ? weeks : name.includes('each way') ? 2 : 1, p })),
    ];
    const net = add(lines.map((l) => l.q * l.p));
    const tax = taxOn(net, 20);
    const total = net + tax;
    const deposit = 50000;
    const student = rng.pick(['Noam Friedman', 'Maya Ashkenazi', 'Itai Mizrahi', 'Roni Shalev', 'Lior Peretz']);
    const dob = `${Number(date.slice(0, 4)) - rng.int(14, 17)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const body = `<div class="page">
<div class="lh"><div class="brand">${esc(v.brand)}</div>${v.head ? v.top.map((l) => `<div>${esc(l)}</div>`).join('') : '<div>Summer courses for ages 13–18 in the heart of Cambridge</div>'}</div>
<h1>${v.title}</h1>
<table class="meta"><tr><td>Invoice no.</td><td><b>${number}</b></td><td>Invoice date</td><td><b>${v.date(date)}</b></td></tr>
<tr><td>Student</td><td>${esc(student)} (DOB ${dt(dob, 'dd/mm/yyyy')})</td><td>Student ID</td><td>${String(date.slice(2, 4))}${rng.int(10000, 99999)}</td></tr>
<tr><td>Course dates</td><td>${dt(start, 'd Mon yyyy')} – ${dt(shift(start, weeks * 7 - 2), 'd Mon yyyy')}</td><td>Agent</td><td>${rng.pick(['Direct booking', 'EduTrip Israel Ltd', 'Gesher Study Abroad'])}</td></tr>
<tr><td>Bill to</td><td colspan="3">${esc(rng.pick(['Mr & Mrs', 'Ms', 'Dr']))} ${esc(student.split(' ')[1])}, ${rng.pick(['Kfar Saba', "Modi'in", 'Haifa', 'Raanana'])}, Israel</td></tr></table>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Unit £</th><th>Net £</th><th>VAT</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.p)}</td><td>${amount(l.q * l.p)}</td><td>20%</td></tr>`).join('')}
</table>
<table class="tot"><tr><td>Total net</td><td>£${amount(net)}</td></tr><tr><td>VAT @ 20%</td><td>£${amount(tax)}</td></tr><tr class="big"><td>Total due</td><td>£${amount(total)}</td></tr>
<tr><td>Deposit paid on booking (${dt(shift(date, -rng.int(20, 90)), 'dd/mm/yyyy')})</td><td>−£${amount(deposit)}</td></tr><tr><td>Balance payable by ${dt(shift(start, -28), 'd Mon yyyy')}</td><td>£${amount(total - deposit)}</td></tr></table>
<div class="note">Bank: Lloyds Bank plc · Sort code 30-94-${rng.digits(2)} · Account ${rng.digits(8)} · Please quote the invoice number.</div>
${v.head ? '' : `<footer>${v.top.map((l) => `<div>${esc(l)}</div>`).join('')}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#1a1a1a}.page{width:210mm;height:296mm;box-sizing:border-box;padding:16mm;position:relative}.lh{text-align:center;font-size:10.5px;line-height:1.5;border-bottom:${v.head ? '3px double' : '6px solid'} ${v.color};padding-bottom:8px}.brand{font-size:28px;color:${v.color};font-variant:small-caps;margin-bottom:2px}h1{font-size:20px;color:${v.color};letter-spacing:2px;margin:14px 0 8px}.meta{width:100%;border-collapse:collapse;margin-bottom:12px}.meta td{padding:4px;border:1px solid #ccc}.meta td:nth-child(odd){background:#f3f3ee;font-size:10.5px;width:15%}.items{width:100%;border-collapse:collapse}.items th{border-bottom:1.5px solid ${v.color};text-align:left;padding:5px}.items td{padding:5px;border-bottom:1px solid #e5e5e5}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:right}.tot{width:60%;margin:12px 0 12px auto;border-collapse:collapse}.tot td{padding:3px 5px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:14px;border-top:1.5px solid ${v.color};border-bottom:1.5px solid ${v.color}}.note{font-size:10px;color:#555}footer{position:absolute;bottom:12mm;left:16mm;right:16mm;text-align:center;font-size:9.5px;color:#444;line-height:1.5;border-top:1px solid #999;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'GBP', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
