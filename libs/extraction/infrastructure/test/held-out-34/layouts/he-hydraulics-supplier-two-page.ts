import { addDays, amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { D, dt, spacedId } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-hydraulics-supplier-two-page';

const VENDORS = [
  {
    brand: 'HYDROTEK',
    legal: 'הידרו-טק אספקה טכנית בע"מ',
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `HT${k}`,
    digits: [100000, 999999],
    color: '#0d47a1',
    font: "'Liberation Sans','Noto Sans Hebrew',sans-serif",
  },
  {
    brand: 'לחץ פלוס',
    legal: 'צינור ולחץ בע"מ',
    label: 'ח"פ',
    style: 'dd.mm.yy' as D,
    num: (k: number) => `${k}`,
    digits: [4000000, 4999999],
    color: '#8e2424',
    font: "'Simple CLM','Noto Sans Hebrew',sans-serif",
  },
];

const ITEMS: [string, number][] = [
  ['צינור הידראולי 2SN 1/2" — מטר', 4800],
  ['צינור הידראולי 4SH 1" — מטר', 13900],
  ['מחבר ישר JIC 1/2"', 2200],
  ['מחבר זווית 90° ORFS 3/4"', 3900],
  ['מצמד מהיר ISO-A 1/2"', 8700],
  ['ברז כדורי לחץ גבוה 3/8"', 12400],
  ["אטם O-Ring ערכה 386 יח'", 18900],
  ['מסנן שמן חוזר 10 מיקרון', 15600],
  ['שמן הידראולי ISO 46 — 20 ליטר', 34500],
  ['משאבת גלגלי שיניים 16 סמ"ק', 129000],
  ['שסתום פיקוד 4/3 CETOP3', 84500],
  ['צילינדר 50/30 מהלך 300', 118000],
  ['מד לחץ גליצרין 0-250 בר', 7400],
  ['הכנת צנרת (לחיצה) — לקצה', 1800],
  ['כיסוי מגן לצינור — מטר', 1200],
];

export const heHydraulicsSupplierTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, true);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const client = rng.pick(['מוסך כלים כבדים עמק יזרעאל בע"מ', 'אגם עבודות עפר בע"מ', 'מפעלי מתכת הדרום בע"מ', 'מ.ש. מנופים והרמה בע"מ']);
    const clientId = taxId(rng, true);
    const notes = Array.from({ length: 5 }, (_, i) => ({ no: String(rng.int(600000, 699999)), day: addDays(date, -(5 - i) * rng.int(2, 5)) }));
    type R = { cat: string; name: string; q: number; unit: number; disc: number; sum: number; note: string };
    const rows: R[] = [];
    const count = rng.int(36, 44);
    for (let i = 0; i < count; i++) {
      const [name, unit] = rng.pick(ITEMS);
      const q = name.includes('מטר') ? rng.int(2, 25) : name.includes('לקצה') ? rng.int(4, 16) : rng.int(1, 6);
      const disc = rng.pick([0, 0, 5, 10, 12]);
      rows.push({
        cat: `${rng.pick(['HS', 'FT', 'QC', 'VL', 'PM'])}-${rng.digits(5)}`,
        name,
        q,
        unit,
        disc,
        sum: Math.round((q * unit * (100 - disc)) / 100),
        note: notes[Math.floor((i * notes.length) / count)].no,
      });
    }
    const split = 24;
    const p1 = rows.slice(0, split);
    const p2 = rows.slice(split);
    const sum1 = add(p1.map((r) => r.sum));
    const gross = add(rows.map((r) => r.sum));
    const general = rng.chance(0.5) ? Math.round((gross * 3) / 100) : 0;
    const net = gross - general;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const custNo = rng.int(10000, 39999);
    const po = `${rng.pick(['PO', 'הז'])}-${rng.digits(6)}`;
    const table = (rs: R[]) =>
      `<table class="items"><tr><th>ת.משלוח</th><th>מק"ט</th><th>תיאור</th><th>כמות</th><th>מחיר יח'</th><th>הנחה %</th><th>סה"כ</th></tr>${rs
        .map(
          (r) =>
            `<tr><td>${r.note}</td><td>${lr(r.cat)}</td><td>${esc(r.name)}</td><td>${r.q}</td><td>${amount(r.unit)}</td><td>${r.disc || ''}</td><td>${amount(r.sum)}</td></tr>`,
        )
        .join('')}</table>`;
    const vendorLine = `${esc(v.legal)} · ${v.label} ${n % 2 === 0 ? id : lr(spacedId(id))}`;
    const header = (page: number) =>
      `<header><div><div class="brand">${esc(v.brand)}</div>${n % 2 === 0 ? `<div class="legal">${vendorLine}</div><div class="sm">אזור תעשייה ציפורית, נצרת עילית · טל' ${lr('04-6089120')}</div>` : '<div class="sm">צנרת, אביזרים וציוד הידראולי</div>'}</div>
<div class="doc"><div class="tt">חשבונית מס מס' ${lr(number)}</div><div>תאריך: ${dt(date, v.style)}</div><div class="sm">עמוד ${page} מתוך 2 · ${page === 1 ? 'מקור' : 'המשך'}</div></div></header>`;
    const footer =
      n % 2 === 1
        ? `<footer>${vendorLine} · רח' הברזל 17, אזור תעשייה אשדוד · טל' ${lr('08-8563372')}</footer>`
        : '<footer>העברות בנקאיות: בנק לאומי, סניף 902, חשבון 44718/06</footer>';
    const body = `<div class="page">${header(1)}
<div class="cust">לכבוד: <b>${esc(client)}</b> · ח.פ. ${clientId} · מס' לקוח ${custNo}<br>הזמנת רכש ${lr(po)} · תעודות משלוח ${notes.map((x) => `${x.no} (${dt(x.day, 'dd/mm')})`).join(', ')}</div>
${table(p1)}
<div class="carry">סה"כ להעברה לעמוד הבא: ${amount(sum1)}</div>
${footer}</div>
<div class="page">${header(2)}
<div class="carry">העברה מעמוד קודם: ${amount(sum1)}</div>
${table(p2)}
<table class="tot">
<tr><td>סה"כ שורות</td><td>${amount(gross)}</td></tr>
${general ? `<tr><td>הנחה כללית 3%</td><td>${lr(`-${amount(general)}`)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr class="big"><td>סה"כ לתשלום ₪</td><td>${amount(total)}</td></tr>
</table>
${alloc ? `<div>מספר הקצאה: ${alloc}</div>` : ''}
<div class="sm">תנאי תשלום: שוטף + ${rng.pick([30, 60, 90])}. הסחורה נשארת בבעלות הספק עד לפירעון מלא. אחריות על צנרת מוכנה 6 חודשים.</div>
${footer}</div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#1a1a1a}.page{width:210mm;height:296mm;box-sizing:border-box;padding:11mm 12mm 18mm;position:relative;overflow:hidden;page-break-after:always}.page:last-child{page-break-after:auto}header{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:5px}.brand{font-size:24px;font-weight:bold;color:${v.color};font-family:'URW Gothic','Noto Sans Hebrew',sans-serif}.legal{font-weight:bold;font-size:12px}.sm{font-size:9.5px;color:#444}.doc{text-align:left}.tt{font-size:15px;font-weight:bold}.cust{margin:7px 0;padding:5px;border:1px solid #bbb}.items{width:100%;border-collapse:collapse}.items th{background:#eceff1;border:1px solid #bbb;padding:3px;text-align:right}.items td{border:1px solid #ddd;padding:2px 3px}.items td:nth-child(n+4){text-align:left}.carry{text-align:left;font-weight:bold;margin:6px 0}.tot{width:45%;margin:8px auto 6px 0;border-collapse:collapse}.tot td{padding:2px 5px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:13px;border-top:2px solid ${v.color}}footer{position:absolute;bottom:8mm;left:12mm;right:12mm;text-align:center;font-size:9.5px;border-top:1px solid #aaa;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
