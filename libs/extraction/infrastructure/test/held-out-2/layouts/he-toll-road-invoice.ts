import { addDays, amount, htmlPage, israeliRate, Layout, notTaxId, randomDate, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day, month, plate } from '../notation';

const OPERATORS = ['נתיב מהיר חוצה שומרון בע"מ', 'כביש אגרה צפון בע"מ', 'מנהרות הכרמל תפעול בע"מ'];
const SECTIONS = ['מחלף עירון', 'מחלף חורשים', 'מחלף אייל', 'מחלף בן שמן', 'מחלף סומך', 'מחלף יקנעם', 'מחלף נחל שורק', 'כניסה חיפה מערב', "יציאה צ'ק פוסט"];

/**
 * A Hebrew toll-road invoice for a month of trips: a customer account and a nine-digit number
 * that fails the id check, the plate, one row per trip with its own date, time and sections, a
 * monthly account fee, the VAT included in the total shown on its own line, the billing month, an
 * issue date and a direct-debit date.
 */
export const heTollRoadInvoice: Layout = {
  id: 'he-toll-road-invoice',
  lang: 'he',
  kind: 'toll',
  make(rng) {
    const vendor = rng.pick(OPERATORS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const rate = israeliRate(date);
    const monthStart = `${addDays(date.slice(0, 8) + '01', -1).slice(0, 8)}01`;
    const trips = Array.from({ length: rng.int(3, 11) }, () => {
      const [a, b] = rng.some(SECTIONS, 2);
      return {
        when: addDays(monthStart, rng.int(0, 27)),
        at: `${String(rng.int(5, 22)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`,
        a,
        b,
        fare: rng.int(890, 3590),
      };
    }).sort((x, y) => (x.when + x.at).localeCompare(y.when + y.at));
    const fee = rng.pick([0, 590, 990]);
    const total = trips.reduce((s, t) => s + t.fare, 0) + fee;
    const vat = vatOfGross(total, rate);
    const doc = `${rng.pick(['7', '8'])}${rng.digits(9)}`;
    const style = rng.pick(['d.m.y', 'd/m/y', 'd.m.Y'] as const);
    const font = rng.pick(['Noto Sans Hebrew', 'DejaVu Sans Condensed', 'Simple CLM', 'FreeSans']);
    const body = `
<div class="hd"><b>${vendor}</b> &nbsp; ח"פ ${id}</div>
<div class="tt">חשבונית מס / קבלה &nbsp; מס' ${doc}</div>
<table class="kv">
<tr><td>חשבון לקוח</td><td>${notTaxId(rng)}</td><td>תאריך הפקה</td><td>${day(date, style)}</td></tr>
<tr><td>מספר רכב</td><td>${plate(rng)}</td><td>חודש נסיעות</td><td>${month(monthStart, true)}</td></tr>
<tr><td>אמצעי תשלום</td><td>הוראת קבע</td><td>תאריך חיוב</td><td>${day(addDays(date, rng.int(5, 12)), style)}</td></tr>
</table>
<table class="t"><tr><th>תאריך</th><th>שעה</th><th>כניסה</th><th>יציאה</th><th>מקטעים</th><th>סכום</th></tr>
${trips.map((t) => `<tr><td>${day(t.when, 'd/m/y')}</td><td>${t.at}</td><td>${t.a}</td><td>${t.b}</td><td>${rng.int(1, 6)}</td><td>${amount(t.fare)}</td></tr>`).join('')}
${fee ? `<tr><td colspan="5">דמי ניהול חשבון חודשיים</td><td>${amount(fee)}</td></tr>` : ''}
</table>
<table class="s"><tr><td>סה"כ לתשלום (כולל מע"מ)</td><td>${amount(total)} ש"ח</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${amount(vat)} ש"ח</td></tr>
<tr><td>יתרה מחשבון קודם</td><td>0.00 ש"ח</td></tr></table>
<p>מחירי הנסיעה כוללים מע"מ. לבירורים: *${rng.int(2000, 9999)} או באתר. ניתן לערער על חיוב תוך 30 יום ממועד החשבונית.</p>`;
    const css = `body { font-family: '${font}'; font-size: 9.5pt; padding: 10mm; }
.hd { font-size: 12pt; background: #ffd400; padding: 3mm; } .tt { font-size: 15pt; font-weight: bold; margin: 4mm 0; }
.kv { width: 100%; margin-bottom: 4mm; } .kv td:nth-child(odd) { font-weight: bold; }
.t { width: 100%; border-collapse: collapse; font-size: 9pt; } .t th { border-bottom: 2px solid #000; text-align: right; } .t td { border-bottom: 1px solid #ddd; padding: 1mm; }
.t td:last-child { text-align: left; direction: ltr; } .s { margin: 5mm auto 0 0; font-size: 11pt; } .s tr:first-child td { font-weight: bold; }
.s td:last-child { text-align: left; padding-right: 6mm; } p { font-size: 8pt; color: #444; margin-top: 8mm; }`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
