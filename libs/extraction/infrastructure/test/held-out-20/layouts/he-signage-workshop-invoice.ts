import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, landline, mul, personalId, spacedId, workday } from '../../generalisation/notation';
import { allocation, allocationNeeded, stirred, vendorId } from './extra';

const MAKERS = [
  { name: 'שלטי אור הגליל בע"מ', head: 'שלטי אור הגליל', label: 'ח.פ.', company: true, addr: 'אזור התעשייה הצפוני, כרמיאל', spaced: false, color: '#c1121f' },
  { name: 'דוד פרץ - שילוט ופרסום', head: 'פרץ שילוט', label: 'ע.מ.', company: false, addr: "רח' המלאכה 14, קריית שמונה", spaced: true, color: '#1d3557' },
  { name: 'ניאון סיטי מערכות שילוט (2011) בע"מ', head: 'NEON CITY', label: 'ח"פ', company: true, addr: "רח' הברזל 27, תל אביב", spaced: false, color: '#6a0dad' },
];
const CLIENTS: { name: string; company: boolean }[] = [
  { name: 'קפה לחם ושוקולד בע"מ', company: true },
  { name: 'מרפאת שיניים ד"ר אלון', company: false },
  { name: 'אופטיקה הראל בע"מ', company: true },
  { name: 'מספרת גל - גל מזרחי', company: false },
  { name: 'רשת כושר פלוס בע"מ', company: true },
];

type Row = { t: string; dims: string; qty: number; unit: string; price: number; sum: number };

/**
 * A sign-making workshop's A4 "חשבונית מס" to a business opening a shop (Open Sans with Noto Sans Hebrew,
 * Miriam CLM or Noto Serif Hebrew; the name in Drugulin CLM or a Latin brand in Lato Black beside a thick
 * coloured edge): the company or the owner's name with its trade after a dash ("דוד פרץ - שילוט ופרסום") and
 * "ח.פ." / "ח"פ" / "ע.מ." (spaced on some), address, office and mobile; the client with a valid ח.פ. or ת.ז.,
 * its branch address; "חשבונית מס מספר" (five digits with a leading zero) and "מקור" in an outlined box,
 * "תאריך", "הצעת מחיר" with its number and date weeks before, "תאריך התקנה" days before; numbered rows with
 * dimensions in cm: LED channel letters per letter, a double-sided light box, perforated window vinyl in m²
 * × a rate, a crane or a lift by the hour, graphic design; "סה"כ", "מע"מ 17%/18%", "סה"כ כולל מע"מ"; on some
 * the city's signage fee passed on without VAT and "סה"כ לתשלום" with it; "שוטף + 30" with its date, the
 * allocation number when required, a year's warranty on the LEDs, bank details.
 */
export const heSignageWorkshopInvoice: Layout = {
  id: 'he-signage-workshop-invoice',
  lang: 'he',
  kind: 'tax invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-signage-workshop-invoice');
    const m = rng.pick(MAKERS);
    const vendorTaxId = vendorId(m.name, m.company);
    const date = workday(randomDate(rng, '2024-01-05', '2025-12-20'), addDays);
    const rate = israeliRate(date);
    const client = rng.pick(CLIENTS);
    const clientId = client.company ? taxId(rng, true) : personalId(rng);
    const rows: Row[] = [];
    const letters = rng.int(6, 16);
    const h = rng.pick([30, 40, 50, 60]);
    const perLetter = h * rng.int(900, 1200);
    rows.push({ t: 'אותיות בולטות מוארות LED (תעלה אלומיניום, חזית אקריליק)', dims: `גובה ${h} ס"מ`, qty: letters, unit: "יח'", price: perLetter, sum: letters * perLetter });
    if (rng.chance(0.7)) {
      const w = rng.pick([50, 60, 80]);
      const p = rng.int(180, 260) * 1000;
      rows.push({ t: 'קופסת תאורה דו-צדדית לתלייה ניצבת', dims: `${w}×${w} ס"מ`, qty: 1, unit: "יח'", price: p, sum: p });
    }
    if (rng.chance(0.7)) {
      const area = rng.int(25, 140) / 10;
      const p = rng.int(110, 160) * 100;
      rows.push({ t: 'מדבקה מחוררת לוויטרינה (One Way Vision) כולל הדבקה', dims: `${area.toFixed(1)} מ"ר`, qty: area, unit: 'מ"ר', price: p, sum: mul(area, p) });
    }
    const hours = rng.int(2, 5);
    rows.push({ t: rng.pick(['מנוף סל להתקנה בגובה', 'במה הידראולית (מתנשא) להתקנה']), dims: '', qty: hours, unit: "שע'", price: 35000, sum: hours * 35000 });
    if (rng.chance(0.6)) rows.push({ t: 'עיצוב גרפי והכנת קבצים לייצור', dims: '', qty: 1, unit: "קומפ'", price: 90000, sum: 90000 });
    if (rng.chance(0.4)) rows.push({ t: 'חיבור חשמל לשלט ע"י חשמלאי מוסמך', dims: '', qty: 1, unit: "קומפ'", price: 65000, sum: 65000 });
    const net = rows.reduce((a, r) => a + r.sum, 0);
    const vat = vatOfNet(net, rate);
    const withVat = net + vat;
    const fee = rng.chance(0.5) ? rng.pick([42000, 56800, 73500]) : 0;
    const total = withVat + fee;
    const docNo = `0${rng.int(1000, 9999)}`;
    const quoteDate = addDays(date, -rng.int(20, 50));
    const install = addDays(date, -rng.int(1, 6));
    const font = rng.pick([`'Open Sans','Noto Sans Hebrew'`, `'Miriam CLM'`, `'Noto Serif Hebrew'`]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt)}</bdi>`;
    const latin = /^[A-Z]/.test(m.head);
    const alloc = allocationNeeded(date, net) ? `<div>מספר הקצאה: <bdi>${allocation(rng)}</bdi></div>` : '';
    const body = `<div class="edge"></div><div class="head"><div><div class="name${latin ? ' lat' : ''}">${esc(m.head)}</div><div class="what">שלטים מוארים · שילוט חוצות · מדבקות ויטרינה · התקנות בגובה</div>
<div class="who">${esc(m.name)} · ${m.label} <bdi>${m.spaced ? spacedId(vendorTaxId) : vendorTaxId}</bdi><br>${esc(m.addr)} · משרד <bdi>${landline(rng)}</bdi> · נייד <bdi>${cellular(rng)}</bdi></div></div>
<div class="box"><div class="bt">חשבונית מס</div><div>מספר <b><bdi>${docNo}</bdi></b></div><div class="orig">מקור</div></div></div>
<div class="meta"><div><div class="lbl">לכבוד</div><b>${esc(client.name)}</b><br>${client.company ? 'ח.פ.' : 'ת.ז.'} <bdi>${clientId}</bdi><br>סניף: ${rng.pick(["רח' סוקולוב 60, הרצליה", 'קניון הזהב, ראשון לציון', "רח' ויצמן 12, כפר סבא", 'מרכז עזריאלי, מודיעין'])}</div>
<table class="kv"><tr><td>תאריך</td><td><b>${d(date)}</b></td></tr><tr><td>הצעת מחיר</td><td><bdi>${rng.int(2100, 3900)}</bdi> מיום ${d(quoteDate)}</td></tr><tr><td>תאריך התקנה</td><td>${d(install)}</td></tr><tr><td>איש קשר</td><td>${rng.pick(['רועי', 'מיכל', 'שרית', 'אבי'])}</td></tr></table></div>
<table class="t"><tr><th>#</th><th>תיאור</th><th>מידות</th><th>כמות</th><th>יח'</th><th>מחיר ליח'</th><th>סה"כ</th></tr>${rows
      .map(
        (r, i) =>
          `<tr><td>${i + 1}</td><td>${esc(r.t)}</td><td>${esc(r.dims)}</td><td>${Number.isInteger(r.qty) ? r.qty : r.qty.toFixed(1)}</td><td>${r.unit}</td><td>${amount(r.price)}</td><td>${amount(r.sum)}</td></tr>`,
      )
      .join('')}</table>
<table class="tot"><tr><td>סה"כ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="${fee ? '' : 'g'}"><td>סה"כ כולל מע"מ</td><td>${amount(withVat)} ₪</td></tr>${
      fee
        ? `<tr><td>אגרת שילוט עירונית לשנת ${date.slice(0, 4)} (פטור ממע"מ, לפי שובר העירייה)</td><td>${amount(fee)}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr>`
        : ''
    }</table>
<div class="notes"><div>תנאי תשלום: שוטף + 30 (עד ${d(addDays(date, 30))})</div>${alloc}<div>אחריות לנורות LED ולספק הכוח: 12 חודשים מתאריך ההתקנה.</div><div>העברה בנקאית: בנק ${rng.pick(['לאומי (10)', 'הפועלים (12)', 'דיסקונט (11)', 'מזרחי טפחות (20)'])}, סניף ${rng.int(100, 899)}, חשבון <bdi>${rng.digits(6)}</bdi></div></div>
<div class="sign">חתימה: ____________</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:10.5px;color:#1a1a1a;padding:11mm 14mm 10mm 12mm;position:relative}
.edge{position:fixed;top:0;bottom:0;right:0;width:5mm;background:${m.color}}
.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid ${m.color};padding-bottom:3mm}.name{font-family:'Drugulin CLM','Noto Serif Hebrew',serif;font-size:28px;font-weight:bold;color:${m.color}}.name.lat{font-family:'Lato Black','Lato',sans-serif;letter-spacing:3px;direction:ltr;text-align:right}
.what{font-size:10px;color:#555}.who{font-size:10px;margin-top:1.5mm;line-height:1.5}.box{border:2px solid #1a1a1a;padding:2mm 5mm;text-align:center;font-size:12px;min-width:38mm}.bt{font-size:17px;font-weight:bold}.orig{font-size:9px;border-top:1px solid #999;margin-top:1mm}
.meta{display:flex;justify-content:space-between;margin:5mm 0;line-height:1.6}.lbl{color:#777;font-size:9.5px}.kv td{padding:0.6mm 2mm}.kv td:first-child{color:#666}
.t{width:100%;border-collapse:collapse}.t th{background:${m.color};color:#fff;padding:1.5mm;text-align:right;font-size:10px}.t td{padding:1.5mm;border-bottom:0.5px solid #bbb;vertical-align:top}.t td:nth-child(n+4){white-space:nowrap}.t td:nth-child(n+6),.t th:nth-child(n+6){text-align:left}
.tot{margin:4mm 0 0 0;margin-right:auto;border-collapse:collapse;min-width:80mm;max-width:120mm}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:2px solid #1a1a1a}
.notes{margin-top:7mm;line-height:1.8;font-size:10px}.sign{margin-top:10mm;text-align:left}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: m.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
