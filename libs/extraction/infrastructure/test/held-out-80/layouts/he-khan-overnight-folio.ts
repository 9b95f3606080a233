import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-khan-overnight-folio';

/**
 * A desert khan's lodging folio near Sde Boker, A5 (Drugulin CLM, amounts in DejaVu Sans): the khan's name in a brown
 * frame, "חשבונית מס / קבלה" with its number at the left and an order number ("הזמנה") at the right, the group's
 * contact, arrival and departure with Hebrew weekdays (dd.mm.yyyy), then by line: nights in the communal tent or a mud
 * hut per person, dinners per person, breakfasts, a pita workshop or a guided night walk on some, bedding rental; the
 * total with "ש"ח", VAT contained, the payment and a zero balance; the company's name and id only at the foot. Dated the
 * day of departure; arrivals from the 1st to the 25th.
 */
export const heKhanOvernightFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date: arrive } = next(ID, rng, undefined, [1, 25]);
    const nights = rng.int(1, 3);
    const date = plus(arrive, nights);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const guests = rng.int(2, 14);
    const p = (a: number) => Math.round((a * up) / 100) * 100;
    const hut = rng.chance(0.4);
    const rows = [
      { name: hut ? 'לינה בבקתת בוץ (לאדם ללילה)' : 'לינה באוהל האירוח (לאדם ללילה)', qty: guests * nights, each: p(hut ? 24000 : 14500) },
      { name: 'ארוחת ערב בדואית', qty: guests * nights, each: p(8500) },
      { name: 'ארוחת בוקר', qty: guests * nights, each: p(5500) },
    ];
    if (rng.chance(0.5)) rows.push({ name: 'סדנת פיתות בטאבון', qty: guests, each: p(6000) });
    if (rng.chance(0.4)) rows.push({ name: 'סיור לילה מודרך בנחל צין', qty: 1, each: p(65000) });
    if (!hut && rng.chance(0.5)) rows.push({ name: 'השכרת שק שינה ומזרן', qty: rng.int(1, guests), each: p(3000) });
    const lines = rows.map((r) => ({ ...r, sum: r.qty * r.each }));
    const gross = total(lines.map((l) => l.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'חאן מדבר צין בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(20000, 69999));
    const order = `R${rng.digits(6)}`;
    const body = `<div class="frame"><div class="name">חאן מדבר צין</div><div class="sm">אירוח מדברי · ליד שדה בוקר</div></div>
<div class="row hd"><span>הזמנה ${ltr(order)}</span><span class="b">חשבונית מס / קבלה ${ltr(doc)}</span></div>
<table class="pairs"><tr><th>שם המזמין</th><td>${rng.pick(['משפחת אלון', 'קבוצת מטיילים - בית ספר שדות', 'יוסי לוי', 'משפחת חדד', 'רונית כהן'])}</td></tr><tr><th>הגעה</th><td>${heDay(arrive)}, ${ltr(dt(arrive, 'dd.mm.yyyy'))}</td></tr><tr><th>עזיבה</th><td>${heDay(date)}, ${ltr(dt(date, 'dd.mm.yyyy'))}</td></tr><tr><th>אורחים</th><td>${ltr(String(guests))}</td></tr></table>
${items(
  ['פירוט', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [l.name, ltr(String(l.qty)), ltr(amount(l.each)), ltr(amount(l.sum))]),
)}
<div class="row tot"><span>סה"כ</span><span>${ltr(amount(gross))} ש"ח</span></div>
<div class="row"><span>המחירים כוללים מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="row"><span>שולם - ${rng.pick(['כרטיס אשראי', 'העברה בנקאית', 'מזומן'])}</span><span>${ltr(amount(gross))}</span></div><div class="row"><span>יתרה</span><span>${ltr('0.00')}</span></div>
<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · ${ltr(`08-65${rng.digits(5)}`)}</div>`;
    const css = `${baseCss}
body{font-family:'Drugulin CLM','FreeSerif';font-size:12.5px;padding:10mm 11mm}.frame{border:3px double #7a4a21;text-align:center;padding:6px;margin-bottom:8px}.name{font-size:26px;color:#7a4a21;font-weight:bold}
.hd{margin:6px 0;font-size:14px}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left;font-family:'DejaVu Sans';font-size:11px}.tot{font-size:16px;font-weight:bold;border-top:2px solid #7a4a21;padding-top:4px}.foot{margin-top:14px;border-top:1px solid #7a4a21;padding-top:4px;text-align:center;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
