import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, spacedId } from '../../generalisation/notation';
import { baseCss, bi, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-basketball-arena-car-park-receipt';

/** Basketball arena car park receipt with bilingual labels: a game-night flat fee or hourly parking, VAT contained. */
export const mixedBasketballArenaCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const game = rng.chance(0.5);
    const hourly = co ? 1200 : 1000;
    const entry = rng.int(8 * 60, 20 * 60);
    const mins = rng.int(25, 300);
    const hours = Math.ceil(mins / 60);
    const flat = co ? 4500 : 3500;
    const gross = game ? flat : hours * hourly;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חניוני ההיכל בע"מ' : 'דוד מימון';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PK-${rng.digits(7)}` : rng.digits(6);
    const m = (c: number) => (co ? `${amount(c)} ₪` : `ILS ${amount(c)}`);
    const body = `<div class="band">${co ? 'חניון ההיכל · ARENA PARKING' : 'חניון השער הצפוני · NORTH GATE PARKING'}</div>
<div class="c sm">${co ? `רחוב יגאל אלון 51 / 51 Yigal Alon St.<br>${vendorName} · ח.פ. / Co. Reg. ${ltr(spacedId(taxId))}` : 'ליד היכל הספורט / By the sports arena'}</div>
<div class="c b t">${bi('קבלה - חשבונית מס', 'Receipt - Tax Invoice')}</div>
${row(bi('מס׳ קבלה', 'Receipt No.'), ltr(doc))}${row(bi('תאריך', 'Date'), ltr(dt(date, co ? 'dd.mm.yyyy' : 'd/m/yyyy')))}${row(bi('כרטיס', 'Ticket'), ltr(rng.digits(12)))}${row(bi('כניסה', 'In'), ltr(hhmm(entry)))}${row(bi('יציאה', 'Out'), ltr(hhmm(entry + mins)))}${row(bi('משך', 'Duration'), ltr(`${Math.floor(mins / 60)}h ${mins % 60}m`))}
<div class="rule"></div>
${game ? row(bi('תעריף ערב משחק', 'Game night flat'), ltr(m(flat))) : row(ltr(`${hours} × ${bi('שעה', 'hr')} × ${amount(hourly)}`), ltr(m(gross)))}
<div class="sm">${bi('מנויי עונה - 20% הנחה', 'Season holders - 20% off')}</div>
<div class="rule"></div>
${row(bi('סה"כ', 'Total'), ltr(m(gross)), 'b big')}${row(bi(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), ltr(m(vat)))}
<div class="sm">${bi('תשלום', 'Paid')}: ${rng.pick(['אשראי / Card', 'מזומן / Cash', 'פנגו / Pango app'])}</div>
${co ? '' : `<div class="c sm foot">${vendorName} · ${bi('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}`;
    const page = co ? '72mm 200mm' : '58mm 210mm';
    const css = `${baseCss}
body{font-family:${co ? "'Liberation Sans'" : "'Ellinia CLM'"};font-size:${co ? 11 : 10}px;padding:3mm}.band{background:${co ? '#e65100' : '#283593'};color:#fff;text-align:center;font-weight:bold;padding:5px;font-size:13px}.t{margin:6px 0}.big{font-size:1.15em}.foot{margin-top:8px;border-top:1px solid #333;padding-top:4px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
