import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, share } from '../../generalisation/notation';
import { bi, stirred, vendorId } from './extra';

const LINES = [
  {
    he: 'רכבל הצוק',
    en: 'Cliff Cable Car',
    legal: 'רכבל הצוק תיירות בע"מ',
    label: 'ח.פ. / Co. No.',
    hyphen: false,
    prices: { adult: 6900, child: 5400, senior: 4500 },
    series: 'C',
  },
  {
    he: 'רכבל עמק הצבאים',
    en: 'Deer Valley Cableway',
    legal: 'עמק הצבאים אטרקציות (2006) בע"מ',
    label: 'ח"פ / Reg. No.',
    hyphen: true,
    prices: { adult: 7800, child: 6200, senior: 5200 },
    series: 'D',
  },
  {
    he: 'רכבל גבעת האלונים',
    en: 'Oak Hill Cable Car',
    legal: 'גבעת האלונים רכבלים ונופש בע"מ',
    label: 'ח.פ. / Company No.',
    hyphen: false,
    prices: { adult: 5900, child: 4700, senior: 3900 },
    series: 'G',
  },
];

/**
 * A tourist cable car's ticket and tax invoice from its ticket office on 80 mm paper with every label in Hebrew
 * and English (Roboto Condensed with Noto Sans Hebrew, FreeSans, or Liberation Sans Narrow with Simple CLM; the
 * Hebrew name in Noto Sans Hebrew black over the English in condensed capitals, a drawn gondola on its cable):
 * the company with "ח.פ. / Co. No." / "ח"פ / Reg. No." / "ח.פ. / Company No." (hyphenated on some); "חשבונית מס
 * - קבלה / Tax Invoice - Receipt", "מס' / No." as till-serial ("D2-018826"), "תאריך / Date", "שעה / Time",
 * "קופה / Till", "קופאי/ת / Cashier"; tickets for adults, children and seniors × price, return rides; a
 * resident's 20% discount or a family ticket on some; parking and a summit photo on some; "סה"כ / Total ₪",
 * "מזה מע"מ / Incl. VAT 17%/18%"; the card with its approval, or cash and change; each ticket's twelve-digit
 * barcode number, "בתוקף ליום ההנפקה / Valid on the day of issue", the last descent's time.
 */
export const mixedCableCarTicket: Layout = {
  id: 'mixed-cable-car-ticket',
  lang: 'mixed',
  kind: 'transport',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-cable-car-ticket');
    const l = rng.pick(LINES);
    const vendorTaxId = vendorId(l.legal, true);
    const date = randomDate(rng, '2024-01-01', '2025-12-28');
    const rate = israeliRate(date);
    const adults = rng.int(1, 4);
    const children = rng.int(0, 3);
    const seniors = rng.chance(0.3) ? rng.int(1, 2) : 0;
    type Row = { he: string; en: string; qty: number; unit: number };
    const rows: Row[] = [];
    const family = adults === 2 && children >= 2 && rng.chance(0.6);
    if (family) rows.push({ he: `כרטיס משפחתי (2+${children})`, en: `Family ticket (2+${children})`, qty: 1, unit: l.prices.adult * 2 + l.prices.child * children - 2000 });
    else {
      rows.push({ he: 'מבוגר הלוך-חזור', en: 'Adult return', qty: adults, unit: l.prices.adult });
      if (children) rows.push({ he: 'ילד (3-12) הלוך-חזור', en: 'Child (3-12) return', qty: children, unit: l.prices.child });
    }
    if (seniors) rows.push({ he: 'אזרח ותיק', en: 'Senior citizen', qty: seniors, unit: l.prices.senior });
    if (rng.chance(0.4)) rows.push({ he: 'חניה יומית', en: 'Day parking', qty: 1, unit: 2000 });
    if (rng.chance(0.3)) rows.push({ he: 'תמונה בפסגה', en: 'Summit photo', qty: 1, unit: 3500 });
    const gross = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const resident = !family && rng.chance(0.3) ? share(rows[0].qty * rows[0].unit, 20) : 0;
    const total = gross - resident;
    const vat = vatOfGross(total, rate);
    const till = rng.int(1, 4);
    const docNo = `${l.series}${till}-${String(rng.int(1000, 99999)).padStart(6, '0')}`;
    const fonts = rng.pick([`'Roboto Condensed','Noto Sans Hebrew'`, `'FreeSans'`, `'Liberation Sans Narrow','Simple CLM'`]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const r2 = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const cash = total % 1000 === 0 && rng.chance(0.5);
    const handed = Math.ceil(total / 5000) * 5000;
    const pay = cash
      ? r2(bi('מזומן / Cash'), amount(handed)) + r2(bi('עודף / Change'), amount(handed - total))
      : r2(bi('אשראי / Card'), `<bdi>${rng.pick(['VISA', 'MC', 'AMEX', 'ISRACARD'])} ${rng.digits(4)}</bdi>`) + r2(bi('אישור / Auth'), rng.digits(6));
    const tickets = rows.filter((r) => !/חניה|תמונה/.test(r.he)).reduce((a, r) => a + r.qty * (r.he.startsWith('כרטיס משפחתי') ? 2 + children : 1), 0);
    const codes = Array.from({ length: Math.min(tickets, 6) }, () => `<div class="code"><bdi>${rng.digits(12)}</bdi></div>`).join('');
    const gondola = `<svg width="200" height="34" viewBox="0 0 200 34"><line x1="0" y1="4" x2="200" y2="14" stroke="#222" stroke-width="1.2"/><line x1="100" y1="9" x2="100" y2="16" stroke="#222" stroke-width="1.2"/><rect x="86" y="16" width="28" height="16" rx="4" fill="#c0392b"/><rect x="90" y="19" width="8" height="6" fill="#fff"/><rect x="102" y="19" width="8" height="6" fill="#fff"/></svg>`;
    const body = `<div class="c">${gondola}</div><div class="he">${esc(l.he)}</div><div class="en">${esc(l.en)}</div>
<div class="c sm">${esc(l.legal)}<br>${bi(l.label)} <bdi>${l.hyphen ? hyphenId(vendorTaxId) : vendorTaxId}</bdi></div>
<div class="title">${bi('חשבונית מס - קבלה / Tax Invoice - Receipt')}</div>
${r2(bi("מס' / No."), `<b><bdi>${docNo}</bdi></b>`)}${r2(bi('תאריך / Date'), `<bdi>${dt(date, fmt)}</bdi>`)}${r2(bi('שעה / Time'), `<bdi>${hhmm(rng.int(9 * 60, 16 * 60))}</bdi>`)}${r2(
      `${bi('קופה / Till')} ${till}`,
      `${bi('קופאי/ת / Cashier')} ${rng.int(10, 99)}`,
    )}<hr>
${rows.map((r) => `<div>${esc(r.he)}<div class="e">${esc(r.en)}</div></div>${r2(`<bdi dir="ltr">${r.qty} × ${amount(r.unit)}</bdi>`, amount(r.qty * r.unit))}`).join('')}
${resident ? r2(bi('הנחת תושב 20% / Resident discount 20%'), `<bdi dir="ltr">-${amount(resident)}</bdi>`) : ''}<hr>
${r2(bi('סה"כ / Total ₪'), amount(total), 'big')}${r2(bi(`מזה מע"מ / Incl. VAT ${rate}%`), amount(vat))}<hr>${pay}<hr>
<div class="c sm">${bi('כרטיסים / Tickets')}: ${tickets}</div>${codes}
<div class="c sm">${bi('בתוקף ליום ההנפקה / Valid on the day of issue')}<br>${bi('ירידה אחרונה / Last descent')} <bdi>${rng.pick(['16:45', '17:00', '17:30'])}</bdi></div>`;
    const css = `body{font-family:${fonts},'Noto Sans Hebrew',sans-serif;font-size:10.5px;width:70mm;padding:4mm 5mm;color:#111}
.c{text-align:center}.he{font-family:'Noto Sans Hebrew',sans-serif;font-weight:900;font-size:21px;text-align:center;line-height:1.1}.en{font-family:'Roboto Condensed','Liberation Sans Narrow',sans-serif;text-transform:uppercase;letter-spacing:2px;text-align:center;font-size:11px;direction:ltr}
.sm{font-size:9px;line-height:1.5}.title{text-align:center;font-weight:bold;font-size:11.5px;margin:2mm 0;padding:1mm 0;border-top:2px solid #111;border-bottom:2px solid #111}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}hr{border:0;border-top:1px dashed #111;margin:1.5mm 0}.e{font-size:9px;color:#444;direction:ltr;text-align:right}
.big{font-size:15px;font-weight:bold}.code{text-align:center;font-family:'Liberation Mono',monospace;font-size:9px;letter-spacing:1px}`;
    const page = '80mm 240mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: l.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
