import { amount, esc, htmlPage, israeliRate, Layout, Rng, time, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, mul, plate } from '../../generalisation/notation';
import { day, lr, taxIn, vid } from './extra';

const STATIONS = [
  { brand: 'דלק הכרמל', legal: 'סאמי חלבי', company: false, label: 'עוסק מורשה', place: 'דלית אל כרמל, כביש 672' },
  { brand: '', legal: 'תחנת צומת הזית בע"מ', company: true, label: 'ח.פ.', place: 'צומת הזית, גליל מערבי' },
];

/** A full-service station's slip on 80 mm paper: an attendant fills the tank, litres × price per litre to three decimals, a full-service surcharge per litre, windscreen fluid, VAT contained. */
export const heFullServiceFuelSlip: Layout = {
  id: 'he-full-service-fuel-slip',
  lang: 'he',
  kind: 'fuel',
  make(rng: Rng) {
    const s = rng.pick(STATIONS);
    const id = vid(s.legal, s.company);
    const date = day(rng);
    const rate = israeliRate(date);
    const [fuel, price] = rng.pick([
      ['בנזין 95', rng.int(6650, 7690)],
      ['סולר', rng.int(6300, 7300)],
    ] as [string, number][]);
    const cl = rng.int(1800, 6200);
    const litres = cl / 100;
    const pricePer = price / 1000; // agorot per litre as shekel thousandths
    const fuelSum = mul(litres, price / 10);
    const svcPer = rng.pick([22, 24, 28]);
    const svc = mul(litres, svcPer);
    const fluid = rng.chance(0.4) ? 1500 : 0;
    const total = fuelSum + svc + fluid;
    const vat = taxIn(total, rate);
    const docNo = rng.pick([() => String(rng.int(100000, 999999)), () => `02-${rng.int(10000, 99999)}`])();
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'dd/mm/yyyy'] as const);
    const font = rng.pick(['Nimbus Mono PS', 'Noto Sans Mono', 'FreeMono']);
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="logo"><svg width="34" height="40"><rect x="4" y="6" width="18" height="30" fill="#000"/><rect x="8" y="10" width="10" height="8" fill="#fff"/><path d="M22 12 L30 18 L30 34" stroke="#000" stroke-width="3" fill="none"/></svg><span>${esc(s.brand || s.legal)}</span></div>
${s.brand ? `<div class="c">${esc(s.legal)}</div>` : ''}<div class="c">${s.label} ${lr(s.company ? hyphenId(id) : id)}</div><div class="c">${esc(s.place)}</div>
<div class="rule"></div><div class="c b">חשבונית מס קבלה</div>${r("מס'", lr(docNo))}${r('תאריך', lr(dt(date, fmt)))}${r('שעה', time(rng))}
${r('משאבה / מתדלק', `${rng.int(1, 8)} / ${rng.pick(["ג'אמיל", 'רוני', 'סלים'])}`)}${r('רכב', lr(plate(rng)))}${r('ק"מ', String(rng.int(12000, 240000)))}
<div class="rule"></div><div>${fuel} - שירות מלא</div>${r(lr(`${litres.toFixed(2)} L x ${pricePer.toFixed(3)}`), amount(fuelSum))}
${r(lr(`תוספת שירות ${litres.toFixed(2)} x ${(svcPer / 100).toFixed(2)}`), amount(svc))}${fluid ? r("נוזל שמשות 4 ל'", amount(fluid)) : ''}
<div class="rule"></div>${r('סה"כ ₪', amount(total), 'big')}${r(`מע"מ ${rate}% כלול`, amount(vat))}
<div class="rule"></div>${r('אשראי', lr(`**** ${rng.digits(4)}`))}${r('אישור', rng.digits(6))}${r('תשלומים', '1')}
<div class="c sm">תודה ונסיעה בטוחה<br>רחיצת שמשות ובדיקת לחץ אוויר ללא תשלום</div>`;
    const css = `body{font-family:'${font}','Miriam Mono CLM',monospace;font-size:11px;width:70mm;padding:4mm 5mm}.logo{display:flex;align-items:center;justify-content:center;gap:2mm;font-size:16px;font-weight:bold}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:9px;margin-top:2mm}.r{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:14px}.rule{border-top:1px solid #000;margin:2mm 0}`;
    const page = '80mm 170mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
