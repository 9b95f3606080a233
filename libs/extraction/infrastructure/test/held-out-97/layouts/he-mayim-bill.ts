import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { avoid, idOf, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-mayim-bill';

/**
 * A regional water and sewage company's two-monthly bill, A4 (Miriam CLM with Nimbus Sans): a blue band "מי טוביה"
 * with the company, "ח.פ." spaced and the office; four boxes (property number failing the check, "תקופת החשבון" the two
 * months before the issue month, "תאריך הפקה" dd/mm/yy, "לתשלום עד" a due date 18-24 days on); "חשבונית מס מס'
 * yymm-nnnnnnn"; meter readings (previous, current, consumption in m³, residents and the low-tier allowance); charges per
 * m³ before VAT (low tier, high tier, sewage, treatment) with a bar chart of six bills; "סה"כ חיובים", "מע"מ n%"
 * added, "סה"כ לתשלום" "₪ …"; a payment slip at the foot repeating the sum and the due date; issued on the 3rd-12th.
 */
export const heMayimBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 3, 5, 7, 9, 11], [3, 12]);
    const date = avoid(raw, [5, 6]);
    const y = Number(date.slice(0, 4)) - 2022;
    const start = firstOfMonth(date, -2);
    const end = lastOfMonth(firstOfMonth(date, -1));
    const due = plus(date, rng.int(18, 24));
    const residents = rng.int(1, 6);
    const allowance = residents * 7;
    const prev = rng.int(1200, 8900);
    const used = rng.int(8, 26 + residents * 8);
    const low = Math.min(used, allowance);
    const high = used - low;
    const tariff = { low: 640 + y * 22, high: 1210 + y * 38, sewage: 295 + y * 9, treat: 188 + y * 6 };
    const charges: [string, number, number][] = [
      ['מים – תעריף מוזל', low, tariff.low],
      ...(high ? ([['מים – תעריף מלא', high, tariff.high]] as [string, number, number][]) : []),
      ['הולכת שפכים (ביוב)', used, tariff.sewage],
      ['טיהור שפכים', used, tariff.treat],
    ];
    const net = total(charges.map(([, q, p]) => q * p));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מי טוביה תאגיד מים וביוב בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${date.slice(2, 4)}${date.slice(5, 7)}-${rng.int(1000000, 9999999)}`;
    const prop = notAnId(rng);
    const bars = Array.from({ length: 6 }, (_, i) => (i === 5 ? used : rng.int(8, 30 + residents * 8)));
    const chart = `<div class="chart">${bars.map((b, i) => `<div class="col"><div class="bar${i === 5 ? ' now' : ''}" style="height:${b * 2}px"></div><div class="x">${ltr(String(b))}</div></div>`).join('')}</div>`;
    const spaced = `${taxId.slice(0, 3)} ${taxId.slice(3, 6)} ${taxId.slice(6)}`;
    const body = `<div class="band"><div class="br">מי טוביה</div><div>${vendorName} · ח.פ. ${ltr(spaced)}<br>מרכז שירות: צומת באר טוביה · מוקד ${ltr('*' + rng.int(2000, 9999))}</div></div>
<div class="boxes"><div><small>מספר נכס</small><b>${ltr(prop)}</b></div><div><small>תקופת החשבון</small><b>${heMonth(start).split(' ')[0]}–${heMonth(end)}</b></div><div><small>תאריך הפקה</small><b>${ltr(dt(date, 'dd/mm/yy'))}</b></div><div class="hl"><small>לתשלום עד</small><b>${ltr(dt(due, 'dd/mm/yy'))}</b></div></div>
<h2>חשבונית מס מס' ${ltr(doc)}</h2><div class="two"><table class="m"><tr><th>מונה מס'</th><td>${ltr(rng.digits(8))}</td></tr><tr><th>קריאה קודמת (${ltr(dt(start, 'dd/mm/yy'))})</th><td>${ltr(String(prev))}</td></tr><tr><th>קריאה נוכחית (${ltr(dt(end, 'dd/mm/yy'))})</th><td>${ltr(String(prev + used))}</td></tr>
<tr><th>צריכה במ"ק</th><td>${ltr(String(used))}</td></tr><tr><th>נפשות רשומות</th><td>${ltr(String(residents))}</td></tr><tr><th>כמות מוזלת לתקופה</th><td>${ltr(String(allowance))} מ"ק</td></tr></table><div><div class="ct">צריכה בשישה חשבונות אחרונים (מ"ק)</div>${chart}</div></div>
<table class="ch"><thead><tr><th>פירוט חיובים</th><th>כמות מ"ק</th><th>תעריף למ"ק</th><th>סכום</th></tr></thead><tbody>${charges
      .map(([n, q, p]) => `<tr><td>${n}</td><td>${ltr(String(q))}</td><td>${ltr((p / 100).toFixed(2))}</td><td>${ltr(amount(q * p))}</td></tr>`)
      .join('')}</tbody>
<tfoot><tr><td colspan="3">סה"כ חיובים</td><td>${ltr(amount(net))}</td></tr><tr><td colspan="3">מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td colspan="3">סה"כ לתשלום</td><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></tfoot></table>
<div class="note">התעריפים בחשבון אינם כוללים מע"מ. הוראת קבע תחויב ביום ${ltr(dt(due, 'dd/mm/yy'))}.</div>
<div class="slip"><div>שובר תשלום · נכס ${ltr(prop)}</div><div>סכום: ${ltr(amount(gross))} ₪</div><div>עד: ${ltr(dt(due, 'dd/mm/yyyy'))}</div></div>`;
    const css = `body{font-family:'Miriam CLM','Nimbus Sans';font-size:13px;padding:12mm 14mm}.band{display:flex;gap:18px;align-items:center;background:#1d4e89;color:#fff;padding:10px 14px}.br{font-size:34px;font-weight:bold}
.boxes{display:flex;gap:8px;margin:12px 0}.boxes div{flex:1;border:1px solid #1d4e89;padding:6px;display:flex;flex-direction:column}.boxes small{color:#555}.boxes b{font-size:15px;margin-top:3px}.boxes .hl{background:#e3ecf7}
h2{font-size:18px;margin:10px 0}.two{display:flex;gap:30px}.m th{text-align:start;font-weight:normal;padding:2px 12px 2px 0}.m td{font-weight:bold}.ct{font-size:11px;color:#444}
.chart{display:flex;align-items:flex-end;gap:8px;height:130px;border-bottom:1px solid #000;padding-top:6px}.col{display:flex;flex-direction:column;align-items:center}.bar{width:18px;background:#9db7d6}.bar.now{background:#1d4e89}.x{font-size:10px}
.ch{width:100%;border-collapse:collapse;margin-top:16px}.ch th{background:#e3ecf7;padding:5px;text-align:start}.ch td{padding:5px;border-bottom:1px solid #ccc}.ch td:nth-child(n+2){text-align:end}.ch tfoot td{text-align:end;border:none}.ch tfoot td:first-child{text-align:start}.ch .g td{font-weight:bold;font-size:16px;border-top:2px solid #1d4e89}
.note{margin-top:10px;font-size:11px}.slip{margin-top:40px;border-top:2px dashed #000;padding-top:10px;display:flex;justify-content:space-between;font-size:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
