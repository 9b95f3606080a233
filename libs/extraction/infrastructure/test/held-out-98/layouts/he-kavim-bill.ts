import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-kavim-bill';

/**
 * A telecom provider's monthly bill, A4 (Aharoni CLM for the brand, FreeSans): "קווים" in a bold outlined box
 * beside "קווים תקשורת בע"מ", "ח.פ." hyphenated and the Shefayim business park; the subscriber's name and address in a
 * window block, beside pairs ("מס' מנוי" failing the check, "חשבון לחודש" month yyyy, "תאריך הפקה" d/m/yyyy on the
 * 2nd-7th, "מועד חיוב" 15 days on); "חשבונית מס מס' nnnnnnnnnn"; a table of the previous month's services with their
 * period dd/mm-dd/mm (fibre internet, a home line, one to four mobile lines, calls abroad, router rental, a loyalty
 * discount as a minus); "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לחיוב" "₪ …" in a dark box; a debit-order note;
 * any weekday.
 */
export const heKavimBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [2, 7]);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, 15);
    const y = Number(date.slice(0, 4)) - 2022;
    const mobiles = rng.int(1, 4);
    const lines: [string, number][] = [
      [`אינטרנט סיבים ${rng.pick(['500', '1000', '2500'])} מגה`, 9990 + y * 300],
      ['קו טלפון ביתי', 2990],
      ...Array.from({ length: mobiles }, (_, i): [string, number] => [
        `קו סלולרי ${ltr(`05${rng.pick(['2', '4', '8'])}-${rng.digits(3)}-${rng.digits(4)}`)}`,
        i === 0 ? 3990 : 2490,
      ]),
    ];
    if (rng.chance(0.6)) lines.push(['שיחות לחו"ל לפי שימוש', rng.int(120, 4800)]);
    if (rng.chance(0.7)) lines.push(['השכרת נתב', 1490]);
    const discount = rng.chance(0.5) ? -Math.round(total(lines.map((l) => l[1])) * 0.1) : 0;
    if (discount) lines.push(['הנחת נאמנות 10%', discount]);
    const net = total(lines.map((l) => l[1]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'קווים תקשורת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(40, 49)}${rng.digits(8)}`;
    const who = rng.pick(['משפחת אזולאי', 'דנה ורועי פרץ', 'יעל ברגר', 'סאמר ח׳טיב', 'אורן גולן']);
    const period = ltr(`${dt(from, 'dd/mm')}-${dt(to, 'dd/mm')}`);
    const body = `<div class="top"><div class="logo">קווים</div><div class="co"><b>${vendorName}</b><br>ח.פ. ${ltr(`${taxId.slice(0, 2)}-${taxId.slice(2, 8)}-${taxId.slice(8)}`)}<br>פארק העסקים שפיים · שירות לקוחות ${ltr('*' + rng.digits(4))}</div></div>
<div class="mid"><div class="win">${who}<br>רח' ${rng.pick(['האלון', 'הגפן', 'השקמה', 'הרימון'])} ${ltr(String(rng.int(1, 90)))}<br>${rng.pick(['כפר יונה', 'נתניה', 'הרצליה', 'רעננה'])}</div>
<table class="pr"><tr><th>מס' מנוי</th><td>${ltr(notAnId(rng))}</td></tr><tr><th>חשבון לחודש</th><td>${heMonth(from)}</td></tr><tr><th>תאריך הפקה</th><td>${ltr(dt(date, 'd/m/yyyy'))}</td></tr><tr><th>מועד חיוב</th><td>${ltr(dt(due, 'd/m/yyyy'))}</td></tr></table></div>
<h2>חשבונית מס מס' ${ltr(doc)}</h2><div class="sub">תקופת החיוב: ${ltr(dt(from, 'dd/mm/yyyy'))} עד ${ltr(dt(to, 'dd/mm/yyyy'))}</div>
<table class="t"><thead><tr><th>שירות</th><th>תקופה</th><th>סכום</th></tr></thead><tbody>${lines.map(([n, c]) => `<tr><td>${n}</td><td>${period}</td><td>${ltr(amount(c))}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לחיוב</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="note">הסכום יחויב בהוראת קבע בתאריך ${ltr(dt(due, 'dd/mm/yyyy'))}. לפירוט שיחות היכנסו לאזור האישי.</div>`;
    const css = `body{font-family:FreeSans;font-size:12px;padding:14mm 16mm}.top{display:flex;gap:18px;align-items:center}.logo{font-family:'Aharoni CLM';font-size:44px;border:4px solid #000;padding:2px 16px}.co{line-height:1.6}
.mid{display:flex;justify-content:space-between;margin:16px 0}.win{border:1px solid #888;padding:10px 14px;width:70mm;line-height:1.7}.pr th{text-align:start;font-weight:normal;padding:3px 8px;color:#333}.pr td{font-weight:bold;padding:3px 8px}
h2{font-size:19px;margin:6px 0}.sub{margin-bottom:8px}.t{width:100%;border-collapse:collapse}.t th{border-bottom:2px solid #000;text-align:start;padding:4px}.t td{padding:4px;border-bottom:1px dotted #777}.t td:last-child,.t th:last-child{text-align:end}
.tot{width:85mm;margin-top:12px;margin-inline-start:auto;border-collapse:collapse}.tot th{text-align:start;font-weight:normal;padding:4px}.tot td{text-align:end;padding:4px}.tot .g{background:#222;color:#fff;font-weight:bold;font-size:15px}.note{margin-top:22px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
