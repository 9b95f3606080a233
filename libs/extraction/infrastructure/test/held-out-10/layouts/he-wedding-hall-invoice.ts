import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, heDay, landline, personalId, sh, spacedId } from '../../generalisation/notation';

const HALLS = [
  { brand: 'גני אלמוג', tag: 'גן אירועים על שפת האגם', legal: 'גני אלמוג אירועים (2015) בע"מ', company: true, addr: 'כביש 90, צומת כנרת', color: '#7b5e2a' },
  { brand: 'הכרמל הלבן', tag: 'אולם וגן אירועים', legal: 'אולמי הכרמל הלבן בע"מ', company: true, addr: "שד' ההסתדרות 210, חיפה", color: '#34495e' },
  { brand: 'חצר הזיתים', tag: 'אירועים בטבע · מטבח כשר למהדרין', legal: 'יעקב בן שושן', company: false, addr: 'משק 14, מושב עמקה', color: '#556b2f' },
  { brand: 'אחוזת לבנה', tag: 'מתחם אירועי בוטיק', legal: 'אחוזת לבנה הפקות בע"מ', company: true, addr: "רח' הפרדס 3, אזור התעשייה נס ציונה", color: '#8e3b5c' },
];
const EVENTS = ['חתונה', 'חתונה', 'חתונה', 'בר מצווה', 'בת מצווה', 'חינה'];
const HOSTS = ['משפחת אלמקייס', 'משפחת גרינברג', 'משפחת עזרא', 'משפחת שטרנפלד', 'משפחת חדד', 'משפחת קליין'];
/** Extras, net, in agorot. */
const EXTRAS: [string, number][] = [
  ['בר אלכוהול פתוח (לפי מוזמנים)', 0],
  ['תאורה והגברה - חבילה מורחבת', 650000],
  ['עיצוב חופה ופרחים', 480000],
  ["עמדת קבלת פנים מורחבת (סושי ופלנצ'ה)", 0],
  ['שעת אירוע נוספת', 350000],
  ['מתחם ילדים עם מפעילה', 180000],
  ['שולחן קינוחים בעיצוב אישי', 420000],
  ['חדר התארגנות למשפחה', 120000],
];

/**
 * An event venue's A4 "חשבונית מס" for a wedding or family event (Frank Ruehl CLM, Miriam CLM or
 * Noto Serif Hebrew body; the brand in Keter YG or Hadasim CLM): the brand and what it is, the
 * legal name (a company's "ח.פ.", or the owner's with "עוסק מורשה"), the number ("2025/0318" or five
 * digits), the invoice date (long Hebrew or dd/mm/yyyy) on or a few days after the event, the event,
 * its weekday and date, the hosts with a valid ת.ז., the agreement number and the day it was signed,
 * the guaranteed minimum and the actual guests (billed at the larger) × the price per plate, children's
 * plates, an open bar per guest and extras, a discount on some, "סה"כ לפני מע"מ", VAT, "סה"כ האירוע
 * כולל מע"מ", then the payment schedule (signing deposit, two instalments and the balance on the day,
 * each with its date, means and receipt number) and "יתרה לתשלום 0.00".
 */
export const heWeddingHallInvoice: Layout = {
  id: 'he-wedding-hall-invoice',
  lang: 'he',
  kind: 'event venue invoice',
  make(rng: Rng) {
    const h = rng.pick(HALLS);
    const vendorTaxId = taxId(rng, h.company);
    const event = randomDate(rng, '2023-06-01', '2026-03-25');
    const date = addDays(event, rng.int(0, 3));
    const rate = israeliRate(date);
    const signed = addDays(event, -rng.int(180, 400));
    const min = rng.int(18, 40) * 10;
    const guests = min + rng.int(-25, 45);
    const billed = Math.max(min, guests);
    const plate = rng.int(40, 64) * 500;
    const kids = rng.int(0, 4) * 5 + rng.int(0, 4);
    const kidPlate = Math.round(plate / 200) * 100;
    const rows: [string, string, number][] = [[`מנות מבוגרים (מינימום ${min}, הגיעו ${guests})`, `${billed} × ${amount(plate)}`, billed * plate]];
    if (kids) rows.push(['מנות ילדים', `${kids} × ${amount(kidPlate)}`, kids * kidPlate]);
    const extras = rng.some(EXTRAS, rng.int(2, 4));
    for (const [name, price] of extras) {
      if (name.startsWith('בר')) {
        const perHead = rng.pick([3500, 4500, 5500]);
        rows.push([name, `${billed} × ${amount(perHead)}`, billed * perHead]);
      } else if (name.startsWith('עמדת')) {
        const perHead = rng.pick([2200, 2800]);
        rows.push([name, `${billed} × ${amount(perHead)}`, billed * perHead]);
      } else rows.push([name, '', price]);
    }
    const lines = rows.reduce((a, r) => a + r[2], 0);
    const discount = rng.chance(0.4) ? rng.pick([250000, 500000, 800000]) : 0;
    const net = lines - discount;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const d1 = Math.min(rng.pick([500000, 1000000, 1500000]), Math.round((total * 0.15) / 100000) * 100000);
    const d2 = Math.round((total * 0.35) / 100000) * 100000;
    const d3 = Math.round((total * 0.3) / 100000) * 100000;
    const d4 = total - d1 - d2 - d3;
    let receipt = rng.int(3000, 8000);
    const means = () => rng.pick(['העברה בנקאית', `המחאה מס' ${rng.digits(6)}`, `אשראי ****${rng.digits(4)}`]);
    const pays: [string, string, string, number][] = [
      ['מקדמה בחתימת ההסכם', dt(signed, 'dd/mm/yyyy'), means(), d1],
      ['תשלום שני', dt(addDays(event, -rng.int(80, 100)), 'dd/mm/yyyy'), means(), d2],
      ['תשלום שלישי', dt(addDays(event, -rng.int(10, 20)), 'dd/mm/yyyy'), means(), d3],
      ['יתרה ביום האירוע', dt(event, 'dd/mm/yyyy'), rng.pick(['העברה בנקאית', `המחאה בנקאית מס' ${rng.digits(6)}`]), d4],
    ];
    const docNo = rng.chance(0.5) ? `${date.slice(0, 4)}/${String(rng.int(40, 980)).padStart(4, '0')}` : String(rng.int(10100, 18999));
    const dateStyle = rng.pick(['he', 'dd/mm/yyyy'] as const);
    const dateLabel = rng.pick(['תאריך החשבונית', 'תאריך', 'תאריך הפקה']);
    const font = rng.pick(['Frank Ruehl CLM', 'Miriam CLM', 'Noto Serif Hebrew']);
    const brandFont = rng.pick(['Keter YG', 'Hadasim CLM']);
    const idLine = h.company ? `ח.פ. ${vendorTaxId}` : `עוסק מורשה ${rng.chance(0.5) ? spacedId(vendorTaxId) : vendorTaxId}`;
    const cur = rng.pick(['₪ x', 'x ₪', 'x ש"ח'] as const);
    const body = `<div class="top"><div class="brand">${esc(h.brand)}</div><div class="tag">${esc(h.tag)}</div></div>
<div class="lh"><div><b>${esc(h.legal)}</b> · ${idLine}<br>${esc(h.addr)} · משרד: ${landline(rng)} · הפקות: ${cellular(rng)}</div></div>
<div class="titlerow"><div class="title">חשבונית מס <span>מס' ${docNo}</span></div><div class="dbox">${dateLabel}: <b>${dt(date, dateStyle)}</b><br><span class="orig">מקור</span></div></div>
<table class="facts"><tr><td>לכבוד</td><td>${esc(rng.pick(HOSTS))} · ת.ז. ${personalId(rng)} · נייד ${cellular(rng)}</td></tr>
<tr><td>האירוע</td><td>${esc(rng.pick(EVENTS))} · ${heDay(event)}, ${dt(event, 'dd/mm/yyyy')} · קבלת פנים ${rng.pick(['19:00', '19:30', '20:00'])}</td></tr>
<tr><td>הסכם</td><td>מס' ${rng.int(100, 999)}/${signed.slice(2, 4)} מיום ${dt(signed, 'dd.mm.yy')} · מנהל/ת אירוע: ${esc(rng.pick(['שני', 'אבי', 'מורן', 'עדי']))}</td></tr></table>
<table class="it"><tr><th>פירוט</th><th>כמות × מחיר</th><th>סכום</th></tr>${rows.map(([n, q, s]) => `<tr><td>${esc(n)}</td><td class="q">${q}</td><td>${amount(s)}</td></tr>`).join('')}
${discount ? `<tr><td>הנחה לפי ההסכם</td><td></td><td>-${amount(discount)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ האירוע כולל מע"מ</td><td>${sh(total, cur)}</td></tr></table>
<div class="sub">תשלומים שהתקבלו</div>
<table class="pay"><tr><th>תשלום</th><th>תאריך</th><th>אמצעי</th><th>קבלה</th><th>סכום</th></tr>${pays.map(([n, d, m, s]) => `<tr><td>${n}</td><td>${d}</td><td>${m}</td><td>${receipt++}</td><td>${amount(s)}</td></tr>`).join('')}
<tr class="b"><td colspan="4">סה"כ שולם</td><td>${amount(total)}</td></tr><tr><td colspan="4">יתרה לתשלום</td><td>0.00</td></tr></table>
<div class="foot">מספר המוזמנים לחיוב נקבע לפי ספירת הכניסה בערב האירוע, ולא פחות מהמינימום שבהסכם. החשבונית מרכזת את כל התשלומים שהתקבלו על חשבון האירוע. תודה שחגגתם איתנו!</div>`;
    const css = `body{font-family:'${font}',serif;font-size:12px;color:#222;padding:11mm 15mm}.top{text-align:center;border-bottom:1px solid ${h.color};padding-bottom:2mm}
.brand{font-family:'${brandFont}',serif;font-size:40px;color:${h.color};line-height:1.1}.tag{letter-spacing:2px;color:#666}.lh{text-align:center;font-size:11px;margin:2mm 0 5mm}
.titlerow{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px double ${h.color};padding-bottom:2mm}.title{font-size:22px;font-weight:bold}.title span{font-size:17px;margin-right:3mm}
.dbox{text-align:left}.orig{border:1px solid #222;padding:0 2mm;font-size:10px}table{border-collapse:collapse;width:100%}.facts{margin:4mm 0}.facts td{padding:1.3mm 2mm;border-bottom:1px dotted #bbb}.facts td:first-child{width:22mm;color:${h.color};font-weight:bold}
.it th,.pay th{background:${h.color};color:#fff;font-weight:normal;padding:1.5mm 2mm;text-align:right}.it td,.pay td{padding:1.5mm 2mm;border-bottom:1px solid #ddd}.it td:last-child,.pay td:last-child,.it th:last-child,.pay th:last-child{text-align:left}.q{direction:ltr;text-align:right;color:#555}
.tot{width:85mm;margin:3mm auto 0 0}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #222}.sub{margin:7mm 0 2mm;font-weight:bold;font-size:14px;color:${h.color}}
.pay{font-size:11px}.pay .b td{font-size:12px}.foot{margin-top:8mm;font-size:10px;color:#666;border-top:1px solid #ccc;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: h.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
