import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId } from '../../generalisation/notation';
import { ltr, ownId, stirred } from './extra';

const SALONS = [
  { brand: 'כלות בלבן', tag: 'שמלות כלה וערב · השכרה ועיצוב', legal: 'סיגל אוחיון', label: 'עוסק מורשה', company: false, hyphen: false, num: (rng: Rng) => `${rng.int(300, 899)}` },
  {
    brand: 'ורד לבן',
    tag: 'בוטיק כלות · אשדוד',
    legal: 'ורד לבן הפקות כלה בע"מ',
    label: 'ח.פ.',
    company: true,
    hyphen: true,
    num: (rng: Rng, y: string) => `ZK-${y}${String(rng.int(1, 299)).padStart(3, '0')}`,
  },
  {
    brand: 'Atelier Michal',
    tag: 'שמלות כלה בעיצוב אישי',
    legal: 'מיכל רוזנטל – עיצוב שמלות כלה',
    label: 'עוסק מורשה',
    company: false,
    hyphen: true,
    num: (rng: Rng) => `9${String(rng.int(1, 999)).padStart(4, '0')}`,
  },
] as const;

// item, price before VAT (agorot)
const ITEMS: [string, number][] = [
  ['השכרת שמלת כלה - קולקציה', 680000],
  ['שמלת ערב לחינה (השכרה)', 170000],
  ['שמלה שנייה לריקודים', 210000],
  ['תיקונים והתאמות אישיות', 60000],
  ["הינומה תחרה 3 מ'", 45000],
  ['כתר / תכשיט שיער', 38000],
  ['שמלת ערוסה לבת מצווה של האחות', 95000],
  ['גיהוץ וקיטור ביום האירוע', 25000],
];
const REASONS = [
  'ביטול השמלה השנייה לבקשת הכלה',
  'דחיית האירוע - ביטול בהתאם להסכם',
  'ביטול התיקונים שלא בוצעו',
  'החזרת אביזרים שלא נעשה בהם שימוש',
  'פיצוי על איחור במסירת השמלה',
];

/**
 * A bridal salon's credit note on A4 (Ellinia CLM, Noto Serif Hebrew or Liberation Serif; the brand in Shofar or
 * Latin "Atelier Michal" in Z003 beside a drawn bow, blush rules): the owner's name under a salon's brand, the
 * designer's own name with her trade after a dash and "עוסק מורשה", or a company with "ח.פ." (hyphenated);
 * "חשבונית מס זיכוי" or "הודעת זיכוי - חשבונית מס" framed, "מס'" ("512", "ZK-24017" or "90341"), "תאריך", the
 * invoice credited ("זיכוי לחשבונית מס' …" and "מיום") weeks or months before, the event's date; the bride with
 * a valid ת.ז. and a mobile, "סיבת הזיכוי"; the items credited in full or in part; "סה"כ זיכוי לפני מע"מ", "מע"מ"
 * at the sale's rate, "סה"כ זיכוי"; amounts with a leading minus, in brackets or positive; returned to the card
 * or left as credit for a later fitting; the bride's and the salon's signatures.
 */
export const heBridalSalonCreditNote: Layout = {
  id: 'he-bridal-salon-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-bridal-salon-credit-note');
    const s = rng.pick(SALONS);
    const vendorTaxId = ownId(s.legal, s.company);
    let date = randomDate(rng, '2023-07-01', '2026-03-25');
    let sale = addDays(date, -rng.int(20, 150));
    // The credit carries the sale's VAT rate: none of this set's notes credits a 2024 sale in 2025.
    if (sale < '2025-01-01' && date >= '2025-01-01') {
      const shift = Math.round((Date.parse('2025-01-01') - Date.parse(sale)) / 86400000) + rng.int(1, 20);
      sale = addDays(sale, shift);
      date = addDays(date, shift);
    }
    const rate = israeliRate(sale);
    const chosen = rng.some(ITEMS.slice(1), rng.int(1, 3));
    const rows = chosen.map(([name, price]) => {
      const part = rng.chance(0.3) ? rng.pick([50, 30]) : 100;
      return { name, price, part, sum: Math.round((price * part) / 100) };
    });
    const net = rows.reduce((a, r) => a + r.sum, 0);
    const vat = vatOfNet(net, rate);
    const gross = net + vat;
    const docNo = s.num(rng, date.slice(2, 4));
    const style = rng.pick(['minus', 'brackets', 'plain'] as const);
    const money = (c: number) => ltr(style === 'minus' ? `-${amount(c)}` : style === 'brackets' ? `(${amount(c)})` : amount(c));
    const font = rng.pick(['Ellinia CLM', 'Noto Serif Hebrew', 'Liberation Serif']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'he'] as const);
    const d = (x: string) => (fmt === 'he' ? dt(x, 'he') : ltr(dt(x, fmt)));
    const title = rng.chance(0.5) ? 'חשבונית מס זיכוי' : 'הודעת זיכוי - חשבונית מס';
    const bow = `<svg width="60" height="30" viewBox="0 0 60 30"><path d="M30 15 L6 3 L6 27 Z M30 15 L54 3 L54 27 Z" fill="none" stroke="#b76e79" stroke-width="2"/><circle cx="30" cy="15" r="4" fill="#b76e79"/></svg>`;
    const brandCls = /[A-Za-z]/.test(s.brand) ? 'brand lat' : 'brand';
    const table = rows
      .map((r) => `<tr><td>${esc(r.name)}${r.part < 100 ? ` <span class="sm">(${r.part}% ממחיר ${amount(r.price)})</span>` : ''}</td><td>${money(r.sum)}</td></tr>`)
      .join('');
    const refund = rng.chance(0.6)
      ? `הזיכוי הוחזר לכרטיס האשראי המסתיים ב-${ltr(rng.digits(4))} ביום ${d(date)}.`
      : `הזיכוי נשמר כיתרת זכות לשימוש במדידה או ברכישה עד ${d(addDays(date, 365))}.`;
    const owner = s.company ? '' : `<div class="owner">${esc(s.legal)}</div>`;
    const body = `<div class="top"><div class="logo">${bow}<div><div class="${brandCls}">${esc(s.brand)}</div><div class="tag">${esc(s.tag)}</div>${owner}</div></div>
<div class="small">${s.company ? `${esc(s.legal)}<br>` : ''}${s.label} ${ltr(s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${esc(rng.pick(["רח' הרצל 112, אשדוד", "רח' דיזנגוף 190, תל אביב", "רח' יפו 33, ירושלים"]))}<br>${ltr(cellular(rng))}</div></div>
<div class="frame"><div class="t">${title}</div><div>מס' <b>${ltr(docNo)}</b> &nbsp;·&nbsp; תאריך: ${d(date)}</div></div>
<div class="facts"><div>זיכוי לחשבונית מס' ${ltr(String(rng.int(1000, 9999)))} מיום ${d(sale)}</div><div>לכבוד: ${esc(rng.pick(['הדר שלום', 'ליאן אזולאי', 'מורן ביטון', 'אגם רז', 'שקד נחום']))} · ת.ז. ${ltr(personalId(rng))} · ${ltr(cellular(rng))}</div>
<div>מועד האירוע: ${d(addDays(sale, rng.int(30, 200)))}</div><div>סיבת הזיכוי: ${esc(rng.pick(REASONS))}</div></div>
<table class="lines"><tr><th>פריט מזוכה</th><th>סכום ₪</th></tr>${table}</table>
<table class="sum"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${money(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${money(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${money(gross)} ₪</td></tr></table>
<div class="note">${refund}</div><div class="sigs"><span>חתימת הכלה: __________</span><span>חתימת הסלון: __________</span></div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:12px;color:#2b2226;padding:14mm 16mm}
.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #e7c3c9;padding-bottom:3mm}.logo{display:flex;gap:3mm;align-items:center}
.brand{font-family:'Shofar','Frank Ruehl CLM',serif;font-size:32px;color:#8c4a56}.brand.lat{font-family:'Z003','Noto Serif Display',serif;font-size:36px}.tag{color:#777}.owner{font-weight:bold;margin-top:1mm}.small{font-size:10.5px;line-height:1.6;text-align:left}
.frame{border:1.5px solid #8c4a56;margin:6mm auto 4mm;width:110mm;text-align:center;padding:2.5mm;line-height:1.7}.frame .t{font-size:18px;font-weight:bold;color:#8c4a56}
.facts{line-height:1.9;margin-bottom:4mm}.lines{width:100%;border-collapse:collapse}.lines th{background:#f7e8ea;text-align:right;padding:1.5mm}.lines td{padding:1.5mm;border-bottom:0.5px solid #e7c3c9}.lines td:last-child,.lines th:last-child{text-align:left;width:40mm;white-space:nowrap}
.sm{font-size:10px;color:#666}.sum{margin-right:auto;margin-top:5mm;min-width:85mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:15px;border-top:2px solid #8c4a56}
.note{margin-top:8mm}.sigs{margin-top:16mm;display:flex;justify-content:space-between}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
