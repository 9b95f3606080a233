import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-agamon-folio';

/**
 * A country guest house by the Hula lake, A4 (Stam Sefarad CLM for the name, Frank Ruehl CLM): "בית הארחה שפת האגם"
 * centred with a leaf line and the company and "ח.פ." spaced under it; "חשבון אורח" boxes (room, guests, arrival and
 * departure as weekday and dd/mm/yyyy, nights, "מס' תיק" a folio number); "חשבונית מס/קבלה מס' 6nnnnn"; postings by
 * date (the night with breakfast each night, sometimes dinner, bicycle hire, a jeep tour, a picnic basket) with a
 * "חובה" column and the payment in "זכות"; "סה"כ חובה" "₪…", "כולל מע"מ n%" and the VAT (contained), "יתרה לתשלום 0.00";
 * dated the departure.
 */
export const heAgamonFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const y = Number(date.slice(0, 4)) - 2022;
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const room = 64000 + y * 3000 + rng.pick([0, 12000, 24000]);
    const posts: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      posts.push([d, 'לינה כולל ארוחת בוקר', room]);
      if (rng.chance(0.4)) posts.push([d, `ארוחת ערב ${ltr(`× ${rng.int(2, 4)}`)}`, rng.int(2, 4) * (14000 + y * 500)]);
      if (rng.chance(0.25)) posts.push([d, 'השכרת אופניים', rng.int(2, 4) * 6000]);
    }
    if (rng.chance(0.4)) posts.push([plus(arrival, rng.int(0, nights - 1)), "סיור ג'יפים בעמק", 48000]);
    if (rng.chance(0.3)) posts.push([plus(arrival, rng.int(0, nights - 1)), 'סל פיקניק', 18500]);
    posts.sort((a, b) => a[0].localeCompare(b[0]));
    const gross = total(posts.map((p) => p[2]));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'שפת האגם אירוח כפרי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `6${rng.digits(5)}`;
    const box = (a: string, b: string) => `<td><div class="l">${a}</div>${b}</td>`;
    const body = `<div class="c"><div class="nm">בית הארחה שפת האגם</div><div class="leaf">~ ❦ ~</div><div>${vendorName} · ח.פ. ${ltr(`${taxId.slice(0, 3)} ${taxId.slice(3, 6)} ${taxId.slice(6)}`)}</div><div class="sm">עמק החולה, ד.נ. גליל עליון · ${ltr(`04-69${rng.digits(5)}`)}</div></div>
<h3>חשבון אורח</h3><table class="bx"><tr>${box('חדר', ltr(String(rng.int(1, 28))))}${box('אורחים', ltr(String(rng.int(2, 5))))}${box('הגעה', `${heDay(arrival)} ${ltr(dt(arrival, 'dd/mm/yyyy'))}`)}${box('עזיבה', `${heDay(date)} ${ltr(dt(date, 'dd/mm/yyyy'))}`)}${box('לילות', ltr(String(nights)))}${box("מס' תיק", ltr(String(rng.int(20000, 39999))))}</tr></table>
<div class="inv">חשבונית מס/קבלה מס' ${ltr(doc)}</div><div>שם האורח: ${rng.pick(['משפחת גולדברג', 'הדס ורון פרץ', 'עומרי שגיא', 'מיכל בן-דוד'])}</div>
<table class="t"><tr><th>תאריך</th><th>פירוט</th><th>חובה</th><th>זכות</th></tr>${posts.map(([d, t, v]) => `<tr><td>${ltr(dt(d, 'dd/mm/yy'))}</td><td>${t}</td><td>${ltr(amount(v))}</td><td></td></tr>`).join('')}
<tr><td>${ltr(dt(date, 'dd/mm/yy'))}</td><td>תשלום ${rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס'])} ${ltr(`*${rng.digits(4)}`)}</td><td></td><td>${ltr(amount(gross))}</td></tr></table>
<table class="tot"><tr class="g"><td>סה"כ חובה</td><td>${ltr(`₪${amount(gross)}`)}</td></tr><tr><td>כולל מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr><td>יתרה לתשלום</td><td>${ltr('0.00')}</td></tr></table><div class="c sm">להתראות ונשמח לארח אתכם שוב</div>`;
    const css = `body{font-family:'Frank Ruehl CLM';font-size:14px;padding:14mm 18mm}.c{text-align:center}.nm{font-family:'Stam Sefarad CLM';font-size:40px}.leaf{font-family:'DejaVu Sans';color:#363}.sm{font-size:12px}h3{margin:18px 0 6px}
.bx{width:100%;border-collapse:separate;border-spacing:5px}.bx td{border:1px solid #363;padding:4px 6px;text-align:center}.l{font-size:11px;color:#363}.inv{font-weight:bold;font-size:17px;margin:12px 0 4px}
.t{width:100%;border-collapse:collapse;margin-top:8px}.t th{background:#363;color:#fff;padding:4px;text-align:start}.t td{padding:4px;border-bottom:1px solid #ccc}.t td:nth-child(n+3){text-align:left;width:28mm}
.tot{margin:12px auto 24px 0;border-collapse:collapse}.tot td{padding:3px 10px}.tot td:last-child{text-align:left}.tot .g{font-weight:bold;font-size:17px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
