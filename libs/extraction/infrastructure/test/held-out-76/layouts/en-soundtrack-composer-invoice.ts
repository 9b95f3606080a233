import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, next, plus, taxIdOfCustomer, total, vatOn } from './extra';

const ID = 'en-soundtrack-composer-invoice';

const CLIENTS: [string, string, string][] = [
  ['Kinneret Pictures Ltd.', "12 HaArba'a St, Tel Aviv", 'feature documentary "Salt Roads"'],
  ['Pixel Lagoon Games Ltd.', '3 HaBarzel St, Tel Aviv', 'mobile game "Tidekeepers"'],
  ['HaOgen Animation Studio Ltd.', '8 Yad Harutzim St, Jerusalem', 'animated short "Paper Boats"'],
  ['Dror Documentary Productions Ltd.', '21 Herzl St, Haifa', 'TV series "Northern Fields", episodes 1-4'],
  ['Lemon Lane Podcasts Ltd.', '5 Ben Gurion St, Givatayim', 'podcast season theme and stings'],
];

/**
 * A film and game composer's English tax invoice in Givatayim, A4 (C059): a licensed dealer (his own name, his id
 * hyphenated) trading as a music studio, a thin left rule, "TAX INVOICE No. yyyy-nnn", "d Month yyyy", due date, an
 * Israeli client with its company number, the project, original score by the minute, orchestration, session musicians
 * and studio hire on some, mixing and stems, a licence fee, "NIS" amounts, VAT added at the rate of the date, net 30.
 * Sunday to Thursday.
 */
export const enSoundtrackComposerInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { date: raw } = next(ID, rng);
    const date = avoid(raw, [5, 6]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.04;
    const p = (c: number) => Math.round((c * up) / 1000) * 1000;
    const [client, address, project] = rng.pick(CLIENTS);
    const minutes = rng.int(3, 40);
    const perMinute = p(rng.int(90000, 160000));
    const rows: [string, string, number][] = [[`Original score composition, ${minutes} min × NIS ${amount(perMinute)}`, String(minutes), minutes * perMinute]];
    if (rng.chance(0.6)) rows.push(['Orchestration and MIDI mock-ups', '1', p(rng.int(250000, 600000))]);
    if (rng.chance(0.5)) rows.push([`Session musicians (string quartet, ${rng.int(2, 5)} h)`, '1', p(rng.int(320000, 680000))]);
    if (rng.chance(0.4)) rows.push([`Recording studio hire, ${rng.int(3, 8)} h`, '1', p(rng.int(120000, 300000))]);
    rows.push(['Mixing and stems delivery (stereo and 5.1)', '1', p(rng.int(180000, 450000))]);
    rows.push([
      rng.pick(['Sync licence: festivals and online, 5 years', 'Buy-out licence: worldwide, all media', 'Licence: broadcast in Israel, 3 years']),
      '1',
      p(rng.int(200000, 900000)),
    ]);
    const net = total(rows.map(([, , s]) => s));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = 'Yotam Harel';
    const taxId = idOf(vendorName, false);
    const doc = `${date.slice(0, 4)}-${String(rng.int(5, 140)).padStart(3, '0')}`;
    const clientId = taxIdOfCustomer(rng);
    const nis = (c: number) => `<span class="nw">NIS ${amount(c)}</span>`;
    const body = `<div class="wrap"><div class="hd"><div class="nm">HAREL SOUND</div><div class="sub">music for picture &amp; games</div><div class="sm">${vendorName} · Licensed dealer (Osek Murshe) No. ${hyphenId(taxId)}<br>7 Katznelson St, Givatayim · ${cellular(rng)} · yotam@harelsound.example</div></div>
<h1>TAX INVOICE No. ${doc}</h1>
<table class="meta"><tr><th>Date</th><td>${dt(date, 'd Month yyyy')}</td><th>Payment due</th><td>${dt(plus(date, 30), 'd Month yyyy')}</td></tr><tr><th>Project</th><td colspan="3">${e(project)}</td></tr></table>
<div class="to"><b>${e(client)}</b><br>${e(address)}<br>Company No. ${clientId}</div>
<table class="it"><thead><tr><th>Description</th><th>Qty</th><th>Amount</th></tr></thead><tbody>${rows.map(([d, q, s]) => `<tr><td>${e(d)}</td><td>${q}</td><td>${nis(s)}</td></tr>`).join('')}</tbody></table>
<table class="tot"><tr><td>Total before VAT</td><td>${nis(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${nis(vat)}</td></tr><tr class="g"><td>Total payable</td><td>${nis(gross)}</td></tr></table>
<div class="pay">Please pay by bank transfer to Bank Leumi (10), branch ${rng.int(600, 950)}, account ${rng.digits(7)}, within 30 days. Rights are transferred on full payment.</div></div>`;
    const css = `${baseCss}
body{font-family:'C059','Liberation Serif';font-size:13px;padding:16mm 16mm 14mm 22mm}.wrap{border-left:4px solid #37474f;padding-left:14px}.nm{font-size:28px;letter-spacing:5px;font-weight:bold}.sub{font-style:italic;color:#555;margin-bottom:4px}
h1{font-size:19px;margin:18px 0 8px}.meta{margin-bottom:10px}.meta th{text-align:left;font-weight:normal;color:#555;padding:2px 10px 2px 0}.meta td{padding:2px 18px 2px 0;font-weight:bold}.to{margin:10px 0 14px;line-height:1.5}
.it{width:100%}.it th{border-bottom:1.5px solid #37474f;text-align:left;padding:4px}.it td{padding:5px 4px;border-bottom:1px solid #e0e0e0}.it td:nth-child(n+2),.it th:nth-child(n+2){text-align:right}.nw{white-space:nowrap}
.tot{margin:12px 0 0 auto;min-width:48%}.tot td{padding:4px 6px}.tot td:last-child{text-align:right}.tot .g td{font-weight:bold;font-size:15px;border-top:2px solid #37474f}.pay{margin-top:24px;font-size:11.5px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
