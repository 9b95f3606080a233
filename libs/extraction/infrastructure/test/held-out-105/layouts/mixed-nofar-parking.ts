import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-nofar-parking';

/** Agorot with VAT by year: the first hour, each further quarter hour started, and the day's cap (approximate). */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1200, 300, 6000],
  2023: [1200, 300, 6000],
  2024: [1300, 330, 6500],
  2025: [1400, 350, 7000],
  2026: [1400, 350, 7000],
};

/**
 * A multi-storey car park beside Hadera's central station, the pay station's receipt, each label in Hebrew and English
 * side by side, 72 mm (Ellinia CLM for the name, Liberation Sans, Liberation Mono for the figures): a water-lily drawn
 * beside "נופר" and "NOFAR · parking", "חניון תחנה מרכזית חדרה", "נופר חניונים בע"מ" with "ח.פ. / Co. No." plain;
 * "חשבונית מס קבלה / TAX INVOICE RECEIPT" in reverse; a grid of boxes: "קבלה / Receipt" (P, the station's two digits, a
 * slash and six digits), "תאריך / Date" dd/mm/yy, "כרטיס / Ticket", "רכב / Plate", "כניסה / In" and "יציאה / Out" (the
 * same day), "משך / Duration" (distractors); the tariff: the first hour, each quarter hour started,
 * capped a day; "לתשלום / Amount due" boxed, "מע"מ n% כלול / VAT incl." (contained); card; any day.
 */
export const mixedNofarParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const [first, quarter, cap] = TARIFF[year];
    const stay = rng.int(25, 14 * 60);
    const out = rng.int(Math.min(stay, 23 * 60) + 10, 23 * 60 + 50);
    const inn = out - stay;
    const extra = Math.max(0, Math.ceil((stay - 60) / 15));
    const fee = Math.min(cap, first + extra * quarter);
    const rate = israeliRate(date);
    const vat = vatIn(fee, rate);
    const vendorName = 'נופר חניונים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `P${rng.int(10, 16)}/${rng.digits(6)}`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const box = (he: string, e: string, v: string) => `<div class="bx"><div class="l">${he} / ${en(e)}</div><div class="v">${ltr(v)}</div></div>`;
    const lily = `<svg width="40" height="30" viewBox="0 0 40 30"><ellipse cx="20" cy="24" rx="18" ry="5" fill="#7cb342"/>${[-40, -15, 15, 40].map((a) => `<ellipse cx="20" cy="14" rx="4" ry="10" fill="#f06292" transform="rotate(${a} 20 22)"/>`).join('')}</svg>`;
    const body = `<div class="hd">${lily}<div><div class="nm">נופר</div><div class="en">NOFAR · parking</div></div></div>
<div class="c sm">חניון תחנה מרכזית חדרה<br>${vendorName} · ח.פ. / ${en('Co. No.')} ${ltr(taxId)}</div>
<div class="rv">חשבונית מס קבלה / ${en('TAX INVOICE RECEIPT')}</div>
<div class="g">${box('קבלה', 'Receipt', doc)}${box('תאריך', 'Date', dt(date, 'dd/mm/yy'))}${box('כרטיס', 'Ticket', rng.digits(10))}${box('רכב', 'Plate', plate(rng))}${box('כניסה', 'In', hhmm(inn))}${box('יציאה', 'Out', hhmm(out))}${box('משך', 'Duration', `${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`)}</div>
<div class="tf">תעריף / ${en('Tariff')}: ${ltr(`${amount(first)}`)} שעה ראשונה / ${en('1st hour')}, ${ltr(amount(quarter))} לכל רבע שעה / ${en('per 15 min')}, ${ltr(amount(cap))} מקסימום יומי / ${en('daily max')}</div>
<div class="due"><span>לתשלום / ${en('Amount due')}</span><span>${ltr(`₪ ${amount(fee)}`)}</span></div>
<div class="row"><span>מע"מ ${ltr(`${rate}%`)} כלול / ${en('VAT incl.')}</span><span>${ltr(amount(vat))}</span></div>
<div class="row"><span>אשראי / ${en('Card')}</span><span>${ltr(`****${rng.digits(4)}`)}</span></div>
<div class="c sm">יש לצאת תוך ${ltr('15')} דקות / ${en('Please exit within 15 minutes')}</div>`;
    const css = `body{font-family:'Liberation Sans';font-size:11px;width:72mm;padding:4mm;box-sizing:border-box}.en{font-family:'Liberation Sans';font-size:9.5px;color:#333}.hd{display:flex;gap:8px;justify-content:center;align-items:center}.nm{font-family:'Ellinia CLM';font-size:30px;font-weight:bold;line-height:1}
.c{text-align:center}.sm{font-size:9.5px;line-height:1.5}.rv{background:#000;color:#fff;text-align:center;font-weight:bold;padding:3px;margin:6px 0}.rv .en{color:#fff}
.g{display:grid;grid-template-columns:1fr 1fr;gap:3px}.bx{border:1px solid #000;padding:2px 4px}.l{font-size:9px}.v{font-family:'Liberation Mono';font-weight:bold;font-size:11.5px}
.tf{font-size:9.5px;margin:6px 0;line-height:1.4}.due{display:flex;justify-content:space-between;border:2px solid #000;padding:4px;font-size:15px;font-weight:bold;margin:6px 0}.row{display:flex;justify-content:space-between;margin:2px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '72mm 150mm', css, body }),
      page: '72mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(fee), tax: truthAmount(vat) },
    };
  },
};
