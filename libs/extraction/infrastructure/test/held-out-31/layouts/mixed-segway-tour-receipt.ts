import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, hyphenId } from '../../generalisation/notation';
import { add, bi, dated, lr, taxIn, vid } from './extra';

const ID = 'mixed-segway-tour-receipt';

const VENDORS = [
  { brand: 'GLIDE JERUSALEM', legal: 'גלייד סיורים בירושלים בע"מ', label: bi('ח.פ.', 'Co. No.', ' / '), company: true, style: 'dd/mm/yyyy' as D, num: (k: number) => `GJ${k}` },
  { brand: 'סגווי חוף · SEGWAY BEACH', legal: 'מתן ברגמן', label: bi('עוסק מורשה', 'Licensed Dealer', ' / '), company: false, style: 'dd.mm.yy' as D, num: (k: number) => `${k}` },
];

const TOURS: [string, string, number][] = [
  ['סיור חומות העיר', 'City walls tour (90 min)', 24000],
  ['סיור שקיעה', 'Sunset ride (60 min)', 19000],
  ['סיור טיילת מלא', 'Full promenade tour (2 h)', 29000],
  ['שיעור היכרות', 'Intro lesson (30 min)', 9000],
];

export const mixedSegwayTourReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tickets',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(20000, 79999));
    const [he, en, price] = rng.pick(TOURS);
    const riders = rng.int(1, 6);
    const rows: [string, number, number][] = [[`${he}<br>${lr(en)}`, riders, price]];
    if (rng.chance(0.5)) rows.push([`צילום GoPro<br>${lr('GoPro video clip')}`, 1, 6000]);
    if (rng.chance(0.4)) rows.push([`בקבוק מים<br>${lr('Water bottle')}`, riders, 800]);
    const gross = add(rows.map((r) => r[1] * r[2]));
    const group = riders >= 4 ? Math.round(price * riders * 0.1) : 0;
    const total = gross - group;
    const tax = taxIn(total, rate);
    const body = `<div class="r">
<div class="c big">${esc(v.brand)}</div>
${v.brand.includes(v.legal) ? '' : `<div class="c">${esc(v.legal)}</div>`}
<div class="c">${v.label} ${n === 1 ? hyphenId(id) : id}</div>
<div class="c">${cellular(rng)}</div>
<div class="rule"></div>
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt', ' / ')}</div>
<div class="pr"><span>${bi("מס'", 'No.', ' / ')}</span><span>${number}</span></div>
<div class="pr"><span>${bi('תאריך', 'Date', ' / ')}</span><span>${dt(date, v.style)}</span></div>
<div class="pr"><span>${bi('יציאה', 'Departure', ' / ')}</span><span>${String(rng.int(8, 18)).padStart(2, '0')}:00</span></div>
<div class="pr"><span>${bi('מדריך', 'Guide', ' / ')}</span><span>${esc(rng.pick(['Ido', 'Shira', 'Maor', 'Lihi']))}</span></div>
<div class="rule"></div>
${rows.map(([name, q, u]) => `<div>${name}</div><div class="pr"><span>${q} × ${amount(u)}</span><span>${amount(q * u)}</span></div>`).join('')}
<div class="rule"></div>
${group ? `<div class="pr"><span>${bi('הנחת קבוצה 10%', 'Group discount')}</span><span>-${amount(group)}</span></div>` : ''}
<div class="pr big"><span>${bi('סה"כ', 'TOTAL', ' / ')}</span><span>₪${amount(total)}</span></div>
<div class="pr"><span>${bi(`מע"מ ${rate}% כלול`, `VAT ${rate}% incl.`, ' / ')}</span><span>${amount(tax)}</span></div>
<div class="pr"><span>${bi('אשראי', 'Card', ' / ')} ****${rng.digits(4)}</span><span>${amount(total)}</span></div>
<div class="rule"></div>
<div class="c sm">חובה לחבוש קסדה · Helmet required · Min. age 14</div>
</div>`;
    const css = `body{font-family:'DejaVu Sans','Noto Sans Hebrew',sans-serif;font-size:11px}.r{width:74mm;padding:3mm}.c{text-align:center}.b{font-weight:bold}.big{font-size:14px;font-weight:bold}.sm{font-size:9.5px}.rule{border-top:1px solid #000;margin:4px 0}.pr{display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
