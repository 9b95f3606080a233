import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, plate, share } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, total, vatOn } from './extra';

const ID = 'mixed-sayyara-garage-invoice';

/** Part number, Hebrew, English, agorot a unit before VAT in 2022, units. */
const PARTS: [string, string, string, number, [number, number]][] = [
  ['90915-YZZE1', 'מסנן שמן', 'Oil filter', 4500, [1, 1]],
  ['08880-83714', 'שמן מנוע 5W-30, ליטר', 'Engine oil 5W-30, litre', 4800, [4, 6]],
  ['17801-0T030', 'מסנן אוויר', 'Air filter', 8900, [1, 1]],
  ['87139-0D010', 'מסנן מזגן', 'Cabin filter', 9500, [1, 1]],
  ['04465-02220', 'רפידות בלם קדמיות', 'Front brake pads', 38000, [1, 1]],
  ['43512-02190', 'דיסק בלם קדמי', 'Front brake disc', 31000, [2, 2]],
  ['90919-01253', 'מצת', 'Spark plug', 4500, [4, 4]],
  ['85222-02210', 'מגב קדמי', 'Wiper blade', 4500, [2, 2]],
  ['28800-YZZ5A', 'מצבר 60 אמפר', 'Battery 60Ah', 52000, [1, 1]],
  ['08823-80001', 'נוזל בלמים DOT4', 'Brake fluid DOT4', 3500, [1, 2]],
  ['08889-80061', 'נוזל קירור, ליטר', 'Coolant, litre', 3000, [2, 4]],
];
/** Hebrew, English, hours in tenths. */
const LABOUR: [string, string, number][] = [
  ['טיפול תקופתי', 'Periodic service', 15],
  ['החלפת רפידות ודיסקים', 'Brake pads and discs replacement', 18],
  ['בדיקת מחשב ואבחון תקלות', 'Computer diagnostics', 5],
  ['החלפת מצבר ובדיקת טעינה', 'Battery replacement and charge test', 4],
  ['כיוון פרונט', 'Wheel alignment', 8],
];
const CARS = ['Toyota Corolla 1.8 Hybrid', 'Hyundai i20 1.2', 'Kia Sportage 1.6T', 'Skoda Octavia 1.5 TSI', 'Mitsubishi Outlander 2.0'];
const OWNERS = ['מחמוד מחאמיד', "עלא ג'בארין", 'רואן אגבאריה', "סאמר מחאג'נה", 'היבה אבו שקרה'];

/**
 * A garage at Umm al-Fahm, the tax invoice at collection with Hebrew and English labels, A4 (Nachlieli CLM for the
 * headings, DejaVu Sans, Liberation Sans Narrow for the English and part numbers): a red wrench drawn beside "מוסך
 * סיארה" and "SAYYARA · UMM AL-FAHM", "חשמל · מכונאות · בלמים · מיזוג", the company "סיארה מוסך ושירותי רכב בע"מ" with
 * "ח.פ. / Co. No." hyphenated and the licence number (a distractor); "חשבונית מס / Tax invoice" with "מס' / No." five
 * digits and "תאריך / Date" dd/mm/yyyy; a grid of the customer, phone, plate, model, odometer and the job card
 * (distractors); parts (number, Hebrew over English, quantity, unit price, sum) and labour (hours in tenths × the
 * hourly rate by year); sometimes "הנחה על חלקים / Parts discount 10%"; "סה"כ חלקים / Parts", "סה"כ עבודה / Labour",
 * "סה"כ לפני מע"מ / Net", "מע"מ n% / VAT n%" added, "סה"כ לתשלום / Total due" "₪ …"; the warranty; not Friday.
 */
export const mixedSayyaraGarageInvoice: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'garage invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5]);
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const hourly = Math.round((32000 * rise) / 1000) * 1000;
    const parts = rng.some(PARTS, rng.int(2, 6)).map(([no, he, en, p, [lo, hi]]) => {
      const price = Math.round((p * rise) / 10) * 10;
      const q = rng.int(lo, hi);
      return { no, he, en, price, q, sum: q * price };
    });
    const labour = rng.some(LABOUR, rng.int(1, 2)).map(([he, en, h]) => ({ he, en, h, sum: (h * hourly) / 10 }));
    const partsSum = total(parts.map((x) => x.sum));
    const labourSum = total(labour.map((x) => x.sum));
    const discount = rng.chance(0.35) ? share(partsSum, 10) : 0;
    const net = partsSum + labourSum - discount;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'סיארה מוסך ושירותי רכב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10000, 49999));
    const en = (s: string) => `<span class="en">${ltr(s)}</span>`;
    const lab = (he: string, e: string) => `<div>${he.replace(/[0-9A-Z][0-9A-Z\-.]*/g, (m) => ltr(m))}</div><div class="ee">${en(e)}</div>`;
    const partRows = parts
      .map((x) => `<tr><td class="pn">${en(x.no)}</td><td>${lab(x.he, x.en)}</td><td>${en(String(x.q))}</td><td>${en(amount(x.price))}</td><td>${en(amount(x.sum))}</td></tr>`)
      .join('');
    const labourRows = labour
      .map((x) => `<tr><td></td><td>${lab(x.he, x.en)}</td><td>${en((x.h / 10).toFixed(1))}</td><td>${en(amount(hourly))}</td><td>${en(amount(x.sum))}</td></tr>`)
      .join('');
    const grid = [
      ['לקוח / Customer', rng.pick(OWNERS)],
      ['טלפון / Phone', en(cellular(rng))],
      ["מס' רישוי / Reg. no.", en(plate(rng))],
      ['דגם / Model', en(rng.pick(CARS))],
      ['ק"מ / Odometer', en(String(rng.int(12000, 240000)))],
      ['כרטיס עבודה / Job card', en(String(rng.int(100000, 999999)))],
    ]
      .map(([l, v]) => `<div class="cell"><div class="l">${l.replace(/[A-Za-z][A-Za-z .]*/g, (m) => en(m))}</div><div class="v">${v}</div></div>`)
      .join('');
    const body = `<div class="hdr"><div class="brand"><div class="wr"><i></i><b></b></div><div><div class="nm">מוסך סיארה</div><div class="lt">${en('SAYYARA · UMM AL-FAHM')}</div><div>חשמל · מכונאות · בלמים · מיזוג</div></div></div>
<div class="co">${vendorName}<br>ח.פ. / ${en(`Co. No. ${hyphenId(taxId)}`)}<br>רישיון מוסך / ${en(`Licence ${rng.int(10000, 99999)}`)}<br>${en(`04-61${rng.digits(5)}`)} · אזור התעשייה</div></div>
<div class="ti"><span class="tt">חשבונית מס / ${en('Tax invoice')}</span><span>מס' / ${en('No.')} <b>${en(doc)}</b></span><span>תאריך / ${en('Date')} <b>${en(dt(date, 'dd/mm/yyyy'))}</b></span></div>
<div class="grid">${grid}</div>
<table class="t"><tr><th>מק"ט / ${en('Part no.')}</th><th>תיאור / ${en('Description')}</th><th>כמות / ${en('Qty')}</th><th>מחיר / ${en('Price')}</th><th>סה"כ / ${en('Total')}</th></tr>
<tr class="sec"><td colspan="5">חלקים / ${en('Parts')}</td></tr>${partRows}<tr class="sec"><td colspan="5">עבודה / ${en('Labour')} (${en('hours')})</td></tr>${labourRows}</table>
<table class="tot"><tr><td>סה"כ חלקים / ${en('Parts')}</td><td>${en(amount(partsSum))}</td></tr><tr><td>סה"כ עבודה / ${en('Labour')}</td><td>${en(amount(labourSum))}</td></tr>${discount ? `<tr><td>הנחה על חלקים / ${en('Parts discount 10%')}</td><td>${en(`-${amount(discount)}`)}</td></tr>` : ''}<tr><td>סה"כ לפני מע"מ / ${en('Net')}</td><td>${en(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)} / ${en(`VAT ${rate}%`)}</td><td>${en(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום / ${en('Total due')}</td><td>${en(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="war">אחריות: חלקים – ${ltr('12')} חודשים, עבודה – ${ltr('3')} חודשים או ${ltr('5,000')} ק"מ / ${en('Warranty: parts 12 months, labour 3 months or 5,000 km')}</div>`;
    const css = `body{font-family:'DejaVu Sans';font-size:11px;padding:13mm 14mm}.en{font-family:'Liberation Sans Narrow';font-size:11px}.hdr{display:flex;justify-content:space-between;align-items:center}.brand{display:flex;gap:10px;align-items:center}
.wr{position:relative;width:44px;height:44px;background:#b3211e;border-radius:8px}.wr i{position:absolute;left:19px;top:8px;width:6px;height:28px;background:#fff;transform:rotate(45deg)}.wr b{position:absolute;left:11px;top:6px;width:12px;height:12px;border:4px solid #fff;border-radius:50%;box-sizing:border-box}
.nm{font-family:'Nachlieli CLM';font-size:28px;font-weight:bold;line-height:1.05}.lt .en{letter-spacing:2px;font-size:12px}.co{text-align:left;line-height:1.5;font-size:10.5px}
.ti{display:flex;justify-content:space-between;align-items:baseline;background:#b3211e;color:#fff;padding:5px 10px;margin:12px 0 8px}.ti .en{font-size:12px}.tt{font-family:'Nachlieli CLM';font-size:18px;font-weight:bold}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:0;border:1px solid #888;margin-bottom:10px}.cell{border:1px solid #ccc;padding:3px 6px}.l{font-size:9.5px;color:#555}.v{font-weight:bold}
.t{width:100%;border-collapse:collapse}.t th{border-bottom:2px solid #b3211e;text-align:start;padding:3px 4px;font-size:10.5px}.t td{padding:3px 4px;border-bottom:1px solid #e2e2e2;vertical-align:top}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:left;white-space:nowrap}.pn{white-space:nowrap}.ee{color:#444}.sec td{background:#f4e3e2;font-weight:bold}
.tot{margin:10px auto 0 0;border-collapse:collapse;min-width:92mm}.tot td{padding:3px 6px}.tot td:last-child{text-align:left}.tot .g td{font-weight:bold;font-size:14px;border-top:2px solid #000;border-bottom:2px solid #000}.tot .g .en{font-size:14px}.war{margin-top:16px;font-size:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
