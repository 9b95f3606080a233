import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { D, dt, hyphenId } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-concrete-drilling-invoice';

const VENDORS = [
  {
    brand: '',
    legal: 'קידוחי בטון הצפון בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    color: '#e65100',
    font: "'David CLM','Noto Serif Hebrew',serif",
  },
  {
    brand: 'דיסק יהלום',
    legal: "מוטי אברג'ל",
    company: false,
    label: "עוסק מורשה מס'",
    style: 'he' as D,
    color: '#455a64',
    font: "'Noto Sans Hebrew','Liberation Sans',sans-serif",
  },
];

const CLIENTS = ['א.ד. בוני הגליל בע"מ', 'שיפוצי אלון וגיא בע"מ', 'מ.נ. הנדסה אזרחית בע"מ', 'רמות קבלנות כללית בע"מ'];

export const heConcreteDrillingInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = n % 2 === 0 ? String(rng.int(20000, 49999)) : `${date.slice(0, 4)}-${String(rng.int(12, 480)).padStart(3, '0')}`;
    const work = shift(date, -rng.int(1, 6));
    const client = rng.pick(CLIENTS);
    const clientId = taxId(rng, true);
    type L = { d: string; q: string; u: string; sum: number };
    const lines: L[] = [];
    for (const dia of rng.some([52, 82, 110, 162, 200, 250], rng.int(1, 3))) {
      const holes = rng.int(2, 12);
      const depth = rng.pick([20, 25, 30, 40, 50]);
      const perCm = Math.round(dia * 1.4) * 2;
      lines.push({ d: `קידוח ליבה Ø${dia} מ"מ, עומק ${depth} ס"מ`, q: `${holes} חורים × ${depth} ס"מ`, u: `${amount(perCm)} לס"מ`, sum: holes * depth * perCm });
    }
    if (rng.chance(0.6)) {
      const m = rng.int(3, 18) + rng.pick([0, 0.5]);
      const unit = rng.pick([32000, 38000, 42000]);
      lines.push({ d: 'ניסור קיר בטון בדיסק יהלום, עובי עד 25 ס"מ', q: `${m} מ"א`, u: amount(unit), sum: Math.round(m * unit) });
    }
    if (rng.chance(0.5)) lines.push({ d: 'שאיבת מים ובוצה וניקיון השטח', q: '1', u: amount(45000), sum: 45000 });
    lines.push({ d: 'הגעה והובלת ציוד לאתר', q: '1', u: amount(35000), sum: 35000 });
    const base = add(lines.map((l) => l.sum));
    const night = rng.chance(0.3) ? Math.round(base / 4) : 0;
    if (night) lines.push({ d: 'תוספת עבודת לילה 25%', q: '', u: '', sum: night });
    const net = base + night;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const vendorFull = `${v.brand ? `<div class="brand">${esc(v.brand)}</div><div class="legal">${esc(v.legal)}</div><div>קידוח וניסור בטון · חציבה · פתחים</div>` : `<div class="brand">${esc(v.legal)}</div><div>קידוחי יהלום, ניסור קירות ורצפות</div>`}`;
    const idText = n % 2 === 0 ? hyphenId(id) : id;
    const address = n % 2 === 0 ? "אזור התעשייה הצפוני, עפולה · טל' 04-6520917 · פקס 04-6520918" : "רח' הנפחים 6, ראשון לציון · נייד 052-8147730";
    const head =
      n % 2 === 0 ? `<header class="top">${vendorFull}<div class="sm">${v.label} ${lr(idText)} · ${address}</div></header>` : `<header class="top">${vendorFull}</header>`;
    const foot = n % 2 === 1 ? `<footer>${esc(v.legal)} · ${v.label} ${id} · ${address}</footer>` : `<footer>בנק הפועלים סניף 612 חשבון 318842 · ${address}</footer>`;
    const body = `<div class="page">${head}
<div class="docrow"><div class="doc">חשבונית מס ${lr(number)}</div><div><span class="sm">תאריך החשבונית</span><br><b>${dt(date, v.style)}</b><br><span class="sm">מקור</span></div></div>
<table class="facts">
<tr><td>לכבוד</td><td><b>${esc(client)}</b> · ח.פ. ${clientId}</td></tr>
<tr><td>אתר העבודה</td><td>${rng.pick(["רח' הגפן 12, נצרת עילית", 'פרויקט "נופי העמק", בניין B', 'בית ספר אורט, אגף מדעים', "רח' יפו 88, חיפה"])}</td></tr>
<tr><td>תאריך ביצוע</td><td>${dt(work, 'dd/mm/yyyy')}</td></tr>
<tr><td>הזמנת עבודה</td><td>${lr(`HZ-${rng.digits(5)}`)}</td></tr>
</table>
<table class="items"><tr><th>תיאור העבודה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${lines.map((l) => `<tr><td>${esc(l.d)}</td><td>${l.q}</td><td>${l.u}</td><td>${amount(l.sum)}</td></tr>`).join('')}
</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>${amount(total)} ש"ח</td></tr></table>
${alloc ? `<div>מספר הקצאה: ${alloc}</div>` : ''}
<div class="sm">תנאי תשלום: שוטף + ${rng.pick([30, 45, 60])}. ניכוי מס במקור לפי אישור מצורף. אחריות לנזקי צנרת נסתרת אינה חלה אלא אם סומנה מראש.</div>
${foot}</div>`;
    const css = `body{font-family:${v.font};font-size:12.5px;color:#1b1b1b}.page{width:210mm;height:296mm;overflow:hidden;box-sizing:border-box;padding:14mm 15mm;position:relative}.top{border-bottom:6px solid ${v.color};padding-bottom:6px}.brand{font-family:'Shofar','David CLM',serif;font-size:30px;font-weight:bold;color:${v.color}}.legal{font-size:15px;font-weight:bold}.sm{font-size:10.5px;color:#444}.docrow{display:flex;justify-content:space-between;align-items:flex-end;margin:12px 0}.doc{font-size:20px;font-weight:bold;border:2px solid ${v.color};padding:4px 12px}.facts{border-collapse:collapse;margin-bottom:10px}.facts td{padding:3px 8px 3px 0}.facts td:first-child{color:#666;width:32mm}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid ${v.color};text-align:right;padding:4px}.items td{padding:5px 4px;border-bottom:1px solid #ddd}.items td:last-child,.items th:last-child{text-align:left}.tot{width:50%;margin:10px 0 10px auto;margin-left:0;margin-right:auto;border-collapse:collapse}.tot td{padding:3px 6px}.tot td:last-child{text-align:left}.big td{font-size:16px;font-weight:bold;border-top:2px solid ${v.color}}footer{position:absolute;bottom:12mm;left:15mm;right:15mm;border-top:1px solid ${v.color};padding-top:5px;font-size:10.5px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
