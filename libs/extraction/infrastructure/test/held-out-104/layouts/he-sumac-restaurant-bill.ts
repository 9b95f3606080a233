import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-sumac-restaurant-bill';

/** Dish, agorot VAT included in 2022. */
const MENU: [string, number][] = [
  ['סלטי הבית לשולחן', 4800],
  ['חומוס עם פטריות', 3900],
  ['קובה נייה', 4600],
  ['פתוש', 3600],
  ['מוסקעה', 5800],
  ['דג לברק על הגריל', 11800],
  ['פילה מוסר בטחינה', 10400],
  ['שישליק פרגיות', 8600],
  ['קבב טלה על הגחלים', 9200],
  ['מנסף', 9800],
  ['אורז עם שקדים', 2600],
  ['כנאפה', 4200],
  ['מלבי', 3200],
  ['קפה שחור עם הל', 1200],
  ['לימונענע', 1800],
  ['בקבוק מים מינרליים', 1600],
  ['כוס יין לבן', 3400],
  ['בירה מהחבית', 3200],
];

/**
 * A restaurant in the old city of Akko, the bill printed at the table once paid, 80 mm (Stam Sefarad CLM for the name,
 * Nachlieli CLM): "סומאק" with "מטבח ים תיכוני · העיר העתיקה עכו", the company "סומאק מסעדות עכו בע"מ" and "ע.מ." plain;
 * a ruled block with "שולחן", "סועדים", "מלצר/ית" (distractors) and "חשבונית מס/קבלה מס'" five digits, "תאריך" dd/mm/yyyy
 * with the hour; dishes as quantity, dish and sum; "סה"כ מנות", for tables of eight or more "תוספת שירות 10%" (part of the
 * bill), "סה"כ לתשלום", "כולל מע"מ n%" (contained); a card slip below: the bill, "טיפ" written in (a distractor) and "סה"כ
 * חויב" (bill and tip; a distractor); any day.
 */
export const heSumacRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { date } = next(ID, rng);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const guests = rng.chance(0.4) ? rng.int(8, 12) : rng.int(2, 6);
    const lines = rng.some(MENU, rng.int(4, 10)).map(([dish, p]) => {
      const q = rng.int(1, Math.max(1, Math.ceil(guests / 2)));
      const price = Math.round((p * rise) / 100) * 100;
      return { dish, q, sum: q * price };
    });
    const food = total(lines.map((l) => l.sum));
    const service = guests >= 8 ? share(food, 10) : 0;
    const gross = food + service;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'סומאק מסעדות עכו בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 99999));
    const tip = Math.round((gross * rng.pick([10, 12, 15])) / 10000) * 100;
    const hour = `${String(rng.int(12, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const rows = lines.map((l) => `<tr><td>${ltr(String(l.q))}</td><td>${l.dish}</td><td>${ltr(amount(l.sum))}</td></tr>`).join('');
    const body = `<div class="nm">סומאק</div><div class="c">מטבח ים תיכוני · העיר העתיקה עכו</div><div class="c sm">${vendorName} · ע.מ. ${ltr(taxId)}</div>
<div class="blk"><div class="r"><span>שולחן ${ltr(String(rng.int(1, 40)))}</span><span>סועדים ${ltr(String(guests))}</span><span>מלצר/ית: ${rng.pick(['רנין', 'עומר', 'מאיה', 'אחמד', 'יובל'])}</span></div>
<div class="r b"><span>חשבונית מס/קבלה מס'</span><span>${ltr(doc)}</span></div><div class="r"><span>תאריך ${ltr(dt(date, 'dd/mm/yyyy'))}</span><span>${ltr(hour)}</span></div></div>
<table class="t"><tr><th>כמות</th><th>מנה</th><th>סכום</th></tr>${rows}</table>
<div class="r"><span>סה"כ מנות</span><span>${ltr(amount(food))}</span></div>${service ? `<div class="r"><span>תוספת שירות ${ltr('10%')} (קבוצות מ-${ltr('8')} סועדים)</span><span>${ltr(amount(service))}</span></div>` : ''}
<div class="r tot"><span>סה"כ לתשלום</span><span>${ltr(`₪${amount(gross)}`)}</span></div><div class="r"><span>כולל מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div class="slip"><div class="c b">שובר אשראי – העתק לקוח</div><div class="r"><span>כרטיס</span><span>${ltr(`${rng.pick(['VISA', 'MASTERCARD', 'ISRACARD'])} ****${rng.digits(4)}`)}</span></div><div class="r"><span>סכום החשבון</span><span>${ltr(amount(gross))}</span></div><div class="r"><span>טיפ</span><span>${ltr(amount(tip))}</span></div><div class="r b"><span>סה"כ חויב</span><span>${ltr(amount(gross + tip))}</span></div><div class="r"><span>אישור</span><span>${ltr(rng.digits(6))}</span></div></div>
<div class="c sm">הטיפ אינו חלק מהחשבון ומועבר במלואו לצוות · תודה שבאתם!</div>`;
    const css = `body{font-family:'Nachlieli CLM';font-size:13px;width:80mm;box-sizing:border-box;padding:5mm 5mm 10mm}.nm{font-family:'Stam Sefarad CLM';font-size:38px;text-align:center;color:#7a1f2b;line-height:1.1}.c{text-align:center}.sm{font-size:11px}.b{font-weight:bold}
.blk{border-top:2px solid #000;border-bottom:2px solid #000;margin:6px 0;padding:3px 0}.r{display:flex;justify-content:space-between;gap:6px;line-height:1.5}.t{width:100%;border-collapse:collapse;margin:4px 0}.t th{border-bottom:1px solid #000;font-weight:normal;text-align:start}.t td:last-child,.t th:last-child{text-align:left}.t td{padding:1px 0}
.tot{font-size:17px;font-weight:bold;border-top:1px solid #000;margin-top:3px;padding-top:2px}.slip{border:1px dashed #555;margin:8px 0;padding:4px 6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 230mm', css, body }),
      page: '80mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
