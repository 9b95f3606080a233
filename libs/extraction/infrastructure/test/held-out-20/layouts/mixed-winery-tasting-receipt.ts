import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, landline, share, spacedId } from '../../generalisation/notation';
import { bi, stirred, vendorId } from './extra';

const WINERIES = [
  {
    he: 'יקב גבעות הזית',
    en: 'Olive Hills Winery',
    legal: 'יקב גבעות הזית בע"מ',
    label: 'ח.פ. / Co. No.',
    company: true,
    spaced: false,
    addr: 'דרך היין 4, מושב גבעת ישעיהו / 4 Wine Road, Givat Yeshayahu',
    prefix: 'OH',
  },
  {
    he: 'יקב רוזן-הר',
    en: 'Rosen Mountain Winery',
    legal: 'איתמר רוזן',
    label: 'עוסק מורשה / Licensed Dealer',
    company: false,
    spaced: true,
    addr: 'חוות רוזן, הר חרשה / Rosen Farm, Har Harasha',
    prefix: 'RM',
  },
  {
    he: 'יקב נחל שורק',
    en: 'Sorek Creek Winery',
    legal: 'יקב נחל שורק (2008) בע"מ',
    label: 'ח"פ / Reg. No.',
    company: true,
    spaced: false,
    addr: 'אזור תעשייה הר טוב / Har Tuv Industrial Zone',
    prefix: 'SC',
  },
];
const WINES: [string, string, number][] = [
  ['קברנה סוביניון 2021', 'Cabernet Sauvignon 2021', 12900],
  ['מרלו רזרב 2020', 'Merlot Reserve 2020', 15900],
  ['שרדונה 2023', 'Chardonnay 2023', 8900],
  ['רוזה ים תיכוני 2024', 'Mediterranean Rosé 2024', 7400],
  ['קריניאן גפנים זקנות 2019', 'Old Vine Carignan 2019', 18900],
  ['בלנד אדום "שורשים" 2020', 'Red blend "Roots" 2020', 21900],
  ['יין קינוח מוסקט 375 מ"ל', 'Muscat dessert wine 375 ml', 9900],
  ['שמן זית כתית מעולה 500 מ"ל', 'Extra virgin olive oil 500 ml', 6500],
];

/**
 * A winery visitor centre's tax invoice-receipt on A5 landscape with every label in Hebrew and English (Noto Serif
 * Hebrew with Noto Serif, Frank Ruehl CLM with Liberation Serif, or David CLM with DejaVu Serif; the Hebrew name in
 * Hadasim CLM over the English in Noto Serif Display small capitals, a bunch of grapes in dots): the company or the
 * winemaker's own name with "ח.פ. / Co. No." / "ח"פ / Reg. No." / "עוסק מורשה / Licensed Dealer" (spaced on some),
 * the address in both languages; "חשבונית מס קבלה / Tax Invoice Receipt", "מס' / No." ("OH-24/1187"),
 * "תאריך / Date"; the visitor with a mobile; tastings per person (with a cheese platter on some), bottles by
 * vintage × price; "6 בקבוקים ומעלה - 15% / 6+ bottles – 15% off" on the wine; "הטעימה מקוזזת / Tasting fee
 * waived" on purchases over 500 ₪; home delivery with its date on some; "סה"כ לפני מע"מ / Subtotal excl.
 * VAT", "מע"מ / VAT 17%/18%", "סה"כ לתשלום / Total due ₪"; the card with its approval, or cash.
 */
export const mixedWineryTastingReceipt: Layout = {
  id: 'mixed-winery-tasting-receipt',
  lang: 'mixed',
  kind: 'services receipt',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-winery-tasting-receipt');
    const w = rng.pick(WINERIES);
    const vendorTaxId = vendorId(w.legal, w.company);
    const date = randomDate(rng, '2024-01-05', '2025-12-26');
    const rate = israeliRate(date);
    const people = rng.int(2, 8);
    const platter = rng.chance(0.4);
    const tasting = platter ? 11500 : 7500;
    type Row = { he: string; en: string; qty: number; unit: number; wine: boolean };
    const rows: Row[] = [
      {
        he: platter ? 'טעימת 5 יינות עם פלטת גבינות' : 'טעימת 5 יינות',
        en: platter ? '5-wine tasting with cheese platter' : '5-wine tasting',
        qty: people,
        unit: tasting,
        wine: false,
      },
    ];
    for (const [he, en, unit] of rng.some(WINES, rng.int(1, 4))) rows.push({ he, en, qty: rng.int(1, 4), unit, wine: !en.startsWith('Extra virgin') });
    const gross = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const bottles = rows.filter((r) => r.wine).reduce((a, r) => a + r.qty, 0);
    const wineSum = rows.filter((r) => r.wine).reduce((a, r) => a + r.qty * r.unit, 0);
    const caseOff = bottles >= 6 ? share(wineSum, 15) : 0;
    const waived = wineSum - caseOff > 50000 ? people * tasting : 0;
    const delivery = rng.chance(0.3) ? 3500 : 0;
    const total = gross - caseOff - waived + delivery;
    const vat = vatOfGross(total, rate);
    const docNo = `${w.prefix}-${date.slice(2, 4)}/${rng.int(100, 2999)}`;
    const fonts = rng.pick([`'Noto Serif Hebrew','Noto Serif'`, `'Frank Ruehl CLM','Liberation Serif'`, `'David CLM','DejaVu Serif'`]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt)}</bdi>`;
    const grapes = `<svg width="34" height="44" viewBox="0 0 34 44"><path d="M17 2 C17 6 20 8 24 8" stroke="#4a6b2a" stroke-width="1.5" fill="none"/>${[
      [9, 12],
      [17, 12],
      [25, 12],
      [13, 19],
      [21, 19],
      [9, 26],
      [17, 26],
      [25, 26],
      [13, 33],
      [21, 33],
      [17, 40],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="3.6" fill="#6d214f"/>`)
      .join('')}</svg>`;
    const pay = rng.chance(0.75) ? `${bi('כרטיס אשראי / Credit card')} <bdi>${rng.digits(4)}</bdi> · ${bi('אישור / Approval')} <bdi>${rng.digits(7)}</bdi>` : bi('מזומן / Cash');
    const L = (t: string) => `<span class="l">${bi(t)}</span>`;
    const body = `<div class="wrap"><div class="side">${grapes}<div class="he">${esc(w.he)}</div><div class="en">${esc(w.en)}</div><div class="v">${esc(w.legal)}<br>${bi(w.label)} <bdi>${
      w.spaced ? spacedId(vendorTaxId) : vendorTaxId
    }</bdi><br>${bi(esc(w.addr))}<br><bdi>${landline(rng)}</bdi></div></div>
<div class="main"><div class="title">${bi('חשבונית מס קבלה / Tax Invoice Receipt')}</div>
<div class="facts"><div>${L("מס' / No.")} <b><bdi>${docNo}</bdi></b></div><div>${L('תאריך / Date')} <b>${d(date)}</b></div><div>${L('מבקר/ת / Visitor')} <bdi>${esc(rng.pick(['שחר לבנון', 'Emily Clarke', 'רותם אזרד', 'Marc Dubois']))}</bdi> <bdi>${cellular(rng)}</bdi></div></div>
<table class="t"><tr><th>${bi('פריט / Item')}</th><th>${bi('כמות / Qty')}</th><th>${bi('מחיר / Price')}</th><th>${bi('סכום / Amount')}</th></tr>${rows
      .map((r) => `<tr><td>${esc(r.he)} <bdi class="e" dir="ltr">${esc(r.en)}</bdi></td><td>${r.qty}</td><td>${amount(r.unit)}</td><td>${amount(r.qty * r.unit)}</td></tr>`)
      .join('')}${caseOff ? `<tr><td colspan="3">${bi('6 בקבוקים ומעלה - 15% / 6+ bottles – 15% off')}</td><td><bdi dir="ltr">-${amount(caseOff)}</bdi></td></tr>` : ''}${
      waived
        ? `<tr><td colspan="3">${bi('הטעימה מקוזזת ברכישה מעל 500 ₪ / Tasting fee waived on purchases over ₪500')}</td><td><bdi dir="ltr">-${amount(waived)}</bdi></td></tr>`
        : ''
    }${delivery ? `<tr><td colspan="3">${bi('משלוח עד הבית / Home delivery')} ${d(addDays(date, rng.int(2, 5)))}</td><td>${amount(delivery)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>${bi('סה"כ לפני מע"מ / Subtotal excl. VAT')}</td><td>${amount(total - vat)}</td></tr><tr><td>${bi(`מע"מ / VAT ${rate}%`)}</td><td>${amount(vat)}</td></tr><tr class="g"><td>${bi('סה"כ לתשלום / Total due ₪')}</td><td>${amount(total)}</td></tr></table>
<div class="pay">${pay}</div></div></div>`;
    const css = `body{font-family:${fonts},serif;font-size:10.5px;color:#2b1d24;padding:9mm 10mm}
.wrap{display:flex;gap:6mm}.side{width:52mm;text-align:center;border-left:1px solid #6d214f;padding-left:5mm}.he{font-family:'Hadasim CLM','Noto Serif Hebrew',serif;font-size:22px;font-weight:bold;color:#6d214f}.en{font-family:'Noto Serif Display','Noto Serif',serif;font-variant:small-caps;letter-spacing:1.5px;font-size:12px;direction:ltr}
.v{font-size:8.5px;color:#555;margin-top:3mm;line-height:1.6}.main{flex:1}.title{font-size:14px;font-weight:bold;border-bottom:1.5px solid #6d214f;padding-bottom:1mm;margin-bottom:2mm}
.facts{display:flex;flex-wrap:wrap;gap:1mm 6mm;margin-bottom:2.5mm}.l{color:#7b5a6a;font-size:9px}
.t{width:100%;border-collapse:collapse}.t th{background:#f4e9ee;text-align:right;padding:1mm;font-size:9px}.t td{padding:1mm;border-bottom:0.5px solid #e1cdd6}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:left;white-space:nowrap}.t td:last-child{text-align:left}.e{font-size:8.5px;color:#7b5a6a}
.tot{margin:2mm 0 0 0;margin-right:auto;border-collapse:collapse;min-width:75mm}.tot td{padding:0.7mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:12.5px;border-top:1.5px solid #6d214f}.pay{margin-top:2.5mm;font-size:9.5px}`;
    return {
      page: 'A5 landscape',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5 landscape', css, body }),
      truth: { vendorName: w.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
