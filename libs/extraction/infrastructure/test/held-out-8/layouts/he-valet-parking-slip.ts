import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';

const VALETS = [
  { name: 'וואלה וואלט שירותי חניה בע"מ', site: 'אולמי גן הוורדים, ראשון לציון', company: true },
  { name: 'חניון המפתח בע"מ', site: 'מלון חוף הכרמל, חיפה', company: true },
  { name: 'רועי בן חמו – שירותי ואלה', site: 'גן אירועים הכרם, מושב בית זית', company: false },
];

/**
 * A valet parking service's slip on 80 mm paper (Miriam Mono CLM or FreeMono): the operator and the
 * venue, "ח.פ." or "ע.מ.", the key tag number, the plate, car make and colour, the time the car was
 * taken and returned, the valet's number, the event fee, a covered-parking supplement on some,
 * "סה"כ", "המחיר כולל מע"מ" with the amount, "קבלה / חשבונית מס" with seven digits, paid in cash or
 * by card.
 */
export const heValetParkingSlip: Layout = {
  id: 'he-valet-parking-slip',
  lang: 'he',
  kind: 'parking',
  make(rng: Rng) {
    const v = rng.pick(VALETS);
    const vendorTaxId = taxId(rng, v.company);
    const date = randomDate(rng, '2023-06-10', '2026-03-29');
    const rate = israeliRate(date);
    const fee = rng.pick([3500, 4000, 4500, 5000, 6000]);
    const cover = rng.chance(0.4) ? 1500 : 0;
    const total = fee + cover;
    const vat = vatOfGross(total, rate);
    const docNo = `0${rng.digits(6)}`;
    const tag = rng.int(100, 799);
    const inT = rng.int(18 * 60, 21 * 60);
    const font = rng.pick(['Miriam Mono CLM', 'FreeMono']);
    const cash = rng.chance(0.4);
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="s"><div class="c b">${esc(v.name)}</div><div class="c">${v.company ? 'ח.פ.' : 'ע.מ.'} ${vendorTaxId}</div><div class="c">${esc(v.site)}</div>
<div class="d"></div><div class="tag">תג מפתח ${tag}</div>
${r('רכב', `<span dir="ltr">${plate(rng)}</span>`)}${r('יצרן/צבע', esc(rng.pick(['מאזדה לבן', 'טויוטה אפור', 'קיה שחור', 'יונדאי כסוף', 'סקודה כחול'])))}
${r('תאריך', dt(date, 'dd/mm/yy'))}${r('נמסר', hhmm(inT))}${r('הוחזר', hhmm(inT + rng.int(120, 320)))}${r("ואלה מס'", String(rng.int(1, 40)))}
<div class="d"></div>${r('חניה באירוע', amount(fee))}${cover ? r('תוספת חניה מקורה', amount(cover)) : ''}${r('סה"כ', amount(total), 'b')}
${r(`המחיר כולל מע"מ ${rate}%`, amount(vat))}<div class="d"></div>
<div class="c b">קבלה / חשבונית מס ${docNo}</div>${r(cash ? 'מזומן' : `אשראי ${rng.digits(4)}`, amount(total))}${cash ? '' : `<div>אישור: ${rng.digits(7)}</div>`}
<div class="c sm">החברה אינה אחראית לחפצים שהושארו ברכב</div></div>`;
    const css = `body{font-family:'${font}',monospace;font-size:12px;color:#000}.s{width:72mm;padding:4mm}.c{text-align:center}.b{font-weight:bold}
.tag{font-size:22px;font-weight:bold;text-align:center;border:2px solid #000;margin:1mm 10mm}.d{border-top:1px dashed #000;margin:2mm 0}.r{display:flex;justify-content:space-between}.sm{font-size:10px;margin-top:2mm}`;
    return {
      page: '80mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      truth: { vendorName: v.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
