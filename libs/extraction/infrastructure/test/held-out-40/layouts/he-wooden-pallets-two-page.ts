import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { add, allocation, dated, dow, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-wooden-pallets-two-page';

const BRAND = 'פלטה';
const LEGAL = 'משטחי עץ הנגב בע"מ';

const TYPES: [string, number, number][] = [
  ['משטח אירו 1200×800 חדש', 4200, 5200],
  ['משטח סטנדרטי 1200×1000', 3600, 4600],
  ['משטח מטופל חום ISPM-15', 5400, 6600],
  ['משטח משופץ סוג ב׳', 1800, 2600],
  ['משטח חד-פעמי ליצוא', 2200, 3000],
  ['קורות עץ לפי הזמנה (מ"א)', 900, 1400],
];
const CUSTOMERS = ['מפעלי שימורי הדרום בע"מ', 'אגרו-יצוא פירות הערבה בע"מ', 'כימיקלים דימונה בע"מ', 'הפצת משקאות אשקלון בע"מ', 'לוגיסטיקה קריית גת בע"מ'];

export const heWoodenPalletsTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 7]);
    const date = officeDay(d0);
    const id = vid(LEGAL, true);
    const rate = israeliRate(date);
    const number = `${rng.int(11, 19)}${rng.int(10000, 99999)}`;
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const customer = rng.pick(CUSTOMERS);
    const custId = taxId(rng, true);
    const kinds = rng.some(TYPES, 4).map(([name, lo, hi]) => ({ name, price: rng.int(lo / 10, hi / 10) * 10 }));
    type R = { day: string; note: string; name: string; qty: number; price: number; back: boolean };
    const rows: R[] = [];
    let note = rng.int(40000, 80000);
    for (let d = from; d <= to; d = shift(d, 1)) {
      if (dow(d) === 5 || dow(d) === 6) continue;
      const k = rng.int(1, 2);
      for (let i = 0; i < k && rows.length < 40; i++) {
        const back = rng.chance(0.12);
        const t = rng.pick(kinds);
        rows.push({
          day: d,
          note: String(note++),
          name: back ? 'החזרת משטחים משומשים (זיכוי)' : t.name,
          qty: back ? rng.int(20, 80) : rng.int(40, 400),
          price: back ? -rng.pick([700, 900, 1100]) : t.price,
          back,
        });
      }
    }
    if (rows.length < 20) throw new Error(`${ID}: only ${rows.length} rows`);
    const split = Math.min(24, rows.length - 5);
    const line = (r: R) => r.qty * r.price;
    const goods = add(rows.map(line));
    const haul = rng.int(6, 14) * 25000;
    const net = goods + haul;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const table = (rs: R[], first: number) =>
      `<table class="items"><tr><th>שורה</th><th>תאריך</th><th>ת. משלוח</th><th>פריט</th><th>כמות</th><th>מחיר יח׳</th><th>סה"כ</th></tr>${rs
        .map(
          (r, i) =>
            `<tr${r.back ? ' class="back"' : ''}><td>${first + i}</td><td>${dt(r.day, 'dd/mm/yy')}</td><td>${r.note}</td><td>${esc(r.name)}</td><td>${r.qty}</td><td>${lr(amount(r.price))}</td><td>${lr(amount(line(r)))}</td></tr>`,
        )
        .join('')}</table>`;
    const carry = add(rows.slice(0, split).map(line));
    const head = `<header><div class="logo"><div class="brand">${BRAND}</div><div class="sub">ייצור, שיפוץ ומחזור משטחי עץ</div></div><div class="who"><b>${LEGAL}</b><br>ח.פ. ${lr(id)}<br>אזור תעשייה עידן הנגב, להבים<br>${lr('08-6' + rng.digits(6))}</div></header>
<div class="doc"><span class="tt">חשבונית מס מס׳ ${lr(number)}</span><span>תאריך: ${lr(dt(date, 'dd/mm/yyyy'))}</span></div>`;
    const foot = (p: number) => `<footer><span>${LEGAL}</span><span>דף ${p}/2</span></footer>`;
    const body = `<div class="page">${head}
<div class="cust"><b>לקוח:</b> ${esc(customer)} · ח.פ. ${custId} · כרטיס לקוח ${notAnId(rng)}<br>אספקות חודש ${heMonth(from)} (${lr(`${dt(from, 'dd/mm/yyyy')} – ${dt(to, 'dd/mm/yyyy')}`)}) לפי תעודות משלוח · תנאי תשלום: שוטף + 45</div>
${table(rows.slice(0, split), 1)}
<div class="carry">סה"כ מועבר לדף הבא: ${lr(amount(carry))}</div>
${foot(1)}</div>
<div class="page">${head}
<div class="carry">הועבר מדף 1: ${lr(amount(carry))}</div>
${table(rows.slice(split), split + 1)}
<table class="tot">
<tr><td>סה"כ אספקות נטו</td><td>${lr(amount(goods))}</td></tr>
<tr><td>הובלות במשאית מנוף</td><td>${amount(haul)}</td></tr>
<tr><td>סה"כ חייב במע"מ</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr class="big"><td>סה"כ לתשלום</td><td>${lr(`${amount(total)} ₪`)}</td></tr>
</table>
${alloc ? `<div class="alloc">מס׳ הקצאה מרשות המסים: ${alloc}</div>` : ''}
<div class="note">המשטחים המוחזרים נבדקו במפעל וזוכו לפי מחירון החזרות. העברה לבנק הפועלים, סניף ${rng.int(100, 799)}, חשבון ${rng.int(100000, 999999)}.</div>
${foot(2)}</div>`;
    const css = `body{font-family:'DejaVu Sans','Noto Sans Hebrew',sans-serif;font-size:9px;color:#111}.page{width:210mm;height:296mm;box-sizing:border-box;padding:10mm 12mm 16mm;position:relative;overflow:hidden;page-break-after:always}.page:last-child{page-break-after:auto}header{display:flex;justify-content:space-between;border-bottom:4px solid #854d0e;padding-bottom:5px}.brand{font-size:30px;font-weight:bold;color:#854d0e}.sub{font-size:9px}.who{text-align:left;line-height:1.45}.doc{display:flex;justify-content:space-between;margin:7px 0;font-size:12px}.tt{font-weight:bold;font-size:14px}.cust{background:#fef3c7;padding:5px;line-height:1.6;margin-bottom:6px}.items{width:100%;border-collapse:collapse}.items th{background:#fde68a;padding:3px;text-align:right}.items td{padding:2.5px 3px;border-bottom:1px solid #e5e5e5}.items td:nth-child(n+5){text-align:left}.back td{color:#9a3412}.carry{text-align:left;font-weight:bold;margin:6px 0}.tot{width:48%;margin:8px auto 0 0;border-collapse:collapse;font-size:10.5px}.tot td{padding:2px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:13px;border-top:2px solid #854d0e}.alloc{margin-top:6px;font-weight:bold}.note{margin-top:10px}footer{position:absolute;bottom:7mm;left:12mm;right:12mm;display:flex;justify-content:space-between;border-top:1px solid #854d0e;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: LEGAL, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
