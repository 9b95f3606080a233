import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, share, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-catering-equipment-credit-note';

/** Equipment: Hebrew name, model, price in agorot before VAT (2022). */
const EQUIPMENT: [string, string, number][] = [
  ['תנור קומבי 10 מגשים', 'CX-10E', 4290000],
  ['מקרר דלפק נירוסטה 2 דלתות', 'UC-2D', 980000],
  ['מדיח כלים מכסה', 'HD-500', 1450000],
  ['מטגנת כפולה חשמלית', 'FR-2x8', 490000],
  ['מיקסר פלנטרי 20 ליטר', 'PM-20', 1120000],
  ['סלמנדרה חשמלית', 'SL-60', 380000],
  ['שולחן עבודה נירוסטה 180 ס"מ', 'WT-180', 165000],
  ['מכונת קרח 45 ק"ג', 'IM-45', 720000],
];
const CUSTOMERS = ['מסעדת הנמל ארוחות בע"מ', 'קייטרינג טעם של פעם בע"מ', 'המטבח של אורן בע"מ', 'בית קפה שדרות בע"מ', 'מלון שקד אירוח בע"מ'];

/**
 * A catering equipment supplier's credit note in Holon, A4 landscape (Hadasim CLM): a dark sidebar at the right with the
 * company name, id and address, "חשבונית זיכוי" with a boxed five-digit number, the credited tax invoice and its date
 * (the same year), the customer with its company id, one reason (equipment returned within 14 days less a 10% handling
 * fee, a price agreed lower than invoiced, an item damaged on delivery, a delivery charged twice), amounts with the minus
 * sign after them, VAT added to the credit, the credit "לזכותכם" and how it is settled. Sunday to Thursday.
 */
export const heCateringEquipmentCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    let original = plus(date, -rng.int(3, 40));
    if (original.slice(0, 4) !== date.slice(0, 4)) original = `${date.slice(0, 4)}-01-02`;
    original = avoid(original, [5, 6]);
    const [name, model, base] = rng.pick(EQUIPMENT);
    const price = Math.round((base * up) / 1000) * 1000;
    const reason = rng.int(0, 3);
    let lines: [string, string, number][];
    let why: string;
    if (reason === 0) {
      const qty = 1;
      const fee = share(qty * price, 10);
      lines = [
        [`החזרת ${name} ${ltr(model)}`, `${qty} x ${amount(price)}`, -qty * price],
        ['דמי טיפול בהחזרה 10%', '', fee],
      ];
      why = 'החזרת ציוד תוך 14 יום מיום האספקה, באריזה המקורית';
    } else if (reason === 1) {
      const qty = rng.int(1, 3);
      const diff = Math.round((price * rng.pick([5, 8, 10])) / 100 / 100) * 100;
      lines = [[`הפרש מחיר - ${name} ${ltr(model)}`, `${qty} x ${amount(diff)}`, -qty * diff]];
      why = 'תיקון מחיר לפי הצעת מחיר מאושרת';
    } else if (reason === 2) {
      lines = [[`${name} ${ltr(model)} - נפגע בהובלה`, `1 x ${amount(price)}`, -price]];
      why = 'פריט שנפגע בהובלה ולא הוחלף';
    } else {
      const delivery = Math.round((rng.pick([35000, 45000, 60000]) * up) / 100) * 100;
      lines = [['הובלה והתקנה - חויב פעמיים', `1 x ${amount(delivery)}`, -delivery]];
      why = 'כפל חיוב בגין הובלה';
    }
    const net = total(lines.map((l) => l[2]));
    const vat = -vatOn(-net, rate);
    const gross = net + vat;
    const vendorName = 'שף-טק ציוד למטבחים מקצועיים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(70000, 79999));
    const invoice = String(rng.int(100000, 199999));
    const m = (c: number) => ltr(c < 0 ? trailingMinus(c) : amount(c));
    const settle = rng.pick(['הזיכוי יקוזז מהחשבונית הבאה', 'הזיכוי יוחזר בהעברה בנקאית תוך 30 יום', 'הזיכוי יוחזר לכרטיס האשראי שבו שולם']);
    const body = `<div class="wrap"><div class="side"><div class="nm">שף-טק</div><div class="sm">${vendorName}</div><div class="id">ח.פ.<br>${ltr(taxId)}</div><div class="sm">רח׳ המרכבה ${ltr(String(rng.int(2, 60)))}<br>אזור התעשייה חולון<br>${ltr(`03-55${rng.digits(5)}`)}</div></div>
<div class="main"><div class="t">חשבונית זיכוי <span>מס׳ ${ltr(doc)}</span></div><div class="sm">מקור</div>
<div class="refs"><div><b>תאריך:</b> ${ltr(dt(date, 'dd.mm.yyyy'))}</div><div><b>זיכוי בגין חשבונית מס:</b> ${ltr(invoice)} מיום ${ltr(dt(original, 'dd.mm.yyyy'))}</div></div>
<div class="refs"><div><b>לקוח:</b> ${rng.pick(CUSTOMERS)}</div><div><b>ח.פ.:</b> ${ltr(taxIdOfCustomer(rng))}</div></div>
<div class="why"><b>סיבת הזיכוי:</b> ${why.replace(/\d+/g, (x) => ltr(x))}</div>
<table class="items"><thead><tr><th>תיאור</th><th>כמות x מחיר</th><th>סכום</th></tr></thead><tbody>${lines
      .map(([d, q, s]) => `<tr><td>${d.replace(/\d+%/, (x) => ltr(x))}</td><td>${q ? ltr(q) : ''}</td><td>${m(s)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tt"><tr><td>סה"כ זיכוי לפני מע"מ</td><td>${m(net)}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${m(vat)}</td></tr><tr class="g"><td>סה"כ לזכותכם</td><td>${ltr(`₪ ${trailingMinus(gross)}`)}</td></tr></table>
<div class="settle">${settle.replace(/\d+/g, (x) => ltr(x))}.</div></div></div>`;
    const css = `${baseCss}
body{font-family:'Hadasim CLM','FreeSans';font-size:13px}.wrap{display:flex;height:209mm}.side{width:52mm;background:#263238;color:#fff;padding:12mm 7mm;line-height:1.6}.side .nm{font-size:28px;font-weight:bold}.side .id{margin:14px 0;font-size:15px}
.main{flex:1;padding:12mm 14mm}.t{font-size:26px;font-weight:bold}.t span{border:2px solid #263238;padding:0 10px;margin-inline-start:10px}.refs{display:flex;gap:30px;margin:8px 0}.why{background:#eceff1;padding:6px 10px;margin:8px 0}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tt{width:42%;margin-top:10px;margin-inline-start:auto}.tt td{padding:3px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:16px;border-top:2px solid #263238}.settle{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4 landscape', css, body }),
      page: 'A4 landscape',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
