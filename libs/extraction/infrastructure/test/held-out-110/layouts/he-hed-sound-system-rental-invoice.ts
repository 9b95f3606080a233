import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, lastOfMonth } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-hed-sound-system-rental-invoice';

/** Equipment a day: name, quantity range, agorot a day before VAT (2022). */
const GEAR: [string, [number, number], number][] = [
  ["זוג רמקולים מוגברים 15 אינץ'", [1, 4], 45000],
  ["סאב-וופר 18 אינץ'", [1, 2], 35000],
  ['מיקסר דיגיטלי 32 ערוצים', [1, 1], 60000],
  ['מיקרופון אלחוטי', [2, 8], 8000],
  ['מוניטור במה', [2, 6], 12000],
  ['במה מודולרית (מ"ר)', [12, 60], 4500],
  ['פנס LED PAR', [8, 24], 2500],
  ['ראש נע Beam', [2, 8], 15000],
  ['מכונת עשן + נוזל', [1, 2], 20000],
  ['מסך LED (מ"ר)', [6, 24], 9000],
];
const CUSTOMERS = ['תיאטרון הגבעה – הפקות בע"מ', 'שמש וצל אירועים בע"מ', 'עמותת פסטיבל עמק חפר', 'בית הספר למוסיקה "תווים" בע"מ'];

/**
 * A sound, stage and lighting rental company at Netanya invoicing an event producer, A4 (Nachlieli CLM for the name,
 * FreeSans, Nimbus Mono PS): a drawn speaker with sound waves beside "הד", "הד הגברה ותאורה בע"מ" with "ח"פ"
 * hyphenated in the letterhead at the right; at the left a box "חשבונית מס" "מקור" with "מס'" (the year's two digits,
 * a hyphen, four digits) and "תאריך" d בMonth yyyy; the customer and its ח.פ., the event's dates and place, the quote
 * number, "שוטף + 30" (distractors); gear by quantity x days x the price a day, the sound technician by the hour, the
 * transport and rigging; for regular customers "הנחת לקוח קבוע 10%" (negative); "סה"כ לפני מע"מ", "מע"מ n%"
 * added, "סה"כ לתשלום"; Sunday to Thursday.
 */
export const heHedSoundSystemRentalInvoice: Layout = {
  id: ID,
  lang: 'he',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.04)) / 100) * 100;
    const days = rng.int(1, 3);
    const lines: [string, string, string, number, number][] = rng.some(GEAR, rng.int(4, 8)).map(([a, [lo, hi], p]) => {
      const q = rng.int(lo, hi);
      return [a, String(q), String(days), up(p), q * days * up(p)];
    });
    const hours = rng.int(6, 14) * days;
    lines.push(['טכנאי סאונד (שעות)', String(hours), '—', up(15000), hours * up(15000)]);
    const transport = up(rng.pick([80000, 120000, 180000]));
    lines.push(['הובלה, הקמה ופירוק', '1', '—', transport, transport]);
    const sum = total(lines.map((l) => l[4]));
    const regular = rng.chance(0.35);
    const disc = regular ? Math.round((sum * 10) / 100) : 0;
    const net = sum - disc;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'הד הגברה ותאורה בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}-${rng.digits(4)}`;
    const event = plus(date, -rng.int(1, 12));
    const n = (s: string) => `<span class="n">${ltr(s)}</span>`;
    const speaker = `<svg width="54" height="50" viewBox="0 0 54 50"><rect x="2" y="4" width="26" height="42" rx="3" fill="#263238"/><circle cx="15" cy="32" r="8" fill="#fff"/><circle cx="15" cy="32" r="3.5" fill="#263238"/><circle cx="15" cy="13" r="4" fill="#fff"/><path d="M34 16 A12 12 0 0 1 34 34 M40 10 A20 20 0 0 1 40 40 M46 5 A28 28 0 0 1 46 45" stroke="#263238" stroke-width="2.5" fill="none"/></svg>`;
    const body = `<div class="top"><div class="lh">${speaker}<div><div class="nm">הד</div><div>${vendorName}</div><div>ח"פ ${n(hyphenId(taxId))}</div><div class="sm">רח' הצורן ${n(String(rng.int(1, 20)))}, אזור תעשייה ספיר, נתניה · ${n(`09-88${rng.digits(5)}`)}</div></div></div>
<div class="ib"><div class="it">חשבונית מס</div><div class="sm">מקור</div><div>מס' <b>${n(doc)}</b></div><div>תאריך: ${dt(date, 'he').replace(/\d+/g, (m) => n(m))}</div></div></div>
<div class="cust"><div><b>לכבוד:</b> ${rng.pick(CUSTOMERS)}</div><div>ח.פ./ע.ר. ${n(taxIdOfCustomer(rng))}</div><div>אירוע: ${rng.pick(['הופעה באמפי', 'כנס שנתי', 'ערב התרמה', 'פסטיבל קיץ'])} · ${n(dt(event, 'dd/mm/yyyy'))}${days > 1 ? ` – ${n(dt(plus(event, days - 1), 'dd/mm/yyyy'))}` : ''} · ${rng.pick(['פארק הירקון', 'היכל התרבות', 'חוף נתניה', 'קיבוץ מעברות'])}</div><div>לפי הצעת מחיר ${n(`Q${rng.digits(4)}`)}</div></div>
<table class="t"><tr><th>תיאור</th><th>כמות</th><th>ימים</th><th>מחיר ליח'</th><th>סה"כ</th></tr>${lines.map(([a, q, d, p, s]) => `<tr><td>${a}</td><td>${n(q)}</td><td>${n(d)}</td><td>${n(amount(p))}</td><td>${n(amount(s))}</td></tr>`).join('')}</table>
<div class="tot">${disc ? `<div><span>סה"כ</span>${n(amount(sum))}</div><div><span>הנחת לקוח קבוע ${n('10%')}</span>${n(amount(-disc))}</div>` : ''}<div><span>סה"כ לפני מע"מ</span>${n(amount(net))}</div><div><span>מע"מ ${n(`${rate}%`)}</span>${n(amount(vat))}</div><div class="g"><span>סה"כ לתשלום</span>${n(`₪ ${amount(gross)}`)}</div></div>
<div class="terms">תנאי תשלום: שוטף + ${n('30')} (עד ${n(dt(plus(lastOfMonth(date), 30), 'dd/mm/yyyy'))}) · העברה לבנק לאומי, סניף ${n(String(rng.int(600, 999)))}, חשבון ${n(rng.digits(7))}<br>ציוד שנפגע באירוע יחויב בנפרד לפי מחירון. המחירים בש"ח.</div>`;
    const css = `body{font-family:'FreeSans';font-size:12.5px;padding:14mm 16mm;color:#212121}.n{font-family:'Nimbus Mono PS';font-size:12px;white-space:nowrap}
.top{display:flex;justify-content:space-between;align-items:flex-start}.lh{display:flex;gap:10px;align-items:flex-start;line-height:1.5}.nm{font-family:'Nachlieli CLM';font-size:44px;font-weight:bold;line-height:1}.sm{font-size:11px;color:#555}
.ib{border:2px solid #263238;padding:8px 14px;text-align:center;line-height:1.6}.it{font-size:20px;font-weight:bold}.cust{margin:16px 0 8px;line-height:1.7;border-right:4px solid #263238;padding-right:8px}
.t{width:100%;border-collapse:collapse;margin-top:8px}.t th{background:#263238;color:#fff;text-align:start;padding:5px}.t td{padding:5px;border-bottom:1px solid #cfd8dc}.t tr:nth-child(odd) td{background:#f5f7f8}
.tot{width:45%;margin:12px auto 0 0}.tot div{display:flex;justify-content:space-between;padding:3px}.g{font-weight:bold;font-size:16px;border-top:2px solid #263238;border-bottom:2px solid #263238}.terms{margin-top:22px;font-size:11.5px;line-height:1.7;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
