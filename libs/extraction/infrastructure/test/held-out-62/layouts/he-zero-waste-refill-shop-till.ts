import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, sh, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-zero-waste-refill-shop-till';

/** Dry goods and cleaning liquids sold by weight or volume into the customer's own jar: name, unit, lowest and highest price per 100 g / 100 ml in agorot (with VAT). */
const BULK: [string, string, number, number][] = [
  ['שיבולת שועל עבה', 'גר׳', 190, 290],
  ['אורז בסמטי מלא', 'גר׳', 240, 360],
  ['עדשים אדומות', 'גר׳', 180, 260],
  ['גרנולה אגוזים ודבש', 'גר׳', 490, 690],
  ['שקדים טבעיים', 'גר׳', 690, 990],
  ['קשיו קלוי', 'גר׳', 790, 1090],
  ['צימוקים כהים', 'גר׳', 290, 420],
  ['קינואה לבנה', 'גר׳', 390, 560],
  ['פסטה פנה מקמח מלא', 'גר׳', 170, 250],
  ['נוזל כלים אקולוגי', 'מ"ל', 120, 190],
  ['נוזל כביסה צמחי', 'מ"ל', 140, 220],
  ['סבון ידיים זית', 'מ"ל', 210, 330],
  ['חומץ ניקוי 10%', 'מ"ל', 60, 110],
];
/** Items sold by the piece: name, lowest and highest price in agorot. */
const PIECES: [string, number, number][] = [
  ['מברשת שיניים במבוק', 1200, 1900],
  ['שמפו מוצק', 3400, 4900],
  ['שקית בד לירקות', 1500, 2400],
  ['צנצנת זכוכית 1 ל׳', 1400, 2200],
  ['ספוג לופה טבעי', 900, 1600],
  ['עטיפת שעוות דבורים', 3900, 5900],
];

/** A zero-waste refill shop's till slip (never a Saturday), prices including VAT, goods weighed into the customer's own containers. */
export const heZeroWasteRefillShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(BULK, rng.int(3, 6)).map(([name, unit, lo, hi]) => {
      const per100 = rng.int(lo / 10, hi / 10) * 10;
      const qty = rng.int(12, 90) * 10;
      return { name, detail: `${qty} ${unit} × ${amount(per100)} ל-100 ${unit}`, sum: Math.round((qty * per100) / 100), tare: rng.int(180, 520) };
    });
    for (const [name, lo, hi] of rng.some(PIECES, rng.int(0, 2))) {
      const qty = rng.int(1, 3);
      const unit = rng.int(lo / 10, hi / 10) * 10;
      lines.push({ name, detail: `${qty} × ${amount(unit)}`, sum: qty * unit, tare: 0 });
    }
    const sub = total(lines.map((l) => l.sum));
    // Bring-your-own-jar discount on the company's tills.
    const disc = co && rng.chance(0.5) ? share(sub, 5) : 0;
    const gross = sub - disc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'ממלאים מחדש חנויות מילוי בע"מ' : 'נועה שטרנברג';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZW-${date.slice(2, 4)}/${rng.int(10000, 99999)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x ש"ח'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yy') : dt(d, 'dd.mm.yyyy'));
    const hour = `${String(rng.int(9, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const cardPay = rng.chance(0.6);
    const cash = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const pay = cardPay
      ? `${row('אשראי', ltr(money(gross)))}<div class="sm">כרטיס ${ltr(`****${rng.digits(4)}`)} · אישור ${ltr(rng.digits(7))}</div>`
      : `${row('מזומן', ltr(money(cash)))}${row('עודף', ltr(money(cash - gross)))}`;
    const list = lines
      .map((l) =>
        co
          ? `<div class="it"><div>${l.name}</div>${row(`<span class="sm">${ltr(l.detail)}</span>`, ltr(money(l.sum)))}${l.tare ? `<div class="sm">משקל כלי ${ltr(`${l.tare} גר׳`)} (קוזז)</div>` : ''}</div>`
          : row(`${l.name} <span class="sm">${ltr(l.detail)}</span>`, ltr(amount(l.sum))),
      )
      .join('');
    const body = co
      ? `<div class="c"><div class="brand">ממלאים מחדש</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ ביאליק 44, רמת גן · ${ltr(landline(rng))}</div></div>
<div class="dbl"></div><div class="c b">חשבונית מס / קבלה</div>
${row('מס׳', ltr(doc))}${row('תאריך', ltr(f(date)))}${row('שעה', ltr(hour))}${row('קופה', ltr(`0${rng.int(1, 3)}`))}
<div class="rule"></div>${list}<div class="rule"></div>
${row('סכום ביניים', ltr(money(sub)))}${disc ? row('הנחת כלי אישי 5%', ltr(money(-disc))) : ''}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ ללא מע"מ', ltr(money(gross - vat)))}
<div class="rule"></div>${pay}
<div class="c sm">חסכת היום ${ltr(String(lines.filter((l) => l.tare).length))} אריזות חד-פעמיות<br>החלפה עד ${ltr(f(plus(date, 7)))} בצירוף החשבונית</div>`
      : `<div class="c"><div class="brand">צנצנת</div><div class="sm">מכולת מילוי ללא אריזות · רח׳ ויצמן 81, כפר סבא · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">קבלה / חשבונית מס ${ltr(doc)}</div><div class="c">${ltr(f(date))} ${ltr(hour)}</div>
<div class="rule"></div>${list}<div class="rule"></div>
${row('סה"כ', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>${pay}
<div class="rule"></div><div class="c sm">נועה שטרנברג · עוסק מורשה ${ltr(taxId)}<br>הביאו צנצנות נקיות ויבשות</div>`;
    const width = co ? 80 : 72;
    const page = `${width}mm ${co ? 150 + lines.length * 14 : 120 + lines.length * 8}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Frank Ruehl CLM'" : "'Simple CLM'"};font-size:${co ? 12 : 11}px;width:${width - 8}mm;padding:4mm}
.brand{font-size:${co ? 22 : 20}px;font-weight:bold;color:#33691e}.big{font-size:1.15em}.it{margin:2px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
