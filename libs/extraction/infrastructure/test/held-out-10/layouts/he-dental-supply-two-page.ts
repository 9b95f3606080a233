import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, firstOfMonth, landline, lastOfMonth, personalId, share } from '../../generalisation/notation';
import { code } from './extra';

const SUPPLIERS = [
  { name: 'דנטלייט יבוא ושיווק ציוד דנטלי בע"מ', short: 'DENTALITE', addr: "רח' הברזל 19, תל אביב", color: '#0277bd' },
  { name: 'אור-דנט מדיקל סחר בע"מ', short: 'OR-DENT', addr: "רח' החרושת 5, כרמיאל", color: '#00897b' },
  { name: 'ש.ל. ספקי מרפאות שיניים (2004) בע"מ', short: 'S.L. DENTAL', addr: 'דרך השלום 53, גבעתיים', color: '#5e35b1' },
];
const CLINICS = [
  { name: 'מרפאת שיניים חיוך בריא בע"מ', company: true },
  { name: 'ד"ר יואב שרעבי - רופא שיניים', company: false },
  { name: 'מרכז דנטלי הגליל בע"מ', company: true },
  { name: 'ד"ר נסרין עבאס - מרפאת שיניים', company: false },
];
/** English description, price range in agorot (net), quantity range. */
const ITEMS: [string, [number, number], [number, number]][] = [
  ['Composite A2 syringe 4g', [6500, 9800], [2, 12]],
  ['Composite A3 syringe 4g', [6500, 9800], [2, 12]],
  ['Universal bond 5ml', [28000, 39000], [1, 4]],
  ['Nitrile gloves M (100)', [2400, 3600], [5, 30]],
  ['Nitrile gloves S (100)', [2400, 3600], [5, 30]],
  ['Surgical masks IIR (50)', [1800, 2900], [4, 20]],
  ['Articaine 4% 1:100,000 (50 carp.)', [21000, 27500], [1, 6]],
  ['Needles 30G short (100)', [5200, 7400], [1, 5]],
  ['Saliva ejectors (100)', [1600, 2400], [2, 10]],
  ['Alginate impression 453g', [3900, 5600], [2, 8]],
  ['K-file 25mm #15-40 (6)', [2600, 3900], [2, 12]],
  ['Gutta percha points #30 (120)', [3400, 4800], [1, 6]],
  ['Prophy paste medium (200)', [9500, 14500], [1, 3]],
  ['Cotton rolls #2 (1000)', [2100, 3200], [1, 6]],
  ['Sterilization pouches 90x260 (200)', [3600, 5200], [2, 10]],
  ['Surface disinfectant wipes (120)', [3900, 5400], [2, 12]],
  ['Glass ionomer cement kit', [32000, 44000], [1, 2]],
  ['Temporary cement 35g', [6200, 8900], [1, 4]],
  ['Polishing discs assorted (80)', [12500, 17800], [1, 3]],
  ['Patient bibs blue (500)', [6900, 9400], [1, 4]],
  ['Healing abutment 4.1 x 5mm', [14500, 21000], [1, 6]],
  ['Suture 4-0 PGA (12)', [15500, 22000], [1, 3]],
  ['X-ray sensor sleeves (500)', [8800, 12400], [1, 3]],
  ['Fluoride varnish 5% (50)', [19500, 26500], [1, 3]],
  ['Matrix bands 0.035mm (12)', [2400, 3400], [2, 8]],
  ['Bite registration 2x50ml', [9800, 13800], [1, 4]],
  ['Etching gel 37% 3x5ml', [4200, 6100], [1, 6]],
  ['Retraction cord #1', [5900, 8200], [1, 4]],
  ['Diamond burs FG assorted (5)', [7500, 11800], [2, 8]],
  ['Micro applicators fine (400)', [3300, 4700], [1, 4]],
];

/**
 * A dental supplies importer's two-page A4 "חשבונית מס" to a dental clinic (Liberation Sans or
 * FreeSans; the heading in Noto Sans Hebrew): the supplier's Hebrew name and Latin short name, "ח.פ.",
 * the document box ("חשבונית מס מס'" with eight digits starting with the year, "תאריך" dd/mm/yy,
 * "דף 1/2") repeated small on page 2, the clinic (a company with its valid ח.פ. or a dentist with a
 * valid personal id as "עוסק מורשה"), the clinic's order and the delivery note, "שוטף + 45" and the due
 * date; 34-44 rows of catalogue number, English description, lot, expiry (MM/YYYY, years ahead),
 * quantity, unit price, a line discount in percent on some, amount; "סה"כ להעברה" at the foot of
 * page 1 and "העברה מדף 1" on page 2; "סה"כ שורות", shipping or free shipping, "סה"כ לפני מע"מ",
 * VAT, "סה"כ לתשלום", bank details.
 */
export const heDentalSupplyTwoPage: Layout = {
  id: 'he-dental-supply-two-page',
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const s = rng.pick(SUPPLIERS);
    const vendorTaxId = taxId(rng);
    const cl = rng.pick(CLINICS);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const n = rng.int(34, 44);
    const first = 30;
    const rows = rng.some(ITEMS, Math.min(n, ITEMS.length)).concat(rng.some(ITEMS, Math.max(0, n - ITEMS.length)));
    const lines = rows.map(([desc, price, qty]) => {
      const unit = rng.int(price[0] / 10, price[1] / 10) * 10;
      const q = rng.int(qty[0], qty[1]);
      const disc = rng.chance(0.25) ? rng.pick([5, 10, 15]) : 0;
      const sum = q * unit - share(q * unit, disc);
      const expiry = firstOfMonth(date, rng.int(10, 40));
      return {
        cat: `${rng.pick(['DL', 'DN', 'EN', 'IM', 'PR'])}-${rng.digits(5)}`,
        desc,
        lot: code(rng, rng.int(7, 9)),
        exp: `${expiry.slice(5, 7)}/${expiry.slice(0, 4)}`,
        q,
        unit,
        disc,
        sum,
      };
    });
    const p1 = lines.slice(0, first);
    const p2 = lines.slice(first);
    const carried = p1.reduce((a, l) => a + l.sum, 0);
    const linesSum = lines.reduce((a, l) => a + l.sum, 0);
    const shipping = linesSum >= 150000 ? 0 : 4500;
    const net = linesSum + shipping;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `${date.slice(2, 4)}${String(rng.int(1000, 99999)).padStart(6, '0')}`;
    const due = addDays(lastOfMonth(date), 45);
    const font = rng.pick(['Liberation Sans', 'FreeSans']);
    const clinicId = cl.company ? `ח.פ. ${taxId(rng)}` : `עוסק מורשה ${personalId(rng)}`;
    const th = `<tr><th>מק"ט</th><th>תיאור</th><th>אצווה</th><th>תוקף</th><th>כמות</th><th>מחיר</th><th>הנחה</th><th>סה"כ</th></tr>`;
    const tr = (l: (typeof lines)[number]) =>
      `<tr><td>${l.cat}</td><td class="d">${esc(l.desc)}</td><td>${l.lot}</td><td>${l.exp}</td><td>${l.q}</td><td>${amount(l.unit)}</td><td>${l.disc ? `${l.disc}%` : ''}</td><td>${amount(l.sum)}</td></tr>`;
    const box = (page: number) =>
      `<div class="box"><div class="t">חשבונית מס</div><div>מס' <b>${docNo}</b></div><div>תאריך: ${dt(date, 'dd/mm/yy')}</div><div>דף ${page}/2</div></div>`;
    const page1 = `<div class="page"><div class="lh"><div><div class="n">${esc(s.name)}</div><div class="en">${s.short} · Dental supplies &amp; equipment</div><div>${esc(s.addr)} · טל' ${landline(rng)} · הזמנות: ${cellular(rng)}</div><div>ח.פ. ${vendorTaxId} · יבואן מורשה, רישום אמ"ר</div></div>${box(1)}</div>
<div class="cust"><div><b>לכבוד:</b> ${esc(cl.name)}<br>${clinicId}<br>${esc(rng.pick(["רח' הנשיא 18, חיפה", "רח' סוקולוב 60, הרצליה", 'מרכז מסחרי, נוף הגליל', "רח' יפו 97, ירושלים"]))}</div>
<div>מס' לקוח: ${rng.int(10000, 39999)}<br>הזמנתכם: ${rng.int(100, 999)}/${date.slice(2, 4)} · תעודת משלוח: ${rng.int(700000, 899999)} מיום ${dt(addDays(date, -rng.int(0, 4)), 'dd/mm/yy')}<br>תנאי תשלום: שוטף + 45 · לתשלום עד ${dt(due, 'dd/mm/yy')}</div></div>
<table class="it">${th}${p1.map(tr).join('')}<tr class="cf"><td colspan="7">סה"כ להעברה</td><td>${amount(carried)}</td></tr></table></div>`;
    const page2 = `<div class="page"><div class="lh small"><div><div class="n">${esc(s.name)}</div><div class="en">${s.short}</div></div>${box(2)}</div>
<table class="it">${th}<tr class="cf"><td colspan="7">העברה מדף 1</td><td>${amount(carried)}</td></tr>${p2.map(tr).join('')}</table>
<div class="end"><div class="bank">תשלום בהעברה לחשבון ${esc(s.name)}:<br>בנק ${rng.pick(['לאומי (10)', 'הפועלים (12)', 'מזרחי טפחות (20)', 'דיסקונט (11)'])}, סניף ${rng.int(100, 980)}, חשבון ${rng.digits(7)}<br>נא לציין את מספר החשבונית באסמכתא.<br><br>הסחורה נבדקה בעת הקבלה. החזרת פריטים רק באריזה סגורה, תוך 14 יום.</div>
<table class="tot"><tr><td>סה"כ שורות</td><td>${amount(linesSum)}</td></tr><tr><td>${shipping ? 'דמי משלוח' : 'משלוח (חינם מעל 1,500 ₪)'}</td><td>${amount(shipping)}</td></tr><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>סה"כ לתשלום</td><td>${amount(total)} ₪</td></tr></table></div></div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:10px;color:#111}.page{height:296mm;box-sizing:border-box;padding:9mm 11mm;overflow:hidden}.page+.page{page-break-before:always}
.lh{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid ${s.color};padding-bottom:2mm;line-height:1.45}.n{font-family:'Noto Sans Hebrew',sans-serif;font-weight:bold;font-size:19px;color:${s.color}}.small .n{font-size:14px}
.en{direction:ltr;text-align:right;letter-spacing:1px;color:#555}.box{border:1.5px solid #111;padding:1.5mm 4mm;min-width:42mm;line-height:1.5}.t{font-size:15px;font-weight:bold}
.cust{display:flex;justify-content:space-between;gap:6mm;margin:3mm 0;padding:2mm 3mm;background:#f4f6f8;line-height:1.5}table{border-collapse:collapse;width:100%}
.it th{border-top:1.5px solid #111;border-bottom:1.5px solid #111;padding:1.2mm 1mm;font-weight:bold}.it td{padding:0.9mm 1mm;border-bottom:1px solid #ddd;text-align:center}.it td.d{text-align:left;direction:ltr}.it td:last-child{text-align:left}
.cf td{font-weight:bold;background:#f4f6f8;text-align:right}.cf td:last-child{text-align:left}.end{display:flex;justify-content:space-between;margin-top:5mm;gap:8mm}.bank{font-size:9.5px;line-height:1.5}
.tot{width:78mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:13px;border-top:2px solid #111;border-bottom:2px solid #111}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
