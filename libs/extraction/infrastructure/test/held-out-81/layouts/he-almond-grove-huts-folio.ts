import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'he-almond-grove-huts-folio';

/**
 * Wooden huts in an almond grove in the Judean foothills, A5 (Stam Sefarad CLM for the name, Simple CLM for the text): the
 * name, "צימרים בין השקדיות", "חשבון אירוח" with a booking number at the right and "חשבונית מס-קבלה" with its own number at
 * the left, the guest, arrival and departure with weekdays (dd.mm.yy), nights at a weekday or weekend rate, breakfast
 * baskets, a hot tub evening and late check-out on some, "סה"כ לתשלום" with "₪", VAT contained, the payment and "יתרה 0",
 * and the company with its id in the footer only. Dated the day of departure.
 */
export const heAlmondGroveHutsFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const rate = israeliRate(date);
    const nights = rng.int(1, 4);
    const arrive = plus(date, -nights);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const p = (a: number) => Math.round((a * up) / 1000) * 1000;
    const rows: { name: string; sum: number; qty: number; each: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrive, i);
      const wknd = [4, 5].includes(new Date(`${d}T12:00:00Z`).getUTCDay());
      const each = p(wknd ? 129000 : 98000);
      rows.push({ name: `לינה ${ltr(dt(d, 'dd/mm'))} ${wknd ? '(סופ"ש)' : ''}`, qty: 1, each, sum: each });
    }
    const guests = rng.pick([2, 2, 3, 4]);
    if (rng.chance(0.7)) rows.push({ name: 'סל ארוחת בוקר', qty: guests * nights, each: p(9500), sum: guests * nights * p(9500) });
    if (rng.chance(0.4)) rows.push({ name: 'ערב ג׳קוזי עצים', qty: 1, each: p(22000), sum: p(22000) });
    if (rng.chance(0.3)) rows.push({ name: 'עזיבה מאוחרת', qty: 1, each: p(15000), sum: p(15000) });
    const gross = total(rows.map((r) => r.sum));
    const vat = vatIn(gross, rate);
    const vendorName = 'בקתות השקד אירוח כפרי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1100, 4800));
    const booking = `${rng.int(10, 99)}${rng.digits(4)}`;
    const body = `<div class="nm">בקתות השקד</div><div class="c">צימרים בין השקדיות · מושב ${rng.pick(['תעוז', 'נס הרים', 'זכריה'])}</div>
<div class="hdr"><span>חשבון אירוח · הזמנה ${ltr(booking)}</span><span><b>חשבונית מס-קבלה ${ltr(doc)}</b></span></div>
<table class="g"><tr><td>אורח/ת</td><td>${rng.pick(['שירן ודור לוי', 'מיכאל אבוטבול', 'הדס כהן-רז', 'יוסי ורונית פרץ'])}</td></tr><tr><td>הגעה</td><td>${heDay(arrive)} ${ltr(dt(arrive, 'dd.mm.yy'))}</td></tr><tr><td>עזיבה</td><td>${heDay(date)} ${ltr(dt(date, 'dd.mm.yy'))}</td></tr><tr><td>בקתה</td><td>${rng.pick(['שקדיה', 'אגוז', 'תאנה', 'רימון'])} · ${ltr(String(guests))} אורחים</td></tr></table>
<table class="it"><tr><th>פירוט</th><th>כמות</th><th>מחיר</th><th>סה"כ</th></tr>${rows.map((r) => `<tr><td>${r.name}</td><td>${ltr(String(r.qty))}</td><td>${ltr(amount(r.each))}</td><td>${ltr(amount(r.sum))}</td></tr>`).join('')}</table>
<div class="tot"><span>סה"כ לתשלום</span><span>${ltr(`₪${amount(gross)}`)}</span></div><div class="r">מתוכו מע"מ ${ltr(`${rate}%`)}: ${ltr(amount(vat))}</div>
<div class="r">שולם ${rng.pick(['בכרטיס אשראי', 'בהעברה בנקאית', 'בביט'])}: ${ltr(amount(gross))} · יתרה: ${ltr('0.00')}</div>
<div class="ft">${vendorName} · ח.פ. ${ltr(taxId)} · ${ltr(`052-${rng.digits(7)}`)}</div>`;
    const css = `body{font-family:'Simple CLM','FreeSans';font-size:12.5px;padding:10mm 11mm;height:190mm;position:relative}.nm{font-family:'Stam Sefarad CLM','Frank Ruehl CLM';font-size:34px;text-align:center;color:#5a3b1a}.c{text-align:center}
.hdr{display:flex;justify-content:space-between;border-top:2px solid #5a3b1a;border-bottom:2px solid #5a3b1a;padding:4px 0;margin:8px 0}table{border-collapse:collapse;width:100%}.g td{padding:2px 4px}.g td:first-child{color:#5a3b1a;width:22mm}
.it{margin:8px 0}.it th{text-align:start;border-bottom:1px solid #5a3b1a;padding:3px}.it td{padding:3px;border-bottom:1px dotted #aaa}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:left}
.tot{display:flex;justify-content:space-between;font-size:17px;font-weight:bold;margin-top:6px}.r{text-align:left;font-size:11.5px}.ft{position:absolute;bottom:8mm;left:11mm;right:11mm;text-align:center;font-size:10px;border-top:1px solid #aaa;padding-top:3px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
