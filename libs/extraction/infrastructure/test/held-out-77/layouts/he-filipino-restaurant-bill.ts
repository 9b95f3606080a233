import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-filipino-restaurant-bill';

/** Dishes: Hebrew name, Filipino name, price in agorot in 2022. */
const MENU: [string, string, number][] = [
  ['אדובו עוף', 'Chicken Adobo', 5800],
  ['סיניגאנג חזיר', 'Sinigang na Baboy', 6200],
  ['לומפיה (6 יח׳)', 'Lumpia Shanghai', 3400],
  ['פנסיט ביהון', 'Pancit Bihon', 5200],
  ['לצ׳ון קאוואלי', 'Lechon Kawali', 7200],
  ['קארה-קארה', 'Kare-Kare', 7800],
  ['סיסיג', 'Sisig', 6400],
  ['אורז שום', 'Sinangag', 1400],
  ['הלו-הלו', 'Halo-Halo', 3200],
  ['לצ׳ה פלאן', 'Leche Flan', 2600],
  ['מיץ קלמנסי', 'Calamansi Juice', 1600],
  ['בירה סן מיגל', 'San Miguel Pale Pilsen', 2800],
];
const WAITERS = ['ג׳וי', 'מרק', 'אנג׳לי', 'רוי', 'ליזה'];

/**
 * A Filipino restaurant's bill near the Tel Aviv central bus station, 80 mm (Keter YG): Latin brand "KUSINA MANILA", the
 * company's name and id, table, check number, covers and waiter, each dish in Hebrew with its Filipino name small under
 * it and quantity and sum at the left, a 10% service charge ("דמי שירות") added for six covers or more, the total with VAT
 * contained, then "חשבונית מס / קבלה" with its own number after the total; a tip left on the card on some, printed under
 * the invoice as outside it with the card charge (total plus tip). Closed on Mondays.
 */
export const heFilipinoRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [1]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const covers = rng.int(2, 9);
    const dishes = rng.some(MENU, Math.min(MENU.length, rng.int(3, 4) + Math.floor(covers / 2))).map(([he, fil, p]) => {
      const qty = rng.int(1, Math.max(1, Math.ceil(covers / 2)));
      const each = Math.round((p * up) / 100) * 100;
      return { he, fil, qty, each, sum: qty * each };
    });
    const food = total(dishes.map((d) => d.sum));
    const service = covers >= 6 ? share(food, 10) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const vendorName = 'מנילה טעמים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(200000, 299999));
    const check = String(rng.int(1000, 9999));
    const tip = service === 0 && rng.chance(0.6) ? Math.round((gross * rng.pick([10, 12, 15])) / 100 / 100) * 100 : 0;
    const open = rng.int(12 * 60, 21 * 60);
    const card = rng.digits(4);
    const rows = dishes
      .map((d) => `<tr><td>${d.he}<div class="fil">${ltr(d.fil)}</div></td><td class="q">${ltr(`${d.qty} x ${amount(d.each)}`)}</td><td class="s">${ltr(amount(d.sum))}</td></tr>`)
      .join('');
    const body = `<div class="c brand">${ltr('KUSINA MANILA')}</div><div class="c">מטבח פיליפיני ביתי</div>
<div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}<br>רח׳ נווה שאנן ${ltr(String(rng.int(3, 40)))}, תל אביב · ${ltr(`03-${rng.int(5, 6)}${rng.digits(6)}`)}</div>
<div class="dash"></div>
<table class="hd"><tr><td>שולחן ${ltr(String(rng.int(1, 24)))}</td><td>חשבון ${ltr(check)}</td></tr><tr><td>סועדים ${ltr(String(covers))}</td><td>מלצר/ית ${rng.pick(WAITERS)}</td></tr><tr><td>${ltr(dt(date, 'dd/mm/yyyy'))}</td><td>פתיחה ${ltr(hhmm(open))} · סגירה ${ltr(hhmm(open + rng.int(40, 130)))}</td></tr></table>
<div class="dash"></div>
<table class="d">${rows}</table>
<div class="dash"></div>
<div class="row"><span>סה"כ מנות</span><span>${ltr(amount(food))}</span></div>
${service ? `<div class="row"><span>דמי שירות ${ltr('10%')} (${ltr('6')} סועדים ומעלה)</span><span>${ltr(amount(service))}</span></div>` : ''}
<div class="row tot"><span>סה"כ לתשלום</span><span>${ltr(`₪ ${amount(gross)}`)}</span></div>
<div class="row sm"><span>כולל מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="dash"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div>
${
  tip
    ? `<div class="tipbox"><div class="row"><span>טיפ למלצר/ית</span><span>${ltr(amount(tip))}</span></div><div class="sm">הטיפ אינו חלק מהחשבונית ואינו כולל מע"מ</div><div class="row"><span>סה"כ חיוב בכרטיס ${ltr(`****${card}`)}</span><span>${ltr(amount(gross + tip))}</span></div></div>`
    : `<div class="row sm"><span>שולם באשראי ${ltr(`****${card}`)}</span><span>${ltr(amount(gross))}</span></div>${service ? '' : `<div class="c sm">השירות אינו כלול במחיר</div>`}`
}
<div class="c sm">${ltr('Salamat po!')} תודה ולהתראות</div>`;
    const css = `${baseCss}
body{font-family:'Keter YG','FreeSerif';font-size:13px;width:72mm;padding:4mm}.brand{font-size:21px;font-weight:bold;letter-spacing:2px}
.dash{border-top:1px dashed #000;margin:5px 0}.hd{width:100%;font-size:12px}.hd td{padding:1px 0}.d{width:100%}.d td{vertical-align:top;padding:2px 0}.fil{font-size:10.5px;font-style:italic}
.d .q{font-size:11px;white-space:nowrap;padding:2px 4px}.d .s{text-align:left;white-space:nowrap}.tot{font-size:16px;font-weight:bold;margin-top:3px}.tipbox{border:1px solid #000;padding:3px 5px;margin:5px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      page: '80mm 260mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
