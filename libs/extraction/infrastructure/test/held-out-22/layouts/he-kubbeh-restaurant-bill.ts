import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, heDay, hhmm, hyphenId, landline, share } from '../../generalisation/notation';
import { ltr, ownId, stirred } from './extra';

const PLACES = [
  { brand: 'הקובה של נזימה', sub: 'מטבח כורדי ביתי · שוק מחנה יהודה', legal: 'עזרא ששון', label: 'עוסק מורשה', company: false, hyphen: false },
  { brand: 'מרק וקובה', sub: 'מסעדה עיראקית-כורדית · רמת גן', legal: 'מרק וקובה מסעדות בע"מ', label: 'ח.פ.', company: true, hyphen: true },
  { brand: 'בית הקובה', sub: 'מאז 1974 · שכונת התקווה', legal: 'בית הקובה התקווה (1998) בע"מ', label: 'ח"פ', company: true, hyphen: false },
  { brand: 'קובה עם נשמה', sub: 'כורדי · עיראקי · ביתי · כפר סבא', legal: 'רחל יונה', label: 'ע.מ.', company: false, hyphen: true },
] as const;

// dish, price in agorot VAT included
const MENU: [string, number][] = [
  ['מרק קובה סלק', 5800],
  ['מרק קובה חמוסטה', 5800],
  ['מרק קובה במיה', 6200],
  ["קובה בורגול מטוגן (3 יח')", 3600],
  ['קובה נבולסייה', 3900],
  ['אורז לבן עם שקדים', 1800],
  ["מג'דרה", 2200],
  ['ממולאים ירקות', 4800],
  ['קציצות חציל ברוטב', 4400],
  ['סלט חצילים של אמא', 2400],
  ['עמבה וחמוצים', 1200],
  ['לימונדה נענע', 1400],
  ['ערק (כוס)', 2800],
  ['בירה מהחבית', 2900],
  ['תה בהל עם עוגייה', 1600],
  ['סיניה מלבי', 2600],
];

/**
 * A Kurdish-Iraqi kubbeh soup restaurant's bill on a 90 mm slip (Noto Sans Hebrew, Simple CLM or Keter YG; the
 * brand in Frank Ruehl CLM, reversed out of a dark band on some): the owner's name with "עוסק מורשה" / "ע.מ." or
 * the company with "ח.פ." / "ח"פ" (hyphenated on some); "חשבונית מס / קבלה" with "מס'" (six digits, or with the
 * year "25/00713"); "שולחן", "סועדים", "מלצר/ית", "הזמנה", the weekday and "תאריך"; dishes in a table; then a
 * group's "שירות 12%" in "סה"כ לתשלום", or a tip after "סה"כ חשבון" in "סה"כ חויב", or "סה"כ לתשלום" alone
 * with "השירות אינו כלול"; "כולל מע"מ" on the food and the service charge, never the tip; a share per diner.
 */
export const heKubbehRestaurantBill: Layout = {
  id: 'he-kubbeh-restaurant-bill',
  lang: 'he',
  kind: 'restaurant',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-kubbeh-restaurant-bill');
    const p = rng.pick(PLACES);
    const vendorTaxId = ownId(p.legal, p.company);
    const date = randomDate(rng, '2023-06-10', '2026-03-20');
    const rate = israeliRate(date);
    const diners = rng.int(2, 11);
    const dishes = rng.some(MENU, Math.min(MENU.length, rng.int(4, 8))).map(([name, unit]) => ({ name, unit, qty: rng.int(1, Math.max(1, Math.ceil(diners / 2))) }));
    const food = dishes.reduce((a, d) => a + d.qty * d.unit, 0);
    const mode = diners >= 8 ? 'service' : rng.pick(['tip', 'tip', 'none'] as const);
    const service = mode === 'service' ? share(food, 12) : 0;
    const tip = mode === 'tip' ? Math.round(share(food, rng.pick([10, 12, 15])) / 100) * 100 : 0;
    const taxed = food + service;
    const vat = vatOfGross(taxed, rate);
    const paid = taxed + tip;
    const docNo = rng.chance(0.5) ? String(rng.int(100000, 499999)) : `${date.slice(2, 4)}/${String(rng.int(1, 2999)).padStart(5, '0')}`;
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM', 'Keter YG']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const dark = rng.chance(0.5);
    const row = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const table = dishes.map((d) => `<tr><td>${esc(d.name)}</td><td>${d.qty}</td><td>${amount(d.unit)}</td><td>${amount(d.qty * d.unit)}</td></tr>`).join('');
    let sums = '';
    if (mode === 'service')
      sums =
        row('סה"כ מנות ומשקאות', amount(food)) +
        row(`שירות 12% (קבוצה של ${diners})`, amount(service)) +
        row('סה"כ לתשלום ₪', amount(paid), 'big') +
        row(`כולל מע"מ ${rate}%`, amount(vat)) +
        row(`לסועד (${diners})`, amount(Math.round(paid / diners)), 'sm');
    else if (mode === 'tip')
      sums =
        row('סה"כ חשבון', amount(food)) +
        row(`מזה מע"מ ${rate}%`, amount(vat)) +
        row('טיפ', amount(tip)) +
        row('סה"כ חויב ₪', amount(paid), 'big') +
        `<tr class="sm"><td colspan="2">הטיפ אינו חלק מהמחזור ואינו חייב במע"מ</td></tr>`;
    else
      sums = row('סה"כ לתשלום ₪', amount(paid), 'big') + row(`המחיר כולל מע"מ ${rate}%`, amount(vat)) + `<tr class="sm"><td colspan="2">השירות אינו כלול במחיר · תודה!</td></tr>`;
    const payLine = rng.chance(0.7)
      ? `אשראי ${ltr(`XXXX-${rng.digits(4)}`)} · אישור ${ltr(rng.digits(6))} · ${ltr(amount(paid))}`
      : `מזומן ${ltr(amount(Math.ceil(paid / 10000) * 10000))} · עודף ${ltr(amount(Math.ceil(paid / 10000) * 10000 - paid))}`;
    const opened = rng.int(12 * 60, 21 * 60);
    const body = `<div class="${dark ? 'band' : 'top'}"><div class="brand">${esc(p.brand)}</div><div>${esc(p.sub)}</div></div>
<div class="c sm">${esc(p.legal)} · ${p.label} ${ltr(p.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)} · ${ltr(landline(rng))}</div>
<div class="box"><b>חשבונית מס / קבלה</b> &nbsp; מס' <b>${ltr(docNo)}</b></div>
<div class="facts"><span>שולחן ${rng.int(1, 40)}</span><span>סועדים ${diners}</span><span>מלצר/ית: ${esc(rng.pick(['אביטל', 'סהר', 'דניאל', 'ליאם', 'נוי']))}</span><span>הזמנה ${ltr(String(rng.int(1000, 9999)))}</span></div>
<div class="facts"><span>${heDay(date)}</span><span>תאריך ${ltr(dt(date, fmt))}</span><span>נפתח ${ltr(hhmm(opened))}</span><span>הודפס ${ltr(hhmm(opened + rng.int(40, 130)))}</span></div>
<table class="t"><tr><th>פריט</th><th>כמ'</th><th>מחיר</th><th>סה"כ</th></tr>${table}</table>
<table class="s">${sums}</table><div class="c pay">${payLine}</div><div class="c sm">בתיאבון! · כל הקובה בעבודת יד</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;width:80mm;padding:4mm 5mm;color:#161616}
.band{background:#5a1e12;color:#fbeee0;text-align:center;padding:2.5mm 1mm}.top{text-align:center;border-bottom:3px double #5a1e12;padding-bottom:1.5mm}
.brand{font-family:'Frank Ruehl CLM','Noto Serif Hebrew',serif;font-size:24px;font-weight:bold}.c{text-align:center}.sm{font-size:9px}
.box{border:1.5px solid #222;text-align:center;padding:1.5mm;margin:2mm 0;font-size:12px}.facts{display:flex;justify-content:space-between;font-size:9.5px;margin:0.6mm 0}
.t{width:100%;border-collapse:collapse;margin-top:1.5mm}.t th{border-bottom:1px solid #222;text-align:right;font-size:9.5px}.t td{padding:0.4mm 0}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:left;white-space:nowrap}
.s{width:100%;border-top:1px solid #222;margin-top:1.5mm}.s td:last-child{text-align:left;white-space:nowrap}.big td{font-weight:bold;font-size:14px}.pay{margin:2mm 0;font-size:10px}bdi{white-space:nowrap}`;
    const page = '90mm 220mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(paid), tax: truthAmount(vat) },
    };
  },
};
