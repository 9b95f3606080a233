import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-bike-repair-receipt';

/** Work and parts: Hebrew, English, lowest and highest price in agorot (VAT included). */
const WORK: [string, string, number, number][] = [
  ['טיפול שנתי מלא', 'Full annual service', 24000, 32000],
  ['תיקון תקר', 'Puncture repair', 4000, 6000],
  ['כיוון הילוכים', 'Gear adjustment', 6000, 9000],
  ['ניקוז ומילוי בלמים הידראוליים', 'Hydraulic brake bleed', 12000, 16000],
  ['יישור גלגל', 'Wheel truing', 7000, 11000],
  ['החלפת כבלים ומעטפות', 'Cable and housing replacement', 9000, 13000],
];
const PARTS: [string, string, number, number][] = [
  ['שרשרת 11 הילוכים', '11-speed chain', 14000, 22000],
  ['צמיג 29 אינץ׳', '29" tyre', 16000, 26000],
  ['פנימית', 'Inner tube', 3500, 5500],
  ['רפידות בלם (זוג)', 'Brake pads (pair)', 6000, 9500],
  ['קסטה 11-42', 'Cassette 11-42', 24000, 36000],
  ['ידיות כידון', 'Grips', 5500, 9000],
];
const BIKES = ['Trek Marlin 7', 'Specialized Rockhopper', 'Giant Talon 2', 'Cube Aim Race', 'Scott Aspect 950', 'Merida Big Nine'];

/**
 * A bicycle repair workshop's receipt in Givatayim, 80 mm (FreeSerif): company name and id, "חשבונית מס / קבלה" over
 * "Tax invoice / Receipt", work order and the bike's model in Latin, each line in Hebrew with its English under it and
 * the sum beside, labour and parts, VAT contained, card or cash with change.
 */
export const mixedBikeRepairReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'repair receipt',
  make(rng) {
    const { date: raw } = next(ID, rng);
    // Closed on Saturdays.
    const date = avoid(raw, [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const pick = (xs: [string, string, number, number][], k: number) =>
      rng.some(xs, k).map(([he, en, lo, hi]) => ({ he, en, sum: Math.round((rng.int(lo, hi) * up) / 1000) * 1000 }));
    const lines = [...pick(WORK, rng.int(1, 3)), ...pick(PARTS, rng.int(0, 3))];
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'גלגל חוזר אופניים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(5000, 9999));
    const cash = rng.chance(0.3);
    const paid = cash ? Math.ceil(gross / 10000) * 10000 : gross;
    const lb = (he: string, en: string) => `${he} / ${ltr(en)}`;
    const body = `<div class="c"><div class="brand">גלגל חוזר</div><div class="lat">${ltr('GALGAL CHOZER · Bike Workshop')}</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">רח׳ כצנלסון ${ltr(String(rng.int(1, 120)))}, גבעתיים · ${ltr(`03-57${rng.digits(5)}`)}</div></div>
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה ${ltr(doc)}</div><div class="c sm">${ltr(`Tax invoice / Receipt ${doc}`)}</div>
${row(ltr(dt(date, 'dd/mm/yyyy')), ltr(hhmm(rng.int(540, 1170))))}
${row(lb('כרטיס עבודה', 'Job'), ltr(`W-${rng.digits(5)}`))}
${row(lb('אופניים', 'Bike'), ltr(rng.pick(BIKES)))}
<div class="rule"></div>
${lines.map((l) => `<div class="ln">${row(l.he, ltr(amount(l.sum)))}<div class="en">${ltr(l.en)}</div></div>`).join('')}
<div class="dbl"></div>
${row(lb('סה"כ', 'Total'), ltr(`${amount(gross)} ₪`), 'b big')}
${row(lb(`מע"מ ${ltr(`${rate}%`)} כלול`, 'VAT incl.'), ltr(amount(vat)))}
<div class="rule"></div>
${cash ? `${row(lb('מזומן', 'Cash'), ltr(amount(paid)))}${row(lb('עודף', 'Change'), ltr(amount(paid - gross)))}` : row(lb('אשראי', 'Card'), ltr(`**** ${rng.digits(4)}`))}
<div class="c sm">אחריות לעבודה ${ltr('30')} יום · ${ltr('30-day workmanship warranty')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeSerif','DejaVu Serif';font-size:12.5px;width:70mm;padding:4mm}.brand{font-size:22px;font-weight:bold}.lat{font-size:10px;letter-spacing:1px}.ln{margin:3px 0}.ln .en{font-size:10.5px;color:#444;text-align:right}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 190mm', css, body }),
      page: '80mm 190mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
