import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hyphenId, personalId, share } from '../../generalisation/notation';
import { add, dated, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-electric-scooter-credit-note';

const VENDORS = [
  {
    brand: 'VOLT RIDE',
    lines: ['וולט רייד קורקינטים חשמליים בע"מ'],
    legal: 'וולט רייד קורקינטים חשמליים בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `CR-${k}`,
    digits: [10000, 99999],
    minus: true,
  },
  {
    brand: 'סקוטרלנד',
    lines: ['אלון חדד', 'קורקינטים ואופניים חשמליים — מכירה ותיקונים'],
    legal: 'אלון חדד',
    company: false,
    label: 'עוסק מורשה',
    style: 'dd.mm.yy' as D,
    num: (k: number) => `${k}`,
    digits: [1000, 9999],
    minus: false,
  },
];

const ITEMS: [string, number][] = [
  ['קורקינט חשמלי 350W דגם City-8', 189000],
  ['קורקינט חשמלי 500W דגם Trail Pro', 279000],
  ['קסדה עם תאורת LED', 19900],
  ['מטען מהיר 42V', 24900],
  ['מנעול שרשרת מחוזק', 12900],
  ['סוללה חלופית 10Ah', 99000],
  ['כיסוי גשם למושב ולידית', 6900],
];

export const heElectricScooterCreditNote: Layout = {
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
    const original = addDays(date, -rng.int(3, 25));
    const origNo = v.company ? `${rng.int(100000, 999999)}` : `${rng.int(1000, 9999)}`;
    // Catalogue prices include VAT; the note lists them net, at the rate of its date.
    const rows = rng.some(ITEMS, rng.int(1, 3)).map(([name, gross]) => ({ name, qty: 1, unit: Math.round((gross * 100) / (100 + rate)) }));
    const goods = add(rows.map((r) => r.qty * r.unit));
    const fee = rng.chance(0.5) ? share(goods, 5) : 0;
    const net = goods - fee;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const m = (c: number) => (v.minus ? `-${amount(c)}` : amount(c));
    const body = `<div class="band"><span class="brand">${esc(v.brand)}</span></div>
<div class="p">
${v.lines.map((l) => `<div>${esc(l)}</div>`).join('')}
<div class="sm">${v.label} ${n === 0 ? hyphenId(id) : id} · ${rng.pick(["רח' העבודה 7, חולון", 'דרך השלום 41, תל אביב', "שד' ירושלים 88, אשדוד"])}</div>
<h1>חשבונית מס זיכוי</h1>
<table class="g"><tr><td>מספר</td><td><b>${lr(number)}</b></td><td>תאריך</td><td><b>${dt(date, v.style)}</b></td></tr>
<tr><td>לקוח/ה</td><td>${esc(rng.pick(['עדי מורנו', 'יונתן קליין', 'רעות חסון', 'איתי שגב']))}, ת.ז. ${personalId(rng)}</td><td>בגין חשבונית</td><td>${origNo} מיום ${dt(original, 'dd/mm/yyyy')}</td></tr>
<tr><td>סיבה</td><td colspan="3">${esc(rng.pick(['החזרה תוך 14 יום — אריזה פתוחה', 'פגם בבקר המנוע, הוחלף בדגם אחר', 'ביטול עסקה לפי חוק הגנת הצרכן']))}</td></tr></table>
<table class="i"><tr><th>פריט</th><th>כמות</th><th>מחיר לפני מע"מ</th><th>סכום</th></tr>${rows.map((r) => `<tr><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td class="n">${m(r.unit * r.qty)}</td></tr>`).join('')}
${fee ? `<tr><td>דמי טיפול בהחזרה 5% (מקוזזים)</td><td></td><td></td><td class="n">${v.minus ? amount(fee) : `-${amount(fee)}`}</td></tr>` : ''}</table>
<div class="sum">
<div class="pr"><span>סה"כ לפני מע"מ</span><span>${m(net)}</span></div>
<div class="pr"><span>מע"מ ${rate}%</span><span>${m(tax)}</span></div>
<div class="pr big"><span>סה"כ זיכוי</span><span>${m(total)} ₪</span></div>
</div>
<div class="sm">${esc(rng.pick(['הזיכוי הוחזר לכרטיס האשראי שבו בוצע התשלום.', 'הזיכוי יועבר בהעברה בנקאית תוך 7 ימי עסקים.', 'ניתן שובר זיכוי לשימוש בחנות לשנה.']))}</div>
<div class="sig">חתימת הלקוח/ה: ______________</div>
</div>`;
    const css = `body{font-family:'Liberation Sans','Miriam CLM',sans-serif;font-size:11px}.band{background:#9bc53d;padding:6mm 10mm}.brand{font-family:'Yehuda CLM','Aharoni CLM',sans-serif;font-size:26px;font-weight:bold;color:#1d2b0a;letter-spacing:1px}.p{padding:6mm 10mm}.sm{font-size:9.5px;color:#333}h1{font-size:18px;margin:8px 0;color:#1d2b0a}table{width:100%;border-collapse:collapse}.g td{border:1px solid #9bc53d;padding:3px 4px}.g td:nth-child(odd){background:#eef6dc;width:18%}.i{margin-top:10px}.i th{border-bottom:2px solid #1d2b0a;text-align:right;padding:3px}.i td{border-bottom:1px solid #ddd;padding:3px}.n{text-align:left}.sum{width:55%;margin:10px auto 8px 0}.pr{display:flex;justify-content:space-between;padding:1px 0}.big{font-weight:bold;font-size:14px;border-top:2px solid #1d2b0a}.sig{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-tax) },
    };
  },
};
