import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, landline } from '../../generalisation/notation';
import { allocation, allocationDue, dateInYears, lr, pct, spread, taxOn, vendorId } from './extra';

const VENDORS = [
  {
    he: 'שמע תרגום סימולטני בע"מ',
    en: 'Shema Simultaneous Interpreting Ltd.',
    legal: 'שמע תרגום סימולטני בע"מ',
    trade: ['', ''],
    company: true,
    label: ['ח.פ.', 'Company No.'],
    hyphen: false,
    prefix: 'SH',
  },
  {
    he: 'מערכות ועידה בבל בע"מ',
    en: 'Babel Conference Systems Ltd.',
    legal: 'מערכות ועידה בבל בע"מ',
    trade: ['', ''],
    company: true,
    label: ['ח"פ', 'Reg. No.'],
    hyphen: true,
    prefix: 'BB',
  },
  {
    he: 'רות הלפרין',
    en: 'Ruth Halperin',
    legal: 'רות הלפרין',
    trade: ['מתורגמנית ועידות והשכרת ציוד', 'Conference interpreter & equipment hire'],
    company: false,
    label: ['עוסק מורשה', 'VAT Reg. No.'],
    hyphen: false,
    prefix: 'RH',
  },
] as const;

const CLIENTS = ['מדיטק ישראל כנסים בע"מ', 'אגרו-טק גליל בע"מ', 'הפורום הישראלי לאנרגיה מתחדשת בע"מ', 'אורט הנדסה ויזמות בע"מ', 'נמלי הים התיכון לוגיסטיקה בע"מ'];
const EVENTS: [string, string][] = [
  ['כנס חדשנות ברפואה', 'Medical Innovation Summit'],
  ['יום עיון במים ובחקלאות', 'Water & Agriculture Seminar'],
  ['ועידת האנרגיה השנתית', 'Annual Energy Conference'],
  ['פגישת דירקטוריון בינלאומית', 'International Board Meeting'],
];
const VENUES = ['מלון דן פנורמה, חיפה', 'מרכז הכנסים, אילת', 'גני התערוכה, תל אביב', 'בנייני האומה, ירושלים'];
const PAIRS = ['עברית ⇄ אנגלית', 'עברית ⇄ ערבית', 'עברית ⇄ צרפתית', 'אנגלית ⇄ רוסית'];

/**
 * A simultaneous interpreting and conference equipment company's tax invoice to an event organiser on A4, with
 * Hebrew and English labels in facing columns (Noto Sans Hebrew with Noto Sans, David CLM with Liberation Serif, or
 * Simple CLM with URW Gothic; drawn headphones, a teal rule): a company with its Hebrew and English names and "ח.פ."
 * / "Company No." or "ח"פ" / "Reg. No." (hyphenated), or an interpreter's own name with her trade on the line below
 * and "עוסק מורשה" / "VAT Reg. No."; "חשבונית מס" / "Tax Invoice" with "מס'" / "No." ("BB-26-0117", four digits or
 * "SH/2024/088"), "תאריך" / "Date", "הזמנת רכש" / "PO", "לתשלום עד" / "Due"; the client with its ח.פ.; the event, its
 * venue, its days (before the invoice) and the language pair; booths per day, infrared receivers per unit per day,
 * the transmitter, technician hours, interpreters per day, transport and set-up, lost receivers on some; a
 * multi-day discount on some; "סכום ביניים" / "Subtotal", "מע"מ" / "VAT", "סה"כ לתשלום" / "Total due"; the security
 * cheque returned, an allocation number when due, the bank.
 */
export const mixedInterpretingEquipmentInvoice: Layout = {
  id: 'mixed-interpreting-equipment-invoice',
  lang: 'mixed',
  kind: 'tax invoice',
  make(seed: Rng) {
    const rng = spread(seed, 'mixed-interpreting-equipment-invoice');
    const v = rng.pick(VENDORS);
    const vendorTaxId = vendorId(v.legal, v.company);
    const date = dateInYears(rng);
    const rate = israeliRate(date);
    const days = rng.int(1, 3);
    const last = addDays(date, -rng.int(1, 12));
    const first = addDays(last, -(days - 1));
    const receivers = rng.int(4, 30) * 10;
    const lines: { he: string; en: string; qty: string; unit: number; sum: number }[] = [];
    const add = (he: string, en: string, n: number, unit: number, qtyText?: string) => lines.push({ he, en, qty: qtyText ?? String(n), unit, sum: n * unit });
    const booths = rng.int(1, 2);
    add('תא מתורגמנים תקני', 'Interpreter booth (ISO 4043)', booths * days, rng.int(9, 14) * 10000, `${booths} × ${days}`);
    add('מקלט אינפרא-אדום עם אוזניה', 'IR receiver with headset', receivers * days, rng.pick([1200, 1500, 1800]), `${receivers} × ${days}`);
    add('משדר ורדיאטורים', 'Transmitter & radiators', days, rng.int(12, 20) * 10000);
    add('טכנאי במקום (שעות)', 'On-site technician (hours)', days * rng.int(8, 11), rng.int(18, 26) * 1000);
    add('מתורגמן/ית סימולטני/ת (יום)', 'Simultaneous interpreter (day)', booths * 2 * days, rng.int(28, 42) * 10000, `${booths * 2} × ${days}`);
    add('הובלה, הקמה ופירוק', 'Transport, set-up & dismantling', 1, rng.int(12, 30) * 10000);
    if (rng.chance(0.3)) add('מקלטים שלא הוחזרו', 'Receivers not returned', rng.int(1, 6), 45000);
    const subtotal = lines.reduce((a, l) => a + l.sum, 0);
    const discount = days > 1 && rng.chance(0.6) ? pct(subtotal, 10) : 0;
    const net = subtotal - discount;
    const vat = taxOn(net, rate * 100);
    const total = net + vat;
    const docNo = rng.pick([
      () => `${v.prefix}-${date.slice(2, 4)}-${String(rng.int(1, 400)).padStart(4, '0')}`,
      () => String(rng.int(1000, 9999)),
      () => `${v.prefix}/${date.slice(0, 4)}/${String(rng.int(1, 300)).padStart(3, '0')}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd Month yyyy'] as const);
    const d = (x: string) => lr(dt(x, fmt === 'd Month yyyy' ? 'dd/mm/yyyy' : fmt));
    const dEn = (x: string) => dt(x, fmt);
    const [font, latin] = rng.pick([
      ['Noto Sans Hebrew', 'Noto Sans'],
      ['David CLM', 'Liberation Serif'],
      ['Simple CLM', 'URW Gothic'],
    ]);
    const client = rng.pick(CLIENTS);
    const [evHe, evEn] = rng.pick(EVENTS);
    const due = addDays(date, rng.pick([30, 45, 60]));
    const alloc = allocationDue(date, net) ? `<tr><td>מספר הקצאה</td><td>${lr(allocation(rng))}</td><td>Allocation No.</td></tr>` : '';
    const phones = `<svg width="44" height="40" viewBox="0 0 44 40"><path d="M6 26 a16 16 0 0 1 32 0" fill="none" stroke="#0e7c7b" stroke-width="4"/><rect x="2" y="22" width="9" height="15" rx="3" fill="#0e7c7b"/><rect x="33" y="22" width="9" height="15" rx="3" fill="#0e7c7b"/></svg>`;
    const en = (s: string) => `<bdi dir="ltr" class="en">${esc(s)}</bdi>`;
    const meta = (he: string, value: string, enLabel: string) => `<tr><td>${he}</td><td><b>${value}</b></td><td>${en(enLabel)}</td></tr>`;
    const idText = v.hyphen ? hyphenId(vendorTaxId) : vendorTaxId;
    const head = `<div class="head">${phones}<div class="names"><div class="bn">${esc(v.he)}</div>${v.trade[0] ? `<div>${esc(v.trade[0])}</div>` : ''}<div class="ben">${en(v.en)}</div>${v.trade[1] ? `<div>${en(v.trade[1])}</div>` : ''}</div>
<div class="ids">${v.label[0]} ${lr(idText)} ${en(v.label[1])}<br>${lr(landline(rng))} · ${en(`office@${v.prefix.toLowerCase()}-interpreting.co.il`)}</div></div>`;
    const row = (l: (typeof lines)[number]) => `<tr><td>${esc(l.he)}<br>${en(l.en)}</td><td>${lr(l.qty)}</td><td>${lr(amount(l.unit))}</td><td>${lr(amount(l.sum))}</td></tr>`;
    const tot = (he: string, enLabel: string, value: string, cls = '') => `<tr class="${cls}"><td>${he}</td><td>${en(enLabel)}</td><td>${value}</td></tr>`;
    const body = `<div class="page">${head}<div class="rule"></div>
<div class="title"><span>חשבונית מס</span><span>${en('Tax Invoice')}</span></div>
<div class="two"><table class="meta">${meta("מס'", lr(docNo), 'No.')}${meta('תאריך', fmt === 'd Month yyyy' ? `${d(date)}` : d(date), 'Date')}${fmt === 'd Month yyyy' ? `<tr><td></td><td>${en(dEn(date))}</td><td></td></tr>` : ''}${meta('הזמנת רכש', lr(`PO-${rng.int(20000, 99999)}`), 'PO')}${meta('לתשלום עד', d(due), 'Due')}${alloc}</table>
<div class="client"><b>לכבוד</b> ${en('Bill to')}<br>${esc(client)}<br>ח.פ. ${lr(vendorId(client, true))}</div></div>
<div class="event">${esc(evHe)} · ${en(evEn)}<br>${esc(rng.pick(VENUES))} · ${days > 1 ? `${d(first)} - ${d(last)}` : d(last)} · ${rng.pick(PAIRS)}</div>
<table class="lines"><tr class="th"><td>תיאור ${en('Description')}</td><td>כמות ${en('Qty')}</td><td>מחיר ${en('Rate')}</td><td>סכום ${en('Amount')}</td></tr>${lines.map(row).join('')}</table>
<table class="tot">${tot('סכום ביניים', 'Subtotal', lr(amount(subtotal)))}${discount ? tot('הנחת אירוע רב-יומי 10%', 'Multi-day discount 10%', lr(`-${amount(discount)}`)) + tot('סה"כ לפני מע"מ', 'Net', lr(amount(net))) : ''}${tot(`מע"מ ${rate}%`, `VAT ${rate}%`, lr(amount(vat)))}${tot('סה"כ לתשלום ₪', 'Total due ILS', lr(amount(total)), 'g')}</table>
<div class="notes">שיק הביטחון ע"ס ${lr(amount(receivers * 30000 > 2000000 ? 2000000 : receivers * 30000))} ₪ הוחזר בתום האירוע. ${en('Security cheque returned after the event.')}<br>בנק דיסקונט (11), סניף ${lr(String(rng.int(10, 199)))}, חשבון ${lr(rng.digits(7))} · ${en('Bank transfer details above.')}</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:${font === 'David CLM' ? 12.5 : 11}px;color:#1c2b2b}.en{font-family:'${latin}',sans-serif;font-size:0.92em;color:#3c4b4b}bdi{white-space:nowrap}
.page{padding:12mm 14mm}.head{display:flex;align-items:center;gap:4mm}.bn{font-size:20px;font-weight:bold;color:#0e7c7b}.ben{font-size:13px}.ids{margin-right:auto;text-align:left;font-size:10px;line-height:1.6}.rule{height:2.5px;background:#0e7c7b;margin:3mm 0 4mm}
.title{display:flex;justify-content:space-between;font-size:19px;font-weight:bold;margin-bottom:3mm}.title .en{font-size:19px;color:#1c2b2b}
.two{display:flex;justify-content:space-between;align-items:flex-start}.meta td{padding:0.6mm 2mm}.client{border-right:3px solid #0e7c7b;padding-right:3mm;line-height:1.6;min-width:70mm}
.event{background:#e8f3f3;padding:2mm 3mm;margin:4mm 0;line-height:1.6}
.lines{width:100%;border-collapse:collapse}.lines td{padding:1.3mm;border-bottom:0.5px solid #b8cccc}.lines td:nth-child(n+2){text-align:left;white-space:nowrap}.th td{font-weight:bold;border-bottom:1.5px solid #1c2b2b}
.tot{margin-right:auto;margin-top:4mm;min-width:100mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #1c2b2b;border-bottom:1.5px solid #1c2b2b}
.notes{margin-top:8mm;font-size:10px;line-height:1.7}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: v.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
