import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { D, dt, firstOfMonth, heMonth, lastOfMonth, spacedId } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-courier-deliveries-two-page';

const VENDORS = [
  {
    brand: 'שליח השרון',
    sub: 'שליחויות עירוניות ובין-עירוניות · הפצה לעסקים',
    legal: 'שליח השרון שילוח עירוני בע"מ',
    company: true,
    label: 'ח.פ.',
    contact: "רח' התעשייה 9, כפר סבא · 09-7651122 · billing@sharon-express.co.il",
    num: (k: number) => `${k}`,
    digits: [88000, 95999],
    style: 'dd/mm/yyyy' as D,
    font: "'Liberation Sans','Noto Sans Hebrew',sans-serif",
    color: '#c2410c',
  },
  {
    brand: 'אלבז שליחויות',
    sub: 'אופנוענים · רכבים מסחריים · משלוחים דחופים',
    legal: 'מוטי אלבז',
    company: false,
    label: 'עוסק מורשה',
    contact: "רח' יפו 210, ירושלים · 052-8840917 · elbaz.delivery@gmail.com",
    num: (k: number) => `EL-${k}`,
    digits: [1200, 1999],
    style: 'dd.mm.yy' as D,
    font: "'Simple CLM','Noto Sans Hebrew',sans-serif",
    color: '#1e3a8a',
  },
];

const ROUTES = ['כפר סבא', 'רעננה', 'הרצליה', 'תל אביב', 'פתח תקווה', 'נתניה', 'ירושלים', 'מודיעין', 'ראש העין', 'חולון', 'בני ברק', 'רמת גן', 'בית שמש', 'מבשרת ציון'];
const TYPES: [string, number][] = [
  ['רגיל (עד 4 שעות)', 3800],
  ["דחוף (עד 90 דק')", 6900],
  ['כפול (הלוך-חזור)', 7200],
  ['חבילה גדולה – רכב', 11500],
  ['בין-עירוני', 9400],
  ['מסמכים להחתמה', 5200],
];
const CLIENTS = ['משרד רו"ח גולדברג ושות\'', 'מעבדת שיניים דנטה-פרו בע"מ', 'אופטיקה העיר בע"מ', 'בית דפוס האחים בע"מ', 'סוכנות ביטוח אלון בע"מ'];

export const heCourierDeliveriesTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, undefined, [1, 4]);
    const date = officeDay(d0);
    const period = firstOfMonth(date, -1);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const client = rng.pick(CLIENTS);
    const clientId = taxId(rng, true);
    const last = Number(lastOfMonth(period).slice(8, 10));
    const count = rng.int(32, 40);
    type R = { no: string; day: string; from: string; to: string; type: string; p: number; wait: number };
    const rows: R[] = [];
    for (let i = 0; i < count; i++) {
      const [type, p] = rng.pick(TYPES);
      const [from, to] = rng.some(ROUTES, 2);
      rows.push({ no: `${rng.int(100000, 999999)}`, day: shift(period, Math.floor((i * (last - 1)) / count)), from, to, type, p, wait: rng.chance(0.12) ? 1500 : 0 });
    }
    const split = 22;
    const p1 = rows.slice(0, split);
    const p2 = rows.slice(split);
    const sumOf = (rs: R[]) => add(rs.map((r) => r.p + r.wait));
    const deliveries = sumOf(rows);
    const fuelPct = rng.pick([3, 4, 5]);
    const fuel = Math.round((deliveries * fuelPct) / 100);
    const net = deliveries + fuel;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const table = (rs: R[]) =>
      `<table class="items"><tr><th>תעודת משלוח</th><th>תאריך</th><th>מ-</th><th>אל</th><th>סוג</th><th>המתנה</th><th>מחיר</th></tr>${rs
        .map(
          (r) =>
            `<tr><td>${r.no}</td><td>${dt(r.day, 'dd/mm')}</td><td>${esc(r.from)}</td><td>${esc(r.to)}</td><td>${esc(r.type)}</td><td>${r.wait ? amount(r.wait) : ''}</td><td>${amount(r.p + r.wait)}</td></tr>`,
        )
        .join('')}</table>`;
    const idText = v.company ? id : lr(spacedId(id));
    const head = (page: number) =>
      `<header><div><div class="brand">${esc(v.brand)}</div><div class="sm">${esc(v.sub)}</div><div class="sm">${esc(v.legal)} · ${v.label} ${idText}</div></div><div class="doc"><div class="tt">חשבונית מס</div><div>מספר: <b>${lr(number)}</b></div><div>תאריך: <b>${lr(dt(date, v.style))}</b></div><div class="sm">עמוד ${page} מתוך 2</div></div></header>`;
    const foot = `<footer>${esc(v.contact)}</footer>`;
    const cust = `<div class="cust"><div>לכבוד: <b>${esc(client)}</b> · ח.פ. ${clientId} · קוד לקוח ${rng.int(1000, 9999)}</div><div>פירוט משלוחים לחודש ${heMonth(period)} (${dt(period, 'dd/mm/yy')}–${dt(lastOfMonth(period), 'dd/mm/yy')}) · ${rows.length} משלוחים</div></div>`;
    const tot = `<table class="tot"><tr><td>סה"כ משלוחים</td><td>${amount(deliveries)}</td></tr><tr><td>היטל דלק ${fuelPct}%</td><td>${amount(fuel)}</td></tr><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr></table>
${alloc ? `<div class="b">מס' הקצאה: ${alloc}</div>` : ''}
<div class="sm">תנאי תשלום: שוטף + ${rng.pick([30, 45, 60])}. תעודות משלוח חתומות זמינות באזור האישי באתר.</div>`;
    const body = `<div class="page">${head(1)}${cust}${table(p1)}<div class="carry">סה"כ עמוד 1 (מועבר): ${amount(sumOf(p1))}</div>${foot}</div>
<div class="page">${head(2)}<div class="carry">מועבר מעמוד 1: ${amount(sumOf(p1))}</div>${table(p2)}${tot}${foot}</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#1a1a1a}.page{width:210mm;height:296mm;box-sizing:border-box;padding:11mm 12mm 18mm;position:relative;overflow:hidden;page-break-after:always}.page:last-child{page-break-after:auto}header{display:flex;justify-content:space-between;background:#f6f6f6;border-right:6px solid ${v.color};padding:6px 8px;margin-bottom:8px}.brand{font-size:24px;font-weight:bold;color:${v.color}}.sm{font-size:9.5px;color:#555}.doc{text-align:left;line-height:1.5}.tt{font-size:16px;font-weight:bold}.b{font-weight:bold}.cust{border:1px solid #ccc;padding:5px;margin-bottom:6px;line-height:1.6}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;text-align:right;padding:3px}.items td{border-bottom:1px solid #e5e5e5;padding:2px 3px}.items td:nth-child(n+6){text-align:left}.carry{font-weight:bold;text-align:left;margin:6px 0}.tot{width:50%;margin:8px auto 6px 0;border-collapse:collapse}.tot td{padding:2px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:13.5px;border-top:2px solid ${v.color}}footer{position:absolute;bottom:8mm;left:12mm;right:12mm;text-align:center;font-size:9px;border-top:1px solid #aaa;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
