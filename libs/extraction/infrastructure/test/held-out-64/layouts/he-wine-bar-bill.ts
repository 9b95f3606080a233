import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, sh } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-wine-bar-bill';

/** Wines by the glass: name, lowest and highest price in whole shekels (with VAT). */
const GLASSES: [string, number, number][] = [
  ['קברנה סוביניון, גליל עליון', 38, 52],
  ['מרלו, הרי יהודה', 36, 48],
  ['סירה, רמת הגולן', 40, 56],
  ['שרדונה, גליל מערבי', 36, 50],
  ['סוביניון בלאן, רמת הנגב', 34, 46],
  ['רוזה יבש, שומרון', 32, 44],
  ['קאווה ברוט', 38, 48],
  ['ריסלינג חצי יבש', 34, 46],
];
/** Bottles: name, lowest and highest price in whole shekels (with VAT). */
const BOTTLES: [string, number, number][] = [
  ['בקבוק קריניאן גפנים ותיקות', 160, 240],
  ['בקבוק גרנאש רוזה', 140, 190],
  ['בקבוק בלנד אדום, יקב בוטיק', 190, 290],
  ['בקבוק שנין בלאן', 150, 210],
];
/** Food: name, lowest and highest price in whole shekels (with VAT). */
const FOOD: [string, number, number][] = [
  ['פלטת גבינות בוטיק', 68, 96],
  ['פלטת דגים כבושים', 72, 98],
  ['פוקאצ׳ה ושמן זית', 28, 38],
  ['זיתים מתובלים', 22, 30],
  ['ברוסקטה עגבניות ובורטה', 46, 62],
  ['קרפצ׳ו סלק', 42, 56],
  ['ניוקי חמאה ומרווה', 62, 78],
  ['עוגת שוקולד ויין פורט', 42, 54],
];

/**
 * A wine bar's bill, prices including VAT: the company's bar adds a 12% service charge to tables
 * of six or more; the licensed dealer's bar prints the tip apart, outside the bill.
 */
export const heWineBarBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const covers = co ? rng.int(2, 10) : rng.int(2, 6);
    const lines: { name: string; qty: number; unit: number }[] = [];
    for (const [name, lo, hi] of rng.some(GLASSES, rng.int(2, Math.min(5, covers + 1)))) lines.push({ name: `כוס ${name}`, qty: rng.int(1, covers), unit: rng.int(lo, hi) * 100 });
    if (covers >= 4 || rng.chance(0.3))
      for (const [name, lo, hi] of rng.some(BOTTLES, rng.int(1, 2))) lines.push({ name, qty: rng.int(1, Math.max(1, Math.floor(covers / 3))), unit: rng.int(lo, hi) * 100 });
    for (const [name, lo, hi] of rng.some(FOOD, rng.int(2, 5))) lines.push({ name, qty: rng.int(1, Math.max(1, Math.ceil(covers / 3))), unit: rng.int(lo, hi) * 100 });
    const sub = total(lines.map((l) => l.qty * l.unit));
    const service = co && covers >= 6 ? Math.round((sub * 12) / 100) : 0;
    const gross = sub + service;
    const vat = vatIn(gross, rate);
    const vendorName = co ? 'כרם בעיר ברים בע"מ' : 'תמר ליבוביץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `${rng.int(1, 4)}-${rng.int(100000, 999999)}` : String(rng.int(1000, 9999));
    const opened = rng.int(18 * 60, 22 * 60);
    const printed = Math.min(opened + rng.int(50, 160), 23 * 60 + 50);
    const table = rng.int(1, 28);
    let body: string;
    if (co) {
      const money = (c: number) => sh(c, '₪x');
      body = `<div class="c"><div class="brand">כרם בעיר</div><div class="sm">בר יין · שדרות רוטשילד פינת לילינבלום, תל אביב</div><div class="sm">טל׳ ${ltr(landline(rng))} · ${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div></div>
<div class="band">חשבונית מס / קבלה</div>
${row('מס׳ חשבונית', ltr(doc))}${row('תאריך', ltr(dt(date, 'dd/mm/yyyy')))}${row('שולחן', ltr(String(table)))}${row('סועדים', ltr(String(covers)))}${row('מלצר/ית', rng.pick(['נועה', 'איתי', 'מאיה', 'עומר', 'ליה']))}${row('נפתח / הודפס', ltr(`${hhmm(opened)} / ${hhmm(printed)}`))}
<div class="rule"></div>
${lines.map((l) => row(`${ltr(String(l.qty))} × ${l.name}`, ltr(money(l.qty * l.unit)))).join('')}
<div class="rule"></div>
${service ? `${row('סכום ביניים', ltr(money(sub)))}${row('תוספת שירות 12% (שולחנות מ-6 סועדים)', ltr(money(service)))}` : ''}
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מע"מ ${rate}% כלול`, ltr(money(vat)))}
<div class="rule"></div>${row('ויזה', ltr(`XXXX-XXXX-XXXX-${rng.digits(4)}`))}${row('אישור', ltr(rng.digits(7)))}
${service ? '' : '<div class="c sm">השירות אינו כלול במחיר</div>'}<div class="c sm">לחיים! נשמח לראותכם שוב</div>`;
    } else {
      const tipPct = rng.pick([10, 12, 15]);
      const tip = Math.round((gross * tipPct) / 10000) * 100;
      const onCard = rng.chance(0.7);
      body = `<div class="c"><div class="brand2">שבע ענבים</div><div class="sm">בר יין שכונתי · רח׳ מסדה 21, חיפה · ${ltr(cellular(rng))}</div></div>
<div class="rule"></div><div class="c b">חשבונית מס קבלה</div>
<div class="c">מס׳ ${ltr(doc)} · ${ltr(dt(date, 'd.m.yy'))} · ${ltr(hhmm(printed))}</div><div class="c sm">שולחן ${ltr(String(table))} · ${ltr(String(covers))} סועדים</div>
<div class="rule"></div>
${lines.map((l) => `<div class="item">${row(l.name, ltr(amount(l.qty * l.unit)))}${l.qty > 1 ? `<div class="sm">${ltr(`${l.qty} × ${amount(l.unit)}`)}</div>` : ''}</div>`).join('')}
<div class="rule"></div>
${row('סה"כ לתשלום', `${ltr(amount(gross))} ₪`, 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(amount(vat)))}
<div class="rule"></div>
${onCard ? `${row(`טיפ ${tipPct}% (אינו חלק מהחשבונית)`, ltr(amount(tip)))}${row('חויב באשראי כולל טיפ', ltr(amount(gross + tip)), 'b')}${row('מסטרקארד', ltr(`**${rng.digits(4)}`))}` : `${row('שולם במזומן', ltr(amount(gross)))}<div class="c sm">הטיפ אינו כלול · תודה!</div>`}
<div class="rule"></div><div class="c sm">תמר ליבוביץ · עוסק מורשה ${ltr(taxId)}</div>`;
    }
    const width = co ? 80 : 76;
    const page = `${width}mm ${175 + lines.length * 9}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Serif Hebrew'" : "'Keter YG'"};font-size:${co ? 10.5 : 11}px;width:${width - 8}mm;padding:4mm}
.brand{font-family:'Yehuda CLM';font-size:24px;color:#7b1f3a}.brand2{font-size:20px;font-weight:bold}.band{background:#7b1f3a;color:#fff;text-align:center;font-weight:bold;padding:3px;margin:5px 0}.big{font-size:1.2em}.item{margin:2px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
