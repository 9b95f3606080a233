import { addDays, esc, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { clock, day, heWeekday, ils, layout, mobile, phone } from '../notation';

const SHOPS = [
  { name: 'ניקוי יבש הכרמל', company: false, street: "שד' מוריה 88, חיפה" },
  { name: 'מכבסת פנינה', company: false, street: "רח' הרצל 14, רחובות" },
  { name: 'אלגנט ניקוי יבש בע"מ', company: true, street: 'דרך השלום 53, גבעתיים' },
  { name: 'שלמה ובניו כביסה וניקוי', company: false, street: "רח' ז'בוטינסקי 102, פ\"ת" },
];

const GARMENTS: [string, number][] = [
  ['חולצה מכופתרת', 1400],
  ['מכנסיים', 1900],
  ['חליפה 2 חלקים', 6500],
  ['מעיל חורף', 7900],
  ['שמלת ערב', 8500],
  ['עניבה', 1200],
  ['שמיכת פוך זוגית', 12000],
  ['וילון (למ"ר)', 2800],
  ['חצאית', 2200],
  ["ז'קט", 4200],
  ['סוודר צמר', 2600],
];

/**
 * A dry cleaner's drop-off slip on 80 mm thermal paper: the garment tag number large at the top, the
 * ready-by date, garments × price, express surcharge or subscriber discount, VAT included, cash with
 * change or a card, the customer's mobile; the slip is a tax invoice-receipt paid at drop-off.
 */
export const heDryCleanerSlip = layout({
  id: 'he-dry-cleaner-slip',
  lang: 'he',
  kind: 'shop till',
  make(rng: Rng) {
    const shop = rng.pick(SHOPS);
    const vendorTaxId = taxId(rng, shop.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const rate = israeliRate(date);
    const at = rng.int(8 * 60, 19 * 60);
    const ready = addDays(date, rng.int(2, 6));
    const tag = String(rng.int(100, 9999)).padStart(4, '0');
    const docNo = String(rng.int(1, 99999)).padStart(6, '0');
    const lines = rng.some(GARMENTS, rng.int(2, 5)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const base = lines.reduce((s, l) => s + l.qty * l.unit, 0);
    const extra = rng.pick(['express', 'member', 'none'] as const);
    const adjust = extra === 'express' ? Math.round(base * 0.5) : extra === 'member' ? -Math.round(base * 0.1) : 0;
    const total = base + adjust;
    const vat = vatOfGross(total, rate);
    const cash = rng.chance(0.45);
    const given = Math.ceil(total / 5000) * 5000 + (rng.chance(0.3) ? 5000 : 0);
    const font = rng.pick(['Simple CLM', 'Miriam Mono CLM', 'Nachlieli CLM']);
    const money = (c: number) => ils(c, 'bare');
    const ds = rng.pick(['d/m/y', 'd.m.Y', 'D/M/y'] as const);
    const rows = lines
      .map((l) => `<div class="it"><span>${esc(l.name)}</span></div><div class="q"><span dir="ltr">${l.qty} x ${money(l.unit)}</span><span>${money(l.qty * l.unit)}</span></div>`)
      .join('');
    const body = `<div class="slip">
<div class="tag">תג ${tag}</div>
<h1>${esc(shop.name)}</h1>
<div class="c">${esc(shop.street)}<br>טל' ${phone(rng)}<br>${shop.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId}</div>
<div class="sep"></div>
<div class="c b">חשבונית מס / קבלה</div>
<div class="row"><span>מס' מסמך</span><span>${docNo}</span></div>
<div class="row"><span>${day(date, ds)}</span><span>${clock(at)}</span></div>
<div class="row"><span>לקוח</span><span>${mobile(rng)}</span></div>
<div class="sep"></div>
${rows}
<div class="sep"></div>
<div class="row"><span>סה"כ פריטים</span><span>${lines.reduce((s, l) => s + l.qty, 0)}</span></div>
${extra === 'none' ? '' : `<div class="row"><span>${extra === 'express' ? 'תוספת אקספרס 50%' : 'הנחת מנוי 10%'}</span><span>${money(adjust)}</span></div>`}
<div class="row big"><span>לתשלום ₪</span><span>${money(total)}</span></div>
<div class="row sm"><span>מזה מע"מ ${rate}%</span><span>${money(vat)}</span></div>
<div class="sep"></div>
${
  cash
    ? `<div class="row"><span>מזומן</span><span>${money(given)}</span></div><div class="row"><span>עודף</span><span>${money(given - total)}</span></div>`
    : `<div class="row"><span>אשראי ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} ${rng.digits(4)}</span><span>${money(total)}</span></div><div class="row sm"><span>אישור</span><span>${rng.digits(7)}</span></div>`
}
<div class="sep"></div>
<div class="ready">מוכן לאיסוף: ${heWeekday(ready)} ${day(ready, ds)} אחרי 16:00</div>
<div class="c sm">פריטים שלא ייאספו תוך 90 יום יועברו לתרומה.<br>אין אחריות על כפתורים וקישוטים.<br>קופה ${rng.int(1, 3)} · קופאי/ת ${rng.pick(['רינה', 'אבי', 'מוחמד', 'סבטלנה'])}</div>
</div>`;
    const css = `body{font-family:'${font}',monospace;font-size:12.5px;color:#111}
.slip{width:72mm;padding:4mm 4mm 8mm}
.tag{font-size:30px;font-weight:bold;text-align:center;border:2px solid #000;margin:0 8mm 3mm;padding:1mm}
h1{font-size:18px;text-align:center;margin:1mm 0}
.c{text-align:center}.b{font-weight:bold;font-size:14px}
.sep{border-top:1px dashed #000;margin:2mm 0}
.row,.q{display:flex;justify-content:space-between}
.q{padding-right:6mm;color:#222}
.big{font-size:17px;font-weight:bold;margin-top:1mm}
.sm{font-size:10.5px}
.ready{font-weight:bold;text-align:center;margin:1mm 0 2mm;font-size:13px}`;
    return {
      page: '80mm 220mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      truth: {
        vendorName: shop.name,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        tax: truthAmount(vat),
      },
    };
  },
});
