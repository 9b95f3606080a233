import { addDays, amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, firstOfMonth, heMonth, lastOfMonth, notAnId, spacedId, workday } from '../../generalisation/notation';
import { avoid, baseCss, grid, idOf, items, ltr, next, pairs, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-sharav-electricity-bill';

/** Hundredths of an agora per kWh before VAT in 2022, by season: peak, shoulder, off-peak (פסגה, גבע, שפל). */
const TARIFF: Record<'summer' | 'winter' | 'transition', [number, number, number]> = {
  summer: [11860, 5120, 3240],
  winter: [9740, 5910, 3190],
  transition: [4960, 4310, 3120],
};
/** Per mille of the 2022 tariff, by year. */
const INDEX: Record<number, number> = { 2021: 992, 2022: 1000, 2023: 1083, 2024: 1095, 2025: 1112, 2026: 1121 };

const TENANTS = ['לוגיסטיקת הדרום הפצה בע"מ', 'קר-טק מערכות קירור בע"מ', 'אריזות המישור המאוחדות בע"מ', 'מפעלי פלסט-רון בע"מ', 'דפוס אפיק בע"מ'];

/**
 * The management company of the Sharav industrial and logistics park reselling electricity to a tenant, a monthly bill on
 * A4 (Nachlieli CLM, DejaVu Sans): "ח.פ" spaced in threes, "חשבון חשמל לתקופה - חשבונית מס" and "מס' uuuu/yymm" (the
 * unit and the period), pairs (issue date dd.mm.yyyy early in the month, the period as the month before in words and as
 * first to last day, the tenant with its ח.פ., a contract number failing the check, unit, meter and multiplier); a
 * reading table by time of use (פסגה, גבע, שפל) with previous and current readings, kWh and agorot per kWh to two
 * decimals by season; a fixed connection charge, a 4% network management fee, VAT added, "סה"כ לתשלום" and a due date
 * two weeks on, repeated in a box.
 */
export const heSharavElectricityBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [3, 9]);
    const date = avoid(raw, [5, 6]);
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const month = Number(from.slice(5, 7));
    const season = [6, 7, 8, 9].includes(month) ? 'summer' : [12, 1, 2].includes(month) ? 'winter' : 'transition';
    const index = INDEX[Number(from.slice(0, 4))];
    const rates = TARIFF[season].map((r) => Math.round((r * index) / 1000));
    const mult = rng.pick([1, 20, 40]);
    const bands = ['פסגה', 'גבע', 'שפל'];
    const ranges: [number, number][] = [
      [600, 4200],
      [1500, 8500],
      [3000, 15000],
    ];
    const readings = ranges.map(([a, b]) => {
      const diff = Math.max(1, Math.round(rng.int(a, b) / mult));
      const prev = rng.int(1000, 90000);
      return { prev, cur: prev + diff, kwh: diff * mult };
    });
    const energy = readings.map((r, i) => Math.round((r.kwh * rates[i]) / 100));
    const fixed = 18950 + (Number(from.slice(0, 4)) - 2022) * 600;
    const fee = Math.round((total(energy) * 4) / 100);
    const net = total(energy) + fixed + fee;
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const due = workday(addDays(date, 14), addDays);
    const vendorName = 'שרב ניהול פארקים בע"מ';
    const taxId = idOf(vendorName, true);
    const unit = rng.int(1100, 4899);
    const doc = `${unit}/${from.slice(2, 4)}${from.slice(5, 7)}`;
    const tableRows = readings.map((r, i) => [
      bands[i],
      ltr(r.prev.toLocaleString('en-US')),
      ltr(r.cur.toLocaleString('en-US')),
      ltr(r.kwh.toLocaleString('en-US')),
      ltr((rates[i] / 100).toFixed(2)),
      ltr(amount(energy[i])),
    ]);
    const body = `<div class="hd"><div><div class="nm">פארק שרב</div><div>תעשייה · לוגיסטיקה · הייטק</div></div><div class="al"><div class="b">${vendorName}</div><div class="sm">ח.פ ${ltr(spacedId(taxId))}</div><div class="sm">מחלקת גבייה: ${ltr('*2740')}</div></div></div>
<div class="ttl">חשבון חשמל לתקופה - חשבונית מס <span>מס' ${ltr(doc)}</span></div>
${pairs(
  [
    ['תאריך הפקה', ltr(dt(date, 'dd.mm.yyyy'))],
    ['תקופת החיוב', `${heMonth(from)} (${ltr(dt(from, 'dd.mm.yyyy'))} - ${ltr(dt(to, 'dd.mm.yyyy'))})`],
    ['שם השוכר', rng.pick(TENANTS)],
    ['ח.פ. השוכר', ltr(taxIdOfCustomer(rng))],
    ["מס' חוזה", ltr(notAnId(rng))],
    ['יחידה', ltr(String(unit))],
    ['מונה', ltr(`M-${rng.digits(8)}`)],
    ['מקדם הכפלה', ltr(String(mult))],
  ],
  2,
)}
<div class="sec">צריכה לפי תעו"ז · עונה: ${season === 'summer' ? 'קיץ' : season === 'winter' ? 'חורף' : 'מעבר'}</div>
${items(['מקבץ', 'קריאה קודמת', 'קריאה נוכחית', 'קוט"ש', 'אג\' לקוט"ש', 'סכום ₪'], tableRows)}
<table class="tot"><tr><th>סה"כ אנרגיה</th><td>${ltr(amount(total(energy)))}</td></tr><tr><th>תשלום קבוע - חיבור</th><td>${ltr(amount(fixed))}</td></tr><tr><th>דמי ניהול רשת ${ltr('4%')}</th><td>${ltr(amount(fee))}</td></tr>
<tr><th>סה"כ לפני מע"מ</th><td>${ltr(amount(net))}</td></tr><tr><th>מע"מ ${ltr(`${rate}%`)}</th><td>${ltr(amount(vat))}</td></tr><tr class="g"><th>סה"כ לתשלום</th><td>${ltr(`₪ ${amount(gross)}`)}</td></tr></table>
${grid(
  [
    ['לתשלום עד', ltr(dt(due, 'dd.mm.yyyy'))],
    ['סכום', ltr(amount(gross))],
    ['אמצעי תשלום', 'הוראת קבע / העברה'],
  ],
  'grid due',
)}
<div class="sm foot">החשמל נרכש מספק מורשה ומסופק לשוכרים לפי הסכם השכירות. לבירורים יש לפנות תוך 30 יום מתאריך ההפקה.</div>`;
    const css = `${baseCss}
body{font-family:'Nachlieli CLM','DejaVu Sans';font-size:12px;padding:12mm 15mm}.hd{display:flex;justify-content:space-between;align-items:flex-end;border-bottom:3px solid #b35c00;padding-bottom:6px}.nm{font-size:30px;font-weight:bold;color:#b35c00}.al{text-align:end}
.ttl{font-size:17px;font-weight:bold;margin:10px 0}.ttl span{margin-inline-start:18px}.sec{margin-top:10px;font-weight:bold;border-bottom:1px solid #999}.items td:nth-child(n+2),.items th:nth-child(n+2){text-align:end}
.tot{width:45%;margin-inline-start:auto}.tot th{text-align:start;font-weight:normal;padding:2px 6px}.tot td{text-align:end;padding:2px 6px}.tot tr.g{font-weight:bold;font-size:15px;border-top:2px solid #000}
.due{width:70%;margin:14px auto}.due td{font-weight:bold;font-size:14px}.foot{margin-top:14px;color:#555}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
