import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, mul, notAnId, sh, share } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-mold-remediation-invoice';

const CUSTOMERS = ['נציגות הבית המשותף רח׳ הגפן 12', 'גני הילדים השקמה בע"מ', 'מרכז מסחרי הכרמל ניהול בע"מ', 'אחוזת הנשיא דיור מוגן בע"מ', 'משפחת ברק'];

/** Mold inspection and remediation contractor's A4 tax invoice, VAT added (Sunday-Thursday). */
export const heMoldRemediationInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const area = rng.int(60, 480) / 10;
    const perM2 = rng.int(55, 95) * 100;
    const rows: { name: string; qty: string; unit: number }[] = [];
    const add = (name: string, qty: string, unit: number) => rows.push({ name, qty, unit });
    add('בדיקת לחות ומצלמה תרמית', '1', rng.int(450, 750) * 100);
    add('דגימת אוויר לבדיקת מעבדה', String(rng.int(1, 4)), rng.int(280, 390) * 100);
    add('טיפול והסרת עובש (מ"ר)', area.toFixed(1), perM2);
    if (rng.chance(0.6)) add('ייבוש במייבש תעשייתי (ימים)', String(rng.int(2, 6)), rng.int(180, 260) * 100);
    if (rng.chance(0.6)) add('צבע אנטי-פטרייתי (מ"ר)', (rng.int(100, 600) / 10).toFixed(1), rng.int(35, 55) * 100);
    if (rng.chance(0.4)) add('החלפת סיליקון ואטימה', '1', rng.int(350, 650) * 100);
    if (rng.chance(0.3)) add('מטהר אוויר HEPA - השכרה (ימים)', String(rng.int(3, 10)), rng.int(60, 90) * 100);
    const sumOf = (r: { qty: string; unit: number }) => mul(Number(r.qty), r.unit);
    const lines = total(rows.map(sumOf));
    const disc = rng.chance(0.35) ? share(lines, 5) : 0;
    const net = lines - disc;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'אוויר נקי שיקום מבנים בע"מ' : 'חיים אזולאי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MR${rng.digits(6)}` : String(rng.int(1000, 9999));
    const money = (c: number) => (co ? amount(c) : sh(c, 'x ₪'));
    const f = (d: string) => (co ? dt(d, 'dd/mm/yyyy') : dt(d, 'dd.mm.yyyy'));
    const customer = rng.pick(CUSTOMERS);
    const custCo = customer.includes('בע"מ');
    const visit = plus(date, -rng.int(3, 12));
    const lab = `LAB-${rng.digits(5)}`;
    const site = rng.pick(['רח׳ הגפן 12, חולון', 'שד׳ הנשיא 88, חיפה', 'רח׳ הרצל 41, נשר', 'רח׳ השקמה 5, בת ים']);
    const info = pairs(
      [
        ['לכבוד:', customer],
        [custCo ? 'ח.פ. לקוח:' : 'מס׳ לקוח:', ltr(custCo ? taxIdOfCustomer(rng) : notAnId(rng))],
        ['כתובת הנכס:', site],
        ['תאריך ביצוע:', ltr(f(visit))],
        ['דו"ח מעבדה:', ltr(lab)],
        ['אחריות עד:', ltr(f(plus(visit, 365)))],
      ],
      2,
    );
    const table = items(
      ['#', 'תיאור העבודה', 'כמות', co ? 'מחיר ליח׳ (ש"ח)' : 'מחיר ליח׳', co ? 'סה"כ (ש"ח)' : 'סה"כ'],
      rows.map((r, i) => [String(i + 1), r.name, r.qty, ltr(money(r.unit)), ltr(money(sumOf(r)))]),
    );
    const sums = `<div class="sum">${row('סה"כ עבודות', ltr(money(lines)))}${disc ? row('הנחה 5%', ltr(money(-disc))) : ''}${row('סה"כ לפני מע"מ', ltr(money(net)))}${row(`מע"מ ${rate}%`, ltr(money(vat)))}${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}</div>`;
    // Wall moisture readings of 12-38%, never 17% or 18%, which would read as a VAT rate.
    const reading = () => {
      const v = rng.int(12, 36);
      return v >= 17 ? v + 2 : v;
    };
    const readings = `<div class="sm">מדידות לחות בקירות: ${Array.from({ length: 4 }, () => `${reading()}%`).join(' · ')} · לחות יחסית בחדר ${rng.int(55, 85)}%</div>`;
    const body = co
      ? `<div class="head"><div><div class="brand">נקי מעובש</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(hyphenId(taxId))} · רח׳ המלאכה 9, חולון · ${ltr('03-5' + rng.digits(6))}</div></div>
<div class="docbox"><div class="sm">חשבונית מס</div><div class="b">${ltr(doc)}</div><div>תאריך: ${ltr(f(date))}</div></div></div>
${info}${table}${sums}${readings}
<div class="sm">תנאי תשלום: שוטף + 30 (${ltr(f(plus(date, 30)))}) · העברה לבנק הפועלים, סניף 612, חשבון ${ltr(rng.digits(6))}</div>
<div class="foot">${vendorName} · ח.פ. ${ltr(taxId)} · מורשה לעבודות שיקום מבנים</div>`
      : `<div class="head"><div><div class="brand">הלחות בשליטה</div><div class="sm">איתור רטיבות · הסרת עובש · איטום · נשר · ${ltr(cellular(rng))}</div></div>
<div class="docbox"><div class="b">חשבונית מס מס׳ ${ltr(doc)}</div><div>תאריך: ${ltr(f(date))}</div><div class="sm">מקור</div></div></div>
${info}${table}${sums}${readings}
<div class="sm">התשלום בהעברה בנקאית או בצ׳ק עד ${ltr(f(plus(date, 14)))}.</div>
<div class="foot">חיים אזולאי · עוסק מורשה ${ltr(taxId)} · בנק לאומי סניף 908 חשבון ${ltr(rng.digits(7))}</div>`;
    const css = `${baseCss}
body{font-family:${co ? "'David CLM'" : "'Frank Ruehl CLM'"};font-size:14px;padding:15mm;height:296mm;box-sizing:border-box;position:relative}
.head{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid ${co ? '#2e7d32' : '#37474f'};padding-bottom:6px;margin-bottom:8px}.brand{font-size:28px;font-weight:bold;color:${co ? '#2e7d32' : '#37474f'}}
.docbox{border:1.5px solid #333;padding:6px 12px;text-align:center}.sum{width:45%;margin-right:auto}.big{font-size:1.2em}.foot{position:absolute;bottom:12mm;left:15mm;right:15mm;border-top:1px solid #777;padding-top:4px;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
