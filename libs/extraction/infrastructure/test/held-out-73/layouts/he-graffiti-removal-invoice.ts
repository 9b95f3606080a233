import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, mul } from '../../generalisation/notation';
import { avoid, baseCss, idOf, items, ltr, next, pairs, plus, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-graffiti-removal-invoice';

/** Surfaces: name, price per m² in agorot before VAT (2022). */
const SURFACES: [string, number][] = [
  ['ניקוי כתובות מאבן ירושלמית (שטיפה בלחץ וחומר ממיס)', 6500],
  ['ניקוי כתובות מטיח צבוע וצביעה חוזרת', 4800],
  ['ניקוי כתובות מתריס גלילה מתכת', 5500],
  ['ניקוי כתובות מזכוכית ויטרינה', 3800],
  ['ניקוי כתובות מבטון חשוף (התזת סודה)', 7200],
];
const CUSTOMERS: [string, string, boolean][] = [
  ['ועד הבית רח׳ הגפן 14', 'רח׳ הגפן 14, יבנה', false],
  ['קניון יבנה ניהול ואחזקה בע"מ', 'שד׳ דואני, יבנה', true],
  ['מאפיית הכיכר יבנה בע"מ', 'כיכר העצמאות 3, יבנה', true],
  ['בית ספר נוף ימים - ועד הורים', 'רח׳ האלון 22, יבנה', false],
  ['משרד רו"ח לוי ושות׳', 'רח׳ הדוכיפת 8, גן יבנה', false],
];

/**
 * A graffiti removal man's tax invoice in Yavne, A5 (Frank Ruehl CLM): a licensed dealer under his own name, four-digit
 * number, customer and site, work date, surfaces cleaned by the m², anti-graffiti coating on some, night work
 * surcharge of 25% on some, travel, VAT added, payment terms; dated the day of the work or up to three days after
 * (never a Saturday).
 */
export const heGraffitiRemovalInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: work } = next(ID, rng, undefined, [1, 27]);
    const date = avoid(plus(work, rng.int(0, 3)), [6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const [customer, site, company] = rng.pick(CUSTOMERS);
    const jobs = rng.some(SURFACES, rng.int(1, 3)).map(([name, p]) => {
      const m2 = rng.int(20, 260) / 10;
      const unit = Math.round((p * up) / 10) * 10;
      return { name, qty: m2.toFixed(1), unit: ltr(amount(unit)), sum: mul(m2, unit) };
    });
    const lines: { name: string; qty: string; unit: string; sum: number }[] = [...jobs];
    if (rng.chance(0.45)) {
      const m2 = rng.int(80, 300) / 10;
      const unit = Math.round((3900 * up) / 10) * 10;
      lines.push({ name: 'ציפוי נגד כתובות (שכבה שקופה)', qty: m2.toFixed(1), unit: ltr(amount(unit)), sum: mul(m2, unit) });
    }
    const night = rng.chance(0.3) ? Math.round(total(jobs.map((j) => j.sum)) * 0.25) : 0;
    if (night) lines.push({ name: `תוספת עבודת לילה ${ltr('25%')}`, qty: '', unit: '', sum: night });
    lines.push({ name: 'הגעה וציוד (מכונת לחץ, גנרטור)', qty: '1', unit: '', sum: Math.round((rng.int(15000, 25000) * up) / 100) * 100 });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const owner = 'רועי בן חמו';
    const taxId = idOf(owner, false);
    const doc = String(rng.int(1000, 4999));
    const body = `<div class="head"><div><div class="brand">קיר נקי</div><div>${owner} · עוסק מורשה ${ltr(taxId)}</div><div class="sm">ניקוי כתובות גרפיטי ושיקום חזיתות · יבנה · ${ltr(`054-${rng.digits(3)}-${rng.digits(4)}`)}</div></div></div>
<h1>חשבונית מס מס׳ ${ltr(doc)}</h1>
${pairs(
  [
    ['תאריך', ltr(dt(date, 'dd/mm/yyyy'))],
    ['לכבוד', customer],
    ...(company ? ([['ח.פ. לקוח', ltr(taxIdOfCustomer(rng))]] as [string, string][]) : []),
    ['אתר העבודה', site],
    ['תאריך ביצוע', ltr(dt(work, 'dd/mm/yyyy'))],
  ],
  1,
)}
${items(
  ['תיאור', 'מ"ר', 'מחיר למ"ר', 'סכום'],
  lines.map((l) => [l.name, ltr(l.qty), l.unit, ltr(amount(l.sum))]),
)}
<div class="tot">${row('סה"כ לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}${row('סה"כ לתשלום', ltr(`${amount(gross)} ש"ח`), 'b big')}</div>
<div class="foot">תנאי תשלום: שוטף + ${ltr('30')}. העברה בנקאית או שיק לפקודת ${owner}. אחריות לציפוי: שנה מיום הביצוע.</div>`;
    const css = `${baseCss}
body{font-family:'Frank Ruehl CLM','DejaVu Serif';font-size:12.5px;padding:10mm 11mm}.head{border-bottom:2px solid #333;padding-bottom:4px}.brand{font-size:26px;font-weight:bold}h1{font-size:18px;margin:8px 0}
.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left;white-space:nowrap}.tot{width:55%;margin:6px auto 0 0}.big{font-size:1.15em;border-top:1.5px solid #000}.foot{margin-top:14px;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName: owner, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
