import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, spacedId, trailingMinus } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, items, ltr, next, pairs, taxIdOfCustomer, total, vatIn, vatOn } from './extra';

const ID = 'he-air-purifier-credit-note';

const ITEMS: [string, number][] = [
  ['מטהר אוויר HEPA לחדר 30 מ"ר', 129000],
  ['מטהר אוויר לסלון 60 מ"ר', 219000],
  ['מסנן HEPA חלופי', 24900],
  ['מסנן פחם פעיל', 13900],
  ['מייבש אוויר 20 ליטר', 149000],
  ['מכשיר אדים קולי', 42900],
  ['חיישן איכות אוויר', 34900],
  ['התקנה ובדיקה בבית הלקוח', 25000],
  ['הרחבת אחריות לשנתיים', 19900],
];

const REASONS = ['החזרת מוצר בתוך 14 יום', 'פגם במוצר', 'חיוב כפול', 'הנחה שלא נרשמה', 'ביטול התקנה'];

export const heAirPurifierCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const d = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d.date, [5, 6]);
    const company = d.n % 2 === 0;
    const legal = company ? 'אוויר צח מערכות סינון בע"מ' : 'גלית פרידמן';
    const id = idOf(legal, company);
    const rate = israeliRate(date);
    const number = company ? `CR-${rng.int(1000, 9999)}` : String(rng.int(100, 999));
    const origDate = `${date.slice(0, 5)}${String(Number(date.slice(5, 7)) - 1).padStart(2, '0')}-${String(rng.int(1, 28)).padStart(2, '0')}`;
    const origNo = company ? `IN-${rng.int(10000, 99999)}` : String(rng.int(1000, 4999));
    const lines = rng.some(ITEMS, rng.int(1, 3)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 2) }));
    const client = rng.pick(['משרדי הייטק גבעתיים בע"מ', 'גן ילדים הדס', 'עינב שמעוני', 'מרפאת שיניים אור בע"מ']);
    const clientId = client.includes('בע"מ') ? `ח.פ. ${taxIdOfCustomer(rng)}` : `ת.ז. ${personalId(rng)}`;
    let net: number, tax: number, sum: number;
    if (company) {
      net = total(lines.map((l) => l.qty * l.unit));
      tax = vatOn(net, rate);
      sum = net + tax;
    } else {
      sum = total(lines.map((l) => l.qty * l.unit));
      tax = vatIn(sum, rate);
      net = sum - tax;
    }
    const origAmount = sum + rng.int(200, 3000) * 100;
    const f = company ? (c: number) => `-${amount(c)}` : (c: number) => trailingMinus(c);
    const meta: [string, string][] = [
      ...(company ? ([['מספר', ltr(number)]] as [string, string][]) : []),
      ['תאריך', ltr(company ? dt(date, 'dd/mm/yyyy') : dt(date, 'd/m/yyyy'))],
      ['לקוח', `${e(client)} · ${ltr(clientId)}`],
      ['בגין חשבונית', ltr(`${origNo} מ-${company ? dt(origDate, 'dd/mm/yyyy') : dt(origDate, 'd/m/yyyy')}`)],
      ['סכום החשבונית המקורית', ltr(amount(origAmount))],
      ['סיבת הזיכוי', rng.pick(REASONS)],
    ];
    const head = company
      ? `<div class="head"><div><div class="brand">אוויר צח</div><div class="sm">פתרונות לאוויר נקי בבית ובמשרד</div></div><div class="boxed">${e(legal)}<br/>ח.פ. ${ltr(spacedId(id))}<br/>רח׳ החרש 14, הוד השרון<br/>${ltr(cellular(rng))}</div></div>`
      : `<div class="head"><div><div class="brand">נשימה</div><div class="sm">מטהרי אוויר ומסננים</div></div><div class="boxed">${e(legal)}<br/>עוסק מורשה מס׳ ${ltr(id)}<br/>רח׳ הרצל 61, רחובות<br/>${ltr(cellular(rng))}</div></div>`;
    const body = `<div class="pg">${head}
<h1>${company ? 'חשבונית מס זיכוי' : `זיכוי מס׳ ${ltr(number)}`}</h1>
${pairs(meta, 2)}
${items(
  ['פריט', 'כמות', company ? 'מחיר לפני מע"מ' : 'מחיר כולל מע"מ', 'זיכוי'],
  lines.map((l) => [e(l.name), ltr(String(l.qty)), ltr(amount(l.unit)), ltr(f(l.qty * l.unit))]),
)}
<div class="sums">${
      company
        ? pairs([
            ['סה"כ זיכוי לפני מע"מ', ltr(f(net))],
            [`מע"מ ${rate}%`, ltr(f(tax))],
            ['סה"כ זיכוי כולל מע"מ', ltr(`₪ ${f(sum)}`)],
          ])
        : pairs([
            ['סה"כ לזיכוי', ltr(`${f(sum)} ₪`)],
            [`מזה מע"מ ${rate}%`, ltr(f(tax))],
            ['לפני מע"מ', ltr(f(net))],
          ])
    }</div>
<div>אופן ההחזר: ${rng.pick(['זיכוי לכרטיס האשראי', 'העברה בנקאית תוך 7 ימים', 'שובר לרכישה הבאה'])}</div>
<div class="sign"><span>חתימת הלקוח: ____________</span><span>חתימת המוכר: ____________</span></div>
</div>`;
    const css = `${baseCss}body{font-family:${company ? "'Hadasim CLM','Noto Sans Hebrew',serif" : "'DejaVu Sans Condensed','DejaVu Sans',sans-serif"};font-size:${company ? 12 : 10}px;color:#111}.pg{padding:${company ? 15 : 9}mm}.head{display:flex;justify-content:space-between}.brand{font-size:28px;font-weight:bold;color:${company ? '#00838f' : '#5d4037'}}.boxed{border:1.5px solid #333;padding:5px 10px}h1{font-size:19px;margin:12px 0}.sums{display:flex;justify-content:flex-end}.sign{display:flex;justify-content:space-between;margin-top:35px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: company ? 'A4' : 'A5', css, body }),
      page: company ? 'A4' : 'A5',
      truth: {
        vendorName: legal,
        vendorTaxId: id,
        documentNumber: number,
        date,
        currency: 'ILS',
        total: truthAmount(-sum),
        tax: truthAmount(-tax),
      },
    };
  },
};
