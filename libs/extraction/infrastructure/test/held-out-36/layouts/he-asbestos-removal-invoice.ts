import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, mul } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-asbestos-removal-invoice';

const VENDORS = [
  {
    brand: 'ASBESTOP',
    legal: 'אסבסטופ הנדסת סביבה בע"מ',
    company: true,
    label: 'ח.פ.',
    num: (k: number) => `AS-${k}`,
    digits: [2000, 7999],
    color: '#b45309',
    font: "'Simple CLM','Noto Sans Hebrew',sans-serif",
  },
  {
    brand: 'עמר פירוק גגות',
    legal: 'ניסים עמר',
    company: false,
    label: 'עוסק מורשה',
    num: (k: number) => `${k}`,
    digits: [300, 999],
    color: '#374151',
    font: "'David CLM','Noto Serif Hebrew',serif",
  },
];

const CLIENTS = ['מושב בית שערים – אגודה שיתופית', "ועד בית רח' הגפן 7, רחובות", 'לולי הדרום בע"מ', 'בית ספר יסודי אלון', 'מפעלי פלסט-על בע"מ', 'משק משפחת ברק'];
const SITES = ['גג לול, חלקה 44', 'מחסן חקלאי', 'גג מבנה מגורים', 'סככת רכבים', 'גג אולם ייצור', 'מבנה יביל ישן'];

export const heAsbestosRemovalInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const m2 = rng.int(60, 900);
    const perM2 = rng.pick([4800, 5500, 6200, 7000]);
    const tons = Math.round(m2 * 0.018 * 100) / 100;
    const rows: [string, string, number, number, number][] = [
      ['הכנת תוכנית עבודה והגשה למשרד להגנת הסביבה', "קומפ'", 1, 180000, 180000],
      ['פירוק לוחות אסבסט צמנט כולל הרטבה וקיבוע', 'מ"ר', m2, perM2, m2 * perM2],
      ['עטיפה כפולה בניילון 200 מיקרון וסימון', 'מ"ר', m2, 900, m2 * 900],
      ['הובלה לאתר הטמנה מורשה', 'טון', tons, 65000, mul(tons, 65000)],
      ['דמי הטמנה', 'טון', tons, 42000, mul(tons, 42000)],
    ];
    if (rng.chance(0.6)) rows.push(['ניטור סיבים באוויר בסיום העבודה', 'בדיקה', 2, 95000, 190000]);
    if (rng.chance(0.5)) rows.push(['התקנת גג פנל מבודד חלופי', 'מ"ר', m2, 14500, m2 * 14500]);
    const net = add(rows.map((r) => r[4]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const start = shift(date, -rng.int(6, 20));
    const end = shift(start, rng.int(1, 4));
    const client = rng.pick(CLIENTS);
    const clientId = client.includes('בע"מ') || client.includes('אגודה') ? taxId(rng, true) : '';
    const quote = `הצעה ${rng.int(100, 999)}/${date.slice(2, 4)}`;
    const vendorLines = `<div class="b">${esc(v.legal)}</div><div>${v.label} ${id}</div><div>קבלן אסבסט מורשה · רישיון מס' ${rng.int(100, 480)}</div><div>${v.company ? 'אזור תעשייה ספירים, קיסריה' : "רח' הזית 3, אופקים"}</div><div>${lr(v.company ? '04-6102980' : cellular(rng))}</div>`;
    const head = v.company
      ? `<header><div class="brand">${v.brand}</div><div class="hv">${vendorLines}</div></header>`
      : `<aside><div class="brand">${esc(v.brand)}</div><div class="sm">פירוק ופינוי אסבסט · החלפת גגות</div>${vendorLines}</aside>`;
    const main = `<div class="title"><span>חשבונית מס</span><span class="no">מס' ${lr(number)}</span></div>
<div class="meta"><div>תאריך: <b>${dt(date, v.company ? 'dd/mm/yyyy' : 'dd.mm.yyyy')}</b></div><div>העתק נאמן למקור</div></div>
<div class="cust">לכבוד: <b>${esc(client)}</b>${clientId ? ` · ח.פ. ${clientId}` : ''}<br>אתר העבודה: ${esc(rng.pick(SITES))} · ${quote}<br>ביצוע: ${dt(start, 'dd/mm/yy')} עד ${dt(end, 'dd/mm/yy')} · היתר פירוק ${rng.int(10000, 99999)}</div>
<table class="items"><tr><th>#</th><th>תיאור העבודה</th><th>יח'</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows
      .map((r, i) => `<tr><td>${i + 1}</td><td>${esc(r[0])}</td><td>${r[1]}</td><td>${r[2]}</td><td>${amount(r[3])}</td><td>${amount(r[4])}</td></tr>`)
      .join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ כולל מע"מ</td><td>${amount(total)} ש"ח</td></tr></table>
${alloc ? `<div class="alloc">מספר הקצאה: ${alloc}</div>` : ''}
<div class="terms">תנאי תשלום: שוטף + 30. תעודות ההטמנה מצורפות לחשבונית זו. אחריות לאטימות הגג החלופי – 5 שנים.</div>`;
    const body = v.company ? `<div class="page">${head}${main}</div>` : `<div class="page side">${head}<main>${main}</main></div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#222}.page{width:210mm;min-height:296mm;box-sizing:border-box;padding:12mm}.side{display:flex;gap:6mm}aside{width:45mm;border-left:4px solid ${v.color};padding-left:4mm;line-height:1.7}main{flex:1}header{display:flex;justify-content:space-between;align-items:center;background:${v.color};color:#fff;padding:6px 10px}.brand{font-size:26px;font-weight:bold;font-family:'URW Gothic','Keter YG',sans-serif}aside .brand{color:${v.color};font-family:'Keter YG','David CLM',serif}.hv{text-align:left;line-height:1.45;font-size:10.5px}.b{font-weight:bold}.sm{font-size:9.5px;color:#555}.title{display:flex;justify-content:space-between;font-size:19px;font-weight:bold;margin:10px 0 4px;border-bottom:1px solid #999}.no{color:${v.color}}.meta{display:flex;justify-content:space-between}.cust{margin:8px 0;padding:6px;background:#f5f5f4;line-height:1.6}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid ${v.color};text-align:right;padding:3px}.items td{border-bottom:1px solid #ddd;padding:3px}.items td:nth-child(n+4){text-align:left}.tot{width:48%;margin:8px auto 0 0;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:2px solid #222}.alloc{margin-top:6px;font-weight:bold}.terms{margin-top:12px;font-size:10px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
