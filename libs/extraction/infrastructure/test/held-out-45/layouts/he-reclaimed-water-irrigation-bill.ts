import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, mul, notAnId, personalId } from '../../generalisation/notation';
import { avoid, baseCss, e, grid, idOf, ltr, next, pairs, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-reclaimed-water-irrigation-bill';

const VENDORS = [
  {
    brand: 'קולחי העמק',
    legal: 'קולחי עמק חפר אספקת מים בע"מ',
    company: true,
    color: '#0b5d6b',
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
    num: (rng: Rng, iso: string) => `KL${iso.slice(2, 4)}${iso.slice(5, 7)}${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'מי השדה',
    legal: 'עמרי בן חיים',
    company: false,
    color: '#4d5b2a',
    font: "'David CLM','Frank Ruehl CLM',serif",
    num: (rng: Rng) => String(rng.int(1200, 8999)),
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

const CUSTOMERS = ['מטעי אבוקדו הגליל בע"מ', 'אגודת מים כפר ויתקין', 'משק שמואלי', 'פרדסי השרון בע"מ', 'יוסף אלמוג - גידולי שדה'];

export const heReclaimedWaterIrrigationBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const d = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    const date = avoid(d.date, [5, 6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const due = plus(date, rng.pick([14, 20, 30]));
    const prev = rng.int(10000, 90000);
    const m3 = rng.int(800, 9000);
    const price = rng.pick([128, 134, 141, 152]);
    const water = mul(m3, price);
    const fixed = rng.pick([8500, 12000, 15500]);
    const meterFee = rng.pick([2400, 3100]);
    const net = total([water, fixed, meterFee]);
    const tax = vatOn(net, rate);
    const sum = net + tax;
    const cust = rng.pick(CUSTOMERS);
    const custId = cust.includes('בע"מ') || cust.startsWith('אגודת') ? `ח.פ. ${idOfCustomer(rng)}` : `ת.ז. ${personalId(rng)}`;
    const consumer = notAnId(rng);
    const head = v.company
      ? `<div class="head"><div><div class="brand">${v.brand}</div><div>${e(v.legal)}</div><div>ח.פ. ${ltr(hyphenId(id))}</div></div><div class="sm">אזור תעשייה עמק חפר<br/>טל׳ ${ltr('04-6273310')}</div></div>`
      : `<div class="head"><div><div class="brand">${v.brand}</div><div class="sm">אספקת מים מושבים לחקלאות</div></div><div class="sm">מושב אביחיל</div></div>`;
    const meta: [string, string][] = [
      ['מס׳ חשבונית', ltr(number)],
      ['תאריך הפקה', ltr(v.date(date))],
      ['תקופת צריכה', ltr(`${v.date(from)} - ${v.date(to)}`)],
      ['לתשלום עד', ltr(v.date(due))],
      ['מס׳ צרכן', ltr(consumer)],
    ];
    const body = `<div class="pg">${head}
<h1>חשבונית מס - מי קולחין להשקיה · ${heMonth(firstOfMonth(date, -1))}</h1>
${v.company ? grid(meta) : pairs(meta, 2, 'pairs box2')}
<div class="cust"><b>לכבוד:</b> ${e(cust)} · ${ltr(custId)}<br/>חלקה ${ltr(`${rng.int(10, 99)}/${rng.int(1, 40)}`)} · מד מים ${ltr(`M-${rng.digits(6)}`)}</div>
<table class="items"><thead><tr><th>פירוט</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr></thead><tbody>
<tr><td>קריאה קודמת ${ltr(String(prev))} · קריאה נוכחית ${ltr(String(prev + m3))}</td><td>${ltr(`${m3} מ"ק`)}</td><td>${ltr(amount(price))}</td><td>${ltr(amount(water))}</td></tr>
<tr><td>דמי מערכת קבועים</td><td>1</td><td>${ltr(amount(fixed))}</td><td>${ltr(amount(fixed))}</td></tr>
<tr><td>אחזקת מד מים</td><td>1</td><td>${ltr(amount(meterFee))}</td><td>${ltr(amount(meterFee))}</td></tr>
</tbody></table>
<div class="sums">${pairs([
      ['סה"כ לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${rate}%`, ltr(amount(tax))],
      ['סה"כ לתשלום', ltr(`${amount(sum)} ₪`)],
    ])}</div>
<div class="sm">תשלום קודם: ${ltr(amount(rng.int(20000, 200000)))} ₪ התקבל ב-${ltr(v.date(plus(from, -20)))}. ממוצע צריכה יומי: ${ltr(String(Math.round(m3 / 61)))} מ"ק.</div>
<div class="foot">${v.company ? 'המים אינם ראויים לשתייה' : `${e(v.legal)} · עוסק מורשה ${ltr(id)} · ${ltr('050-6612874')} · המים אינם ראויים לשתייה`}</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:14mm}.head{display:flex;justify-content:space-between;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-size:26px;font-weight:bold;color:${v.color}}h1{font-size:17px;color:${v.color}}.grid th{background:${v.color};color:#fff}.box2{border:1px solid #888;width:100%}.cust{margin:10px 0;border:1px dashed #999;padding:6px}.sums{display:flex;justify-content:flex-end}.sums .pairs td{font-size:14px}.foot{margin-top:30px;border-top:1px solid #999;padding-top:4px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};

function idOfCustomer(rng: Rng): string {
  return hyphenId(taxIdOfCustomer(rng));
}
