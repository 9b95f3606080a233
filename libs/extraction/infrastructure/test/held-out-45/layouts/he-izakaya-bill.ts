import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, share, spacedId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, ltr, next, pairs, row, total, vatIn } from './extra';

const ID = 'he-izakaya-bill';

const DISHES: [string, number][] = [
  ['אדממה במלח ים', 2400],
  ['יקיטורי עוף (2 שיפודים)', 3600],
  ['גיוזה חזיר-פטריות', 4200],
  ['קראאגה עוף', 4800],
  ['טטאקי טונה', 6400],
  ['אוכונומיאקי', 5200],
  ['ראמן שויו', 6200],
  ['אורז מוקפץ ביפן', 4600],
  ['סאקה חם 180 מ"ל', 3800],
  ['בירה יפנית מהחבית', 3200],
  ['היבול וויסקי', 4400],
  ['מוצ׳י גלידה', 2800],
  ['תה ירוק', 1200],
];

const VENDORS = [
  {
    brand: 'קאזה איזקאיה',
    legal: 'קאזה אוכל יפני בע"מ',
    company: true,
    site: 'רח׳ לבונטין 19, תל אביב',
    page: '80mm 260mm',
    width: 72,
    font: "'Frank Ruehl CLM','David CLM',serif",
    num: (rng: Rng) => `${rng.int(20, 29)}-${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'נומי-יה',
    legal: 'דנה קורן',
    company: false,
    site: 'שד׳ בן גוריון 31, חיפה · 054-7730192',
    page: '72mm 260mm',
    width: 64,
    font: "'Hadasim CLM','Nachlieli CLM',serif",
    num: (rng: Rng) => `NY${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const heIzakayaBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [5]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diners = rng.int(2, 6);
    const lines = rng.some(DISHES, rng.int(4, 8)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 3) }));
    const food = total(lines.map((l) => l.qty * l.unit));
    const service = v.company ? share(food, 12) : 0;
    const sum = food + service;
    const tax = vatIn(sum, rate);
    const tip = v.company ? 0 : share(sum, rng.pick([10, 12, 15]));
    const body = `<div class="r">
<div class="c brand">${v.brand}</div>
<div class="c sm">${v.site}</div>
${v.company ? `<div class="c">${e(v.legal)}</div><div class="c">ח.פ. ${ltr(spacedId(id))}</div>` : ''}
<div class="dbl"></div>
<div class="c b">חשבונית מס קבלה</div>
${pairs([
  ['מספר', ltr(number)],
  ['תאריך', ltr(v.date(date))],
  ['שולחן', ltr(String(rng.int(1, 30)))],
  ['סועדים', ltr(String(diners))],
  ['הזמנה', ltr(`#${rng.int(100000, 999999)}`)],
  ['מלצר/ית', rng.pick(['יובל', 'מאיה', 'אורי', 'נועה'])],
])}
<div class="rule"></div>
${lines.map((l) => row(`${l.qty} ${e(l.name)}`, ltr(amount(l.qty * l.unit)))).join('')}
<div class="rule"></div>
${v.company ? row('סה"כ מזון ומשקאות', ltr(amount(food))) + row('דמי שירות 12%', ltr(amount(service))) : ''}
${row('סה"כ לתשלום', ltr(`${amount(sum)} ₪`), 'big')}
${row(`כולל מע"מ ${rate}%`, ltr(amount(tax)))}
${row('לסועד', ltr(amount(Math.round(sum / diners))))}
<div class="dbl"></div>
${tip ? row('טיפ לצוות (אינו חלק מהחשבונית)', ltr(amount(tip))) + row('חויב בכרטיס', ltr(amount(sum + tip))) : row('חויב בכרטיס', ltr(amount(sum)))}
${row('כרטיס', ltr(`xxxx-${rng.digits(4)}`))}
${v.company ? '' : `<div class="rule"></div><div class="c">${e(v.legal)} · עוסק מורשה ${ltr(id)}</div>`}
<div class="c sm">תודה רבה ולהתראות</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.brand{font-size:19px;font-weight:bold}.big{font-weight:bold;font-size:13px}.pairs{width:100%}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
