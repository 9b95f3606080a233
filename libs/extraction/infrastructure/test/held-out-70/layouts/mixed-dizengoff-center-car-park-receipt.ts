import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-dizengoff-center-car-park-receipt';

/** The tariff by year, in agorot: first hour, each further quarter hour, the day's cap. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1500, 400, 8500],
  2023: [1600, 400, 9000],
  2024: [1700, 450, 9500],
  2025: [1800, 450, 10000],
  2026: [1900, 500, 10500],
};

/**
 * The car park under a Tel Aviv shopping centre on Dizengoff Street, 80 mm (Nimbus Sans over Noto Sans
 * Hebrew): a two-column table of Hebrew and English labels around each value, ticket number, entry and
 * exit times and the duration, the year's tariff (first hour, each further quarter hour, a day's cap),
 * a shoppers' validation discount on some, VAT contained, card payment at a pay station.
 */
export const mixedDizengoffCenterCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const [first, quarter, cap] = TARIFF[Number(date.slice(0, 4))];
    const entry = rng.int(8 * 60, 19 * 60);
    const minutes = rng.int(20, 9 * 60);
    const exit = Math.min(entry + minutes, 23 * 60 + 50);
    const stay = exit - entry;
    const quarters = Math.max(0, Math.ceil((stay - 60) / 15));
    const charge = Math.min(cap, first + quarters * quarter);
    const validated = rng.chance(0.3) && stay > 60 && stay <= 180 ? first : 0;
    const gross = charge - validated;
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני הלב העירוני בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(10, 99)}-${rng.digits(6)}`;
    const r = (he: string, v: string, en: string, cls = '') => `<tr class="${cls}"><td class="he">${he}</td><td class="v">${v}</td><td class="en" dir="ltr">${en}</td></tr>`;
    const rows = [
      r('קבלה / חשבונית מס', ltr(doc), 'Receipt / Tax invoice', 'b'),
      r('תאריך', ltr(dt(date, 'dd.mm.yyyy')), 'Date'),
      r('כרטיס', ltr(rng.digits(10)), 'Ticket'),
      r('כניסה', ltr(hhmm(entry)), 'Entry'),
      r('יציאה', ltr(hhmm(exit)), 'Exit'),
      r('משך', ltr(`${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`), 'Duration'),
      r('שעה ראשונה', ltr(amount(first)), 'First hour'),
      r(`רבעי שעה נוספים (${ltr(String(quarters))})`, ltr(amount(quarters * quarter)), 'Extra 15 min'),
      ...(charge === cap ? [r('תקרה יומית', ltr(amount(cap)), 'Daily cap')] : []),
      ...(validated ? [r('הנחת קניות בסנטר', ltr(`-${amount(validated)}`), 'Shopper validation')] : []),
      r('לתשלום', ltr(`₪ ${amount(gross)}`), 'Amount paid', 'b big'),
      r(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)), `VAT ${rate}% incl.`),
      r('אשראי', ltr(`****${rng.digits(4)}`), 'Card'),
      r('עמדת תשלום', ltr(`P${rng.int(1, 6)}`), 'Pay station'),
    ];
    const body = `<div class="c"><div class="brand">${ltr('DIZENGOFF CENTER PARKING')}</div><div class="b">חניון דיזנגוף סנטר</div><div>${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div class="sm">רחוב דיזנגוף ${ltr('50')}, תל אביב-יפו</div></div>
<div class="rule"></div>
<table class="t">${rows.join('')}</table>
<div class="rule"></div>
<div class="c sm">תעריף: שעה ראשונה ${ltr(amount(first))}, כל רבע שעה נוספת ${ltr(amount(quarter))}, מקסימום יומי ${ltr(amount(cap))}</div>
<div class="c sm">${ltr('Please exit within 15 minutes of payment')}</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans','Noto Sans Hebrew';font-size:11px;width:72mm;padding:4mm}.brand{font-size:14px;font-weight:bold;letter-spacing:1px}.t{width:100%}
.t td{padding:1.5px 0}.t .v{text-align:center;white-space:nowrap}.t .en{text-align:left;font-size:0.9em}.big td{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 160mm', css, body }),
      page: '80mm 160mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
