import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, landline, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { kg } from './extra';

const HAULERS = [
  { brand: 'GREENWAY', legal: 'גרינוויי פינוי ומחזור בע"מ', color: '#2e7d32', brandFont: 'Open Sans' },
  { brand: 'נקי בשרון', legal: 'נקי בשרון שירותי פינוי פסולת (1999) בע"מ', color: '#00695c', brandFont: 'Frank Ruehl CLM' },
  { brand: 'אקו-דחס', legal: 'אקו דחס מערכות ופינוי בע"מ', color: '#1565c0', brandFont: 'Frank Ruehl CLM' },
];
const CUSTOMERS = [
  { name: 'מאפיית הלחם של אורן בע"מ', site: 'אזור תעשייה צפוני, כפר סבא' },
  { name: 'מרכז מסחרי הגפן - חברת ניהול בע"מ', site: "שד' הגפן 4, רעננה" },
  { name: 'פלסטיקה שרון תעשיות בע"מ', site: 'אזה"ת עמק חפר' },
  { name: 'מלון ים וחול בע"מ', site: 'טיילת הרברט סמואל, נתניה' },
];
const CONTAINERS: [string, number][] = [
  ['מכולה 8 קוב - דמי שכירות חודשיים', 32000],
  ['דחסנית 12 קוב - שכירות ותחזוקה', 95000],
  ["פח 1,100 ל' כתום (אריזות)", 4500],
  ['מכל קרטונים 3 קוב', 12000],
];

/**
 * A private waste removal and recycling company's monthly A4 bill to a business (Noto Sans Hebrew, Miriam CLM
 * or DejaVu Sans; the brand in Open Sans for the Latin "GREENWAY" or Frank Ruehl CLM), with a coloured
 * sidebar on the left holding the facts: "חשבונית מס מס'" ("W2409-0512" or eight digits), "תאריך הפקה"
 * (dd/mm/yyyy or long Hebrew) on the first days of the next month, "תקופת חיוב" (the month, first to last
 * day), "לתשלום עד" (the 20th), customer number, a contract number failing the check; the legal name and
 * "ח.פ." (hyphenated or spaced on some), the customer with its valid ח.פ. and site; rented containers,
 * a dated list of pickups (dd/mm) with the count × price, the weight above the allowance in tonnes to three
 * decimals × a price a tonne, the landfill levy, "סה"כ לפני מע"מ", VAT, "סה"כ לתשלום", and the last
 * payment received with its date.
 */
export const heWasteCollectionBill: Layout = {
  id: 'he-waste-collection-bill',
  lang: 'he',
  kind: 'utility bill',
  make(rng: Rng) {
    const h = rng.pick(HAULERS);
    const vendorTaxId = taxId(rng, true);
    const c = rng.pick(CUSTOMERS);
    const month = firstOfMonth(randomDate(rng, '2023-06-15', '2026-01-20'));
    const end = lastOfMonth(month);
    const date = addDays(end, rng.int(2, 6));
    const rate = israeliRate(date);
    const due = `${date.slice(0, 8)}20`;
    const rent = rng.some(CONTAINERS, rng.int(1, 2)).map(([n, p]) => ({ n, p, q: rng.int(1, 3) }));
    const pickups: string[] = [];
    for (let d = rng.int(1, 3); d <= Number(end.slice(8)); d += rng.int(2, 5)) pickups.push(`${month.slice(0, 8)}${String(d).padStart(2, '0')}`);
    const perPickup = rng.pick([18000, 21500, 24000]);
    const over = rng.chance(0.6) ? rng.int(120, 2400) : 0; // kilograms above the allowance
    const perTonne = rng.pick([19500, 21000, 23800]); // agorot a tonne
    const overAmt = Math.round((over * perTonne) / 1000);
    const levy = pickups.length * rng.pick([1150, 1320]);
    const rentSum = rent.reduce((a, x) => a + x.q * x.p, 0);
    const net = rentSum + pickups.length * perPickup + overAmt + levy;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `W${month.slice(2, 4)}${month.slice(5, 7)}-${String(rng.int(100, 2999)).padStart(4, '0')}` : String(rng.int(30000000, 39999999));
    const font = rng.pick(['Noto Sans Hebrew', 'Miriam CLM', 'DejaVu Sans']);
    const idText = rng.pick([vendorTaxId, hyphenId(vendorTaxId), spacedId(vendorTaxId)]);
    const dateText = rng.chance(0.5) ? dt(date, 'dd/mm/yyyy') : dt(date, 'he');
    const lastPaid = addDays(month, rng.int(5, 18));
    const row = (a: string, q: string, p: string, s: number) => `<tr><td>${a}</td><td>${q}</td><td>${p}</td><td>${amount(s)}</td></tr>`;
    const body = `<div class="wrap"><div class="main">
<div class="brand">${esc(h.brand)}</div><div class="legal">${esc(h.legal)} · ח.פ. <bdi dir="ltr">${idText}</bdi></div><div class="sm">פינוי פסולת · מחזור · השכרת מכולות ודחסניות · מוקד <bdi>${landline(rng)}</bdi></div>
<div class="to"><b>לכבוד:</b> ${esc(c.name)} · ח.פ. ${taxId(rng)}<br><b>אתר:</b> ${esc(c.site)}</div>
<h2>חשבון חודשי - ${heMonth(month)}</h2>
<table class="it"><tr><th>תיאור</th><th>כמות</th><th>מחיר</th><th>סכום</th></tr>
${rent.map((x) => row(esc(x.n), String(x.q), amount(x.p), x.q * x.p)).join('')}
${row(`פינויים בחודש: ${pickups.map((d) => dt(d, 'dd/mm')).join(', ')}`, String(pickups.length), amount(perPickup), pickups.length * perPickup)}
${over ? row('חריגה ממשקל מותר (טון)', kg(over), amount(perTonne), overAmt) : ''}
${row('היטל הטמנה לפי פינוי', String(pickups.length), amount(levy / pickups.length), levy)}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr></table>
<div class="sm">תשלום אחרון התקבל ב-${dt(lastPaid, 'dd/mm/yyyy')} · תודה. החיוב יבוצע בהוראת קבע במועד התשלום.</div></div>
<div class="side"><div class="k">חשבונית מס מס'</div><div class="v">${docNo}</div><div class="k">תאריך הפקה</div><div class="v">${dateText}</div>
<div class="k">תקופת חיוב</div><div class="v">${dt(month, 'dd/mm/yyyy')} - ${dt(end, 'dd/mm/yyyy')}</div><div class="k">לתשלום עד</div><div class="v">${dt(due, 'dd/mm/yyyy')}</div>
<div class="k">מספר לקוח</div><div class="v">${rng.int(10000, 99999)}</div><div class="k">מס' חוזה</div><div class="v">${notAnId(rng)}</div></div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#222}.wrap{display:flex;min-height:297mm}.main{flex:1;padding:14mm 12mm}.side{width:52mm;background:${h.color};color:#fff;padding:16mm 6mm}
.k{font-size:10px;opacity:.85;margin-top:4mm}.v{font-size:13.5px;font-weight:bold}.brand{font-family:'${h.brandFont}',sans-serif;font-size:32px;font-weight:800;color:${h.color}}.legal{font-weight:bold;margin-top:1mm}.sm{font-size:9.5px;color:#555;margin-top:2mm}
.to{margin-top:8mm;border:1px solid #ccc;padding:3mm;line-height:1.6}h2{font-size:15px;margin:8mm 0 2mm}table{border-collapse:collapse;width:100%}.it th{background:#eee;padding:1.5mm;text-align:right}.it td{padding:1.5mm;border-bottom:1px solid #ddd}
.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left;white-space:nowrap}.it td:first-child{max-width:80mm}.tot{width:70mm;margin:5mm auto 4mm 0}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:14px;border-top:2px solid ${h.color}}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: h.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
