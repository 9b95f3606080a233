import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, plus, row, total, vatOn } from './extra';

const ID = 'he-yurt-camp-folio';

/**
 * A yurt camp in the Negev near Dimona, A5 (Hadasim CLM name, Noto Sans Hebrew text): "חשבון אירוח" with the booking number,
 * guests, the yurt, arrival and departure with Hebrew weekdays (d.m.yy), each night on its own line (dd/mm, dearer on Thursday
 * and Friday nights, extra guests), breakfast per guest and morning, a camel ride or a star-watching evening on some,
 * "סה"כ לפני מע"מ", VAT added, "סה"כ כולל מע"מ", the deposit and the card payment with "יתרה 0.00", and at the foot "חשבונית מס
 * קבלה מס׳" with its number and the company with "ח.פ."; dated the day of departure, October to April.
 */
export const heYurtCampFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng, [1, 2, 3, 4, 10, 11, 12]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const nights = rng.int(1, 4);
    const arrive = plus(date, -nights);
    const guests = rng.int(2, 6);
    const base = Math.round((52000 * up) / 100) * 100;
    const lines: { name: string; sum: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrive, i);
      const dow = new Date(`${night}T12:00:00Z`).getUTCDay();
      const price = dow === 4 || dow === 5 ? base + 15000 : base;
      lines.push({ name: `לינה ביורט ${ltr(dt(night, 'dd/mm'))}`, sum: price });
      if (guests > 2) lines.push({ name: `תוספת ${guests - 2} אורחים`, sum: (guests - 2) * 9000 });
    }
    lines.push({ name: `ארוחת בוקר מדברית × ${guests} × ${nights}`, sum: guests * nights * 6500 });
    if (rng.chance(0.5)) lines.push({ name: 'רכיבת גמלים (שעה)', sum: guests * 12000 });
    if (rng.chance(0.4)) lines.push({ name: 'ערב תצפית כוכבים', sum: 45000 });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const deposit = Math.round(gross / 300) * 100;
    const vendorName = 'יורטות הנגב הגבוה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(4000, 9999));
    const body = `<div class="c nm">יורטות הנגב</div><div class="c sm">חוות מדבר · דרך ${ltr('25')} ליד דימונה · ${ltr(cellular(rng))}</div><div class="dbl"></div>
<div class="c b">חשבון אירוח - הזמנה ${ltr(`Y${rng.digits(5)}`)}</div>
${row(`אורח: ${rng.pick(['משפחת אוחיון', 'רוני שטרן', 'קבוצת חברים - טל', 'יעל ועמית'])}`, `אורחים: ${ltr(String(guests))}`)}${row(`יורט: ${rng.pick(['שיטה', 'רותם', 'מכתש', 'נחל צין'])}`, '')}
${row(`הגעה: ${heDay(arrive)} ${ltr(dt(arrive, 'd.m.yy'))}`, `עזיבה: ${heDay(date)} ${ltr(dt(date, 'd.m.yy'))}`)}
${items(
  ['פירוט', 'סכום'],
  lines.map((l) => [l.name, ltr(amount(l.sum))]),
)}
${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ כולל מע"מ', `${ltr(amount(gross))} ₪`, 'big')}
${row('מקדמה בהזמנה', ltr(`-${amount(deposit)}`))}${row('תשלום באשראי', ltr(`-${amount(gross - deposit)}`))}${row('יתרה', ltr('0.00'))}
<div class="rule"></div><div class="c">חשבונית מס קבלה מס׳ ${ltr(doc)}</div><div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew';font-size:12.5px;padding:10mm 12mm}.nm{font-family:'Hadasim CLM';font-size:30px;color:#9a5b1e}.big{font-weight:bold;font-size:15px}.items td:last-child,.items th:last-child{text-align:left}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
