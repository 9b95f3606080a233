import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { add, day, lr, taxIn, vid } from './extra';

const HOTELS = [
  { brand: 'מלח וחול', legal: 'מלון מלח וחול ים המלח בע"מ', label: 'ח.פ.' },
  { brand: 'אחוזת הנביעות', legal: 'אחוזת הנביעות נופש ומרפא בע"מ', label: 'ח"פ' },
];

/** A Dead Sea spa hotel's folio and tax invoice on A4: dated nightly rows, spa treatments, a minibar, a deposit paid weeks before and a card at departure leaving a zero balance; VAT contained. */
export const heDeadSeaHotelFolio: Layout = {
  id: 'he-dead-sea-hotel-folio',
  lang: 'he',
  kind: 'hotel folio',
  make(rng: Rng) {
    const h = rng.pick(HOTELS);
    const id = vid(h.legal, true);
    const date = day(rng);
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = addDays(date, -nights);
    const nightly = rng.int(90, 210) * 1000;
    const rowsData: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) rowsData.push([addDays(arrival, i), 'לינה בחצי פנסיון - זוג', nightly]);
    for (const t of rng.some(
      [
        ["עיסוי שוודי 50 דק'", 42000],
        ['טיפול בוץ ים המלח', 29000],
        ['כניסה לספא - אורח נוסף', 15000],
        ['מיני בר', rng.int(30, 160) * 100],
        ['ארוחת ערב במסעדה', rng.int(280, 600) * 100],
      ] as [string, number][],
      rng.int(1, 3),
    ))
      rowsData.push([addDays(arrival, rng.int(0, nights - 1)), t[0], t[1]]);
    const total = add(rowsData.map((r) => r[2]));
    const vat = taxIn(total, rate);
    const deposit = Math.round((total * 0.3) / 100) * 100;
    const docNo = rng.pick([() => `F${rng.int(200000, 299999)}`, () => String(rng.int(5000000, 5999999))])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'he'] as const);
    const font = rng.pick(['David CLM', 'Noto Serif Hebrew', 'FreeSerif']);
    const body = `<div class="top"><div class="t">${esc(h.brand)}</div><div>מלון ספא · עין בוקק, ים המלח</div><div>${esc(h.legal)} · ${h.label} ${lr(hyphenId(id))}</div></div>
<div class="grid"><div>אורח: ${rng.pick(['מר ישראל ונגר', "גב' רותם אשכנזי", 'מר ומרת לוי'])}<br>חדר: ${rng.int(101, 620)}<br>מס' הזמנה: ${rng.int(9000000, 9999999)}<br>הגעה: ${dt(arrival, 'dd/mm/yyyy')} · עזיבה: ${dt(date, 'dd/mm/yyyy')}</div>
<div class="box"><b>חשבונית מס / קבלה</b><br>מס' חשבונית: ${lr(docNo)}<br>תאריך: ${dt(date, fmt)}<br>מס' חשבון אורח (פוליו): ${rng.int(30000, 39999)}</div></div>
<table><tr><th>תאריך</th><th>תיאור</th><th>חיוב</th><th>זיכוי</th></tr>${rowsData
      .sort((a, b) => a[0].localeCompare(b[0]))
      .map((r) => `<tr><td>${dt(r[0], 'dd/mm/yy')}</td><td>${esc(r[1])}</td><td>${amount(r[2])}</td><td></td></tr>`)
      .join('')}
<tr><td>${dt(addDays(arrival, -rng.int(10, 40)), 'dd/mm/yy')}</td><td>מקדמה בהזמנה</td><td></td><td>${amount(deposit)}</td></tr><tr><td>${dt(date, 'dd/mm/yy')}</td><td>תשלום בכרטיס ${lr('****' + rng.digits(4))}</td><td></td><td>${amount(total - deposit)}</td></tr></table>
<table class="tot"><tr class="g"><td>סה"כ חשבון (כולל מע"מ)</td><td>₪ ${amount(total)}</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr><td>יתרה לתשלום</td><td>0.00</td></tr></table>
<div class="ft">תודה שבחרתם בנו. שעת עזיבה 11:00, שימוש בספא עד 16:00 ביום העזיבה.</div>`;
    const css = `body{font-family:'${font}',serif;font-size:13px;padding:14mm 16mm;color:#2b2118}.top{text-align:center;border-bottom:1px solid #b08d57;padding-bottom:3mm}.t{font-size:30px;letter-spacing:3px;color:#b08d57;font-family:'Frank Ruehl CLM'}
.grid{display:flex;justify-content:space-between;margin:5mm 0;line-height:1.7}.box{border:1px solid #b08d57;padding:2mm 4mm}table{width:100%;border-collapse:collapse}th{border-bottom:2px solid #b08d57;text-align:right}td{padding:1.2mm;border-bottom:1px dotted #bbb}
.tot{width:80mm;margin:5mm auto 0 0}.g td{font-weight:bold;font-size:15px}.ft{margin-top:12mm;font-size:11px;text-align:center}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: h.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
