import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, personalId, share } from '../../generalisation/notation';
import { billOfLading, container, letters } from './extra';

const BROKERS = [
  { he: 'מעבר סוכנות מכס ושילוח בינלאומי בע"מ', en: 'MAAVAR Customs & Forwarding Ltd', company: true, city: ["רח' הבנאים 9, אשדוד", '9 HaBanaim St, Ashdod'], color: '#0d47a1' },
  { he: 'נמל ויעד עמילות מכס בע"מ', en: 'Port & Destination Customs Brokers Ltd', company: true, city: ['דרך העצמאות 45, חיפה', '45 Ha’Atzmaut Rd, Haifa'], color: '#37474f' },
  { he: 'אבי שושן', en: 'Avi Shushan — Licensed Customs Broker', company: false, city: ['רח\' הסדנאות 3, נתב"ג', '3 HaSadnaot St, Airport City'], color: '#4e342e' },
];
const CLIENTS = [
  { name: 'טכנו-גל ציוד תעשייתי בע"מ', company: true, goods: 'CNC spare parts' },
  { name: 'בית הקפה העירוני בע"מ', company: true, goods: 'Espresso machines' },
  { name: 'יעל ורון ברקוביץ', company: false, goods: 'Household goods (returning residents)' },
  { name: 'אופנת לבנט יבוא בע"מ', company: true, goods: 'Textile garments' },
];

/**
 * A customs broker's A4 "חשבונית מס / Tax Invoice" with every label in Hebrew and English (Noto Sans
 * Hebrew with Open Sans, FreeSans or DejaVu Sans): the broker (a company's Hebrew legal name with "ח.פ. /
 * Co. No.", hyphenated on some, or a licensed broker's own name with "עוסק מורשה / Lic. Dealer" under his
 * English brand), the broker's licence, "מס' / No." ("25-004412" or six digits), "תאריך / Date" (dd/mm/yyyy
 * or dd.mm.yyyy) a day to a week after release, the importer (a company's valid ח.פ. or a returning
 * resident's valid ת.ז.), the shipment (bill of lading or air waybill, container, vessel or flight, arrival
 * and release dates, a fourteen-digit import entry, the goods' value in USD or EUR and the rate), our
 * services with VAT (clearance as a share of the value with a minimum, file, port handling, haulage,
 * documents), "סה"כ שירותים / Services", VAT, then "הוצאות ששולמו עבורכם / Disbursements" not subject
 * to our VAT (customs duty, import VAT at the rate of the day, purchase tax on some, port fees), "סה"כ
 * לתשלום / Total due" and the due date.
 */
export const mixedCustomsBrokerInvoice: Layout = {
  id: 'mixed-customs-broker-invoice',
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng: Rng) {
    const b = rng.pick(BROKERS);
    const vendorTaxId = taxId(rng, b.company);
    const c = rng.pick(CLIENTS);
    const date = randomDate(rng, '2023-06-20', '2026-02-28');
    const rate = israeliRate(date);
    const release = addDays(date, -rng.int(1, 7));
    const arrival = addDays(release, -rng.int(2, 9));
    const sea = rng.chance(0.65);
    const cur = rng.pick(['USD', 'EUR'] as const);
    const fx = cur === 'USD' ? rng.int(3550, 3850) : rng.int(3850, 4150);
    const value = rng.int(40, 900) * 10000;
    const valueIls = Math.round((value * fx) / 1000);
    const clearance = Math.max(45000, share(valueIls, 0.35));
    const services: [string, string, number][] = [
      ['עמילות מכס', 'Customs clearance (0.35%, min. 450.00)', clearance],
      ['פתיחת תיק ותיעוד', 'File opening & documentation', rng.pick([15000, 18000])],
    ];
    if (sea) services.push(['טיפול בנמל ותיאום בדיקה', 'Port handling & inspection', rng.pick([35000, 42000, 55000])]);
    if (rng.chance(0.6)) services.push(['הובלה למחסני הלקוח', 'Haulage to your premises', rng.int(90, 260) * 1000]);
    if (rng.chance(0.4)) services.push(['אישורי תקן ומשרד הכלכלה', 'Standards & import licences', 25000]);
    const net = services.reduce((a, s) => a + s[2], 0);
    const vat = vatOfNet(net, rate);
    const duty = share(valueIls, rng.pick([0, 6, 8, 12]));
    const purchase = rng.chance(0.3) ? share(valueIls + duty, 15) : 0;
    const importVat = vatOfNet(valueIls + duty + purchase, rate);
    const disb: [string, string, number][] = [];
    if (duty) disb.push(['מכס', 'Customs duty', duty]);
    if (purchase) disb.push(['מס קנייה', 'Purchase tax', purchase]);
    disb.push([`מע"מ יבוא ${rate}%`, `Import VAT ${rate}%`, importVat]);
    if (sea) disb.push(['אגרות נמל ואחסנה', 'Port dues & storage', rng.int(40, 320) * 1000]);
    const disbSum = disb.reduce((a, s) => a + s[2], 0);
    const total = net + vat + disbSum;
    const docNo = rng.chance(0.5) ? `${date.slice(2, 4)}-${String(rng.int(1000, 9999)).padStart(6, '0')}` : String(rng.int(300000, 399999));
    const font = rng.pick(["'Open Sans','Noto Sans Hebrew'", "'FreeSans'", "'DejaVu Sans'"]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const sh = rng.chance(0.5) ? (x: number) => `₪${amount(x)}` : (x: number) => `${amount(x)} NIS`;
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const row = ([he, en, s]: [string, string, number]) => `<tr><td>${esc(he)}</td><td class="en">${esc(en)}</td><td>${amount(s)}</td></tr>`;
    const body = `<div class="hd"><div><div class="he">${esc(b.company ? b.he : `עמילות מכס ${b.he}`)}</div><div class="enn">${esc(b.en)}</div><div>${esc(b.city[0])} · <bdi>${esc(b.city[1])}</bdi></div>
<div>${b.company ? l('ח.פ.', 'Co. No.') : `${esc(b.he)} · ${l('עוסק מורשה', 'Lic. Dealer')}`} ${b.company && rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId} · ${l('רישיון סוכן מכס', 'Broker licence')} ${rng.int(1000, 4999)}</div><div>${landline(rng)} · ${cellular(rng)}</div></div>
<div class="box"><div class="t">חשבונית מס / <bdi>Tax Invoice</bdi></div><div>${l("מס'", 'No.')} <b>${docNo}</b></div><div>${l('תאריך', 'Date')} ${dt(date, fmt)}</div><div>${l('מקור', 'Original')}</div></div></div>
<div class="grid"><div><b>${l('לכבוד', 'To')}</b><br>${esc(c.name)}<br>${c.company ? `${l('ח.פ.', 'Co. No.')} ${taxId(rng)}` : `${l('ת.ז.', 'ID')} ${personalId(rng)}`}<br>${l('תיק', 'File')} ${rng.int(10000, 99999)}/${date.slice(2, 4)}</div>
<div>${sea ? `${l('שטר מטען', 'B/L')} ${billOfLading(rng)}<br>${l('מכולה', 'Container')} ${container(rng)}<br>${l('אונייה', 'Vessel')} ${esc(rng.pick(['ZIM SAMMY OFER', 'MSC ARIANE', 'CONTSHIP ACE', 'MAERSK KOLKATA']))}` : `${l('שטר מטען אווירי', 'AWB')} ${rng.pick(['114', '160', '176', '020'])}-${rng.digits(8)}<br>${l('טיסה', 'Flight')} ${letters(rng, 2)}${rng.int(100, 999)}`}<br>
${l('הגעה', 'Arrival')} ${dt(arrival, fmt)} · ${l('שחרור', 'Release')} ${dt(release, fmt)}<br>${l('רשימון יבוא', 'Import entry')} ${rng.digits(14)}<br>${l('טובין', 'Goods')} <bdi>${esc(c.goods)}</bdi><br>${l('ערך', 'Value')} <bdi>${cur} ${amount(value)}</bdi> · ${l('שער', 'Rate')} ${(fx / 1000).toFixed(3)}</div></div>
<table class="it"><tr><th colspan="3">${l('שירותים (חייבים במע"מ)', 'Our services (subject to VAT)')}</th></tr>${services.map(row).join('')}
<tr class="st"><td colspan="2">${l('סה"כ שירותים', 'Services')}</td><td>${amount(net)}</td></tr><tr><td colspan="2">${l(`מע"מ ${rate}%`, `VAT ${rate}%`)}</td><td>${amount(vat)}</td></tr>
<tr class="st"><td colspan="2">${l('סה"כ שירותים כולל מע"מ', 'Services incl. VAT')}</td><td>${amount(net + vat)}</td></tr>
<tr><th colspan="3">${l('הוצאות ששולמו עבורכם (אינן חייבות במע"מ שלנו)', 'Disbursements paid on your behalf (not subject to our VAT)')}</th></tr>${disb.map(row).join('')}
<tr class="st"><td colspan="2">${l('סה"כ הוצאות', 'Disbursements')}</td><td>${amount(disbSum)}</td></tr><tr class="b"><td colspan="2">${l('סה"כ לתשלום', 'Total due')}</td><td>${sh(total)}</td></tr></table>
<div class="foot">${l('לתשלום עד', 'Payment due')} ${dt(addDays(date, rng.pick([7, 14, 30])), fmt)} · ${l('העברה לחשבון', 'Bank transfer')}: ${rng.pick(['12', '10', '20', '11'])}-${rng.int(100, 899)}-${rng.digits(6)}<br>
מע"מ יבוא ששולם למכס ניתן לקיזוז על פי הרשימון · <bdi>Import VAT paid to Customs is deductible against the import entry.</bdi></div>`;
    const css = `body{font-family:${font},'Noto Sans Hebrew',sans-serif;font-size:10.5px;color:#1d1d1d;padding:12mm 14mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${b.color};padding-bottom:3mm;line-height:1.55}
.he{font-size:18px;font-weight:bold;color:${b.color}}.enn{direction:ltr;text-align:right;font-size:12px;letter-spacing:0.5px;color:#555}.box{border:2px solid ${b.color};padding:2mm 4mm;line-height:1.6;min-width:50mm}.t{font-size:14px;font-weight:bold}
.grid{display:flex;gap:8mm;margin:4mm 0;line-height:1.6}.grid>div{flex:1;border:1px solid #ccc;padding:2mm 3mm}table{border-collapse:collapse;width:100%}.it th{background:${b.color};color:#fff;text-align:right;padding:1.6mm 2mm;font-weight:normal}
.it td{padding:1.4mm 2mm;border-bottom:1px solid #e3e3e3}.it td.en{direction:ltr;text-align:right;color:#555}.it td:last-child{text-align:left;white-space:nowrap;width:30mm}.st td{font-weight:bold;background:#f1f3f5}
.b td{font-weight:bold;font-size:14px;border-top:2px solid #111;border-bottom:2px solid #111}.foot{margin-top:6mm;font-size:9.5px;color:#555;line-height:1.6}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: b.he, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
