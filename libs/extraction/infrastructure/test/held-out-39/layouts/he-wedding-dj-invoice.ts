import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, share, spacedId } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-wedding-dj-invoice';

const VENDORS = [
  {
    brand: 'DJ NOAM B.',
    brandHe: 'די-ג׳יי לאירועים',
    legal: 'נועם ביטון',
    company: false,
    label: 'עוסק מורשה',
    idShow: (id: string) => spacedId(id),
    contact: ['רח׳ הנרקיסים 7, אשדוד', '054-7702291', 'noam@djnoamb.co.il'],
    num: (r: { int(a: number, b: number): number }) => `${r.int(100, 899)}`,
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
    brandFont: "'Aharoni CLM',sans-serif",
    color: '#4c1d95',
    side: true,
  },
  {
    brand: 'סאונד ווייב',
    brandHe: 'הפקות מוסיקה, הגברה ותאורה לאירועים',
    legal: 'ס.ו. הפקות מוסיקה ואירועים בע"מ',
    company: true,
    label: 'ח.פ.',
    idShow: (id: string) => id,
    contact: ['רח׳ הברזל 30, תל אביב', '03-6477210', 'office@soundwave-events.co.il'],
    num: (r: { int(a: number, b: number): number }, iso?: string) => `SW-${iso?.slice(0, 4)}-${r.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Frank Ruehl CLM','David CLM',serif",
    brandFont: "'Frank Ruehl CLM',serif",
    color: '#0e7490',
    side: false,
  },
];

const HALLS = ['גני אירועים "הדקל", ראשון לציון', 'אולמי "לאגו", ראשון לציון', 'חוות "שבע טחנות", בית שמש', 'מתחם "האנגר 11", נמל תל אביב', 'גן אירועים "ויה מאריס", אשקלון'];
const SERVICES: [string, number, number][] = [
  ['די-ג׳יי לאירוע – 5 שעות', 450000, 650000],
  ['שעה נוספת', 60000, 90000],
  ['מערכת הגברה לרחבה ולקבלת פנים', 180000, 320000],
  ['תאורת רחבה חכמה ו-LED', 120000, 250000],
  ['מכונת עשן כבד לריקוד ראשון', 60000, 120000],
  ['נגן סקסופון לקבלת פנים', 150000, 220000],
  ['הגברת חופה ומיקרופון אלחוטי', 50000, 90000],
  ['עריכת פלייליסט ושיר כניסה', 30000, 60000],
  ['זיקוקים קרים (4 יחידות)', 80000, 140000],
  ['מסך LED 3×2 מ׳ למצגת', 150000, 260000],
];
const CLIENTS = [
  { who: 'שירן ודניאל כהן', company: false },
  { who: 'מיכל ואביב רוזן', company: false },
  { who: 'אינטל-קום מערכות בע"מ (אירוע חברה)', company: true },
  { who: 'בית הספר התיכון "אורט" – נשף סיום', company: false },
];

export const heWeddingDjInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const event = shift(date, -rng.int(1, 9));
    const client = rng.pick(CLIENTS);
    const clientId = client.company ? `ח.פ. ${taxId(rng, true)}` : `ת.ז. ${personalId(rng)}`;
    const lines = rng.some(SERVICES.slice(1), rng.int(3, 6));
    const items = [SERVICES[0], ...lines].map(([name, lo, hi]) => ({ name, qty: name.startsWith('שעה') ? rng.int(1, 2) : 1, unit: rng.int(lo / 1000, hi / 1000) * 1000 }));
    const net = add(items.map((i) => i.qty * i.unit));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const deposit = share(total, 30);
    const depositDate = shift(event, -rng.int(60, 200));
    const alloc = client.company ? allocation(rng, date, net) : '';
    const box = (label: string, value: string, cls = '') => `<div class="cell ${cls}"><div class="l">${label}</div><div class="v">${value}</div></div>`;
    const grid = `<div class="grid">
${box('מס׳<br>חשבונית', lr(number))}
${box('תאריך', lr(v.date(date)))}
${box('תאריך<br>האירוע', lr(v.date(event)))}
${box('מס׳<br>הזמנה', lr(`EV${rng.int(1000, 9999)}`))}
${box('מקום האירוע', esc(rng.pick(HALLS)), 'wide')}
${box('מס׳<br>מוזמנים', String(rng.int(12, 60) * 10))}
</div>`;
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${v.label} ${lr(v.idShow(id))}</div>${v.contact.map((c) => `<div>${lr(c)}</div>`).join('')}`;
    const content = `<div class="title">חשבונית מס <span class="orig">מקור</span></div>
${grid}
<div class="client"><b>לכבוד:</b> ${esc(client.who)} · ${clientId} · נייד ${lr(cellular(rng))}</div>
<table class="items"><tr><th>#</th><th>פירוט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${items.map((i, k) => `<tr><td>${k + 1}</td><td>${esc(i.name)}</td><td>${i.qty}</td><td>${amount(i.unit)}</td><td>${amount(i.qty * i.unit)}</td></tr>`).join('')}</table>
<table class="tot">
<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr class="big"><td>סה"כ לתשלום</td><td>${lr(`${amount(total)} ש"ח`)}</td></tr>
<tr class="sm"><td>שולמה מקדמה (${lr(v.date(depositDate))})</td><td>${amount(deposit)}</td></tr>
<tr class="sm"><td>יתרה לתשלום</td><td>${amount(total - deposit)}</td></tr>
</table>
${alloc ? `<div class="b">מספר הקצאה: ${alloc}</div>` : ''}
<div class="note">התשלום ביום האירוע או בהעברה בנקאית: בנק הפועלים, סניף ${rng.int(400, 799)}, חשבון ${rng.int(100000, 999999)}. תודה ומזל טוב!</div>`;
    const body = v.side
      ? `<div class="page s"><aside><div class="brand">${lr(v.brand)}</div><div class="bh">${v.brandHe}</div>${vendor}</aside><main>${content}</main></div>`
      : `<div class="page"><header><div><div class="brand">${v.brand}</div><div class="bh">${v.brandHe}</div></div><div class="who">${vendor}</div></header>${content}</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#161616}.page{width:210mm;height:296mm;box-sizing:border-box;padding:14mm}.s{display:flex;padding:0}.s aside{width:52mm;background:${v.color};color:#fff;padding:14mm 6mm;line-height:1.7;font-size:10.5px}.s main{flex:1;padding:14mm 10mm}header{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid ${v.color};padding-bottom:8px;margin-bottom:10px}.who{text-align:left;line-height:1.5;font-size:10px}.brand{font-family:${v.brandFont};font-size:26px;font-weight:bold;color:${v.side ? '#fff' : v.color}}.bh{font-size:10px;margin-bottom:8mm}.b{font-weight:bold}.title{font-size:20px;font-weight:bold;margin:8px 0}.orig{font-size:11px;border:1px solid #333;padding:1px 5px;margin-right:8px}.grid{display:grid;grid-template-columns:20mm 24mm 22mm 20mm 1fr 18mm;border:1px solid #555;margin-bottom:10px}.cell{border-left:1px solid #999;padding:3px 4px}.cell:last-child{border-left:none}.l{font-size:9px;color:#555;line-height:1.15;min-height:20px}.v{font-weight:bold;font-size:11px}.client{padding:6px;background:#f3f3f3;margin-bottom:8px}.items{width:100%;border-collapse:collapse}.items th{background:#e9e9e9;padding:4px;text-align:right}.items td{border-bottom:1px solid #ddd;padding:4px}.items td:nth-child(n+3){text-align:left}.tot{width:55%;margin:10px auto 0 0;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:2px solid #333;border-bottom:2px solid #333}.sm td{font-size:9.5px;color:#444}.note{margin-top:12px;font-size:9.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
