import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { bi, dated, lr, taxIn, vid } from './extra';

const ID = 'mixed-robotic-parking-tower-receipt';
const OPS = [
  {
    he: 'חניון רובוטי סיטי פארק בע"מ',
    en: 'City Park Robotic Parking Ltd.',
    brandHe: '',
    brandEn: '',
    legal: 'חניון רובוטי סיטי פארק בע"מ',
    company: true,
    label: bi('ח.פ.', 'Co. No.'),
  },
  { he: 'ליאור מזרחי', en: 'Lior Mizrahi', brandHe: 'רובופארק', brandEn: 'ROBOPARK', legal: 'ליאור מזרחי', company: false, label: bi('עוסק מורשה', 'Licensed Dealer') },
  { he: 'מגדלי חניה ישראל בע"מ', en: 'Parking Towers Israel Ltd.', brandHe: '', brandEn: '', legal: 'מגדלי חניה ישראל בע"מ', company: true, label: bi('ח"פ', 'Reg. No.') },
];
const SITES = [
  ["מגדל החניה רח' הארבעה", "HaArba'a St tower, Tel Aviv"],
  ['חניון רובוטי בית החולים', 'Hospital robotic car park, Haifa'],
  ['מגדל חניה קריית הממשלה', 'Government Quarter tower, Jerusalem'],
  ['חניון רובוטי מתחם הבורסה', 'Diamond Exchange robotic park, Ramat Gan'],
];

/** A robotic (automated) parking tower's exit receipt on 80 mm paper, every label in Hebrew and English: the entry and exit with date and time (overnight stays enter the day before), the pallet, bay and retrieval PIN, a tariff of a first hour, quarter hours and a daily cap, VAT contained. */
export const mixedRoboticParkingTowerReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng: Rng) {
    const { date } = dated(ID, rng);
    const o = rng.pick(OPS);
    const id = vid(o.legal, o.company);
    const rate = israeliRate(date);
    const first = rng.pick([1500, 1800, 2200]);
    const quarter = rng.pick([400, 500, 600]);
    const cap = rng.pick([7500, 9500, 12000]);
    const minutes = rng.chance(0.35) ? rng.int(15, 60) : rng.chance(0.8) ? rng.int(61, 300) : rng.int(700, 2700);
    const exitAt = rng.int(8 * 60, 23 * 60);
    const entryAbs = exitAt - minutes;
    const entryDay = addDays(date, Math.floor(entryAbs / 1440));
    const entryAt = ((entryAbs % 1440) + 1440) % 1440;
    const dayFee = (m: number) => (m === 0 ? 0 : Math.min(cap, m <= 60 ? first : first + Math.ceil((m - 60) / 15) * quarter));
    const total = Math.floor(minutes / 1440) * cap + dayFee(minutes % 1440);
    const vat = taxIn(total, rate);
    const docNo = rng.pick([
      () => `RP-${rng.int(100000, 999999)}`,
      () => `${String(rng.int(1, 30)).padStart(4, '0')}-${rng.int(1000, 9999)}`,
      () => String(rng.int(9000000, 9999999)),
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'yyyy-mm-dd', 'dd.mm.yy'] as const);
    const font = rng.pick(["'DejaVu Sans Condensed','Miriam CLM'", "'Liberation Sans Narrow','Simple CLM'", "'Noto Sans','Noto Sans Hebrew'"]);
    const site = rng.pick(SITES);
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const dur = `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
    const body = `<svg width="60" height="44" viewBox="0 0 60 44" style="display:block;margin:0 auto"><rect x="14" y="2" width="32" height="40" fill="none" stroke="#000" stroke-width="2"/><line x1="14" y1="12" x2="46" y2="12" stroke="#000"/><line x1="14" y1="22" x2="46" y2="22" stroke="#000"/><line x1="14" y1="32" x2="46" y2="32" stroke="#000"/><rect x="20" y="25" width="20" height="5" rx="2"/><text x="30" y="10" font-size="8" text-anchor="middle" font-family="sans-serif">P</text></svg>
${o.brandHe ? `<div class="c big">${o.brandHe} · ${lr(o.brandEn)}</div>` : ''}<div class="c ${o.brandHe ? '' : 'big'}">${esc(o.he)}</div><div class="c">${lr(esc(o.en))}</div><div class="c">${o.label} ${lr(o.company && rng.chance(0.5) ? hyphenId(id) : id)}</div><div class="c sm">${esc(site[0])}<br>${lr(esc(site[1]))}</div>
<div class="rule"></div><div class="c b">${bi('קבלה - חשבונית מס', 'Receipt - Tax Invoice')}</div>
${r(bi("מס'", 'No.'), lr(docNo))}${r(bi('תאריך', 'Date'), lr(dt(date, fmt)))}
<div class="rule"></div>${r(bi('כרטיס', 'Ticket'), lr(rng.digits(12)))}${r(bi('רכב', 'Plate'), lr(plate(rng)))}${r(bi('משטח', 'Pallet'), String(rng.int(1, 320)))}${r(bi('עמדת מסירה', 'Bay'), String(rng.int(1, 6)))}
${r(bi('כניסה', 'Entry'), lr(`${dt(entryDay, 'dd/mm/yy')} ${hhmm(entryAt)}`))}${r(bi('יציאה', 'Exit'), lr(`${dt(date, 'dd/mm/yy')} ${hhmm(exitAt)}`))}${r(bi('משך', 'Duration'), lr(dur))}
<div class="rule"></div><div class="sm">${bi('תעריף', 'Tariff')}: ${bi('שעה ראשונה', 'first hour')} ${amount(first)} · ${bi("כל 15 דק'", 'each 15 min')} ${amount(quarter)} · ${bi('מקסימום יומי', 'daily max')} ${amount(cap)}</div>
<div class="rule"></div>${r(bi('סה"כ לתשלום', 'TOTAL'), `₪${amount(total)}`, 'big')}${r(bi(`מע"מ ${rate}% כלול`, `VAT ${rate}% incl.`), amount(vat))}
<div class="rule"></div>${r(bi('אשראי', 'Card'), lr(`${rng.pick(['VISA', 'MC', 'AMEX'])} ****${rng.digits(4)}`))}${r(bi('אישור', 'Auth.'), lr(rng.digits(6)))}
<div class="rule"></div><div class="c sm">${bi('קוד שליפה לביקור הבא', 'Next retrieval PIN')}: ${rng.digits(4)}<br>${bi('נא להמתין לאור הירוק', 'Wait for the green light')}</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:10.5px;width:70mm;padding:4mm 5mm;color:#000}.c{text-align:center}.big{font-size:14px;font-weight:bold}.b{font-weight:bold}.sm{font-size:8.5px}
.r{display:flex;justify-content:space-between;gap:2mm}.rule{border-top:1px solid #000;margin:1.8mm 0}`;
    const page = '80mm 220mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: o.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
