import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { add, allocation, dated, dow, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-forklift-rental-two-page';

const BRAND = 'מלגזות המפרץ';
const LEGAL = 'מ.ה. מלגזות והרמה בע"מ';

const MACHINES: [string, string, number, number][] = [
  ['מלגזה חשמלית 2.5 טון', 'E25', 38000, 46000],
  ['מלגזה דיזל 3 טון', 'D30', 42000, 52000],
  ['מלגזת היגש (Reach) 1.6 טון', 'R16', 55000, 68000],
  ['במת הרמה מספריים 10 מ׳', 'S10', 30000, 39000],
  ['עגלת משטחים חשמלית', 'P20', 16000, 22000],
];
const SITES = ['מחסן 4 – נמל חיפה', 'מרלו"ג קריית אתא', 'אתר בנייה צ׳ק פוסט', 'מפעל, אזה"ת מילואות'];
const CUSTOMERS = ['גל-לוג שילוח ולוגיסטיקה בע"מ', 'צפון אחסנה והפצה בע"מ', 'קבלני המפרץ בנייה בע"מ', 'אורן תעשיות פלסטיק בע"מ'];

export const heForkliftRentalTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 5]);
    const date = officeDay(d0);
    const id = vid(LEGAL, true);
    const rate = israeliRate(date);
    const number = `${date.slice(0, 4)}/${rng.int(1000, 4999)}`;
    const period = firstOfMonth(date, -1);
    const end = lastOfMonth(period);
    const customer = rng.pick(CUSTOMERS);
    const custId = taxId(rng, true);
    const fleet = rng
      .some(MACHINES, 3)
      .map(([name, code, lo, hi]) => ({ name, unit: `${code}-${rng.int(10, 79)}`, rate: rng.int(lo / 1000, hi / 1000) * 1000, site: rng.pick(SITES), meter: rng.int(1200, 9800) }));
    type R = { day: string; name: string; unit: string; site: string; from: number; to: number; over: number; price: number };
    const rows: R[] = [];
    for (let d = period; d <= end && rows.length < 42; d = shift(d, 1)) {
      if (dow(d) === 5 || dow(d) === 6) continue;
      for (const m of fleet) {
        if (rows.length >= 40 || !rng.chance(0.55)) continue;
        const hours = rng.int(30, 105);
        const from = m.meter;
        m.meter += hours;
        const over = Math.max(0, hours - 90);
        rows.push({ day: d, name: m.name, unit: m.unit, site: m.site, from, to: m.meter, over, price: m.rate + Math.round((over / 10) * 6500) });
      }
    }
    if (rows.length < 26) throw new Error(`${ID}: only ${rows.length} rows`);
    const split = 22;
    const rent = add(rows.map((r) => r.price));
    const transport = fleet.length * 2 * rng.pick([45000, 52000, 60000]);
    const service = rng.chance(0.5) ? rng.int(3, 9) * 10000 : 0;
    const net = rent + transport + service;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const meter = (x: number) => (x / 10).toFixed(1);
    const table = (rs: R[], first: number) =>
      `<table class="items"><tr><th>#</th><th>תאריך</th><th>ציוד</th><th>מס׳ יחידה</th><th>אתר</th><th>מונה<br>התחלה</th><th>מונה<br>סיום</th><th>שעות<br>חריגות</th><th>סכום</th></tr>${rs
        .map(
          (r, i) =>
            `<tr><td>${first + i}</td><td>${dt(r.day, 'dd/mm')}</td><td>${esc(r.name)}</td><td>${lr(r.unit)}</td><td>${esc(r.site)}</td><td>${meter(r.from)}</td><td>${meter(r.to)}</td><td>${r.over ? meter(r.over) : ''}</td><td>${amount(r.price)}</td></tr>`,
        )
        .join('')}</table>`;
    const pageSum = amount(add(rows.slice(0, split).map((r) => r.price)));
    const head = `<header><div class="band"><div class="brand">${BRAND}</div><div class="sub">השכרת מלגזות וציוד הרמה · שירות ואחזקה</div></div><div class="who"><div class="b">${LEGAL}</div><div>ח.פ. ${lr(hyphenId(id))}</div><div>דרך ההסתדרות 210, חיפה</div><div>04-8725510</div></div></header>
<div class="doc"><span class="tt">חשבונית מס ${lr(number)}</span><span>תאריך הפקה: ${lr(dt(date, 'dd/mm/yyyy'))}</span></div>`;
    const foot = (p: number) => `<footer><span>עמוד ${p} מתוך 2</span><span>${LEGAL}</span><span>www.mifratz-lift.co.il</span></footer>`;
    const body = `<div class="page">${head}
<div class="cust"><div><b>לקוח:</b> ${esc(customer)} · ח.פ. ${custId} · מס׳ לקוח ${notAnId(rng)}</div><div>השכרת ציוד לחודש ${heMonth(period)}: ${lr(`${dt(period, 'dd/mm/yyyy')} – ${dt(end, 'dd/mm/yyyy')}`)} · הזמנת רכש ${lr(`PO-${rng.int(40000, 89999)}`)} · תנאי תשלום: שוטף + 60</div></div>
${table(rows.slice(0, split), 1)}
<div class="carry">סה"כ לעמוד זה: ${pageSum}</div>
${foot(1)}</div>
<div class="page">${head}
<div class="carry">מועבר מעמוד קודם: ${pageSum}</div>
${table(rows.slice(split), split + 1)}
<table class="tot">
<tr><td>סה"כ השכרה (${rows.length} ימי ציוד)</td><td>${amount(rent)}</td></tr>
<tr><td>הובלה והחזרה (${fleet.length * 2} הובלות)</td><td>${amount(transport)}</td></tr>
${service ? `<tr><td>החלפת צמיג/תיקון נזק</td><td>${amount(service)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr class="big"><td>סה"כ לתשלום</td><td>${lr(`₪ ${amount(total)}`)}</td></tr>
</table>
${alloc ? `<div class="alloc">מספר הקצאה: ${alloc}</div>` : ''}
<div class="note">תעריף יומי כולל עד 9 שעות מונה; שעה חריגה 65.00 ש"ח. העברה לבנק מזרחי טפחות, סניף 412, חשבון ${rng.int(100000, 999999)}.</div>
${foot(2)}</div>`;
    const css = `body{font-family:'FreeSans','DejaVu Sans',sans-serif;font-size:9.5px;color:#111}.page{width:210mm;height:296mm;box-sizing:border-box;padding:10mm 11mm 16mm;position:relative;overflow:hidden;page-break-after:always}.page:last-child{page-break-after:auto}header{display:flex;justify-content:space-between;align-items:stretch}.band{background:#166534;color:#fff;padding:6px 10px;flex:1}.brand{font-size:24px;font-weight:bold}.sub{font-size:9px}.who{padding:4px 10px;text-align:left;line-height:1.45;border:1px solid #166534}.b{font-weight:bold}.doc{display:flex;justify-content:space-between;margin:8px 0;font-size:12px;border-bottom:1px solid #166534;padding-bottom:4px}.tt{font-weight:bold;font-size:15px}.cust{background:#f0f7f1;padding:5px;line-height:1.6;margin-bottom:6px}.items{width:100%;border-collapse:collapse}.items th{background:#dcebdf;padding:3px 2px;text-align:right;font-size:8.5px;line-height:1.1}.items td{padding:3px 2px;border-bottom:1px solid #ddd}.items td:nth-child(n+6){text-align:left}.carry{text-align:left;font-weight:bold;margin:6px 0}.tot{width:50%;margin:8px auto 0 0;border-collapse:collapse;font-size:10.5px}.tot td{padding:2px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:13px;border-top:2px solid #166534}.alloc{font-weight:bold;margin-top:6px}.note{margin-top:10px}footer{position:absolute;bottom:7mm;left:11mm;right:11mm;display:flex;justify-content:space-between;border-top:1px solid #166534;padding-top:3px;font-size:8.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: LEGAL, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
