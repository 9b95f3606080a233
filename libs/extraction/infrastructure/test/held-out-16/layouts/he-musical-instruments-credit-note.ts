import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, landline, personalId, share } from '../../generalisation/notation';

const STORES = [
  { brand: 'ALLEGRO', latin: true, legal: 'אלגרו כלי נגינה בע"מ', label: 'ח.פ.', company: true, place: "רח' אבן גבירול 30, תל אביב" },
  { brand: 'בית הגיטרה', latin: false, legal: 'רז מלכה', label: 'עוסק מורשה', company: false, place: "רח' העצמאות 61, באר שבע" },
  { brand: 'צליל ותו', latin: false, legal: 'צליל ותו מרכז מוסיקה (2011) בע"מ', label: 'ח"פ', company: true, place: 'קניון עזריאלי, חולון' },
];
/** Item, price before VAT (agorot), carries a serial number. */
const ITEMS: [string, number, boolean][] = [
  ['גיטרה אקוסטית Yamaha FG830', 149000, true],
  ['גיטרה חשמלית Squier Strat', 139900, true],
  ['מגבר גיטרה 40W', 89000, true],
  ['פסנתר חשמלי 88 קלידים', 289000, true],
  ['כינור 4/4 כולל קשת ונרתיק', 119000, true],
  ['יוקללי סופרן', 24900, true],
  ['מערכת תופים אלקטרונית', 349000, true],
  ['מעמד קלידים כפול', 21900, false],
  ["סט מיתרים D'Addario", 3900, false],
  ['כבל מגבר 6 מטר', 5900, false],
  ['נרתיק קשיח לגיטרה', 39000, false],
  ['מטרונום דיגיטלי', 8900, false],
];
const REASONS = ['החזרה בתוך 14 יום - המוצר באריזתו', 'פגם במוצר - הוחלף בדגם אחר', 'ביטול עסקה לבקשת הלקוח', 'החזרת חלק מהזמנה'];

/**
 * A musical instruments store's credit note on A5 (Noto Sans Hebrew, Hadasim CLM or FreeSerif; the brand in
 * Noto Serif Display italic for "ALLEGRO", or Keter YG): the brand, the legal name or the owner's name with
 * "ח.פ." / "ח"פ" / "עוסק מורשה", address and phone; "חשבונית מס זיכוי", "חשבונית זיכוי" or "זיכוי לחשבונית מס"
 * with "מספר:" (five digits) and "תאריך:" (dd/mm/yyyy or d.m.yyyy); "בגין חשבונית מס/קבלה מס'" (six digits)
 * "מיום" the sale; the customer with a valid ת.ז. and mobile; the reason; the items returned with serial numbers,
 * all amounts printed positive; the discount given on the sale taken back ("בניכוי הנחה שניתנה 5%"); "סה"כ לפני
 * מע"מ", "מע"מ", "סה"כ זיכוי"; a store voucher with a twelve-digit number valid a year, or a refund to the card.
 */
export const heMusicalInstrumentsCreditNote: Layout = {
  id: 'he-musical-instruments-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const vendorTaxId = taxId(rng, s.company);
    let sale = randomDate(rng, '2023-06-15', '2025-11-30');
    let date = addDays(sale, rng.int(2, 30));
    // A credit note keeps the rate of the sale it credits: none crosses the change of rate.
    while (israeliRate(sale) !== israeliRate(date)) {
      sale = addDays(sale, 25);
      date = addDays(date, 25);
    }
    const rate = israeliRate(date);
    const items = rng
      .some(ITEMS, rng.int(1, 3))
      .map(([name, price, serial]) => ({ name, price, qty: serial ? 1 : rng.int(1, 2), sn: serial ? `${rng.pick(['QJ', 'ICS', 'KX', 'T'])}${rng.digits(8)}` : '' }));
    const gross = items.reduce((a, i) => a + i.qty * i.price, 0);
    const hadDiscount = rng.chance(0.5);
    const disc = hadDiscount ? share(gross, 5) : 0;
    const net = gross - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = String(rng.int(10000, 39999));
    const heading = rng.pick(['חשבונית מס זיכוי', 'חשבונית זיכוי', 'זיכוי לחשבונית מס']);
    const font = rng.pick(['Noto Sans Hebrew', 'Hadasim CLM', 'FreeSerif']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd/m/yyyy'] as const);
    const voucher = rng.chance(0.5);
    const rows = items
      .map(
        (i) =>
          `<tr><td>${esc(i.name)}${i.sn ? `<div class="sn">מס' סידורי: ${i.sn}</div>` : ''}</td><td>${i.qty}</td><td>${amount(i.price)}</td><td>${amount(i.qty * i.price)}</td></tr>`,
      )
      .join('');
    const body = `<div class="top"><div class="brand${s.latin ? ' lat' : ''}">${esc(s.brand)}</div><div class="who">${esc(s.legal)}<br>${s.label} ${vendorTaxId}<br>${esc(s.place)}<br>טל' <bdi>${landline(rng)}</bdi></div></div>
<div class="title">${heading}</div><div class="nums"><span>מספר: <b>${docNo}</b></span><span>תאריך: <b>${dt(date, fmt)}</b></span></div>
<div class="ref">בגין חשבונית מס/קבלה מס' ${rng.int(100000, 199999)} מיום ${dt(sale, fmt)}</div>
<div class="cust">שם הלקוח: ${esc(rng.pick(['עמית שרעבי', 'ליאור בן דוד', 'נטע רוזן', 'איתי מזרחי', 'הילה גולן']))} · ת.ז. ${personalId(rng)} · נייד <bdi>${cellular(rng)}</bdi><br>סיבת הזיכוי: ${esc(rng.pick(REASONS))}</div>
<table class="it"><tr><th>פריט מוחזר</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows}</table>
<table class="tot">${hadDiscount ? `<tr><td>סה"כ פריטים</td><td>${amount(gross)}</td></tr><tr><td>בניכוי הנחה שניתנה 5%</td><td>${amount(disc)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ זיכוי</td><td>${amount(total)} ₪</td></tr></table>
<div class="pay">${voucher ? `הזיכוי ניתן בשובר זיכוי מס' <bdi>${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)}</bdi>, בתוקף עד ${dt(addDays(date, 365), fmt)}.` : `הסכום יוחזר לכרטיס האשראי המסתיים ב-${rng.digits(4)} תוך ${rng.pick([5, 7, 10])} ימי עסקים.`}</div>
<div class="sig"><span>חתימת הלקוח: __________</span><span>חתימת המוכר: __________</span></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#1b1b1b;padding:9mm 10mm}.top{display:flex;justify-content:space-between;align-items:center;border-bottom:1px solid #333;padding-bottom:2mm}.brand{font-family:'Keter YG',serif;font-weight:bold;font-size:30px}.lat{font-family:'Noto Serif Display','Noto Serif',serif;font-style:italic;letter-spacing:1px}
.who{text-align:left;font-size:10px;line-height:1.45}.title{font-size:19px;font-weight:bold;text-align:center;margin:4mm 0 1mm}.nums{display:flex;justify-content:space-around;font-size:12px}.ref{text-align:center;margin:2mm 0;color:#333}.cust{background:#f4f4f4;padding:2mm 3mm;line-height:1.6;margin-bottom:3mm}
.it{width:100%;border-collapse:collapse}.it th{border-bottom:1.5px solid #000;text-align:right;padding:1mm}.it td{padding:1.3mm 1mm;border-bottom:1px solid #ddd;vertical-align:top}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left;white-space:nowrap}.sn{font-size:9px;color:#555}
.tot{width:70mm;margin:3mm auto 0 0;border-collapse:collapse}.tot td{padding:1mm 1.5mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #000}.pay{margin-top:4mm}.sig{display:flex;justify-content:space-between;margin-top:10mm;font-size:10px}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
