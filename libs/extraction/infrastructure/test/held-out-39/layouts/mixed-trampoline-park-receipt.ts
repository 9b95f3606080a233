import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { add, bi, dated, lr, taxIn, vid } from './extra';

const ID = 'mixed-trampoline-park-receipt';

const VENDORS = [
  {
    brand: 'קפיצה לגובה',
    brandEn: 'JUMP HIGH',
    site: bi('מתחם הבילוי, באר שבע', 'Leisure Park, Beersheba'),
    legal: 'דורית ממן',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    num: (r: { int(a: number, b: number): number }) => `${r.int(3000, 9999)}`,
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
    font: "'Hadasim CLM','David CLM',serif",
    color: '#db2777',
    page: '80mm 210mm',
    width: 70,
    top: false,
  },
  {
    brand: 'באונס זון',
    brandEn: 'BOUNCE ZONE',
    site: bi('אזור התעשייה, נתניה', 'Industrial Zone, Netanya'),
    legal: 'זון קפיצות ופנאי בע"מ',
    company: true,
    label: bi('ח.פ.', 'Co. Reg.'),
    num: (r: { int(a: number, b: number): number }) => `BZ-${r.int(100000, 399999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'David CLM','FreeSerif',serif",
    color: '#2563eb',
    page: '105mm 148mm',
    width: 95,
    top: true,
  },
];

const ITEMS: [string, string, number, number][] = [
  ['קפיצה 60 דק׳', 'Jump 60 min', 7900, 9900],
  ['קפיצה 90 דק׳', 'Jump 90 min', 9900, 12900],
  ['פעוטות עד גיל 5', 'Toddler session', 4900, 6500],
  ['גרבי אחיזה', 'Grip socks', 1200, 1900],
  ['לוקר', 'Locker', 500, 1000],
  ['ברד', 'Slushie', 1200, 1800],
  ['מסלול נינג׳ה', 'Ninja course', 3500, 5000],
  ['קיר טיפוס', 'Climbing wall', 2500, 4000],
];

export const mixedTrampolineParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'services receipt',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const jumpers = rng.int(1, 5);
    const lines = [rng.pick(ITEMS.slice(0, 3)), ...rng.some(ITEMS.slice(3), rng.int(1, 3))].map(([he, en, lo, hi]) => ({
      he,
      en,
      qty: en.startsWith('Jump') || en.startsWith('Toddler') || en.startsWith('Grip') ? jumpers : rng.int(1, 3),
      unit: rng.int(lo / 100, hi / 100) * 100,
    }));
    const total = add(lines.map((l) => l.qty * l.unit));
    const tax = taxIn(total, rate);
    const start = rng.int(9 * 60, 19 * 60);
    const cell = (he: string, en: string, val: string) => `<div class="cell"><div class="l">${he}<br><span class="en">${en}</span></div><div class="v">${val}</div></div>`;
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label}: ${id}</div>`;
    const body = `<div class="r">
<div class="band"><div class="brand">${esc(v.brand)}</div><div class="be">${v.brandEn}</div></div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
<div class="c b t">${bi('קבלה – חשבונית מס', 'Receipt – Tax Invoice', '<br>')}</div>
<div class="grid">
${cell('מס׳ קבלה', 'Receipt No.', lr(number))}
${cell('תאריך', 'Date', lr(v.date(date)))}
${cell('כניסה לסשן', 'Session start', hhmm(start))}
${cell('מס׳ קופצים', 'Jumpers', String(jumpers))}
${cell('הצהרת בריאות', 'Waiver No.', lr(`W${rng.digits(7)}`))}
${cell('טלפון הורה', 'Parent phone', lr(cellular(rng)))}
</div>
<table class="items">${lines.map((l) => `<tr><td>${bi(l.he, l.en, '<br>')}</td><td>${lr(`${l.qty} × ${amount(l.unit)}`)}</td><td>${amount(l.qty * l.unit)}</td></tr>`).join('')}</table>
<div class="tot">
<div class="rw big"><span>${bi('סה"כ לתשלום', 'Total to pay')}</span><span>${lr(`₪ ${amount(total)}`)}</span></div>
<div class="rw"><span>${bi('סכום ללא מע"מ', 'Net of VAT')}</span><span>${amount(total - tax)}</span></div>
<div class="rw"><span>${bi(`מע"מ ${rate}%`, `VAT ${rate}%`)}</span><span>${amount(tax)}</span></div>
<div class="rw"><span>${bi('אשראי', 'Card')}</span><span>${lr(`**** ${rng.digits(4)}`)}</span></div>
</div>
${v.top ? '' : vendor}
<div class="c sm">${bi('חובה לקפוץ עם גרבי אחיזה', 'Grip socks are required')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:8.5px}.t{margin:4px 0}.band{background:${v.color};color:#fff;text-align:center;padding:4px;border-radius:6px}.brand{font-size:17px;font-weight:bold}.be{font-size:10px;letter-spacing:2px}.grid{display:grid;grid-template-columns:1fr 1fr;border:1px solid #777;margin:4px 0}.cell{border-bottom:1px solid #ccc;padding:2px 3px}.l{font-size:7.5px;color:#444;line-height:1.1}.en{font-size:7px}.v{font-weight:bold}.items{width:100%;border-collapse:collapse}.items td{border-bottom:1px dotted #888;padding:2px}.items td:nth-child(n+2){text-align:left;white-space:nowrap}.tot{margin-top:4px}.rw{display:flex;justify-content:space-between;gap:3px}.big{font-weight:bold;font-size:11.5px;border-bottom:1px solid #333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
