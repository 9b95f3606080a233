import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, landline } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'he-tzfat-courtyard-folio';

/**
 * A guesthouse around a stone courtyard in Tzfat's artists' quarter, a folio on A4 (Noto Rashi Hebrew name, David CLM text):
 * "חשבון אורח" with a folio number and the room, guests, arrival and departure with Hebrew weekdays (dd.mm.yyyy), a line per
 * night (dearer on Thursday and Friday nights), breakfast per guest per night, a Kabbalah walk or wine tasting on some, "סה"כ
 * לפני מע"מ", VAT added, "סה"כ כולל מע"מ", then the deposit and the card payment as minuses and "יתרה לתשלום 0.00", and at the
 * foot "חשבונית מס/קבלה מס'" with six digits and the company with "ח.פ." Dated the day of departure.
 */
export const heTzfatCourtyardFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const guests = rng.int(2, 4);
    const base = Math.round((rng.int(56, 78) * 1000 * up) / 1000) * 1000;
    const nightRows = Array.from({ length: nights }, (_, i) => {
      const d = plus(arrival, i);
      const price = weekdayOf(d) === 4 || weekdayOf(d) === 5 ? base + 15000 : base;
      return { text: `לינה - ${heDay(d)} ${ltr(dt(d, 'dd/mm'))}`, sum: price };
    });
    const breakfast = Math.round((7500 * up) / 100) * 100;
    const extras = [
      { text: `ארוחת בוקר ${ltr(`${guests} × ${nights}`)}`, sum: breakfast * guests * nights },
      ...(rng.chance(0.5) ? [{ text: 'סיור בעקבות המקובלים', sum: guests * 6000 }] : []),
      ...(rng.chance(0.4) ? [{ text: 'טעימת יינות גליל', sum: guests * 9000 }] : []),
    ];
    const all = [...nightRows, ...extras];
    const net = total(all.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const deposit = Math.round(gross * 0.3);
    const vendorName = 'חצר האמנים צפת אירוח בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100000, 999999));
    const folio = `F-${rng.int(1000, 9999)}`;
    const body = `<div class="hd"><div class="nm">חצר האמנים</div><div class="sm">בית הארחה בעיר העתיקה · רח' האר"י ${ltr(String(rng.int(2, 30)))}, צפת · ${ltr(landline(rng))}</div></div>
<h2>חשבון אורח ${ltr(folio)}</h2>
<table class="pairs"><tr><th>אורח</th><td>${rng.pick(['משפחת עזרא', 'נעמה ויואב טל', 'משפחת קרמר', 'שירה מזרחי'])}</td><th>חדר</th><td>${rng.pick(['החוזה', 'האלשיך', 'הרימון', 'התאנה'])}</td></tr>
<tr><th>הגעה</th><td>${heDay(arrival)} ${ltr(dt(arrival, 'dd.mm.yyyy'))}</td><th>עזיבה</th><td>${heDay(date)} ${ltr(dt(date, 'dd.mm.yyyy'))}</td></tr><tr><th>אורחים</th><td>${ltr(String(guests))}</td><th>לילות</th><td>${ltr(String(nights))}</td></tr></table>
${items(
  ['פירוט', 'סכום'],
  all.map((l) => [l.text, ltr(amount(l.sum))]),
)}
<table class="sums"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="tot"><th>סה"כ כולל מע"מ</th><td>${ltr(`₪${amount(gross)}`)}</td></tr>
<tr><th>מקדמה ששולמה</th><td>${ltr(`-${amount(deposit)}`)}</td></tr><tr><th>תשלום באשראי</th><td>${ltr(`-${amount(gross - deposit)}`)}</td></tr><tr class="b"><th>יתרה לתשלום</th><td>${ltr('0.00')}</td></tr></table>
<div class="foot">חשבונית מס/קבלה מס' ${ltr(doc)}<br><span class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</span></div>`;
    const css = `${baseCss}
body{font-family:'David CLM';font-size:14px;padding:16mm 18mm}.hd{text-align:center}.nm{font-family:'Noto Rashi Hebrew';font-size:32px;font-weight:bold;color:#2f4f6f}h2{font-size:19px;border-bottom:1px solid #2f4f6f;padding-bottom:4px}
.sums{margin-inline-start:auto;min-width:50%;margin-top:8px}.sums th{text-align:start;font-weight:normal;padding:2px 8px}.sums td{text-align:left;padding:2px 8px}.tot{font-weight:bold;border-top:2px solid #333;border-bottom:2px solid #333}.foot{margin-top:28px;text-align:center;font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
