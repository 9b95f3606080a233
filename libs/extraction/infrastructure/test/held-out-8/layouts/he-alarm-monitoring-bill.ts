import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, notAnId, spaced } from '../../generalisation/notation';

const FIRMS = [
  { brand: 'מגן-טל מוקד', name: 'מגן-טל מערכות אבטחה ומוקד בע"מ', color: '#b71c1c' },
  { brand: 'עין הנץ', name: 'עין הנץ שמירה ומיגון בע"מ', color: '#1a237e' },
  { brand: 'SHIELD 24', name: 'שילד עשרים וארבע מוקדי ביטחון בע"מ', color: '#2e7d32' },
];

/**
 * A security alarm monitoring company's monthly A4 bill (Nachlieli CLM or Noto Sans Hebrew): the
 * brand in a coloured band with the legal name and "ח.פ." (hyphenated on some) beside it, "חשבונית
 * מס מספר" with eight digits, "תאריך הוצאה" a few days after the month it bills, "לתשלום עד" two
 * weeks later, the subscriber number failing the id check, the protected address, "תקופה" the
 * previous month, the monitoring subscription, the cellular backup line, patrol call-outs each with
 * its date, a battery replacement on some, "סה"כ חייב במע"מ", VAT, "סה"כ לתשלום" (spaced thousands
 * on some), and the direct debit's bank details.
 */
export const heAlarmMonitoringBill: Layout = {
  id: 'he-alarm-monitoring-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const f = rng.pick(FIRMS);
    const vendorTaxId = taxId(rng);
    const issue = randomDate(rng, '2023-07-02', '2026-03-06');
    const from = firstOfMonth(issue, -1);
    const to = lastOfMonth(from);
    const date = addDays(to, rng.int(2, 6));
    const due = addDays(date, 14);
    const rate = israeliRate(date);
    const lines: [string, number][] = [
      [`מנוי מוקד ${rng.pick(['בסיסי', 'פלוס', 'עסקי'])} – ${heMonth(from)}`, rng.int(89, 249) * 100],
      ['גיבוי סלולרי לרכזת', rng.pick([1490, 1990, 2490])],
    ];
    const patrols = rng.int(0, 3);
    for (let i = 0; i < patrols; i++) lines.push([`יציאת סייר ${dt(addDays(from, rng.int(0, 27)), 'dd/mm')}`, rng.pick([12000, 15000, 18000])]);
    if (rng.chance(0.3)) lines.push(['החלפת סוללה בגלאי', 6500]);
    const net = lines.reduce((a, l) => a + l[1], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `${rng.int(3, 7)}${rng.digits(7)}`;
    const font = rng.pick(['Nachlieli CLM', 'Noto Sans Hebrew']);
    const spacedMoney = rng.chance(0.5);
    // Spaced thousands isolated left to right, or the bidi algorithm would swap the groups in a right-to-left cell.
    const money = (c: number) => (spacedMoney ? `<span dir="ltr">${spaced(c)}</span>` : amount(c));
    const idText = rng.chance(0.4) ? hyphenId(vendorTaxId) : vendorTaxId;
    const body = `<div class="band"><div class="brand">${esc(f.brand)}</div><div>${esc(f.name)}<br>ח.פ. ${idText} · מוקד 24 שעות ${landline(rng)}</div></div>
<div class="top"><div><div class="h">חשבונית מס מספר ${docNo}</div><div>תאריך הוצאה: ${dt(date, 'dd/mm/yyyy')}</div><div>לתשלום עד: ${dt(due, 'dd/mm/yyyy')}</div></div>
<div class="cust"><div>לכבוד: ${esc(rng.pick(['משפחת אלמוג', 'דוד ורותי קליין', 'מרכול השכונה', 'סטודיו נוגה']))}</div><div>מספר מנוי: ${notAnId(rng)}</div><div>כתובת מוגנת: ${esc(rng.pick(['הנרקיסים 7, כפר סבא', 'הגפן 22, זכרון יעקב', "שד' ירושלים 90, אשדוד"]))}</div></div></div>
<div class="per">תקופה: ${dt(from, 'dd/mm/yyyy')} – ${dt(to, 'dd/mm/yyyy')}</div>
<table class="it"><tr><th>פירוט</th><th>סכום (₪)</th></tr>${lines.map(([n, c]) => `<tr><td>${esc(n)}</td><td>${money(c)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ חייב במע"מ</td><td>${money(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${money(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>${money(total)} ₪</td></tr></table>
<div class="foot">הסכום ייגבה בהוראת קבע מבנק ${rng.pick(['לאומי', 'הפועלים', 'דיסקונט', 'מזרחי טפחות'])}, סניף ${rng.int(100, 899)}, חשבון ${rng.digits(6)} ביום ${dt(due, 'dd/mm/yyyy')}.<br>ערבות הגעת סייר תוך 12 דקות · שירות לקוחות ${landline(rng)}</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:13px;color:#111;padding:0 0 10mm}
.band{background:${f.color};color:#fff;display:flex;justify-content:space-between;align-items:center;padding:6mm 14mm}.brand{font-size:28px;font-weight:bold}
.top{display:flex;justify-content:space-between;padding:6mm 14mm 2mm}.h{font-size:18px;font-weight:bold}.cust{border:1px solid #999;padding:2mm 4mm}
.per{margin:2mm 14mm;font-weight:bold}table{border-collapse:collapse}.it{width:calc(100% - 28mm);margin:2mm 14mm}.it th{border-bottom:2px solid ${f.color};text-align:right;padding:1.5mm}.it td{border-bottom:1px solid #ddd;padding:1.5mm}.it td:last-child,.it th:last-child{text-align:left}
.tot{width:80mm;margin:4mm 14mm 0 auto}.tot td{padding:1.5mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:16px;border-top:2px solid #000}.foot{margin:10mm 14mm 0;font-size:11px;color:#444}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: f.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
