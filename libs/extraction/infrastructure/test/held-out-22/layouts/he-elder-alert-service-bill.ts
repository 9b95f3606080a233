import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, personalId, share } from '../../generalisation/notation';
import { badNine, ltr, ownId, stirred } from './extra';

const OPERATORS = [
  { brand: 'יד תומכת', tag: 'מוקד חירום לגיל הזהב', legal: 'יד תומכת מוקדי סיוע בע"מ', label: 'ח.פ.', hyphen: false, color: '#0f5c4d', star: '*2760' },
  {
    brand: 'כוננות 24',
    tag: 'לחצני מצוקה · זיהוי נפילה · שירותי רווחה',
    legal: 'כוננות עשרים וארבע שירותי מצוקה בע"מ',
    label: 'ח"פ',
    hyphen: true,
    color: '#8a2a2a',
    star: '*9124',
  },
  { brand: 'SafeHome', tag: 'ביטחון אישי לקשישים בבית', legal: 'סייפהום - ביטחון אישי בבית בע"מ', label: 'ח.פ.', hyphen: true, color: '#23407a', star: '*3366' },
] as const;

const SENIORS = ['רחל גולדברג', 'משה אלקבץ', 'זהבה חדד', 'יצחק ברגר', 'שושנה מימון', 'אברהם קורן'];
const PAYERS = ['דנה גולדברג (בת)', 'עופר אלקבץ (בן)', 'אילנה שמש (בת)', 'רון ברגר (בן)'];

/**
 * A personal emergency alarm service's monthly bill for an elderly subscriber on A4 (Noto Sans Hebrew, Hadasim
 * CLM or DejaVu Sans; the brand in Nachlieli CLM, or Latin "SafeHome" in URW Gothic, over a drawn heart with a
 * pulse; the summary reversed out of a coloured band): "חשבונית מס" with "מס' חשבונית" ("EA-2411-05812",
 * "71/034522" or seven digits), "תאריך הפקה", "תקופת חיוב" (the month and its dates), "לתשלום עד" or "יום
 * חיוב בהוראת קבע"; the subscriber with a valid ת.ז., "מס' מנוי" of nine digits failing the check, the payer;
 * the alarm pendant, a fall-detection watch, a smoke detector, a key box, a technician's visit, a seniors'
 * discount, a Ministry's participation printed as information only; "סה"כ לפני מע"מ", "מע"מ", "סה"כ לתשלום";
 * the previous bill and its payment with "יתרה קודמת 0.00".
 */
export const heElderAlertServiceBill: Layout = {
  id: 'he-elder-alert-service-bill',
  lang: 'he',
  kind: 'utility bill',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-elder-alert-service-bill');
    const o = rng.pick(OPERATORS);
    const vendorTaxId = ownId(o.legal, true);
    const month = firstOfMonth(randomDate(rng, '2023-06-01', '2026-02-28'));
    const end = lastOfMonth(month);
    const date = addDays(end, rng.int(1, 9));
    const rate = israeliRate(date);
    const rows: [string, number][] = [['דמי מנוי חודשי - לחצן מצוקה ומוקד 24/7', rng.pick([8900, 9900, 11900, 12900])]];
    if (rng.chance(0.6)) rows.push(['שעון חכם עם זיהוי נפילה - שכירות', rng.pick([4500, 5900, 6900])]);
    if (rng.chance(0.4)) rows.push(['גלאי עשן מחובר למוקד', 1500]);
    if (rng.chance(0.3)) rows.push(['כספת מפתח לצוות חירום', 900]);
    if (rng.chance(0.3)) rows.push(['ביקור טכנאי והחלפת סוללה', rng.pick([9000, 12000])]);
    if (rng.chance(0.25)) rows.push(['שיחת ביקור טלפונית יומית', 3500]);
    const lines = rows.reduce((a, [, v]) => a + v, 0);
    const senior = rng.chance(0.5);
    const disc = senior ? share(rows[0][1], 15) : 0;
    const net = lines - disc;
    const vat = vatOfNet(net, rate);
    const pay = net + vat;
    const yy = date.slice(2, 4);
    const docNo = rng.pick([
      `EA-${yy}${date.slice(5, 7)}-${String(rng.int(100, 9999)).padStart(5, '0')}`,
      `${rng.int(60, 79)}/${String(rng.int(1000, 99999)).padStart(6, '0')}`,
      String(rng.int(1000000, 4999999)),
    ]);
    const font = rng.pick(['Noto Sans Hebrew', 'Hadasim CLM', 'DejaVu Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const standing = rng.chance(0.5);
    const dueLine = standing ? `<tr><td>יום חיוב בהוראת קבע</td><td>${d(addDays(end, 15))}</td></tr>` : `<tr><td>לתשלום עד</td><td>${d(addDays(date, 14))}</td></tr>`;
    const prev = Math.round((pay * (0.9 + rng.next() * 0.2)) / 10) * 10;
    const heart = `<svg width="60" height="40" viewBox="0 0 60 40"><path d="M30 36 C8 22 4 10 14 5 C21 2 27 6 30 11 C33 6 39 2 46 5 C56 10 52 22 30 36 Z" fill="none" stroke="${o.color}" stroke-width="3"/><polyline points="6,20 20,20 25,12 30,28 35,17 54,17" fill="none" stroke="${o.color}" stroke-width="2"/></svg>`;
    const brandCls = o.brand === 'SafeHome' ? 'brand lat' : 'brand';
    const items = rows.map(([n, v]) => `<tr><td>${esc(n)}</td><td>${ltr(amount(v))}</td></tr>`).join('');
    const body = `<div class="head"><div class="logo">${heart}<div><div class="${brandCls}">${esc(o.brand)}</div><div class="tag">${esc(o.tag)}</div></div></div>
<div class="doc"><div class="title">חשבונית מס</div><table class="kv"><tr><td>מס' חשבונית</td><td><b>${ltr(docNo)}</b></td></tr><tr><td>תאריך הפקה</td><td>${d(date)}</td></tr>
<tr><td>תקופת חיוב</td><td>${heMonth(month)} (${d(month)} - ${d(end)})</td></tr>${dueLine}</table></div></div>
<div class="cust"><div><b>המנוי/ה:</b> ${esc(rng.pick(SENIORS))} · ת.ז. ${ltr(personalId(rng))}</div><div>מס' מנוי: ${ltr(badNine(rng, rng.pick(['6', '8', '9'])))} · מכשיר ${ltr(`PD-${rng.digits(6)}`)}</div>
<div><b>משלם/ת:</b> ${esc(rng.pick(PAYERS))} · נייד ${ltr(cellular(rng))}</div></div>
<div class="bandsum" style="background:${o.color}"><span>סה"כ לתשלום לחודש ${heMonth(month)}</span><span>${ltr(`₪ ${amount(pay)}`)}</span></div>
<h3>פירוט חיובים</h3><table class="lines"><tr><th>שירות</th><th>סכום ₪</th></tr>${items}${disc ? `<tr><td>הנחת אזרח ותיק 15% על דמי המנוי</td><td>${ltr(`-${amount(disc)}`)}</td></tr>` : ''}
<tr class="sub"><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${rate}%</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(amount(pay))}</td></tr></table>
${rng.chance(0.5) ? `<div class="info">לידיעה: השתתפות משרד הרווחה בשירות מוקד החירום לזכאים עומדת על ${ltr(amount(rng.pick([6300, 7100, 8400])))} ₪ לחודש ומשולמת ישירות אליך - אינה מקוזזת מחשבון זה.</div>` : ''}
<h3>מצב חשבון</h3><table class="lines small"><tr><td>חשבון קודם (${heMonth(firstOfMonth(month, -1))})</td><td>${ltr(amount(prev))}</td></tr><tr><td>שולם ב-${d(addDays(month, rng.int(8, 16)))}</td><td>${ltr(`-${amount(prev)}`)}</td></tr><tr><td>יתרה קודמת</td><td>0.00</td></tr></table>
<div class="foot">${esc(o.legal)} · ${o.label} ${ltr(o.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)} · מוקד ${ltr(o.star)} · מורשה משרד הרווחה והביטחון החברתי · המוקד פעיל 24 שעות ביממה</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#1c1c1c;padding:12mm 14mm}
.head{display:flex;justify-content:space-between;align-items:flex-start}.logo{display:flex;gap:3mm;align-items:center}.brand{font-family:'Nachlieli CLM','Noto Sans Hebrew',sans-serif;font-size:28px;font-weight:bold;color:${o.color}}.brand.lat{font-family:'URW Gothic','DejaVu Sans',sans-serif}.tag{color:#555}
.doc{border:1.5px solid ${o.color};padding:2mm 4mm;min-width:75mm}.title{font-size:17px;font-weight:bold;color:${o.color}}.kv td{padding:0.5mm 1.5mm}
.cust{margin:5mm 0;line-height:1.7;border-right:4px solid ${o.color};padding-right:3mm}
.bandsum{color:#fff;display:flex;justify-content:space-between;padding:3mm 5mm;font-size:16px;font-weight:bold}
h3{color:${o.color};margin:5mm 0 1.5mm;font-size:13px}.lines{width:100%;border-collapse:collapse}.lines th{text-align:right;border-bottom:1.5px solid #333}.lines th:last-child,.lines td:last-child{text-align:left;width:35mm}.lines td{padding:1mm;border-bottom:0.5px solid #ccc}
.sub td{border-top:1.5px solid #333}.g td{font-weight:bold;font-size:13px}.small{width:60%}.info{margin-top:3mm;font-size:10px;background:#f3f3f3;padding:2mm}
.foot{margin-top:14mm;border-top:1px solid #999;padding-top:2mm;font-size:9.5px;color:#333}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
