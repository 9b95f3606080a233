import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { add, bi, dated, lr, notSaturday, row, shift, taxIn, vid } from './extra';

const ID = 'mixed-amusement-park-ticket-receipt';

const VENDORS = [
  {
    brand: 'FUNFAIR · יריד השעשועים',
    legal: 'יריד השעשועים הגדול בע"מ',
    company: true,
    label: 'ח.פ. / Company ID',
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    num: (k: number) => `${k}`,
    digits: [5000000, 5999999],
    color: '#db2777',
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
  },
  {
    brand: 'PIRATE BAY · מפרץ הפיראטים',
    legal: 'גיא לוי',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    date: (iso: string) => dt(iso, 'd Month yyyy'),
    num: (k: number) => `PB/${k}`,
    digits: [10000, 59999],
    color: '#0369a1',
    font: "'FreeSans','Noto Sans Hebrew',sans-serif",
  },
];

const TICKETS: [string, string, number][] = [
  ['צמיד חופשי מבוגר', 'Unlimited wristband adult', 11900],
  ['צמיד חופשי ילד', 'Unlimited wristband child', 9900],
  ['כרטיסייה 10 מתקנים', '10-ride card', 8500],
  ['כניסת מלווה ללא מתקנים', 'Escort entry, no rides', 3500],
];
const EXTRAS: [string, string, number][] = [
  ['לוקר ליום', 'Day locker', 2000],
  ['תמונה מהרכבת ההרים', 'Roller coaster photo', 3900],
  ['צמר גפן מתוק', 'Candy floss', 1500],
];

export const mixedAmusementParkTicketReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tickets',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const lines = [
      ...rng.some(TICKETS, rng.int(1, 3)).map(([he, en, p]) => ({ he, en, p, q: rng.int(1, 4) })),
      ...rng.some(EXTRAS, rng.int(0, 2)).map(([he, en, p]) => ({ he, en, p, q: 1 })),
    ];
    const gross = add(lines.map((l) => l.q * l.p));
    const club = rng.chance(0.4) ? Math.round(gross * 0.1) : 0;
    const total = gross - club;
    const tax = taxIn(total, rate);
    const valid = rng.chance(0.5) ? date : shift(date, rng.int(1, 10));
    const t = rng.int(10 * 60, 19 * 60);
    const vendor = `<div class="c b">${esc(v.legal)}</div><div class="c">${v.label} ${id}</div>`;
    const body = `<div class="r"><div class="top">${esc(v.brand)}</div>
${n % 2 === 0 ? vendor : `<div class="c">${bi('פארק מים ומתקנים', 'Water park & rides')}</div>`}
<div class="c">${bi('חוף הצוק, נתניה', 'Tzuk Beach, Netanya')} · ${lr(n % 2 === 0 ? '09-8623340' : '077-4412905')}</div>
<div class="dash"></div>
<div class="c b t">${bi('חשבונית מס / קבלה', 'Tax Invoice / Receipt')}</div>
${row(bi("מס'", 'No.'), `<b>${lr(number)}</b>`)}
${row(bi('תאריך', 'Date'), lr(`${v.date(date)}  ${hhmm(t)}`))}
${row(bi('קופה', 'Booth'), String(rng.int(1, 6)))}
${row(bi('בתוקף ליום', 'Valid on'), lr(dt(valid, 'dd/mm/yyyy')))}
<div class="dash"></div>
${lines.map((l) => `<div>${esc(l.he)} / ${lr(esc(l.en))}</div>${row(lr(`${l.q} x ${amount(l.p)}`), amount(l.q * l.p))}`).join('')}
<div class="dash"></div>
${club ? `${row(bi('סכום', 'Subtotal'), amount(gross))}${row(bi('הנחת מועדון 10%', 'Club 10%'), lr(`-${amount(club)}`))}` : ''}
${row(bi('סה"כ שולם', 'Total paid'), amount(total), 'big')}
${row(bi(`מתוכו מע"מ ${rate}%`, `of which VAT`), amount(tax))}
<div class="dash"></div>
${row(bi('תשלום', 'Payment'), rng.chance(0.3) ? bi('מזומן', 'Cash') : lr(`CARD **${rng.digits(4)}`))}
${club ? row(bi('חבר מועדון', 'Member'), lr(cellular(rng))) : ''}
<div class="barcode">${Array.from({ length: 40 }, () => `<i style="width:${rng.int(1, 3)}px"></i>`).join('')}</div>
<div class="c sm">${lr(`TKT ${rng.digits(14)}`)}</div>
${n % 2 === 1 ? `<div class="dash"></div>${vendor}` : ''}
<div class="c sm">${bi('הכרטיס אינו ניתן להחזרה', 'Tickets are non-refundable')}</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.r{width:84mm;padding:4mm}.top{background:${v.color};color:#fff;text-align:center;font-weight:bold;font-size:15px;padding:5px;border-radius:6px}.c{text-align:center}.b{font-weight:bold}.t{font-size:12.5px}.big{font-weight:bold;font-size:15px}.sm{font-size:9.5px}.dash{border-top:2px dotted ${v.color};margin:5px 0}.rw{display:flex;justify-content:space-between;gap:4px}.barcode{display:flex;justify-content:center;gap:2px;height:12mm;margin-top:6px}.barcode i{display:block;background:#000;height:100%}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '92mm 230mm', css, body }),
      page: '92mm 230mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
