import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, heMonth, hyphenId, lastOfMonth } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, taxOn, vid } from './extra';

const ID = 'he-ice-supplier-two-page';

const VENDORS = [
  { brand: 'קרח הצפון', legal: 'קרח הצפון בע"מ', label: 'ח.פ.', style: 'dd/mm/yyyy' as D, num: (k: number) => `${k}`, font: "'Simple CLM','Noto Sans Hebrew',sans-serif" },
  { brand: 'ICEBERG', legal: 'אייסברג מוצרי קרח בע"מ', label: 'ח"פ', style: 'dd.mm.yyyy' as D, num: (k: number) => `IC/${k}`, font: "'Noto Sans Hebrew',sans-serif" },
];

const PRODUCTS: [string, number][] = [
  ['קוביות קרח שקית 2 ק"ג', 650],
  ['קרח כתוש שקית 5 ק"ג', 1400],
  ['בלוק קרח 10 ק"ג', 2200],
  ['קרח יבש לפי ק"ג', 1800],
  ['כדורי קרח לקוקטייל 1 ק"ג', 1900],
  ['פתיתי קרח לדגים 20 ק"ג', 3900],
];

export const heIceSupplierTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(lastOfMonth(d0));
    const v = VENDORS[n % 2];
    const id = vid(v.legal, true);
    const rate = israeliRate(date);
    const number = v.num(rng.int(100000, 999999));
    const customer = rng.pick(['בר הנמל בע"מ', 'דגי הכנרת שיווק בע"מ', 'אולמות גן ורד בע"מ', 'קייטרינג שף בשטח בע"מ']);
    const custId = vid(customer, true);
    const count = rng.int(34, 44);
    const first = `${date.slice(0, 8)}01`;
    const rows = Array.from({ length: count }, () => {
      const [name, unit] = rng.pick(PRODUCTS);
      const qty = rng.int(4, 60);
      return { day: addDays(first, rng.int(0, Number(date.slice(8)) - 1)), note: `${rng.int(60000, 69999)}`, name, unit, qty };
    }).sort((a, b) => a.day.localeCompare(b.day));
    const split = 24;
    const p1 = rows.slice(0, split);
    const p2 = rows.slice(split);
    const line = (r: (typeof rows)[number]) => r.qty * r.unit;
    const sum1 = add(p1.map(line));
    const lines = add(rows.map(line));
    const disc = rng.chance(0.5) ? Math.round(lines * 0.04) : 0;
    const net = lines - disc;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const table = (rs: typeof rows) =>
      `<table><tr><th>תאריך</th><th>ת. משלוח</th><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>${rs.map((r) => `<tr><td>${dt(r.day, 'dd/mm')}</td><td>${r.note}</td><td>${esc(r.name)}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td class="n">${amount(line(r))}</td></tr>`).join('')}</table>`;
    const header = (page: number) =>
      `<div class="hd"><div><div class="brand">${esc(v.brand)}</div><div>${esc(v.legal)} · ${v.label} ${n === 3 ? hyphenId(id) : id}</div><div class="sm">ייצור והפצת קרח · אזור תעשייה ${rng.pick(['צפוני', 'מילואות', 'ציפורית'])}</div></div><div class="doc">חשבונית מס מס' ${number}<br>תאריך: ${dt(date, v.style)}<br><span class="sm">עמוד ${page} מתוך 2</span></div></div>`;
    const body = `<div class="page">${header(1)}
<div class="cust">לכבוד: ${esc(customer)} · ח.פ. ${custId} · מס' לקוח ${rng.int(1000, 4999)}<br>ריכוז אספקות לחודש ${heMonth(date)} (${new Set(rows.map((r) => r.note)).size} תעודות משלוח)</div>
${table(p1)}
<div class="carry">סה"כ מועבר לעמוד הבא: ${amount(sum1)}</div></div>
<div class="page">${header(2)}
<div class="carry">יתרה מועברת מעמוד 1: ${amount(sum1)}</div>
${table(p2)}
<div class="sum">
<div class="pr"><span>סכום השורות</span><span>${amount(lines)}</span></div>
${disc ? `<div class="pr"><span>הנחת לקוח קבוע 4%</span><span>-${amount(disc)}</span></div>` : ''}
<div class="pr"><span>סה"כ לפני מע"מ</span><span>${amount(net)}</span></div>
<div class="pr"><span>מע"מ ${rate}%</span><span>${amount(tax)}</span></div>
<div class="pr big"><span>סה"כ כולל מע"מ</span><span>${amount(total)} ₪</span></div>
</div>
${alloc ? `<div class="sm">מספר הקצאה: ${alloc}</div>` : ''}
<div class="sm">תנאי תשלום: שוטף + ${rng.pick([30, 45, 60])}. העברה לחשבון בנק ${rng.int(10, 20)}-${rng.int(100, 999)}-${rng.int(100000, 999999)}.</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11px}.page{height:297mm;box-sizing:border-box;padding:12mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}.hd{display:flex;justify-content:space-between;border-bottom:3px solid #2a7fb8;padding-bottom:4px}.brand{font-size:24px;font-weight:bold;color:#2a7fb8}.doc{text-align:left;font-weight:bold;font-size:13px}.sm{font-size:10px;font-weight:normal}.cust{margin:8px 0}table{width:100%;border-collapse:collapse}th{background:#d9ecf7;text-align:right;padding:3px}td{padding:2px 3px;border-bottom:1px solid #ddd}.n{text-align:left}.carry{font-weight:bold;margin:6px 0;text-align:left}.sum{width:45%;margin:10px auto 10px 0}.pr{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:14px;border-top:2px solid #2a7fb8}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
