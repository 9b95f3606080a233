import { amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, share } from '../../generalisation/notation';
import { add, dated, house, lr, pair, taxIn, vid } from './extra';

const ID = 'he-greek-taverna-bill';
const TAVERNAS = [
  { brand: '', legal: 'טברנה אגאי בע"מ', company: true, label: 'ח.פ.', trade: '', addr: "רח' הדייגים 9, נמל יפו" },
  { brand: 'אופה!', legal: 'ניקולס אברהם', company: false, label: 'עוסק מורשה', trade: 'מסעדה יוונית ובר אוזו', addr: "שד' בן גוריון 48, חיפה" },
  { brand: 'KALIMERA', legal: 'קלימרה מסעדות בע"מ', company: true, label: 'ח"פ', trade: '', addr: "רח' המלאכה 3, הרצליה פיתוח" },
];
/** Dishes and drinks: Hebrew, Greek in Latin letters, price range in agorot. */
const MENU: [string, string, number, number][] = [
  ['צזיקי', 'Tzatziki', 2800, 3600],
  ['טרמוסלטה', 'Taramosalata', 3200, 3900],
  ['סלט יווני', 'Horiatiki', 4400, 5600],
  ['ספנקופיטה', 'Spanakopita', 3900, 4800],
  ['סאגאנאקי', 'Saganaki', 4200, 5200],
  ['קלמרי מטוגן', 'Kalamarakia', 5400, 6800],
  ['מוסקה', 'Moussaka', 6800, 8400],
  ['סובלקי עוף', 'Souvlaki', 6200, 7600],
  ['גירוס פיתה', 'Gyros', 5600, 6900],
  ['לברק על הגריל', 'Lavraki', 11800, 14800],
  ['כבש בתנור', 'Kleftiko', 11400, 13900],
  ['דולמדס', 'Dolmades', 3400, 4200],
  ['בקלאווה', 'Baklava', 3600, 4400],
  ['יוגורט עם דבש ואגוזים', 'Yiaourti me meli', 3200, 3900],
  ['אוזו – כוסית', 'Ouzo', 2800, 3400],
  ['רטסינה – בקבוק', 'Retsina', 12000, 15800],
  ['פרפה – קפה קר', 'Frappé', 1800, 2200],
];
const WAITERS = ['אלנה', 'יוני', 'דימיטרי', 'שני', 'מאיר'];

/** A Greek taverna's bill on an 88 mm check: dishes in Hebrew over their Greek names, a service charge on tables of eight and more, otherwise a tip guide under the total; VAT contained. */
export const heGreekTavernaBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'restaurant bill',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const t = TAVERNAS[n % TAVERNAS.length];
    const id = vid(t.legal, t.company);
    const rate = israeliRate(date);
    const diners = rng.chance(0.4) ? rng.int(8, 12) : rng.int(2, 6);
    const items = rng.some(MENU, rng.int(4, 9)).map(([he, gr, lo, hi]) => {
      const q = rng.int(1, Math.max(1, Math.ceil(diners / 3)));
      const u = Math.round(rng.int(lo, hi) / 100) * 100;
      return { he, gr, q, u, sum: q * u };
    });
    const food = add(items.map((i) => i.sum));
    const servicePct = diners >= 8 ? rng.pick([10, 12]) : 0;
    const service = share(food, servicePct);
    const total = food + service;
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [() => String(rng.int(100000, 699999)), () => `T${rng.int(1, 4)}/${rng.int(10000, 99999)}`, () => `B-${rng.int(2000, 9999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'd.m.yy', 'he'] as const);
    const font = rng.pick(["'David CLM','Liberation Serif'", "'Noto Serif Hebrew','Noto Serif'", "'Hadasim CLM','DejaVu Sans'"]);
    const idText = t.company && rng.chance(0.5) ? hyphenId(id) : id;
    const open = rng.int(12 * 60, 21 * 60);
    const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const rows = items
      .map((i) => `<tr><td>${esc(i.he)}<div class="gr">${i.gr}${i.q > 1 ? ` · ${lr(`${i.q} × ${amount(i.u)}`)}` : ''}</div></td><td class="n">${amount(i.sum)}</td></tr>`)
      .join('');
    const paid = rng.pick(['card', 'cash'] as const);
    const tipGuide = servicePct
      ? `<div class="note">השירות (${servicePct}%) נוסף לחשבון לשולחנות של 8 סועדים ומעלה</div>`
      : `<div class="note">השירות אינו כלול בחשבון · טיפ מקובל:<br>${[10, 12, 15].map((p) => `${p}% – ${amount(share(total, p))}`).join(' &nbsp;|&nbsp; ')}</div>`;
    const body = `<div class="frame"><div class="top">${t.brand ? `<div class="brand">${esc(t.brand)}</div><div class="legal">${esc(t.legal)}</div>` : `<div class="brand sm">${esc(t.legal)}</div>`}
${t.trade ? `<div>${esc(t.trade)}</div>` : ''}<div>${esc(t.addr)}</div><div>${t.label} ${lr(idText)}</div></div>
<div class="doc">חשבונית מס / קבלה מס' ${lr(docNo)}</div>
${pair(`תאריך: ${fmt === 'he' ? dt(date, fmt) : lr(dt(date, fmt))}`, `פתיחה: ${hhmm(open)}`)}${pair(`שולחן ${rng.int(1, 40)} · ${diners} סועדים`, `מלצר/ית: ${rng.pick(WAITERS)}`)}
<table>${rows}</table>
${servicePct ? pair('סה"כ מנות ומשקאות', amount(food)) + pair(`שירות ${servicePct}%`, amount(service)) : ''}
${pair('סה"כ לתשלום', `₪ ${amount(total)}`, 'big')}${pair(`מע"מ ${rate}% (כלול)`, amount(vat))}
${paid === 'card' ? pair('שולם באשראי', lr(`**** ${rng.digits(4)}`)) : pair('שולם במזומן', amount(total))}
${tipGuide}<div class="bye">Efcharistó! · תודה ולהתראות · סגירה ${hhmm(open + rng.int(50, 140))}</div></div>`;
    const css = `body{font-family:${font},serif;font-size:12.5px;width:88mm;padding:3mm;box-sizing:border-box;color:#0b1e3d}
.frame{border:3px double #1f4f9c;padding:3mm}.top{text-align:center;line-height:1.45;border-bottom:2px solid #1f4f9c;padding-bottom:2mm}.brand{font-size:24px;font-weight:bold;letter-spacing:1px;color:#1f4f9c}.brand.sm{font-size:18px}.legal{font-weight:bold;font-size:14px}
.doc{text-align:center;font-weight:bold;font-size:14px;margin:2mm 0}.pr{display:flex;justify-content:space-between;gap:2mm}table{width:100%;border-collapse:collapse;margin:2mm 0;border-top:1px dotted #1f4f9c;border-bottom:1px dotted #1f4f9c}td{padding:0.8mm 0;vertical-align:top}.n{text-align:left;white-space:nowrap}
.gr{font-size:10.5px;color:#465a7a;font-style:italic}.big{font-weight:bold;font-size:16px;margin:1.5mm 0;border-top:2px solid #1f4f9c;padding-top:1mm}.note{margin-top:2mm;font-size:11px;text-align:center;background:#eef3fb;padding:1.5mm}.bye{text-align:center;margin-top:2mm;font-size:11px}`;
    const page = '88mm 260mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: t.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
