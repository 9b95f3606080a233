import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, spacedId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-mural-painter-invoice';

const CLIENTS: [string, string][] = [
  ['מתנ"ס נווה שאנן', 'קיר חזית צפונית'],
  ['בית ספר יסודי "הדקל"', 'קיר חצר ומגרש'],
  ['קפה בוסתן בע"מ', 'קיר פנימי וחלון ראווה'],
  ['מגדלי הים התיכון ניהול בע"מ', 'לובי כניסה'],
  ['מרכז ספורט אורן בע"מ', 'קיר טיפוס ומלתחות'],
];

const VENDORS = [
  {
    brand: 'קירות מדברים',
    sub: 'ציורי קיר · גרפיטי מוזמן · אמנות ציבורית',
    legal: 'שירה אלמוג',
    company: false,
    idText: (id: string) => `עוסק מורשה ${lr(spacedId(id))}`,
    addr: 'רח׳ המלאכה 12, יפו',
    num: (r: { int(a: number, b: number): number }) => `${r.int(100, 480)}`,
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
    head: "'Aharoni CLM','Miriam CLM',sans-serif",
    color: '#be185d',
    footer: true,
  },
  {
    brand: 'צבע על קיר',
    sub: 'סטודיו לאמנות ציבורית',
    legal: 'צבע על קיר אמנות ציבורית בע"מ',
    company: true,
    idText: (id: string) => `ח.פ. ${lr(hyphenId(id))}`,
    addr: 'רח׳ החרושת 7, באר שבע',
    num: (r: { int(a: number, b: number): number }) => `MP/${r.int(1000, 3999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
    font: "'David CLM','Frank Ruehl CLM',serif",
    head: "'Drugulin CLM','David CLM',serif",
    color: '#0f766e',
    footer: false,
  },
];

export const heMuralPainterInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const [client, wall] = rng.pick(CLIENTS);
    const clientId = taxId(rng, true);
    const m2 = rng.int(12, 85);
    const perM2 = rng.pick([32000, 38000, 45000, 52000]);
    const rows: [string, string, number][] = [[`ציור קיר – ${wall}`, `${m2} מ"ר × ${amount(perM2)}`, m2 * perM2]];
    rows.push(['עיצוב וסקיצות (2 סבבי תיקונים)', '1', rng.pick([150000, 220000, 280000])]);
    if (rng.chance(0.6)) rows.push(['השכרת פיגום נייד', `${rng.int(3, 12)} ימים`, 0]);
    if (rows.length === 3) rows[2][2] = Number(rows[2][1].split(' ')[0]) * 18000;
    if (rng.chance(0.7)) rows.push(['ציפוי לכה נגד גרפיטי', `${m2} מ"ר × 35.00`, m2 * 3500]);
    if (rng.chance(0.4)) rows.push(['נסיעות ולינה', '1', rng.pick([60000, 90000])]);
    const net = add(rows.map((r) => r[2]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const quote = `Q-${rng.int(200, 999)}`;
    const advDate = shift(date, -rng.int(30, 90));
    const adv = Math.round(total * 0.4);
    const start = shift(date, -rng.int(5, 20));
    const boxes = [
      ['מס׳<br>חשבונית', lr(number)],
      ['תאריך', lr(v.date(date))],
      ['הצעת<br>מחיר', lr(quote)],
      ['תחילת<br>עבודה', lr(v.date(start))],
      ['שטח<br>(מ"ר)', `${m2}`],
    ];
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${v.idText(id)}</div><div>${v.addr}</div><div>${lr(cellular(rng))}</div>`;
    const body = `<div class="page">
<header><div><div class="brand">${v.brand}</div><div class="sub">${v.sub}</div></div>${v.footer ? '' : `<div class="vend">${vendor}</div>`}</header>
<div class="title">חשבונית מס <span class="orig">מקור</span></div>
<div class="boxes">${boxes.map((b) => `<div class="bx"><div class="lab">${b[0]}</div><div class="val">${b[1]}</div></div>`).join('')}</div>
<div class="client"><div class="lab">לכבוד</div>${esc(client)} · ח.פ. ${lr(String(clientId))}<br>איש קשר: ${rng.pick(['מיכל', 'רונן', 'דנה', 'עומר'])} ${lr(cellular(rng))}</div>
<table class="items"><tr><th>תיאור</th><th>כמות</th><th>סכום</th></tr>${rows.map((r) => `<tr><td>${r[0]}</td><td>${lr(r[1])}</td><td>${amount(r[2])}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>${lr(`${amount(total)} ש"ח`)}</td></tr>
<tr><td>שולמה מקדמה 40% (${lr(v.date(advDate))})</td><td>${amount(adv)}</td></tr><tr><td>יתרה לתשלום</td><td>${amount(total - adv)}</td></tr></table>
<div class="note">התשלום בהעברה בנקאית: בנק לאומי, סניף ${rng.int(600, 999)}, חשבון ${rng.int(10000, 99999)}/${rng.int(10, 99)}. זכויות היוצרים ביצירה שמורות לאמנית/לסטודיו.</div>
${v.footer ? `<footer>${vendor.replace(/<\/div><div>/g, ' · ').replace(/<\/?div[^>]*>/g, '')}</footer>` : ''}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.page{width:210mm;min-height:296mm;box-sizing:border-box;padding:15mm;position:relative}header{display:flex;justify-content:space-between;border-bottom:4px solid ${v.color};padding-bottom:8px}.brand{font-family:${v.head};font-size:32px;color:${v.color}}.sub{font-size:10px}.vend{text-align:left;line-height:1.5}.b{font-weight:bold}.title{font-size:20px;font-weight:bold;margin:12px 0}.orig{font-size:11px;border:1px solid #111;padding:1px 6px;margin-right:10px}.boxes{display:flex;gap:6px}.bx{border:1.5px solid ${v.color};width:28mm;min-height:15mm}.lab{background:${v.color};color:#fff;font-size:9px;padding:2px 4px;line-height:1.15}.val{padding:4px;font-size:12px;text-align:center}.client{border:1.5px solid ${v.color};margin:10px 0;line-height:1.7}.client .lab{display:inline-block;margin-left:6px}.items{width:100%;border-collapse:collapse;margin-top:6px}.items th{border-bottom:2px solid ${v.color};text-align:right;padding:4px}.items td{padding:5px 4px;border-bottom:1px solid #ddd}.items td:last-child,.items th:last-child{text-align:left}.tot{width:52%;margin:10px auto 0 0;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:2px solid #111;border-bottom:2px solid #111}.note{margin-top:18px;font-size:10px}footer{position:absolute;bottom:10mm;left:15mm;right:15mm;text-align:center;font-size:9.5px;border-top:1px solid ${v.color};padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
