import { addDays, esc, htmlPage, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { eur, maltaCompany, maltaPhone, maltaVat, stirred } from './extra';

const SCHOOLS = [
  { name: 'Sliema Bay English Academy', legal: 'Sliema Bay Academy Ltd', town: 'Sliema SLM 1021' },
  { name: 'Gozo Lingua', legal: 'Lingua Gozo Limited', town: 'Victoria VCT 9013, Gozo' },
  { name: 'St Julian’s School of English', legal: 'SJSE Education Services Ltd', town: "St Julian's STJ 3310" },
];
const STUDENTS = ['Noa Friedman (16)', 'Itay Mizrahi (15)', 'Shira Katz (17)', 'Omer Levy (14)', 'Maya Goldberg (adult)'];
const PARENTS = ['Mr & Mrs Friedman', 'Dr. Ronit Mizrahi', 'Mr. Avi Katz', 'Mrs. Orly Levy', 'Ms. Maya Goldberg'];

/**
 * A Maltese English language school's invoice for a course with accommodation on A4 in euros (Noto Serif,
 * Liberation Serif or DejaVu Serif; the school's name in Noto Serif Display): the name, the company
 * ("Ltd", "Limited") with "Company Reg. No. C 12345" and "VAT No. MT12345678", address and phone; "INVOICE",
 * "Invoice No." ("SB/24/0412"), "Invoice Date", "Booking Ref.", "Payment Due" four weeks before the start;
 * the Israeli family and the student, the course "Arrival" and "Departure" dates (Saturdays or Sundays)
 * and course weeks; lines with a VAT code: tuition, registration and materials exempt ("E"), host family
 * or residence accommodation at 7% ("R"), airport transfers and an excursion pack at 18% ("S"); a VAT
 * analysis by code; "Subtotal (excl. VAT)", "VAT", "Invoice Total"; "Deposit received" on the booking date
 * and "Balance due"; bank details with an IBAN.
 */
export const enMaltaLanguageSchoolInvoice: Layout = {
  id: 'en-malta-language-school-invoice',
  lang: 'en',
  kind: 'foreign invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-malta-language-school-invoice');
    const s = rng.pick(SCHOOLS);
    const date = randomDate(rng, '2023-04-01', '2025-11-30');
    const weeks = rng.int(1, 4);
    let arrival = addDays(date, rng.int(35, 80));
    while (new Date(`${arrival}T12:00:00Z`).getUTCDay() !== 0) arrival = addDays(arrival, 1);
    const departure = addDays(arrival, 7 * weeks - 1);
    const booked = addDays(date, -rng.int(1, 10));
    type Line = { text: string; qty: number; unit: number; code: 'E' | 'R' | 'S' };
    const course = rng.pick([
      ['General English (20 lessons/week)', 21000],
      ['Intensive English (30 lessons/week)', 27500],
      ['Junior Summer Programme (lessons & activities)', 39500],
      ['Cambridge B2 First Preparation', 29000],
    ] as const);
    const stay = rng.pick([
      ['Host family, half board, single room', 23100],
      ['Host family, half board, shared room', 19600],
      ['Student residence, self-catering, twin', 22400],
    ] as const);
    const lines: Line[] = [
      { text: 'Registration fee', qty: 1, unit: 7500, code: 'E' },
      { text: `${course[0]}`, qty: weeks, unit: course[1], code: 'E' },
      { text: 'Course materials', qty: 1, unit: 4500, code: 'E' },
      { text: `${stay[0]} (per week)`, qty: weeks, unit: stay[1], code: 'R' },
      { text: 'Airport transfer (return)', qty: 1, unit: 5500, code: 'S' },
    ];
    if (rng.chance(0.5)) lines.push({ text: 'Weekend excursion pack (Gozo, Mdina, Comino)', qty: 1, unit: 9500, code: 'S' });
    if (rng.chance(0.4)) lines.push({ text: 'Summer supplement (accommodation)', qty: weeks, unit: 3500, code: 'R' });
    const rates = { E: 0, R: 7, S: 18 };
    const byCode = (['E', 'R', 'S'] as const).map((c) => {
      const net = lines.filter((l) => l.code === c).reduce((a, l) => a + l.qty * l.unit, 0);
      return { c, net, vat: vatOfNet(net, rates[c]) };
    });
    const net = byCode.reduce((a, x) => a + x.net, 0);
    const vat = byCode.reduce((a, x) => a + x.vat, 0);
    const total = net + vat;
    const deposit = rng.pick([15000, 20000, 25000]);
    const docNo = `${s.name.split(' ')[0].slice(0, 2).toUpperCase()}/${date.slice(2, 4)}/${String(rng.int(40, 1999)).padStart(4, '0')}`;
    const font = rng.pick(['Noto Serif', 'Liberation Serif', 'DejaVu Serif']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd Month yyyy', 'd Mon yyyy'] as const);
    const i = rng.int(0, 4);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="page"><div class="head"><div><div class="name">${esc(s.name)}</div><div>${esc(s.legal)} · ${esc(s.town)}, Malta</div><div class="sm">Company Reg. No. ${maltaCompany(rng)} · VAT No. ${maltaVat(rng)} · Tel ${maltaPhone(rng)}</div></div><div class="inv">INVOICE</div></div>
<div class="grid"><div><b>Invoice to</b><br>${esc(PARENTS[i])}<br>${rng.int(3, 60)} ${esc(rng.pick(['Herzl St', 'Ben Gurion Blvd', 'HaRakefet St', 'Sokolov St']))}<br>${esc(rng.pick(['Ra’anana', 'Haifa', 'Modiin', 'Holon']))}, Israel<br><br><b>Student</b> ${esc(STUDENTS[i])}</div>
<div>${r('Invoice No.', docNo)}${r('Invoice Date', dt(date, fmt))}${r('Booking Ref.', `BK${rng.digits(6)}`)}${r('Arrival', dt(arrival, fmt))}${r('Departure', dt(departure, fmt))}${r('Course weeks', String(weeks))}${r('Payment Due', dt(addDays(arrival, -28), fmt))}</div></div>
<table><tr><th>Description</th><th>Qty</th><th>Unit (€)</th><th>Amount (€)</th><th>VAT</th></tr>${lines.map((l) => `<tr><td>${esc(l.text)}</td><td class="c">${l.qty}</td><td class="n">${eur(l.unit)}</td><td class="n">${eur(l.qty * l.unit)}</td><td class="c">${l.code}</td></tr>`).join('')}</table>
<div class="low"><table class="vt"><tr><th>Code</th><th>Rate</th><th>Net</th><th>VAT</th></tr>${byCode.map((x) => `<tr><td>${x.c}</td><td>${x.c === 'E' ? 'Exempt (Fifth Schedule, Part Two)' : `${rates[x.c]}%`}</td><td class="n">${eur(x.net)}</td><td class="n">${eur(x.vat)}</td></tr>`).join('')}</table>
<div class="sum">${r('Subtotal (excl. VAT)', eur(net))}${r('VAT', eur(vat))}${r('Invoice Total', eur(total), 'big')}${r(`Deposit received ${dt(booked, 'dd/mm/yyyy')}`, `-${eur(deposit)}`)}${r('Balance due', eur(total - deposit), 'b')}</div></div>
<p class="sm">Please pay by bank transfer quoting the invoice number. IBAN MT${rng.digits(2)} VALL ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)} · BIC VALLMTMT. Cancellation terms as per booking conditions.</p></div>`;
    const css = `body{font-family:'${font}',serif;font-size:11.5px;color:#1b1b1b}.page{padding:14mm 16mm}.head{display:flex;justify-content:space-between;border-bottom:1px solid #1b3a5b;padding-bottom:3mm}
.name{font-family:'Noto Serif Display',serif;font-size:26px;color:#1b3a5b}.inv{font-size:26px;letter-spacing:4px;color:#1b3a5b}.sm{font-size:10px;color:#555;margin-top:1mm}
.grid{display:flex;gap:14mm;margin:6mm 0;line-height:1.55}.grid>div{flex:1}.r{display:flex;justify-content:space-between;gap:4mm}
table{width:100%;border-collapse:collapse;margin-top:3mm}th{background:#1b3a5b;color:#fff;text-align:left;padding:1.5mm;font-weight:normal}td{padding:1.5mm;border-bottom:1px solid #ddd}.n{text-align:right;white-space:nowrap}.c{text-align:center}
.low{display:flex;gap:8mm;align-items:flex-start;margin-top:5mm}.vt{width:95mm;font-size:10px}.vt th{background:#e6ebf0;color:#111}.sum{flex:1;line-height:1.9}.big{font-weight:bold;font-size:14px;border-top:1px solid #000}.b{font-weight:bold}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
