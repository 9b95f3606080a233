import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { D, dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-office-plants-monthly-bill';

const VENDORS = [
  {
    brand: 'ירוק במשרד',
    legal: 'ירוק במשרד שתילה ותחזוקה בע"מ',
    company: true,
    label: 'ח"פ',
    style: 'dd.mm.yyyy' as D,
    color: '#33691e',
    font: "'Hadasim CLM','Noto Sans Hebrew',serif",
  },
  {
    brand: 'עלה ירוק',
    legal: 'תמר אלקבץ',
    company: false,
    label: 'עוסק מורשה',
    style: 'd/m/yyyy' as D,
    color: '#00695c',
    font: "'Simple CLM','Noto Sans Hebrew',sans-serif",
  },
];

const CUSTOMERS = ['אופטימה מערכות מידע בע"מ', 'משרד עו"ד לוין, שגב ושות\'', 'גלבוע ביטוח סוכנות בע"מ', 'נקודת מפנה אדריכלים בע"מ'];

export const heOfficePlantsMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, undefined, [1, 5]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = n % 2 === 0 ? `GO/${rng.int(10000, 99999)}` : String(rng.int(1000, 9999));
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = shift(date, rng.pick([10, 14, 20]));
    const customer = rng.pick(CUSTOMERS);
    const custId = taxId(rng, true);
    const custNo = notAnId(rng).slice(0, 7);
    const floor = rng.int(6, 24);
    const desk = rng.int(4, 20);
    const lines: [string, string, number, number][] = [
      ['השכרת עציצי רצפה גדולים (פיקוס, מונסטרה, סטרליציה)', "יח'", floor, rng.pick([3500, 3900, 4200])],
      ['השכרת צמחי שולחן קטנים', "יח'", desk, rng.pick([1200, 1400])],
      ['ביקורי תחזוקה: השקיה, דישון וגיזום', 'ביקור', rng.pick([2, 4]), rng.pick([9000, 11000])],
    ];
    if (rng.chance(0.5)) lines.push(['קיר ירוק — תחזוקה חודשית', 'מ"ר', rng.int(3, 9), 6500]);
    if (rng.chance(0.5)) lines.push(['החלפת צמחים שנפגעו', "יח'", rng.int(1, 3), rng.pick([8500, 12000])]);
    if (rng.chance(0.3)) lines.push(['עציצי פרחים עונתיים לקבלה', "יח'", rng.int(2, 6), 5500]);
    const net = add(lines.map((l) => l[2] * l[3]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const prev = Math.round(total * (0.85 + rng.next() * 0.3));
    const vendorBlock = `<div class="brand">${esc(v.brand)}</div><div class="legal">${esc(v.legal)}</div>${n % 2 === 1 ? '<div>עיצוב ותחזוקת צמחייה למשרדים</div>' : '<div>צמחייה למשרדים ולמבני ציבור</div>'}<div>${v.label} ${id}</div><div>${n % 2 === 0 ? 'משק 47, מושב בצרה' : "רח' הרדוף 9, רמת השרון"}</div><div>${lr(n % 2 === 0 ? '09-7441903' : '054-6623810')}</div><div>${lr(n % 2 === 0 ? 'billing@yarok-office.co.il' : 'tamar@ale-yarok.co.il')}</div>`;
    const content = `<div class="title">חשבונית מס ${lr(number)}</div>
<table class="facts"><tr><td>תאריך הפקה<br><b>${dt(date, v.style)}</b></td><td>תקופת החיוב<br><b>${heMonth(from)}</b> (${lr(`${dt(from, v.style)} – ${dt(to, v.style)}`)})</td><td>מספר לקוח<br><b>${custNo}</b></td><td>לתשלום עד<br><b>${dt(due, v.style)}</b></td></tr></table>
<div class="cust">לכבוד: <b>${esc(customer)}</b> · ח.פ. ${custId}<br>אתר: ${rng.pick(['מגדלי עזריאלי, קומה 21', 'בית אמות, קומה 6', 'פארק המדע, בניין 3', 'מגדל הים, קומה 12'])}</div>
<table class="items"><tr><th>תיאור</th><th>יחידה</th><th>כמות</th><th>מחיר ליח'</th><th>סכום</th></tr>
${lines.map((l) => `<tr><td>${esc(l[0])}</td><td>${l[1]}</td><td>${l[2]}</td><td>${amount(l[3])}</td><td>${amount(l[2] * l[3])}</td></tr>`).join('')}
</table>
<table class="tot"><tr><td>סה"כ חיובי התקופה</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr></table>
<div class="note">יתרה מחשבונית קודמת: ${amount(prev)} ₪ — שולמה בהוראת קבע. החיוב הבא יבוצע ב-${dt(due, v.style)} מחשבון הבנק שלכם.</div>
<div class="note">הערות: ${rng.pick(['בביקור הבא יוחלף מצע בעציצים בקומה 2.', 'הצמחים בחדר הישיבות הועברו לאור חלקי.', 'נא לא להשקות את הצמחים — ההשקיה באחריותנו.'])}</div>`;
    const body =
      n % 2 === 0 ? `<div class="page side"><aside>${vendorBlock}</aside><main>${content}</main></div>` : `<div class="page"><header>${vendorBlock}</header>${content}</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#222}.page{width:210mm;height:296mm;overflow:hidden;box-sizing:border-box;padding:14mm}.side{display:flex;gap:8mm;padding:0}.side aside{width:52mm;background:${v.color};color:#fff;padding:14mm 6mm;box-sizing:border-box;font-size:11px;line-height:1.6}.side main{flex:1;padding:14mm 4mm 14mm 14mm}header{border-bottom:3px solid ${v.color};padding-bottom:6px;margin-bottom:8px;font-size:11px}.brand{font-size:26px;font-weight:bold}header .brand{color:${v.color}}.legal{font-weight:bold;font-size:13px}.title{font-size:19px;font-weight:bold;color:${v.color};margin:6px 0 10px}.facts{width:100%;border-collapse:separate;border-spacing:5px}.facts td{border:1px solid ${v.color};border-radius:6px;padding:5px;font-size:11px;vertical-align:top}.cust{margin:8px 0;padding:6px;background:#f1f5ee}.items{width:100%;border-collapse:collapse;margin-top:8px}.items th{background:${v.color};color:#fff;padding:4px;text-align:right}.items td{padding:4px;border-bottom:1px solid #ddd}.items td:nth-child(n+3){text-align:left}.tot{margin:10px 0 10px auto;margin-right:auto;margin-left:0;width:55%;border-collapse:collapse}.tot td{padding:3px 5px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}.note{font-size:10.5px;margin-top:6px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
