import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, mul, personalId, share } from '../../generalisation/notation';
import { add, allocation, dated, lr, officeDay, taxOn, vid, house } from './extra';

const ID = 'he-upholstery-workshop-invoice';
const SHOPS = [
  { brand: '', legal: 'ריפודי השרון בע"מ', company: true, label: 'ח.פ.', trade: 'ריפוד רהיטים לבית ולעסק', addr: "רח' התעשייה 14, כפר סבא" },
  { brand: 'כורסה שנייה', legal: 'מוחמד אבו-ראס', company: false, label: 'עוסק מורשה', trade: 'ריפוד וחידוש רהיטים', addr: "רח' אל-ג'בל 9, טייבה" },
  { brand: '', legal: 'אומן הריפוד ש.א. בע"מ', company: true, label: 'ח"פ', trade: 'ריפוד, תפירה וחידוש כורסאות', addr: "רח' המלאכה 3, ראשון לציון" },
];
const CUSTOMERS: { name: string; kind: 'person' | 'company' }[] = [
  { name: 'רותם ואביב גלר', kind: 'person' },
  { name: 'בית קפה לוינסקי 41 בע"מ', kind: 'company' },
  { name: 'מלון חוף התמרים בע"מ', kind: 'company' },
  { name: 'שושנה פרידמן', kind: 'person' },
];
/** Jobs: description, unit, price range in agorot, quantity range. */
const JOBS: [string, string, number, number, number, number][] = [
  ['ריפוד ספה 3 מושבים – פירוק, ריפוד מחדש ותפירה', "יח'", 190000, 260000, 1, 1],
  ['ריפוד ספה דו-מושבית', "יח'", 140000, 190000, 1, 1],
  ['ריפוד כורסה עם כנפיים', "יח'", 85000, 120000, 1, 2],
  ['ריפוד כיסא אוכל – מושב וגב', "יח'", 24000, 34000, 4, 12],
  ['ריפוד ספסל ישיבה קבוע (מטר אורך)', 'מ"א', 38000, 52000, 3, 9],
  ['החלפת רצועות גומי וקפיצים', "יח'", 18000, 26000, 1, 2],
  ['תיקון שלד עץ והדבקה', "יח'", 25000, 45000, 1, 1],
  ['תפירת כריות נוי כולל מילוי', "יח'", 9000, 14000, 2, 6],
];
const FABRICS = ['קטיפה', 'בד אריג עמיד', 'בד לא-דולף', 'עור אקולוגי', 'פשתן'];

/** An upholstery workshop's A4 tax invoice: the work order, fabric by the metre with its catalogue code, foam sheets, pick-up and delivery, dates of collection and return, an allocation number when due; VAT added. */
export const heUpholsteryWorkshopInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng);
    const date = officeDay(day);
    const s = SHOPS[n % SHOPS.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const cust = rng.pick(CUSTOMERS);
    const custId = cust.kind === 'company' ? vid(cust.name, true) : personalId(rng);
    const jobs = rng.some(JOBS, rng.int(1, 3)).map(([name, unit, lo, hi, qlo, qhi]) => {
      const q = rng.int(qlo, qhi);
      const u = Math.round(rng.int(lo, hi) / 1000) * 1000;
      return { name, unit, q, u, sum: q * u };
    });
    const fabric = rng.pick(FABRICS);
    const code = `${rng.pick(['VL', 'TX', 'AQ', 'EC'])}-${rng.int(1000, 9999)}`;
    const metres = rng.int(8, 36) / 2;
    const perMetre = Math.round(rng.int(4500, 14500) / 100) * 100;
    const foam = rng.int(1, 6);
    const foamU = Math.round(rng.int(9000, 16000) / 100) * 100;
    const rows = [
      ...jobs.map((j) => ({ name: esc(j.name), unit: j.unit, q: String(j.q), u: j.u, sum: j.sum })),
      { name: `${esc(fabric)} – קטלוג ${lr(code)} גוון ${rng.int(1, 40)}`, unit: "מ'", q: metres.toFixed(1), u: perMetre, sum: mul(metres, perMetre) },
      { name: 'ספוג HR35 בעובי 10 ס"מ – לוח', unit: "יח'", q: String(foam), u: foamU, sum: foam * foamU },
      ...(rng.chance(0.7) ? [{ name: 'איסוף והחזרה במשאית', unit: 'הובלה', q: '1', u: rng.pick([25000, 35000, 45000]), sum: 0 }] : []),
    ].map((r) => ({ ...r, sum: r.sum || r.u }));
    const gross = add(rows.map((r) => r.sum));
    const discPct = rng.chance(0.35) ? rng.pick([5, 7, 10]) : 0;
    const disc = share(gross, discPct);
    const net = gross - disc;
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [() => String(rng.int(1200, 4800)), () => `${date.slice(0, 4)}-${String(rng.int(1, 480)).padStart(4, '0')}`, () => `RP${rng.int(10000, 99999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'he'] as const);
    const font = rng.pick(["'David CLM'", "'Noto Sans Hebrew'", "'Liberation Serif'"]);
    const head = rng.pick(["'Frank Ruehl CLM'", "'Drugulin CLM'", "'Aharoni CLM'"]);
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const custIdText = cust.kind === 'company' ? `ח.פ. ${lr(custId)}` : `ת.ז. ${lr(custId)}`;
    const collected = addDays(date, -rng.int(10, 25));
    const returned = addDays(date, -rng.int(0, 4));
    const order = `${rng.int(3000, 6999)}`;
    const alloc = allocation(rng, date, net);
    const chair = `<svg width="58" height="58" viewBox="0 0 58 58" fill="none" stroke="#6b3e26" stroke-width="3" stroke-linejoin="round"><path d="M12 30 v-16 q0 -8 8 -8 h18 q8 0 8 8 v16"/><path d="M6 30 h46 v10 h-46 z" fill="#d9b99b"/><path d="M10 40 v12 M48 40 v12"/><path d="M20 14 q9 6 18 0" stroke-width="1.5"/></svg>`;
    const body = `<div class="pg">
<div class="top">${chair}<div class="nm"><div class="brand">${esc(s.brand || s.legal)}</div>${s.brand ? `<div class="own">${esc(s.legal)}</div>` : ''}<div class="trade">${esc(s.trade)}</div></div>
<div class="ad">${s.label} ${lr(idText)}<br>${esc(s.addr)}<br>טל' ${lr(`09-${rng.int(7000000, 7999999)}`)} · נייד ${lr(cellular(rng))}</div></div>
<div class="row"><div class="to"><div class="lbl">לכבוד</div><b>${esc(cust.name)}</b><br>${custIdText}<br>${esc(rng.pick(['רמת השרון', 'הרצליה', 'נתניה', 'תל אביב']))}</div>
<div class="box"><div class="title">חשבונית מס</div><div>מס' <b>${lr(docNo)}</b></div><div>תאריך: <b>${fmt === 'he' ? dt(date, fmt) : lr(dt(date, fmt))}</b></div><div class="sm">מקור</div></div></div>
<div class="facts">הזמנת עבודה ${lr(order)} · נאסף מהלקוח: ${lr(dt(collected, 'dd/mm/yyyy'))} · הוחזר ללקוח: ${lr(dt(returned, 'dd/mm/yyyy'))}</div>
<table><tr><th>#</th><th>תיאור</th><th>יח' מידה</th><th>כמות</th><th>מחיר ליח'</th><th>סה"כ</th></tr>
${rows.map((r, i) => `<tr><td>${i + 1}</td><td>${r.name}</td><td>${r.unit}</td><td>${r.q}</td><td>${amount(r.u)}</td><td>${amount(r.sum)}</td></tr>`).join('')}</table>
<div class="low"><div class="notes"><b>הערות:</b><br>אחריות לתפרים ולשלד: ${rng.pick([12, 24])} חודשים מיום המסירה.<br>ניקוי הבד – לפי הוראות היצרן בלבד.<br>תנאי תשלום: ${rng.pick(['במעמד המסירה', 'שוטף + 30', 'העברה בנקאית תוך 14 יום'])}.<br>בנק ${rng.pick(['לאומי', 'הפועלים', 'מזרחי-טפחות'])} סניף ${rng.int(100, 899)} חשבון ${lr(rng.digits(6))}</div>
<table class="tot">${discPct ? `<tr><td>סכום ביניים</td><td>${amount(gross)}</td></tr><tr><td>הנחה ${discPct}%</td><td>${lr(`-${amount(disc)}`)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr></table></div>
${alloc ? `<div class="alloc">מספר הקצאה: ${lr(alloc)}</div>` : ''}
<div class="sig">חתימה: ____________</div></div>`;
    const css = `body{font-family:${font},serif;font-size:12px;color:#1b1b1b}.pg{width:210mm;min-height:297mm;box-sizing:border-box;padding:14mm 15mm}
.top{display:flex;align-items:center;gap:4mm;border-bottom:3px double #6b3e26;padding-bottom:3mm}.brand{font-family:${head},serif;font-size:28px;color:#6b3e26;font-weight:bold}.own{font-size:15px;font-weight:bold}.trade{font-size:12px}.ad{margin-right:auto;text-align:left;line-height:1.5}
.row{display:flex;justify-content:space-between;margin:6mm 0 3mm}.lbl{color:#6b3e26;font-size:11px}.to{line-height:1.5}.box{border:1.5px solid #6b3e26;background:#f6eee6;padding:3mm 5mm;min-width:55mm;line-height:1.6}.title{font-size:19px;font-weight:bold;font-family:${head},serif}.sm{font-size:10px;color:#555}
.facts{background:#f2f2f2;padding:2mm 3mm;margin-bottom:4mm}table{width:100%;border-collapse:collapse}th{border-bottom:2px solid #6b3e26;text-align:right;padding:1.5mm}td{padding:1.5mm;border-bottom:1px solid #ddd}td:nth-child(n+4){text-align:left}
.low{display:flex;justify-content:space-between;gap:8mm;margin-top:6mm}.notes{line-height:1.6;font-size:11px}.tot{width:75mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:2px solid #222;border-bottom:none}
.alloc{margin-top:5mm;font-weight:bold}.sig{margin-top:16mm}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
