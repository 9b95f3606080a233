import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-venezuelan-arepa-bill';

/** Dishes and drinks: name, lowest and highest price in agorot (with VAT). */
const MENU: [string, number, number][] = [
  ['ארפה ריינה פפיאדה', 5200, 5800],
  ['ארפה פבויון', 5600, 6200],
  ['ארפה דומינו', 4600, 5200],
  ['קצ׳פה עם גבינה לבנה', 4800, 5400],
  ['טקניוס (6 יח׳)', 3400, 3900],
  ['אמפנדות בקר (3 יח׳)', 3800, 4400],
  ['פטקון עוף', 5400, 6000],
  ['יוקה מטוגנת', 2600, 3000],
  ['טוסטונס (פלנטיין)', 2400, 2900],
  ['פבלון קריולו', 7200, 7900],
  ['לימונדה עם נענע', 1800, 2200],
  ['צ׳יצ׳ה ונצואלנית', 2200, 2600],
  ['בירה מהחבית', 2800, 3200],
  ['קפה ונצואלני', 1200, 1500],
  ['קסיו דה לצ׳ה (פודינג)', 3200, 3600],
];

/**
 * A Venezuelan arepa restaurant's bill in Florentin, Tel Aviv: 80 mm, Miriam CLM, the licensed
 * dealer's own name and id at the foot under the brand, dd/mm/yy, table and diners; 10% service
 * added for 10 diners or more (taxed with the food), otherwise a tip suggestion and sometimes a tip
 * paid on the card, printed apart under the bill (never a Sunday).
 */
export const heVenezuelanArepaBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date: d0 } = next(ID, rng);
    const date = avoid(d0, [0]);
    const rate = israeliRate(date);
    const diners = rng.chance(0.3) ? rng.int(10, 16) : rng.int(2, 6);
    const lines = rng.some(MENU, Math.min(MENU.length, rng.int(4, 7) + Math.floor(diners / 3))).map(([name, lo, hi]) => {
      const qty = rng.int(1, Math.max(1, Math.ceil(diners / 2)));
      const unit = rng.int(lo / 100, hi / 100) * 100;
      return { name, qty, unit, sum: qty * unit };
    });
    const food = total(lines.map((l) => l.sum));
    const service = diners >= 10 ? Math.round(food / 10) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const dealer = 'דניאל רודריגס';
    const taxId = idOf(dealer, false);
    const doc = String(rng.int(2000, 9999));
    const tipPct = service ? 0 : rng.pick([0, 10, 12, 15]);
    const tip = Math.round((gross * tipPct) / 100);
    const open = rng.int(19 * 60, 22 * 60);
    const body = `<div class="c"><div class="brand">אל ארפרו</div><div class="sm">מטבח ונצואלני · פלורנטין</div><div class="sm">רחוב ויטל ${ltr(String(rng.int(2, 30)))}, תל אביב-יפו</div></div>
<div class="dash"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div>
${row(`תאריך ${ltr(dt(date, 'dd/mm/yy'))}`, `פתיחה ${ltr(hhmm(open))} · סגירה ${ltr(hhmm(open + rng.int(50, 140)))}`)}
${row(`שולחן ${ltr(String(rng.int(1, 24)))}`, `סועדים ${ltr(String(diners))}`)}
<div class="dash"></div>
${lines.map((l) => row(`${ltr(String(l.qty))} ${l.name}`, ltr(amount(l.sum)))).join('')}
<div class="dash"></div>
${service ? `${row('סה"כ מנות', ltr(amount(food)))}${row(`שירות ${ltr('10%')} - קבוצה`, ltr(amount(service)))}` : ''}
${row('לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}
${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
<div class="dash"></div>
${
  service
    ? `<div class="c sm">השירות כלול בחשבון</div>`
    : `<div class="c sm">השירות אינו כלול · המלצה: ${[10, 12, 15].map((p) => `${ltr(`${p}%`)} = ${ltr(amount(Math.round((gross * p) / 100)))}`).join(' · ')}</div>
${tip ? `${row('טיפ למלצר', ltr(amount(tip)))}${row('חיוב באשראי', ltr(amount(gross + tip)))}` : ''}`
}
<div class="dash"></div>
<div class="c sm">${dealer} · עוסק מורשה ${ltr(taxId)}</div><div class="c sm">${ltr('¡Gracias!')} תודה שבאתם</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:12px;width:72mm;padding:4mm}.brand{font-size:22px;font-weight:bold}.dash{border-top:1px dashed #000;margin:5px 0}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName: dealer, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
