import { addDays, amount, esc, HE_MONTHS, htmlPage, Layout, randomDate, truthAmount } from '../../generalisation/kit';
import { day, heAmountInWords, nineDigitsNotId, personalId, publicBodyId } from '../notation';

const TOWNS = ['עיריית רמת הדר', 'עיריית גבעת אלונים', 'מועצה מקומית כפר הזיתים', 'עיריית נוה צפון'];
const PAYERS = ['ישראל ישראלי', 'מרים אברהמי', 'יוסף בן-דוד', 'רונית שטרן', 'אחמד חטיב', 'טל גרינברג'];

/**
 * A municipality's receipt for a property-tax (arnona) payment: no VAT, the authority's id as a
 * public body, the payer's own valid personal id, property and account numbers, the two-month
 * charge period and its original due date, an early-payment discount, the amount paid repeated
 * in Hebrew words, a payment slip stub at the bottom with the same amount.
 */
export const heMunicipalPayment: Layout = {
  id: 'he-municipal-payment',
  lang: 'he',
  kind: 'payment receipt',
  make(rng) {
    const town = rng.pick(TOWNS);
    const id = publicBodyId(rng);
    const date = randomDate(rng);
    const m = Math.floor((Number(date.slice(5, 7)) - 1) / 2) * 2;
    const period = `${HE_MONTHS[m]}-${HE_MONTHS[m + 1]} ${date.slice(0, 4)}`;
    const due = addDays(date, -rng.int(0, 20));
    const arnona = rng.int(4200, 19800) * 10;
    const extras = rng.chance(0.5) ? [{ name: 'אגרת שמירה', value: rng.int(300, 900) * 10 }] : [];
    const gross = arnona + extras.reduce((s, e) => s + e.value, 0);
    const discount = rng.chance(0.5) ? Math.round(arnona * 0.02) : 0;
    const interest = !discount && rng.chance(0.5) ? rng.int(120, 980) : 0;
    const total = gross - discount + interest;
    const doc = rng.chance(0.5) ? `${date.slice(0, 4)}/${rng.digits(6)}` : `${rng.int(1, 9)}${rng.digits(6)}`;
    const style = rng.pick(['d/m/Y', 'D.M.Y', 'd.m.Y'] as const);
    const font = rng.pick(['David CLM', 'Frank Ruehl CLM', 'Noto Serif Hebrew']);
    const payer = rng.pick(PAYERS);
    const card = rng.digits(4);
    const asmachta = rng.digits(8);
    const body = `
<div class="crest">${esc(town)}<small>אגף הכנסות · מחלקת גבייה</small></div>
<div class="idline">מספר מוסד / ח.פ.: ${id} &nbsp;&nbsp; טל' מוקד גבייה: 0${rng.int(2, 9)}-${rng.digits(7)}</div>
<h1>קבלה</h1><div class="num">מספר קבלה: <b>${doc}</b> &nbsp; &nbsp; (מקור)</div>
<table class="grid">
<tr><td>שם המשלם</td><td>${esc(payer)}</td><td>ת.ז. משלם</td><td>${personalId(rng)}</td></tr>
<tr><td>מספר חשבון (משלם)</td><td>${nineDigitsNotId(rng)}</td><td>מספר נכס</td><td>${rng.digits(10)}</td></tr>
<tr><td>כתובת הנכס</td><td>רח' ${rng.pick(['הרצל', 'ויצמן', 'הגפן', 'השקד', 'הנביאים'])} ${rng.int(1, 120)}</td><td>תאריך תשלום</td><td>${day(date, style)}</td></tr>
<tr><td>תקופת החיוב</td><td>${period}</td><td>מועד תשלום מקורי</td><td>${day(due, style)}</td></tr>
</table>
<table class="lines">
<tr><th>פירוט</th><th>סכום בש"ח</th></tr>
<tr><td>ארנונה למגורים — ${rng.int(55, 180)} מ"ר</td><td>${amount(arnona)}</td></tr>
${extras.map((e) => `<tr><td>${e.name}</td><td>${amount(e.value)}</td></tr>`).join('')}
${discount ? `<tr><td>הנחת תשלום מוקדם 2%</td><td>-${amount(discount)}</td></tr>` : ''}
${interest ? `<tr><td>הפרשי הצמדה וריבית</td><td>${amount(interest)}</td></tr>` : ''}
<tr class="paid"><td>סה"כ שולם</td><td>${amount(total)}</td></tr>
</table>
<p class="words">הסכום במילים: ${heAmountInWords(total)}</p>
<p>אמצעי תשלום: כרטיס אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} המסתיים ב-${card}, אסמכתא ${asmachta}.</p>
<p class="note">קבלה זו אינה חשבונית מס. תשלומי ארנונה אינם חייבים במע"מ. יתרת החוב לאחר תשלום זה: 0.00 ש"ח.</p>
<div class="stub"><span>ספח לתשלום — ${esc(town)}</span><span>קבלה ${doc}</span><span>סכום: ${amount(total)} ש"ח</span><span>${day(date, style)}</span></div>`;
    const css = `body { font-family: '${font}'; font-size: 11pt; padding: 14mm 16mm; }
.crest { font-size: 22pt; font-weight: bold; text-align: center; border-bottom: 3px double #000; padding-bottom: 2mm; } .crest small { display: block; font-size: 11pt; font-weight: normal; }
.idline { text-align: center; font-size: 9.5pt; margin: 2mm 0 4mm; } h1 { text-align: center; font-size: 20pt; margin: 2mm; letter-spacing: 4pt; } .num { text-align: center; margin-bottom: 5mm; }
.grid { width: 100%; border-collapse: collapse; margin-bottom: 5mm; } .grid td { border: 1px solid #555; padding: 1.6mm 2mm; } .grid td:nth-child(odd) { background: #eee; width: 22%; }
.lines { width: 70%; border-collapse: collapse; margin: 0 auto; } .lines th { border-bottom: 2px solid #000; text-align: right; } .lines td { padding: 1.5mm; } .lines td:last-child { text-align: left; direction: ltr; }
.paid td { border-top: 2px solid #000; font-weight: bold; font-size: 13pt; } .words { font-style: italic; margin-top: 5mm; } .note { font-size: 9pt; color: #333; }
.stub { margin-top: 22mm; border-top: 1px dashed #000; padding-top: 3mm; display: flex; justify-content: space-between; font-size: 9.5pt; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: town, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(total) },
    };
  },
};
