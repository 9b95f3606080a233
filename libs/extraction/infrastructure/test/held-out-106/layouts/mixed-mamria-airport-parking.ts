import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { idOf, ltr, next, plus, total, vatIn } from './extra';

const ID = 'mixed-mamria-airport-parking';

/** Agorot with VAT: the first day, days 2-7 and each day from the 8th, by year (approximate). */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [7000, 5500, 4500],
  2023: [7500, 5800, 4800],
  2024: [7900, 6000, 5000],
  2025: [8500, 6500, 5300],
  2026: [8900, 6800, 5500],
};

/**
 * A long-term car park with a shuttle to Ben Gurion airport, the exit kiosk's receipt, Hebrew with English beside it,
 * 72 mm (Keter YG for the name, DejaVu Sans, DejaVu Sans Mono for figures): a drawn plane taking off beside "ממריא"
 * and "MAMRIA · airport parking", "ממריא חניה ושאטלים בע"מ" with "ח.פ. / Reg." plain, the road by the airport;
 * "קבלה – חשבונית מס / RECEIPT – TAX INVOICE" in a box; "מס' / No." (A, a digit, a slash and six digits) and
 * "תאריך / Date" dd.mm.yy (the exit); plate, entry and exit with dates and times, and the days charged (distractors);
 * the tariff: first day, days 2-7 and days from the 8th, each "n x price"; sometimes an exterior wash; "סה"כ / TOTAL"
 * "₪ …" large, "כולל מע"מ n% / incl. VAT" with the VAT (contained); the card; any day.
 */
export const mixedMamriaAirportParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const nights = rng.int(1, 16);
    const entry = plus(date, -nights);
    const inT = rng.int(3 * 60, 23 * 60 + 30);
    const outT = rng.int(0, 23 * 60 + 50);
    const minutes = nights * 1440 + outT - inT;
    const days = Math.max(1, Math.ceil(minutes / 1440));
    const [first, mid, late] = TARIFF[year];
    const lines: { he: string; en: string; q: number; unit: number }[] = [{ he: 'יום ראשון', en: 'First day', q: 1, unit: first }];
    if (days > 1) lines.push({ he: 'ימים 2-7', en: 'Days 2-7', q: Math.min(days, 7) - 1, unit: mid });
    if (days > 7) lines.push({ he: 'מהיום ה-8', en: 'From day 8', q: days - 7, unit: late });
    if (rng.chance(0.25)) lines.push({ he: 'שטיפה חיצונית', en: 'Exterior wash', q: 1, unit: Math.round((4500 + (year - 2022) * 300) / 100) * 100 });
    const gross = total(lines.map((l) => l.q * l.unit));
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'ממריא חניה ושאטלים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `A${rng.int(1, 4)}/${rng.digits(6)}`;
    const f = (s: string) => `<span class="f">${ltr(s)}</span>`;
    const en = (s: string) => `<span class="en">${s}</span>`;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const plane = `<svg width="44" height="30" viewBox="0 0 44 30"><path d="M2 26 L42 26" stroke="#000" stroke-width="1.5"/><path d="M6 20 L34 6 Q40 3 41 6 Q42 9 36 11 L26 16 L22 24 L18 24 L20 18 L12 21 L9 24 L6 24 Z" fill="#000"/></svg>`;
    const body = `<div class="hd">${plane}<div><div class="nm">ממריא</div><div>${en('MAMRIA · airport parking')}</div></div></div>
<div class="c sm">${vendorName}<br>ח.פ. / ${en('Reg.')} ${f(taxId)}<br>כביש ${f('40')}, צומת גנות · ${f(`03-97${rng.digits(5)}`)}<br>שאטל לנתב"ג כל ${f('15')} דקות / ${en('Shuttle every 15 min')}</div>
<div class="box">קבלה – חשבונית מס<br>${en('RECEIPT – TAX INVOICE')}</div>
${r(`מס' / ${en('No.')}`, `<b>${f(doc)}</b>`)}
${r(`תאריך / ${en('Date')}`, f(dt(date, 'dd.mm.yy')))}
${r(`רכב / ${en('Plate')}`, f(plate(rng)))}
${r(`כניסה / ${en('In')}`, f(`${dt(entry, 'dd.mm.yy')} ${hhmm(inT)}`))}
${r(`יציאה / ${en('Out')}`, f(`${dt(date, 'dd.mm.yy')} ${hhmm(outT)}`))}
${r(`ימים לחיוב / ${en('Days charged')}`, f(String(days)))}
<div class="rule"></div>
${lines.map((l) => r(`${l.he.replace(/([0-9][0-9-]*)/g, (m) => ltr(m))} / ${en(l.en)}<br>${f(`${l.q} x ${amount(l.unit)}`)}`, f(amount(l.q * l.unit)))).join('')}
<div class="rule"></div>
${r(`סה"כ / ${en('TOTAL')}`, f(`₪ ${amount(gross)}`), 'big')}
${r(`כולל מע"מ ${f(`${rate}%`)} / ${en('incl. VAT')}`, f(amount(vat)))}
${r(`אשראי / ${en('Card')}`, f(`XXXX-${rng.digits(4)}`))}
<div class="c sm">נסיעה טובה! / ${en('Have a good trip!')}</div>`;
    const css = `body{font-family:'DejaVu Sans';font-size:11px;width:66mm;padding:3mm;box-sizing:border-box}.f{font-family:'DejaVu Sans Mono';font-size:10.5px;white-space:nowrap}.en{font-size:9.5px}
.hd{display:flex;justify-content:center;align-items:center;gap:8px}.nm{font-family:'Keter YG';font-size:30px;font-weight:bold;line-height:1}.c{text-align:center}.sm{font-size:9.5px;margin:3px 0}
.box{border:2px solid #000;text-align:center;font-weight:bold;padding:3px;margin:6px 0}.r{display:flex;justify-content:space-between;align-items:flex-end;gap:6px;margin:2px 0}.rule{border-top:1px dashed #000;margin:4px 0}
.big{font-size:15px;font-weight:bold}.big .f{font-size:14px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '72mm 400mm', css, body }),
      page: '72mm 400mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
