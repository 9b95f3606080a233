import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, landline } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-trufa-shop-till';

/** Item, agorot with VAT in 2022; copays are not discounted by the club. */
const SHELF: [string, number][] = [
  ['אקמול 20 טבליות', 1890],
  ['נורופן 200 מ"ג 24 קפליות', 3290],
  ['ויטמין D3 טיפות', 3990],
  ['משחת שיניים רגישות', 1490],
  ["מגבונים לתינוק 72 יח'", 1290],
  ['מדחום דיגיטלי', 4990],
  ['תחבושות אלסטיות', 2290],
  ['סירופ לשיעול יבש', 3490],
  ['תרסיס לאף מי ים', 2190],
  ["פלסטרים שקופים 40 יח'", 1590],
  ["ג'ל חיטוי ידיים", 990],
  ['קרם ידיים אוריאה', 2790],
  ['מקדם הגנה 50 לפנים', 6490],
  ['מגנזיום 60 כמוסות', 5490],
  ['טיפות עיניים לחות', 3890],
  ['מי פה ללא אלכוהול', 2490],
];
const COPAYS = ['השתתפות עצמית - מרשם', 'השתתפות עצמית - תרופה כרונית', 'השתתפות עצמית - אנטיביוטיקה'];

/**
 * A pharmacy in Hatzor HaGlilit, 76 mm (David CLM for the name, Miriam Mono CLM): "בית מרקחת שער הגליל" between
 * two rules, the company "ש.ה.ג. רוקחות בע"מ" and "ח.פ." plain, the street, phone and the pharmacist in charge;
 * "חשבונית מס / קבלה" and "מס'" nnnnn/yy; the date with its weekday dd/mm/yyyy and the time to the second, till and
 * cashier; a three-column grid (item, quantity, sum) with copays of prescriptions and shelf items; sometimes the
 * club's 10% off the shelf items, a negative line; "סה"כ לתשלום" large, "מזה מע"מ n%" and "סכום חייב במע"מ"
 * (contained); card or cash with change; not Saturday.
 */
export const heTrufaShopTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const shelf = rng.some(SHELF, rng.int(2, 6)).map(([name, p]) => ({ name, q: rng.pick([1, 1, 1, 2, 3]), p: Math.round((p * rise) / 10) * 10 }));
    const copays = rng.some(COPAYS, rng.int(0, 2)).map((name) => ({ name, q: 1, p: rng.pick([1650, 1900, 2200, 2750, 3500]) }));
    const lines = [...copays, ...shelf];
    const shelfSum = total(shelf.map((l) => l.q * l.p));
    const club = rng.chance(0.5) ? Math.round(shelfSum / 10) : 0;
    const gross = total(lines.map((l) => l.q * l.p)) - club;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ש.ה.ג. רוקחות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(10000, 99999)}/${date.slice(2, 4)}`;
    const days = ['ראשון', 'שני', 'שלישי', 'רביעי', 'חמישי', 'שישי', 'שבת'];
    const dow = days[new Date(`${date}T12:00:00Z`).getUTCDay()];
    const clock = `${hhmm(rng.int(8 * 60, 21 * 60))}:${String(rng.int(0, 59)).padStart(2, '0')}`;
    const cash = rng.chance(0.3);
    const given = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const g = (a: string, b: string, c: string, cls = '') => `<div class="g ${cls}"><span>${a}</span><span>${b}</span><span>${c}</span></div>`;
    const body = `<div class="rule2"></div><div class="nm">בית מרקחת שער הגליל</div><div class="rule2"></div>
<div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)}</div><div class="c">רח' הנשיאים ${ltr(String(rng.int(2, 40)))}, חצור הגלילית</div><div class="c">טל' ${ltr(landline(rng).replace(/^0\d/, '04'))}</div>
<div class="c sm">רוקח/ת אחראי/ת: ${rng.pick(["מגר' רנא עזאם", "מגר' אלון פרץ", "מגר' שירן דהן", "מגר' יוסף חורי"])}</div>
<div class="ti">חשבונית מס / קבלה</div><div class="c b">מס' ${ltr(doc)}</div>
<div class="r"><span>יום ${dow} ${ltr(dt(date, 'dd/mm/yyyy'))}</span><span>${ltr(clock)}</span></div><div class="r"><span>קופה ${ltr(String(rng.int(1, 3)))}</span><span>קופאי/ת: ${rng.pick(['מורן', 'סמאח', 'אביטל', 'דניאל'])}</span></div>
<div class="dash"></div>${g('פריט', 'כמות', 'סכום', 'hd')}
${lines.map((l) => g(l.name, ltr(String(l.q)), ltr(amount(l.q * l.p)))).join('')}
${club ? g('הנחת מועדון 10% (מוצרי מדף)', '', ltr(`-${amount(club)}`)) : ''}<div class="dash"></div>
<div class="r big"><span>סה"כ לתשלום</span><span>${ltr(amount(gross))}</span></div>
<div class="r"><span>מזה מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div><div class="r"><span>סכום חייב במע"מ</span><span>${ltr(amount(gross - vat))}</span></div><div class="dash"></div>
${
  cash
    ? `<div class="r"><span>מזומן</span><span>${ltr(amount(given))}</span></div><div class="r"><span>עודף</span><span>${ltr(amount(given - gross))}</span></div>`
    : `<div class="r"><span>אשראי ${ltr(`****${rng.digits(4)}`)}</span><span>${ltr(amount(gross))}</span></div><div class="r"><span>מס' אישור</span><span>${ltr(rng.digits(7))}</span></div>`
}
<div class="c sm">מספר פריטים: ${ltr(String(total(lines.map((l) => l.q))))}</div><div class="c">רפואה שלמה!</div>`;
    const css = `body{font-family:'Miriam Mono CLM';font-size:12px;width:68mm;padding:4mm}.nm{font-family:'David CLM';font-size:25px;font-weight:bold;text-align:center;margin:3px 0}.rule2{border-top:3px double #000}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:10.5px}.ti{text-align:center;font-weight:bold;font-size:15px;margin-top:8px}.r{display:flex;justify-content:space-between;margin:1px 0}
.g{display:grid;grid-template-columns:1fr 9mm 18mm;gap:2px;margin:1px 0}.g span:nth-child(n+2){text-align:left}.hd{border-bottom:1px solid #000;font-weight:bold}.dash{border-top:1px dashed #000;margin:4px 0}.big{font-size:17px;font-weight:bold}`;
    const page = '76mm 210mm';
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
