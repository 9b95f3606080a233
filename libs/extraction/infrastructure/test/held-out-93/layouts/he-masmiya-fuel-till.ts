import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-masmiya-fuel-till';

/** Agorot per litre with VAT (self-service), by year: 95 octane and diesel. */
const PRICE: Record<number, [number, number]> = { 2022: [728, 806], 2023: [698, 742], 2024: [742, 721], 2025: [731, 705], 2026: [714, 688] };
const SHOP: [string, number][] = [
  ['קפה הפוך גדול', 1400],
  ['מאפה גבינה', 1200],
  ["מים מינרליים 1.5 ל'", 900],
  ["נוזל לשמשות 4 ל'", 2490],
  ['כריך טונה', 2200],
];

/**
 * A fuel station at the Masmiya junction, a receipt from the pump's terminal, 76 mm (FreeMono throughout): the station's
 * name, the company with "ח.פ" and a colon, "חשבונית מס / קבלה" and "מס' tt/nnnnnnn" (terminal and serial), date
 * d/m/yyyy and time on one line, pump and product ("בנזין 95" or "סולר"), litres to two decimals, price per litre,
 * the fuel's sum, sometimes shop items from the convenience store, "סה"כ לתשלום" "₪…", "כולל מע"מ n%:" and the VAT;
 * a card's last digits and authorisation, sometimes a car plate and odometer for a business card.
 */
export const heMasmiyaFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const diesel = rng.chance(0.3);
    const perLitre = PRICE[year][diesel ? 1 : 0];
    const cl = rng.int(diesel ? 3000 : 1500, diesel ? 9000 : 5200);
    const fuel = Math.round((cl * perLitre) / 100);
    const shop = rng.chance(0.4) ? rng.some(SHOP, rng.int(1, 2)) : [];
    const gross = fuel + total(shop.map(([, p]) => p));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'אנרגיה בצומת מסמיה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(11, 38)}/${String(rng.int(1, 999999)).padStart(7, '0')}`;
    const at = rng.int(5 * 60, 23 * 60 + 30);
    const business = rng.chance(0.4);
    const [Y, m, d] = date.split('-');
    const body = `<div class="c b big">תחנת דלק צומת מסמיה</div><div class="c">${vendorName}</div><div class="c">ח.פ: ${ltr(taxId)}</div><div class="c sm">כביש ${ltr('3')} / ${ltr('40')} · פתוח ${ltr('24/7')}</div>
<div class="rule"></div><div class="c b">חשבונית מס / קבלה</div><div class="c">מס' ${ltr(doc)}</div>${row(ltr(`${Number(d)}/${Number(m)}/${Y}`), ltr(hhmm(at)))}<div class="rule"></div>
${row('משאבה', ltr(String(rng.int(1, 12))))}${row('מוצר', diesel ? 'סולר' : `בנזין ${ltr('95')}`)}${row('כמות (ליטר)', ltr((cl / 100).toFixed(2)))}${row('מחיר לליטר', ltr(amount(perLitre)))}${row('סכום דלק', ltr(amount(fuel)))}
${shop.length ? `<div class="rule"></div><div class="b">חנות הנוחות</div>${shop.map(([n, p]) => row(n, ltr(amount(p)))).join('')}` : ''}<div class="dbl"></div>
${row('<b>סה"כ לתשלום</b>', `<b>${ltr(`₪${amount(gross)}`)}</b>`, 'big')}${row(`כולל מע"מ ${ltr(`${rate}%`)}:`, ltr(amount(vat)))}<div class="rule"></div>
${row('כרטיס', ltr(`XXXX-${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(7)))}${business ? `${row('רכב', ltr(plate(rng)))}${row('ק"מ', ltr(String(rng.int(20000, 260000))))}` : ''}
<div class="c sm">${dt(date, 'he')}</div><div class="c sm">נסיעה טובה!</div>`;
    const css = `${baseCss}
body{font-family:'FreeMono';font-size:12px;padding:4mm;width:68mm}.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 170mm', css, body }),
      page: '76mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
