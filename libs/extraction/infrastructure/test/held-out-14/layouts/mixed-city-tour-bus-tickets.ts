import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, landline } from '../../generalisation/notation';

const OPERATORS = [
  { en: 'CityLoop Tel Aviv', he: 'סיטי לופ תל אביב', legal: 'סיטי לופ תיירות בע"מ', company: true, stop: 'Namal / נמל' },
  { en: 'Jerusalem Open Top', he: 'ירושלים אופן טופ', legal: 'ירושלים אופן טופ הסעות בע"מ', company: true, stop: 'Jaffa Gate / שער יפו' },
  { en: 'Galilee Hop Tours', he: 'גליל הופ טורס', legal: "ג'ורג' חורי", company: false, stop: 'Tiberias Promenade / טיילת טבריה' },
];
/** Hebrew, English, price with VAT (agorot). */
const TICKETS: [string, string, number][] = [
  ['מבוגר 24 שעות', 'Adult 24h', 9900],
  ['ילד 24 שעות', 'Child 24h', 6900],
  ['אזרח ותיק 24 שעות', 'Senior 24h', 7900],
  ['מבוגר 48 שעות', 'Adult 48h', 13900],
  ['משפחתי (2+2)', 'Family (2+2)', 29900],
];

/**
 * A hop-on hop-off city tour bus's ticket receipt on 80 mm paper with every label in Hebrew and English (DejaVu
 * Sans, FreeSans or Noto Sans Hebrew; the English name in Nimbus Sans Narrow bold in a red band): the names, the
 * Hebrew legal name with "ח.פ. / Reg." or the owner's name with "עוסק מורשה / Lic. Dealer", the boarding stop;
 * "חשבונית מס/קבלה / Tax Invoice/Receipt" "מס' / No." (stop-serial, "TLV1-005821"), "תאריך / Date" (dd/mm/yyyy
 * or yyyy-mm-dd) and time, the driver; tickets "2 × 99.00", an audio guide headset on some, "סה"כ / TOTAL ₪",
 * "כולל מע"מ / incl. VAT", card or cash; each ticket's number and "valid until" date and time, 24 or 48 hours on.
 */
export const mixedCityTourBusTickets: Layout = {
  id: 'mixed-city-tour-bus-tickets',
  lang: 'mixed',
  kind: 'transport ticket',
  make(rng: Rng) {
    const o = rng.pick(OPERATORS);
    const vendorTaxId = taxId(rng, o.company);
    const date = randomDate(rng, '2023-07-01', '2026-02-28');
    const rate = israeliRate(date);
    const lines = rng.some(TICKETS, rng.int(1, 3)).map(([he, en, price]) => ({ he, en, price, qty: rng.int(1, 3) }));
    const audio = rng.chance(0.4) ? rng.int(1, 3) : 0;
    const total = lines.reduce((a, x) => a + x.qty * x.price, 0) + audio * 1500;
    const vat = vatOfGross(total, rate);
    const prefix = o.en.split(' ')[0].slice(0, 3).toUpperCase();
    const docNo = `${prefix}${rng.int(1, 4)}-${String(rng.int(100, 19999)).padStart(6, '0')}`;
    const font = rng.pick(['DejaVu Sans', 'FreeSans', 'Noto Sans Hebrew']);
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const hh = rng.int(9, 16);
    const mm = String(rng.int(0, 59)).padStart(2, '0');
    const iso = rng.chance(0.5);
    const d = (x: string) => (iso ? x : dt(x, 'dd/mm/yyyy'));
    const longest = lines.some((x) => x.en.includes('48')) ? 2 : 1;
    const body = `<div class="band">${esc(o.en)}</div><div class="c b">${esc(o.he)}</div><div class="c">${esc(o.legal)}</div><div class="c">${o.company ? l('ח.פ.', 'Reg.') : l('עוסק מורשה', 'Lic. Dealer')} ${vendorTaxId}</div><div class="c sm"><bdi>${landline(rng)}</bdi> · <bdi>${esc(o.stop)}</bdi></div><div class="hr"></div>
<div class="c b">${l('חשבונית מס/קבלה', 'Tax Invoice/Receipt')}</div>${r(l("מס'", 'No.'), docNo)}${r(l('תאריך', 'Date'), `${d(date)} ${hh}:${mm}`)}${r(l('נהג', 'Driver'), String(rng.int(100, 999)))}<div class="hr"></div>
${lines.map((x) => `${r(`${esc(x.he)} <bdi>${x.en}</bdi>`, amount(x.qty * x.price))}<div class="ind">${x.qty} × ${amount(x.price)}</div>`).join('')}${audio ? `${r(`אוזניות הדרכה <bdi>Audio guide</bdi>`, amount(audio * 1500))}<div class="ind">${audio} × 15.00</div>` : ''}<div class="hr"></div>
${r(`${l('סה"כ', 'TOTAL')} ₪`, amount(total), 'big')}${r(`${l('כולל מע"מ', 'incl. VAT')} ${rate}%`, amount(vat))}${r(rng.chance(0.7) ? l('אשראי', 'Card') : l('מזומן', 'Cash'), amount(total))}<div class="hr"></div>
${lines.map((x) => `<div class="sm">${l('כרטיס', 'Ticket')} ${rng.digits(12)} · ${l('בתוקף עד', 'valid until')} ${d(addDays(date, x.en.includes('48') ? 2 : 1))} ${hh}:${mm}</div>`).join('')}<div class="c sm">${l('עלו וירדו בכל תחנה', 'Hop on, hop off at any stop')} · ${longest * 24}h</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;width:72mm;padding:5mm 4mm;color:#111}.band{background:#c62828;color:#fff;font-family:'Nimbus Sans Narrow',sans-serif;font-weight:bold;font-size:20px;text-align:center;padding:1.5mm;direction:ltr}.c{text-align:center}.b{font-weight:bold}
.r{display:flex;justify-content:space-between;gap:3mm}.r span:last-child{white-space:nowrap}.ind{padding-right:4mm;font-size:10px}.hr{border-top:1px dashed #000;margin:2mm 0}.big{font-weight:bold;font-size:13.5px}.sm{font-size:9px}`;
    return {
      page: '80mm 200mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 200mm', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
