import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-washroom-hygiene-monthly-bill';

const BRAND = 'אוויר צח';
const LEGAL = 'א.צ. תברואה והיגיינה בע"מ';

const SERVICES: [string, number, number, [number, number]][] = [
  ['פח היגייני לתא נשים – החלפה דו-שבועית', 2800, 3600, [2, 12]],
  ['מפיץ ריח אוטומטי כולל מילוי חודשי', 2200, 3000, [2, 10]],
  ['מתקן סבון קצף כולל מילוי', 1400, 1900, [2, 14]],
  ['מייבש ידיים חשמלי – השכרה', 3900, 4900, [1, 6]],
  ['שטיח כניסה 85x150 – החלפה שבועית', 6500, 8900, [1, 4]],
  ['מחטא מושבי אסלה', 1800, 2400, [2, 10]],
  ['מתקן מגבות נייר כולל מילוי', 3500, 4500, [1, 8]],
  ['ניחוח מזגן למערכת מיזוג מרכזית', 9500, 12500, [1, 2]],
];
const CUSTOMERS: [string, string][] = [
  ['מסעדת הנמל ים בע"מ', "רח' הנמל 18, הרצליה"],
  ['מגדלי אופק ניהול בע"מ', 'דרך מנחם בגין 132, תל אביב'],
  ['פיטנס פרו רשת מועדונים בע"מ', "רח' הרוקמים 26, חולון"],
  ['מרכז רפואי שלום בע"מ', "רח' יפו 97, ירושלים"],
  ['קפה אורנים בע"מ', "שד' הנשיא 110, חיפה"],
];

export const heWashroomHygieneMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 5]);
    const date = officeDay(d0);
    const id = vid(LEGAL, true);
    const rate = israeliRate(date);
    const from = `${date.slice(0, 8)}01`;
    const to = lastOfMonth(date);
    const due = shift(date, rng.pick([10, 14, 15]));
    const number = `HY${date.slice(2, 4)}${date.slice(5, 7)}/${rng.int(1000, 4999)}`;
    const [customer, site] = rng.pick(CUSTOMERS);
    const customerId = taxId(rng, true);
    const account = notAnId(rng);
    const contract = `${rng.int(10, 99)}-${rng.int(1000, 9999)}`;
    const lines = rng.some(SERVICES, rng.int(3, 6)).map(([name, lo, hi, q]) => ({ name, qty: rng.int(...q), unit: rng.int(lo / 10, hi / 10) * 10 }));
    const extraVisit = rng.chance(0.4) ? { name: 'ביקור טכנאי נוסף (קריאת שירות)', qty: 1, unit: rng.int(12, 18) * 1000 } : null;
    const all = extraVisit ? [...lines, extraVisit] : lines;
    const net = add(all.map((l) => l.qty * l.unit));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const lastPaid = Math.round(total * (0.85 + rng.next() * 0.3));
    const lastPaidOn = shift(date, -rng.int(24, 30));
    const table = `<table class="items"><tr><th>שירות</th><th>כמות</th><th>מחיר ליחידה לחודש</th><th>סה"כ</th></tr>${all
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.qty * l.unit)}</td></tr>`)
      .join('')}</table>`;
    const body = `<div class="page">
<header><div><div class="brand">${BRAND}</div><div class="sub">שירותי היגיינה וריח לעסקים · חדרי שירותים · לובאים · מטבחים</div></div><div class="tt">חשבונית מס<br><span>חיוב חודשי – ${heMonth(date)}</span></div></header>
<table class="facts"><tr><th>מס' חשבונית</th><th>תאריך הפקה</th><th>תקופת השירות</th><th>לתשלום עד</th><th>מס' לקוח</th></tr>
<tr><td>${lr(number)}</td><td>${lr(dt(date, 'dd.mm.yyyy'))}</td><td>${lr(`${dt(from, 'dd.mm.yyyy')} – ${dt(to, 'dd.mm.yyyy')}`)}</td><td>${lr(dt(due, 'dd.mm.yyyy'))}</td><td>${account}</td></tr></table>
<div class="cust"><div><b>לכבוד:</b> ${esc(customer)} · ח.פ. ${customerId}</div><div><b>כתובת השירות:</b> ${esc(site)}</div><div><b>הסכם מס':</b> ${lr(contract)} · ביקורים בחודש: ${rng.pick([2, 4])}</div></div>
${table}
<div class="bottom"><div class="acct"><div class="h">מצב חשבון</div><div>יתרה מחשבון קודם: 0.00</div><div>תשלום אחרון: ${amount(lastPaid)} ₪ בתאריך ${lr(dt(lastPaidOn, 'dd.mm.yyyy'))}</div><div>אמצעי תשלום: הוראת קבע, חשבון ${lr(`***${rng.digits(3)}`)}</div></div>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr></table></div>
<div class="note">החיוב יבוצע בהוראת הקבע במועד התשלום. לבירורים: שירות לקוחות 1-700-505-606, א'-ה' 08:00-17:00.</div>
<footer>${esc(LEGAL)} · ח.פ. ${id} · רח' המלאכה 8, ראש העין · service@avir-tzah.co.il</footer>
</div>`;
    const css = `body{font-family:'Ellinia CLM','Noto Sans Hebrew',sans-serif;font-size:12px;color:#1d2a33}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm 15mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:4px solid #0e7490;padding-bottom:6px}.brand{font-size:34px;font-weight:bold;color:#0e7490}.sub{font-size:11px;color:#4b5b66}.tt{font-size:20px;font-weight:bold;text-align:left}.tt span{font-size:12px;font-weight:normal}.facts{width:100%;border-collapse:collapse;margin:12px 0}.facts th{background:#e0f2f7;font-weight:normal;font-size:10.5px;padding:4px;border:1px solid #b6dbe4}.facts td{text-align:center;padding:5px;border:1px solid #b6dbe4;font-weight:bold}.cust{line-height:1.7;margin-bottom:10px}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid #0e7490;text-align:right;padding:4px}.items td{padding:4px;border-bottom:1px solid #dde7ea}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.bottom{display:flex;justify-content:space-between;margin-top:14px}.acct{border:1px solid #b6dbe4;padding:6px;width:48%;line-height:1.7;font-size:11px}.h{font-weight:bold;color:#0e7490}.tot{width:42%;border-collapse:collapse}.tot td{padding:4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;background:#0e7490;color:#fff}.note{margin-top:16px;font-size:10.5px;color:#4b5b66}footer{position:absolute;bottom:10mm;left:15mm;right:15mm;border-top:1px solid #0e7490;padding-top:4px;text-align:center;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: LEGAL, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
