import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hhmm, lastOfMonth, notAnId, plate, spacedId } from '../../generalisation/notation';
import { litres } from './extra';

const SUPPLIERS = [
  { name: 'דלקים צפון-דרום בע"מ', brand: 'צפדר', color: '#e65100' },
  { name: 'אורן תחנות דלק ושירותי צי רכב בע"מ', brand: 'OREN FLEET', color: '#0d47a1' },
  { name: 'גל-דלק ישראל (2004) בע"מ', brand: 'גלדלק', color: '#2e7d32' },
];
const CUSTOMERS = ['הובלות מרום הגליל בע"מ', 'א.ב. גינון ופיתוח נוף בע"מ', 'טכנו-קר שירותי התקנה בע"מ', 'מאפיית השחר הפצה בע"מ'];
const STATIONS = ['צומת גולני', 'חדרה מערב', 'מחלף ראשל"צ', 'קריית גת צפון', 'צומת בילו', 'עכו תעשייה', 'מודיעין ליגד', 'כביש 6 מחלף עירון'];

/**
 * A fuel company's monthly fleet-card statement and tax invoice on one A4 page (Noto Sans Hebrew, Miriam
 * CLM or Open Sans with Noto Sans Hebrew; a table in condensed DejaVu Sans or Roboto Condensed): the brand
 * in a coloured band, the legal name and "ח.פ." (spaced on some), "חשבונית מס מרכזת מס'" ("FL2503-004512"
 * or eight digits), "תאריך הפקה" (dd/mm/yyyy or dd.mm.yy) three to eight days after the month, the month
 * billed and its range, "מועד חיוב" by standing order on the 15th or 20th; the customer company with its
 * valid ח.פ., a fleet agreement number failing the check; one row per refuelling (date, time, station,
 * plate, driver card, odometer, product, litres to two decimals, price a litre to three decimals,
 * amount), "סה"כ לפני הנחה", the agreed discount per litre, "סה"כ לחיוב כולל מע"מ", "מזה מע"מ", and
 * litres and refuels per vehicle.
 */
export const heFleetFuelStatement: Layout = {
  id: 'he-fleet-fuel-statement',
  lang: 'he',
  kind: 'fuel',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng);
    const y = rng.pick([2023, 2024, 2024, 2025, 2025]);
    const month = y === 2023 ? rng.int(6, 12) : rng.int(1, 12);
    const from = `${y}-${String(month).padStart(2, '0')}-01`;
    const to = lastOfMonth(from);
    const date = addDays(firstOfMonth(from, 1), rng.int(2, 7));
    const rate = israeliRate(date);
    const charge = `${date.slice(0, 8)}${rng.pick(['15', '20'])}`;
    const vehicles = Array.from({ length: rng.int(2, 4) }, () => ({ plate: plate(rng), card: rng.digits(6), diesel: rng.chance(0.6), odo: rng.int(30000, 290000) }));
    const n = rng.int(9, 16);
    const days = Array.from({ length: n }, () => addDays(from, rng.int(0, Number(to.slice(8)) - 1))).sort();
    const diesel = rng.int(6450, 7350);
    const petrol = rng.int(6690, 7590);
    const rows = days.map((day) => {
      const v = rng.pick(vehicles);
      v.odo += rng.int(180, 900);
      const cl = v.diesel ? rng.int(3500, 14000) : rng.int(2500, 5500);
      const price = v.diesel ? diesel : petrol;
      return {
        day,
        t: hhmm(rng.int(6 * 60, 21 * 60)),
        st: rng.pick(STATIONS),
        plate: v.plate,
        card: v.card,
        odo: v.odo,
        prod: v.diesel ? 'סולר' : 'בנזין 95',
        cl,
        price,
        sum: Math.round((cl * price) / 1000),
      };
    });
    const gross = rows.reduce((a, r) => a + r.sum, 0);
    const allCl = rows.reduce((a, r) => a + r.cl, 0);
    const perL = rng.pick([15, 20, 25, 30]);
    const disc = Math.round((allCl * perL) / 100);
    const total = gross - disc;
    const vat = vatOfGross(total, rate);
    const docNo = rng.chance(0.5)
      ? `FL${String(y).slice(2)}${String(month).padStart(2, '0')}-${String(rng.int(1000, 9999)).padStart(6, '0')}`
      : String(rng.int(40000000, 49999999));
    const font = rng.pick(["'Noto Sans Hebrew'", "'Miriam CLM'", "'Open Sans','Noto Sans Hebrew'"]);
    const tfont = rng.pick(["'DejaVu Sans'", "'Roboto Condensed','Noto Sans Hebrew'"]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const cust = rng.pick(CUSTOMERS);
    const body = `<div class="band"><span class="brand">${esc(s.brand)}</span><span>כרטיסי דלק לציי רכב · שירות לקוחות עסקיים</span></div>
<div class="hd"><div>${esc(s.name)}<br>ח.פ. <span dir="ltr">${rng.chance(0.4) ? spacedId(vendorTaxId) : vendorTaxId}</span><br>מרכז שירות: <bdi>*${rng.int(2000, 9999)}</bdi></div>
<div class="box"><div class="t">חשבונית מס מרכזת מס' ${docNo}</div><div>תאריך הפקה: ${dt(date, fmt)}</div><div>חודש חיוב: ${esc(heMonth(from))} (${dt(from, 'dd/mm')}-${dt(to, 'dd/mm')})</div><div>מועד חיוב בהוראת קבע: ${dt(charge, 'dd/mm/yyyy')}</div></div></div>
<div class="cust">לכבוד: <b>${esc(cust)}</b> · ח.פ. ${taxId(rng)} · הסכם צי ${notAnId(rng)} · ${vehicles.length} כרטיסים פעילים</div>
<table class="it"><tr><th>תאריך</th><th>שעה</th><th>תחנה</th><th>רכב</th><th>כרטיס</th><th>ק"מ</th><th>מוצר</th><th>ליטרים</th><th>מחיר לליטר</th><th>סכום</th></tr>
${rows.map((r) => `<tr><td>${dt(r.day, 'dd/mm/yy')}</td><td>${r.t}</td><td>${esc(r.st)}</td><td>${r.plate}</td><td>${r.card}</td><td>${r.odo}</td><td>${r.prod}</td><td>${litres(r.cl)}</td><td>${(r.price / 1000).toFixed(3)}</td><td>${amount(r.sum)}</td></tr>`).join('')}</table>
<div class="end"><table class="veh"><tr><th>רכב</th><th>תדלוקים</th><th>ליטרים</th></tr>${vehicles.map((v) => `<tr><td>${v.plate}</td><td>${rows.filter((r) => r.plate === v.plate).length}</td><td>${litres(rows.filter((r) => r.plate === v.plate).reduce((a, r) => a + r.cl, 0))}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני הנחה</td><td>${amount(gross)}</td></tr><tr><td>הנחת הסכם ${perL} אג' לליטר × ${litres(allCl)}</td><td>-${amount(disc)}</td></tr><tr class="b"><td>סה"כ לחיוב כולל מע"מ</td><td>₪${amount(total)}</td></tr><tr><td>מזה מע"מ ${rate}%</td><td>${amount(vat)}</td></tr></table></div>
<div class="foot">המחירים כוללים מע"מ ובלו לפי מחיר המכירה בתחנה ביום התדלוק. השגות על החיוב יתקבלו עד 30 יום מתאריך ההפקה.</div>`;
    const css = `body{font-family:${font},'Noto Sans Hebrew',sans-serif;font-size:11px;color:#111;padding:10mm 12mm}.band{display:flex;justify-content:space-between;align-items:center;background:${s.color};color:#fff;padding:3mm 5mm}.brand{font-size:26px;font-weight:bold;letter-spacing:1px}
.hd{display:flex;justify-content:space-between;margin-top:4mm;line-height:1.6}.box{border:1.5px solid ${s.color};padding:2mm 4mm;line-height:1.6}.t{font-weight:bold;font-size:14px;color:${s.color}}.cust{margin:4mm 0;padding:2mm 3mm;background:#f3f3f3}
table{border-collapse:collapse}.it{width:100%;font-family:${tfont},sans-serif;font-size:9.5px}.it th{background:${s.color};color:#fff;font-weight:normal;padding:1.2mm 1mm}.it td{padding:1.1mm 1mm;border-bottom:1px solid #ddd;text-align:center}.it td:last-child{text-align:left}
.end{display:flex;justify-content:space-between;align-items:flex-start;margin-top:5mm}.veh{font-size:10px}.veh th,.veh td{padding:1mm 3mm;border-bottom:1px solid #ccc}.tot{width:92mm}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}
.b td{font-weight:bold;font-size:14px;border-top:2px solid #111;border-bottom:2px solid #111}.foot{margin-top:8mm;font-size:9.5px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
