import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, notAnId, plate } from '../../generalisation/notation';
import { baseCss, e, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-jezreel-valley-fuel-slip';

const SHOP: [string, number][] = [
  ['קפה הפוך / Latte', 1400],
  ['מים מינרליים / Water 1.5L', 900],
  ['מגבונים / Wipes', 1290],
  ['נוזל לשמשות / Screen wash', 2490],
  ['כריך / Sandwich', 2600],
  ['שמן מנוע / Engine oil 1L', 5490],
];

const VENDORS = [
  {
    brand: 'תחנת העמק / VALLEY FUEL',
    legal: 'יזרעאל אנרגיה תחנות בע"מ',
    company: true,
    site: 'צומת העמק, עפולה / Ha-Emek Jct, Afula',
    page: '80mm 230mm',
    width: 72,
    font: "'DejaVu Sans','Noto Sans Hebrew',sans-serif",
    num: (rng: Rng) => `VF${rng.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'תחנת כפר יהושע / KFAR YEHOSHUA STATION',
    legal: 'ג׳מאל זועבי',
    company: false,
    site: 'כביש 70, כפר יהושע / Route 70',
    page: '62mm 230mm',
    width: 54,
    font: "'Nachlieli CLM','FreeSans',sans-serif",
    num: (rng: Rng) => `${rng.int(1, 8)}-${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const mixedJezreelValleyFuelSlip: Layout = {
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
    const diesel = rng.chance(0.35);
    const litres = rng.int(1500, 6500) / 100;
    const ppl = rng.int(620, 790);
    const fuel = mul(litres, ppl);
    const extras = rng.chance(0.5) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const sum = fuel + total(extras.map(([, p]) => p));
    const tax = vatIn(sum, rate);
    const club = rng.chance(0.5) ? notAnId(rng) : '';
    const who = v.company
      ? `<div class="c">${e(v.legal)}</div><div class="c">ח.פ. / Co. Reg. ${ltr(hyphenId(id))}</div>`
      : `<div class="c">${e(v.legal)}</div><div class="c">ע.מ. / Licensed Dealer ${ltr(id)}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div>
<div class="c sm">${v.site}</div>
${v.company ? who : ''}
<div class="rule"></div>
<div class="c b">חשבונית מס קבלה / TAX INVOICE RECEIPT</div>
${row('מס׳ / No.', ltr(number))}
${row('תאריך / Date', ltr(v.date(date)))}
${row('שעה / Time', ltr(`${String(rng.int(5, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`))}
${row('משאבה / Pump', ltr(String(rng.int(1, 12))))}
${row('רכב / Plate', ltr(plate(rng)))}
${row('ק"מ / Odometer', ltr(String(rng.int(20000, 290000))))}
<div class="rule"></div>
<div>${diesel ? 'סולר / Diesel' : 'בנזין 95 / Unleaded 95'}</div>
${row(ltr(`${litres.toFixed(2)} L x ${amount(ppl)}`), ltr(amount(fuel)))}
${extras.map(([n, p]) => row(n, ltr(amount(p)))).join('')}
<div class="rule"></div>
${row('סה"כ / TOTAL ₪', ltr(amount(sum)), 'big')}
${row(`מע"מ / VAT ${rate}%`, ltr(amount(tax)))}
${row('נטו / Net', ltr(amount(sum - tax)))}
<div class="rule"></div>
${row('כרטיס / Card', ltr(`**** ${rng.digits(4)}`))}
${row('אישור / Auth', ltr(rng.digits(6)))}
${club ? row('מועדון / Club', ltr(club)) : ''}
${v.company ? '' : `<div class="rule"></div>${who}`}
<div class="c sm">נסיעה טובה / Drive safely</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:9px;color:#111}.r{width:${v.width}mm;padding:3mm}.brand{font-size:13px;font-weight:bold}.big{font-weight:bold;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
