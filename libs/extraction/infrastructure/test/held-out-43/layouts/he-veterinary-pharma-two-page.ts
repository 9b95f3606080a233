import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, personalId, share } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-veterinary-pharma-two-page';

const ITEMS: [string, string, number][] = [
  ['חיסון משושה לכלבים', 'מנה', 3850],
  ['חיסון כלבת', 'מנה', 2200],
  ['טיפות נגד פרעושים 10-20 ק"ג', 'אריזה', 4100],
  ['כדורי תילוע', 'אריזה', 2650],
  ['אנטיביוטיקה אמוקסיצילין 250', 'בקבוק', 5900],
  ['משחת עיניים', 'שפופרת', 1850],
  ['תמיסת עירוי 500 מ"ל', 'שקית', 1290],
  ['מזרקים 3 מ"ל', 'קרטון', 6400],
  ['כפפות ניטריל M', 'קרטון', 3300],
  ['צווארון אליזבתני 20 ס"מ', 'יחידה', 1450],
  ['מזון רפואי כליות 2 ק"ג', 'שק', 8900],
  ['תחבושת אלסטית', 'גליל', 790],
  ['חומר הרדמה מקומית', 'בקבוקון', 7400],
  ['שבבים לזיהוי', 'יחידה', 1600],
  ['שמפו רפואי', 'בקבוק', 3400],
];

const CLINICS: [string, boolean][] = [
  ['מרפאת חיות השרון בע"מ', true],
  ['ד"ר נטע פרלמן', false],
  ['וטקייר עמק בע"מ', true],
  ['ד"ר יואב אשכנזי', false],
];

const VENDORS = [
  {
    brand: 'וטפארם',
    legal: 'וטפארם הפצה ציוד וטרינרי בע"מ',
    company: true,
    addr: 'פארק אפק, ראש העין · 03-9034455',
    font: "'Liberation Sans',sans-serif",
    color: '#be185d',
    num: (r: { int(a: number, b: number): number }) => String(r.int(300000, 799999)),
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'חי-מד',
    legal: 'גיל ברק',
    company: false,
    addr: 'רח׳ התעשייה 4, כרמיאל · 04-9981230',
    font: "'David CLM','DejaVu Serif',serif",
    color: '#1d4ed8',
    num: (r: { int(a: number, b: number): number }) => `VM/${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const heVeterinaryPharmaTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const d = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 6]);
    const date = officeDay(d.date);
    const v = VENDORS[d.n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = shift(to, 60);
    const [clinic, firm] = rng.pick(CLINICS);
    const clinicId = firm ? taxId(rng) : personalId(rng);
    const custNo = notAnId(rng);
    const count = rng.int(26, 34);
    const rows = Array.from({ length: count }, (_, i) => {
      const [name, unit, price] = rng.pick(ITEMS);
      const day = `${from.slice(0, 8)}${String(rng.int(1, Number(to.slice(8)))).padStart(2, '0')}`;
      const qty = rng.int(1, 12);
      return { i: i + 1, note: String(rng.int(40000, 49999)), day, name, unit, qty, price, sum: qty * price };
    })
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((r, i) => ({ ...r, i: i + 1 }));
    const split = Math.ceil(count / 2);
    const p1 = rows.slice(0, split);
    const p2 = rows.slice(split);
    const carried = add(p1.map((r) => r.sum));
    const goods = add(rows.map((r) => r.sum));
    const discount = share(goods, 4);
    const net = goods - discount;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const idText = v.company ? `ח.פ. ${lr(hyphenId(id))}` : `עוסק מורשה ${lr(id)}`;
    const head = (page: number) =>
      `<div class="top"><div class="brand">${v.brand}</div><div class="meta"><div><b>חשבונית מס מרכזת מס׳</b> ${lr(number)}</div><div><b>תאריך</b> ${lr(v.date(date))}</div><div>דף ${page} מתוך 2</div></div></div>`;
    const foot = `<div class="foot">${esc(v.legal)} · ${idText} · ${v.addr}</div>`;
    const table = (rs: typeof rows) => `<table class="t"><tr><th>#</th><th>תעודת משלוח</th><th>יום</th><th>פריט</th><th>יחידה</th><th>כמות</th><th>מחיר יח׳</th><th>סכום</th></tr>
${rs.map((r) => `<tr><td>${r.i}</td><td>${lr(r.note)}</td><td>${lr(dt(r.day, 'dd/mm'))}</td><td>${esc(r.name)}</td><td>${r.unit}</td><td>${r.qty}</td><td>${lr(amount(r.price))}</td><td>${lr(amount(r.sum))}</td></tr>`).join('')}</table>`;
    const body = `<div class="pg">${head(1)}
<div class="cust"><b>לכבוד:</b> ${esc(clinic)} · ${firm ? 'ח.פ.' : 'ת.ז.'} ${lr(clinicId)} · מס׳ לקוח ${lr(custNo)}<br>אספקות חודש ${heMonth(from)} (${lr(v.date(from))} - ${lr(v.date(to))}) · תנאי תשלום: שוטף + 30 · לתשלום עד ${lr(v.date(due))}</div>
${table(p1)}
<div class="carry">סה"כ להעברה ${lr(amount(carried))}</div>
${foot}</div>
<div class="pg">${head(2)}
<div class="carry">הועבר מדף 1: ${lr(amount(carried))}</div>
${table(p2)}
<table class="sum"><tr><td>סה"כ אספקות</td><td>${lr(amount(goods))}</td></tr><tr><td>הנחת מרפאה 4%</td><td>${lr(`-${amount(discount)}`)}</td></tr>
<tr><td>סה"כ לפני מע"מ</td><td>${lr(amount(net))}</td></tr><tr><td>מע"מ ${rate}%</td><td>${lr(amount(tax))}</td></tr>
<tr class="big"><td>סה"כ לתשלום</td><td>${lr(`${amount(total)} ₪`)}</td></tr></table>
${alloc ? `<div>מספר הקצאה: ${lr(alloc)}</div>` : ''}
<div class="note">העברה בנקאית: בנק ${rng.pick(['דיסקונט', 'לאומי', 'הפועלים'])} סניף ${rng.int(100, 999)} חשבון ${lr(rng.digits(7))}</div>
${foot}</div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#111}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:12mm;position:relative;page-break-after:always;overflow:hidden}.pg:last-child{page-break-after:auto}.top{display:flex;justify-content:space-between;border-bottom:2px solid ${v.color};padding-bottom:4px}.brand{font-size:26px;font-weight:bold;color:${v.color}}.meta{text-align:left}.cust{margin:6px 0}.t{width:100%;border-collapse:collapse}.t th{background:${v.color};color:#fff;font-weight:normal;padding:2px}.t td{border-bottom:1px solid #ddd;padding:2px}.carry{text-align:left;font-weight:bold;margin:5px 0}.sum{width:45%;margin-right:auto;margin-top:6px}.sum td:last-child{text-align:left}.big td{font-weight:bold;font-size:13px;border-top:2px solid ${v.color}}.note{margin-top:8px}.foot{position:absolute;bottom:8mm;left:12mm;right:12mm;text-align:center;font-size:9px;border-top:1px solid #999;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
