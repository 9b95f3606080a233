import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, bi as plain, idOf, ltr, next, row, vatIn } from './extra';

/** "Hebrew / English", the English kept left to right. */
const bi = (he: string, en: string) => plain(he, ltr(en));

const ID = 'mixed-bokek-parking';

/** First hour, each further started half hour, daily cap (agorot), by year. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1200, 400, 6000],
  2023: [1200, 400, 6000],
  2024: [1400, 500, 7000],
  2025: [1400, 500, 7000],
};

/**
 * The promenade car park at Ein Bokek on the Dead Sea, a pay station's slip, 80 mm (Noto Sans Hebrew, Liberation Sans
 * Narrow): bilingual labels "Hebrew / English", the company with "ח.פ. / Co. No." spaced, "קבלה - חשבונית מס / Receipt -
 * Tax invoice", "EB2-nnnnnn", a twelve-digit ticket number, plate, entry and exit as dd/mm/yyyy hh:mm, stay "h שע' m דק'",
 * the tariff (first hour, each further started half hour, a daily cap; dearer from 2024), "לתשלום / To pay" with "₪",
 * VAT contained with rate, card or coins.
 */
export const mixedBokekParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const [first, step, cap] = TARIFF[Number(date.slice(0, 4))];
    const stay = rng.int(25, 540);
    const entry = rng.int(6 * 60, Math.min(20 * 60, 23 * 60 + 50 - stay));
    const extra = Math.max(0, Math.ceil((stay - 60) / 30));
    const gross = Math.min(cap, first + extra * step);
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני ים המלח בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `EB2-${rng.digits(6)}`;
    const pay = rng.chance(0.7) ? `${bi('אשראי', 'Card')} ****${rng.digits(4)}` : bi('מטבעות', 'Coins');
    const body = `<div class="c nm">חניון טיילת עין בוקק</div><div class="c en">Ein Bokek Promenade Car Park</div><div class="c sm">${vendorName} · ${ltr('Dead Sea Parking Ltd.')}</div><div class="c sm">${bi('ח.פ.', 'Co. No.')} ${ltr(spacedId(taxId))}</div><div class="rule"></div>
<div class="c b">קבלה - חשבונית מס / Receipt - Tax invoice</div><div class="c b">${ltr(doc)}</div>
${row(bi('כרטיס', 'Ticket'), ltr(rng.digits(12)))}${row(bi('רכב', 'Plate'), ltr(plate(rng)))}${row(bi('כניסה', 'Entry'), ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(entry)}`))}${row(bi('יציאה', 'Exit'), ltr(`${dt(date, 'dd/mm/yyyy')} ${hhmm(entry + stay)}`))}
${row(bi('משך', 'Duration'), `${ltr(String(Math.floor(stay / 60)))} שע' ${ltr(String(stay % 60))} דק'`)}<div class="rule"></div>
<div class="sm">${bi('תעריף', 'Tariff')}: ${bi('שעה ראשונה', '1st hour')} ${ltr(amount(first))} · ${bi('כל חצי שעה נוספת', 'each extra ½ h')} ${ltr(amount(step))} · ${bi('מקסימום יומי', 'daily max')} ${ltr(amount(cap))}</div><div class="rule"></div>
${row(`<b>${bi('לתשלום', 'To pay')}</b>`, `<b>${ltr(`₪ ${amount(gross)}`)}</b>`, 'big')}${row(`${bi('מע"מ', 'VAT')} ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row(pay, ltr(amount(gross)))}<div class="rule"></div>
<div class="c sm">${bi('עמדת תשלום 2', 'Pay station 2')} · ${bi('יש לצאת תוך 15 דקות', 'Exit within 15 minutes')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Liberation Sans Narrow';font-size:11px;padding:5mm 4mm;width:72mm}.nm{font-size:16px;font-weight:bold}.en{font-family:'Liberation Sans Narrow';font-size:14px}.big{font-size:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 150mm', css, body }),
      page: '80mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
