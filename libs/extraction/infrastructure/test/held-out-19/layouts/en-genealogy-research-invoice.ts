import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfNet } from '../../generalisation/kit';
import { cellular, dt, hyphenId, personalId } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const RESEARCHERS = [
  {
    head: 'Dr. Hannah Oren',
    sub: 'Jewish Genealogy & Archival Research',
    legal: 'Hannah Oren',
    label: 'Licensed Dealer No.',
    company: false,
    addr: '14 Rachel Imenu St., Jerusalem',
    hyphen: false,
  },
  {
    head: 'Roots & Records',
    sub: 'Family history research · Archive retrieval · Translation',
    legal: 'Roots and Records Research Ltd.',
    label: 'Company No.',
    company: true,
    addr: "3 Ahad Ha'am St., Tel Aviv",
    hyphen: true,
  },
  {
    head: 'Shmuel Katzir',
    sub: 'Genealogist · Member of the Israel Genealogical Society',
    legal: 'Shmuel Katzir',
    label: 'Licensed Dealer',
    company: false,
    addr: "27 HaNevi'im St., Haifa",
    hyphen: false,
  },
  {
    head: 'Lineage Israel',
    sub: 'Heritage research for families in Israel and abroad',
    legal: 'Lineage Israel Ltd.',
    label: 'Reg. No.',
    company: true,
    addr: "8 Hamasger St., Ra'anana",
    hyphen: false,
  },
];
const TASKS: [string, number][] = [
  ['Search of Yad Vashem Pages of Testimony and deportation lists', 0],
  ['Retrieval from the Central Zionist Archives – immigration files', 0],
  ['Polish civil records (1870–1938): search and index review', 0],
  ['Ukrainian regional archive request via local agent', 0],
  ['Reading and translating Russian and Yiddish documents', 0],
  ['Cemetery records and headstone photographs (Hevra Kadisha)', 0],
  ['Family tree chart and written report', 0],
  ['Naturalisation and ship manifest search (Ellis Island / Hamburg)', 0],
];

/**
 * An Israeli genealogist's English "TAX INVOICE" in shekels on A4 (Noto Serif, Liberation Serif or DejaVu
 * Serif; the researcher in Noto Serif Display italic over a thin double rule like a family tree's branch):
 * the researcher's own name with "Licensed Dealer No." / "Licensed Dealer", or a company ("Ltd.") with
 * "Company No." / "Reg. No." (hyphenated on some), address, mobile and e-mail; the client living in Israel
 * with a valid Israeli ID; "Tax Invoice No." ("2025-041"), "Date", "Project", "Research period"; tasks with
 * hours to a half and an hourly rate, archive and agent fees passed on at cost, certified copies; "Subtotal",
 * "VAT 17%/18%", "Total ILS"; a retainer received earlier with its date and "Balance due" with its date;
 * bank details.
 */
export const enGenealogyResearchInvoice: Layout = {
  id: 'en-genealogy-research-invoice',
  lang: 'en',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'en-genealogy-research-invoice');
    const r = rng.pick(RESEARCHERS);
    const vendorTaxId = vendorId(r.legal, r.company);
    const date = randomDate(rng, '2024-01-08', '2025-12-15');
    const rate = israeliRate(date);
    const hourly = rng.pick([28000, 32000, 35000, 40000]);
    const rows: [string, string, number][] = rng.some(TASKS, rng.int(2, 5)).map(([t]) => {
      const h = rng.int(2, 16) / 2;
      return [t, `${h.toFixed(1)} h × ${amount(hourly)}`, Math.round(h * hourly)];
    });
    if (rng.chance(0.6)) rows.push(['Archive copying and certification fees (at cost)', '1', rng.int(120, 900) * 100]);
    if (rng.chance(0.4)) rows.push(['Local agent fee, Lviv State Archive (at cost)', '1', rng.int(600, 1800) * 100]);
    const net = rows.reduce((a, x) => a + x[2], 0);
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const retainer = rng.chance(0.6) ? rng.pick([100000, 150000, 200000]) : 0;
    const docNo = `${date.slice(0, 4)}-${String(rng.int(5, 140)).padStart(3, '0')}`;
    const font = rng.pick(['Noto Serif', 'Liberation Serif', 'DejaVu Serif']);
    const fmt = rng.pick(['d Month yyyy', 'dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const d = (x: string) => dt(x, fmt);
    const begun = addDays(date, -rng.int(20, 90));
    const surname = rng.pick(['Rabinowitz', 'Goldfarb', 'Sokolov', 'Mendelsohn', 'Perlmutter']);
    const body = `<div class="name">${esc(r.head)}</div><div class="sub">${esc(r.sub)}</div><div class="rule"></div>
<div class="vend">${esc(r.legal)} · ${r.label} ${r.hyphen ? hyphenId(vendorTaxId) : vendorTaxId} · ${esc(r.addr)} · ${cellular(rng)}</div>
<div class="top"><div><span class="lbl">Invoice to</span><br><b>${rng.pick(['Mr. Daniel Rosen', 'Ms. Judith Feldman', 'Mr. and Mrs. Alan Brodsky', 'Ms. Sarah Levinson'])}</b><br>Israeli ID ${personalId(rng)}<br>${rng.pick(["Modi'in", 'Beit Shemesh', "Zichron Ya'akov", 'Netanya'])}, Israel</div>
<table class="facts"><tr><td colspan="2" class="t">TAX INVOICE</td></tr><tr><th>Tax Invoice No.</th><td>${docNo}</td></tr><tr><th>Date</th><td>${d(date)}</td></tr><tr><th>Project</th><td>The ${surname} family, ${rng.pick(['Białystok', 'Vilna', 'Kishinev', 'Lodz'])}</td></tr><tr><th>Research period</th><td>${d(begun)} – ${d(addDays(date, -1))}</td></tr></table></div>
<table class="rows"><tr><th>Work</th><th>Time / qty</th><th class="n">Amount (₪)</th></tr>${rows.map((x) => `<tr><td>${esc(x[0])}</td><td>${x[1]}</td><td class="n">${amount(x[2])}</td></tr>`).join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td class="n">${amount(net)}</td></tr><tr><td>VAT ${rate}%</td><td class="n">${amount(vat)}</td></tr><tr class="g"><td>Total ILS</td><td class="n">₪${amount(total)}</td></tr>${
      retainer
        ? `<tr><td>Retainer received ${d(addDays(begun, -rng.int(1, 7)))}</td><td class="n">-${amount(retainer)}</td></tr><tr class="b"><td>Balance due by ${d(addDays(date, 14))}</td><td class="n">₪${amount(total - retainer)}</td></tr>`
        : ''
    }</table>
<p class="bank">Payment by bank transfer: Bank ${rng.pick(['Leumi (10)', 'Hapoalim (12)', 'Discount (11)'])}, branch ${rng.int(600, 980)}, account ${rng.digits(6)}, or by Bit to the number above. Thank you for trusting me with your family's story.</p>`;
    const css = `body{font-family:'${font}',serif;font-size:11.5px;color:#2b2118;padding:14mm 18mm}.name{font-family:'Noto Serif Display',serif;font-style:italic;font-size:28px}.sub{font-size:11px;color:#6b5a48}
.rule{border-top:1px solid #6b5a48;border-bottom:1px solid #6b5a48;height:1.5px;margin:3mm 0}.vend{font-size:9.5px;color:#555}.top{display:flex;justify-content:space-between;margin:7mm 0;line-height:1.6}.lbl{font-size:9px;letter-spacing:1px;color:#888;text-transform:uppercase}
.facts{border-collapse:collapse}.facts .t{font-size:16px;font-weight:bold;letter-spacing:2px;text-align:right;padding-bottom:2mm}.facts th{text-align:left;font-weight:normal;color:#6b5a48;padding-right:6mm}.facts td{text-align:right}
.rows{width:100%;border-collapse:collapse}.rows th{text-align:left;border-bottom:1px solid #2b2118;padding:1.8mm}.rows td{padding:1.8mm;border-bottom:0.5px dotted #b9a98f}.n{text-align:right!important;white-space:nowrap}
.tot{margin:5mm 0 0 auto;border-collapse:collapse;min-width:90mm}.tot td{padding:1.2mm 2mm}.g td{font-weight:bold;font-size:14px;border-top:1.5px solid #2b2118}.b td{font-weight:bold}.bank{margin-top:10mm;font-size:10px;color:#555}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      truth: { vendorName: r.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
