import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, sh } from '../../generalisation/notation';
import { baseCss, grid, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-tennis-centre-car-park-receipt';

/** Tennis centre car park's receipt with "Hebrew · English" labels, prices including VAT. */
export const mixedTennisCentreCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const entry = rng.int(6 * 60, 20 * 60);
    const stay = rng.int(20, Math.min(co ? 400 : 230, 23 * 60 + 50 - entry));
    const exit = entry + stay;
    const fee = co ? Math.min(1500 + Math.ceil(Math.max(0, stay - 60) / 15) * 400, 6000) : Math.min(Math.ceil(stay / 60) * 1000, 4000);
    const player = co && fee > 1500 && rng.chance(0.4);
    const gross = fee - (player ? 1000 : 0);
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'מרכז טניס חניונים בע"מ' : 'ויקטור אלמוג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `TP-${rng.digits(7)}` : `${rng.digits(3)}/${rng.digits(5)}`;
    const money = (c: number) => (co ? sh(c, 'x ₪') : sh(c, 'ILS x'));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : `${Number(d.slice(8))}/${Number(d.slice(5, 7))}/${d.slice(2, 4)}`);
    const L = (he: string, en: string) => `${he} · <span class="en">${en}</span>`;
    const head = co
      ? `<div class="band"><div class="brand">חניון מרכז הטניס</div><div class="en-brand">TENNIS CENTRE PARKING</div></div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)}</div><div class="c sm">רחוב הטניס, רמת השרון</div>`
      : `<div class="band"><div class="brand">חניית המגרשים</div><div class="en-brand">COURTS PARKING</div></div><div class="c sm">ליד מגרשי הטניס העירוניים, נס ציונה</div>`;
    const tariff = co
      ? 'שעה ראשונה ₪15, כל 15 דק׳ נוספות ₪4, מקסימום ₪60 ליום · First hour ₪15, each further 15 min ₪4, max ₪60/day'
      : '₪10 לכל שעה או חלק ממנה, עד ₪40 · ₪10 per hour or part, up to ₪40';
    const body = `${head}
<div class="c b">${L('קבלה - חשבונית מס', 'Receipt - Tax Invoice')}</div>
${row(L('מספר', 'No.'), ltr(doc), 'b')}
${row(L('תאריך', 'Date'), ltr(f(date)))}
${row(L('כרטיס', 'Ticket'), ltr(rng.digits(12)))}
${row(L('רכב', 'Plate'), ltr(plate(rng)))}
${grid([
  [L('כניסה', 'In'), ltr(hhmm(entry))],
  [L('יציאה', 'Out'), ltr(hhmm(exit))],
  [L('משך', 'Stay'), ltr(`${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`)],
])}
<div class="sm">${tariff}</div>
<div class="rule"></div>
${player ? `${row(L('דמי חניה', 'Parking fee'), ltr(money(fee)))}${row(L('הנחת שחקן', 'Player validation'), ltr(money(-1000)))}` : ''}
${row(L('לתשלום', 'Amount due'), ltr(money(gross)), 'b big')}
${row(L(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>
${row(L('שולם', 'Paid'), rng.pick(['אשראי · Card ' + ltr('****' + rng.digits(4)), 'אפליקציה · App', 'מזומן · Cash']))}
<div class="c sm">${co ? 'מנויי המועדון חונים חינם בהצגת כרטיס · Club members park free' : 'החניון אינו אחראי לנזק או לגניבה · No liability for damage or theft'}</div>
${co ? '' : `<div class="c sm foot">ויקטור אלמוג · עוסק מורשה / Licensed Dealer ${ltr(taxId)}</div>`}`;
    const width = co ? 70 : 64;
    const page = `${width}mm 200mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Nachlieli CLM'"};font-size:${co ? 10.5 : 11}px;padding:3mm}.band{background:${co ? '#2e7d32' : '#c62828'};color:#fff;text-align:center;padding:4px}.brand{font-size:17px;font-weight:bold}.en-brand{font-size:11px;letter-spacing:1px}.en{font-size:0.85em;color:#444}.big{font-size:1.2em}.foot{margin-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
