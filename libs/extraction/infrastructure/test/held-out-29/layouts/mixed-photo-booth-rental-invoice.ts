import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, enDay, heDay, hyphenId, personalId } from '../../generalisation/notation';
import { add, allocation, bi, dated, house, lr, officeDay, taxOn, vid } from './extra';

const ID = 'mixed-photo-booth-rental-invoice';
const FIRMS = [
  { brand: '', legal: 'פלאש בוקס אירועים בע"מ', company: true, label: bi('ח.פ.', 'Co. No.'), trade: '', color: '#d6336c', mail: 'hello@flashbox.co.il' },
  {
    brand: 'SMILE BOX',
    legal: 'ליאור אדלר',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    trade: 'עמדות צילום לאירועים · Photo booths for events',
    color: '#1c7c54',
    mail: 'lior@smilebox.co.il',
  },
  { brand: 'מגנט · MAGNET', legal: 'מגנט צילום מגנטים בע"מ', company: true, label: bi('ח"פ', 'Reg. No.'), trade: '', color: '#364fc7', mail: 'office@magnet-photo.co.il' },
];
const SERVICES: [string, string, string, number, number][] = [
  ['עמדת צילום עם מדפסת', 'Photo booth with printer', 'שעה / hour', 45000, 65000],
  ['הדפסת מגנטים ללא הגבלה', 'Unlimited magnet prints', 'אירוע / event', 90000, 140000],
  ['עמדת GIF ובומרנג', 'GIF & boomerang station', 'אירוע / event', 60000, 90000],
  ['אביזרים ותלבושות', 'Props & costumes', 'אירוע / event', 25000, 40000],
  ['מפעיל/ה נוסף/ת', 'Extra operator', 'שעה / hour', 12000, 18000],
  ['אלבום ברכות מעוצב', 'Designed guest book', "יח' / unit", 35000, 55000],
  ['רקע ממותג עם לוגו', 'Branded backdrop', "יח' / unit", 80000, 120000],
  ['הובלה והתקנה', 'Transport & set-up', 'אירוע / event', 30000, 60000],
];
const CUSTOMERS: [string, 'co' | 'person'][] = [
  ['אולמי גן הוורדים בע"מ', 'co'],
  ['משפחת אלמוג – בת מצווה', 'person'],
  ['נובה סייבר בע"מ – ערב חברה', 'co'],
  ['הדס ורון – חתונה', 'person'],
];

/** A photo-booth hire firm's bilingual A4 tax invoice for an event: the event day and hall before the invoice, booth hours, unlimited magnet prints, a GIF station, props, a branded backdrop, transport; each line in Hebrew over English; VAT added. */
export const mixedPhotoBoothRentalInvoice: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(day);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.legal, f.company);
    const rate = israeliRate(date);
    const hours = rng.int(3, 5);
    const lines = rng.some(SERVICES, rng.int(3, 6)).map(([he, en, unit, lo, hi]) => {
      const q = unit.startsWith('שעה') ? hours : 1;
      const u = rng.int(lo / 1000, hi / 1000) * 1000;
      return { he, en, unit, q, u, sum: q * u };
    });
    const net = add(lines.map((l) => l.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const event = addDays(date, -rng.int(1, 6));
    const docNo = house(ID, n, [() => String(rng.int(1000, 2999)), () => `PB-${date.slice(2, 4)}${rng.int(100, 999)}`, () => `${rng.int(40, 49)}${rng.digits(4)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(["'Noto Sans Hebrew','Noto Sans'", "'Miriam CLM','Liberation Sans'", "'Hadasim CLM','DejaVu Sans'"]);
    const [cust, kind] = rng.pick(CUSTOMERS);
    const alloc = allocation(rng, date, net);
    const idText = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const tr = lines
      .map(
        (l, i) => `<tr><td>${i + 1}</td><td>${esc(l.he)}<div class="en">${l.en}</div></td><td>${l.unit}</td><td>${l.q}</td><td>${amount(l.u)}</td><td>${amount(l.sum)}</td></tr>`,
      )
      .join('');
    const cam = `<svg width="46" height="36" viewBox="0 0 46 36"><rect x="2" y="8" width="42" height="26" rx="4" fill="${f.color}"/><rect x="14" y="2" width="16" height="8" rx="2" fill="${f.color}"/><circle cx="23" cy="21" r="8" fill="#fff"/><circle cx="23" cy="21" r="4.5" fill="${f.color}"/></svg>`;
    const body = `<div class="hd">${cam}<div>${f.brand ? `<div class="nm">${f.brand}</div><div class="own">${esc(f.legal)}</div>` : `<div class="nm">${esc(f.legal)}</div>`}${f.trade ? `<div>${f.trade}</div>` : ''}</div>
<div class="ad">${f.label}: ${lr(idText)}<br>${lr(`05${rng.int(0, 4)}-${rng.digits(3)}-${rng.digits(4)}`)}<br>${lr(f.mail)}</div></div>
<div class="tt">${bi('חשבונית מס', 'Tax Invoice')}</div>
<div class="grid"><table class="kv"><tr><td>${bi("מס'", 'No.')}</td><td><b>${lr(docNo)}</b></td></tr><tr><td>${bi('תאריך', 'Date')}</td><td><b>${lr(dt(date, fmt))}</b></td></tr><tr><td>${bi('מקור', 'Original')}</td><td></td></tr></table>
<table class="kv"><tr><td>${bi('לכבוד', 'To')}</td><td>${esc(cust)}</td></tr><tr><td>${kind === 'co' ? bi('ח.פ.', 'Co. No.') : bi('ת.ז.', 'ID')}</td><td>${lr(kind === 'co' ? vid(cust, true) : personalId(rng))}</td></tr>
<tr><td>${bi('האירוע', 'Event')}</td><td>${heDay(event)} · ${lr(`${enDay(event)} ${dt(event, 'dd/mm/yyyy')}`)}</td></tr><tr><td>${bi('מקום', 'Venue')}</td><td>${rng.pick(['אולם טרה, ראשון לציון', 'גן אירועים שבעת הכוכבים, הרצליה', 'לופט נמל תל אביב', 'חוות רונית, מושב בני ציון'])}</td></tr></table></div>
<table class="t"><tr><th>#</th><th>${bi('תיאור', 'Description', '<br>')}</th><th>${bi('יחידה', 'Unit', '<br>')}</th><th>${bi('כמות', 'Qty', '<br>')}</th><th>${bi('מחיר', 'Price', '<br>')}</th><th>${bi('סכום', 'Amount', '<br>')}</th></tr>${tr}</table>
<table class="tot"><tr><td>${bi('סה"כ לפני מע"מ', 'Subtotal')}</td><td>${amount(net)}</td></tr><tr><td>${bi(`מע"מ ${rate}%`, `VAT ${rate}%`)}</td><td>${amount(vat)}</td></tr><tr class="g"><td>${bi('סה"כ לתשלום', 'Total due')} ₪</td><td>${amount(total)}</td></tr></table>
${alloc ? `<div class="al">${bi('מספר הקצאה', 'Allocation No.')}: ${lr(alloc)}</div>` : ''}
<div class="nt">${bi('תנאי תשלום: שוטף + 30', 'Payment terms: net 30', ' · ')}<br>${bi('הקבצים הדיגיטליים יישלחו תוך 3 ימי עבודה', 'Digital files are sent within 3 working days', ' · ')}</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;color:#222;padding:12mm 15mm}.hd{display:flex;gap:5mm;align-items:center;border-bottom:3px solid ${f.color};padding-bottom:3mm}.nm{font-size:24px;font-weight:bold;color:${f.color}}.own{font-size:14px;font-weight:bold}.ad{margin-right:auto;text-align:left;line-height:1.6}
.tt{text-align:center;font-size:20px;font-weight:bold;margin:5mm 0}.grid{display:flex;justify-content:space-between;gap:8mm}.kv{border-collapse:collapse}.kv td{padding:1mm 2mm;border-bottom:1px solid #eee}.kv td:first-child{color:#555}
.t{width:100%;border-collapse:collapse;margin-top:6mm}.t th{background:${f.color};color:#fff;padding:1.5mm;text-align:right;font-size:10px}.t td{padding:1.5mm;border-bottom:1px solid #e3e3e3;vertical-align:top}.t td:nth-child(n+4){text-align:left}.en{font-size:9.5px;color:#666}
.tot{width:95mm;margin:5mm auto 0 0;border-collapse:collapse}.tot td{padding:1.3mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:14.5px;border-top:2px solid #222}.al{margin-top:3mm;font-weight:bold}.nt{margin-top:10mm;line-height:1.7;color:#444}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
