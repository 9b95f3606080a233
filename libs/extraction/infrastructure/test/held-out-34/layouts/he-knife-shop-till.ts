import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';
import { add, dated, lr, notSaturday, row, taxIn, vid } from './extra';

const ID = 'he-knife-shop-till';

const VENDORS = [
  {
    brand: 'להב וחוד',
    owner: 'עידו שטרנברג',
    trade: 'סכינים, אבני השחזה ושירותי השחזה',
    label: 'ע.מ.',
    company: false,
    legal: 'עידו שטרנברג',
    font: "'Miriam Mono CLM','Liberation Mono',monospace",
  },
  {
    brand: 'GALIL KNIVES',
    owner: '',
    trade: 'סכיני שף · סניף כרמיאל, מרכז מסחרי לב העיר',
    label: 'ח.פ.',
    company: true,
    legal: 'סכיני הגליל בע"מ',
    font: "'FreeMono','Miriam Mono CLM',monospace",
  },
];

const GOODS: [string, number][] = [
  ['סכין שף 20 ס"מ', 38900],
  ['סנטוקו 18 ס"מ', 32900],
  ['סכין לחם משוננת', 17900],
  ['סכין קילוף 9 ס"מ', 8900],
  ['נאקירי 16.5 ס"מ', 41500],
  ['אבן השחזה 1000/6000', 19900],
  ['מוט פלדה לחידוד', 12900],
  ['פס מגנטי 40 ס"מ', 9900],
  ['נרתיק בד ל-5 סכינים', 14900],
  ['שמן קמליה לתחזוקה', 4500],
  ['קרש חיתוך אגוז', 22900],
];

export const heKnifeShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = n % 2 === 0 ? String(rng.int(10000, 69999)) : `0031-${rng.digits(6)}`;
    const lines = rng.some(GOODS, rng.int(1, 4)).map(([name, unit]) => ({ name, unit, q: rng.chance(0.75) ? 1 : 2 }));
    const sharpen = rng.chance(0.6) ? rng.int(2, 6) : 0;
    const sharpenUnit = rng.pick([2500, 3000, 3500]);
    const gross = add(lines.map((l) => l.q * l.unit)) + sharpen * sharpenUnit;
    const club = rng.chance(0.4);
    const discount = club ? Math.round(gross / 10) : 0;
    const total = gross - discount;
    const tax = taxIn(total, rate);
    const t = rng.int(9 * 60 + 30, 19 * 60 + 30);
    const card = rng.chance(0.7);
    const pays = card && total > 60000 ? rng.pick([1, 2, 3]) : 1;
    const cash = Math.ceil(total / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const rule = '='.repeat(38);
    const dash = '-'.repeat(38);
    const head =
      n % 2 === 0
        ? `<div class="c big">${esc(v.brand)}</div><div class="c">${esc(v.owner)}</div><div class="c">${esc(v.trade)}</div><div class="c">${v.label} ${id}</div><div class="c">רח' הנביאים 14, חיפה · ${lr('04-8612447')}</div>`
        : `<div class="c big">${esc(v.brand)}</div><div class="c">${esc(v.trade)}</div><div class="c">${lr('04-9958120')}</div>`;
    const foot =
      n % 2 === 0
        ? `<div class="c">שעות פתיחה: א'-ה' 10:00-19:00, ו' 9:00-14:00</div>`
        : `<div class="c">${esc(v.legal)} ${v.label} ${id}</div><div class="c">משרד ראשי: אזור תעשייה בר-לב</div>`;
    const body = `<div class="r">
${head}
<div>${rule}</div>
<div class="c b">${n % 2 === 0 ? "חשבונית מס/קבלה מס'" : 'חשבונית מס קבלה'} ${lr(number)}</div>
<div class="c">מקור</div>
${row('תאריך:', `${lr(n % 2 === 0 ? dt(date, 'dd/mm/yy') : dt(date, 'dd.mm.yyyy'))} ${hhmm(t)}`)}
${row('קופה:', `${rng.int(1, 3)}  מוכר: ${rng.pick(['דנה', 'יוסי', 'עומר', 'לירז'])}`)}
<div>${dash}</div>
${lines.map((l) => `${row(esc(l.name), amount(l.q * l.unit))}${l.q > 1 ? `<div class="sm">${lr(`${l.q} x ${amount(l.unit)}`)}</div>` : ''}<div class="sm">מק"ט ${rng.digits(7)}</div>`).join('')}
${sharpen ? `${row('השחזת סכינים', amount(sharpen * sharpenUnit))}<div class="sm">${lr(`${sharpen} x ${amount(sharpenUnit)}`)}</div>` : ''}
<div>${dash}</div>
${club ? `${row('סכום ביניים', amount(gross))}${row('הנחת מועדון 10%', lr(`-${amount(discount)}`))}` : ''}
${row('סה"כ לתשלום', amount(total), 'big')}
${n % 2 === 0 ? row(`מע"מ ${rate}% כלול`, amount(tax)) : `${row('סה"כ לפני מע"מ', amount(total - tax))}${row(`מע"מ ${rate}%`, amount(tax))}`}
<div>${dash}</div>
${
  card
    ? `${row('אשראי', amount(total))}<div>כרטיס ${lr(`**** ${rng.digits(4)}`)} ${pays > 1 ? `· ${pays} תשלומים` : ''}</div><div>אישור: ${rng.digits(7)}  מסוף ${rng.digits(3)}</div>`
    : `${row('מזומן', amount(cash))}${row('עודף', amount(cash - total))}`
}
${club ? `<div>חבר מועדון: ${lr(cellular(rng))}</div>` : ''}
<div>${rule}</div>
<div class="c">החלפה תוך 14 יום בצירוף חשבונית</div>
${foot}
<div class="c">*** תודה ולהתראות ***</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px;color:#111}.r{width:72mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}.big{font-size:16px;font-weight:bold}.sm{font-size:10px;color:#333}.rw{display:flex;justify-content:space-between}.rw.big{font-size:15px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 260mm', css, body }),
      page: '80mm 260mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
