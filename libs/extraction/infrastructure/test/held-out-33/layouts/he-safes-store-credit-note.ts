import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, personalId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-safes-store-credit-note';

const VENDORS = [
  {
    brand: 'כספות המגן בע"מ',
    lines: ['כספות ביתיות ועסקיות · התקנה ושירות'],
    legal: 'כספות המגן בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `Z-${k}`,
    digits: [1000, 9999],
    color: '#455a64',
  },
  {
    brand: 'כספת פלוס',
    lines: ['יעקב פרץ', 'כספות, מנעולים וארונות נשק'],
    legal: 'יעקב פרץ',
    company: false,
    label: 'עוסק מורשה',
    style: 'd.m.yy' as D,
    num: (k: number) => `9${k}`,
    digits: [10000, 99999],
    color: '#8d6e63',
  },
];

const SAFES: [string, number][] = [
  ['כספת ביתית דיגיטלית 25 ליטר', 89000],
  ['כספת חסינת אש 60 דקות', 245000],
  ['כספת לקיר עם מנעול טביעת אצבע', 159000],
  ['ארון נשק מאושר 2 כלים', 189000],
  ['כספת מגירה למלון', 69000],
];
const EXTRAS: [string, number][] = [
  ['עיגון לרצפה בברגי כימיקל', 35000],
  ['הובלה והתקנה בקומה', 28000],
  ['מנעול גיבוי מפתח', 12000],
];
const REASONS = ['הכספת אינה נכנסת לארון המיועד', 'פגם בלוח המקשים — הוחלפה בדגם אחר', 'ביטול עסקה בתוך 14 יום', 'ויתור על התקנה'];

export const heSafesStoreCreditNote: Layout = {
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
    const origDate = shift(date, -rng.int(3, 25));
    const origNum = n % 2 === 0 ? `${rng.int(100000, 199999)}` : `8${rng.int(10000, 99999)}`;
    const items = [rng.pick(SAFES), ...rng.some(EXTRAS, rng.int(0, 2))].map(([name, price]) => ({ name, price }));
    const gross = add(items.map((i) => i.price));
    const fee = rng.chance(0.5) ? Math.round(gross * 0.08) : 0;
    const net = gross - fee;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const minus = n >= 2;
    const m = (c: number) => (minus ? `-${amount(c)}` : amount(c));
    const body = `<div class="pg">
<div class="hd"><div class="brand">${esc(v.brand)}</div>${v.lines.map((l) => `<div>${esc(l)}</div>`).join('')}<div class="sm">${v.label} ${id} · ${esc(rng.pick(["רח' המסגר 30, תל אביב", "רח' הנפחים 5, חולון", "שד' ההסתדרות 71, חיפה"]))}</div></div>
<div class="title">חשבונית מס זיכוי</div>
<table class="grid">
<tr><td>מספר</td><td><b>${lr(number)}</b></td><td>תאריך</td><td><b>${dt(date, v.style)}</b></td></tr>
<tr><td>לקוח</td><td>${esc(rng.pick(['אורי שלום', 'דנה ויס', 'חן אלמקייס', 'בוריס קפלן']))}</td><td>ת.ז.</td><td>${personalId(rng)}</td></tr>
<tr><td>בגין חשבונית</td><td>${origNum}</td><td>מיום</td><td>${dt(origDate, 'dd/mm/yyyy')}</td></tr>
<tr><td>סיבת הזיכוי</td><td colspan="3">${esc(rng.pick(REASONS))}</td></tr>
</table>
<table class="it"><tr><th>פריט</th><th>כמות</th><th>מחיר לפני מע"מ</th></tr>
${items.map((i) => `<tr><td>${esc(i.name)}</td><td>1</td><td class="n">${amount(i.price)}</td></tr>`).join('')}
${fee ? `<tr><td>בניכוי דמי טיפול והחזרה 8%</td><td></td><td class="n">-${amount(fee)}</td></tr>` : ''}
</table>
<div class="sum">
<div class="rw"><span>סה"כ לפני מע"מ</span><span>${m(net)}</span></div>
<div class="rw"><span>מע"מ ${rate}%</span><span>${m(tax)}</span></div>
<div class="rw big"><span>סה"כ זיכוי</span><span>${m(total)} ₪</span></div>
</div>
<div class="sm">${esc(rng.pick(['הזיכוי יוחזר לכרטיס האשראי בחיוב הקרוב.', 'הזיכוי יועבר לחשבון הבנק של הלקוח תוך 7 ימי עסקים.', 'ניתן שובר זיכוי לשימוש בחנות עד שנה מהיום.']))}</div>
<div class="sig">חתימת הלקוח: ____________ &nbsp; חתימת המוכר: ____________</div>
</div>`;
    const css = `body{font-family:'Liberation Serif','Noto Serif Hebrew',serif;font-size:11.5px}.pg{padding:9mm 10mm}.hd{text-align:center;border-bottom:2px solid ${v.color};padding-bottom:4px}.brand{font-family:'Hadasim CLM','Noto Serif Hebrew',serif;font-size:24px;font-weight:bold;color:${v.color}}.sm{font-size:9.5px;color:#444;margin-top:4px}.title{margin:8px auto;width:60%;text-align:center;font-size:17px;font-weight:bold;border:2px solid #000;padding:3px}table{width:100%;border-collapse:collapse}.grid td{border:1px solid #999;padding:3px}.grid td:nth-child(odd){background:#eceff1;width:18%}.it{margin-top:8px}.it th{text-align:right;border-bottom:2px solid ${v.color};padding:3px}.it td{padding:3px;border-bottom:1px solid #ddd}.n{text-align:left}.sum{width:50%;margin:8px auto 6px 0}.rw{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:14px;border-top:2px solid #000}.sig{margin-top:14px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-tax) },
    };
  },
};
