import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, sh } from '../../generalisation/notation';
import { baseCss, grid, idOf, items, ltr, next, plus, row, total, vatIn } from './extra';

const ID = 'he-embroidery-kits-webshop-order';

const GOODS = [
  'ערכת רקמה - פרחי בר',
  'ערכת רקמת צלב - ירושלים',
  'חישוק במבוק 20 ס״מ',
  'חוטי רקמה 36 צבעים',
  'מחטי רקמה 10 יח׳',
  'בד אידה לבן',
  'ערכת פאנץ׳ נידל',
  'מספריים חסידה',
  'ערכת רקמה לילדים',
  'מסגרת עץ עגולה',
];

/** Embroidery kits web shop's A4 invoice. */
export const heEmbroideryKitsWebshopOrder: Layout = {
  id: ID,
  lang: 'he',
  kind: 'online order invoice',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(2, 5)).map((name) => ({ sku: `EM-${rng.digits(4)}`, name, qty: rng.int(1, 3), unit: rng.int(19, 149) * 100 + 90 }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const coupon = rng.chance(0.5) ? Math.round(sub * 0.15) : 0;
    const ship = sub - coupon >= 25000 ? 0 : 2900;
    const gross = sub - coupon + ship;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'חוט ומחט מסחר מקוון בע"מ' : 'אורנה פלדמן';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ST${date.slice(2, 4)}-${rng.digits(5)}` : rng.digits(5);
    const fmt = co ? 'dd/mm/yyyy' : 'dd.mm.yy';
    const m = (c: number) => (co ? sh(c, '₪x') : sh(c, 'x ₪'));
    const body = `<div class="head"><div class="brand">${co ? 'STITCHY' : 'רקמה בבית'}</div><div class="sm">${co ? `${ltr('www.stitchy.co.il')} · ${vendorName} · ח.פ. ${ltr(hyphenId(taxId))} · רחוב הנשיא 9, כפר סבא` : ltr('www.rikma-babait.co.il')}</div></div>
<h2>חשבונית מס / קבלה</h2>
${grid([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך', ltr(dt(date, fmt))],
  ['מס׳ הזמנה', ltr(`#${rng.digits(6)}`)],
  ['תאריך הזמנה', ltr(dt(plus(date, -rng.int(0, 3)), fmt))],
  ['משלוח', rng.pick(['שליח עד הבית', 'נקודת איסוף', 'דואר רשום'])],
])}
<div>לקוח/ה: ${rng.pick(['מיכל אברהם', 'רינה שטרן', 'הדס כהן', 'עדי פרץ'])} · ${ltr(cellular(rng))} · ${rng.pick(['מודיעין', 'אשדוד', 'עפולה', 'קריית אונו'])}</div>
${items(
  ['מק״ט', 'מוצר', 'כמות', 'מחיר', 'סה"כ'],
  lines.map((l) => [ltr(l.sku), l.name, String(l.qty), ltr(amount(l.unit)), ltr(amount(l.qty * l.unit))]),
)}
<div class="sum">${row('סכום ביניים', ltr(m(sub)))}${coupon ? row('קופון STITCH15 (15%)', ltr(`-${amount(coupon)}`)) : ''}${row('משלוח', ltr(ship ? amount(ship) : 'חינם'))}
${row('סה"כ שולם', ltr(m(gross)), 'b big')}${row(`מתוכו מע"מ ${rate}%`, ltr(amount(vat)))}</div>
<div class="sm">שולם בכרטיס ${ltr(`**** ${rng.digits(4)}`)} · ${rng.int(1, 3)} תשלומים · אישור ${ltr(rng.digits(7))}</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(taxId)} · ת.ד. ${rng.digits(4)}, זכרון יעקב</div>`}`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Miriam CLM'"};font-size:13px;padding:15mm}.brand{font-family:${co ? "'URW Gothic', 'Noto Sans Hebrew'" : "'Miriam CLM'"};font-size:30px;font-weight:bold;color:${co ? '#ad1457' : '#00695c'}}h2{font-size:18px}.sum{width:45%;margin-inline-start:auto}.big{font-size:1.2em}.foot{margin-top:40px;border-top:1px solid #888;padding-top:6px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
