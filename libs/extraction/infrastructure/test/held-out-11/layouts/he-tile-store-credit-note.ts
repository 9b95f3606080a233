import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { bracketed, cellular, dt, landline, personalId, share, trailingMinus } from '../../generalisation/notation';

const STORES = [
  { brand: 'קרמיקה הדר', legal: 'הדר קרמיקה וחומרי גמר בע"מ', company: true, branch: 'סניף ראשון לציון, רח\' הלח"י 18', latin: false },
  { brand: 'CERAMICA ROMA', legal: 'רומא קרמיקה ואינסטלציה (2011) בע"מ', company: true, branch: 'מתחם ביג, קריית גת', latin: true },
  { brand: 'עולם האריח', legal: 'משה דהן', company: false, branch: "רח' המלאכה 3, אור עקיבא", latin: false },
  { brand: 'STONE & BATH', legal: 'אלון שגיא', company: false, branch: 'אזור תעשייה עטרות, ירושלים', latin: true },
];
/** Tiles: name, m² per box in hundredths, price per m² in whole shekels (before VAT). */
const TILES: [string, number, number][] = [
  ['פורצלן 60×60 אפור בטון מט', 144, 89],
  ['פורצלן 60×120 שיש קלקטה מבריק', 144, 159],
  ['פורצלן 20×120 דמוי עץ אלון', 144, 119],
  ['קרמיקה לקיר 30×60 לבן מבריק', 108, 59],
  ['פסיפס זכוכית 30×30 ירוק ים', 90, 210],
  ['אריח טרצו 40×40 קלאסי', 96, 135],
  ['פורצלן 80×80 אבן ירושלמית', 128, 139],
];
/** Sanitary ware: name, unit price before VAT in whole shekels. */
const WARE: [string, number][] = [
  ['ברז פרח לכיור - ניקל מוברש', 489],
  ['סוללה למקלחת עם ראש גשם', 1290],
  ['כיור אינטגרלי 80 ס"מ', 890],
  ['אסלה תלויה ללא שפה', 1150],
  ['ארון אמבטיה 60 ס"מ - אלון', 1690],
  ["פרופיל אלומיניום פינה 2.5 מ'", 39],
  ['דבק אריחים C2TE 25 ק"ג', 49],
];
const REASONS = ['החזרת קרטונים סגורים שנותרו מהעבודה', 'פגם ייצור - גוון שונה מהדוגמה', 'ביטול חלק מההזמנה לפני אספקה', 'החזרת מוצרים בהתאם למדיניות ההחזרות'];

/**
 * A tile and bathroom store's A4 credit note (Frank Ruehl CLM, David CLM or Noto Serif Hebrew body, a
 * Latin brand in P052 or a Hebrew one in Keter YG): the brand over the company ("ח.פ.") or over the
 * owner's name ("עוסק מורשה"), the branch, "חשבונית מס זיכוי" or "חשבונית זיכוי" with a branch-serial
 * number ("3-000412") or five digits, "תאריך" (dd/mm/yyyy or dd.mm.yy) three to forty days after the
 * sale, the invoice credited with its number and date and the return note, the customer (a contractor's
 * company with its valid ח.פ. or a person with a valid ת.ז.), returned tiles by the box (boxes × m² per
 * box = m² × price per m²) and sanitary ware, a 15% handling fee kept on some, the credit before VAT, VAT
 * and the credit with VAT, printed plain, with trailing minus signs or in brackets, and how it is refunded
 * (to the card, as a credit on the customer's account, or by bank transfer).
 */
export const heTileStoreCreditNote: Layout = {
  id: 'he-tile-store-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-07-15', '2026-02-28');
    let sale = addDays(date, -rng.int(3, 40));
    if (israeliRate(sale) !== israeliRate(date)) sale = addDays('2025-01-01', rng.int(0, Math.max(0, (Date.parse(date) - Date.parse('2025-01-03')) / 86400000)));
    const rate = israeliRate(date);
    const lines: { name: string; detail: string; sum: number }[] = [];
    for (const [name, m2, price] of rng.some(TILES, rng.int(1, 3))) {
      const boxes = rng.int(1, 14);
      const area = boxes * m2;
      lines.push({ name, detail: `${boxes} קרטונים × ${(m2 / 100).toFixed(2)} מ"ר = ${(area / 100).toFixed(2)} מ"ר × ${amount(price * 100)}`, sum: area * price });
    }
    for (const [name, price] of rng.some(WARE, rng.int(0, 2))) {
      const q = rng.int(1, 3);
      lines.push({ name, detail: `${q} יח' × ${amount(price * 100)}`, sum: q * price * 100 });
    }
    const returned = lines.reduce((a, l) => a + l.sum, 0);
    const fee = rng.chance(0.6) ? share(returned, 15) : 0;
    const net = returned - fee;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const branch = rng.int(1, 6);
    const docNo = rng.chance(0.6) ? `${branch}-${String(rng.int(80, 2400)).padStart(6, '0')}` : String(rng.int(40000, 46999));
    const saleNo = `${branch}-${String(rng.int(10000, 49999)).padStart(6, '0')}`;
    const style = rng.pick(['plain', 'minus', 'brackets'] as const);
    const m = (x: number) => (style === 'minus' ? trailingMinus(x) : style === 'brackets' ? bracketed(x) : amount(x));
    const font = rng.pick(['Frank Ruehl CLM', 'David CLM', 'Noto Serif Hebrew']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const contractor = rng.chance(0.5);
    const customer = contractor
      ? `${rng.pick(['א.ש. שיפוצים ובנייה בע"מ', 'גבעון קבלנות גמר בע"מ', 'טל-רום שיפוצים בע"מ'])} · ח.פ. ${taxId(rng)}`
      : `${rng.pick(['אורנה ויצחק בלום', 'עדי מלכה', 'סמיר נסאר', 'טניה רוזן'])} · ת.ז. ${personalId(rng)}`;
    const refund = rng.pick([
      `הזיכוי בוצע לכרטיס האשראי שבו שולמה העסקה (****${rng.digits(4)}), מס' אישור ${rng.digits(7)}.`,
      'סכום הזיכוי נרשם כיתרת זכות בכרטסת הלקוח וינוצל ברכישות הבאות.',
      `הזיכוי יועבר לחשבון הלקוח בבנק ${rng.pick(['12', '10', '20', '11'])}-${rng.int(100, 899)}-${rng.digits(6)} תוך 10 ימי עסקים.`,
    ]);
    const title = rng.chance(0.6) ? 'חשבונית מס זיכוי' : 'חשבונית זיכוי';
    const body = `<div class="hd"><div><div class="brand ${s.latin ? 'lat' : ''}">${esc(s.brand)}</div><div class="sub">ריצוף · חיפוי · כלים סניטריים · אביזרי אמבטיה</div></div>
<div class="who">${esc(s.legal)}<br>${s.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId}<br>${esc(s.branch)}<br>טל' ${landline(rng)} · ${cellular(rng)}</div></div>
<div class="tt"><div class="title">${title} מס' ${docNo}</div><div>תאריך: <b>${dt(date, fmt)}</b></div></div>
<table class="kv"><tr><td>לקוח</td><td>${esc(customer)}</td></tr><tr><td>זיכוי עבור</td><td>חשבונית מס/קבלה מס' ${saleNo} מיום ${dt(sale, fmt)}</td></tr>
<tr><td>תעודת החזרה</td><td>${rng.int(5000, 9999)} · נקלט במחסן ע"י ${esc(rng.pick(['שמעון', 'ויקטור', 'מאור']))}</td></tr><tr><td>סיבת הזיכוי</td><td>${esc(rng.pick(REASONS))}</td></tr></table>
<table class="it"><tr><th>מוצר</th><th>פירוט</th><th>סכום</th></tr>${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${esc(l.detail)}</td><td>${m(l.sum)}</td></tr>`).join('')}
${fee ? `<tr><td>דמי טיפול והחזרה למלאי 15%</td><td>מנוכה מהזיכוי</td><td>${style === 'plain' ? `-${amount(fee)}` : amount(fee)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${m(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${m(vat)}</td></tr><tr class="b"><td>סה"כ זיכוי כולל מע"מ</td><td>${m(total)} ₪</td></tr></table>
<div class="ref">${esc(refund)}</div><div class="sign"><span>חתימת הלקוח: ____________</span><span>חתימת המוכר: ____________</span></div>`;
    const css = `body{font-family:'${font}','Noto Serif Hebrew',serif;font-size:12.5px;color:#1a1a1a;padding:14mm 16mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #8d6e63;padding-bottom:3mm}
.brand{font-family:'Keter YG',serif;font-size:34px;font-weight:bold;color:#6d4c41;line-height:1.1}.brand.lat{font-family:'P052',serif;letter-spacing:3px;direction:ltr;text-align:right}.sub{font-size:10.5px;color:#777}.who{font-size:11px;line-height:1.5;text-align:left}
.tt{display:flex;justify-content:space-between;align-items:baseline;margin:7mm 0 4mm}.title{font-size:21px;font-weight:bold}table{border-collapse:collapse;width:100%}.kv td{padding:1.5mm 2mm;border-bottom:1px dotted #aaa}.kv td:first-child{width:32mm;color:#6d4c41;font-weight:bold}
.it{margin-top:6mm}.it th{border-top:1.5px solid #333;border-bottom:1.5px solid #333;padding:1.6mm 2mm;text-align:right}.it td{padding:1.6mm 2mm;border-bottom:1px solid #e0e0e0}.it td:nth-child(2){font-size:11px;color:#444}
.it td:last-child,.it th:last-child{text-align:left;white-space:nowrap}.tot{width:86mm;margin:4mm auto 0 0}.tot td{padding:1.3mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:15px;border-top:2px solid #333;border-bottom:2px solid #333}
.ref{margin-top:6mm;padding:2.5mm 3mm;background:#efebe9;font-size:11.5px}.sign{margin-top:14mm;display:flex;justify-content:space-between;font-size:11px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
