import { addDays, amount, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { day, ils, layout, monthEnd, monthsLater, notAnId, phone, times } from '../notation';

const SUPPLIERS = [
  { name: 'להבה גז מרכזי בע"מ', color: '#c0392b', icon: '✦' },
  { name: 'גזית הצפון בע"מ', color: '#1f5f8b', icon: '◆' },
  { name: 'אורגז שירותי גז בע"מ', color: '#d35400', icon: '●' },
  { name: 'גז-נוף אספקה והתקנות בע"מ', color: '#2e7d32', icon: '▲' },
];

const STREETS = ["רח' האלון 7", "שד' בן גוריון 141", "רח' הנרקיס 22", "רח' יהודה הלוי 9", "רח' הגפן 3"];
const CITIES = ['כרמיאל', 'נתניה', 'מודיעין', 'קריית גת', 'יקנעם'];

/**
 * A central (building) gas supplier's two-monthly bill on A4: a colour header with the supplier's
 * name and id, a boxed "חשבונית מס" number and issue date, consumer number, a nine-digit contract
 * number that fails the id check, the meter number; the billing period, reading dates and meter
 * readings in m³, consumption converted to kg at a factor, a price per kg, fixed meter and safety
 * fees, a loyalty discount, the VAT, a consumption history by period (bars with numbers),
 * previous balance and payment received, "סכום לתשלום" with the due date, and a tear-off payment
 * slip repeating the amount, the due date and a long payment reference.
 */
export const heCentralGasBill = layout({
  id: 'he-central-gas-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng, true);
    const periodStart = monthsLater(randomDate(rng, '2023-06-01', '2026-01-20'), 0);
    const periodEnd = monthEnd(monthsLater(periodStart, 1));
    const date = addDays(periodEnd, rng.int(3, 12));
    const due = addDays(date, rng.int(14, 21));
    const rate = israeliRate(date);
    const consumer = String(rng.int(1000000, 9999999));
    const contract = notAnId(rng);
    const meter = `G${rng.digits(7)}`;
    const prev = rng.int(200, 4000) + rng.int(0, 9) / 10;
    const m3 = rng.int(4, 28) + rng.int(0, 9) / 10;
    const curr = Math.round((prev + m3) * 10) / 10;
    const factor = 2.31;
    const kg = Math.round(m3 * factor * 100) / 100;
    const perKg = rng.int(1690, 2390);
    const gas = times(kg, perKg);
    const meterFee = rng.pick([1150, 1290, 1400]);
    const safety = rng.pick([0, 2400, 2900]);
    const discount = rng.chance(0.5) ? -Math.round(gas * rng.pick([0.1, 0.15, 0.2])) : 0;
    const net = gas + meterFee * 2 + safety + discount;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const prevBalance = rng.int(8000, 30000);
    const docNo = `${date.slice(2, 4)}${rng.digits(7)}`;
    const ds = rng.pick(['d/m/Y', 'd.m.y', 'd/m/y'] as const);
    const cur = rng.pick(['sign-before', 'sign-after', 'shach'] as const);
    const money = (c: number) => ils(c, cur);
    const history = Array.from({ length: 6 }, (_, i) => {
      const from = monthsLater(periodStart, -2 * (5 - i));
      return { label: `${from.slice(5, 7)}-${monthsLater(from, 1).slice(5, 7)}/${from.slice(2, 4)}`, m3: i === 5 ? m3 : rng.int(3, 30) + rng.int(0, 9) / 10 };
    });
    const max = Math.max(...history.map((h) => h.m3));
    const bars = history
      .map((h) => `<div class="bar"><span class="v">${h.m3.toFixed(1)}</span><div style="height:${Math.round((h.m3 / max) * 22)}mm"></div><span>${h.label}</span></div>`)
      .join('');
    const street = rng.pick(STREETS);
    const city = rng.pick(CITIES);
    const apt = rng.int(1, 40);
    const body = `<div class="hd"><div class="logo">${s.icon}</div><div><div class="nm">${s.name}</div><div class="sub">ח.פ. ${vendorTaxId} · מוקד שירות ${phone(rng)} · חירום 24/7 *${rng.int(2000, 9999)}</div></div>
<div class="box"><div>חשבונית מס</div><div class="big">${docNo}</div><div>תאריך הפקה ${day(date, ds)}</div></div></div>
<div class="grid">
<div class="card"><h3>פרטי הצרכן</h3><div>משפחת ${rng.pick(['אוחיון', 'רבינוביץ', 'נסר', 'גולן', 'ברק'])}</div><div>${street}, דירה ${apt}, ${city}</div>
<div>מס' צרכן: <b>${consumer}</b></div><div>מס' חוזה: ${contract}</div></div>
<div class="card"><h3>תקופת החיוב</h3><div>${day(periodStart, ds)} – ${day(periodEnd, ds)}</div><div>מונה מס' ${meter}</div>
<div>קריאה קודמת (${day(addDays(periodStart, -1), ds)}): ${prev.toFixed(1)} מ"ק</div><div>קריאה נוכחית (${day(periodEnd, ds)}): ${curr.toFixed(1)} מ"ק</div></div>
<div class="card pay"><h3>סכום לתשלום</h3><div class="amt">${money(total)}</div><div>לתשלום עד ${day(due, ds)}</div><div class="sm">ייגבה בהוראת קבע מחשבון הבנק</div></div>
</div>
<table><tr><th>פירוט החיובים</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>
<tr><td>צריכת גז (${m3.toFixed(1)} מ"ק × מקדם ${factor})</td><td>${kg.toFixed(2)} ק"ג</td><td>${amount(perKg)} לק"ג</td><td>${amount(gas)}</td></tr>
<tr><td>דמי שימוש במונה</td><td>2 חודשים</td><td>${amount(meterFee)}</td><td>${amount(meterFee * 2)}</td></tr>
${safety ? `<tr><td>בדיקת בטיחות תקופתית</td><td>1</td><td>${amount(safety)}</td><td>${amount(safety)}</td></tr>` : ''}
${discount ? `<tr><td>הנחת לקוח ותיק</td><td></td><td></td><td>${amount(discount)}</td></tr>` : ''}
<tr class="st"><td colspan="3">סה"כ חיובים לפני מע"מ</td><td>${amount(net)}</td></tr>
<tr><td colspan="3">מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>
<tr class="st"><td colspan="3">סה"כ חשבון נוכחי</td><td>${amount(total)}</td></tr>
<tr><td colspan="3">יתרה מחשבון קודם</td><td>${amount(prevBalance)}</td></tr>
<tr><td colspan="3">תשלום שהתקבל – תודה</td><td>${amount(-prevBalance)}</td></tr>
<tr class="g"><td colspan="3">סכום לתשלום</td><td>${money(total)}</td></tr></table>
<div class="hist"><h3>צריכה בתקופות קודמות (מ"ק)</h3><div class="bars">${bars}</div></div>
<p class="note">מחיר הגז מתעדכן מדי חודש בהתאם למחיר המרבי שקבע משרד האנרגיה. להסבר על החשבון: ${phone(rng)}.</p>
<div class="slip"><div class="cut">✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -</div>
<div class="sl"><div>${s.name}<br>שובר תשלום · מס' צרכן ${consumer}</div><div>לתשלום עד<br><b>${day(due, ds)}</b></div><div>סכום<br><b>${amount(total)}</b></div></div>
<div class="ref">${rng.digits(4)} ${consumer} ${String(total).padStart(8, '0')} ${rng.digits(3)}</div></div>`;
    const css = `body{font-family:'Nachlieli CLM','Noto Sans Hebrew',sans-serif;font-size:12px;color:#222}
.hd{display:flex;align-items:center;gap:5mm;background:${s.color};color:#fff;padding:6mm 10mm}
.logo{font-size:30px;width:16mm;height:16mm;border-radius:50%;background:#fff;color:${s.color};display:flex;align-items:center;justify-content:center}
.nm{font-size:22px;font-weight:bold}.sub{font-size:11px}
.box{margin-right:auto;background:#fff;color:#222;padding:2mm 4mm;text-align:center;border-radius:2mm}.big{font-size:16px;font-weight:bold;font-family:'DejaVu Sans Mono'}
.grid{display:grid;grid-template-columns:1fr 1fr 0.8fr;gap:4mm;margin:5mm 10mm}
.card{border:1px solid #bbb;border-radius:2mm;padding:2mm 3mm;line-height:1.6}
.card h3{margin:0 0 1mm;font-size:13px;color:${s.color}}
.pay{background:#f4f4f4}.amt{font-size:22px;font-weight:bold}.sm{font-size:10px}
table{margin:2mm 10mm;width:calc(100% - 20mm);border-collapse:collapse}
th{background:${s.color};color:#fff;padding:1.5mm;text-align:right}
td{padding:1.3mm 2mm;border-bottom:1px solid #ddd}td:last-child{text-align:left}
.st td{font-weight:bold;background:#f6f6f6}.g td{font-weight:bold;font-size:15px;border-top:2px solid #333}
.hist{margin:4mm 10mm}.hist h3{font-size:12px;margin:0 0 2mm}
.bars{display:flex;align-items:flex-end;gap:6mm;height:34mm;border-bottom:1px solid #999}
.bar{display:flex;flex-direction:column;align-items:center;font-size:9.5px}.bar div{width:9mm;background:#999}
.note{margin:4mm 10mm;font-size:10px;color:#555}
.slip{margin:6mm 10mm 0}.cut{color:#888;font-size:10px;white-space:nowrap;overflow:hidden}
.sl{display:flex;justify-content:space-between;border:1px solid #444;padding:3mm;margin-top:2mm;font-size:12px}
.ref{font-family:'DejaVu Sans Mono';font-size:12px;letter-spacing:1px;margin-top:2mm;text-align:center;direction:ltr}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: {
        vendorName: s.name,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        tax: truthAmount(vat),
      },
    };
  },
});
