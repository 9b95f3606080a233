import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hyphenId, share } from '../../generalisation/notation';
import { add, bi, dated, taxIn, vid } from './extra';

const ID = 'mixed-jazz-club-bill';

const VENDORS = [
  { brand: 'SMOKY KEYS', legal: 'סמוקי קיז מועדון ג\'אז בע"מ', label: 'ח.פ. / Co. No.', company: true, trade: '', style: 'dd/mm/yyyy' as D, num: (k: number) => `SK-${k}` },
  {
    brand: 'הקומה השלישית · THIRD FLOOR',
    legal: 'אריאל לוי',
    label: 'עוסק מורשה / Licensed Dealer',
    company: false,
    trade: 'מועדון הופעות · Live music bar',
    style: 'd/m/yyyy' as D,
    num: (k: number) => `${k}`,
  },
];

const DRINKS: [string, number][] = [
  ['Old Fashioned', 5800],
  ['Negroni', 5400],
  ['בירה מהחבית · Draught beer', 3200],
  ['כוס יין אדום · Red wine', 4200],
  ['וויסקי סינגל מאלט · Single malt', 6900],
  ['פלטת גבינות · Cheese platter', 7800],
  ["צ'יפס כמהין · Truffle fries", 3600],
  ['מים מוגזים · Sparkling water', 1600],
];

export const mixedJazzClubBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'bar bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(10000, 99999));
    const guests = rng.int(2, 8);
    const cover = rng.pick([4000, 5000, 6000]);
    const rows: [string, number, number][] = [
      [`דמי כניסה · Cover charge`, guests, cover],
      ...rng.some(DRINKS, rng.int(2, 5)).map(([d, u]): [string, number, number] => [d, rng.int(1, guests), u]),
    ];
    const sub = add(rows.map((r) => r[1] * r[2]));
    const svc = guests >= 6 ? share(sub, 10) : 0;
    const total = sub + svc;
    const tax = taxIn(total, rate);
    const body = `<div class="r">
<div class="c brand">${esc(v.brand)}</div>
<div class="c">${esc(v.legal)}</div>
${v.trade ? `<div class="c sm">${esc(v.trade)}</div>` : ''}
<div class="c sm">${v.label} ${n === 0 ? hyphenId(id) : id}</div>
<div class="rule"></div>
<div class="c b">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt', ' — ')}</div>
<div class="pr"><span>${bi("מס'", 'No.', ' / ')}</span><span>${number}</span></div>
<div class="pr"><span>${bi('תאריך', 'Date', ' / ')}</span><span>${dt(date, v.style)} ${String(rng.int(20, 23))}:${String(rng.int(10, 59))}</span></div>
<div class="pr"><span>${bi('שולחן', 'Table', ' / ')} ${rng.int(1, 30)}</span><span>${bi('אורחים', 'Guests', ' / ')} ${guests}</span></div>
<div class="c sm">${esc(rng.pick(['Trio Nachtigall', 'The Yarkon Quartet', 'Maya Dor & Band', 'Late Night Standards']))}</div>
<div class="rule"></div>
${rows.map(([d, q, u]) => `<div class="pr"><span>${q} ${esc(d)}</span><span>${amount(q * u)}</span></div>`).join('')}
<div class="rule"></div>
${svc ? `<div class="pr"><span>${bi('סכום ביניים', 'Subtotal', ' / ')}</span><span>${amount(sub)}</span></div><div class="pr"><span>${bi('שירות 10%', 'Service 10%', ' / ')}</span><span>${amount(svc)}</span></div>` : ''}
<div class="pr big"><span>${bi('לתשלום', 'Amount due', ' / ')}</span><span>₪ ${amount(total)}</span></div>
<div class="pr sm"><span>${bi(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`, ' / ')}</span><span>${amount(tax)}</span></div>
${svc ? '' : `<div class="c sm">${bi('טיפ אינו כלול', 'Tip not included')} · 12% ${amount(share(total, 12))} · 15% ${amount(share(total, 15))}</div>`}
<div class="rule"></div>
<div class="c sm">Keep swinging · תודה ולילה טוב</div>
</div>`;
    const css = `body{font-family:'FreeSans','Noto Sans Hebrew',sans-serif;font-size:11.5px;background:#fff}.r{width:82mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.brand{font-family:'URW Gothic','FreeSans';font-size:18px;font-weight:bold;letter-spacing:2px}.big{font-size:14px;font-weight:bold}.sm{font-size:9.5px}.rule{border-top:2px dotted #000;margin:4px 0}.pr{display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '90mm 200mm', css, body }),
      page: '90mm 200mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
