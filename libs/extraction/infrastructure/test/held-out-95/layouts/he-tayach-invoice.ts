import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-tayach-invoice';

/** Work, unit, agorot per unit before VAT in 2022, quantity range (tenths for areas and lengths). */
const WORK: [string, string, number, [number, number]][] = [
  ['טיח פנים שתי שכבות', 'מ"ר', 6500, [40, 220]],
  ['טיח חוץ + שליכט צבעוני', 'מ"ר', 11500, [30, 160]],
  ['שפכטל ולטישה לקירות ותקרות', 'מ"ר', 3800, [30, 200]],
  ['פינות מגן מאלומיניום', 'מ"א', 2200, [10, 60]],
  ['תיקון סדקים ורשת פיברגלס', 'מ"א', 4500, [5, 30]],
  ['בידוד חוץ EPS 5 ס"מ', 'מ"ר', 16000, [20, 90]],
  ['הקמת פיגום ופירוקו', 'יום', 45000, [2, 6]],
  ['חומרים (מלט, חול, שקי טיח מוכן)', 'קומפלט', 180000, [1, 1]],
  ['פינוי פסולת למכולה', 'קומפלט', 60000, [1, 1]],
];
const CUSTOMERS: [string, string][] = [
  ["ראמי ח'טיב", 'כפר כנא'],
  ['סוזאן ועאדל סלאמה', 'ריינה'],
  ['מוחמד עבד אל-רחים', 'עילוט'],
  ['אורנה ומשה גבאי', 'קריית טבעון'],
];

/**
 * A plasterer from Turan invoicing under his own name as a licensed dealer (עוסק מורשה), A4 (Yehuda CLM for his name,
 * Simple CLM with Liberation Sans): his name large at the top (the vendor) over his trades, "עוסק מורשה מס'" with his
 * number plain and a mobile; beside the customer and the site a box "חשבונית מס" "מס' 0nnn", "מקור" and "תאריך:
 * dd.mm.yy"; the work by the m² or metre (areas to a tenth), scaffolding by the day, materials and removal as lump
 * sums, "סה"כ", "מע"מ n%" added and "סה"כ לתשלום" "… ₪"; cheques or transfer; a signature line; Sunday to Friday.
 */
export const heTayachInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const rows: string[][] = [];
    const sums: number[] = [];
    for (const [work, unit, p, [lo, hi]] of rng.some(WORK, rng.int(3, 6))) {
      const lump = unit === 'קומפלט' || unit === 'יום';
      const q = lump ? rng.int(lo, hi) : rng.int(lo * 10, hi * 10) / 10;
      const price = Math.round((p * rise) / 100) * 100;
      const s = Math.round(q * price);
      rows.push([work.replace(/(EPS|\d+)/g, (m) => ltr(m)), unit, ltr(lump ? String(q) : q.toFixed(1)), ltr(amount(price)), ltr(amount(s))]);
      sums.push(s);
    }
    const net = total(sums);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = "ח'אלד מנסור";
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(40, 990)).padStart(4, '0');
    const [customer, town] = rng.pick(CUSTOMERS);
    const body = `<div class="top"><div class="nm">${vendorName}</div><div class="tr">טיח · שפכטל · גבס · בידוד תרמי</div><div class="sm">עוסק מורשה מס' ${ltr(taxId)} · טורעאן · נייד ${ltr(cellular(rng))}</div></div>
<div class="mid"><div class="cust"><div><b>לכבוד:</b> ${customer}</div><div><b>כתובת העבודה:</b> ${town}, ${rng.pick(['בית פרטי', "קומה א'", 'דירת גן', 'מבנה חדש'])}</div><div><b>הצעת מחיר:</b> מיום ${ltr(dt(plus(date, -rng.int(14, 60)), 'dd.mm.yy'))}</div></div>
<div class="box"><div class="t">חשבונית מס</div><div>מס' ${ltr(doc)}</div><div class="org">מקור</div><div>תאריך: ${ltr(dt(date, 'dd.mm.yy'))}</div></div></div>
${items(['תיאור העבודה', "יח'", 'כמות', "מחיר ליח'", 'סה"כ'], rows)}
<table class="tot"><tr><th>סה"כ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`${amount(gross)} ₪`)}</td></tr></table>
<div class="pay">התשלום: ${rng.pick(["בשלושה צ'קים דחויים", 'בהעברה בנקאית', "במזומן ובצ'ק"])}. האחריות על סדקים בטיח – שנה מיום סיום העבודה.</div>
<div class="sig"><span>חתימת הלקוח: ____________</span><span>חתימה: ____________</span></div>`;
    const css = `${baseCss}
body{font-family:'Simple CLM','Liberation Sans';font-size:14px;padding:15mm 17mm}.top{text-align:center;border-bottom:2px solid #111;padding-bottom:8px}.nm{font-family:'Yehuda CLM';font-size:44px;line-height:1.1}.tr{font-size:17px}
.mid{display:flex;justify-content:space-between;align-items:flex-start;gap:12mm;margin:14px 0}.cust{flex:1;line-height:1.7}.box{flex:0 0 56mm;border:2px solid #111;padding:6px 16px;text-align:center;line-height:1.5}.box .t{font-size:20px;font-weight:bold}.org{font-size:11px;letter-spacing:3px}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}.tot{width:42%;margin-inline-start:auto;margin-top:8px}.tot th{text-align:start;padding:3px 6px;font-weight:normal}.tot td{text-align:end;padding:3px 6px}
.tot tr.g{border-top:2px solid #111;font-weight:bold;font-size:16px}.tot tr.g th{font-weight:bold}.pay{margin-top:18px}.sig{display:flex;justify-content:space-between;margin-top:40px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
