import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, mul, plate } from '../../generalisation/notation';
import { bi, stirred, vendorId } from './extra';

const STOPS = [
  {
    en: 'ARAVA ROAD STOP',
    he: 'מתחם דרך הערבה',
    legal: 'דרך הערבה תחנות ושירותי דרך בע"מ',
    label: 'ח.פ. / Co. No.',
    company: true,
    where: 'כביש 90, צומת עין יהב / Route 90, Ein Yahav Jct.',
    hyphen: true,
  },
  {
    en: 'GOLAN HEIGHTS STOP',
    he: 'תחנת רמת הגולן',
    legal: "ג'מיל חסון",
    label: 'עוסק מורשה / Licensed Dealer',
    company: false,
    where: 'כביש 98, צומת אורטל / Route 98, Ortal Jct.',
    hyphen: false,
  },
  {
    en: "SHA'AR HANEGEV REST AREA",
    he: 'חניון דרכים שער הנגב',
    legal: 'שער הנגב מתחמי דרך (2008) בע"מ',
    label: 'ח"פ / Reg. No.',
    company: true,
    where: 'כביש 34, צומת יד מרדכי / Route 34, Yad Mordechai Jct.',
    hyphen: false,
  },
];
const CAFE: [string, string, number][] = [
  ['קפה הפוך', 'Cappuccino', 1400],
  ['אספרסו כפול', 'Double espresso', 1100],
  ['כריך טונה', 'Tuna sandwich', 2900],
  ['בורקס גבינה', 'Cheese burekas', 1600],
  ["מים מינרליים 1.5 ל'", 'Mineral water 1.5L', 900],
  ['שתייה קלה פחית', 'Soft drink can', 1000],
  ['חטיף אנרגיה', 'Energy bar', 800],
  ['מגבונים לרכב', 'Car wipes', 1900],
];

/**
 * A highway rest stop's fuel and café slip on 80 mm paper with every label in Hebrew and English (DejaVu
 * Sans Mono, Liberation Mono or Noto Sans Mono with Noto Sans Hebrew; the English name in DejaVu Sans
 * Condensed bold capitals on a rule of dashes and the Hebrew one under it): the road and junction, the legal
 * name with "ח.פ. / Co. No." / "ח"פ / Reg. No." (hyphenated on some) or the operator's own name with
 * "עוסק מורשה / Licensed Dealer"; "חשבונית מס קבלה / Tax Invoice Receipt", "מס' / No." as station-serial
 * ("0457-118203"), "תאריך / Date", "שעה / Time", "עסקה / Trans."; "משאבה / Pump", "רכב / Plate", "ק"מ /
 * Odometer" on some; petrol 95 or diesel in litres to two decimals × the price a litre, then café items;
 * "סה"כ / Total ₪", "מזה מע"מ / of which VAT 17%/18%"; the card and "אישור / Auth"; loyalty points.
 */
export const mixedHighwayRestStopSlip: Layout = {
  id: 'mixed-highway-rest-stop-slip',
  lang: 'mixed',
  kind: 'fuel',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-highway-rest-stop-slip');
    const s = rng.pick(STOPS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const date = randomDate(rng, '2024-01-01', '2025-12-20');
    const rate = israeliRate(date);
    const diesel = rng.chance(0.35);
    const perLitre = (diesel ? rng.int(660, 730) : rng.int(690, 770)) + (s.company ? 0 : 10); // self-service plus a small service fee
    const litres = rng.int(1800, 6500) / 100;
    const fuel = mul(litres, perLitre);
    const cafe = rng.some(CAFE, rng.int(0, 3)).map(([he, en, unit]) => ({ he, en, unit, qty: rng.int(1, 2) }));
    const total = fuel + cafe.reduce((a, c) => a + c.qty * c.unit, 0);
    const vat = vatOfGross(total, rate);
    const docNo = `${String(rng.int(100, 999)).padStart(4, '0')}-${rng.int(100000, 399999)}`;
    const font = rng.pick(['DejaVu Sans Mono', 'Liberation Mono', 'Noto Sans Mono']);
    const fmt = rng.pick(['dd/mm/yy', 'dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${bi(a)}</span><span>${b}</span></div>`;
    const fuelName = diesel ? 'סולר / Diesel' : 'בנזין 95 / Petrol 95';
    const body = `<div class="en">${esc(s.en)}</div><div class="he">${esc(s.he)}</div><div class="c sm">${bi(esc(s.where))}</div>
<div class="c sm">${esc(s.legal)}</div><div class="c sm">${bi(s.label)}: <bdi>${s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId}</bdi></div><div class="dash"></div>
<div class="c b">${bi('חשבונית מס קבלה / Tax Invoice Receipt')}</div>${r("מס' / No.", `<bdi>${docNo}</bdi>`, 'b')}${r('תאריך / Date', `<bdi>${dt(date, fmt)}</bdi>`)}${r('שעה / Time', hhmm(rng.int(0, 24 * 60 - 1)))}${r('עסקה / Trans.', rng.digits(6))}<div class="dash"></div>
${r('משאבה / Pump', String(rng.int(1, 12)))}${rng.chance(0.6) ? r('רכב / Plate', `<bdi>${plate(rng)}</bdi>`) : ''}${rng.chance(0.4) ? r('ק"מ / Odometer', rng.int(12000, 260000).toLocaleString('en')) : ''}
${r(fuelName, amount(fuel), 'b')}<div class="sub"><bdi dir="ltr">${litres.toFixed(2)} L × ${amount(perLitre)}</bdi></div>
${cafe.map((c) => r(`${esc(c.he)} / ${esc(c.en)}`, amount(c.qty * c.unit)) + (c.qty > 1 ? `<div class="sub"><bdi dir="ltr">${c.qty} × ${amount(c.unit)}</bdi></div>` : '')).join('')}<div class="dash"></div>
${r('סה"כ / Total ₪', amount(total), 'big b')}${r(`מזה מע"מ / of which VAT ${rate}%`, amount(vat), 'sm')}<div class="dash"></div>
${r(`${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} / Card`, `<bdi>**${rng.digits(4)}</bdi>`)}${r('אישור / Auth', rng.digits(7))}<div class="dash"></div>
${rng.chance(0.6) ? `<div class="c sm">${bi(`נקודות שנצברו / Points earned: ${Math.floor(total / 500)}`)}</div>` : ''}<div class="c sm">${bi('נסיעה בטוחה / Drive safely')}</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',monospace;font-size:11px;width:70mm;padding:4mm 5mm;color:#000}
.en{font-family:'DejaVu Sans Condensed','DejaVu Sans',sans-serif;font-weight:bold;font-size:17px;text-align:center;border-top:2px dashed #000;border-bottom:2px dashed #000;padding:1mm 0;direction:ltr}.he{text-align:center;font-size:14px;font-weight:bold;margin:1mm 0}
.c{text-align:center}.b{font-weight:bold}.big{font-size:13.5px}.sm{font-size:9.5px}.sub{font-size:10px;padding-right:3mm}.dash{border-top:1px dashed #000;margin:1.5mm 0}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}`;
    const page = '80mm 200mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
