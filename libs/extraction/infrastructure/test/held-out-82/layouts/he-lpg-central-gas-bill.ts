import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, boxes, idOf, items, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-lpg-central-gas-bill';

/**
 * A central LPG supplier's bi-monthly bill for a flat in a building on a central gas tank, A4 (Aharoni CLM headings, Noto Sans
 * Hebrew text): the supplier's name in an orange band with "ח.פ." hyphenated, "חשבון תקופתי - חשבונית מס" with its number, boxes
 * of the consumer number (nine digits failing the check), the issue date (dd.mm.yyyy), the two-month period (dd/mm/yy) and the
 * due date, the meter's previous and current readings (m³ to three decimals), gas by the m³, the tank's fee and a maintenance fee,
 * a safety check on some, "סה"כ לפני מע"מ", VAT added, "סה"כ לתשלום" in a framed box. Issued on the first working days of an odd month.
 */
export const heLpgCentralGasBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 3, 5, 7, 9], [2, 9]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const y = Number(date.slice(0, 4));
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const perM3 = [2390, 2610, 2540, 2720, 2790][y - 2022] + rng.int(-40, 40);
    const prevL = rng.int(200000, 2400000);
    const usedL = rng.int(3500, 31000);
    const gas = Math.round((usedL * perM3) / 1000);
    const lines: [string, string, string, number, number][] = [
      ['גז פחמימני מעובה (גפ"מ)', (usedL / 1000).toFixed(3), 'מ"ק', perM3, gas],
      ['דמי שימוש במיכל מרכזי', '2', 'חודשים', 1450, 2900],
      ['דמי תחזוקה ושירות', '2', 'חודשים', 990, 1980],
    ];
    if (rng.chance(0.3)) lines.push(['בדיקת בטיחות תקופתית', '1', 'יח׳', 8500, 8500]);
    const net = total(lines.map((l) => l[4]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'גפ"מ עמק חפר אספקה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${String(y).slice(2)}${rng.digits(6)}`;
    const due = plus(date, 15);
    const body = `<div class="band"><div class="nm">גפ"מ עמק חפר</div><div>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>אזור תעשייה עמק חפר · מוקד חירום ${ltr('*' + rng.digits(4))}</div></div>
<h1>חשבון תקופתי - חשבונית מס מס׳ ${ltr(doc)}</h1>
<div class="to">לכבוד: ${rng.pick(['משפחת אזולאי', 'משפחת רוזנטל', 'גב׳ ליאת שגיא', 'מר רון פרידמן'])}, רח׳ ${rng.pick(['הדקל', 'השקד', 'האלון', 'הרימון'])} ${ltr(String(rng.int(2, 40)))} דירה ${ltr(String(rng.int(1, 24)))}, ${rng.pick(['חדרה', 'כפר יונה', 'אור עקיבא', 'פרדס חנה'])}</div>
${boxes([
  ['מספר צרכן', ltr(notAnId(rng))],
  ['תאריך הפקה', ltr(dt(date, 'dd.mm.yyyy'))],
  ['תקופת החשבון', `${ltr(dt(from, 'dd/mm/yy'))} - ${ltr(dt(to, 'dd/mm/yy'))}`],
  ['לתשלום עד', ltr(dt(due, 'dd.mm.yyyy'))],
])}
<table class="meter"><tr><th>מס׳ מונה</th><th>קריאה קודמת</th><th>קריאה נוכחית</th><th>צריכה (מ"ק)</th></tr><tr><td>${ltr(`G-${rng.digits(6)}`)}</td><td>${ltr((prevL / 1000).toFixed(3))}</td><td>${ltr(((prevL + usedL) / 1000).toFixed(3))}</td><td>${ltr((usedL / 1000).toFixed(3))}</td></tr></table>
${items(
  ['פירוט', 'כמות', 'מחיר ליחידה', 'סכום'],
  lines.map(([n, q, u, p, s]) => [n, `${ltr(q)} ${u}`, ltr(amount(p)), ltr(amount(s))]),
)}
<table class="tt"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr></table>
<div class="pay"><span>סה"כ לתשלום</span><span>${ltr(amount(gross))} ₪</span></div>
<div class="sm">החיוב יבוצע בהוראת קבע בתאריך ${ltr(dt(due, 'dd/mm/yy'))}. במקרה של ריח גז - סגרו את הברז הראשי והתקשרו למוקד. מחיר הגז נקבע לפי מחיר הפיקוח.</div>`;
    const css = `body{font-family:'Noto Sans Hebrew','FreeSans';font-size:12.5px;padding:12mm 16mm}.band{background:#f08c2a;color:#fff;display:flex;justify-content:space-between;align-items:center;padding:8px 14px}
.nm{font-family:'Aharoni CLM';font-size:30px}h1{font-family:'Aharoni CLM';font-size:20px;margin:14px 0 6px}.to{margin:6px 0}
.boxes{display:flex;gap:6px;margin:10px 0}.box{border:1.5px solid #f08c2a;padding:4px 8px;flex:1}.lbl{font-size:11px;color:#555}.val{font-weight:bold}
table{border-collapse:collapse}.meter{width:100%;margin:8px 0}.meter th,.meter td{border:1px solid #999;padding:3px 6px;text-align:center}.meter th{background:#fbe3cc;font-weight:normal}
.items{width:100%;margin:10px 0}.items th{background:#fbe3cc;text-align:start;padding:4px}.items td{border-bottom:1px solid #ddd;padding:4px}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}
.tt{width:40%;margin:0 auto 0 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.pay{width:40%;margin:6px auto 12px 0;border:2.5px solid #000;padding:6px 10px;display:flex;justify-content:space-between;font-size:17px;font-weight:bold}.sm{font-size:10.5px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
