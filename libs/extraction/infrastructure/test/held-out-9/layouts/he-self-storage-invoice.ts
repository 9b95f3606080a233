import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, heMonth, landline, lastOfMonth, notAnId, personalId, share } from '../../generalisation/notation';

const FACILITIES = [
  { brand: 'BoxUp', legal: 'בוקס-אפ אחסון בע"מ', site: "מתחם האחסון חולון, רח' המרכבה 18", color: '#f57c00' },
  { brand: 'מחסנים פלוס', legal: 'מחסנים פלוס שירותי אחסון (2020) בע"מ', site: 'פארק לוגיסטי שורק, יבנה', color: '#6a1b9a' },
  { brand: 'הבוידעם', legal: 'הבוידעם - מחסני השכרה בע"מ', site: "רח' האורגים 5, באר שבע", color: '#37474f' },
];
const UNITS: [number, number][] = [
  [2, 29000],
  [4, 45000],
  [6, 62000],
  [9, 84000],
  [12, 109000],
  [20, 168000],
];

/**
 * A self-storage facility's A4 "חשבונית מס" with a coloured column at the start of each row (Open
 * Sans brand, Noto Serif Hebrew or Simple CLM body): the brand and the legal name with "ח.פ.",
 * "חשבונית מס מס'" with five digits and "מקור", "תאריך החשבונית" (long Hebrew or dd/mm/yyyy) on the
 * first days of the month, the tenant (a company's or a person's valid id), a nine-digit contract
 * number failing the id check, the unit's number and size, the rental period (the month or a
 * quarter), contents insurance, a lock or an extra access card on some, a 5% quarterly discount,
 * "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום", "לתשלום עד", "חשבונית זו אינה קבלה" or the standing card
 * charge.
 */
export const heSelfStorageInvoice: Layout = {
  id: 'he-self-storage-invoice',
  lang: 'he',
  kind: 'subscription invoice',
  make(rng: Rng) {
    const f = rng.pick(FACILITIES);
    const vendorTaxId = taxId(rng);
    const anchor = randomDate(rng, '2023-06-01', '2026-03-31');
    const from = firstOfMonth(anchor);
    const date = addDays(from, rng.int(0, 3));
    const rate = israeliRate(date);
    const quarter = rng.chance(0.35);
    const months = quarter ? 3 : 1;
    const to = lastOfMonth(firstOfMonth(from, months - 1));
    const [m2, rent] = rng.pick(UNITS);
    const unitNo = `${rng.pick(['A', 'B', 'C', 'D'])}-${rng.int(101, 340)}`;
    const rows: [string, string, number][] = [[`דמי שכירות מחסן ${unitNo} (${m2} מ"ר)`, quarter ? `3 × ${amount(rent)}` : '1', months * rent]];
    const ins = rng.pick([2900, 3900, 5900]);
    rows.push([`ביטוח תכולה עד ${rng.pick(['25,000', '50,000', '100,000'])} ₪`, quarter ? `3 × ${amount(ins)}` : '1', months * ins]);
    if (rng.chance(0.3)) rows.push(['מנעול דיסק נירוסטה', '1', 4500]);
    if (rng.chance(0.3)) rows.push(['כרטיס כניסה נוסף', '1', 2500]);
    const sub = rows.reduce((a, r) => a + r[2], 0);
    const disc = quarter ? share(months * rent, 5) : 0;
    const net = sub - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(10000, 39999));
    const company = rng.chance(0.5);
    const card = rng.chance(0.5);
    const font = rng.pick(['Noto Serif Hebrew', 'Simple CLM']);
    const fmt = rng.pick(['he', 'dd/mm/yyyy'] as const);
    const body = `<div class="hd"><div class="brand">${esc(f.brand)}</div><div class="leg"><b>${esc(f.legal)}</b><br>ח.פ. ${vendorTaxId}<br>${esc(f.site)}<br>טל' ${landline(rng)}</div></div>
<div class="row"><div class="side">מסמך</div><div class="main"><div class="tt">חשבונית מס מס' ${docNo} <span class="orig">מקור</span></div><div>תאריך החשבונית: ${dt(date, fmt)}</div></div></div>
<div class="row"><div class="side">שוכר</div><div class="main">${company ? `${esc(rng.pick(['אופק הפקות אירועים בע"מ', 'ש.ל. יבוא ציוד צילום בע"מ', 'גלים עיצוב פנים בע"מ']))} · ח.פ. ${taxId(rng)}` : `${esc(rng.pick(['אביטל שגיא', 'רוני בן-דוד', "סוהא ח'ורי", 'יונתן לוי']))} · ת.ז. ${personalId(rng)}`}<br>נייד: ${cellular(rng)} · חוזה מס' ${notAnId(rng)}</div></div>
<div class="row"><div class="side">תקופה</div><div class="main">${quarter ? `${heMonth(from)} - ${heMonth(to)}` : heMonth(from)} (${dt(from, 'dd/mm/yy')} - ${dt(to, 'dd/mm/yy')}) · מחסן ${unitNo}, קומה ${rng.int(0, 2)}</div></div>
<table class="it"><tr><th>תיאור</th><th>כמות</th><th>סכום ₪</th></tr>${rows.map(([n, q, c]) => `<tr><td>${esc(n)}</td><td>${q}</td><td>${amount(c)}</td></tr>`).join('')}
${disc ? `<tr><td>הנחת תשלום רבעוני 5% (על השכירות)</td><td></td><td>-${amount(disc)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr>
<tr><td>לתשלום עד</td><td>${dt(addDays(date, 10), 'dd/mm/yyyy')}</td></tr></table>
<div class="note">${card ? `הסכום יחויב בכרטיס האשראי שבהוראת הקבע (****${rng.digits(4)}) במועד התשלום.` : 'חשבונית זו אינה קבלה. ניתן לשלם בהעברה בנקאית או במשרדי המתחם.'} הגישה למחסן בין 06:00 ל-23:00 בכרטיס הכניסה האישי.</div>`;
    const css = `body{font-family:'${font}',serif;font-size:12px;color:#222;padding:14mm 15mm}.hd{display:flex;justify-content:space-between;align-items:center;margin-bottom:8mm}
.brand{font-family:'Open Sans',sans-serif;font-weight:800;font-size:34px;color:${f.color}}.leg{text-align:left;font-size:11px;line-height:1.5}.row{display:flex;margin-bottom:2mm}
.side{width:22mm;background:${f.color};color:#fff;padding:2mm;font-weight:bold}.main{flex:1;padding:2mm 4mm;background:#f5f5f5}.tt{font-size:18px;font-weight:bold}.orig{font-size:11px;border:1px solid #222;padding:0 2mm;margin-right:3mm}
table{border-collapse:collapse}.it{width:100%;margin-top:6mm}.it th{text-align:right;border-bottom:2px solid ${f.color};padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #ddd}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left}
.tot{width:80mm;margin:5mm auto 0 0}.tot td{padding:1.3mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:15px;border-top:2px solid #222;border-bottom:2px solid #222}.note{margin-top:10mm;font-size:10.5px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: f.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
