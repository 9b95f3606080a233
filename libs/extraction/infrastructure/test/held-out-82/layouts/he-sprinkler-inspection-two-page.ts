import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, spacedId } from '../../generalisation/notation';
import { avoid, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-sprinkler-inspection-two-page';

const BUILDINGS = ['מגדל משרדים "אופק"', 'מרכז מסחרי "הדקלים"', 'בית אבות "נאות השקמה"', 'מפעל אריזות "פלסטופק"', 'חניון תת-קרקעי עירוני'];

/**
 * A fire-sprinkler inspection firm in Petah Tikva, two A4 pages (Drugulin CLM headings, Noto Sans Hebrew tables): page 1 the
 * letterhead with "ע.מ./ח.פ." spaced in threes, "חשבונית מס" with "מס׳" and a six-digit number and "תאריך:" (dd.mm.yyyy) in a
 * grey box at the left, the customer (a company with its id), the building and the inspection days (a distractor before the
 * invoice's date), a table of each floor's sprinkler heads, pressure (bar) and result, unpriced; page 2 the charges (an annual
 * inspection per building, per floor, per head replaced, the pump test, the certificate), "סה"כ חייב במע"מ", VAT added,
 * "סה"כ לתשלום", terms; "עמוד n מתוך 2" at each foot. Sunday to Thursday.
 */
export const heSprinklerInspectionTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const p = (a: number) => Math.round((a * up) / 100) * 100;
    const floors = rng.int(4, 12);
    const rows: string[][] = [];
    let heads = 0;
    let faulty = 0;
    for (let f = 0; f < floors; f++) {
      const n = rng.int(18, 64);
      const bad = rng.chance(0.25) ? rng.int(1, 3) : 0;
      heads += n;
      faulty += bad;
      rows.push([f === 0 ? 'מרתף / חניון' : `קומה ${f}`, ltr(String(n)), ltr((rng.int(35, 72) / 10).toFixed(1)), bad ? `ליקוי - ${bad} ראשים להחלפה` : 'תקין']);
    }
    const charges: [string, string, number][] = [
      ['בדיקה שנתית לפי ת"י 1928 - מבנה', '1', p(145000)],
      ['בדיקת מערכת לפי קומה', String(floors), p(18000)],
      ['בדיקת משאבת כיבוי וזרימה', '1', p(65000)],
      ['הנפקת תעודת בדיקה', '1', p(25000)],
    ];
    if (faulty) charges.splice(2, 0, ['החלפת ראש ספרינקלר (כולל חלק)', String(faulty), p(21000)]);
    const lines = charges.map(([name, qty, unit]) => ({ name, qty, unit, sum: Number(qty) * unit }));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מתזים בטוחים הנדסת כיבוי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 9)}${rng.digits(5)}`;
    const building = rng.pick(BUILDINGS);
    const visit = plus(date, -rng.int(3, 14));
    const head = `<div class="lh"><div><div class="nm">מתזים בטוחים</div><div>${vendorName}</div><div class="sm">רח׳ השילוח ${ltr(String(rng.int(2, 30)))}, פתח תקווה · ${ltr(landline(rng))} · ע.מ./ח.פ. ${ltr(spacedId(taxId))}</div></div>
<div class="gb"><div>חשבונית מס</div><div>מס׳ <b>${ltr(doc)}</b></div><div>תאריך: ${ltr(dt(date, 'dd.mm.yyyy'))}</div></div></div>`;
    const foot = (n: number) => `<div class="ft">עמוד ${ltr(String(n))} מתוך ${ltr('2')}</div>`;
    const body = `<section class="pg">${head}
<div class="to">לכבוד: <b>${rng.pick(['ניהול נכסים רמות בע"מ', 'אחזקות השרון המרכזי בע"מ', 'קבוצת מבנים ירוקים בע"מ'])}</b>, ח.פ. ${ltr(taxIdOfCustomer(rng))}<br>המבנה: ${building}<br>ימי הבדיקה: ${ltr(dt(visit, 'dd/mm/yy'))}${rng.chance(0.5) ? ` - ${ltr(dt(plus(visit, 1), 'dd/mm/yy'))}` : ''}</div>
<h2>ממצאי הבדיקה לפי קומה</h2>${items(['קומה', 'ראשי מתזים', 'לחץ (בר)', 'תוצאה'], rows, 'items f')}
<div class="sm">סה"כ ${ltr(String(heads))} ראשי מתזים נבדקו. פירוט החיובים בעמוד הבא.</div>${foot(1)}</section>
<section class="pg">${head}<h2>פירוט חיובים</h2>
${items(
  ['תיאור', 'כמות', 'מחיר יחידה', 'סכום'],
  lines.map((l) => [l.name, ltr(l.qty), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<table class="tt"><tr><td>סה"כ חייב במע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(amount(gross))} ₪</td></tr></table>
<div class="sm">תנאי תשלום: שוטף + ${ltr(String(rng.pick([30, 45, 60])))}. הליקויים שנמצאו תוקנו במקום אלא אם צוין אחרת. הבודק: ${rng.pick(['אבי חדד', 'סרגיי לוין', 'מוחמד עאסלה'])}, בודק מוסמך.</div>${foot(2)}</section>`;
    const css = `body{font-family:'Noto Sans Hebrew','FreeSans';font-size:12.5px}.pg{height:296mm;overflow:hidden;box-sizing:border-box;padding:14mm 16mm;position:relative;page-break-after:always}.pg:last-child{page-break-after:auto}
.lh{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #b3261e;padding-bottom:6px}.nm{font-family:'Drugulin CLM';font-size:28px;color:#b3261e;font-weight:bold}
.gb{background:#e6e6e6;padding:6px 14px;font-size:14px;line-height:1.5}h2{font-family:'Drugulin CLM';font-size:18px;margin:14px 0 4px}.to{margin:10px 0;line-height:1.6}.sm{font-size:11px}
table{border-collapse:collapse}.items{width:100%;margin:6px 0}.items th{background:#b3261e;color:#fff;padding:4px;text-align:start}.items td{border-bottom:1px solid #ccc;padding:3px 4px}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.f td:nth-child(n+2),.f th:nth-child(n+2){text-align:center}
.tt{width:45%;margin:8px auto 12px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:15px;border-top:2px solid #000}
.ft{position:absolute;bottom:10mm;left:0;right:0;text-align:center;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
