import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, hyphenId, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next, total, vatIn } from './extra';

const ID = 'mixed-beit-yanai-parking';

/** First hour, each further started quarter hour, daily maximum (agorot), by year. */
const TARIFF: Record<number, [number, number, number]> = {
  2022: [1500, 400, 7500],
  2023: [1600, 400, 8000],
  2025: [1800, 500, 9000],
  2026: [1800, 500, 9000],
};

/** A line of three cells: Hebrew label, value, English label. */
const line = (he: string, value: string, en: string, cls = '') => `<tr class="${cls}"><th>${he}</th><td>${value}</td><th class="en">${ltr(en)}</th></tr>`;

/**
 * The beach car park at Beit Yanai on the coastal road, the exit cashier's slip, 80 mm (FreeSans, Nimbus Sans Narrow):
 * every line a three-cell row of Hebrew label, value and English label; the company in Hebrew and English with "ח.פ. /
 * Co. ID" hyphenated; "קבלה / חשבונית מס" over "Receipt / Tax invoice" and "g-nnnnnnn" (exit gate and serial); ticket,
 * plate, entry and exit (date dd.mm.yy and hh:mm), stay in minutes; the first hour, each further started quarter hour,
 * or the daily maximum; "סה"כ / Total" with "₪" after, VAT contained with its rate; card or cash; April to October.
 */
export const mixedBeitYanaiParking: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng, [4, 5, 6, 7, 8, 9, 10]);
    const [first, quarter, cap] = TARIFF[Number(date.slice(0, 4))];
    const stay = rng.int(20, 420);
    const entry = rng.int(7 * 60, Math.min(19 * 60, 23 * 60 - stay));
    const quarters = Math.max(0, Math.ceil((stay - 60) / 15));
    const raw2 = first + quarters * quarter;
    const gross = Math.min(cap, raw2);
    const capped = raw2 > cap;
    const rate = israeliRate(date);
    const vat = vatIn(gross, rate);
    const vendorName = 'חניוני חוף בית ינאי בע"מ';
    const taxId = idOf(vendorName, true);
    const gate = rng.int(1, 3);
    const doc = `${gate}-${rng.digits(7)}`;
    const cash = rng.chance(0.3);
    const given = Math.ceil(gross / 2000) * 2000 + (rng.chance(0.3) ? 2000 : 0);
    const charges = capped
      ? line('מקסימום יומי', ltr(amount(cap)), 'Daily maximum')
      : `${line('שעה ראשונה', ltr(amount(first)), 'First hour')}${quarters ? line(`רבעי שעה נוספים ${ltr(`${quarters} × ${amount(quarter)}`)}`, ltr(amount(total([quarters * quarter]))), 'Extra quarter hours') : ''}`;
    const body = `<div class="c nm">חניון חוף בית ינאי</div><div class="c enb">Beit Yanai Beach Parking</div><div class="c sm">${vendorName}</div><div class="c sm">${ltr('Beit Yanai Beach Parking Ltd.')}</div><div class="c sm">ח.פ. / ${ltr('Co. ID')} ${ltr(hyphenId(taxId))}</div><div class="c sm">כביש החוף, מחלף בית ינאי · ${ltr('Coastal Road, Beit Yanai exit')}</div>
<div class="rule"></div><div class="c b">קבלה / חשבונית מס</div><div class="c b">${ltr('Receipt / Tax invoice')}</div><div class="c b big">${ltr(doc)}</div><div class="rule"></div>
<table class="tri">${line('כרטיס', ltr(rng.digits(10)), 'Ticket')}${line('רכב', ltr(plate(rng)), 'Plate')}${line('כניסה', ltr(`${dt(date, 'dd.mm.yy')} ${hhmm(entry)}`), 'Entry')}${line('יציאה', ltr(`${dt(date, 'dd.mm.yy')} ${hhmm(entry + stay)}`), 'Exit')}${line('משך (דקות)', ltr(String(stay)), 'Minutes')}
<tr><td colspan="3"><div class="rule"></div></td></tr>${charges}${line('<b>סה"כ</b>', `<b>${ltr(`${amount(gross)} ₪`)}</b>`, '<b>Total</b>', 'big')}${line(`מע"מ ${ltr(`${rate}%`)} כלול`, ltr(amount(vat)), `VAT ${rate}% incl.`)}
${cash ? `${line('מזומן', ltr(amount(given)), 'Cash')}${line('עודף', ltr(amount(given - gross)), 'Change')}` : line('אשראי', ltr(`****${rng.digits(4)}`), 'Card')}</table>
<div class="rule"></div><div class="c sm">הרחצה מותרת רק מול מציל · ${ltr('Swim only where a lifeguard is on duty')}</div><div class="c sm">קופאי ${ltr(String(rng.int(10, 60)))} · ${ltr('Cashier')}</div>`;
    const css = `${baseCss}
body{font-family:'FreeSans','Nimbus Sans Narrow';font-size:11px;padding:5mm 3mm;width:74mm}.nm{font-size:18px;font-weight:bold}.enb{font-family:'Nimbus Sans Narrow';font-size:13px;font-weight:bold}.big{font-size:14px}
.tri{width:100%}.tri th{text-align:start;font-weight:normal;padding:1px 2px;white-space:nowrap}.tri td{text-align:center;padding:1px 2px;white-space:nowrap}.tri th.en{text-align:end;font-family:'Nimbus Sans Narrow';color:#333}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 150mm', css, body }),
      page: '80mm 150mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
