import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, hhmm, mul, plate } from '../../generalisation/notation';

const STATIONS = [
  { brand: 'דלק-נו', name: 'דלק-נו תחנות שירות בע"מ', site: 'תחנת צומת יקנעם' },
  { brand: 'צפון אקספרס', name: 'אלון הצפון אנרגיה בע"מ', site: 'כביש 85, צומת כלנית' },
  { brand: 'תחנת הדקל', name: 'תחנת הדקל – האחים עזרא בע"מ', site: 'אזור התעשייה ערד' },
  { brand: 'ירוק בדרך', name: 'ירוק בדרך תחנות דלק (1998) בע"מ', site: 'מחלף שורק, כביש 6' },
];
const FUELS: [string, [number, number]][] = [
  ['בנזין 95', [650, 790]],
  ['בנזין 98', [760, 890]],
  ['סולר', [640, 780]],
];

/**
 * An unattended pump's slip (80 mm, FreeMono or Miriam Mono CLM, the station's brand in capitals):
 * the operator's legal name and "ח.פ.", "חשבונית מס/קבלה" with a ten-digit number and the
 * terminal, pump and nozzle, the fuel, litres to three decimals and the price per litre, an amount
 * pre-authorised on the card ("מסגרת שאושרה") higher than the fill, a per-litre discount of a fuel
 * club on some, "סה"כ", "מע"מ כלול", the card's last digits and approval, plate and odometer.
 */
export const heSelfServiceFuel: Layout = {
  id: 'he-self-service-fuel',
  lang: 'he',
  kind: 'fuel',
  make(rng: Rng) {
    const s = rng.pick(STATIONS);
    const vendorTaxId = taxId(rng);
    const date = randomDate(rng, '2023-06-01', '2026-03-30');
    const rate = israeliRate(date);
    const [fuel, range] = rng.pick(FUELS);
    const price = rng.int(...range);
    const litres = rng.int(12000, 58000) / 1000;
    const gross = mul(litres, price);
    const clubPer = rng.chance(0.4) ? rng.pick([10, 15, 20]) : 0;
    const club = mul(litres, clubPer);
    const total = gross - club;
    const vat = vatOfGross(total, rate);
    const preauth = [30000, 40000, 50000, 60000].find((a) => a > gross + 2000) ?? 70000;
    const docNo = `${rng.int(10, 99)}${rng.digits(8)}`;
    const font = rng.pick(['FreeMono', 'Miriam Mono CLM']);
    const m = (c: number) => amount(c);
    const row = (a: string, b: string) => `<div class="r"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="s"><div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.name)}</div><div class="c">ח.פ. ${vendorTaxId}</div><div class="c">${esc(s.site)}</div>
<div class="c">שירות עצמי 24/7</div><div class="d">==============================</div>
<div class="c b">חשבונית מס/קבלה</div><div class="c">מס' ${docNo}</div>
${row('תאריך', dt(date, 'dd/mm/yy'))}${row('שעה', hhmm(rng.int(0, 1439)))}${row('מסוף', rng.digits(3))}${row('משאבה / אקדח', `${rng.int(1, 12)} / ${rng.int(1, 4)}`)}
<div class="d">------------------------------</div>
${row('מוצר', fuel)}${row('כמות (ליטר)', litres.toFixed(3))}${row('מחיר לליטר', (price / 100).toFixed(2))}${row('סכום', m(gross))}
${club ? row(`הנחת מועדון ${clubPer} אג' לליטר`, `-${m(club)}`) : ''}
<div class="d">------------------------------</div>
<div class="r big"><span>סה"כ</span><span>${m(total)}</span></div>${row(`מע"מ ${rate}% כלול`, m(vat))}
<div class="d">------------------------------</div>
${row('מסגרת שאושרה', m(preauth))}${row('חויב בפועל', m(total))}${row('כרטיס', `XXXX-${rng.digits(4)}`)}${row('אישור', rng.digits(6))}
${row('רכב', plate(rng))}${rng.chance(0.6) ? row('ק"מ', String(rng.int(12000, 260000))) : ''}
<div class="d">==============================</div><div class="c">שמרו את הקבלה · תודה ונסיעה טובה</div></div>`;
    const css = `body{font-family:'${font}',monospace;font-size:12px;color:#000}
.s{width:70mm;padding:4mm 5mm 10mm}.brand{font-size:22px;font-weight:bold;text-align:center;font-family:'Noto Sans Hebrew','${font}'}.c{text-align:center}.b{font-weight:bold;font-size:14px}
.d{text-align:center;overflow:hidden;white-space:nowrap}.r{display:flex;justify-content:space-between}.big{font-size:16px;font-weight:bold}`;
    return {
      page: '80mm 220mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '80mm 220mm', css, body }),
      truth: { vendorName: s.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
