import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, personalId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-smart-home-store-credit-note';

const VENDORS = [
  {
    brand: 'SMARTI',
    legal: 'סמרטי בית חכם בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `ZC-${k}`,
    digits: [10000, 99999],
    color: '#00897b',
    font: "'Noto Sans Hebrew','Liberation Sans',sans-serif",
    sign: (s: string) => lr(`-${s}`),
  },
  {
    brand: 'מתג',
    legal: 'גלעד ששון',
    company: false,
    label: 'עוסק מורשה',
    style: 'd.m.yy' as D,
    num: (k: number) => `8${k}`,
    digits: [1000, 9999],
    color: '#5e35b1',
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
    sign: (s: string) => lr(`(${s})`),
  },
];

const GOODS: [string, number][] = [
  ['מתג חכם מגע 3 קווים', 32000],
  ['בקר מרכזי (Hub) Zigbee', 54000],
  ['חיישן תנועה אלחוטי', 14500],
  ['חיישן פתיחת דלת/חלון', 9900],
  ['בקר מזגן חכם IR', 27500],
  ['מנוע תריס חשמלי עם שלט', 68000],
  ['נורת LED חכמה E27', 6900],
  ['אינטרקום וידאו WiFi', 89000],
  ['שקע חכם למדידת צריכה', 11900],
];
const REASONS = ['החזרת מוצרים שלא נפתחו', 'תקלה בהתקנה — החלפה לדגם אחר', 'ביטול עסקה בתוך 14 יום', 'חיוב כפול בחשבונית המקורית'];

export const heSmartHomeStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const original = addDays(date, -rng.int(4, 30));
    const originalNo = n % 2 === 0 ? `${rng.int(100000, 199999)}` : `${rng.int(2000, 7999)}`;
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, unit]) => ({ name, unit, q: rng.int(1, 4) }));
    const install = rng.chance(0.4) ? rng.pick([25000, 35000]) : 0;
    const goods = add(lines.map((l) => l.q * l.unit)) + install;
    const fee = rng.chance(0.5) ? Math.round(goods / 10) : 0;
    const net = goods - fee;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const customer = rng.pick(['אורית לנדאו', 'יהונתן מזרחי', 'דפנה ויס', 'סהר אבוטבול']);
    const vendor = `<div class="brand">${esc(v.brand)}</div>${n % 2 === 1 ? `<div class="legal">${esc(v.legal)}</div><div>מערכות בית חכם, תריסים חשמליים ותאורה</div>` : `<div class="legal">${esc(v.legal)}</div>`}<div>${v.label} ${id}</div><div>${n % 2 === 0 ? 'קניון הזהב, ראשון לציון' : "רח' הנשיא 22, באר שבע"}</div><div>${lr(n % 2 === 0 ? '03-9641105' : '08-6280451')}</div>`;
    const body = `<div class="sheet"><div class="band">${vendor}</div><div class="main">
<div class="title">חשבונית מס זיכוי</div>
<table class="grid">
<tr><td>מספר</td><td><b>${lr(number)}</b></td></tr>
<tr><td>תאריך</td><td><b>${dt(date, v.style)}</b></td></tr>
<tr><td>לקוח</td><td>${esc(customer)} · ת.ז. ${personalId(rng)}</td></tr>
<tr><td>בגין חשבונית</td><td>${lr(originalNo)} מיום ${dt(original, 'dd/mm/yyyy')}</td></tr>
<tr><td>סיבה</td><td>${esc(rng.pick(REASONS))}</td></tr>
</table>
<table class="items"><tr><th>פריט</th><th>כמות</th><th>מחיר נטו</th><th>סכום</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.unit)}</td><td>${amount(l.q * l.unit)}</td></tr>`).join('')}
${install ? `<tr><td>החזר דמי התקנה</td><td>1</td><td>${amount(install)}</td><td>${amount(install)}</td></tr>` : ''}
</table>
<table class="tot">
${fee ? `<tr><td>סה"כ פריטים</td><td>${amount(goods)}</td></tr><tr><td>בניכוי דמי טיפול 10%</td><td>${lr(`-${amount(fee)}`)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${v.sign(amount(net))}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${v.sign(amount(tax))}</td></tr>
<tr class="big"><td>סה"כ זיכוי</td><td>${v.sign(amount(total))} ₪</td></tr>
</table>
<div class="sm">הזיכוי ${rng.pick(['יוחזר לכרטיס האשראי שבו בוצע החיוב תוך עד 2 מחזורי חיוב', 'יועבר בהעברה בנקאית תוך 10 ימי עסקים', 'ניתן כשובר לרכישה בחנות, בתוקף 12 חודשים'])}.</div>
<div class="sig"><span>חתימת המוכר: ____________</span><span>חתימת הלקוח: ____________</span></div>
</div></div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#222}.sheet{width:148mm;height:209mm;overflow:hidden;display:flex}.band{width:38mm;background:${v.color};color:#fff;padding:9mm 4mm;box-sizing:border-box;font-size:10px;line-height:1.6}.brand{font-size:24px;font-weight:bold;font-family:'URW Gothic','Miriam CLM',sans-serif}.legal{font-weight:bold;font-size:11px}.main{flex:1;padding:9mm 7mm}.title{font-size:19px;font-weight:bold;color:${v.color};border-bottom:2px solid ${v.color};margin-bottom:6px}.grid td{padding:2px 6px 2px 0}.grid td:first-child{color:#777;width:26mm}.items{width:100%;border-collapse:collapse;margin-top:8px}.items th{border-bottom:1px solid ${v.color};text-align:right;padding:3px}.items td{padding:3px;border-bottom:1px solid #eee}.items td:nth-child(n+2){text-align:left}.tot{width:75%;margin:8px auto 0 0;border-collapse:collapse}.tot td{padding:2px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.sm{font-size:9.5px;margin-top:8px;color:#555}.sig{display:flex;justify-content:space-between;margin-top:16mm;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-tax) },
    };
  },
};
