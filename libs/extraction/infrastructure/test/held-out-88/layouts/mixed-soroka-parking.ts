import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, plus, row, vatIn } from './extra';

const ID = 'mixed-soroka-parking';

/**
 * The visitors' car park by Soroka hospital in Beersheba, 80 mm (Nachlieli CLM heading, DejaVu Sans, English in Liberation
 * Sans Narrow): "חניון מבקרים סורוקה" and "SOROKA VISITORS PARKING", the operator with "ח.פ." hyphenated, "חשבונית מס/קבלה ·
 * Tax invoice/Receipt", "מס' · No." ("SR-" and six digits), plate, entry and exit (dd.mm.yy hh:mm), duration in hours and
 * minutes, the tariff (first hour, each started quarter hour, daily cap; dearer from 2025), "לתשלום · To pay" with "₪" after,
 * "כולל מע"מ · incl. VAT" with its rate, card (any day; dated the exit, which may be the day after entry).
 */
export const mixedSorokaParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date: entryDate } = next(ID, rng, undefined, [1, 30]);
    const dear = entryDate >= '2025-01-01';
    const first = dear ? 1400 : 1200;
    const quarter = dear ? 400 : 350;
    const cap = dear ? 5600 : 4800;
    const inMin = rng.int(6 * 60, 21 * 60);
    const minutes = rng.chance(0.2) ? rng.int(9 * 60, 16 * 60) : rng.int(20, 6 * 60);
    const outAbs = inMin + minutes;
    const exitDate = outAbs >= 24 * 60 ? plus(entryDate, 1) : entryDate;
    const extraQ = Math.max(0, Math.ceil((minutes - 60) / 15));
    const gross = Math.min(cap, first + extraQ * quarter);
    const date = exitDate;
    const vat = vatIn(gross, israeliRate(date));
    const vendorName = 'חניוני הנגב ניהול ותפעול בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `SR-${rng.int(100000, 999999)}`;
    const dur = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
    const body = `<div class="c nm">חניון מבקרים סורוקה</div><div class="c en b">SOROKA VISITORS PARKING</div><div class="c sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))} · שד׳ רגר, באר שבע</div><div class="rule"></div>
<div class="c b">חשבונית מס/קבלה · <span class="en">Tax invoice/Receipt</span></div>${row('מס\' · <span class="en">No.</span>', ltr(doc))}${row('רכב · <span class="en">Plate</span>', ltr(plate(rng)))}
${row('כניסה · <span class="en">In</span>', ltr(`${dt(entryDate, 'dd.mm.yy')} ${hhmm(inMin)}`))}${row('יציאה · <span class="en">Out</span>', ltr(`${dt(exitDate, 'dd.mm.yy')} ${hhmm(outAbs % (24 * 60))}`))}${row('משך · <span class="en">Duration</span>', ltr(dur))}<div class="rule"></div>
<div class="sm">תעריף · <span class="en">Tariff</span>: ${ltr(`${amount(first)}`)} לשעה הראשונה, ${ltr(amount(quarter))} לכל רבע שעה נוספת, מקסימום יומי ${ltr(amount(cap))}</div><div class="rule"></div>
${row('לתשלום · <span class="en">To pay</span>', `${ltr(amount(gross))} ₪`, 'b big')}${row(`כולל מע"מ · <span class="en">incl. VAT</span> ${ltr(`${israeliRate(date)}%`)}`, ltr(amount(vat)))}
${row('אשראי · <span class="en">Card</span>', ltr(`**** ${rng.digits(4)}`))}<div class="c sm">החלמה מהירה · <span class="en">Get well soon</span></div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:11.5px;width:72mm;padding:5mm 4mm}.en{font-family:'Liberation Sans Narrow','Liberation Sans'}.nm{font-family:'Nachlieli CLM';font-size:22px;font-weight:bold}.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 190mm', css, body }),
      page: '80mm 190mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
