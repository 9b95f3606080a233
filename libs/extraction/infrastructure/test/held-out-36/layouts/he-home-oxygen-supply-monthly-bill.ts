import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, firstOfMonth, heMonth, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-home-oxygen-supply-monthly-bill';

const VENDORS = [
  {
    brand: 'נשימה+',
    legal: 'נשימה פלוס שירותי חמצן ביתי בע"מ',
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `${k}`,
    digits: [40000000, 40999999],
    color: '#0369a1',
    font: "'Noto Sans Hebrew','FreeSans',sans-serif",
    footer: false,
  },
  {
    brand: 'O₂ GALIL',
    legal: 'מדיקל גז הצפון בע"מ',
    label: 'ח"פ',
    style: 'dd.mm.yy' as D,
    num: (k: number) => `OX/${k}`,
    digits: [10000, 69999],
    color: '#15803d',
    font: "'Hadasim CLM','Noto Sans Hebrew',sans-serif",
    footer: true,
  },
];

const PATIENTS = ['רחל אוחיון', 'יוסף בן-דוד', 'מרים גולדברג', 'חנה אלמליח', 'אברהם קליין', 'סלים חדאד'];
const TOWNS = ['נהריה', 'עפולה', 'טבריה', 'כרמיאל', 'קריית שמונה', 'צפת'];

export const heHomeOxygenSupplyMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, undefined, [2, 7]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, true);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = shift(date, rng.int(12, 18));
    const sub = notAnId(rng);
    const rows: [string, string, number, number][] = [];
    rows.push(["השכרת מרכז חמצן ביתי 5 ל'/דקה", 'חודש', 1, rng.pick([28500, 31000, 34500])]);
    if (rng.chance(0.7)) rows.push(['גליל חמצן נייד M6 – מילוי והחלפה', "יח'", rng.int(2, 9), rng.pick([4800, 5200, 5600])]);
    if (rng.chance(0.5)) rows.push(['מרכז חמצן נייד (POC) – השכרה', 'חודש', 1, rng.pick([39000, 42000])]);
    rows.push(["משקפי חמצן וצינור 7 מ'", 'ערכה', rng.int(1, 3), 1800]);
    if (rng.chance(0.4)) rows.push(['ביקור טכנאי / בדיקת ריכוז', 'ביקור', 1, 12000]);
    const elec = rng.chance(0.5) ? -rng.pick([4500, 6000, 7500]) : 0;
    if (elec) rows.push(['זיכוי צריכת חשמל של המרכז', 'חודש', 1, elec]);
    const net = add(rows.map((r) => r[2] * r[3]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const patient = rng.pick(PATIENTS);
    const prevPaid = Math.round(total * (0.85 + rng.next() * 0.3));
    const prevDate = shift(firstOfMonth(date, -1), rng.int(8, 14));
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${v.label} ${id}</div><div>רח' התעשייה 14, ${v.footer ? 'קריית ביאליק' : 'פתח תקווה'} · מוקד 24/7: ${lr(v.footer ? '*6290' : '1-700-702-440')}</div>`;
    const facts: [string, string][] = [
      ["מס' חשבונית", `<b>${lr(number)}</b>`],
      ['תאריך הפקה', dt(date, v.style)],
      ['תקופת החיוב', `${heMonth(from)} (${lr(`${dt(from, v.style)} – ${dt(to, v.style)}`)})`],
      ["מס' מנוי", sub],
      ['לתשלום עד', dt(due, v.style)],
    ];
    const body = `<div class="page">
<header><div class="brand">${esc(v.brand)}</div><div class="hv">${v.footer ? '<div>ציוד חמצן ונשימה לבית המטופל</div><div>שירות בכל הגליל והעמקים</div>' : vendor}</div></header>
<div class="title">חשבונית מס · חיוב חודשי</div>
<div class="two"><table class="facts">${facts.map(([a, b]) => `<tr><td>${a}</td><td>${b}</td></tr>`).join('')}</table>
<div class="cust"><div class="sm">פרטי המטופל/ת</div><div class="b">${esc(patient)}</div><div>ת.ז. ${personalId(rng)}</div><div>${esc(rng.pick(TOWNS))}</div><div>התחייבות קופ"ח מס' ${rng.int(1000000, 9999999)}</div></div></div>
<table class="items"><tr><th>תיאור</th><th>יחידה</th><th>כמות</th><th>מחיר ליח'</th><th>סכום</th></tr>${rows
      .map(([d, u, q, p]) => `<tr><td>${esc(d)}</td><td>${esc(u)}</td><td>${q}</td><td>${lr(amount(p))}</td><td>${lr(amount(q * p))}</td></tr>`)
      .join('')}</table>
<table class="tot"><tr><td>סה"כ חיובים לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr><tr class="big"><td>סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr></table>
<div class="note">
<div>התשלום הקודם בסך ${amount(prevPaid)} ₪ התקבל ב-${dt(prevDate, v.style)} בהוראת קבע. יתרה קודמת: 0.00</div>
<div>החיוב הבא יבוצע ב-${dt(shift(firstOfMonth(date, 1), 9), v.style)} · מס' מנוי לבירורים: ${sub}</div>
<div>חלק מהעלות מוחזר ע"י קופת החולים בהתאם להתחייבות. אין להפסיק שימוש בחמצן ללא הוראת רופא.</div>
</div>
${v.footer ? `<footer>${vendor}</footer>` : ''}
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#1f2937}.page{width:210mm;height:296mm;box-sizing:border-box;padding:12mm 14mm;position:relative}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${v.color};padding-bottom:6px}.brand{font-size:30px;font-weight:bold;color:${v.color};font-family:'URW Gothic','Noto Sans Hebrew',sans-serif}.hv{text-align:left;line-height:1.5}.b{font-weight:bold}.sm{font-size:9px;color:#666}.title{font-size:18px;font-weight:bold;margin:8px 0}.two{display:flex;gap:8mm}.facts{border-collapse:collapse;flex:1}.facts td{border:1px solid #cbd5e1;padding:3px 6px}.facts td:first-child{background:#f1f5f9;width:35%}.cust{flex:1;border:1px solid ${v.color};border-radius:6px;padding:5px;line-height:1.5}.items{width:100%;border-collapse:collapse;margin-top:10px}.items th{background:${v.color};color:#fff;padding:4px;text-align:right}.items td{border-bottom:1px solid #e5e7eb;padding:4px}.items td:nth-child(n+3){text-align:left}.tot{width:50%;margin:10px auto 0 0;border-collapse:collapse}.tot td{padding:3px 6px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:14px;background:#f1f5f9;border-top:2px solid ${v.color}}.note{margin-top:14px;font-size:10px;line-height:1.6;border-top:1px dashed #94a3b8;padding-top:6px}footer{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid ${v.color};padding-top:4px;text-align:center;font-size:10px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
