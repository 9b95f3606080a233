import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, notAnId, plate } from '../../generalisation/notation';
import { baseCss, e, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-upper-galilee-fuel-slip';

const SHOP: [string, number][] = [
  ['אספרסו כפול / Double espresso', 1200],
  ['מים מינרליים / Mineral water', 800],
  ['מגבונים לרכב / Car wipes', 1900],
  ['נוזל שמשות / Screen wash', 2400],
  ['כריך טונה / Tuna sandwich', 2600],
  ['מפת טיולים / Hiking map', 4900],
];

const VENDORS = [
  {
    brand: 'דלק החרמון · HERMON GATE FUEL',
    legal: 'שער החרמון אנרגיה בע"מ',
    company: true,
    site: 'צומת כוח, גליל עליון / Koah Junction',
    page: '80mm 230mm',
    width: 72,
    font: "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
    num: (rng: Rng) => `HG${rng.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
  },
  {
    brand: 'תחנת דישון · DISHON STATION',
    legal: 'ראאד חסון',
    company: false,
    site: 'כביש 899, ליד מושב דישון / Route 899',
    page: '60mm 230mm',
    width: 54,
    font: "'Miriam CLM','FreeSans',sans-serif",
    num: (rng: Rng) => `${rng.int(1, 8)}/${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yy'),
  },
];

export const mixedUpperGalileeFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const d = next(ID, rng);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diesel = rng.chance(0.4);
    const litres = rng.int(1500, 6500) / 100;
    const perL = rng.int(620, 780);
    const fuel = mul(litres, perL);
    const extras = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const sum = fuel + total(extras.map((x) => x[1]));
    const tax = vatIn(sum, rate);
    const body = `<div class="r">
<div class="c b brand">${v.brand}</div>
<div class="c sm">${v.site}</div>
${v.company ? `<div class="c">${e(v.legal)}</div><div class="c">ח.פ. / Co. No. ${ltr(hyphenId(id))}</div>` : ''}
<div class="rule"></div>
<div class="c b">חשבונית מס קבלה / TAX INVOICE RECEIPT</div>
${row('מס׳ / No.', ltr(number))}
${row('תאריך / Date', ltr(v.date(date)))}
${row('שעה / Time', ltr(`${String(rng.int(5, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`))}
${row('משאבה / Pump', ltr(String(rng.int(1, 8))))}
${row('רכב / Vehicle', ltr(plate(rng)))}
${row('ק"מ / Odometer', ltr(String(rng.int(12000, 260000))))}
<div class="rule"></div>
<div>${diesel ? 'סולר / Diesel' : 'בנזין 95 / Unleaded 95'}</div>
${row(ltr(`${litres.toFixed(2)} L x ${amount(perL)}`), ltr(amount(fuel)))}
${extras.map(([n, p]) => row(e(n), ltr(amount(p)))).join('')}
<div class="rule"></div>
${row('סה"כ / TOTAL ₪', ltr(amount(sum)), 'big')}
${row(`מע"מ / VAT ${rate}%`, ltr(amount(tax)))}
${row('ללא מע"מ / Net', ltr(amount(sum - tax)))}
<div class="rule"></div>
${row('אשראי / Card', ltr(`**** ${rng.digits(4)}`))}
${row('אישור / Auth', ltr(rng.digits(6)))}
${rng.chance(0.5) ? row('מועדון / Club', ltr(notAnId(rng))) : ''}
${v.company ? '' : `<div class="rule"></div><div class="c">${e(v.legal)}</div><div class="c">עוסק מורשה / Licensed Dealer ${ltr(id)}</div>`}
<div class="c sm">נסיעה טובה / Drive safely</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.brand{font-size:14px}.big{font-weight:bold;font-size:13px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
