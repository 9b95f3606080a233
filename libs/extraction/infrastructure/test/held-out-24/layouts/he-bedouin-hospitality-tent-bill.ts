import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay, hhmm } from '../../generalisation/notation';
import { dateInYears, lr, pct, spread, taxIn, taxOn, vendorId } from './extra';

const TENTS = [
  { brand: 'מאהל הנווה', legal: 'סלים אלעטאונה', company: false, label: "עוסק מורשה מס'", place: 'דרך הבשמים, סמוך לצומת טללים' },
  { brand: 'חאן השיירה', legal: 'כוכב השיירה תיירות בע"מ', company: true, label: 'ח.פ.', place: 'נחל חווה, ד.נ. רמת נגב' },
  { brand: 'אוהל הרוחות', legal: 'אירוח מדבר הנגב בע"מ', company: true, label: 'ח"פ', place: 'כביש 40 ק"מ 112, מצפה רמון' },
] as const;

// item, unit, price in agorot (before VAT on net bills; incl. VAT on gross ones), per guest?
const MENU: [string, string, number, boolean][] = [
  ['ארוחת מקלובה לסועד', 'סועד', 11500, true],
  ['ארוחת מנסף כבש לסועד', 'סועד', 13500, true],
  ['ארוחת ילד', 'ילד', 6000, false],
  ['טקס קפה שחור ותה מרווה', 'משתתף', 2500, true],
  ["רכיבת גמלים 30 דק'", 'רוכב', 6000, false],
  ['פיתות טאבון ומטבלים', 'מגש', 4500, false],
  ['לימונענע בקנקן', 'קנקן', 3800, false],
  ['כנאפה חמה', 'מנה', 3200, false],
  ['מדורה וסיפורי מדבר', 'ערב', 45000, false],
];

/**
 * A Bedouin hospitality tent's bill for a group on A5 (David CLM, Noto Serif Hebrew or DejaVu Sans; the brand in
 * Ellinia CLM, Drugulin CLM or Shofar on a woven red-and-black band with an Arabic welcome): the group, its guide
 * and phone, "מס' הזמנה" and "הוזמן בתאריך" weeks before, the weekday with "תאריך" and the arrival time; a
 * framed "חשבונית מס / קבלה" with "מס'"; meals per guest, children's meals, the coffee ceremony, camel rides,
 * trays and jugs. Three ways to close: prices before VAT with "דמי שירות 10%", "סה"כ לפני מע"מ", "מע"מ" and
 * "סה"כ לתשלום" and a rounded cost per guest; or prices with VAT, "סה"כ חשבון", "מע"מ כלול", "טיפ לצוות" outside
 * the invoice and "סה"כ שולם"; or "לתשלום" with "כולל מע"מ" and a tip guide of 10/12/15%. The vendor's legal
 * name and id in a line under the brand.
 */
export const heBedouinHospitalityTentBill: Layout = {
  id: 'he-bedouin-hospitality-tent-bill',
  lang: 'he',
  kind: 'restaurant bill',
  make(seed: Rng) {
    const rng = spread(seed, 'he-bedouin-hospitality-tent-bill');
    const t = rng.pick(TENTS);
    const vendorTaxId = vendorId(t.legal, t.company);
    const date = dateInYears(rng);
    const rate = israeliRate(date);
    const guests = rng.int(8, 42);
    const kids = rng.chance(0.4) ? rng.int(2, Math.min(12, guests - 4)) : 0;
    const adults = guests - kids;
    const mains = rng.some(MENU.slice(0, 2), 1);
    const extras = rng.some(MENU.slice(3), rng.int(2, 4));
    const lines: { name: string; unit: string; qty: number; price: number }[] = [];
    for (const [name, unit, price] of mains) lines.push({ name, unit, qty: adults, price });
    if (kids) lines.push({ name: MENU[2][0], unit: MENU[2][1], qty: kids, price: MENU[2][2] });
    for (const [name, unit, price, perGuest] of extras) {
      const qty = name.startsWith('מדורה') ? 1 : perGuest ? guests : name.startsWith('רכיבת') ? rng.int(4, guests) : Math.max(1, Math.round(guests / rng.int(3, 6)));
      lines.push({ name, unit, qty, price });
    }
    const mode = rng.pick(['net', 'tip', 'guide'] as const);
    const sumLines = lines.reduce((a, l) => a + l.qty * l.price, 0);
    let total: number;
    let vat: number;
    let closing: string;
    const row = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    if (mode === 'net') {
      const service = pct(sumLines, 10);
      const net = sumLines + service;
      vat = taxOn(net, rate * 100);
      total = net + vat;
      const perGuest = Math.round(total / guests / 100) * 100;
      closing =
        row('סה"כ מנות ופעילויות', lr(amount(sumLines))) +
        row('דמי שירות 10%', lr(amount(service))) +
        row('סה"כ לפני מע"מ', lr(amount(net))) +
        row(`מע"מ ${rate}%`, lr(amount(vat))) +
        row('סה"כ לתשלום ₪', lr(amount(total)), 'g') +
        `<tr class="sm"><td>עלות משוערת לאורח (מעוגל)</td><td>${lr(amount(perGuest))}</td></tr>`;
    } else if (mode === 'tip') {
      const bill = sumLines;
      vat = taxIn(bill, rate * 100);
      const tip = Math.round(pct(bill, rng.pick([8, 10, 12])) / 1000) * 1000;
      total = bill + tip;
      closing =
        row('סה"כ חשבון', lr(amount(bill))) +
        row(`מע"מ כלול (${rate}%)`, lr(amount(vat))) +
        row('טיפ לצוות', lr(amount(tip))) +
        row('סה"כ שולם ₪', lr(amount(total)), 'g') +
        `<tr class="sm"><td colspan="2">הטיפ ניתן מרצון, מועבר במלואו לצוות ואינו חלק מהחשבונית.</td></tr>`;
    } else {
      total = sumLines;
      vat = taxIn(total, rate * 100);
      const guide = [10, 12, 15].map((p) => `${p}% = ${lr(amount(pct(total, p)))}`).join(' · ');
      closing =
        row('לתשלום ₪', lr(amount(total)), 'g') +
        row(`כולל מע"מ ${rate}%`, lr(amount(vat))) +
        `<tr class="sm"><td colspan="2"><div class="tipbox">השירות אינו כלול. הצעה לטיפ: ${guide}</div></td></tr>`;
    }
    const docNo = rng.pick([() => `B-${rng.int(1000, 4999)}`, () => String(rng.int(100000, 199999)), () => `${date.slice(2, 4)}/${rng.digits(4)}`])();
    const orderNo = String(rng.int(2000, 9800));
    const ordered = addDays(date, -rng.int(9, 60));
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const d = (x: string) => lr(dt(x, fmt));
    const [font, brandFont] = rng.pick([
      ['David CLM', 'Ellinia CLM'],
      ['Noto Serif Hebrew', 'Drugulin CLM'],
      ['DejaVu Sans', 'Shofar'],
    ]);
    const group = rng.pick(['תיכון עירוני ד\' - שכבת י"א', 'צוות פיתוח - נופר תוכנה', 'משפחת אלמוג - שבת חתן', 'קבוצת רוכבי אופניים "גלגל"', 'מכינה קדם צבאית "נחשון"']);
    const guide = rng.pick(['רותם', "ג'אבר", 'מיכאל', 'הדס']);
    const band = `<svg width="100%" height="26" viewBox="0 0 400 26" preserveAspectRatio="none"><rect width="400" height="26" fill="#231815"/>${Array.from(
      { length: 20 },
      (_, i) => `<path d="M${i * 20} 13 l10 -10 l10 10 l-10 10z" fill="${i % 2 ? '#b3261e' : '#e8c36a'}"/>`,
    ).join('')}</svg>`;
    const tr = (l: (typeof lines)[number]) =>
      `<tr><td>${esc(l.name)}</td><td>${esc(l.unit)}</td><td>${lr(String(l.qty))}</td><td>${lr(amount(l.price))}</td><td>${lr(amount(l.qty * l.price))}</td></tr>`;
    const body = `<div class="sheet">${band}
<div class="head"><div class="ar">أهلاً وسهلاً</div><div class="brand">${esc(t.brand)}</div><div class="sub">אירוח בדואי · ארוחות · רכיבה על גמלים</div>
<div class="legal">${esc(t.legal)} · ${t.label} ${lr(vendorTaxId)} · ${esc(t.place)}</div></div>${band}
<table class="facts"><tr><td>קבוצה: <b>${esc(group)}</b></td><td>מס' הזמנה: ${lr(orderNo)} · הוזמן בתאריך ${d(ordered)}</td></tr>
<tr><td>מדריך/ה: ${esc(guide)} ${lr(cellular(rng))}</td><td>אורחים: ${lr(String(guests))}${kids ? ` (מהם ${lr(String(kids))} ילדים)` : ''}</td></tr>
<tr><td>${heDay(date)}, תאריך ${d(date)}</td><td>שעת הגעה: ${lr(hhmm(rng.int(17 * 60, 20 * 60)))}</td></tr></table>
<div class="box">חשבונית מס / קבלה &nbsp; מס' <b>${lr(docNo)}</b></div>
<table class="items"><tr class="th"><td>פריט</td><td>יחידה</td><td>כמות</td><td>מחיר</td><td>סה"כ</td></tr>${lines.map(tr).join('')}</table>
${mode === 'net' ? '<div class="note">המחירים אינם כוללים מע"מ.</div>' : '<div class="note">המחירים כוללים מע"מ.</div>'}
<table class="tot">${closing}</table>
<div class="pay">${rng.chance(0.5) ? `שולם באשראי ${lr(`****${rng.digits(4)}`)}, אישור ${lr(rng.digits(6))}` : `שולם בהעברה בנקאית, אסמכתא ${lr(rng.digits(8))}`}</div>
<div class="bye">תודה שהתארחתם אצלנו · נשמח לראותכם שוב</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',serif;font-size:${font === 'David CLM' ? 13 : 11}px;color:#231815}.sheet{padding:8mm 10mm}
.head{text-align:center;padding:2mm 0}.ar{font-family:'Noto Kufi Arabic',sans-serif;font-size:12px;color:#b3261e}.brand{font-family:'${brandFont}',serif;font-size:30px;font-weight:bold}.sub{font-size:11px}.legal{font-size:10px;margin-top:1mm}
.facts{width:100%;margin:3mm 0;font-size:10.5px}.facts td{padding:0.6mm 0}.box{border:1.5px solid #231815;text-align:center;font-size:14px;padding:1.5mm;margin:2mm 0}
.items{width:100%;border-collapse:collapse}.items td{padding:1mm;border-bottom:0.5px solid #bbb}.items td:nth-child(n+3){text-align:left;white-space:nowrap}.th td{font-weight:bold;border-bottom:1.5px solid #231815}
.note{font-size:9.5px;margin:1mm 0 2mm}.tot{margin-right:auto;min-width:70mm}.tot td{padding:0.8mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #231815;border-bottom:1.5px solid #231815}
.sm td{font-size:9.5px}.tipbox{border:1px dotted #231815;padding:1mm 2mm;margin-top:1mm}.pay{margin-top:3mm}.bye{text-align:center;margin-top:4mm;font-size:10px}bdi{white-space:nowrap}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: t.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
