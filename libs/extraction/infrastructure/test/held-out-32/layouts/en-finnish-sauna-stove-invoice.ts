import { addDays, esc, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, mul } from '../../generalisation/notation';
import { add, dated, fi, taxOn, weekday } from './extra';

const ID = 'en-finnish-sauna-stove-invoice';

const VENDORS = [
  {
    legal: 'Kiuaspaja Oy',
    addr: 'Hatanpään valtatie 48, 33900 Tampere, Finland',
    ytunnus: '2846193-7',
    style: 'dd.mm.yyyy' as const,
    num: (k: number) => `${k}`,
    digits: [20000, 29999],
    font: "'Noto Sans','DejaVu Sans',sans-serif",
    color: '#b5461a',
  },
  {
    legal: 'Saunasepät Oy',
    addr: 'Rantakatu 11, 57100 Savonlinna, Finland',
    ytunnus: '3012458-2',
    style: 'd.m.yyyy' as const,
    num: (k: number) => `SS-${k}`,
    digits: [10000, 99999],
    font: "'Nimbus Sans','Liberation Sans',sans-serif",
    color: '#24526e',
  },
];

const GOODS: [string, number][] = [
  ['Wood-burning sauna stove KP-20 (kiuas)', 129000],
  ['Electric sauna heater 9 kW with control unit', 164500],
  ['Sauna stones, olivine diabase 20 kg', 3490],
  ['Insulated chimney flue set 115 mm', 78900],
  ['Heat shield, stainless steel', 21900],
  ['Aspen bench boards 28x90, 10 m', 18750],
  ['Sauna bucket and ladle set, copper', 8900],
];

/** Finland's standard VAT: 24%, 25.5% from 1 September 2024. */
const finnishRate = (iso: string) => (iso >= '2024-09-01' ? 25.5 : 24);

export const enFinnishSaunaStoveInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = weekday(d0);
    const v = VENDORS[n % 2];
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const rate = finnishRate(date);
    const rows: [string, string, number, number][] = rng.some(GOODS, rng.int(2, 4)).map(([name, unit]) => {
      const q = name.startsWith('Sauna stones') ? rng.int(2, 4) : 1;
      return [name, `${q} pcs`, unit, q * unit];
    });
    const hours = rng.int(4, 14) / 2;
    rows.push(['Installation, certified installer', `${hours.toFixed(1).replace('.', ',')} h`, 6800, mul(hours, 6800)]);
    const delivery = rng.pick([9500, 14500, 19000]);
    rows.push(['Delivery to site', '1', delivery, delivery]);
    const net = add(rows.map((r) => r[3]));
    const vat = taxOn(net, rate);
    const total = net + vat;
    const due = addDays(date, 14);
    const ref = `${rng.digits(5)} ${rng.digits(5)} ${rng.int(1, 9)}`;
    const rateText = String(rate).replace('.', ',');
    // Finnish dates: "03.11.2025" or unpadded "3.11.2025".
    const day = (iso: string) => (v.style === 'dd.mm.yyyy' ? dt(iso, 'dd.mm.yyyy') : `${Number(iso.slice(8))}.${Number(iso.slice(5, 7))}.${iso.slice(0, 4)}`);
    const body = `<div class="p">
<div class="top"><div><div class="name">${esc(v.legal)}</div><div class="sm">${esc(v.addr)}</div><div class="sm">Business ID (Y-tunnus) ${v.ytunnus} · VAT FI${v.ytunnus.replace('-', '')}</div></div><div class="t">INVOICE<br><span class="sm">LASKU</span></div></div>
<div class="two"><div><b>Customer</b><br>${esc(rng.pick(['Eitan and Maya Shalev', 'Noa Kaplan-Virtanen', 'Ronen Adler', 'Gal Mizrahi']))}<br><span class="sm">Delivery address: ${esc(rng.pick(['Mökkitie 4, 58900 Rantasalmi', 'Järvenrannantie 19, 41800 Korpilahti', 'Koivuniementie 2, 35300 Orivesi']))}</span></div>
<table class="meta"><tr><td>Invoice number</td><td><b>${number}</b></td></tr><tr><td>Invoice date</td><td><b>${day(date)}</b></td></tr><tr><td>Delivery date</td><td>${day(addDays(date, -rng.int(1, 6)))}</td></tr><tr><td>Due date</td><td>${day(due)}</td></tr><tr><td>Reference number</td><td>${ref}</td></tr><tr><td>Terms</td><td>14 days net</td></tr></table></div>
<table class="items"><tr><th>Description</th><th>Qty</th><th>Unit price €</th><th>VAT %</th><th>Net €</th></tr>${rows.map((r) => `<tr><td>${esc(r[0])}</td><td>${r[1]}</td><td>${fi(r[2])}</td><td>${rateText}</td><td class="n">${fi(r[3])}</td></tr>`).join('')}</table>
<div class="sum">
<div class="pr"><span>Total excl. VAT</span><span>${fi(net)}</span></div>
<div class="pr"><span>VAT ${rateText} % (ALV)</span><span>${fi(vat)}</span></div>
<div class="pr big"><span>Total EUR (Yhteensä)</span><span>${fi(total)} €</span></div>
</div>
<div class="bank">Please pay to IBAN FI${rng.digits(2)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(2)} · BIC ${rng.pick(['NDEAFIHH', 'OKOYFIHH', 'HANDFIHH'])} · use reference ${ref}. Late payment interest per the Interest Act.</div>
</div>`;
    const css = `body{font-family:${v.font};font-size:11.5px}.p{padding:15mm}.top{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid ${v.color};padding-bottom:8px}.name{font-size:24px;font-weight:bold;color:${v.color}}.t{font-size:22px;font-weight:bold;text-align:right;color:${v.color}}.sm{font-size:9.5px;font-weight:normal;color:#444}.two{display:flex;justify-content:space-between;gap:20px;margin:14px 0}.meta{border-collapse:collapse}.meta td{padding:2px 8px;border-bottom:1px solid #ddd}table{border-collapse:collapse}.items{width:100%;margin-top:6px}.items th{text-align:left;border-bottom:2px solid ${v.color};padding:4px}.items td{padding:4px;border-bottom:1px solid #eee}.n{text-align:right}.sum{width:48%;margin:12px 0 0 auto}.pr{display:flex;justify-content:space-between;padding:2px 0}.big{font-weight:bold;font-size:14px;border-top:2px solid ${v.color}}.bank{margin-top:26px;font-size:10px;border-top:1px solid #ccc;padding-top:6px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, documentNumber: number, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
