import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, notAnId, spacedId } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, pairs, plus, total, vatOn } from './extra';

const ID = 'he-harod-water-bill';

/** Tariffs before VAT in thousandths of a shekel per m³ (low block, high block, sewage), by year. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [5412, 9680, 3104],
  2023: [5698, 10190, 3266],
  2024: [5904, 10555, 3381],
  2026: [6317, 11290, 3617],
};

const STREETS = ['רח׳ הגלבוע', 'רח׳ החרמון', 'שד׳ יהושע חנקין', 'רח׳ התבור', 'רח׳ המעיין', 'רח׳ האלון'];

/**
 * A water and sewage corporation's two-monthly bill, A4 (Nachlieli CLM, Noto Sans Hebrew): the corporation with "ח.פ"
 * spaced in threes, "חשבון תקופתי למים ולביוב - חשבונית מס", pairs (ten-digit bill number, issue date dd/mm/yyyy, a
 * two-month period with first and last days, a consumer number and a property number failing the check, persons), meter
 * readings, low and high blocks and sewage in m³ at tariffs to three decimals, a fixed charge, "סה"כ לפני מע"מ", VAT added
 * with rate, "סה"כ לתשלום" with "₪" and due date; a tear-off payment slip repeats the sum and the due date.
 */
export const heHarodWaterBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date } = next(ID, rng, [1, 3, 5, 7, 9, 11], [8, 16]);
    const year = Number(date.slice(0, 4));
    const periodEnd = lastOfMonth(firstOfMonth(date, -1));
    const periodStart = firstOfMonth(date, -2);
    const persons = rng.int(2, 6);
    const allowance = Math.round(3.5 * persons * 2);
    const used = rng.int(Math.max(8, allowance - 10), allowance + 30);
    const low = Math.min(used, allowance);
    const high = used - low;
    const [tLow, tHigh, tSew] = TARIFF[year];
    const c = (m3: number, t: number) => Math.round((m3 * t) / 10);
    const fixed = 1250;
    const lines: [string, string, string, number][] = [
      ['מים - תעריף נמוך', ltr(String(low)), ltr((tLow / 1000).toFixed(3)), c(low, tLow)],
      ['מים - תעריף גבוה', ltr(String(high)), ltr((tHigh / 1000).toFixed(3)), c(high, tHigh)],
      ['ביוב וטיהור שפכים', ltr(String(used)), ltr((tSew / 1000).toFixed(3)), c(used, tSew)],
      ['דמי שירות קבועים', '', '', fixed],
    ];
    const net = total(lines.map((l) => l[3]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מי עין חרוד תאגיד מים וביוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 9)}${rng.digits(9)}`;
    const due = plus(date, rng.int(14, 21));
    const prev = rng.int(1000, 9000);
    const body = `<div class="top"><div><div class="nm">מי עין חרוד</div><div>${vendorName}</div><div class="sm">ח.פ ${ltr(spacedId(taxId))} · ת.ד. 112 עין חרוד איחוד · מוקד ${ltr('*2733')}</div></div><div class="logo"></div></div>
<div class="title">חשבון תקופתי למים ולביוב - חשבונית מס</div>
<div class="cols">${pairs(
      [
        ['מספר חשבון', ltr(doc)],
        ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
        ['תקופת החשבון', `${ltr(dt(periodStart, 'dd/mm/yyyy'))} - ${ltr(dt(periodEnd, 'dd/mm/yyyy'))}`],
        ['מספר צרכן', ltr(notAnId(rng))],
        ['מספר נכס', ltr(`${rng.int(10, 99)}-${rng.digits(5)}`)],
        ['נפשות רשומות', ltr(String(persons))],
      ],
      2,
    )}</div>
<div class="addr">כתובת הנכס: ${rng.pick(STREETS)} ${ltr(String(rng.int(1, 80)))}, ${rng.pick(['גדעונה', 'גבע', 'עין חרוד', 'בית השיטה', 'כפר יחזקאל'])}</div>
${items(
  ['קריאה קודמת', 'קריאה נוכחית', 'צריכה (מ"ק)', 'כמות מוכרת במחיר נמוך'],
  [[ltr(String(prev)), ltr(String(prev + used)), ltr(String(used)), ltr(String(allowance))]],
  'items meter',
)}
${items(
  ['פירוט החיוב', 'מ"ק', 'תעריף', 'סכום'],
  lines.map(([a, b, t, s]) => [a, b, t, ltr(amount(s))]),
)}
<table class="sums"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="b"><th>סה"כ לתשלום</th><td>${ltr(`₪${amount(gross)}`)}</td></tr></table>
<div class="due">יש לשלם עד ${ltr(dt(due, 'dd/mm/yyyy'))}. בהוראת קבע החיוב יבוצע במועד זה.</div>
<div class="slip"><div class="b">שובר תשלום</div>${pairs(
      [
        ['מספר חשבון', ltr(doc)],
        ['לתשלום', ltr(`₪${amount(gross)}`)],
        ['עד תאריך', ltr(dt(due, 'dd/mm/yyyy'))],
        ['קוד מוסד', ltr(rng.digits(5))],
      ],
      2,
    )}</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','Noto Sans Hebrew';font-size:12.5px;padding:14mm 16mm}.top{display:flex;justify-content:space-between;border-bottom:3px solid #1f5f99;padding-bottom:6px}.nm{font-size:28px;font-weight:bold;color:#1f5f99}.logo{width:44px;height:44px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:#1f5f99;margin:6px 12px}
.title{font-size:18px;font-weight:bold;margin:10px 0;background:#e6f0f8;padding:4px 8px}.addr{margin:6px 0}.meter th,.meter td{text-align:center}.items td:last-child{text-align:end}
.sums{width:42%;margin-inline-start:auto}.sums th{text-align:start;font-weight:normal;padding:3px 6px}.sums td{text-align:end;padding:3px 6px}.sums tr.b{font-weight:bold;border-top:2px solid #1f5f99;font-size:15px}
.due{margin:10px 0;font-weight:bold}.slip{margin-top:30px;border-top:2px dashed #555;padding-top:10px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
