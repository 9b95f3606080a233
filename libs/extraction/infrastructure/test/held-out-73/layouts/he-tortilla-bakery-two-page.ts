import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heMonth, lastOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, dayOf, idOf, ltr, nth, row, taxIdOfCustomer, total, vatOn, yearFor } from './extra';

const ID = 'he-tortilla-bakery-two-page';

/** Products: name, units per carton, lowest and highest price per carton in agorot before VAT (2023). */
const PRODUCTS: [string, number, number, number][] = [
  ['טורטייה חיטה 25 ס"מ', 60, 5400, 6200],
  ['טורטייה חיטה 30 ס"מ', 48, 5900, 6900],
  ['טורטייה מלאה 25 ס"מ', 60, 6200, 7100],
  ['טורטייה תירס 15 ס"מ (טאקו)', 120, 6400, 7600],
  ['לאפה עיראקית גדולה', 40, 7200, 8400],
  ['ראפ תרד 30 ס"מ', 48, 6800, 7900],
  ['ראפ עגבניות 30 ס"מ', 48, 6800, 7900],
  ['טורטייה ללא גלוטן 25 ס"מ', 36, 9800, 11800],
];
const CUSTOMERS: [string, string][] = [
  ['שווארמה הדרום נתיבות בע"מ', 'רח׳ בעל הנס 7, נתיבות'],
  ['בורריטו בר אשקלון בע"מ', 'מרינה, אשקלון'],
  ['מזנון תחנת הרכבת אופקים בע"מ', 'רח׳ הרצל 2, אופקים'],
  ['קייטרינג אבני הנגב בע"מ', 'אזור תעשייה, רהט'],
];

/**
 * A tortilla and laffa bakery's monthly invoice to eateries in the western Negev, two A4 pages (Nachlieli CLM):
 * deliveries grouped by delivery note (date and note number on a line of their own, the products under it with
 * cartons, units per carton, price per carton and sum), the total of page 1 carried to page 2 as "מועבר מעמוד 1",
 * "עמוד 1 מתוך 2" and "עמוד 2 מתוך 2", VAT added, the customer's company id, the month supplied. Dated in the first
 * week of the month after (not January 2025, whose bill would be of December 2024's supplies at 17%), on a weekday.
 */
export const heTortillaBakeryTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const year = yearFor(ID, nth(ID));
    const raw = dayOf(rng, year, year === 2025 ? [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (year - 2023) * 0.035;
    const monthStart = `${addDays(`${date.slice(0, 8)}01`, -1).slice(0, 8)}01`;
    const days = Number(lastOfMonth(monthStart).slice(8));
    const [customer, address] = rng.pick(CUSTOMERS);
    const prices = new Map(PRODUCTS.map(([n, , lo, hi]) => [n, Math.round((rng.int(lo, hi) * up) / 10) * 10]));
    const usual = rng.some(PRODUCTS, rng.int(3, 5));
    const count = rng.int(9, 12);
    let note = rng.int(5000, 9000);
    const deliveries = Array.from({ length: count }, (_, i) => {
      const day = Math.min(days, 1 + Math.floor((i * days) / count) + rng.int(0, 1));
      note += rng.int(3, 30);
      const lines = rng.some(usual, rng.int(1, Math.min(3, usual.length))).map(([name, per]) => {
        const cartons = rng.int(1, 8);
        const unit = prices.get(name) ?? 0;
        return { name, per, cartons, unit, sum: cartons * unit };
      });
      return { date: `${monthStart.slice(0, 8)}${String(day).padStart(2, '0')}`, note: String(note), lines };
    });
    const split = Math.ceil(count / 2);
    const first = deliveries.slice(0, split);
    const second = deliveries.slice(split);
    const sumOf = (ds: typeof deliveries) => total(ds.flatMap((d) => d.lines.map((l) => l.sum)));
    const carried = sumOf(first);
    const net = sumOf(deliveries);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מאפיית טורטיה הנגב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}-${String(rng.int(1000, 4999))}`;
    const customerId = taxIdOfCustomer(rng);
    const phone = `08-99${rng.digits(5)}`;
    const head = (page: number) =>
      `<div class="head"><div><div class="brand">טורטיה הנגב</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)} · אזור תעשייה אופקים · ${ltr(phone)}</div></div><div class="doc">חשבונית מס ${ltr(doc)}<div class="sm">עמוד ${ltr(String(page))} מתוך ${ltr('2')}</div></div></div>`;
    const table = (ds: typeof deliveries, lead: string) =>
      `<table class="t"><thead><tr><th>מוצר</th><th>קרטונים</th><th>יח׳ בקרטון</th><th>מחיר לקרטון</th><th>סכום</th></tr></thead><tbody>${lead}${ds
        .map(
          (d) =>
            `<tr class="dn"><td colspan="5">תעודת משלוח ${ltr(d.note)} · ${ltr(dt(d.date, 'dd/mm/yyyy'))}</td></tr>${d.lines
              .map(
                (l) => `<tr><td>${l.name}</td><td>${ltr(String(l.cartons))}</td><td>${ltr(String(l.per))}</td><td>${ltr(amount(l.unit))}</td><td>${ltr(amount(l.sum))}</td></tr>`,
              )
              .join('')}`,
        )
        .join('')}</tbody></table>`;
    const page1 = `<div class="page">${head(1)}
<div class="cust"><div><b>לכבוד:</b> ${customer}<br>${address}<br>ח.פ. ${ltr(customerId)}</div><div><b>תאריך:</b> ${ltr(dt(date, 'dd/mm/yyyy'))}<br><b>אספקות:</b> ${heMonth(monthStart)}<br><b>תנאים:</b> שוטף + ${ltr('30')}</div></div>
${table(first, '')}
<div class="carry">${row('סה"כ עמוד זה - מועבר לעמוד הבא', ltr(amount(carried)), 'b')}</div></div>`;
    const page2 = `<div class="page">${head(2)}
${table(second, `<tr class="b"><td colspan="4">מועבר מעמוד ${ltr('1')}</td><td>${ltr(amount(carried))}</td></tr>`)}
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`₪ ${amount(gross)}`), 'b big')}</div>
<div class="foot">כשר בהשגחת הרבנות אופקים. שמירה בקירור עד ${ltr('7')} ימים או בהקפאה עד ${ltr('3')} חודשים. אין לנכות במקור ללא אישור.</div></div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','DejaVu Sans';font-size:12px}.page{height:296mm;box-sizing:border-box;padding:12mm 14mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #e65100;padding-bottom:5px}.brand{font-size:26px;font-weight:bold;color:#e65100}.doc{font-size:16px;font-weight:bold;text-align:left}
.cust{display:flex;justify-content:space-between;margin:8px 0;line-height:1.5}.t{width:100%}.t th{border-bottom:2px solid #333;padding:3px;text-align:start}.t td{padding:2px 3px}.t .dn td{background:#fff3e0;font-weight:bold;padding-top:4px}
.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:left}.t .dn td,.t .b td:first-child{text-align:start}.carry{width:50%;margin:6px auto 0 0;border-top:1px solid #333}.tot{width:45%;margin:8px auto 0 0}.big{font-size:1.2em;border-top:2px solid #000}.foot{margin-top:16px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
