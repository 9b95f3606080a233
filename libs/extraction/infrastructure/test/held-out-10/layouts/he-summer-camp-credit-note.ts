import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, landline, personalId, share } from '../../generalisation/notation';

const CAMPS = [
  { brand: 'קייטנת גלים', legal: 'גלים חוגים וקייטנות בע"מ', company: true, place: 'בית ספר הדר, רמת השרון', color: '#0288d1' },
  { brand: 'הקייטנה של מיכל', legal: 'מיכל רוזנטל', company: false, place: 'מתנ"ס נווה עוז, מודיעין', color: '#ef6c00' },
  { brand: 'מחנה קיץ שבילים', legal: 'שבילים חינוך בלתי פורמלי בע"מ', company: true, place: 'קיבוץ יגור', color: '#2e7d32' },
  { brand: 'קייטנת כוכבי הספורט', legal: 'עמית גבאי', company: false, place: 'היכל הספורט, קריית אונו', color: '#c62828' },
];
const CHILDREN = ['נועה', 'איתי', 'מאיה', 'יונתן', 'תמר', 'אריאל', 'הדס', 'עומר'];
const SURNAMES = ['כהן', 'פרץ', 'ביטון', 'וייס', 'אוחיון', 'נחמיאס'];
const GRADES = ["עולה לכיתה א'", "עולה לכיתה ב'", "עולה לכיתה ג'", "עולה לכיתה ד'", "עולה לכיתה ה'"];
const REASONS = [
  ['ביטול השתתפות עקב מחלה (הוצג אישור רפואי)', true],
  ['ביטול השתתפות עקב נסיעה משפחתית לחו"ל', true],
  ['ביטול המחזור על ידי הקייטנה - מיעוט נרשמים', false],
  ['מעבר למחזור קצר יותר לבקשת ההורים', true],
] as const;

/**
 * A summer camp's A5 credit note (Shofar or Hadasim CLM heading, David CLM or Noto Sans Hebrew
 * body), in late June to August: the camp's brand, the operator (a company with "ח.פ." or a person
 * with "עוסק מורשה"), "חשבונית מס זיכוי" with five digits or "25/0041", "תאריך", the invoice-receipt
 * it credits (its number, its earlier spring date and the registration's whole amount), the child
 * and grade, the parent with a valid ת.ז. and mobile, the cycle's dates, the reason, the camp fee,
 * transport and extended day credited with VAT included (plain or with a minus), a cancellation fee
 * kept (none when the camp cancelled), "סה"כ לזיכוי", "מתוכו מע"מ", the amount before VAT, a refund
 * to the card in the original instalments or by bank transfer to the parent's account.
 */
export const heSummerCampCreditNote: Layout = {
  id: 'he-summer-camp-credit-note',
  lang: 'he',
  kind: 'credit note',
  make(rng: Rng) {
    const c = rng.pick(CAMPS);
    const vendorTaxId = taxId(rng, c.company);
    const year = rng.pick([2023, 2024, 2025]);
    const date = addDays(`${year}-06-24`, rng.int(0, 65));
    const rate = israeliRate(date);
    const saleDate = addDays(`${year}-03-01`, rng.int(0, 80));
    const cycleStart = addDays(`${year}-07-01`, rng.pick([0, 14, 28]));
    const days = rng.pick([10, 12]);
    const fee = rng.int(95, 170) * 1000;
    const rows: [string, number][] = [[`דמי השתתפות - מחזור ${rng.pick(["ב'", "ג'"])} (${days} ימי פעילות)`, fee]];
    if (rng.chance(0.6)) rows.push(['הסעות הלוך-חזור', rng.pick([32000, 38000, 45000])]);
    if (rng.chance(0.5)) rows.push(['צהרון עד 16:00', rng.pick([36000, 42000])]);
    const [reason, withFee] = rng.pick(REASONS);
    const gross = rows.reduce((a, r) => a + r[1], 0);
    const cancel = withFee ? (rng.chance(0.5) ? 10000 : share(gross, 10)) : 0;
    const total = gross - cancel;
    const vat = vatOfGross(total, rate);
    const saleTotal = gross + rng.pick([0, 0, 12000, fee]);
    const docNo = rng.chance(0.5) ? String(rng.int(30000, 38999)) : `${String(year).slice(2)}/${String(rng.int(12, 380)).padStart(4, '0')}`;
    const minus = rng.chance(0.5);
    const m = (x: number) => (minus ? `-${amount(x)}` : amount(x));
    const font = rng.pick(['David CLM', 'Noto Sans Hebrew']);
    const head = rng.pick(['Shofar', 'Hadasim CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const card = rng.chance(0.6);
    const parent = `${rng.pick(['רחל', 'עידו', 'שרון', 'מוחמד', 'ליאור', 'אסנת'])} ${rng.pick(SURNAMES)}`;
    const body = `<div class="hd"><div class="brand">${esc(c.brand)}</div><div class="who">${esc(c.legal)} · ${c.company ? 'ח.פ.' : 'עוסק מורשה'} ${vendorTaxId}<br>${esc(c.place)} · ${c.company ? landline(rng) : cellular(rng)}</div></div>
<div class="tt"><span>חשבונית מס זיכוי</span><span>מס' ${docNo}</span></div><div class="dd">תאריך: ${dt(date, fmt)}</div>
<table class="kv"><tr><td>לכבוד</td><td>${esc(parent)} · ת.ז. ${personalId(rng)} · ${cellular(rng)}</td></tr><tr><td>הילד/ה</td><td>${esc(rng.pick(CHILDREN))} · ${rng.pick(GRADES)}</td></tr>
<tr><td>מחזור</td><td>${dt(cycleStart, 'dd/mm')} עד ${dt(addDays(cycleStart, days + 3), 'dd/mm')}</td></tr>
<tr><td>מתייחס ל</td><td>חשבונית מס/קבלה מס' ${rng.int(14000, 19999)} מיום ${dt(saleDate, fmt)} על סך ${amount(saleTotal)} ₪ (הרשמה)</td></tr><tr><td>סיבה</td><td>${esc(reason)}</td></tr></table>
<table class="it"><tr><th>פירוט</th><th>סכום כולל מע"מ</th></tr>${rows.map(([n, s]) => `<tr><td>${esc(n)}</td><td>${m(s)}</td></tr>`).join('')}
${cancel ? `<tr><td>בניכוי דמי ביטול לפי תקנון ההרשמה</td><td>${minus ? amount(cancel) : `(${amount(cancel)})`}</td></tr>` : ''}</table>
<table class="tot"><tr class="b"><td>סה"כ לזיכוי</td><td>${m(total)} ₪</td></tr><tr><td>מתוכו מע"מ ${rate}%</td><td>${m(vat)}</td></tr><tr><td>סכום לפני מע"מ</td><td>${m(total - vat)}</td></tr></table>
<div class="ref">${card ? `הזיכוי יבוצע לכרטיס האשראי שבו בוצע התשלום (****${rng.digits(4)}) ב-${rng.pick([1, 3, 5])} תשלומים כפי שחויב, מס' אישור ${rng.digits(6)}.` : `הזיכוי יועבר לחשבון ההורה: בנק ${rng.pick(['10', '12', '20', '11', '31'])}, סניף ${rng.int(100, 980)}, חשבון ${rng.digits(6)}, תוך 14 ימי עסקים.`}</div>
<div class="sign">חתימה: ____________ &nbsp; ${esc(c.brand)} - מאחלים חופשה נעימה!</div>`;
    const css = `body{font-family:'${font}',sans-serif;font-size:12px;color:#222;padding:9mm 11mm}.hd{border-bottom:4px solid ${c.color};padding-bottom:2mm}.brand{font-family:'${head}',serif;font-size:30px;color:${c.color}}.who{font-size:10.5px;color:#444}
.tt{display:flex;justify-content:space-between;margin-top:4mm;font-size:18px;font-weight:bold}.dd{margin:1mm 0 3mm;font-size:12.5px}table{border-collapse:collapse;width:100%}.kv td{padding:1.2mm 1.5mm;border-bottom:1px dotted #bbb;vertical-align:top}.kv td:first-child{width:20mm;color:${c.color}}
.it{margin-top:4mm}.it th{background:${c.color};color:#fff;padding:1.5mm;text-align:right;font-weight:normal}.it th:last-child,.it td:last-child{text-align:left;white-space:nowrap}.it td{padding:1.6mm 1.5mm;border-bottom:1px solid #ddd}
.tot{width:75mm;margin:3mm auto 0 0}.tot td{padding:1.2mm 1.5mm}.tot td:last-child{text-align:left}.b td{font-weight:bold;font-size:14px;border-top:2px solid #222;border-bottom:1px solid #222}.ref{margin-top:4mm;padding:2mm;background:#f5f5f5;font-size:11px}.sign{margin-top:6mm;font-size:11px;color:#555}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: c.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(-total), tax: truthAmount(-vat) },
    };
  },
};
