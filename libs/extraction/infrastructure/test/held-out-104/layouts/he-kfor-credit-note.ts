import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, dt, spacedId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-kfor-credit-note';

/** Model, item, agorot a unit before VAT in 2022. */
const GOODS: [string, string, number][] = [
  ['AC-12INV', 'מזגן עילי 1 כ"ס אינוורטר', 219000],
  ['AC-25INV', 'מזגן עילי 2.5 כ"ס אינוורטר', 389000],
  ['RF-560', 'מקרר 4 דלתות 560 ליטר', 649000],
  ['RF-BAR', 'מקרר משרדי 90 ליטר', 79000],
  ['WM-8KG', 'מכונת כביסה 8 ק"ג', 189000],
  ['DW-14', 'מדיח כלים 14 מערכות', 229000],
  ['WC-40', 'מתקן מים חמים-קרים', 99000],
  ['FR-300', 'מקפיא אופקי 300 ליטר', 169000],
];
const REASONS = ['החזרת מוצר שלא הותקן', 'מוצר שנמצא פגום באספקה', 'ביטול חלק מהזמנה', 'התאמת מחיר לפי הצעת מחיר מאושרת'];
const CUSTOMERS = ['עמותת גני ילדים בית שמש', 'משרדי הנדסה א.ר. בע"מ', 'מתנ"ס רמת אברהם', 'דירות נופש הרי יהודה בע"מ', 'מרכז רפואי לב העיר בע"מ'];

/**
 * An appliance and air-conditioning dealer at Beit Shemesh crediting a business customer, A4 (Aharoni CLM for the
 * headings, FreeSans): an ice-blue snowflake drawn beside "כפור" and "מיזוג אוויר · מוצרי חשמל · התקנות", the company
 * "כפור מיזוג ומוצרי חשמל בע"מ" with "ח.פ." spaced in threes; a full-width bar "חשבונית מס זיכוי" with "מס' זיכוי"
 * four digits and "תאריך" dd-mm-yyyy in boxes; the customer and its ח.פ. (a distractor); "בגין חשבונית מס" five digits
 * and its date (4-35 days before) and the reason (distractors); credited lines (model, item, quantity, unit price and
 * the sum in brackets), sometimes the installation credited too; "סה"כ זיכוי לפני מע"מ", "מע"מ n%" and "סה"כ זיכוי"
 * in brackets (added, negative); "הסכום יוחזר בהעברה בנקאית"; a signature line; Sunday to Thursday.
 */
export const heKforCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const reason = rng.pick(REASONS);
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([model, name, p]) => {
      const unit = Math.round((p * rise) / 1000) * 1000;
      const q = rng.int(1, 3);
      const adjust = reason.startsWith('התאמת');
      const each = adjust ? Math.round((unit * rng.pick([5, 8, 10])) / 100) : unit;
      return { model, name: adjust ? `${name} – הפרש מחיר` : name, q, unit: -each, sum: -q * each };
    });
    if (!reason.startsWith('התאמת') && rng.chance(0.5)) lines.push({ model: 'SRV-01', name: 'התקנה סטנדרטית', q: lines[0].q, unit: -35000, sum: -35000 * lines[0].q });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = -vatOn(-net, rate);
    const gross = net + vat;
    const vendorName = 'כפור מיזוג ומוצרי חשמל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1000, 4999));
    const original = addDays(date, -rng.int(4, 35));
    const fix = (s: string) => s.replace(/[0-9A-Za-z](?:[0-9A-Za-z.,"\- ]*[0-9A-Za-z"])?/g, (m) => ltr(m));
    const rows = lines
      .map(
        (l) =>
          `<tr><td class="m">${ltr(l.model)}</td><td>${fix(l.name)}</td><td>${ltr(String(l.q))}</td><td>${ltr(amount(Math.abs(l.unit)))}</td><td>${ltr(bracketed(l.sum))}</td></tr>`,
      )
      .join('');
    const flake = `<svg width="46" height="46" viewBox="-23 -23 46 46"><g stroke="#3a8fc4" stroke-width="3" stroke-linecap="round">${[0, 60, 120]
      .map(
        (a) =>
          `<line x1="0" y1="-20" x2="0" y2="20" transform="rotate(${a})"/><line x1="-6" y1="-14" x2="0" y2="-20" transform="rotate(${a})"/><line x1="6" y1="-14" x2="0" y2="-20" transform="rotate(${a})"/><line x1="-6" y1="14" x2="0" y2="20" transform="rotate(${a})"/><line x1="6" y1="14" x2="0" y2="20" transform="rotate(${a})"/>`,
      )
      .join('')}</g></svg>`;
    const body = `<div class="hd">${flake}<div><div class="nm">כפור</div><div>מיזוג אוויר · מוצרי חשמל · התקנות</div></div><div class="co">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>רח' יגאל אלון ${ltr(String(rng.int(1, 90)))}, בית שמש · ${ltr(`02-99${rng.digits(5)}`)}</div></div>
<div class="bar">חשבונית מס זיכוי</div>
<div class="bx"><div><span>מס' זיכוי</span><b>${ltr(doc)}</b></div><div><span>תאריך</span><b>${ltr(dt(date, 'dd.mm.yyyy').replace(/\./g, '-'))}</b></div><div><span>עותק</span><b>מקור</b></div></div>
<table class="cu"><tr><td>לכבוד: <b>${rng.pick(CUSTOMERS)}</b></td><td>ח.פ./ע.מ. ${ltr(taxIdOfCustomer(rng))}</td></tr><tr><td>בגין חשבונית מס ${ltr(String(rng.int(10000, 99999)))} מיום ${ltr(dt(original, 'dd/mm/yyyy'))}</td><td>סיבת הזיכוי: ${reason}</td></tr></table>
<table class="t"><tr><th>דגם</th><th>תיאור</th><th>כמות</th><th>מחיר יח'</th><th>סכום זיכוי</th></tr>${rows}</table>
<table class="tot"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${ltr(bracketed(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(bracketed(vat))}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${ltr(`₪ ${bracketed(gross)}`)}</td></tr></table>
<p>הסכום יוחזר בהעברה בנקאית לחשבון הלקוח תוך ${ltr('14')} ימי עסקים. סכומים בסוגריים הם זיכוי.</p>
<div class="sig"><div>חתימת הלקוח: ______________</div><div>הופק ע"י: ${rng.pick(['אבי', 'שרית', 'נתנאל', 'חנה'])}</div></div>`;
    const css = `body{font-family:'FreeSans';font-size:12.5px;padding:14mm 15mm}.hd{display:flex;gap:12px;align-items:center}.nm{font-family:'Aharoni CLM';font-size:36px;color:#1f5f8b;line-height:1}.co{margin-inline-start:auto;text-align:left;font-size:11.5px;line-height:1.5}
.bar{background:#1f5f8b;color:#fff;font-family:'Aharoni CLM';font-size:22px;text-align:center;padding:6px;margin:14px 0 8px}.bx{display:flex;gap:8px}.bx div{flex:1;border:1px solid #1f5f8b;padding:4px 8px;display:flex;justify-content:space-between}.bx span{color:#555}
.cu{width:100%;margin:10px 0;border-collapse:collapse}.cu td{padding:3px 0}.t{width:100%;border-collapse:collapse;margin-top:6px}.t th{background:#e5f0f7;text-align:start;padding:5px;border:1px solid #9bbcd3}.t td{padding:5px;border:1px solid #9bbcd3}.t td:nth-child(n+3){text-align:left}.m{font-family:'Liberation Mono';font-size:11px}
.tot{margin:12px auto 0 0;border-collapse:collapse;min-width:78mm}.tot td{padding:4px 8px}.tot td:last-child{text-align:left}.tot .g td{font-family:'Aharoni CLM';font-size:16px;border:2px solid #1f5f8b}
.sig{display:flex;justify-content:space-between;margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
