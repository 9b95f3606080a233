import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { cellular, dt, personalId, spacedId } from '../../generalisation/notation';
import { avoid, dayOf, idOf, ltr, next, row, total, vatIn, vatOn } from './extra';

const ID = 'he-espresso-machines-credit-note';

const ITEMS: [string, number][] = [
  ['מכונת אספרסו חצי מקצועית', 389000],
  ['מטחנת קפה שטוחה 64 מ"מ', 149000],
  ['מקציף חלב חשמלי', 39000],
  ['טמפר נירוסטה 58 מ"מ', 18900],
  ['פילטר ריכוך מים', 12900],
  ['כד הקצפה 600 מ"ל', 9900],
  ['התקנה וכיול', 45000],
  ['הרחבת אחריות לשנתיים', 59000],
  ['פולי קפה 1 ק"ג', 11900],
];

const VENDORS = [
  {
    brand: 'קרמה',
    legal: 'קרמה ציוד קפה בע"מ',
    company: true,
    font: "'Hadasim CLM','DejaVu Sans',sans-serif",
    color: '#4e342e',
    page: 'A4',
    net: true,
    num: (rng: { int(a: number, b: number): number }) => `CN-${rng.int(1000, 9999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
  },
  {
    brand: 'בריסטה בבית',
    legal: 'עומר זילברמן',
    company: false,
    font: "'DejaVu Sans Condensed','DejaVu Sans',sans-serif",
    color: '#006064',
    page: 'A5',
    net: false,
    num: (rng: { int(a: number, b: number): number }) => String(rng.int(100, 899)),
    date: (iso: string) => dt(iso, 'd/m/yyyy'),
  },
];

const CUSTOMERS: [string, boolean][] = [
  ['בית קפה הפינה בע"מ', true],
  ['משרדי נוף הגליל בע"מ', true],
  ['אריאל שטרן', false],
  ['ליה גולדברג', false],
];

const minusAfter = (cents: number) => `${amount(Math.abs(cents))}-`;

export const heEspressoMachinesCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const d = next(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = avoid(d.date, [5, 6]);
    const v = VENDORS[d.n % 2];
    const id = idOf(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const [customer, isCo] = rng.pick(CUSTOMERS);
    const custId = isCo ? `ח.פ. ${taxId(rng, true)}` : `ת.ז. ${personalId(rng)}`;
    let orig = dayOf(rng, Number(date.slice(0, 4)), [Number(date.slice(5, 7)) - 1 || 1]);
    if (orig >= date) orig = `${date.slice(0, 8)}01`;
    const lines = rng.some(ITEMS, rng.int(1, 4)).map(([name, unit]) => ({ name, unit, qty: rng.int(1, 2) }));
    const base = total(lines.map((l) => l.qty * l.unit));
    let net: number, tax: number, gross: number;
    if (v.net) {
      net = base;
      tax = vatOn(net, rate);
      gross = net + tax;
    } else {
      gross = base;
      tax = vatIn(gross, rate);
      net = gross - tax;
    }
    const original = gross + rng.int(2, 30) * 10000;
    const reason = rng.pick(['החזרת מוצר תוך 14 יום', 'תקלה חוזרת במשאבה', 'ביטול הזמנה', 'טעות בחיוב']);
    const who = `<div><b>${esc(v.legal)}</b><br>${v.company ? 'ח.פ.' : 'עוסק מורשה מס׳'} ${ltr(v.company ? spacedId(id) : id)}<br>רח׳ ${rng.pick(['אבן גבירול 120, תל אביב', 'הנשיא 30, באר שבע'])}<br>${ltr(cellular(rng))}</div>`;
    const money = (c: number) => (v.net ? `-${amount(c)}` : minusAfter(-c));
    const body = `<div class="p">
<div class="head"><div class="brand">${v.brand}</div><div class="vb">${who}</div></div>
<h1>${v.company ? 'חשבונית מס זיכוי' : `זיכוי מס׳ ${ltr(number)}`}</h1>
<div class="two">
${v.company ? row('מספר', ltr(number)) : ''}${row('תאריך', ltr(v.date(date)))}
${row('לקוח', esc(customer))}${row(custId.split(' ')[0], ltr(custId.split(' ')[1]))}
${row('בגין חשבונית', ltr(`${rng.int(10000, 99999)} מיום ${v.date(orig)}`))}${row('סכום החשבונית המקורית', ltr(amount(original)))}
${row('סיבה', reason)}
</div>
<table class="items"><tr><th>פריט</th><th>כמות</th><th>מחיר${v.net ? ' לפני מע"מ' : ''}</th><th>זיכוי</th></tr>
${lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${ltr(amount(l.unit))}</td><td>${ltr(money(l.qty * l.unit))}</td></tr>`).join('')}</table>
<div class="tot">${
      v.net
        ? row('סה"כ זיכוי לפני מע"מ', ltr(money(net))) + row(`מע"מ ${rate}%`, ltr(money(tax))) + row('סה"כ זיכוי כולל מע"מ', ltr(`₪ ${money(gross)}`), 'big')
        : row('סה"כ לזיכוי', ltr(`${money(gross)} ₪`), 'big') + row(`מזה מע"מ ${rate}%`, ltr(money(tax))) + row('לפני מע"מ', ltr(money(net)))
    }</div>
<div>הזיכוי יוחזר ${rng.pick(['לכרטיס האשראי', 'בהעברה בנקאית', 'כשובר לרכישה'])} תוך 7 ימי עסקים.</div>
<div class="sig"><span>חתימת המוכר: ________</span><span>חתימת הלקוח: ________</span></div>
</div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#111}.p{padding:14mm}.head{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:32px;font-weight:bold;color:${v.color}}.vb{border:1px solid ${v.color};padding:6px;font-size:11px}h1{font-size:19px;color:${v.color};margin:12px 0}.two{display:grid;grid-template-columns:1fr 1fr;gap:3px 24px;margin-bottom:10px}.row{display:flex;justify-content:space-between;gap:6px}.items{width:100%;border-collapse:collapse}.items th{border-bottom:2px solid ${v.color};padding:4px;text-align:right}.items td{border-bottom:1px solid #ddd;padding:4px}.tot{width:85mm;margin:12px 0 12px auto}.big{font-weight:bold;font-size:14px;border-top:1px solid #333}.sig{display:flex;justify-content:space-between;margin-top:30px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(-gross), tax: truthAmount(-tax) },
    };
  },
};
