import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { baseCss, idOf, ltr, next } from './extra';

const ID = 'mixed-beit-guvrin-car-park-receipt';

/**
 * A car park's receipt at the Beit Guvrin caves, 80 mm (DejaVu Sans, Noto Sans Hebrew): a two-column table, each
 * label in Hebrew with its English under it and the value beside, operator's company name and id, receipt and ticket,
 * plate read at the gate, entry from the morning and exit up to seven hours later (by six, when it closes), the year's tariff (first hour, each
 * further hour, a daily cap) or the coach rate, the hours charged, VAT contained, card at the pay station.
 */
export const mixedBeitGuvrinCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const rate = israeliRate(date);
    const step = year - 2022;
    const first = 1200 + step * 100;
    const further = 600 + step * 50;
    const cap = 4200 + step * 200;
    const coach = rng.chance(0.15);
    const entry = rng.int(8 * 60, 14 * 60);
    const stay = rng.int(25, Math.min(7 * 60, 18 * 60 - entry));
    const hours = Math.ceil(stay / 60);
    const gross = coach ? 9000 + step * 500 : Math.min(cap, first + (hours - 1) * further);
    const vat = Math.round((gross * rate) / (100 + rate));
    const vendorName = 'חניוני השפלה תפעול בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(1, 3)}-${rng.int(10000, 99999)}`;
    const r = (he: string, en: string, v: string, cls = '') => `<tr class="${cls}"><td class="lb">${he}<div class="en">${ltr(en)}</div></td><td class="vl">${v}</td></tr>`;
    const body = `<div class="c"><div class="brand">חניון מערות בית גוברין</div><div class="lat">${ltr('BEIT GUVRIN CAVES CAR PARK')}</div><div class="sm">${vendorName} · ח.פ. ${ltr(taxId)}</div><div class="sm">כביש ${ltr('35')}, ליד צומת בית גוברין</div></div>
<div class="rule"></div>
<table class="p">
${r('קבלה / חשבונית מס', 'Receipt / Tax invoice', ltr(doc), 'b')}
${r('כרטיס', 'Ticket', ltr(rng.digits(10)))}
${r('מספר רכב', 'Plate', ltr(plate(rng)))}
${r('כניסה', 'Entry', ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(entry)}`))}
${r('יציאה', 'Exit', ltr(`${dt(date, 'dd/mm/yy')} ${hhmm(entry + stay)}`))}
${r('משך', 'Duration', ltr(`${Math.floor(stay / 60)}h ${String(stay % 60).padStart(2, '0')}m`))}
${coach ? r('תעריף אוטובוס', 'Coach, flat rate', ltr(amount(gross))) : `${r('שעה ראשונה', 'First hour', ltr(amount(first)))}${hours > 1 ? r(`שעות נוספות (${ltr(String(hours - 1))})`, 'Further hours', ltr(amount(Math.min(cap, first + (hours - 1) * further) - first))) : ''}${first + (hours - 1) * further > cap ? r('תקרה יומית', 'Daily cap', ltr(amount(cap))) : ''}`}
${r('סה"כ לתשלום', 'Total paid', ltr(`₪${amount(gross)}`), 'b big')}
${r(`מע"מ ${ltr(`${rate}%`)}`, 'VAT included', ltr(amount(vat)))}
${r('תשלום', 'Payment', ltr(`${rng.pick(['VISA', 'MC', 'AMEX'])} ${rng.digits(4)}`))}
</table>
<div class="rule"></div>
<div class="c sm">החניון פתוח ${ltr('08:00-18:00')} · ${ltr('Open 08:00-18:00')}</div>`;
    const css = `${baseCss}
body{font-family:'DejaVu Sans','Noto Sans Hebrew';font-size:11px;width:70mm;padding:4mm}.brand{font-family:'Noto Sans Hebrew','DejaVu Sans';font-size:17px;font-weight:bold}.lat{font-size:9.5px;letter-spacing:1px}
.p{width:100%}.p td{padding:2px 0;border-bottom:1px dotted #999;vertical-align:top}.lb{font-family:'Noto Sans Hebrew','DejaVu Sans'}.en{font-size:9px;color:#444;text-align:right}.vl{text-align:left;white-space:nowrap}.big .vl{font-size:1.3em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 170mm', css, body }),
      page: '80mm 170mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
