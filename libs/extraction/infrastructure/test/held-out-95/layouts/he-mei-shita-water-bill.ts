import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, hyphenId, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-mei-shita-water-bill';

/** Agorot per m³ before VAT by year (approximate): water at the allotted rate, above it, and sewage. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [472, 838, 205],
  2023: [489, 868, 212],
  2024: [505, 896, 219],
  2025: [520, 923, 226],
  2026: [528, 937, 229],
};
const STREETS = ["רח' השקד", "שד' אורנים", "רח' הגבעה", "רח' החורש", "רח' הזית"];
const NAMES = ['שרון ואלון מזרחי', 'חיים אדלר', 'רינה גולדברג', "פאדי ח'ורי", 'עדי ונתן שפירא'];

/**
 * A water and sewage corporation's two-monthly household bill for Kiryat Tivon, A4 (Nachlieli CLM for the brand, DejaVu
 * Sans): the brand "מי השיטה" over the company and "ח.פ." hyphenated, "חשבון תקופתי למים וביוב – חשבונית מס" with
 * "מס' חשבונית d-nnnnnnnn"; boxes (issue date dd/mm/yyyy early in the month on a weekday, the two months before in
 * words, a consumer number failing the check, persons in the household); readings; water at the allotted rate (3.5 m³
 * a person a month) and above it, sewage by the m³, "סה"כ לפני מע"מ", VAT added, "סה"כ לתשלום" "₪ …"; the due date
 * 18 days on in a framed box and the direct debit.
 */
export const heMeiShitaWaterBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [1, 9]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const [low, high, sewage] = TARIFF[year];
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const persons = rng.int(1, 6);
    const allot = persons * 7;
    const used = rng.int(6, 22 + persons * 6);
    const atLow = Math.min(used, allot);
    const atHigh = used - atLow;
    const prev = rng.int(200, 3000);
    const rows: string[][] = [['מים – תעריף מוכר', 'מ"ק', ltr(String(atLow)), ltr(amount(low)), ltr(amount(atLow * low))]];
    const sums = [atLow * low];
    if (atHigh) {
      rows.push(['מים – מעל הכמות המוכרת', 'מ"ק', ltr(String(atHigh)), ltr(amount(high)), ltr(amount(atHigh * high))]);
      sums.push(atHigh * high);
    }
    rows.push(['שירותי ביוב וטיהור', 'מ"ק', ltr(String(used)), ltr(amount(sewage)), ltr(amount(used * sewage))]);
    sums.push(used * sewage);
    const net = total(sums);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מי השיטה תאגיד מים וביוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(2, 5)}-${String(rng.int(100000, 9999999)).padStart(8, '0')}`;
    const due = plus(date, 18);
    const body = `<div class="hd"><div><div class="nm">מי השיטה</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(hyphenId(taxId))} · שד' אלכסנדר זייד, קריית טבעון · מוקד ${ltr(`*${rng.int(2, 9)}${rng.digits(3)}`)}</div></div>
<div class="ttl">חשבון תקופתי למים וביוב – חשבונית מס<div class="no">מס' חשבונית ${ltr(doc)}</div></div></div>
${boxes([
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['תקופת החשבון', from.slice(0, 4) === to.slice(0, 4) ? `${heMonth(from).split(' ')[0]}–${heMonth(to)}` : `${heMonth(from)}–${heMonth(to)}`],
  ["מס' צרכן", ltr(notAnId(rng))],
  ['נפשות בנכס', ltr(String(persons))],
])}
<div class="addr"><b>${rng.pick(NAMES)}</b> · ${rng.pick(STREETS)} ${ltr(String(rng.int(1, 60)))}, קריית טבעון</div>
<table class="read"><tr><th>מס' מונה</th><th>קריאה קודמת (${ltr(dt(from, 'dd/mm/yyyy'))})</th><th>קריאה נוכחית (${ltr(dt(to, 'dd/mm/yyyy'))})</th><th>צריכה במ"ק</th><th>כמות מוכרת</th></tr>
<tr><td>${ltr(`${rng.digits(2)}-${rng.digits(6)}`)}</td><td>${ltr(String(prev))}</td><td>${ltr(String(prev + used))}</td><td>${ltr(String(used))}</td><td>${ltr(String(allot))}</td></tr></table>
${items(['פירוט', "יח'", 'כמות', 'תעריף', 'סכום'], rows)}
<table class="tot"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="due"><div>מועד אחרון לתשלום: <b>${ltr(dt(due, 'dd/mm/yyyy'))}</b></div><div class="sm">${rng.chance(0.5) ? 'הסכום ייגבה בהוראת קבע מחשבון הבנק שלך' : 'ניתן לשלם באתר, במוקד או בסניפי הדואר'}</div></div>
<div class="sm note">הכמות המוכרת: ${ltr('3.5')} מ"ק לנפש לחודש. תעריפי המים נקבעים על ידי רשות המים.</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans';font-size:12px;padding:14mm 15mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #1d4f7a;padding-bottom:8px}.nm{font-family:'Nachlieli CLM';font-size:36px;color:#1d4f7a;line-height:1.1}
.ttl{font-weight:bold;font-size:15px;text-align:end}.ttl .no{font-weight:normal;font-size:13px;margin-top:4px}.addr{margin:8px 0}.read{width:100%;margin:6px 0}.read th,.read td{border:1px solid #777;padding:3px 5px;text-align:center}.read th{font-weight:normal;font-size:11px;background:#eef3f8}
.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:end}.tot{width:45%;margin-inline-start:auto}.tot th{text-align:start;padding:3px 6px;font-weight:normal}.tot td{text-align:end;padding:3px 6px}.tot tr.g{background:#1d4f7a;color:#fff;font-weight:bold;font-size:14px}
.due{border:2px solid #1d4f7a;margin-top:14px;padding:8px 12px;width:60%}.note{margin-top:16px;color:#444}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
