import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'mixed-expat-mobile-plan-monthly-bill';

const CUSTOMERS = ['Daniel Whitmore', 'Sophie Marchand', 'Rafael Costa', 'Emily Zhang', 'Thomas Keller'];
const COUNTRIES: [string, string, number][] = [
  ['USA', 'ארה"ב', 25],
  ['UK', 'בריטניה', 35],
  ['France', 'צרפת', 40],
  ['Germany', 'גרמניה', 40],
];

/**
 * A mobile operator's monthly bill for English-speaking subscribers, A4 (Noto Sans Hebrew with Liberation Sans):
 * "GlobeTalk" with "גלובטוק ישראל בע"מ" and its id, every heading in Hebrew and English ("חשבונית מס / Tax Invoice No.",
 * "תאריך הפקה / Issue date", "תקופת חיוב / Billing period" – the month before, "מועד חיוב / Charge date" – issue + 10),
 * the subscriber's name, line and an account number failing the check, the monthly plan, international minutes to one
 * country at a per-minute rate in agorot, roaming day passes and SMS on some, "סה"כ לפני מע"מ / Subtotal", VAT added and
 * "סה"כ לתשלום / Total due". Issued on the 1st to 5th, Sunday to Thursday.
 */
export const mixedExpatMobilePlanMonthlyBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 5]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const charge = plus(date, 10);
    const plan = rng.pick([5900, 7900, 9900]);
    const [cen, che, perMin] = rng.pick(COUNTRIES);
    const minutes = rng.int(0, 240);
    const lines: [string, string, number][] = [[`Monthly plan "World ${plan / 100}"`, 'חבילה חודשית', plan]];
    if (minutes) lines.push([`Calls to ${cen}: ${minutes} min × ₪${(perMin / 100).toFixed(2)}`, `שיחות ל${che}`, minutes * perMin]);
    if (rng.chance(0.5)) {
      const days = rng.int(2, 9);
      lines.push([`Roaming day pass × ${days}`, 'חבילת גלישה בחו"ל', days * 1900]);
    }
    if (rng.chance(0.4)) {
      const sms = rng.int(5, 60);
      lines.push([`International SMS × ${sms}`, 'מסרונים לחו"ל', sms * 50]);
    }
    const net = total(lines.map((l) => l[2]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'גלובטוק ישראל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(60000000, 69999999)}`;
    const bi = (he: string, en: string) => `${he} <span class="en">/ ${ltr(en)}</span>`;
    const body = `<div class="hd"><div><div class="brand">${ltr('GlobeTalk')}</div><div>${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">מגדל המפרץ, חיפה · ${ltr('*7788')} · ${ltr('globetalk.co.il')}</div></div><div class="docb">${bi('חשבונית מס', 'Tax Invoice No.')}<div class="big">${ltr(doc)}</div></div></div>
<table class="meta"><tr><th>${bi('מנוי', 'Subscriber')}</th><td>${ltr(e(rng.pick(CUSTOMERS)))}</td><th>${bi('תאריך הפקה', 'Issue date')}</th><td>${ltr(dt(date, 'dd/mm/yyyy'))}</td></tr>
<tr><th>${bi('מספר קו', 'Line')}</th><td>${ltr(`05${rng.pick(['0', '2', '4'])}-${rng.digits(3)}-${rng.digits(4)}`)}</td><th>${bi('תקופת חיוב', 'Billing period')}</th><td>${ltr(`${dt(from, 'dd/mm/yyyy')} – ${dt(to, 'dd/mm/yyyy')}`)}</td></tr>
<tr><th>${bi('מספר חשבון', 'Account')}</th><td>${ltr(notAnId(rng))}</td><th>${bi('מועד חיוב', 'Charge date')}</th><td>${ltr(dt(charge, 'dd/mm/yyyy'))}</td></tr></table>
<table class="items"><thead><tr><th>${bi('פירוט', 'Description')}</th><th>${bi('סכום', 'Amount')} (₪)</th></tr></thead><tbody>${lines.map(([en, he, a]) => `<tr><td>${he} · ${ltr(e(en))}</td><td>${ltr(amount(a))}</td></tr>`).join('')}</tbody></table>
<table class="tt"><tr><td>${bi('סה"כ לפני מע"מ', 'Subtotal')}</td><td>${ltr(amount(net))}</td></tr><tr><td>${bi(`מע"מ ${ltr(`${rate}%`)}`, 'VAT')}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>${bi('סה"כ לתשלום', 'Total due')}</td><td>${ltr(`₪${amount(gross)}`)}</td></tr></table>
<div class="sm">הסכום יחויב בכרטיס האשראי הרשום במועד החיוב · ${ltr('The amount will be charged to your registered card on the charge date.')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Liberation Sans';font-size:12px;padding:14mm 15mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #e4572e;padding-bottom:8px}.brand{font-family:'Liberation Sans';font-size:28px;font-weight:bold;color:#e4572e}
.docb{border:2px solid #e4572e;padding:6px 12px;text-align:center}.big{font-size:19px;font-weight:bold}.en{color:#555;font-family:'Liberation Sans';font-size:0.9em}
.meta{width:100%;margin:12px 0}.meta th{text-align:start;font-weight:normal;padding:3px 4px;color:#333}.meta td{font-weight:bold;padding:3px 4px}
.items td:last-child,.items th:last-child{text-align:left}.tt{width:50%;margin:10px auto 14px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;background:#fde3da}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
