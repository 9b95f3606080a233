import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-elevator-emergency-phone-lines-monthly-bill';

const CUSTOMERS: [string, string[]][] = [
  ['אחוזת הדר ניהול בתים משותפים בע"מ', ['רח׳ הנשיא 41, חיפה', 'רח׳ מוריה 112, חיפה', 'שד׳ הציונות 9, חיפה']],
  ['מגדלי הים התיכון אחזקות בע"מ', ['רח׳ הרברט סמואל 60, נתניה', 'רח׳ ניצה 18, נתניה']],
  ['בית בפארק ניהול ואחזקה בע"מ', ['רח׳ הפרחים 7, רעננה', 'רח׳ אחוזה 150, רעננה', 'רח׳ תל חי 33, כפר סבא', 'רח׳ ויצמן 204, כפר סבא']],
  ['נווה גן שירותי ניהול בע"מ', ['רח׳ ביאליק 25, רמת גן', 'רח׳ ז׳בוטינסקי 88, רמת גן']],
];

/**
 * An elevator emergency phone lines provider's monthly bill, A4 (FreeSans): a plain header with the brand "LIFTLINE", the
 * company's name and id on the right and a boxed amount due with the direct debit date on the left, "חשבונית מס" with a
 * seven-digit number, the billing period (the month before), the customer (a building management company with its
 * company id) and a customer number failing the check, then the charges grouped by building (per elevator a cellular
 * emergency line and daily line test, minutes over the plan on some, a dialler battery replacement on some), a subtotal per
 * building, the sum before VAT, VAT at the issue date's rate and the total. Issued Sunday to Thursday from the 3rd to the
 * 10th.
 */
export const heElevatorEmergencyPhoneLinesMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [3, 10]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const debit = plus(firstOfMonth(date), 19);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const line = Math.round((rng.pick([3900, 4500, 4900]) * up) / 10) * 10;
    const test = Math.round((rng.pick([1200, 1500]) * up) / 10) * 10;
    const minute = rng.pick([19, 25, 29]);
    const [customer, sites] = rng.pick(CUSTOMERS);
    const groups = sites.map((site) => {
      const lifts = rng.int(1, 4);
      const rows: [string, number, number][] = [
        ['קו חירום סלולרי למעלית', lifts, line],
        ['בדיקת תקינות קו יומית וניטור', lifts, test],
      ];
      if (rng.chance(0.3)) rows.push(['דקות שיחה מעבר לחבילה', rng.int(5, 60), minute]);
      if (rng.chance(0.2)) rows.push(['החלפת סוללה בחייגן חירום', 1, Math.round((18000 * up) / 100) * 100]);
      return { site, rows, sub: total(rows.map(([, q, u]) => q * u)) };
    });
    const net = total(groups.map((g) => g.sub));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'ליפטליין תקשורת חירום בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(3000000, 3999999));
    const custNo = notAnId(rng);
    const table = groups
      .map(
        (g) =>
          `<tr class="site"><td colspan="4">אתר: ${g.site}</td></tr>${g.rows
            .map(([d, q, u]) => `<tr><td>${d}</td><td>${ltr(String(q))}</td><td>${ltr(amount(u))}</td><td>${ltr(amount(q * u))}</td></tr>`)
            .join('')}<tr class="sub"><td colspan="3">סה"כ לאתר</td><td>${ltr(amount(g.sub))}</td></tr>`,
      )
      .join('');
    const body = `<div class="top"><div><div class="brand">${ltr('LIFTLINE')}</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)} · רח׳ הסדנאות ${ltr(String(rng.int(1, 20)))}, הרצליה פיתוח</div><div class="sm">מוקד ${ltr('24/7')}: ${ltr('*' + rng.int(2000, 9999))}</div></div>
<div class="pay"><div class="sm">סכום לחיוב</div><div class="amt">${ltr(`${amount(gross)} ₪`)}</div><div class="sm">יחויב בהוראת קבע ב-${ltr(dt(debit, 'dd/mm/yy'))}</div></div></div>
<h1>חשבונית מס מס׳ ${ltr(doc)}</h1>
<div class="meta"><div>תאריך: ${ltr(dt(date, 'dd/mm/yyyy'))}</div><div>תקופת החיוב: ${ltr(`${dt(from, 'dd/mm/yy')} - ${dt(to, 'dd/mm/yy')}`)}</div><div>מס׳ לקוח: ${ltr(custNo)}</div></div>
<div class="cust">לכבוד<br><b>${customer}</b><br>ח.פ. ${ltr(taxIdOfCustomer(rng))}</div>
<table class="it"><thead><tr><th>שירות</th><th>כמות</th><th>מחיר יח׳</th><th>סה"כ</th></tr></thead><tbody>${table}</tbody></table>
<table class="sum"><tr><td>סה"כ חיובים לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td>${ltr(amount(gross))}</td></tr></table>
<div class="note">הקו נבדק אוטומטית מדי יום; תקלה תדווח לחברת המעליות ולנציגות הבית. שאלות על החשבון: ${ltr('billing@liftline.example')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans';font-size:12px;padding:13mm 14mm}.top{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:24px;font-weight:bold;color:#c62828;letter-spacing:2px}
.pay{border:2px solid #c62828;padding:8px 14px;text-align:center;min-width:52mm}.amt{font-size:22px;font-weight:bold}h1{font-size:19px;margin:16px 0 6px}
.meta{display:flex;gap:28px;font-size:12px;margin-bottom:8px}.cust{margin:8px 0 10px;line-height:1.6}.it{width:100%}.it th{border-top:2px solid #000;border-bottom:1px solid #000;padding:4px;text-align:start}.it td{padding:3px 4px}
.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left}.it .site td{font-weight:bold;background:#f3f3f3;padding-top:6px}.it .sub td{border-top:1px solid #aaa;font-style:italic}.it .sub td:first-child{text-align:start}
.sum{width:50%;margin-top:12px;margin-inline-start:auto}.sum td{padding:4px}.sum td:last-child{text-align:left}.sum .g td{font-weight:bold;font-size:14px;border-top:2px solid #000}.note{margin-top:22px;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
