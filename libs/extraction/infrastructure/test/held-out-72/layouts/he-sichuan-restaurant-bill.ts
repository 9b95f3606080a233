import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, share } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-sichuan-restaurant-bill';

/** Dishes and drinks: name and price in whole shekels (2024; other years scaled). */
const MENU: [string, number][] = [
  ['מאפו טופו', 58],
  ['עוף קונג פאו', 72],
  ['אטריות דן דן', 54],
  ['דג בשמן צ׳ילי חריף', 118],
  ['שעועית ירוקה מוקפצת יבשה', 44],
  ['מלפפון כתוש בשום', 28],
  ['כופתאות בשמן צ׳ילי', 46],
  ['בשר חזיר מבושל פעמיים', 78],
  ['מאלה שיאנג גואו (סיר מוקפץ)', 96],
  ['חציל בסגנון דג', 52],
  ['אורז לבן', 12],
  ['תה יסמין (קנקן)', 22],
  ['בירה סינית', 28],
  ['לימונדה שזיפים חמוצים', 19],
];
const YEAR_FACTOR: Record<number, number> = { 2023: 0.95, 2024: 1, 2025: 1.04, 2026: 1.07 };

/**
 * A Sichuan restaurant in Ra'anana, 80 mm (Miriam CLM): Hebrew name with its Latin name, company name and id, table,
 * diners and waiter, dd.mm.yyyy and time, quantity, dish and sum, a 12% service charge for eight diners or more,
 * otherwise sometimes a tip on the card slip outside the bill, VAT contained. Open every day.
 */
export const heSichuanRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rate = israeliRate(date);
    const diners = rng.chance(0.3) ? rng.int(8, 12) : rng.int(2, 6);
    const dishes = rng.some(MENU, Math.min(MENU.length, rng.int(3, 5) + Math.floor(diners / 2))).map(([name, base]) => {
      const qty = name === 'אורז לבן' || name.startsWith('בירה') || name.startsWith('לימונדה') ? rng.int(1, diners) : rng.int(1, diners >= 8 ? 3 : 2);
      const unit = Math.round(base * YEAR_FACTOR[year]) * 100;
      return { name, qty, unit, sum: qty * unit };
    });
    const food = total(dishes.map((d) => d.sum));
    const service = diners >= 8 ? share(food, 12) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tip = !service && rng.chance(0.6) ? Math.round((gross * rng.pick([0.1, 0.12, 0.15])) / 100) * 100 : 0;
    const vendorName = 'מאלה האוס מסעדות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(40000, 79999));
    const start = rng.int(12 * 60, 22 * 60);
    const body = `<div class="c"><div class="brand">פלפל אדום</div><div class="lat">${ltr('MALA HOUSE · SICHUAN KITCHEN')}</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">רח׳ אחוזה 112, רעננה · ${ltr(`09-77${rng.digits(5)}`)}</div></div>
<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה מס׳ ${ltr(doc)}</div>
${row(`שולחן ${ltr(String(rng.int(1, 32)))}`, `סועדים: ${ltr(String(diners))}`)}
${row(`מלצר/ית: ${rng.pick(['נועה', 'איתי', 'שירה', 'דניאל', 'מאיה', 'עומר'])}`, ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(start)}`))}
<div class="rule"></div>
<table class="bill"><tr><th>כמ׳</th><th>פריט</th><th>סכום</th></tr>${dishes
      .map(
        (d) => `<tr><td>${ltr(String(d.qty))}</td><td>${d.name}${d.qty > 1 ? `<div class="sm">${ltr(`@ ${amount(d.unit)}`)}</div>` : ''}</td><td>${ltr(amount(d.sum))}</td></tr>`,
      )
      .join('')}</table>
<div class="rule"></div>
${service ? `${row('סה"כ מנות', ltr(amount(food)))}${row(`דמי שירות ${ltr('12%')} (שולחן מ-${ltr('8')} סועדים)`, ltr(amount(service)))}` : ''}
${row('לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}
${row(`כולל מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${row('לפני מע"מ', ltr(amount(gross - vat)))}
${service ? '' : '<div class="c sm">השירות אינו כלול במחיר</div>'}
<div class="rule"></div>
<div class="slip">${row('אשראי', ltr(`${rng.pick(['VISA', 'MASTERCARD', 'AMEX', 'ISRACARD'])} ${rng.digits(4)}`))}${
      tip ? `${row('סכום החשבון', ltr(amount(gross)))}${row('טיפ', ltr(amount(tip)))}${row('סה"כ חויב', ltr(amount(gross + tip)), 'b')}` : row('סה"כ חויב', ltr(amount(gross)), 'b')
    }${row('מס׳ אישור', ltr(rng.digits(7)))}</div>
<div class="c sm">${ltr(dt(date, 'dd.mm.yyyy'))} · ${ltr(hhmm(start + rng.int(50, 110)))}</div>
<div class="c">תודה! ${ltr('谢谢')}</div>`;
    const css = `${baseCss}
body{font-family:'Miriam CLM','DejaVu Sans';font-size:12px;width:70mm;padding:4mm}.brand{font-size:22px;font-weight:bold;color:#8b0000}.lat{font-size:11px;letter-spacing:1px}
.bill{width:100%}.bill th{text-align:start;border-bottom:1px solid #000;font-weight:normal}.bill td{vertical-align:top;padding:1px 0}.bill td:last-child,.bill th:last-child{text-align:left}.bill td:first-child{width:8mm}
.big{font-size:1.2em}.slip{border:1px dashed #444;padding:2px 4px;margin:4px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 250mm', css, body }),
      page: '80mm 250mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
