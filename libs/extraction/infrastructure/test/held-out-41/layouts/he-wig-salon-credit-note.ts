import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { bracketed, cellular, dt, personalId, spacedId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxIn, taxOn, vid } from './extra';

const ID = 'he-wig-salon-credit-note';

const ITEMS: [string, number, number][] = [
  ['פאה משיער טבעי אירופאי 45 ס"מ', 650000, 980000],
  ['פאה סינטטית יומיומית', 120000, 240000],
  ['פאה חלקית (טופר)', 220000, 390000],
  ['גוונים ועיצוב פאה', 45000, 85000],
  ['קיצור ודילול', 18000, 32000],
  ['כיסוי ראש מבד במבוק', 9000, 16000],
  ['ראש ראווה וסטנד', 12000, 19000],
  ['שמפו ומרכך לפאות', 8900, 12900],
];

const VENDORS = [
  {
    brand: 'כתר שיער',
    legal: 'כתר שיער פאות ועיצוב בע"מ',
    company: true,
    idLine: (id: string) => `ח.פ. ${lr(spacedId(id))}`,
    addr: 'רח׳ רבי עקיבא 102, בני ברק',
    title: 'חשבונית מס זיכוי',
    num: (r: { int(a: number, b: number): number }) => `CR-${r.int(100, 999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Drugulin CLM','David CLM',serif",
    color: '#831843',
    page: 'A4',
    w: 210,
    h: 296,
    added: true,
  },
  {
    brand: 'פאות רבקה',
    legal: 'רבקה הלפרין',
    company: false,
    idLine: (id: string) => `עוסק מורשה מס׳ ${lr(id)}`,
    addr: 'רח׳ החשמונאים 6, ביתר עילית',
    title: 'זיכוי מס׳',
    num: (r: { int(a: number, b: number): number }) => `${r.int(30, 160)}`,
    date: (iso: string) => dt(iso, 'dd.mm.yy'),
    font: "'DejaVu Serif','Frank Ruehl CLM',serif",
    color: '#4338ca',
    page: 'A5',
    w: 148,
    h: 209,
    added: false,
  },
];

export const heWigSalonCreditNote: Layout = {
  id: ID,
  lang: 'he',
  kind: 'credit note',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const v = VENDORS[n % 2];
    const date = officeDay(d0);
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    let orig = shift(date, -rng.int(6, 35));
    if (orig.slice(0, 4) !== date.slice(0, 4)) orig = `${date.slice(0, 4)}-01-0${rng.int(2, 9)}`;
    const number = v.num(rng);
    const origNo = v.company ? `IN-${rng.int(1000, 9999)}` : `${rng.int(200, 900)}`;
    const lines = rng.some(ITEMS, rng.int(1, 3)).map(([name, lo, hi]) => ({ name, qty: 1, price: rng.int(lo / 1000, hi / 1000) * 1000 }));
    const base = add(lines.map((l) => l.price));
    let net: number, tax: number, total: number;
    if (v.added) {
      net = base;
      tax = taxOn(net, rate);
      total = net + tax;
    } else {
      total = base;
      tax = taxIn(total, rate);
      net = total - tax;
    }
    const origAmount = total + rng.int(2, 20) * 10000;
    const m = (c: number) => (v.added ? lr(amount(-c)) : lr(bracketed(c)));
    const kv = (a: string, b: string) => `<div class="kv"><span class="k">${a}</span><span>${b}</span></div>`;
    const person = rng.chance(0.7);
    const body = `<div class="pg">
<header><div class="brand">${v.brand}</div><div class="vb"><b>${esc(v.legal)}</b><br>${v.idLine(id)}<br>${v.addr}<br>${lr(cellular(rng))}</div></header>
<div class="title">${v.title} ${lr(number)}</div>
<div class="grid">
${kv('תאריך:', lr(v.date(date)))}${kv('לקוחה:', person ? `${rng.pick(['חיה גולדברג', 'שרה לנדאו', 'מלכה פרידמן', 'אסתר רוזנטל'])} · ת.ז. ${lr(personalId(rng))}` : 'גמ"ח כלות (עמותה)')}
${kv('בגין חשבונית:', `${lr(origNo)} מיום ${lr(v.date(orig))}`)}${kv('טלפון:', lr(cellular(rng)))}
${kv('סיבה:', rng.pick(['החזרת פאה במסגרת 14 יום', 'אי התאמה בגוון', 'ביטול הזמנה לפני תפירה', 'פגם בתפירה']))}${kv('סכום החשבונית המקורית:', lr(amount(origAmount)))}
</div>
<table class="items"><tr><th>פריט</th><th>כמות</th><th>מחיר</th><th>זיכוי</th></tr>
${lines.map((l) => `<tr><td>${l.name}</td><td>${l.qty}</td><td>${lr(amount(l.price))}</td><td>${m(l.price)}</td></tr>`).join('')}</table>
<table class="tot">${
      v.added
        ? `<tr><td>סה"כ זיכוי לפני מע"מ</td><td>${m(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${m(tax)}</td></tr><tr class="big"><td>סה"כ זיכוי כולל מע"מ</td><td>${lr(`₪ ${amount(-total)}`)}</td></tr>`
        : `<tr class="big"><td>סה"כ לזיכוי</td><td>${lr(`${bracketed(total)} ₪`)}</td></tr><tr><td>כולל מע"מ ${rate}%</td><td>${m(tax)}</td></tr><tr><td>לפני מע"מ</td><td>${m(net)}</td></tr>`
    }</table>
<div class="note">הזיכוי יוחזר ${rng.pick(['לכרטיס האשראי שבו בוצע התשלום', 'בהעברה בנקאית תוך 7 ימי עסקים', 'כשובר לרכישה בסלון'])}.</div>
<div class="sig"><span>חתימת הלקוחה: __________</span><span>חתימת הסלון: __________</span></div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11px;color:#111}.pg{width:${v.w}mm;height:${v.h}mm;box-sizing:border-box;padding:12mm;overflow:hidden}header{display:flex;justify-content:space-between;align-items:flex-start}.brand{font-size:28px;font-weight:bold;color:${v.color}}.vb{border:1px solid ${v.color};padding:5px;line-height:1.5;font-size:10px}.title{font-size:18px;font-weight:bold;margin:12px 0;color:${v.color}}.grid{display:grid;grid-template-columns:1fr 1fr;gap:4px 12px;margin-bottom:10px}.k{color:#555;margin-left:4px}.items{width:100%;border-collapse:collapse}.items th{background:#f3f4f6;text-align:right;padding:4px}.items td{padding:4px;border-bottom:1px solid #ddd}.tot{margin:8px auto 0 0}.tot td{padding:3px 8px}.big td{font-weight:bold;font-size:13px}.note{margin:12px 0}.sig{display:flex;justify-content:space-between;margin-top:20px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: v.page, css, body }),
      page: v.page,
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-tax) },
    };
  },
};
