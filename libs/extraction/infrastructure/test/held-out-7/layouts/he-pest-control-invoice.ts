import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, sh } from '../../generalisation/notation';

const FIRMS = [
  { name: 'הדברות השרון', owner: 'משה כהן – מדביר מוסמך', company: false },
  { name: 'דבורה הדברה ירוקה בע"מ', owner: '', company: true },
  { name: 'מדביר הצפון א.ר. בע"מ', owner: '', company: true },
  { name: 'שקט מזיקים – אלי רוזן', owner: 'אלי רוזן', company: false },
];
const JOBS: [string, [number, number]][] = [
  ["ריסוס נגד ג'וקים – דירה", [280, 450]],
  ['טיפול בנמלים – פנים וחוץ', [250, 400]],
  ['טיפול מונע בטרמיטים', [900, 1800]],
  ['לכידת מכרסמים + 4 תחנות האכלה', [450, 750]],
  ['הדברת פשפש המיטה – 2 חדרים', [1200, 2200]],
  ['ריסוס גינה נגד יתושים', [300, 550]],
  ['הדברת פרעושים – בית וחצר', [350, 600]],
];
const MATERIALS = ['ציפרמטרין 10% – רישום 3621', "פיפרוניל ג'ל – רישום 4410", 'דלתמטרין 2.5% – רישום 2987', 'ברודיפקום פיתיון – רישום 3175', 'אימידקלופריד – רישום 4092'];

/**
 * A pest-control firm's A5 "חשבונית מס קבלה" (Yehuda CLM heading, Simple CLM or FreeSans body): the
 * firm, the exterminator's name and his ministry permit number ("היתר מדביר מס'"), "עוסק מורשה" or
 * "ח.פ." (hyphenated on some), the number in a box, the date, the customer and the treated
 * address, treatments with prices either before VAT (then VAT and the total) or VAT-inclusive
 * ("סה"כ כולל מע"מ" and "מתוכו מע"מ"), the materials with their registration numbers, a warranty to
 * a date three months on and a recommended follow-up date, the payment by Bit, cheque or card.
 */
export const hePestControlInvoice: Layout = {
  id: 'he-pest-control-invoice',
  lang: 'he',
  kind: 'services invoice-receipt',
  make(rng: Rng) {
    const f = rng.pick(FIRMS);
    const vendorTaxId = taxId(rng, f.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-30');
    const rate = israeliRate(date);
    const jobs = rng.some(JOBS, rng.int(1, 3)).map(([n, r]) => [n, rng.int(r[0] / 10, r[1] / 10) * 1000] as [string, number]);
    const sumJobs = jobs.reduce((a, j) => a + j[1], 0);
    const inclusive = rng.chance(0.5);
    const net = inclusive ? 0 : sumJobs;
    const vat = inclusive ? vatOfGross(sumJobs, rate) : vatOfNet(net, rate);
    const total = inclusive ? sumJobs : net + vat;
    const docNo = String(rng.int(1, 2999)).padStart(4, '0');
    const permit = String(rng.int(1200, 9800));
    const font = rng.pick(['Simple CLM', 'FreeSans']);
    const idText = rng.chance(0.4) ? hyphenId(vendorTaxId) : vendorTaxId;
    const style = rng.pick(['₪ x', 'x ₪', 'x ש"ח'] as const);
    const body = `<div class="top"><div><h1>${esc(f.name)}</h1>${f.owner ? `<div>${esc(f.owner)}</div>` : ''}<div class="sm">היתר מדביר מס' ${permit} · ${cellular(rng)}</div><div class="sm">${f.company ? 'ח.פ.' : 'עוסק מורשה'} ${idText}</div></div>
<div class="no"><div>חשבונית מס קבלה</div><div class="big">${docNo}</div><div>${dt(date, rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const))}</div></div></div>
<div class="cust">לקוח: ${esc(rng.pick(["ועד הבית רח' האורן 7", 'שירה מלכה', 'מסעדת הפינה', 'בני ויהודית קליין']))} · כתובת הטיפול: ${esc(rng.pick(['רמת השרון', 'נהריה', 'רעננה', 'קריית ביאליק']))}</div>
<table class="it"><tr><th>תיאור הטיפול</th><th>${inclusive ? 'מחיר כולל מע"מ' : 'מחיר'}</th></tr>${jobs.map((j) => `<tr><td>${esc(j[0])}</td><td>${amount(j[1])}</td></tr>`).join('')}</table>
<table class="tot">${inclusive ? `<tr class="b"><td>סה"כ כולל מע"מ</td><td>${sh(total, style)}</td></tr><tr><td>מתוכו מע"מ ${rate}%</td><td>${amount(vat)}</td></tr>` : `<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>${sh(total, style)}</td></tr>`}</table>
<div class="sm"><b>חומרים:</b> ${rng.some(MATERIALS, 2).map(esc).join(' ; ')}</div>
<div class="sm">אחריות לטיפול עד ${dt(addDays(date, 90), 'dd/mm/yyyy')} · ביקור חוזר מומלץ ב-${dt(addDays(date, rng.int(14, 30)), 'dd/mm/yyyy')}</div>
<div class="sm">אמצעי תשלום: ${rng.pick(['ביט', `צ'ק מס' ${rng.digits(6)} לתאריך ${dt(addDays(date, 30), 'dd/mm/yy')}`, 'כרטיס אשראי', 'מזומן'])}</div>
<div class="warn">יש להרחיק ילדים ובעלי חיים מהמקום למשך 4 שעות לאחר הריסוס</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12.5px;padding:9mm 10mm;color:#143d14}
.top{display:flex;justify-content:space-between;border-bottom:3px solid #2e7d32;padding-bottom:2mm}h1{font-family:'Yehuda CLM','${font}';font-size:26px;margin:0;color:#2e7d32}
.no{border:2px solid #2e7d32;padding:1.5mm 4mm;text-align:center}.big{font-size:20px;font-weight:bold;color:#b71c1c}.sm{font-size:11px;margin-top:1.5mm}
.cust{margin:4mm 0}table{border-collapse:collapse;width:100%}.it th{background:#e8f5e9;text-align:right;padding:1.5mm}.it td{padding:1.5mm;border-bottom:1px solid #c8e6c9}.it td:last-child,.it th:last-child{text-align:left;width:30mm}
.tot{width:75mm;margin:3mm 0 3mm auto;margin-right:auto;margin-left:0}.tot td{padding:1mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14.5px;border-top:1px solid #000}
.warn{margin-top:6mm;font-size:10.5px;border:1px dashed #b71c1c;padding:1.5mm;color:#b71c1c}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: {
        vendorName: f.owner ? f.owner.split(' – ')[0] : f.name,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        tax: truthAmount(vat),
      },
    };
  },
};
