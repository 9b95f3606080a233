import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, personalId } from '../../generalisation/notation';
import { passport } from './extra';

const SHOPS = [
  {
    en: 'VOLT RIDE',
    he: 'וולט רייד',
    legal: 'וולט רייד השכרות בע"מ',
    company: true,
    site: ['טיילת הרברט סמואל 50, תל אביב', '50 Herbert Samuel Promenade, Tel Aviv'],
    prefix: 'VR-',
  },
  { en: 'Kinneret E-Bikes', he: 'אופני הכנרת', legal: 'סאמר חורי', company: false, site: ['שדרות הטיילת 4, טבריה', '4 Promenade Blvd, Tiberias'], prefix: '' },
  { en: 'NEGEV BIKE HUB', he: 'מרכז האופניים נגב', legal: 'מצפה אופניים ותיירות בע"מ', company: true, site: ["רח' הנחל 6, מצפה רמון", '6 HaNahal St, Mitzpe Ramon'], prefix: 'NB' },
  { en: 'Jaffa Wheels', he: 'גלגלי יפו', legal: 'אלון טננבאום', company: false, site: ["רח' יפת 20, יפו", '20 Yefet St, Jaffa'], prefix: 'JW-' },
];
/** Hebrew, English, hourly rate and day rate (VAT included, agorot). */
const BIKES: [string, string, number, number][] = [
  ['אופניים חשמליים עירוניים', 'City e-bike', 3500, 15000],
  ['אופני הרים חשמליים', 'E-MTB', 6000, 26000],
  ['קורקינט חשמלי', 'E-scooter', 3000, 12000],
  ['אופני טנדם', 'Tandem bike', 4500, 18000],
];

/**
 * An e-bike and scooter rental shop's receipt on 80 mm paper with every label in Hebrew and English
 * (condensed DejaVu Sans, Liberation Sans Narrow or Roboto Condensed, with Noto Sans Hebrew): the
 * English brand and the Hebrew one, the Hebrew legal name (a company's "ח.פ. / Co. No." or the owner's
 * "ע.מ. / VAT No."), the site in both languages, "קבלה-חשבונית מס / Receipt-Tax Invoice", "מס' / No."
 * ("VR-014522", "NB14522" or five digits) with the date (the return day; dd/mm/yyyy or ISO), the rider
 * with a passport or a valid ת.ז., the bikes' fleet numbers, "יציאה / Out" and "החזרה / Return" with dates
 * and times (rentals of hours or of days), hours × the hourly rate capped at the day rate, or days × the
 * day rate, a damage waiver per bike per day, a child seat on some, a late return fee on some, "סה"כ /
 * Total" with VAT included and "מע"מ כלול / VAT incl.", the card hold released (not charged), the card or
 * cash paid.
 */
export const mixedEbikeRentalSlip: Layout = {
  id: 'mixed-ebike-rental-slip',
  lang: 'mixed',
  kind: 'rental receipt',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-02-28');
    const rate = israeliRate(date);
    const days = rng.pick([0, 1, 2, 3]);
    const start = addDays(date, -days);
    const outMin = rng.int(8 * 60, 14 * 60);
    const hours = days ? 0 : rng.int(1, 6);
    const late = !days && rng.chance(0.3);
    const backMin = days ? rng.int(9 * 60, 19 * 60) : outMin + hours * 60 + (late ? rng.int(20, 30) : -rng.int(0, 20));
    const [bikeHe, bikeEn, hourly, daily] = rng.pick(BIKES);
    const count = rng.int(1, 3);
    const lines: [string, string, string, number][] = [];
    if (days) lines.push([bikeHe, bikeEn, `${count} × ${days} ${days > 1 ? 'ימים / days' : 'יום / day'} × ${amount(daily)}`, count * days * daily]);
    else {
      const cost = Math.min(hours * hourly, daily);
      lines.push([bikeHe, bikeEn, hours * hourly > daily ? `${count} × ${amount(daily)} (תקרה יומית / day cap)` : `${count} × ${hours} ש' / h × ${amount(hourly)}`, count * cost]);
    }
    const units = Math.max(days, 1);
    if (rng.chance(0.6)) lines.push(['ביטוח נזק', 'Damage waiver', `${count} × ${units} × 25.00`, count * units * 2500]);
    lines.push(['קסדה ומנעול', 'Helmet & lock', '', 0]);
    if (rng.chance(0.3)) lines.push(['מושב ילד', 'Child seat', `${units} × 20.00`, units * 2000]);
    if (late) lines.push(['איחור בהחזרה', 'Late return', "30 דק' / min", Math.round(hourly / 2)]);
    const total = lines.reduce((a, l) => a + l[3], 0);
    const vat = vatOfGross(total, rate);
    const docNo =
      s.prefix === 'VR-' || s.prefix === 'JW-'
        ? `${s.prefix}${String(rng.int(1000, 29999)).padStart(6, '0')}`
        : s.prefix
          ? `${s.prefix}${rng.int(10000, 29999)}`
          : String(rng.int(10000, 29999));
    const font = rng.pick(["'DejaVu Sans'", "'Liberation Sans Narrow'", "'Roboto Condensed'"]);
    const condensed = font === "'DejaVu Sans'" ? 'font-stretch:condensed;' : '';
    const fmt = rng.pick(['dd/mm/yyyy', 'yyyy-mm-dd'] as const);
    const tourist = rng.chance(0.6);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const body = `<div class="s"><div class="en">${esc(s.en)}</div><div class="he">${esc(s.he)}</div><div class="c">${esc(s.legal)}<br>${s.company ? l('ח.פ.', 'Co. No.') : l('ע.מ.', 'VAT No.')} ${vendorTaxId}<br>${esc(s.site[0])}<br><bdi>${esc(s.site[1])}</bdi><br>${cellular(rng)}</div><div class="d"></div>
<div class="c b">קבלה-חשבונית מס / <bdi>Receipt-Tax Invoice</bdi></div>${r(`${l("מס'", 'No.')} <b>${docNo}</b>`, dt(date, fmt))}<div class="d"></div>
${r(l('רוכב/ת', 'Rider'), tourist ? `<bdi>${esc(rng.pick(['M. Schneider', 'E. Dubois', 'J. Carter', 'A. Rossi', 'K. Nowak']))}</bdi>` : esc(rng.pick(['אורי כץ', 'לינוי עמר', "ח'אלד מנסור", 'נעמה הלר'])))}
${r(tourist ? l('דרכון', 'Passport') : l('ת.ז.', 'ID'), tourist ? passport(rng, rng.pick(['US', 'IT', 'PL'] as const)) : personalId(rng))}${r(l("מס' כלי", 'Fleet no.'), Array.from({ length: count }, () => `#${rng.int(100, 480)}`).join(' '))}
${r(l('יציאה', 'Out'), `${dt(start, 'dd/mm')} ${hhmm(outMin)}`)}${r(l('החזרה', 'Return'), `${dt(date, 'dd/mm')} ${hhmm(backMin)}`)}<div class="d"></div>
${lines.map(([he, en, det, sum]) => `${r(`${esc(he)} / <bdi>${esc(en)}</bdi>`, amount(sum))}${det ? `<div class="det">${esc(det)}</div>` : ''}`).join('')}<div class="d"></div>
${r(`${l('סה"כ', 'Total')} ₪`, amount(total), 'b big')}${r(`${l('מע"מ כלול', 'VAT incl.')} ${rate}%`, amount(vat))}<div class="d"></div>
${r(l('פיקדון בכרטיס', 'Card hold'), `${amount(rng.pick([50000, 100000, 150000]))} - ${l('שוחרר', 'released')}`, 'sm')}
${rng.chance(0.75) ? r(`${l('אשראי', 'Card')} ****${rng.digits(4)}`, amount(total)) + r(l('אישור', 'Auth'), rng.digits(6)) : r(l('מזומן', 'Cash'), amount(total))}
<div class="d"></div><div class="c sm">חובה לחבוש קסדה · <bdi>Helmet required by law</bdi><br>תודה! · <bdi>Ride safe!</bdi></div></div>`;
    const css = `body{font-family:${font},'Noto Sans Hebrew',sans-serif;${condensed}font-size:11px;color:#000}.s{width:72mm;padding:4mm}.en{font-size:21px;font-weight:bold;text-align:center;direction:ltr;letter-spacing:1px}
.he{text-align:center;font-size:15px;font-weight:bold;margin-bottom:1mm}.c{text-align:center;line-height:1.4}.b{font-weight:bold}.big{font-size:14px}.sm{font-size:9.5px}.d{border-top:1.5px dotted #000;margin:1.8mm 0}
.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}.det{font-size:9.5px;color:#333;margin:0 3mm 0.8mm 0}`;
    return {
      page: '80mm 250mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 250mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
