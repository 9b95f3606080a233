import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-fumigation-two-page-invoice';

const SITES = ['מחסני גרעינים - מגורה 3', 'מפעל קמח ודגנים', 'מרכז לוגיסטי לפירות יבשים', 'בית אריזה לתמרים'];
const CUSTOMERS = ['טחנות הדרום בע"מ', 'אגודת מגדלי עמק בע"מ', 'פרי-יבש שיווק (2011) בע"מ', 'מגורות השפלה בע"מ'];

/**
 * A fumigation firm in Kiryat Malakhi, two A4 pages (Aharoni CLM headings, David CLM text): each page the letterhead with
 * "ח.פ." hyphenated and a right-hand box "חשבונית מס מס׳ … / תאריך" (d/m/yyyy); page 1 the customer with its id, the site, the
 * treatment's days and an unpriced table of chambers (volume in m³, dose, exposure hours, gas reading); page 2 the charges (per m³
 * treated, sealing, gas monitoring, certificate), "סה"כ לפני מע"מ", VAT added, "סה"כ לתשלום"; "דף n מתוך 2". Sunday to Thursday.
 */
export const heFumigationTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const chambers = Array.from({ length: rng.int(3, 7) }, (_, i) => ({
      n: i + 1,
      m3: rng.int(120, 900),
      dose: rng.pick(['1.5', '2.0', '3.0']),
      hours: rng.pick([72, 96, 120]),
      ppm: rng.int(150, 420),
    }));
    const m3 = total(chambers.map((c) => c.m3));
    const perM3 = Math.round(1450 * up);
    const lines = [
      { name: 'חיטוי בגז (לפי מ"ק מטופל)', qty: String(m3), unit: perM3, sum: m3 * perM3 },
      { name: 'איטום תאים ויריעות', qty: String(chambers.length), unit: Math.round((38000 * up) / 100) * 100, sum: 0 },
      { name: 'ניטור ריכוזי גז ושחרור', qty: '1', unit: Math.round((65000 * up) / 100) * 100, sum: 0 },
      { name: 'תעודת חיטוי לייצוא', qty: '1', unit: 25000, sum: 0 },
    ].map((l) => ({ ...l, sum: l.sum || Number(l.qty) * l.unit }));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מדבירי השפלה חיטוי וגיזוז בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(30000, 69999));
    const start = plus(date, -rng.int(6, 14));
    const street = String(rng.int(2, 40));
    const phone = landline(rng);
    const head = (
      p: number,
    ) => `<div class="hd"><div><div class="nm">מדבירי השפלה</div><div class="sm">${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}<br>רח׳ הנפח ${ltr(street)}, קריית מלאכי · ${ltr(phone)}</div></div>
<div class="box">חשבונית מס מס׳ <b>${ltr(doc)}</b><br>תאריך: ${ltr(dt(date, 'd/m/yyyy'))}<br><span class="sm">דף ${p} מתוך 2</span></div></div>`;
    const customer = rng.pick(CUSTOMERS);
    const body = `<div class="page">${head(1)}<h2>פרטי הטיפול</h2><div>לקוח: <b>${customer}</b> ח.פ. ${ltr(taxIdOfCustomer(rng))}</div><div>אתר: ${rng.pick(SITES)}</div>
<div>מועד הטיפול: ${ltr(dt(start, 'dd/mm/yy'))} עד ${ltr(dt(plus(start, 5), 'dd/mm/yy'))}</div>
${items(
  ['תא', 'נפח (מ"ק)', 'מינון (גר׳/מ"ק)', 'חשיפה (שעות)', 'ריכוז בסיום (ppm)'],
  chambers.map((c) => [ltr(String(c.n)), ltr(String(c.m3)), ltr(c.dose), ltr(String(c.hours)), ltr(String(c.ppm))]),
)}
<div class="sm">הטיפול בוצע לפי הנחיות המשרד להגנת הסביבה. החיוב בדף הבא.</div></div>
<div class="page">${head(2)}<h2>חיובים</h2>
${items(
  ['פירוט', 'כמות', 'מחיר ליח׳', 'סה"כ'],
  lines.map((l) => [l.name, ltr(l.qty), ltr(amount(l.unit)), ltr(amount(l.sum))]),
)}
<table class="tt"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(amount(gross))} ₪</td></tr></table>
<div class="sm">תנאי תשלום: שוטף + 30. המחאות לפקודת ${vendorName}.</div></div>`;
    const css = `${baseCss}
body{font-family:'David CLM';font-size:14px}.page{height:296mm;box-sizing:border-box;padding:14mm 16mm;overflow:hidden;page-break-after:always}.page:last-child{page-break-after:auto}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #8b1e1e;padding-bottom:6px}.nm{font-family:'Aharoni CLM';font-size:28px;color:#8b1e1e}.box{border:1.5px solid #333;padding:6px 12px;line-height:1.5;margin-right:10mm}
h2{font-family:'Aharoni CLM';font-size:18px;margin:12px 0 6px}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}.tt{width:45%;margin:8px auto 10px 0}.tt td{padding:3px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:16px;border-top:2px solid #333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
