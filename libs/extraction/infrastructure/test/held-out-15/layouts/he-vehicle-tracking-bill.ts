import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, landline, lastOfMonth, notAnId, plate } from '../../generalisation/notation';
import { triples } from './extra';

const PROVIDERS = [
  { brand: 'NAVISAT', legal: 'נביסאט מערכות איתור ושליטה בע"מ', label: 'ח.פ.', company: true, latin: true },
  { brand: 'עין-רכב', legal: 'עין רכב טלמטיקה בע"מ', label: 'ח"פ', company: true, latin: false },
  { brand: 'איתורית', legal: 'רוני בן שושן', label: 'עוסק מורשה', company: false, latin: false },
];
const FLEETS = ['הובלות אבירם בע"מ', 'קייטרינג השף הלבן בע"מ', 'גינון ירוק עד בע"מ', 'שירותי מעליות הצפון בע"מ'];
/** Plan and monthly fee before VAT (agorot). */
const PLANS: [string, number][] = [
  ['מסלול בסיסי - איתור ומיקום', 4900],
  ['מסלול מורחב - ניהול צי ודוחות נסיעה', 7900],
  ['מסלול פרימיום - איתור, קודנית ומצלמת דרך', 12900],
];

/**
 * A vehicle tracking and fleet telematics provider's monthly A4 bill to a business (Noto Sans Hebrew, David CLM
 * or Liberation Sans; the brand in Roboto Black for "NAVISAT", or Nachlieli CLM): the brand, the legal name or
 * the owner's name with "ח.פ." / "ח"פ" / "עוסק מורשה" (in groups of three on some); "חשבונית מס" with "מס'
 * חשבונית" (eight digits), "תאריך הפקה" on the first to fourth of the next month, "תקופת חיוב" (the month),
 * "מועד תשלום" (the 15th); the fleet owner with a valid ח.פ., a customer number and an agreement number failing
 * the check; a row per vehicle (plate, unit's fifteen-digit IMEI, plan, fee), a vehicle joined mid-month billed
 * for its days, SMS alerts beyond the plan at 0.15 on some, a technician's call on some; "סה"כ חיובים", "מע"מ",
 * "סה"כ חשבון זה", then the previous bill and its payment with a date and "יתרה לתשלום".
 */
export const heVehicleTrackingBill: Layout = {
  id: 'he-vehicle-tracking-bill',
  lang: 'he',
  kind: 'telecom bill',
  make(rng: Rng) {
    const p = rng.pick(PROVIDERS);
    const vendorTaxId = taxId(rng, p.company);
    const month = firstOfMonth(randomDate(rng, '2023-07-01', '2026-01-31'));
    const end = lastOfMonth(month);
    const date = addDays(end, rng.int(1, 4));
    const rate = israeliRate(date);
    const days = Number(end.slice(8, 10));
    type Row = { what: string; detail: string; amt: number };
    const rows: Row[] = [];
    const n = rng.int(3, 8);
    for (let i = 0; i < n; i++) {
      const [plan, fee] = rng.pick(PLANS);
      const joined = i === n - 1 && rng.chance(0.5) ? rng.int(5, days - 3) : 0;
      const amt = joined ? Math.round((fee * (days - joined + 1)) / days) : fee;
      rows.push({
        what: `<bdi>${plate(rng)}</bdi> · ${plan}`,
        detail: `IMEI ${rng.digits(15)}${joined ? ` · הותקן ${dt(addDays(month, joined - 1), 'dd/mm/yyyy')} (${days - joined + 1}/${days} ימים)` : ''}`,
        amt,
      });
    }
    if (rng.chance(0.5)) {
      const sms = rng.int(40, 400);
      rows.push({ what: 'התראות SMS מעבר לחבילה', detail: `${sms} × 0.15`, amt: sms * 15 });
    }
    if (rng.chance(0.35)) rows.push({ what: 'ביקור טכנאי - החלפת אנטנה', detail: `קריאה ${rng.int(10000, 99999)}`, amt: 18000 });
    const net = rows.reduce((a, r) => a + r.amt, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const prev = Math.round(total * (0.8 + rng.next() * 0.3));
    const docNo = String(rng.int(10000000, 39999999));
    const font = rng.pick(['Noto Sans Hebrew', 'David CLM', 'Liberation Sans']);
    const brandFont = p.latin ? "'Roboto Black','Roboto'" : "'Nachlieli CLM'";
    const idText = rng.chance(0.4) ? triples(vendorTaxId) : vendorTaxId;
    const kv = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const body = `<div class="hd"><div><div class="brand">${esc(p.brand)}</div><div>${esc(p.legal)}</div><div class="sm">${p.label} ${idText} · מוקד 24/7 <bdi>*${rng.int(2000, 9999)}</bdi> · <bdi>${landline(rng)}</bdi></div></div>
<div class="box"><div class="tt">חשבונית מס</div><table class="kv">${kv("מס' חשבונית", docNo)}${kv('תאריך הפקה', dt(date, 'dd/mm/yyyy'))}${kv('תקופת חיוב', `${dt(month, 'dd/mm/yyyy')} - ${dt(end, 'dd/mm/yyyy')}`)}${kv('מועד תשלום', dt(addDays(month, 45), 'dd/mm/yyyy'))}</table></div></div>
<div class="cust"><b>לכבוד:</b> ${esc(rng.pick(FLEETS))}, ח.פ. ${taxId(rng, true)}<br>מספר לקוח ${rng.int(100000, 999999)} · הסכם התקשרות ${notAnId(rng)} · חיובי ${heMonth(month)}</div>
<table class="it"><tr><th>רכב / שירות</th><th>פרטים</th><th>סכום ₪</th></tr>${rows.map((r) => `<tr><td>${r.what}</td><td class="sm">${r.detail}</td><td>${amount(r.amt)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ חיובים</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ חשבון זה</td><td>${amount(total)}</td></tr></table>
<table class="acc"><tr><td>חשבון קודם</td><td>${amount(prev)}</td></tr><tr><td>שולם ב-${dt(addDays(month, 14), 'dd/mm/yy')}, תודה</td><td>${amount(-prev)}</td></tr><tr class="b"><td>יתרה לתשלום</td><td>${amount(total)}</td></tr></table>
<div class="sm ft">החיוב יבוצע בהוראת קבע בחשבונך ביום ${dt(addDays(month, 45), 'dd/mm/yyyy')}. לבירורים: מחלקת גבייה, שעות 8:00-16:00.</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#1f2933;padding:13mm 15mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #0b6e4f;padding-bottom:3mm}.brand{font-family:${brandFont},sans-serif;font-size:30px;font-weight:900;color:#0b6e4f}
.sm{font-size:9.5px;color:#52606d}.box{border:1.5px solid #0b6e4f;border-radius:3mm;padding:2mm 4mm;min-width:70mm}.tt{font-weight:bold;font-size:15px;margin-bottom:1mm}.kv td{padding:0.4mm 1.5mm}.kv td:first-child{color:#52606d}.cust{margin:5mm 0;line-height:1.6}
table{border-collapse:collapse}.it{width:100%}.it th{background:#0b6e4f;color:#fff;text-align:right;padding:1.5mm;font-weight:normal}.it td{padding:1.3mm 1.5mm;border-bottom:1px solid #d9e2ec}.it td:last-child,.it th:last-child{text-align:left;white-space:nowrap}
.tot,.acc{width:80mm;margin:4mm auto 0 0}.tot td,.acc td{padding:0.8mm 2mm}.tot td:last-child,.acc td:last-child{text-align:left}.b td{font-weight:bold;font-size:13px;border-top:1.5px solid #000}.acc{background:#f0f4f8}.ft{margin-top:8mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
