import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, hyphenId, share } from '../../generalisation/notation';

const AGENCIES = [
  { name: 'Babel Bridge Translations Ltd.', addr: '7 Kanfei Nesharim St, Jerusalem 9546407' },
  { name: 'Polyglot Hub Ltd', addr: '33 Yigal Alon St, Tel Aviv 6789125' },
  { name: 'Lingua Carmel Language Services Ltd.', addr: '5 Hanamal St, Haifa 3303109' },
];
const PAIRS = ['Hebrew → English', 'English → Hebrew', 'Hebrew → German', 'Russian → Hebrew', 'Arabic → English', 'Hebrew → French'];
const DOCS = [
  'Articles of association',
  'Distribution agreement',
  'Clinical study protocol',
  'Birth certificate and marriage certificate',
  'Patent application (claims and description)',
  'Website localisation – product pages',
];

/**
 * An Israeli translation agency's English "TAX INVOICE" in shekels (A4, URW Bookman or Lato): the
 * agency's name, "Company No." and address, "Invoice No. TR-…", "Date" and "Delivered" (days
 * earlier), the client (a law firm or company with its valid company number), a project reference,
 * jobs by language pair with source word counts × a per-word rate in agorot ("0.48"), a 25% rush
 * surcharge, proofreading by the hour, a notary's certification, "Subtotal", "VAT 17%/18%", "Total
 * (NIS)", and a sentence in words; bank details and a due date.
 */
export const enTranslationAgency: Layout = {
  id: 'en-translation-agency',
  lang: 'en',
  kind: 'services invoice',
  make(rng: Rng) {
    const a = rng.pick(AGENCIES);
    const vendorTaxId = taxId(rng, true);
    const date = randomDate(rng, '2023-06-04', '2026-03-26');
    const rate = israeliRate(date);
    const jobs = Array.from({ length: rng.int(1, 3) }, () => {
      const words = rng.int(8, 140) * 50;
      const per = rng.pick([38, 42, 48, 55, 62]);
      return { doc: rng.pick(DOCS), pair: rng.pick(PAIRS), words, per, amt: words * per };
    });
    const base = jobs.reduce((s, j) => s + j.amt, 0);
    const rush = rng.chance(0.4) ? share(base, 25) : 0;
    const hours = rng.chance(0.5) ? rng.int(2, 10) / 2 : 0;
    const proof = Math.round(hours * 18000);
    const notary = rng.chance(0.5) ? rng.pick([23800, 27500, 31200]) : 0;
    const net = base + rush + proof + notary;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = `TR-${date.slice(2, 4)}${String(rng.int(1, 999)).padStart(3, '0')}`;
    const style = rng.pick(['d Month yyyy', 'dd/mm/yyyy', 'd Mon yyyy'] as const);
    const m = (c: number) => (c / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    const rows = jobs
      .map((j) => `<tr><td>${esc(j.doc)}<br><i>${j.pair}</i></td><td>${j.words.toLocaleString('en-US')} words</td><td>${(j.per / 100).toFixed(2)}</td><td>${m(j.amt)}</td></tr>`)
      .join('');
    const body = `<div class="pg"><div class="hd"><div class="nm">${esc(a.name)}</div><div>${esc(a.addr)} · Company No. ${rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId}</div></div>
<div class="two"><div><h1>TAX INVOICE</h1><div>Invoice No. <b>${docNo}</b></div><div>Date: ${dt(date, style)}</div><div>Delivered: ${dt(addDays(date, -rng.int(1, 6)), style)}</div><div>Project ref.: P${rng.digits(5)}</div></div>
<div class="to">Bill to:<br><b>${esc(rng.pick(['Goldfarb Amir & Co., Advocates', 'Hermon BioPharma Ltd', 'Shaked Levin Law Offices', 'Yarkon Medical Imaging Ltd']))}</b><br>Company No. ${taxId(rng, true)}<br>Attn: ${rng.pick(['Adv. Dana Ronen', 'Mr. Avi Sela', 'Ms. Lior Shani'])}</div></div>
<table><tr><th>Description</th><th>Volume</th><th>Rate (NIS)</th><th>Amount (NIS)</th></tr>${rows}
${rush ? `<tr><td>Rush delivery surcharge (25%)</td><td></td><td></td><td>${m(rush)}</td></tr>` : ''}
${proof ? `<tr><td>Proofreading and formatting</td><td>${hours} h</td><td>180.00</td><td>${m(proof)}</td></tr>` : ''}
${notary ? `<tr><td>Notarial certification of translation</td><td>1</td><td>${m(notary)}</td><td>${m(notary)}</td></tr>` : ''}</table>
<table class="t"><tr><td>Subtotal</td><td>${m(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${m(vat)}</td></tr><tr class="g"><td>Total (NIS)</td><td>${m(total)}</td></tr></table>
<p>Payment within 30 days of the invoice date, i.e. by ${dt(addDays(date, 30), style)}, to Bank ${rng.pick(['Leumi', 'Hapoalim', 'Discount', 'Mizrahi-Tefahot'])} (${rng.int(10, 20)}), branch ${rng.int(100, 899)}, account ${rng.digits(7)}.<br>Thank you for choosing ${esc(a.name.replace(/,? Ltd\.?$/, ''))}.</p></div>`;
    const font = rng.pick(['URW Bookman', 'Lato']);
    const css = `body{font-family:'${font}',serif;font-size:11.5px;color:#222}
.pg{width:210mm;height:296mm;box-sizing:border-box;padding:14mm 17mm}
.hd{border-left:6px solid #2a6f97;padding-left:4mm}.nm{font-size:22px;font-weight:bold;color:#2a6f97}
.two{display:flex;justify-content:space-between;margin:9mm 0 6mm;line-height:1.6}h1{font-size:19px;margin:0 0 2mm}.to{background:#f0f5f8;padding:3mm 5mm}
table{width:100%;border-collapse:collapse}th{text-align:left;border-bottom:2px solid #2a6f97;padding:1.5mm}td{padding:2mm 1.5mm;border-bottom:1px solid #ddd;vertical-align:top}
th:nth-child(n+2),td:nth-child(n+2){text-align:right}i{color:#666}
.t{width:75mm;margin:4mm 0 0 auto}.g td{font-weight:bold;font-size:15px;border-top:2px solid #2a6f97;border-bottom:none}p{margin-top:10mm;line-height:1.6}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: a.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
