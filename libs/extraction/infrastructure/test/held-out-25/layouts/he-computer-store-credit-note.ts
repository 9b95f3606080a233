import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId } from '../../generalisation/notation';
import { add, day, lr, taxOn, vid } from './extra';

const STORES = [
  { brand: '', legal: 'מחשבי הגליל בע"מ', company: true, label: 'ח.פ.' },
  { brand: 'PC-POINT', legal: 'נתנאל כץ', company: false, label: 'עוסק מורשה' },
  { brand: '', legal: 'ביט ובייט מחשוב בע"מ', company: true, label: 'ח"פ' },
];
const ITEMS: [string, number][] = [
  ['מחשב נייד 15.6" i5 16GB', 289900],
  ['מסך 27" QHD', 99900],
  ['מקלדת מכנית', 34900],
  ['עכבר אלחוטי', 12900],
  ['כונן SSD 1TB', 39900],
  ['מדפסת לייזר', 74900],
  ['התקנת מערכת הפעלה', 15000],
];

/** A computer store's credit note on A5: the credited invoice and its date, the customer's id, lines before VAT, "סה"כ זיכוי" printed with a leading minus or in brackets. */
export const heComputerStoreCreditNote: Layout = {
  id: 'he-computer-store-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const s = rng.pick(STORES);
    const id = vid(s.legal, s.company);
    let date = day(rng);
    let orig = addDays(date, -rng.int(3, 25));
    if (orig.slice(0, 4) !== date.slice(0, 4)) {
      orig = `${date.slice(0, 4)}-01-05`;
      date = addDays(orig, rng.int(3, 20));
    }
    const rate = israeliRate(date);
    const lines = rng.some(ITEMS, rng.int(1, 3)).map(([n, u]) => ({ n, q: 1, u }));
    const net = add(lines.map((l) => l.u));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const docNo = rng.pick([() => `CR-${rng.int(1000, 9999)}`, () => String(rng.int(70000000, 70999999)), () => `ז/${rng.int(100, 999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'd/m/yyyy', 'dd.mm.yy'] as const);
    const style = rng.pick(['minus', 'brackets']);
    const m = (c: number) => (style === 'minus' ? lr(`-${amount(c)}`) : lr(`(${amount(c)})`));
    const font = rng.pick(['Liberation Sans', 'Noto Sans Hebrew', 'FreeSans']);
    const reason = rng.pick(['החזרת מוצר באריזה מקורית', 'מוצר פגום - הוחלף באחריות יצרן', 'ביטול עסקה']);
    const body = `<div class="hd"><div class="t">${esc(s.brand || s.legal)}</div><div>${s.brand ? esc(s.legal) + ' · ' : ''}${s.label} ${lr(s.company ? hyphenId(id) : id)}</div><div>שד' ההסתדרות 40, חיפה · ${lr('04-8' + rng.digits(6))}</div></div>
<div class="title">חשבונית זיכוי</div>
<table class="m"><tr><td>מס' זיכוי</td><td><b>${lr(docNo)}</b></td><td>תאריך</td><td>${lr(dt(date, fmt))}</td></tr><tr><td>בגין חשבונית</td><td>${lr(String(rng.int(40000, 49999)))}</td><td>מיום</td><td>${lr(dt(orig, 'dd/mm/yyyy'))}</td></tr>
<tr><td>לקוח</td><td>${rng.pick(['דנה מזרחי', "עומר ח'טיב", 'אליה פרידמן'])}</td><td>ת.ז.</td><td>${personalId(rng)}</td></tr><tr><td>נייד</td><td>${lr(cellular(rng))}</td><td>סיבה</td><td>${reason}</td></tr></table>
<table class="it"><tr><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${lines.map((l) => `<tr><td>${esc(l.n)}</td><td>${l.q}</td><td>${amount(l.u)}</td><td>${m(l.u)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${m(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${m(vat)}</td></tr><tr class="g"><td>סה"כ זיכוי ₪</td><td>${m(total)}</td></tr></table>
<p>הזיכוי יוחזר לכרטיס האשראי ${lr('****' + rng.digits(4))} תוך 14 ימי עסקים.</p><div class="sig">חתימת הלקוח ______________</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;padding:10mm 12mm}.hd{border-bottom:2px solid #0a4f8a;padding-bottom:2mm}.t{font-size:22px;font-weight:bold;color:#0a4f8a;font-family:'URW Gothic','Aharoni CLM'}
.title{font-size:20px;font-weight:bold;text-align:center;margin:4mm 0;border:2px solid #0a4f8a;padding:1mm}.m td{padding:1mm 2mm}.it{width:100%;border-collapse:collapse;margin:4mm 0}.it th{background:#dde8f3}.it td,.it th{border:1px solid #99a;padding:1mm 2mm}
.tot{margin-right:auto}.tot td{padding:1mm 3mm}.g{font-weight:bold;font-size:15px}.sig{margin-top:8mm}`;
    const page = 'A5';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
