import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { add, allocation, bi, dated, house, lr, officeDay, taxOn, vid } from './extra';

const ID = 'mixed-wedding-band-invoice';
const BANDS = [
  {
    brand: 'ריתמוס · RHYTHMOS',
    legal: 'אלון שושן',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    trade: 'להקה לאירועים · Live wedding band',
    color: '#8c1c5a',
    mail: 'rhythmos',
  },
  { brand: '', legal: 'צלילי שמחה הפקות מוזיקה בע"מ', company: true, label: bi('ח.פ.', 'Co. No.'), trade: '', color: '#2b3f8c', mail: 'simcha-music' },
  { brand: 'GROOVE TRAIN', legal: 'גרוב טריין הפקות בע"מ', company: true, label: bi('ח"פ', 'Reg. No.'), trade: '', color: '#0f6b5c', mail: 'groovetrain' },
];
const SERVICES: [string, string, number, number, boolean][] = [
  ['להקה חיה – 6 נגנים', 'Live band – 6 musicians', 1400000, 2200000, true],
  ['זמר/ת ראשי/ת', 'Lead vocalist', 350000, 600000, true],
  ['סט DJ אחרי הלהקה', 'DJ set after the band', 250000, 450000, false],
  ['הגברה ותאורה', 'Sound & lighting', 300000, 550000, false],
  ['נגן סקסופון לקבלת פנים', 'Saxophone at the reception', 120000, 200000, false],
  ['שעה נוספת', 'Overtime hour', 150000, 250000, false],
  ['הובלת ציוד מחוץ לאזור המרכז', 'Equipment transport outside the centre', 60000, 120000, false],
];
const COUPLES = ['משפחת אוחנה', 'נטע ויואב', 'שני ואליאור', 'משפחת ליברמן', 'מאיה ודניאל'];
const HALLS = ['גן אירועים אחוזת הכרם', 'אולם הלבנה, ראשון לציון', 'חוות הזיתים, מושב עמיקם', 'טרסה על הים, הרצליה'];

/** A wedding band's bilingual A4 tax invoice for an event: the couple, the hall and the event's day before it, musicians and extras in both languages, net, VAT added, total, bank transfer. */
export const mixedWeddingBandInvoice: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date: raw } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(raw);
    const b = BANDS[n % BANDS.length];
    const id = vid(b.legal, b.company);
    const rate = israeliRate(date);
    const chosen = SERVICES.filter((s) => s[4]).concat(
      rng.some(
        SERVICES.filter((s) => !s[4]),
        rng.int(1, 3),
      ),
    );
    const lines = chosen.map(([he, en, lo, hi]) => ({ he, en, sum: Math.round(rng.int(lo, hi) / 10000) * 10000 }));
    const net = add(lines.map((l) => l.sum));
    const vat = taxOn(net, rate);
    const total = net + vat;
    let event = addDays(date, -rng.int(1, 5));
    if (event.slice(0, 4) !== date.slice(0, 4)) event = date;
    const docNo = house(ID, n, [() => String(rng.int(300, 999)), () => `WB-${date.slice(2, 4)}${rng.int(100, 999)}`, () => String(rng.int(10500, 12999))])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const font = rng.pick(["'Noto Sans Hebrew','Noto Sans'", "'David CLM','Liberation Serif'", "'Hadasim CLM','DejaVu Sans'"]);
    const idText = b.company && rng.chance(0.5) ? hyphenId(id) : id;
    const alloc = allocation(rng, date, net);
    const rows = lines.map((l, i) => `<tr><td>${i + 1}</td><td>${esc(l.he)}<div class="en">${esc(l.en)}</div></td><td>${amount(l.sum)}</td></tr>`).join('');
    const note = `<svg width="34" height="40" viewBox="0 0 34 40"><path d="M12 30V6l18-4v24" fill="none" stroke="${b.color}" stroke-width="3"/><ellipse cx="8" cy="31" rx="6" ry="4.5" fill="${b.color}"/><ellipse cx="26" cy="27" rx="6" ry="4.5" fill="${b.color}"/></svg>`;
    const body = `<div class="hd">${note}<div class="who"><div class="nm">${esc(b.brand || b.legal)}</div>${b.brand ? `<div class="own">${esc(b.legal)}</div>` : ''}${b.trade ? `<div>${esc(b.trade)}</div>` : ''}<div>${b.label} ${lr(idText)}</div></div><div class="ct">${lr(cellular(rng))}<br>${lr(`booking@${b.mail}.co.il`)}</div></div>
<div class="tt">${bi('חשבונית מס', 'Tax Invoice')}</div>
<table class="kv"><tr><td>${bi("מס'", 'No.')}</td><td><b>${lr(docNo)}</b></td><td>${bi('תאריך', 'Date')}</td><td><b>${lr(dt(date, fmt))}</b></td></tr>
<tr><td>${bi('לכבוד', 'To')}</td><td>${esc(rng.pick(COUPLES))}</td><td>${bi('מועד האירוע', 'Event date')}</td><td>${lr(dt(event, fmt))}</td></tr>
<tr><td>${bi('מקום', 'Venue')}</td><td colspan="3">${esc(rng.pick(HALLS))}</td></tr></table>
<table class="rows"><tr><th>#</th><th>${bi('תיאור', 'Description')}</th><th>${bi('סכום', 'Amount')} ₪</th></tr>${rows}</table>
<table class="tot"><tr><td>${bi('סה"כ לפני מע"מ', 'Subtotal')}</td><td>${amount(net)}</td></tr><tr><td>${bi(`מע"מ ${rate}%`, `VAT ${rate}%`)}</td><td>${amount(vat)}</td></tr><tr class="g"><td>${bi('סה"כ לתשלום', 'Total due')}</td><td>₪ ${amount(total)}</td></tr></table>
${alloc ? `<div class="al">${bi('מספר הקצאה', 'Allocation No.')} ${lr(alloc)}</div>` : ''}
<div class="ft">${bi('תשלום בהעברה בנקאית תוך 7 ימים', 'Payment by bank transfer within 7 days')}: ${lr(`Bank ${rng.int(10, 20)} · ${rng.int(100, 899)} · ${rng.digits(6)}`)}<br>${bi('מזל טוב!', 'Mazal tov!')}</div>`;
    const css = `body{font-family:${font},sans-serif;font-size:12px;color:#1e1e1e;width:210mm;box-sizing:border-box;padding:14mm 16mm}
.hd{display:flex;gap:4mm;align-items:flex-start;border-bottom:2px solid ${b.color};padding-bottom:3mm}.who{flex:1;line-height:1.5}.nm{font-size:25px;font-weight:bold;color:${b.color}}.own{font-size:15px;font-weight:bold}.ct{text-align:left;line-height:1.6}
.tt{text-align:center;font-size:20px;font-weight:bold;margin:7mm 0 4mm;color:${b.color}}.kv{width:100%;border-collapse:collapse}.kv td{border:1px solid #ccc;padding:1.8mm}.kv td:nth-child(odd){background:#f6f1f4;width:32mm}
.rows{width:100%;border-collapse:collapse;margin-top:7mm}.rows th{border-bottom:2px solid ${b.color};padding:1.5mm;text-align:right}.rows td{padding:1.5mm;border-bottom:1px solid #e2e2e2;vertical-align:top}.rows td:last-child,.rows th:last-child{text-align:left;width:38mm}.rows td:first-child{width:8mm}.en{direction:ltr;text-align:right;color:#666;font-size:11px}
.tot{width:100mm;margin:5mm auto 0 0;border-collapse:collapse}.tot td{padding:1.3mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:15px;border-top:2px solid ${b.color};border-bottom:2px solid ${b.color}}.al{margin-top:3mm;font-weight:bold}.ft{margin-top:14mm;line-height:1.8}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: b.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
