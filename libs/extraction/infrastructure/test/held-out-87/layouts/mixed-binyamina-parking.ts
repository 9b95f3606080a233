import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, vatIn } from './extra';

const ID = 'mixed-binyamina-parking';

/**
 * The car park of Binyamina railway station, 80 mm (Nachlieli CLM heading, DejaVu Sans Condensed, English in Nimbus Sans):
 * "חניון תחנת בנימינה" over "BINYAMINA STATION PARKING", the operator with "ח.פ." hyphenated, "קבלה/חשבונית מס · Receipt/Tax
 * invoice", "מס' · No." as "BN-" and six digits, plate, "כניסה · Entry" and "יציאה · Exit" (dd/mm/yy hh:mm), the time parked,
 * the first hour and each started half hour after it up to a daily cap, "סה"כ · Total" with "₪", "כולל מע"מ · incl. VAT" with
 * its rate, card (any day; dated the exit).
 */
export const mixedBinyaminaParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const year = Number(date.slice(0, 4));
    const first = year >= 2025 ? 1200 : 1000;
    const half = year >= 2025 ? 500 : 400;
    const cap = year >= 2025 ? 4500 : 3800;
    const stay = rng.int(20, 11 * 60);
    const entry = rng.int(5 * 60, 23 * 60 - stay);
    const halves = Math.max(0, Math.ceil((stay - 60) / 30));
    const gross = Math.min(cap, first + halves * half);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני השרון הצפוני בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `BN-${rng.int(100000, 999999)}`;
    const when = (m: number) => ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(m)}`);
    const body = `<div class="c nm">חניון תחנת בנימינה</div><div class="c en b">BINYAMINA STATION PARKING</div><div class="c sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div><div class="rule"></div>
<div class="c b">קבלה/חשבונית מס · <span class="en">Receipt/Tax invoice</span></div>${row(`מס' · <span class="en">No.</span>`, ltr(doc))}${row(`רכב · <span class="en">Plate</span>`, ltr(plate(rng)))}
${row(`כניסה · <span class="en">Entry</span>`, when(entry))}${row(`יציאה · <span class="en">Exit</span>`, when(entry + stay))}${row(`משך · <span class="en">Duration</span>`, ltr(`${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`))}
<div class="sm">שעה ראשונה ${ltr(amount(first))}, כל חצי שעה נוספת ${ltr(amount(half))}, מקסימום יומי ${ltr(amount(cap))}</div><div class="rule"></div>
${row(`סה"כ · <span class="en">Total</span>`, ltr(`₪${amount(gross)}`), 'b big')}${row(`כולל מע"מ · <span class="en">incl. VAT</span> ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row(`אשראי · <span class="en">Card</span>`, ltr(`****${rng.digits(4)}`))}
<div class="c sm">נסיעה בטוחה · <span class="en">Drive safely</span></div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-size:11.5px;width:72mm;padding:5mm 4mm}.nm{font-family:'Nachlieli CLM';font-size:23px;font-weight:bold}.en{font-family:'Nimbus Sans'}.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 150mm', css, body }),
      page: '80mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
