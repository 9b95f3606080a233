import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, share } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-kombucha-brewery-till';

const ITEMS: [string, number][] = [
  ['קומבוצ׳ה ג׳ינג׳ר-לימון 330', 1600],
  ['קומבוצ׳ה היביסקוס 330', 1600],
  ['קומבוצ׳ה תפוח-קינמון 750', 3200],
  ['קפיר מים אוכמניות', 1800],
  ['ג׳ון תה ירוק-נענע', 2200],
  ['ערכת תרבית SCOBY', 5900],
  ['צנצנת תסיסה 3 ל׳', 7400],
  ['מארז טעימות 6 בקבוקים', 8900],
  ['בקבוק מילוי חוזר (פיקדון)', 500],
  ['סדנת תסיסה ביתית', 18000],
];

const VENDORS = [
  {
    brand: 'תוסס',
    legal: 'תוסס משקאות חיים בע"מ',
    company: true,
    site: 'מתחם התחנה, רח׳ הרכבת 4, באר שבע',
    page: '80mm 250mm',
    width: 72,
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
    brandFont: "'Yehuda CLM','Aharoni CLM',sans-serif",
    num: (rng: Rng) => `TS${rng.int(1, 4)}-${rng.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'הבועה הירוקה',
    legal: 'עמית ברזילי',
    company: false,
    site: 'שוק הנמל, אשדוד',
    page: '58mm 240mm',
    width: 52,
    font: "'Miriam Mono CLM','DejaVu Sans Mono',monospace",
    brandFont: "'Simple CLM','Miriam CLM',sans-serif",
    num: (rng: Rng) => String(rng.int(10000, 99999)),
    date: (iso: string) => dt(iso, 'd.m.yy'),
  },
];

export const heKombuchaBreweryTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const lines = rng.some(ITEMS, rng.int(3, 6)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const sub = total(lines.map((l) => l.qty * l.unit));
    const club = rng.chance(0.5);
    const disc = club ? share(sub, 5) : 0;
    const sum = sub - disc;
    const tax = vatIn(sum, rate);
    const cash = rng.chance(0.5);
    const paid = Math.ceil(sum / 5000) * 5000;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div>
<div class="c sm">מבשלת קומבוצ׳ה ומשקאות מותססים</div>
<div class="c sm">${v.site}</div>
${v.company ? `<div class="c">${e(v.legal)}</div><div class="c">ח.פ. ${ltr(hyphenId(id))}</div>` : `<div class="c sm">${ltr(cellular(rng))}</div>`}
<div class="rule"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳ חשבונית:', ltr(number))}
${row('תאריך:', ltr(v.date(date)))}
${row('שעה:', ltr(`${String(rng.int(9, 20)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`))}
${row('קופה:', ltr(String(rng.int(1, 3))))}
<div class="rule"></div>
${lines.map((l) => `<div>${e(l.name)}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(amount(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${club ? row('סכום ביניים', ltr(amount(sub))) + row(`הנחת חבר מועדון 5% (${ltr(String(rng.int(1000000, 9999999)))})`, ltr(`-${amount(disc)}`)) : ''}
${row('סה"כ לתשלום', ltr(`₪${amount(sum)}`), 'big')}
${row(`מזה מע"מ ${rate}%`, ltr(amount(tax)))}
<div class="rule"></div>
${cash ? row('מזומן', ltr(amount(paid))) + row('עודף', ltr(amount(paid - sum))) : row('אשראי', ltr(amount(sum))) + row('מס׳ אישור', ltr(rng.digits(7)))}
${v.company ? '' : `<div class="rule"></div><div class="c">${e(v.legal)}</div><div class="c">עוסק מורשה ${ltr(id)}</div>`}
<div class="c sm">החזרת בקבוקים נקיים בקופה · לחיים!</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:10px;color:#111}.r{width:${v.width}mm;padding:3mm}.brand{font-family:${v.brandFont};font-size:22px;font-weight:bold}.big{font-weight:bold;font-size:13px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
