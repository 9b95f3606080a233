import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, personalId } from '../../generalisation/notation';
import { failsCheck, lr, spread, times, vendorId } from './extra';

const OPERATORS = [
  {
    brand: 'שמש-חם',
    latin: '',
    legal: 'שמש-חם מערכות מים חמים מרכזיות בע"מ',
    star: '*2790',
    colour: '#d9661a',
    num: (rng: Rng, d: string) => `HW-${d.slice(2, 4)}${d.slice(5, 7)}-${rng.digits(4)}`,
  },
  { brand: 'ThermoCity', latin: 'ThermoCity', legal: 'תרמו סיטי אנרגיה לבניינים בע"מ', star: '*6480', colour: '#a3262a', num: (rng: Rng) => `${rng.int(3, 7)}${rng.digits(7)}` },
  {
    brand: 'אנרגיית הגג',
    latin: '',
    legal: 'אנרגיית הגג - ניהול מים חמים בע"מ',
    star: '1-700-50-40-33',
    colour: '#2c6e49',
    num: (rng: Rng) => `${rng.int(100, 480)}/${rng.digits(6)}`,
  },
] as const;

/**
 * A central hot-water operator's two-monthly bill to a flat in a tower on A4 (Noto Sans Hebrew, Simple CLM or
 * DejaVu Sans; the brand in white on a coloured band beside a drawn sun over a solar panel, a Latin brand on one):
 * "חשבונית מס" with "מספר חשבונית" ("HW-2501-0831", eight digits or "233/771402"), "תאריך הפקה", "תקופת החשבון"
 * (two months in words and by date), "לתשלום עד"; the tenant with a valid ת.ז., "מספר חשבון" and "מספר מונה"
 * (nine digits failing the check), the building and flat; meter readings (previous and current, m³), the hot
 * water heated at a price per m³ to three decimals, a fixed service fee per month, the electric back-up heating in
 * kWh in winter, a share of the building's pump maintenance; "סה"כ חיובים לפני מע"מ", "מע"מ", "סה"כ לתשלום" in a
 * box; a bar chart of the last six periods' m³; the previous bill with its amount and its payment date, "יתרה
 * קודמת 0.00"; the legal name and "ח.פ." in the footer.
 */
export const heCentralHotWaterBill: Layout = {
  id: 'he-central-hot-water-bill',
  lang: 'he',
  kind: 'utility bill',
  make(seed: Rng) {
    const rng = spread(seed, 'he-central-hot-water-bill');
    const o = rng.pick(OPERATORS);
    const vendorTaxId = vendorId(o.legal, true);
    const date = randomDate(rng, '2023-06-03', '2026-03-20');
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const rate = israeliRate(date);
    const winter = ['11', '12', '01', '02', '03'].includes(date.slice(5, 7));
    const prevRead = rng.int(120, 2400) + rng.int(0, 999) / 1000;
    const used = Math.round((rng.int(4, 14) + (winter ? 3 : 0) + rng.int(0, 999) / 1000) * 1000) / 1000;
    const price = rng.int(38000, 52000) / 1000; // agorot per m³, three decimals of a shekel
    const heat = times(used, price * 100);
    const fixed = rng.pick([1850, 2200, 2490]) * 2;
    const backupKwh = winter ? rng.int(40, 160) : 0;
    const kwhPrice = rng.pick([61.4, 64.2, 58.9]);
    const backup = times(backupKwh, kwhPrice);
    const pumps = rng.pick([780, 920, 1150]);
    const net = heat + fixed + backup + pumps;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const due = addDays(date, rng.int(14, 21));
    const docNo = o.num(rng, date);
    const font = rng.pick(['Noto Sans Hebrew', 'Simple CLM', 'DejaVu Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => lr(dt(x, fmt));
    const prevBill = rng.int(9000, 26000);
    const history = Array.from({ length: 6 }, () => rng.int(5, 19));
    const max = Math.max(...history, used);
    const bars = [...history, used]
      .map(
        (v, i) =>
          `<div class="bar"><div class="fill${i === 6 ? ' now' : ''}" style="height:${Math.round((v / max) * 30)}mm"></div><div class="bv">${lr(String(Math.round(v)))}</div></div>`,
      )
      .join('');
    const sun = `<svg width="58" height="48" viewBox="0 0 58 48"><circle cx="40" cy="12" r="7" fill="#fff"/>${[0, 45, 90, 135, 180, 225, 270, 315].map((a) => `<line x1="40" y1="12" x2="${40 + 12 * Math.cos((a * Math.PI) / 180)}" y2="${12 + 12 * Math.sin((a * Math.PI) / 180)}" stroke="#fff" stroke-width="1.5"/>`).join('')}<polygon points="4,44 30,44 38,26 12,26" fill="none" stroke="#fff" stroke-width="2"/><line x1="8" y1="35" x2="34" y2="35" stroke="#fff"/><line x1="21" y1="26" x2="17" y2="44" stroke="#fff"/></svg>`;
    const charges: [string, string, string][] = [
      [`חימום מים (${lr(used.toFixed(3))} מ"ק × ${lr(price.toFixed(3))} ₪)`, '', amount(heat)],
      ['דמי שירות קבועים (2 חודשים)', '', amount(fixed)],
      ...(backupKwh ? ([[`חימום גיבוי חשמלי (${backupKwh} קוט"ש × ${lr((kwhPrice / 100).toFixed(4))} ₪)`, '', amount(backup)]] as [string, string, string][]) : []),
      ['חלק הדירה בתחזוקת משאבות וצנרת', '', amount(pumps)],
    ];
    const rows = charges.map(([a, , c]) => `<tr><td>${a}</td><td>${lr(c)}</td></tr>`).join('');
    const body = `<div class="band" style="background:${o.colour}">${sun}<div><div class="brand${o.latin ? ' lat' : ''}">${esc(o.brand)}</div><div>מים חמים מרכזיים מאנרגיית השמש</div></div><div class="title">חשבונית מס<br><span>${lr(docNo)}</span></div></div>
<div class="grid"><div class="card"><h3>פרטי הצרכן</h3><table class="kv">
<tr><td>שם</td><td>${esc(rng.pick(['אורית ושלמה דהן', 'ויקטוריה פרלמן', 'חאלד נסאר', 'עמית בן חיים']))}</td></tr>
<tr><td>ת.ז.</td><td>${lr(personalId(rng))}</td></tr>
<tr><td>כתובת</td><td>${esc(rng.pick(["מגדלי הים, רח' הגפן 4, בת ים", "רח' ביאליק 88, רמת גן", "שכ' הפארק, רח' האלה 19, מודיעין"]))}, דירה ${rng.int(3, 96)}</td></tr>
<tr><td>מספר חשבון</td><td>${lr(failsCheck(rng, rng.pick(['4', '7'])))}</td></tr>
<tr><td>מספר מונה</td><td>${lr(failsCheck(rng, '9'))}</td></tr></table></div>
<div class="card"><h3>פרטי החשבונית</h3><table class="kv">
<tr><td>מספר חשבונית</td><td><b>${lr(docNo)}</b></td></tr>
<tr><td>תאריך הפקה</td><td>${d(date)}</td></tr>
<tr><td>תקופת החשבון</td><td>${heMonth(from).split(' ')[0]}-${heMonth(to)}<br>${d(from)} - ${d(to)}</td></tr>
<tr><td>לתשלום עד</td><td>${d(due)}</td></tr></table></div></div>
<h3>קריאות מונה</h3><table class="lines"><tr class="th"><td>קריאה קודמת (${d(addDays(from, -1))})</td><td>קריאה נוכחית (${d(to)})</td><td>צריכה מ"ק</td></tr>
<tr><td>${lr(prevRead.toFixed(3))}</td><td>${lr((prevRead + used).toFixed(3))}</td><td>${lr(used.toFixed(3))}</td></tr></table>
<h3>פירוט חיובים</h3><table class="lines charges">${rows}<tr class="sub"><td>סה"כ חיובים לפני מע"מ</td><td>${lr(amount(net))}</td></tr><tr><td>מע"מ ${rate}%</td><td>${lr(amount(vat))}</td></tr></table>
<div class="pay"><span>סה"כ לתשלום</span><span>${lr(`₪ ${amount(total)}`)}</span></div>
<div class="grid"><div class="card"><h3>צריכה בתקופות האחרונות (מ"ק)</h3><div class="chart">${bars}</div></div>
<div class="card"><h3>מצב חשבון</h3><table class="kv"><tr><td>חשבון קודם</td><td>${lr(amount(prevBill))} ₪</td></tr><tr><td>שולם בהוראת קבע ביום</td><td>${d(addDays(from, rng.int(10, 20)))}</td></tr><tr><td>יתרה קודמת</td><td>${lr('0.00')}</td></tr></table></div></div>
<div class="foot">${esc(o.legal)} · ח.פ. ${lr(vendorTaxId)} · מוקד שירות ${lr(o.star)} · תשלום באתר החברה או בהוראת קבע</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#1d1d1d;padding:11mm 13mm}
.band{display:flex;align-items:center;gap:4mm;color:#fff;padding:3mm 5mm;border-radius:2mm}.brand{font-size:25px;font-weight:bold}.brand.lat{font-family:'URW Gothic','DejaVu Sans',sans-serif}.title{margin-right:auto;text-align:center;font-size:17px;font-weight:bold}.title span{font-size:13px}
.grid{display:flex;gap:5mm;margin-top:5mm}.card{flex:1;border:1px solid #bbb;border-radius:2mm;padding:2mm 3mm}h3{font-size:12px;margin:3mm 0 1.5mm}.kv td{padding:0.6mm 1.5mm;vertical-align:top}.kv td:first-child{color:#555;white-space:nowrap}
.lines{width:100%;border-collapse:collapse}.lines td{padding:1.2mm 2mm;border-bottom:0.5px solid #ccc}.th td{background:#eee;font-weight:bold}.charges td:last-child{text-align:left;white-space:nowrap;width:32mm}.sub td{font-weight:bold}
.pay{display:flex;justify-content:space-between;border:2px solid #1d1d1d;padding:3mm 5mm;margin-top:4mm;font-size:17px;font-weight:bold}
.chart{display:flex;align-items:flex-end;gap:3mm;height:38mm}.bar{display:flex;flex-direction:column;align-items:center;justify-content:flex-end;height:100%}.fill{width:7mm;background:#bbb}.fill.now{background:#555}.bv{font-size:9px}
.foot{margin-top:8mm;border-top:1px solid #999;padding-top:2mm;font-size:9.5px;text-align:center}bdi{white-space:nowrap}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
