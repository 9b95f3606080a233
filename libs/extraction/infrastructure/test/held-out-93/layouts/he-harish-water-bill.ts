import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, pairs, plus, total, vatOn } from './extra';

const ID = 'he-harish-water-bill';

const STREETS = ["שד' הפארק", "רח' הדקל", "רח' האלון", "רח' הברוש", "רח' התמר"];
const NAMES = ['אביטל שמש', 'מרדכי ואסתר כהן', 'עומר נחום', 'רינת אדלר', 'שלום טסמה', 'ליאת גרוס'];
/** Tariffs in agorot per m³ before VAT, by year: the household's allocation, above it, and sewage. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [412, 862, 296],
  2023: [441, 921, 311],
  2024: [468, 979, 330],
  2025: [481, 1006, 339],
  2026: [493, 1031, 347],
};

/**
 * A town's water and sewage corporation, a bill for two months, A4 (Simple CLM, DejaVu Serif): the corporation with
 * "ח.פ." spaced in threes, "חשבון תקופתי למים וביוב - חשבונית מס" and "מספר חשבון nnnnnnnn", pairs (issue date dd/mm/yyyy
 * early in the month, the two months before in words and first to last day, consumer number failing the check, the
 * householder, address, persons in the household, meter and readings); the allocation 3.5 m³ a person a month at the
 * low tariff and the rest at the high, sewage on all, a fixed meter charge, "סה"כ חיובים", VAT added with rate, "סה"כ
 * לתשלום" and a box with the due date three weeks on and "הוראת קבע".
 */
export const heHarishWaterBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 3, 5, 7, 9, 11], [2, 9]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const persons = rng.int(2, 6);
    const allocation = Math.round(persons * 3.5 * 2);
    const used = rng.int(Math.max(6, allocation - 8), allocation + 18);
    const low = Math.min(used, allocation);
    const high = used - low;
    const [tLow, tHigh, tSewage] = TARIFF[year];
    const fixed = 1450 + (year - 2022) * 60;
    const lines: [string, string, string, string, number][] = [
      ['מים - בתוך הכמות המוכרת', String(low), 'מ"ק', amount(tLow), low * tLow],
      ['מים - מעל הכמות המוכרת', String(high), 'מ"ק', amount(tHigh), high * tHigh],
      ['שירותי ביוב', String(used), 'מ"ק', amount(tSewage), used * tSewage],
      ['תשלום קבוע - אחזקת מד', '2', 'חודשים', amount(fixed), 2 * fixed],
    ];
    const net = total(lines.map((l) => l[4]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מי חריש - תאגיד המים והביוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(3, 9)}${rng.digits(7)}`;
    const prev = rng.int(200, 2400);
    const due = plus(date, 21);
    const body = `<div class="top"><div><div class="nm">מי חריש</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(spacedId(taxId))} · מוקד ${ltr('*' + rng.int(2000, 9999))}</div></div><div class="tt"><div>חשבון תקופתי למים וביוב</div><div>חשבונית מס</div><div class="sm">מספר חשבון ${ltr(doc)}</div></div></div>
${pairs(
  [
    ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
    ['תקופת החיוב', `${heMonth(from)} - ${heMonth(to)}`],
    ['מתאריך', ltr(dt(from, 'dd/mm/yyyy'))],
    ['עד תאריך', ltr(dt(to, 'dd/mm/yyyy'))],
    ['מספר צרכן', ltr(notAnId(rng))],
    ['שם המחזיק', rng.pick(NAMES)],
    ['כתובת הנכס', `${rng.pick(STREETS)} ${ltr(String(rng.int(1, 60)))}, חריש`],
    ['נפשות רשומות', ltr(String(persons))],
    ['מספר מונה', ltr(rng.digits(8))],
    ['קריאה קודמת / נוכחית', ltr(`${prev} / ${prev + used}`)],
  ],
  2,
)}
<table class="ch"><thead><tr><th>פירוט החיוב</th><th>כמות</th><th>תעריף</th><th>סכום</th></tr></thead><tbody>${lines
      .map(([a, q, u, c, d]) => `<tr><td>${a}</td><td>${ltr(q)} ${u}</td><td>${ltr(c)}</td><td>${ltr(amount(d))}</td></tr>`)
      .join('')}</tbody></table>
<table class="tot"><tr><th>סה"כ חיובים</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`₪${amount(gross)}`)}</td></tr></table>
<div class="due"><div>לתשלום עד <b>${ltr(dt(due, 'dd/mm/yyyy'))}</b></div><div class="sm">${rng.chance(0.5) ? 'הסכום ייגבה בהוראת קבע מחשבונך' : 'ניתן לשלם באתר התאגיד, בסניפי הדואר או במוקד הטלפוני'}</div></div>
<div class="sm note">הכמות המוכרת: ${ltr('3.5')} מ"ק לנפש לחודש. תעריפי המים והביוב נקבעים על ידי רשות המים ואינם כוללים מע"מ.</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Serif';font-size:11.5px;padding:14mm 15mm}.top{display:flex;justify-content:space-between;border-bottom:3px solid #1f6e9c;padding-bottom:6px;margin-bottom:10px}
.nm{font-size:32px;font-weight:bold;color:#1f6e9c}.tt{text-align:end;font-size:15px;font-weight:bold}.ch{width:100%;margin:12px 0}.ch th{background:#1f6e9c;color:#fff;padding:4px;text-align:start}
.ch td{border-bottom:1px solid #bcd;padding:4px}.ch td:nth-child(n+2),.ch th:nth-child(n+2){text-align:end}.tot{width:42%;margin-inline-start:auto}.tot th{text-align:start;font-weight:normal;padding:3px 6px}
.tot td{text-align:end;padding:3px 6px}.tot tr.g{font-weight:bold;font-size:14px;border-top:2px solid #1f6e9c}.tot tr.g th{font-weight:bold}
.due{margin-top:14px;border:2px solid #1f6e9c;padding:8px;width:55%;font-size:13px}.note{margin-top:14px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
