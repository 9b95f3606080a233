import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, landline, plate, sh } from '../../generalisation/notation';
import { baseCss, grid, idOf, ltr, next, row, vatIn, weekdayOf } from './extra';

const ID = 'mixed-herzliya-marina-car-park-receipt';

/** A car park receipt at Herzliya marina with "Hebrew · English" labels under a coloured band, prices including VAT. */
export const mixedHerzliyaMarinaCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const entry = rng.int(7 * 60, 19 * 60);
    const stay = rng.int(20, Math.min(10 * 60, 23 * 60 + 50 - entry));
    const exit = entry + stay;
    const L = (he: string, en: string) => `${he} · ${en}`;
    let fee: number;
    let tariff: string;
    let resident = 0;
    if (co) {
      // ₪14 the first hour, ₪4 each further started quarter hour, ₪70 a day at most.
      fee = Math.min(1400 + Math.max(0, Math.ceil((stay - 60) / 15)) * 400, 7000);
      tariff = `${L('שעה ראשונה ₪14, כל רבע שעה נוספת ₪4, עד ₪70 ליום', 'First hour ₪14, each extra 15 min ₪4, max ₪70/day')}`;
      if (rng.chance(0.3)) resident = Math.round(fee / 2);
    } else {
      const weekend = [5, 6].includes(weekdayOf(date));
      fee = weekend ? 3500 : 2500;
      tariff = L('כניסה חד-פעמית: ₪25, בסוף שבוע ₪35', 'Single entry: ₪25, weekends ₪35');
    }
    const gross = fee - resident;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חניוני החוף תפעול ואחזקה בע"מ' : 'יגאל סויסה';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MP${date.slice(2, 4)}-${rng.int(100000, 999999)}` : String(rng.int(100000, 999999));
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'NIS x'));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : dt(d, 'yyyy-mm-dd'));
    const mode = rng.int(0, 2);
    const payment =
      mode === 0
        ? `${row(L('אשראי', 'Card'), ltr('****' + rng.digits(4)))}${row(L('אישור', 'Approval'), ltr(rng.digits(6)))}`
        : mode === 1
          ? row(L('אפליקציית חניה', 'Parking app'), ltr(`REF ${rng.digits(9)}`))
          : (() => {
              const paid = Math.ceil(gross / 5000) * 5000;
              return `${row(L('מזומן', 'Cash'), ltr(money(paid)))}${row(L('עודף', 'Change'), ltr(money(paid - gross)))}`;
            })();
    const band = co
      ? `<div class="band">חניון המרינה · MARINA PARKING<br><span class="sm">הרצליה פיתוח · Herzliya Pituach</span></div>
<div class="c">${L('מפעיל', 'Operator')}: ${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)} · ${ltr(landline(rng))}</div>`
      : `<div class="band">חניון הדייגים · FISHERMEN'S LOT<br><span class="sm">ליד המרינה, הרצליה · by the marina, Herzliya · ${ltr(cellular(rng))}</span></div>`;
    const body = `${band}
<div class="c b">קבלה / חשבונית מס · Receipt / Tax Invoice</div>
${row(L('מס׳', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(f(date)))}${row(L('כרטיס', 'Ticket'), ltr(rng.digits(10)))}${row(L('רכב', 'Plate'), ltr(plate(rng)))}
${grid([
  [L('כניסה', 'In'), ltr(hhmm(entry))],
  [L('יציאה', 'Out'), ltr(hhmm(exit))],
  [L('משך', 'Stay'), ltr(`${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`)],
])}
<div class="sm">${tariff}</div>
<div class="rule"></div>
${resident ? `${row(L('דמי חניה', 'Parking fee'), ltr(money(fee)))}${row(L('הנחת תושב הרצליה 50%', 'Herzliya resident 50%'), ltr(money(-resident)))}` : ''}
${row(L('לתשלום', 'Amount due'), ltr(money(gross)), 'b big')}
${row(L(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>
${payment}
<div class="sm">${L('מסוף יציאה', 'Exit terminal')} ${rng.int(1, 4)} · ${L('החניון אינו אחראי לנזק או לגניבה', 'No liability for damage or theft')}</div>
${co ? '' : `<div class="rule"></div><div class="c sm">יגאל סויסה · ${L('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}`;
    const width = co ? 80 : 60;
    const page = `${width}mm 170mm`;
    const css = `${baseCss}
body{font-family:${co ? "'DejaVu Sans'" : "'Noto Sans Hebrew'"};font-size:${co ? 10 : 9.5}px;padding:3mm}.band{background:${co ? '#006064' : '#33691e'};color:#fff;text-align:center;font-weight:bold;font-size:13px;padding:5px;margin-bottom:4px}.big{font-size:1.2em}.grid th,.grid td{font-size:0.9em;padding:2px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
