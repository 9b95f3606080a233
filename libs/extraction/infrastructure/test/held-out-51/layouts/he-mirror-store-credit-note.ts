import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, plus, row, total, vatIn, vatOn } from './extra';

const ID = 'he-mirror-store-credit-note';

/** Decorative mirror store's credit note. */
export const heMirrorStoreCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d0, [6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const orig = plus(date, -rng.int(4, 25));
    const cat: [string, number][] = [
      ['מראה עגולה מסגרת ראטן 60 ס"מ', 42000],
      ['מראת גוף מלאה 180 ס"מ', 89000],
      ['מראה קשתית שחורה', 56000],
      ['מראת אמבטיה עם תאורת LED', 125000],
      ['מראת קונסולה מוזהבת', 69000],
      ['ערכת תלייה', 4500],
    ];
    const lines = rng.some(cat, rng.int(1, 3)).map(([nm, p]) => ({ nm, p, q: 1 }));
    let net: number;
    let vat: number;
    let gross: number;
    if (co) {
      net = total(lines.map((l) => l.p));
      vat = vatOn(net, rate);
      gross = net + vat;
    } else {
      gross = total(lines.map((l) => l.p));
      vat = vatIn(gross, rate);
      net = gross - vat;
    }
    const origAmt = gross + rng.int(5, 40) * 1000;
    const vendorName = co ? 'השתקפות עיצוב הבית בע"מ' : 'אורית שמעוני';
    const taxId = idOf(vendorName, co);
    const doc = co ? `ZK-${rng.digits(4)}` : rng.digits(3);
    const f = (iso: string) => (co ? dt(iso, 'dd/mm/yyyy') : dt(iso, 'd/m/yyyy'));
    const neg = (c: number) => (co ? `-${amount(c)}` : trailingMinus(c));
    const body = `<div class="sheet"><div class="box-hd"><div class="brand">${co ? 'מראה מראה' : 'בבואה'}</div>${co ? `<div>${vendorName} · ח.פ. ${ltr(spacedId2(taxId))}</div><div>מתחם הבורסה, רמת גן · ${ltr(cellular(rng))}</div>` : `<div>שוק הפשפשים, יפו · ${ltr(cellular(rng))}</div>`}</div>
<h2>${co ? 'חשבונית מס זיכוי' : `זיכוי מס׳ ${ltr(doc)}`}</h2>
${row('מספר:', ltr(doc))}${row('תאריך:', ltr(f(date)))}${row('לקוח/ה:', `${rng.pick(['רותם אלון', 'שירה בן דוד', 'אליהו כץ'])} · ת.ז. ${ltr(personalId(rng))}`)}
${row('בגין חשבונית:', `${ltr(rng.digits(5))} מיום ${ltr(f(orig))}`)}${row('סכום החשבונית המקורית:', ltr(amount(origAmt)))}${row('סיבה:', rng.pick(['החזרת פריט', 'פגם בזכוכית', 'מידה לא מתאימה']))}
${items(
  ['פריט', 'כמות', co ? 'מחיר לפני מע"מ' : 'מחיר כולל מע"מ', 'זיכוי'],
  lines.map((l) => [l.nm, String(l.q), ltr(amount(l.p)), ltr(neg(l.p))]),
)}
${co ? `${row('סה"כ זיכוי לפני מע"מ', ltr(neg(net)))}${row(`מע"מ ${rate}%`, ltr(neg(vat)))}${row('סה"כ זיכוי כולל מע"מ ₪', ltr(neg(gross)), 'b big')}` : `${row('סה"כ לזיכוי ₪', ltr(neg(gross)), 'b big')}${row(`מזה מע"מ ${rate}%`, ltr(neg(vat)))}${row('לפני מע"מ', ltr(neg(net)))}`}
<div>אופן ההחזר: ${rng.pick(['זיכוי לכרטיס האשראי', 'שובר זיכוי', 'העברה בנקאית'])}</div><div class="sig">חתימת הלקוח: ____________ &nbsp; חתימת המוכר: ____________</div>
${co ? '' : `<div class="foot">${vendorName} · עוסק מורשה ${ltr(hyphenId(taxId))} · רח׳ עולי ציון 6, תל אביב-יפו</div>`}</div>`;
    const page = co ? 'A4' : 'A5';
    const css = `${baseCss}
body{font-family:${co ? "'Nachlieli CLM'" : "'DejaVu Sans'"};font-size:${co ? 13 : 10.5}px}.sheet{padding:${co ? 14 : 9}mm;position:relative;height:${co ? 296 : 209}mm;box-sizing:border-box}.box-hd{border:2px solid #555;padding:6px;text-align:center}.brand{font-size:26px;font-weight:bold;color:#345}.big{font-size:1.25em}.sig{margin-top:18px}.foot{position:absolute;bottom:9mm;left:9mm;right:9mm;border-top:1px solid #999;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-vat) },
    };
  },
};

const spacedId2 = (id: string) => `${id.slice(0, 3)} ${id.slice(3, 6)} ${id.slice(6)}`;
