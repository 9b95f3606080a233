import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

/** Products: Hebrew, English, lowest and highest price in whole shekels (with VAT). */
const ITEMS: [string, string, number, number][] = [
  ['משחק בודד - 20 דקות', 'Single game 20 min', 55, 69],
  ['כרטיס כפול - 2 משחקים', 'Double pass 2 games', 95, 115],
  ['חבילת יום הולדת לילד', 'Birthday package per child', 95, 129],
  ['משחק לילה - זרקורי UV', 'Night game UV lights', 69, 85],
  ['שתייה קלה', 'Soft drink', 9, 12],
  ['פיצה משפחתית', 'Family pizza', 59, 72],
  ['תמונת צוות מודפסת', 'Printed team photo', 25, 35],
];

const ID = 'mixed-laser-tag-arena-receipt';

/**
 * A laser tag arena's receipt in Rishon LeZion's west, 80 mm (URW Gothic, Noto Sans Hebrew): each
 * line in English with the Hebrew beside it, games per player, birthday packages, drinks and pizza,
 * a 10% group discount for 10 players or more, VAT contained, the booking number and the arena's
 * game codes as distractors, "חשבונית מס קבלה" with its number.
 */
export const mixedLaserTagArenaReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'leisure receipt',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const players = rng.chance(0.35) ? rng.int(10, 24) : rng.int(2, 8);
    const lines = rng.some(ITEMS, rng.int(2, 4)).map(([he, en, lo, hi]) => {
      const perPlayer = /game|pass|package/i.test(en);
      const qty = perPlayer ? players : rng.int(1, Math.max(1, Math.ceil(players / 3)));
      const unit = rng.int(lo, hi) * 100;
      return { he, en, qty, unit, sum: qty * unit };
    });
    const sub = total(lines.map((l) => l.sum));
    const discount = players >= 10 ? -Math.round(sub / 10) : 0;
    const gross = sub + discount;
    const vat = vatIn(gross, rate);
    const vendorName = 'פוטון לייזר טאג בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(40000, 79999));
    const body = `<div class="c"><div class="brand" dir="ltr">PHOTON LASER TAG</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)}</div><div class="sm">רחוב האורגים ${ltr(String(rng.int(2, 40)))}, ראשון לציון</div></div>
<div class="dash"></div>
<div class="c b">חשבונית מס קבלה ${ltr(doc)}</div><div class="c sm" dir="ltr">Tax invoice receipt</div>
<div class="c sm">${ltr(dt(date, 'dd.mm.yyyy'))} · ${ltr(hhmm(rng.int(10 * 60, 22 * 60)))} · הזמנה ${ltr(`BK-${rng.digits(5)}`)} · ${ltr(`${players} players`)}</div>
<div class="dash"></div>
<table class="t">${lines
      .map(
        (l) =>
          `<tr><td><div dir="ltr" class="en">${l.en}</div><div>${l.he.replace(/([0-9]+|UV)/g, (m) => ltr(m))}</div></td><td class="q">${ltr(`${l.qty} x ${amount(l.unit)}`)}</td><td class="s">${ltr(amount(l.sum))}</td></tr>`,
      )
      .join('')}
${discount ? `<tr><td><div dir="ltr" class="en">Group discount 10%</div><div>הנחת קבוצה ${ltr('10%')}</div></td><td></td><td class="s">${ltr(amount(discount))}</td></tr>` : ''}</table>
<div class="dash"></div>
<table class="t"><tr class="big"><td>סה"כ <span class="en2" dir="ltr">TOTAL</span></td><td></td><td class="s">${ltr(`₪${amount(gross)}`)}</td></tr>
<tr><td>מע"מ ${ltr(`${rate}%`)} כלול <span class="en2" dir="ltr">VAT incl.</span></td><td></td><td class="s">${ltr(amount(vat))}</td></tr>
<tr><td>אשראי <span class="en2" dir="ltr">Card</span></td><td></td><td class="s">${ltr(`****${rng.digits(4)}`)}</td></tr></table>
<div class="dash"></div>
<div class="c sm">קודי משחק: ${ltr(`${rng.digits(3)}-${rng.digits(3)}`)} · התוצאות באתר</div><div class="c sm" dir="ltr">Game on! See your scores online.</div>`;
    const css = `${baseCss}
body{font-family:'URW Gothic','Noto Sans Hebrew';font-size:11px;width:72mm;padding:4mm}.brand{font-size:18px;font-weight:bold;letter-spacing:2px}.dash{border-top:1px dashed #000;margin:5px 0}
.t{width:100%}.t td{padding:1px 0;vertical-align:top}.t .en{text-align:right}.t .q{text-align:center;white-space:nowrap;font-size:0.9em}.t .s{text-align:left;white-space:nowrap}.en2{font-size:0.85em;color:#333}.big td{font-size:1.2em;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 190mm', css, body }),
      page: '80mm 190mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
