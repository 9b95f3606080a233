import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, mul, notAnId, personalId } from '../../generalisation/notation';

const COMPANIES = [
  { brand: 'נווה מגדלים', legal: 'נווה מגדלים ניהול נכסים בע"מ', color: '#00796b', addr: "רח' המסגר 44, תל אביב" },
  { brand: 'אמות הים', legal: 'אמות הים ניהול ואחזקת מבנים בע"מ', color: '#1565c0', addr: "רח' הרצל 101, נתניה" },
  { brand: 'בית מנוהל', legal: 'ש.י. בית מנוהל שירותי ניהול (2008) בע"מ', color: '#6a1b9a', addr: "רח' ז'בוטינסקי 7, פתח תקווה" },
];
const BUILDINGS = [
  "מגדל הדקלים, רח' ויצמן 12, כפר סבא",
  "פרויקט נוף ים, שד' ניצה 48, נתניה",
  "מגדלי הפארק - בניין B, רח' הנרקיסים 7, ראשון לציון",
  "בית השדרה, שד' בן גוריון 30, רמת גן",
];
const OWNERS = ['רונית ואלי מזרחי', 'דוד שפירא', 'ליאת בן-חיים', 'יוסף ומרים עטיה', 'גיא רוזנברג', 'אנה קוזלוב'];

/**
 * A residential tower's management company's monthly or two-monthly A4 bill (DejaVu Sans, Miriam CLM
 * or Noto Sans Hebrew) under a coloured header: the brand, the legal name and "ח.פ." (hyphenated on
 * some), "חשבונית מס" numbered by building ("014/052817"), "תאריך הפקה" or "תאריך החשבון" some days
 * before the period, the billing period (one or two months), "מועד תשלום אחרון" or the standing
 * order's date, the flat's owner with a valid ת.ז., a nine-digit tenant number failing the check,
 * building, flat and floor, the area in m² × the rate per m² × months, covered parking, a storeroom,
 * the flat's share of common-area electricity, hot water by a heat meter's readings on some, the
 * renovation fund on some, "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום", the previous bill paid, earlier
 * bills' amounts, and a tear-off payment slip repeating the amount and the due date.
 */
export const heBuildingManagementBill: Layout = {
  id: 'he-building-management-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const c = rng.pick(COMPANIES);
    const vendorTaxId = taxId(rng);
    let start = firstOfMonth(randomDate(rng, '2023-07-01', '2026-03-31'));
    // A bill issued in December for January would fall across the change of the VAT rate.
    if (start === '2025-01-01') start = '2025-02-01';
    const months = rng.chance(0.6) ? 1 : 2;
    const end = lastOfMonth(firstOfMonth(start, months - 1));
    const date = addDays(start, -rng.int(3, 9));
    const rate = israeliRate(date);
    const due = addDays(start, rng.pick([9, 14]));
    const area = rng.int(150, 330) / 2;
    const perM2 = rng.int(65, 120) * 10;
    const rows: [string, string, number][] = [[`דמי ניהול ואחזקה שוטפת`, `${area.toFixed(1)} מ"ר × ${amount(perM2)} × ${months} ח'`, mul(area * months, perM2)]];
    const spots = rng.int(1, 2);
    rows.push([`חניה מקורה (${spots === 1 ? 'חניה אחת' : 'שתי חניות'})`, `${spots} × 45.00 × ${months}`, spots * 4500 * months]);
    if (rng.chance(0.5)) rows.push(['מחסן דירתי', `25.00 × ${months}`, 2500 * months]);
    rows.push(['חשמל רכוש משותף - חלק יחסי', `${(rng.int(80, 160) / 100).toFixed(2)}%`, rng.int(5500, 14500) * months]);
    const heat = rng.chance(0.5);
    const prev = rng.int(1800, 9000);
    const used = rng.int(40, 140) * months;
    if (heat) rows.push(['מים חמים - מונה אנרגיה', `קריאה ${prev} עד ${prev + used}: ${used} קוט"ש × 0.62`, mul(used, 62)]);
    if (rng.chance(0.4)) rows.push(['קרן שיפוצים (החלטת אסיפה)', `50.00 × ${months}`, 5000 * months]);
    const net = rows.reduce((a, r) => a + r[2], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `${String(rng.int(3, 60)).padStart(3, '0')}/${String(rng.int(10000, 99999)).padStart(6, '0')}`;
    const tenant = notAnId(rng);
    const font = rng.pick(['DejaVu Sans', 'Miriam CLM', 'Noto Sans Hebrew']);
    const dateLabel = rng.pick(['תאריך הפקה', 'תאריך החשבון']);
    const dateStyle = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const debit = rng.chance(0.5);
    const history = Array.from({ length: 4 }, (_, i) => [heMonth(firstOfMonth(start, -months * (4 - i))), Math.round(total * (0.9 + rng.next() * 0.15))] as const);
    const idShown = rng.chance(0.4) ? hyphenId(vendorTaxId) : vendorTaxId;
    const period = months === 1 ? heMonth(start) : `${dt(start, dateStyle)} - ${dt(end, dateStyle)}`;
    const body = `<div class="hd"><div><div class="brand">${esc(c.brand)}</div><div class="sub">ניהול ואחזקת בנייני מגורים</div></div><div class="legal">${esc(c.legal)}<br>ח.פ. ${idShown}<br>${esc(c.addr)}<br>מוקד תקלות 24/7: ${landline(rng)}</div></div>
<div class="row"><div class="card"><div class="t">חשבונית מס מס' <b>${docNo}</b></div>
<table class="kv"><tr><td>${dateLabel}</td><td>${dt(date, dateStyle)}</td></tr><tr><td>תקופת החיוב</td><td>${period}</td></tr><tr><td>${debit ? 'מועד חיוב בהוראת קבע' : 'מועד תשלום אחרון'}</td><td>${dt(due, dateStyle)}</td></tr></table></div>
<div class="card"><div class="t">פרטי המחזיק</div><table class="kv"><tr><td>שם</td><td>${esc(rng.pick(OWNERS))}</td></tr><tr><td>ת.ז.</td><td>${personalId(rng)}</td></tr><tr><td>מס' מחזיק</td><td>${tenant}</td></tr>
<tr><td>נכס</td><td>${esc(rng.pick(BUILDINGS))}<br>דירה ${rng.int(1, 80)}, קומה ${rng.int(1, 28)}</td></tr></table></div></div>
<table class="it"><tr><th>פירוט החיוב</th><th>חישוב</th><th>סכום ₪</th></tr>${rows.map(([n, q, s]) => `<tr><td>${esc(n)}</td><td class="q">${esc(q)}</td><td>${amount(s)}</td></tr>`).join('')}</table>
<div class="row2"><table class="hist"><tr><th colspan="2">חשבונות קודמים</th></tr>${history.map(([m, a]) => `<tr><td>${m}</td><td>${amount(a)}</td></tr>`).join('')}<tr><td>יתרה מחשבון קודם</td><td>0.00</td></tr></table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr></table></div>
<div class="note">${debit ? `הסכום יחויב בהוראת הקבע שבידינו ביום ${dt(due, dateStyle)}.` : `נא לשלם עד ${dt(due, dateStyle)} באתר החברה, בהעברה בנקאית או בשובר המצורף.`} לבירורים: משרד הניהול בבניין, ימים א'-ה' 08:00-16:00. החשבון מחושב לפי שטח הדירה ברישום ולפי החלטות האסיפה הכללית.</div>
<div class="stub"><div class="cut">✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -</div>
<div class="sgrid"><div>שובר תשלום · ${esc(c.brand)}</div><div>מס' מחזיק: ${tenant}</div><div>חשבון: ${docNo}</div><div>לתשלום עד: ${dt(due, dateStyle)}</div><div class="b2">סכום: ${amount(total)} ₪</div></div>
<div class="code">${rng.digits(6)} ${rng.digits(10)} ${rng.digits(8)} ${rng.digits(3)}</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:11px;color:#212121;margin:0}.hd{display:flex;justify-content:space-between;align-items:center;background:${c.color};color:#fff;padding:7mm 14mm;border-bottom-left-radius:10mm}
.brand{font-size:30px;font-weight:bold}.sub{opacity:.85}.legal{text-align:left;font-size:10px;line-height:1.5}.row{display:flex;gap:6mm;margin:6mm 14mm 4mm}.card{flex:1;border:1px solid #cfd8dc;border-radius:3mm;padding:3mm}
.t{font-size:13px;color:${c.color};margin-bottom:2mm}.kv{border-collapse:collapse;width:100%}.kv td{padding:0.8mm 1mm;vertical-align:top}.kv td:first-child{color:#607d8b;width:36mm}
table{border-collapse:collapse}.it{width:calc(100% - 28mm);margin:0 14mm}.it th{background:#eceff1;text-align:right;padding:1.8mm 2mm;color:${c.color}}.it td{padding:1.8mm 2mm;border-bottom:1px solid #eceff1}.it td:last-child,.it th:last-child{text-align:left}.q{color:#607d8b;font-size:10px}
.row2{display:flex;justify-content:space-between;align-items:flex-start;margin:5mm 14mm}.hist{font-size:10px;color:#607d8b}.hist th{text-align:right;padding-bottom:1mm}.hist td{padding:0.5mm 2mm 0.5mm 6mm}
.tot{width:80mm}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:15px;background:${c.color};color:#fff}.note{margin:2mm 14mm;font-size:10px;color:#455a64}
.stub{position:absolute;top:245mm;left:14mm;right:14mm;font-size:11px}.cut{color:#90a4ae;white-space:nowrap;overflow:hidden}.sgrid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:2mm;margin-top:3mm;border:1px solid #90a4ae;padding:3mm}.b2{font-weight:bold;font-size:13px}.code{margin-top:3mm;font-family:'DejaVu Sans Mono',monospace;letter-spacing:1px;direction:ltr;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: c.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
