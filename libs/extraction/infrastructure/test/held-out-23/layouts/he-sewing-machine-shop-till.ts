import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline } from '../../generalisation/notation';
import { failsCheck, lr, spread, vendorId } from './extra';

const SHOPS = [
  { brand: 'עולם התפירה', latin: false, legal: 'מ.ת. מכונות תפירה ואביזרים בע"מ', label: 'ח.פ.', company: true, hyphen: false, place: "רח' העצמאות 44, אשדוד" },
  { brand: 'STITCH POINT', latin: true, legal: 'רחל גולדשטיין', label: 'עוסק מורשה', company: false, hyphen: false, place: "מרכז אורן, רח' הנשיא 12, כפר סבא" },
  { brand: 'המחט והחוט', latin: false, legal: 'סלים עזאם', label: 'ע.מ.', company: false, hyphen: true, place: "רח' אלמותנבי 9, חיפה" },
  { brand: '', latin: false, legal: 'סרגל-טק שירותי תפירה (2011) בע"מ', label: 'ח"פ', company: true, hyphen: true, place: "אזור התעשייה, רח' המלאכה 3, נתניה" },
] as const;

// name, price in agorot including VAT, whether it carries a serial number
const GOODS: [string, number, boolean][] = [
  ['מכונת תפירה ביתית 32 תפרים', 119000, true],
  ['מכונת אוברלוק 4 חוטים', 189000, true],
  ['מכונת רקמה ממוחשבת', 459000, true],
  ['סט מחטים אוניברסליות 80/12', 1900, false],
  ["חוט פוליאסטר 1000 מ' (צבעים)", 1450, false],
  ['מספריים לבד 25 ס"מ', 8900, false],
  ['רגלית רוכסן נסתר', 3900, false],
  ["סליל פלסטיק (5 יח')", 1200, false],
  ['גיר חייטים + סרט מדידה', 2500, false],
  ['מנורת LED למכונה', 6900, false],
  ['שולחן הרחבה שקוף', 14900, false],
  ['שמן למכונות תפירה', 1800, false],
];
const REPAIRS: [string, number][] = [
  ['טיפול שנתי: ניקוי, שימון וכיוון', 22000],
  ['החלפת רצועה ומנוע', 38000],
  ['כיוון מתח חוט ותזמון', 18000],
];

/**
 * A sewing machine shop's till slip on 80 mm paper (Nachlieli CLM, Liberation Mono or DejaVu Sans Mono; the brand
 * in Yehuda CLM, or Latin in Nimbus Sans Narrow, beside a drawn needle and thread; a company with its name alone on
 * one): the registered name and id at the foot of the slip, after the thanks; "חשבונית מס/קבלה" with "מס' חשבונית";
 * machines with their serial numbers, supplies, a repair ticket's service, a trade-in credit for an old machine on
 * some; either net, VAT and "סה"כ כולל מע"מ" or "לתשלום" with "מתוכו מע"מ"; a card in instalments (each instalment
 * printed) or cash and change; the warranty's end date.
 */
export const heSewingMachineShopTill: Layout = {
  id: 'he-sewing-machine-shop-till',
  lang: 'he',
  kind: 'shop till',
  make(seed: Rng) {
    const rng = spread(seed, 'he-sewing-machine-shop-till');
    const s = rng.pick(SHOPS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const date = randomDate(rng, '2023-06-04', '2026-03-26');
    const rate = israeliRate(date);
    const goods = rng
      .some(GOODS, rng.int(2, 5))
      .map(([name, unit, serial]) => ({ name, unit, qty: serial ? 1 : rng.int(1, 3), serial: serial ? `SN ${rng.pick(['JX', 'BK', 'HQ'])}${rng.digits(7)}` : '' }));
    const repair = rng.chance(0.4) ? rng.pick(REPAIRS) : null;
    const ticket = `${rng.int(100, 999)}${rng.digits(3)}`;
    const machine = goods.some((g) => g.serial);
    const tradeIn = machine && rng.chance(0.5) ? rng.pick([15000, 20000, 25000]) : 0;
    const gross = goods.reduce((a, g) => a + g.qty * g.unit, 0) + (repair ? repair[1] : 0);
    const pay = gross - tradeIn;
    const vat = vatOfGross(pay, rate);
    const docNo = rng.pick([() => `${rng.int(1, 3)}${rng.digits(4)}`, () => `01-00${rng.digits(4)}`, () => `${date.slice(2, 4)}${rng.digits(5)}`])();
    const font = rng.pick(['Nachlieli CLM', 'Liberation Mono', 'DejaVu Sans Mono']);
    const fmt = rng.pick(['dd/mm/yyyy', 'd.m.yy', 'dd.mm.yy'] as const);
    const row = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const items =
      goods
        .map(
          (g) =>
            `<div class="it">${esc(g.name)}</div>${g.serial ? `<div class="sm">${lr(g.serial)}</div>` : ''}${row(g.qty > 1 ? lr(`${g.qty} × ${amount(g.unit)}`) : '', lr(amount(g.qty * g.unit)))}`,
        )
        .join('') +
      (repair ? `<div class="it">${esc(repair[0])}</div>${row(`כרטיס תיקון ${lr(ticket)}`, lr(amount(repair[1])))}` : '') +
      (tradeIn ? `<div class="it">טרייד-אין: מכונה ישנה</div>${row('', lr(`-${amount(tradeIn)}`))}` : '');
    const split = rng.chance(0.5);
    const totals = split
      ? row('סה"כ לפני מע"מ', lr(amount(pay - vat))) + row(`מע"מ ${rate}%`, lr(amount(vat))) + row('סה"כ כולל מע"מ', lr(amount(pay)), 'big')
      : row('לתשלום', lr(amount(pay)), 'big') + row(`מתוכו מע"מ (${rate}%)`, lr(amount(vat)));
    const cash = pay < 40000 && rng.chance(0.6);
    const n = pay > 100000 ? rng.pick([6, 10, 12]) : rng.pick([1, 2, 3]);
    const first = pay - Math.floor(pay / n) * (n - 1);
    const given = Math.ceil(pay / 10000) * 10000;
    const payment = cash
      ? row('מזומן', lr(amount(given))) + row('עודף', lr(amount(given - pay)))
      : row(`אשראי ${lr(`xxxx-${rng.digits(4)}`)}`, lr(amount(pay))) +
        (n > 1 ? row(`${n} תשלומים`, `ראשון ${lr(amount(first))} · שאר ${lr(amount(Math.floor(pay / n)))}`, 'sm') : '') +
        row('אישור', lr(rng.digits(6)), 'sm');
    const needle = `<svg width="34" height="34" viewBox="0 0 34 34"><line x1="6" y1="30" x2="28" y2="4" stroke="#111" stroke-width="2.2"/><ellipse cx="25.5" cy="7" rx="1.6" ry="3" transform="rotate(40 25.5 7)" fill="#fff" stroke="#111"/><path d="M26 6 C 10 2, 2 14, 14 18 S 30 28, 8 31" fill="none" stroke="#111" stroke-width="1" stroke-dasharray="2 1.5"/></svg>`;
    const brand = s.brand ? `<div class="brand${s.latin ? ' lat' : ''}">${esc(s.brand)}</div>` : `<div class="brand small">${esc(s.legal)}</div>`;
    const body = `<div class="head">${needle}<div>${brand}<div class="sm">מכונות תפירה · אביזרים · מעבדת תיקונים</div></div></div>
<div class="c sm">${esc(s.place)}<br>טל' ${lr(landline(rng))} · וואטסאפ ${lr(cellular(rng))}</div>
<div class="rule2"></div><div class="c b">חשבונית מס/קבלה</div>
${row("מס' חשבונית", `<b>${lr(docNo)}</b>`)}${row('תאריך', lr(dt(date, fmt)))}${row('שעה', lr(hhmm(rng.int(9 * 60, 19 * 60))))}${row('מוכר/ת', esc(rng.pick(['אסנת', "ג'ורג'", 'יעל', 'דבורה'])))}
${rng.chance(0.5) ? row("מס' לקוח", lr(failsCheck(rng, rng.pick(['6', '8'])))) : ''}
<div class="rule"></div>${items}<div class="rule"></div>${row('סה"כ שורות', lr(amount(gross)))}${totals}<div class="rule"></div>${payment}
<div class="rule"></div><div class="c sm">${machine ? `אחריות יבואן על המכונה עד ${lr(dt(addDays(date, 730), fmt))}<br>` : ''}${repair ? `אחריות לתיקון 90 יום<br>` : ''}החזרת אביזרים תוך 14 יום באריזה סגורה<br>תודה ותפירה נעימה!</div>
<div class="rule2"></div><div class="c foot">${esc(s.legal)}<br>${s.label} ${lr(s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}</div>`;
    const css = `body{font-family:'${font}','Nachlieli CLM',monospace;font-size:10.5px;width:70mm;padding:4mm 5mm;color:#111;line-height:1.45}
.head{display:flex;align-items:center;justify-content:center;gap:2mm}.brand{font-family:'Yehuda CLM','Noto Sans Hebrew',sans-serif;font-size:23px;font-weight:bold}.brand.lat{font-family:'Nimbus Sans Narrow','Liberation Sans Narrow',sans-serif;font-size:21px;letter-spacing:1px}.brand.small{font-size:15px}
.c{text-align:center}.b{font-weight:bold;font-size:13px;margin:1mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.sm{font-size:9px}.it{margin-top:1mm}
.rule{border-top:1px dashed #111;margin:1.5mm 0}.rule2{border-top:3px double #111;margin:2mm 0}.big{font-weight:bold;font-size:14px}.foot{font-size:10px}bdi{white-space:nowrap}`;
    const page = '80mm 240mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
