import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, sh } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, row, total, vatIn } from './extra';

const ID = 'he-teppanyaki-restaurant-bill';

/** Set meals at the griddle: name, lowest and highest price in whole shekels (with VAT). */
const SETS: [string, number, number][] = [
  ['סט סלמון טפאניאקי', 98, 128],
  ['סט אנטריקוט על הפלנצ׳ה', 148, 178],
  ['סט שרימפס ושום', 128, 158],
  ['סט עוף טריאקי', 84, 104],
  ['סט טופו וירקות', 72, 88],
  ['פילה בקר וואגיו 200 גר׳', 260, 320],
];
/** Sides, drinks and desserts: name, lowest and highest price in whole shekels (with VAT). */
const EXTRAS: [string, number, number][] = [
  ['אורז מטוגן בביצה', 38, 48],
  ['מרק מיסו', 22, 28],
  ['אדממה', 26, 32],
  ['סאקה חם', 38, 48],
  ['בירה יפנית', 32, 36],
  ['תה ירוק (קנקן)', 16, 22],
  ['מוצ׳י גלידה', 34, 42],
  ['בננה פלמבה', 44, 52],
  ['לימונדה יוזו', 22, 26],
];

/** A teppanyaki restaurant's bill: a service charge added for groups, or a tip outside the bill; prices including VAT. */
export const heTeppanyakiRestaurantBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const covers = co ? rng.int(8, 14) : rng.int(2, 6);
    const lines: { name: string; qty: number; unit: number }[] = [];
    let left = covers;
    for (const [name, lo, hi] of rng.some(SETS, rng.int(2, 4))) {
      if (left === 0) break;
      const q = rng.int(1, Math.ceil(left / 2));
      left = Math.max(0, left - q);
      lines.push({ name, qty: q, unit: rng.int(lo, hi) * 100 });
    }
    if (left > 0) lines[0].qty += left;
    for (const [name, lo, hi] of rng.some(EXTRAS, rng.int(2, 5))) lines.push({ name, qty: rng.int(1, co ? 8 : 3), unit: rng.int(lo, hi) * 100 });
    const sums = lines.map((l) => l.qty * l.unit);
    const food = total(sums);
    // Groups of eight or more: a 12% service charge is added to the bill (and is part of it, VAT included).
    const service = co ? Math.round((food * 12) / 100) : 0;
    const gross = food + service;
    const vat = vatIn(gross, rate);
    const tipPct = co ? 0 : rng.pick([10, 12, 15]);
    const tip = co ? 0 : Math.round((gross * tipPct) / 100 / 100) * 100;
    const vendorName = co ? 'אש ופלדה מסעדות בע"מ' : 'גלעד אוחנה';
    const taxId = idOf(vendorName, co);
    const doc = co ? `TP-${rng.int(100000, 999999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'x'));
    const f = co ? dt(date, 'dd/mm/yyyy') : dt(date, 'd.m.yy');
    const open = rng.int(18 * 60, 21 * 60);
    const card = `****${rng.digits(4)}`;
    const lineHtml = lines
      .map((l, i) => (co ? row(`${l.qty} × ${l.name}`, ltr(money(sums[i]))) : `<div>${l.name}</div>${row(ltr(`${l.qty} × ${money(l.unit)}`), ltr(money(sums[i])), 'sm')}`))
      .join('');
    const body = co
      ? `<div class="band">אש ופלדה · טפאניאקי</div><div class="c sm">מדינת היהודים 85, הרצליה פיתוח · ${ltr(landline(rng))}<br>${vendorName} · ח.פ. ${ltr(hyphenId(taxId))}</div>
<div class="c b t">חשבונית מס / קבלה</div>
${row('מס׳ חשבונית', ltr(doc))}${row('תאריך', ltr(f))}${row('שולחן', `פלנצ׳ה ${rng.int(1, 6)}`)}${row('סועדים', String(covers))}${row('שף', rng.pick(['טל', 'קנג׳י', 'אביב', 'מאי']))}${row('נפתח / הודפס', ltr(`${hhmm(open)} / ${hhmm(open + rng.int(80, 150))}`))}<div class="rule"></div>
${lineHtml}<div class="rule"></div>
${row('סכום ביניים', ltr(money(food)))}${row('דמי שירות 12% (קבוצות מ-8 סועדים)', ltr(money(service)))}<div class="dbl"></div>
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`מע"מ ${rate}% כלול בסכום`, ltr(money(vat)))}<div class="rule"></div>
${row('מאסטרקארד', ltr(card))}${row('אישור', ltr(rng.digits(6)))}
<div class="c sm">דמי השירות מועברים במלואם לצוות · תודה ולהתראות</div>`
      : `<div class="c"><div class="brand2">טפאן-יאקי של גלעד</div><div class="sm">רח׳ הרצל 190, רחובות · ${ltr(cellular(rng))}</div></div><div class="rule"></div>
<div class="c b">חשבונית מס / קבלה</div><div class="c">מס׳ ${ltr(doc)} · ${ltr(f)} · ${ltr(hhmm(open + rng.int(60, 120)))}</div><div class="c sm">שולחן ${rng.int(1, 12)} · ${covers} סועדים</div><div class="rule"></div>
${lineHtml}<div class="rule"></div>
${row('סה"כ לתשלום', ltr(money(gross)), 'b big')}${row(`כולל מע"מ ${rate}%`, ltr(money(vat)))}<div class="rule"></div>
${row(`טיפ ${tipPct}% (אינו חלק מהחשבונית)`, ltr(money(tip)))}${row('חויב באשראי כולל טיפ', ltr(money(gross + tip)))}${row('ויזה', ltr(card))}<div class="rule"></div>
<div class="c sm">גלעד אוחנה · עוסק מורשה ${ltr(taxId)}</div>`;
    const width = co ? 80 : 76;
    const page = `${width}mm ${150 + lines.length * (co ? 7 : 11)}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'Miriam CLM'"};font-size:${co ? 10.5 : 11}px;width:${width - 8}mm;padding:4mm}
.band{background:#b71c1c;color:#fff;text-align:center;font-weight:bold;font-size:15px;padding:4px}.brand2{font-size:19px;font-weight:bold}.t{margin:6px 0;font-size:13px}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
