import { addDays, esc, htmlPage, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { de, dt } from '../../generalisation/notation';
import { add, dated, taxOn } from './extra';

const ID = 'en-sicilian-ceramics-workshop-invoice';
const FIRMS = [
  { name: 'Bottega Maiolica Siciliana S.r.l.', town: 'Via Luigi Sturzo 41, 95041 Caltagirone (CT)', rea: 'CT' },
  { name: 'Terranova Ceramiche S.n.c.', town: 'Via Nazionale 88, 98076 Santo Stefano di Camastra (ME)', rea: 'ME' },
  { name: 'Laboratorio Azzurro S.a.s.', town: 'Corso Vittorio Emanuele 12, 90017 Santa Flavia (PA)', rea: 'PA' },
];
const GUESTS = [
  { name: 'Dana Levi-Shapiro', town: 'Haifa, Israel' },
  { name: 'Carmel Art Circle (group of friends), c/o Ruth Ben-Ami', town: 'Zikhron Ya’akov, Israel' },
  { name: 'Yael and Omer Katz', town: 'Tel Aviv-Yafo, Israel' },
  { name: 'Michal Dror', town: 'Modi’in, Israel' },
];

/** A Sicilian ceramics workshop's invoice in English with Italian labels, in euros on A4: a painting course for Israeli participants, materials, kiln firings per piece, packing for the flight, museum entries re-charged outside VAT (art. 15), IVA 22 %; the deposit at booking and the card on the last day; P.IVA, codice fiscale, REA, SDI code. */
export const enSicilianCeramicsWorkshopInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'foreign invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng, [3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const f = FIRMS[n % FIRMS.length];
    const days = rng.pick([3, 5, 6]);
    const start = addDays(date, -(days - 1));
    const people = rng.int(1, 6);
    const pieces = people * rng.int(3, 7);
    const lines: [string, string, number, number][] = [
      [`${days}-day majolica painting course (Corso di decorazione) – ${people > 1 ? 'per participant' : 'one participant'}`, `${people}`, (rng.int(48, 72) * 500 * days) / 5, 0],
      ['Materials kit: bisque ware, glazes, brushes (Materiali)', `${people}`, rng.int(35, 60) * 100, 0],
      ['Kiln firing per piece (Cottura)', `${pieces}`, rng.int(6, 12) * 100, 0],
      ...(rng.chance(0.7) ? ([['Packing of finished pieces for air travel (Imballaggio)', '1', rng.int(25, 60) * 100, 0]] as [string, string, number, number][]) : []),
      ...(rng.chance(0.4) ? ([['Private wheel-throwing session, 2 h (Tornio)', '1', rng.int(60, 110) * 100, 0]] as [string, string, number, number][]) : []),
    ].map(([a, q, u]) => [a, q, Math.round(Number(u)), Number(q) * Math.round(Number(u))] as [string, string, number, number]);
    const taxable = add(lines.map((l) => l[3]));
    const vat = taxOn(taxable, 22);
    const museum = rng.chance(0.5) ? people * rng.pick([800, 1000, 1200]) : 0;
    const total = taxable + vat + museum;
    const booked = addDays(start, -rng.int(20, 70));
    const deposit = Math.round((total * rng.pick([20, 30])) / 100 / 100) * 100;
    const y = date.slice(0, 4);
    const docNo = rng.pick([
      () => `${rng.int(12, 240)}/${y}`,
      () => `FT ${y}/${String(rng.int(10, 480)).padStart(4, '0')}`,
      () => `${y}-E-${String(rng.int(1, 199)).padStart(3, '0')}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'd Month yyyy', 'dd.mm.yyyy'] as const);
    const shown = (iso: string) => dt(iso, fmt);
    const euro = rng.chance(0.5) ? (c: number) => `${de(c)} €` : (c: number) => `€ ${de(c)}`;
    const font = rng.pick(["'Nimbus Sans'", "'Noto Serif'", "'DejaVu Serif'"]);
    const g = rng.pick(GUESTS);
    const piva = `0${rng.digits(10)}`;
    const tile = `<svg width="60" height="60" viewBox="0 0 60 60"><rect x="1" y="1" width="58" height="58" fill="#fff" stroke="#1d4f91" stroke-width="2"/><circle cx="30" cy="30" r="13" fill="none" stroke="#1d4f91" stroke-width="3"/><circle cx="30" cy="30" r="5" fill="#e2a21b"/>${[0, 1, 2, 3].map((i) => `<path d="M${[8, 52, 52, 8][i]} ${[8, 8, 52, 52][i]} q${[10, -10, -10, 10][i]} 0 ${[12, -12, -12, 12][i]} ${[12, 12, -12, -12][i]}" stroke="#2f8a5b" stroke-width="3" fill="none"/>`).join('')}</svg>`;
    const body = `<div class="pg"><div class="top">${tile}<div><div class="nm">${esc(f.name)}</div><div class="sub">Ceramic workshop &amp; painting courses since 1987</div><div>${esc(f.town)} · Italy</div></div></div>
<div class="two"><div class="to"><div class="lb">Bill to (Cliente)</div><b>${esc(g.name)}</b><br>${esc(g.town)}<br>Passport no. ${rng.int(20000000, 39999999)}<br>Codice fiscale: not applicable (non-resident)</div>
<table class="meta"><tr><td colspan="2" class="ti">INVOICE (FATTURA)</td></tr><tr><td>Invoice no. (Numero)</td><td><b>${docNo}</b></td></tr><tr><td>Invoice date (Data)</td><td><b>${shown(date)}</b></td></tr><tr><td>Booking</td><td>WEB-${rng.int(1000, 9999)} of ${shown(booked)}</td></tr><tr><td>Course dates</td><td>${dt(start, 'dd/mm/yyyy')} – ${dt(date, 'dd/mm/yyyy')}</td></tr></table></div>
<table class="it"><tr><th>Description (Descrizione)</th><th>Qty</th><th>Unit price</th><th>VAT</th><th>Amount</th></tr>${lines.map(([a, q, u, s]) => `<tr><td>${esc(a)}</td><td>${q}</td><td>${euro(u)}</td><td>22%</td><td>${euro(s)}</td></tr>`).join('')}
${museum ? `<tr><td>Museum of Ceramics entries, paid on your behalf (Spese anticipate, escluse art. 15 DPR 633/72)</td><td>${people}</td><td>${euro(museum / people)}</td><td>–</td><td>${euro(museum)}</td></tr>` : ''}</table>
<table class="tot"><tr><td>Taxable amount (Imponibile)</td><td>${euro(taxable)}</td></tr><tr><td>VAT 22% (IVA)</td><td>${euro(vat)}</td></tr>${museum ? `<tr><td>Excluded art. 15 (Escluso)</td><td>${euro(museum)}</td></tr>` : ''}<tr class="g"><td>Total (Totale documento)</td><td>${euro(total)}</td></tr>
<tr><td>Deposit paid ${shown(booked)} (Acconto)</td><td>– ${euro(deposit)}</td></tr><tr><td>Paid by card ${shown(date)}</td><td>– ${euro(total - deposit)}</td></tr><tr><td>Amount due (Da pagare)</td><td>${euro(0)}</td></tr></table>
<p class="note">Grazie! Your pieces were fired at 980 °C and glazed at 940 °C; they are food-safe but not dishwasher-safe. Electronic invoice sent to the exchange system (SDI) with recipient code XXXXXXX for foreign customers.</p>
<div class="ft">${esc(f.name)} · P.IVA IT${piva} · C.F. ${piva} · REA ${f.rea}-${rng.int(100000, 399999)} · Share capital € 10.000,00 i.v. · PEC ${esc(f.name.split(' ')[0].toLowerCase())}@pec.it · IBAN IT${rng.int(10, 99)} X${rng.digits(10)} ${rng.digits(12)}</div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#1d1d1d}.pg{width:210mm;min-height:297mm;box-sizing:border-box;padding:14mm 16mm;position:relative}
.top{display:flex;gap:5mm;align-items:center;border-bottom:3px solid #1d4f91;padding-bottom:3mm}.nm{font-size:22px;font-weight:bold;color:#1d4f91}.sub{font-style:italic;color:#2f8a5b}
.two{display:flex;justify-content:space-between;gap:8mm;margin:6mm 0}.to{flex:1;line-height:1.5}.lb{font-size:9.5px;text-transform:uppercase;color:#1d4f91;font-weight:bold}
.meta{border-collapse:collapse}.meta td{padding:0.8mm 2mm;border-bottom:1px solid #ccd}.ti{font-size:17px;font-weight:bold;color:#1d4f91;border-bottom:2px solid #1d4f91 !important}
.it{width:100%;border-collapse:collapse}.it th{background:#1d4f91;color:#fff;text-align:left;padding:1.5mm}.it td{padding:1.6mm;border-bottom:1px solid #ddd}.it td:nth-child(n+2){text-align:right;white-space:nowrap}
.tot{width:95mm;margin:5mm 0 0 auto;border-collapse:collapse}.tot td{padding:1.1mm 2mm}.tot td:last-child{text-align:right;white-space:nowrap}.g td{font-weight:bold;font-size:14px;border-top:2px solid #1d4f91;border-bottom:2px solid #1d4f91}
.note{margin-top:7mm;font-size:10px;color:#444}.ft{position:absolute;bottom:10mm;left:16mm;right:16mm;font-size:9px;color:#444;border-top:1px solid #aaa;padding-top:2mm;text-align:center}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      truth: { vendorName: f.name, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
