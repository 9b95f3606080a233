import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'mixed-fiber-broadband-monthly-bill';

const PLANS: [string, string, number][] = [
  ['סיבים 500 מגה', 'Fiber 500 Mbps', 7900],
  ['סיבים 1000 מגה', 'Fiber 1 Gbps', 9900],
  ['סיבים 2500 מגה', 'Fiber 2.5 Gbps', 13900],
];

/**
 * A fiber broadband provider's monthly bill, A4 (Simple CLM for Hebrew, FreeSans for English): the brand "LUMEN FIBER"
 * and the company's name with "ח.פ." at the right, every label as Hebrew at the right and English at the left of the
 * same cell, a summary block (invoice number, issue date, billing period of the month before, charge date = issue + 14,
 * customer number failing the check), the plan (prices before VAT), router rental, a mesh unit and a static IP on some,
 * a technician visit on some, a one-off loyalty credit on some, "סה"כ לפני מע"מ / Subtotal", VAT added,
 * "סה"כ לתשלום / Total due" in a coloured band, and a direct debit note. Issued in the first days of a month, Sunday to
 * Thursday.
 */
export const mixedFiberBroadbandMonthlyBill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'telecom bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 6]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const due = plus(date, 14);
    const [heP, enP, p] = rng.pick(PLANS);
    const rows: [string, string, number][] = [
      [`חבילת ${heP}`, `${enP} plan`, p],
      ['השכרת נתב Wi-Fi 6', 'Wi-Fi 6 router rental', 1500],
    ];
    if (rng.chance(0.5)) rows.push(['יחידת Mesh נוספת', 'Additional mesh unit', 990]);
    if (rng.chance(0.3)) rows.push(['כתובת IP קבועה', 'Static IP address', 2500]);
    if (rng.chance(0.25)) rows.push(['ביקור טכנאי', 'Technician visit', 14900]);
    if (rng.chance(0.3)) rows.push(['זיכוי נאמנות חד-פעמי', 'One-time loyalty credit', -2000]);
    const net = total(rows.map(([, , v]) => v));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'לומן סיבים תקשורת בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(3, 9)}${rng.digits(9)}`;
    const lbl = (he: string, en: string) => `<span class="he">${he}</span><span class="en">${en}</span>`;
    const lat = (s: string) => s.replace(/[A-Za-z][A-Za-z0-9 -]*[A-Za-z0-9]|\d+/g, (m) => ltr(m));
    const body = `<div class="hd"><div><div class="co">${vendorName}</div><div>ח.פ. ${ltr(taxId)} · ${ltr('*2040')} · ${ltr('lumenfiber.co.il')}</div></div><div class="brand">LUMEN FIBER</div></div>
<h1>${lbl('חשבונית מס', 'Tax Invoice')}</h1>
<table class="sum">${[
      [lbl('מספר חשבונית', 'Invoice No.'), ltr(doc)],
      [lbl('תאריך הפקה', 'Issue date'), ltr(dt(date, 'dd/mm/yyyy'))],
      [lbl('תקופת חיוב', 'Billing period'), ltr(`${dt(from, 'dd/mm/yyyy')} – ${dt(to, 'dd/mm/yyyy')}`)],
      [lbl('מועד חיוב', 'Charge date'), ltr(dt(due, 'dd/mm/yyyy'))],
      [lbl('מספר לקוח', 'Customer No.'), ltr(notAnId(rng))],
      [lbl('שם המנוי', 'Subscriber'), rng.pick(['Sarah Goldman', 'ג׳ייקוב לוין', 'Emily Rosen', 'מרק פרידמן'])],
    ]
      .map(([l, v]) => `<tr><th>${l}</th><td>${v}</td></tr>`)
      .join('')}</table>
<table class="items"><thead><tr><th>${lbl('פירוט', 'Description')}</th><th class="amt">${lbl('סכום ₪', 'Amount')}</th></tr></thead><tbody>${rows
      .map(([he, en, v]) => `<tr><td>${lbl(lat(he), en)}</td><td class="amt">${ltr(amount(v))}</td></tr>`)
      .join('')}</tbody></table>
<table class="tt"><tr><td>${lbl('סה"כ לפני מע"מ', 'Subtotal')}</td><td>${ltr(amount(net))}</td></tr><tr><td>${lbl(`מע"מ ${ltr(`${rate}%`)}`, `VAT ${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>${lbl('סה"כ לתשלום', 'Total due')}</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="note">${lbl('הסכום ייגבה בהוראת קבע במועד החיוב.', 'The amount will be collected by direct debit on the charge date.')}</div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','FreeSans';font-size:13px;padding:15mm 16mm}.en{font-family:'FreeSans';font-size:11px;color:#555;direction:ltr;unicode-bidi:isolate}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:3px solid #6a1b9a;padding-bottom:8px}.co{font-size:19px;font-weight:bold}.brand{font-family:'FreeSans';font-size:26px;font-weight:bold;color:#6a1b9a;letter-spacing:2px}
h1{font-size:20px;margin:12px 0}h1 .en{font-size:14px}th .he,td .he,h1 .he,.note .he{margin-left:auto}
.sum{width:100%;margin-bottom:10px}.sum th,.items th:first-child,.items td:first-child,.tt td:first-child,.note{display:flex;justify-content:space-between;gap:12px}.items .amt .en{margin-right:6px}h1{display:flex;gap:14px;align-items:baseline}.sum th{font-weight:normal;color:#333;padding:3px 6px;width:70mm}.sum td{font-weight:bold;padding:3px 6px}.sum tr{border-bottom:1px solid #eee}
.items .amt{text-align:left;width:35mm}.tt{width:60%;margin:10px auto 0 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{background:#6a1b9a;color:#fff;font-weight:bold;font-size:15px}.tt .g .en{color:#eee}.note{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
