import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-wakeboard-park-receipt';

/** Passes and rentals: Hebrew, English, lowest and highest price in agorot (VAT included, 2023), per rider. */
const PASSES: [string, string, number, number][] = [
  ['כרטיס שעה בכבל', '1-hour cable pass', 12000, 15000],
  ['כרטיס שעתיים בכבל', '2-hour cable pass', 19000, 23000],
  ['כרטיס יומי', 'Day pass', 28000, 34000],
  ['שיעור מתחילים (30 דקות)', 'Beginner lesson, 30 min', 18000, 22000],
];
const RENTALS: [string, string, number, number][] = [
  ['השכרת גלשן', 'Board rental', 5000, 7000],
  ['השכרת חליפה', 'Wetsuit rental', 2500, 3500],
  [`השכרת מצלמת ${ltr('GoPro')}`, 'GoPro rental', 8000, 10000],
  ['לוקר', 'Locker', 1500, 1500],
];

/**
 * A cable wakeboard park's receipt at Beit Yitzhak, 80 mm (FreeSans): Latin name, company name and id, "קבלה / חשבונית
 * מס" with "Receipt / Tax invoice" beside it, date and time, riders, each line in Hebrew with quantity × price and sum
 * and its English under it, passes and rentals, a 10% group discount from four riders, VAT contained, card or cash.
 * Open April to October, every day.
 */
export const mixedWakeboardParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'leisure receipt',
  make(rng) {
    const { date } = next(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2023) * 0.04;
    const riders = rng.int(1, 5);
    const price = (lo: number, hi: number) => Math.round((rng.int(lo, hi) * up) / 500) * 500;
    const [phe, pen, plo, phi] = rng.pick(PASSES);
    const lines = [{ he: phe, en: pen, qty: riders, unit: price(plo, phi) }];
    for (const [he, en, lo, hi] of rng.some(RENTALS, rng.int(0, 3))) lines.push({ he, en, qty: en === 'GoPro rental' ? 1 : rng.int(1, riders), unit: price(lo, hi) });
    const sum = total(lines.map((l) => l.qty * l.unit));
    const discount = riders >= 4 ? Math.round(sum / 10) : 0;
    const gross = sum - discount;
    const vat = vatIn(gross, rate);
    const vendorName = 'ווייק פוינט ספורט מים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(3000, 19999));
    const cash = rng.chance(0.25);
    const paid = cash ? Math.ceil(gross / 10000) * 10000 : gross;
    const body = `<div class="c"><div class="lat">${ltr('WAKE POINT')}</div><div class="brand">ווייק פוינט</div><div class="sm">פארק ווייקבורד בכבל · אגם הכרמים, בית יצחק</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div></div>
<div class="rule"></div>
${row(`קבלה / חשבונית מס ${ltr(doc)}`, ltr('Receipt / Tax invoice'), 'b')}
${row(ltr(dt(date, 'dd.mm.yyyy')), ltr(hhmm(rng.int(9 * 60, 18 * 60 + 30))))}
${row('רוכבים', ltr(`${riders} riders`))}
<div class="rule"></div>
${lines.map((l) => `<div class="ln">${row(l.he, ltr(amount(l.qty * l.unit)))}<div class="en">${ltr(`${l.en} · ${l.qty} x ${amount(l.unit)}`)}</div></div>`).join('')}
${discount ? `<div class="ln">${row(`הנחת קבוצה ${ltr('10%')}`, ltr(`-${amount(discount)}`))}<div class="en">${ltr('Group discount (4+ riders)')}</div></div>` : ''}
<div class="dbl"></div>
${row(`סה"כ / ${ltr('Total')}`, ltr(`₪ ${amount(gross)}`), 'b big')}
${row(`מע"מ ${ltr(`${rate}%`)} כלול / ${ltr('VAT incl.')}`, ltr(amount(vat)))}
<div class="rule"></div>
${cash ? `${row(`מזומן / ${ltr('Cash')}`, ltr(amount(paid)))}${row(`עודף / ${ltr('Change')}`, ltr(amount(paid - gross)))}` : row(`אשראי / ${ltr('Card')}`, ltr(`**${rng.digits(4)}`))}
<div class="c sm">חובת קסדה ואפוד · ${ltr('Helmet and vest required')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','DejaVu Sans';font-size:12px;width:70mm;padding:4mm}.brand{font-size:21px;font-weight:bold}.lat{font-size:11px;letter-spacing:5px;font-weight:bold}.ln{margin:3px 0}.en{font-size:10px;color:#555;font-style:italic;text-align:right}.big{font-size:1.25em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 180mm', css, body }),
      page: '80mm 180mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
