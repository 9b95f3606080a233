import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'he-pigeon-netting-installer-invoice';

const STREETS = ['רח׳ הרצל', 'שד׳ רוטשילד', 'רח׳ ז׳בוטינסקי', 'רח׳ סחרוב', 'רח׳ משה בקר'];

/**
 * A pigeon netting installer's tax invoice (a licensed dealer, his own name) in Rishon LeZion, A5 (Keter YG): four-
 * digit number, customer's name and address, balcony and air-conditioner nets by the m², stainless cable by the metre,
 * anti-pigeon spikes by the metre, droppings cleaning and disinfection, a lift (work at height) on some, a warranty
 * note; VAT added; cash, cheque or bank transfer. Never on a Friday or Saturday.
 */
export const hePigeonNettingInstallerInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const area = rng.int(6, 38);
    const lines: [string, number, string, number][] = [
      [`רשת ניילון שקופה נגד יונים, עין ${ltr('5 cm')}`, area, 'מ״ר', rng.int(45, 70) * 100],
      ['כבל נירוסטה ומותחנים', rng.int(8, 30), 'מ׳', rng.int(12, 20) * 100],
    ];
    if (rng.chance(0.6)) lines.push(['קוצים נגד יונים על מעקה/אדן', rng.int(3, 14), 'מ׳', rng.int(55, 85) * 100]);
    if (rng.chance(0.6)) lines.push(['ניקוי לשלשת וחיטוי המרפסת', 1, '', rng.int(250, 450) * 100]);
    if (rng.chance(0.4)) lines.push(['רשת למעבה מזגן', rng.int(1, 3), 'יח׳', rng.int(180, 260) * 100]);
    if (rng.chance(0.3)) lines.push(['סנפלינג / עבודה בגובה', 1, '', rng.int(400, 700) * 100]);
    const realSums = lines.map(([, q, , p]) => q * p);
    const net = total(realSums);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'יוסי אלמליח';
    const taxId = idOf(vendorName, false);
    const doc = String(rng.int(1100, 4800));
    const body = `<div class="head"><div class="brand">יוסי רשתות ליונים</div><div>${vendorName} · עוסק מורשה ${ltr(taxId)}</div><div class="sm">ראשון לציון · ${ltr(cellular(rng))}</div></div>
<h1>חשבונית מס מס׳ ${ltr(doc)}</h1>
${pairs(
  [
    ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
    ['לכבוד', rng.pick(['משפחת כהן', 'דנה לוי', 'ועד הבית', 'אבי פרץ', 'מרים גבאי'])],
    ['כתובת העבודה', `${rng.pick(STREETS)} ${ltr(String(rng.int(2, 120)))}, ראשון לציון, קומה ${ltr(String(rng.int(2, 14)))}`],
    ['תאריך ביצוע', ltr(dt(plus(date, -rng.int(0, 3)), 'dd/mm/yyyy'))],
  ],
  2,
)}
${items(
  ['תיאור', 'כמות', 'מחיר', 'סה"כ'],
  lines.map(([d, q, u, p], i) => [d, `${ltr(String(q))} ${u}`.trim(), ltr(amount(p)), ltr(amount(realSums[i]))]),
)}
<div class="tot">${row('סה"כ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`${amount(gross)} ₪`), 'b big')}</div>
<div class="sm">אחריות לשנתיים על הרשת וההתקנה. תשלום: ${rng.pick(['מזומן', 'המחאה', 'העברה בנקאית', 'ביט'])}.</div>
<div class="sig">חתימה: ____________</div>`;
    const css = `${baseCss}
body{font-family:'Keter YG','DejaVu Sans';font-size:12px;padding:10mm 11mm}.head{text-align:center;border-bottom:2px solid #333;padding-bottom:6px}.brand{font-size:22px;font-weight:bold}
h1{font-size:16px;text-align:center;margin:10px 0}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:left}.tot{width:55%;margin:6px auto 8px 0}.big{font-size:1.15em;border-top:2px solid #000}.sig{margin-top:18px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
