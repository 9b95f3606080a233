import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, hyphenId, lastOfMonth, personalId } from '../../generalisation/notation';
import { dateInYears, failsCheck, lr, pct, spread, taxOn, times, vendorId } from './extra';

const SUPPLIERS = [
  { brand: 'גלי גז', legal: 'גלי גז אספקה בע"מ', company: true, label: 'ח.פ:', hyphen: false, star: '*6620', color: '#d4561c' },
  { brand: 'להבה', legal: 'להבת הצפון שיווק גז בע"מ', company: true, label: "מס' עוסק מורשה", hyphen: true, star: '1-700-50-44-33', color: '#1f5fa0' },
  { brand: 'גז טנא', legal: 'רפאל טנא', company: false, label: 'ע.מ.', hyphen: false, star: '04-6980123', color: '#3b7d3a' },
] as const;

const HOMES = [
  ['משפחת אבוטבול', "רח' הזית 7, מושב צרופה"],
  ['נועה ואיתי ברגר', 'הכרם 22, כפר תבור'],
  ['יעקב חדד', 'משק 41, מושב תלמי אליהו'],
  ['רינה גולדשטיין', 'שביל החרוב 3, קיבוץ גזית'],
  ['סאמר חורי', "רח' 5 מס' 18, מעיליא"],
];

/**
 * A bottled-gas supplier's two-monthly bill to a house on cylinders, on A4 (Miriam CLM, DejaVu Sans or
 * Liberation Sans; the brand in Aharoni CLM beside a drawn flame, a coloured rule): the customer's name, address,
 * a valid ת.ז. on some, "מס' צרכן" and "מס' התקנה" (nine digits failing the check), the installation ("2+2
 * מכלים 48 ק"ג"); "חשבונית מס" with its number, "תאריך הפקה" or "תאריך החשבונית", "תקופת החשבון" (two months
 * before), "מועד חיוב בהוראת קבע" or "לתשלום עד"; a delivery table (date, cylinders, kg, price per kg to two
 * decimals before VAT, sum), the cylinders' rental for two months, a periodic safety check on some, a loyal
 * customer's discount on the gas on some; "סה"כ לפני מע"מ", "מע"מ", "סה"כ חשבון נוכחי"; an account statement with
 * the previous bill and its payment and "סה"כ לתשלום" (the current bill); six periods of kilograms as bars; the
 * emergency number and the supplier's legal name and id in the header's left box.
 */
export const heGasCylindersBill: Layout = {
  id: 'he-gas-cylinders-bill',
  lang: 'he',
  kind: 'utility bill',
  make(seed: Rng) {
    const rng = spread(seed, 'he-gas-cylinders-bill');
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = vendorId(s.legal, s.company);
    let date = dateInYears(rng, '2023-06-01', '2026-03-25');
    // The two months billed lie wholly under the rate of the bill's date.
    if (date >= '2025-01-01' && date < '2025-03-01') date = addDays('2025-03-01', rng.int(0, 12));
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const [who, addr] = rng.pick(HOMES);
    const consumer = failsCheck(rng, '4');
    const install = failsCheck(rng, '7');
    const perKg = rng.int(1090, 1490);
    const deliveries = Array.from({ length: rng.int(1, 4) }, () => {
      const count = rng.int(1, 2);
      return { day: addDays(from, rng.int(0, 58)), count, kg: count * 48 };
    }).sort((a, b) => a.day.localeCompare(b.day));
    const gas = deliveries.reduce((a, x) => a + times(x.kg, perKg), 0);
    const rentMonth = rng.int(1500, 2900);
    const rent = 2 * rentMonth;
    const check = rng.chance(0.3) ? rng.int(15, 24) * 1000 : 0;
    const loyal = rng.chance(0.45) ? pct(gas, 8) : 0;
    const net = gas + rent + check - loyal;
    const vat = taxOn(net, rate * 100);
    const total = net + vat;
    const previous = rng.int(18000, 95000);
    const paidOn = addDays(from, rng.int(3, 12));
    const docNo = rng.pick([
      () => `G-${date.slice(2, 4)}-${rng.int(100000, 999999)}`,
      () => `${date.slice(2, 4)}${date.slice(5, 7)}-${rng.digits(5)}`,
      () => `${rng.int(10000, 99999)}/${rng.int(1, 9)}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'dd/mm/yy'] as const);
    const d = (x: string) => lr(dt(x, fmt));
    const font = rng.pick(['Miriam CLM', 'DejaVu Sans', 'Liberation Sans']);
    const debit = rng.chance(0.6);
    const due = addDays(date, rng.int(10, 20));
    const flame = `<svg width="34" height="44" viewBox="0 0 34 44"><path d="M17 2 C22 12 32 18 30 30 A13 13 0 0 1 4 30 C3 22 10 18 12 10 C14 16 17 17 17 20 C20 15 19 8 17 2z" fill="${s.color}"/><path d="M17 24 C20 28 23 31 21 36 A5 5 0 0 1 12 35 C12 31 16 29 17 24z" fill="#fff"/></svg>`;
    const history = Array.from({ length: 6 }, (_, i) => ({
      label: dt(firstOfMonth(date, -2 * (6 - i)), 'dd/mm/yy').slice(3),
      kg: i === 5 ? deliveries.reduce((a, x) => a + x.kg, 0) : rng.int(1, 6) * 48,
    }));
    const maxKg = Math.max(...history.map((h) => h.kg));
    const bars = history
      .map(
        (h) =>
          `<div class="bar"><div class="v">${lr(String(h.kg))}</div><div class="col" style="height:${Math.round((h.kg / maxKg) * 24)}mm"></div><div class="l">${lr(h.label)}</div></div>`,
      )
      .join('');
    const rows = deliveries
      .map(
        (x) =>
          `<tr><td>${d(x.day)}</td><td>מכל 48 ק"ג</td><td>${lr(String(x.count))}</td><td>${lr(String(x.kg))}</td><td>${lr(amount(perKg))}</td><td>${lr(amount(times(x.kg, perKg)))}</td></tr>`,
      )
      .join('');
    const row = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const idText = s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId;
    const body = `<div class="page">
<div class="top"><div class="brand">${flame}<div><div class="bn">${esc(s.brand)}</div><div class="tag">גז ביתי במכלים · אספקה ושירות</div></div></div>
<div class="idbox">${esc(s.legal)}<br>${s.label} ${lr(idText)}<br>מוקד חירום 24 שעות: ${lr(s.star)}</div></div>
<div class="rule"></div>
<div class="grid"><div class="card"><div class="ct">פרטי הצרכן</div>${esc(who)}<br>${esc(addr)}${rng.chance(0.5) ? `<br>ת.ז. ${lr(personalId(rng))}` : ''}<br>מס' צרכן: ${lr(consumer)}<br>מס' התקנה: ${lr(install)}<br>מערכת: ${rng.pick(['2+2', '1+1', '3+3'])} מכלים 48 ק"ג</div>
<div class="card"><div class="ct">חשבונית מס ${lr(docNo)}</div><table class="kv">${row(rng.pick(['תאריך הפקה', 'תאריך החשבונית']), d(date))}${row('תקופת החשבון', `${d(from)} - ${d(to)}`)}${row(debit ? 'מועד חיוב בהוראת קבע' : 'לתשלום עד', d(due))}</table></div></div>
<h3>פירוט חיובים לתקופה</h3>
<table class="lines"><tr class="th"><td>תאריך אספקה</td><td>פריט</td><td>מכלים</td><td>ק"ג</td><td>מחיר לק"ג</td><td>סכום</td></tr>${rows}
<tr><td colspan="5">דמי שימוש ותחזוקת מכלים (${lr(`2 × ${amount(rentMonth)}`)})</td><td>${lr(amount(rent))}</td></tr>
${check ? `<tr><td colspan="5">בדיקה תקופתית של מערכת הגז לפי תקן</td><td>${lr(amount(check))}</td></tr>` : ''}
${loyal ? `<tr><td colspan="5">הנחת לקוח ותיק 8% על הגז</td><td>${lr(`-${amount(loyal)}`)}</td></tr>` : ''}</table>
<div class="sums"><table class="tot">${row('סה"כ לפני מע"מ', lr(amount(net)))}${row(`מע"מ ${rate}%`, lr(amount(vat)))}${row('סה"כ חשבון נוכחי', lr(amount(total)), 'g')}</table>
<table class="tot acc"><tr><td colspan="2" class="ct">מצב חשבון</td></tr>${row('יתרה מחשבון קודם', lr(amount(previous)))}${row(`תשלום שהתקבל ${d(paidOn)}`, lr(`-${amount(previous)}`))}${row('חשבון נוכחי', lr(amount(total)))}${row('סה"כ לתשלום ₪', lr(amount(total)), 'g')}</table></div>
<div class="hist"><div class="ct">צריכה בק"ג - שש תקופות אחרונות</div><div class="bars">${bars}</div></div>
<div class="foot">${debit ? `הסכום יחויב בהוראת קבע בחשבון הבנק שלך בתאריך ${d(due)}.` : `ניתן לשלם באתר, בטלפון ${lr(s.star)} או בסניפי הדואר.`} חשד לדליפת גז? סגרו את הברז הראשי והתקשרו ${lr(s.star)}.</div>
</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#222}.page{padding:12mm 14mm}
.top{display:flex;justify-content:space-between;align-items:center}.brand{display:flex;gap:3mm;align-items:center}.bn{font-family:'Aharoni CLM',sans-serif;font-size:30px;font-weight:bold;color:${s.color}}.tag{font-size:11px}
.idbox{text-align:left;font-size:10px;line-height:1.6;border-right:3px solid ${s.color};padding-right:3mm}.rule{height:3px;background:${s.color};margin:3mm 0 4mm}
.grid{display:flex;gap:5mm}.card{flex:1;border:1px solid #999;border-radius:2mm;padding:2.5mm 3.5mm;line-height:1.6}.ct{font-weight:bold;color:${s.color};font-size:12.5px;margin-bottom:1mm}
.kv td{padding:0.5mm 2mm 0.5mm 0}h3{font-size:13px;margin:5mm 0 2mm;color:${s.color}}
.lines{width:100%;border-collapse:collapse}.lines td{padding:1.2mm;border-bottom:0.5px solid #bbb}.lines td:nth-child(n+3),.lines td:last-child{text-align:left;white-space:nowrap}.th td{font-weight:bold;background:#eee}
.sums{display:flex;justify-content:space-between;margin-top:4mm;gap:6mm}.tot{min-width:72mm}.tot td{padding:0.9mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:13.5px;border-top:1.5px solid #222}.acc{border:1px dashed #999}
.hist{margin-top:6mm}.bars{display:flex;gap:5mm;align-items:flex-end;height:34mm;border-bottom:1px solid #999;padding:0 4mm}.bar{text-align:center;font-size:9px}.col{width:11mm;background:${s.color};opacity:0.7;margin:0 auto}.l,.v{font-size:9px}
.foot{margin-top:8mm;font-size:10px;border-top:1px solid #999;padding-top:2mm}bdi{white-space:nowrap}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
