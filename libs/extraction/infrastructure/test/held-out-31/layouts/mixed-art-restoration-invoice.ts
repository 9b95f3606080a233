import { addDays, amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hyphenId } from '../../generalisation/notation';
import { add, bi, dated, officeDay, taxOn, vid } from './extra';

const ID = 'mixed-art-restoration-invoice';

const VENDORS = [
  {
    brand: 'סטודיו פטינה · PATINA',
    legal: 'מרים קליין',
    label: bi('עוסק מורשה', 'Licensed Dealer', ' / '),
    company: false,
    trade: 'שימור ורסטורציה של ציורים · Painting conservation',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `${k}`,
  },
  { brand: 'RESTAURO', legal: 'רסטאורו שימור אמנות בע"מ', label: bi('ח.פ.', 'Co. No.', ' / '), company: true, trade: '', style: 'dd.mm.yyyy' as D, num: (k: number) => `RS-${k}` },
];

const WORK: [string, string, number][] = [
  ['ניקוי שכבת לכה', 'Varnish removal and cleaning', 240000],
  ['השלמות צבע', 'Inpainting of losses', 310000],
  ['הדבלה של הבד', 'Canvas lining', 420000],
  ['תיקון מסגרת מוזהבת', 'Gilded frame repair', 180000],
  ['תיעוד וצילום UV', 'Documentation and UV photography', 65000],
  ['דו"ח מצב', 'Condition report', 45000],
  ['הובלה מבוטחת', 'Insured transport', 38000],
];

export const mixedArtRestorationInvoice: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(100, 9999));
    const rows = rng.some(WORK, rng.int(2, 4)).map(([he, en, u]) => ({ he, en, u: u / 2 + rng.int(0, 20) * 1000 }));
    const net = add(rows.map((r) => r.u));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const body = `<div class="p">
<div class="hd"><div class="brand">${esc(v.brand)}</div>${v.brand.includes(v.legal) ? '' : `<div class="legal">${esc(v.legal)}</div>`}${v.trade ? `<div>${esc(v.trade)}</div>` : ''}<div class="sm">${v.label} ${n === 3 ? hyphenId(id) : id} · ${rng.pick(['יפו העתיקה', 'עין הוד', 'צפת', 'ירושלים'])}</div></div>
<h1>${bi('חשבונית מס', 'Tax Invoice', ' / ')}</h1>
<table class="g">
<tr><td>${bi("מס'", 'No.')}</td><td>${number}</td><td>${bi('תאריך', 'Date')}</td><td>${dt(date, v.style)}</td></tr>
<tr><td>${bi('לקוח', 'Client')}</td><td>${esc(rng.pick(['Galerie Ofek', 'Dr. Ruth Halperin', 'Beit Gordon Collection', 'Mr. Daniel Sasson']))}</td><td>${bi('נמסר לסטודיו', 'Received')}</td><td>${dt(addDays(date, -rng.int(20, 80)), v.style)}</td></tr>
<tr><td>${bi('יצירה', 'Artwork')}</td><td colspan="3">${esc(rng.pick(['Oil on canvas, landscape, 1930s', 'Portrait, oil on board', 'Still life, tempera', 'Street scene, oil on canvas']))} · ${rng.int(40, 120)}×${rng.int(30, 90)} cm</td></tr>
</table>
<table class="l"><tr><th>${bi('עבודה', 'Work')}</th><th>${bi('סכום', 'Amount')} ₪</th></tr>
${rows.map((r) => `<tr><td>${esc(r.he)}<div class="en">${esc(r.en)}</div></td><td class="n">${amount(r.u)}</td></tr>`).join('')}
</table>
<div class="s">
<div class="pr"><span>${bi('סה"כ לפני מע"מ', 'Subtotal')}</span><span>${amount(net)}</span></div>
<div class="pr"><span>${bi(`מע"מ ${rate}%`, `VAT ${rate}%`)}</span><span>${amount(tax)}</span></div>
<div class="pr big"><span>${bi('סה"כ לתשלום', 'Total due')}</span><span>₪ ${amount(total)}</span></div>
</div>
<div class="sm">${bi('תשלום בהעברה בנקאית תוך 14 יום', 'Payment by bank transfer within 14 days')}</div>
</div>`;
    const css = `body{font-family:'Noto Serif Hebrew','Noto Serif',serif;font-size:12px;color:#2d2a26}.p{padding:16mm}.hd{text-align:center;border-bottom:1px solid #8b6f47;padding-bottom:8px}.brand{font-size:26px;color:#8b6f47;letter-spacing:1px}.legal{font-size:16px;font-weight:bold}.sm{font-size:10px}h1{font-size:18px;text-align:center}table{width:100%;border-collapse:collapse}.g td{border:1px solid #c8b89a;padding:4px}.g td:nth-child(odd){background:#f5efe4;width:18%}.l{margin-top:14px}.l th{border-bottom:2px solid #8b6f47;text-align:right}.l td{padding:5px;border-bottom:1px solid #e4dccb}.en{font-size:10px;color:#666;direction:ltr;text-align:right}.n{text-align:left}.s{width:50%;margin:14px auto 14px 0}.pr{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:14px;border-top:2px solid #8b6f47}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
