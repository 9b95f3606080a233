import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, landline, mul, personalId } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const STORES = [
  { brand: 'עולם השטיח', legal: 'עולם השטיח יבוא ושיווק בע"מ', label: 'ח.פ.', company: true, addr: "רח' יד חרוצים 11, תלפיות, ירושלים", hyphen: true },
  { brand: 'פרסיה - שטיחים בעבודת יד', legal: 'בהרם יזדי', label: 'עוסק מורשה', company: false, addr: "רח' אלנבי 61, תל אביב", hyphen: false },
  { brand: 'קליים', legal: 'קליים שטיחים ועיצוב בע"מ', label: 'ח"פ', company: true, addr: "פאוור סנטר, רח' המנופים 2, הרצליה", hyphen: false },
];
const RUGS: [string, number][] = [
  ['שטיח שאגי אפור', 26000],
  ['שטיח קילים צמר', 48000],
  ['שטיח פרסי משי-צמר', 185000],
  ['שטיח חוץ פוליפרופילן', 14000],
  ["שטיח וינטג' צבוע מחדש", 52000],
  ["שטיח ג'וט קלוע", 21000],
];
const REASONS = ['החזרת שטיח - גוון שונה מהמוזמן', 'ביטול עסקה בתוך 14 יום', 'פגם באריגה - החלפה לא אפשרית', 'הפרש מחיר - מבצע שהוחל בדיעבד'];

/**
 * A carpet and rug store's credit note on A5 (Hadasim CLM, DejaVu Sans or Noto Serif Hebrew; the brand in
 * Drugulin CLM over a border of small squares like a rug's fringe): the brand, the legal name or the
 * owner's name with its id (hyphenated on some), address and phones; "חשבונית זיכוי" with "מס'" as
 * branch-serial ("60-0153") and "תאריך"; "בגין חשבונית מס קבלה" (another number) "מתאריך" days before;
 * the customer with a valid ת.ז. and a mobile; the reason; rugs by size (m × m = m²) × a price per m², a
 * cleaning or padding underlay, a delivery fee kept or returned; amounts positive; "סה"כ לפני מע"מ",
 * "מע"מ", "סה"כ לזיכוי"; how it was refunded (to the card in its instalments, a store credit slip with its
 * number valid a year, or a transfer) and a signature.
 */
export const heCarpetStoreCreditNote: Layout = {
  id: 'he-carpet-store-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-carpet-store-credit-note');
    const s = rng.pick(STORES);
    const vendorTaxId = vendorId(s.legal, s.company);
    let date = randomDate(rng, '2024-01-20', '2025-12-10');
    let sale = addDays(date, -rng.int(3, 40));
    // A credit carries its sale's rate: none crosses the change of rate.
    if (sale < '2025-01-01' && date >= '2025-01-01') {
      date = addDays(date, 60);
      sale = addDays(sale, 60);
    }
    const rate = israeliRate(sale);
    const rows = rng.some(RUGS, rng.int(1, 2)).map(([name, perM2]) => {
      const w = rng.pick([1.2, 1.4, 1.6, 2, 2.4]);
      const l = rng.pick([1.7, 2, 2.3, 3, 3.4]);
      const m2 = Math.round(w * l * 100) / 100;
      return { t: `${name} ${w.toFixed(2)} × ${l.toFixed(2)} מ'`, q: `${m2.toFixed(2)} מ"ר`, u: perM2, c: mul(m2, perM2) };
    });
    const extras: { t: string; q: string; u: number; c: number }[] = [];
    if (rng.chance(0.5)) extras.push({ t: 'שכבת בסיס נגד החלקה', q: '1', u: rng.int(8, 20) * 1000, c: 0 });
    if (rng.chance(0.4)) extras.push({ t: 'משלוח והתקנה', q: '1', u: 15000, c: 0 });
    for (const e of extras) e.c = e.u;
    const all = [...rows, ...extras];
    const net = all.reduce((a, r) => a + r.c, 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `${rng.pick(['60', '61', '62'])}-${String(rng.int(40, 999)).padStart(4, '0')}`;
    const saleNo = `${rng.pick(['40', '41'])}-${String(rng.int(1000, 9999))}`;
    const font = rng.pick(['Hadasim CLM', 'DejaVu Sans', 'Noto Serif Hebrew']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const d = (x: string) => `<bdi>${dt(x, fmt)}</bdi>`;
    const refund = rng.pick([
      `הזיכוי יבוצע לכרטיס האשראי <bdi>****${rng.digits(4)}</bdi> בתשלומים כבעסקה המקורית`,
      `ניתן שובר זיכוי מס' <bdi>${rng.digits(6)}</bdi> בתוקף עד ${d(addDays(date, 365))}`,
      `הזיכוי יועבר לחשבון הבנק של הלקוח תוך 7 ימי עסקים`,
    ]);
    const body = `<div class="fringe"></div><div class="brand">${esc(s.brand)}</div><div class="c sm">${esc(s.legal)} · ${s.label} <bdi>${s.hyphen ? hyphenId(vendorTaxId) : vendorTaxId}</bdi><br>${esc(s.addr)} · טל' <bdi>${landline(rng)}</bdi></div>
<div class="doc"><span class="t">חשבונית זיכוי</span><span>מס' <bdi>${docNo}</bdi></span><span>תאריך: ${d(date)}</span></div>
<div class="ref">בגין חשבונית מס קבלה <bdi>${saleNo}</bdi> מתאריך ${d(sale)}</div>
<div class="cust">שם הלקוח: ${rng.pick(['דנה כהן-לוי', 'אבי מזרחי', 'רותם שחר', 'גיל ברק'])} · ת.ז. <bdi>${personalId(rng)}</bdi> · נייד <bdi>${cellular(rng)}</bdi><br>סיבת הזיכוי: ${rng.pick(REASONS)}</div>
<table><tr><th>פריט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${all.map((r) => `<tr><td>${r.t}</td><td>${r.q}</td><td>${amount(r.u)}</td><td>${amount(r.c)}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr><tr><td>מע"מ ${rate}%</td><td>${amount(vat)}</td></tr><tr class="g"><td>סה"כ לזיכוי</td><td>₪ ${amount(total)}</td></tr></table>
<div class="sm">${refund}.</div><div class="sig"><span>חתימת המוכר: __________</span><span>חתימת הלקוח: __________</span></div><div class="fringe"></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',serif;font-size:11.5px;padding:8mm 11mm;color:#1a1008}
.fringe{height:3mm;background:repeating-linear-gradient(90deg,#7a2e1a 0 3mm,transparent 3mm 5mm);margin:1mm 0}.brand{font-family:'Drugulin CLM','Noto Serif Hebrew',serif;font-size:28px;text-align:center;color:#7a2e1a}
.c{text-align:center}.sm{font-size:10px;line-height:1.6}.doc{display:flex;justify-content:space-between;align-items:baseline;border-top:1.5px solid #7a2e1a;border-bottom:1.5px solid #7a2e1a;padding:2mm 0;margin:4mm 0 2mm}.t{font-size:17px;font-weight:bold}
.ref{font-size:10.5px;margin-bottom:2mm}.cust{line-height:1.6;margin-bottom:3mm}table{width:100%;border-collapse:collapse}th{background:#f1e6dc;text-align:right;padding:1.2mm}td{padding:1.2mm;border-bottom:0.5px solid #cbb}td:last-child,th:last-child{text-align:left}
.tot{width:60mm;margin:3mm 0 3mm 0;margin-right:auto}.tot td{border:0}.g td{font-weight:bold;font-size:14px;border-top:2px solid #7a2e1a}.sig{display:flex;justify-content:space-between;margin:8mm 0 3mm;font-size:10.5px}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
