import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { bi, day, lr, taxIn, vid } from './extra';

const OPS = [
  { he: 'חניוני הרכבת הקלה בע"מ', en: 'Light Rail Parking Ltd.', legal: 'חניוני הרכבת הקלה בע"מ', brand: '', company: true, label: bi('ח.פ.', 'Co. No.') },
  { he: 'אבי פרץ', en: 'Avi Peretz', legal: 'אבי פרץ', brand: bi('חנה וסע השבעה', 'PARK & RIDE HASHIVA'), company: false, label: bi('עוסק מורשה', 'Licensed Dealer') },
];

/** A park-and-ride car park's exit receipt beside a rail station on 80 mm paper, every label in Hebrew and English: entry and exit days and times, the days parked, the daily rate with or without a validated rail card. */
export const mixedParkAndRideReceipt: Layout = {
  id: 'mixed-park-and-ride-receipt',
  lang: 'mixed',
  kind: 'parking',
  make(rng: Rng) {
    const o = rng.pick(OPS);
    const id = vid(o.legal, o.company);
    const date = day(rng);
    const rate = israeliRate(date);
    const days = rng.int(1, 4);
    const validated = rng.chance(0.6);
    const daily = validated ? rng.pick([800, 1000, 1200]) : rng.pick([2500, 3000]);
    const total = days * daily;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([() => `PR${rng.int(100000, 999999)}`, () => `3-${rng.int(10000, 99999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'yyyy-mm-dd', 'dd.mm.yy'] as const);
    const font = rng.pick(['DejaVu Sans Mono', 'Liberation Mono', 'Noto Sans Mono']);
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const entry = rng.int(5 * 60, 9 * 60);
    const body = `<div class="c big">${o.brand || `${esc(o.he)}<br>${lr(esc(o.en))}`}</div>${o.brand ? `<div class="c">${esc(o.he)} · ${lr(o.en)}</div>` : ''}<div class="c">${o.label} ${lr(o.company ? hyphenId(id) : id)}</div>
<div class="c">${bi('תחנת רכבת ' + rng.pick(['השבעה', 'כפר חב"ד', 'בית יהושע']), 'Rail station car park')}</div><div class="rule"></div>
<div class="c b">${bi('קבלה / חשבונית מס', 'RECEIPT / TAX INVOICE')}</div>${r(bi("מס'", 'No.'), `<b>${lr(docNo)}</b>`)}${r(bi('תאריך', 'Date'), lr(dt(date, fmt)))}
${r(bi('כניסה', 'Entry'), lr(`${dt(new Date(Date.parse(date) - days * 86400000).toISOString().slice(0, 10), 'dd/mm')} ${hhmm(entry)}`))}${r(bi('יציאה', 'Exit'), lr(`${dt(date, 'dd/mm')} ${hhmm(rng.int(16 * 60, 21 * 60))}`))}${r(bi('ימים', 'Days'), String(days))}${r(bi('רכב', 'Car'), lr(plate(rng)))}
${r(bi('כרטיס חניה', 'Ticket'), lr(rng.digits(10)))}<div class="rule"></div>${r(validated ? bi('תעריף יומי עם רב-קו', 'Daily, Rav-Kav validated') : bi('תעריף יומי', 'Daily rate'), lr(`${days} x ${amount(daily)}`))}
<div class="rule"></div>${r(`${bi('סה"כ לתשלום', 'TOTAL')} ₪`, lr(amount(total)), 'big')}${r(bi(`מע"מ ${rate}% כלול`, `VAT ${rate}% incl.`), lr(amount(vat)))}
<div class="rule"></div>${r(bi('אשראי', 'Card'), lr('****' + rng.digits(4)))}<div class="c sm">${bi('נסיעה טובה!', 'Have a good trip!')}</div>`;
    const css = `body{font-family:'${font}','Miriam Mono CLM',monospace;font-size:10px;width:70mm;padding:4mm 5mm}bdi{white-space:nowrap}.c{text-align:center}.b{font-weight:bold}.big{font-weight:bold;font-size:13px}.sm{font-size:9px}
.r{display:flex;justify-content:space-between;gap:2mm}.rule{border-top:2px solid #000;margin:2mm 0}`;
    const page = '80mm 170mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: o.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
