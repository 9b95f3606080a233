import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-shofar-workshop-till';

/** Goods: Hebrew name, price in agorot (2022). */
const GOODS: [string, number][] = [
  ['שופר איל טבעי 30 ס"מ', 18000],
  ['שופר איל מלוטש 40 ס"מ', 29000],
  ['שופר איל מלוטש 50 ס"מ', 42000],
  ['שופר תימני (קודו) 80 ס"מ', 98000],
  ['שופר תימני (קודו) 110 ס"מ', 165000],
  ['מעמד עץ זית לשופר', 9500],
  ['נרתיק בד רקום לשופר', 7000],
  ['ערכת ניקוי ושמן לשופר', 3500],
  ['חריטת שם על השופר', 4000],
  ['סדנת תקיעה (למשתתף)', 6000],
];

/**
 * A shofar maker's workshop till in Tzfat's artists' quarter, 80 mm (Shofar): the trade name large, the maker's own name
 * as a licensed dealer ("עוסק מורשה") with his nine-digit number, "חשבונית מס / קבלה" and a five-digit number on the
 * left and the date (dd/mm/yy) with the time on the right of one row, goods in two columns (name with "qty x price" under
 * it, sum), a 5% discount for two shofars or more on some, "סה"כ לתשלום" with "ש"ח" after the amount, VAT contained
 * ("מזה מע"מ"), cash or card. Closed on Saturdays.
 */
export const heShofarWorkshopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const picked = rng.some(GOODS, rng.int(2, 5));
    const lines = picked.map(([name, price]) => {
      const qty = name.includes('סדנת') ? rng.int(2, 6) : rng.chance(0.8) ? 1 : 2;
      const each = Math.round((price * up) / 100) * 100;
      return { name, qty, each, sum: qty * each };
    });
    const gross = total(lines.map((l) => l.sum));
    const shofars = lines.filter((l) => l.name.startsWith('שופר')).reduce((s, l) => s + l.qty, 0);
    const discount = shofars >= 2 && rng.chance(0.7) ? Math.round(gross * 0.05) : 0;
    const pay = gross - discount;
    const vat = vatIn(pay, rate);
    const vendorName = 'יהודה אלמליח';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(10000, 39999));
    const card = rng.chance(0.6);
    const body = `<div class="c brand">שופרות אלמליח</div><div class="c">בית מלאכה לשופרות · רח׳ האמנים, צפת</div>
<div class="c sm">${vendorName} - עוסק מורשה ${ltr(taxId)}<br>טל׳ ${ltr(`04-69${rng.digits(5)}`)}</div>
<div class="dbl"></div>
<div class="row b"><span>חשבונית מס / קבלה ${ltr(doc)}</span><span>${ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(rng.int(9 * 60, 18 * 60))}`)}</span></div>
<div class="rule"></div>
${lines.map((l) => `<div class="row"><span>${l.name.replace(/\d+/g, (m) => ltr(m))}</span><span>${ltr(amount(l.sum))}</span></div><div class="sm q">${ltr(`${l.qty} x ${amount(l.each)}`)}</div>`).join('')}
<div class="rule"></div>
${discount ? `<div class="row"><span>סכום ביניים</span><span>${ltr(amount(gross))}</span></div><div class="row"><span>הנחה ${ltr('5%')} על שני שופרות ומעלה</span><span>${ltr(`-${amount(discount)}`)}</span></div>` : ''}
<div class="row tot"><span>סה"כ לתשלום</span><span>${ltr(amount(pay))} ש"ח</span></div>
<div class="row sm"><span>מזה מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="row sm"><span>${card ? `אשראי ${ltr(`****${rng.digits(4)}`)}` : 'מזומן'}</span><span>${ltr(amount(pay))}</span></div>
<div class="rule"></div>
<div class="c sm">כל שופר נבדק ונתקע לפני המכירה<br>החלפה תוך ${ltr('14')} יום עם חשבונית זו · שבת שלום</div>`;
    const css = `${baseCss}
body{font-family:'Shofar','DejaVu Sans';font-size:12.5px;width:70mm;padding:4mm 5mm}.brand{font-size:21px;font-weight:bold}.q{color:#333;margin:0 0 3px 0}.tot{font-size:16px;font-weight:bold;margin:3px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
