import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn } from './extra';

const ID = 'he-custom-doormat-webshop-order';

/** Doormats: name, size, lowest and highest price in whole shekels (with VAT). */
const MATS: [string, string, number, number][] = [
  ['שטיח כניסה מודפס בעיצוב אישי', '40x60', 89, 119],
  ['שטיח כניסה מודפס בעיצוב אישי', '60x90', 149, 189],
  ['שטיח קוקוס עם שם המשפחה', '45x75', 119, 149],
  ['שטיח גומי חיצוני עם מספר הבית', '50x80', 129, 169],
  ['שטיח למשרד עם לוגו', '85x150', 289, 369],
  ['שטיחון מטבח מודפס', '45x120', 139, 179],
];

/**
 * A custom doormat web shop's invoice in Petah Tikva's Segula area, A4 (Nachlieli CLM): invoice number and date beside
 * the order number, date and time, SKUs and sizes, the text printed on each mat, a design fee on some, a 10% coupon on
 * some, courier or pickup point, VAT contained, card. The invoice is dated the day of the order or up to two days after.
 */
export const heCustomDoormatWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const ordered = plus(date, -rng.int(0, 2));
    const lines = rng.some(MATS, rng.int(1, 3)).map(([name, size, lo, hi]) => {
      const qty = rng.int(1, 3);
      const unit = rng.int(lo, hi) * 100 - 10;
      return {
        name,
        size,
        qty,
        unit,
        sum: qty * unit,
        sku: `DM-${size.replace('x', '')}-${rng.digits(3)}`,
        text: rng.pick(['משפחת לוי', 'ברוכים הבאים', 'בית שמח', 'HOME', 'מספר 12', 'שלום']),
      };
    });
    const goods = total(lines.map((l) => l.sum));
    const design = rng.chance(0.3) ? 4900 : 0;
    const coupon = rng.chance(0.35) ? -Math.round(goods * 0.1) : 0;
    const ship = rng.pick([
      ['שליח עד הבית', 3900],
      ['נקודת איסוף', 1900],
      ['איסוף עצמי מהמפעל', 0],
    ] as [string, number][]);
    const gross = goods + design + coupon + ship[1];
    const vat = vatIn(gross, rate);
    const vendorName = 'מילה על הסף בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(12000, 46000));
    const rows = lines.map((l) => [
      ltr(l.sku),
      `${l.name} ${ltr(`${l.size} cm`)}<div class="sm">טקסט: "${ltr(l.text)}"</div>`,
      ltr(String(l.qty)),
      ltr(amount(l.unit)),
      ltr(amount(l.sum)),
    ]);
    if (design) rows.push(['', 'עיצוב גרפי אישי על ידי המעצבת', ltr('1'), ltr(amount(design)), ltr(amount(design))]);
    if (coupon) rows.push(['', `קופון ${ltr('WELCOME10')} - ${ltr('10%')} הנחה`, '', '', ltr(amount(coupon))]);
    rows.push(['', ship[0], ltr('1'), ltr(amount(ship[1])), ltr(amount(ship[1]))]);
    const body = `<div class="head"><div><div class="brand">מילה על הסף</div><div class="sm">שטיחי כניסה בהדפסה אישית · ${ltr('www.milaalhasaf.co.il')}</div></div><div class="sm">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>רח׳ השילוח ${ltr(String(rng.int(5, 60)))}, אזור תעשייה סגולה, פתח תקווה</div></div>
<div class="top"><div>${pairs([
      ['חשבונית מס / קבלה', ltr(doc)],
      ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
    ])}</div><div>${pairs([
      ['מס׳ הזמנה', ltr(`#${rng.int(100000, 999999)}`)],
      ['הוזמן', `${ltr(dt(ordered, 'dd/mm/yyyy'))} ${ltr(hhmm(rng.int(0, 1439)))}`],
    ])}</div></div>
${items(['מק"ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'], rows)}
<div class="tot">${row('סה"כ לתשלום', ltr(`₪${amount(gross)}`), 'b big')}${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(`₪${amount(vat)}`))}${row('שולם בכרטיס אשראי', ltr(`**** ${rng.digits(4)}`))}</div>
<div class="foot">מוצרים בהתאמה אישית אינם ניתנים להחזרה, למעט פגם בייצור.</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','DejaVu Sans';font-size:12.5px;padding:14mm 15mm}.head{display:flex;justify-content:space-between;border-bottom:2px solid #b0562b;padding-bottom:8px}.brand{font-size:28px;font-weight:bold;color:#b0562b}
.top{display:flex;justify-content:space-between;margin:10px 0}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tot{width:45%;margin:8px auto 0 0}.big{font-size:1.15em}.foot{margin-top:18px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
