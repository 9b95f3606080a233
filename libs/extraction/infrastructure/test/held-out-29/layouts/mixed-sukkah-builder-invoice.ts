import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { add, bi, dated, house, lr, taxIn, vid } from './extra';

const ID = 'mixed-sukkah-builder-invoice';
const BUILDERS = [
  {
    brand: 'סוכות הכרמל · CARMEL SUKKOT',
    legal: 'אהרון פרידלנדר',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    trade: 'בניית סוכות והשכרה · Sukkah building &amp; hire',
    town: 'חיפה · Haifa',
  },
  { brand: '', legal: 'סוכה מהדרין בע"מ', company: true, label: bi('ח.פ.', 'Co. No.'), trade: '', town: 'בני ברק · Bnei Brak' },
  { brand: 'SUKKAH PRO', legal: 'סוכה פרו בע"מ', company: true, label: bi('ח"פ', 'Reg. No.'), trade: '', town: 'בית שמש · Beit Shemesh' },
];
/** Goods and work: Hebrew, English, unit, price range in agorot (VAT included), most. */
const GOODS: [string, string, string, number, number, number][] = [
  ["סוכת פאנלים 2.5×2.5 מ'", 'Panel sukkah 2.5×2.5 m', "יח'", 190000, 260000, 1],
  ["סוכת בד עם מסגרת פלדה 3×4 מ'", 'Canvas sukkah, steel frame 3×4 m', "יח'", 240000, 340000, 1],
  ["דופן נוספת 1 מ'", 'Extra wall panel 1 m', "יח'", 18000, 26000, 4],
  ['מחצלת סכך במבוק 2.5×2.5', 'Bamboo schach mat 2.5×2.5', "יח'", 14000, 22000, 3],
  ['קישוטי סוכה – סט משפחתי', 'Sukkah decorations – family set', 'סט', 8000, 14000, 2],
  ["שרשרת תאורה 10 מ'", 'String lights 10 m', "יח'", 6000, 9000, 3],
  ['הרכבה במקום', 'On-site assembly', 'שעה', 18000, 22000, 3],
  ['פירוק לאחר החג', 'Dismantling after the holiday', 'ביקור', 25000, 35000, 1],
  ['אחסון עד השנה הבאה', 'Storage until next year', 'שנה', 30000, 45000, 1],
];

/** A sukkah builder's tax invoice-receipt on A5 with every label in Hebrew and English, in September and October: panel or canvas sukkahs, schach mats, lights, assembly by the hour, dismantling and storage booked ahead; prices include VAT, paid by card, transfer or cheque. */
export const mixedSukkahBuilderInvoice: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng, [9, 10]);
    const b = BUILDERS[n % BUILDERS.length];
    const id = vid(b.legal, b.company);
    const rate = israeliRate(date);
    const picked = [GOODS[rng.int(0, 1)], ...rng.some(GOODS.slice(2), rng.int(2, 5))];
    const lines = picked.map(([he, en, unit, lo, hi, most]) => {
      const q = rng.int(1, most);
      const u = rng.int(lo / 1000, hi / 1000) * 1000;
      return { he, en, unit, q, u, sum: q * u };
    });
    const total = add(lines.map((l) => l.sum));
    const vat = taxIn(total, rate);
    const docNo = house(ID, n, [() => String(rng.int(300, 999)), () => `S-${rng.int(10000, 99999)}`, () => `${date.slice(0, 4)}/${rng.int(100, 999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'd/m/yyyy', 'dd.mm.yy'] as const);
    const font = rng.pick(["'David CLM','Liberation Serif'", "'Noto Sans Hebrew','Noto Sans'", "'Simple CLM','DejaVu Sans'"]);
    const idText = b.company && rng.chance(0.5) ? hyphenId(id) : id;
    const cust = rng.pick(['משפחת ויסברג', 'ישיבת אור התורה', 'משפחת בן שושן', 'קפה השדרה בע"מ']);
    const visit = addDays(date, -rng.int(1, 5));
    const pay = rng.pick(['card', 'transfer', 'cheque'] as const);
    const payment =
      pay === 'card'
        ? bi(`שולם באשראי ****${rng.digits(4)}`, 'Paid by card')
        : pay === 'transfer'
          ? bi(`שולם בהעברה בנקאית, אסמכתא ${rng.digits(6)}`, 'Paid by bank transfer')
          : bi(`שולם בשיק ${rng.digits(6)} בנק ${rng.int(10, 20)} לפירעון ${dt(addDays(date, 30), 'dd/mm/yyyy')}`, 'Paid by cheque');
    const tr = lines
      .map((l) => `<tr><td>${esc(l.he)}<div class="en">${l.en}</div></td><td>${esc(l.unit)}</td><td>${l.q}</td><td>${amount(l.u)}</td><td>${amount(l.sum)}</td></tr>`)
      .join('');
    const leaf = `<svg width="40" height="40" viewBox="0 0 40 40"><path d="M20 38 L20 6 M20 12 L10 4 M20 12 L30 4 M20 20 L8 12 M20 20 L32 12 M20 28 L10 22 M20 28 L30 22" stroke="#3b6e2b" stroke-width="2.5" fill="none"/></svg>`;
    const body = `<div class="hd">${leaf}<div class="who">${b.brand ? `<div class="nm">${b.brand}</div><div class="own">${esc(b.legal)}</div>` : `<div class="nm">${esc(b.legal)}</div>`}${b.trade ? `<div>${b.trade}</div>` : ''}<div>${b.label}: ${lr(idText)} · ${b.town} · ${lr(cellular(rng))}</div></div></div>
<div class="tt">${bi('חשבונית מס קבלה', 'Tax Invoice-Receipt')}</div>
<table class="kv"><tr><td>${bi("מס'", 'No.')}</td><td><b>${lr(docNo)}</b></td><td>${bi('תאריך', 'Date')}</td><td><b>${lr(dt(date, fmt))}</b></td></tr>
<tr><td>${bi('לכבוד', 'To')}</td><td>${esc(cust)}</td><td>${bi('ביקור מדידה', 'Site visit')}</td><td>${lr(dt(visit, 'dd/mm'))}</td></tr></table>
<table class="t"><tr><th>${bi('פריט', 'Item', '<br>')}</th><th>${bi("יח'", 'Unit', '<br>')}</th><th>${bi('כמות', 'Qty', '<br>')}</th><th>${bi('מחיר', 'Price', '<br>')}</th><th>${bi('סה"כ', 'Total', '<br>')}</th></tr>${tr}</table>
<table class="tot"><tr class="g"><td>${bi('סה"כ לתשלום', 'Total')} ₪</td><td>${amount(total)}</td></tr><tr><td>${bi(`כולל מע"מ ${rate}%`, 'VAT included')}</td><td>${amount(vat)}</td></tr><tr><td>${bi('לפני מע"מ', 'Before VAT')}</td><td>${amount(total - vat)}</td></tr></table>
<div class="pay">${payment}</div><div class="nt">${bi('חג שמח!', 'Chag sameach!', ' · ')} ${bi('הסכך עומד בדרישות ההלכה', 'Schach meets halachic requirements', ' · ')}</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:10px;color:#1f2a16;padding:8mm 9mm}.hd{display:flex;gap:3mm;align-items:center;border-bottom:2.5px solid #3b6e2b;padding-bottom:2mm}.nm{font-size:18px;font-weight:bold;color:#2d5520}.own{font-size:12.5px;font-weight:bold}.who{line-height:1.45}
.tt{text-align:center;font-size:15px;font-weight:bold;margin:3mm 0}.kv{width:100%;border-collapse:collapse}.kv td{border:1px solid #c5d6b9;padding:1mm 1.5mm}.kv td:nth-child(odd){background:#eef4e8}
.t{width:100%;border-collapse:collapse;margin-top:3mm}.t th{background:#3b6e2b;color:#fff;padding:1mm;text-align:right;font-size:9px}.t td{padding:1mm;border-bottom:1px solid #dde6d6;vertical-align:top}.t td:nth-child(n+3){text-align:left}.en{font-size:8.5px;color:#5a6652}
.tot{width:78mm;margin:3mm auto 0 0;border-collapse:collapse}.tot td{padding:1mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:13px;border-top:2px solid #1f2a16;border-bottom:1px solid #1f2a16}.pay{margin-top:3mm}.nt{margin-top:3mm;color:#555;font-size:9px}`;
    const page = 'A5';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: b.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
