import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, landline, sh, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-crystal-mineral-shop-till';

/** Item and lowest and highest price in whole shekels (including VAT). */
const PIECES: [string, number, number][] = [
  ['אמטיסט גולמי - אשכול', 45, 180],
  ['כדור קוורץ ורוד 6 ס"מ', 90, 220],
  ['גיאודה פתוחה - זוג', 60, 240],
  ['ציטרין מלוטש', 35, 95],
  ['אבן אילת - תליון כסף', 120, 320],
  ['מלכיט - ביצה מלוטשת', 55, 140],
  ['לברדוריט - דיסק', 40, 110],
  ['קוביית פיריט', 25, 70],
  ['מוט סלניט 20 ס"מ', 20, 45],
  ['מנורת מלח הימלאיה', 80, 190],
  ['צמיד אבנים טבעיות', 39, 89],
  ['טביעת אמוניט', 65, 260],
  ['מאובן טרילוביט', 90, 350],
  ['ערכת אבני חן לילדים', 35, 60],
  ['פירמידת אובסידיאן', 50, 130],
  ['שרשרת טורקיז', 110, 290],
];

/** Tumbled stones sold by weight: name and price per 100 g in agorot. */
const LOOSE: [string, number][] = [
  ['אבנים מלוטשות מעורבות', 2900],
  ['שבבי אמטיסט', 2400],
  ['חלוקי ירקן', 3500],
];

/** A crystal and mineral shop's till slip (never a Saturday), prices including VAT. */
export const heCrystalMineralShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const picked = rng.some(PIECES, rng.int(2, 5)).map(([name, lo, hi]) => ({ name, qty: rng.chance(0.25) ? 2 : 1, unit: rng.int(lo, hi) * 100 }));
    const lines = picked.map((p) => ({ name: p.name, detail: `${p.qty} × ${amount(p.unit)}`, sum: p.qty * p.unit, qty: p.qty, unit: p.unit }));
    if (rng.chance(0.6)) {
      const [name, per100] = rng.pick(LOOSE);
      const grams = rng.int(80, 450);
      lines.push({ name, detail: `${grams} גר׳ × ${amount(per100)} ל-100 גר׳`, sum: Math.round((grams * per100) / 100), qty: 1, unit: 0 });
    }
    const lineSum = total(lines.map((l) => l.sum));
    const member = co && rng.chance(0.5);
    const disc = member ? share(lineSum, 10) : 0;
    const gross = lineSum - disc;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'אבני הגליל מינרלים וקריסטלים בע"מ' : 'רונית אזולאי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CR${rng.int(10, 39)}/${rng.int(10000, 99999)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? sh(c, '₪ x') : amount(c));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : dt(d, 'dd/mm/yy'));
    const clock = `${String(rng.int(9, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const cash = rng.chance(0.35);
    const given = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const pay = cash
      ? `${row('מזומן', ltr(money(given)))}${row('עודף', ltr(money(given - gross)))}`
      : `${row(`אשראי ${ltr(`****${rng.digits(4)}`)}`, ltr(money(gross)))}${row('מס׳ אישור', ltr(rng.digits(7)))}`;
    const body = co
      ? `<div class="c"><div class="brand">אבני הגליל</div><div>${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div><div class="sm">מרכז קריית טבעון, רח׳ השוק 4 · ${ltr(landline(rng))}</div></div>
<div class="dbl"></div><div class="c b">חשבונית מס / קבלה</div>
${row('מס׳', ltr(doc))}${row('תאריך', ltr(f(date)))}${row('שעה', ltr(clock))}${row('קופה / קופאי', ltr(`${rng.int(1, 3)} / ${rng.int(100, 999)}`))}
<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(`<span class="sm">${ltr(l.detail)}</span>`, ltr(money(l.sum)))}`).join('')}
<div class="rule"></div>
${row('סכום ביניים', ltr(money(lineSum)))}${member ? row('הנחת חבר מועדון 10%', ltr(money(-disc))) : ''}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ ללא מע"מ', ltr(money(gross - vat)))}
<div class="rule"></div>${pay}
${member ? `<div class="sm">חבר מועדון: ${ltr(cellular(rng))} · נקודות שנצברו: ${Math.floor(gross / 1000)}</div>` : ''}
<div class="sm c">החלפה תוך 14 יום עד ${ltr(f(plus(date, 14)))} בצירוף חשבונית. אבנים טבעיות - כל פריט ייחודי.</div>`
      : `<div class="c"><div class="brand">אמטיסט</div><div class="sm">אבנים ומינרלים מהמכתש</div><div class="sm">מתחם הספיריה, מצפה רמון</div><div class="sm">${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">חשבונית מס קבלה ${ltr(doc)}</div>
<div class="c">${ltr(f(date))} ${ltr(clock)}</div><div class="rule"></div>
${lines.map((l) => row(`${l.name}<br><span class="sm">${ltr(l.detail)}</span>`, ltr(money(l.sum)))).join('')}
<div class="rule"></div>
${row('סה"כ', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}
<div class="rule"></div>${pay}
<div class="sm c">תודה ולהתראות במכתש!</div>
<div class="rule"></div><div class="sm c">רונית אזולאי · עוסק מורשה ${ltr(taxId)}</div>`;
    const width = co ? 80 : 58;
    const page = `${width}mm ${co ? 200 : 175}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Nachlieli CLM'" : "'Miriam Mono CLM'"};font-size:${co ? 12 : 10}px;padding:4mm ${co ? 4 : 2.5}mm;width:${width}mm;box-sizing:border-box}.brand{font-size:${co ? 22 : 17}px;font-weight:bold}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
