import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, spacedId, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, total, vatIn, vatOn } from './extra';

const ID = 'he-sunglasses-store-credit-note';

/** Sunglasses store's credit note. */
export const heSunglassesStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const cat: [string, number][] = [
      ['משקפי שמש מקוטבות', 64000],
      ['משקפי שמש ספורט', 42000],
      ['עדשות שמש במרשם', 89000],
      ['נרתיק קשיח', 9000],
      ['רצועת ספורט', 4500],
      ['משקפי שמש לילדים', 19000],
    ];
    const rows = rng.some(cat, rng.int(1, 3)).map(([d, u]) => [d, rng.int(1, 2), u] as [string, number, number]);
    const base = total(rows.map(([, q, u]) => q * u));
    let net: number, vat: number, gross: number;
    if (co) {
      net = base;
      vat = vatOn(net, rate);
      gross = net + vat;
    } else {
      gross = base;
      vat = vatIn(gross, rate);
      net = gross - vat;
    }
    const orig = plus(date, -rng.int(5, 25));
    const origDate = orig.slice(0, 4) === date.slice(0, 4) ? orig : `${date.slice(0, 4)}-01-02`;
    const vendorName = co ? 'משקפי שמש בעין בע"מ' : 'דנה פרץ';
    const taxId = idOf(vendorName, co);
    const doc = co ? `CR-${rng.digits(4)}` : String(rng.int(100, 999));
    const f = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'd/m/yyyy'));
    const neg = (c: number) => (co ? `-${amount(c)}` : trailingMinus(c));
    const head = co
      ? `<div class="hd"><div class="brand">שמש עיניים</div><div class="box sm">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>קניון הדר, ירושלים · ${ltr(cellular(rng))}</div></div><h2>חשבונית מס זיכוי</h2>`
      : `<div class="hd"><div class="brand">צל-על</div><div class="box sm">${vendorName}, עוסק מורשה ${ltr(taxId)}<br>רח׳ העצמאות 30, אילת · ${ltr(cellular(rng))}</div></div><h2>זיכוי מס׳ ${ltr(doc)}</h2>`;
    const cust = co ? `ת.ז. ${ltr(personalId(rng))}` : `ת.ז. ${ltr(personalId(rng))}`;
    const body = `<div class="sheet">${head}
${pairs([...(co ? ([['מספר', ltr(doc)]] as [string, string][]) : []), ['תאריך', ltr(f(date))], ['לקוח', `${rng.pick(['שני אהרון', 'יובל קרמר', 'מאיה חדד'])}, ${cust}`], ['בגין חשבונית', `${ltr(String(rng.int(10000, 99999)))} מיום ${ltr(f(origDate))}`], ['סכום החשבונית המקורית', ltr(amount(gross + rng.int(0, 3) * 9000))], ['סיבה', rng.pick(['פגם בציר', 'החזרה בתוך 14 יום', 'עדשה שרוטה'])]])}
${items(
  ['פריט', 'כמות', 'מחיר', 'זיכוי'],
  rows.map(([d, q, u]) => [d, String(q), amount(u), ltr(neg(q * u))]),
)}
${co ? `${row('סה"כ זיכוי לפני מע"מ', ltr(neg(net)))}${row(`מע"מ ${rate}%`, ltr(neg(vat)))}${row('סה"כ זיכוי כולל מע"מ ₪', ltr(neg(gross)), 'b big')}` : `${row('סה"כ לזיכוי ₪', ltr(neg(gross)), 'b big')}${row(`מזה מע"מ ${rate}%`, ltr(neg(vat)))}${row('לפני מע"מ', ltr(neg(net)))}`}
<div class="sm">אופן ההחזר: ${rng.pick(['זיכוי לכרטיס האשראי', 'העברה בנקאית', 'שובר זיכוי'])}</div><div class="sig">חתימת הלקוח: ____________ &nbsp; חתימת המוכר: ____________</div></div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Nachlieli CLM'" : "'DejaVu Sans'"};font-size:${co ? '13px' : '11px'}}.sheet{padding:${co ? '15mm' : '9mm'}}.hd{display:flex;justify-content:space-between;align-items:center}
.brand{font-size:26px;font-weight:bold;color:${co ? '#c60' : '#077'}}.box{border:1px solid #555;padding:4px}.big{font-size:1.2em}.sig{margin-top:24px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
