import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatOn } from './extra';

const ID = 'he-cabinet-two-page-invoice';

/** Item, unit, agorot per unit before VAT (2022). */
const WORK: [string, string, number][] = [
  ['ארון תחתון סנדוויץ׳ 60 ס"מ', 'יח׳', 140000],
  ['ארון עליון דלת הרמה', 'יח׳', 118000],
  ['מגירות טריקה שקטה (סט 3)', 'סט', 165000],
  ['ארון מקרר/תנור גבוה', 'יח׳', 390000],
  ['משטח קוורץ 2 ס"מ', 'מ"א', 155000],
  ['חיפוי קיר זכוכית', 'מ"א', 62000],
  ['פינת אוכל - ספסל מובנה', 'יח׳', 280000],
  ['ידיות אלומיניום שחור', 'יח׳', 6500],
  ['פרופיל תאורת LED מתחת לארונות', 'מ"א', 18000],
  ['קרניז עליון צבוע', 'מ"א', 14000],
  ['ארון פינתי עם קרוסלה', 'יח׳', 210000],
  ['פירוק מטבח ישן ופינוי', 'קומפלט', 120000],
  ['התקנה והובלה', 'קומפלט', 150000],
];

/**
 * A kitchen cabinet workshop in Nesher's industrial zone, two A4 pages (Frank Ruehl CLM name, Noto Serif Hebrew): each page a
 * letterhead with "ח.פ." spaced in threes and a line "חשבונית מס | מספר … | תאריך …" (dd.mm.yyyy) with "דף n/2"; page 1 the
 * customer and project, lines and "העברה לדף הבא"; page 2 "העברה מדף קודם", the remaining lines, "סה"כ לפני מע"מ", VAT added,
 * "סה"כ כולל מע"מ" with "₪" before, and a due date (+30). Sunday to Thursday.
 */
export const heCabinetTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.035;
    const lines = rng.some(WORK, rng.int(10, 13)).map(([name, unitName, p]) => {
      const q = unitName === 'מ"א' ? rng.int(15, 90) / 10 : unitName === 'יח׳' ? rng.int(1, 8) : 1;
      const unit = Math.round((p * up) / 100) * 100;
      return { name, unitName, q, unit, sum: Math.round(q * unit) };
    });
    const cut = rng.int(7, 8);
    const first = lines.slice(0, cut);
    const carried = total(first.map((l) => l.sum));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'נגריית המפרץ מטבחים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}-${rng.int(1000, 4999)}`;
    const phone = landline(rng);
    const head = (n: number) =>
      `<div class="lh"><div class="nm">נגריית המפרץ</div><div class="sm">${vendorName} · ח.פ. ${ltr(spacedId(taxId))}<br>רח׳ התעשייה 19, נשר · טל׳ ${ltr(phone)}</div></div><div class="line">חשבונית מס | מספר ${ltr(doc)} | תאריך ${ltr(dt(date, 'dd.mm.yyyy'))} | דף ${ltr(`${n}/2`)}</div>`;
    const table = (ls: typeof lines) =>
      items(
        ['פריט', 'יח׳ מידה', 'כמות', 'מחיר יח׳', 'סה"כ'],
        ls.map((l) => [l.name, l.unitName, ltr(l.unitName === 'מ"א' ? l.q.toFixed(1) : String(l.q)), ltr(amount(l.unit)), ltr(amount(l.sum))]),
      );
    const page1 = `<div class="page">${head(1)}${pairs(
      [
        ['לקוח', rng.pick(['יעל ודורון שטרן', 'אבי כהן', 'משפחת חורי'])],
        ['כתובת הפרויקט', rng.pick(['רח׳ הזית 5, טירת כרמל', 'רח׳ הגליל 31, קריית טבעון', 'שד׳ מוריה 102, חיפה'])],
        ['הצעת מחיר', ltr(`QT-${rng.digits(4)}`)],
      ],
      1,
    )}${table(first)}<div class="carry">העברה לדף הבא: ${ltr(amount(carried))}</div></div>`;
    const page2 = `<div class="page">${head(2)}<div class="carry">העברה מדף קודם: ${ltr(amount(carried))}</div>${table(lines.slice(cut))}
<div class="sums">${pairs([
      ['סה"כ לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ כולל מע"מ', ltr(`₪ ${amount(gross)}`)],
    ])}</div><div class="sm">לתשלום עד ${ltr(dt(plus(date, 30), 'dd.mm.yyyy'))}. אחריות לגוף הארונות 7 שנים.</div></div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','DejaVu Serif';font-size:12.5px}.page{height:296mm;box-sizing:border-box;padding:15mm 16mm;break-after:page;overflow:hidden}.page:last-child{break-after:auto}
.lh{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:1px solid #333;padding-bottom:6px}.nm{font-family:'Frank Ruehl CLM';font-size:32px;font-weight:bold}.line{margin:10px 0;font-weight:bold;border:1px solid #333;padding:5px 8px}
.carry{text-align:end;font-weight:bold;margin:8px 0}.sums{width:50%;margin-inline-start:auto}.sums tr:last-child{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
