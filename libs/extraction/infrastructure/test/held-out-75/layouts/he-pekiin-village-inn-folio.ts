import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, personalId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, pairs, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'he-pekiin-village-inn-folio';

const ROOMS: [string, number][] = [
  ['חדר אבן זוגי', 52000],
  ['סוויטת הבאר', 74000],
  ['חדר משפחה עם עליית גג', 68000],
];
const GUESTS = ['שרית ואלון גולן', 'משפחת אזולאי', 'נעמה רוזנטל', 'גיל וקרן ששון', 'משפחת חביב', 'עדי ברק'];

/**
 * A village inn's guest folio in Peki'in, A4 (David CLM): "חשבון אורח" with its folio number and "חשבונית מס / קבלה"
 * with its own number, guest with personal id, room, arrival and departure, each night dated with its weekday
 * (Thursday and Friday nights dearer), breakfast included, a Druze dinner, a pita workshop or late departure on some,
 * charges and credits columns, card payment as a credit, zero balance, VAT contained. Dated the day of departure.
 */
export const hePekiinVillageInnFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date: arrival } = next(ID, rng, undefined, [1, 26]);
    const up = 1 + (Number(arrival.slice(0, 4)) - 2022) * 0.05;
    const nights = rng.int(1, 4);
    const departure = plus(arrival, nights);
    const rate = israeliRate(departure);
    const [room, base] = rng.pick(ROOMS);
    const guests = rng.int(2, room.startsWith('חדר משפחה') ? 5 : 2);
    const charges: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const dear = [4, 5].includes(weekdayOf(night));
      charges.push([ltr(dt(night, 'dd/mm/yy')), `לינה ${heDay(night)} – ${room}, כולל ארוחת בוקר`, Math.round((base * up * (dear ? 1.25 : 1)) / 1000) * 1000]);
    }
    if (rng.chance(0.5)) charges.push([ltr(dt(arrival, 'dd/mm/yy')), `ארוחת ערב דרוזית × ${ltr(String(guests))}`, guests * Math.round((14500 * up) / 500) * 500]);
    if (rng.chance(0.35))
      charges.push([ltr(dt(plus(arrival, Math.min(1, nights - 1)), 'dd/mm/yy')), `סדנת פיתות על הסאג׳ × ${ltr(String(guests))}`, guests * Math.round((6000 * up) / 500) * 500]);
    if (rng.chance(0.3)) charges.push([ltr(dt(departure, 'dd/mm/yy')), `עזיבה מאוחרת עד ${ltr('15:00')}`, Math.round((15000 * up) / 1000) * 1000]);
    const gross = total(charges.map((c) => c[2]));
    const vat = vatIn(gross, rate);
    const vendorName = 'בית הארחה עין אל-חווארה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(3000, 8999));
    const folio = `F${rng.digits(5)}`;
    const rows = charges.map(([d, what, sum]) => `<tr><td>${d}</td><td>${what}</td><td>${ltr(amount(sum))}</td><td></td></tr>`).join('');
    const payment = `<tr class="pay"><td>${ltr(dt(departure, 'dd/mm/yy'))}</td><td>תשלום בכרטיס אשראי ${ltr(`**** ${rng.digits(4)}`)}</td><td></td><td>${ltr(amount(gross))}</td></tr>`;
    const body = `<div class="head"><div class="brand">עין אל-חווארה</div><div class="sub">בית הארחה בכפר · פקיעין העתיקה</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · ${ltr(`04-99${rng.digits(5)}`)}</div></div>
<div class="titles"><div>חשבון אורח מס׳ ${ltr(folio)}</div><div class="inv">חשבונית מס / קבלה מס׳ ${ltr(doc)}</div></div>
${pairs(
  [
    ['אורח', rng.pick(GUESTS)],
    ['ת.ז.', ltr(personalId(rng))],
    ['חדר', `${room} (${ltr(String(rng.int(1, 9)))})`],
    ['מספר אורחים', ltr(String(guests))],
    ['הגעה', ltr(dt(arrival, 'dd/mm/yyyy'))],
    ['עזיבה', ltr(dt(departure, 'dd/mm/yyyy'))],
  ],
  2,
)}
<table class="f"><thead><tr><th>תאריך</th><th>תיאור</th><th>חיוב</th><th>זיכוי</th></tr></thead><tbody>${rows}${payment}</tbody>
<tfoot><tr><td></td><td>סה"כ</td><td>${ltr(amount(gross))}</td><td>${ltr(amount(gross))}</td></tr><tr><td></td><td>יתרה</td><td colspan="2">${ltr('0.00')}</td></tr></tfoot></table>
<div class="vat">הסכום כולל מע"מ ${ltr(`${rate}%`)}: ${ltr(amount(vat))} ש"ח · לפני מע"מ: ${ltr(amount(gross - vat))} ש"ח</div>
<div class="note">תודה שהתארחתם אצלנו! תאריך המסמך: ${ltr(dt(departure, 'dd/mm/yyyy'))}</div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Serif';font-size:13px;padding:16mm 18mm}.head{text-align:center;border-bottom:1px solid #6d4c41;padding-bottom:8px}.brand{font-size:30px;font-weight:bold;color:#6d4c41}.sub{font-size:14px}
.titles{display:flex;justify-content:space-between;margin:12px 0;font-weight:bold;font-size:14px}.inv{border:1.5px solid #6d4c41;padding:3px 8px}
.f{width:100%;margin-top:12px}.f th{background:#efebe9;border-top:1px solid #6d4c41;border-bottom:1px solid #6d4c41;padding:4px;text-align:start}.f td{padding:4px;border-bottom:1px dotted #aaa}.f td:nth-child(3),.f td:nth-child(4),.f th:nth-child(3),.f th:nth-child(4){text-align:left;width:16%}
.f tfoot td{font-weight:bold;border-bottom:none}.pay td{color:#333;background:#fafafa}.vat{margin-top:10px;font-size:12px}.note{margin-top:22px;text-align:center;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date: departure, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
