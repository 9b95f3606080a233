import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { dt, enMonth, firstOfMonth, hyphenId, spacedId } from '../../generalisation/notation';
import { add, allocation, dated, officeDay, shift, taxOn, vid } from './extra';

const ID = 'en-bioinformatics-analysis-invoice';

const VENDORS = [
  {
    brand: 'GENOMIX',
    legal: 'Genomix Analytics Ltd.',
    company: true,
    label: 'Company No.',
    showId: (id: string) => hyphenId(id),
    num: (k: number) => `GX-${k}`,
    digits: [10200, 10999],
    date: (iso: string) => dt(iso, 'd Mon yyyy'),
    money: (c: number) => `NIS ${amount(c)}`,
    color: '#0f766e',
    font: "'Noto Sans','DejaVu Sans',sans-serif",
  },
  {
    brand: 'SeqWise',
    legal: 'Noa Shapira',
    company: false,
    label: 'Authorized Dealer No.',
    showId: (id: string) => spacedId(id),
    num: (k: number) => `${k}`,
    digits: [2030, 2299],
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    money: (c: number) => `₪${amount(c)}`,
    color: '#7e22ce',
    font: "'DejaVu Sans','Noto Sans',sans-serif",
  },
];

const CLIENTS = ['Helix Therapeutics Ltd.', 'OncoMark Diagnostics Ltd.', 'AgriGene Seeds Ltd.', 'NeuroPath Bio Ltd.', 'Vered Biotech Ltd.'];

export const enBioinformaticsAnalysisInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const client = rng.pick(CLIENTS);
    const clientId = taxId(rng, true);
    const period = firstOfMonth(date, -1);
    const rows: [string, string, number, number][] = [];
    const pick = rng.some(
      [
        ['Bulk RNA-seq: QC, alignment, differential expression', 'sample', rng.int(12, 96), 28000],
        ['Whole-genome sequencing: variant calling & annotation', 'sample', rng.int(4, 40), 65000],
        ['Single-cell RNA-seq analysis (per library)', 'library', rng.int(2, 12), 240000],
        ['16S microbiome profiling', 'sample', rng.int(24, 120), 9500],
        ['ChIP-seq peak calling & motif analysis', 'sample', rng.int(6, 24), 32000],
      ] as [string, string, number, number][],
      rng.int(1, 3),
    );
    rows.push(...pick);
    rows.push(['Custom pipeline development (Nextflow)', 'hour', rng.int(6, 40), 42000]);
    if (rng.chance(0.6)) rows.push(['Cloud compute and storage, pass-through', 'month', 1, rng.int(150000, 900000)]);
    if (rng.chance(0.5)) rows.push(['Results meeting and written report', 'item', 1, 180000]);
    const net = add(rows.map((r) => r[2] * r[3]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const alloc = allocation(rng, date, net);
    const due = shift(date, v.company ? 30 : 45);
    const vendor = `<div class="b">${esc(v.legal)}</div><div>${v.label} <span class="nw">${v.showId(id)}</span></div><div>${v.company ? '2 Bergman St, Rehovot Science Park' : 'HaTamar 14, Ness Ziona'}</div><div>${v.company ? 'billing@genomix.co.il' : 'noa@seqwise.io'}</div>`;
    const main = `<h1>TAX INVOICE</h1>
<table class="facts"><tr><td>Invoice No.</td><td><b>${number}</b></td><td>Invoice date</td><td><b>${v.date(date)}</b></td></tr>
<tr><td>Client</td><td>${esc(client)}<br><span class="sm">Company No. ${clientId}</span></td><td>Work period</td><td>${enMonth(period)}</td></tr>
<tr><td>Client PO</td><td>${rng.int(4500000000, 4599999999)}</td><td>Payment due</td><td>${v.date(due)}</td></tr>
<tr><td>Project</td><td colspan="3">${rng.pick(['Biomarker discovery, cohort B', 'Drought-tolerance GWAS', 'Tumour panel validation', 'Gut-brain axis pilot'])} (ref. PRJ-${rng.int(100, 999)})</td></tr></table>
<table class="items"><tr><th>Service</th><th>Unit</th><th>Qty</th><th>Rate</th><th>Amount</th></tr>${rows
      .map((r) => `<tr><td>${esc(r[0])}</td><td>${r[1]}</td><td>${r[2]}</td><td>${amount(r[3])}</td><td>${amount(r[2] * r[3])}</td></tr>`)
      .join('')}</table>
<table class="tot"><tr><td>Subtotal</td><td>${v.money(net)}</td></tr><tr><td>VAT ${rate}%</td><td>${v.money(tax)}</td></tr><tr class="big"><td>Total incl. VAT</td><td>${v.money(total)}</td></tr></table>
${alloc ? `<div class="b">Allocation No.: ${alloc}</div>` : ''}
<div class="sm pay">Bank transfer to Bank Hapoalim (12), branch ${rng.int(500, 799)}, account ${rng.int(100000, 999999)}. Raw data retained for 90 days after delivery.</div>`;
    const body = v.company
      ? `<div class="page"><header><div class="brand">${v.brand}<div class="tag">bioinformatics &amp; data science</div></div><div class="hv">${vendor}</div></header>${main}</div>`
      : `<div class="page side"><aside><div class="brand">${v.brand}</div><div class="tag">computational biology consulting</div><div class="vb">${vendor}</div><div class="sm">+972 54 ${rng.digits(3)} ${rng.digits(4)}</div></aside><main>${main}</main></div>`;
    const css = `body{font-family:${v.font};font-size:10.5px;color:#111}.page{width:210mm;height:296mm;box-sizing:border-box;padding:13mm 14mm;position:relative}.side{display:flex;gap:7mm}aside{width:48mm;background:${v.color};color:#fff;padding:6mm 4mm;line-height:1.5}main{flex:1}header{display:flex;justify-content:space-between;align-items:flex-start;border-bottom:2px solid ${v.color};padding-bottom:8px}.brand{font-size:26px;font-weight:bold;color:${v.company ? v.color : '#fff'};font-family:'URW Gothic','DejaVu Sans',sans-serif;letter-spacing:2px}.tag{font-size:9.5px;letter-spacing:0;font-weight:normal}.vb{margin-top:10mm}.nw{white-space:nowrap}.hv{text-align:right;line-height:1.45}.b{font-weight:bold}.sm{font-size:9px}h1{font-size:19px;color:${v.color};margin:12px 0 8px}.facts{width:100%;border-collapse:collapse}.facts td{border:1px solid #ddd;padding:3px 5px;vertical-align:top}.facts td:nth-child(odd){background:#f5f5f5;width:16%}.items{width:100%;border-collapse:collapse;margin-top:10px}.items th{background:${v.color};color:#fff;text-align:left;padding:4px}.items td{padding:4px;border-bottom:1px solid #eee}.items td:nth-child(n+3),.items th:nth-child(n+3){text-align:right}.tot{width:55%;margin:10px 0 6px auto;border-collapse:collapse}.tot td{padding:3px}.tot td:last-child{text-align:right}.big td{font-weight:bold;font-size:13.5px;border-top:2px solid ${v.color}}.pay{margin-top:10px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
