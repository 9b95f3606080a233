import { amount, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-olive-wood-souvenir-till';

const ITEMS: [string, number][] = [
  ['גמל עץ זית 15 ס"מ', 8900],
  ['סט מולד מעץ זית', 24900],
  ['מחרוזת חרוזי זית', 2900],
  ['קרש חיתוך עץ זית', 11900],
  ['קערת סלט עץ זית', 15900],
  ['כפות הגשה (זוג)', 4500],
  ['מנורה מעץ זית', 19900],
  ['מחזיק מפתחות זית', 1500],
  ['מגנט ירושלים', 1200],
  ['צלב קיר קטן', 3900],
  ['קופסת תכשיטים מגולפת', 13900],
  ['שמן זית בבקבוק מעוצב', 5900],
];

const VENDORS = [
  {
    brand: 'עץ הזית',
    legal: 'עץ הזית מזכרות הגליל בע"מ',
    company: true,
    site: 'רח׳ פאולוס השישי 112, נצרת · 04-6011725',
    page: '80mm 250mm',
    width: 72,
    font: "'Noto Sans Hebrew','DejaVu Sans',sans-serif",
    brandFont: "'Aharoni CLM','Noto Sans Hebrew',sans-serif",
    num: (rng: Rng) => `OW${rng.int(100000, 899999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yyyy'),
  },
  {
    brand: 'נגר הזית',
    legal: 'סלים חורי',
    company: false,
    site: 'כביש 75, בית לחם הגלילית',
    page: '58mm 250mm',
    width: 50,
    font: "'Miriam Mono CLM','FreeMono',monospace",
    brandFont: "'Keter YG','Miriam Mono CLM',serif",
    num: (rng: Rng) => `${rng.int(1, 3)}/${rng.int(10000, 69999)}`,
    date: (iso: string) => dt(iso, 'd.m.yy'),
  },
];

export const heOliveWoodSouvenirTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const d = next(ID, rng);
    const date = avoid(d.date, [0]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const lines = rng.some(ITEMS, rng.int(3, 6)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 4) }));
    const gross = total(lines.map((l) => l.qty * l.unit));
    const group = rng.chance(0.5) ? notAnId(rng) : '';
    const off = group ? Math.round(gross / 10) : 0;
    const sum = gross - off;
    const tax = vatIn(sum, rate);
    const cash = rng.chance(0.5);
    const paid = Math.ceil(sum / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const who = v.company ? `<div class="c b">${e(v.legal)}</div><div class="c">ח.פ. ${ltr(hyphenId(id))}</div>` : `<div class="c">${e(v.legal)} - ע.מ. ${ltr(id)}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div>
<div class="c sm">מזכרות ואומנות בעץ זית</div>
${v.company ? who : ''}
<div class="c sm">${v.site}</div>
<div class="dbl"></div>
<div class="c b">חשבונית מס / קבלה</div>
${row('מס׳:', ltr(number))}
${row('תאריך:', ltr(v.date(date)))}
${row('שעה:', ltr(`${rng.int(9, 19)}:${String(rng.int(0, 59)).padStart(2, '0')}`))}
${row('מוכר:', rng.pick(['ג׳ורג׳', 'מרים', 'נאדר', 'רנא']))}
<div class="rule"></div>
${lines.map((l) => `<div>${e(l.name)}</div>${row(ltr(`${l.qty} x ${amount(l.unit)}`), ltr(amount(l.qty * l.unit)))}`).join('')}
<div class="rule"></div>
${group ? row('סכום ביניים', ltr(amount(gross))) + row('הנחת קבוצה 10%', ltr(`-${amount(off)}`)) + row('מס׳ קבוצה', ltr(group)) : ''}
${row('לתשלום ₪', ltr(amount(sum)), 'big')}
${row(`מזה מע"מ ${rate}%`, ltr(amount(tax)))}
<div class="rule"></div>
${cash ? row('מזומן', ltr(amount(paid))) + row('עודף', ltr(amount(paid - sum))) : row('אשראי', ltr(`**** ${rng.digits(4)}`)) + row('מס׳ אישור', ltr(rng.digits(6)))}
${v.company ? '' : `<div class="rule"></div>${who}`}
<div class="c sm">תודה ושוב ביקור</div>
</div>`;
    const css = `${baseCss}body{font-family:${v.font};font-size:9.5px;color:#111}.r{width:${v.width}mm;padding:3mm}.brand{font-family:${v.brandFont};font-size:18px;font-weight:bold}.big{font-weight:bold;font-size:13px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
