import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, personalId, share } from '../../generalisation/notation';
import { dec, failing, priced } from './extra';

const SUPPLIERS = [
  { brand: 'VOLTA', latin: true, legal: 'וולטה אנרגיה לבית בע"מ', color: '#0b6e4f', line: '*4120' },
  { brand: 'זרם ישיר', latin: false, legal: 'זרם ישיר אספקת חשמל בע"מ', color: '#c2410c', line: '*2977' },
  { brand: 'אור ירוק', latin: false, legal: 'אור ירוק - ספק חשמל פרטי בע"מ', color: '#15803d', line: '1-700-505-233' },
];
const STREETS = ["רח' הגפן 7, מודיעין", "רח' ז'בוטינסקי 112, רמת גן", "שד' ירושלים 45, אשדוד", "רח' הדקל 3, כפר סבא", "רח' האלון 18, נוף הגליל"];
const NAMES = ['משפחת אזולאי', 'רונית ואבי כהן', 'יעל פרידמן', 'משה אלקיים', 'אורנה דיין'];

/**
 * A private electricity supplier's two-monthly bill to a home on A4 (Noto Sans Hebrew, Miriam CLM or DejaVu
 * Sans; the brand in Lato Black for "VOLTA", or Shofar): a coloured band with the brand, the legal name and
 * "ח.פ." (hyphenated on some); a facts column ("מס' צרכן", "מס' חוזה" failing the check, "מספר מונה", the
 * customer's valid ת.ז.), "חשבונית מס מס'" (ten digits), "תאריך הפקה" three to nine days after the period,
 * "תקופת החשבון" (two months, dd/mm/yy - dd/mm/yy) and "לתשלום עד"; a box "סכום לתשלום" with the due date;
 * the readings before and after, kWh × the tariff to four decimals, "הנחה 7% מתעריף חברת החשמל", the fixed
 * charge for two months, "סה"כ לפני מע"מ", "מע"מ", "סה"כ חשבון נוכחי"; the previous bill and its payment; a
 * "you saved" line and a table of earlier periods' consumption.
 */
export const hePrivateElectricityBill: Layout = {
  id: 'he-private-electricity-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng, true);
    // The bill covers two whole months and is issued a few days after them.
    const start = firstOfMonth(randomDate(rng, '2023-07-01', '2025-10-20'));
    const end = lastOfMonth(firstOfMonth(start, 1));
    const date = addDays(end, rng.int(3, 9));
    const due = addDays(date, rng.int(14, 20));
    const rate = israeliRate(date);
    const kwh = rng.int(380, 1900);
    const prevReading = rng.int(10000, 89000);
    const tariff = rng.int(5180, 6420); // ₪ per kWh in 10^-4, before VAT
    const pct = rng.pick([6, 7, 8]);
    const energy = priced(kwh, 0, tariff, 4);
    const discount = share(energy, pct);
    const fixedMonth = rng.int(1150, 1420);
    const fixedCharge = fixedMonth * 2;
    const net = energy - discount + fixedCharge;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const previous = rng.int(18000, 90000);
    const docNo = `7${rng.digits(9)}`;
    const font = rng.pick(['Noto Sans Hebrew', 'Miriam CLM', 'DejaVu Sans']);
    const fmt = rng.pick(['dd/mm/yy', 'dd/mm/yyyy'] as const);
    const idText = rng.chance(0.4) ? hyphenId(vendorTaxId) : vendorTaxId;
    const f = (a: string, b: string) => `<tr><th>${a}</th><td>${b}</td></tr>`;
    const history = [-6, -4, -2]
      .map((n) => `<tr><td>${heMonth(firstOfMonth(start, n))}-${heMonth(firstOfMonth(start, n + 1)).split(' ')[0]}</td><td>${rng.int(350, 1900)} קוט"ש</td></tr>`)
      .join('');
    const body = `<div class="band" style="background:${s.color}"><div class="brand${s.latin ? ' lat' : ''}">${esc(s.brand)}</div><div class="who">${esc(s.legal)}<br>ח.פ. <bdi>${idText}</bdi> · מוקד שירות <bdi>${s.line}</bdi></div></div>
<div class="title">חשבון חשמל לתקופה ${heMonth(start).split(' ')[0]}-${heMonth(end)}</div>
<div class="cols"><div class="facts"><table>${f("חשבונית מס מס'", docNo)}${f('תאריך הפקה', dt(date, fmt))}${f('תקופת החשבון', `<bdi>${dt(start, 'dd/mm/yy')} - ${dt(end, 'dd/mm/yy')}</bdi>`)}${f('לתשלום עד', dt(due, fmt))}</table>
<table class="cust">${f('שם הצרכן', esc(rng.pick(NAMES)))}${f('כתובת הנכס', esc(rng.pick(STREETS)))}${f('ת.ז. צרכן', personalId(rng))}${f("מס' צרכן", rng.digits(8))}${f("מס' חוזה", failing(rng, rng.pick(['3', '6', '8'])))}${f('מספר מונה', `${rng.int(10, 99)}${rng.digits(6)}`)}</table></div>
<div class="pay"><div>סכום לתשלום</div><div class="sum">₪ ${amount(total)}</div><div>עד ${dt(due, fmt)}</div><div class="sm">ישולם בהוראת קבע מכרטיס האשראי המסתיים ב-${rng.digits(4)}</div></div></div>
<h3>פירוט החיובים</h3><table class="it"><tr><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סכום ₪</th></tr>
<tr><td>קריאה קודמת ${prevReading} · קריאה נוכחית ${prevReading + kwh}</td><td></td><td></td><td></td></tr>
<tr><td>צריכת חשמל</td><td>${kwh} קוט"ש</td><td>${dec(tariff, 4)}</td><td>${amount(energy)}</td></tr>
<tr><td>הנחה ${pct}% מתעריף חברת החשמל</td><td></td><td></td><td><bdi>-${amount(discount)}</bdi></td></tr>
<tr><td>תשלום קבוע (2 חודשים)</td><td>2</td><td>${amount(fixedMonth)}</td><td>${amount(fixedCharge)}</td></tr>
<tr class="s"><td colspan="3">סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td colspan="3">מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td colspan="3">סה"כ חשבון נוכחי</td><td>${amount(total)}</td></tr></table>
<table class="it prev"><tr><td>יתרה מחשבון קודם</td><td>${amount(previous)}</td></tr><tr><td>תשלום שהתקבל ב-${dt(addDays(start, rng.int(10, 25)), 'dd/mm')}</td><td><bdi>-${amount(previous)}</bdi></td></tr><tr class="b"><td>יתרה לתשלום</td><td>${amount(total)}</td></tr></table>
<div class="save">בתקופה זו חסכת ${amount(Math.round(discount * (1 + rate / 100)))} ₪ לעומת תעריף חברת החשמל</div>
<div class="hist"><b>צריכה בתקופות קודמות</b><table>${history}</table></div>
<div class="foot">הקריאות נמסרות ע"י חברת החשמל לישראל (מנהל המערכת). בירורים בנוגע לחשבון ניתן להגיש עד 60 יום מתאריך ההפקה. ${esc(s.legal)} · ספק חשמל בעל רישיון אספקה.</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#1f2933;padding:0 0 10mm}.band{color:#fff;padding:7mm 14mm;display:flex;justify-content:space-between;align-items:center}.brand{font-family:'Shofar','Noto Sans Hebrew';font-size:34px;font-weight:bold}.lat{font-family:'Lato Black','Lato';letter-spacing:3px}
.who{text-align:left;line-height:1.5}.title{font-size:16px;font-weight:bold;margin:5mm 14mm 3mm}.cols{display:flex;gap:8mm;margin:0 14mm}.facts{flex:1}.facts table{border-collapse:collapse;width:100%;margin-bottom:3mm}.facts th{text-align:right;font-weight:normal;color:#52606d;padding:1mm 0;width:32mm}.facts td{font-weight:bold}
.pay{width:62mm;border:2px solid #1f2933;border-radius:4mm;padding:4mm;text-align:center;align-self:flex-start;line-height:1.6}.sum{font-size:24px;font-weight:bold}.sm{font-size:9px;color:#52606d}h3{margin:4mm 14mm 2mm;font-size:13px}
.it{border-collapse:collapse;width:calc(100% - 28mm);margin:0 14mm 3mm}.it th{background:#eef2f5;text-align:right;padding:1.5mm}.it td{padding:1.3mm;border-bottom:1px solid #e4e7eb}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left}.s td{border-top:1.5px solid #1f2933}.b td{font-weight:bold;font-size:13px}
.prev{width:90mm;margin-right:auto}.save{margin:2mm 14mm;padding:2mm 3mm;background:#f0fdf4;border-right:4px solid #15803d}.hist{margin:3mm 14mm}.hist table td{padding:0.5mm 4mm 0.5mm 0}.foot{margin:5mm 14mm 0;font-size:8.5px;color:#52606d;border-top:1px solid #cbd2d9;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
