import { amount, checkDigit, htmlPage, israeliRate, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, boxes, e, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-settlement-committee-dues-bill';

/** A co-operative society's id (57…), valid, drawn from its name. */
function coopId(name: string): string {
  const base = `57${new Rng(seedOf(`h81~${name}`)).digits(6)}`;
  return base + checkDigit(base);
}

/**
 * A community settlement's services co-operative in the Galilee, A4 (Aharoni CLM title, Noto Serif Hebrew body): the
 * co-op's name with "אגודה שיתופית" and "מס׳ אגודה", a household's name and a "מס׳ משק" failing the check, four boxes (bill
 * number, issue date, billing period of two months, due date), water by meter readings in two tiers, sewage per m³, the
 * committee's services (security, gardening, waste) per household, VAT added, and "לתשלום עד" with the total. Issued in
 * the first days of a month after a two-month period; due on the 20th.
 */
export const heSettlementCommitteeDuesBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 3, 5, 7, 9, 11], [1, 6]);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const due = avoid(plus(firstOfMonth(date), 19), [5, 6]);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const p = (a: number) => Math.round(a * up);
    const prev = rng.int(1200, 9000);
    const used = rng.int(18, 95);
    const tier1 = Math.min(used, 14);
    const tier2 = used - tier1;
    const lines = [
      { name: `מים - מדרגה א׳ (עד 14 מ"ק)`, qty: tier1, each: p(620) },
      { name: 'מים - מדרגה ב׳', qty: tier2, each: p(1050) },
      { name: 'ביוב וטיהור שפכים', qty: used, each: p(480) },
      { name: 'שמירה וביטחון (חודשיים)', qty: 1, each: p(36000) },
      { name: 'גינון ותחזוקת שטחים ציבוריים', qty: 1, each: p(18500) },
      { name: 'פינוי אשפה וגזם', qty: 1, each: p(9800) },
    ]
      .filter((l) => l.qty > 0)
      .map((l) => ({ ...l, sum: l.qty * l.each }));
    if (rng.chance(0.4)) lines.push({ name: 'השתתפות בחוג / מועדון נוער', qty: 1, each: p(12000), sum: p(12000) });
    const net = total(lines.map((l) => l.sum));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'אגודת השירותים של היישוב גבעת הרקפות - אגודה שיתופית חקלאית בע"מ';
    const taxId = coopId(vendorName);
    const doc = `${date.slice(2, 4)}${String(rng.int(100, 480)).padStart(4, '0')}`;
    const body = `<div class="hd"><div class="t1">גבעת הרקפות</div><div>${e(vendorName)}</div><div class="sm">מס׳ אגודה ${ltr(taxId)} · ד.נ. גליל מערבי · משרד: ${ltr(`04-99${rng.digits(5)}`)}</div></div>
<div class="cust"><b>משפחת ${rng.pick(['אלמוג', 'בן-עמי', 'חורי', 'סגל', 'טל'])}</b><br>מגרש ${ltr(String(rng.int(1, 210)))}, רחוב ${rng.pick(['הרקפת', 'הכלנית', 'האלה', 'הזית'])}<br>מס׳ משק: ${ltr(notAnId(rng))}</div>
<h2>חשבון תקופתי - חשבונית מס</h2>
${boxes([
  ['מס׳ חשבונית', ltr(doc)],
  ['תאריך הפקה', ltr(dt(date, 'dd/mm/yyyy'))],
  ['תקופת חיוב', `${ltr(dt(from, 'dd/mm/yy'))} - ${ltr(dt(to, 'dd/mm/yy'))}`],
  ['לתשלום עד', ltr(dt(due, 'dd/mm/yyyy'))],
])}
<div class="sm">קריאת מונה קודמת ${ltr(String(prev))} · קריאה נוכחית ${ltr(String(prev + used))} · צריכה ${ltr(String(used))} מ"ק</div>
<table class="items"><thead><tr><th>פירוט</th><th>כמות</th><th>תעריף</th><th>סכום</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${l.name.replace(/\d+/g, (m) => ltr(m))}</td><td>${ltr(String(l.qty))}</td><td>${ltr(amount(l.each))}</td><td>${ltr(amount(l.sum))}</td></tr>`).join('')}</tbody></table>
<table class="tt"><tr><td>סה"כ חיובים</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ לתשלום</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
<div class="sm note">התשלום ייגבה בהוראת קבע ב-${ltr(dt(due, 'dd/mm'))}. לבירורים: הנהלת חשבונות האגודה, ימים א׳-ה׳ ${ltr('8:00-13:00')}.</div>`;
    const css = `body{font-family:'Noto Serif Hebrew','FreeSerif';font-size:13px;padding:14mm 16mm}.sm{font-size:11px}.hd{border-bottom:4px solid #2f6b3a;padding-bottom:6px}.t1{font-family:'Aharoni CLM';font-size:30px;color:#2f6b3a}
.cust{float:left;border:1px solid #777;padding:6px 10px;margin-top:10px;width:55mm}h2{font-size:18px;margin:16px 0 8px}table{border-collapse:collapse}
.boxes{display:flex;gap:6px;margin:8px 0;clear:both}.box{border:1px solid #2f6b3a;padding:4px 8px;flex:1}.lbl{font-size:11px;color:#2f6b3a}.val{font-weight:bold}
.items{width:100%;margin:10px 0}.items th{background:#e3efe5;padding:4px;text-align:start}.items td{padding:4px;border-bottom:1px solid #ccc}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:left}
.tt{width:48%;margin:8px auto 12px 0}.tt td{padding:4px}.tt td:last-child{text-align:left}.tt .g td{background:#2f6b3a;color:#fff;font-weight:bold;font-size:16px}.note{margin-top:20px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
