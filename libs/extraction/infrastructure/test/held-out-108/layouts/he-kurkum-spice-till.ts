import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { hhmm, landline, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'he-kurkum-spice-till';

/** Sold by weight: name, agorot a kilo with VAT in 2022 (approximate). */
const BULK: [string, number][] = [
  ['כורכום טחון', 6800],
  ['פפריקה מתוקה', 5600],
  ['כמון טחון', 7400],
  ['זעתר ירוק', 6200],
  ['סומק', 7800],
  ['הל טחון', 28000],
  ['פלפל שחור גרוס', 9800],
  ['תבלין שווארמה', 6400],
  ['בהרט', 8200],
  ['שקדים קלויים', 7200],
  ['פיסטוקים קלויים', 11900],
  ['גרעינים לבנים', 4200],
  ['תה ירוק מרוקאי', 9200],
  ['חיל שלם', 24000],
];
/** Sold by the unit: name, agorot with VAT in 2022 (approximate). */
const UNITS: [string, number][] = [
  ['חוויאג למרק – צנצנת', 1900],
  ['סילאן תמרים 400 גרם', 1850],
  ['טחינה גולמית 500 גרם', 2200],
  ['מקלות קינמון – שקית', 1200],
  ['זרעי צ׳יה 250 גרם', 1600],
];
const CASHIERS = ['מיכל', 'סאמר', 'אורן', 'רותם', 'נדב'];

/**
 * A spice and nut shop at the Levinsky market, Tel Aviv, the till's slip, 80 mm (Ellinia CLM for the name, Miriam CLM,
 * Miriam Mono CLM): a drawn bowl of spice over "כורכום" and "תבלינים · פיצוחים · תה"; "חשבונית מס / קבלה – מקור",
 * "מס' מסמך" (the till, a hyphen, six digits), "תאריך" dd.mm.yyyy and "שעה", the cashier (distractors); spices and nuts by
 * weight (kilos to three places x the price a kilo) and jars by the unit; sometimes "הנחת חבר מועדון 5%" (negative);
 * "סה"כ לתשלום", "מע"מ n% כלול", "סכום ללא מע"מ" (contained); cash with change or card, club points (distractors);
 * "כורכום תבלינים ופיצוחים בע"מ" with "ח.פ." plain only at the foot; not Saturday.
 */
export const heKurkumSpiceTill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'shop till',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const bulk = rng.some(BULK, rng.int(2, 6)).map(([name, kilo]) => {
      const unit = Math.round((kilo * rise) / 10) * 10;
      const grams = rng.int(6, 60) * 10;
      return { name, qty: `${(grams / 1000).toFixed(3)}`, per: 'לק"ג', unit, sum: Math.round((grams * unit) / 1000) };
    });
    const units = rng.some(UNITS, rng.int(0, 2)).map(([name, p]) => {
      const unit = Math.round((p * rise) / 10) * 10;
      const q = rng.int(1, 3);
      return { name, qty: String(q), per: "ליח'", unit, sum: q * unit };
    });
    const lines = [...bulk, ...units];
    const sub = total(lines.map((l) => l.sum));
    const club = rng.chance(0.4) ? share(sub, 5) : 0;
    const gross = sub - club;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'כורכום תבלינים ופיצוחים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 3)}-${rng.digits(6)}`;
    const [Y, M, D] = date.split('-');
    const f = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const cash = rng.chance(0.45);
    const tendered = Math.ceil(gross / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const pay = cash
      ? `<div class="row"><span>מזומן</span><span>${f(amount(tendered))}</span></div><div class="row"><span>עודף</span><span>${f(amount(tendered - gross))}</span></div>`
      : `<div class="row"><span>אשראי – ${rng.pick(['ויזה', 'מאסטרקארד', 'ישראכרט'])} ${f(`****${rng.digits(4)}`)}</span><span>${f(amount(gross))}</span></div><div class="sm">אישור ${f(rng.digits(7))} · תשלומים: ${f('1')}</div>`;
    const bowl = `<svg width="70" height="40" viewBox="0 0 70 40"><path d="M14 14 Q35 -2 56 14 Z" fill="#e0a100"/><path d="M6 14 H64 Q60 36 35 36 Q10 36 6 14 Z" fill="#8d5524"/><path d="M12 20 H58" stroke="#e8c9a0" stroke-width="2"/></svg>`;
    const body = `<div class="c">${bowl}<div class="nm">כורכום</div><div>תבלינים · פיצוחים · תה</div><div class="sm">שוק לוינסקי ${f(String(rng.int(20, 60)))}, תל אביב · ${f(landline(rng))}</div></div>
<div class="cut"></div><div class="c b">חשבונית מס / קבלה – מקור</div>
<div class="row"><span>מס' מסמך</span><span>${f(doc)}</span></div>
<div class="row"><span>תאריך ${f(`${D}.${M}.${Y}`)}</span><span>שעה ${f(hhmm(rng.int(8 * 60, 19 * 60)))}</span></div>
<div class="row sm"><span>קופה ${f(doc.slice(0, 1))}</span><span>קופאי/ת: ${rng.pick(CASHIERS)}</span></div><div class="cut"></div>
${lines.map((l) => `<div class="it"><div>${l.name.replace(/([0-9]+)/g, (m) => ltr(m))}</div><div class="row"><span>${f(l.qty)} × ${f(amount(l.unit))} ${l.per}</span><span>${f(amount(l.sum))}</span></div></div>`).join('')}
<div class="cut"></div><div class="row sm"><span>מספר פריטים</span><span>${f(String(lines.length))}</span></div>
${club ? `<div class="row"><span>סכום ביניים</span><span>${f(amount(sub))}</span></div><div class="row"><span>הנחת חבר מועדון ${f('5%')}</span><span>${f(`-${amount(club)}`)}</span></div>` : ''}
<div class="row tot"><span>סה"כ לתשלום</span><span>${f(amount(gross))}</span></div>
<div class="row sm"><span>מע"מ ${f(`${rate}%`)} כלול</span><span>${f(amount(vat))}</span></div><div class="row sm"><span>סכום ללא מע"מ</span><span>${f(amount(gross - vat))}</span></div>
<div class="cut"></div>${pay}
<div class="sm">חבר מועדון: נקודות שנצברו ${f(String(Math.floor(gross / 1000)))}</div><div class="cut"></div>
<div class="c sm">${vendorName}<br>ח.פ. ${f(taxId)}<br>החלפה תוך ${f('14')} יום בהצגת החשבונית · תודה ולהתראות!</div>`;
    const css = `body{font-family:'Miriam CLM';font-size:13px;width:72mm;padding:4mm;color:#111}.n{font-family:'Miriam Mono CLM';font-size:12.5px;white-space:nowrap}
.row{display:flex;justify-content:space-between;gap:4px}.c{text-align:center}.b{font-weight:bold;font-size:15px;margin:3px 0}.sm{font-size:11px}
.nm{font-family:'Ellinia CLM';font-size:38px;font-weight:bold;line-height:1.1}.cut{border-top:1px dashed #333;margin:5px 0}.it{margin:2px 0}.tot{font-size:17px;font-weight:bold;margin:4px 0}`;
    const height = 150 + lines.length * 10;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: `80mm ${height}mm`, css, body }),
      page: `80mm ${height}mm`,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
