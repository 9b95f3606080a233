import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, personalId, share, spacedId } from '../../generalisation/notation';

const SHOPS = [
  { brand: 'אורנים תכשיטים', latin: false, legal: 'אורן ביטון', company: false, addr: "רח' הנביאים 31, חיפה", color: '#8d6e63' },
  { brand: 'זהב הגליל', latin: false, legal: 'זהב הגליל תכשיטים (1990) בע"מ', company: true, addr: 'מרכז עזריאלי, נצרת עילית', color: '#b8860b' },
  { brand: 'LUMA fine jewelry', latin: true, legal: 'לומה תכשיטי יוקרה בע"מ', company: true, addr: "רח' דיזנגוף 204, תל אביב", color: '#37474f' },
  { brand: 'אבן ושמש - סטודיו לתכשיטים', latin: false, legal: 'שחר ענבר', company: false, addr: "רח' אלנבי 12, פרדס חנה-כרכור", color: '#6a1b9a' },
];
/** Description, price incl. VAT in agorot, weight in grams (0 when none), certificate. */
const PIECES: [string, number, number, boolean][] = [
  ['טבעת אירוסין זהב לבן 14K, יהלום מרכזי 0.50 קראט', 1190000, 2.95, true],
  ['טבעת נישואין זהב צהוב 14K, 4 מ"מ', 189000, 4.2, false],
  ['עגילי חישוק זהב צהוב 14K', 145000, 2.1, false],
  ['שרשרת חוליות זהב 18K, 45 ס"מ', 598000, 6.2, false],
  ['צמיד טניס כסף 925 עם זירקונים', 69000, 0, false],
  ['תליון שם בעיצוב אישי, זהב 14K', 89000, 1.6, false],
  ['עגילי יהלום צמודים 0.30 קראט, זהב לבן', 420000, 1.4, true],
  ['צמיד חוליות כסף 925', 39000, 0, false],
  ['טבעת חותם זהב 14K', 265000, 7.8, false],
];

/**
 * A jeweller's A5 "חשבונית מס קבלה" (Frank Ruehl CLM or Noto Serif Hebrew; the brand in Keter YG,
 * or in URW Bookman when Latin): the brand over the owner's name with "עוסק מורשה" (spaced on some)
 * or over the company with "ח.פ.", "מס'" with four digits, the date (long Hebrew or dd.mm.yyyy) with
 * the time, the customer (and a valid ת.ז. on some), pieces with the metal's weight in grams and a
 * diamond's lab certificate number, engraving and resizing, a discount in percent on some, prices with
 * VAT, "סה"כ לתשלום", "מתוכו מע"מ", the amount before VAT, card instalments with the first payment or
 * a bank transfer, the warranty certificate's number and the exchange terms.
 */
export const heJewelleryInvoice: Layout = {
  id: 'he-jewellery-invoice',
  lang: 'he',
  kind: 'shop invoice-receipt',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const rows: [string, string, number][] = rng
      .some(PIECES, rng.int(1, 3))
      .map(([d, p, w, cert]) => [
        d,
        [w ? `משקל ${w.toFixed(2)} גר'` : '', cert ? `תעודה ${rng.pick(['GIA', 'IGI', 'HRD'])} ${rng.digits(10)}` : ''].filter(Boolean).join(' · '),
        p,
      ]);
    if (rng.chance(0.4)) rows.push(['חריטה אישית', 'עד 20 תווים', 8000]);
    if (rng.chance(0.3)) rows.push(['התאמת מידה', '', 15000]);
    if (rng.chance(0.3)) rows.push(['ניקוי והברקה', '', 0]);
    const gross = rows.reduce((a, r) => a + r[2], 0);
    const pct = rng.chance(0.4) ? rng.pick([5, 10, 15]) : 0;
    const disc = pct ? share(gross, pct) : 0;
    const total = gross - disc;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(1200, 4800));
    const n = rng.pick([1, 3, 6, 10]);
    const rest = Math.floor(total / n);
    const first = total - rest * (n - 1);
    const transfer = rng.chance(0.25);
    const font = rng.pick(['Frank Ruehl CLM', 'Noto Serif Hebrew']);
    const fmt = rng.pick(['he', 'dd.mm.yyyy'] as const);
    const withId = total >= 500000 || rng.chance(0.3);
    const idShown = !s.company && rng.chance(0.5) ? spacedId(vendorTaxId) : vendorTaxId;
    const body = `<div class="frame"><div class="brand${s.latin ? ' latin' : ''}">${esc(s.brand)}</div><div class="legal">${esc(s.legal)} · ${s.company ? 'ח.פ.' : 'עוסק מורשה'} ${idShown}</div><div class="addr">${esc(s.addr)} · ${cellular(rng)}</div>
<div class="orn">◆ ◆ ◆</div><div class="tt">חשבונית מס קבלה <span>מס' ${docNo}</span></div><div class="dd">${dt(date, fmt)} · ${time(rng)}</div>
<div class="cust">לכבוד: ${esc(rng.pick(['גל ויעל שושן', 'אביטל מרקוביץ', 'רון אלמוג', 'נדב ברגר', "סוהא ח'ורי"]))}${withId ? ` · ת.ז. ${personalId(rng)}` : ''} · ${cellular(rng)}</div>
<table class="it">${rows.map(([d, note, p]) => `<tr><td>${esc(d)}${note ? `<div class="note">${note}</div>` : ''}</td><td>${amount(p)}</td></tr>`).join('')}
${disc ? `<tr><td>הנחה ${pct}%</td><td>-${amount(disc)}</td></tr>` : ''}</table>
<table class="tot"><tr class="b"><td>סה"כ לתשלום</td><td>₪${amount(total)}</td></tr><tr><td>מתוכו מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr><td>סכום לפני מע"מ</td><td>${amount(total - vat)}</td></tr></table>
<div class="pay">${transfer ? `שולם בהעברה בנקאית · אסמכתא ${rng.digits(8)}` : n === 1 ? `כרטיס אשראי ****${rng.digits(4)} · אישור ${rng.digits(6)}` : `כרטיס אשראי ****${rng.digits(4)} · ${n} תשלומים · ראשון ${amount(first)} ונוספים ${amount(rest)} · אישור ${rng.digits(6)}`}</div>
<div class="sm">לכל תכשיט מצורפת תעודת אחריות מס' ${rng.int(10000, 99999)} לשנה. החלפה תוך 14 יום בהצגת החשבונית, למעט תכשיטים בהזמנה אישית, עם חריטה או לאחר התאמת מידה.</div></div>`;
    const css = `body{font-family:'${font}',serif;font-size:12px;color:#222;padding:7mm}.frame{border:1px solid ${s.color};outline:1px solid ${s.color};outline-offset:1.5mm;padding:6mm 8mm;min-height:180mm}
.brand{font-family:'Keter YG',serif;font-weight:bold;font-size:30px;text-align:center;color:${s.color}}.brand.latin{font-family:'URW Bookman',serif;direction:ltr;letter-spacing:3px;font-size:26px;text-transform:uppercase}
.legal{text-align:center;font-weight:bold}.addr{text-align:center;font-size:10.5px;color:#555}.orn{text-align:center;color:${s.color};margin:3mm 0;font-size:9px;letter-spacing:3mm}.tt{text-align:center;font-size:17px;font-weight:bold}.tt span{margin-right:3mm}
.dd{text-align:center;margin-bottom:3mm}.cust{border-top:1px solid #ccc;border-bottom:1px solid #ccc;padding:1.5mm 0;margin-bottom:3mm}table{border-collapse:collapse;width:100%}.it td{padding:1.8mm 1mm;border-bottom:1px dotted #aaa;vertical-align:top}.it td:last-child{text-align:left;white-space:nowrap}
.note{font-size:10px;color:#666}.tot{width:70mm;margin:3mm auto 0 0}.tot td{padding:1mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-bottom:1px solid #222}.pay{margin-top:4mm;font-size:11px}.sm{margin-top:5mm;font-size:9.5px;color:#666}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
