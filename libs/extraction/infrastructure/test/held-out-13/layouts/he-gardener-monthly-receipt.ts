import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, heMonth, hyphenId, personalId } from '../../generalisation/notation';

const GARDENERS = [
  { brand: 'עלה ושורש', legal: 'סאמר עבאס', status: 'licensed', area: 'חיפה והקריות' },
  { brand: 'ירוק עד', legal: 'ירוק עד גינון ופיתוח נוף בע"מ', status: 'company', area: 'השרון' },
  { brand: 'גננות דרור', legal: 'דרור פרידמן', status: 'licensed', area: 'גוש דן' },
  { brand: 'הגינה של מוטי', legal: 'מרדכי אלמוג', status: 'exempt', area: 'מודיעין והסביבה' },
];
const CLIENTS: [string, 'person' | 'committee' | 'company'][] = [
  ["ועד הבית, רח' הגפן 12", 'committee'],
  ['משפחת שרעבי', 'person'],
  ['חיים ורות גולן', 'person'],
  ['נופי הפארק - ניהול נכסים בע"מ', 'company'],
];
/** Extra work and price (agorot, before VAT when the gardener charges VAT). */
const EXTRAS: [string, number][] = [
  ['גיזום עץ פיקוס גבוה', 65000],
  ['שתילת עונתיים (30 שתילים)', 42000],
  ['תיקון מערכת השקיה ומחשב השקיה', 38000],
  ['דישון מדשאה', 18000],
  ['פינוי גזם (מכולה)', 55000],
  ['החלפת טפטפות באדניות', 24000],
];

/**
 * A gardener's monthly receipt on A5 (Hadasim CLM, Noto Sans Hebrew or Simple CLM; the brand in Keter YG
 *): the brand over the owner's name with "עוסק פטור" (no VAT: "קבלה מס'" three digits and
 * "סה"כ" with a line saying no VAT is charged) or "עוסק מורשה" (hyphenated on some), or over a company with
 * "ח.פ." ("חשבונית מס-קבלה מס'" four digits with "סה"כ לפני מע"מ", VAT and "סה"כ לתשלום"); "תאריך"
 * (dd/mm/yyyy or d.m.yy) early in the next month; the client (a building's committee, a family or a couple
 * with a valid ת.ז., a property management company with a valid ח.פ.); the month, the visits with their
 * dates (dd/mm), the monthly fee, extra work on some; the payment (bank transfer with a reference, Bit or a
 * cheque with its number and a later date).
 */
export const heGardenerMonthlyReceipt: Layout = {
  id: 'he-gardener-monthly-receipt',
  lang: 'he',
  kind: 'services receipt',
  make(rng: Rng) {
    const g = rng.pick(GARDENERS);
    const exempt = g.status === 'exempt';
    const vendorTaxId = taxId(rng, g.status === 'company');
    const month = randomDate(rng, '2023-06-15', '2026-01-25').slice(0, 8) + '01';
    const date = addDays(month, rng.int(31, 38) - (Number(month.slice(5, 7)) === 2 ? 3 : 0));
    const rate = israeliRate(date);
    const [client, ck] = rng.pick(CLIENTS);
    const clientId = ck === 'person' ? `ת.ז. ${personalId(rng)}` : ck === 'company' ? `ח.פ. ${taxId(rng)}` : '';
    const visits = Array.from({ length: rng.pick([2, 4, 4]) }, (_, i) => addDays(month, 2 + i * 7 + rng.int(0, 2)));
    const fee = rng.pick([60000, 85000, 120000, 150000]);
    const extras = rng.chance(0.5) ? rng.some(EXTRAS, rng.int(1, 2)) : [];
    const net = fee + extras.reduce((a, [, p]) => a + p, 0);
    const vat = exempt ? 0 : vatOfNet(net, rate);
    const total = net + vat;
    const docNo = exempt ? String(rng.int(100, 480)) : String(rng.int(1000, 2999));
    const font = rng.pick(['Hadasim CLM', 'Noto Sans Hebrew', 'Simple CLM']);
    const idLine = exempt ? `עוסק פטור ${vendorTaxId}` : g.status === 'company' ? `ח.פ. ${vendorTaxId}` : `עוסק מורשה ${rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId}`;
    const fmt = rng.pick(['dd/mm/yyyy', 'd.m.yy'] as const);
    const pay = rng.pick(['transfer', 'bit', 'cheque'] as const);
    const payText =
      pay === 'transfer'
        ? `העברה בנקאית, אסמכתא ${rng.digits(8)}`
        : pay === 'bit'
          ? `ביט מ-<bdi>${cellular(rng)}</bdi>`
          : `שיק מס' ${rng.digits(7)}, בנק ${rng.pick(['לאומי', 'הפועלים', 'דיסקונט'])}, לפירעון ${dt(addDays(date, rng.int(10, 40)), 'dd/mm/yyyy')}`;
    const r = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const body = `<div class="hd"><div class="brand">${esc(g.brand)}</div><div>${esc(g.legal)} · ${idLine}</div><div class="sm">אחזקת גינות ${esc(g.area)} · <bdi>${cellular(rng)}</bdi></div></div>
<div class="tt">${exempt ? 'קבלה' : 'חשבונית מס-קבלה'} מס' ${docNo}</div><div class="dd">תאריך: ${dt(date, fmt)}</div>
<div class="cl">התקבל מאת: <b>${esc(client)}</b>${clientId ? ` · ${clientId}` : ''}</div>
<table class="it">${r(`אחזקת גינה חודשית - ${heMonth(month)}<div class="sm">ביקורים: ${visits.map((v) => dt(v, 'dd/mm')).join(', ')}</div>`, amount(fee))}
${extras.map(([n, p]) => r(esc(n), amount(p))).join('')}
${exempt ? r('סה"כ', `${amount(total)} ש"ח`, 'b') : `${r('סה"כ לפני מע"מ', amount(net))}${r(`מע"מ ${rate}%`, amount(vat))}${r('סה"כ לתשלום', `${amount(total)} ש"ח`, 'b')}`}</table>
${exempt ? '<div class="sm">עוסק פטור - לא נגבה מע"מ.</div>' : ''}<div class="pay">אופן התשלום: ${payText}</div><div class="sig">חתימה: ____________</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:12px;color:#1b1b1b;padding:11mm 12mm}.hd{text-align:center;border-bottom:2px solid #558b2f;padding-bottom:2mm;line-height:1.6}.brand{font-family:'Keter YG',serif;font-size:28px;color:#33691e;font-weight:bold}.sm{font-size:10px;color:#555}
.tt{font-size:17px;font-weight:bold;margin-top:6mm}.dd{margin-bottom:3mm}.cl{margin-bottom:4mm}table{border-collapse:collapse;width:100%}.it td{padding:2mm;border-bottom:1px solid #ddd;vertical-align:top}.it td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:14px;border-top:2px solid #33691e}
.pay{margin-top:6mm}.sig{margin-top:10mm}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: exempt
        ? { vendorName: g.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total) }
        : { vendorName: g.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
