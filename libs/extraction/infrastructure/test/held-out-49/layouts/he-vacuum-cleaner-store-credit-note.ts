import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, spacedId, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, row, taxIdOfCustomer, total, vatIn, vatOn } from './extra';

const ID = 'he-vacuum-cleaner-store-credit-note';
const GOODS: [string, number][] = [
  ['שואב אבק רובוטי', 189000],
  ['שואב אלחוטי נטען', 149000],
  ['שואב שוטף', 129000],
  ['שואב אבק לרכב', 29000],
  ['סוללה חלופית', 34900],
  ['מסנן HEPA', 8900],
  ['שקיות לשואב (10)', 4900],
  ['תחנת ריקון עצמי', 79000],
  ['מברשת מוטורית', 22900],
];

/** Vacuum cleaner store's credit note: negative totals (a leading minus on A4, a trailing one on A5). */
export const heVacuumCleanerStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(1, 3)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 2) }));
    const orig = addDays(date, -rng.int(6, 28));
    const origDate = orig.slice(0, 4) === date.slice(0, 4) ? orig : `${date.slice(0, 4)}-01-02`;
    let net: number, vat: number, gross: number;
    let rowsHtml: string[][];
    if (co) {
      const netUnits = lines.map((l) => ({ ...l, net: Math.round((l.unit * 100) / (100 + rate)) }));
      net = total(netUnits.map((l) => l.qty * l.net));
      vat = vatOn(net, rate);
      gross = net + vat;
      rowsHtml = netUnits.map((l) => [l.name, String(l.qty), amount(l.net), amount(-l.qty * l.net)]);
    } else {
      gross = total(lines.map((l) => l.qty * l.unit));
      vat = vatIn(gross, rate);
      net = gross - vat;
      rowsHtml = lines.map((l) => [l.name, String(l.qty), amount(l.unit), trailingMinus(-l.qty * l.unit)]);
    }
    const vendorName = co ? 'עולם השאיבה מוצרי חשמל בע"מ' : 'אלי בן חמו';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZC-${rng.digits(4)}` : String(rng.int(100, 999));
    const f = co ? 'dd/mm/yyyy' : 'd/m/yyyy';
    const customer = co
      ? `${rng.pick(['משרדי שקד נדל"ן בע"מ', 'גן אירועים הדקל בע"מ', 'מלונית הים בע"מ'])} · ח.פ. ${ltr(taxIdOfCustomer(rng))}`
      : `${rng.pick(['תמר לוי', 'יוסי אברהם', 'שני מזרחי'])} · ת.ז. ${ltr(personalId(rng))}`;
    const head = co
      ? `<div class="hd"><div class="brand">שואב עולם</div><div class="vbox">${vendorName}<br>ח.פ. ${ltr(spacedId(taxId))}<br>רח׳ ההסתדרות 60, חיפה<br>${ltr(cellular(rng))}</div></div><h2>חשבונית מס זיכוי</h2>`
      : `<div class="hd"><div class="brand">סופר-שואב</div><div class="vbox">${vendorName} · עוסק מורשה ${ltr(taxId)}<br>רח׳ ז׳בוטינסקי 12, אשדוד · ${ltr(cellular(rng))}</div></div><h2>זיכוי מס׳ ${ltr(doc)}</h2>`;
    const body = `<div class="sheet">${head}
${pairs(
  [
    ...(co ? ([['מספר', ltr(doc)]] as [string, string][]) : []),
    ['תאריך', ltr(dt(date, f))],
    ['לקוח', customer],
    ['בגין חשבונית', `${ltr(`${rng.int(10000, 99999)}`)} מיום ${ltr(dt(origDate, f))}`],
    ['סכום החשבונית המקורית', amount(gross + rng.int(0, 3) * 9900)],
    ['סיבה', rng.pick(['החזרת מוצר תקין', 'פגם בייצור', 'ביטול עסקה'])],
  ],
  co ? 2 : 1,
)}
${items(['פריט', 'כמות', co ? 'מחיר לפני מע"מ' : 'מחיר', 'זיכוי'], rowsHtml)}
<div class="tot">${
      co
        ? `${row('סה"כ זיכוי לפני מע"מ', amount(-net))}${row(`מע"מ ${rate}%`, amount(-vat))}${row('סה"כ זיכוי כולל מע"מ ₪', amount(-gross), 'b big')}`
        : `${row('סה"כ לזיכוי ₪', trailingMinus(-gross), 'b big')}${row(`מזה מע"מ ${rate}%`, trailingMinus(-vat))}${row('לפני מע"מ', trailingMinus(-net))}`
    }</div>
<div class="sm">אופן ההחזר: ${rng.pick(['זיכוי לכרטיס האשראי', 'העברה בנקאית', 'שובר קנייה'])}</div>
<div class="sign"><span>חתימת המוכר: ________</span><span>חתימת הלקוח: ________</span></div></div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Nachlieli CLM'" : "'DejaVu Sans'"};font-size:${co ? '13px' : '11px'}}
.sheet{padding:${co ? '15mm' : '9mm'}}.hd{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:${co ? '30px' : '22px'};font-weight:bold;color:${co ? '#8a2d0e' : '#0f6b6b'}}
.vbox{border:1px solid #444;padding:4px 8px;font-size:0.85em}.tot{width:${co ? '45%' : '70%'};margin-inline-start:auto}.big{font-size:1.15em}.sign{display:flex;justify-content:space-between;margin-top:14mm}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};
