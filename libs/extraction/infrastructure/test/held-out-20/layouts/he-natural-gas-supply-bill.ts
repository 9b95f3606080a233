import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, workday } from '../../generalisation/notation';
import { allocation, allocationNeeded, byRate, failing, rate4, stirred, vendorId } from './extra';

const DISTRIBUTORS = [
  { name: 'גז טבעי עמק יזרעאל הפצה בע"מ', short: 'גז העמק', label: 'ח.פ.', addr: 'פארק תעשיות ציפורית, ת.ד. 1204, נצרת עילית', star: '*5274', color: '#0d5c63' },
  { name: 'נגב גז הולכה והפצה בע"מ', short: 'נגב גז', label: 'ח"פ', addr: "רח' האשל 11, פארק הייטק עומר", star: '*3108', color: '#8a3b12' },
  { name: 'מרכז גז טבעי שרון בע"מ', short: 'גז שרון', label: "מס' עוסק מורשה", addr: "רח' המסגר 3, אזור תעשייה ספיר, נתניה", star: '*6622', color: '#2d4a8a' },
];
const CUSTOMERS = ['מאפיית השחר בע"מ', 'כביסה תעשייתית הגליל בע"מ', 'פלסט-אור מוצרי אריזה בע"מ', 'מחלבת גבעת עוז בע"מ', 'יציקות ברזל הצפון בע"מ', 'חממות שדה ניצן בע"מ'];

/**
 * A natural gas distribution company's monthly bill to a factory on A4 (Noto Sans Hebrew, Nachlieli CLM or DejaVu
 * Sans; the short name in heavy Noto Sans Hebrew beside a flame on a coloured band): the factory with a valid
 * ח.פ. (hyphenated on some), "מס' צרכן" and "מס' מונה" failing the check; a facts box of "חשבונית מס מס'"
 * ("2411-04827"), "הופק בתאריך" a week after the month, "תקופת צריכה" (the month, in words and dates),
 * "תאריך קריאה", "מועד אחרון לתשלום" three weeks on; a summary box with "סה"כ לתשלום"; the meter's previous and
 * current readings in m³, a correction factor and the standard m³; the distribution tariff per m³ to four
 * decimals, the reserved capacity in m³/h × a monthly rate, the metering station's fixed fee, an indexation
 * difference; "סה"כ חיובים לפני מע"מ", "מע"מ 17%/18%", "סה"כ חשבון נוכחי"; the previous bill and its
 * payment ("יתרה קודמת", "תשלום שהתקבל", the payment's date); six months' consumption; the allocation number
 * when required; the gas itself billed by the supplier separately.
 */
export const heNaturalGasSupplyBill: Layout = {
  id: 'he-natural-gas-supply-bill',
  lang: 'he',
  kind: 'utility bill',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-natural-gas-supply-bill');
    const v = rng.pick(DISTRIBUTORS);
    const vendorTaxId = vendorId(v.name, true);
    const month = firstOfMonth(randomDate(rng, '2023-12-01', '2025-11-20'));
    const end = lastOfMonth(month);
    const date = workday(addDays(end, rng.int(4, 9)), addDays);
    const due = addDays(date, 21);
    const rate = israeliRate(date);
    const cust = rng.pick(CUSTOMERS);
    const custId = taxId(rng, true);
    const prevRead = rng.int(200000, 900000);
    const raw = rng.int(18000, 110000);
    const factor = rng.int(10120, 10380) / 10000;
    const std = Math.round(raw * factor);
    const tariff = rng.int(2650, 3150); // ₪ per m³ in ten-thousandths
    const distribution = byRate(std, tariff);
    const capacityM3h = rng.pick([80, 120, 150, 250, 400]);
    const capRate = rng.int(1380, 1560);
    const capacity = capacityM3h * capRate;
    const meterFee = rng.pick([38500, 42000, 46500]);
    const index = rng.chance(0.6) ? rng.int(1200, 9800) : 0;
    const net = distribution + capacity + meterFee + index;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const prev = Math.round(total * (0.8 + rng.next() * 0.4));
    const docNo = `${date.slice(2, 4)}${date.slice(5, 7)}-${String(rng.int(1000, 9999)).padStart(5, '0')}`;
    const font = rng.pick(['Noto Sans Hebrew', 'Nachlieli CLM', 'DejaVu Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt)}</bdi>`;
    const consumer = failing(rng, rng.pick(['3', '4', '7']));
    const meterNo = failing(rng, '8');
    const alloc = allocationNeeded(date, net) ? `<tr><td>מספר הקצאה</td><td><bdi>${allocation(rng)}</bdi></td></tr>` : '';
    const history = Array.from({ length: 6 }, (_, i) => {
      const m = firstOfMonth(month, i - 6);
      return { m, v: Math.round(std * (0.7 + rng.next() * 0.6)) };
    });
    const maxV = Math.max(...history.map((h) => h.v), std);
    const bars = [...history, { m: month, v: std }]
      .map(
        (h, i) =>
          `<div class="bar"><div class="n">${h.v.toLocaleString('en-US')}</div><div class="col${i === 6 ? ' now' : ''}" style="height:${Math.round((h.v / maxV) * 22)}mm"></div><div class="m"><bdi>${h.m.slice(5, 7)}/${h.m.slice(2, 4)}</bdi></div></div>`,
      )
      .join('');
    const flame = `<svg width="34" height="44" viewBox="0 0 34 44"><path d="M17 2 C22 12 32 18 30 30 C28 40 20 43 17 43 C12 43 4 40 4 30 C4 22 10 18 12 10 C14 16 16 18 18 20 C19 14 18 8 17 2Z" fill="#fff"/><path d="M17 24 C20 30 24 32 22 37 C21 40 19 41 17 41 C14 41 12 39 12 36 C12 32 15 30 17 24Z" fill="${v.color}"/></svg>`;
    const prevPaid = addDays(date, -rng.int(8, 14));
    const body = `<div class="band">${flame}<div><div class="brand">${esc(v.short)}</div><div class="bsub">חלוקת גז טבעי לתעשייה</div></div><div class="btitle">חשבון תקופתי<br>וחשבונית מס</div></div>
<div class="top"><div class="to"><div class="lbl">לכבוד</div><b>${esc(cust)}</b><br>ח.פ. <bdi>${rng.chance(0.5) ? hyphenId(custId) : custId}</bdi><br>אזור תעשייה, מגרש ${rng.int(2, 80)}<br>מס' צרכן: <bdi>${consumer}</bdi><br>מס' מונה: <bdi>${meterNo}</bdi></div>
<table class="facts"><tr><td>חשבונית מס מס'</td><td><b><bdi>${docNo}</bdi></b></td></tr><tr><td>הופק בתאריך</td><td>${d(date)}</td></tr><tr><td>תקופת צריכה</td><td>${heMonth(month)}<br>${d(month)} - ${d(end)}</td></tr><tr><td>תאריך קריאה</td><td>${d(end)}</td></tr><tr><td>מועד אחרון לתשלום</td><td>${d(due)}</td></tr>${alloc}</table></div>
<div class="summary"><div>סה"כ לתשלום</div><div class="big">₪ ${amount(total)}</div><div class="sm">עד ${d(due)} · בהוראת קבע / העברה בנקאית</div></div>
<h3>פירוט קריאות מונה</h3>
<table class="t"><tr><th>מונה</th><th>קריאה קודמת</th><th>קריאה נוכחית</th><th>הפרש (מ"ק)</th><th>מקדם תיקון</th><th>מ"ק תקני</th></tr><tr><td><bdi>${meterNo}</bdi></td><td>${prevRead.toLocaleString('en-US')}</td><td>${(prevRead + raw).toLocaleString('en-US')}</td><td>${raw.toLocaleString('en-US')}</td><td>${factor.toFixed(4)}</td><td>${std.toLocaleString('en-US')}</td></tr></table>
<h3>פירוט חיובים</h3>
<table class="t"><tr><th>תיאור</th><th>כמות</th><th>תעריף (₪)</th><th>סכום (₪)</th></tr>
<tr><td>דמי חלוקה לפי צריכה</td><td>${std.toLocaleString('en-US')} מ"ק</td><td>${rate4(tariff)}</td><td>${amount(distribution)}</td></tr>
<tr><td>דמי קיבולת מוזמנת</td><td>${capacityM3h} מ"ק/שעה</td><td>${amount(capRate)}</td><td>${amount(capacity)}</td></tr>
<tr><td>דמי מונה ותחזוקת תחנת הפחתת לחץ</td><td>1</td><td>${amount(meterFee)}</td><td>${amount(meterFee)}</td></tr>
${index ? `<tr><td>הפרשי הצמדה למדד (${heMonth(firstOfMonth(month, -1))})</td><td></td><td></td><td>${amount(index)}</td></tr>` : ''}
<tr class="s"><td colspan="3">סה"כ חיובים לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td colspan="3">מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="s"><td colspan="3">סה"כ חשבון נוכחי</td><td>${amount(total)}</td></tr></table>
<div class="two"><table class="t bal"><tr><th colspan="2">מצב חשבון</th></tr><tr><td>יתרה קודמת (חשבון ${heMonth(firstOfMonth(month, -1))})</td><td>${amount(prev)}</td></tr><tr><td>תשלום שהתקבל ב-${d(prevPaid)}</td><td><bdi dir="ltr">-${amount(prev)}</bdi></td></tr><tr><td>יתרה</td><td>0.00</td></tr><tr class="s"><td>סה"כ לתשלום</td><td>${amount(total)}</td></tr></table>
<div class="hist"><div class="lbl">צריכה בשבעת החודשים האחרונים (מ"ק תקני)</div><div class="bars">${bars}</div></div></div>
<div class="note">החיוב בגין הגז הטבעי עצמו (המולקולה) נעשה על ידי ספק הגז בחשבון נפרד. ערך קלורי ממוצע בתקופה: ${(9.2 + rng.next() * 0.4).toFixed(2)} קוט"ש למ"ק. דיווח על ריח גז: ${v.star} (24/7).</div>
<div class="foot">${esc(v.name)} · ${v.label} <bdi>${vendorTaxId}</bdi> · ${esc(v.addr)} · מוקד שירות <bdi>${v.star}</bdi></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:10.5px;color:#1b1b1b;padding:9mm 12mm}
.band{display:flex;align-items:center;gap:4mm;background:${v.color};color:#fff;padding:3mm 5mm}.brand{font-family:'Noto Sans Hebrew',sans-serif;font-weight:900;font-size:24px;line-height:1}.bsub{font-size:10px}.btitle{margin-right:auto;font-size:14px;font-weight:bold;text-align:left}
.top{display:flex;justify-content:space-between;margin:5mm 0 3mm}.to{line-height:1.6;font-size:11px}.lbl{color:#666;font-size:9.5px}
.facts{border:1.5px solid ${v.color};border-collapse:collapse;min-width:78mm}.facts td{padding:1mm 2mm;border-bottom:0.5px solid #ccc}.facts td:first-child{color:#555}
.summary{background:#f1f3f4;border-right:4px solid ${v.color};padding:2.5mm 4mm;margin:2mm 0 4mm;display:flex;align-items:center;gap:6mm;font-size:12px}.summary .big{font-size:22px;font-weight:bold}.sm{font-size:9.5px;color:#555}
h3{font-size:12px;margin:4mm 0 1.5mm;color:${v.color}}.t{width:100%;border-collapse:collapse}.t th{background:#e8ecee;text-align:right;padding:1.2mm 2mm;font-size:10px}.t td{padding:1.2mm 2mm;border-bottom:0.5px solid #ddd}.t td:last-child,.t th:last-child{text-align:left;white-space:nowrap}.s td{font-weight:bold;border-top:1.2px solid #333}
.two{display:flex;gap:6mm;margin-top:5mm}.bal{width:48%}.hist{flex:1}.bars{display:flex;align-items:flex-end;gap:2mm;height:34mm;direction:ltr}.bar{flex:1;text-align:center;font-size:8px}.col{background:#b9c4c9;margin:0 auto;width:70%}.col.now{background:${v.color}}
.note{margin-top:6mm;font-size:9.5px;color:#444;line-height:1.6}.foot{position:absolute;bottom:10mm;right:12mm;left:12mm;border-top:1px solid #999;padding-top:2mm;font-size:9px;color:#333;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: v.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
