import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, spaced } from '../../generalisation/notation';

const PROVIDERS = [
  { brand: 'כבלנט', name: 'כבלנט תקשורת רב-ערוצית בע"מ', color: '#6a1b9a', site: 'www.cablenet.co.il', tel: '*6070' },
  { brand: 'STARVIZ', name: 'סטארוויז שידורי לוויין בע"מ', color: '#0d47a1', site: 'starviz.co.il', tel: '1-700-708-090' },
  { brand: 'גלבוע TV', name: 'גלבוע טלוויזיה ואינטרנט (2016) בע"מ', color: '#00695c', site: 'gilboa-tv.co.il', tel: '*2255' },
];
const PACKAGES: [string, number][] = [
  ['חבילת בסיס – 60 ערוצים', 8900],
  ['חבילת משפחה – 90 ערוצים', 11900],
  ['חבילת פרימיום + סרטים', 15400],
];
const EXTRAS: [string, number][] = [
  ['ערוץ ספורט פלוס', 2990],
  ['ממיר נוסף HD', 1500],
  ['ערוץ ילדים מורחב', 1290],
  ['שירות הקלטות בענן', 990],
  ['נתב אינטרנט אלחוטי', 1900],
];
const VOD = ['הסרט "הגבול הצפוני"', 'סדרה: "משפחה טובה" עונה 2', 'סרט אנימציה "הים שלי"', 'מופע סטנדאפ "בלי פילטר"', 'סרט "רכבת הלילה"'];

/**
 * A cable and satellite TV provider's monthly A4 bill (Noto Sans Hebrew or David CLM): a coloured
 * band with the brand, the legal name and "ח.פ." in the footer, "חשבונית מס" with a ten-digit
 * number, "תאריך הפקה" a few days into the month, a nine-digit subscriber number failing the id
 * check, "תקופת החיוב" the previous month's first and last days, the package, extras, video on
 * demand rentals each with its date, a one-time credit for an outage, "סה"כ לפני מע"מ", VAT,
 * "סה"כ לתשלום", last bill's balance and the payment received, the card charge's due date.
 */
export const heCableTvBill: Layout = {
  id: 'he-cable-tv-bill',
  lang: 'he',
  kind: 'telecom bill',
  make(rng: Rng) {
    const p = rng.pick(PROVIDERS);
    const vendorTaxId = taxId(rng);
    const start = firstOfMonth(randomDate(rng, '2023-06-01', '2026-02-28'));
    const end = lastOfMonth(start);
    const date = addDays(end, rng.int(2, 7));
    const rate = israeliRate(date);
    const due = addDays(date, rng.int(10, 18));
    const [pkg, pkgPrice] = rng.pick(PACKAGES);
    const lines: [string, string, number][] = [[pkg, 'חודשי', pkgPrice], ...rng.some(EXTRAS, rng.int(1, 3)).map(([n, c]) => [n, 'חודשי', c] as [string, string, number])];
    for (const v of rng.some(VOD, rng.int(0, 3))) lines.push([`VOD: ${v}`, dt(addDays(start, rng.int(0, 27)), 'dd/mm'), rng.pick([1690, 2190, 2490])]);
    if (rng.chance(0.4)) lines.push(['זיכוי בגין תקלה בשירות', dt(addDays(start, rng.int(0, 27)), 'dd/mm'), -rng.int(5, 25) * 100]);
    const net = lines.reduce((s, l) => s + l[2], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const prev = rng.int(15000, 32000);
    const docNo = `${rng.int(1, 9)}${rng.digits(9)}`;
    const sub = notAnId(rng);
    const font = rng.pick(['Noto Sans Hebrew', 'David CLM']);
    const spaceThousands = rng.chance(0.4);
    const f = (c: number) => (spaceThousands ? `<span dir="ltr">${spaced(c)}</span>` : amount(c));
    const body = `<div class="band" style="background:${p.color}"><div class="brand">${esc(p.brand)}</div><div>החשבון החודשי שלך · ${heMonth(start)}</div></div>
<div class="wrap"><div class="two"><div><b>לכבוד</b><br>${esc(rng.pick(['משפחת אלמוג', 'רונית וקנין', 'יוסי ברגר', 'נטע שמעוני']))}<br>${esc(rng.pick(["רח' הדקל 4", "רח' סוקולוב 77 דירה 9", "שד' ירושלים 12"]))}<br>${esc(rng.pick(['נתניה', 'עפולה', 'אשדוד', 'כרמיאל']))}</div>
<table class="facts"><tr><td>חשבונית מס מס'</td><td>${docNo}</td></tr><tr><td>תאריך הפקה</td><td>${dt(date, 'dd/mm/yyyy')}</td></tr><tr><td>מספר מנוי</td><td>${sub}</td></tr><tr><td>תקופת החיוב</td><td>${dt(start, 'dd/mm/yyyy')} – ${dt(end, 'dd/mm/yyyy')}</td></tr></table></div>
<h2>פירוט חיובים וזיכויים</h2>
<table class="it"><tr><th>תיאור</th><th>תאריך / תקופה</th><th>סכום ₪</th></tr>${lines.map((l) => `<tr><td>${esc(l[0])}</td><td>${l[1]}</td><td>${f(l[2])}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לתשלום לחשבון זה</td><td>₪ ${amount(total)}</td></tr></table>
<h2>מצב החשבון</h2><table class="it"><tr><td>יתרה מחשבון קודם</td><td>${amount(prev)}</td></tr><tr><td>תשלום שהתקבל, תודה</td><td>${amount(-prev)}</td></tr><tr><td>יתרה לפני חשבון זה</td><td>0.00</td></tr></table>
<div class="pay">הסכום יחויב בכרטיס האשראי המסתיים ב-${rng.digits(4)} בתאריך ${dt(due, 'dd/mm/yyyy')}</div>
<div class="foot">${esc(p.name)} · ח.פ. ${vendorTaxId} · ${p.site} · מוקד שירות ${p.tel}<br>החשבון הופק ממוחשב ואינו דורש חתימה</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:13px;color:#222}
.band{color:#fff;padding:8mm 14mm;display:flex;justify-content:space-between;align-items:center}.brand{font-size:30px;font-weight:bold}
.wrap{padding:8mm 14mm}.two{display:flex;justify-content:space-between}.facts td{padding:1mm 3mm}.facts td:first-child{color:#666}
h2{font-size:15px;border-bottom:2px solid #999;margin:7mm 0 2mm}table{border-collapse:collapse}.it{width:100%}.it td,.it th{padding:1.3mm 2mm;border-bottom:1px solid #ddd;text-align:right}
.it td:last-child,.it th:last-child{text-align:left}.tot{margin:4mm 0 0 0;margin-right:auto;width:85mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}
.g{font-weight:bold;font-size:15px;border-top:2px solid #000}.pay{margin-top:6mm;padding:3mm;background:#eee}.foot{margin-top:12mm;font-size:11px;color:#555;border-top:1px solid #aaa;padding-top:2mm}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: p.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
