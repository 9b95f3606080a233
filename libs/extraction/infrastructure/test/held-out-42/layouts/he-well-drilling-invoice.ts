import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, mul, personalId, share } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-well-drilling-invoice';

const CLIENTS: [string, boolean][] = [
  ['מושב עין יהב - אגודה שיתופית', false],
  ['חוות הצבר גידולים בע"מ', true],
  ['משפחת אבוטבול, צופר', false],
  ['פרדסי העמק החקלאים בע"מ', true],
];

const VENDORS = [
  {
    brand: 'קידוחי הערבה',
    legal: 'קידוחי הערבה הנדסת מים בע"מ',
    company: true,
    font: "'Hadasim CLM','Noto Serif Hebrew',serif",
    head: "'Aharoni CLM',sans-serif",
    color: '#0e7490',
    num: (iso: string, r: { int(a: number, b: number): number }) => `${iso.slice(2, 4)}/${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'מים חיים',
    legal: 'סאלח חסון',
    company: false,
    font: "'Liberation Serif','David CLM',serif",
    head: "'Keter YG','David CLM',serif",
    color: '#4d7c0f',
    num: (_iso: string, r: { int(a: number, b: number): number }) => `${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const heWellDrillingInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(date, rng);
    const [client, firm] = rng.pick(CLIENTS);
    const clientId = firm ? taxId(rng, true) : personalId(rng);
    const depth = rng.int(400, 1600) / 10;
    const casing = Math.round(depth * 0.8 * 10) / 10;
    const perM = rng.int(38, 65) * 1000;
    const casePerM = rng.int(9, 16) * 1000;
    const hours = rng.int(6, 24);
    const lines = [
      { name: 'הובלת אסדת קידוח והקמה באתר', q: '1', unit: rng.int(40, 90) * 10000, sum: 0 },
      { name: 'קידוח בקוטר 8" (מטר אורך)', q: depth.toFixed(1), unit: perM, sum: mul(depth, perM) },
      { name: 'צינור מגן PVC (מטר אורך)', q: casing.toFixed(1), unit: casePerM, sum: mul(casing, casePerM) },
      { name: 'שאיבת ניסיון (שעות)', q: String(hours), unit: 65000, sum: hours * 65000 },
      ...(rng.chance(0.6) ? [{ name: 'דגימת מים ובדיקת מעבדה', q: '1', unit: 180000, sum: 180000 }] : []),
      ...(rng.chance(0.5) ? [{ name: 'התקנת משאבה טבולה 3 כ"ס', q: '1', unit: 1450000, sum: 1450000 }] : []),
    ];
    lines[0].sum = lines[0].unit;
    const net = add(lines.map((l) => l.sum));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const contract = shift(date, -rng.int(20, 60));
    const advance = Math.round(share(total, 30) / 10000) * 10000;
    const boxes: [string, string][] = [
      ['מס׳ חשבונית', lr(number)],
      ['תאריך', lr(v.date(date))],
      ['תאריך הסכם', lr(v.date(contract))],
      ['הזמנת עבודה', lr(`WO-${rng.int(300, 999)}`)],
      ['עומק סופי', lr(`${depth.toFixed(1)} m`)],
    ];
    const footer = v.company
      ? `${esc(v.legal)} · רח׳ הקידוח 3, אזור תעשייה ספיר · ${lr(landline(rng))}`
      : `${esc(v.legal)} · עוסק מורשה ${lr(id)} · ראמה, ת.ד. ${rng.int(100, 999)} · ${lr(cellular(rng))}`;
    const body = `<div class="page">
<header><div class="brand">${v.brand}</div><div class="tag">קידוחי מים · קידוחי ניטור · משאבות</div>${v.company ? `<div class="co">${esc(v.legal)} &nbsp; ח.פ. ${lr(id)}</div>` : ''}</header>
<div class="title">חשבונית מס <span class="orig">מקור</span></div>
<div class="boxes">${boxes.map(([a, b]) => `<div class="bx"><div class="l">${a}</div><div class="v">${b}</div></div>`).join('')}</div>
<div class="client"><b>לקוח:</b> ${esc(client)} · ${firm ? 'ח.פ.' : 'ת.ז.'} ${lr(clientId)} · נייד ${lr(cellular(rng))}<br><b>אתר:</b> חלקה ${rng.int(10, 99)}, גוש ${rng.int(10000, 39999)}</div>
<table class="items"><tr><th>פירוט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${lines
      .map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${lr(amount(l.unit))}</td><td>${lr(amount(l.sum))}</td></tr>`)
      .join('')}</table>
<table class="tot">
<tr><td>סכום לפני מע"מ</td><td>${lr(amount(net))}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${lr(amount(tax))}</td></tr>
<tr class="big"><td>סה"כ כולל מע"מ</td><td>${lr(`${amount(total)} ש"ח`)}</td></tr>
<tr><td>מקדמה ששולמה ב-${lr(v.date(contract))}</td><td>${lr(amount(-advance))}</td></tr>
<tr><td>יתרה לתשלום</td><td>${lr(amount(total - advance))}</td></tr>
</table>
<div class="note">אחריות לקידוח 12 חודשים. הספיקה אינה מובטחת. תנאי תשלום: שוטף + 30.</div>
<footer>${footer}</footer>
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.page{width:210mm;height:296mm;box-sizing:border-box;padding:12mm 14mm;position:relative}header{border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-family:${v.head};font-size:32px;color:${v.color};font-weight:bold}.tag{font-size:12px}.co{margin-top:3px;font-size:11px}.title{font-size:20px;font-weight:bold;margin:10px 0}.orig{font-size:11px;border:1px solid #111;padding:1px 5px;margin-right:8px}.boxes{display:flex;gap:6px}.bx{flex:1;border:1px solid ${v.color}}.l{background:${v.color};color:#fff;font-size:9.5px;padding:2px 4px}.v{padding:4px;font-weight:bold}.client{margin:10px 0;line-height:1.6}.items{width:100%;border-collapse:collapse}.items th{background:#eee;text-align:right;padding:4px}.items td{padding:4px;border-bottom:1px solid #ccc}.tot{width:55%;margin:10px auto 0 0;font-size:12px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;border-top:2px solid #111;border-bottom:2px solid #111}.note{margin-top:14px;font-size:9.5px}footer{position:absolute;bottom:8mm;left:14mm;right:14mm;text-align:center;border-top:1px solid ${v.color};padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
