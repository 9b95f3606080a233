import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heMonth, lastOfMonth, share } from '../../generalisation/notation';
import { avoid, baseCss, dayOf, idOf, ltr, nth, pairs, row, taxIdOfCustomer, total, vatOn, yearFor } from './extra';

const ID = 'he-salads-factory-two-page';

/** Salads: name, pack, lowest and highest price per unit in agorot (before VAT, 2022; later years dearer). */
const SALADS: [string, string, number, number][] = [
  ['חומוס קלאסי', '400 גר׳', 560, 690],
  ['חומוס עם צנובר', '400 גר׳', 720, 860],
  ['מטבוחה', '250 גר׳', 540, 640],
  ['חציל במיונז', '250 גר׳', 590, 690],
  ['חציל פיקנטי', '250 גר׳', 570, 680],
  ['טחינה ירוקה', '250 גר׳', 480, 580],
  ['סלט כרוב אדום', '400 גר׳', 520, 610],
  ['פלפלים קלויים', '250 גר׳', 650, 780],
  ['באבא גנוש', '250 גר׳', 610, 720],
  ['סלט טורקי', '250 גר׳', 500, 600],
  ['חומוס מגש מסעדות', '1 ק"ג', 1450, 1690],
  ['מטבוחה מגש מסעדות', '1 ק"ג', 1790, 2090],
];

const CUSTOMERS: [string, string][] = [
  ['מינימרקט הגבעה חדרה בע"מ', 'רח׳ הנשיא 44, חדרה'],
  ['מעדני פרדס חנה בע"מ', 'רח׳ הדקל 6, פרדס חנה-כרכור'],
  ['סופר בנימינה השכונה בע"מ', 'רח׳ העצמאות 21, בנימינה'],
  ['פלאפל ומזנון גבעת עדה בע"מ', 'מרכז מסחרי, גבעת עדה'],
];

/**
 * A salads factory's monthly invoice to grocers and eateries in the northern Sharon, two A4 pages (David CLM):
 * twenty-four to thirty numbered delivery lines (date, delivery note, salad, pack, units, price per unit, sum), the sum
 * of page 1 carried to page 2 as "יתרה מדף קודם", "דף 1/2" and "דף 2/2", a 3% customer discount on some, VAT added,
 * the customer's company id, the month supplied, a signature line. Dated in the first week of the month after, on a
 * weekday.
 */
export const heSaladsFactoryTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const year = yearFor(ID, nth(ID));
    // A bill of January 2025 would bill December 2024's supplies, at 17%: that month is left out in 2025.
    const raw = dayOf(rng, year, year === 2025 ? [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] : undefined, [1, 7]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (year - 2022) * 0.04;
    const monthStart = `${addDays(`${date.slice(0, 8)}01`, -1).slice(0, 8)}01`;
    const days = Number(lastOfMonth(monthStart).slice(8));
    const [customer, address] = rng.pick(CUSTOMERS);
    const prices = new Map(SALADS.map(([n, , lo, hi]) => [n, Math.round((rng.int(lo, hi) * up) / 10) * 10]));
    const count = rng.int(24, 30);
    let note = rng.int(14000, 38000);
    const lines = Array.from({ length: count }, (_, i) => {
      const [name, pack] = rng.pick(SALADS);
      const day = Math.min(days, 1 + Math.floor((i * days) / count));
      const units = pack === '1 ק"ג' ? rng.int(2, 10) : rng.int(6, 48);
      const unit = prices.get(name) ?? 0;
      note += i % 3 === 0 ? rng.int(1, 40) : 0;
      return { n: i + 1, date: `${monthStart.slice(0, 8)}${String(day).padStart(2, '0')}`, note: String(note), name, pack, units, unit, sum: units * unit };
    });
    const split = Math.floor(count / 2) + 2;
    const first = lines.slice(0, split);
    const second = lines.slice(split);
    const carried = total(first.map((l) => l.sum));
    const sum = total(lines.map((l) => l.sum));
    const discount = rng.chance(0.4) ? share(sum, 3) : 0;
    const net = sum - discount;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'סלטי הגורן בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(41000, 48999));
    const phone = `04-62${rng.digits(5)}`;
    const customerId = taxIdOfCustomer(rng);
    const head = (page: number) =>
      `<div class="head"><div class="brand">סלטי הגורן</div><div class="mid">${vendorName} · ח.פ. ${ltr(taxId)}<br>אזור התעשייה אור עקיבא · טל׳ ${ltr(phone)}</div><div class="doc">חשבונית מס מס׳ ${ltr(doc)}<br><span class="sm">דף ${ltr(`${page}/2`)}</span></div></div>`;
    const table = (ls: typeof lines, lead: string) =>
      `<table class="t"><thead><tr><th>מס׳</th><th>תאריך</th><th>תעודת משלוח</th><th>פריט</th><th>אריזה</th><th>יח׳</th><th>מחיר ליח׳</th><th>סה"כ</th></tr></thead><tbody>${lead}${ls
        .map(
          (l) =>
            `<tr><td>${ltr(String(l.n))}</td><td>${ltr(dt(l.date, 'dd.mm.yy'))}</td><td>${ltr(l.note)}</td><td>${l.name}</td><td>${l.pack}</td><td>${ltr(String(l.units))}</td><td>${ltr(amount(l.unit))}</td><td>${ltr(amount(l.sum))}</td></tr>`,
        )
        .join('')}</tbody></table>`;
    const page1 = `<div class="page">${head(1)}
<div class="top"><div>${pairs([
      ['לכבוד', customer],
      ['כתובת', address],
      ['ח.פ.', ltr(customerId)],
    ])}</div><div>${pairs([
      ['תאריך חשבונית', ltr(dt(date, 'dd.mm.yyyy'))],
      ['אספקות חודש', heMonth(monthStart)],
      ['תנאי תשלום', 'שוטף + 45'],
    ])}</div></div>
${table(first, '')}
<div class="carry">${row(`סה"כ דף ${ltr('1')} (מועבר)`, ltr(amount(carried)), 'b')}</div></div>`;
    const page2 = `<div class="page">${head(2)}
<div class="sm">לכבוד ${customer} · ח.פ. ${ltr(customerId)}</div>
${table(second, `<tr class="b"><td colspan="7">יתרה מדף קודם</td><td class="co">${ltr(amount(carried))}</td></tr>`)}
<div class="tot">${row('סה"כ אספקות', ltr(amount(sum)))}${discount ? `${row(`הנחת לקוח ${ltr('3%')}`, ltr(`-${amount(discount)}`))}${row('סה"כ אחרי הנחה', ltr(amount(net)))}` : ''}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`${amount(gross)} ש"ח`), 'b big')}</div>
<div class="sign">${row('חתימת מקבל: ______________', 'חותמת: ______________')}</div>
<div class="foot">המוצרים פרווה, בהשגחת הרבנות המקומית אור עקיבא. יש לשמור בקירור ${ltr('2-6°C')}. תשלום בהעברה לבנק הפועלים סניף ${ltr(String(rng.int(500, 799)))} חשבון ${ltr(rng.digits(6))}.</div></div>`;
    const css = `${baseCss}
body{font-family:'David CLM','DejaVu Serif';font-size:12px}.page{height:296mm;box-sizing:border-box;padding:12mm 13mm;page-break-after:always;overflow:hidden}.page:last-child{page-break-after:auto}
.head{display:flex;justify-content:space-between;align-items:center;background:#eef4e6;border:1px solid #6b8e23;padding:6px 10px}.brand{font-size:26px;font-weight:bold;color:#4b6b12}.mid{font-size:11px;text-align:center}.doc{font-size:15px;font-weight:bold;text-align:left}
.top{display:flex;justify-content:space-between;margin:8px 0}.t{width:100%;margin-top:8px}.t th{background:#6b8e23;color:#fff;padding:3px;font-weight:normal;text-align:start}.t td{padding:2px 3px;border-bottom:1px solid #d5dec8}.t tr:nth-child(even) td{background:#f7faf2}
.t td:nth-child(n+6),.t th:nth-child(n+6),.t td.co{text-align:left}.carry{width:45%;margin:6px auto 0 0}.tot{width:45%;margin:8px auto 0 0}.big{font-size:1.2em;border-top:2px solid #000}.sign{margin-top:24px}.foot{margin-top:16px;font-size:10.5px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
