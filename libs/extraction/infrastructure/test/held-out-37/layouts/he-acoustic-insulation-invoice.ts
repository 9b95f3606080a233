import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, mul, spacedId } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-acoustic-insulation-invoice';

const VENDORS = [
  {
    brand: 'שקט',
    sub: 'הנדסת אקוסטיקה ובידוד רעש',
    legal: 'שקט אקוסטיקה ובידוד בע"מ',
    company: true,
    label: 'ח.פ.',
    addr: ["רח' המלאכה 21", 'אזור תעשייה חולון'],
    phone: '03-5581940',
    mail: 'office@sheket-ac.co.il',
    num: (k: number) => `AC/${k}`,
    digits: [1100, 3999],
    style: 'dd/mm/yyyy' as D,
    font: "'Noto Sans Hebrew','FreeSans',sans-serif",
    color: '#334155',
    side: true,
  },
  {
    brand: 'פרץ אקוסטיקה',
    sub: 'בידוד אקוסטי לאולפנים, כיתות ומסעדות',
    legal: 'יונתן פרץ',
    company: false,
    label: 'עוסק מורשה',
    addr: ['משק 47', 'מושב בית יצחק'],
    phone: '054-6617720',
    mail: 'yonatan@peretz-acoustics.co.il',
    num: (k: number) => `${k}`,
    digits: [512, 989],
    style: 'd.m.yy' as D,
    font: "'Frank Ruehl CLM','Noto Serif Hebrew',serif",
    color: '#9f1239',
    side: false,
  },
];

const WORKS: [string, string, [number, number], [number, number]][] = [
  ['לוחות צמר סלעים 50 מ"מ בתקרה', 'מ"ר', [1500, 9000], [9500, 13500]],
  ['פאנלים בולעי קול מבד, 120×60', "יח'", [6, 40], [21000, 32000]],
  ['מלכודות בס פינתיות', "יח'", [2, 8], [48000, 69000]],
  ['דיפיוזרים מעץ', "יח'", [2, 10], [39000, 56000]],
  ['קיר גבס כפול עם מסה אקוסטית', 'מ"ר', [800, 4200], [26000, 34000]],
  ['אטמים לדלת ומפתן אוטומטי', "יח'", [1, 4], [42000, 61000]],
  ['תקרה אקוסטית מרחפת', 'מ"ר', [1200, 6000], [18500, 24500]],
  ['בידוד צנרת ניקוז', 'מ"א', [400, 2200], [6500, 9500]],
  ['מדידת רעש ודו"ח אקוסטי', "קומפ'", [1, 1], [180000, 260000]],
];
const CUSTOMERS = ['אולפני הקצב הפקות בע"מ', 'בית ספר "ניצנים" – ועד הורים', 'מסעדת הנמל ת"א בע"מ', 'קהילת בית שמואל', 'משרד עו"ד כהן-לביא', 'גן אירועים הדר בע"מ'];

export const heAcousticInsulationInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const cust = rng.pick(CUSTOMERS);
    const custId = taxId(rng, true);
    const lines = rng.some(WORKS, rng.int(3, 6)).map(([name, unit, [qlo, qhi], [plo, phi]]) => {
      const q = unit === 'מ"ר' || unit === 'מ"א' ? rng.int(qlo, qhi) / 100 : rng.int(qlo, qhi);
      const p = Math.round(rng.int(plo, phi) / 100) * 100;
      return { name, unit, q, p, sum: mul(q, p) };
    });
    const net = add(lines.map((l) => l.sum));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const quote = `${rng.int(100, 999)}/${date.slice(2, 4)}`;
    const start = shift(date, -rng.int(6, 25));
    const vendorLines = `<div class="vn">${esc(v.legal)}</div><div>${v.label} ${v.company ? id : lr(spacedId(id))}</div><div>${esc(v.addr[0])}</div><div>${esc(v.addr[1])}</div><div>${lr(v.phone)}</div><div>${lr(v.mail)}</div>`;
    const main = `<div class="doc"><div class="tt">חשבונית מס</div><div>מס' <b>${lr(number)}</b></div><div>תאריך: <b>${lr(dt(date, v.style))}</b></div><div class="sm">מקור</div></div>
<div class="cust"><div>לכבוד: <b>${esc(cust)}</b>${cust.includes('בע"מ') ? ` · ח.פ. ${custId}` : ''}</div><div>איש קשר: ${esc(rng.pick(['אורי', 'נעמה', 'חן', 'רמי']))} · ${lr(cellular(rng))}</div><div>אתר העבודה: ${esc(rng.pick(['קומת מרתף', 'אולם ראשי', 'חדר הקלטות B', 'קומה 2']))} · הצעת מחיר ${lr(quote)} · העבודה בוצעה ${dt(start, 'dd/mm/yyyy')} עד ${dt(shift(start, rng.int(2, 5)), 'dd/mm/yyyy')}</div></div>
<table class="items"><tr><th>#</th><th>תיאור</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>
${lines.map((l, i) => `<tr><td>${i + 1}</td><td>${esc(l.name)}</td><td>${l.unit}</td><td>${l.q}</td><td>${amount(l.p)}</td><td>${amount(l.sum)}</td></tr>`).join('')}
</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>${amount(total)} ש"ח</td></tr></table>
${alloc ? `<div class="b">מספר הקצאה: ${alloc}</div>` : ''}
<div class="sm terms">תנאי תשלום: שוטף + 30. אחריות לעבודה 24 חודשים. העברה בנקאית: בנק הפועלים, סניף ${rng.int(400, 799)}, חשבון ${rng.int(100000, 999999)}.</div>`;
    const body = v.side
      ? `<div class="page side"><aside><div class="brand">${esc(v.brand)}</div><div class="sub">${esc(v.sub)}</div>${vendorLines}</aside><main>${main}</main></div>`
      : `<div class="page"><header><div><div class="brand">${esc(v.brand)}</div><div class="sub">${esc(v.sub)}</div></div><div class="hv">${vendorLines}</div></header><main>${main}</main></div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#1a1a1a}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm}.side{display:flex;gap:8mm;padding:0}.side aside{width:50mm;background:${v.color};color:#fff;padding:14mm 6mm;line-height:1.6;font-size:11px}.side main{flex:1;padding:14mm 12mm 14mm 0}.brand{font-size:28px;font-weight:bold}.page:not(.side) .brand{color:${v.color}}.sub{font-size:10.5px;margin-bottom:10px}.vn{font-weight:bold;font-size:12.5px}header{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:6px;margin-bottom:10px}.hv{text-align:left;font-size:11px;line-height:1.4}.doc{margin-bottom:10px}.tt{font-size:22px;font-weight:bold;color:${v.color}}.sm{font-size:10px;color:#555}.b{font-weight:bold}.cust{background:#f3f4f6;padding:7px;line-height:1.6;margin-bottom:10px}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid ${v.color};text-align:right;padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px}.items td:nth-child(n+4){text-align:left}.tot{width:55%;margin:10px auto 8px 0;border-collapse:collapse}.tot td{padding:3px 5px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}.terms{margin-top:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
