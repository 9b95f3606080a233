import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, landline, personalId } from '../../generalisation/notation';
import { code } from './extra';

const CLINICS = [
  {
    he: 'מרפאת המטייל',
    en: 'TravelWell Clinic',
    legal: 'ענת פרידמן',
    company: false,
    doctor: 'Dr. Anat Friedman',
    addr: ["רח' ארלוזורוב 101, תל אביב", '101 Arlozorov St, Tel Aviv'],
    no: 'five',
    color: '#00695c',
  },
  {
    he: 'מרפאת דרכים',
    en: 'Derachim Travel Medicine',
    legal: 'דרכים שירותי רפואה בע"מ',
    company: true,
    doctor: 'Dr. Samer Haddad',
    addr: ["שד' הציונות 14, חיפה", '14 HaZionut Ave, Haifa'],
    no: 'five',
    color: '#6a1b9a',
  },
  {
    he: 'מסע בריא',
    en: 'Healthy Journey Clinic',
    legal: 'אורית נחום',
    company: false,
    doctor: 'Dr. Orit Nahum',
    addr: ["רח' ויצמן 30, כפר סבא", '30 Weizmann St, Kfar Saba'],
    no: 'four',
    color: '#c62828',
  },
  {
    he: 'גלובוס - מרכז חיסונים לחו"ל',
    en: 'Globus Travel Vaccination Centre',
    legal: 'גלובוס רפואת מטיילים בע"מ',
    company: true,
    doctor: 'Dr. Yoram Sela',
    addr: ["רח' יפו 216, ירושלים", '216 Jaffa Rd, Jerusalem'],
    no: 'gl',
    color: '#1565c0',
  },
];
/** Hebrew, English, price incl. VAT in agorot, has a batch. */
const ITEMS: [string, string, number, boolean][] = [
  ['קדחת צהובה (Stamaril) + תעודה בינלאומית', 'Yellow fever (Stamaril) + ICVP', 29000, true],
  ['טיפוס הבטן (Typhim Vi)', 'Typhoid (Typhim Vi)', 16000, true],
  ['דלקת כבד A (Havrix 1440)', 'Hepatitis A (Havrix 1440)', 19000, true],
  ['כלבת - מנה 1 מתוך 3 (Verorab)', 'Rabies dose 1 of 3 (Verorab)', 34000, true],
  ['דלקת מוח יפנית (Ixiaro)', 'Japanese encephalitis (Ixiaro)', 56000, true],
  ['כולרה - תרכיב פומי (Dukoral)', 'Cholera, oral (Dukoral)', 26000, true],
  ['מרשם למניעת מלריה', 'Malaria prophylaxis prescription', 12000, false],
  ['ערכת עזרה ראשונה למטייל', 'Traveller first-aid kit', 9500, false],
];
const TRIPS: [string, string][] = [
  ['תאילנד, וייטנאם', 'Thailand, Vietnam'],
  ['פרו, בוליביה', 'Peru, Bolivia'],
  ['הודו, נפאל', 'India, Nepal'],
  ['טנזניה, זנזיבר', 'Tanzania, Zanzibar'],
  ['קולומביה, ברזיל', 'Colombia, Brazil'],
];

/**
 * A travel medicine clinic's A5 "חשבונית מס קבלה / Tax Invoice-Receipt" with every label in Hebrew
 * and English (Noto Sans Hebrew or DejaVu Sans): the Hebrew and English names, the legal name (the
 * physician's own with "עוסק מורשה / Licensed Dealer", or a company's with "ח.פ. / Co. No."), the
 * medical director and licence, "מס' / No." ("00412", "GL-25-0412" or four digits), "תאריך / Date"
 * (dd/mm/yyyy or ISO), the traveller with a valid ת.ז. or a passport, a birth date, the destinations
 * and the later departure date, a pre-travel consultation, vaccines with batch numbers, a malaria
 * prescription or a first-aid kit, "סה"כ / Total ₪", "מע"מ כלול / VAT incl." with the rate and amount,
 * card or cash, the next dose's date, the certificate number.
 */
export const mixedTravelClinic: Layout = {
  id: 'mixed-travel-clinic',
  lang: 'mixed',
  kind: 'clinic invoice-receipt',
  make(rng: Rng) {
    const c = rng.pick(CLINICS);
    const vendorTaxId = taxId(rng, c.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const rows: [string, string, number, string][] = [['ייעוץ רפואי לפני נסיעה', 'Pre-travel consultation', rng.pick([25000, 28000, 30000]), '']];
    for (const [he, en, p, batch] of rng.some(ITEMS, rng.int(2, 4))) rows.push([he, en, p, batch ? `${code(rng, 2)}${rng.digits(3)}${code(rng, 2)}` : '']);
    const total = rows.reduce((a, r) => a + r[2], 0);
    const vat = vatOfGross(total, rate);
    const docNo =
      c.no === 'five'
        ? String(rng.int(100, 4999)).padStart(5, '0')
        : c.no === 'gl'
          ? `GL-${date.slice(2, 4)}-${String(rng.int(10, 2999)).padStart(4, '0')}`
          : String(rng.int(1000, 9999));
    const fmt = rng.pick(['dd/mm/yyyy', 'yyyy-mm-dd'] as const);
    const [tripHe, tripEn] = rng.pick(TRIPS);
    const local = rng.chance(0.75);
    const born = `${rng.int(1970, 2004)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const font = rng.pick(['Noto Sans Hebrew', 'DejaVu Sans']);
    const rabies = rows.some((r) => r[1].startsWith('Rabies'));
    const f = (he: string, en: string, v: string) => `<tr><td class="k">${he} / <span>${en}</span></td><td>${v}</td></tr>`;
    const body = `<div class="hd"><div><div class="he">${esc(c.he)}</div><div class="en">${esc(c.en)}</div></div><div class="who">${esc(c.legal)}<br>${c.company ? 'ח.פ. / Co. No.' : 'עוסק מורשה / Licensed Dealer'} ${vendorTaxId}<br>${esc(c.addr[0])}<br><bdi>${esc(c.addr[1])}</bdi><br>${landline(rng)}</div></div>
<div class="dir">מנהל/ת רפואי/ת / <bdi>Medical director: ${esc(c.doctor)}</bdi> · רישיון / Lic. ${rng.int(10000, 49999)}</div>
<div class="tt">חשבונית מס קבלה / <bdi>Tax Invoice-Receipt</bdi> &nbsp; מס' / No. <b>${docNo}</b></div>
<table class="g">${f('תאריך', 'Date', dt(date, fmt))}${f('מטייל/ת', 'Traveller', esc(rng.pick(['Yonatan Bar', 'מאיה רבינוביץ', 'Amit Shalom', 'ליאור אזולאי', 'Daniela Weiss'])))}
${f(local ? 'ת.ז.' : 'דרכון', local ? 'ID' : 'Passport', local ? personalId(rng) : `${rng.pick(['C', 'K'])}${rng.digits(7)}`)}${f('ת. לידה', 'DOB', dt(born, fmt))}
${f('יעד', 'Destination', `${tripHe} / <bdi>${tripEn}</bdi>`)}${f('תאריך יציאה', 'Departure', dt(addDays(date, rng.int(10, 60)), fmt))}</table>
<table class="it"><tr><th>פריט / Item</th><th>אצווה / Batch</th><th>₪</th></tr>${rows.map(([he, en, p, b]) => `<tr><td>${esc(he)}<br><span>${esc(en)}</span></td><td class="b2">${b}</td><td>${amount(p)}</td></tr>`).join('')}</table>
<table class="tot"><tr class="b"><td>סה"כ / Total ₪</td><td>${amount(total)}</td></tr><tr><td>מע"מ כלול / VAT incl. ${rate}%</td><td>${amount(vat)}</td></tr>
<tr><td>${rng.chance(0.7) ? `שולם באשראי / Paid by card ****${rng.digits(4)}` : 'שולם במזומן / Paid in cash'}</td><td>${amount(total)}</td></tr></table>
<div class="sm">${rabies ? `מנה הבאה / Next dose: ${dt(addDays(date, 7), fmt)} · ` : ''}פנקס חיסונים / Vaccination record no. ${rng.int(100000, 999999)} · ${cellular(rng)}<br>ניתן להגיש לביטוח המשלים / May be submitted to your supplementary health insurance</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#1b1b1b;padding:8mm 10mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${c.color};padding-bottom:2mm}
.he{font-size:22px;font-weight:bold;color:${c.color}}.en{direction:ltr;text-align:right;font-family:'Noto Sans','DejaVu Sans',sans-serif;font-size:13px;color:#555;letter-spacing:0.5px}.who{text-align:left;font-size:9.5px;line-height:1.4}
.dir{font-size:9.5px;color:#555;margin-top:1.5mm}.tt{margin:3mm 0 2mm;font-size:14px;font-weight:bold;text-align:center;background:${c.color};color:#fff;padding:1.5mm}table{border-collapse:collapse;width:100%}
.g td{padding:1mm 1.5mm;border-bottom:1px solid #e0e0e0}.k{color:#555;width:42%}.k span{font-size:9px}.it{margin-top:3mm}.it th{text-align:right;border-bottom:2px solid ${c.color};padding:1.2mm 1.5mm;font-size:10px}.it th:last-child,.it td:last-child{text-align:left;white-space:nowrap}
.it td{padding:1.2mm 1.5mm;border-bottom:1px solid #e0e0e0;vertical-align:top}.it span{font-size:9px;color:#555}.b2{font-family:'DejaVu Sans Mono',monospace;font-size:9.5px;direction:ltr;text-align:right}
.tot{width:80mm;margin:2mm auto 0 0}.tot td{padding:1mm 1.5mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-bottom:2px solid #1b1b1b}.sm{margin-top:4mm;font-size:9.5px;color:#555;line-height:1.5}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: c.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
