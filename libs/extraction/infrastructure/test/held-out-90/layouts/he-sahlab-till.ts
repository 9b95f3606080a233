import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-sahlab-till';

/** Name, agorot per cup or portion. */
const MENU: [string, number][] = [
  ['סחלב חם עם קינמון', 1800],
  ['סחלב גדול עם אגוזים', 2400],
  ['מלבי מי ורדים', 1600],
  ['מלבי עם פיסטוק', 1900],
  ['תה נענע', 900],
  ['קפה שחור בהל', 1100],
  ['עוגת סולת', 1400],
  ['ערמונים קלויים 100 גר׳', 1500],
];

/**
 * A winter sahlab and malabi stall in a market, 76 mm (Shofar name, Miriam CLM): "ח.פ." plain, "קבלה / חשבונית מס", the
 * document number as register and running number ("קופה 2 מס' 2-08831"), date dd.mm.yy and time on one line, cups with
 * quantity before the name, "לתשלום" with "₪" after, "מתוכו מע"מ" with rate (contained), cash or Bit; closed on Saturday.
 */
export const heSahlabTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 2, 3, 10, 11, 12]);
    const date = avoid(raw, [6]);
    const lines = rng.some(MENU, rng.int(2, 5)).map(([name, p]) => ({ name, q: rng.int(1, 4), p }));
    const gross = total(lines.map((l) => l.q * l.p));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'סחלב השוק בע"מ';
    const taxId = idOf(vendorName, true);
    const till = rng.int(1, 3);
    const doc = `${till}-${String(rng.int(1000, 29999)).padStart(5, '0')}`;
    const body = `<div class="c nm">סחלב השוק</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="c sm">דוכן 14, שוק הכרמל · ${ltr(landline(rng))}</div>
<div class="rule"></div><div class="c b">קבלה / חשבונית מס</div>
${row(`קופה ${ltr(String(till))} מס' ${ltr(doc)}`, '')}${row(ltr(dt(date, 'dd.mm.yy')), ltr(hhmm(rng.int(15 * 60, 23 * 60))))}<div class="rule"></div>
${lines.map((l) => row(`${ltr(String(l.q))} × ${l.name}`, ltr(amount(l.q * l.p)))).join('')}
<div class="dbl"></div>${row('<b>לתשלום</b>', `<b>${ltr(amount(gross))} ₪</b>`, 'big')}${row(`מתוכו מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${row(rng.pick(['מזומן', 'ביט', 'אשראי']), ltr(amount(gross)))}<div class="rule"></div><div class="c sm">חם בחורף, קר בקיץ · תודה!</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:13px;padding:5mm 4mm;width:68mm}.nm{font-family:'Shofar';font-size:26px;font-weight:bold}.big{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 150mm', css, body }),
      page: '76mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
