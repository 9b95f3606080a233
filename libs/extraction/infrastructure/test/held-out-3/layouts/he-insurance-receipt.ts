import { addDays, amount, esc, htmlPage, Layout, randomDate, taxId, truthAmount } from '../../generalisation/kit';
import { day, nineDigitsNotId, personalId, shach } from '../notation';

const INSURERS = ['המגן הישראלי חברה לביטוח בע"מ', 'אופק ביטוח ופיננסים בע"מ', 'שקד חברה לביטוח בע"מ', 'מגדלור ביטוח כללי בע"מ'];
const POLICIES = ['ביטוח רכב מקיף', 'ביטוח דירה - מבנה ותכולה', 'ביטוח נסיעות לחו"ל', 'ביטוח אחריות מקצועית', 'ביטוח רכב חובה'];

/**
 * An insurer's receipt for a premium payment: insurance carries no VAT, so none is printed. The
 * policy number (nine digits failing the id check), the insured's valid personal id, the insurance
 * period (a year, dates on either side of the document date), the yearly premium split into
 * premium, policy fee and stamp duty, the instalment plan, and "סכום התקבול" for this payment,
 * which is the total (one of the instalments, or all of it when paid at once).
 */
export const heInsuranceReceipt: Layout = {
  id: 'he-insurance-receipt',
  lang: 'he',
  kind: 'insurance receipt',
  make(rng) {
    const vendor = rng.pick(INSURERS);
    const id = taxId(rng);
    const date = randomDate(rng);
    const start = addDays(date, -rng.int(0, 200));
    const end = addDays(addDays(start, 365), -1);
    const premium = rng.int(900, 9800) * 100;
    const fee = rng.pick([0, 3500, 5000]);
    const yearly = premium + fee;
    const n = rng.pick([1, 1, 4, 10, 12]);
    const each = Math.floor(yearly / n);
    const first = yearly - each * (n - 1);
    const k = n === 1 ? 1 : rng.int(1, n);
    const paid = k === 1 ? first : each;
    const doc = `${rng.int(60, 79)}${rng.digits(7)}`;
    const style = rng.pick(['d/m/Y', 'he', 'd.m.y'] as const);
    const font = rng.pick(['Aharoni CLM', 'Noto Sans Hebrew', 'David CLM']);
    const body = `
<div class="hd"><span class="n">${esc(vendor)}</span><span>ח.פ. ${id}</span></div>
<div class="t">אישור תשלום / קבלה מס' ${doc}</div>
<div class="p">תאריך: ${day(date, style)}</div>
<table class="kv">
<tr><td>מבוטח/ת</td><td>${rng.pick(['אריאל פרידמן', 'הדס טל', 'משה עמר', 'יעל ניסים'])}, ת.ז. ${personalId(rng)}</td></tr>
<tr><td>סוג הביטוח</td><td>${rng.pick(POLICIES)}</td></tr>
<tr><td>מספר פוליסה</td><td>${nineDigitsNotId(rng)}</td></tr>
<tr><td>תקופת הביטוח</td><td>${day(start, 'd/m/Y')} - ${day(end, 'd/m/Y')}</td></tr>
<tr><td>סוכן</td><td>${rng.pick(['סוכנות פז ביטוחים', 'ש.ר. סוכנות לביטוח', 'ישיר - ללא סוכן'])} (מס' סוכן ${rng.digits(5)})</td></tr>
</table>
<table class="prem"><tr><th>פרמיה שנתית</th><th>דמי פוליסה</th><th>סה"כ שנתי</th><th>מספר תשלומים</th></tr>
<tr><td>${amount(premium)}</td><td>${amount(fee)}</td><td>${amount(yearly)}</td><td>${n}</td></tr></table>
<div class="paid">סכום התקבול: <b>${shach(paid)}</b>${n > 1 ? ` &nbsp; (תשלום ${k} מתוך ${n})` : ''}</div>
<p>אמצעי תשלום: ${rng.pick(['הוראת קבע בבנק', 'כרטיס אשראי', 'העברה בנקאית'])} · אסמכתא ${rng.digits(9)}${n > 1 && k < n ? ` · התשלום הבא: ${day(addDays(date, 30), style)}` : ''}</p>
<p class="s">דמי ביטוח אינם חייבים במע"מ. קבלה זו משמשת אישור לצורכי מס. לבירורים: *${rng.int(2000, 9999)}.</p>`;
    const css = `body { font-family: '${font}'; font-size: 10.5pt; padding: 14mm; }
.hd { display: flex; justify-content: space-between; align-items: baseline; border-bottom: 5px solid #004b87; padding-bottom: 2mm; } .hd .n { font-size: 17pt; color: #004b87; font-weight: bold; }
.t { font-size: 15pt; margin: 6mm 0 1mm; } .p { margin-bottom: 5mm; } .kv { border-collapse: collapse; margin-bottom: 5mm; } .kv td { padding: 1.2mm 3mm; border-bottom: 1px solid #dde; } .kv td:first-child { color: #004b87; font-weight: bold; }
.prem { width: 100%; border-collapse: collapse; text-align: center; } .prem th { background: #e6eef6; padding: 1.5mm; } .prem td { padding: 1.5mm; direction: ltr; border-bottom: 1px solid #ccc; }
.paid { margin: 6mm 0; font-size: 13pt; border: 1.5px solid #004b87; padding: 3mm; display: inline-block; } .s { font-size: 8.5pt; color: #555; }`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: vendor, vendorTaxId: id, documentNumber: doc, date, currency: 'ILS', total: truthAmount(paid) },
    };
  },
};
