import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, firstOfMonth, heMonth, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-virtual-office-monthly-bill';

const VENDORS = [
  {
    brand: 'כתובת+',
    sub: 'משרד וירטואלי · מענה טלפוני · חדרי ישיבות',
    legal: 'כתובת פלוס משרדים וירטואליים בע"מ',
    label: 'ח.פ.',
    addr: 'מגדל אלון 2, יגאל אלון 94, תל אביב',
    phone: '03-7719050',
    num: (k: number) => `VO${k}`,
    digits: [2400000, 2799999],
    style: 'dd/mm/yyyy' as D,
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
    color: '#0e7490',
    head: true,
  },
  {
    brand: 'בית העסקים הגליל',
    sub: 'כתובת עסקית בכרמיאל · מזכירות · עמדות עבודה',
    legal: 'מרכז עסקים הגליל בע"מ',
    label: 'ח"פ',
    addr: "שד' נשיאי ישראל 3, כרמיאל",
    phone: '04-9902266',
    num: (k: number) => `${k}`,
    digits: [40100, 48999],
    style: 'dd.mm.yyyy' as D,
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
    color: '#6d28d9',
    head: false,
  },
];

const CUSTOMERS = ['ש.ר. יבוא ושיווק בע"מ', 'אורנים ייעוץ פיננסי בע"מ', 'ד"ר גלית נחום', 'סטודיו פיקסל בע"מ', 'עמית לוי – תרגומים', 'נגב סייבר בע"מ'];

export const heVirtualOfficeMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, undefined, [1, 6]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, true);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const period = firstOfMonth(date, -1);
    const periodEnd = lastOfMonth(period);
    const due = officeDay(shift(date, rng.int(10, 20)));
    const cust = rng.pick(CUSTOMERS);
    const custId = cust.includes('בע"מ') ? taxId(rng, true) : personalId(rng);
    const subscriber = notAnId(rng);
    const virtual = `072-${rng.int(2, 3)}${rng.digits(6)}`;
    const mail = rng.int(3, 28);
    const scans = rng.int(0, 60);
    const minutes = rng.int(20, 480);
    const room = rng.int(0, 6);
    const lines: [string, string, number][] = [
      [`מנוי כתובת עסקית – ${heMonth(period)}`, '1', rng.pick([14900, 19900, 24900])],
      ['קבלת דואר ודברי דואר רשום', String(mail), mail * 600],
      ...(scans ? ([['סריקת דואר לתיבת הדוא"ל (עמודים)', String(scans), scans * 150]] as [string, string, number][]) : []),
      [`מספר וירטואלי ${virtual}`, '1', 3900],
      ['מענה טלפוני והעברת שיחות (דקות)', String(minutes), minutes * 45],
      ...(room ? ([['חדר ישיבות (שעות)', String(room), room * 6500]] as [string, string, number][]) : []),
      ...(rng.chance(0.4) ? ([['משלוח דואר לכתובת הלקוח', '1', 2800]] as [string, string, number][]) : []),
    ];
    const net = add(lines.map((l) => l[2]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const prev = rng.int(30000, 90000);
    const vendorBlock = `<div class="vb"><b>${esc(v.legal)}</b><br>${v.label} ${id}<br>${esc(v.addr)}<br>טל' ${lr(v.phone)}</div>`;
    const body = `<div class="page">
<header><div><div class="brand">${esc(v.brand)}</div><div class="sm">${esc(v.sub)}</div></div>${v.head ? vendorBlock : ''}</header>
<div class="title">חשבונית מס – חיוב חודשי</div>
<div class="grid">
<div><span>מספר חשבונית</span><b>${lr(number)}</b></div>
<div><span>תאריך החשבונית</span><b>${lr(dt(date, v.style))}</b></div>
<div><span>תקופת חיוב</span><b>${lr(`${dt(period, 'dd/mm/yy')} – ${dt(periodEnd, 'dd/mm/yy')}`)}</b></div>
<div><span>מועד אחרון לתשלום</span><b>${lr(dt(due, v.style))}</b></div>
<div><span>מספר מנוי</span><b>${subscriber}</b></div>
<div><span>אמצעי תשלום</span><b>הוראת קבע</b></div>
</div>
<div class="cust">לכבוד: <b>${esc(cust)}</b> · ${cust.includes('בע"מ') ? 'ח.פ.' : 'ת.ז.'} ${custId} · נייד ${lr(cellular(rng))}</div>
<table class="items"><tr><th>פירוט</th><th>כמות</th><th>סכום ₪</th></tr>
${lines.map((l) => `<tr><td>${esc(l[0])}</td><td>${l[1]}</td><td>${amount(l[2])}</td></tr>`).join('')}
</table>
<table class="tot">
<tr><td>סה"כ חיובים החודש</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr class="big"><td>סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr>
</table>
<div class="note">יתרה מחשבון קודם: ${amount(prev)} – שולמה בהוראת קבע ב-${dt(shift(firstOfMonth(period), rng.int(9, 14)), 'dd/mm/yyyy')}. תודה!</div>
<div class="note">החיוב הבא יבוצע ב-${dt(due, 'dd/mm/yyyy')}. לבירורים: ${lr(v.phone)} שלוחה 3.</div>
${v.head ? '' : `<footer>${vendorBlock}</footer>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#1b1b1b}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm 16mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:4px solid ${v.color};padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:${v.color}}.sm{font-size:10px;color:#555}.vb{font-size:10.5px;line-height:1.45;text-align:left}.title{font-size:19px;font-weight:bold;margin:12px 0 8px}.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px;margin-bottom:10px}.grid div{background:#f1f5f9;padding:5px 7px;display:flex;flex-direction:column}.grid span{font-size:10px;color:#555}.cust{border:1px solid #ccc;padding:6px;margin-bottom:10px}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;padding:4px;text-align:right}.items td{padding:4px;border-bottom:1px solid #ddd}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left;width:18%}.tot{width:50%;margin:10px auto 10px 0;border-collapse:collapse}.tot td{padding:3px 5px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:15px;border-top:2px solid ${v.color}}.note{font-size:10.5px;color:#444;margin-top:5px}footer{position:absolute;bottom:12mm;left:16mm;right:16mm;border-top:1px solid ${v.color};padding-top:4px}footer .vb{text-align:center}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
