import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-observation-deck-ticket-receipt';

/** Tickets and extras: English name over Hebrew, price in agorot (with VAT) at the lowest and highest. */
const TICKETS: [string, string, number, number][] = [
  ['Adult', 'מבוגר', 5900, 7900],
  ['Child 3-12', 'ילד 3-12', 3900, 4900],
  ['Senior', 'אזרח ותיק', 2950, 3950],
  ['Soldier / Student', 'חייל / סטודנט', 3900, 5400],
];
const EXTRAS: [string, string, number, number][] = [
  ['Audio guide', 'מדריך קולי', 1500, 2000],
  ['Souvenir photo print', 'הדפסת תמונה למזכרת', 3500, 4500],
  ['Cappuccino at the Sky Bar', 'קפוצ׳ינו בבר הגג', 1400, 1800],
  ['Sunset slot surcharge', 'תוספת שעת שקיעה', 1000, 1500],
];

/**
 * An observation deck's ticket receipt on the top floor of a Ramat Gan tower, 80 mm (URW Gothic over
 * Hadasim CLM): English names over the Hebrew, company name and id, receipt number, date, time slot
 * and entry code, tickets per visitor type, extras on some, a family bundle discount when two adults
 * come with two children or more, VAT contained, card or cash.
 */
export const mixedObservationDeckTicketReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'leisure receipt',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const ticketLines = rng.some(TICKETS, rng.int(1, 3)).map(([en, he, lo, hi]) => {
      const qty = rng.int(1, 4);
      const unit = Math.round(rng.int(lo, hi) / 100) * 100;
      return { en, he, qty, unit, sum: qty * unit };
    });
    const extraLines = rng.some(EXTRAS, rng.int(0, 2)).map(([en, he, lo, hi]) => {
      const qty = rng.int(1, 2);
      const unit = Math.round(rng.int(lo, hi) / 100) * 100;
      return { en, he, qty, unit, sum: qty * unit };
    });
    const lines = [...ticketLines, ...extraLines];
    const adults = ticketLines.find((l) => l.en === 'Adult')?.qty ?? 0;
    const kids = ticketLines.find((l) => l.en.startsWith('Child'))?.qty ?? 0;
    const sub = total(lines.map((l) => l.sum));
    const family = adults >= 2 && kids >= 2 ? Math.round((total(ticketLines.map((l) => l.sum)) * 15) / 100) : 0;
    const gross = sub - family;
    const vat = vatIn(gross, rate);
    const vendorName = 'מצפה הרקיע רמת גן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(200000, 699999));
    const slot = rng.int(10 * 2, 21 * 2) * 30;
    const card = rng.chance(0.8);
    const body = `<div class="c"><div class="brand">SKY 360</div><div class="sm">${ltr('Observation Deck · Ramat Gan')}</div><div class="b">מצפה הרקיע ${ltr('360')}</div><div>${vendorName}</div><div>ח.פ. ${ltr(taxId)}</div></div>
<div class="rule"></div>
${row(`קבלה / חשבונית מס · ${ltr('Receipt')}`, ltr(doc), 'b')}
${row(`תאריך · ${ltr('Date')}`, ltr(dt(date, 'dd/mm/yyyy')))}
${row(`כניסה · ${ltr('Time slot')}`, ltr(`${hhmm(slot)}-${hhmm(slot + 30)}`))}
${row(`קוד כניסה · ${ltr('Entry code')}`, ltr(`${rng.pick(['A', 'B', 'C'])}${rng.digits(5)}`))}
<div class="rule"></div>
${lines.map((l) => `<div class="it"><div class="en">${ltr(l.en)}</div>${row(`${l.he} ${ltr(`${l.qty} x ${amount(l.unit)}`)}`, ltr(amount(l.sum)))}</div>`).join('')}
${family ? `<div class="it"><div class="en">${ltr('Family bundle -15% on tickets')}</div>${row('הנחת משפחה', ltr(`-${amount(family)}`))}</div>` : ''}
<div class="rule"></div>
${row(`סה"כ · ${ltr('Total')}`, ltr(`₪${amount(gross)}`), 'b big')}
${row(`כולל מע"מ ${ltr(`${rate}%`)} · ${ltr('incl. VAT')}`, ltr(amount(vat)), 'sm')}
${card ? row(`אשראי · ${ltr('Card')}`, ltr(`****${rng.digits(4)}`)) : row(`מזומן · ${ltr('Cash')}`, ltr(amount(gross)))}
<div class="c sm">${ltr('Enjoy the view!')} · תהנו מהנוף</div>`;
    const css = `${baseCss}
body{font-family:'URW Gothic','Hadasim CLM';font-size:11px;width:72mm;padding:4mm}.brand{font-size:22px;font-weight:bold;letter-spacing:3px}.it{margin:2px 0}.it .en{font-size:0.85em;color:#333}.big{font-size:1.2em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
