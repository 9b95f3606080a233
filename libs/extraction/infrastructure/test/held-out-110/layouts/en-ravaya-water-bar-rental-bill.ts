import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { idOf, next, plus, total, vatOn } from './extra';

const ID = 'en-ravaya-water-bar-rental-bill';

/** Models and their monthly rental in agorot before VAT (2022, approximate). */
const MODELS: [string, number, boolean][] = [
  ['Ravaya Slim (cold + room)', 4900, false],
  ['Ravaya Duo (hot + cold)', 6400, false],
  ['Ravaya Sparkle (hot, cold + soda)', 8900, true],
];

/**
 * A drinking-water bar rental company's monthly bill in English (to English-speaking households and small offices),
 * in shekels, A4 (Liberation Sans Narrow for the name and title, DejaVu Sans, DejaVu Sans Mono): a drawn glass with a
 * drop beside "RAVAYA"; "MONTHLY BILL – TAX INVOICE", "Bill no." (7 and seven digits), "Bill date" dd.mm.yyyy (1st-5th);
 * customer and contract numbers (failing the check), the installation address, the model and its serial, the month
 * billed with its dates, litres dispensed, the previous bill and its payment, the direct-debit date (distractors); the
 * rental, sometimes CO2 cylinder exchanges (the soda model), a filter kit, a technician's visit not covered, a loyalty
 * credit (negative), all before VAT; "Charges before VAT", "VAT n%" added, "Amount due"; "Ravaya Pure Water Ltd."
 * with "Co. Reg. No." plain in the header's right column; any day.
 */
export const enRavayaWaterBarRentalBill: Layout = {
  id: ID,
  lang: 'en',
  kind: 'utility bill',
  make(rng) {
    const { date } = next(ID, rng, undefined, [1, 5]);
    const year = Number(date.slice(0, 4));
    const up = (p: number) => Math.round((p * (1 + (year - 2022) * 0.04)) / 10) * 10;
    const from = firstOfMonth(date, -1);
    const to = lastOfMonth(from);
    const [model, rent, soda] = rng.pick(MODELS);
    const lines: [string, string, number][] = [[`Monthly rental – ${model}, ${enMonth(from)}`, '1', up(rent)]];
    if (soda && rng.chance(0.7)) {
      const q = rng.int(1, 3);
      lines.push(['CO2 cylinder exchange', String(q), q * up(6500)]);
    }
    if (rng.chance(0.3)) lines.push(['Six-monthly filter kit (carbon + UV)', '1', up(9900)]);
    if (rng.chance(0.2)) lines.push(['Technician visit – damage not covered by the plan', '1', up(18000)]);
    if (rng.chance(0.25)) lines.push(['Loyalty credit – 3 years with Ravaya', '1', -up(1500)]);
    const net = total(lines.map((l) => l[2]));
    const rate = israeliRate(date);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Ravaya Pure Water Ltd.';
    const taxId = idOf(vendorName, true);
    const doc = `7${rng.digits(7)}`;
    const prev = net + rng.int(-1500, 2500);
    const glass = `<svg width="44" height="52" viewBox="0 0 44 52"><path d="M6 10 L38 10 L34 50 L10 50 Z" fill="none" stroke="#01579b" stroke-width="2.5"/><path d="M8 26 L36 26 L34 50 L10 50 Z" fill="#4fc3f7"/><path d="M22 0 C25 4 26 6 26 8 A4 4 0 0 1 18 8 C18 6 19 4 22 0 Z" fill="#01579b"/></svg>`;
    const body = `<div class="hd"><div class="l">${glass}<div><div class="nm">RAVAYA</div><div class="sub">pure water, on tap</div></div></div><div class="r">${vendorName}<br>Co. Reg. No. ${taxId}<br>22 HaTa'asiya St., Kfar Saba<br>Service 1-700-${rng.digits(3)}-${rng.digits(3)}</div></div>
<div class="band">MONTHLY BILL – TAX INVOICE</div>
<div class="grid"><div><span>Bill no.</span><b>${doc}</b></div><div><span>Bill date</span><b>${dt(date, 'dd.mm.yyyy')}</b></div><div><span>Customer no.</span>${notAnId(rng)}</div><div><span>Contract</span>C-${rng.digits(6)}</div></div>
<p class="addr"><b>${rng.pick(['Mr. Daniel Green', 'Ms. Ruth Abrams', 'Bloom Dental Studio', 'Mr. Ben Weinberg'])}</b><br>${rng.pick(['Rehov Ahuza', 'Rehov HaGalil', 'Sderot Weizmann', 'Rehov Herzl'])} ${rng.int(2, 140)}, ${rng.pick(["Ra'anana", 'Kfar Saba', 'Hod HaSharon', 'Netanya'])}</p>
<table class="info"><tr><th>Unit</th><td>${model}, serial RV${rng.digits(8)}</td></tr><tr><th>Period</th><td>${dt(from, 'dd.mm.yyyy')} – ${dt(to, 'dd.mm.yyyy')}</td></tr><tr><th>Water dispensed</th><td>${rng.int(40, 420)} litres</td></tr>
<tr><th>Previous bill</th><td>${amount(prev)} incl. VAT – paid ${dt(plus(from, rng.int(8, 12)), 'dd.mm.yyyy')}, thank you</td></tr></table>
<table class="t"><tr><th>Charge</th><th>Qty</th><th>ILS</th></tr>${lines.map(([a, q, s]) => `<tr><td>${a}</td><td>${q}</td><td>${amount(s)}</td></tr>`).join('')}</table>
<div class="tot"><div><span>Charges before VAT</span><span>${amount(net)}</span></div><div><span>VAT ${rate}%</span><span>${amount(vat)}</span></div><div class="due"><span>Amount due</span><span>₪ ${amount(gross)}</span></div></div>
<p class="dd">This amount will be collected by direct debit on ${dt(plus(date, rng.int(8, 12)), 'dd.mm.yyyy')}. Your next filter change is due in ${enMonth(firstOfMonth(date, rng.int(1, 5)))}. To update payment details or book a technician, call our service line.</p>`;
    const css = `body{font-family:'DejaVu Sans';font-size:11.5px;padding:14mm 16mm;color:#102a43}.hd{display:flex;justify-content:space-between;align-items:center}.l{display:flex;gap:8px;align-items:center}
.nm{font-family:'Liberation Sans Narrow';font-size:36px;font-weight:bold;letter-spacing:2px;color:#01579b;line-height:1}.sub{color:#0288d1;font-size:11px}.r{text-align:right;font-size:10.5px;line-height:1.55}
.band{background:#01579b;color:#fff;font-family:'Liberation Sans Narrow';font-size:19px;font-weight:bold;padding:6px 10px;margin:12px 0}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:6px}.grid div{border:1px solid #b3e5fc;padding:4px 6px}.grid span{display:block;font-size:9.5px;color:#0277bd}.addr{margin:12px 0;line-height:1.5}
.info th{text-align:left;font-weight:normal;color:#0277bd;padding:2px 10px 2px 0}.info td{padding:2px 0}.t{width:100%;border-collapse:collapse;margin-top:14px}.t th{text-align:left;border-bottom:2px solid #01579b;padding:4px}.t td{padding:4px;border-bottom:1px solid #e1f5fe}
.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right;font-family:'DejaVu Sans Mono';font-size:11px}.tot{width:44%;margin:12px 0 0 auto}.tot div{display:flex;justify-content:space-between;padding:3px}.tot span:last-child{font-family:'DejaVu Sans Mono'}
.due{background:#e1f5fe;font-weight:bold;font-size:14px}.dd{margin-top:20px;font-size:10.5px;color:#486581;line-height:1.5}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
