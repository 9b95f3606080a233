import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';

const OPERATORS = [
  { brand: 'SKYLINK SHUTTLE', name: 'סקיילינק הסעות בע"מ' },
  { brand: 'NESHER-10', name: 'נשר עשר שירותי הסעה בע"מ' },
  { brand: 'GO2TLV', name: 'גו טו נתב"ג שאטלים בע"מ' },
];
const CITIES = ['ירושלים / Jerusalem', 'חיפה / Haifa', 'באר שבע / Beer Sheva', 'נתניה / Netanya', 'מודיעין / Modiin'];

/**
 * An airport shuttle minibus operator's receipt on 80 mm paper (Noto Sans Hebrew or DejaVu Sans)
 * with labels in Hebrew and English: the English brand, the Hebrew legal name and "ח.פ. / Reg.
 * No.", "קבלה-חשבונית מס / Receipt-Tax Invoice" with six digits, the trip's booking code, the
 * pick-up address and time on the day (or a return trip booked for a later date), passengers ×
 * fare, large suitcases, a night supplement on some, "סה"כ / Total ₪", "מע"מ כלול / VAT incl.",
 * the driver's number and the vehicle's plate, paid by card or in cash.
 */
export const mixedAirportShuttle: Layout = {
  id: 'mixed-airport-shuttle',
  lang: 'mixed',
  kind: 'transport',
  make(rng: Rng) {
    const o = rng.pick(OPERATORS);
    const vendorTaxId = taxId(rng);
    const date = randomDate(rng, '2023-06-01', '2026-03-29');
    const rate = israeliRate(date);
    const pax = rng.int(1, 5);
    const fare = rng.pick([6900, 7900, 8900, 12000]);
    const rows: [string, number, number][] = [[`נוסע / Passenger`, pax, fare]];
    const bags = rng.int(0, 3);
    if (bags) rows.push(['מזוודה גדולה / Large suitcase', bags, 1000]);
    const pick = rng.int(0, 1439);
    const night = pick < 6 * 60 || pick >= 23 * 60;
    if (night) rows.push(['תוספת לילה / Night supplement', 1, 2500]);
    const ret = rng.chance(0.35);
    if (ret) rows.push([`חזור ${dt(addDays(date, rng.int(3, 21)), 'dd/mm')} / Return`, pax, fare]);
    const total = rows.reduce((a, r) => a + r[1] * r[2], 0);
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(100000, 999999));
    const font = rng.pick(['Noto Sans Hebrew', 'DejaVu Sans']);
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="s"><div class="brand" dir="ltr">${esc(o.brand)}</div><div class="c">${esc(o.name)}</div><div class="c">ח.פ. / Reg. No. ${vendorTaxId}</div><div class="d"></div>
<div class="c b">קבלה-חשבונית מס / Receipt-Tax Invoice</div>${r("מס' / <bdi>No.</bdi>", docNo)}${r('תאריך / Date', dt(date, 'dd/mm/yyyy'))}${r('קוד הזמנה / Booking', `<span dir="ltr">SH-${rng.digits(5)}</span>`)}
${r('איסוף / Pick-up', `${esc(rng.pick(CITIES))} ${hhmm(pick)}`)}${r('יעד / To', 'נתב"ג / Ben Gurion T3')}<div class="d"></div>
${rows.map(([n, q, u]) => `<div>${esc(n)}</div>${r(`${q} × ${amount(u)}`, amount(q * u))}`).join('')}<div class="d"></div>
${r('סה"כ / Total ₪', amount(total), 'big')}${r(`מע"מ כלול / VAT incl. ${rate}%`, amount(vat))}<div class="d"></div>
${rng.chance(0.7) ? r(`כרטיס / Card **${rng.digits(4)}`, amount(total)) : r('מזומן / Cash', amount(total))}${r('נהג / Driver', String(rng.int(100, 999)))}${r('רכב / Vehicle', `<span dir="ltr">${rng.digits(3)}-${rng.digits(2)}-${rng.digits(3)}</span>`)}
<div class="c sm">שירות לקוחות / Support ${cellular(rng)}</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11.5px;color:#000}.s{width:72mm;padding:4mm}.brand{font-size:20px;font-weight:bold;text-align:center;letter-spacing:1px}
.c{text-align:center}.b{font-weight:bold}.big{font-weight:bold;font-size:15px}.sm{font-size:9.5px;margin-top:2mm}.d{border-top:1px solid #000;margin:1.5mm 0}.r{display:flex;justify-content:space-between;gap:2mm}`;
    return {
      page: '80mm 220mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      truth: { vendorName: o.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
