import { amount, htmlPage, israeliRate, Layout, taxId as companyId, truthAmount } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'he-ariach-three-page-invoice';

/** Tile series and agorot a m² before VAT in 2022 at 60×60; other sizes cost more or less. */
const SERIES: [string, string, number][] = [
  ['PR', 'פורצלן "חול ים" מט', 6900],
  ['BT', 'פורצלן "בטון אפור" מחוספס', 7400],
  ['SH', 'גרניט פורצלן "שיש לבן" מבריק', 11900],
  ['WD', 'פורצלן דמוי עץ "אלון טבעי"', 9800],
  ['TR', 'טרצו "גרגירים" מלוטש', 14500],
  ['KR', 'קרמיקה לקיר "לבן סאטן"', 5400],
  ['ST', 'פורצלן "אבן ירושלמית" חוץ R11', 8900],
];
const SIZES: [string, number][] = [
  ['30×60', 0.9],
  ['60×60', 1],
  ['80×80', 1.25],
  ['60×120', 1.4],
  ['20×120', 1.15],
];
/** Code, item, unit, agorot a unit before VAT in 2022. */
const SUNDRIES: [string, string, string, number][] = [
  ['DV-25', 'דבק אריחים C2TE שק 25 ק"ג', 'שק', 4200],
  ['DV-25F', 'דבק גמיש S1 לפורצלן גדול, שק 25 ק"ג', 'שק', 6900],
  ['RB-05', 'רובה אפוקסי 5 ק"ג', 'דלי', 18500],
  ['RB-02', 'רובה צמנטית אפורה 2 ק"ג', 'שקית', 2100],
  ['PF-AL', "פרופיל אלומיניום לפינה 2.5 מ'", "יח'", 2800],
  ['PF-NR', "פרופיל נירוסטה לסיום 2.5 מ'", "יח'", 5200],
  ['CL-100', 'קליפסים ליישור, אריזה 100', 'אריזה', 3900],
  ['WD-100', 'טריזים ליישור, אריזה 100', 'אריזה', 2400],
  ['AT-20', 'איטום צמנטי דו-רכיבי 20 ק"ג', 'ערכה', 21000],
  ['PR-05', 'פריימר לתשתית 5 ליטר', 'דלי', 9500],
  ['SL-25', 'מדה מתפלסת 25 ק"ג', 'שק', 5600],
  ['NY-03', "ניילון הגנה לריצוף 3×25 מ'", 'גליל', 4800],
  ['KT-01', 'מסור יהלום 230 מ"מ', "יח'", 16500],
  ['SP-02', 'ספוג ניקוי לרובה', "יח'", 900],
  ['MR-10', 'מריצה לאריחים גדולים – השכרה יומית', 'יום', 12000],
];
const CUSTOMERS = [
  'אבני דרך בנייה ופיתוח בע"מ – פרויקט "נוף הפארק" בניין 3',
  'ש. חדד קבלנות גמר בע"מ – שכונת הפרחים, שדרות',
  'יזום ובנוי הנגב בע"מ – מבנה ציבור, נתיבות',
  'גמר איכות א.ל. בע"מ – 24 יח"ד, אופקים',
  'מ.ע. עבודות ריצוף בע"מ – בית ספר יסודי, שדרות',
];

/**
 * A tile and flooring wholesaler at Sderot invoicing a building contractor, three A4 pages (Frank Ruehl CLM for the
 * headings, David CLM, Liberation Mono for the item codes): page 1 "אריח" in dark blue with "ריצוף · חיפוי · חומרי
 * הדבקה", "אריח סחר ריצוף וחיפוי בע"מ" with "עוסק מורשה" plain, the industrial zone and phones, opposite "חשבונית מס –
 * מקור" with "מס' חשבונית" (the year, a hyphen and four digits) and "תאריך הפקה" d.m.yy; the contractor and its site,
 * its ח.פ., the delivery notes and the order (distractors); a ruled table (#, code, item, unit, quantity in m² to the
 * hundredth or units, price, sum) of 44-50 lines: 16 on page 1, 22 on page 2, each page closing with "סה"כ לעמוד" and
 * "מצטבר" (distractors), pages 2 and 3 opening with "מועבר מעמוד קודם"; page 3 the rest, "סה"כ פריטים", "הנחת קבלן n%"
 * (3-8%), crane delivery, "סה"כ חייב במע"מ", "מע"מ n%" added, "סה"כ לתשלום" "₪ …", payment terms, "עמוד x מתוך 3"
 * at each foot; Sunday to Thursday.
 */
export const heAriachThreePageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.035;
    const catalogue: [string, string, string, number, boolean][] = [
      ...SERIES.flatMap(([c, n, p]) =>
        SIZES.map(([s, f]): [string, string, string, number, boolean] => [`${c}-${s.replace('×', '')}`, `${n} ${s}`, 'מ"ר', Math.round(p * f), true]),
      ),
      ...SUNDRIES.map(([c, n, u, p]): [string, string, string, number, boolean] => [c, n, u, p, false]),
    ];
    const count = rng.int(44, 50);
    const lines = rng.some(catalogue, count).map(([code, name, unit, p, m2], i) => {
      const price = Math.round((p * rise) / 10) * 10;
      const q100 = m2 ? rng.int(500, 6000) : rng.int(1, 24) * 100;
      return { n: i + 1, code, name, unit, q: m2 ? (q100 / 100).toFixed(2) : String(q100 / 100), price, sum: Math.round((q100 * price) / 100) };
    });
    const goods = total(lines.map((l) => l.sum));
    const pct = rng.int(3, 8);
    const discount = share(goods, pct);
    const crane = Math.round((rng.pick([65000, 85000, 110000]) * rise) / 100) * 100;
    const net = goods - discount + crane;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אריח סחר ריצוף וחיפוי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${year}-${rng.digits(4)}`;
    const fix = (s: string) => s.replace(/[0-9A-Za-z](?:[0-9A-Za-z/.,%×"\- ]*[0-9A-Za-z%])?/g, (m) => ltr(m));
    const row = (l: (typeof lines)[number]) =>
      `<tr><td>${ltr(String(l.n))}</td><td class="cd">${ltr(l.code)}</td><td>${fix(l.name)}</td><td>${l.unit}</td><td>${ltr(l.q)}</td><td>${ltr(amount(l.price))}</td><td>${ltr(amount(l.sum))}</td></tr>`;
    const head = `<tr><th>#</th><th>קוד</th><th>פריט</th><th>יחידה</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>`;
    const parts = [lines.slice(0, 16), lines.slice(16, 38), lines.slice(38)];
    const sums = parts.map((p) => total(p.map((l) => l.sum)));
    const foot = (i: number) => `<div class="ft">${vendorName} · חשבונית ${ltr(doc)} · עמוד ${ltr(String(i))} מתוך ${ltr('3')}</div>`;
    const close = (i: number) =>
      `<tr class="pc"><td colspan="6">סה"כ לעמוד ${ltr(String(i + 1))}</td><td>${ltr(amount(sums[i]))}</td></tr><tr class="pc"><td colspan="6">מצטבר</td><td>${ltr(amount(total(sums.slice(0, i + 1))))}</td></tr>`;
    const carried = (i: number) => `<tr class="pc"><td colspan="6">מועבר מעמוד קודם</td><td>${ltr(amount(total(sums.slice(0, i))))}</td></tr>`;
    const p1 = `<div class="page"><div class="hd"><div><div class="nm">אריח</div><div class="tg">ריצוף · חיפוי · חומרי הדבקה</div><div>${vendorName} · עוסק מורשה ${ltr(taxId)}</div><div>אזור התעשייה הצפוני, שדרות · טל' ${ltr(`08-68${rng.digits(5)}`)} · פקס ${ltr(`08-68${rng.digits(5)}`)}</div></div>
<div class="dc"><div class="dt">חשבונית מס – מקור</div><table><tr><td>מס' חשבונית</td><td><b>${ltr(doc)}</b></td></tr><tr><td>תאריך הפקה</td><td><b>${ltr(dt(date, 'd.m.yy'))}</b></td></tr></table></div></div>
<table class="cu"><tr><td>לכבוד: <b>${fix(rng.pick(CUSTOMERS))}</b></td><td>ח.פ. ${ltr(companyId(rng, true))}</td></tr><tr><td>תעודות משלוח: ${ltr(`${rng.int(40000, 49999)}, ${rng.int(50000, 59999)}`)}</td><td>הזמנה: ${ltr(`PO-${rng.digits(5)}`)}</td></tr></table>
<table class="t">${head}${parts[0].map(row).join('')}${close(0)}</table>${foot(1)}</div>`;
    const p2 = `<div class="page"><div class="run">חשבונית מס ${ltr(doc)} – המשך</div><table class="t">${head}${carried(1)}${parts[1].map(row).join('')}${close(1)}</table>${foot(2)}</div>`;
    const p3 = `<div class="page"><div class="run">חשבונית מס ${ltr(doc)} – המשך</div><table class="t">${head}${carried(2)}${parts[2].map(row).join('')}</table>
<div class="end"><div class="terms"><b>תנאי תשלום:</b> שוטף + ${ltr('45')} מיום החשבונית.<br>הסחורה נשארת בבעלות החברה עד לפירעון מלא.<br>העברה בנקאית: בנק לאומי, סניף ${ltr(String(rng.int(600, 899)))}, חשבון ${ltr(rng.digits(8))}</div>
<table class="tot"><tr><td>סה"כ פריטים</td><td>${ltr(amount(goods))}</td></tr><tr><td>הנחת קבלן ${ltr(`${pct}%`)}</td><td>${ltr(`-${amount(discount)}`)}</td></tr><tr><td>הובלה ופריקה במנוף</td><td>${ltr(amount(crane))}</td></tr><tr><td>סה"כ חייב במע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table></div>${foot(3)}</div>`;
    const css = `body{font-family:'David CLM';font-size:12.5px}.page{height:297mm;box-sizing:border-box;padding:12mm 13mm;page-break-after:always;position:relative;overflow:hidden}.page:last-child{page-break-after:auto}
.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px double #1d3557;padding-bottom:6px;line-height:1.5}.nm{font-family:'Frank Ruehl CLM';font-size:38px;font-weight:bold;color:#1d3557;line-height:1}.tg{font-family:'Frank Ruehl CLM';font-size:15px}
.dc{border:2px solid #1d3557;padding:6px 12px;min-width:55mm}.dt{font-family:'Frank Ruehl CLM';font-size:19px;font-weight:bold;margin-bottom:4px}.dc td{padding:1px 6px 1px 0}
.cu{width:100%;margin:8px 0;border-collapse:collapse}.cu td{padding:2px 0}.cu td:last-child{text-align:left}
.t{width:100%;border-collapse:collapse}.t th{border-top:1.5px solid #1d3557;border-bottom:1.5px solid #1d3557;text-align:start;padding:4px}.t td{padding:5.5px 4px;border-bottom:1px solid #ccd;vertical-align:top}.t td:nth-child(n+5){text-align:left;white-space:nowrap}.cd{font-family:'Liberation Mono';font-size:10.5px}
.pc td{font-weight:bold;background:#eef1f6}.run{font-family:'Frank Ruehl CLM';font-size:15px;border-bottom:2px solid #1d3557;margin-bottom:6px;padding-bottom:2px}
.end{display:flex;justify-content:space-between;gap:10mm;margin-top:14px}.terms{font-size:11px;line-height:1.6;max-width:85mm}.tot{border-collapse:collapse;min-width:82mm}.tot td{padding:3px 8px}.tot td:last-child{text-align:left}.tot .g td{font-weight:bold;font-size:15px;border-top:2px solid #1d3557;border-bottom:2px solid #1d3557}
.ft{position:absolute;bottom:8mm;left:0;right:0;text-align:center;font-size:10px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: p1 + p2 + p3 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
