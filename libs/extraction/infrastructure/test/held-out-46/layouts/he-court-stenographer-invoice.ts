import { amount, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount } from '../../generalisation/kit';
import { dt, personalId, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, e, idOf, items, ltr, next, pairs, plus, vatOn } from './extra';

const ID = 'he-court-stenographer-invoice';

const VENDORS = [
  {
    brand: 'מילה במילה',
    legal: 'מילה במילה שירותי קצרנות בע"מ',
    company: true,
    color: '#5b2a6e',
    font: "'Nachlieli CLM','Liberation Sans',sans-serif",
    brandFont: "'Ellinia CLM','Nachlieli CLM',sans-serif",
    num: (rng: Rng, iso: string) => `${iso.slice(0, 4)}-${rng.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'פרוטוקול',
    legal: 'רונית שגיא',
    company: false,
    color: '#1f3f7a',
    font: "'Liberation Serif','Frank Ruehl CLM',serif",
    brandFont: "'Drugulin CLM','David CLM',serif",
    num: (rng: Rng) => String(rng.int(200, 1999)),
    date: (iso: string) => dt(iso, 'he'),
  },
];

export const heCourtStenographerInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [5, 6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng, date);
    const hearing = plus(date, -rng.int(3, 14));
    const hours = rng.int(2, 7);
    const hourly = rng.int(22, 38) * 1000;
    const pages = rng.int(30, 160);
    const perPage = rng.int(9, 16) * 100;
    const rows: [string, number, number][] = [
      ['קצרנות בדיון (שעות)', hours, hourly],
      ['תמלול ועריכת פרוטוקול (עמודים)', pages, perPage],
    ];
    if (rng.chance(0.5)) rows.push(['תוספת דחיפות 24 שעות', 1, rng.int(40, 90) * 1000]);
    if (rng.chance(0.5)) rows.push(['העתק מאושר נוסף', rng.int(1, 3), 12000]);
    const net = rows.reduce((s, [, q, u]) => s + q * u, 0);
    const tax = vatOn(net, rate);
    const sum = net + tax;
    const client = rng.pick([
      `משרד עו"ד ${rng.pick(['לוי, כהן', 'ברק-נחום', 'אשכנזי'])} ושות׳ · ח.פ. ${taxId(rng, true)}`,
      `בורר ${rng.pick(['יצחק דרור', 'מיכל אלמוג'])} · ת.ז. ${personalId(rng)}`,
      `ועדת ערר מחוזית · מלכ"ר ${taxId(rng, true)}`,
    ]);
    const body = `<div class="pg">
<div class="head"><div><div class="brand">${v.brand}</div><div>קצרנות משפטית ותמלול דיונים</div>${v.company ? `<div>${e(v.legal)}<br/>ח.פ. ${ltr(spacedId(id))}</div>` : ''}</div><div class="orig">מקור</div></div>
<h2>חשבונית מס</h2>
${boxes([
  ['מספר', ltr(number)],
  ['תאריך', ltr(v.date(date))],
  ['מועד הדיון', ltr(v.date(hearing))],
  ['תיק', ltr(`ת"א ${rng.int(10000, 69999)}-${String(rng.int(1, 12)).padStart(2, '0')}-${String(rng.int(18, 26))}`)],
  ['הזמנה', ltr(`ST-${rng.int(1000, 9999)}`)],
])}
<div class="cust"><b>לכבוד:</b> ${e(client)}</div>
${items(
  ['תיאור', 'כמות', 'מחיר', 'סה"כ'],
  rows.map(([n, q, u]) => [e(n), ltr(String(q)), ltr(amount(u)), ltr(amount(q * u))]),
)}
<div class="sums">${pairs([
      ['סכום לפני מע"מ', ltr(amount(net))],
      [`מע"מ ${rate}%`, ltr(amount(tax))],
      ['סה"כ לתשלום', ltr(`₪ ${amount(sum)}`)],
    ])}</div>
<div class="sm">תנאי תשלום: שוטף + 30 · העברה לחשבון ${ltr(`${rng.int(10, 20)}-${rng.int(100, 999)}-${rng.digits(6)}`)}</div>
${v.company ? '' : `<div class="foot">${e(v.legal)} · עוסק מורשה מס׳ ${ltr(id)} · ${ltr(`05${rng.int(0, 4)}-${rng.digits(7)}`)}</div>`}
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:12px;color:#111}.pg{padding:15mm}.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-family:${v.brandFont};font-size:30px;color:${v.color}}.orig{border:2px solid ${v.color};padding:3px 12px;font-weight:bold}h2{color:${v.color}}.cust{margin:10px 0}.sums{display:flex;justify-content:flex-end}.foot{margin-top:40px;border-top:1px solid #888;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
