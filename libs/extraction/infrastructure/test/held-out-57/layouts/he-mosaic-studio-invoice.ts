import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, mul } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-mosaic-studio-invoice';

/** Mosaic studio's A4 tax invoice, VAT added, priced per square metre. */
export const heMosaicStudioInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const area = rng.int(20, 140) / 10;
    const perM = rng.int(9, 24) * 10000;
    const lines: [string, string, string, number][] = [
      [
        `פסיפס ${rng.pick(['זכוכית ונציאנית', 'אבן טבעית', 'קרמיקה בעבודת יד'])} - ${rng.pick(['קיר כניסה', 'מזרקה בחצר', 'קיר מקלחת', 'שלט לובי'])}`,
        area.toFixed(1),
        amount(perM),
        mul(area, perM),
      ],
    ];
    lines.push(['עיצוב וסקיצה בצבע', '1', '', rng.int(15, 40) * 10000]);
    if (rng.chance(0.6)) lines.push(['הכנת תשתית ודבק', area.toFixed(1), amount(8500), mul(area, 8500)]);
    if (rng.chance(0.5)) lines.push(['הובלה והתקנה באתר', '1', '', rng.int(8, 20) * 10000]);
    const net = total(lines.map((l) => l[3]));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'פסיפס וחומר בע"מ' : 'ענבל זיו';
    const taxId = idOf(vendorName, co);
    const doc = co ? `MSC-${date.slice(0, 4)}-${rng.digits(4)}` : `3${rng.digits(4)}`;
    const f = (d: string) => (co ? dt(d, 'he') : dt(d, 'dd/mm/yyyy'));
    const money = (c: number) => (co ? amount(c) : `₪ ${amount(c)}`);
    const custId = taxIdOfCustomer(rng);
    const body = `<div class="head"><div><div class="brand">${co ? 'פסיפס הגליל' : 'ענבל · פסיפס בהזמנה'}</div><div class="sm">${co ? `${vendorName}<br>ח.פ. ${ltr(hyphenId(taxId))}<br>אזור התעשייה תפן, ${ltr('04-' + rng.digits(7))}` : `סטודיו בעין הוד · ${ltr(cellular(rng))}`}</div></div><div class="docbox"><div class="b">חשבונית מס</div><div class="sm">מספר</div><div class="num">${ltr(doc)}</div><div class="sm">${rng.pick(['מקור', 'העתק נאמן למקור'])}</div></div></div>
${pairs([
  ['תאריך:', ltr(f(date))],
  ['לכבוד:', rng.pick(['א.ב. יזמות ובנייה בע"מ', 'מלון הגבעה בע"מ', 'קבוצת נווה תכנון בע"מ'])],
  ['ח.פ. הלקוח:', ltr(custId)],
  ['פרויקט:', rng.pick(['בניין מגורים, חיפה', 'לובי מלון, עכו', 'וילה פרטית, זכרון יעקב'])],
  ['הצעת מחיר:', ltr(`Q-${rng.digits(4)}`)],
])}
${items(
  ['תיאור', 'מ"ר / יח׳', 'מחיר למ"ר', co ? 'סה"כ (₪)' : 'סה"כ'],
  lines.map(([d, q, p, c]) => [d, ltr(q), ltr(p), ltr(money(c))]),
)}
<div class="sum">${row('סכום ביניים', ltr(money(net)))}${row(`מע"מ (${rate}%)`, ltr(money(vat)))}${row('סה"כ כולל מע"מ', ltr(money(gross)), 'b big')}</div>
<div class="sm">תנאי תשלום: ${rng.pick(['שוטף + 30', 'שוטף + 60', '50% מקדמה, היתרה בסיום'])} · לתשלום עד ${ltr(f(plus(date, 30)))}</div>
${co ? '' : `<div class="foot">ענבל זיו · עוסק מורשה ${ltr(taxId)} · בנק לאומי סניף ${rng.int(600, 990)} חשבון ${rng.digits(7)}</div>`}`;
    const css = `${baseCss}
body{font-family:${co ? "'David CLM'" : "'Keter YG'"};font-size:14px;padding:18mm}.head{display:flex;justify-content:space-between;align-items:flex-start;margin-bottom:12px}.brand{font-size:30px;font-family:${co ? "'Noto Rashi Hebrew', 'David CLM'" : "'Keter YG'"};color:#6a1b9a}.docbox{border:2px solid #6a1b9a;padding:6px 14px;text-align:center}.num{font-size:18px;font-weight:bold}.sum{width:45%;margin-right:auto}.big{font-size:1.2em;border-top:2px solid #333}.foot{margin-top:40px;border-top:1px solid #999;padding-top:4px;font-size:12px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
