import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, plate } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-sahra-fuel-till';

/** Agorot a litre, self service, VAT included, by year (approximate). */
const PRICE: Record<string, Record<number, number>> = {
  'בנזין 95 אוקטן': { 2022: 699, 2023: 712, 2024: 745, 2025: 729, 2026: 736 },
  סולר: { 2022: 781, 2023: 728, 2024: 716, 2025: 702, 2026: 711 },
};
/** Shop items, agorot in 2022 (VAT included). */
const SHOP: [string, number][] = [
  ['קפה שחור גדול', 900],
  ['מאפה גבינה', 1200],
  ["מים מינרליים 1.5 ל'", 800],
  ["נוזל לשמשות 4 ל'", 2490],
  ["נוזל אוריאה לדיזל 10 ל'", 5990],
  ["שמן מנוע 1 ל'", 6490],
  ['מגבוני ניקוי לרכב', 1990],
];

/**
 * A filling station at Rahat, the pump's slip, 76 mm (Drugulin CLM for the name, DejaVu Sans Condensed): a black bar
 * "תחנת א-סחרא" over "רהט · אזור התעשייה" and the phone, the company "א-סחרא דלקים ושירותים בע"מ" with "ע.מ." plain;
 * "חשבונית מס - קבלה" between double rules; a two-column grid "תאריך" dd.mm.yyyy, "שעה" hh:mm, "משאבה", "מסוף",
 * "תנועה" (distractors) and "חשבונית" (two digits, a hyphen and six); a table of product, quantity, price and sum:
 * petrol or diesel in litres to the centilitre × the price a litre by year, sometimes 1-2 shop items; "סה"כ לתשלום ₪"
 * in a black frame, "מתוכו מע"מ n%" and "סה"כ לפני מע"מ" (contained); a card with approval, or a fleet card with the
 * plate, odometer and driver code (distractors); any day.
 */
export const heSahraFuelTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const fleet = rng.chance(0.45);
    const fuel = fleet || rng.chance(0.4) ? 'סולר' : 'בנזין 95 אוקטן';
    const perLitre = PRICE[fuel][year];
    const cl = fleet ? rng.int(8000, 38000) : rng.int(1500, 6200);
    const fuelSum = Math.round((cl * perLitre) / 100);
    const rows: [string, string, string, number][] = [[fuel, (cl / 100).toFixed(2), amount(perLitre), fuelSum]];
    const rise = 1 + (year - 2022) * 0.04;
    if (rng.chance(0.45)) {
      for (const [name, p] of rng.some(SHOP, rng.int(1, 2))) {
        const q = rng.int(1, 2);
        const price = Math.round((p * rise) / 10) * 10;
        rows.push([name, String(q), amount(price), q * price]);
      }
    }
    const gross = total(rows.map((r) => r[3]));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'א-סחרא דלקים ושירותים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(10, 39)}-${rng.int(100000, 999999)}`;
    const time = `${String(rng.int(0, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const cells: [string, string][] = [
      ['תאריך', dt(date, 'dd.mm.yyyy')],
      ['שעה', time],
      ['משאבה', String(rng.int(1, 12))],
      ['מסוף', `0${rng.int(1, 4)}`],
      ['תנועה', String(rng.int(1000, 9999))],
      ['חשבונית', doc],
    ];
    const grid = `<table class="gr">${[0, 2, 4].map((i) => `<tr><td>${cells[i][0]}: <b>${ltr(cells[i][1])}</b></td><td>${cells[i + 1][0]}: <b>${ltr(cells[i + 1][1])}</b></td></tr>`).join('')}</table>`;
    const table = `<table class="it"><tr><th>מוצר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows
      .map(([n, q, p, s]) => `<tr><td>${n.replace(/[0-9]+(\.[0-9]+)?/g, (m) => ltr(m))}</td><td>${ltr(q)}</td><td>${ltr(p)}</td><td>${ltr(amount(s))}</td></tr>`)
      .join('')}</table>`;
    const pay = fleet
      ? `<div>כרטיס צי רכב ${ltr(`****${rng.digits(4)}`)}</div><div>מס' רכב: ${ltr(plate(rng))} · מד אוץ: ${ltr(String(rng.int(40000, 690000)))} ק"מ</div><div>קוד נהג: ${ltr(rng.digits(4))} · אישור: ${ltr(rng.digits(6))}</div>`
      : `<div>כרטיס אשראי ${ltr(`****${rng.digits(4)}`)} · עסקה רגילה</div><div>אישור: ${ltr(rng.digits(7))}</div>`;
    const body = `<div class="bar"><div class="nm">תחנת א-סחרא</div></div><div class="c">רהט · אזור התעשייה · ${ltr(`08-99${rng.digits(5)}`)}</div><div class="c sm">${vendorName} · ע.מ. ${ltr(taxId)}</div>
<div class="dbl"></div><div class="c b">חשבונית מס - קבלה</div><div class="dbl"></div>${grid}${table}
<div class="frame"><span>סה"כ לתשלום</span><span>${ltr(`₪ ${amount(gross)}`)}</span></div>
<div class="row"><span>מתוכו מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="row"><span>סה"כ לפני מע"מ</span><span>${ltr(amount(gross - vat))}</span></div>
<div class="pay">${pay}</div><div class="c sm">תודה ונסיעה בטוחה</div>`;
    const css = `body{font-family:'DejaVu Sans Condensed','DejaVu Sans';font-size:11.5px;width:76mm;box-sizing:border-box;padding:3mm 3mm 8mm}.bar{background:#000;color:#fff;text-align:center;padding:4px 0}.nm{font-family:'Drugulin CLM';font-size:22px;font-weight:bold}
.c{text-align:center}.sm{font-size:10px}.b{font-weight:bold;font-size:13px}.dbl{border-top:3px double #000;margin:3px 0}.gr{width:100%;border-collapse:collapse;margin:3px 0}.gr td{padding:1px 0;width:50%}
.it{width:100%;border-collapse:collapse;margin:5px 0}.it th{border-bottom:1px solid #000;text-align:start;font-weight:normal;font-size:10.5px}.it td{padding:2px 0;vertical-align:top}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left;white-space:nowrap;padding-right:4px}
.frame{display:flex;justify-content:space-between;border:2px solid #000;padding:4px 6px;font-size:16px;font-weight:bold;margin:6px 0 3px}.row{display:flex;justify-content:space-between}.pay{border-top:1px dashed #000;margin-top:5px;padding-top:3px;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 300mm', css, body }),
      page: '76mm 300mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
