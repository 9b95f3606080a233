import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatOn } from './extra';

const ID = 'he-hydrant-two-page-invoice';

/** Item, unit, agorot per unit before VAT (2022). */
const GOODS: [string, string, number][] = [
  ['בדיקה שנתית לברז כיבוי (הידרנט) 3"', "יח'", 18500],
  ['בדיקה שנתית לברז כיבוי (הידרנט) 4"', "יח'", 21500],
  ['החלפת אטם לברז שריפה', "יח'", 9500],
  ['בדיקת גלגלון כיבוי', "יח'", 6500],
  ['מילוי מטף אבקה 6 ק"ג', "יח'", 7800],
  ['מילוי מטף CO2 5 ק"ג', "יח'", 11900],
  ['מטף אבקה חדש 6 ק"ג', "יח'", 21000],
  ['זרנוק 2" באורך 15 מ\'', "יח'", 29500],
  ['מזנק רב-תכליתי', "יח'", 16500],
  ['ארון כיבוי פח צבוע', "יח'", 68000],
  ['שלט פולט אור "ברז כיבוי"', "יח'", 3900],
  ['בדיקת לחץ וספיקה במערכת', 'בדיקה', 85000],
  ['מדבקות ביקורת ותיוג', "יח'", 350],
  ['דוח בודק מוסמך לכיבוי אש', 'דוח', 120000],
  ['צביעת ברז כיבוי באדום', "יח'", 14000],
  ['נסיעת צוות', 'נסיעה', 45000],
];

/**
 * A fire-protection contractor in Hadera's industrial zone invoicing a mall or a factory for the yearly check of its hydrants,
 * hose reels and extinguishers, two A4 pages (Keter YG name, FreeSans): on each page the letterhead with "ח.פ." hyphenated and
 * a band "חשבונית מס 2xxxxx · עמוד 1/2" with the date (dd-mm-yyyy); page 1 the customer, the site and a work order number,
 * the first nine lines and "סה"כ להעברה"; page 2 "העברה מעמוד 1", the rest, "סה"כ לפני מע"מ", VAT added, "סה"כ לתשלום" with
 * "₪" after, terms + 30 (Sunday to Thursday).
 */
export const heHydrantTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng.some(GOODS, rng.int(14, 16)).map(([name, unitName, p]) => {
      const q = unitName === "יח'" ? rng.int(2, 40) : rng.int(1, 2);
      const unit = Math.round(p * up);
      return { name, unitName, q, unit, sum: q * unit };
    });
    const cut = 9;
    const carried = total(lines.slice(0, cut).map((l) => l.sum));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מגן-אש שירותי כיבוי והצלה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(200000, 299999));
    const phone = landline(rng);
    const head = (n: number) =>
      `<div class="lh"><div class="nm">מגן-אש</div><div class="sm">${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))} · א.ת. חדרה · טל׳ ${ltr(phone)}</div></div>
<div class="band"><span>חשבונית מס ${ltr(doc)}</span><span>תאריך ${ltr(dt(date, 'dd/mm/yyyy').replace(/\//g, '-'))}</span><span>עמוד ${ltr(`${n}/2`)}</span></div>`;
    const table = (ls: typeof lines) =>
      items(
        ['תיאור', 'יחידה', 'כמות', 'מחיר', 'סכום'],
        ls.map((l) => [l.name, l.unitName, ltr(String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
      );
    const page1 = `<div class="page">${head(1)}${pairs(
      [
        ['לקוח', rng.pick(['קניון לב השרון בע"מ', 'מפעלי גרנות אגש"ח', 'עיריית אור עקיבא', 'מרלו"ג עמק חפר בע"מ'])],
        ['הזמנת עבודה', ltr(`WO-${rng.digits(5)}`)],
        ['תאריך ביצוע', ltr(dt(plus(date, -rng.int(2, 9)), 'dd/mm/yyyy'))],
        ['בודק', rng.pick(['רפי אלון', 'ניר שגיא', 'סאמי חורי'])],
      ],
      2,
    )}${table(lines.slice(0, cut))}<div class="carry">סה"כ להעברה: ${ltr(amount(carried))}</div></div>`;
    const page2 = `<div class="page">${head(2)}<div class="carry">העברה מעמוד 1: ${ltr(amount(carried))}</div>${table(lines.slice(cut))}
<div class="sums">${pairs([
      ['סה"כ לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ לתשלום', `${ltr(amount(gross))} ₪`],
    ])}</div><div class="sm">תנאי תשלום: שוטף + 30. תעודת בדיקה תישלח עם קבלת התשלום.</div></div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','DejaVu Sans';font-size:12.5px}.page{height:296mm;box-sizing:border-box;padding:15mm 16mm;break-after:page;overflow:hidden}.page:last-child{break-after:auto}
.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #333;padding-bottom:4px}.nm{font-family:'Keter YG';font-size:34px;font-weight:bold;color:#222}
.band{display:flex;justify-content:space-between;margin:10px 0;background:#e4e4e4;padding:6px 8px;font-weight:bold}.carry{text-align:end;font-weight:bold;margin:8px 0}.sums{width:50%;margin-inline-start:auto}.sums tr:last-child{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
