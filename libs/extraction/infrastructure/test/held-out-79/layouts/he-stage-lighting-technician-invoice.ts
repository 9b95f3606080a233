import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-stage-lighting-technician-invoice';

/** Services: name, unit, price in agorot (2022), quantity range (per day where the unit is a day). */
const SERVICES: [string, string, number, [number, number]][] = [
  ['יום עבודה - טכנאי תאורה ראשי', 'יום', 180000, [1, 3]],
  ['יום עבודה - עוזר טכנאי', 'יום', 110000, [1, 3]],
  ['השכרת ראש נע Beam 230', 'יח׳ ליום', 32000, [4, 16]],
  ['השכרת פנס LED PAR', 'יח׳ ליום', 6500, [8, 40]],
  ['השכרת קונסולת תאורה grandMA3', 'יום', 120000, [1, 2]],
  ['מכונת עשן/הייזר', 'יום', 25000, [1, 2]],
  ['תכנון תאורה ותכנות מופע', 'קומפלט', 250000, [1, 1]],
  ['הובלה והרכבת טראסים', 'קומפלט', 140000, [1, 1]],
];
const CLIENTS = ['תיאטרון הבמה הקטנה בע"מ', 'הפקות קול וצבע בע"מ', 'המרכז לתרבות נתניה בע"מ', 'אירועי הגליל בע"מ'];
const VENUES = ['היכל התרבות כפר סבא', 'אמפי פארק הירקון', 'אולם צוותא תל אביב', 'מרכז הכנסים חיפה'];

/**
 * A stage lighting technician's tax invoice, A4 (Aharoni CLM headings, Simple CLM text): the trade name "אור במה" large
 * and under it the technician's own name with "עוסק מורשה" and his number (the vendor is the person), "חשבונית מס" with a
 * number from 400 to 999, the date written in Hebrew words with its weekday, the client with its company id, the event's
 * name, date and venue, services and rentals by day, VAT added, "סה"כ לתשלום" with "ש"ח" after the amount, and a bank line.
 * Never a Friday or a Saturday.
 */
export const heStageLightingTechnicianInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const event = plus(date, -rng.int(1, 12));
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const days = rng.int(1, 3);
    const lines = rng.some(SERVICES, rng.int(3, 6)).map(([name, unit, p, q]) => {
      const qty = unit === 'יח׳ ליום' ? rng.int(...q) * days : unit === 'יום' ? Math.min(rng.int(...q), days) : 1;
      const each = Math.round((p * up) / 1000) * 1000;
      return { name, unit, qty, each, sum: qty * each };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אלון ברקוביץ';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(400, 999));
    const lat = (s: string) => s.replace(/[A-Za-z0-9][A-Za-z0-9 ]*[A-Za-z0-9]|[A-Za-z0-9]/g, (m) => ltr(m));
    const body = `<div class="hd"><div class="brand">אור במה</div><div class="sub">תאורה להפקות, מופעים ואירועים</div><div class="me">${vendorName} · עוסק מורשה ${ltr(taxId)}</div><div class="sm">רח׳ התאנה 7, פרדס חנה-כרכור · ${ltr(`052-${rng.digits(3)}-${rng.digits(4)}`)}</div></div>
<div class="row big"><span>חשבונית מס ${ltr(doc)}</span><span class="date">${heDay(date)}, ${dt(date, 'he').replace(/\d+/g, (m) => ltr(m))}</span></div>
<table class="pairs"><tr><th>לכבוד</th><td>${rng.pick(CLIENTS)}, ח.פ. ${ltr(taxIdOfCustomer(rng))}</td></tr><tr><th>אירוע</th><td>${rng.pick(['מופע השקה', 'הצגה - סבב הופעות', 'ערב התרמה', 'כנס שנתי'])} · ${ltr(dt(event, 'dd/mm/yyyy'))}${days > 1 ? ` (${ltr(String(days))} ימים)` : ''}</td></tr><tr><th>מקום</th><td>${rng.pick(VENUES)}</td></tr></table>
<table class="items"><thead><tr><th>פירוט</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${lat(l.name)}</td><td>${l.unit}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.each))}</td><td>${ltr(amount(l.sum))}</td></tr>`).join('')}</tbody></table>
<div class="sums">${`<div class="row"><span>סה"כ</span><span>${ltr(amount(net))}</span></div><div class="row"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="row g"><span>סה"כ לתשלום</span><span>${ltr(amount(gross))} ש"ח</span></div>`}</div>
<div class="sm">תשלום בהעברה: בנק ${ltr(String(rng.pick([11, 12, 20])))}, סניף ${ltr(String(rng.int(100, 799)))}, חשבון ${ltr(rng.digits(6))} · תנאי תשלום שוטף + ${ltr('30')}</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:13.5px;padding:16mm 16mm}.hd{text-align:center;border-bottom:1px solid #000;padding-bottom:8px;margin-bottom:12px}.brand{font-family:'Aharoni CLM';font-size:34px;font-weight:bold;letter-spacing:2px}.sub{font-size:13px;color:#444}.me{font-size:15px;font-weight:bold;margin-top:6px}
.big{font-family:'Aharoni CLM';font-size:19px;margin:8px 0 10px}.date{font-family:'Simple CLM';font-size:14px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.sums{width:45%;margin:10px auto 16px 0}.sums .row{padding:2px 4px}.g{font-weight:bold;font-size:16px;border-top:2px solid #000;border-bottom:2px solid #000}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
