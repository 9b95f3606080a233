import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, mul, personalId, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-gutter-cleaning-invoice';

const VENDORS = [
  {
    brand: 'מרזב נקי',
    legal: 'מרזב נקי שירותי גגות בע"מ',
    company: true,
    font: "'Liberation Sans','Miriam CLM',sans-serif",
    brandFont: "'Aharoni CLM','Liberation Sans',sans-serif",
    color: '#0b6e4f',
    num: (rng: { int(a: number, b: number): number }, iso: string) => `${iso.slice(0, 4)}-${rng.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'זרימה חופשית',
    legal: 'יורם טננבאום',
    company: false,
    font: "'David CLM','DejaVu Serif',serif",
    brandFont: "'Keter YG','David CLM',serif",
    color: '#8a4b08',
    num: (rng: { int(a: number, b: number): number }) => String(rng.int(300, 2999)),
    date: (iso: string) => dt(iso, 'd.m.yy'),
  },
];

const CLIENTS = [
  ['ועד הבית רח׳ הגפן 14', 'person'],
  ['משפחת אזולאי', 'person'],
  ['גני ילדים עמק בע"מ', 'company'],
  ['מלון הדקל בע"מ', 'company'],
  ['דורית שגיא', 'person'],
];

export const heGutterCleaningInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [5, 6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const [client, kind] = rng.pick(CLIENTS);
    const clientId = kind === 'company' ? `ח.פ. ${taxId(rng, true)}` : `ת.ז. ${personalId(rng)}`;
    const work = plus(date, -rng.int(1, 6));
    const metres = rng.int(18, 140) + rng.pick([0, 0.5]);
    const perMetre = rng.pick([1800, 2200, 2500]);
    const lines = [
      { name: 'ניקוי מרזבים ושטיפה בלחץ', q: `${metres} מ׳`, u: perMetre, amt: mul(metres, perMetre) },
      { name: 'פתיחת סתימה במרזב אנכי', q: String(rng.int(1, 4)), u: 25000, amt: 0 },
      { name: 'רשת מגן נגד עלים', q: `${rng.int(6, 30)} מ׳`, u: 3900, amt: 0 },
      { name: 'החלפת זווית / מחבר', q: String(rng.int(1, 5)), u: 8500, amt: 0 },
      { name: 'עבודה בגובה - הנפה', q: '1', u: rng.pick([35000, 45000]), amt: 0 },
    ]
      .filter((_, i) => i === 0 || rng.chance(0.55))
      .map((l) => ({ ...l, amt: l.amt || Math.round(parseFloat(l.q) * l.u) }));
    const net = total(lines.map((l) => l.amt));
    const tax = vatOn(net, rate);
    const sum = net + tax;
    const advance = rng.chance(0.5) ? Math.round(sum / 300) * 100 : 0;
    const box = (l: string, val: string) => `<div class="box"><div class="lb">${l}</div><div class="vl">${val}</div></div>`;
    const body = `<div class="p">
<div class="top"><div><div class="brand">${v.brand}</div><div class="sm">ניקוי ותחזוקת מרזבים · ${ltr(cellular(rng))}</div>
${v.company ? `<div>${esc(v.legal)} ח.פ. ${ltr(spacedId(id))}</div>` : ''}</div><div class="orig">מקור</div></div>
<h1>חשבונית מס</h1>
<div class="boxes">${box('מספר', ltr(number))}${box('תאריך', ltr(v.date(date)))}${box('ביצוע העבודה', ltr(v.date(work)))}${box('הזמנת עבודה', ltr(`WO-${rng.int(1000, 9999)}`))}${box('אורך מרזבים', ltr(`${metres} m`))}</div>
<div class="client"><b>לקוח:</b> ${esc(client)} · ${clientId.split(' ')[0]} ${ltr(clientId.split(' ')[1])}<br><b>כתובת העבודה:</b> ${rng.pick(['רח׳ הזית 5, מודיעין', 'רח׳ התאנה 22, זכרון יעקב', 'שכ׳ רמות, ירושלים', 'רח׳ הברוש 9, קריית טבעון'])}</div>
<table class="items"><tr><th>תיאור</th><th>כמות</th><th>מחיר ליחידה</th><th>סה"כ</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${ltr(l.q)}</td><td>${ltr(amount(l.u))}</td><td>${ltr(amount(l.amt))}</td></tr>`).join('')}</table>
<div class="tot">${row('סכום לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${rate}%`, ltr(amount(tax)))}${row('סה"כ חשבונית', ltr(`${amount(sum)} ש"ח`), 'big')}
${advance ? row('שולם מראש', ltr(amount(advance))) + row('יתרה לתשלום', ltr(amount(sum - advance))) : ''}</div>
<div class="sm">אחריות לשישה חודשים על פתיחת סתימות. תנאי תשלום: שוטף + ${rng.pick([15, 30])}.</div>
${v.company ? '' : `<div class="foot">${esc(v.legal)} · עוסק מורשה ${ltr(id)} · "זרימה חופשית" ניקוי מרזבים</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#111}.p{padding:15mm}.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:${v.brandFont};font-size:28px;color:${v.color}}.orig{border:2px solid ${v.color};color:${v.color};padding:3px 12px;font-weight:bold}.sm{font-size:10px;color:#444}h1{text-align:center;font-size:20px;margin:10px 0}.boxes{display:flex;gap:6px}.box{flex:1;border:1px solid ${v.color};padding:4px}.lb{font-size:10px;color:${v.color}}.vl{font-size:13px;font-weight:bold}.client{margin:12px 0;line-height:1.6}.items{width:100%;border-collapse:collapse}.items th{background:#eee;border:1px solid #999;padding:4px}.items td{border:1px solid #ccc;padding:4px}.tot{width:80mm;margin:12px 0 12px auto}.row{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:14px;border-top:1px solid #333}.foot{margin-top:40px;text-align:center;border-top:1px solid #999;font-size:10px;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
