import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, hhmm, plate } from '../../generalisation/notation';
import { avoid, baseCss, idOf, ltr, next, row, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'he-bulldozer-fuel-delivery';

/** Diesel before VAT, thousandths of a shekel per litre, by year (a contractor's price, below the pump). */
const PRICE: Record<number, [number, number]> = {
  2023: [5610, 6120],
  2024: [5890, 6340],
  2025: [5720, 6210],
  2026: [5480, 5990],
};

const MACHINES = ['דחפור D9', 'דחפור D6', 'מחפר זחל 30 טון', 'מחפרון JCB', 'מפלסת', 'מכבש ויברציה', 'משאית עפר', 'גנרטור אתר 100KVA'];

/**
 * A fuel company's tanker ticket for diesel pumped into earth-moving machines on a building site, printed by the tanker's
 * meter, 76 mm (FreeMono, Miriam Mono CLM): the company with "ח.פ." plain, "חשבונית מס / תעודת משלוח" and a seven-digit
 * number, date d/m/yyyy, the tanker's plate and driver number, the contractor with its ח.פ. and site, meter start and end,
 * litres to a tenth per machine, price per litre before VAT to three decimals, "סכום לפני מע"מ", VAT added with rate,
 * "סה"כ לתשלום" with "ש"ח"; weekdays.
 */
export const heBulldozerFuelDelivery: Layout = {
  id: ID,
  lang: 'he',
  kind: 'fuel',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const [lo, hi] = PRICE[Number(date.slice(0, 4))];
    const milli = rng.int(lo, hi);
    const fills = rng.some(MACHINES, rng.int(2, 5)).map((m) => ({ m, dl: rng.int(400, 4200) }));
    const dl = total(fills.map((f) => f.dl));
    const net = Math.round((dl * milli) / 100);
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'מכליות הנגב אספקת דלקים בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = String(rng.int(1000000, 3999999));
    const start = rng.int(100000, 900000) * 10 + rng.int(0, 9);
    const litres = (d: number) => (d / 10).toFixed(1);
    const t0 = rng.int(6 * 60, 15 * 60);
    const body = `<div class="c b big">מכליות הנגב</div><div class="c">${vendorName}</div><div class="c">ח.פ. ${ltr(taxId)}</div><div class="c sm">אזה"ת עידן הנגב, רהט</div><div class="eq"></div>
<div class="c b">חשבונית מס / תעודת משלוח</div><div class="c b">מס' ${ltr(doc)}</div>${row('תאריך', ltr(dt(date, 'd/m/yyyy')))}${row('שעת התחלה', ltr(hhmm(t0)))}${row('מכלית', ltr(plate(rng)))}${row('נהג', ltr(rng.digits(3)))}<div class="eq"></div>
<div>לקוח: ${rng.pick(['א.ד. עבודות עפר ופיתוח בע"מ', 'גבעות הדרום תשתיות בע"מ', 'סלע ובטון קבלנות בע"מ'])}</div><div class="sm">ח.פ. ${ltr(taxIdOfCustomer(rng))}</div><div class="sm">אתר: ${rng.pick(['כביש 6 - קטע 20', 'שכונה חדשה - באר שבע', 'מחלף שוקת', 'פארק תעשייה עומר'])}</div><div class="eq"></div>
${row('מונה התחלה', ltr(litres(start)))}${row('מונה סיום', ltr(litres(start + dl)))}<div class="eq"></div>
${fills.map((f) => row(f.m, ltr(`${litres(f.dl)} L`))).join('')}<div class="eq"></div>
${row('סולר - סה"כ ליטרים', ltr(litres(dl)))}${row('מחיר לליטר לפני מע"מ', ltr((milli / 1000).toFixed(3)))}${row('סכום לפני מע"מ', ltr(amount(net)))}${row(`מע"מ ${ltr(`${rate}%`)}`, ltr(amount(vat)))}
${row('<b>סה"כ לתשלום</b>', `<b>${ltr(amount(gross))} ש"ח</b>`, 'big')}<div class="eq"></div><div class="sm">חתימת מקבל: ____________</div><div class="sm c">תשלום: שוטף + 60 לפי הסכם מסגרת</div>`;
    const css = `${baseCss}
body{font-family:'FreeMono','Miriam Mono CLM';font-size:12px;padding:5mm 4mm;width:68mm}.big{font-size:16px}.eq{border-top:2px solid #000;border-bottom:1px solid #000;height:2px;margin:5px 0}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '76mm 230mm', css, body }),
      page: '76mm 230mm',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
