import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-orthodontic-aligner-lab-credit-note';

const PRODUCTS: [string, number][] = [
  ['סט קשתיות שקופות - שלב', 42000],
  ['תכנון טיפול דיגיטלי (סימולציה)', 65000],
  ['ריטיינר ואקום זוג', 18000],
  ['ריטיינר קבוע מולחם', 24000],
  ['הדפסת מודל תלת-ממדי', 9000],
  ['קשתיות החלפה (אובדן)', 21000],
];
const CLINICS = ['מרפאת חיוך בעמק בע"מ', 'ד"ר אורית ברק אורתודונטיה בע"מ', 'מרכז שיניים נווה שאנן בע"מ', 'קליניקת יישור ברמה בע"מ'];
const REASONS = [
  ['החזרת סט שלא הותאם - זיכוי מלא', 100],
  ['תיקון מחיר לפי הסכם מסגרת', 20],
  ['פגם ייצור - זיכוי חלקי', 50],
  ['ביטול הזמנה לפני ייצור', 100],
] as const;

/**
 * A dental laboratory making clear aligners in Yokneam, A4 (Noto Sans Hebrew): a teal header with the lab's name and
 * "ח.פ.", "חשבונית מס זיכוי" with "מס׳" and its number, the date (dd.mm.yyyy), the clinic credited (with its company id), the
 * patient's file number, the original invoice and its date, the reason, each credited line with a leading minus and "₪",
 * "סה"כ לפני מע"מ", VAT and "סה"כ זיכוי" as negatives. Sunday to Thursday.
 */
export const heOrthodonticAlignerLabCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const [reason, pct] = rng.pick(REASONS);
    const lines = rng.some(PRODUCTS, rng.int(1, 3)).map(([name, p]) => {
      const qty = rng.int(1, 3);
      const each = Math.round((p * up) / 100) * 100;
      const sum = Math.round((qty * each * pct) / 100);
      return { name, qty, each, sum };
    });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'קליר-ליין מעבדות שיניים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(100, 940));
    const orig = plus(date, -rng.int(5, 60));
    const neg = (c: number) => ltr(`-₪${amount(c)}`);
    const body = `<div class="hd"><div><div class="co">קליר-ליין</div><div>${vendorName}</div></div><div class="l">ח.פ. ${ltr(taxId)}<br>אזור התעשייה יקנעם עילית<br>${ltr(`04-95${rng.digits(5)}`)}</div></div>
<div class="tt1">חשבונית מס זיכוי</div><div class="meta"><span>מס׳ <b>${ltr(doc)}</b></span><span>תאריך: ${ltr(dt(date, 'dd.mm.yyyy'))}</span></div>
<table class="kv"><tr><th>לקוח</th><td>${rng.pick(CLINICS)} (ח.פ. ${ltr(taxIdOfCustomer(rng))})</td></tr><tr><th>תיק מטופל</th><td>${ltr(`PT-${rng.digits(5)}`)}</td></tr><tr><th>בגין חשבונית מס</th><td>${ltr(String(rng.int(20000, 39999)))} מיום ${ltr(dt(orig, 'dd.mm.yyyy'))}</td></tr><tr><th>סיבת הזיכוי</th><td>${reason}</td></tr></table>
<table class="it"><tr><th>פריט</th><th>כמות</th><th>מחיר מקורי</th><th>% זיכוי</th><th>סכום זיכוי</th></tr>${lines.map((l) => `<tr><td>${l.name.replace(/\d+/g, (m) => ltr(m))}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.each))}</td><td>${ltr(`${pct}%`)}</td><td>${neg(l.sum)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${neg(net)}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${neg(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי</td><td>${neg(gross)}</td></tr></table>
<p class="sm">הזיכוי יקוזז מהחשבון השוטף של הלקוח או יוחזר בהעברה בנקאית תוך ${ltr('30')} יום.</p>`;
    const css = `body{font-family:'Noto Sans Hebrew','FreeSans';font-size:12.5px;margin:0}.sm{font-size:11px;padding:0 16mm}.hd{background:#0f6e6e;color:#fff;padding:10mm 16mm 6mm;display:flex;justify-content:space-between}.co{font-size:26px;font-weight:bold}.l{text-align:left}
.tt1{font-size:24px;font-weight:bold;text-align:center;margin-top:10mm;color:#0f6e6e}.meta{display:flex;justify-content:space-between;padding:2mm 16mm;font-size:14px}
table{border-collapse:collapse}.kv{margin:4mm 16mm}.kv th{text-align:start;font-weight:normal;color:#0f6e6e;padding:3px 10px 3px 0}.kv td{padding:3px}
.it{width:calc(100% - 32mm);margin:4mm 16mm}.it th{border-bottom:2px solid #0f6e6e;text-align:start;padding:4px}.it td{padding:4px;border-bottom:1px solid #ddd}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left}
.tot{width:44%;margin:4mm auto 6mm 16mm}.tot td{padding:4px}.tot td:last-child{text-align:left}.tot .g td{font-weight:bold;font-size:16px;background:#e0f0f0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
