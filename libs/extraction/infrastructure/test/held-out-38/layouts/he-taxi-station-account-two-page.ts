import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hhmm, lastOfMonth } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-taxi-station-account-two-page';

const BRAND = 'מוניות אור הגליל';
const OWNER = 'יוסף אוחיון';

const PLACES = [
  'אזור התעשייה כרמיאל',
  'תחנת רכבת כרמיאל',
  'נמל התעופה בן גוריון',
  'מרכז רפואי גליל, נהריה',
  'בית החולים רמב"ם, חיפה',
  'קניון לב כרמיאל',
  'מגדל העמק',
  'משגב',
  'עכו',
  'צפת',
  'חיפה – מרכז חורב',
  'רמת ישי',
];
const PASSENGERS = ['אבי ש.', 'רונית ק.', 'מוחמד ח.', 'שרון ב.', 'ולדימיר פ.', 'נעמה ל.', 'איתי ג.', 'סאמר ע.'];
const TYPES: [string, number, number][] = [
  ['מונה', 3800, 9800],
  ['תעריף קבוע', 6500, 14000],
  ['בין-עירונית', 18000, 52000],
  ['הלוך-חזור', 11000, 26000],
];
const CUSTOMERS = ['אלקטרו-אופטיקה גליל בע"מ', 'מועצה אזורית משגב', 'טכנו-פלסט כרמיאל בע"מ', 'מכללת אורט בראודה'];

export const heTaxiStationAccountTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 5]);
    const date = officeDay(d0);
    const id = vid(OWNER, false);
    const rate = israeliRate(date);
    const number = `${rng.int(2100, 3899)}`;
    const period = firstOfMonth(date, -1);
    const days = Number(lastOfMonth(period).slice(8, 10));
    const customer = rng.pick(CUSTOMERS);
    const customerId = customer.includes('בע"מ') ? `ח.פ. ${taxId(rng, true)}` : `מס' ספק ${rng.int(40000, 49999)}`;
    const count = rng.int(34, 42);
    type R = { day: string; time: string; order: string; who: string; from: string; to: string; type: string; wait: number; price: number };
    const rows: R[] = [];
    for (let i = 0; i < count; i++) {
      const [type, lo, hi] = rng.pick(TYPES);
      const [from, to] = rng.some(PLACES, 2);
      rows.push({
        day: shift(period, Math.floor((i * days) / count)),
        time: hhmm(rng.int(5 * 60, 23 * 60)),
        order: `${rng.int(60000, 99999)}`,
        who: rng.pick(PASSENGERS),
        from,
        to,
        type,
        wait: rng.chance(0.15) ? rng.int(1, 4) * 500 : 0,
        price: rng.int(lo / 10, hi / 10) * 10,
      });
    }
    const split = 24;
    const rides = add(rows.map((r) => r.price));
    const waits = add(rows.map((r) => r.wait));
    const fee = 400;
    const fees = fee * rows.length;
    const net = rides + waits + fees;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const pageSum = (rs: R[]) => add(rs.map((r) => r.price + r.wait));
    const table = (rs: R[], first: number) =>
      `<table class="items"><tr><th>#</th><th>תאריך</th><th>שעה</th><th>הזמנה</th><th>נוסע/ת</th><th>מוצא</th><th>יעד</th><th>סוג</th><th>המתנה</th><th>מחיר</th></tr>${rs
        .map(
          (r, i) =>
            `<tr><td>${first + i}</td><td>${dt(r.day, 'dd/mm')}</td><td>${r.time}</td><td>${r.order}</td><td>${esc(r.who)}</td><td>${esc(r.from)}</td><td>${esc(r.to)}</td><td>${r.type}</td><td>${r.wait ? amount(r.wait) : ''}</td><td>${amount(r.price)}</td></tr>`,
        )
        .join('')}</table>`;
    const head = `<header><div class="band"><div class="brand">${BRAND}</div><div class="sub">תחנת מוניות כרמיאל · הסעות לעסקים · 24/7</div></div><div class="who"><div class="b">${OWNER}</div><div>עוסק מורשה ${id}</div><div>רח' הגליל 15, כרמיאל</div><div>04-9581212</div></div></header>`;
    const docline = `<div class="doc"><span class="tt">חשבונית מס מס' ${number}</span><span>תאריך: ${lr(dt(date, 'd.m.yy'))}</span></div>`;
    const bank = `5${rng.digits(5)}/${rng.int(10, 99)}`;
    const foot = (p: number) => `<footer><span>דף ${p} מתוך 2</span><span>העברה בנקאית: בנק לאומי, סניף 949, חשבון ${bank}</span></footer>`;
    const body = `<div class="page">${head}${docline}
<div class="cust"><div>לכבוד: <b>${esc(customer)}</b> · ${customerId} · קוד לקוח ${rng.int(300, 899)}</div><div>פירוט נסיעות לחודש ${heMonth(period)} (${lr(`${dt(period, 'd.m.yy')}–${dt(lastOfMonth(period), 'd.m.yy')}`)}) · ${rows.length} נסיעות</div></div>
${table(rows.slice(0, split), 1)}
<div class="carry">סה"כ להעברה: ${amount(pageSum(rows.slice(0, split)))}</div>
${foot(1)}</div>
<div class="page">${head}${docline}
<div class="carry">יתרה מהעמוד הקודם: ${amount(pageSum(rows.slice(0, split)))}</div>
${table(rows.slice(split), split + 1)}
<table class="tot">
<tr><td>סה"כ נסיעות (${rows.length})</td><td>${amount(rides)}</td></tr>
<tr><td>דמי המתנה</td><td>${amount(waits)}</td></tr>
<tr><td>עמלת הזמנה (${rows.length} × ${amount(fee)})</td><td>${amount(fees)}</td></tr>
<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr class="big"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr>
</table>
${alloc ? `<div class="alloc">מספר הקצאה: ${alloc}</div>` : ''}
<div class="note">תנאי תשלום: שוטף + 30. השגות על החיוב יתקבלו עד 14 יום מתאריך החשבונית.</div>
${foot(2)}</div>`;
    const css = `body{font-family:'DejaVu Sans','Noto Sans Hebrew',sans-serif;font-size:9.5px;color:#111}.page{width:210mm;height:296mm;box-sizing:border-box;padding:10mm 11mm 16mm;position:relative;overflow:hidden;page-break-after:always}.page:last-child{page-break-after:auto}header{display:flex;justify-content:space-between;align-items:stretch;border:2px solid #111}.band{background:#f2c200;padding:6px 10px;flex:1}.brand{font-size:22px;font-weight:bold}.sub{font-size:9px}.who{padding:5px 10px;text-align:left;line-height:1.45}.b{font-weight:bold}.doc{display:flex;justify-content:space-between;margin:8px 0;font-size:12px}.tt{font-weight:bold;font-size:14px}.cust{background:#f6f6f6;padding:5px;line-height:1.6;margin-bottom:6px}.items{width:100%;border-collapse:collapse}.items th{border-top:1.5px solid #111;border-bottom:1.5px solid #111;padding:3px 2px;text-align:right;font-size:9px}.items td{padding:2.5px 2px;border-bottom:1px solid #ddd}.items td:nth-child(n+9){text-align:left}.carry{text-align:left;font-weight:bold;margin:6px 0}.tot{width:48%;margin:8px auto 0 0;border-collapse:collapse;font-size:10.5px}.tot td{padding:2px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:13px;background:#f2c200}.alloc{font-weight:bold;margin-top:6px}.note{margin-top:10px}footer{position:absolute;bottom:7mm;left:11mm;right:11mm;display:flex;justify-content:space-between;border-top:1px solid #111;padding-top:3px;font-size:8.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: OWNER, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
