import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth } from '../../generalisation/notation';
import { allocation, allocationNeeded, coopId, failing, ltr, stirred, vendorId } from './extra';

const OPERATORS = [
  {
    brand: 'FieldTalk',
    latin: true,
    legal: 'פילדטוק רשתות קשר בע"מ',
    label: 'ח.פ.',
    hyphen: false,
    star: '*2947',
    color: '#0b5fa5',
    prefix: 'FT',
  },
  { brand: 'גל-אתר', latin: false, legal: 'גל-אתר מערכות קשר ניידות בע"מ', label: 'ח"פ', hyphen: true, star: '*3651', color: '#c2410c', prefix: '' },
  { brand: 'קשר ארצי', latin: false, legal: 'קשר ארצי תקשורת דיגיטלית בע"מ', label: 'ח.פ.', hyphen: false, star: '*8812', color: '#166534', prefix: 'K' },
];
const CUSTOMERS = [
  { name: 'א.ש. בוני הגליל בע"מ', addr: 'אזור תעשייה ציפורית' },
  { name: 'מגן-אור שמירה ואבטחה בע"מ', addr: "רח' החרש 9, הוד השרון" },
  { name: 'הפקות במה ואירועים בע"מ', addr: "רח' יגאל אלון 120, תל אביב" },
  { name: 'קיבוץ עין השופט - ענף המטעים', addr: 'ד.נ. מנשה' },
  { name: 'לוגיסטיקה מרכזית לוד בע"מ', addr: 'פארק אריאל שרון, לוד' },
];

/**
 * A push-to-talk radio network operator's monthly bill to a business on A4 (Noto Sans Hebrew, Simple CLM or
 * Liberation Sans; the brand in DejaVu Sans bold or Nachlieli CLM beside a drawn mast with waves, a coloured
 * rule): "חשבונית מס - חשבון תקופתי"; the customer with a valid ח.פ., "מס' לקוח" and a nine-digit "מס' מנוי"
 * failing the check; a facts column of "מס' חשבונית" ("FT-2502-04821", "K7004821" or seven digits), "תאריך
 * הפקה" days after the month, "תקופת החיוב" (the month in words and its dates), "מועד החיוב בהוראת קבע" or "לתשלום
 * עד", "מספר הקצאה" when required; a band "סה"כ לתשלום"; handheld and vehicle radios rented per unit, the
 * network subscription per radio, GPS tracking, an extra talk group, loss and damage cover, a spare battery or a
 * multi-charger once, a credit for a repeater site's outage; "סה"כ לפני מע"מ", "מע"מ 17%/18%", "סה"כ חשבון
 * נוכחי"; "מצב חשבון" with the previous bill, its payment and date and a zero balance; the radios' serial
 * numbers on some; the legal name, its id and a licence number of the Ministry of Communications in the footer.
 */
export const hePttRadioNetworkBill: Layout = {
  id: 'he-ptt-radio-network-bill',
  lang: 'he',
  kind: 'telecom bill',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-ptt-radio-network-bill');
    const o = rng.pick(OPERATORS);
    const vendorTaxId = vendorId(o.legal, true);
    const month = firstOfMonth(randomDate(rng, '2023-06-01', '2026-02-28'));
    const from = month;
    const to = lastOfMonth(month);
    const date = addDays(to, rng.int(2, 7));
    const rate = israeliRate(date);
    const due = addDays(date, rng.int(12, 20));
    const standing = rng.chance(0.6);
    const hand = rng.int(6, 150);
    const car = rng.chance(0.6) ? rng.int(2, 12) : 0;
    const units = hand + car;
    type Row = { name: string; qty: number; unit: number };
    const fixed: Row[] = [
      { name: 'שכירות מכשיר קשר DMR ידני', qty: hand, unit: rng.pick([4500, 4900, 5500, 6900]) },
      ...(car ? [{ name: 'שכירות מכשיר רכב מותקן', qty: car, unit: rng.pick([6900, 7900]) }] : []),
      { name: 'מנוי רשת PTT ארצית (לכל מכשיר)', qty: units, unit: rng.pick([3500, 3900, 4200]) },
      ...(rng.chance(0.6) ? [{ name: 'שירות איתור GPS', qty: rng.int(2, units), unit: 1500 }] : []),
      ...(rng.chance(0.4) ? [{ name: 'ערוץ קבוצתי נוסף', qty: rng.int(1, 3), unit: 9900 }] : []),
      { name: 'כיסוי אובדן ונזק', qty: units, unit: 800 },
    ];
    const once: Row[] = rng.chance(0.5)
      ? [
          rng.pick([
            { name: 'סוללה חלופית 2200mAh', qty: rng.int(1, 4), unit: 18900 },
            { name: 'מטען שולחני 6 עמדות', qty: 1, unit: 74000 },
          ]),
        ]
      : [];
    const fixedSum = fixed.reduce((a, r) => a + r.qty * r.unit, 0);
    const onceSum = once.reduce((a, r) => a + r.qty * r.unit, 0);
    const outageDays = rng.chance(0.35) ? rng.int(1, 4) : 0;
    const credit = outageDays ? -Math.round((fixed[car ? 2 : 1].qty * fixed[car ? 2 : 1].unit * outageDays) / 30) : 0;
    const net = fixedSum + onceSum + credit;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const prev = Math.round(total * (0.85 + rng.next() * 0.3));
    const prevPaid = addDays(firstOfMonth(month), rng.int(9, 20));
    const docNo = o.prefix === 'FT' ? `FT-${date.slice(2, 4)}${date.slice(5, 7)}-${String(rng.int(100, 9999)).padStart(5, '0')}` : `${o.prefix}${rng.int(7000000, 7999999)}`;
    const cust = rng.pick(CUSTOMERS);
    const custId = cust.name.startsWith('קיבוץ') ? coopId(rng) : taxId(rng, true);
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM', 'Liberation Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const alloc = allocationNeeded(date, net) ? `<tr><td>מספר הקצאה</td><td>${ltr(allocation(rng))}</td></tr>` : '';
    const money = (c: number) => ltr(amount(c));
    const row = (r: Row) => `<tr><td>${esc(r.name)}</td><td>${r.qty}</td><td>${money(r.unit)}</td><td>${money(r.qty * r.unit)}</td></tr>`;
    const mast = `<svg width="46" height="46" viewBox="0 0 46 46"><path d="M23 14 L15 44 M23 14 L31 44 M18 32 L28 32 M17 38 L29 38" stroke="${o.color}" stroke-width="2" fill="none"/><circle cx="23" cy="12" r="3" fill="${o.color}"/><path d="M15 5 A11 11 0 0 0 15 19 M31 5 A11 11 0 0 1 31 19 M10 1 A17 17 0 0 0 10 23 M36 1 A17 17 0 0 1 36 23" stroke="${o.color}" stroke-width="1.6" fill="none"/></svg>`;
    const serials = rng.chance(0.5)
      ? `<div class="ser"><b>מכשירים במנוי:</b> ${Array.from({ length: Math.min(units, 10) }, () => ltr(`SN ${rng.digits(3)}${rng.pick(['A', 'C', 'K', 'T'])}${rng.digits(5)}`)).join(' · ')}${units > 10 ? ` ועוד ${units - 10}` : ''}</div>`
      : '';
    const body = `<div class="head"><div class="logo">${mast}<div><div class="brand${o.latin ? ' lat' : ''}">${esc(o.brand)}</div><div class="tag">רשתות קשר דיגיטליות לעסקים · שכירות מכשירים</div></div></div><div class="title">חשבונית מס - חשבון תקופתי</div></div>
<div class="rule"></div>
<div class="grid"><div class="cust"><div class="lbl">לכבוד</div><b>${esc(cust.name)}</b><br>${esc(cust.addr)}<br>ח.פ. ${ltr(custId)}<br>מס' לקוח ${ltr(String(rng.int(100000, 999999)))} · מס' מנוי ${ltr(failing(rng, rng.pick(['3', '6', '8'])))}</div>
<table class="facts"><tr><td>מס' חשבונית</td><td><b>${ltr(docNo)}</b></td></tr><tr><td>תאריך הפקה</td><td>${d(date)}</td></tr><tr><td>תקופת החיוב</td><td>${heMonth(month)}<br>${d(from)} - ${d(to)}</td></tr><tr><td>${standing ? 'מועד החיוב בהוראת קבע' : 'לתשלום עד'}</td><td>${d(due)}</td></tr>${alloc}</table></div>
<div class="band"><span>סה"כ לתשלום</span><span>₪ ${money(total)}</span></div>
<table class="t"><tr><th>פירוט</th><th>כמות</th><th>מחיר ליחידה</th><th>סכום</th></tr><tr class="h"><td colspan="4">חיובים חודשיים</td></tr>${fixed.map(row).join('')}${
      once.length ? `<tr class="h"><td colspan="4">חיובים חד-פעמיים</td></tr>${once.map(row).join('')}` : ''
    }${credit ? `<tr class="h"><td colspan="4">זיכויים</td></tr><tr><td>זיכוי בגין השבתת אתר ממסר (${outageDays} ימים)</td><td></td><td></td><td>${ltr(`-${amount(-credit)}`)}</td></tr>` : ''}</table>
<table class="sum"><tr><td>סה"כ לפני מע"מ</td><td>${money(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${money(vat)}</td></tr><tr class="g"><td>סה"כ חשבון נוכחי</td><td>${money(total)}</td></tr></table>
<div class="acct"><div class="lbl">מצב חשבון</div><table><tr><td>חשבון קודם</td><td>${money(prev)}</td></tr><tr><td>תשלום שהתקבל ב-${d(prevPaid)}</td><td>${ltr(`-${amount(prev)}`)}</td></tr><tr><td>יתרה קודמת</td><td>0.00</td></tr><tr><td>חשבון נוכחי</td><td>${money(total)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${money(total)}</td></tr></table></div>
${serials}
<div class="foot">${esc(o.legal)} · ${o.label} ${ltr(o.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)} · רישיון משרד התקשורת מס' ${ltr(`${rng.int(10, 99)}-${rng.digits(4)}`)} · מוקד שירות ${ltr(o.star)} · מסמך ממוחשב</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10.5px;color:#1d1d1d;padding:12mm 14mm}
.head{display:flex;justify-content:space-between;align-items:center}.logo{display:flex;align-items:center;gap:3mm}.brand{font-family:'Nachlieli CLM','Noto Sans Hebrew',sans-serif;font-weight:bold;font-size:26px;color:${o.color}}.brand.lat{font-family:'DejaVu Sans',sans-serif;direction:ltr}
.tag{font-size:9px;color:#555}.title{font-size:16px;font-weight:bold}.rule{height:3px;background:${o.color};margin:3mm 0}
.grid{display:flex;justify-content:space-between;gap:8mm}.cust{line-height:1.6}.lbl{font-weight:bold;color:${o.color}}.facts{border-collapse:collapse;min-width:80mm}.facts td{padding:0.8mm 2mm;border-bottom:0.5px solid #ccc;vertical-align:top}.facts td:first-child{color:#555}
.band{display:flex;justify-content:space-between;background:${o.color};color:#fff;font-size:16px;font-weight:bold;padding:2mm 4mm;margin:4mm 0}
.t{width:100%;border-collapse:collapse}.t th{background:#eee;padding:1mm;text-align:right}.t td{padding:0.8mm 1mm;border-bottom:0.5px solid #e0e0e0}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:left}.h td{font-weight:bold;background:#f7f7f7}
.sum{margin-right:auto;margin-top:3mm;border-collapse:collapse;min-width:75mm}.sum td{padding:0.8mm 2mm}.sum td:last-child{text-align:left}.g td{font-weight:bold;font-size:12.5px;border-top:1.5px solid #1d1d1d}
.acct{margin-top:5mm;width:80mm;border:1px solid #bbb;padding:2mm}.acct table{width:100%;border-collapse:collapse}.acct td:last-child{text-align:left}
.ser{margin-top:4mm;font-size:9px;line-height:1.6;color:#333}.foot{margin-top:8mm;border-top:1px solid #999;padding-top:2mm;font-size:9px;color:#444}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
