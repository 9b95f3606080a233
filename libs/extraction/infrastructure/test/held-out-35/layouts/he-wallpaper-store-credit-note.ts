import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, D, dt, personalId, trailingMinus } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-wallpaper-store-credit-note';

const VENDORS = [
  {
    brand: 'WALLCRAFT',
    legal: 'וולקרפט טפטים ועיצוב בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `ZK-${k}`,
    digits: [1000, 9999],
    color: '#0f766e',
    font: "'Noto Sans Hebrew','Liberation Sans',sans-serif",
  },
  {
    brand: 'נייר וקיר',
    legal: 'אילנה כץ',
    company: false,
    label: 'עוסק מורשה',
    style: 'd/m/yyyy' as D,
    num: (k: number) => `9${k}`,
    digits: [10000, 99999],
    color: '#9a3412',
    font: "'Miriam CLM','Noto Sans Hebrew',sans-serif",
  },
];

const GOODS: [string, number][] = [
  ['טפט וויניל "עלים" גליל 10 מ\'', 18900],
  ["טפט נייר פסים כחול גליל 10 מ'", 14900],
  ["טפט טקסטורת בטון גליל 10 מ'", 21900],
  ['ציור קיר מודפס — לפי מ"ר', 16500],
  ['דבק טפטים מקצועי 5 ק"ג', 7900],
  ["פריימר לקירות 4 ל'", 9900],
  ['התקנת טפט — לגליל', 12000],
];

export const heWallpaperStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const original = shift(date, -rng.int(5, 28));
    const origNo = n % 2 === 0 ? `${rng.int(20000, 29999)}` : `1${rng.int(10000, 99999)}`;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, unit]) => ({ name, unit, q: rng.int(1, 6) }));
    const items = add(lines.map((l) => l.q * l.unit));
    const fee = rng.chance(0.45) ? Math.round(items * 0.15) : 0;
    const net = items - fee;
    const tax = taxOn(net, rate);
    const total = net + tax;
    const reason = rng.pick(['גלילים סגורים שלא נוצלו', 'הזמנה מבוטלת', 'סדרת ייצור שונה בגוון', 'ביטול התקנה']);
    const customer = rng.pick(['נועה שמעוני', "אלכס גורביץ'", 'מירית דהן', 'עידן סלים']);
    const custId = personalId(rng);
    const money = (c: number) => (n % 2 === 0 ? lr(trailingMinus(c)) : amount(c));
    const rows = lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.q}</td><td>${amount(l.unit)}</td><td>${money(l.q * l.unit)}</td></tr>`).join('');
    const sums = `<table class="tot">${fee ? `<tr><td>סה"כ פריטים</td><td>${money(items)}</td></tr><tr><td>בניכוי דמי החזרה 15%</td><td>${amount(fee)}</td></tr>` : ''}
<tr><td>סה"כ לפני מע"מ</td><td>${money(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${money(tax)}</td></tr><tr class="big"><td>${n % 2 === 0 ? 'סה"כ זיכוי' : 'סה"כ לזיכוי הלקוח'}</td><td>${money(total)}</td></tr></table>`;
    const refund = rng.pick(['זיכוי לכרטיס האשראי', 'החזר בהעברה בנקאית', 'שובר זיכוי לרכישה הבאה']);
    const grid = `<table class="grid"><tr><td>מס' מסמך</td><td><b>${lr(number)}</b></td><td>תאריך</td><td><b>${dt(date, v.style)}</b></td></tr>
<tr><td>לקוח</td><td>${esc(customer)} · ת.ז. ${custId}</td><td>נייד</td><td>${lr(cellular(rng))}</td></tr>
<tr><td>בגין חשבונית</td><td>${origNo} מיום ${dt(original, 'dd/mm/yyyy')}</td><td>סיבה</td><td>${esc(reason)}</td></tr></table>`;
    const body =
      n % 2 === 0
        ? `<div class="pg"><header><div><div class="brand">${esc(v.brand)}</div><div class="sm">טפטים · ציורי קיר · התקנה</div></div><div class="vend"><b>${esc(v.legal)}</b><br>${v.label} ${id}<br>רח' החרש 20, חולון · ${lr('03-5590144')}</div></header>
<h1>חשבונית מס זיכוי</h1>${grid}<table class="items"><tr><th>פריט</th><th>כמות</th><th>מחיר ליח'</th><th>סכום</th></tr>${rows}</table>${sums}<div class="sm">אופן ההחזר: ${refund}. חתימת הלקוח: ____________</div></div>`
        : `<div class="pg"><header><div class="brand">${esc(v.brand)}</div><div class="sm">טפטים, ציורי קיר והתקנה · רמת השרון</div></header>
<h1>חשבונית זיכוי</h1>${grid}<table class="items"><tr><th>פריט מוחזר</th><th>כמות</th><th>מחיר ליח'</th><th>זיכוי</th></tr>${rows}</table>${sums}<div class="sm">אופן ההחזר: ${refund}.</div>
<footer>${esc(v.legal)} · ${v.label} ${id} · רח' סוקולוב 61, רמת השרון · ${lr('050-7789016')}</footer></div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#1d1d1d}.pg{width:210mm;height:148mm;box-sizing:border-box;padding:8mm 10mm;position:relative;border-top:8px solid ${v.color}}header{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:24px;font-weight:bold;color:${v.color};font-family:'URW Gothic','Noto Sans Hebrew',sans-serif;letter-spacing:1px}.vend{text-align:left;font-size:10.5px}.sm{font-size:9.5px;color:#555;margin-top:2mm}h1{font-size:17px;margin:3mm 0;color:${v.color}}.grid{width:100%;border-collapse:collapse;margin-bottom:3mm}.grid td{border:1px solid #ccc;padding:2px 4px}.grid td:nth-child(odd){background:#f2f2f2;width:14%}.items{width:100%;border-collapse:collapse}.items th{border-bottom:1.5px solid ${v.color};text-align:right;padding:2px 4px}.items td{padding:2px 4px;border-bottom:1px solid #eee}.items td:nth-child(n+2){text-align:left}.tot{width:45%;margin:2mm auto 0 0}.tot td{padding:1px 4px}.tot td:last-child{text-align:left}.big td{font-weight:bold;font-size:13px;border-top:1.5px solid ${v.color}}footer{position:absolute;bottom:5mm;left:10mm;right:10mm;text-align:center;font-size:9.5px;border-top:1px solid #bbb;padding-top:1mm}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5 landscape', css, body }),
      page: 'A5 landscape',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-tax) },
    };
  },
};
