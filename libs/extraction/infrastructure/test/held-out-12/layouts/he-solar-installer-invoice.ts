import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, landline, notAnId, personalId, share } from '../../generalisation/notation';

const INSTALLERS = [
  { brand: 'שמש בגג', legal: 'שמש בגג אנרגיה סולארית בע"מ', company: true, color: '#f9a825' },
  { brand: 'סולאר-טק', legal: 'סולאר-טק הנדסה והתקנות בע"מ', company: true, color: '#1565c0' },
  { brand: 'אבי סולאר', legal: 'אבי בן-חיים', company: false, color: '#ef6c00' },
  { brand: 'SUNROOF PRO', legal: 'סאנרוף פרו מערכות אנרגיה (2020) בע"מ', company: true, color: '#2e7d32' },
];
const CUSTOMERS = [
  { name: 'משפחת אוחנה', person: true, place: 'מושב בית עזרא' },
  { name: 'יהודה ורחל קורן', person: true, place: 'קריית טבעון' },
  { name: 'לולי הגליל - שותפות חקלאית', person: false, place: 'מושב שדה יעקב' },
  { name: 'נגריית אלון בע"מ', person: false, place: 'אזור תעשייה עמק חפר' },
];

/**
 * A solar installer's A4 "חשבונית מס" for a rooftop system (Noto Serif Hebrew, Nachlieli CLM or FreeSerif;
 * the brand in Keter YG or Roboto Black): the brand over the company ("ח.פ.") or the owner's name
 * ("עוסק מורשה"), the electrician's licence number, "חשבונית מס" with "מס'" (five digits or "SB-" and
 * five) and "תאריך" (dd/mm/yyyy or long Hebrew), the project: customer (a family or couple with a valid
 * ת.ז., a partnership or a company with a valid ח.פ.), the site, system size in kWp, the electric
 * company's connection request and contract number failing the check, installation and connection dates;
 * panels × watts × price, an inverter, a mounting structure by kWp, cables and switchboard, a safety
 * inspection, the grid connection application; "סה"כ", a project discount on some, "סה"כ לפני מע"מ",
 * VAT, "סה"כ כולל מע"מ", the advance paid at signing with its date and receipt, and "יתרה לתשלום".
 */
export const heSolarInstallerInvoice: Layout = {
  id: 'he-solar-installer-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(rng: Rng) {
    const s = rng.pick(INSTALLERS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-15', '2026-02-25');
    const rate = israeliRate(date);
    const c = rng.pick(CUSTOMERS);
    const panels = rng.int(18, 60);
    const watts = rng.pick([410, 440, 455, 545]);
    const kwp = (panels * watts) / 1000;
    const panelPrice = rng.int(52, 78) * 1000;
    const inverter = rng.int(60, 140) * 10000;
    const lines: [string, string, number][] = [
      [`פאנל סולארי ${watts}W מונו-קריסטלי`, `${panels} × ${amount(panelPrice)}`, panels * panelPrice],
      [`ממיר ${rng.pick(['SolarEdge', 'Huawei', 'Fronius', 'Sungrow'])} ${Math.ceil(kwp)}kW`, `1 × ${amount(inverter)}`, inverter],
      [`קונסטרוקציית אלומיניום לגג ${rng.pick(['רעפים', 'בטון', 'איסכורית'])}`, `${kwp.toFixed(2)} kWp × 420.00`, Math.round(kwp * 42000)],
      ['כבילה, לוח חשמל ומפסקי DC', 'קומפלט', rng.int(35, 80) * 10000],
      ['בדיקת בודק חשמל מוסמך', '1', 120000],
      ['הגשת בקשה לחיבור וליווי מול חברת החשמל', '1', 180000],
    ];
    const sub = lines.reduce((a, l) => a + l[2], 0);
    const dp = rng.pick([0, 0, 3, 5]);
    const disc = share(sub, dp);
    const net = sub - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const advance = Math.round((total * rng.pick([0.2, 0.3, 0.4])) / 100) * 100;
    const signed = addDays(date, -rng.int(40, 120));
    const docNo = rng.chance(0.5) ? String(rng.int(11000, 19999)) : `SB-${rng.int(10000, 99999)}`;
    const font = rng.pick(['Noto Serif Hebrew', 'Nachlieli CLM', 'FreeSerif']);
    const brandFont = /[A-Z]/.test(s.brand) ? "'Roboto';font-weight:900" : "'Keter YG';font-weight:bold";
    const fmt = rng.pick(['dd/mm/yyyy', 'he'] as const);
    const installed = addDays(date, -rng.int(1, 20));
    const body = `<div class="hd"><div class="brand">${esc(s.brand)}</div><div class="who">${esc(s.legal)}<br>${s.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId}<br>רישיון חשמלאי מהנדס ${rng.int(100000, 999999)}<br><bdi>${landline(rng)}</bdi> · <bdi>${cellular(rng)}</bdi></div></div>
<div class="tt"><div class="title">חשבונית מס מס' ${docNo}</div><div>תאריך: <b>${dt(date, fmt)}</b></div></div>
<table class="kv"><tr><td>לקוח</td><td>${esc(c.name)} · ${c.person ? `ת.ז. ${personalId(rng)}` : `ח.פ. ${taxId(rng)}`}</td><td>אתר</td><td>${esc(c.place)}</td></tr>
<tr><td>הספק המערכת</td><td>${kwp.toFixed(2)} kWp · ${panels} פאנלים</td><td>חוזה חח"י</td><td>${notAnId(rng)}</td></tr>
<tr><td>תאריך התקנה</td><td>${dt(installed, 'dd/mm/yyyy')}</td><td>חיבור לרשת</td><td>${dt(addDays(date, rng.int(10, 45)), 'dd/mm/yyyy')} (משוער)</td></tr></table>
<table class="it"><tr><th>#</th><th>תיאור</th><th>כמות × מחיר</th><th>סכום ₪</th></tr>${lines.map(([d, q, a], i) => `<tr><td>${i + 1}</td><td>${esc(d)}</td><td>${q}</td><td>${amount(a)}</td></tr>`).join('')}</table>
<div class="end"><div class="pay">מקדמה ששולמה בחתימת החוזה ${dt(signed, 'dd/mm/yyyy')} (קבלה ${rng.int(3000, 8999)}): ${amount(advance)} ₪<br><b>יתרה לתשלום: ${amount(total - advance)} ₪</b> תוך 14 יום מהחיבור לרשת<br>אחריות: פאנלים 25 שנה, ממיר 12 שנה, התקנה 10 שנים</div>
<table class="tot"><tr><td>סה"כ</td><td>${amount(sub)}</td></tr>${disc ? `<tr><td>הנחת פרויקט ${dp}%</td><td>-${amount(disc)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ כולל מע"מ</td><td>${amount(total)} ₪</td></tr></table></div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:12px;color:#1b1b1b;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:4px solid ${s.color};padding-bottom:3mm}
.brand{font-family:${brandFont};font-size:36px;color:${s.color}}.who{font-size:11px;line-height:1.55;text-align:left}.tt{display:flex;justify-content:space-between;align-items:baseline;margin:7mm 0 4mm}.title{font-size:22px;font-weight:bold}
table{border-collapse:collapse;width:100%}.kv td{padding:1.5mm 2mm;border:1px solid #ddd}.kv td:nth-child(odd){background:#fafafa;font-weight:bold;width:24mm}.it{margin-top:6mm}.it th{background:${s.color};color:#fff;padding:1.8mm 2mm;text-align:right}
.it td{padding:1.8mm 2mm;border-bottom:1px solid #e0e0e0}.it td:last-child,.it th:last-child{text-align:left}.end{display:flex;justify-content:space-between;gap:8mm;margin-top:5mm}.pay{font-size:11px;line-height:1.7;padding-top:2mm}
.tot{width:82mm}.tot td{padding:1.3mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:15px;border-top:2px solid #222;border-bottom:2px solid #222}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
