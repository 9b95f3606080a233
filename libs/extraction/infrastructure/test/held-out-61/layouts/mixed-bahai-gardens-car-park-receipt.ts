import { htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hhmm, landline, plate, sh } from '../../generalisation/notation';
import { baseCss, grid, idOf, ltr, next, row, weekdayOf } from './extra';

const ID = 'mixed-bahai-gardens-car-park-receipt';

/** A car park receipt below Haifa's Bahá'í gardens with "Hebrew · English" labels, prices including VAT. */
export const mixedBahaiGardensCarParkReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'parking',
  make(rng) {
    const { n, date } = next(ID, rng);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const inAt = rng.int(8 * 60, 17 * 60);
    const stay = rng.int(25, 330);
    const weekend = [5, 6].includes(weekdayOf(date));
    let fee: number;
    let tariff: string;
    if (co) {
      // ₪12 the first hour, ₪3 each further started quarter hour, ₪60 a day at most.
      fee = Math.min(6000, 1200 + Math.max(0, Math.ceil((stay - 60) / 15)) * 300);
      tariff = `שעה ראשונה ₪12, כל רבע שעה נוספת ₪3, מקסימום ₪60 ליום · ${ltr('First hour ₪12, each extra 15 min ₪3, max ₪60/day')}`;
    } else {
      fee = weekend ? 3000 : 2000;
      tariff = `כניסה ₪20, שישי-שבת ₪30 · ${ltr('Entry ₪20, Fri-Sat ₪30')}`;
    }
    const validation = co && rng.chance(0.35) ? 1000 : 0;
    const gross = fee - validation;
    const vat = Math.round((gross * rate) / (100 + rate));
    const vendorName = co ? 'חניוני הכרמל הגבוה בע"מ' : 'סאמר חורי';
    const taxId = idOf(vendorName, co);
    const doc = co ? `HC/${rng.int(1000000, 9999999)}` : String(rng.int(10000, 99999));
    const money = (c: number) => (co ? sh(c, '₪ x') : sh(c, 'NIS x'));
    const f = (d: string) => (co ? dt(d, 'dd.mm.yyyy') : dt(d, 'd/m/yyyy'));
    const L = (he: string, en: string) => `${he} · ${ltr(en)}`;
    const pay = rng.pick(['card', 'app', 'cash'] as const);
    const given = Math.ceil(gross / 5000) * 5000;
    const payment =
      pay === 'card'
        ? `${row(L('אשראי', 'Card'), ltr(`****${rng.digits(4)}`))}${row(L('אישור', 'Approval'), ltr(rng.digits(6)))}`
        : pay === 'app'
          ? `${row(L('אפליקציה', 'Parking app'), ltr(rng.pick(['Pango', 'Cello'])))}${row(L('אסמכתא', 'Reference'), ltr(rng.digits(9)))}`
          : `${row(L('מזומן', 'Cash'), ltr(money(given)))}${row(L('עודף', 'Change'), ltr(money(given - gross)))}`;
    const body = `<div class="band c">${
      co
        ? `<div class="brand">חניון שדרות הגנים · ${ltr('GARDENS AVENUE PARKING')}</div><div class="sm">שד׳ בן גוריון, חיפה · ${ltr("Below the Bahá'í Gardens")}</div>`
        : `<div class="brand">חניון יפה נוף · ${ltr('YEFE NOF LOT')}</div><div class="sm">רח׳ יפה נוף, חיפה · ${ltr('Upper Terrace')} · ${ltr(cellular(rng))}</div>`
    }</div>
${co ? `<div class="c sm">${vendorName} · ח.פ. ${ltr(taxId)} · ${ltr(landline(rng))}</div>` : ''}
<div class="c b">${L('קבלה / חשבונית מס', 'Receipt / Tax Invoice')}</div>
${row(L('מס׳', 'No.'), ltr(doc))}${row(L('תאריך', 'Date'), ltr(f(date)))}${row(L('כרטיס', 'Ticket'), ltr(rng.digits(10)))}${row(L('רכב', 'Plate'), ltr(plate(rng)))}
${grid([
  [L('כניסה', 'In'), ltr(hhmm(inAt))],
  [L('יציאה', 'Out'), ltr(hhmm(inAt + stay))],
  [L('שהייה', 'Stay'), ltr(`${Math.floor(stay / 60)}:${String(stay % 60).padStart(2, '0')}`)],
])}
<div class="sm">${tariff}</div>
${validation ? `${row(L('דמי חניה', 'Parking fee'), ltr(money(fee)))}${row(L('שובר בית עסק', 'Merchant validation'), ltr(money(-validation)))}` : ''}
${row(L('לתשלום', 'Amount due'), ltr(money(gross)), 'b big')}${row(L(`כולל מע"מ ${rate}%`, `incl. VAT ${rate}%`), ltr(money(vat)))}
<div class="rule"></div>${payment}
<div class="sm c">${L('מסוף יציאה', 'Exit terminal')} ${rng.int(1, 4)} · ${L('החניון אינו אחראי לנזק או לגניבה', 'Not liable for damage or theft')}</div>
${co ? '' : `<div class="rule"></div><div class="sm c">סאמר חורי · ${L('עוסק מורשה', 'Licensed Dealer')} ${ltr(taxId)}</div>`}`;
    const width = co ? 80 : 60;
    const page = `${width}mm ${co ? 170 : 160}mm`;
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans Hebrew'" : "'DejaVu Sans Mono'"};font-size:${co ? 10.5 : 8.5}px;padding:3mm ${co ? 3.5 : 2}mm;width:${width}mm;box-sizing:border-box}.band{background:${co ? '#558b2f' : '#37474f'};color:#fff;padding:4px}.brand{font-size:${co ? 13 : 11}px;font-weight:bold}.big{font-size:1.25em}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      page,
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
