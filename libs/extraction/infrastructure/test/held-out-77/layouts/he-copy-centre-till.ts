import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, total, vatIn, weekdayOf } from './extra';

const ID = 'he-copy-centre-till';

/** Jobs of a copy centre: Hebrew name, unit, unit price in agorot (2023 prices), quantity range. */
const JOBS: [string, string, number, [number, number]][] = [
  ['צילום שחור-לבן A4', 'עמ׳', 35, [20, 400]],
  ['צילום שחור-לבן A3', 'עמ׳', 70, [5, 60]],
  ['הדפסה צבעונית A4', 'עמ׳', 190, [4, 80]],
  ['הדפסה צבעונית A3', 'עמ׳', 390, [2, 25]],
  ['כריכת ספירלה', 'יח׳', 1200, [1, 6]],
  ['למינציה A4', 'יח׳', 600, [1, 12]],
  ['סריקה לקובץ PDF', 'עמ׳', 50, [10, 150]],
  ['הדפסת תמונה 10x15', 'יח׳', 250, [4, 40]],
  ['הדפסת תוכנית A0', 'גיליון', 4500, [1, 4]],
  ['חיתוך ישר בגיליוטינה', 'חיתוך', 300, [1, 10]],
];
const CLERKS = ['מאיה', 'עידן', 'ליאור', 'שני', 'רונן'];

/**
 * A copy centre's till slip in Rehovot, 80 mm (Shofar): Latin brand, company name and hyphenated id, "חשבונית מס קבלה" with
 * a six-digit number, a job number of its own, date (dd.mm.yy) and time on one line, till and clerk on another, a table of
 * jobs (name with unit price under it, quantity, sum), a 10% student discount on some, "לתשלום" in a box, the sum before
 * VAT and the VAT contained, cash with change or card. Closed on Saturdays; Fridays it closes at one.
 */
export const heCopyCentreTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2023) * 0.05;
    const jobs = rng.some(JOBS, rng.int(2, 5)).map(([name, unit, price, q]) => {
      const qty = rng.int(...q);
      const each = Math.max(5, Math.round((price * up) / 5) * 5);
      return { name, unit, qty, each, sum: qty * each };
    });
    const before = total(jobs.map((j) => j.sum));
    const student = rng.chance(0.35);
    const discount = student ? share(before, 10) : 0;
    const gross = before - discount;
    const vat = vatIn(gross, rate);
    const vendorName = 'פרינטה מרכזי העתקה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 999999));
    const job = `J-${rng.int(1000, 9999)}`;
    const minute = weekdayOf(date) === 5 ? rng.int(8 * 60, 12 * 60 + 50) : rng.int(8 * 60, 19 * 60 + 30);
    const cash = rng.chance(0.4);
    const paid = cash ? Math.ceil(gross / 2000) * 2000 + (rng.chance(0.5) ? 2000 : 0) : gross;
    const rows = jobs
      .map(
        (j) =>
          `<tr><td>${j.name.replace(/(A\d|PDF|10x15)/, (m) => ltr(m))}<div class="u">${ltr(amount(j.each))} ל${j.unit}</div></td><td class="n">${ltr(String(j.qty))}</td><td class="n">${ltr(amount(j.sum))}</td></tr>`,
      )
      .join('');
    const body = `<div class="c brand">${ltr('PRINTA')}</div><div class="c sm">צילום · הדפסה · כריכה · סריקה</div>
<div class="c sm">${vendorName}<br>ח.פ ${ltr(hyphenId(taxId))}<br>רח׳ הרצל ${ltr(String(rng.int(80, 190)))}, רחובות · ${ltr(`08-9${rng.digits(6)}`)}</div>
<div class="eq"></div>
<div class="c b big">חשבונית מס קבלה</div><div class="c b">מס׳ ${ltr(doc)}</div>
<div class="row sm"><span>תאריך ${ltr(dt(date, 'dd.mm.yy'))}</span><span>שעה ${ltr(hhmm(minute))}</span></div>
<div class="row sm"><span>קופה ${ltr(String(rng.int(1, 3)))}</span><span>מוכר/ת: ${rng.pick(CLERKS)}</span><span>עבודה ${ltr(job)}</span></div>
<div class="eq"></div>
<table class="t"><tr><th>פריט</th><th class="n">כמות</th><th class="n">סה"כ</th></tr>${rows}</table>
<div class="eq"></div>
${student ? `<div class="row"><span>סכום ביניים</span><span>${ltr(amount(before))}</span></div><div class="row"><span>הנחת סטודנט ${ltr('10%')}</span><span>${ltr(`-${amount(discount)}`)}</span></div>` : ''}
<div class="due"><span>לתשלום</span><span>${ltr(`₪${amount(gross)}`)}</span></div>
<div class="row sm"><span>סה"כ ללא מע"מ</span><span>${ltr(amount(gross - vat))}</span></div>
<div class="row sm"><span>מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="eq"></div>
${cash ? `<div class="row"><span>מזומן</span><span>${ltr(amount(paid))}</span></div><div class="row"><span>עודף</span><span>${ltr(amount(paid - gross))}</span></div>` : `<div class="row"><span>אשראי ${ltr(`****${rng.digits(4)}`)}</span><span>${ltr(amount(gross))}</span></div><div class="row sm"><span>מס׳ אישור</span><span>${ltr(rng.digits(7))}</span></div>`}
<div class="c sm foot">קבצים נשמרים אצלנו 7 ימים בלבד<br>תודה ולהתראות!</div>`;
    const css = `${baseCss}
body{font-family:'Shofar','DejaVu Sans';font-size:12.5px;width:72mm;padding:3mm 4mm}.brand{font-size:26px;font-weight:bold;letter-spacing:6px}.big{font-size:16px}
.eq{border-top:2px dotted #000;margin:6px 0}.t{width:100%}.t th{text-align:start;border-bottom:1px solid #000;font-size:11.5px}.t td{padding:3px 0;vertical-align:top}.t .n{text-align:left;white-space:nowrap}.u{font-size:10.5px;color:#333}
.due{display:flex;justify-content:space-between;border:2px solid #000;padding:4px 6px;margin:6px 0;font-size:17px;font-weight:bold}.foot{margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
