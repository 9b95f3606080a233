import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, landline } from '../../generalisation/notation';

const OPERATORS = [
  { en: 'ParkMed', legal: 'פארק-מד תפעול חניונים בע"מ', company: true, site: 'מרכז רפואי אשכול', siteEn: 'Eshkol Medical Center' },
  { en: 'CarePark', legal: 'קר-פארק ניהול חניונים רפואיים בע"מ', company: true, site: 'בית החולים השומרון', siteEn: 'Shomron Hospital' },
  { en: 'B. Parking', legal: 'נסים בוזגלו', company: false, site: "מרכז רפואי גליל מערבי - חניון ב'", siteEn: 'Western Galilee Medical Ctr. - Lot B' },
];

/**
 * A hospital car park's pay-station receipt on 80 mm paper with every label in Hebrew and English (DejaVu Sans,
 * Noto Sans Hebrew or FreeSans; the operator's English name in Nimbus Sans Narrow bold): the English name, the
 * Hebrew legal name with "ח.פ. / Co. No." or the owner's name with "עוסק מורשה / Licensed Dealer", the hospital
 * and lot; "קבלה - חשבונית מס / Receipt - Tax Invoice", "מס' / No." (pay station and serial, "07-0183342"),
 * ticket number, entry and exit (dd/mm/yy hh:mm), the stay in hours and minutes; the first hour and each
 * further quarter hour, capped at the daily maximum a day; a patient's or visitor's validation on some
 * (dialysis, maternity, oncology) with a reduced first hour, quarter and daily maximum; "לתשלום / To pay ₪", "כולל מע"מ / incl. VAT", card or
 * cash, and "יציאה עד / Exit by" fifteen minutes on. The receipt's date is the payment's.
 */
export const mixedHospitalParkingReceipt: Layout = {
  id: 'mixed-hospital-parking-receipt',
  lang: 'mixed',
  kind: 'parking',
  make(rng: Rng) {
    const o = rng.pick(OPERATORS);
    const vendorTaxId = taxId(rng, o.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const rate = israeliRate(date);
    const stay = rng.chance(0.25) ? rng.int(14 * 60, 40 * 60) : rng.int(25, 9 * 60);
    const exitMin = rng.int(stay >= 14 * 60 ? 8 * 60 : 9 * 60, 22 * 60);
    const dayBack = Math.floor((stay - exitMin + 24 * 60 - 1) / (24 * 60));
    const entryDate = addDays(date, -Math.max(0, dayBack));
    const entryMin = (((exitMin - stay) % 1440) + 1440) % 1440;
    const validated = rng.chance(0.35);
    const first = validated ? 600 : rng.pick([1200, 1400, 1600]);
    const quarter = validated ? 100 : rng.pick([300, 400]);
    const cap = validated ? 1800 : rng.pick([6000, 7000, 8500]);
    const days = Math.ceil(stay / 1440);
    let total = 0;
    for (let d = 0; d < days; d++) {
      const minutes = Math.min(1440, stay - d * 1440);
      const quarters = Math.max(0, Math.ceil((minutes - 60) / 15));
      total += Math.min(cap, first + quarters * quarter);
    }
    const vat = vatOfGross(total, rate);
    const station = String(rng.int(1, 12)).padStart(2, '0');
    const docNo = `${station}-${String(rng.int(10000, 399999)).padStart(7, '0')}`;
    const font = rng.pick(['DejaVu Sans', 'Noto Sans Hebrew', 'FreeSans']);
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const cash = rng.chance(0.3);
    const exitBy = hhmm(exitMin + 15);
    const body = `<div class="en">${esc(o.en)}</div><div class="c">${esc(o.legal)}</div><div class="c">${o.company ? l('ח.פ.', 'Co. No.') : l('עוסק מורשה', 'Licensed Dealer')} ${vendorTaxId}</div><div class="c">${esc(o.site)}</div><div class="c"><bdi>${esc(o.siteEn)}</bdi></div><div class="c">מוקד / <bdi>Help ${landline(rng)}</bdi></div>
<div class="hr"></div><div class="c b">${l('קבלה - חשבונית מס', 'Receipt - Tax Invoice')}</div>${r(l("מס'", 'No.'), docNo)}${r(l('כרטיס', 'Ticket'), rng.digits(12))}
${r(l('כניסה', 'Entry'), `<bdi>${dt(entryDate, 'dd/mm/yy')} ${hhmm(entryMin)}</bdi>`)}${r(l('תשלום', 'Paid'), `<bdi>${dt(date, 'dd/mm/yy')} ${hhmm(exitMin)}</bdi>`)}${r(l('משך', 'Duration'), `<bdi>${Math.floor(stay / 60)}h ${String(stay % 60).padStart(2, '0')}m</bdi>`)}
<div class="hr"></div>${validated ? r(l('תו מבקר', 'Validation'), esc(rng.pick(['דיאליזה / Dialysis', 'יולדות / Maternity', 'אונקולוגיה / Oncology']))) : ''}${r(l('שעה ראשונה', 'First hour'), amount(first))}${r(l('כל 15 דק׳ נוספות', 'Each add. 15 min'), amount(quarter))}${r(l('מקסימום ליום', 'Daily max'), amount(cap))}
<div class="hr"></div>${r(l('לתשלום', 'To pay ₪'), amount(total), 'big')}${r(l(`כולל מע"מ ${rate}%`, 'incl. VAT'), amount(vat))}${cash ? r(l('מזומן', 'Cash'), amount(Math.ceil(total / 1000) * 1000)) + r(l('עודף', 'Change'), amount(Math.ceil(total / 1000) * 1000 - total)) : r(l('אשראי', 'Card'), `<bdi>**${rng.digits(4)}</bdi>`)}
<div class="hr"></div><div class="c b">${l('יציאה עד', 'Exit by')} ${exitBy}</div><div class="c sm">רפואה שלמה / Get well soon</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;width:72mm;padding:5mm 4mm;color:#111}.en{font-family:'Nimbus Sans Narrow',sans-serif;font-weight:bold;font-size:27px;text-align:center;direction:ltr}.c{text-align:center}.b{font-weight:bold;font-size:12.5px}
.r{display:flex;justify-content:space-between;gap:2mm}.r span:last-child{white-space:nowrap}.hr{border-top:1px solid #000;margin:1.8mm 0}.big{font-weight:bold;font-size:14px}.sm{font-size:9.5px;margin-top:2mm}`;
    return {
      page: '80mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
