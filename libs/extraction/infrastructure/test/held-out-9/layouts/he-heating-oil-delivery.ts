import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, plate } from '../../generalisation/notation';

const DEALERS = [
  { name: 'סולרית הגליל בע"מ', line: 'הפצת סולר ונפט לבתים ולחקלאות', company: true, addr: 'אזור תעשייה בר-לב, משגב', color: '#1a237e' },
  { name: 'דלק-בית הפצת סולר להסקה בע"מ', line: 'אספקה עד הבית - מיכליות מ-300 ליטר', company: true, addr: "רח' התעשייה 14, בית שמש", color: '#b71c1c' },
  { name: 'רמי אלון', line: 'דלקים ושמנים - הובלה והפצה', company: false, addr: 'מושב כפר ורבורג', color: '#004d40' },
];
const PRODUCTS: [string, [number, number]][] = [
  ['סולר להסקה', [5420, 6380]],
  ['נפט לבית', [5980, 6890]],
  ['סולר לחקלאות', [4690, 5460]],
];

/**
 * A heating oil dealer's A5 delivery note and tax invoice (Miriam CLM or Noto Sans Hebrew
 * condensed): the dealer (a company with "ח.פ." or a person with "עוסק מורשה") in a boxed
 * letterhead, "תעודת משלוח / חשבונית מס" with six digits and a leading zero, the date (dd-mm-yyyy
 * or dd.mm.yy) and time of delivery, the customer, customer and order numbers, the tanker's plate
 * and the driver, the tank's place, meter readings before and after (seven digits) and the litres
 * between them, the temperature, the price per litre before VAT to three decimals, delivery and a
 * long-hose supplement on some, "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום", payment on delivery by card
 * or within 30 days.
 */
export const heHeatingOilDelivery: Layout = {
  id: 'he-heating-oil-delivery',
  lang: 'he',
  kind: 'fuel',
  make(rng: Rng) {
    const d = rng.pick(DEALERS);
    const vendorTaxId = taxId(rng, d.company);
    // Heating oil is ordered in the cold months.
    const winter = rng.pick([
      ['2023-10-01', '2024-03-31'],
      ['2024-10-01', '2025-03-31'],
      ['2025-10-01', '2026-03-31'],
    ]);
    const date = randomDate(rng, winter[0], winter[1]);
    const rate = israeliRate(date);
    const [product, range] = rng.pick(PRODUCTS);
    const perLitre = rng.int(range[0], range[1]);
    const litres = rng.int(3, 30) * 100 + rng.pick([0, 0, 12, 37, 48, 65]);
    const fuel = Math.round((litres * perLitre) / 10);
    const rows: [string, string, number][] = [[product, `${litres.toLocaleString('en-US')} ל' × ${(perLitre / 1000).toFixed(3)}`, fuel]];
    if (litres < 600) rows.push(['דמי הובלה (הזמנה קטנה)', '', 15000]);
    if (rng.chance(0.3)) rows.push(["תוספת צינור ארוך (מעל 30 מ')", '', 8000]);
    const net = rows.reduce((a, r) => a + r[2], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `0${rng.int(10000, 99999)}`;
    const start = rng.int(1000000, 8999999);
    const font = rng.pick(['Miriam CLM', 'Noto Sans Hebrew']);
    const fmt = rng.pick(['dd.mm.yy', 'dd-mm-yyyy'] as const);
    const shown = fmt === 'dd-mm-yyyy' ? date.split('-').reverse().join('-') : dt(date, fmt);
    const card = rng.chance(0.5);
    const f = (k: string, v: string) => `<div class="f"><div class="k">${k}</div><div class="v">${v}</div></div>`;
    const body = `<div class="lh"><div class="n">${esc(d.name)}</div><div>${esc(d.line)}</div><div>${d.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId} · ${esc(d.addr)}</div><div>הזמנות: ${cellular(rng)} · משרד: ${cellular(rng)}</div></div>
<div class="tt"><span>תעודת משלוח / חשבונית מס</span><span>מס' ${docNo}</span></div>
<div class="grid">${f('תאריך', shown)}${f('שעת אספקה', time(rng))}${f("מס' לקוח", rng.digits(5))}${f("מס' הזמנה", rng.digits(6))}
${f('לקוח', esc(rng.pick(['משפחת ברגר', 'בית כנסת אוהל יצחק', 'צחי ואורלי נחום', 'רפת גולדשטיין', 'בית אבות נווה שלום'])))}${f('כתובת', esc(rng.pick(['הדקל 4', 'משק 52', 'שביל הכרמים 9', 'הגפן 17'])))}
${f('מיכלית', `<span dir="ltr">${plate(rng)}</span>`)}${f('נהג', esc(rng.pick(['ויקטור', 'עאדל', 'שמעון', 'גיל'])))}${f('מיקום המיכל', esc(rng.pick(['חדר הסקה', 'חצר אחורית', 'גג', 'מרתף'])))}
${f('מונה התחלה', String(start).padStart(7, '0'))}${f('מונה סיום', String(start + litres).padStart(7, '0'))}${f('טמפרטורה', `${rng.int(6, 19)}°C`)}</div>
<table class="it"><tr><th>מוצר / שירות</th><th>כמות × מחיר ליטר</th><th>סכום ₪</th></tr>${rows.map(([n, q, c]) => `<tr><td>${esc(n)}</td><td>${q}</td><td>${amount(c)}</td></tr>`).join('')}
<tr class="s"><td colspan="2">סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td colspan="2">מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td colspan="2">סה"כ לתשלום</td><td>${amount(total)}</td></tr></table>
<div class="pay">${card ? `שולם בעת האספקה בכרטיס אשראי ****${rng.digits(4)}, אישור ${rng.digits(7)}` : 'תנאי תשלום: שוטף + 30. חשבונית זו אינה קבלה.'}</div>
<div class="sig"><span>שם המקבל: ____________</span><span>חתימה: ____________</span></div><div class="sm">המחיר לליטר נקבע לפי מחיר הדלק ביום האספקה. אין לעשן בקרבת המיכלית.</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-stretch:condensed;font-size:12px;color:#111;padding:8mm 9mm}.lh{border:2px solid ${d.color};text-align:center;padding:2mm}.n{font-size:22px;font-weight:bold;color:${d.color}}
.tt{display:flex;justify-content:space-between;margin:3mm 0;padding:1.5mm 3mm;background:${d.color};color:#fff;font-size:15px;font-weight:bold}.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:1.5mm}
.f{border:1px solid #aaa}.k{font-size:9.5px;background:#eee;padding:0.5mm 1.5mm}.v{padding:0.8mm 1.5mm;font-size:12.5px}table{width:100%;border-collapse:collapse;margin-top:4mm}.it th{border-bottom:2px solid #111;text-align:right;padding:1mm}
.it td{padding:1.2mm 1mm;border-bottom:1px solid #ccc}.it td:last-child,.it th:last-child{text-align:left}.s td{border-top:2px solid #111}.b td{font-weight:bold;font-size:15px}.pay{margin-top:4mm;padding:1.5mm;border:1px dashed #555}
.sig{display:flex;justify-content:space-between;margin-top:7mm}.sm{margin-top:4mm;font-size:9.5px;color:#444}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: d.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
