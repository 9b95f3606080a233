import { amount, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, e, items, next, pairs, plus, total, vatOn } from './extra';

const ID = 'en-almaty-congress-invoice';

/** Service, unit, pence per unit in 2023. */
const SERVICES: [string, string, number][] = [
  ['Plenary hall hire (up to 400 seats)', 'day', 240000],
  ['Breakout room hire', 'room-day', 42000],
  ['Audio-visual package: projection, microphones, technician', 'day', 86000],
  ['Simultaneous interpretation booth, English/Russian/Kazakh', 'booth-day', 64000],
  ['Coffee breaks (two per day)', 'delegate-day', 1150],
  ['Working lunch, buffet', 'delegate-day', 2450],
  ['Delegate badges and lanyards', 'delegate', 180],
  ['Registration desk staffing', 'day', 19000],
];
const CLIENTS = ['Northbridge Minerals plc, Aberdeen', 'Kestrel Geoscience Ltd, Leeds', 'Quayle & Byrne Engineering Ltd, Bristol'];

/**
 * A congress centre in Almaty, Kazakhstan, invoicing a British company in pounds sterling for a conference, A4 (URW
 * Gothic for headings, Noto Sans): "Alatau Congress Centre LLP" with its twelve-digit BIN and VAT certificate number (not
 * Israeli), "СЧЁТ-ФАКТУРА / INVOICE" and "No. ACC-yyyy/nnnn"; pairs (invoice date dd.mm.yyyy, the event's days, the
 * client, contract "in GBP"); services by the day, the room-day or the delegate-day, "Total excluding VAT", "VAT 12%"
 * (16% from 2026) added, "Total due, GBP" "£…"; bank details; weekdays, not July or August.
 */
export const enAlmatyCongressInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [2, 3, 4, 5, 6, 9, 10, 11]);
    const date = avoid(raw, [0, 6]);
    const year = Number(date.slice(0, 4));
    const rise = 1 + (year - 2023) * 0.04;
    const days = rng.int(2, 4);
    const start = plus(date, -days - rng.int(0, 6));
    const delegates = rng.int(60, 320);
    const rows: string[][] = [];
    const sums: number[] = [];
    for (const [name, unit, p] of rng.some(SERVICES, rng.int(4, 7))) {
      const q =
        unit === 'day' ? days : unit === 'room-day' ? days * rng.int(1, 3) : unit === 'booth-day' ? days * rng.int(1, 2) : unit === 'delegate-day' ? delegates * days : delegates;
      const price = Math.round((p * rise) / 5) * 5;
      rows.push([e(name), unit, String(q), amount(price), amount(price * q)]);
      sums.push(price * q);
    }
    const net = total(sums);
    /** Kazakhstan's standard VAT: 12%, 16% from 1 January 2026 (the new Tax Code). */
    const rate = year >= 2026 ? 16 : 12;
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Alatau Congress Centre LLP';
    const doc = `ACC-${year}/${String(rng.int(1, 1400)).padStart(4, '0')}`;
    const body = `<div class="hd"><div><div class="nm">ALATAU CONGRESS CENTRE</div><div>${vendorName}</div><div class="sm">Al-Farabi Avenue ${rng.int(10, 140)}, Almaty, Republic of Kazakhstan</div>
<div class="sm">BIN ${rng.digits(12)} · VAT certificate series ${rng.digits(5)} No. ${rng.digits(7)}</div></div><div class="ttl"><div>СЧЁТ-ФАКТУРА</div><div>INVOICE</div><div class="no">No. ${doc}</div></div></div>
${pairs(
  [
    ['Invoice date', dt(date, 'dd.mm.yyyy')],
    ['Event', `${dt(start, 'dd.mm.yyyy')} – ${dt(plus(start, days - 1), 'dd.mm.yyyy')} (${days} days)`],
    ['Client', e(rng.pick(CLIENTS))],
    ['Delegates', String(delegates)],
    ['Contract', `${rng.digits(3)}-K/${String(year).slice(2)}, priced in GBP`],
    ['Payment', 'bank transfer, 30 days'],
  ],
  2,
)}
${items(['Service', 'Unit', 'Qty', 'Rate, GBP', 'Amount, GBP'], rows)}
<table class="tot"><tr><th>Total excluding VAT</th><td>${amount(net)}</td></tr><tr><th>VAT ${rate}%</th><td>${amount(vat)}</td></tr><tr class="g"><th>Total due, GBP</th><td>£${amount(gross)}</td></tr></table>
<div class="sm bank">Beneficiary: ${vendorName} · IBAN KZ${rng.digits(2)} ${rng.digits(3)}${rng.digits(1)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} · SWIFT ALCCKZ2X · Currency of account: GBP</div>`;
    const css = `${baseCss}
body{font-family:'Noto Sans';font-size:11px;padding:14mm 15mm}.hd{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:3px solid #00808a;padding-bottom:8px;margin-bottom:10px}
.nm{font-family:'URW Gothic';font-size:24px;color:#00808a;letter-spacing:2px}.ttl{text-align:end;font-family:'URW Gothic';font-size:17px;font-weight:bold}.ttl .no{font-size:13px;margin-top:4px}
.items th:nth-child(n+3),.items td:nth-child(n+3){text-align:end}.tot{width:48%;margin-left:auto}.tot th{text-align:start;font-weight:normal;padding:3px 6px}.tot td{text-align:end;padding:3px 6px;font-weight:bold}
.tot tr.g{background:#00808a;color:#fff;font-size:14px}.bank{margin-top:16px;color:#333}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'GBP', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
