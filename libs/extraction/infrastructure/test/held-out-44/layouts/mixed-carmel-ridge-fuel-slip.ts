import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, notAnId, plate } from '../../generalisation/notation';
import { he2, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'mixed-carmel-ridge-fuel-slip';

const EXTRAS: [string, number][] = [
  ['קפה הפוך / Latte', 1400],
  ['מים 1.5 ל׳ / Water', 900],
  ['מגבונים / Wipes', 1500],
  ['נוזל שמשות / Screen wash', 2400],
  ['שמן מנוע / Engine oil', 5900],
];

const VENDORS = [
  {
    brand: he2('דלק הכרמל', 'CARMEL FUEL'),
    legal: 'דלק הכרמל תחנות בע"מ',
    company: true,
    site: 'צומת דליית אל-כרמל · Daliyat al-Karmel Jct.',
    page: '80mm 220mm',
    width: 72,
    font: "'DejaVu Sans','Noto Sans Hebrew',sans-serif",
    num: (rng: { int(a: number, b: number): number }) => `CR${rng.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: he2('תחנת עין הוד', 'EIN HOD STATION'),
    legal: 'סאמר חלבי',
    company: false,
    site: 'כביש 4 · Route 4',
    page: '62mm 220mm',
    width: 54,
    font: "'Miriam Mono CLM','DejaVu Sans Mono',monospace",
    num: (rng: { int(a: number, b: number): number }) => `${rng.int(1, 6)}/${rng.int(10000, 99999)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
  },
];

export const mixedCarmelRidgeFuelSlip: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'fuel',
  make(rng) {
    const d = next(ID, rng);
    const date = d.date;
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const diesel = rng.chance(0.4);
    const perLitre = diesel ? rng.int(610, 760) : rng.int(620, 790);
    const litres = rng.int(1500, 6500) / 100;
    const fuel = mul(litres, perLitre);
    const extras = rng.chance(0.5) ? rng.some(EXTRAS, rng.int(1, 2)) : [];
    const sum = fuel + total(extras.map(([, p]) => p));
    const tax = vatIn(sum, rate);
    const club = rng.chance(0.5) ? notAnId(rng) : '';
    const who = `<div class="c">${esc(v.legal)}</div><div class="c">${v.company ? he2('ח.פ.', 'Co. No.') : he2('עוסק מורשה', 'Licensed Dealer')} ${ltr(v.company ? hyphenId(id) : id)}</div>`;
    const body = `<div class="r">
<div class="c brand">${v.brand}</div><div class="c sm">${v.site}</div>
${v.company ? who : ''}
<div class="rule"></div>
<div class="c b">${he2('חשבונית מס/קבלה', 'Tax Invoice/Receipt')}</div>
${row(he2('מספר', 'No.'), ltr(number))}
${row(he2('תאריך', 'Date'), ltr(v.date(date)))}
${row(he2('שעה', 'Time'), ltr(`${String(rng.int(5, 23)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`))}
${row(he2('משאבה', 'Pump'), ltr(String(rng.int(1, 12))))}
${row(he2('רכב', 'Plate'), ltr(plate(rng)))}
${row(he2('ק"מ', 'Odometer'), ltr(String(rng.int(10000, 290000))))}
<div class="rule"></div>
${row(diesel ? he2('סולר', 'Diesel') : he2('בנזין 95', 'Unleaded 95'), '')}
${row(he2('ליטרים', 'Litres'), ltr(litres.toFixed(2)))}
${row(he2('מחיר לליטר', 'Price/L'), ltr(amount(perLitre)))}
${row(he2('דלק', 'Fuel'), ltr(amount(fuel)))}
${extras.map(([n, p]) => row(n, ltr(amount(p)))).join('')}
<div class="rule"></div>
${row(he2('סה"כ', 'TOTAL'), ltr(`${amount(sum)} ₪`), 'big')}
${row(he2(`מע"מ ${rate}%`, 'VAT'), ltr(amount(tax)))}
${row(he2('לפני מע"מ', 'Net'), ltr(amount(sum - tax)))}
<div class="rule"></div>
${row(he2('אשראי', 'Card'), ltr(`**** ${rng.digits(4)}`))}
${row(he2('אישור', 'Auth'), ltr(rng.digits(6)))}
${club ? row(he2('מועדון', 'Club'), ltr(club)) : ''}
${v.company ? '' : who}
</div>`;
    const css = `body{font-family:${v.font};font-size:9px;color:#111}.r{width:${v.width}mm;padding:3mm}.c{text-align:center}.b{font-weight:bold;margin:3px 0}.sm{font-size:7.5px}.brand{font-size:13px;font-weight:bold}.big{font-weight:bold;font-size:11px}.rule{border-top:1px dashed #333;margin:3px 0}.row{display:flex;justify-content:space-between;gap:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(sum), tax: truthAmount(tax) },
    };
  },
};
