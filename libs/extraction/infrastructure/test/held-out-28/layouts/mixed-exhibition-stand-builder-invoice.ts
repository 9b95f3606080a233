import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, enDay, heDay, hyphenId, lastOfMonth } from '../../generalisation/notation';
import { add, allocation, bi, dated, lr, officeDay, taxOn, vid, house } from './extra';

const ID = 'mixed-exhibition-stand-builder-invoice';
const FIRMS = [
  {
    brand: '',
    he: 'ביתן פלוס הפקות בע"מ',
    en: 'Bitan Plus Productions Ltd.',
    company: true,
    label: bi('ח.פ.', 'Co. No.'),
    trade: '',
    addr: bi("רח' המסגר 40, תל אביב", '40 HaMasger St, Tel Aviv'),
  },
  {
    brand: 'STANDART',
    he: 'ניר אלמוג',
    en: 'Nir Almog',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    trade: bi('תכנון והקמת ביתני תערוכה', 'Exhibition stand design & build'),
    addr: bi("רח' הצורפים 6, חולון", '6 HaTsorfim St, Holon'),
  },
  {
    brand: 'EXPOFORM',
    he: 'אקספופורם בנייה לתערוכות בע"מ',
    en: 'Expoform Exhibition Building Ltd.',
    company: true,
    label: bi('ח"פ', 'Reg. No.'),
    trade: '',
    addr: bi("רח' משה לוי 11, ראשון לציון", '11 Moshe Levi St, Rishon LeZion'),
  },
];
const CLIENTS = [
  { he: 'אגרוסנס טכנולוגיות בע"מ', en: 'AgroSense Technologies Ltd.' },
  { he: 'מדיויז\'ן מכשור רפואי בע"מ', en: 'MediVision Devices Ltd.' },
  { he: 'קוונטה סייבר בע"מ', en: 'Quanta Cyber Ltd.' },
  { he: 'אקווה-טק פתרונות מים בע"מ', en: 'AquaTech Water Solutions Ltd.' },
];
const SHOWS = ['AgriTech Israel', 'MEDinISRAEL', 'Cyber Week Expo', 'WATEC Israel', 'IsraTech Industry Fair'];

/** An exhibition stand builder's bilingual A4 tax invoice to an exhibitor: the show, hall and stand number with its area, build-up and dismantling days before the invoice, the quote and the client's PO; design, carpentry by the m², printed graphics by the m², furniture and lighting hire, the hall's electricity connection, storage of reusable parts, on-site technician hours, each in Hebrew over English; VAT added; an allocation number when due; net terms with the date. */
export const mixedExhibitionStandBuilderInvoice: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng);
    const date = officeDay(day);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.he, f.company);
    const rate = israeliRate(date);
    const client = rng.pick(CLIENTS);
    const area = rng.pick([12, 18, 24, 36, 48, 60]);
    const showEnd = addDays(date, -rng.int(2, 12));
    const showStart = addDays(showEnd, -rng.int(1, 2));
    const buildUp = addDays(showStart, -1);
    const rows: { he: string; en: string; unit: string; q: number; u: number }[] = [
      { he: 'תכנון הביתן והדמיות תלת-ממד', en: 'Stand design & 3D renders', unit: bi('קומפלט', 'lump sum', '<br>'), q: 1, u: Math.round(rng.int(350000, 900000) / 10000) * 10000 },
      { he: 'בנייה ונגרות הביתן', en: 'Carpentry & build', unit: 'מ"ר / m²', q: area, u: Math.round(rng.int(38000, 62000) / 1000) * 1000 },
      { he: 'הדפסת גרפיקה על בד מתוח', en: 'Tension-fabric graphics', unit: 'מ"ר / m²', q: rng.int(8, area), u: Math.round(rng.int(8500, 14000) / 500) * 500 },
      { he: 'ריהוט – כסאות בר ושולחנות', en: 'Furniture hire – bar stools & tables', unit: "יח' / pcs", q: rng.int(4, 14), u: rng.pick([9000, 12000, 15000]) },
      { he: 'תאורת LED וספוטים', en: 'LED lighting & spots', unit: "יח' / pcs", q: rng.int(6, 20), u: rng.pick([6500, 8500]) },
      { he: 'חיבור חשמל מהאולם', en: 'Hall electricity connection', unit: bi('קומפלט', 'lump sum', '<br>'), q: 1, u: rng.pick([120000, 180000, 240000]) },
    ];
    if (rng.chance(0.6)) rows.push({ he: 'אחסון רכיבים לשימוש חוזר', en: 'Storage of reusable elements', unit: 'חודש / month', q: rng.int(1, 6), u: rng.pick([45000, 65000]) });
    if (rng.chance(0.6)) rows.push({ he: 'טכנאי באתר במהלך התערוכה', en: 'On-site technician', unit: 'שעה / hour', q: rng.int(4, 16), u: rng.pick([18000, 22000]) });
    const sums = rows.map((r) => r.q * r.u);
    const net = add(sums);
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [
      () => `${rng.int(2000, 5999)}`,
      () => `EX-${date.slice(0, 4)}-${String(rng.int(1, 300)).padStart(3, '0')}`,
      () => `${date.slice(2, 4)}${rng.digits(4)}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'yyyy-mm-dd'] as const);
    const font = rng.pick([
      ["'Noto Sans Hebrew','Noto Sans'", 11],
      ["'Nachlieli CLM','Liberation Sans'", 12],
      ["'Miriam CLM','Nimbus Sans'", 11.5],
    ] as const);
    const idText = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const alloc = allocation(rng, date, net);
    const terms = rng.pick([30, 45, 60]);
    const show = rng.pick(SHOWS);
    const stand = `${rng.pick(['A', 'B', 'C', 'D'])}-${rng.int(1, 60)}`;
    const hall = rng.int(1, 3);
    const cube = `<svg width="50" height="50" viewBox="0 0 50 50"><path d="M25 4 L45 14 L45 36 L25 46 L5 36 L5 14 Z" fill="#fff3e0" stroke="#ef6c00" stroke-width="2.5"/><path d="M5 14 L25 24 L45 14 M25 24 V46" fill="none" stroke="#ef6c00" stroke-width="2.5"/></svg>`;
    const head = f.brand
      ? `<div class="brand">${esc(f.brand)}</div><div class="own">${esc(f.he)}</div><div class="own">${lr(esc(f.en))}</div>`
      : `<div class="brand">${esc(f.he)}</div><div class="own">${lr(esc(f.en))}</div>`;
    const body = `<div class="pg"><div class="top">${cube}<div>${head}${f.trade ? `<div class="trade">${f.trade}</div>` : ''}<div class="sm">${f.label} ${lr(idText)}</div><div class="sm">${f.addr} · ${lr(`03-${rng.int(5000000, 6999999)}`)}</div></div>
<div class="box"><div class="t">${bi('חשבונית מס', 'Tax Invoice', '<br>')}</div><div>${bi("מס'", 'No.')}: <b>${lr(docNo)}</b></div><div>${bi('תאריך', 'Date')}: <b>${lr(dt(date, fmt))}</b></div><div class="sm">${bi('מקור', 'Original')}</div></div></div>
<div class="two"><div><div class="lbl">${bi('לכבוד', 'To')}</div><b>${esc(client.he)}</b><br>${lr(esc(client.en))}<br>${bi('ח.פ.', 'Co. No.')} ${lr(vid(client.he, true))}<br>${bi('הזמנת רכש', 'PO')} ${lr(rng.digits(10))}</div>
<div><div class="lbl">${bi('התערוכה', 'Exhibition')}</div>${lr(`${show} ${showStart.slice(0, 4)}`)} · ${bi(`ביתן ${stand}, אולם ${hall}`, `Stand ${stand}, Hall ${hall}`)} · ${area} מ"ר / m²<br>${bi('הקמה', 'Build-up')}: ${heDay(buildUp)} / ${lr(enDay(buildUp))} ${lr(dt(buildUp, 'dd/mm/yyyy'))}<br>${bi('פירוק', 'Dismantling')}: ${lr(dt(showEnd, 'dd/mm/yyyy'))} · ${bi('הצעת מחיר', 'Quote')} ${lr(`Q-${rng.int(300, 899)}`)}</div></div>
<table><tr><th>#</th><th>${bi('תיאור', 'Description', '<br>')}</th><th>${bi('יחידה', 'Unit', '<br>')}</th><th>${bi('כמות', 'Qty', '<br>')}</th><th>${bi('מחיר', 'Price', '<br>')}</th><th>${bi('סה"כ', 'Amount', '<br>')}</th></tr>
${rows.map((r, i) => `<tr><td>${i + 1}</td><td>${esc(r.he)}<div class="en">${esc(r.en)}</div></td><td>${r.unit}</td><td>${r.q}</td><td>${amount(r.u)}</td><td>${amount(sums[i])}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>${bi('סה"כ לפני מע"מ', 'Subtotal')}</td><td>${amount(net)}</td></tr><tr><td>${bi(`מע"מ ${rate}%`, 'VAT')}</td><td>${amount(vat)}</td></tr><tr class="g"><td>${bi('סה"כ לתשלום', 'Total due ₪')}</td><td>${amount(total)}</td></tr></table>
${alloc ? `<p><b>${bi('מספר הקצאה', 'Allocation No.')}:</b> ${lr(alloc)}</p>` : ''}
<p>${bi(`תנאי תשלום: שוטף + ${terms}`, `Terms: net ${terms}`)} – ${lr(dt(addDays(lastOfMonth(date), terms), 'dd/mm/yyyy'))}<br>${bi('העברה בנקאית', 'Bank transfer')}: ${bi('בנק דיסקונט', 'Discount Bank')} (11) · ${bi('סניף', 'Branch')} ${rng.int(0, 199)} · ${bi('חשבון', 'Account')} ${lr(rng.digits(7))}</p></div>`;
    const css = `body{font-family:${font[0]},sans-serif;font-size:${font[1]}px;color:#1d1d1d}.pg{width:210mm;min-height:297mm;box-sizing:border-box;padding:13mm 14mm}
.top{display:flex;gap:4mm;align-items:flex-start;border-bottom:3px solid #ef6c00;padding-bottom:3mm}.brand{font-size:24px;font-weight:bold;color:#ef6c00;font-family:'URW Gothic',${font[0]},sans-serif}.own{font-weight:bold;font-size:13px}.trade{font-size:11px}.sm{font-size:10px;color:#444}
.box{margin-right:auto;background:#fff3e0;border:1.5px solid #ef6c00;padding:2.5mm 4mm;line-height:1.55}.t{font-size:16px;font-weight:bold}
.two{display:flex;justify-content:space-between;gap:8mm;margin:5mm 0;line-height:1.6}.lbl{color:#ef6c00;font-weight:bold;font-size:10px}
table{width:100%;border-collapse:collapse}th{background:#ffe0b2;text-align:right;padding:1.4mm;font-size:10.5px}td{padding:1.4mm;border-bottom:1px solid #eee;vertical-align:top}td:nth-child(n+4){text-align:left}.en{direction:ltr;text-align:right;color:#555;font-size:0.88em}
.tot{width:90mm;margin:5mm auto 4mm 0}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:2px solid #ef6c00;border-bottom:none}p{line-height:1.6}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.he, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
