import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, mul, personalId, workday } from '../../generalisation/notation';
import { failing, stirred, vendorIdWith } from './extra';

const ASSOCIATIONS = [
  { name: 'אגודת המים עמק חפר', legal: 'אגודת המים עמק חפר - אגודה שיתופית חקלאית בע"מ', label: 'ע.מ.', office: 'ת.ד. 118, בית יצחק', phone: '09-8945120' },
  { name: 'מפעל המים גליל מערבי', legal: 'מים גליל מערבי אגודה שיתופית חקלאית בע"מ', label: "מס' אגודה / ע.מ", office: 'אזור תעשייה בר-לב', phone: '04-9908371' },
  { name: 'אגודת מי הנגב הצפוני', legal: 'מי הנגב הצפוני - אגודה חקלאית שיתופית בע"מ', label: 'עוסק מורשה', office: 'מרכז אזורי שער הנגב', phone: '08-6809244' },
];
const FARMS = ['משק 42', 'משק 17', 'נחלה 8', 'משק 103', 'נחלה 65'];
const VILLAGES = ['מושב כפר ויתקין', 'מושב עין ורד', 'מושב שבי ציון', 'מושב בית עזרא', 'מושב תלמי יפה'];
const NAMES = ['משה ורדי', 'אורנה שגב', 'יצחק בן דוד', 'גלעד פרידמן', 'סמדר אלון'];

/**
 * An agricultural water cooperative's two-monthly bill to a farm on A4 (Simple CLM, Liberation Sans or Noto
 * Sans Hebrew; the name on a band of blue and a drop): the cooperative's name, its legal name with its id
 * (57…) under "ע.מ." / "מס' אגודה / ע.מ" / "עוסק מורשה", office and phone; the farmer with a valid ת.ז., the
 * farm and village, "מס' צרכן" failing the check; a box "חשבון תקופתי / חשבונית מס" with "מס' חשבון"
 * ("2025/06-01873"), "תאריך הפקה", "תקופת החשבון" (two months), "תאריך קריאה" and "לתשלום עד"; per meter
 * (a six-digit meter number) the previous and current readings and the m³; fresh water within the quota, above
 * it, and reclaimed water at their tariffs; "דמי מערכת" per month; "סה"כ חיובים", "מע"מ", "סה"כ לתשלום"; the
 * previous bill's payment and date; the quota left for the year.
 */
export const heWaterAssociationBill: Layout = {
  id: 'he-water-association-bill',
  lang: 'he',
  kind: 'utility bill',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-water-association-bill');
    const a = rng.pick(ASSOCIATIONS);
    const vendorTaxId = vendorIdWith(a.legal, '57');
    // Two-monthly periods starting in odd months; billed in the following month.
    const anchor = randomDate(rng, '2023-12-01', '2025-10-31');
    const startMonth = Number(anchor.slice(5, 7)) % 2 === 1 ? firstOfMonth(anchor) : firstOfMonth(anchor, -1);
    const end = lastOfMonth(firstOfMonth(startMonth, 1));
    const read = addDays(end, rng.int(0, 2));
    const date = workday(addDays(end, rng.int(5, 12)), addDays);
    const due = addDays(date, 21);
    const rate = israeliRate(date);
    const meters = Array.from({ length: rng.int(1, 3) }, (_, i) => {
      const prev = rng.int(10000, 480000);
      const m3 = rng.int(i === 0 ? 600 : 80, i === 0 ? 6000 : 1500);
      return { no: rng.digits(6), use: i === 0 ? 'השקיה' : rng.pick(['לול', 'רפת', 'חממה']), prev, cur: prev + m3, m3 };
    });
    const fresh = meters.reduce((x, m) => x + m.m3, 0);
    const quota = Math.round(fresh * (0.6 + rng.next() * 0.3));
    const over = fresh - quota;
    const reclaimed = rng.chance(0.6) ? rng.int(800, 9000) : 0;
    const tA = rng.int(180, 230); // agorot per m³ within the quota
    const tB = tA + rng.int(60, 110);
    const tR = rng.int(95, 140);
    const fee = rng.pick([3500, 4200, 5800]);
    const lines: [string, string, string, number][] = [
      ['מים שפירים - בתוך המכסה', `${quota.toLocaleString('en')} מ"ק`, amount(tA), mul(quota, tA)],
      ['מים שפירים - מעבר למכסה', `${over.toLocaleString('en')} מ"ק`, amount(tB), mul(over, tB)],
      ...(reclaimed ? ([['מים מושבים (קולחין)', `${reclaimed.toLocaleString('en')} מ"ק`, amount(tR), mul(reclaimed, tR)]] as [string, string, string, number][]) : []),
      ['דמי מערכת', '2 חודשים', amount(fee), fee * 2],
    ];
    const net = lines.reduce((x, l) => x + l[3], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `${date.slice(0, 4)}/${startMonth.slice(5, 7)}-${String(rng.int(100, 4999)).padStart(5, '0')}`;
    const font = rng.pick(['Simple CLM', 'Liberation Sans', 'Noto Sans Hebrew']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt)}</bdi>`;
    const farmer = rng.pick(NAMES);
    const prevBill = rng.int(150000, 1800000);
    const body = `<div class="band"><div class="drop"></div><div><div class="nm">${esc(a.name)}</div><div class="lg">${esc(a.legal)} · ${a.label} <bdi>${vendorTaxId}</bdi></div><div class="lg">${esc(a.office)} · טלפון <bdi>${a.phone}</bdi></div></div></div>
<div class="top"><div class="cust"><b>לכבוד</b><br>${esc(farmer)}<br>ת.ז. <bdi>${personalId(rng)}</bdi><br>${rng.pick(FARMS)}, ${rng.pick(VILLAGES)}<br>מס' צרכן: <bdi>${failing(rng, rng.pick(['6', '8']))}</bdi></div>
<table class="box"><tr><th colspan="2">חשבון תקופתי / חשבונית מס</th></tr><tr><td>מס' חשבון</td><td><bdi>${docNo}</bdi></td></tr><tr><td>תאריך הפקה</td><td>${d(date)}</td></tr><tr><td>תקופת החשבון</td><td>${d(startMonth)} - ${d(end)}</td></tr><tr><td>תאריך קריאה</td><td>${d(read)}</td></tr><tr><td>לתשלום עד</td><td>${d(due)}</td></tr></table></div>
<h3>קריאות מונים</h3><table class="t"><tr><th>מס' מונה</th><th>שימוש</th><th>קריאה קודמת</th><th>קריאה נוכחית</th><th>צריכה (מ"ק)</th></tr>${meters
      .map(
        (m) =>
          `<tr><td><bdi>${m.no}</bdi></td><td>${m.use}</td><td>${m.prev.toLocaleString('en')}</td><td>${m.cur.toLocaleString('en')}</td><td>${m.m3.toLocaleString('en')}</td></tr>`,
      )
      .join('')}</table>
<h3>פירוט חיובים</h3><table class="t"><tr><th>תיאור</th><th>כמות</th><th>תעריף (₪)</th><th>סכום (₪)</th></tr>${lines.map((l) => `<tr><td>${l[0]}</td><td>${l[1]}</td><td>${l[2]}</td><td>${amount(l[3])}</td></tr>`).join('')}
<tr class="s"><td colspan="3">סה"כ חיובים</td><td>${amount(net)}</td></tr><tr class="s"><td colspan="3">מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td colspan="3">סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr></table>
<div class="info"><div>חשבון קודם: ${amount(prevBill)} ₪ - שולם בהוראת קבע ב-${d(addDays(startMonth, rng.int(10, 25)))}. יתרת חוב: 0.00</div><div>יתרת מכסה שנתית לאחר חשבון זה: ${rng.int(2000, 40000).toLocaleString('en')} מ"ק</div>
<div>התעריפים לפי כללי תאגידי מים וביוב ורשות המים. לבירורים: <bdi>${a.phone}</bdi>, בימים א'-ה' 08:00-15:00.</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:12px;color:#102030;padding:12mm 15mm}
.band{display:flex;gap:5mm;align-items:center;background:#1d5f95;color:#fff;padding:4mm 6mm;border-radius:2mm}.drop{width:9mm;height:9mm;background:#fff;border-radius:0 50% 50% 50%;transform:rotate(45deg);flex:none}.nm{font-size:24px;font-weight:bold}.lg{font-size:11px}
.top{display:flex;justify-content:space-between;margin:6mm 0;line-height:1.6}.box{border:1.5px solid #1d5f95;border-collapse:collapse;min-width:80mm}.box th{background:#1d5f95;color:#fff;padding:1.5mm}.box td{padding:1mm 2mm;border-bottom:0.5px solid #bcd}
h3{font-size:13px;color:#1d5f95;border-bottom:1px solid #1d5f95;margin:5mm 0 1.5mm}.t{width:100%;border-collapse:collapse}.t th{background:#e4eef7;padding:1.5mm;text-align:right}.t td{padding:1.2mm 1.5mm;border-bottom:0.5px solid #ccd}
.t td:last-child,.t th:last-child{text-align:left}.s td{font-weight:bold}.g td{font-weight:bold;font-size:15px;background:#1d5f95;color:#fff}.info{margin-top:8mm;font-size:10.5px;line-height:1.7;color:#334}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: a.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
