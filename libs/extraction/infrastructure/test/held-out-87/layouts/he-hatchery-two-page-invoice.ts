import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, landline } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, total, vatOn } from './extra';

const ID = 'he-hatchery-two-page-invoice';

/** Item, unit, agorot per unit before VAT (2022); chicks priced to the agora. */
const GOODS: [string, string, number][] = [
  ['אפרוחי פטם רוס 308, בני יום', 'אפרוח', 231],
  ['אפרוחי פטם קוב 500, בני יום', 'אפרוח', 224],
  ['אפרוחות מטילות לוהמן בראון', 'אפרוח', 612],
  ['אפרוחי הודו, זכרים', 'אפרוח', 1085],
  ['חיסון ניוקאסל בריסוס במדגרה', 'אלף', 3800],
  ['חיסון גמבורו במי שתייה', 'אלף', 4200],
  ['מיון מין (סקסינג)', 'אלף', 9500],
  ['קרטוני הובלה מאווררים', 'קרטון', 450],
  ['הובלה במשאית ממוזגת', 'נסיעה', 185000],
  ['בדיקות מעבדה לסלמונלה', 'בדיקה', 26000],
  ['גיזום מקור באינפרא-אדום', 'אלף', 6500],
  ['מזון התחלתי (פריסטרטר) 25 ק"ג', 'שק', 14500],
  ['ביטוח תמותה 7 ימים', 'אלף', 2200],
];

/**
 * A hatchery in Emek Hefer invoicing a poultry farm, two A4 pages (Ellinia CLM name, Noto Serif Hebrew): on each page the
 * letterhead with "ח.פ." plain, a landline, and a ruled block "חשבונית מס מס' 40123 · תאריך d.m.yyyy · עמוד n מתוך 2"; page 1
 * the farm, its grower number (a distractor) and the delivery, chicks by the head at agorot each (thousands), vaccines per
 * thousand and "יתרה להעברה"; page 2 "יתרה מהעברה", the remaining lines, "סה"כ לפני מע"מ", VAT added, "סה"כ לתשלום" with "₪"
 * after, "תנאי תשלום שוטף + 45" and its date. Sunday to Thursday.
 */
export const heHatcheryTwoPageInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'multi-page invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const thousands = rng.int(8, 30);
    const lines = rng.some(GOODS, rng.int(10, 12)).map(([name, unitName, p]) => {
      const q = unitName === 'אפרוח' ? thousands * 1000 + rng.int(0, 9) * 100 : unitName === 'אלף' ? thousands : unitName === 'קרטון' ? thousands * 10 : rng.int(1, 4);
      const unit = Math.round(p * up);
      return { name, unitName, q, unit, sum: q * unit };
    });
    const cut = 7;
    const carried = total(lines.slice(0, cut).map((l) => l.sum));
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מדגרות עמק חפר (1987) בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(40000, 48999));
    const phone = landline(rng);
    const head = (n: number) =>
      `<div class="lh"><div><div class="nm">מדגרות עמק חפר</div><div class="sm">${vendorName}</div></div><div class="sm">ח.פ. ${ltr(taxId)}<br>אזור תעשייה עמק חפר · טל׳ ${ltr(phone)}</div></div>
<div class="band">חשבונית מס מס' ${ltr(doc)} · תאריך ${ltr(date.split('-').reverse().map(Number).join('.'))} · עמוד ${ltr(String(n))} מתוך ${ltr('2')}</div>`;
    const table = (ls: typeof lines) =>
      items(
        ['פריט', 'יחידה', 'כמות', 'מחיר ליח׳', 'סכום'],
        ls.map((l) => [l.name, l.unitName, ltr(String(l.q).replace(/\B(?=(\d{3})+(?!\d))/g, ',')), ltr(amount(l.unit)), ltr(amount(l.sum))]),
      );
    const page1 = `<div class="page">${head(1)}${pairs(
      [
        ['לקוח', rng.pick(['משק אלון, מושב בצרה', 'לולי הגליל אגש"ח', 'משק פרידמן, כפר ויתקין', 'לולי השרון בע"מ'])],
        ['מס׳ מגדל', ltr(rng.digits(6))],
        ['תעודת משלוח', ltr(`${rng.int(100000, 999999)}`)],
        ['תאריך אספקה', ltr(dt(plus(date, -rng.int(1, 5)), 'dd/mm/yyyy'))],
      ],
      2,
    )}${table(lines.slice(0, cut))}<div class="carry">יתרה להעברה: ${ltr(amount(carried))}</div></div>`;
    const page2 = `<div class="page">${head(2)}<div class="carry">יתרה מהעברה: ${ltr(amount(carried))}</div>${table(lines.slice(cut))}
<div class="sums">${pairs([
      ['סה"כ לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat))],
      ['סה"כ לתשלום', `${ltr(amount(gross))} ₪`],
    ])}</div><div class="sm">תנאי תשלום שוטף + 45, עד ${ltr(dt(plus(date, 45), 'dd/mm/yyyy'))}. תמותה מעל 1.5% בשבוע הראשון תזוכה לפי הסכם.</div></div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','DejaVu Serif';font-size:12.5px}.page{height:296mm;box-sizing:border-box;padding:15mm 16mm;break-after:page;overflow:hidden}.page:last-child{break-after:auto}
.lh{display:flex;justify-content:space-between;align-items:flex-end}.nm{font-family:'Ellinia CLM';font-size:30px;font-weight:bold}.band{margin:10px 0;border-top:2px solid #333;border-bottom:2px solid #333;padding:5px 2px;font-weight:bold}
.carry{text-align:end;font-weight:bold;margin:8px 0}.sums{width:50%;margin-inline-start:auto}.sums tr:last-child{font-size:16px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
