import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hyphenId, share } from '../../generalisation/notation';
import { add, dated, lr, taxIn, vid } from './extra';

const ID = 'he-peruvian-restaurant-bill';

const VENDORS = [
  { brand: 'אינקה', legal: 'דייגו רמירס', idLabel: 'עוסק מורשה', company: false, trade: 'מטבח פרואני', prefix: '', style: 'dd/mm/yyyy' as D, font: "'Frank Ruehl CLM', serif" },
  {
    brand: "סביצ'ה בר לימה",
    legal: 'לימה מטבח פרואני בע"מ',
    idLabel: 'ח.פ.',
    company: true,
    trade: '',
    prefix: 'T',
    style: 'dd.mm.yyyy' as D,
    font: "'Noto Sans Hebrew', sans-serif",
  },
];

const DISHES: [string, string, number][] = [
  ["סביצ'ה דג לבן", 'Ceviche clásico', 6800],
  ['לומו סלטדו', 'Lomo saltado', 8900],
  ["אחי דה גאז'ינה", 'Ají de gallina', 7400],
  ["אנטיקוצ'וס", 'Anticuchos', 5200],
  ['קאוסה לימניה', 'Causa limeña', 4600],
  ['אורז עם פירות ים', 'Arroz con mariscos', 9600],
  ['פיסקו סאוור', 'Pisco sour', 4800],
  ["צ'יצ'ה מורדה", 'Chicha morada', 1800],
  ['אלפחורס', 'Alfajores', 3200],
  ['פפה א לה הואנקאינה', 'Papa a la huancaína', 3900],
];

export const hePeruvianRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const diners = rng.int(2, 11);
    const number = `${v.prefix}${rng.int(100000, 699999)}`;
    const rows = rng.some(DISHES, rng.int(4, 8)).map(([he, es, unit]) => ({ he, es, unit, qty: rng.int(1, Math.max(1, Math.ceil(diners / 2))) }));
    const food = add(rows.map((r) => r.qty * r.unit));
    const servicePct = diners >= 8 ? rng.pick([10, 12]) : 0;
    const service = share(food, servicePct);
    const total = food + service;
    const tax = taxIn(total, rate);
    const open = rng.int(12 * 60, 21 * 60);
    const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const body = `<div class="r"><div class="frame">
<div class="c brand">${esc(v.brand)}</div>
<div class="c">${esc(v.legal)}</div>
${v.trade ? `<div class="c small">${esc(v.trade)}</div>` : ''}
<div class="c small">${v.idLabel} ${n === 3 ? hyphenId(id) : id}</div>
<div class="c small">שד' ${esc(rng.pick(['רוטשילד', 'בן גוריון', 'הנשיא']))} ${rng.int(3, 90)}, ${rng.pick(['תל אביב', 'חיפה', 'רמת גן'])}</div>
<hr>
<div class="c head">חשבונית מס / קבלה</div>
<div class="c">מס' ${number}</div>
<div class="grid"><span>תאריך: ${dt(date, v.style)}</span><span>נפתח: ${hm(open)}</span><span>שולחן ${rng.int(1, 40)}</span><span>סועדים ${diners}</span><span>מלצר/ית: ${rng.pick(['קרלוס', 'נועה', 'דנה', 'תומר'])}</span></div>
<hr>
<table>${rows.map((r) => `<tr><td>${r.qty}</td><td>${esc(r.he)}<div class="es">${lr(r.es)}</div></td><td class="n">${amount(r.qty * r.unit)}</td></tr>`).join('')}</table>
<hr>
${servicePct ? `<div class="pr"><span>סה"כ מנות ומשקאות</span><span>${amount(food)}</span></div><div class="pr"><span>דמי שירות ${servicePct}%</span><span>${amount(service)}</span></div>` : ''}
<div class="pr tot"><span>סה"כ לתשלום ₪</span><span>${amount(total)}</span></div>
<div class="pr small"><span>מתוכו מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
${servicePct ? '' : `<div class="small c">השירות אינו כלול · המלצה: 12% = ${amount(share(total, 12))} · 15% = ${amount(share(total, 15))}</div>`}
<hr>
<div class="small">שולם: ${rng.chance(0.7) ? `אשראי ****${rng.digits(4)}` : 'מזומן'}</div>
<div class="c small">¡Gracias! נסגר ${hm(open + rng.int(50, 140))}</div>
</div></div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#222}.r{width:92mm;padding:3mm}.frame{border:3px double #8a5a00;padding:3mm}.c{text-align:center}.brand{font-size:22px;font-weight:bold;color:#8a5a00}.head{font-weight:bold;font-size:14px}.small{font-size:10.5px}.grid{display:flex;flex-wrap:wrap;gap:2px 10px;font-size:11px}table{width:100%;border-collapse:collapse}td{vertical-align:top;padding:1px 2px}.n{text-align:left;white-space:nowrap}.es{font-style:italic;font-size:10px;color:#555}.pr{display:flex;justify-content:space-between}.tot{font-weight:bold;font-size:15px}hr{border:0;border-top:1px solid #8a5a00}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '98mm 230mm', css, body }),
      page: '98mm 230mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
