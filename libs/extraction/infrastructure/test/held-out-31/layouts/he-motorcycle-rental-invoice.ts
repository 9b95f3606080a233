import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hyphenId, personalId, plate } from '../../generalisation/notation';
import { add, dated, taxOn, vid } from './extra';

const ID = 'he-motorcycle-rental-invoice';

const VENDORS = [
  { brand: 'מוטו-רנט', legal: 'מוטו-רנט השכרת אופנועים בע"מ', label: 'ח.פ.', company: true, trade: '', style: 'dd/mm/yy' as D },
  { brand: 'דו-גלגל', legal: 'אבי מזרחי', label: 'עוסק מורשה', company: false, trade: 'השכרת קטנועים ואופנועים', style: 'dd/mm/yyyy' as D },
];

const BIKES = ['ימאהה טרייסר 700', 'הונדה NC750X', 'BMW G310GS', 'קימקו X-Town 300', 'סוזוקי V-Strom 650', "פיאג'ו בוורלי 400"];

export const heMotorcycleRentalInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'rental invoice',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const days = rng.int(1, 9);
    const out = addDays(date, -days);
    const number = n % 2 ? String(rng.int(1000, 9999)) : `MR-${date.slice(2, 4)}${rng.int(1000, 9999)}`;
    const agreement = `${rng.int(40000, 99999)}`;
    const dayRate = rng.int(18, 45) * 1000;
    const rows: [string, string, number][] = [[`השכרה יומית`, `${days} × ${amount(dayRate)}`, days * dayRate]];
    if (rng.chance(0.7)) rows.push(['קסדה ומעיל רכיבה', `${days} × 35.00`, days * 3500]);
    if (rng.chance(0.6)) rows.push(['ביטוח השתתפות עצמית מופחתת', `${days} × 48.00`, days * 4800]);
    const extraKm = rng.chance(0.5) ? rng.int(20, 240) : 0;
    if (extraKm) rows.push(['ק"מ חריגים', `${extraKm} × 0.90`, extraKm * 90]);
    if (rng.chance(0.3)) rows.push(['מילוי דלק חסר', '', rng.int(40, 120) * 100]);
    const net = add(rows.map((r) => r[2]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const body = `<div class="p">
<div class="hd"><div class="logo">${esc(v.brand)}</div><div class="who">${v.brand !== v.legal ? `<div class="b">${esc(v.legal)}</div>` : ''}${v.trade ? `<div>${esc(v.trade)}</div>` : ''}<div>${v.label} ${n === 2 ? hyphenId(id) : id}</div><div>הרצל ${rng.int(2, 120)}, ${rng.pick(['אילת', 'טבריה', 'נתניה'])}</div></div></div>
<h2>חשבונית מס ${number}</h2>
<table class="facts">
<tr><td>תאריך</td><td>${dt(date, v.style)}</td><td>הסכם השכרה</td><td>${agreement}</td></tr>
<tr><td>יציאה</td><td>${dt(out, v.style)} ${String(rng.int(8, 12)).padStart(2, '0')}:00</td><td>החזרה</td><td>${dt(date, v.style)} ${String(rng.int(13, 19)).padStart(2, '0')}:30</td></tr>
<tr><td>רוכב/ת</td><td>${esc(rng.pick(['עומר גל', 'שני בירן', 'דניאל פוקס', 'אורן טל']))}</td><td>ת.ז.</td><td>${personalId(rng)}</td></tr>
<tr><td>כלי</td><td>${esc(rng.pick(BIKES))}</td><td>מס' רישוי</td><td>${plate(rng)}</td></tr>
</table>
<table class="lines"><tr><th>פריט</th><th>כמות × מחיר</th><th>סכום</th></tr>
${rows.map(([a, b, c]) => `<tr><td>${esc(a)}</td><td>${b}</td><td class="n">${amount(c)}</td></tr>`).join('')}
</table>
<div class="t">
<div class="pr"><span>סכום לפני מע"מ</span><span>${amount(net)}</span></div>
<div class="pr"><span>מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
<div class="pr big"><span>סה"כ לתשלום</span><span>${amount(total)} ₪</span></div>
</div>
<div class="f">פיקדון בכרטיס אשראי שוחרר עם החזרת הכלי. נסיעה בטוחה!</div>
</div>`;
    const css = `body{font-family:'Liberation Sans','Noto Sans Hebrew',sans-serif;font-size:11.5px}.p{padding:9mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #c0392b}.logo{font-family:'Aharoni CLM','Noto Sans Hebrew';font-size:26px;color:#c0392b;font-weight:bold}.who{text-align:left;font-size:10.5px}.b{font-weight:bold;font-size:12px}h2{font-size:17px;margin:8px 0}table{width:100%;border-collapse:collapse}.facts td{border:1px solid #bbb;padding:3px}.facts td:nth-child(odd){background:#f3e1df;font-weight:bold;width:18%}.lines{margin-top:8px}.lines th{border-bottom:2px solid #333;text-align:right}.lines td{padding:3px;border-bottom:1px dotted #999}.n{text-align:left}.t{width:55%;margin:8px auto 0 0}.pr{display:flex;justify-content:space-between}.big{font-size:15px;font-weight:bold;border-top:1px solid #333}.f{margin-top:10px;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
