import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId, share } from '../../generalisation/notation';
import { ltr, stirred, vendorId } from './extra';

const STORES = [
  {
    brand: 'דלתות הגליל',
    latin: false,
    legal: 'דלתות הגליל ייצור ושיווק בע"מ',
    label: 'ח.פ.',
    company: true,
    addr: 'אזור תעשייה בר-לב, משגב',
    area: '04',
    title: 'חשבונית מס זיכוי',
    number: (rng: Rng, date: string) => `CR${date.slice(2, 4)}-${String(rng.int(40, 900)).padStart(4, '0')}`,
    hyphen: false,
  },
  {
    brand: 'פתח טוב',
    latin: false,
    legal: 'יוסף אוחנונה',
    label: 'עוסק מורשה',
    company: false,
    addr: "רח' המלאכה 17, נתיבות",
    area: '08',
    title: 'חשבונית זיכוי',
    number: (rng: Rng) => String(rng.int(1100, 4800)),
    hyphen: false,
  },
  {
    brand: 'DOORLINE',
    latin: true,
    legal: 'דורליין ישראל בע"מ',
    label: 'ח"פ',
    company: true,
    addr: "רח' הסדנאות 3, הרצליה",
    area: '09',
    title: 'חשבונית מס זיכוי',
    number: (rng: Rng) => `2-${String(rng.int(200, 3999)).padStart(6, '0')}`,
    hyphen: true,
  },
];
// name, net price in agorot
const GOODS: [string, number][] = [
  ['דלת פנים פולימר 80 ס"מ - לבן מט', 98000],
  ['דלת פנים פולימר 70 ס"מ - אפור בטון', 94000],
  ['דלת פנים עץ אלון אמריקאי 80 ס"מ', 162000],
  ['דלת הזזה בכיס 90 ס"מ כולל מנגנון', 189000],
  ['משקוף בנייה מתכוונן', 32000],
  ['ידית נירוסטה מרובעת - שחור', 8900],
  ['מנעול מגנטי שקט', 12500],
  ['צירים נסתרים (זוג)', 14500],
  ['עצר דלת רצפתי', 2900],
];
const CUSTOMERS = [
  { name: 'ש.מ. שיפוצים ובנייה בע"מ', company: true },
  { name: 'אדריכלות פנים רון-שחר בע"מ', company: true },
  { name: 'מרים וגדעון אלמוג', company: false },
  { name: 'עידן קרמר', company: false },
];

/**
 * An interior doors and hardware store's credit note on A4 (Noto Sans Hebrew, Miriam CLM or Liberation Sans; the
 * brand in Drugulin CLM or, Latin, in Liberation Serif spaced capitals beside a drawn door ajar): the company or
 * the owner's name with "ח.פ." / "ח"פ" (hyphenated) / "עוסק מורשה", address and phones; "חשבונית מס זיכוי" or
 * "חשבונית זיכוי" with "מס'" ("CR25-0318", "2-001734" or four digits) and "תאריך"; the customer (a contractor
 * with a valid ח.פ. or a private customer with a ת.ז.), "חשבונית מקור" and its date, "הזמנת עבודה"; a return of
 * doors, frames and hardware, a price reduction of 15% for a damaged finish, or installation cancelled; "סה"כ
 * לפני מע"מ", "מע"מ" at the sale's rate, "סה"כ זיכוי"; amounts with a leading minus, in brackets or positive; set
 * off against the customer's account, or returned by transfer or to the card; signatures.
 */
export const heInteriorDoorsCreditNote: Layout = {
  id: 'he-interior-doors-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-interior-doors-credit-note');
    const s = rng.pick(STORES);
    const vendorTaxId = vendorId(s.legal, s.company);
    let sale = randomDate(rng, '2023-06-10', '2026-02-20');
    let date = addDays(sale, rng.int(6, 40));
    // The credit carries the sale's rate: none crosses the change of rate.
    if (sale < '2025-01-01' && date >= '2025-01-01') {
      sale = addDays(sale, 50);
      date = addDays(date, 50);
    }
    const rate = israeliRate(sale);
    const kind = rng.pick(['return', 'defect', 'install'] as const);
    type Row = { name: string; qty: number; unit: number; note?: string };
    let rows: Row[];
    let reason: string;
    if (kind === 'return') {
      rows = rng.some(GOODS, rng.int(1, 3)).map(([name, unit]) => ({ name, unit, qty: unit < 20000 ? rng.int(1, 6) : rng.int(1, 2) }));
      reason = 'החזרת פריטים שלא הותקנו, באריזתם המקורית';
    } else if (kind === 'defect') {
      const [name, unit] = rng.pick(GOODS.slice(0, 4));
      const qty = rng.int(1, 3);
      rows = [{ name: `הנחה בדיעבד 15%: ${name}`, qty, unit: share(unit, 15), note: `מחיר מקורי ${amount(unit)} ליח'` }];
      reason = 'פגם בגמר (שריטה בכנף) - הלקוח בחר לשמור את הדלת';
    } else {
      const qty = rng.int(2, 7);
      rows = [{ name: 'התקנת דלת פנים כולל משקוף', qty, unit: 25000 }, ...(rng.chance(0.5) ? [{ name: 'פירוק ופינוי דלת ישנה', qty, unit: 9000 }] : [])];
      reason = 'ביטול התקנה - ההתקנה בוצעה על ידי קבלן הלקוח';
    }
    const net = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = s.number(rng, date);
    const saleNo = String(rng.int(20000, 69999));
    const cust = rng.pick(CUSTOMERS);
    const custId = cust.company ? taxId(rng, true) : personalId(rng);
    const style = rng.pick(['minus', 'brackets', 'plain'] as const);
    const m = (c: number) => (style === 'minus' ? ltr(`-${amount(c)}`) : style === 'brackets' ? ltr(`(${amount(c)})`) : amount(c));
    const font = rng.pick(['Noto Sans Hebrew', 'Miriam CLM', 'Liberation Sans']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => ltr(dt(x, fmt));
    const settle = cust.company
      ? 'הזיכוי יקוזז מיתרת החוב בכרטסת הלקוח.'
      : rng.chance(0.5)
        ? `הסכום הוחזר בהעברה בנקאית ביום ${d(addDays(date, rng.int(1, 5)))}.`
        : `הסכום יוחזר לכרטיס האשראי ${ltr(`****${rng.digits(4)}`)} שבו שולמה העסקה.`;
    const door = `<svg width="34" height="44" viewBox="0 0 34 44"><rect x="2" y="2" width="26" height="40" fill="none" stroke="#5b4636" stroke-width="2"/><path d="M2 2 L16 7 L16 45 L2 42 Z" fill="#a47551"/><circle cx="13" cy="24" r="1.4" fill="#fff"/></svg>`;
    const kv = (k: string, v: string) => `<tr><td>${k}</td><td>${v}</td></tr>`;
    const body = `<div class="head"><div class="id">${door}<div><div class="brand${s.latin ? ' lat' : ''}">${esc(s.brand)}</div><div class="sub">דלתות פנים · משקופים · פרזול · התקנה</div></div></div>
<div class="v">${esc(s.legal)}<br>${s.label} ${ltr(s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId)}<br>${esc(s.addr)}<br>טל' ${ltr(`${s.area}-${rng.int(5, 9)}${rng.digits(6)}`)} · ${ltr(cellular(rng))}</div></div>
<div class="title"><span>${s.title}</span><span>מס' ${ltr(docNo)}</span></div>
<div class="meta"><table>${kv('תאריך', d(date))}${kv('חשבונית מקור', ltr(saleNo))}${kv('מיום', d(sale))}${kv('הזמנת עבודה', ltr(`WO-${rng.int(1000, 9999)}`))}</table>
<table>${kv('לכבוד', esc(cust.name))}${kv(cust.company ? 'ח.פ.' : 'ת.ז.', ltr(custId))}${kv('טלפון', ltr(cellular(rng)))}${kv('סיבת הזיכוי', esc(reason))}</table></div>
<table class="t"><tr><th>#</th><th>תיאור</th><th>כמות</th><th>מחיר ליח'</th><th>סה"כ</th></tr>${rows
      .map(
        (r, i) =>
          `<tr><td>${i + 1}</td><td>${esc(r.name)}${r.note ? `<div class="n">${esc(r.note)}</div>` : ''}</td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${m(r.qty * r.unit)}</td></tr>`,
      )
      .join('')}</table>
<table class="sum">${kv('סה"כ לפני מע"מ', m(net))}${kv(`מע"מ ${rate}%`, m(vat))}<tr class="g"><td>סה"כ זיכוי ₪</td><td>${m(total)}</td></tr></table>
<div class="settle">${settle}</div>
<div class="sig"><span>חתימת הלקוח: ____________</span><span>אושר ע"י: ${esc(rng.pick(['מנהל הסניף', 'הנהלת חשבונות', 'יוסי']))}</span></div>
<div class="foot">זיכוי זה מתייחס לחשבונית מס ${ltr(saleNo)} בלבד · מסמך ממוחשב</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;color:#1f1a17;padding:14mm 16mm}
.head{display:flex;justify-content:space-between;align-items:flex-start}.id{display:flex;gap:3mm;align-items:center}.brand{font-family:'Drugulin CLM','Noto Serif Hebrew',serif;font-weight:bold;font-size:28px;color:#5b4636}.brand.lat{font-family:'Liberation Serif',serif;letter-spacing:4px;direction:ltr}
.sub{font-size:9.5px;color:#6b5e55}.v{font-size:10px;line-height:1.5;text-align:left}
.title{display:flex;justify-content:space-between;font-size:18px;font-weight:bold;border-top:2px solid #5b4636;border-bottom:2px solid #5b4636;padding:1.5mm 0;margin:5mm 0 3mm}
.meta{display:flex;gap:8mm}.meta table{flex:1;border-collapse:collapse}.meta td{padding:0.8mm 1mm;border-bottom:0.5px dotted #aaa;vertical-align:top}.meta td:first-child{color:#6b5e55;width:26mm}
.t{width:100%;border-collapse:collapse;margin-top:5mm}.t th{background:#efe7e0;padding:1.2mm;text-align:right}.t td{padding:1.2mm;border-bottom:0.5px solid #ddd;vertical-align:top}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:left;white-space:nowrap}.n{font-size:9px;color:#777}
.sum{margin-right:auto;margin-top:4mm;border-collapse:collapse;min-width:70mm}.sum td{padding:1mm 2mm}.sum td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #1f1a17}
.settle{margin-top:6mm}.sig{display:flex;justify-content:space-between;margin-top:14mm}.foot{margin-top:10mm;font-size:9px;color:#777;text-align:center}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
