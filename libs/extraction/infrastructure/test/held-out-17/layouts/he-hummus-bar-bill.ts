import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, heDay, hhmm, landline, share } from '../../generalisation/notation';
import { stirred } from './extra';

const PLACES = [
  { brand: 'חומוס אבו-סאלח', legal: 'אבו סאלח מזון ומסעדות בע"מ', label: 'ח.פ.', company: true, place: 'שוק הפשפשים, יפו' },
  { brand: 'חומוסיית הגפן', legal: 'רונן אזולאי', label: 'עוסק מורשה', company: false, place: "רח' הגפן 3, נהריה" },
  { brand: 'מסבחה', legal: 'מסבחה - אוכל ביתי בע"מ', label: 'ח"פ', company: true, place: 'קניון הדר, ירושלים' },
  { brand: 'הפינה של ציון', legal: 'ציון מימון', label: 'עוסק מורשה', company: false, place: "רח' העצמאות 12, באר שבע" },
];
const DISHES: [string, number][] = [
  ['חומוס גרגירים', 3600],
  ['חומוס פול', 3800],
  ['מסבחה', 3900],
  ['חומוס בשר', 4900],
  ['שקשוקה', 4200],
  ['פלאפל (6 כדורים)', 1800],
  ['סלט ירקות קצוץ', 2200],
  ['חציל בטחינה', 2600],
  ['פיתה נוספת', 300],
  ['חמוצים וזיתים', 1200],
  ['לימונדה', 1400],
  ['קולה זירו', 1200],
  ['בירה גולדסטאר', 2400],
  ['מלבי', 1800],
  ['קפה שחור', 900],
];

/**
 * A hummus restaurant's bill on 80 mm paper (Simple CLM, Noto Sans Hebrew or David CLM; the brand in Aharoni
 * CLM bold between two thick rules): the brand, address and phone; "חשבון" with the bill's own four-digit
 * number, the weekday and date (dd.mm.yy or dd/mm/yyyy), table, diners and the waiter's number and name;
 * dishes with "x2" after the name; "סה"כ"; for eight diners or more "תוספת שירות 10%" and "סה"כ לתשלום";
 * otherwise either suggested tips ("טיפ מומלץ 10% / 12% / 15%") that are not charged, or a tip ("טיפ")
 * added on the card and "סה"כ שולם כולל טיפ"; "כולל מע"מ"; at the foot "חשבונית מס/קבלה מס'" (six
 * digits) and the legal name or the owner's name with its id.
 */
export const heHummusBarBill: Layout = {
  id: 'he-hummus-bar-bill',
  lang: 'he',
  kind: 'restaurant',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-hummus-bar-bill');
    const p = rng.pick(PLACES);
    const vendorTaxId = taxId(rng, p.company);
    const date = randomDate(rng, '2023-04-01', '2025-12-31');
    const rate = israeliRate(date);
    const diners = rng.chance(0.3) ? rng.int(8, 12) : rng.int(1, 5);
    const rows = rng
      .some(DISHES, Math.min(DISHES.length, rng.int(3, 5) + Math.floor(diners / 2)))
      .map(([name, unit]) => ({ name, unit, qty: rng.int(1, Math.max(1, Math.ceil(diners / 3))) }));
    const food = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const mode = diners >= 8 ? 'service' : rng.pick(['suggest', 'tip', 'tip'] as const);
    const service = mode === 'service' ? share(food, 10) : 0;
    const due = food + service;
    const vat = vatOfGross(due, rate);
    const tip = mode === 'tip' ? rng.int(2, 6) * 500 + Math.round(food / 1000) * 100 : 0;
    const total = due + tip;
    const billNo = String(rng.int(1000, 9999));
    const docNo = String(rng.int(100000, 399999));
    const font = rng.pick(['Simple CLM', 'Noto Sans Hebrew', 'David CLM']);
    const fmt = rng.pick(['dd.mm.yy', 'dd/mm/yyyy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const open = rng.int(11 * 60, 21 * 60);
    const items = rows.map((x) => r(`${esc(x.name)}${x.qty > 1 ? ` <b>x${x.qty}</b>` : ''}`, amount(x.qty * x.unit))).join('');
    let totals = r('סה"כ', amount(food), 'b');
    if (mode === 'service') totals += `${r('תוספת שירות 10%', amount(service))}${r('סה"כ לתשלום', amount(due), 'big')}${r(`כולל מע"מ ${rate}%`, amount(vat), 'sm')}`;
    else if (mode === 'suggest')
      totals += `${r(`כולל מע"מ ${rate}%`, amount(vat), 'sm')}<div class="tips">טיפ מומלץ (לא כלול):<br>10% = ${amount(share(food, 10))} · 12% = ${amount(share(food, 12))} · 15% = ${amount(share(food, 15))}</div>`;
    else totals += `${r(`כולל מע"מ ${rate}%`, amount(vat), 'sm')}<div class="hr"></div>${r('טיפ', amount(tip))}${r('סה"כ שולם כולל טיפ', amount(total), 'big')}`;
    const card = `${rng.pick(['ויזה כאל', 'מקס', 'ישראכרט', 'אמריקן אקספרס'])} <bdi>${rng.digits(4)}</bdi>`;
    const cash = mode === 'suggest' && rng.chance(0.5);
    const pay = cash
      ? r('מזומן', amount(Math.ceil(total / 10000) * 10000)) + r('עודף', amount(Math.ceil(total / 10000) * 10000 - total))
      : r(`אשראי ${card}`, amount(total)) + r("מס' אישור", rng.digits(7), 'sm');
    const waiter = rng.pick(['סהר', 'מוחמד', 'ליאור', 'עדי', 'אלמוג', 'רעות']);
    const body = `<div class="rule"></div><div class="brand">${esc(p.brand)}</div><div class="rule"></div><div class="c sm">${esc(p.place)} · <bdi>${landline(rng)}</bdi></div>
<div class="c head">חשבון ${billNo}</div>${r(`${heDay(date)} ${dt(date, fmt)}`, hhmm(open))}${r(`שולחן ${rng.int(1, 24)}`, `סועדים ${diners}`)}${r(`מלצר ${rng.int(10, 40)} - ${waiter}`, '')}
<div class="hr"></div>${items}<div class="hr"></div>${totals}<div class="hr"></div>${pay}
${mode === 'service' ? '<div class="c sm">לקבוצות של 8 סועדים ומעלה תתווסף תוספת שירות</div>' : ''}<div class="hr"></div>
<div class="c b">חשבונית מס/קבלה מס' ${docNo}</div><div class="c sm">${esc(p.legal)} · ${p.label} ${vendorTaxId}</div><div class="c sm">בתאבון ותודה שבחרתם בנו</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:12px;width:72mm;padding:4mm;color:#111}
.brand{font-family:'Aharoni CLM',sans-serif;font-weight:bold;font-size:27px;text-align:center;line-height:1.1}.rule{border-top:3px solid #000;margin:1mm 0}
.head{font-size:17px;font-weight:bold;margin:2mm 0 1mm}.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px}.big{font-weight:bold;font-size:14px}
.r{display:flex;justify-content:space-between;gap:3mm}.r>span:last-child{white-space:nowrap}.hr{border-top:1px solid #000;margin:1.5mm 0}.tips{font-size:10px;text-align:center;border:1px dotted #000;padding:1mm;margin-top:1mm}`;
    const page = '80mm 240mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: p.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
