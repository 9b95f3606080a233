import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, grid, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-uyghur-restaurant-bill';

/** Dishes: Hebrew, Latin name, price in agorot (VAT included, 2022). */
const DISHES: [string, string, number][] = [
  ['לגמן אטריות משוכות ביד', 'Lagman', 6200],
  ['פולו אורז עם כבש וגזר', 'Polo', 6800],
  ['סמסה בתנור טנדיר', 'Samsa', 2400],
  ['מנטה כיסוני בשר מאודים', 'Manta', 4900],
  ['שיפוד כבש על גחלים', 'Kawap', 3900],
  ['דפנג׳י עוף גדול', 'Dapanji', 14900],
  ['סלט חצילים ופלפלים', 'Achchiq-chuchuk', 2900],
  ['נאן טנדיר', 'Nan', 1500],
  ['סויקש אטריות מוקפצות', 'Suyqash', 5600],
  ['חושאן לחמניות מטוגנות', 'Hoshan', 3400],
  ['תה ירוק קומקום', 'Green tea pot', 1800],
  ['קומפוט משמשים', 'Kompot', 1400],
  ['בקלוואה אויגורית', 'Baklava', 2600],
];

/**
 * An Uyghur restaurant's bill in Yavne, 80 mm (Frank Ruehl CLM): Latin name, company name and id, a grid of table,
 * diners, waiter and date, "חשבון / חשבונית מס" number, each dish with its Latin name and quantity x price, a 10% service
 * charge included for ten diners or more, otherwise "שירות אינו כלול" with no tip on the bill, VAT contained, card.
 */
export const heUyghurRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const diners = rng.chance(0.35) ? rng.int(10, 16) : rng.int(2, 6);
    const picks = rng.some(DISHES, Math.min(DISHES.length, rng.int(4, 6) + Math.floor(diners / 4)));
    const lines = picks.map(([he, lat, p]) => {
      const unit = Math.round((p * up) / 100) * 100;
      const qty = lat === 'Dapanji' ? Math.max(1, Math.floor(diners / 5)) : rng.int(1, Math.max(1, Math.ceil(diners / 2)));
      return { he, lat, unit, qty, sum: unit * qty };
    });
    const food = total(lines.map((l) => l.sum));
    const service = diners >= 10 ? share(food, 10) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'טיאנשאן מסעדות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(200000, 489999));
    const minutes = rng.int(720, 1380);
    const body = `<div class="c"><div class="brand">טיאן שאן</div><div class="lat">${ltr('TIAN SHAN · Uyghur Kitchen')}</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">שד׳ דואני ${ltr(String(rng.int(2, 60)))}, יבנה · ${ltr(`08-94${rng.digits(5)}`)}</div></div>
${grid([
  ['שולחן', ltr(String(rng.int(1, 32)))],
  ['סועדים', ltr(String(diners))],
  ['מלצר/ית', rng.pick(['דילנור', 'אליה', 'מאיר', 'שירן', 'תומר'])],
  ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
])}
<div class="c b">חשבון / חשבונית מס מס׳ ${ltr(doc)}</div>
<div class="c sm">נפתח ${ltr(hhmm(minutes - rng.int(40, 120)))} · הודפס ${ltr(hhmm(minutes))}</div>
<table class="d"><thead><tr><th>מנה</th><th>כמות</th><th>סכום</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${l.he}<div class="sm">${ltr(l.lat)} · ${ltr(amount(l.unit))} ליח׳</div></td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.sum))}</td></tr>`)
      .join('')}</tbody></table>
${row('סה"כ מנות', ltr(amount(food)))}
${service ? row(`דמי שירות ${ltr('10%')} (קבוצה מ-${ltr('10')} סועדים)`, ltr(amount(service))) : ''}
<div class="dbl"></div>
${row('לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}
${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
<div class="rule"></div>
${row('שולם באשראי', ltr(`${rng.pick(['VISA', 'MC', 'AMEX'])} ${rng.digits(4)}`), 'sm')}
${service ? '<div class="c sm">דמי השירות כלולים בחשבון.</div>' : '<div class="c sm">השירות אינו כלול במחיר. תודה על ביקורכם!</div>'}`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','DejaVu Serif';font-size:12.5px;width:70mm;padding:4mm}.brand{font-size:23px;font-weight:bold}.lat{font-size:10.5px;letter-spacing:1px}
.grid th{background:#eee}.d{width:100%;margin:6px 0}.d th{border-bottom:1px solid #000;text-align:start;font-size:11px}.d td{padding:2px 0;vertical-align:top;border-bottom:1px dotted #999}.d td:nth-child(n+2),.d th:nth-child(n+2){text-align:left}.big{font-size:1.3em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 210mm', css, body }),
      page: '80mm 210mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
