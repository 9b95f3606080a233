import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, share } from '../../generalisation/notation';
import { bi, dated, lr, notSaturday, taxIn, vid } from './extra';

const ID = 'mixed-market-car-park-receipt';

const VENDORS = [
  {
    brand: 'חניון שוק תלפיות',
    brandEn: 'TALPIOT MARKET PARKING',
    site: bi('רח׳ סירקין 14, חיפה', '14 Sirkin St., Haifa', '<br>'),
    legal: 'תלפיות חניונים ושירותים בע"מ',
    company: true,
    label: bi('ח.פ.', 'Company No.'),
    num: (r: { int(a: number, b: number): number }) => `${r.int(1, 3)}${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    tariff: [1200, 300, 5400],
    font: "'Keter YG','David CLM',serif",
    width: 66,
    page: '76mm 200mm',
    color: '#065f46',
    top: false,
  },
  {
    brand: 'חניון שוק הפשפשים',
    brandEn: 'FLEA MARKET PARKING',
    site: bi('שד׳ ירושלים 2, יפו', '2 Jerusalem Blvd., Jaffa', '<br>'),
    legal: 'ראמי ג׳באלי',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    num: (r: { int(a: number, b: number): number }) => `J-${r.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    tariff: [1600, 400, 7000],
    font: "'FreeMono','Miriam Mono CLM',monospace",
    width: 50,
    page: '58mm 205mm',
    color: '#111',
    top: true,
  },
];

export const mixedMarketCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const entry = rng.int(7 * 60, 14 * 60);
    const minutes = rng.int(35, 6 * 60);
    const exit = entry + minutes;
    const [first, extra, cap] = v.tariff;
    const quarters = Math.max(0, Math.ceil((minutes - 60) / 15));
    const fee = Math.min(cap, first + quarters * extra);
    const stamp = rng.chance(0.5);
    const disc = stamp ? share(fee, 50) : 0;
    const total = fee - disc;
    const tax = taxIn(total, rate);
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const rule = '<div class="rule"></div>';
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}: ${id}</div>`;
    const body = `<div class="r">
<div class="c brand">${esc(v.brand)}</div><div class="c b en">${v.brandEn}</div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
${rule}
<div class="c b">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt', '<br>')}</div>
${r(bi('מספר', 'No.'), lr(number))}
${r(bi('תאריך', 'Date'), lr(v.date(date)))}
${r(bi('כרטיס', 'Ticket'), lr(`${rng.digits(3)}-${rng.digits(6)}`))}
${r(bi('רכב', 'Plate'), lr(plate(rng)))}
<table class="hr"><tr><th>${bi('כניסה', 'Entry', '<br>')}</th><th>${bi('יציאה', 'Exit', '<br>')}</th><th>${bi('משך', 'Duration', '<br>')}</th></tr><tr><td>${hhmm(entry)}</td><td>${hhmm(exit)}</td><td>${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}</td></tr></table>
${rule}
<div class="sm">${bi('תעריף', 'Rate')}: ${bi(`שעה ראשונה ${amount(first)}`, `1st hour ${amount(first)}`)}<br>${bi(`כל רבע שעה ${amount(extra)}`, `per 15 min ${amount(extra)}`)}<br>${bi(`מקסימום ליום ${amount(cap)}`, `day max ${amount(cap)}`)}</div>
${rule}
${r(bi('דמי חניה', 'Parking'), amount(fee))}
${stamp ? r(bi('הנחת קונים 50%', 'Shopper stamp 50%'), lr(`-${amount(disc)}`)) + `<div class="sm">${bi('חותמת דוכן', 'Stall stamp')}: ${rng.int(10, 240)}</div>` : ''}
${r(bi('סה"כ לתשלום', 'Amount due'), lr(`${amount(total)} ₪`), 'big')}
${r(bi(`מזה מע"מ ${rate}%`, `VAT incl. ${rate}%`), amount(tax))}
${rule}
${r(bi('תשלום', 'Paid by'), rng.chance(0.6) ? lr(`VISA ${rng.digits(4)}`) : bi('מזומן', 'Cash'))}
${r(bi('מכונה', 'Machine'), `${rng.int(1, 4)}`)}
${rule}
${v.top ? '' : vendor}
<div class="c sm">${bi('יום שישי – סגור מ-16:00', 'Friday – closes 16:00')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:8px}.en{letter-spacing:1px}.brand{font-size:15px;font-weight:bold;color:${v.color}}.big{font-weight:bold;font-size:11.5px}.rule{border-top:1px solid #444;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}.hr{width:100%;border-collapse:collapse;text-align:center;margin-top:2px}.hr th{font-size:8px;font-weight:normal;border-bottom:1px solid #555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
