import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, e, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-science-museum-car-park-receipt';

const VENDORS = [
  {
    brand: 'חניון מוזיאון המדע / SCIENCE MUSEUM PARKING',
    legal: 'חניוני גבעת רם ניהול בע"מ',
    company: true,
    site: 'רח׳ רופין, ירושלים / Ruppin Rd, Jerusalem',
    page: '72mm 210mm',
    width: 64,
    color: '#ef6c00',
    font: "'FreeSans','Noto Sans Hebrew',sans-serif",
    num: (rng: Rng) => `SM-${rng.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
    first: 1400,
    step: 700,
    max: 5200,
  },
  {
    brand: 'חניון הפלנטריום / PLANETARIUM CAR PARK',
    legal: 'שלומי אזולאי',
    company: false,
    site: 'גבעתיים / Givatayim',
    page: '58mm 210mm',
    width: 50,
    color: '#1565c0',
    font: "'Liberation Serif','Frank Ruehl CLM',serif",
    num: (rng: Rng) => String(rng.int(10000, 99999)),
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    first: 1200,
    step: 600,
    max: 4500,
  },
];

export const mixedScienceMuseumCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const d = next(ID, rng);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const entry = rng.int(8 * 60, 14 * 60);
    const minutes = rng.int(40, 420);
    const halves = Math.max(0, Math.ceil((minutes - 60) / 30));
    const raw = v.first + halves * v.step;
    const sum = Math.min(raw, v.max);
    const tax = vatIn(sum, rate);
    const who = v.company
      ? `<div class="c">${e(v.legal)}</div><div class="c">ח.פ. / Company No. ${ltr(spacedId(id))}</div>`
      : `<div class="c">${e(v.legal)} · עוסק מורשה / Lic. Dealer ${ltr(id)}</div>`;
    const body = `<div class="band c">${v.brand}</div><div class="r">
<div class="c sm">${v.site}</div>
${v.company ? who : ''}
<div class="rule"></div>
<div class="c b">חשבונית מס קבלה / Tax Invoice Receipt</div>
${row('מספר / No.', ltr(number))}
${row('תאריך / Date', ltr(v.date(date)))}
${row('כניסה / Entry', ltr(hhmm(entry)))}
${row('יציאה / Exit', ltr(hhmm(entry + minutes)))}
${row('משך / Duration', ltr(`${Math.floor(minutes / 60)}h ${minutes % 60}m`))}
${row('רכב / Vehicle', ltr(plate(rng)))}
${row('כרטיס / Ticket', ltr(rng.digits(10)))}
<div class="rule"></div>
${row('שעה ראשונה / First hour', ltr(amount(v.first)))}
${halves ? row(`חצאי שעה / Half hours`, ltr(`${halves} x ${amount(v.step)}`)) : ''}
${raw > v.max ? row('מקסימום יומי / Daily max', ltr(amount(v.max))) : ''}
${row('סה"כ לתשלום / Total ₪', ltr(amount(sum)), 'big')}
${row(`כולל מע"מ ${rate}% / incl. VAT`, ltr(amount(tax)))}
<div class="rule"></div>
${rng.chance(0.5) ? row('אשראי / Card', ltr(`**** ${rng.digits(4)}`)) : row('אפליקציה / App ref.', ltr(`PK${rng.digits(8)}`))}
${v.company ? '' : `<div class="rule"></div>${who}`}
<div class="c sm">כרטיס כניסה למוזיאון נמכר בנפרד / Museum entry sold separately</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:9px;color:#111;width:${v.width + 6}mm}.band{background:${v.color};color:#fff;font-weight:bold;font-size:11px;padding:2mm}.r{width:${v.width}mm;padding:3mm}.big{font-weight:bold;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
