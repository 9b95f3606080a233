import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, personalId, plate, share } from '../../generalisation/notation';

const OPERATORS = [
  { en: 'BLACK LANE VIP', he: 'בלאק ליין הסעות VIP', legal: 'בלאק ליין שירותי הסעה בע"מ', company: true },
  { en: 'Galil Chauffeur', he: 'נהג אישי בגליל', legal: 'ניר אבוטבול', company: false },
  { en: 'Jerusalem Executive Cars', he: 'רכבי מנהלים ירושלים', legal: 'רכבי מנהלים ירושלים (2016) בע"מ', company: true },
];
const ROUTES: [string, string, number][] = [
  ['נתב"ג, טרמינל 3', 'Ben Gurion Airport T3', 0],
  ['מלון דן, תל אביב', 'Dan Hotel, Tel Aviv', 1],
  ['מלון המלך דוד, ירושלים', 'King David Hotel, Jerusalem', 1],
  ['ים המלח, עין בוקק', 'Dead Sea, Ein Bokek', 2],
  ['טבריה, מלון סקוטי', 'Tiberias, Scots Hotel', 2],
  ['קיסריה, נמל עתיק', 'Caesarea, ancient harbour', 1],
  ['חיפה, המושבה הגרמנית', 'Haifa, German Colony', 1],
];
const VEHICLES = ['מרצדס E / Mercedes E-Class', 'מרצדס V (7 מקומות) / Mercedes V-Class (7 seats)', 'סקודה סופרב / Skoda Superb'];

/**
 * A chauffeur and executive transfer service's A5 receipt with every label in Hebrew and English (Noto Sans
 * Hebrew, FreeSans or Miriam CLM; the English brand in URW Gothic): the English and Hebrew brands, the Hebrew
 * legal name with "ח.פ. / Co. Reg." or the owner's name with "עוסק מורשה / Licensed Dealer", "חשבונית מס-קבלה /
 * Tax Invoice-Receipt" "מס' / No." ("CH-10482" or five digits), "תאריך / Date" (dd/mm/yyyy or dd.mm.yy) on the
 * last ride's day or the day after; the passenger (a foreign guest with a passport, or an Israeli with a valid
 * ת.ז.), the booking reference and a flight number; two to four rides with date, pickup time, from and to in
 * both languages and a fare, waiting time in minutes × a rate, a 25% night surcharge on some rides, the Route
 * 6 toll, "סה"כ / Total ₪", "כולל מע"מ / VAT incl.", card or cash, the driver, the car and its plate.
 */
export const mixedChauffeurTransferReceipt: Layout = {
  id: 'mixed-chauffeur-transfer-receipt',
  lang: 'mixed',
  kind: 'transport',
  make(rng: Rng) {
    const o = rng.pick(OPERATORS);
    const vendorTaxId = taxId(rng, o.company);
    const first = randomDate(rng, '2023-07-01', '2026-02-15');
    const n = rng.int(2, 4);
    const rides = Array.from({ length: n }, (_, i) => {
      const [a, b] = rng.some(ROUTES, 2);
      const t = rng.int(4 * 60, 23 * 60);
      const fare = 45000 + (a[2] + b[2]) * 28000 + rng.int(0, 20) * 1000;
      const night = t < 6 * 60 || t >= 22 * 60 ? share(fare, 25) : 0;
      return { d: addDays(first, i * rng.int(1, 3)), t, a, b, fare, night };
    });
    const last = rides[rides.length - 1].d;
    const date = rng.chance(0.6) ? last : addDays(last, 1);
    const rate = israeliRate(date);
    const waitMin = rng.chance(0.5) ? rng.pick([30, 45, 60, 90]) : 0;
    const waitRate = 300; // agorot a minute
    const toll = rng.chance(0.4) ? rng.pick([2890, 3140, 4620]) : 0;
    const total = rides.reduce((s, r) => s + r.fare + r.night, 0) + waitMin * waitRate + toll;
    const vat = vatOfGross(total, rate);
    const docNo = rng.chance(0.5) ? `CH-${rng.int(10000, 12999)}` : String(rng.int(20000, 58999));
    const font = rng.pick(['Noto Sans Hebrew', 'FreeSans', 'Miriam CLM']);
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const foreign = rng.chance(0.6);
    const row = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const body = `<div class="hd"><div class="en">${esc(o.en)}</div><div class="he">${esc(o.he)}</div><div class="sm">${esc(o.legal)} · ${o.company ? l('ח.פ.', 'Co. Reg.') : l('עוסק מורשה', 'Licensed Dealer')} ${vendorTaxId} · <bdi>${cellular(rng)}</bdi></div></div>
<div class="tt">${l('חשבונית מס-קבלה', 'Tax Invoice-Receipt')} &nbsp; ${l("מס'", 'No.')} ${docNo}</div><div>${l('תאריך', 'Date')}: ${rng.chance(0.5) ? dt(date, 'dd/mm/yyyy') : dt(date, 'dd.mm.yy')}</div>
<div class="px">${l('נוסע', 'Passenger')}: ${foreign ? `${esc(rng.pick(['Mr John Whitaker', 'Ms Claire Dubois', 'Mr Hans Becker', 'Mrs Linda Moss']))} · ${l('דרכון', 'Passport')} ${rng.pick(['C', 'P', 'X'])}${rng.digits(8)}` : `${esc(rng.pick(['אורי שגב', 'מיכל ברק', 'רון אלמוג']))} · ת.ז. ${personalId(rng)}`} · ${l('הזמנה', 'Booking')} BK${rng.digits(6)} · ${l('טיסה', 'Flight')} ${rng.pick(['LY', 'BA', 'LH', 'UA', 'AF'])} ${rng.int(1, 999)}</div>
<table class="it"><tr><th>${l('תאריך', 'Date')}</th><th>${l('שעה', 'Time')}</th><th>${l('מסלול', 'Route')}</th><th>${l('סכום', 'Fare')}</th></tr>
${rides.map((r) => `<tr><td>${dt(r.d, 'dd/mm/yyyy')}</td><td>${hhmm(r.t)}</td><td>${esc(r.a[0])} ← ${esc(r.b[0])}<div class="sm"><bdi>${esc(r.a[1])} → ${esc(r.b[1])}</bdi></div></td><td>${amount(r.fare)}</td></tr>${r.night ? `<tr><td></td><td></td><td>${l('תוספת לילה 25%', 'Night surcharge 25%')}</td><td>${amount(r.night)}</td></tr>` : ''}`).join('')}
${waitMin ? `<tr><td></td><td></td><td>${l('זמן המתנה', 'Waiting time')} ${waitMin} ${l("דק'", 'min')} × ${amount(waitRate)}</td><td>${amount(waitMin * waitRate)}</td></tr>` : ''}${toll ? `<tr><td></td><td></td><td>${l('כביש 6', 'Route 6 toll')}</td><td>${amount(toll)}</td></tr>` : ''}</table>
<table class="tot">${row(`${l('סה"כ', 'Total')} ₪`, amount(total), 'b')}${row(`${l('כולל מע"מ', 'VAT incl.')} ${rate}%`, amount(vat))}${row(l('שולם', 'Paid'), rng.chance(0.7) ? `${l('אשראי', 'Card')} ****${rng.digits(4)}` : l('מזומן', 'Cash'))}</table>
<div class="sm ft">${l('נהג', 'Driver')}: ${esc(rng.pick(['אבי', 'סמיר', 'דימה', 'יוסי']))} · ${esc(rng.pick(VEHICLES))} · ${plate(rng)}</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#111;padding:10mm 11mm}.hd{text-align:center;background:#111;color:#fff;padding:3mm;line-height:1.5}.en{font-family:'URW Gothic',sans-serif;font-size:22px;letter-spacing:2px;direction:ltr}.he{font-size:13px}.hd .sm{color:#ddd}
.sm{font-size:9.5px;color:#555}.tt{font-size:14px;font-weight:bold;margin-top:4mm}.px{margin:3mm 0;line-height:1.5}table{border-collapse:collapse;width:100%}.it th{border-bottom:1.5px solid #111;padding:1.2mm;text-align:right;font-size:10px}.it td{padding:1.2mm;border-bottom:1px solid #ddd;vertical-align:top}
.it td:last-child,.it th:last-child{text-align:left;white-space:nowrap}.tot{width:74mm;margin:3mm auto 0 0}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:13.5px;border-top:2px solid #111}.ft{margin-top:6mm}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
