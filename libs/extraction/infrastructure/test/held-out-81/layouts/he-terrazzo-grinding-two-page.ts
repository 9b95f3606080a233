import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-terrazzo-grinding-two-page';

const ROOMS = ['סלון', 'פינת אוכל', 'מטבח', 'מסדרון', 'חדר שינה הורים', 'חדר ילדים', 'חדר עבודה', 'מרפסת סגורה', 'חדר כביסה', 'חדר מדרגות', 'לובי כניסה', 'חדר ארונות'];

/**
 * A terrazzo floor grinding and polishing firm in Jaffa, two A4 pages (Ellinia CLM): page 1 the letterhead with "ח.פ."
 * hyphenated, "חשבונית מס מספר" with the number and "תאריך הפקה" (dd/mm/yyyy) in a box at the left, the customer, the
 * site and the work days, and the measured rooms (room, length, width, m²) without prices; page 2 the priced work
 * (grinding per m², polishing, crystallisation, filling cracks, tiles replaced, skirting), "סה"כ חייב במע"מ", VAT added
 * and "סה"כ לתשלום", with payment terms. "דף n/2" at each foot. Sunday to Thursday.
 */
export const heTerrazzoGrindingTwoPage: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const p = (a: number) => Math.round((a * up) / 10) * 10;
    const rooms = rng.some(ROOMS, rng.int(7, 12)).map((r) => {
      const l = rng.int(20, 75) / 10;
      const w = rng.int(15, 50) / 10;
      return { r, l, w, m2: Math.round(l * w * 10) };
    });
    const area = total(rooms.map((r) => r.m2)); // tenths of m²
    const lines = [
      { name: 'ליטוש גס ועדין (4 שלבים)', unit: 'מ"ר', q: area / 10, each: p(6500) },
      { name: 'הברקה וקריסטליזציה', unit: 'מ"ר', q: area / 10, each: p(3200) },
      { name: 'מילוי סדקים ומישקים באפוקסי', unit: 'מ"א', q: rng.int(6, 40), each: p(2800) },
    ];
    if (rng.chance(0.6)) lines.push({ name: 'החלפת אריחים שבורים', unit: 'יח׳', q: rng.int(2, 14), each: p(14500) });
    if (rng.chance(0.5)) lines.push({ name: 'ליטוש פנלים', unit: 'מ"א', q: rng.int(20, 70), each: p(1800) });
    const priced = lines.map((l) => ({ ...l, sum: Math.round(l.q * l.each) }));
    const net = total(priced.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'טרצו יפו ליטוש והברקת רצפות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(0, 4)}${String(rng.int(20, 390)).padStart(3, '0')}`;
    const start = plus(date, -rng.int(3, 10));
    const foot = (i: number) => `<div class="foot">דף ${ltr(`${i}/2`)}</div>`;
    const head = `<div class="lh"><div class="co">טרצו יפו</div><div>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div><div class="sm">רח׳ יהודה הימית ${ltr(String(rng.int(10, 60)))}, תל אביב-יפו · ${ltr(cellular(rng))}</div></div>`;
    const page1 = `<div class="page">${head}
<div class="bar"><div class="t">חשבונית מס מספר ${ltr(doc)}</div><div class="dbox">תאריך הפקה<br><b>${ltr(dt(date, 'dd/mm/yyyy'))}</b></div></div>
<p>לכבוד: ${rng.pick(['משפחת רבינוביץ', 'בית הכנסת אהל משה', 'גלעד ושירה אורן', 'דירות השוק בע"מ'])}<br>כתובת העבודה: ${rng.pick(['רח׳ שבזי', 'רח׳ אחד העם', 'שד׳ ירושלים', 'רח׳ הרצל'])} ${ltr(String(rng.int(2, 80)))}<br>ימי עבודה: ${ltr(dt(start, 'dd/mm/yyyy'))} עד ${ltr(dt(plus(date, -1), 'dd/mm/yyyy'))}</p>
<h3>מדידות בשטח</h3><table class="t1"><tr><th>חדר</th><th>אורך (מ׳)</th><th>רוחב (מ׳)</th><th>שטח (מ"ר)</th></tr>${rooms.map((r) => `<tr><td>${r.r}</td><td>${ltr(r.l.toFixed(1))}</td><td>${ltr(r.w.toFixed(1))}</td><td>${ltr((r.m2 / 10).toFixed(1))}</td></tr>`).join('')}<tr class="s"><td>סה"כ שטח</td><td></td><td></td><td>${ltr((area / 10).toFixed(1))}</td></tr></table>${foot(1)}</div>`;
    const page2 = `<div class="page"><h3>פירוט העבודה - חשבונית ${ltr(doc)}</h3><table class="t1"><tr><th>תיאור</th><th>יחידה</th><th>כמות</th><th>מחיר ליחידה</th><th>סכום</th></tr>${priced.map((l) => `<tr><td>${l.name.replace(/\d+/g, (m) => ltr(m))}</td><td>${l.unit}</td><td>${ltr(Number.isInteger(l.q) ? String(l.q) : l.q.toFixed(1))}</td><td>${ltr(amount(l.each))}</td><td>${ltr(amount(l.sum))}</td></tr>`).join('')}</table>
<table class="tt"><tr><td>סה"כ חייב במע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ (${ltr(`${rate}%`)})</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(amount(gross))}</td></tr></table>
<p class="sm">תנאי תשלום: שוטף + ${ltr('30')}. אחריות על הברקה: שנה אחת בתנאי שימוש בחומרי ניקוי ניטרליים בלבד.</p>${foot(2)}</div>`;
    const css = `body{font-family:'Ellinia CLM','FreeSans';font-size:13.5px}.sm{font-size:11px}.page{height:296mm;box-sizing:border-box;padding:14mm 16mm;position:relative;overflow:hidden;break-after:page}.page:last-child{break-after:auto}
.lh{border-bottom:2px solid #8a5a2b;padding-bottom:6px}.co{font-size:28px;font-weight:bold;color:#8a5a2b}.bar{display:flex;justify-content:space-between;align-items:center;margin:12px 0}.t{font-size:20px;font-weight:bold}.dbox{border:1.5px solid #8a5a2b;padding:4px 12px;text-align:center}
table{border-collapse:collapse}.t1{width:100%}.t1 th{background:#f1e6d8;padding:4px;text-align:start}.t1 td{padding:4px;border-bottom:1px solid #ddd}.t1 td:nth-child(n+2),.t1 th:nth-child(n+2){text-align:left}.t1 .s td{font-weight:bold}
.tt{width:46%;margin:14px auto 10px 0}.tt td{padding:4px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:16px;border-top:2px solid #8a5a2b;border-bottom:2px solid #8a5a2b}
.foot{position:absolute;bottom:10mm;left:16mm;right:16mm;text-align:center;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
