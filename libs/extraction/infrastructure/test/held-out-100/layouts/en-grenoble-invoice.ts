import { EN_MONTHS, htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt, lastOfMonth } from '../../generalisation/notation';
import { avoid, comma, e, next, plus, total, vatOn } from './extra';

const ID = 'en-grenoble-invoice';
/** France's standard rate of VAT (TVA). */
const TVA = 20;

/** Reference, service, cents a unit before VAT in 2022, quantity choices. */
const CATALOGUE: [string, string, number, number[]][] = [
  ['PR-10', 'Pressure gauge verification, 0-150 psi, 5 points', 9500, [1, 2, 4, 6]],
  ['TC-3P', 'Thermocouple probe comparison, 3 points', 12000, [2, 4, 8]],
  ['PP-1C', 'Single-channel pipette verification', 4500, [4, 8, 12, 20]],
  ['PP-8C', 'Multichannel pipette verification', 11500, [1, 2, 3]],
  ['BA-OS', 'Analytical balance verification on the premises', 16000, [1, 2, 3]],
  ['CC-9S', 'Climatic chamber characterisation, 9 sensors, 24 h', 68000, [1]],
  ['TW-20', 'Torque wrench verification, up to 200 N·m', 7500, [2, 4, 6]],
  ['HY-2P', 'Hygrometer comparison, 2 points', 11000, [1, 2, 3]],
  ['DC-01', 'Duplicate certificate', 1500, [1, 2, 5]],
  ['DP-F', 'Attendance at the premises, flat rate', 9000, [1]],
  ['RX-48', 'Express turnaround, 48 hours', 6000, [1]],
];
const CLIENTS: [string, string][] = [
  ['Laboratoires Vercors Analyses SARL', '5 rue du Pré, 38920 Crolles'],
  ['Chartreuse Biotechnologies SA', '21 avenue du Granier, 38240 Meylan'],
  ['Sémaphore Microsystèmes SA', '9 chemin du Vieux Chêne, 38240 Meylan'],
  ['Fromagerie de Méaudre SARL', "2 rue de l'Église, 38112 Méaudre"],
];

/**
 * A metrology (calibration) laboratory at Meylan near Grenoble, France, invoicing French clients in euros, in English, A4 (Nimbus
 * Sans for the name and headings, C059): "Belledonne Métrologie" with a thin mountain line drawn in CSS, the company
 * "Belledonne Métrologie SARL", its capital, RCS Grenoble and SIRET, and "VAT no. FR…"; "INVOICE" with "(facture)" and
 * a block ("Invoice no." FAyyyy-nnnnn, "Invoice date" d Month yyyy, "Service date" 1-10 days before, "Payment due"
 * at the end of the month after 30 days); the client with its own VAT number (a distractor); reference, service,
 * quantity, unit price and amount in French notation ("1 234,56"); "Total excl. VAT (HT)", "VAT (TVA) 20 %", "Total
 * incl. VAT (TTC)" "… €"; the statutory sentence on overdue amounts; Monday to Friday.
 */
export const enGrenobleInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign-currency invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, undefined, [12, 31]);
    const date = avoid(raw, [0, 6]);
    const done = plus(date, -rng.int(1, 10));
    const due = lastOfMonth(plus(date, 30));
    const rise = 1 + (Number(date.slice(0, 4)) - 2022) * 0.03;
    const lines = rng
      .some(CATALOGUE, rng.int(2, 6))
      .sort((a, b) => CATALOGUE.indexOf(a) - CATALOGUE.indexOf(b))
      .map(([ref, name, p, qs]) => ({ ref, name, q: rng.pick(qs), p: Math.round((p * rise) / 10) * 10 }));
    const net = total(lines.map((l) => l.q * l.p));
    const vat = vatOn(net, TVA);
    const gross = net + vat;
    const vendorName = 'Belledonne Métrologie SARL';
    const siren = `8${rng.digits(8)}`;
    const doc = `FA${date.slice(0, 4)}-${String(rng.int(120, 2400)).padStart(5, '0')}`;
    const [client, address] = rng.pick(CLIENTS);
    const fr = (c: number) => comma(c, ' ');
    const long = (iso: string) => `${Number(iso.slice(8))} ${EN_MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
    const body = `<div class="top"><div><div class="nm">Belledonne Métrologie</div><div class="peaks"></div><div class="tag">Metrology laboratory · near Grenoble</div></div>
<div class="co">${e(vendorName)}<br>SARL with a capital of 40 000 €<br>14 chemin du Vieux-Moulin, 38240 Meylan, France<br>RCS Grenoble ${siren.slice(0, 3)} ${siren.slice(3, 6)} ${siren.slice(6)} · SIRET ${siren}${rng.digits(5)}<br>VAT no. FR${rng.digits(2)}${siren}</div></div>
<div class="title">INVOICE <span>(facture)</span></div>
<div class="row2"><div class="cl"><div class="lb">Client</div><b>${e(client)}</b><br>${e(address)}<br>VAT no. FR${rng.digits(2)}${rng.int(300000000, 999999999)}</div>
<div class="meta"><div><span>Invoice no.</span><b>${doc}</b></div><div><span>Invoice date</span>${long(date)}</div><div><span>Service date</span>${long(done)}</div><div><span>Payment due</span>${dt(due, 'dd/mm/yyyy')}</div></div></div>
<table class="t"><thead><tr><th>Ref.</th><th>Service</th><th>Qty</th><th>Unit price (€)</th><th>Amount (€)</th></tr></thead><tbody>${lines
      .map((l) => `<tr><td>${l.ref}</td><td>${e(l.name)}</td><td>${l.q}</td><td>${fr(l.p)}</td><td>${fr(l.q * l.p)}</td></tr>`)
      .join('')}</tbody></table>
<table class="tot"><tr><td>Total excl. VAT (HT)</td><td>${fr(net)} €</td></tr><tr><td>VAT (TVA) ${TVA} %</td><td>${fr(vat)} €</td></tr><tr class="g"><td>Total incl. VAT (TTC)</td><td>${fr(gross)} €</td></tr></table>
<div class="legal">Payment by bank transfer to IBAN FR76 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(3)}. No discount for early payment.
Overdue amounts: penalties at 3 × the legal interest rate and a fixed indemnity of 40 € (Code de commerce, article L441-10).</div>`;
    const css = `body{font-family:'C059';font-size:11.5px;padding:15mm 17mm}.top{display:flex;justify-content:space-between}.nm{font-family:'Nimbus Sans';font-size:26px;font-weight:bold;color:#234}
.peaks{width:70mm;height:10px;background:linear-gradient(135deg,transparent 45%,#234 45%,#234 55%,transparent 55%) 0 0/14px 10px repeat-x;margin:3px 0}.tag{font-family:'Nimbus Sans';font-size:10.5px;color:#555}
.co{font-size:9.5px;line-height:1.5;text-align:right;color:#333}.title{font-family:'Nimbus Sans';font-size:22px;font-weight:bold;margin:20px 0 10px;letter-spacing:2px}.title span{font-size:12px;font-weight:normal;letter-spacing:0}
.row2{display:flex;justify-content:space-between;gap:16px}.cl{border-left:3px solid #234;padding-left:10px;line-height:1.5}.lb{font-family:'Nimbus Sans';font-size:9.5px;color:#555;text-transform:uppercase}
.meta{min-width:70mm}.meta div{display:flex;justify-content:space-between;gap:12px;border-bottom:0.5px solid #aaa;padding:2px 0}.meta span{color:#555}
.t{width:100%;border-collapse:collapse;margin-top:20px}.t th{font-family:'Nimbus Sans';font-size:10px;background:#234;color:#fff;padding:4px;text-align:left}.t td{padding:4px;border-bottom:0.5px solid #ccc}.t td:nth-child(n+3),.t th:nth-child(n+3){text-align:right}
.tot{margin:12px 0 0 auto;border-collapse:collapse}.tot td{padding:3px 6px}.tot td:last-child{text-align:right;min-width:30mm}.tot .g td{background:#dde3ea;font-weight:bold;font-size:13px}.legal{margin-top:28px;font-size:9.5px;line-height:1.5;color:#333}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
