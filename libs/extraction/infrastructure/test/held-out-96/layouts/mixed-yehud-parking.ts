import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, vatIn } from './extra';

const ID = 'mixed-yehud-parking';

/** Agorot by year: first two hours, each further quarter hour, the day's maximum. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1200, 300, 5600],
  2023: [1200, 300, 6000],
  2024: [1400, 350, 6400],
  2025: [1500, 350, 6800],
  2026: [1500, 400, 7000],
};

/**
 * A shopping centre's car park in Yehud, the exit booth's slip, 70 mm (Noto Sans Hebrew, Nimbus Sans for the
 * English): "חניון מרכז יהוד" and "YEHUD PARKING" in a black band, the company with "ח.פ." spaced in threes; a
 * three-column table with the Hebrew label on the right, the English on the left and the value between them
 * ("חשבונית מס-קבלה" / "Tax invoice-receipt" "P-nnnnnn", date yyyy-mm-dd, entry and exit hh:mm, duration, plate), tariff lines (the first two hours, further quarter hours × n, or the day's maximum), "סה"כ / TOTAL" "₪…",
 * "מע"מ n% כלול / VAT n% incl."; card or cash; same-day stays; any day.
 */
export const mixedYehudParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const [first, quarter, max] = TARIFF[Number(date.slice(0, 4))];
    const entry = rng.int(7 * 60, 20 * 60);
    const stay = rng.chance(0.3) ? rng.int(20, 120) : rng.int(121, Math.min(720, 23 * 60 + 50 - entry));
    const exit = entry + stay;
    const quarters = stay > 120 ? Math.ceil((stay - 120) / 15) : 0;
    const raw = first + quarters * quarter;
    const capped = raw > max;
    const gross = capped ? max : raw;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני מרכז יהוד בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `P-${rng.int(100000, 999999)}`;
    const r3 = (he: string, v: string, en: string, cls = '') => `<tr class="${cls}"><td class="he">${he}</td><td class="v">${v}</td><td class="en">${ltr(en)}</td></tr>`;
    const body = `<div class="band"><div class="h">חניון מרכז יהוד</div><div class="e">YEHUD PARKING</div></div><div class="c sm">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}</div><div class="c sm">דרך העצמאות, יהוד · Ha'Atzmaut Rd, Yehud</div>
<table class="t3">${r3('חשבונית מס-קבלה', ltr(doc), 'Tax invoice-receipt', 'b')}${r3('תאריך', ltr(dt(date, 'yyyy-mm-dd')), 'Date')}${r3('כניסה', ltr(hhmm(entry)), 'Entry')}${r3('יציאה', ltr(hhmm(exit)), 'Exit')}
${r3('משך חניה', ltr(`${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`), 'Duration')}${r3('רכב', ltr(plate(rng)), 'Plate')}</table><div class="rule"></div>
<table class="t3">${capped ? r3('תעריף יומי מרבי', ltr(amount(max)), 'Daily maximum') : `${r3('שעתיים ראשונות', ltr(amount(first)), 'First 2 hours')}${quarters ? r3(`רבע שעה נוספת × ${ltr(String(quarters))}`, ltr(amount(quarters * quarter)), `Extra 15 min × ${quarters}`) : ''}`}
${r3('<b>סה"כ</b>', `<b>${ltr(`₪${amount(gross)}`)}</b>`, '<b>TOTAL</b>', 'big')}${r3(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)), `VAT ${rate}% incl.`)}</table><div class="rule"></div>
<div class="c sm">${rng.chance(0.75) ? `אשראי / Card ${ltr(`**${rng.digits(4)}`)}` : 'מזומן / Cash'}</div><div class="c sm">תודה ונסיעה בטוחה · Thank you</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Nimbus Sans';font-size:11px;padding:4mm;width:62mm}.band{background:#111;color:#fff;text-align:center;padding:4px 2px;margin-bottom:4px}.band .h{font-size:19px;font-weight:bold}
.band .e,.en{font-family:'Nimbus Sans'}.band .e{letter-spacing:1px}.t3{width:100%;margin-top:4px}.t3 td{padding:1.5px 1px}.he{text-align:start}.v{text-align:center;white-space:nowrap}.en{text-align:end;font-size:10px;color:#333}.big td{font-size:14px}.b td{font-weight:bold}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '70mm 170mm', css, body }),
      page: '70mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
