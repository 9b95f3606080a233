import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'he-tirosh-hotel-folio';

/** Room, agorot a night before VAT in 2022 (midweek). */
const ROOMS: [string, number][] = [
  ['חדר כרם', 92000],
  ['חדר כרם עם מרפסת', 108000],
  ['סוויטת היקב', 146000],
  ['חדר משפחה', 118000],
];
/** Extra, agorot before VAT in 2022, per person. */
const EXTRAS: [string, number, boolean][] = [
  ['סיור וטעימות ביקב', 9500, true],
  ['ארוחת ערב שף', 21000, true],
  ['טיפול ספא 50 דקות', 32000, true],
  ['עזיבה מאוחרת', 25000, false],
  ['מיני-בר', 6800, false],
  ['פיקניק בכרם', 14000, true],
  ['הסעה מתחנת בנימינה', 18000, false],
];
const GUESTS = ['אלה וגיל שגב', 'רונית אבוחצירא', 'תומר ודנה לנדאו', 'פאדי וסוהא עבאס', 'יעל כספי', 'משה ושרה פרלמן'];

/**
 * A boutique hotel among the vineyards of Zichron Ya'akov, the guest's folio at check-out, A4 (Keter YG for the name,
 * Noto Serif Hebrew): a wine-red band with "תירוש" and "מלון בוטיק בין הכרמים · זכרון יעקב", the company "תירוש אירוח
 * ויין בע"מ" with "ח.פ." plain on the band's other side; "חשבונית מס קבלה" with "מס'" six digits and "תאריך" dd/mm/yyyy
 * (the departure); a card of the stay (the guest, phone, room, arrival and departure with weekdays, nights, guests,
 * "מס' הזמנה"; distractors); the folio as charges before VAT: each night (Thursday and Friday nights a third dearer,
 * breakfast included) and 1-3 extras at the guests' number; "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ כולל מע"מ"; a
 * payments block (the deposit at booking and the card at departure; distractors) ending "יתרה 0.00"; any day.
 */
export const heTiroshHotelFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const nights = rng.int(1, 4);
    const arrival = plus(date, -nights);
    const [room, base] = rng.pick(ROOMS);
    const people = room === 'חדר משפחה' ? rng.int(3, 4) : 2;
    const lines: { d: string; text: string; sum: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const night = plus(arrival, i);
      const dear = [4, 5].includes(weekdayOf(night));
      lines.push({ d: night, text: `לינה וארוחת בוקר – ${room}${dear ? ' (סוף שבוע)' : ''}`, sum: Math.round((base * rise * (dear ? 4 / 3 : 1)) / 1000) * 1000 });
    }
    for (const [name, p, each] of rng.some(EXTRAS, rng.int(1, 3))) {
      const q = each ? people : 1;
      const unit = Math.round((p * rise) / 100) * 100;
      lines.push({ d: plus(arrival, rng.int(0, nights - 1)), text: q > 1 ? `${name} × ${q}` : name, sum: q * unit });
    }
    lines.sort((a, b) => a.d.localeCompare(b.d));
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const deposit = Math.round(gross / 3 / 100) * 100;
    const vendorName = 'תירוש אירוח ויין בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(100000, 999999)}`;
    const rows = lines.map((l) => `<tr><td>${ltr(dt(l.d, 'dd/mm'))}</td><td>${l.text.replace(/\d+/g, (m) => ltr(m))}</td><td>${ltr(amount(l.sum))}</td></tr>`).join('');
    const body = `<div class="band"><div><div class="nm">תירוש</div><div>מלון בוטיק בין הכרמים · זכרון יעקב</div></div><div class="co">${vendorName}<br>ח.פ. ${ltr(taxId)}<br>דרך היין ${ltr(String(rng.int(3, 30)))}, זכרון יעקב<br>טל' ${ltr(`04-62${rng.digits(5)}`)}</div></div>
<div class="ttl"><span>חשבונית מס קבלה</span><span>מס' <b>${ltr(doc)}</b></span><span>תאריך <b>${ltr(dt(date, 'dd/mm/yyyy'))}</b></span></div>
<div class="card"><div><span>אורח/ת:</span> ${rng.pick(GUESTS)}</div><div><span>טלפון:</span> ${ltr(cellular(rng))}</div><div><span>חדר:</span> ${ltr(String(rng.int(101, 118)))} – ${room}</div>
<div><span>הגעה:</span> ${ltr(dt(arrival, 'dd/mm/yyyy'))} (${heDay(arrival)})</div><div><span>עזיבה:</span> ${ltr(dt(date, 'dd/mm/yyyy'))} (${heDay(date)})</div><div><span>לילות:</span> ${ltr(String(nights))} · <span>אורחים:</span> ${ltr(String(people))}</div><div><span>מס' הזמנה:</span> ${ltr(`TR${rng.digits(6)}`)}</div></div>
<table class="t"><tr><th>תאריך</th><th>פירוט</th><th>חיוב (₪, לפני מע"מ)</th></tr>${rows}</table>
<table class="sum"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ כולל מע"מ</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="pay"><b>תשלומים</b><div class="r"><span>מקדמה בעת ההזמנה – ${ltr(dt(plus(arrival, -rng.int(7, 40)), 'dd/mm/yyyy'))}</span><span>${ltr(amount(deposit))}</span></div><div class="r"><span>כרטיס אשראי ${ltr(`****${rng.digits(4)}`)} בעזיבה</span><span>${ltr(amount(gross - deposit))}</span></div><div class="r b"><span>יתרה</span><span>${ltr('0.00')}</span></div></div>
<p class="note">המחירים בחשבון זה אינם כוללים מע"מ; המע"מ מחושב על סך החיובים. תודה שהתארחתם בתירוש – נשמח לראותכם שוב.</p>`;
    const css = `body{font-family:'Noto Serif Hebrew';font-size:12.5px;padding:12mm 14mm;color:#2a1a1e}.band{background:#6d1a36;color:#fff;display:flex;justify-content:space-between;align-items:center;padding:10px 16px}.nm{font-family:'Keter YG';font-size:40px;line-height:1}.co{font-size:11px;line-height:1.5;text-align:left}
.ttl{display:flex;justify-content:space-between;align-items:baseline;font-size:15px;border-bottom:2px solid #6d1a36;padding:10px 2px 4px;margin-bottom:8px}.ttl span:first-child{font-family:'Keter YG';font-size:22px}
.card{display:grid;grid-template-columns:1fr 1fr 1fr;gap:3px 12px;background:#f7eef1;padding:8px 10px;margin-bottom:10px}.card span{color:#6d1a36}
.t{width:100%;border-collapse:collapse}.t th{text-align:start;border-bottom:1.5px solid #6d1a36;padding:4px;font-weight:normal;color:#6d1a36}.t td{padding:4px;border-bottom:1px dotted #bbb}.t td:last-child,.t th:last-child{text-align:left}
.sum{margin:10px 0 0 auto;border-collapse:collapse;min-width:75mm}.sum td{padding:3px 6px}.sum td:last-child{text-align:left}.sum .g td{font-weight:bold;font-size:15px;border-top:2px solid #6d1a36}
.pay{margin-top:14px;width:95mm;border:1px solid #6d1a36;padding:6px 10px}.r{display:flex;justify-content:space-between;gap:8px;line-height:1.6}.b{font-weight:bold}.note{font-size:10.5px;color:#555;margin-top:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
