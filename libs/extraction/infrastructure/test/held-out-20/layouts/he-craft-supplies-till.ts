import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, share } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const STORES = [
  { brand: 'פלטה', tag: 'חומרי אמנות · יצירה · ציור', legal: 'פלטה חומרי אמנות בע"מ', label: 'ח.פ.', company: true, addr: "רח' הרצל 118, רחובות", hyphen: false },
  {
    brand: 'בית היצירה של שלומית',
    tag: 'כל מה שצריך ליצירה - לגן, לבית ולסטודיו',
    legal: 'שלומית בן-עמי',
    label: 'עוסק מורשה',
    company: false,
    addr: 'מרכז מסחרי שכונת הדר, כפר סבא',
    hyphen: false,
  },
  { brand: 'ARTBOX', tag: 'ציוד לאמנים ולמעצבים', legal: 'ארטבוקס סחר ויצירה (2016) בע"מ', label: 'ח"פ', company: true, addr: "שד' ירושלים 34, אשדוד", hyphen: true },
  { brand: 'קנבס ומכחול', tag: 'חנות לחומרי ציור ופיסול', legal: 'אבישג טל', label: 'ע.מ', company: false, addr: "רח' העצמאות 7, זכרון יעקב", hyphen: false },
];
const GOODS: [string, number][] = [
  ['צבע אקריליק 75 מ"ל', 2490],
  ['צבע שמן 37 מ"ל', 3290],
  ['קנבס מתוח 40×50', 3990],
  ['קנבס מתוח 60×80', 7490],
  ['סט מכחולים סינתטיים (10)', 5900],
  ['חימר לבן לשריפה 5 ק"ג', 4500],
  ["בלוק נייר אקוורל A4 300 גר'", 6900],
  ['עפרונות פחם (6)', 2200],
  ['אקדח דבק חם + 10 מקלות', 4990],
  ["חרוזי עץ טבעי (200 יח')", 1890],
  ['צבע לזכוכית 50 מ"ל', 1990],
  ['טוש מרקר אלכוהול (סט 24)', 11900],
  ['כן ציור שולחני', 14900],
  ['מגזרת נייר קרפ (10 גלילים)', 2990],
  ['פלסטלינה 12 צבעים', 1590],
  ['לוח פלטה עץ לערבוב', 2790],
  ['ג\'סו לבן 500 מ"ל', 3490],
  ['פסטלים שמנים (24)', 3890],
];

/**
 * An art and craft supplies store's till slip on 80 mm paper (Nachlieli CLM, Liberation Mono or Noto Sans Mono
 * with Noto Sans Hebrew; the brand in Yehuda CLM over a row of coloured squares, a Latin brand in Lato Black):
 * the brand, what it sells, the address and phone, the legal name or the owner's name and "ח.פ." / "ח"פ" /
 * "עוסק מורשה" / "ע.מ" with the id (hyphenated on some); "חשבונית מס / קבלה" over a grid of "מס'" (six digits
 * with a leading zero), "קופה", "עסקה" (four digits), "תאריך" (dd/mm/yy or dd.mm.yyyy) and "שעה"; each item on
 * its line with "qty x price" and the sum; "3 אקריליק ב-60" taken off as "מבצע" on some; "הנחת מורה/גננת 10%"
 * with a teacher's card number on some; "סכום חייב במע"מ", "מע"מ 17%/18%", "לתשלום" in large type; cash with
 * "התקבל" and "עודף", or a card in payments; "פריטים" count; the customer's mobile for a workshop reminder.
 */
export const heCraftSuppliesTill: Layout = {
  id: 'he-craft-supplies-till',
  lang: 'he',
  kind: 'shop till',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-craft-supplies-till');
    const s = rng.pick(STORES);
    const vendorTaxId = vendorId(s.legal, s.company);
    const date = randomDate(rng, '2024-01-01', '2025-12-25');
    const rate = israeliRate(date);
    const rows = rng.some(GOODS, rng.int(3, 7)).map(([name, unit]) => ({ name, unit, qty: unit < 3000 ? rng.int(1, 5) : rng.int(1, 2) }));
    const gross = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    // "3 acrylics for 60": every three tubes of acrylic cost 60.00 instead of 3 × 24.90.
    const acrylic = rows.find((r) => r.name.startsWith('צבע אקריליק'));
    const promo = acrylic && acrylic.qty >= 3 ? Math.floor(acrylic.qty / 3) * (3 * acrylic.unit - 6000) : 0;
    const teacher = rng.chance(0.4) ? share(gross - promo, 10) : 0;
    const total = gross - promo - teacher;
    const vat = vatOfGross(total, rate);
    const docNo = `0${rng.int(10000, 99999)}`;
    const font = rng.pick(['Nachlieli CLM', 'Liberation Mono', 'Noto Sans Mono']);
    const shown = rng.chance(0.5) ? dt(date, 'dd/mm/yy') : dt(date, 'dd.mm.yyyy');
    const idShown = s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId;
    const r2 = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const items = rows.map((r) => `<div class="it">${esc(r.name)}</div>${r2(`<bdi dir="ltr">${r.qty} x ${amount(r.unit)}</bdi>`, amount(r.qty * r.unit))}`).join('');
    const cash = total % 10 === 0 && rng.chance(0.5);
    const handed = Math.ceil(total / 5000) * 5000 + (rng.chance(0.3) ? 5000 : 0);
    const pay = cash
      ? r2('מזומן - התקבל', amount(handed)) + r2('עודף', amount(handed - total))
      : r2(`כרטיס אשראי <bdi>****${rng.digits(4)}</bdi>`, amount(total)) + r2('תשלומים', String(total > 30000 ? rng.pick([1, 2, 3]) : 1)) + r2('אישור', rng.digits(7));
    const squares = ['#e63946', '#f4a261', '#e9c46a', '#2a9d8f', '#457b9d', '#9b5de5'].map((c) => `<i style="background:${c}"></i>`).join('');
    const latin = /^[A-Z]/.test(s.brand);
    const body = `<div class="sq">${squares}</div><div class="brand${latin ? ' lat' : ''}">${esc(s.brand)}</div><div class="c">${esc(s.tag)}</div>
<div class="c sm">${esc(s.addr)} · טל' <bdi>${landline(rng)}</bdi></div><div class="c sm">${esc(s.legal)} - ${s.label} <bdi>${idShown}</bdi></div>
<div class="title">חשבונית מס / קבלה</div>
<table class="g"><tr><td>מס'</td><td><b><bdi>${docNo}</bdi></b></td><td>קופה</td><td>${rng.int(1, 3)}</td></tr><tr><td>תאריך</td><td><bdi>${shown}</bdi></td><td>שעה</td><td><bdi>${hhmm(rng.int(9 * 60 + 30, 19 * 60 + 30))}</bdi></td></tr><tr><td>עסקה</td><td><bdi>${rng.digits(4)}</bdi></td><td>מוכר/ת</td><td>${rng.pick(['הילה', 'תום', 'מאיר', 'סיוון'])}</td></tr></table>
<div class="line"></div>${items}<div class="line"></div>
${r2('פריטים', String(rows.reduce((a, r) => a + r.qty, 0)))}${promo ? r2('מבצע 3 אקריליק ב-60', `<bdi dir="ltr">-${amount(promo)}</bdi>`) : ''}${
      teacher ? r2(`הנחת מורה/גננת 10% (כרטיס <bdi>${rng.int(1000, 9999)}</bdi>)`, `<bdi dir="ltr">-${amount(teacher)}</bdi>`) : ''
    }
${r2('סכום חייב במע"מ', amount(total - vat))}${r2(`מע"מ ${rate}%`, amount(vat))}${r2('לתשלום', `${amount(total)} ₪`, 'big')}<div class="line"></div>${pay}<div class="line"></div>
${rng.chance(0.5) ? `<div class="c sm">תזכורת לסדנת ציור תישלח ל-<bdi>${cellular(rng)}</bdi></div>` : ''}<div class="c sm">החלפה תוך 14 יום בצירוף חשבונית. אין החזרה על צבעים שנפתחו.</div><div class="c sm">תודה ויצירה נעימה!</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',monospace;font-size:11px;width:70mm;padding:4mm 5mm;color:#111}
.sq{display:flex;justify-content:center;gap:1mm}.sq i{display:inline-block;width:4mm;height:4mm}
.brand{font-family:'Yehuda CLM','Noto Sans Hebrew',sans-serif;font-size:27px;font-weight:bold;text-align:center;margin-top:1mm}.brand.lat{font-family:'Lato Black','Lato',sans-serif;letter-spacing:2px}
.c{text-align:center}.sm{font-size:9.5px}.title{text-align:center;font-weight:bold;font-size:14px;border:1.5px solid #111;margin:2mm 6mm;padding:1mm 0}
table.g{width:100%;border-collapse:collapse;font-size:10.5px}table.g td{padding:0.3mm 0}table.g td:nth-child(odd){color:#444}
.line{border-top:1px dotted #111;margin:1.5mm 0}.it{margin-top:0.8mm}.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}
.big{font-size:16px;font-weight:bold;margin-top:1mm}`;
    const page = '80mm 230mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
