import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-shifa-pharmacy-till';

/** Name on the slip, agorot in 2022 (VAT included), and whether the club discount applies. */
const GOODS: [string, number, boolean][] = [
  ['אקמול 500 מ"ג 20 קפליות', 1690, false],
  ['נורופן 200 מ"ג 24 טבליות', 3290, false],
  ['אופטלגין טיפות 20 מ"ל', 2490, false],
  ['ויטמין D3 1000 יח"ב 90 כמוסות', 5990, true],
  ['אומגה 3 מזוקק 60 כמוסות', 7990, true],
  ['תרסיס אף מי ים 100 מ"ל', 2890, true],
  ['סירופ לשיעול לילדים 150 מ"ל', 3990, false],
  ['קרם הגנה SPF 50 גוף 200 מ"ל', 6990, true],
  ['קרם לחות לפנים 50 מ"ל', 8990, true],
  ['משחת שיניים לשיניים רגישות', 2290, true],
  ['מברשת שיניים רכה', 1490, true],
  ["פלסטרים עמידים במים 20 יח'", 1890, true],
  ['מדחום דיגיטלי', 4990, true],
  ["מגבונים לחים לתינוק 3 יח'", 2990, true],
  ['תחליב רחצה לתינוק 500 מ"ל', 3490, true],
  ['שמפו נגד קשקשים 400 מ"ל', 3790, true],
  ['טיפות עיניים מלחלחות 10 מ"ל', 4290, false],
  ["מסכות פנים 10 יח'", 990, true],
];
const CASHIERS = ['רנין', 'מוחמד', 'סוהא', 'אחמד', 'לינה', "ג'וני"];

/**
 * A pharmacy at Shfar'am, the till's slip, 80 mm (Ellinia CLM for the name, Miriam Mono CLM): a drawn green cross
 * beside "בית מרקחת א-שיפא" and "שפרעם · רח' הבריכה", the phone; the company "א-שיפא פארם בע"מ" with "ח.פ." plain;
 * a boxed "חשבונית מס / קבלה – מקור"; "קופה" and "קופאי/ת" (distractors), "מס' חשבונית" seven digits with a leading
 * zero, "תאריך" dd/mm/yy and "שעה"; each item as name over "q × price" and its sum, "הנחת מועדון 10%" under the
 * club's items (negative), "מבצע: השני ב-50%" under a pair (negative); "סה"כ פריטים", "לתשלום" "₪ …" large,
 * "מע"מ n% כלול" and "סה"כ ללא מע"מ" (contained); "חסכת היום" (the discounts; a distractor); card with payments and
 * approval, or cash with change; the club member's points (a distractor); not Saturday.
 */
export const heShifaPharmacyTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const club = rng.chance(0.6);
    const picked = rng.some(GOODS, rng.int(2, 7));
    const lines: string[] = [];
    const sums: number[] = [];
    let saved = 0;
    for (const [name, p, clubItem] of picked) {
      const price = Math.round((p * rise) / 10) * 10;
      const q = rng.chance(0.25) ? 2 : 1;
      const gross = q * price;
      sums.push(gross);
      lines.push(
        `<div class="it">${name.replace(/[0-9A-Z][0-9A-Z.]*/g, (m) => ltr(m))}</div><div class="row"><span>${ltr(`${q} × ${amount(price)}`)}</span><span>${ltr(amount(gross))}</span></div>`,
      );
      if (q === 2 && !clubItem && rng.chance(0.7)) {
        const off = share(price, 50);
        sums.push(-off);
        saved += off;
        lines.push(`<div class="row dc"><span>מבצע: השני ב-${ltr('50%')}</span><span>${ltr(`-${amount(off)}`)}</span></div>`);
      } else if (club && clubItem) {
        const off = share(gross, 10);
        sums.push(-off);
        saved += off;
        lines.push(`<div class="row dc"><span>הנחת מועדון ${ltr('10%')}</span><span>${ltr(`-${amount(off)}`)}</span></div>`);
      }
    }
    const gross = total(sums);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'א-שיפא פארם בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `0${rng.int(100000, 999999)}`;
    const time = `${String(rng.int(8, 21)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const count = picked.length;
    let pay: string;
    if (rng.chance(0.7)) {
      const n = gross > 20000 && rng.chance(0.5) ? rng.int(2, 3) : 1;
      pay = `<div class="row"><span>אשראי ${ltr(`****${rng.digits(4)}`)}</span><span>${ltr(amount(gross))}</span></div><div class="row sm"><span>תשלומים: ${ltr(String(n))}</span><span>אישור: ${ltr(rng.digits(7))}</span></div>`;
    } else {
      const cash = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.3) ? 5000 : 0);
      pay = `<div class="row"><span>מזומן</span><span>${ltr(amount(cash))}</span></div><div class="row"><span>עודף</span><span>${ltr(amount(cash - gross))}</span></div>`;
    }
    const member = club
      ? `<div class="mb">חבר/ת מועדון ${ltr(`***${rng.digits(3)}`)} · נקודות שנצברו: ${ltr(String(Math.floor(gross / 1000)))} · יתרה: ${ltr(String(rng.int(40, 900)))}</div>`
      : `<div class="mb">עוד לא במועדון? הצטרפו בקופה ותיהנו מ-${ltr('10%')} הנחה</div>`;
    const body = `<div class="hd"><div class="cross"><i></i><b></b></div><div><div class="nm">בית מרקחת א-שיפא</div><div>שפרעם · רח' הבריכה ${ltr(String(rng.int(3, 40)))}</div><div>טל' ${ltr(`04-98${rng.digits(5)}`)}</div></div></div>
<div class="c">${vendorName} · ח.פ. ${ltr(taxId)}</div>
<div class="box">חשבונית מס / קבלה – מקור</div>
<div class="row"><span>קופה: ${ltr(`0${rng.int(1, 4)}`)}</span><span>קופאי/ת: ${rng.pick(CASHIERS)}</span></div>
<div class="row"><span>מס' חשבונית:</span><span class="b">${ltr(doc)}</span></div>
<div class="row"><span>תאריך: ${ltr(dt(date, 'dd/mm/yy'))}</span><span>שעה: ${ltr(time)}</span></div>
<div class="dash"></div>${lines.join('')}<div class="dash"></div>
<div class="row"><span>סה"כ פריטים</span><span>${ltr(String(count))}</span></div>
<div class="row tot"><span>לתשלום</span><span>${ltr(`₪${amount(gross)}`)}</span></div>
<div class="row"><span>מע"מ ${ltr(`${rate}%`)} כלול</span><span>${ltr(amount(vat))}</span></div>
<div class="row"><span>סה"כ ללא מע"מ</span><span>${ltr(amount(gross - vat))}</span></div>
${saved ? `<div class="sv">חסכת היום: ${ltr(`₪${amount(saved)}`)}</div>` : ''}<div class="dash"></div>${pay}<div class="dash"></div>${member}
<div class="c sm">החזרת מוצרים תוך ${ltr('14')} יום בצירוף חשבונית זו. תרופות אינן ניתנות להחזרה.<br>רפואה שלמה!</div>`;
    const css = `body{font-family:'Miriam Mono CLM';font-size:12.5px;width:80mm;box-sizing:border-box;padding:4mm 4mm 8mm}.hd{display:flex;gap:8px;align-items:center;justify-content:center;text-align:center}
.cross{position:relative;width:34px;height:34px;flex:none}.cross i,.cross b{position:absolute;background:#1d8a4a}.cross i{left:11px;top:0;width:12px;height:34px}.cross b{left:0;top:11px;width:34px;height:12px}
.nm{font-family:'Ellinia CLM';font-size:21px;font-weight:bold}.c{text-align:center}.box{border:1.5px solid #000;text-align:center;font-weight:bold;margin:6px 0;padding:2px}
.row{display:flex;justify-content:space-between;gap:6px}.b{font-weight:bold}.sm{font-size:11px}.it{margin-top:3px}.dc{font-size:11.5px;padding-right:10px}.dash{border-top:1px dashed #000;margin:5px 0}
.tot{font-size:18px;font-weight:bold;margin:3px 0}.sv{text-align:center;border:1px dotted #000;margin:4px 0;padding:2px}.mb{font-size:11px;text-align:center;margin:3px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 420mm', css, body }),
      page: '80mm 420mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
