import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, mul, personalId, plate } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'mixed-hege-car-rental';

/** Group, Hebrew model, English model, agorot a day before VAT in 2022 (approximate). */
const GROUPS: [string, string, string, number][] = [
  ['B', 'קיה פיקנטו או דומה', 'Kia Picanto or similar', 13900],
  ['C', 'יונדאי i20 או דומה', 'Hyundai i20 or similar', 15900],
  ['D', 'טויוטה קורולה או דומה', 'Toyota Corolla or similar', 19900],
  ['E', 'סקודה אוקטביה או דומה', 'Skoda Octavia or similar', 23900],
  ['I', "קיה ספורטאז' או דומה", 'Kia Sportage or similar', 29900],
  ['V', 'טויוטה פרואייס 8 מקומות', 'Toyota Proace, 8 seats', 42900],
];
const BRANCHES = ['נתב"ג – טרמינל 3', 'תל אביב – יפו', 'ירושלים – תלפיות', 'חיפה – מת"ם', 'באר שבע – עמק שרה'];
const RENTERS = ['שחר אלמליח / Shahar Elmalich', 'מאיה גורדון / Maya Gordon', 'רועי פרץ / Roee Peretz', 'רונית שגיא / Ronit Sagi', 'אסף חורי / Assaf Khoury'];

/**
 * A car-rental company's invoice at the car's return, Hebrew labels with English under them, A4 (Aharoni CLM for the
 * name, FreeSans, FreeMono for figures): a drawn steering wheel beside "הגה" and "HEGE · car rental", "הגה השכרת רכב
 * בע"מ" with "ח.פ. / Co. No." plain; "חשבונית מס / Tax Invoice" with "מס' / No." (HG, a slash and six digits) and
 * "תאריך / Date" dd/mm/yyyy (the return); the renter and ת"ז, "חוזה / Agreement" number, the car group, model and
 * plate, pick-up and return branches with dates, times and odometer readings (distractors); charges in Hebrew and
 * English: days x the daily rate, collision and theft cover a day, sometimes an additional driver, a child seat,
 * refuelling (litres to the tenth x a litre), kilometres over 250 a day; "סה"כ לפני מע"מ / Subtotal", "מע"מ n% /
 * VAT", "סה"כ לתשלום / Total due" "₪ …"; the deposit released and the card charged (distractors); any day.
 */
export const mixedHegeCarRental: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.04;
    const days = rng.int(1, 12);
    const pickup = plus(date, -days);
    const [group, heModel, enModel, base] = rng.pick(GROUPS);
    const daily = Math.round((base * rise) / 100) * 100;
    const lines: { he: string; en: string; q: string; unit: number; sum: number }[] = [
      { he: `השכרת רכב – קבוצה ${group}`, en: `Car rental – group ${group}`, q: String(days), unit: daily, sum: days * daily },
      { he: 'כיסוי נזק עצמי מופחת', en: 'Collision damage waiver', q: String(days), unit: Math.round((3900 * rise) / 100) * 100, sum: 0 },
      { he: 'כיסוי גניבה', en: 'Theft protection', q: String(days), unit: Math.round((2200 * rise) / 100) * 100, sum: 0 },
    ];
    lines[1].sum = days * lines[1].unit;
    lines[2].sum = days * lines[2].unit;
    if (rng.chance(0.35)) {
      const u = Math.round((2500 * rise) / 100) * 100;
      lines.push({ he: 'נהג נוסף', en: 'Additional driver', q: String(days), unit: u, sum: days * u });
    }
    if (rng.chance(0.25)) {
      const u = Math.round((2900 * rise) / 100) * 100;
      lines.push({ he: 'כיסא בטיחות לילד', en: 'Child seat', q: String(days), unit: u, sum: days * u });
    }
    const km = rng.int(60, 420) * days;
    const startKm = rng.int(8000, 90000);
    if (rng.chance(0.3)) {
      const tenths = rng.int(40, 380);
      const perLitre = Math.round((rng.int(620, 760) * rise) / 10) * 10;
      lines.push({ he: 'השלמת דלק (ליטר)', en: 'Refuelling (litres)', q: (tenths / 10).toFixed(1), unit: perLitre, sum: mul(tenths / 10, perLitre) });
    }
    const over = km - 250 * days;
    if (over > 0) lines.push({ he: 'ק"מ מעבר למכסה', en: 'Kilometres over allowance', q: String(over), unit: 60, sum: over * 60 });
    const net = total(lines.map((l) => l.sum));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'הגה השכרת רכב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `HG/${rng.digits(6)}`;
    const outHe = rng.pick(BRANCHES);
    const inHe = rng.chance(0.6) ? outHe : rng.pick(BRANCHES);
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const lb = (he: string, e: string) => `${he}<br>${en(e)}`;
    const outTime = rng.int(7 * 60, 18 * 60);
    const inTime = rng.int(7 * 60, 20 * 60);
    const wheel = `<svg width="46" height="46" viewBox="0 0 46 46"><g fill="none" stroke="#fff" stroke-width="4"><circle cx="23" cy="23" r="19"/><circle cx="23" cy="23" r="5"/><path d="M5 20 L18 22 M41 20 L28 22 M23 28 L23 42"/></g></svg>`;
    const body = `<div class="hd">${wheel}<div><div class="nm">הגה</div><div>${en('HEGE · car rental')}</div></div><div class="co">${vendorName}<br>ח.פ. / ${en('Co. No.')} ${f(taxId)}<br>דרך השלום ${f(String(rng.int(10, 90)))}, תל אביב · ${f(`03-76${rng.digits(5)}`)}</div></div>
<div class="tb"><div class="ti">חשבונית מס / ${en('Tax Invoice')}</div><div>מס' / ${en('No.')} <b>${f(doc)}</b></div><div>תאריך / ${en('Date')} ${f(dt(date, 'dd/mm/yyyy'))}</div></div>
<table class="kv"><tr><td>${lb('שוכר', 'Renter')}</td><td>${rng.pick(RENTERS).replace(/ \/ (.*)$/, (_m, x) => `<br>${en(x)}`)}</td><td>${lb('ת"ז', 'ID')}</td><td>${f(personalId(rng))}</td></tr>
<tr><td>${lb('חוזה', 'Agreement')}</td><td>${f(`RA-${rng.digits(7)}`)}</td><td>${lb('רכב', 'Car')}</td><td>${heModel}<br>${en(enModel)} · ${f(plate(rng))}</td></tr>
<tr><td>${lb('איסוף', 'Pick-up')}</td><td>${outHe}<br>${f(`${dt(pickup, 'dd/mm/yyyy')} ${hhmm(outTime)}`)} · ${f(`${startKm} km`)}</td><td>${lb('החזרה', 'Return')}</td><td>${inHe}<br>${f(`${dt(date, 'dd/mm/yyyy')} ${hhmm(inTime)}`)} · ${f(`${startKm + km} km`)}</td></tr></table>
<table class="t"><tr><th>${lb('פירוט', 'Description')}</th><th>${lb('כמות', 'Qty')}</th><th>${lb('מחיר', 'Rate')}</th><th>${lb('סה"כ', 'Amount')}</th></tr>${lines.map((l) => `<tr><td>${l.he.replace(/([A-Z])$/, (m) => ltr(m))}<br>${en(l.en)}</td><td>${f(l.q)}</td><td>${f(amount(l.unit))}</td><td>${f(amount(l.sum))}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>סה"כ לפני מע"מ / ${en('Subtotal')}</td><td>${f(amount(net))}</td></tr><tr><td>מע"מ ${f(`${rate}%`)} / ${en('VAT')}</td><td>${f(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום / ${en('Total due')}</td><td>${f(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="nt">פיקדון בסך ${f('2,500.00')} ₪ שוחרר / ${en('Deposit released')} · חויב בכרטיס / ${en('Charged to card')} ${f(`**** ${rng.digits(4)}`)}<br>מכסת ק"מ: ${f('250')} ליום / ${en('Allowance 250 km a day')}, ${f('0.60')} ₪ לכל ק"מ נוסף</div>`;
    const css = `body{font-family:'FreeSans';font-size:12.5px;padding:13mm 15mm;color:#212121}.f{font-family:'FreeMono';font-size:12px;white-space:nowrap}.en{font-family:'FreeSans';font-size:10.5px;color:#555}
.hd{background:#263238;color:#fff;display:flex;align-items:center;gap:12px;padding:10px 16px}.hd .en{color:#cfd8dc}.nm{font-family:'Aharoni CLM';font-size:40px;line-height:1}.co{margin-inline-start:auto;font-size:11px;line-height:1.5}
.tb{display:flex;justify-content:space-between;align-items:baseline;border-bottom:3px solid #ffb300;margin:12px 0 8px;padding-bottom:4px}.ti{font-size:20px;font-weight:bold}
.kv{width:100%;border-collapse:collapse}.kv td{padding:4px 6px;border:1px solid #e0e0e0;vertical-align:top}.kv td:nth-child(odd){background:#fafafa;width:15%}
.t{width:100%;border-collapse:collapse;margin-top:12px}.t th{background:#ffecb3;text-align:start;padding:4px;font-weight:bold}.t td{padding:4px;border-bottom:1px solid #e0e0e0}.t td:nth-child(n+2){text-align:left}
.tot{margin:10px 0;margin-inline-start:auto;border-collapse:collapse;min-width:90mm}.tot td{padding:4px 8px}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:16px;border-top:3px solid #ffb300}
.nt{font-size:11px;color:#555;line-height:1.6;margin-top:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
