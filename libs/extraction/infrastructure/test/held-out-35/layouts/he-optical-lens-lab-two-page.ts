import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { D, dt, heMonth, lastOfMonth } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-optical-lens-lab-two-page';

const VENDORS = [
  {
    brand: 'OPTILAB',
    legal: 'אופטילאב מעבדות עדשות בע"מ',
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `OL-${k}`,
    digits: [20000, 89999],
    color: '#0e7490',
    font: "'Liberation Sans','Noto Sans Hebrew',sans-serif",
  },
  {
    brand: 'מעבדת זוהר',
    legal: 'זוהר אופטיקה טכנית בע"מ',
    label: 'ח"פ',
    style: 'dd.mm.yy' as D,
    num: (k: number) => `${k}`,
    digits: [600000, 699999],
    color: '#6b21a8',
    font: "'Noto Sans Hebrew','Simple CLM',sans-serif",
  },
];

const LENSES: [string, number][] = [
  ['חד-מוקדית 1.50 HC', 4200],
  ['חד-מוקדית 1.60 AR', 7800],
  ['חד-מוקדית 1.67 AR כחול', 12900],
  ['מולטיפוקל 1.50 סטנדרט', 21500],
  ['מולטיפוקל 1.60 פרימיום AR', 38900],
  ['מולטיפוקל 1.67 פרימיום AR', 49500],
  ['משרדית 1.60 AR', 24800],
  ['פוטוכרומית 1.50 אפור', 16400],
  ['שמש מקוטבת 1.50 חום', 13800],
  ['ביפוקל D28 1.50', 11200],
];
const EXTRAS: [string, number][] = [
  ['השחזה והרכבה במסגרת', 2500],
  ['קידוח למסגרת ללא שוליים', 4500],
  ['צביעה גרדיאנט', 3500],
  ['משלוח דחוף בשליח', 3000],
];
const CLIENTS = ['אופטיקה מרכז הכרמל בע"מ', 'עין טובה רשת אופטיקה בע"מ', 'אופטיק לי ראשון בע"מ', 'משקפי העיר התחתית בע"מ'];

export const heOpticalLensLabTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(lastOfMonth(d0));
    const v = VENDORS[n % 2];
    const id = vid(v.legal, true);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const client = rng.pick(CLIENTS);
    const clientId = taxId(rng, true);
    const custNo = `${rng.int(1000, 4999)}`;
    type R = { job: string; day: string; ref: string; name: string; q: number; unit: number };
    const rows: R[] = [];
    const count = rng.int(32, 40);
    const first = Number(date.slice(8, 10));
    for (let i = 0; i < count; i++) {
      const day = shift(date, -(first - 1) + Math.floor((i * (first - 1)) / count));
      const job = String(rng.int(100000, 199999));
      const extra = rng.chance(0.3);
      const [name, unit] = extra ? rng.pick(EXTRAS) : rng.pick(LENSES);
      rows.push({
        job,
        day,
        ref: `${rng.pick(['א', 'ב', 'ג', 'ד', 'מ', 'ש', 'ר'])}.${rng.pick(['כהן', 'לוי', 'מזרחי', 'פרץ', 'ביטון', 'אדרי'])}`,
        name,
        q: extra ? 1 : rng.pick([1, 2, 2, 2]),
        unit,
      });
    }
    const split = 22;
    const sumOf = (rs: R[]) => add(rs.map((r) => r.q * r.unit));
    const p1 = rows.slice(0, split);
    const p2 = rows.slice(split);
    const gross = sumOf(rows);
    const volume = gross > 500000 ? Math.round(gross * 0.05) : 0;
    const net = gross - volume;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const table = (rs: R[]) =>
      `<table class="items"><tr><th>ת. עבודה</th><th>תאריך</th><th>מטופל</th><th>פריט</th><th>זוגות/יח'</th><th>מחיר</th><th>סכום</th></tr>${rs
        .map(
          (r) =>
            `<tr><td>${r.job}</td><td>${dt(r.day, 'dd/mm')}</td><td>${esc(r.ref)}</td><td>${esc(r.name)}</td><td>${r.q}</td><td>${amount(r.unit)}</td><td>${amount(r.q * r.unit)}</td></tr>`,
        )
        .join('')}</table>`;
    const title = (page: number) =>
      `<div class="doc"><div class="tt">חשבונית מס מרכזת</div><div>מס' <b>${lr(number)}</b></div><div>תאריך: ${dt(date, v.style)}</div><div class="sm">עמוד ${page}/2</div></div>`;
    const cust = `<div class="cust">לכבוד: <b>${esc(client)}</b> · ח.פ. ${clientId} · קוד לקוח ${custNo}<br>ריכוז עבודות לחודש ${heMonth(date)} · ${rows.length} תעודות עבודה</div>`;
    const tot = `<table class="tot"><tr><td>סה"כ עבודות</td><td>${amount(gross)}</td></tr>
${volume ? `<tr><td>הנחת היקף 5%</td><td>${lr(`-${amount(volume)}`)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr></table>
${alloc ? `<div>מספר הקצאה: ${alloc}</div>` : ''}
<div class="sm">התשלום עד ה-10 לחודש העוקב בהעברה בנקאית או בשיק. עבודות שהוחזרו לתיקון מזוכות בחשבונית נפרדת.</div>`;
    let body: string;
    if (n % 2 === 0) {
      const head = `<header><div><div class="brand">${esc(v.brand)}</div><div class="b">${esc(v.legal)}</div><div class="sm">${v.label} ${id} · רח' המלאכה 9, לוד · ${lr('08-9244051')}</div></div>`;
      body = `<div class="page">${head}${title(1)}</header>${cust}${table(p1)}<div class="carry">סה"כ לעמוד זה (מועבר): ${amount(sumOf(p1))}</div></div>
<div class="page">${head}${title(2)}</header><div class="carry">מועבר מעמוד 1: ${amount(sumOf(p1))}</div>${table(p2)}${tot}</div>`;
    } else {
      const side = `<aside><div class="brand">${esc(v.brand)}</div><div class="b">${esc(v.legal)}</div><div>${v.label}</div><div>${id}</div><div class="sm" style="margin-top:4mm">מעבדת השחזה ועדשות מרשם · רח' יגאל אלון 120, תל אביב · ${lr('03-5612280')}</div></aside>`;
      body = `<div class="page side">${side}<main><header>${title(1)}</header>${cust}${table(p1)}<div class="carry">להעברה: ${amount(sumOf(p1))}</div></main></div>
<div class="page"><header><div class="sm">${esc(v.brand)} · המשך חשבונית ${lr(number)}</div>${title(2)}</header><div class="carry">מהעמוד הקודם: ${amount(sumOf(p1))}</div>${table(p2)}${tot}<footer>${esc(v.legal)} · ${v.label} ${id}</footer></div>`;
    }
    const css = `body{font-family:${v.font};font-size:10.5px;color:#1a1a1a}.page{width:210mm;height:296mm;box-sizing:border-box;padding:11mm 12mm;position:relative;overflow:hidden;page-break-after:always}.page:last-child{page-break-after:auto}.side{display:flex;gap:5mm}.side aside{width:38mm;background:#f5f0fa;border-left:3px solid ${v.color};padding:4mm 3mm;line-height:1.6}.side main{flex:1}header{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:4px;margin-bottom:4px}.brand{font-size:22px;font-weight:bold;color:${v.color};font-family:'URW Gothic','Noto Sans Hebrew',sans-serif}.b{font-weight:bold}.sm{font-size:9px;color:#555}.doc{text-align:left}.tt{font-size:15px;font-weight:bold;color:${v.color}}.cust{margin:5px 0;padding:4px;border:1px solid #ccc}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;padding:3px;text-align:right;font-weight:normal}.items td{border-bottom:1px solid #e3e3e3;padding:2px 3px}.items td:nth-child(n+5){text-align:left}.carry{font-weight:bold;text-align:left;margin:5px 0}.tot{width:45%;margin:8px auto 5px 0;border-collapse:collapse}.tot td{padding:2px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:13px;border-top:2px solid ${v.color}}footer{position:absolute;bottom:8mm;left:12mm;right:12mm;text-align:center;font-size:9.5px;border-top:1px solid #aaa;padding-top:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
