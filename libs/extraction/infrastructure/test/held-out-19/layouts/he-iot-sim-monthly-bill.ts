import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, mul, workday } from '../../generalisation/notation';
import { allocation, allocationNeeded, failing, stirred, vendorId } from './extra';

const CARRIERS = [
  { mark: 'SIMLINK', he: 'סימלינק', legal: 'סימלינק תקשורת מכונות בע"מ', label: 'ח.פ.', web: 'simlink.co.il', star: '*2760' },
  { mark: 'M2M·IL', he: 'אם-טו-אם ישראל', legal: 'אם טו אם ישראל שירותי סלולר (2017) בע"מ', label: 'ח"פ', web: 'm2m-il.co.il', star: '*9488' },
  { mark: 'DATAGRID', he: 'דאטה-גריד', legal: 'דאטה גריד IoT בע"מ', label: 'מספר עוסק', web: 'datagrid.co.il', star: '*3302' },
];
const CUSTOMERS = ['פארק-מטר מערכות חניה בע"מ', 'אוטומט הצפון מכונות מכירה בע"מ', 'מד-חכם מדידות אנרגיה בע"מ', 'צי-טרק ניהול ציים בע"מ', 'שערים חכמים בע"מ'];

/**
 * An IoT / machine-to-machine SIM provider's monthly A4 bill to a business (Open Sans with Noto Sans Hebrew,
 * Roboto with Hadasim CLM, or FreeSans; the Latin mark in Lato Black on a dark block): the mark,
 * the Hebrew name, the legal name with its id under "ח.פ." / "ח"פ" / "מספר עוסק", web and star number; a row
 * of facts "חשבונית מס מס'" ("IN-2504-00731"), "תאריך החשבונית", "תקופת חיוב" (the month), "חיוב בהוראת
 * קבע ב-" and "מס' חשבון לקוח" failing the check; the customer with its valid ח.פ. (hyphenated on some);
 * plans × active SIMs, pooled data over the pool in GB × a rate, SMS, activations of new SIMs, suspended SIMs
 * at a reduced fee, a static IP; a network-outage credit on some; "סה"כ לפני מע"מ", "מע"מ", "סה"כ לתשלום";
 * the usage summary in MB; the allocation number when required.
 */
export const heIotSimMonthlyBill: Layout = {
  id: 'he-iot-sim-monthly-bill',
  lang: 'he',
  kind: 'telecom bill',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-iot-sim-monthly-bill');
    const c = rng.pick(CARRIERS);
    const vendorTaxId = vendorId(c.legal, true);
    const month = firstOfMonth(randomDate(rng, '2023-12-10', '2025-11-15'));
    const end = lastOfMonth(month);
    const date = workday(addDays(end, rng.int(1, 4)), addDays);
    const rate = israeliRate(date);
    const sims = rng.int(40, 900);
    const plan = rng.pick([
      { n: 'חבילת 10MB', p: 590 },
      { n: 'חבילת 50MB', p: 990 },
      { n: 'חבילת 500MB', p: 1900 },
    ]);
    const suspended = rng.int(0, 40);
    const poolGb = rng.int(5, 60);
    const overGb = rng.int(0, 12) + rng.int(0, 9) / 10;
    const lines: [string, string, string, number][] = [
      [`${plan.n} לכרטיס SIM`, String(sims), amount(plan.p), sims * plan.p],
      ['כרטיסים מושהים', String(suspended), amount(150), suspended * 150],
      [`חריגה מבריכת נתונים (<bdi>${poolGb} GB</bdi>)`, `${overGb.toFixed(1)} GB`, amount(3500), mul(overGb, 3500)],
      ['הודעות SMS', String(rng.int(0, 4000)), amount(5), 0],
    ];
    lines[3][3] = Number(lines[3][1]) * 5;
    if (rng.chance(0.5)) {
      const k = rng.int(5, 60);
      lines.push(['דמי הפעלת SIM חדש', String(k), amount(1500), k * 1500]);
    }
    if (rng.chance(0.4)) lines.push(['כתובת IP קבועה (APN פרטי)', '1', amount(25000), 25000]);
    const credit = rng.chance(0.35) ? Math.round(sims * plan.p * 0.05) : 0;
    if (credit) lines.push(['זיכוי בגין תקלת רשת (5%)', '', '', -credit]);
    const net = lines.reduce((a, l) => a + l[3], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `IN-${date.slice(2, 4)}${date.slice(5, 7)}-${String(rng.int(1, 2999)).padStart(5, '0')}`;
    const font = rng.pick([`'Open Sans','Noto Sans Hebrew'`, `'Roboto','Hadasim CLM'`, `'FreeSans'`]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt)}</bdi>`;
    const custId = taxId(rng, true);
    const facts: [string, string][] = [
      ["חשבונית מס מס'", `<bdi>${docNo}</bdi>`],
      ['תאריך החשבונית', d(date)],
      ['תקופת חיוב', `${heMonth(month)}<br><span class="sm">${d(month)} - ${d(end)}</span>`],
      ['חיוב בהוראת קבע ב-', d(addDays(date, rng.pick([10, 15, 20])))],
      ["מס' חשבון לקוח", `<bdi>${failing(rng, '9')}</bdi>`],
    ];
    const alloc = allocationNeeded(date, net) ? `<div class="al">מספר הקצאה: <bdi>${allocation(rng)}</bdi></div>` : '';
    const body = `<div class="head"><div class="mark">${c.mark}</div><div><div class="he">${esc(c.he)} - סלולר לתקשורת מכונות</div><div class="sm">${esc(c.legal)} | ${c.label} <bdi>${vendorTaxId}</bdi> | <bdi>${c.web}</bdi> | מוקד <bdi>${c.star}</bdi></div></div></div>
<table class="facts"><tr>${facts.map((f) => `<th>${f[0]}</th>`).join('')}</tr><tr>${facts.map((f) => `<td>${f[1]}</td>`).join('')}</tr></table>
<div class="cust"><b>לכבוד:</b> ${esc(rng.pick(CUSTOMERS))}, ח.פ. <bdi>${rng.chance(0.5) ? hyphenId(custId) : custId}</bdi><br>מחלקת כספים · ${rng.pick(["רח' הברזל 3, תל אביב", 'פארק תעשיות עמק חפר', "רח' החרש 18, הוד השרון"])}</div>
<table class="t"><tr><th>פירוט</th><th>כמות</th><th>מחיר יחידה</th><th>סכום ₪</th></tr>${lines
      .map((l) => `<tr><td>${l[0]}</td><td><bdi>${l[1]}</bdi></td><td>${l[2]}</td><td><bdi dir="ltr">${amount(l[3])}</bdi></td></tr>`)
      .join('')}</table>
<table class="sum"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr></table>${alloc}
<div class="use"><b>סיכום שימוש לתקופה:</b> ${(poolGb * 1024 + Math.round(overGb * 1024)).toLocaleString('en')} MB נתונים · ${sims + suspended} כרטיסים במערכת · ${suspended} מושהים · יתרה מחשבון קודם: 0.00 ₪</div>
<div class="foot">החשבונית הופקה באופן ממוחשב ונשלחה בדוא"ל. חיוב הכרטיסים מראש לחודש, חריגות ו-SMS לפי שימוש בפועל.</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#1b1b1b;padding:12mm 14mm}
.head{display:flex;gap:6mm;align-items:center;border-bottom:3px solid #222;padding-bottom:3mm}.mark{font-family:'Lato Black','Lato',sans-serif;font-weight:900;font-size:22px;background:#222;color:#7fe3c0;padding:3mm 4mm;direction:ltr}.he{font-size:18px;font-weight:bold}.sm{font-size:10px;color:#444}
.facts{width:100%;border-collapse:collapse;margin:5mm 0}.facts th{background:#f0f0f0;font-size:10px;padding:1.5mm;text-align:right;border:0.5px solid #bbb}.facts td{padding:1.5mm;border:0.5px solid #bbb;vertical-align:top}
.cust{margin:3mm 0 5mm;line-height:1.6}.t{width:100%;border-collapse:collapse}.t th{border-bottom:1.5px solid #222;text-align:right;padding:1.5mm}.t td{padding:1.5mm;border-bottom:0.5px solid #ddd}.t td:last-child,.t th:last-child{text-align:left}
.sum{margin:4mm 0 0 0;margin-right:auto;border-collapse:collapse;min-width:75mm}.sum td{padding:1.2mm 2mm}.sum td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:2px solid #222}
.al{margin-top:3mm;font-weight:bold}.use{margin-top:7mm;background:#f5f5f5;padding:2.5mm;font-size:10.5px}.foot{margin-top:6mm;font-size:9.5px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: c.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
