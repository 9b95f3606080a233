import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, heDay } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, plus, total, vatIn, weekdayOf } from './extra';

const ID = 'he-kisch-folio';

const CABINS = ['בקתת הרימון', 'בקתת הזית', 'בקתת החרוב', 'בקתת השקד'];

/**
 * A country cabins' guest account at Kfar Kisch, A4 (Stam Sefarad CLM for the trade name, FreeSerif): "בקתות
 * נחלת קיש" centred over a thin rule, the company and "ח.פ." plain with the phone on one line; a two-column block:
 * on the right "לכבוד" the guest and the cabin, on the left "חשבון שהייה – חשבונית מס קבלה" with "מס'
 * nnnnn" (five digits) and "תאריך:" dd/mm/yyyy (the departure); "תאריך הגעה" and "תאריך עזיבה" with their weekdays;
 * a table of each night (date, weekday, cabin, the rate: Friday and Saturday nights dearer), a breakfast basket per
 * night for two, extras (late departure, a hot tub evening, a bottle, a fire-pit kit), all with VAT; "סה"כ לחיוב"
 * "₪ …", "המחיר כולל מע"מ n%" with the VAT, "שולם בכרטיס אשראי" in payments; dated the departure.
 */
export const heKischFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const nights = rng.int(1, 4);
    const dep = raw;
    const arr = plus(dep, -nights);
    const rise = 1 + (Number(dep.slice(0, 4)) - 2022) * 0.05;
    const up = (p: number) => Math.round((p * rise) / 1000) * 1000;
    const cabin = rng.pick(CABINS);
    const rows: [string, string, number][] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arr, i);
      const wk = weekdayOf(d) === 5 || weekdayOf(d) === 6;
      rows.push([ltr(dt(d, 'dd/mm/yy')), `לינה – ${cabin} (${heDay(d)})`, up(wk ? 125000 : 95000)]);
    }
    const basket = up(16000);
    rows.push(['', `סל ארוחת בוקר זוגי × ${ltr(String(nights))}`, basket * nights]);
    const extras: [string, number][] = [
      ['עזיבה מאוחרת עד 15:00', up(15000)],
      ["ערב ג'קוזי חם", up(20000)],
      ['בקבוק יין מהגליל', up(11000)],
      ['ערכת מדורה ומרשמלו', up(6000)],
    ];
    for (const [n, p] of rng.some(extras, rng.int(0, 3))) rows.push([ltr(dt(dep, 'dd/mm/yy')), n.replace(/\d+:\d+/, (m) => ltr(m)), p]);
    const gross = total(rows.map((r) => r[2]));
    const rate = israeliRate(dep);
    const vat = vatIn(gross, rate);
    const vendorName = 'נחלת קיש אירוח כפרי בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(10200, 48999));
    const guest = `${rng.pick(['אורית', 'שי', 'גלית', 'יונתן', 'רעות'])} ${rng.pick(['זילברמן', 'חדד', 'פרידמן', 'עמר', 'שושן'])}`;
    const body = `<div class="c tn">בקתות נחלת קיש</div><div class="line"></div><div class="c">${vendorName} · ח.פ. ${ltr(taxId)} · כפר קיש, גליל תחתון · ${ltr(`04-67${rng.digits(5)}`)}</div>
<div class="two"><div><div><b>לכבוד:</b> ${guest}</div><div><b>יחידה:</b> ${cabin}</div><div><b>אורחים:</b> ${ltr(String(rng.int(2, 4)))}</div></div>
<div class="doc"><div class="t">חשבון שהייה – חשבונית מס קבלה</div><div>מס' ${ltr(doc)}</div><div>תאריך: ${ltr(dt(dep, 'dd/mm/yyyy'))}</div></div></div>
<div class="stay"><span>תאריך הגעה: ${ltr(dt(arr, 'dd/mm/yyyy'))} (${heDay(arr)})</span><span>תאריך עזיבה: ${ltr(dt(dep, 'dd/mm/yyyy'))} (${heDay(dep)})</span><span>לילות: ${ltr(String(nights))}</span></div>
<table class="f"><thead><tr><th>תאריך</th><th>פירוט</th><th>סכום ₪</th></tr></thead><tbody>${rows.map(([d, n, p]) => `<tr><td>${d}</td><td>${n}</td><td>${ltr(amount(p))}</td></tr>`).join('')}</tbody></table>
<div class="tot"><div class="g"><span>סה"כ לחיוב</span><span>${ltr(`₪ ${amount(gross)}`)}</span></div><div><span>המחיר כולל מע"מ ${ltr(`${rate}%`)}</span><span>${ltr(amount(vat))}</span></div>
<div><span>שולם בכרטיס אשראי ב-${ltr(String(gross > 300000 ? 3 : 1))} תשלומים</span><span>${ltr(amount(gross))}</span></div><div><span>יתרה</span><span>${ltr('0.00')}</span></div></div>
<p class="c bye">תודה שהתארחתם אצלנו, נשמח לראותכם שוב!</p>`;
    const css = `${baseCss}
body{font-family:'FreeSerif';font-size:13px;padding:16mm 18mm}.tn{font-family:'Stam Sefarad CLM';font-size:44px;line-height:1.2}.line{border-top:1px solid #555;margin:4px 40mm 6px}
.two{display:flex;justify-content:space-between;margin-top:14mm;line-height:1.7}.doc{text-align:end}.doc .t{font-size:17px;font-weight:bold}.stay{display:flex;justify-content:space-between;margin:10mm 0 4mm;padding:5px 0;border-top:1px solid #999;border-bottom:1px solid #999}
.f{width:100%}.f th{text-align:start;border-bottom:1.5px solid #333;padding:4px}.f td{padding:4px;border-bottom:1px solid #ddd}.f td:last-child,.f th:last-child{text-align:end}
.tot{width:90mm;margin-top:8mm;margin-inline-start:auto}.tot div{display:flex;justify-content:space-between;padding:2px 0}.tot .g{font-weight:bold;font-size:15px;border-bottom:2px solid #333}.bye{margin-top:16mm}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date: dep, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
