import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId, personalId } from '../../generalisation/notation';
import { add, dated, house, lr, officeDay, taxOn, vid } from './extra';

const ID = 'he-newspaper-subscription-bill';
const PAPERS = [
  { brand: 'יומון הצפון', legal: 'הוצאת יומון הצפון בע"מ', company: true, label: 'ח.פ.', trade: '', addr: "שד' ההסתדרות 140, חיפה", color: '#0b4f8a' },
  { brand: 'קול השכונה', legal: 'רונן אוחיון', company: false, label: 'עוסק מורשה', trade: 'הוצאה לאור של מקומון שבועי', addr: "רח' הרצל 17, קריית גת", color: '#8a3b0b' },
  { brand: 'המדד', legal: 'המדד הוצאה לאור בע"מ', company: true, label: 'ח"פ', trade: '', addr: "רח' יגאל אלון 96, תל אביב", color: '#1d6b3a' },
];
const PLANS: [string, number, number][] = [
  ['מנוי סופ"ש מודפס + דיגיטל', 6900, 8900],
  ["מנוי יומי מודפס (א'-ו')", 12900, 16900],
  ['מנוי דיגיטלי מלא', 3400, 4900],
  ['מהדורה מודפסת לשישי בלבד', 4200, 5600],
];
const EXTRAS: [string, number, number][] = [
  ['מוסף כלכלי שבועי', 1200, 1900],
  ['גישה לארכיון העיתון', 900, 1500],
  ['מנוי דיגיטלי נוסף לבן/בת משפחה', 1500, 2500],
  ['משלוח עד הדלת (קומה / מרפסת)', 800, 1400],
  ['מגזין חודשי נלווה', 1400, 2200],
];
const READERS = ['אורית שמואלי', 'יעקב דהן', 'מיכל ברגמן', "סמיר ח'ורי", 'דבורה לנדאו', 'ניר גבאי'];

/** A newspaper's monthly subscription bill on A4: subscriber number, the month billed, the plan and extras, a loyalty discount on some, VAT added, the standing order's date as the due date. */
export const heNewspaperSubscriptionBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const { n, date: raw } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(`${raw.slice(0, 8)}0${rng.int(1, 5)}`);
    const p = PAPERS[n % PAPERS.length];
    const id = vid(p.legal, p.company);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const [plan, lo, hi] = rng.pick(PLANS);
    const lines = [{ name: plan, sum: Math.round(rng.int(lo, hi) / 100) * 100 - 10 }];
    for (const [name, a, b] of rng.some(EXTRAS, rng.int(1, 3))) lines.push({ name, sum: rng.int(a / 10, b / 10) * 10 });
    const discount = rng.chance(0.5) ? -Math.round(lines[0].sum * 0.2) : 0;
    if (discount) lines.push({ name: 'הנחת נאמנות למנויים ותיקים (20% מהמסלול)', sum: discount });
    const net = add(lines.map((l) => l.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = house(ID, n, [() => String(rng.int(4100000, 4899999)), () => `${date.slice(2, 4)}/${rng.int(1000, 9999)}`, () => `NS-${rng.int(100000, 999999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const due = addDays(date, rng.pick([10, 14]));
    const font = rng.pick(["'Noto Serif Hebrew','Noto Serif'", "'David CLM','Liberation Serif'", "'Nachlieli CLM','DejaVu Sans'"]);
    const reader = rng.pick(READERS);
    const sub = notAnId(rng);
    const idText = p.company && rng.chance(0.5) ? hyphenId(id) : id;
    const rows = lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${lr(amount(l.sum))}</td></tr>`).join('');
    const paper = `<svg width="44" height="36" viewBox="0 0 44 36"><rect x="2" y="2" width="34" height="30" fill="#fff" stroke="${p.color}" stroke-width="2"/><rect x="6" y="6" width="26" height="5" fill="${p.color}"/><path d="M6 15h12M6 19h12M6 23h12M6 27h12M21 15h11v12H21z" stroke="${p.color}" stroke-width="1.5" fill="none"/><path d="M36 8h6v22a2 2 0 0 1-4 0" fill="none" stroke="${p.color}" stroke-width="2"/></svg>`;
    const body = `<div class="top"><div class="mast">${paper}<div><div class="nm">${esc(p.brand)}</div>${p.company ? '' : `<div class="own">${esc(p.legal)}</div>`}${p.trade ? `<div>${esc(p.trade)}</div>` : ''}</div></div>
<div class="who">${p.company ? `${esc(p.legal)}<br>` : ''}${p.label} ${lr(idText)}<br>${esc(p.addr)}<br>מוקד מנויים ${lr(`*${rng.int(2000, 9999)}`)}</div></div>
<div class="title">חשבונית מס ${lr(docNo)}</div>
<table class="facts"><tr><td>תאריך<b>${lr(dt(date, fmt))}</b></td><td>מס' מנוי<b>${lr(sub)}</b></td><td>תקופת החיוב<b>${heMonth(from)}</b><span>${lr(`${dt(from, 'dd/mm/yy')}–${dt(to, 'dd/mm/yy')}`)}</span></td><td>מועד החיוב<b>${lr(dt(due, fmt))}</b></td></tr></table>
<div class="to">לכבוד: <b>${esc(reader)}</b> · ת.ז. ${lr(personalId(rng))}<br>${esc(rng.pick(["רח' השקד 4", "שד' בן גוריון 61", "רח' הגפן 12", "רח' סוקולוב 9"]))}, ${esc(rng.pick(['נהריה', 'כרמיאל', 'אשקלון', 'רחובות', 'חולון']))}</div>
<table class="rows"><tr><th>פירוט</th><th>סכום ₪</th></tr>${rows}</table>
<table class="sum"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr></table>
<div class="note">הסכום ייגבה בהוראת קבע מחשבון הבנק בתאריך ${lr(dt(due, fmt))}. לביטול המנוי יש להודיע למוקד 30 יום מראש.<br>מסמך זה הופק באופן ממוחשב ואינו דורש חתימה.</div>`;
    const css = `body{font-family:${font},serif;font-size:12px;color:#1a1a1a;width:210mm;box-sizing:border-box;padding:13mm 15mm}
.top{display:flex;justify-content:space-between;border-bottom:3px double ${p.color};padding-bottom:3mm}.mast{display:flex;gap:3mm;align-items:center}.nm{font-size:30px;font-weight:bold;color:${p.color}}.own{font-size:15px;font-weight:bold}.who{text-align:left;line-height:1.5}
.title{font-size:19px;font-weight:bold;margin:5mm 0 3mm}.facts{width:100%;border-collapse:collapse}.facts td{border:1px solid ${p.color};padding:2mm;width:25%}.facts b{display:block;font-size:14px;margin-top:1mm}.facts span{display:block;font-size:10.5px;color:#555}
.to{margin:5mm 0;line-height:1.6}.rows{width:100%;border-collapse:collapse}.rows th{background:${p.color};color:#fff;text-align:right;padding:1.5mm}.rows td{border-bottom:1px solid #ddd;padding:1.5mm}.rows td:last-child,.rows th:last-child{text-align:left;width:35mm}
.sum{width:80mm;margin:5mm auto 0 0;border-collapse:collapse;font-size:13px}.sum td{padding:1.3mm}.sum td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:2px solid ${p.color}}.note{margin-top:12mm;font-size:10.5px;color:#444;line-height:1.6}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
