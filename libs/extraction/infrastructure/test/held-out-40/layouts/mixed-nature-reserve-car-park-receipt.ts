import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { bi, dated, lr, taxIn, vid } from './extra';

const ID = 'mixed-nature-reserve-car-park-receipt';

const VENDORS = [
  {
    brand: 'חניון שמורת החוף',
    brandEn: 'COASTAL RESERVE PARKING',
    site: bi('חוף הבונים, כביש 2 יציאה 220', 'Habonim Beach, Rd. 2 exit 220', '<br>'),
    legal: 'חניוני הכרמל והחוף בע"מ',
    company: true,
    label: bi('ח.פ.', 'Company No.'),
    idf: (id: string) => hyphenId(id),
    num: (r: { int(a: number, b: number): number }) => `HB${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    tariff: { car: 3000, van: 4500, moto: 1500 },
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    width: 56,
    page: '66mm 190mm',
    color: '#0369a1',
    top: false,
  },
  {
    brand: 'חניון מעיין הגבעה',
    brandEn: 'SPRING HILL CAR PARK',
    site: bi('ליד עין חמד, הרי ירושלים', 'by Ein Hemed, Judean Hills', '<br>'),
    legal: 'עדי שרעבי',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    idf: (id: string) => id,
    num: (r: { int(a: number, b: number): number }) => `${r.int(2000, 9999)}`,
    date: (iso: string) => dt(iso, 'yyyy-mm-dd'),
    tariff: { car: 2500, van: 4000, moto: 1200 },
    font: "'Keter YG','Frank Ruehl CLM',serif",
    width: 70,
    page: '80mm 190mm',
    color: '#4d7c0f',
    top: true,
  },
];

export const mixedNatureReserveCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = dated(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const kind = rng.pick(['car', 'car', 'van', 'moto'] as const);
    const names = { car: ['רכב פרטי', 'Private car'], van: ['רכב 7-9 מקומות', 'Van 7-9 seats'], moto: ['אופנוע', 'Motorcycle'] };
    const fee = v.tariff[kind];
    const extra = rng.chance(0.4);
    const late = extra ? rng.pick([1000, 1500]) : 0;
    const total = fee + late;
    const tax = taxIn(total, rate);
    const entry = rng.int(7 * 60, 13 * 60);
    const r = (a: string, b: string, cls = '') => `<div class="rw ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label} ${lr(v.idf(id))}</div>`;
    const body = `<div class="r">
<div class="band"><div class="c brand">${v.brand}</div><div class="c en">${v.brandEn}</div></div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
<div class="c b t">${bi('קבלה - חשבונית מס', 'Receipt - Tax Invoice', '<br>')}</div>
${r(bi('מס׳ קבלה', 'Receipt No.'), lr(number))}
${r(bi('תאריך', 'Date'), lr(v.date(date)))}
${r(bi('כניסה', 'Entry'), lr(hhmm(entry)))}
${r(bi('רכב', 'Plate'), lr(plate(rng)))}
${r(bi('סוג', 'Type'), bi(...(names[kind] as [string, string])))}
${r(bi('מבקרים', 'Visitors'), `${rng.int(1, 6)}`)}
<div class="rule"></div>
<div class="sm">${bi('תעריף יומי', 'Daily rate')}: ${bi('פרטי', 'car')} ${amount(v.tariff.car)} · ${bi('ואן', 'van')} ${amount(v.tariff.van)} · ${bi('אופנוע', 'moto')} ${amount(v.tariff.moto)}</div>
<div class="rule"></div>
${r(bi('חניה יומית', 'Day parking'), amount(fee))}
${extra ? r(bi('יציאה אחרי 19:00', 'Exit after 19:00'), amount(late)) : ''}
${r(bi('סה"כ', 'Total'), lr(`₪ ${amount(total)}`), 'big')}
${r(bi(`כולל מע"מ ${rate}%`, 'incl. VAT'), amount(tax))}
<div class="rule"></div>
${r(bi('תשלום', 'Payment'), rng.chance(0.7) ? lr(`${rng.pick(['VISA', 'MC', 'AMEX'])} ${rng.digits(4)}`) : bi('מזומן', 'Cash'))}
${r(bi('קופאי', 'Cashier'), `${rng.int(1, 9)}`)}
<div class="c sm">${bi('אין להבעיר אש · שמרו על הניקיון', 'No fires · keep it clean')}</div>
${v.top ? '' : vendor}
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.band{background:${v.color};color:#fff;padding:3px;border-radius:4px}.c{text-align:center}.b{font-weight:bold}.t{margin:4px 0}.sm{font-size:8px}.en{font-size:9px;letter-spacing:1px}.brand{font-size:14px;font-weight:bold}.big{font-weight:bold;font-size:12px}.rule{border-top:1px solid #555;margin:3px 0}.rw{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
