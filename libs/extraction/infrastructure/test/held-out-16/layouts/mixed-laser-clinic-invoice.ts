import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, personalId, share } from '../../generalisation/notation';
import { instalments } from './extra';

type Kind = 'company' | 'licensed' | 'exempt';
const CLINICS: { en: string; he: string; legal: string; kind: Kind; place: string }[] = [
  { en: 'Lumière Laser Clinic', he: 'לומייר - מרפאת לייזר', legal: 'לומייר אסתטיקה רפואית בע"מ', kind: 'company', place: "רח' ויצמן 2, כפר סבא" },
  { en: 'Smooth by Hila', he: "סמות' - הילה", legal: 'הילה נחמיאס', kind: 'licensed', place: "רח' הרצל 130, רחובות" },
  { en: 'Bella Skin', he: 'בלה סקין', legal: 'ספיר דהן', kind: 'exempt', place: "רח' השקד 8, קריית גת" },
];
/** Area Hebrew / English, price of one session with VAT (agorot). */
const AREAS: [string, number][] = [
  ['רגליים מלאות / Full legs', 65000],
  ['בית שחי / Underarms', 18000],
  ['שפם / Upper lip', 12000],
  ['גב / Back', 55000],
  ['ידיים / Arms', 40000],
  ['פנים מלאות / Full face', 30000],
];

/**
 * An aesthetic laser hair-removal clinic's document on A5 with every label in Hebrew and English (Noto Sans
 * Hebrew with Lato, Simple CLM with Open Sans, or FreeSans; the English name in Noto Serif Display italic): the
 * English and Hebrew names and the address; a company with "ח.פ. / Co. No." and a "חשבונית מס קבלה / Tax
 * Invoice Receipt" with VAT added ("סה"כ לפני מע"מ / Subtotal", "מע"מ / VAT", "סה"כ / Total"), a cosmetician
 * with "עוסק מורשה / Licensed Dealer" and VAT included ("מתוכו מע"מ / incl. VAT"), or one with "עוסק פטור /
 * Exempt Dealer" and a "קבלה / Receipt" without VAT; "מס' / No." and "תאריך / Date" (dd/mm/yyyy or yyyy-mm-dd);
 * the client with a valid ת.ז. and mobile; a package of sessions per area with a package discount or single
 * sessions, "טיפול 1 מתוך 6 / Session 1 of 6"; the next appointment; card instalments; the supervising
 * physician's licence number on the company's.
 */
export const mixedLaserClinicInvoice: Layout = {
  id: 'mixed-laser-clinic-invoice',
  lang: 'mixed',
  kind: 'clinic invoice-receipt',
  make(rng: Rng) {
    const date = randomDate(rng, '2023-07-01', '2025-12-31');
    const c = rng.pick([CLINICS[2], CLINICS[1], CLINICS[0], CLINICS[0]]);
    const vendorTaxId = taxId(rng, c.kind === 'company');
    const rate = israeliRate(date);
    const pkg = rng.chance(0.6);
    const sessions = pkg ? rng.pick([4, 6, 8]) : 1;
    const areas = rng.some(AREAS, rng.int(1, 3));
    // Prices are set with VAT for the dealers; the company quotes them before VAT.
    const lines = areas.map(([name, price]) => {
      const unit = c.kind === 'company' ? Math.round(price / (1 + rate / 100) / 100) * 100 : price;
      return { name, qty: sessions, unit, sum: sessions * unit };
    });
    const gross = lines.reduce((a, l) => a + l.sum, 0);
    const pct = rng.pick([15, 20, 25]);
    const disc = pkg ? share(gross, pct) : 0;
    const sub = gross - disc;
    let total: number;
    let vat: number | undefined;
    if (c.kind === 'company') {
      vat = vatOfNet(sub, rate);
      total = sub + vat;
    } else if (c.kind === 'licensed') {
      total = sub;
      vat = vatOfGross(total, rate);
    } else total = sub;
    const n = total > 150000 ? rng.pick([3, 6, 10]) : 1;
    const [first, rest] = instalments(total, n);
    const docNo = c.kind === 'exempt' ? String(rng.int(100, 499)) : c.kind === 'licensed' ? String(rng.int(300, 2400)).padStart(4, '0') : String(rng.int(10000, 29999));
    const heading = c.kind === 'exempt' ? 'קבלה / Receipt' : c.kind === 'licensed' ? 'חשבונית מס-קבלה / Tax Invoice-Receipt' : 'חשבונית מס קבלה / Tax Invoice Receipt';
    const label = c.kind === 'company' ? 'ח.פ. / Co. No.' : c.kind === 'licensed' ? 'עוסק מורשה / Licensed Dealer' : 'עוסק פטור / Exempt Dealer';
    const fmt = rng.pick(['dd/mm/yyyy', 'yyyy-mm-dd'] as const);
    const font = rng.pick([`'Noto Sans Hebrew','Lato'`, `'Simple CLM','Open Sans'`, `'FreeSans'`]);
    const r = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${a}</td><td>${b}</td></tr>`;
    const rows = lines.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.qty}</td><td>${amount(l.unit)}</td><td>${amount(l.sum)}</td></tr>`).join('');
    const totals =
      c.kind === 'company'
        ? `${disc ? r('סה"כ / Gross', amount(gross)) + r(`הנחת סדרה ${pct}% / Package discount`, `<bdi>-${amount(disc)}</bdi>`) : ''}${r('סה"כ לפני מע"מ / Subtotal', amount(sub))}${r(`מע"מ ${rate}% / VAT`, amount(vat ?? 0))}${r('סה"כ / Total ₪', amount(total), 'b')}`
        : c.kind === 'licensed'
          ? `${disc ? r('סה"כ / Gross', amount(gross)) + r(`הנחת סדרה ${pct}% / Package discount`, `<bdi>-${amount(disc)}</bdi>`) : ''}${r('סה"כ לתשלום / Total ₪', amount(total), 'b')}${r(`מתוכו מע"מ ${rate}% / incl. VAT`, amount(vat ?? 0))}`
          : `${disc ? r('סה"כ / Gross', amount(gross)) + r(`הנחת סדרה ${pct}% / Package discount`, `<bdi>-${amount(disc)}</bdi>`) : ''}${r('סה"כ התקבל / Total received ₪', amount(total), 'b')}`;
    const body = `<div class="hd"><div class="en">${esc(c.en)}</div><div class="he">${esc(c.he)}</div><div class="sm">${esc(c.place)}</div><div class="sm">${esc(c.legal)} · ${label} ${vendorTaxId}</div>${c.kind === 'company' ? `<div class="sm">בפיקוח רפואי / Medical supervision: ד"ר ${esc(rng.pick(['אורן שגב', 'מיכל ברק']))}, מ.ר. ${rng.int(20000, 59999)}</div>` : ''}</div>
<div class="title">${heading}</div><div class="nums"><span>מס' / No. <b>${docNo}</b></span><span>תאריך / Date <b>${dt(date, fmt)}</b></span></div>
<div class="cl">לקוח/ה / Client: ${esc(rng.pick(['שני אלון', 'רותם כץ', 'מור יוסף', 'דנה רבינוביץ']))} · ת.ז. / ID ${personalId(rng)} · <bdi>${cellular(rng)}</bdi></div>
<table class="it"><tr><th>אזור / Area</th><th>טיפולים / Sessions</th><th>מחיר / Price</th><th>סה"כ / Sum</th></tr>${rows}</table>
<table class="tot">${totals}</table>
<div class="pay">${n > 1 ? `אשראי / Card <bdi>${rng.digits(4)}</bdi> · ${n} תשלומים / instalments: ${amount(first)} + ${n - 1} × ${amount(rest)}` : rng.chance(0.5) ? `אשראי / Card <bdi>${rng.digits(4)}</bdi>` : `ביט / Bit · אסמכתא / Ref. ${rng.digits(8)}`}</div>
<div class="nx">${pkg ? `טיפול 1 מתוך ${sessions} / Session 1 of ${sessions} · ` : ''}התור הבא / Next appointment: ${dt(addDays(date, rng.pick([28, 35, 42])), fmt)}</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:10.5px;color:#3a2e39;padding:9mm 10mm}.hd{text-align:center;border-bottom:1px solid #c9a9c5;padding-bottom:2mm}.en{font-family:'Noto Serif Display','Noto Serif',serif;font-style:italic;font-size:24px;color:#8e4585}.he{font-size:15px;font-weight:bold}.sm{font-size:9px;color:#6d5a6b}
.title{text-align:center;font-size:15px;font-weight:bold;margin:4mm 0 1mm}.nums{display:flex;justify-content:space-around;margin-bottom:2mm}.cl{background:#f7eff6;padding:1.5mm 2mm;margin-bottom:3mm}.it{width:100%;border-collapse:collapse}.it th{border-bottom:1.5px solid #3a2e39;padding:1mm;text-align:right;font-size:9.5px}
.it td{padding:1.3mm 1mm;border-bottom:1px solid #eadbe8}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left;white-space:nowrap}.tot{width:88mm;margin:3mm auto 0 0;border-collapse:collapse}.tot td{padding:1mm 1.5mm}.tot td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:13px;border-top:1.5px solid #3a2e39}.pay{margin-top:4mm}.nx{margin-top:2mm;font-size:9.5px;color:#6d5a6b}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: c.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), ...(vat === undefined ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
