import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { add, bi, dated, pair, taxIn, vid } from './extra';

const ID = 'mixed-board-game-cafe-bill';

const VENDORS = [
  {
    brand: 'קובייה · THE DICE',
    lines: ['הקובייה בית קפה משחקים בע"מ'],
    legal: 'הקובייה בית קפה משחקים בע"מ',
    company: true,
    label: 'ח.פ. / Co. No.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `TD${k}`,
    fee: 2500,
  },
  {
    brand: 'MEEPLE HOUSE',
    lines: ['עידו שפירא', 'בית קפה משחקים · Board game café'],
    legal: 'עידו שפירא',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    style: 'dd.mm.yy' as D,
    num: (k: number) => `${k}`,
    fee: 3500,
  },
];

const MENU: [string, number][] = [
  ["קפוצ'ינו · Cappuccino", 1400],
  ['שייק בננה · Banana shake', 2400],
  ["נאצ'וס · Nachos", 3600],
  ['טוסט גבינות · Cheese toastie', 3800],
  ['בירה בקבוק · Bottled beer', 2600],
  ['עוגת שוקולד · Chocolate cake', 2900],
  ['תה צמחים · Herbal tea', 1200],
];

export const mixedBoardGameCafeBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.company ? 100000 : 10000, v.company ? 999999 : 99999));
    const players = rng.int(2, 10);
    const start = rng.int(16 * 60, 20 * 60);
    const rows: [string, number, number][] = [
      [bi('דמי משחק', 'Play fee', ' · '), players, v.fee],
      ...rng.some(MENU, rng.int(2, 5)).map(([d, u]): [string, number, number] => [esc(d), rng.int(1, players), u]),
    ];
    const sub = add(rows.map((r) => r[1] * r[2]));
    const svc = players >= 8 ? share(sub, 10) : 0;
    const total = sub + svc;
    const tax = taxIn(total, rate);
    const body = `<div class="r">
<div class="c brand">${esc(v.brand)}</div>
${v.lines.map((l) => `<div class="c">${esc(l)}</div>`).join('')}
<div class="c sm">${v.label} ${n === 1 ? hyphenId(id) : id}</div>
<div class="rule"></div>
<div class="c b">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt')}</div>
${pair(bi("מס'", 'No.'), number)}
${pair(bi('תאריך', 'Date'), `${dt(date, v.style)} · ${hhmm(start + rng.int(90, 240))}`)}
${pair(`${bi('שולחן', 'Table')} ${rng.int(1, 24)}`, `${bi('שחקנים', 'Players')} ${players}`)}
<div class="c sm">${bi('משחק הערב', "Tonight's game")}: ${esc(rng.pick(['Catan', 'Carcassonne', 'Codenames', 'Ticket to Ride', 'Azul']))}</div>
<div class="rule"></div>
${rows.map(([d, q, u]) => pair(`${q} × ${d}`, amount(q * u))).join('')}
<div class="rule"></div>
${svc ? `${pair(bi('סכום ביניים', 'Subtotal'), amount(sub))}${pair(bi('שירות 10% לקבוצות', 'Group service 10%'), amount(svc))}` : ''}
${pair(bi('סה"כ לתשלום', 'TOTAL'), `₪ ${amount(total)}`, 'big')}
${pair(bi(`מתוכו מע"מ ${rate}%`, 'VAT incl.'), amount(tax), 'sm')}
${svc ? '' : `<div class="c sm">${bi('טיפ לא כלול', 'Tip not included')} · 10% ${amount(share(total, 10))} · 12% ${amount(share(total, 12))} · 15% ${amount(share(total, 15))}</div>`}
<div class="rule"></div>
<div class="c sm">${bi('תודה ששיחקתם איתנו!', 'GG — thanks for playing!')}</div>
</div>`;
    const css = `body{font-family:'Liberation Sans Narrow','Noto Sans Hebrew',sans-serif;font-size:12px}.r{width:72mm;padding:3mm 4mm}.c{text-align:center}.b{font-weight:bold}.brand{font-family:'URW Gothic','Noto Sans Hebrew',sans-serif;font-size:18px;font-weight:bold;border:2px solid #000;border-radius:8px;padding:3px}.big{font-size:15px;font-weight:bold}.sm{font-size:9.5px}.rule{border-top:1px dashed #000;margin:4px 0}.pr{display:flex;justify-content:space-between}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 210mm', css, body }),
      page: '80mm 210mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
