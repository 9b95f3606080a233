import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline, personalId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, plus, row, total, vatIn, weekdayOf } from './extra';

const ID = 'he-ein-hod-artists-village-folio';

/** A guesthouse folio in the Ein Hod artists' village, issued on departure, prices including VAT; Friday and Saturday nights dearer. */
export const heEinHodArtistsVillageFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const base = rng.int(68, 95) * 1000;
    const weekend = base + rng.int(15, 25) * 1000;
    const charges: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      const we = weekdayOf(d) === 5 || weekdayOf(d) === 6;
      charges.push([dt(d, 'dd/mm/yy'), `לינה בסוויטת הגלריה${we ? ' (סוף שבוע)' : ''}`, we ? weekend : base]);
    }
    if (rng.chance(0.7)) charges.push([dt(plus(arrival, 1), 'dd/mm/yy'), 'סדנת קרמיקה זוגית', rng.int(28, 42) * 1000]);
    if (rng.chance(0.6)) charges.push([dt(arrival, 'dd/mm/yy'), 'מגש אירוח ויין', rng.int(14, 22) * 1000]);
    const gross = total(charges.map(([, , c]) => c));
    const vat = vatIn(gross, rate);
    const vendorName = 'בית האמן עין הוד אירוח בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(30000, 39999));
    const rows = charges.map(([d, n, c]) => [ltr(d), n, ltr(amount(c))]);
    const body = `<div class="c"><div class="brand">בית האמן</div><div>חדרי אירוח בכפר האמנים עין הוד</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · ${ltr(landline(rng))}</div></div>
<h1>חשבון אורח · חשבונית מס/קבלה מס׳ ${ltr(doc)}</h1>
${row('תאריך', ltr(dt(date, 'dd.mm.yyyy')))}${row('אורח', `${rng.pick(['שגיא ומיכל', 'רונית ואבי', 'טל ודנה'])} ${rng.pick(['לוי', 'גולן', 'כץ'])} · ת"ז ${ltr(personalId(rng))}`)}${row('הגעה', ltr(dt(arrival, 'dd.mm.yyyy')))}${row('עזיבה', ltr(dt(date, 'dd.mm.yyyy')))}${row('לילות', ltr(String(nights)))}
${items(['תאריך', 'פירוט', 'סכום'], rows)}
${row('סה"כ חיובים', ltr(`${amount(gross)} ₪`), 'b big')}${row(`מתוכם מע"מ ${rate}%`, ltr(amount(vat)))}${row('שולם באשראי', ltr(amount(gross)))}${row('יתרה', ltr('0.00'))}
<div class="c sm foot">תודה שהתארחתם אצלנו · צ׳ק אאוט עד 11:00</div>`;
    const css = `${baseCss}
body{font-family:'Shofar';font-size:12px;padding:12mm 14mm}.brand{font-size:26px;font-weight:bold}h1{font-size:16px;margin:12px 0 6px}.big{font-size:1.15em}.foot{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
