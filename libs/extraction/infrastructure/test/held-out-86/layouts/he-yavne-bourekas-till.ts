import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-yavne-bourekas-till';

/** Name, agorot per kilo (by weight) or per unit, by weight? (2022 prices). */
const GOODS: [string, number, boolean][] = [
  ['בורקס גבינה', 5200, true],
  ['בורקס תפו"א', 4800, true],
  ['בורקס פטריות', 5400, true],
  ['בורקס תרד', 5200, true],
  ['סמבוסק חומוס', 5800, true],
  ['רוגלך שוקולד', 6200, true],
  ['ג׳חנון קפוא 5 יח׳', 3200, false],
  ['מלוואח קפוא 4 יח׳', 2800, false],
  ['חלה מתוקה', 1600, false],
  ['ביצה חמה', 300, false],
  ['קוביות בצק עלים 1 ק"ג', 2400, false],
  ['עוגת שמרים שוקולד', 3500, false],
];

/**
 * A bourekas bakery's 80 mm till slip in Yavne's old market (Keter YG heading, Miriam Mono CLM lines): the trade name, the
 * company with "ח.פ:" plain, "חשבונית מס/קבלה" and "מס' מסמך" (six digits), "קופה", date (dd.mm.yy) and time, goods by weight as
 * "0.750 ק"ג × 52.00" and by the unit, "סה"כ" with "ש"ח", "הסכום כולל מע"מ" with rate and VAT, cash and change or card. Not on Saturday.
 */
export const heYavneBourekasTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const lines = rng.some(GOODS, rng.int(3, 6)).map(([name, p, byWeight]) => {
      const unit = Math.round((p * up) / 10) * 10;
      if (byWeight) {
        const g = rng.int(250, 1500);
        return { name, qty: `${(g / 1000).toFixed(3)} ק"ג`, unit, sum: Math.round((g * unit) / 1000) };
      }
      const q = rng.int(1, 4);
      return { name, qty: `${q} יח׳`, unit, sum: q * unit };
    });
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'בורקס השוק יבנה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 399999));
    const cash = rng.chance(0.4);
    const paid = cash ? Math.ceil(gross / 5000) * 5000 : gross;
    const body = `<div class="hd">בורקס השוק</div><div class="c">${vendorName}<br>ח.פ: ${ltr(taxId)}<br>רח׳ הדקל 4, השוק הישן, יבנה · ${ltr(landline(rng))}</div><div class="rule"></div>
<div class="c b">חשבונית מס/קבלה</div>${row("מס' מסמך", ltr(doc))}${row('קופה', ltr(`0${rng.int(1, 3)}`))}${row('תאריך', ltr(`${dt(date, 'dd.mm.yy')} ${hhmm(rng.int(6 * 60, 14 * 60))}`))}<div class="rule"></div>
${lines.map((l) => `<div>${l.name}</div>${row(ltr(`${l.qty.replace(' ק"ג', '')} × ${amount(l.unit)}`) + (l.qty.includes('ק"ג') ? ' ק"ג' : ''), ltr(amount(l.sum)))}`).join('')}<div class="dbl"></div>
${row('סה"כ', `${ltr(amount(gross))} ש"ח`, 'big')}${row(`הסכום כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)), 'sm')}
${cash ? row('מזומן', ltr(amount(paid))) + row('עודף', ltr(amount(paid - gross))) : row('אשראי', ltr(`XXXX-${rng.digits(4)}`))}<div class="c sm">תודה ובתיאבון!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam Mono CLM','FreeMono';font-size:12px;width:72mm;padding:4mm}.hd{font-family:'Keter YG';font-size:26px;text-align:center}.big{font-size:16px;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      page: '80mm 200mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
