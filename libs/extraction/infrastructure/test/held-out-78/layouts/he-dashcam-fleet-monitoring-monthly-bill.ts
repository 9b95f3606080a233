import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-dashcam-fleet-monitoring-monthly-bill';

const CUSTOMERS = ['הובלות גל-עד בע"מ', 'מוניות השרון הדרומי בע"מ', 'קייטרינג שף-דרך בע"מ', 'אוטובוסי הגליל התחתון בע"מ', 'שליחויות זריז 24 בע"מ'];

/**
 * A fleet dashcam and telematics provider's monthly bill, A4 (Nachlieli CLM): the brand "ROADEYE" in a dark band with
 * the company name and its id hyphenated, the customer's block with its own company id and a customer number failing the
 * check, "חשבונית מס" and a number "RE-" with seven digits, the issue date (dd/mm/yyyy, Sunday to Thursday, early in the
 * month), the billing period (the month before, first to last day) and the due date (issue + 14), a table per vehicle
 * (plate, camera model, monthly plan, cellular data and cloud video over the plan in GB), a camera installation on some,
 * "סה"כ לפני מע"מ", VAT added and "סה"כ לחיוב" boxed, with "ש"ח" after the amounts.
 */
export const heDashcamFleetMonitoringMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [2, 9]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, 14);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const plan = Math.round(8900 * up);
    const vehicles = Array.from({ length: rng.int(4, 11) }, () => {
      const plate = `${rng.digits(3)}-${rng.digits(2)}-${rng.digits(3)}`;
      const model = rng.pick(['RE-200 דו-כיווני', 'RE-300 עם ניטור נהג', 'RE-100 קדמי']);
      const gb = rng.chance(0.35) ? rng.int(1, 9) : 0;
      const gbPrice = Math.round(1450 * up);
      return { plate, model, gb, gbPrice, sum: plan + gb * gbPrice };
    });
    const install = rng.chance(0.3) ? rng.int(1, 3) : 0;
    const installPrice = Math.round(35000 * up);
    const net = total(vehicles.map((v) => v.sum)) + install * installPrice;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'עין-דרך מערכות ניטור צי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `RE-${rng.int(1000000, 9999999)}`;
    const customer = rng.pick(CUSTOMERS);
    const rows = vehicles
      .map(
        (v, i) =>
          `<tr><td>${ltr(String(i + 1))}</td><td>${ltr(v.plate)}</td><td>${v.model.replace(/RE-\d+/, (m) => ltr(m))}</td><td>${ltr(amount(plan))}</td><td>${v.gb ? ltr(`${v.gb} GB x ${amount(v.gbPrice)}`) : '-'}</td><td>${ltr(amount(v.sum))}</td></tr>`,
      )
      .join('');
    const body = `<div class="band"><div class="logo">${ltr('ROADEYE')}</div><div>${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))} · רח׳ המדע 8, רחובות</div></div>
<div class="top"><div class="cust"><div class="lbl">לכבוד</div><b>${customer}</b><br>ח.פ. ${ltr(taxIdOfCustomer(rng))}<br>מס׳ לקוח: ${ltr(notAnId(rng))}</div>
<div class="doc"><h1>חשבונית מס ${ltr(doc)}</h1><table class="pairs"><tr><th>תאריך הפקה</th><td>${ltr(dt(date, 'dd/mm/yyyy'))}</td></tr><tr><th>תקופת חיוב</th><td>${ltr(dt(from, 'dd/mm/yyyy'))} - ${ltr(dt(to, 'dd/mm/yyyy'))}</td></tr><tr><th>לתשלום עד</th><td>${ltr(dt(due, 'dd/mm/yyyy'))}</td></tr></table></div></div>
<h2>שירותי ניטור וידאו לצי הרכב - ${heMonth(from)}</h2>
<table class="items"><thead><tr><th>#</th><th>רישוי</th><th>מצלמה</th><th>מנוי חודשי</th><th>חריגת נתונים</th><th>סה"כ</th></tr></thead><tbody>${rows}${install ? `<tr><td></td><td colspan="4">התקנת מצלמה ברכב חדש (${ltr(String(install))} x ${ltr(amount(installPrice))})</td><td>${ltr(amount(install * installPrice))}</td></tr>` : ''}</tbody></table>
<table class="tt"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))} ש"ח</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))} ש"ח</td></tr><tr class="g"><td>סה"כ לחיוב</td><td>${ltr(amount(gross))} ש"ח</td></tr></table>
<div class="note">החיוב יבוצע בהוראת קבע במועד התשלום. ${ltr('5GB')} נתונים לרכב כלולים במנוי; חריגה מחויבת לפי ${ltr('GB')}.<br>שירות לקוחות: ${ltr('*2929')} · ${ltr('service@roadeye.co.il')}</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','DejaVu Sans';font-size:12.5px;padding:12mm 14mm}.band{display:flex;justify-content:space-between;align-items:center;background:#1b2a3a;color:#fff;padding:8px 12px}.logo{font-size:26px;font-weight:bold;letter-spacing:2px}
.top{display:flex;justify-content:space-between;margin:12px 0}.cust{border:1px solid #999;padding:6px 10px;width:40%}.doc h1{font-size:19px;margin:0 0 4px}h2{font-size:14px;margin:10px 0 2px}
.items td:nth-child(n+4),.items th:nth-child(n+4){text-align:left}.tt{width:42%;margin-inline-start:auto;margin-top:8px}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{border:2px solid #1b2a3a;font-weight:bold;font-size:15px}
.note{margin-top:22px;font-size:11px;color:#333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
