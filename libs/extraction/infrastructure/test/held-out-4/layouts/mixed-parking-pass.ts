import { addDays, amount, esc, htmlPage, israeliRate, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { day, ils, layout, monthEnd, monthsLater, phone } from '../notation';

const GARAGES = [
  { name: 'מגדלי הים חניונים בע"מ', en: 'SEA TOWERS PARKING', site: 'חניון מגדלי הים, נתניה' },
  { name: 'Park&Go Israel Ltd.', en: 'PARK&GO', site: 'חניון הבורסה, רמת גן' },
  { name: 'חניוני העיר התחתית בע"מ', en: 'DOWNTOWN PARKING HAIFA', site: 'חניון הנמל, חיפה' },
  { name: 'סנטרל פארק חניונים בע"מ', en: 'CENTRAL PARK', site: 'חניון מתחם שרונה, ת"א' },
];

/**
 * A parking garage's monthly-pass tax invoice-receipt (a card-size print) in Hebrew and English:
 * the English brand in a dark block, the legal name with its ח.פ. (Hebrew or English legal name),
 * "חשבונית מס/קבלה · Tax invoice/receipt" with an alphanumeric number "P-2504-0312", the charge
 * date (the document's date, days before the month it covers), the pass period as a range of two
 * dates, plates, access-tag number, the monthly price, a second-car discount or an EV-bay supplement,
 * "סה"כ / Total" including VAT, "מע"מ כלול / VAT incl.", the card standing order and the next
 * charge date.
 */
export const mixedParkingPass = layout({
  id: 'mixed-parking-pass',
  lang: 'mixed',
  kind: 'parking',
  make(rng: Rng) {
    const g = rng.pick(GARAGES);
    const vendorTaxId = taxId(rng, true);
    const date = randomDate(rng, '2023-06-20', '2026-03-28');
    const periodStart = monthsLater(date, 1);
    const periodEnd = monthEnd(periodStart);
    const next = addDays(monthsLater(date, 1), Math.min(Number(date.slice(8, 10)), 28) - 1);
    const rate = israeliRate(date);
    const price = rng.pick([45000, 52000, 59000, 65000, 72000, 85000]);
    const extra = rng.pick(['second', 'ev', 'none'] as const);
    const second = extra === 'second' ? Math.round(price * 0.8) : 0;
    const ev = extra === 'ev' ? rng.pick([12000, 15000]) : 0;
    const total = price + second + ev;
    const vat = vatOfGross(total, rate);
    const docNo = `P-${periodStart.slice(2, 4)}${periodStart.slice(5, 7)}-${String(rng.int(1, 9999)).padStart(4, '0')}`;
    const plates = [`${rng.digits(3)}-${rng.digits(2)}-${rng.digits(3)}`, `${rng.digits(2)}-${rng.digits(3)}-${rng.digits(2)}`];
    const ds = rng.pick(['d/m/Y', 'd.m.y', 'D.M.Y'] as const);
    const cur = rng.pick(['sign-after', 'ils', 'shach'] as const);
    const body = `<div class="card">
<div class="top"><div class="p">P</div><div class="en">${esc(g.en)}</div></div>
<div class="c"><bdi>${esc(g.name)}</bdi> · ח.פ. ${vendorTaxId}<br>${esc(g.site)} · ${phone(rng)}</div>
<div class="tt">חשבונית מס/קבלה · Tax invoice/receipt<br><b>${docNo}</b></div>
<div class="kv"><span>תאריך חיוב / Charged</span><span>${day(date, ds)}</span></div>
<div class="kv"><span>תקופה / Period</span><span dir="ltr">${day(periodStart, ds)} – ${day(periodEnd, ds)}</span></div>
<div class="kv"><span>מנוי / Member</span><span>${rng.int(1000, 9999)}</span></div>
<div class="kv"><span>רכב / Plate</span><span>${plates[0]}${second ? `, ${plates[1]}` : ''}</span></div>
<div class="kv"><span>תג / Tag</span><span>TAG ${rng.digits(7)}</span></div>
<div class="hr"></div>
<div class="kv"><span>מנוי חודשי / Monthly pass</span><span>${amount(price)}</span></div>
${second ? `<div class="kv"><span>רכב נוסף (20%-) / Second car</span><span>${amount(second)}</span></div>` : ''}
${ev ? `<div class="kv"><span>חניית טעינה / EV bay</span><span>${amount(ev)}</span></div>` : ''}
<div class="kv tot"><span>סה"כ / Total</span><span>${ils(total, cur)}</span></div>
<div class="kv sm"><span>מע"מ כלול / VAT incl. ${rate}%</span><span>${amount(vat)}</span></div>
<div class="hr"></div>
<div class="sm">הוראת קבע בכרטיס ${rng.digits(4)}-**** · Standing order<br>החיוב הבא / Next charge: ${day(next, ds)}</div>
</div>`;
    const css = `body{font-family:'Liberation Sans Narrow','Liberation Sans',sans-serif;font-size:12px;color:#000}
.card{width:92mm;padding:4mm}
.top{display:flex;align-items:center;gap:3mm;background:#123;color:#fff;padding:2mm 3mm;direction:ltr}
.p{width:10mm;height:10mm;background:#fff;color:#123;font-weight:bold;font-size:22px;display:flex;align-items:center;justify-content:center;border-radius:1.5mm}
.en{font-family:'URW Gothic','Liberation Sans';font-weight:bold;font-size:16px;letter-spacing:1px}
.c{text-align:center;margin:2mm 0;font-size:11px}
.tt{text-align:center;border:1px solid #000;padding:1.5mm;margin-bottom:2mm}
.kv{display:flex;justify-content:space-between;padding:0.7mm 0;gap:2mm}
.hr{border-top:1px solid #000;margin:2mm 0}
.tot{font-size:15px;font-weight:bold}.sm{font-size:10px}`;
    return {
      page: '100mm 150mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '100mm 150mm', css, body }),
      truth: {
        vendorName: g.name,
        vendorTaxId,
        documentNumber: docNo,
        date,
        currency: 'ILS',
        total: truthAmount(total),
        tax: truthAmount(vat),
      },
    };
  },
});
