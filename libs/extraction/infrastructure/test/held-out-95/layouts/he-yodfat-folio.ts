import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, spacedId } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'he-yodfat-folio';

const UNITS = ['יחידת הסלע', 'יחידת הנוף', 'יחידת הבוסתן', 'יחידת המעיין', 'סוויטת הגג'];
const GUESTS = ['משפחת אלמוג', 'נועה ויואב פרץ', 'משפחת בן-חיים', 'רותם שגיא', 'משפחת עזרא', 'דנה ואסף לוי'];
/** Extra, unit, agorot with VAT in 2022, per person (true) or per unit. */
const EXTRAS: [string, number, boolean][] = [
  ['ארוחת ערב כפרית', 14500, true],
  ['מגש פירות ויין בחדר', 16000, false],
  ["עיסוי שוודי 60 דק'", 32000, true],
  ['סיור רגלי מודרך ביודפת העתיקה', 6000, true],
  ['יציאה מאוחרת עד 15:00', 25000, false],
];

/**
 * A country guest house at Yodfat, A4 (Frank Ruehl CLM for the name and headings, Noto Serif Hebrew with Noto Serif):
 * trade name "חוות הסלעים" over the company and "ח.פ" spaced in threes, a ruled title "חשבון אורח – חשבונית מס / קבלה"
 * with "מספר yynnnnn" (seven digits), a grid (guest, unit, arrival and departure dd.mm.yyyy with their weekdays,
 * nights, adults, children), a table of nights by date (Thursday and Friday nights dearer) with breakfast included,
 * extras per person or per unit, all with VAT; "סה"כ חיובים" "₪ …", "מתוכם מע"מ n%" and "סכום ללא מע"מ" (contained);
 * the advance paid by transfer on the booking date, "חיוב בכרטיס אשראי" for the rest and "יתרה לתשלום 0.00"; dated
 * the departure.
 */
export const heYodfatFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const up = (p: number) => Math.round((p * rise) / 1000) * 1000;
    const adults = 2;
    const children = rng.pick([0, 0, 1, 2]);
    const people = adults + children;
    const unit = rng.pick(UNITS);
    const lines: string[][] = [];
    const sums: number[] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const dear = [4, 5].includes(weekdayOf(night));
      const p = up(dear ? 98000 : 72000) + children * up(12000);
      lines.push([ltr(dt(night, 'dd.mm.yyyy')), `לינה${dear ? ' (סוף שבוע)' : ''} כולל ארוחת בוקר, ${unit}`, ltr('1'), ltr(amount(p)), ltr(amount(p))]);
      sums.push(p);
    }
    for (const [name, p, per] of rng.some(EXTRAS, rng.int(1, 3))) {
      const q = per ? (name.startsWith('עיסוי') ? rng.int(1, 2) : people) : 1;
      const price = up(p);
      lines.push([
        ltr(dt(plus(arrival, rng.int(0, nights - 1)), 'dd.mm.yyyy')),
        name.replace(/(\d+:\d+|\d+)/g, (m) => ltr(m)),
        ltr(String(q)),
        ltr(amount(price)),
        ltr(amount(q * price)),
      ]);
      sums.push(q * price);
    }
    const gross = total(sums);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const advance = Math.round((gross * 0.3) / 10000) * 10000;
    const vendorName = 'נופי יודפת אירוח כפרי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${String(rng.int(1, 1400)).padStart(5, '0')}`;
    const booked = plus(arrival, -rng.int(10, 60));
    const guest = rng.pick(GUESTS);
    const body = `<div class="hd"><div><div class="nm">חוות הסלעים</div><div class="sub">אירוח כפרי בלב הגבעות</div></div><div class="who">${vendorName}<br>ח.פ ${ltr(spacedId(taxId))}<br>יודפת, ד.נ. משגב · ${ltr(`04-99${rng.digits(5)}`)}</div></div>
<div class="title">חשבון אורח – חשבונית מס / קבלה <span class="no">מספר ${ltr(doc)}</span></div>
${grid([
  ['שם האורח', guest],
  ['יחידה', unit],
  ['הגעה', `${ltr(dt(arrival, 'dd.mm.yyyy'))} (${heDay(arrival)})`],
  ['עזיבה', `${ltr(dt(date, 'dd.mm.yyyy'))} (${heDay(date)})`],
  ['לילות', ltr(String(nights))],
  ['מבוגרים', ltr(String(adults))],
  ['ילדים', ltr(String(children))],
])}
${items(['תאריך', 'פירוט', 'כמות', 'מחיר', 'סכום'], lines)}
<table class="tot"><tr class="g"><th>סה"כ חיובים</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr><tr><th>מתוכם מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr><th>סכום ללא מע"מ</th><td>${ltr(amount(gross - vat))}</td></tr>
<tr><th>מקדמה (העברה בנקאית, ${ltr(dt(booked, 'dd.mm.yyyy'))})</th><td>${ltr(amount(advance))}</td></tr><tr><th>חיוב בכרטיס אשראי ${ltr(`(${rng.digits(4)})`)}</th><td>${ltr(amount(gross - advance))}</td></tr><tr><th>יתרה לתשלום</th><td>${ltr('0.00')}</td></tr></table>
<div class="foot">המחירים כוללים מע"מ כחוק. תודה שהתארחתם אצלנו – נשמח לראותכם שוב בחוות הסלעים.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','Noto Serif';font-size:13px;padding:16mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #555;padding-bottom:8px}
.nm{font-family:'Frank Ruehl CLM';font-size:38px;line-height:1}.sub{font-family:'Frank Ruehl CLM';font-size:17px;color:#444}.who{text-align:end;font-size:12px;line-height:1.5}
.title{font-family:'Frank Ruehl CLM';font-size:21px;margin:14px 0 6px;border-bottom:3px double #333;padding-bottom:4px}.title .no{float:left;font-size:17px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}.tot{width:55%;margin-inline-start:auto;margin-top:10px}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px}
.tot tr.g{font-size:15px;font-weight:bold;border-top:2px solid #333;border-bottom:1px solid #333}.tot tr.g th{font-weight:bold}.foot{margin-top:22px;font-size:12px;color:#333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
