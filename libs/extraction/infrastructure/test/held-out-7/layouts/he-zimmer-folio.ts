import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, heDay, personalId, sh } from '../../generalisation/notation';

const PLACES = [
  { name: 'צימרים בין הגפנים', owner: 'דורית ושמוליק לוי', place: 'מושב אביבים, גליל עליון', company: false },
  { name: 'בקתות נוף חרמון', owner: 'משפחת ספדי', place: "מג'דל שמס", company: false },
  { name: 'אחוזת השקד סוויטות בגליל בע"מ', owner: '', place: 'כפר ורדים', company: true },
  { name: 'ביקתה בכרם', owner: 'עמית ונועה גולן', place: 'זכרון יעקב', company: false },
];
const EXTRAS: [string, number][] = [
  ['סל ארוחת בוקר זוגי', 19000],
  ["עיסוי זוגי 60 דק'", 52000],
  ['בקבוק יין וגבינות', 16000],
  ["לייט צ'ק-אאוט עד 15:00", 25000],
  ['עצי הסקה לקמין', 6000],
];

/**
 * A guest-house (צימר) folio on A5 (Ellinia CLM or Keter YG headings, David CLM or Frank Ruehl body):
 * the place's name, the owners under it and "עוסק מורשה" (or "ח.פ." for the company), "קבלה /
 * חשבונית מס" with a three- or four-digit number, "תאריך" the departure day, the guest's name,
 * mobile and valid ת.ז., arrival and departure with their weekdays, a row per night with its date
 * (weekend nights dearer), extras, "סה"כ לשהייה", "המחירים כוללים מע"מ" and the VAT, the deposit
 * paid at booking with its earlier date, "שולם ביציאה" the rest, and a late check-out hour.
 */
export const heZimmerFolio: Layout = {
  id: 'he-zimmer-folio',
  lang: 'he',
  kind: 'hotel folio',
  make(rng: Rng) {
    const p = rng.pick(PLACES);
    const vendorTaxId = taxId(rng, p.company);
    const arrival = randomDate(rng, '2023-06-01', '2026-03-25');
    const nights = rng.int(1, 4);
    const date = addDays(arrival, nights);
    const rate = israeliRate(date);
    const weekday = rng.int(85, 120) * 1000;
    const weekend = weekday + rng.int(3, 6) * 10000;
    const rows: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = addDays(arrival, i);
      const w = new Date(`${d}T12:00:00Z`).getUTCDay();
      rows.push([`לינה – ${heDay(d)}`, dt(d, 'dd/mm'), w === 4 || w === 5 ? weekend : weekday]);
    }
    for (const [n, c] of rng.some(EXTRAS, rng.int(1, 3))) rows.push([n, '', c]);
    const total = rows.reduce((s, r) => s + r[2], 0);
    const vat = vatOfGross(total, rate);
    const deposit = Math.round((total * 0.3) / 10000) * 10000 || 50000;
    const booked = addDays(arrival, -rng.int(7, 60));
    const docNo = String(rng.int(120, 4800));
    const head = rng.pick(['Ellinia CLM', 'Keter YG']);
    const font = rng.pick(['David CLM', 'Frank Ruehl CLM']);
    const style = rng.pick(['₪ x', 'x ₪', 'x ש"ח'] as const);
    const body = `<div class="p"><h1>${esc(p.name)}</h1>${p.owner ? `<div class="c">${esc(p.owner)}</div>` : ''}<div class="c sm">${esc(p.place)} · ${cellular(rng)}</div>
<div class="c sm">${p.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId}</div>
<div class="t">קבלה / חשבונית מס מס' <b>${docNo}</b></div><div class="r"><span>תאריך: ${dt(date, 'dd.mm.yyyy')}</span><span>מקור</span></div>
<table class="g"><tr><td>שם האורח</td><td>${esc(rng.pick(['אלון ושירן כהן', 'מיכל דהן', 'רועי אברהמי', 'תמר ויסמן']))}</td><td>ת.ז.</td><td>${personalId(rng)}</td></tr>
<tr><td>הגעה</td><td>${heDay(arrival)} ${dt(arrival, 'dd.mm.yyyy')}</td><td>עזיבה</td><td>${heDay(date)} ${dt(date, 'dd.mm.yyyy')}</td></tr>
<tr><td>יחידה</td><td>${esc(rng.pick(['סוויטת הגפן', 'בקתת האלון', 'יחידת הנוף', 'הצימר הגדול']))}</td><td>אורחים</td><td>${rng.int(2, 5)}</td></tr></table>
<table class="it"><tr><th>פירוט</th><th>תאריך</th><th>סכום</th></tr>${rows.map((r) => `<tr><td>${esc(r[0])}</td><td>${r[1]}</td><td>${amount(r[2])}</td></tr>`).join('')}
<tr class="b"><td>סה"כ לשהייה</td><td></td><td>${sh(total, style)}</td></tr></table>
<div class="sm">המחירים כוללים מע"מ ${rate}%: ${amount(vat)}</div>
<table class="pay"><tr><td>מקדמה ששולמה בהזמנה (${dt(booked, 'dd.mm.yy')}, העברה בנקאית)</td><td>${amount(deposit)}</td></tr><tr><td>שולם ביציאה – ${rng.pick(['כרטיס אשראי', 'ביט', 'מזומן'])}</td><td>${amount(total - deposit)}</td></tr></table>
<div class="c sm">תודה שבחרתם בנו! צ'ק-אאוט עד 11:00 · נשמח לראותכם שוב</div></div>`;
    const css = `body{font-family:'${font}',serif;font-size:13px;color:#2b1d0e}
.p{padding:9mm 10mm;border:3px double #7b5e3b;margin:5mm;min-height:185mm}h1{font-family:'${head}','${font}';font-size:28px;text-align:center;margin:0;color:#5b3a1a}
.c{text-align:center}.sm{font-size:11px}.t{font-size:16px;text-align:center;margin:5mm 0 2mm;border-top:1px solid #7b5e3b;border-bottom:1px solid #7b5e3b;padding:1.5mm}
.r{display:flex;justify-content:space-between}table{border-collapse:collapse;width:100%;margin:3mm 0}.g td{padding:1mm;border:1px solid #c9b79c}.g td:nth-child(odd){color:#7b5e3b;width:18%}
.it th{border-bottom:1px solid #000;text-align:right}.it td{padding:1mm}.it td:last-child,.it th:last-child{text-align:left}.b td{font-weight:bold;border-top:1px solid #000;font-size:15px}
.pay td{padding:1mm;border-top:1px dotted #999}.pay td:last-child{text-align:left}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: p.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
