import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, share } from '../../generalisation/notation';
import { avoid, baseCss, boxes, idOf, items, ltr, next, plus, total, vatOn } from './extra';

const ID = 'he-zerem-electricity-bill';

const NAMES = ['גלית ואבי סויסה', 'אברהם טננבאום', 'אנה קוזלוב', 'חן ורועי ששון', 'ראיד עבאס', 'מירב אלמוג'];
const STREETS = ['הנרקיס', 'הכלנית', 'החצב', 'הרקפת', 'הסביון'];
const TOWNS = ['כפר יונה', 'אבן יהודה', 'תל מונד'];

/**
 * A private electricity supplier's two-monthly bill to a household, A4 (Aharoni CLM for the brand, Noto Sans Hebrew with
 * Liberation Sans): the "זרם ישיר" brand and "זרם ישיר אספקת חשמל בע"מ" with "ח.פ." plain and a licence number; "חשבון
 * חשמל תקופתי - חשבונית מס" and "מס' חשבונית 8nnnnnnnnn"; boxes (issue date dd.mm.yyyy on a weekday early in an odd month,
 * the two months before in words and from first to last day, contract number failing the check, meter, readings and
 * kWh); a table with the kWh at the regulated tariff (agorot per kWh by year, four decimals in shekels), the fixed
 * charge, the supplier's discount as a minus, "סה"כ לפני מע"מ", "מע"מ n%" added, "סה"כ לתשלום" "₪…", a box with the due
 * date and the direct debit.
 */
export const heZeremElectricityBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, [1, 3, 5, 7, 9, 11], [2, 8]);
    const date = avoid(raw, [5, 6]);
    const year = Number(date.slice(0, 4));
    const from = firstOfMonth(date, -2);
    const to = lastOfMonth(firstOfMonth(date, -1));
    /** Tariff in 1/10000 shekel per kWh before VAT, roughly as the regulator moved it. */
    const tariff = { 2022: 4730, 2023: 5212, 2024: 5202, 2025: 5263, 2026: 5380 }[year] ?? 5300;
    const kwh = rng.int(620, 2400);
    const energy = Math.round((kwh * tariff) / 100);
    const fixed = 3150 + (year - 2022) * 60;
    const pct = rng.pick([5, 6, 7, 8]);
    const discount = -share(energy, pct);
    const net = total([energy, fixed, discount]);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'זרם ישיר אספקת חשמל בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `8${rng.digits(9)}`;
    const prev = rng.int(10000, 60000);
    const due = plus(date, 19);
    const rows = [
      ['צריכת חשמל לפי תעריף ביתי', ltr(`${kwh} קוט"ש`), ltr((tariff / 10000).toFixed(4)), ltr(amount(energy))],
      ['תשלום קבוע לתקופה', ltr('1'), ltr(amount(fixed)), ltr(amount(fixed))],
      [`הנחת ספק ${ltr(`${pct}%`)} מרכיב הצריכה`, '', '', ltr(amount(discount))],
    ];
    const body = `<div class="hd"><div><div class="brand">זרם ישיר</div><div>${vendorName}</div><div class="sm">ח.פ. ${ltr(taxId)} · רישיון ספק מס' ${ltr(`ES-${rng.digits(3)}`)} · מוקד ${ltr('*' + rng.digits(4))}</div></div>
<div class="doc"><div class="b">חשבון חשמל תקופתי - חשבונית מס</div><div>מס' חשבונית ${ltr(doc)}</div></div></div>
<div class="cust"><b>${rng.pick(NAMES)}</b><br>רח' ${rng.pick(STREETS)} ${ltr(String(rng.int(1, 45)))}, ${rng.pick(TOWNS)}</div>
${boxes([
  ['תאריך הפקה', ltr(dt(date, 'dd.mm.yyyy'))],
  ['תקופת החשבון', `${heMonth(from).split(' ')[0]}-${heMonth(to)}`],
  ['מ- עד', ltr(`${dt(from, 'dd/mm/yy')} - ${dt(to, 'dd/mm/yy')}`)],
  ["מס' חוזה", ltr(notAnId(rng))],
])}
${boxes([
  ["מס' מונה", ltr(rng.digits(8))],
  ['קריאה קודמת', ltr(String(prev))],
  ['קריאה נוכחית', ltr(String(prev + kwh))],
  ['צריכה בקוט"ש', ltr(String(kwh))],
])}
${items(['פירוט', 'כמות', "מחיר ליח' ₪", 'סכום ₪'], rows)}
<table class="tot"><tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`₪${amount(gross)}`)}</td></tr></table>
<div class="due"><div>מועד אחרון לתשלום: <b>${ltr(dt(due, 'dd.mm.yyyy'))}</b></div><div class="sm">הסכום ייגבה בהוראת קבע מחשבון הבנק ${ltr(`***${rng.digits(3)}`)}</div></div>
<div class="sm note">התעריף לקוט"ש הוא התעריף הביתי שקבעה רשות החשמל לתקופה, לפני מע"מ. ההנחה חלה על רכיב הצריכה בלבד.</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans Hebrew','Liberation Sans';font-size:11.5px;padding:13mm 14mm}.hd{display:flex;justify-content:space-between;border-bottom:4px solid #f2b705;padding-bottom:8px}
.brand{font-family:'Aharoni CLM';font-size:36px;color:#1f3b73;line-height:1}.doc{text-align:end;font-size:13px;line-height:1.6}.cust{margin:10px 0;line-height:1.5}
.box{border-color:#1f3b73}.items th:nth-child(n+2),.items td:nth-child(n+2){text-align:end}.tot{width:48%;margin-inline-start:auto}.tot th{text-align:start;font-weight:normal;padding:3px 6px}
.tot td{text-align:end;font-weight:bold;padding:3px 6px}.tot tr.g{background:#1f3b73;color:#fff;font-size:15px}.due{border:2px solid #f2b705;padding:6px 10px;margin-top:12px;width:60%}.note{margin-top:14px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
