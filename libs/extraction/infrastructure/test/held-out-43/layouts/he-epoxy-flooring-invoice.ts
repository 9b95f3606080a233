import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-epoxy-flooring-invoice';

const CLIENTS: [string, boolean][] = [
  ['מאפיית הכפר בע"מ', true],
  ['מוסך אחים נסים בע"מ', true],
  ['משפחת גולדברג', false],
  ['מחסני שפיר לוגיסטיקה בע"מ', true],
  ['דנה ורון אביטל', false],
];

const VENDORS = [
  {
    brand: 'משטח חלק',
    legal: 'משטח חלק ציפויי אפוקסי בע"מ',
    company: true,
    addr: 'אזור תעשייה ספירים, נתניה · 09-8852231',
    font: "'Hadasim CLM','Liberation Serif',serif",
    brandFont: "'Aharoni CLM',sans-serif",
    color: '#0f766e',
    num: (r: { int(a: number, b: number): number }, iso: string) => `${iso.slice(2, 4)}/${r.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'אפוקסי הגליל',
    legal: 'אבי קורן',
    company: false,
    addr: 'מושב עמקה · 052-6610988',
    font: "'Liberation Serif',serif",
    brandFont: "'Keter YG','Liberation Serif',serif",
    color: '#7c2d12',
    num: (r: { int(a: number, b: number): number }) => String(r.int(1000, 9999)),
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const heEpoxyFlooringInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const d = dated(ID, rng);
    const date = officeDay(d.date);
    const v = VENDORS[d.n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const quoteDate = shift(date, -rng.int(14, 45));
    const [client, firm] = rng.pick(CLIENTS);
    const clientId = firm ? taxId(rng) : personalId(rng);
    const a10 = rng.int(400, 3200);
    const area = a10 / 10;
    const m2 = (unit: number) => Math.round((a10 * unit) / 10);
    const perM2 = rng.pick([8500, 11000, 14500]);
    const rows: [string, string, string, number][] = [
      ['שיוף וניקוי תשתית (מ"ר)', String(area), amount(1800), m2(1800)],
      ['פריימר אפוקסי (מ"ר)', String(area), amount(2200), m2(2200)],
      [`ציפוי אפוקסי ${rng.pick(['יצוק 2 מ"מ', 'מתפלס 3 מ"מ', 'פתיתים דקורטיבי'])} (מ"ר)`, String(area), amount(perM2), m2(perM2)],
      ['תיקון סדקים (מטר אורך)', String(rng.int(3, 25)), amount(6500), 0],
      ['שכבת לכה שקופה אנטי-החלקה (מ"ר)', String(area), amount(1500), m2(1500)],
    ];
    rows[3][3] = Number(rows[3][1]) * 6500;
    if (rng.chance(0.5)) rows.push(['פלינטה אפוקסי (מטר)', String(rng.int(20, 90)), amount(4500), 0]);
    if (rows.length === 6) rows[5][3] = Number(rows[5][1]) * 4500;
    const net = add(rows.map((r) => r[3]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const advance = Math.round((total * 0.3) / 100) * 100;
    const idText = v.company ? `ח.פ. ${lr(id)}` : `עוסק מורשה ${lr(id)}`;
    const boxes: [string, string][] = [
      ['מס׳ חשבונית', lr(number)],
      ['תאריך', lr(v.date(date))],
      ['הצעת מחיר', lr(`Q-${rng.int(100, 999)} מ-${v.date(quoteDate)}`)],
      ['משך עבודה', `${rng.int(2, 6)} ימים`],
      ['שטח', lr(`${area} מ"ר`)],
    ];
    const body = `<div class="p">
<div class="top"><div><div class="brand">${v.brand}</div><div>${v.company ? `${esc(v.legal)} · ${idText}` : 'ציפויי רצפה תעשייתיים ומעוצבים'}</div></div><div class="addr">${v.addr}</div></div>
<div class="title">חשבונית מס <span class="orig">מקור</span></div>
<div class="boxes">${boxes.map((b) => `<div class="bx"><div class="l">${b[0]}</div><div>${b[1]}</div></div>`).join('')}</div>
<div class="cust"><b>לקוח:</b> ${esc(client)} · ${firm ? 'ח.פ.' : 'ת.ז.'} ${lr(clientId)} · נייד ${lr(cellular(rng))}<br><b>אתר:</b> ${rng.pick(['רח׳ המלאכה 7, חדרה', 'אזור תעשייה צפוני, עפולה', 'רח׳ הגפן 3, פרדס חנה', 'מתחם הלוגיסטיקה, קיסריה'])}</div>
<table class="t"><tr><th>תיאור</th><th>כמות</th><th>מחיר יח׳</th><th>סה"כ</th></tr>
${rows.map((r) => `<tr><td>${esc(r[0])}</td><td>${lr(r[1])}</td><td>${lr(r[2])}</td><td>${lr(amount(r[3]))}</td></tr>`).join('')}</table>
<table class="sum"><tr><td>סכום לפני מע"מ</td><td>${lr(amount(net))}</td></tr><tr><td>מע"מ ${rate}%</td><td>${lr(amount(tax))}</td></tr><tr class="big"><td>סה"כ כולל מע"מ</td><td>${lr(amount(total))} ש"ח</td></tr>
<tr><td>מקדמה ששולמה ${lr(v.date(quoteDate))}</td><td>${lr(amount(advance))}</td></tr><tr><td>יתרה לתשלום</td><td>${lr(amount(total - advance))}</td></tr></table>
<div class="note">אחריות לשלוש שנים לציפוי. אין לדרוך על הרצפה 24 שעות ואין להעמיס 7 ימים.</div>
${v.company ? '' : `<div class="foot">${esc(v.legal)} · ${idText} · ${v.addr}</div>`}
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#111}.p{padding:14mm}.top{display:flex;justify-content:space-between;color:${v.color}}.brand{font-family:${v.brandFont};font-size:28px}.addr{text-align:left}.title{font-size:20px;font-weight:bold;text-align:center;margin:12px 0}.orig{font-size:11px;border:1px solid #111;padding:1px 5px}.boxes{display:flex;gap:4px}.bx{flex:1;border:1px solid ${v.color};padding:4px}.l{font-size:9.5px;color:${v.color}}.cust{margin:10px 0}.t{width:100%;border-collapse:collapse}.t th{background:${v.color};color:#fff;padding:3px}.t td{border:1px solid #ccc;padding:3px}.sum{margin-top:8px;margin-right:auto;width:55%;border-collapse:collapse}.sum td{padding:3px;border-bottom:1px solid #ddd}.big td{font-weight:bold;font-size:14px}.note{margin-top:12px;font-size:10px}.foot{margin-top:40px;border-top:1px solid ${v.color};text-align:center;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
