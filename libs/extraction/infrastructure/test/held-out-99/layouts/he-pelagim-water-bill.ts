import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-pelagim-water-bill';

/**
 * A regional water and sewage corporation's two-monthly bill, A4 (Aharoni CLM for the brand, Noto Sans Hebrew): "מי
 * פלגים" in a blue-grey box with "תאגיד המים והביוב" beside it, the company and "ח.פ." spaced in threes, Misgav; a
 * three-box strip ("מס' צרכן" failing the check, "מס' חשבון" ten digits, "תאריך הפקה" dd/mm/yy); the consumer's
 * address; "תקופת החיוב" two months (from-to) and the meter readings; charges: water at the low tariff up to the
 * allowance, water at the high tariff beyond it, sewage by m³, a fixed charge; "סה"כ חיובים לפני מע"מ", "מע"מ n%"
 * added, a framed "סכום לתשלום" "₪ …" and "לתשלום עד" (15-20 days after issue); a tear-off coupon repeating the amount
 * and due date; issued in the first ten days of a month.
 */
export const hePelagimWaterBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [2, 10]);
    const y = Number(date.slice(0, 4)) - 2022;
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    const m3 = rng.int(9, 58);
    const allowance = rng.pick([14, 21, 28]);
    const low = Math.min(m3, allowance);
    const high = m3 - low;
    const lowRate = 720 + y * 25;
    const highRate = 1290 + y * 40;
    const sewRate = 480 + y * 15;
    const fixed = 1850 + y * 60;
    const rows: [string, string, number][] = [
      [`מים – תעריף נמוך (${ltr(`${low} מ"ק × ${amount(lowRate)}`)})`, '', low * lowRate],
      ...(high ? ([[`מים – תעריף גבוה (${ltr(`${high} מ"ק × ${amount(highRate)}`)})`, '', high * highRate]] as [string, string, number][]) : []),
      [`ביוב (${ltr(`${m3} מ"ק × ${amount(sewRate)}`)})`, '', m3 * sewRate],
      ['תשלום קבוע לתקופה', '', fixed],
    ];
    const net = total(rows.map((r) => r[2]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const due = plus(date, rng.int(15, 20));
    const vendorName = 'מי פלגים תאגיד מים וביוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(3, 4)}${rng.digits(9)}`;
    const prev = rng.int(100, 2400);
    const body = `<div class="hd"><div class="br">מי פלגים</div><div class="hx"><b>תאגיד המים והביוב</b><br>${vendorName}<br>ח.פ. ${ltr(`${taxId.slice(0, 3)} ${taxId.slice(3, 6)} ${taxId.slice(6)}`)}<br>מרכז מסחרי משגב · מוקד ${ltr('*2734')}</div></div>
<div class="strip"><div><span>מס' צרכן</span><b>${ltr(notAnId(rng))}</b></div><div><span>מס' חשבון</span><b>${ltr(doc)}</b></div><div><span>תאריך הפקה</span><b>${ltr(dt(date, 'dd/mm/yy'))}</b></div></div>
<div class="ad">לכבוד: ${rng.pick(['משפחת אבוטבול', 'דנה ועמית לוי', 'יוסי קרמר', 'משפחת חורי'])}<br>רח' ${rng.pick(['הארז', 'הברוש', 'החרוב', 'האלון'])} ${ltr(String(rng.int(1, 60)))}, ${rng.pick(['יודפת', 'מורשת', 'שכניה', 'הררית'])}</div>
<div class="per">תקופת החיוב: ${ltr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`)} · קריאה קודמת ${ltr(String(prev))} · קריאה נוכחית ${ltr(String(prev + m3))} · צריכה ${ltr(String(m3))} מ"ק · כמות מוכרת ${ltr(String(allowance))} מ"ק</div>
<table class="t"><thead><tr><th>פירוט החיוב</th><th>סכום ב-₪</th></tr></thead><tbody>${rows.map(([a, , v]) => `<tr><td>${a}</td><td>${ltr(amount(v))}</td></tr>`).join('')}
<tr class="s"><td>סה"כ חיובים לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr></tbody></table>
<div class="pay"><div>סכום לתשלום<div class="amt">${ltr(`₪ ${amount(gross)}`)}</div></div><div>לתשלום עד<div class="amt">${ltr(dt(due, 'dd/mm/yyyy'))}</div></div></div>
<div class="cut">✂ - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - - -</div><div class="cp">שובר תשלום · חשבון ${ltr(doc)} · סכום ${ltr(amount(gross))} · עד ${ltr(dt(due, 'dd/mm/yy'))}</div>`;
    const css = `body{font-family:'Noto Sans Hebrew';font-size:12.5px;padding:14mm 16mm}.hd{display:flex;gap:16px;align-items:center}.br{font-family:'Aharoni CLM';font-size:40px;background:#456;color:#fff;padding:6px 16px}.hx{line-height:1.5}
.strip{display:flex;gap:8px;margin:16px 0}.strip div{flex:1;border:1px solid #456;padding:5px 8px}.strip span{display:block;font-size:11px;color:#456}.ad{margin:8px 0;line-height:1.6}.per{background:#eef;padding:6px;margin:10px 0}
.t{width:100%;border-collapse:collapse}.t th{background:#456;color:#fff;padding:5px;text-align:start}.t td{padding:5px;border-bottom:1px solid #bbb}.t td:last-child,.t th:last-child{text-align:left;width:35mm}.t .s td{font-weight:bold}
.pay{display:flex;gap:14px;margin-top:16px}.pay>div{flex:1;border:2px solid #000;padding:8px;text-align:center}.amt{font-size:22px;font-weight:bold}.cut{margin-top:40px;color:#777}.cp{font-size:11.5px;margin-top:6px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
