import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, landline, personalId } from '../../generalisation/notation';

const CLINICS = [
  { name: 'Smile Line Dental Clinic Ltd.', company: true, addr: '14 Ibn Gabirol St., Tel Aviv', doctor: 'Dr. Yael Friedman, DMD' },
  { name: 'Dr. Naama Peretz Dental Practice', company: false, addr: '3 HaNassi Blvd., Haifa', doctor: 'Dr. Naama Peretz, DMD' },
  { name: 'Carmel Dental Centre Ltd.', company: true, addr: '101 Herzl St., Ra\u2019anana', doctor: 'Dr. Oren Shalev, Periodontist' },
];
const TREATMENTS: [string, string, [number, number], boolean][] = [
  ['D0150', 'Comprehensive oral examination', [250, 350], false],
  ['D0210', 'Full-mouth X-rays', [300, 450], false],
  ['D1110', 'Scaling and polishing', [350, 480], false],
  ['D2391', 'Composite filling, one surface', [450, 650], true],
  ['D2392', 'Composite filling, two surfaces', [600, 850], true],
  ['D3330', 'Root canal treatment, molar', [2600, 3600], true],
  ['D2740', 'Porcelain crown', [3200, 4500], true],
  ['D9972', 'In-office whitening', [1200, 1800], false],
];

/**
 * An Israeli dental clinic's English "Tax Invoice / Receipt" for an expatriate patient, in shekels
 * (A4, Lato or Nimbus Sans): the clinic with "Company No." or "Licensed Dealer No.", the treating
 * dentist and licence number, "No." and "Date" (the last visit), the patient's file number and
 * valid Israeli ID (or a passport), a table of visits with their earlier dates, tooth numbers and
 * procedure codes, fees including VAT, "Total (incl. VAT)", "VAT included", card instalments, an
 * insurance claim reference and the next appointment's later date.
 */
export const enDentalClinic: Layout = {
  id: 'en-dental-clinic',
  lang: 'en',
  kind: 'clinic invoice',
  make(rng: Rng) {
    const c = rng.pick(CLINICS);
    const vendorTaxId = taxId(rng, c.company);
    const date = randomDate(rng, '2023-07-01', '2026-03-30');
    const rate = israeliRate(date);
    const visits = rng.int(1, 3);
    const rows = rng.some(TREATMENTS, rng.int(2, 5)).map(([code, name, r, tooth], i) => ({
      code,
      name,
      tooth: tooth ? String(rng.pick([1, 2, 3, 4]) * 10 + rng.int(1, 8)) : '—',
      fee: rng.int(r[0] / 10, r[1] / 10) * 1000,
      day: addDays(date, -7 * Math.max(0, visits - 1 - (i % visits))),
    }));
    rows.sort((a, b) => a.day.localeCompare(b.day));
    const total = rows.reduce((a, r) => a + r.fee, 0);
    const vat = vatOfGross(total, rate);
    const docNo = `${date.slice(2, 4)}${String(rng.int(1, 9999)).padStart(4, '0')}`;
    const font = rng.pick(['Lato', 'Nimbus Sans']);
    const idLine = rng.chance(0.6) ? `Israeli ID ${personalId(rng)}` : `Passport ${rng.pick(['US', 'GB', 'FR'])} ${rng.digits(9)}`;
    const body = `<div class="head"><div><div class="n">${esc(c.name)}</div><div>${esc(c.addr)} · Tel. ${landline(rng)}</div><div>${c.company ? 'Company No.' : 'Licensed Dealer No.'} ${vendorTaxId}</div></div><div class="tooth">TAX INVOICE / RECEIPT</div></div>
<table class="facts"><tr><td>No.</td><td><b>${docNo}</b></td><td>Patient</td><td>${esc(rng.pick(['Rachel Goldstein', 'Michael Adler', 'Sophie Laurent', 'Daniel Katz']))}</td></tr>
<tr><td>Date</td><td>${dt(date, rng.pick(['d Month yyyy', 'dd/mm/yyyy'] as const))}</td><td>File No.</td><td>${rng.int(10000, 99999)}</td></tr>
<tr><td>Dentist</td><td>${esc(c.doctor)} (lic. ${rng.int(20000, 39999)})</td><td>ID</td><td>${idLine}</td></tr></table>
<table class="it"><tr><th>Visit</th><th>Tooth</th><th>Code</th><th>Procedure</th><th>Fee (₪)</th></tr>
${rows.map((r) => `<tr><td>${dt(r.day, 'dd/mm/yyyy')}</td><td>${r.tooth}</td><td>${r.code}</td><td>${esc(r.name)}</td><td>${amount(r.fee)}</td></tr>`).join('')}</table>
<table class="tot"><tr class="b"><td>Total (incl. VAT)</td><td>₪${amount(total)}</td></tr><tr><td>VAT ${rate}% included</td><td>₪${amount(vat)}</td></tr></table>
<div class="pay">Payment: ${rng.pick(['Visa', 'Mastercard', 'Isracard'])} ending ${rng.digits(4)}${rng.chance(0.5) ? `, ${rng.pick([3, 6, 10])} instalments` : ''} · Approval ${rng.digits(7)}</div>
<div class="pay">Insurance claim ref. DN-${rng.digits(6)} (submitted electronically) · Next appointment: ${dt(addDays(date, rng.int(10, 60)), 'd Mon yyyy')}, 09:30</div>
<div class="foot">Fees include VAT as required by law. Please keep this document for your insurer.</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12.5px;color:#1d2b3a;padding:14mm 16mm}
.head{display:flex;justify-content:space-between;border-bottom:2px solid #4aa3c9;padding-bottom:3mm}.n{font-size:22px;color:#1f6f94;font-weight:bold}.tooth{align-self:center;font-size:16px;color:#4aa3c9;letter-spacing:1px}
table{border-collapse:collapse}.facts{margin:6mm 0;width:100%}.facts td{padding:1mm 2mm}.facts td:nth-child(odd){color:#6b7c8c;width:14%}
.it{width:100%}.it th{background:#e6f3f8;text-align:left;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #d6e6ee}.it td:last-child,.it th:last-child{text-align:right}
.tot{width:80mm;margin:4mm 0 0 auto}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:right}.b td{font-size:15px;font-weight:bold;border-top:2px solid #1d2b3a}
.pay{margin-top:4mm}.foot{margin-top:16mm;font-size:10px;color:#6b7c8c}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: c.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
