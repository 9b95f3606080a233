import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, plate, spacedId } from '../../generalisation/notation';
import { bi, stirred, vendorId } from './extra';

const LOTS = [
  { en: 'Dor Beach Parking', he: 'חניון חוף דור', legal: 'חוף דור נופש וחניה בע"מ', label: 'ח.פ. / Company No.', company: true, spaced: false },
  { en: 'Palmachim Beach Car Park', he: 'חניון חוף פלמחים', legal: 'אלי בן שושן', label: 'עוסק מורשה / Lic. Dealer', company: false, spaced: false },
  { en: 'Bat Galim Seafront Parking', he: 'חניון טיילת בת גלים', legal: 'חניוני הכרמל החברה הכלכלית בע"מ', label: 'ח"פ / Reg. No.', company: true, spaced: true },
];

/**
 * A beach car park's exit receipt on 80 mm paper with every label in Hebrew and English (FreeMono, Miriam Mono
 * CLM or DejaVu Sans Mono; the English name in FreeSans bold inside a rounded box with a row of waves
 * under it): the Hebrew and English names, the legal name with "ח.פ. / Company No." / "ח"פ / Reg. No." (spaced
 * on some) or the concessionaire's own name with "עוסק מורשה / Lic. Dealer"; "כרטיס / Ticket" (a ten-digit
 * ticket number) and "רכב / Plate"; "כניסה / Entry" and "יציאה / Exit" with their times and the date,
 * "משך / Duration"; the tariff ("שעה ראשונה / First hour", "כל 15 דק' נוספות / Each extra 15 min", "מקסימום
 * יומי / Daily max") or a flat day rate on summer weekends; "לתשלום / To pay ₪"; "כולל מע"מ / Incl. VAT";
 * "קבלה - חשבונית מס / Receipt - Tax Invoice No." ("P3-0048211"); cash with change or a card; the lot closes
 * at 20:00.
 */
export const mixedBeachParkingTicket: Layout = {
  id: 'mixed-beach-parking-ticket',
  lang: 'mixed',
  kind: 'parking',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-beach-parking-ticket');
    const l = rng.pick(LOTS);
    const vendorTaxId = vendorId(l.legal, l.company);
    const date = randomDate(rng, '2024-04-01', '2025-10-31');
    const rate = israeliRate(date);
    const entry = rng.int(7 * 60, 15 * 60);
    const mins = rng.int(35, 420);
    const exit = Math.min(entry + mins, 20 * 60);
    const dur = exit - entry;
    const dow = new Date(`${date}T12:00:00Z`).getUTCDay();
    const flat = (dow === 5 || dow === 6) && Number(date.slice(5, 7)) >= 6 && Number(date.slice(5, 7)) <= 9;
    const first = rng.pick([1000, 1200, 1500]);
    const q = rng.pick([300, 400]);
    const max = rng.pick([4500, 5000, 6000]);
    const total = flat ? rng.pick([4000, 5000]) : Math.min(max, first + Math.max(0, Math.ceil((dur - 60) / 15)) * q);
    const vat = vatOfGross(total, rate);
    const docNo = `P${rng.int(1, 4)}-${String(rng.int(1000, 99999)).padStart(7, '0')}`;
    const font = rng.pick(['FreeMono', 'Miriam Mono CLM', 'DejaVu Sans Mono']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'dd/mm/yy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${bi(a)}</span><span>${b}</span></div>`;
    const cash = rng.chance(0.4);
    const handed = Math.ceil(total / 2000) * 2000 + (rng.chance(0.5) ? 2000 : 0);
    const tariff = flat
      ? r('תעריף יומי קבוע / Flat day rate', amount(total))
      : r('שעה ראשונה / First hour', amount(first)) + r("כל 15 דק' נוספות / Each extra 15 min", amount(q)) + r('מקסימום יומי / Daily max', amount(max));
    const body = `<div class="box"><div class="en">${esc(l.en)}</div><div class="he">${esc(l.he)}</div></div><div class="waves">≈ ≈ ≈ ≈ ≈ ≈ ≈ ≈ ≈ ≈</div>
<div class="c sm">${esc(l.legal)}<br>${bi(l.label)}: <bdi>${l.spaced ? spacedId(vendorTaxId) : vendorTaxId}</bdi></div><div class="dash"></div>
${r('כרטיס / Ticket', `<bdi>${rng.digits(10)}</bdi>`)}${r('רכב / Plate', `<bdi>${plate(rng)}</bdi>`)}${r('תאריך / Date', `<bdi>${dt(date, fmt)}</bdi>`)}${r('כניסה / Entry', hhmm(entry))}${r('יציאה / Exit', hhmm(exit))}${r('משך / Duration', `${Math.floor(dur / 60)}:${String(dur % 60).padStart(2, '0')}`)}<div class="dash"></div>
${tariff}<div class="dash"></div>${r('לתשלום / To pay ₪', amount(total), 'big b')}${r('כולל מע"מ / Incl. VAT', `${amount(vat)} (${rate}%)`, 'sm')}<div class="dash"></div>
${cash ? r('מזומן / Cash', amount(handed)) + r('עודף / Change', amount(handed - total)) : r('אשראי / Card', `<bdi>XXXX${rng.digits(4)}</bdi>`) + r('אישור / Approval', rng.digits(6))}<div class="dash"></div>
<div class="c b">${bi('קבלה - חשבונית מס / Receipt - Tax Invoice')}</div>${r("מס' / No.", `<bdi>${docNo}</bdi>`, 'b')}${r('עמדה / Station', String(rng.int(1, 6)))}
<div class="c sm">${bi('החניון נסגר בשעה 20:00 / Car park closes at 20:00')}</div><div class="c sm">${bi('שמרו על ניקיון החוף / Keep the beach clean')}</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',monospace;font-size:11px;width:70mm;padding:4mm 5mm;color:#000}
.box{border:2px solid #000;border-radius:4mm;padding:1.5mm;text-align:center}.en{font-family:'FreeSans',sans-serif;font-weight:bold;font-size:15px;direction:ltr}.he{font-weight:bold;font-size:14px}.waves{text-align:center;font-family:'DejaVu Sans';font-size:10px;margin:0.5mm 0 1mm}
.c{text-align:center}.b{font-weight:bold}.big{font-size:14px}.sm{font-size:9.5px}.dash{border-top:1px dashed #000;margin:1.5mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}`;
    const page = '80mm 200mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: l.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
