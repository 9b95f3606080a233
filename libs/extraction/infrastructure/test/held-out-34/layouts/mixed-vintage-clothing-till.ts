import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { D, dt, hhmm, mul } from '../../generalisation/notation';
import { add, bi, dated, lr, notSaturday, row, taxIn, vid } from './extra';

const ID = 'mixed-vintage-clothing-till';

const VENDORS = [
  {
    brand: "KILO VINTAGE · וינטג' בקילו",
    lines: ['קילו וינטג\' אופנה בע"מ', "רח' בן יהודה 122, תל אביב"],
    legal: 'קילו וינטג\' אופנה בע"מ',
    company: true,
    label: 'ח.פ. / Co. No.',
    style: 'dd/mm/yyyy' as D,
    num: (k: number) => `K-${k}`,
    digits: [10000, 99999],
    color: '#ad1457',
  },
  {
    brand: "FLEA & CO · פשפש ושות'",
    lines: ['שירה אזולאי', "בגדי וינטג' ואקססוריז · Vintage clothing & accessories", "רח' עולי ציון 9, יפו"],
    legal: 'שירה אזולאי',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    style: 'd.m.yy' as D,
    num: (k: number) => `${k}`,
    digits: [1000, 9999],
    color: '#4e342e',
  },
];

const ITEMS: [string, string, number][] = [
  ["ג'ינס לוויס 501", "Levi's 501 jeans", 22000],
  ['מעיל עור שנות ה-80', '80s leather jacket', 48000],
  ['צעיף משי', 'Silk scarf', 6500],
  ['מעיל רוח צבעוני', 'Retro windbreaker', 17500],
  ['חולצת להקה', 'Band T-shirt', 9000],
  ['שמלת פולקה', 'Polka-dot dress', 15500],
  ['חגורת עור', 'Leather belt', 5500],
  ['משקפי שמש רטרו', 'Retro sunglasses', 7000],
];

export const mixedVintageClothingTill: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'shop till',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const perKg = rng.pick([12000, 14000, 15000]);
    const kg = n % 2 === 0 ? Math.round((0.3 + rng.next() * 1.6) * 1000) / 1000 : 0;
    const byKg = kg ? mul(kg, perKg) : 0;
    const items = rng.some(ITEMS, rng.int(kg ? 0 : 1, 3)).map(([he, en, p]) => ({ he, en, p }));
    const gross = byKg + add(items.map((i) => i.p));
    const sale = rng.chance(0.4) && items.length > 0;
    const disc = sale ? Math.round((items[0].p * 20) / 100) : 0;
    const total = gross - disc;
    const tax = taxIn(total, rate);
    const cash = !rng.chance(0.6);
    const given = Math.ceil(total / 10000) * 10000;
    const t = rng.int(10 * 60, 20 * 60);
    const body = `<div class="r">
<div class="brand">${esc(v.brand)}</div>
${v.lines.map((l) => `<div class="c">${esc(l)}</div>`).join('')}
<div class="c">${v.label} ${id}</div>
<div class="wave">~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~</div>
<div class="c b">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
${row(bi("מס'", 'No.'), lr(number))}
${row(bi('תאריך', 'Date'), lr(dt(date, v.style)))}
${row(bi('שעה', 'Time'), hhmm(t))}
${row(bi('מוכר/ת', 'Staff'), rng.pick(['Noy', 'Dor', 'Maya', 'Eli']))}
<div class="wave">~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~</div>
${kg ? `${row(bi("וינטג' במשקל", 'Vintage by kilo'), amount(byKg))}<div class="sm">${lr(`${kg.toFixed(3)} kg x ${amount(perKg)}`)}</div>` : ''}
${items.map((i) => `${row(esc(i.he), amount(i.p))}<div class="en">${esc(i.en)}</div>`).join('')}
${sale ? `${row(bi('סכום ביניים', 'Subtotal'), amount(gross))}${row(bi('מדף מבצע 20%', 'Sale rack 20%'), lr(`-${amount(disc)}`))}` : ''}
<div class="wave">~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~</div>
${row(bi('סה"כ', 'TOTAL'), amount(total), 'big')}
${row(bi('כולל מע"מ', 'incl. VAT') + ` ${rate}%`, amount(tax))}
${cash ? `${row(bi('מזומן', 'Cash'), amount(given))}${row(bi('עודף', 'Change'), amount(given - total))}` : `${row(bi('אשראי', 'Card'), amount(total))}<div class="sm">${lr(`**** ${rng.digits(4)} · AUTH ${rng.digits(6)}`)}</div>`}
<div class="wave">~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~ ~</div>
<div class="c sm">${bi('החלפה בלבד תוך 7 ימים', 'Exchange only within 7 days')}</div>
<div class="c sm">${lr(n % 2 === 0 ? '@kilovintage.tlv' : '@fleaandco.jaffa')}</div>
</div>`;
    const css = `body{font-family:'DejaVu Sans Mono','Miriam Mono CLM',monospace;font-size:10.5px;color:#111}.r{width:68mm;padding:4mm}.brand{font-family:'Frank Ruehl CLM','DejaVu Serif',serif;text-align:center;font-size:17px;font-weight:bold;color:${v.color}}.c{text-align:center}.b{font-weight:bold}.sm{font-size:9px}.en{font-size:9px;color:#555}.wave{text-align:center;color:#666}.rw{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:13px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 220mm', css, body }),
      page: '76mm 220mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
