import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, notAnId } from '../../generalisation/notation';
import { comma, baseCss, e, items, next, plus, total, vatOn } from './extra';

const ID = 'en-fann-expedition-invoice';

/** Service, unit, cents per unit in 2022. */
const SERVICES: [string, 'day' | 'person' | 'trip' | 'person-day'][] = [
  ['Lead mountain guide (English-speaking)', 'day'],
  ['Assistant guide', 'day'],
  ['4x4 vehicle with driver, Dushanbe – Artuch – Dushanbe', 'trip'],
  ['Pack donkeys with handler', 'day'],
  ['Camping equipment: tents, mats, kitchen', 'person-day'],
  ['Cook (trekking days)', 'day'],
  ['Satellite phone rental', 'day'],
];
const BASE: Record<string, number> = {
  'Lead mountain guide (English-speaking)': 9500,
  'Assistant guide': 6000,
  '4x4 vehicle with driver, Dushanbe – Artuch – Dushanbe': 42000,
  'Pack donkeys with handler': 5500,
  'Camping equipment: tents, mats, kitchen': 900,
  'Cook (trekking days)': 5000,
  'Satellite phone rental': 1500,
};
const AGENCIES = ['Merchakim Adventure Travel Ltd.', 'Shvil Harim Trekking Ltd.', 'Nofim Rechokim Tours Ltd.'];

/**
 * A trekking outfitter in Dushanbe, Tajikistan, invoicing an Israeli tour operator in euros for a group's trek in the
 * Fann Mountains, A4 (C059 for the name, Nimbus Sans): "Fann Summit Expeditions LLC" with a nine-digit TIN (failing the
 * Israeli check) and an EIN, "INVOICE" and "No. FSE/yy/nnn"; a box with the date d Month yyyy, the tour dates, group and
 * agency reference; guides, driver, donkeys and equipment by the day or the person-day (no lodging or meals, which bear
 * another rate), amounts as "1.234,56", "Net amount", "VAT 15%" (14% from 2024) added, "Amount due EUR" "€ …", payable
 * by bank transfer only; May to October.
 */
export const enFannExpeditionInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date } = next(ID, rng, [5, 6, 7, 8, 9, 10]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2022) * 0.05;
    const days = rng.int(6, 12);
    const pax = rng.int(4, 12);
    const start = plus(date, -days - rng.int(1, 10));
    const rows: string[][] = [];
    const sums: number[] = [];
    for (const [name, unit] of [SERVICES[0], ...rng.some(SERVICES.slice(1), rng.int(3, 5))]) {
      const q = unit === 'day' ? days : unit === 'trip' ? 1 : unit === 'person-day' ? pax * days : pax;
      const price = Math.round((BASE[name] * rise) / 50) * 50;
      rows.push([e(name), unit, String(q), comma(price), comma(price * q)]);
      sums.push(price * q);
    }
    const net = total(sums);
    /** Tajikistan's VAT on non-cash supplies: 15% from 2022, 14% from 1 January 2024. */
    const rate = year >= 2024 ? 14 : 15;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Fann Summit Expeditions LLC';
    const doc = `FSE/${String(year).slice(2)}/${String(rng.int(12, 480)).padStart(3, '0')}`;
    const body = `<div class="top"><div class="nm">Fann Summit Expeditions</div><div>${vendorName} · Rudaki Avenue ${rng.int(20, 120)}, Dushanbe, Republic of Tajikistan</div>
<div class="sm">TIN ${notAnId(rng)} · EIN ${rng.digits(10)} · VAT payer</div></div>
<div class="mid"><div class="ttl">INVOICE<div class="no">No. ${doc}</div></div><div class="box"><div>Date: <b>${dt(date, 'd Month yyyy')}</b></div><div>Tour: Fann Mountains circuit, ${dt(start, 'd Mon yyyy')} – ${dt(plus(start, days - 1), 'd Mon yyyy')}</div>
<div>Group: ${pax} trekkers · Your ref. ${rng.pick(['TJ', 'FM', 'PA'])}-${rng.digits(4)}</div><div>To: ${rng.pick(AGENCIES)}, Israel</div></div></div>
${items(['Description', 'Unit', 'Qty', 'Price EUR', 'Total EUR'], rows)}
<table class="tot"><tr><th>Net amount</th><td>${comma(net)}</td></tr><tr><th>VAT ${rate}%</th><td>${comma(vat)}</td></tr><tr class="g"><th>Amount due EUR</th><td>€ ${comma(gross)}</td></tr></table>
<div class="sm pay">Payable by bank transfer only (non-cash settlement), within 14 days, to account ${rng.digits(20)}, EUR correspondent account. Services rendered in ${enMonth(start)}.</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans';font-size:11.5px;padding:15mm}.top{border-bottom:1px solid #333;padding-bottom:6px}.nm{font-family:'C059';font-size:28px;color:#4b2e83}
.mid{display:flex;justify-content:space-between;align-items:flex-start;margin:14px 0}.ttl{font-family:'C059';font-size:26px;letter-spacing:3px}.ttl .no{font-size:13px;letter-spacing:0;font-family:'Nimbus Sans';margin-top:4px}
.box{border:1px solid #4b2e83;padding:6px 10px;line-height:1.6;width:55%}.items th:nth-child(n+3),.items td:nth-child(n+3){text-align:end}.tot{width:45%;margin-left:auto}.tot th{text-align:start;font-weight:normal;padding:3px 6px}
.tot td{text-align:end;padding:3px 6px}.tot tr.g{font-weight:bold;font-size:14px;border-top:2px solid #4b2e83;border-bottom:2px solid #4b2e83}.pay{margin-top:16px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
