import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, lastOfMonth, notAnId, firstOfMonth } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-industrial-park-electricity-submeter-bill';

const TENANTS = ['מפעלי פלסט-רון בע"מ', 'נגריית עמק חפר בע"מ', 'אלקטרו-טק מערכות בע"מ', 'מאפיית השרון תעשיות בע"מ', 'דפוס גל-אור בע"מ'];

/**
 * An industrial park's management company billing a tenant for electricity from its sub-meter, A4 (Nachlieli CLM): the
 * company's name with "ח.פ." and the id hyphenated in the header at the left, the tenant with its own company id and a
 * "מספר צרכן" failing the check in a grey box at the right, "חשבונית מס" and a number, "תאריך הפקה", a two-month
 * "תקופת חיוב" (ending the month before the issue), a due date (issue + 21), meter readings, kWh by time-of-use band at a
 * rate per kWh to four decimals, a fixed charge and a meter reading fee, "סה"כ לפני מע"מ", VAT added, "סה"כ לתשלום"
 * boxed. Issued early in a month after a two-month period, Sunday to Thursday.
 */
export const heIndustrialParkElectricitySubmeterBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 3, 5, 7, 9, 11], [2, 9]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const due = plus(date, 21);
    const y = Number(date.slice(0, 4)) - 2022;
    // rate per kWh in 1/10000 shekel (i.e. 1/100 agora)
    const bands: [string, number][] = [
      ['פסגה', 10480 + y * 610],
      ['גבע', 5215 + y * 280],
      ['שפל', 3890 + y * 190],
    ];
    const start = rng.int(120000, 880000);
    const rows = bands.map(([band, r]) => {
      const kwh = rng.int(800, 14000);
      return { band, r, kwh, sum: Math.round((kwh * r) / 100) };
    });
    const used = total(rows.map((x) => x.kwh));
    const fixed = 4850 + y * 150;
    const reading = 1800;
    const net = total(rows.map((x) => x.sum)) + fixed + reading;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'פארק התעשייה עמק חפר - ניהול ואחזקה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${rng.int(10000, 99999)}`;
    const hy = `${taxId.slice(0, 2)}-${taxId.slice(2, 8)}-${taxId.slice(8)}`;
    const rp = (r: number) => (r / 10000).toFixed(4);
    const body = `<div class="hd"><div><div class="co">${vendorName}</div><div>אזור התעשייה עמק חפר · טל׳ ${ltr(`09-86${rng.digits(5)}`)}</div></div><div class="idb">ח.פ. ${ltr(hy)}</div></div>
<div class="two"><div class="cust"><div class="lbl">לכבוד</div><div class="b">${rng.pick(TENANTS)}</div><div>ח.פ. ${ltr(taxIdOfCustomer(rng))}</div><div>מבנה ${ltr(String(rng.int(1, 24)))}, יחידה ${ltr(String(rng.int(1, 12)))}</div><div class="grey">מספר צרכן ${ltr(notAnId(rng))}</div></div>
<div class="meta"><h1>חשבונית מס ${ltr(doc)}</h1><table class="pairs"><tr><th>תאריך הפקה</th><td>${ltr(dt(date, 'dd/mm/yyyy'))}</td></tr><tr><th>תקופת חיוב</th><td>${ltr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`)}</td></tr><tr><th>לתשלום עד</th><td>${ltr(dt(due, 'dd/mm/yyyy'))}</td></tr><tr><th>מונה</th><td>${ltr(`SM-${rng.digits(6)}`)}</td></tr></table></div></div>
<table class="items"><thead><tr><th>קריאה קודמת</th><th>קריאה נוכחית</th><th>צריכה (קוט"ש)</th></tr></thead><tbody><tr><td>${ltr(start.toLocaleString('en-US'))}</td><td>${ltr((start + used).toLocaleString('en-US'))}</td><td>${ltr(used.toLocaleString('en-US'))}</td></tr></tbody></table>
<table class="items"><thead><tr><th>פירוט</th><th>כמות</th><th>תעריף (₪)</th><th>סכום (₪)</th></tr></thead><tbody>
${rows.map((x) => `<tr><td>צריכה בשעות ${x.band}</td><td>${ltr(`${x.kwh.toLocaleString('en-US')} קוט"ש`)}</td><td>${ltr(rp(x.r))}</td><td>${ltr(amount(x.sum))}</td></tr>`).join('')}
<tr><td>תשלום קבוע לתקופה</td><td></td><td></td><td>${ltr(amount(fixed))}</td></tr><tr><td>דמי קריאת מונה</td><td></td><td></td><td>${ltr(amount(reading))}</td></tr></tbody></table>
<table class="tt"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="note">התשלום יגבה בהוראת קבע במועד הנקוב. התעריפים צמודים לתעריפי רשות החשמל. בירורים: מחלקת גבייה, ${ltr(`09-86${rng.digits(5)}`)}</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','DejaVu Sans';font-size:13px;padding:14mm 15mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid #225;padding-bottom:6px}.co{font-size:19px;font-weight:bold}.idb{font-weight:bold;text-align:left}
.two{display:flex;justify-content:space-between;margin:12px 0}.cust{width:45%}.grey{background:#ddd;padding:3px 6px;margin-top:4px;display:inline-block}.meta{width:50%}h1{font-size:20px;margin:0 0 6px}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tt{width:45%;margin-top:12px;margin-right:auto}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{border:2px solid #000;font-weight:bold;font-size:16px}.note{margin-top:18px;font-size:11px;color:#333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
