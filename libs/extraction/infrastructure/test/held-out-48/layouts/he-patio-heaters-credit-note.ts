import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, spacedId, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn, vatOn } from './extra';

const ID = 'he-patio-heaters-credit-note';
const GOODS: [string, number][] = [
  ['מחמם פטריה גז 13 קו"ט', 189000],
  ['מחמם אינפרא תלוי 2000W', 94000],
  ['מחמם פירמידה זכוכית', 329000],
  ['בלון גז 12 ק"ג כולל פיקדון', 32000],
  ['כיסוי עמיד למחמם', 14900],
  ['התקנה על קיר ובדיקת חשמלאי', 45000],
  ['שלט רחוק למחמם אינפרא', 9900],
];

/** A patio heaters store's credit note: VAT added (company) or prices incl. VAT with trailing minus (dealer). */
export const hePatioHeatersCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 2) }));
    let orig = plus(date, -rng.int(8, 25));
    if (orig.slice(0, 4) !== date.slice(0, 4)) orig = `${date.slice(0, 4)}-01-02`;
    let net: number, vat: number, gross: number;
    if (co) {
      net = total(lines.map((l) => l.qty * l.unit));
      vat = vatOn(net, rate);
      gross = net + vat;
    } else {
      gross = total(lines.map((l) => l.qty * l.unit));
      vat = vatIn(gross, rate);
      net = gross - vat;
    }
    const origAmount = gross + rng.int(2, 9) * 10000;
    const vendorName = co ? 'חום החוץ יבוא ושיווק בע"מ' : 'גלעד פרץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CN-${rng.digits(4)}` : String(rng.int(12, 480));
    const f = co ? 'dd/mm/yyyy' : 'd/m/yyyy';
    const customer = rng.chance(0.5)
      ? `${rng.pick(['בית קפה הגפן בע"מ', 'אולמי נוף הים בע"מ', 'פאב השכונה בע"מ'])}, ח.פ. ${ltr(anyTaxId(rng))}`
      : `${rng.pick(['רונית אזולאי', 'מוחמד חאג׳', 'סרגיי פולק'])}, ת.ז. ${ltr(personalId(rng))}`;
    const head = co
      ? `<div class="hd"><div class="brand">OUTHEAT</div><div class="box sm">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>רח׳ המלאכה 9, ראש העין<br>${ltr(cellular(rng))}</div></div>`
      : `<div class="hd"><div class="brand">חמים בחוץ</div><div class="box sm">${vendorName}<br>עוסק מורשה ${ltr(taxId)}<br>רח׳ הרימון 4, מודיעין<br>${ltr(cellular(rng))}</div></div>`;
    const m = (c: number) => (co ? `-${amount(c)}` : trailingMinus(c));
    const body = `<div class="sheet">${head}
<h1>${co ? 'חשבונית מס זיכוי' : `זיכוי מס׳ ${ltr(doc)}`}</h1>
${pairs(
  [
    ...(co ? ([['מספר', ltr(doc)]] as [string, string][]) : []),
    ['תאריך', ltr(dt(date, f))],
    ['לקוח', customer],
    ['בגין חשבונית', `${ltr(String(rng.int(1000, 9999)))} מיום ${ltr(dt(orig, f))}`],
    ['סכום החשבונית המקורית', amount(origAmount)],
    ['סיבה', rng.pick(['החזרת מוצר תקין', 'פגם במבער', 'ביטול התקנה'])],
  ],
  2,
)}
${items(
  ['פריט', 'כמות', co ? 'מחיר לפני מע"מ' : 'מחיר כולל מע"מ', 'זיכוי'],
  lines.map((l) => [l.name, String(l.qty), amount(l.unit), m(l.qty * l.unit)]),
)}
<div class="tot">${
      co
        ? `${row('סה"כ זיכוי לפני מע"מ', m(net))}${row(`מע"מ ${rate}%`, m(vat))}${row('סה"כ זיכוי כולל מע"מ ₪', m(gross), 'b big')}`
        : `${row('סה"כ לזיכוי ₪', m(gross), 'b big')}${row(`מזה מע"מ ${rate}%`, m(vat))}${row('לפני מע"מ', m(net))}`
    }</div>
<p class="sm">הזיכוי יוחזר ${rng.pick(['לכרטיס האשראי שבו בוצע התשלום', 'בהעברה בנקאית תוך 14 יום', 'כשובר לקנייה הבאה'])}</p>
<p class="sm">חתימת הלקוח: ____________ &nbsp; חתימת המוכר: ____________</p></div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Nachlieli CLM'" : "'DejaVu Sans'"};font-size:${co ? '13px' : '11px'}}
.sheet{padding:${co ? '15mm' : '9mm'}}.hd{display:flex;justify-content:space-between;align-items:start}.brand{font-size:${co ? '28px' : '20px'};font-weight:bold;color:${co ? '#b5371b' : '#2d6e6e'}}
.hd>.box{flex:0 0 auto;margin-inline-start:8px}
.box{border:1px solid #444;padding:4px 8px}h1{font-size:19px}.tot{width:55%;margin-inline-start:auto}.big{font-size:1.15em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
