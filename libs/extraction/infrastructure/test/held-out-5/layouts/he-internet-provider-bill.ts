import { addDays, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, personalId, sh } from '../../generalisation/notation';

const ISPS = [
  { brand: 'רשת ים', legal: 'רשת ים תקשורת נתונים בע"מ', color: '#0077a8' },
  { brand: 'סיבית', legal: 'סיבית אינטרנט מהיר בע"מ', color: '#5a2d91' },
  { brand: 'נט-גליל', legal: 'נט-גליל שירותי אינטרנט בע"מ', color: '#2e7d32' },
];

/**
 * An internet provider's monthly bill (A4, Noto Sans Hebrew with Rubik-like headings): the brand
 * and legal name, "חשבונית מס" with its number and "תאריך הפקה", customer and subscription numbers
 * (nine digits failing the id check), the subscriber's valid ת.ז., the billing period (a calendar
 * month, or a part month for a new line), fibre package at the infrastructure and ISP prices, a
 * router rental, a static IP, a one-off technician visit, a loyalty discount, "סה"כ לפני מע"מ",
 * VAT, "סה"כ לחיוב החודש", the previous month's charge as a distractor, the standing order's
 * charge date, and a usage box.
 */
export const heInternetProviderBill: Layout = {
  id: 'he-internet-provider-bill',
  lang: 'he',
  kind: 'subscription bill',
  make(rng: Rng) {
    const p = rng.pick(ISPS);
    const vendorTaxId = taxId(rng, true);
    const date = firstOfMonth(randomDate(rng, '2023-07-01', '2026-03-28'), 0);
    const issue = addDays(date, rng.int(1, 4));
    const rate = israeliRate(issue);
    const from = firstOfMonth(issue, -1);
    const to = lastOfMonth(from);
    const speed = rng.pick(['500Mb', '1Gb', '2.5Gb', '300Mb']);
    const lines: [string, number][] = [
      [`תשתית סיבים ${speed}`, rng.pick([6690, 7990, 9990, 11990])],
      ['ספק אינטרנט (ISP)', rng.pick([2900, 3490, 3990])],
    ];
    if (rng.chance(0.6)) lines.push(['השכרת נתב Wi-Fi 6', rng.pick([1690, 1990])]);
    if (rng.chance(0.4)) lines.push(['כתובת IP קבועה', 1500]);
    if (rng.chance(0.35)) lines.push([`ביקור טכנאי ${dt(addDays(from, rng.int(3, 20)), 'dd/mm/yy')}`, rng.pick([14900, 19900])]);
    const loyalty = rng.chance(0.6) ? -rng.pick([1000, 1500, 2000]) : 0;
    if (loyalty) lines.push(['הטבת נאמנות (12/24)', loyalty]);
    const net = lines.reduce((a, [, v]) => a + v, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const prev = total + rng.int(-3000, 3000);
    const docNo = `${issue.slice(2, 4)}${rng.digits(8)}`;
    const ds = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const m = (c: number) => sh(c, 'x');
    const chargeOn = addDays(issue, rng.int(8, 12));
    const body = `<div class="pg">
<div class="hd"><div class="logo">${p.brand}</div><div class="ht">חשבונית מס<br><span>מס' ${docNo}</span></div></div>
<div class="row"><div class="blk"><b>${p.legal}</b><br>ח.פ. ${vendorTaxId}<br>מוקד שירות *${rng.int(2000, 9999)}</div>
<div class="blk"><div>תאריך הפקה: <b>${dt(issue, ds)}</b></div><div>מס' לקוח: ${notAnId(rng)}</div><div>מס' מנוי: ${rng.digits(7)}</div><div>ת.ז. בעל המנוי: ${personalId(rng)}</div></div></div>
<h2>חשבון לחודש ${heMonth(from)} <small>(תקופת חיוב ${dt(from, ds)} – ${dt(to, ds)})</small></h2>
<table><tr><th>פירוט</th><th>תקופה</th><th>סכום ₪</th></tr>
${lines.map(([n, v]) => `<tr><td>${n}</td><td>${n.startsWith('ביקור') ? 'חד פעמי' : `${dt(from, 'dd/mm')}-${dt(to, 'dd/mm')}`}</td><td dir="ltr">${m(v)}</td></tr>`).join('')}</table>
<div class="sum"><div><span>סה"כ לפני מע"מ</span><span dir="ltr">${m(net)}</span></div><div><span>מע"מ ${rate}%</span><span>${m(vat)}</span></div>
<div class="g"><span>סה"כ לחיוב החודש</span><span>${sh(total, rng.pick(['₪ x', 'x ₪', 'x ש"ח'] as const))}</span></div></div>
<div class="row"><div class="blk2">החיוב יבוצע בהוראת קבע בכרטיס ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} ${rng.digits(4)} בתאריך ${dt(chargeOn, ds)}.<br>חיוב החודש הקודם: ${m(prev)} ₪ – שולם.</div>
<div class="blk2">צריכת נתונים בתקופה: ${rng.int(180, 2400)} GB<br>זמינות רשת: 99.${rng.int(80, 99)}%</div></div>
<p class="sm">המחירים כוללים את כל רכיבי השירות. לצפייה בחשבוניות קודמות: אזור אישי באתר. כתובת שירות: ${rng.pick(["רח' האלה 12, רעננה", "שד' ירושלים 40, יפו", "רח' הגפן 3, צפת", "רח' קרן היסוד 77, אשקלון"])}.</p>
</div>`;
    const css = `body{font-family:'Noto Sans Hebrew',sans-serif;font-size:12px;color:#222}
.pg{width:210mm;height:296mm;box-sizing:border-box;padding:12mm 15mm}
.hd{display:flex;justify-content:space-between;align-items:center;background:${p.color};color:#fff;padding:5mm 7mm;border-radius:3mm}
.logo{font-size:30px;font-weight:900}.ht{font-size:18px;font-weight:bold;text-align:left}.ht span{font-size:13px;font-weight:normal}
.row{display:flex;gap:8mm;margin-top:6mm}.blk{flex:1;line-height:1.7}.blk2{flex:1;background:#f3f6f8;padding:3mm;line-height:1.6}
h2{font-size:16px;color:${p.color};margin:8mm 0 3mm}h2 small{font-size:11px;color:#555;font-weight:normal}
table{width:100%;border-collapse:collapse}th{background:#eef2f5;padding:2mm;text-align:right}td{padding:2mm;border-bottom:1px solid #e0e0e0}td:last-child,th:last-child{text-align:left}
.sum{width:50%;margin:5mm auto 0 0}.sum div{display:flex;justify-content:space-between;padding:1mm 0}
.g{font-size:17px;font-weight:bold;border-top:2px solid ${p.color};padding-top:2mm!important;color:${p.color}}
.sm{font-size:10px;color:#666;margin-top:8mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date: issue, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
