import { htmlPage, Layout, Rng, seedOf, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { avoid, baseCss, comma, e, next, plus, total, vatOn } from './extra';

const ID = 'en-azores-horta-yacht-electronics-invoice';
/** The Azores' standard IVA rate since 1 July 2021. */
const RATE = 16;

/** Yachts: name, flag, owner or skipper. */
const YACHTS: [string, string, string][] = [
  ['S/Y Blue Heron', 'GBR', 'Alan Whitcombe'],
  ['S/Y Kittiwake II', 'USA', 'Dana & Rob Mercer'],
  ['S/Y Zeevalk', 'NLD', 'Jelle de Groot'],
  ['S/Y Ostwind', 'DEU', 'Katrin Brandt'],
  ['S/Y Lune de Miel', 'FRA', 'Claire Arnaud'],
  ['S/Y Northern Lass', 'IRL', 'Seán Kavanagh'],
];
/** Parts: English / Portuguese, lowest and highest price in cents before IVA. */
const PARTS: [string, number, number][] = [
  ['AIS Class B transponder / Transponder AIS classe B', 52000, 78000],
  ['VHF DSC radio / Rádio VHF DSC', 29000, 48000],
  ['VHF antenna with 20 m RG-8X cable / Antena VHF e cabo', 8500, 16000],
  ['NMEA 2000 backbone kit / Kit de rede NMEA 2000', 11000, 19000],
  ['Wind transducer bearing repair / Reparação sensor de vento', 14000, 26000],
  ['Autopilot drive service kit / Kit de manutenção piloto automático', 16000, 32000],
  ['9" chartplotter / Plotter 9"', 89000, 145000],
  ['Connectors, fuses and heat-shrink / Conectores e fusíveis', 1800, 4500],
  ['Solar charge controller 30 A / Regulador solar 30 A', 12000, 21000],
];

/** A Portuguese company NIF (starting with 5) with a valid mod-11 check digit. */
function nif(rng: Rng): string {
  const base = `5${rng.digits(7)}`;
  const sum = base.split('').reduce((s, d, i) => s + Number(d) * (9 - i), 0);
  const c = 11 - (sum % 11);
  return `${base}${c >= 10 ? 0 : c}`;
}

/**
 * A marine electronics workshop's invoice at the Horta marina, Faial, Azores, A4 (Nimbus Sans): a navy header with
 * the company and its NIF, "FATURA / INVOICE" with the certified software's number ("FT FME2024/123") and, from 2023,
 * the ATCUD code, date and the yacht's arrival in a side column, visiting foreign yachts (flag, owner or skipper,
 * "Consumidor final" NIF 999999990), diagnosis, labour hours and parts in English and Portuguese, EUR written
 * "1.234,56 EUR", IVA at the Azores' 16% added to the net total, paid by card or transfer. Monday to Friday.
 */
export const enAzoresHortaYachtElectronicsInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng) {
    const { date: raw } = next(ID, rng, [4, 5, 6, 7, 8, 9]);
    const date = avoid(raw, [0, 6]);
    const year = Number(date.slice(0, 4));
    const up = 1 + (year - 2022) * 0.03;
    const p = (c: number) => Math.round((c * up) / 10) * 10;
    const [yacht, flag, owner] = rng.pick(YACHTS);
    const hours = rng.int(2, 12) + (rng.chance(0.5) ? 0.5 : 0);
    const hourly = p(5200);
    const rows: [string, string, number][] = [
      ['Diagnosis on board / Diagnóstico a bordo', '1', p(4500)],
      [`Labour / Mão de obra (${comma(hours * 100).replace(/,00$/, '')} h)`, comma(hours * 100), Math.round(hours * hourly)],
    ];
    for (const [name, lo, hi] of rng.some(PARTS, rng.int(1, 4))) rows.push([name, '1', p(rng.int(lo, hi))]);
    if (rng.chance(0.3)) rows.push(['Call-out to the anchorage / Deslocação ao fundeadouro', '1', p(3500)]);
    const net = total(rows.map(([, , s]) => s));
    const vat = vatOn(net, RATE);
    const gross = net + vat;
    const vendorName = 'Faial Marine Electronics, Lda.';
    const vendorNif = nif(new Rng(seedOf(`h76~${vendorName}`)));
    const seq = rng.int(40, 690);
    const doc = `FT FME${year}/${seq}`;
    const arrived = plus(date, -rng.int(2, 14));
    const money = (c: number) => `<span class="nw">${comma(c)} EUR</span>`;
    const body = `<div class="hd"><div><div class="nm">${e(vendorName)}</div><div>Marine electronics · Eletrónica naval</div><div class="sm">Marina da Horta, Pavilhão 3, 9900-014 Horta, Faial, Açores, Portugal · +351 292 ${rng.int(100, 999)} ${rng.int(100, 999)}</div><div class="sm">NIF / VAT No. PT${vendorNif} · Capital social 5.000,00 EUR</div></div><div class="tt">FATURA<br><span>INVOICE</span></div></div>
<div class="main"><div class="side"><div><span>Invoice No. / N.º</span><b>${doc}</b></div>${year >= 2023 ? `<div><span>ATCUD</span><b>${'JF' + rng.digits(2) + 'KQ7M'}-${seq}</b></div>` : ''}<div><span>Date / Data</span><b>${dt(date, 'dd/mm/yyyy').replace(/\//g, '-')}</b></div><div><span>Yacht arrived / Chegada</span><b>${dt(arrived, 'dd/mm/yyyy')}</b></div><div><span>Berth / Lugar</span><b>${rng.pick(['A', 'B', 'C', 'D'])}-${rng.int(1, 60)}</b></div></div>
<div class="cust"><div class="lb">Customer / Cliente</div><b>${e(owner)}</b><br>${e(yacht)} (${flag})<br>NIF: 999999990 (Consumidor final)</div></div>
<table class="it"><thead><tr><th>Description / Descrição</th><th>Qty</th><th>Amount</th></tr></thead><tbody>${rows.map(([d, q, s]) => `<tr><td>${e(d)}</td><td>${q}</td><td>${money(s)}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><td>Net total / Total ilíquido</td><td>${money(net)}</td></tr><tr><td>IVA ${RATE}% (Região Autónoma dos Açores)</td><td>${money(vat)}</td></tr><tr class="g"><td>Total</td><td>${money(gross)}</td></tr></table>
<div class="pay">${rng.chance(0.6) ? `Paid by card / Pago com cartão **** ${rng.digits(4)}` : `Bank transfer / Transferência: IBAN PT50 ${rng.digits(4)} ${rng.digits(4)} ${rng.digits(11)} ${rng.digits(2)}`}. Fair winds!</div>
<div class="ft">Processado por programa certificado n.º ${rng.int(1000, 2999)}/AT. Os bens e serviços foram colocados à disposição do adquirente na data do documento.</div>`;
    const css = `${baseCss}
body{font-family:'Nimbus Sans','Liberation Sans';font-size:12px;padding:13mm 14mm}.hd{display:flex;justify-content:space-between;background:#0d2b45;color:#fff;padding:10px 14px}.nm{font-size:20px;font-weight:bold}.tt{text-align:right;font-size:26px;font-weight:bold;letter-spacing:2px}.tt span{font-size:14px;color:#9ecbe8}
.main{display:flex;gap:16px;margin:14px 0}.side{width:34%;border-right:3px solid #0d2b45;padding-right:10px}.side div{display:flex;flex-direction:column;margin-bottom:6px}.side span{font-size:10px;color:#567}.side b{font-size:13px}
.cust{line-height:1.6}.lb{font-size:10px;color:#567;text-transform:uppercase}.it{width:100%}.it th{background:#0d2b45;color:#fff;text-align:left;padding:4px 6px;font-weight:normal}.it td{padding:4px 6px;border-bottom:1px solid #d5dde5}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}
.nw{white-space:nowrap}.tot{margin:12px 0 0 auto;min-width:50%}.tot td{padding:4px 6px}.tot td:last-child{text-align:right}.tot .g td{font-weight:bold;font-size:15px;border-top:2px solid #0d2b45}.pay{margin-top:20px}.ft{margin-top:24px;font-size:9.5px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
