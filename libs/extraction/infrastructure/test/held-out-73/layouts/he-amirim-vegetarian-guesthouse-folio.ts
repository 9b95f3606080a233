import { amount, HE_MONTHS, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay, personalId } from '../../generalisation/notation';
import { baseCss, dayOf, grid, idOf, ltr, nth, plus, row, total, vatIn, weekdayOf, yearFor } from './extra';

const ID = 'he-amirim-vegetarian-guesthouse-folio';

const ROOMS: [string, number][] = [
  ['סוויטת גפן', 0],
  ['בקתת עץ זית', 6000],
  ['חדר נוף כנרת', 9000],
  ['סוויטה משפחתית', 18000],
];
const EXTRAS: [string, number][] = [
  ['ארוחת ערב צמחונית', 14500],
  ['ארוחת בוקר מורחבת לחדר', 4500],
  ['עיסוי שוודי 60 דק׳', 32000],
  ['סדנת לחם מחמצת', 18000],
  ['סל פירות וגבינות טבעוניות לחדר', 12000],
  ['יין בוטיק מהגליל - בקבוק', 11000],
];
const GUESTS = ['אורית ודני שגיא', 'משפחת חדד', 'מיכל אברמוב', 'יואב ונטע קליין', 'שירן עמר'];

/**
 * A vegetarian guesthouse's folio in the moshav Amirim, A4 (Simple CLM): "חשבון אורח" with its folio number and
 * "חשבונית מס / קבלה" with its own number, guest, personal id, room, arrival and departure, nights one by one with
 * their weekday (Thursday and Friday nights dearer), vegetarian dinners and other extras, charges and payments
 * columns, card payment as a credit, VAT contained, zero balance. The stay lies within the year of departure.
 */
export const heAmirimVegetarianGuesthouseFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const year = yearFor(ID, nth(ID));
    const nights = rng.int(1, 4);
    const arrival = dayOf(rng, year, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], [1, 24]);
    const date = plus(arrival, nights);
    const rate = israeliRate(date);
    const up = 1 + (year - 2022) * 0.04;
    const [room, extra] = rng.pick(ROOMS);
    const base = Math.round(((rng.int(78000, 98000) + extra) * up) / 1000) * 1000;
    const charges: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      const w = weekdayOf(d);
      const price = w === 4 || w === 5 ? Math.round((base * 1.25) / 1000) * 1000 : base;
      charges.push([dt(d, 'dd/mm/yy'), `לינה - ${room} (ליל ${heDay(d)}) כולל ארוחת בוקר`, price]);
    }
    for (const [name, p] of rng.some(EXTRAS, rng.int(1, 3))) {
      const d = plus(arrival, rng.int(0, nights - 1));
      const q = name.startsWith('ארוחת ערב') ? 2 : 1;
      charges.push([dt(d, 'dd/mm/yy'), q > 1 ? `${name} (${ltr('2')} סועדים)` : name, q * Math.round((p * up) / 100) * 100]);
    }
    const gross = total(charges.map((c) => c[2]));
    const vat = vatIn(gross, rate);
    const vendorName = 'אחוזת אמירים בע"מ';
    const taxId = idOf(vendorName, true);
    const folio = String(rng.int(3000, 9999));
    const doc = String(rng.int(60000, 79999));
    const m = HE_MONTHS[Number(date.slice(5, 7)) - 1];
    const body = `<div class="head"><div class="brand">אחוזת אמירים</div><div class="sub">בית הארחה צמחוני · מושב אמירים, ד.נ. מרום הגליל</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · ${ltr(`04-69${rng.digits(5)}`)}</div></div>
<div class="titles"><div>חשבון אורח מס׳ ${ltr(folio)}</div><div>חשבונית מס / קבלה מס׳ ${ltr(doc)}</div></div>
${grid([
  ['שם האורח', rng.pick(GUESTS)],
  ['ת.ז.', ltr(personalId(rng))],
  ['חדר', room],
  ['הגעה', ltr(dt(arrival, 'dd/mm/yyyy'))],
  ['עזיבה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['לילות', ltr(String(nights))],
])}
<table class="folio"><thead><tr><th>תאריך</th><th>פירוט</th><th>חובה</th><th>זכות</th></tr></thead><tbody>
${charges.map(([d, n, s]) => `<tr><td>${ltr(d)}</td><td>${n}</td><td>${ltr(amount(s))}</td><td></td></tr>`).join('')}
<tr><td>${ltr(dt(date, 'dd/mm/yy'))}</td><td>תשלום בכרטיס אשראי ${ltr(`**** ${rng.digits(4)}`)}</td><td></td><td>${ltr(amount(gross))}</td></tr>
</tbody></table>
<div class="tot">${row('סה"כ חיובים', ltr(amount(gross)), 'b')}${row(`מע"מ ${ltr(`${rate}%`)} כלול בסכום`, ltr(amount(vat)))}${row('סה"כ תשלומים', ltr(amount(gross)))}${row('יתרה', ltr('0.00'), 'b')}</div>
<div class="foot">הונפק ביום העזיבה, ${Number(date.slice(8))} ב${m} ${date.slice(0, 4)}. תודה שהתארחתם אצלנו, נשמח לראותכם שוב.</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','DejaVu Sans';font-size:13px;padding:15mm 16mm}.head{text-align:center;border-bottom:1px solid #6d4c41;padding-bottom:6px}.brand{font-size:30px;color:#4e342e;font-weight:bold}.sub{font-size:14px}
.titles{display:flex;justify-content:space-between;font-weight:bold;font-size:15px;margin:10px 0}.folio{width:100%;margin-top:10px}.folio th{background:#efebe9;border-bottom:1px solid #6d4c41;padding:4px;text-align:start}.folio td{padding:3px 4px;border-bottom:1px dotted #aaa}
.folio td:nth-child(n+3),.folio th:nth-child(n+3){text-align:left;width:22mm}.tot{width:45%;margin:10px auto 0 0}.foot{margin-top:20px;font-size:11px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
