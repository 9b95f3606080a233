import { addDays, formatDate, htmlPage, Layout, randomDate, taxId, truthAmount } from '../kit';

const DEALERS = ['יוסי המתקין', 'שיעורי פרטיים - רונית אבוטבול', 'גינון ירוק עד - משה פרץ', 'סטודיו ליוגה של מיכל', 'אבי שיפוצים'];

/**
 * A receipt from a small exempt or licensed dealer, typed in a word processor: "received from",
 * the sum once in ש"ח, a cheque with its own (later) date, no VAT line.
 */
export const heSmallBusinessReceipt: Layout = {
  id: 'he-small-business-receipt',
  lang: 'he',
  kind: 'small business receipt',
  make(rng) {
    const vendor = rng.pick(DEALERS);
    const id = taxId(rng, false);
    const exempt = rng.chance(0.6);
    const date = randomDate(rng);
    const total = rng.int(15, 480) * 1000;
    const doc = String(rng.int(1, 999)).padStart(rng.pick([3, 4, 5]), '0');
    const cheque = rng.chance(0.5);
    const style = rng.pick(['d/m/Y', 'd.m.Y', 'he'] as const);
    const font = rng.pick(['Ellinia CLM', 'Hadasim CLM', 'Nachlieli CLM', 'Yehuda CLM']);
    const whole = (total / 100).toFixed(0);
    const body = `
<div class="n">${vendor}</div>
<div class="c">${exempt ? 'עוסק פטור' : 'עוסק מורשה'} ${id} · נייד 05${rng.int(0, 8)}-${rng.digits(7)}</div>
<h2>קבלה מס' ${doc}</h2>
<p>תאריך: ${formatDate(date, style)}</p>
<p>התקבל מאת: ${rng.pick(['אקמה סחר בע"מ', 'דנה כהן', "ועד הבית רח' הגפן 4"])}</p>
<p>עבור: ${rng.pick(['התקנת מזגן', 'שיעורים פרטיים לחודש', 'עבודות גינון', 'מנוי חודשי', 'צביעת דירה'])}</p>
<p>הסך של: ${whole} ש"ח</p>
${cheque ? `<table><tr><th>אמצעי</th><th>בנק</th><th>סניף</th><th>מס' צ'ק</th><th>תאריך פירעון</th><th>סכום</th></tr><tr><td>צ'ק</td><td>${rng.int(10, 31)}</td><td>${rng.int(100, 999)}</td><td>${rng.digits(7)}</td><td>${formatDate(addDays(date, rng.int(10, 60)), style)}</td><td>${whole}.00</td></tr></table>` : `<p>אמצעי תשלום: ${rng.pick(['מזומן', 'העברה בנקאית', 'ביט'])}</p>`}
<p class="b">סה"כ התקבל: ${whole}.00</p>
<p class="sig">חתימה: ____________</p>`;
    const css = `body { font-family: '${font}'; font-size: 13pt; padding: 14mm; } .n { font-size: 20pt; text-align: center; } .c { text-align: center; font-size: 11pt; }
h2 { text-align: center; text-decoration: underline; } table { width: 100%; border-collapse: collapse; font-size: 11pt; } th, td { border: 1px solid #444; padding: 3px; }
.b { font-weight: bold; } .sig { margin-top: 15mm; }`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total) },
    };
  },
};
