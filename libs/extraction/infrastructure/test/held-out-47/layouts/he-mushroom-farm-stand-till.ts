import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, next, row, total, vatIn } from './extra';

const ID = 'he-mushroom-farm-stand-till';
const GOODS: [string, number][] = [
  ['שמפיניון חום 500 גר׳', 1490],
  ['פורטובלו מארז 2', 1890],
  ['שיטאקי טרי 250 גר׳', 2450],
  ['פטריית צדפה 300 גר׳', 2190],
  ['ערמונים 200 גר׳', 2790],
  ['אנוקי מארז', 990],
  ['פטריות יער מיובשות 50 גר׳', 3400],
  ['ערכת גידול ביתית צדפה', 6900],
  ['רוטב פטריות כמהין', 3850],
  ['ממרח פטריות פיקנטי', 2600],
  ['מרק פטריות קפוא 1 ל׳', 3200],
  ['אבקת ריישי 100 גר׳', 8900],
];

/** Mushroom farm's stand: a till slip with gross prices and the VAT inside. */
export const heMushroomFarmStandTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(3, 7)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const member = rng.chance(0.5);
    const disc = member ? Math.round(sub * 0.07) : 0;
    const gross = sub - disc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'פטריות הגלבוע חקלאות בע"מ' : 'אורית שמואלי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `PG${rng.int(1, 4)}-${rng.digits(5)}` : String(rng.int(1200, 9800));
    const dateText = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'd.m.yy');
    const cash = !co && rng.chance(0.6);
    const tendered = Math.ceil(gross / 5000) * 5000;
    const body = `<div class="slip">
<div class="c brand">${co ? 'פטריות הגלבוע' : 'יער הפטריות'}</div>
<div class="c sm">${co ? 'חוות גידול · מושב מלאה' : 'דוכן החווה · כביש 71 צומת נורית'}</div>
${co ? `<div class="c sm">${vendorName}</div><div class="c sm">ח.פ. ${hyphenId(taxId)}</div>` : `<div class="c sm">טל׳ ${cellular(rng)}</div>`}
<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳ חשבונית:', doc)}${row('תאריך:', dateText)}${row('שעה:', hhmm(rng.int(480, 1140)))}${row('קופה:', String(rng.int(1, 3)))}${row('קופאי/ת:', co ? 'שירן' : 'אורית')}
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`${l.qty} x ${amount(l.unit)}`, amount(l.qty * l.unit))}`).join('')}
<div class="rule"></div>
${member ? `${row('סכום ביניים', amount(sub))}${row(`הנחת מנוי חווה 7% (כרטיס ${rng.digits(7)})`, `-${amount(disc)}`)}` : ''}
${row('סה"כ לתשלום ₪', amount(gross), 'b big')}
${row(`מזה מע"מ ${rate}%`, amount(vat))}
${row('סה"כ ללא מע"מ', amount(gross - vat))}
<div class="rule"></div>
${cash ? `${row('מזומן', amount(tendered))}${row('עודף', amount(tendered - gross))}` : `${row('אשראי', `**** ${rng.digits(4)}`)}${row('מס׳ אישור', rng.digits(7))}`}
<div class="rule"></div>
${co ? '' : `<div class="c sm">${vendorName} · עוסק מורשה ${taxId}</div>`}
<div class="c sm">פטריות טריות נקטפות כל בוקר · החלפה בהצגת חשבונית</div>
</div>`;
    const page = co ? '80mm 210mm' : '58mm 230mm';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Miriam Mono CLM'"};font-size:${co ? '11.5px' : '10px'};color:#111}
.slip{padding:4mm 3mm}.brand{font-size:20px;font-weight:bold;font-family:${co ? "'Yehuda CLM','Aharoni CLM'" : "'Aharoni CLM'"}}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
