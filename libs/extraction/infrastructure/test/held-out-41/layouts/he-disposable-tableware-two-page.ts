import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { add, allocation, dated, dow, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-disposable-tableware-two-page';

const BRAND = 'צלחת אחת';
const LEGAL = 'צלחת אחת ציוד חד פעמי בע"מ';

const TYPES: [string, string, number, number][] = [
  ['צלחות קרטון 23 ס"מ (קרטון 500)', 'קרטון', 16000, 21000],
  ['כוסות נייר 8oz (קרטון 1000)', 'קרטון', 19000, 26000],
  ['סכו"ם קנה סוכר (קרטון 1000)', 'קרטון', 21000, 29000],
  ['קופסאות טייק אווי 750 מ"ל (קרטון 300)', 'קרטון', 24000, 31000],
  ['מפיות 2 שכבות (חבילה 100)', 'חבילה', 700, 1200],
  ['רדיד אלומיניום 45 ס"מ', 'גליל', 3900, 5200],
  ['מגשי אלומיניום עם מכסה (50)', 'חבילה', 6900, 8900],
  ['שקיות נשיאה ממוחזרות (1000)', 'קרטון', 13000, 17000],
];
const CUSTOMERS = ['קייטרינג גליל מערבי בע"מ', 'מטבח מוסדי הנגב בע"מ', 'אירועי הגן הקסום בע"מ', 'ארוחות לבתי ספר שרון בע"מ'];

export const heDisposableTablewareTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    const date = officeDay(d0);
    const id = vid(LEGAL, true);
    const rate = israeliRate(date);
    const number = `${rng.int(60, 69)}${rng.int(10000, 99999)}`;
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const customer = rng.pick(CUSTOMERS);
    const kinds = rng.some(TYPES, 5).map(([name, unit, lo, hi]) => ({ name, unit, price: rng.int(lo / 10, hi / 10) * 10 }));
    type R = { day: string; note: string; name: string; unit: string; qty: number; price: number };
    const rows: R[] = [];
    let note = rng.int(200000, 300000);
    for (let d = from; d <= to; d = shift(d, 1)) {
      if (dow(d) === 5 || dow(d) === 6 || rng.chance(0.35)) continue;
      const k = rng.int(1, 3);
      for (let i = 0; i < k && rows.length < 38; i++) {
        const t = rng.pick(kinds);
        rows.push({ day: d, note: String(note++), name: t.name, unit: t.unit, qty: rng.int(2, 30), price: t.price });
      }
    }
    while (rows.length < 22) {
      const t = rng.pick(kinds);
      rows.push({ day: to, note: String(note++), name: t.name, unit: t.unit, qty: rng.int(2, 30), price: t.price });
    }
    const split = Math.min(25, rows.length - 4);
    const line = (r: R) => r.qty * r.price;
    const goods = add(rows.map(line));
    const disc = -Math.round(goods * 0.04);
    const net = goods + disc;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const table = (rs: R[], first: number) =>
      `<table class="items"><tr><th>#</th><th>ת. משלוח</th><th>תאריך</th><th>מוצר</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>${rs
        .map(
          (r, i) =>
            `<tr><td>${first + i}</td><td>${r.note}</td><td>${lr(dt(r.day, 'dd.mm.yy'))}</td><td>${esc(r.name)}</td><td>${r.unit}</td><td>${r.qty}</td><td>${lr(amount(r.price))}</td><td>${lr(amount(line(r)))}</td></tr>`,
        )
        .join('')}</table>`;
    const carry = add(rows.slice(0, split).map(line));
    const head = (p: number) =>
      `<header><div class="brand">${BRAND}</div><div class="doc">חשבונית מס מרכזת<br>מס׳ ${lr(number)} · ${lr(dt(date, 'dd.mm.yyyy'))}<br>עמוד ${p} מתוך 2</div></header>`;
    const foot = `<footer>${LEGAL} · ח.פ. ${lr(hyphenId(id))} · רח׳ הסדנה 14, אזור תעשייה ציפורית · ${lr('04-' + rng.int(6000000, 6999999))}</footer>`;
    const body = `<div class="page">${head(1)}
<div class="cust"><div><b>לכבוד:</b> ${esc(customer)}<br>ח.פ. ${lr(taxId(rng, true))} · מס׳ לקוח ${lr(notAnId(rng))}</div><div>ריכוז תעודות משלוח לחודש ${heMonth(from)}<br>${lr(`${dt(from, 'dd.mm.yyyy')} עד ${dt(to, 'dd.mm.yyyy')}`)}<br>תנאי תשלום: שוטף + 60 (${lr(dt(shift(lastOfMonth(date), 60), 'dd.mm.yyyy'))})</div></div>
${table(rows.slice(0, split), 1)}
<div class="carry">מועבר לעמוד 2: ${lr(amount(carry))}</div>
${foot}</div>
<div class="page">${head(2)}
<div class="carry">יתרה מעמוד 1: ${lr(amount(carry))}</div>
${table(rows.slice(split), split + 1)}
<table class="tot">
<tr><td>סה"כ תעודות משלוח</td><td>${lr(amount(goods))}</td></tr>
<tr><td>הנחת לקוח קבוע 4%</td><td>${lr(amount(disc))}</td></tr>
<tr><td>סה"כ לפני מע"מ</td><td>${lr(amount(net))}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${lr(amount(tax))}</td></tr>
<tr class="big"><td>סה"כ לתשלום</td><td>${lr(`₪ ${amount(total)}`)}</td></tr>
</table>
${alloc ? `<div class="alloc">מספר הקצאה: ${alloc}</div>` : ''}
<div class="note">הסחורה נשארת בבעלות הספק עד לפירעון מלא. העברה לבנק לאומי, סניף ${rng.int(600, 999)}, חשבון ${rng.int(1000000, 9999999)}.</div>
${foot}</div>`;
    const css = `body{font-family:'Liberation Sans','Noto Sans Hebrew',sans-serif;font-size:9px;color:#111}.page{width:210mm;height:296mm;box-sizing:border-box;padding:10mm 12mm 16mm;position:relative;overflow:hidden;page-break-after:always}.page:last-child{page-break-after:auto}header{display:flex;justify-content:space-between;align-items:center;background:#065f46;color:#fff;padding:6px 10px}.brand{font-size:26px;font-weight:bold}.doc{text-align:left;font-size:11px;line-height:1.5}.cust{display:flex;justify-content:space-between;margin:8px 0;line-height:1.6;border:1px solid #6ee7b7;padding:5px}.items{width:100%;border-collapse:collapse}.items th{background:#d1fae5;padding:3px;text-align:right}.items td{padding:2.5px 3px;border-bottom:1px solid #e5e5e5}.carry{text-align:left;font-weight:bold;margin:6px 0}.tot{width:50%;margin:8px auto 0 0;border-collapse:collapse;font-size:11px}.tot td{padding:2px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:13px;border-top:2px solid #065f46}.alloc{margin-top:6px;font-weight:bold}.note{margin-top:10px}footer{position:absolute;bottom:7mm;left:12mm;right:12mm;border-top:1px solid #065f46;padding-top:3px;text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: LEGAL, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
