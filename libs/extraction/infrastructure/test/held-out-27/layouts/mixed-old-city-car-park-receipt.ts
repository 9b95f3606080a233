import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { dated, lr, pair, taxIn, vid } from './extra';

const ID = 'mixed-old-city-car-park-receipt';
const OPERATORS = [
  {
    brand: '',
    he: 'החברה העירונית לתיירות עכו בע"מ',
    en: 'Akko Municipal Tourism Co. Ltd.',
    company: true,
    label: 'ח.פ. / Co. No.',
    lot: ['חניון חומות הים', 'Sea Walls Car Park'],
  },
  { brand: 'חניון השער · GATE PARKING', he: "ג'ורג' חדאד", en: 'George Haddad', company: false, label: 'עוסק מורשה / Licensed Dealer', lot: ['ליד שער יפו', 'Near Jaffa Gate'] },
  { brand: '', he: 'חניוני העיר העתיקה בע"מ', en: 'Old City Car Parks Ltd.', company: true, label: 'ח"פ / Reg. No.', lot: ['חניון כיכר השעון', 'Clock Tower Square Car Park'] },
];

/** An old-city visitors' car park pay station's receipt on 72 mm paper with every label in Hebrew and English: ticket, plate, entry and exit (the exit is the document's date), duration, a tariff of the first hour, each further half hour and a daily cap, VAT contained, card or cash; the lost-ticket price and the gate hours as distractors. */
export const mixedOldCityCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const o = OPERATORS[n % OPERATORS.length];
    const id = vid(o.he, o.company);
    const rate = israeliRate(date);
    const first = rng.pick([1200, 1500, 1800]);
    const extra = rng.pick([500, 600, 700]);
    const cap = rng.pick([5500, 6500, 7500]);
    const overnight = date.slice(5) !== '01-01' && rng.chance(0.2);
    const minutes = overnight ? rng.int(16 * 60, 22 * 60) : rng.int(35, 9 * 60);
    const exitAt = overnight ? rng.int(8 * 60, 13 * 60) : rng.int(10 * 60 + minutes, 23 * 60 + 30);
    const entryAt = exitAt - minutes; // negative when overnight
    const entryDay = entryAt < 0 ? addDays(date, -1) : date;
    const fee = (m: number) => Math.min(cap, first + Math.max(0, Math.ceil((m - 60) / 30)) * extra);
    const total = Math.floor(minutes / 1440) * cap + fee(minutes % 1440);
    const vat = taxIn(total, rate);
    const docNo = rng.pick([
      () => `${rng.int(1, 4)}${rng.digits(5)}`,
      () => `P${rng.int(10, 30)}-${rng.int(10000, 99999)}`,
      () => `${date.slice(2, 4)}/${rng.int(100000, 299999)}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'yyyy-mm-dd'] as const);
    const font = rng.pick([
      ["'Miriam Mono CLM','Liberation Mono'", 11],
      ["'Simple CLM','FreeSans'", 12.5],
      ["'Noto Sans Hebrew','DejaVu Sans Condensed'", 11],
    ] as const);
    const card = rng.chance(0.65);
    const tendered = Math.ceil(total / 2000) * 2000;
    const idText = o.company && rng.chance(0.5) ? hyphenId(id) : id;
    const ticket = `${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)}`;
    const l = (he: string, en: string) => `${he} <bdi dir="ltr" class="en">${en}</bdi>`;
    const body = `<div class="p">P</div>
${o.brand ? `<div class="c b">${esc(o.brand)}</div>` : ''}<div class="c ${o.brand ? '' : 'b'}">${esc(o.he)}</div><div class="c en" dir="ltr">${esc(o.en)}</div><div class="c">${o.label.replace(/ \/ (.*)$/, ' / <bdi dir="ltr">$1</bdi>')} ${lr(idText)}</div>
<div class="c">${esc(o.lot[0])} · <bdi dir="ltr" class="en">${esc(o.lot[1])}</bdi></div>
<div class="hr"></div><div class="c b">קבלה - חשבונית מס</div><div class="c en b" dir="ltr">Receipt - Tax Invoice</div>
${pair(l("מס'", 'No.'), lr(docNo))}${pair(l('תאריך', 'Date'), lr(dt(date, fmt)))}${pair(l('מכשיר', 'Station'), `${rng.pick(['APS', 'KASSA'])}-${rng.int(1, 6)}`)}
<div class="hr"></div>${pair(l('כרטיס', 'Ticket'), lr(ticket))}${pair(l('רכב', 'Plate'), lr(plate(rng)))}
${pair(l('כניסה', 'Entry'), lr(`${dt(entryDay, 'dd/mm/yy')} ${hhmm((entryAt + 1440) % 1440)}`))}${pair(l('יציאה', 'Exit'), lr(`${dt(date, 'dd/mm/yy')} ${hhmm(exitAt)}`))}${pair(l('משך', 'Duration'), lr(`${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`))}
<div class="hr"></div><div class="tf">${pair(l('שעה ראשונה', 'First hour'), amount(first))}${pair(l("כל 30 דק' נוספות", 'Each extra 30 min'), amount(extra))}${pair(l('מקסימום יומי', 'Daily max'), amount(cap))}</div>
<div class="hr2"></div>${pair(l('סה"כ לתשלום', 'TOTAL'), `₪${amount(total)}`, 'big')}${pair(l(`מע"מ ${rate}% כלול`, 'VAT incl.'), amount(vat))}
<div class="hr"></div>${card ? pair(l('אשראי', 'Card'), `${lr(`**${rng.digits(4)}`)}`) + pair(l('אישור', 'Approval'), lr(rng.digits(6))) : pair(l('מזומן', 'Cash'), amount(tendered)) + pair(l('עודף', 'Change'), amount(tendered - total))}
<div class="hr"></div><div class="c sm">יש לצאת תוך 15 דקות מהתשלום · Exit within 15 minutes<br>כרטיס אבד: ${amount(cap * 2)} ₪ · Lost ticket<br>השער פתוח 06:00-01:00 · Gate open 06:00-01:00</div>`;
    const css = `body{font-family:${font[0]},monospace;font-size:${font[1]}px;width:64mm;padding:4mm;color:#111}.p{margin:0 auto 2mm;width:11mm;height:11mm;border-radius:2mm;background:#1f4fa0;color:#fff;font:bold 26px/11mm 'DejaVu Sans',sans-serif;text-align:center}
.c{text-align:center}.b{font-weight:bold}.en{font-size:0.88em}.pr{display:flex;justify-content:space-between;gap:2mm}.tf{font-size:0.9em}.big{font-weight:bold;font-size:1.25em}.sm{font-size:0.8em}
.hr{border-top:1px dashed #000;margin:1.5mm 0}.hr2{border-top:2px solid #000;margin:1.5mm 0}`;
    const page = '72mm 200mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: o.he, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
