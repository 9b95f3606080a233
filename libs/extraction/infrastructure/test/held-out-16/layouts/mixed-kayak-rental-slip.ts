import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, share } from '../../generalisation/notation';

const OPERATORS = [
  { en: 'Jordan River Kayaks', he: 'קיאקים בירדן', legal: 'קיאקי הירדן העליון בע"מ', label: 'ח.פ. / Co. No.', company: true, site: 'כפר בלום / Kfar Blum' },
  { en: 'Kinneret Boats & SUP', he: 'סירות וסאפ בכנרת', legal: 'שמעון אבוטבול', label: 'עוסק מורשה / Licensed Dealer', company: false, site: 'חוף גולן / Golan Beach' },
  { en: 'Galilee Rafting', he: 'רפטינג הגליל', legal: 'רפטינג הגליל תיירות (2005) בע"מ', label: 'ח"פ / Reg. No.', company: true, site: 'גשר הפקק / Gesher HaPkak' },
];
/** Hebrew / English, price with VAT in agorot. */
const TICKETS: [string, number][] = [
  ['מבוגר / Adult', 9500],
  ['ילד 5-12 / Child', 7500],
];
const ADDONS: [string, number][] = [
  ['שקית אטומה / Dry bag', 1500],
  ['צילום מסלול / Route photos', 4000],
  ['ארונית / Locker', 1000],
  ['קיאק זוגי שעה / Double kayak 1h', 16000],
  ['סאפ שעה / SUP 1h', 9000],
];

/**
 * A river kayaking or lake boat rental's ticket receipt on 80 mm paper with every label in Hebrew and English
 * (FreeSans, Noto Sans Hebrew or DejaVu Sans; the English name in Lato Heavy): the English and Hebrew names, the
 * site, the legal name with "ח.פ. / Co. No." or the owner's name with "עוסק מורשה / Licensed Dealer"; "תאריך /
 * Date" (dd/mm/yyyy or d.m.yyyy) and time, "מקצה / Slot" and "מסלול / Route"; adult and child tickets ("4 × 95.00"),
 * add-ons; a group discount of 10% for eight or more; "לתשלום / To pay", "כולל מע"מ / incl. VAT"; card or cash
 * with change; a locker key deposit taken and returned outside the total; a waiver number and a mobile; last
 * "חשבונית מס קבלה / Tax Invoice Receipt" with "מס' / No." (seven digits), in April to October only.
 */
export const mixedKayakRentalSlip: Layout = {
  id: 'mixed-kayak-rental-slip',
  lang: 'mixed',
  kind: 'shop till',
  make(rng: Rng) {
    const o = rng.pick(OPERATORS);
    const vendorTaxId = taxId(rng, o.company);
    const year = rng.pick([2023, 2024, 2025]);
    const date = addDays(`${year}-04-10`, rng.int(0, 200));
    const rate = israeliRate(date);
    const adults = rng.int(1, 8);
    const kids = rng.int(0, 4);
    const lines: { name: string; qty: number; unit: number }[] = [{ name: TICKETS[0][0], qty: adults, unit: TICKETS[0][1] }];
    if (kids) lines.push({ name: TICKETS[1][0], qty: kids, unit: TICKETS[1][1] });
    for (const [name, unit] of rng.some(ADDONS, rng.int(0, 2))) lines.push({ name, qty: name.includes('Locker') || name.includes('photos') ? 1 : rng.int(1, 2), unit });
    const gross = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const group = adults + kids >= 8;
    const disc = group ? share(gross, 10) : 0;
    const total = gross - disc;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(1000000, 1999999));
    const dotted = rng.chance(0.5);
    const d = dotted ? dt(date, 'd/m/yyyy').replace(/\//g, '.') : dt(date, 'dd/mm/yyyy');
    const font = rng.pick(['FreeSans', 'Noto Sans Hebrew', 'DejaVu Sans']);
    const slot = `${rng.pick(['09', '10', '11', '13', '14', '15'])}:${rng.pick(['00', '30'])}`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const cash = rng.chance(0.35);
    const handed = Math.ceil(total / 10000) * 10000;
    const locker = lines.some((l) => l.name.includes('Locker'));
    const body = `<div class="en">${esc(o.en)}</div><div class="c b">${esc(o.he)}</div><div class="c sm">${esc(o.site)}</div><div class="c sm">${esc(o.legal)}</div><div class="c sm">${o.label} ${vendorTaxId}</div><div class="hr"></div>
${r('תאריך / Date', `${d} ${String(rng.int(8, 16)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`)}${r('מקצה / Slot', slot)}${r('מסלול / Route', esc(rng.pick(["קצר 1.5 ש' / Short 1.5h", "משפחתי 2 ש' / Family 2h", "אתגרי 3 ש' / Challenge 3h"])))}<div class="hr"></div>
${lines.map((l) => `${r(esc(l.name), amount(l.qty * l.unit))}${l.qty > 1 ? `<div class="ind"><bdi>${l.qty} × ${amount(l.unit)}</bdi></div>` : ''}`).join('')}<div class="hr"></div>
${group ? `${r('סה"כ / Subtotal', amount(gross))}${r('הנחת קבוצה 10% / Group discount', `<bdi>-${amount(disc)}</bdi>`)}` : ''}${r('לתשלום / To pay', `₪${amount(total)}`, 'big')}${r(`כולל מע"מ ${rate}% / incl. VAT`, amount(vat))}<div class="hr"></div>
${cash ? `${r('מזומן / Cash', amount(handed))}${r('עודף / Change', amount(handed - total))}` : `${r(`אשראי / Card <bdi>**${rng.digits(4)}</bdi>`, amount(total))}${r('אישור / Auth', rng.digits(6))}`}
${locker ? `<div class="sm">פיקדון מפתח ארונית / Locker key deposit ₪50.00 - הוחזר / returned</div>` : ''}<div class="sm">כתב ויתור / Waiver #${rng.int(20000, 99999)} · <bdi>${cellular(rng)}</bdi></div><div class="hr"></div>
<div class="c b">חשבונית מס קבלה / Tax Invoice Receipt</div><div class="c b">מס' / No. ${docNo}</div><div class="c sm">חובה לחבוש אפוד הצלה / Life jackets must be worn</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;width:72mm;padding:5mm 4mm;color:#111}.en{font-family:'Lato';font-weight:800;font-size:19px;text-align:center}.c{text-align:center}.b{font-weight:bold}.sm{font-size:9.5px}
.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.ind{padding-right:4mm;font-size:10px;color:#333}.hr{border-top:1px dashed #000;margin:1.8mm 0}.big{font-weight:bold;font-size:14px}`;
    return {
      page: '80mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
