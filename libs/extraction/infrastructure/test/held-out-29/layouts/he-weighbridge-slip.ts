import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { add, dated, house, lr, pair, taxIn, vid } from './extra';

const ID = 'he-weighbridge-slip';
const STATIONS = [
  { brand: '', legal: 'גשר מאזניים הדרום בע"מ', company: true, label: 'ח.פ.', trade: '', where: 'אזור תעשייה עידן הנגב, באר שבע' },
  { brand: 'שקילה מהירה', legal: 'חאלד נסאר', company: false, label: 'עוסק מורשה', trade: 'תחנת שקילה ציבורית למשאיות', where: 'צומת עירון, ואדי ערה' },
  { brand: 'WEIGHPOINT', legal: 'נקודת משקל לוגיסטיקה בע"מ', company: true, label: 'ח"פ', trade: '', where: 'נמל אשדוד – שער 6' },
];
const LOADS = ['חצץ 0-4', 'חול מחצבה', 'גרוטאות ברזל', 'ענפים וגזם', 'תפוחי אדמה בתפזורת', 'פסולת בניין', 'קרטונים לגריסה', 'מספוא – חבילות קש', 'מכולה 40 רגל'];
const DRIVERS = ['מוחמד ע.', 'יעקב ב.', 'אנדריי ק.', 'שלום מ.', 'סאלח ח.'];

/** A public weighbridge's slip on 80 mm paper: two weighings (loaded and empty) with their times, the net weight, plate and trailer, the load, the fee per weighing and an extra certificate copy; VAT contained. */
export const heWeighbridgeSlip: Layout = {
  id: ID,
  lang: 'he',
  kind: 'transport',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const s = STATIONS[n % STATIONS.length];
    const id = vid(s.legal, s.company);
    const rate = israeliRate(date);
    const tare = rng.int(9000, 16500);
    const net = rng.int(3000, 26000);
    const gross = tare + net;
    const first = rng.int(6 * 60, 16 * 60);
    const second = first + rng.int(12, 95);
    const double = rng.chance(0.6);
    const fee = rng.pick([3500, 4000, 4500, 5000]);
    const rows: [string, number][] = [[double ? 'שקילה כפולה (מלא + ריק)' : 'שקילה בודדת', double ? fee * 2 - 1000 : fee]];
    if (rng.chance(0.5)) rows.push(['העתק תעודת שקילה נוסף', 1000]);
    if (rng.chance(0.3)) rows.push(['שקילת סרן נפרדת', 2500]);
    const total = add(rows.map((r) => r[1]));
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [() => `${rng.int(1, 2)}${rng.digits(5)}`, () => `04-${rng.int(10000, 99999)}`, () => `WP${date.slice(2, 4)}${rng.digits(5)}`])();
    const ticket = String(rng.int(700000, 999999));
    const fmt = rng.pick(['dd/mm/yy', 'dd/mm/yyyy', 'dd.mm.yy'] as const);
    const font = rng.pick(["'DejaVu Sans Mono','Miriam Mono CLM'", "'Liberation Mono','Miriam Mono CLM'", "'Miriam Mono CLM'"]);
    const idText = s.company && rng.chance(0.5) ? hyphenId(id) : id;
    const kg = (x: number) => `${x.toLocaleString('en-US')} ק"ג`;
    const line = '------------------------------------';
    const body = `${s.brand ? `<div class="logo">${esc(s.brand)}</div><div class="c b">${esc(s.legal)}</div>` : `<div class="logo">${esc(s.legal)}</div>`}
${s.trade ? `<div class="c">${esc(s.trade)}</div>` : ''}<div class="c">${s.label} ${lr(idText)}</div><div class="c">${esc(s.where)}</div>
<div class="l">${line}</div><div class="c b">תעודת שקילה מס' ${lr(ticket)}</div>
${pair('רכב', lr(plate(rng)))}${rng.chance(0.5) ? pair('נגרר', lr(plate(rng))) : ''}${pair('נהג', esc(rng.pick(DRIVERS)))}${pair('מטען', esc(rng.pick(LOADS)))}
<div class="l">${line}</div>
${pair(`שקילה 1 (מלא) ${hhmm(first)}`, kg(gross))}${pair(`שקילה 2 (ריק) ${hhmm(second)}`, kg(tare))}${pair('משקל נטו', kg(net), 'b')}
<div class="c sm">מאזני גשר 60 טון · דיוק ±20 ק"ג · כיול אחרון ${lr(dt(`${Number(date.slice(0, 4)) - 1}-11-20`, 'dd/mm/yy'))}</div>
<div class="l">${line}</div><div class="c b">חשבונית מס קבלה ${lr(docNo)}</div>${pair('תאריך', lr(dt(date, fmt)))}
${rows.map(([t, v]) => pair(esc(t), amount(v))).join('')}
<div class="l">${line}</div>${pair('סה"כ', amount(total), 'big')}${pair(`מזה מע"מ ${rate}%`, amount(vat))}
${rng.chance(0.5) ? pair('מזומן', amount(total)) : pair('אשראי', lr(`${rng.digits(4)}****`))}
<div class="l">${line}</div><div class="c sm">שוקל מוסמך: ${rng.pick(['א. לוי', 'ר. זועבי', 'ד. פרץ'])}<br>התעודה תקפה לשקילה זו בלבד</div>`;
    const css = `body{font-family:${font},monospace;font-size:11.5px;width:72mm;padding:4mm;color:#000}.logo{text-align:center;font-size:18px;font-weight:bold}.c{text-align:center}.b{font-weight:bold}.sm{font-size:10px}
.pr{display:flex;justify-content:space-between;gap:2mm}.big{font-weight:bold;font-size:15px}.l{overflow:hidden;white-space:nowrap;text-align:center}`;
    const page = '80mm 190mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
