import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-acupuncture-clinic-receipt';

/** Treatments: Hebrew, English, lowest and highest price in agorot with VAT (2022). */
const TREATMENTS: [string, string, number, number][] = [
  ['טיפול דיקור 60 דק׳', 'Acupuncture session, 60 min', 28000, 35000],
  ['כוסות רוח', 'Cupping', 8000, 12000],
  ['פורמולת צמחים לשבועיים', 'Herbal formula, 2 weeks (Xiao Yao San)', 16000, 24000],
  ['מוקסה', 'Moxibustion', 6000, 9000],
  ['אבחון ראשוני ותשאול', 'Initial consultation', 15000, 20000],
  ['כרטיסיית 5 טיפולי דיקור', '5-session acupuncture card', 125000, 155000],
  ['טווינה - עיסוי סיני', 'Tui na massage, 30 min', 15000, 19000],
];
const PATIENTS = ['רונית אברמוב', 'Daniel Weiss', 'שירה כהן-לוי', 'Ella Morgan', 'מוחמד חאג׳', 'אליעזר רבינוביץ'];

/**
 * An acupuncture clinic's receipt in Kiryat Tivon, A5 (Noto Serif Hebrew, Liberation Serif): a licensed dealer (the
 * practitioner's own name in Hebrew, her Latin name beside), her id spaced in threes, a title in Hebrew and English
 * with a four-digit number, the patient and the visit's date and time, a table where each treatment has its English
 * under the Hebrew, quantity and sum, the total with "₪", the VAT contained, paid by card, Bit or cash. Sunday to
 * Thursday.
 */
export const mixedAcupunctureClinicReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'clinic receipt',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const rows = rng.some(TREATMENTS, rng.int(1, 3)).map(([he, en, lo, hi]) => ({ he, en, qty: 1, unit: Math.round((rng.int(lo, hi) * up) / 1000) * 1000 }));
    const gross = total(rows.map((r) => r.qty * r.unit));
    const vat = vatIn(gross, rate);
    const vendorName = 'לין שמואלי';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(1000, 4999)).padStart(4, '0');
    const patient = rng.pick(PATIENTS);
    const pay = rng.pick(['כרטיס אשראי / Card', 'ביט / Bit', 'מזומן / Cash']);
    const body = `<div class="hd"><div class="he"><div class="nm">קליניקת צ׳י</div><div>רפואה סינית ודיקור</div></div><div class="en">${ltr('QI CLINIC')}<br><span>${ltr('Acupuncture &amp; Chinese Medicine')}</span></div></div>
<div class="who">${vendorName} (${ltr('Lin Shmueli, L.Ac.')}) · עוסק מורשה ${ltr(spacedId(taxId))}<br>רח׳ הברושים ${ltr(String(rng.int(2, 40)))}, קריית טבעון · ${ltr(cellular(rng))}</div>
<div class="ti">קבלה - חשבונית מס מס׳ ${ltr(doc)}<div>${ltr(`Receipt - Tax invoice No. ${doc}`)}</div></div>
<div class="meta"><span>מטופל/ת / ${ltr('Patient')}: <b>${/[A-Za-z]/.test(patient) ? ltr(patient) : patient}</b></span><span>${ltr(`${dt(date, 'dd.mm.yyyy')} ${hhmm(rng.int(480, 1170))}`)}</span></div>
<table class="tr"><thead><tr><th>טיפול / ${ltr('Treatment')}</th><th>${ltr('Qty')}</th><th>₪</th></tr></thead><tbody>${rows.map((r) => `<tr><td>${r.he}<div class="e">${ltr(r.en)}</div></td><td>${ltr(String(r.qty))}</td><td>${ltr(amount(r.unit * r.qty))}</td></tr>`).join('')}</tbody></table>
<div class="tot"><span>סה"כ / ${ltr('Total')}</span><span>${ltr(`₪ ${amount(gross)}`)}</span></div>
<div class="vat"><span>מע"מ ${ltr(`${rate}%`)} כלול / ${ltr('VAT incl.')}</span><span>${ltr(amount(vat))}</span></div>
<div class="pay">אמצעי תשלום / ${ltr('Payment')}: ${pay.replace(/[A-Za-z]+$/, (m) => ltr(m))}</div>
<div class="ft">הקבלה ניתנת להגשה לביטוח משלים / ${ltr('Valid for supplementary insurance claims')}</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','Liberation Serif';font-size:13px;padding:10mm 11mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:2px solid #b71c1c;padding-bottom:6px}.nm{font-size:24px;font-weight:bold;color:#b71c1c}.hd .en{text-align:left;font-family:'Liberation Serif';font-size:18px;font-weight:bold;letter-spacing:2px}.hd .en span{font-size:11px;letter-spacing:0;font-weight:normal}
.who{font-size:11.5px;margin:6px 0 10px;line-height:1.5}.ti{text-align:center;font-size:16px;font-weight:bold;margin:6px 0}.ti div{font-size:12px;font-weight:normal;font-family:'Liberation Serif'}
.meta{display:flex;justify-content:space-between;margin:8px 0}.tr{width:100%}.tr th{border-bottom:1.5px solid #b71c1c;text-align:start;padding:4px}.tr td{padding:4px;border-bottom:1px solid #eee;vertical-align:top}.tr td:nth-child(n+2),.tr th:nth-child(n+2){text-align:left;white-space:nowrap}.e{font-family:'Liberation Serif';font-size:11px;color:#555;text-align:left}
.tot,.vat{display:flex;justify-content:space-between;padding:3px 0}.tot{font-weight:bold;font-size:16px;border-top:2px solid #b71c1c;margin-top:6px}.vat{font-size:12px}.pay{margin-top:8px}.ft{margin-top:18px;font-size:10.5px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
