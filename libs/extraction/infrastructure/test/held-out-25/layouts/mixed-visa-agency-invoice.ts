import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { bi, day, lr, taxOn, vid } from './extra';

const AGENCIES = [
  { he: 'גלובל ויזה ודרכונים בע"מ', en: 'Global Visa & Passport Services Ltd.', legal: 'גלובל ויזה ודרכונים בע"מ', company: true, label: bi('ח.פ.', 'Company No.') },
  { he: 'רונן אלקיים - שירותי ויזות', en: 'Ronen Elkayam - Visa Services', legal: 'רונן אלקיים', company: false, label: bi('עוסק מורשה', 'Licensed Dealer') },
];
const VISAS: [string, number][] = [
  ['ויזת תייר להודו / India e-Visa', 9500],
  ['ויזת עסקים לסין / China business visa', 48000],
  ['ויזה לרוסיה / Russia tourist visa', 31000],
  ['ויזת עבודה לאוסטרליה / Australia work visa', 95000],
];

/** A visa and passport agency's bilingual A4 tax invoice: the agency's service fee with VAT, consular fees passed through without VAT, courier; the applicant's passport and the application reference as distractors. */
export const mixedVisaAgencyInvoice: Layout = {
  id: 'mixed-visa-agency-invoice',
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng: Rng) {
    const a = rng.pick(AGENCIES);
    const id = vid(a.legal, a.company);
    const date = day(rng);
    const rate = israeliRate(date);
    const [visa, consular] = rng.pick(VISAS);
    const people = rng.int(1, 4);
    const fee = rng.pick([18000, 25000, 35000]) * people;
    const courier = rng.chance(0.5) ? 6000 : 0;
    const net = fee + courier;
    const vat = taxOn(net, rate);
    const cons = consular * people;
    const total = net + vat + cons;
    const docNo = rng.pick([() => `${a.company ? 'GV' : 'RE'}-${rng.int(1000, 9999)}`, () => String(rng.int(10000, 19999))])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd Mon yyyy'] as const);
    const font = rng.pick(['Liberation Sans', 'Noto Sans Hebrew', 'Nimbus Sans']);
    const body = `<div class="hd"><div class="t">${esc(a.he)}</div><div>${lr(esc(a.en))}</div><div>${a.label} ${lr(a.company ? hyphenId(id) : id)} · ${bi("טל'", 'Tel')} ${lr('03-6' + rng.digits(6))}</div></div>
<h2>${bi('חשבונית מס', 'TAX INVOICE')}</h2><table class="m"><tr><td>${bi("מס'", 'No.')}</td><td><b>${lr(docNo)}</b></td><td>${bi('תאריך', 'Date')}</td><td>${lr(dt(date, fmt))}</td></tr>
<tr><td>${bi('לקוח', 'Client')}</td><td>${rng.pick(['אלון גבאי', 'Hadas Koren', 'חברת נתיב הייטק בע"מ'])}</td><td>${bi('תיק', 'File')}</td><td>${lr('APP-' + rng.digits(7))}</td></tr>
<tr><td>${bi('דרכון', 'Passport')}</td><td>${lr(rng.digits(8))}</td><td>${bi('מועד הגשה', 'Submitted')}</td><td>${lr(dt(addDays(date, rng.int(1, 10)), 'dd/mm/yyyy'))}</td></tr></table>
<table class="it"><tr><th>${bi('תיאור', 'Description')}</th><th>${bi('כמות', 'Qty')}</th><th>${bi('סכום', 'Amount')}</th></tr>
<tr><td>${bi('דמי טיפול - ', 'Service fee: ', '')}${esc(visa)}</td><td>${people}</td><td>${amount(fee)}</td></tr>${courier ? `<tr><td>${bi('שליח לקונסוליה', 'Courier to consulate')}</td><td>1</td><td>${amount(courier)}</td></tr>` : ''}
<tr class="s"><td>${bi('סה"כ חייב במע"מ', 'Subtotal (VAT-able)')}</td><td></td><td>${amount(net)}</td></tr><tr><td>${bi(`מע"מ ${rate}%`, `VAT ${rate}%`)}</td><td></td><td>${amount(vat)}</td></tr>
<tr><td>${bi('אגרה קונסולרית (פטור ממע"מ)', 'Consular fee (no VAT)')}</td><td>${people}</td><td>${amount(cons)}</td></tr><tr class="g"><td>${bi('סה"כ לתשלום', 'Total due')} ₪</td><td></td><td>${amount(total)}</td></tr></table>
<p class="sm">${bi('האגרה הקונסולרית מועברת כמות שהיא לנציגות ואינה מוחזרת במקרה של סירוב.', 'Consular fees are passed on to the mission unchanged and are not refunded if the visa is refused.', '<br>')}</p>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;padding:14mm 16mm;color:#102040}.hd{border-right:8px solid #c8102e;padding-right:4mm}.t{font-size:22px;font-weight:bold}h2{text-align:center;margin:6mm 0 3mm;background:#102040;color:#fff;padding:1mm}
.m td{padding:1mm 3mm}.it{width:100%;border-collapse:collapse;margin-top:5mm}.it th{background:#e6ebf5;text-align:right;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #ccd}.it td:last-child{text-align:left}.s td{border-top:2px solid #102040}.g td{font-weight:bold;font-size:15px;border-top:2px solid #102040}.sm{font-size:10px;margin-top:10mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: a.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
