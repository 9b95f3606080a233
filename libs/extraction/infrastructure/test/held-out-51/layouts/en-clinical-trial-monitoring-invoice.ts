import { amount, htmlPage, israeliRate, Layout, taxId as anyTaxId, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId } from '../../generalisation/notation';
import { avoid, baseCss, e, idOf, items, next, pairs, plus, row, total, vatOn } from './extra';

const ID = 'en-clinical-trial-monitoring-invoice';

/** Israeli clinical trial monitoring (CRO) firm's English A4 tax invoice in shekels. */
export const enClinicalTrialMonitoringInvoice: Layout = {
  id: ID,
  lang: 'en',
  kind: 'tax invoice',
  make(rng) {
    const { n, date: d0 } = next(ID, rng);
    const date = avoid(d0, [5, 6]);
    const co = n % 2 === 0;
    const rate = israeliRate(date);
    const lines: [string, number, number][] = [
      ['Site monitoring visit (per visit)', rng.int(1, 6), 320000],
      ['Source data verification (hours)', rng.int(4, 40), 42000],
      ['Remote monitoring (hours)', rng.int(2, 20), 36000],
      ['Site initiation visit', 1, 480000],
      ['Helsinki committee submission', 1, 250000],
      ['Travel to site (km)', rng.int(40, 400), 250],
    ];
    const used = rng.some(lines, rng.int(3, 5));
    const net = total(used.map(([, q, p]) => q * p));
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const vendorName = co ? 'TrialSight Clinical Research Ltd.' : 'Dr. Hadas Klein';
    const taxId = idOf(vendorName, co);
    const doc = co ? `TSC-${date.slice(2, 4)}${rng.digits(4)}` : rng.digits(4);
    const f = (iso: string) => (co ? dt(iso, 'd Month yyyy') : dt(iso, 'dd.mm.yyyy'));
    const m = (c: number) => (co ? `ILS ${amount(c)}` : `₪${amount(c)}`);
    const client = rng.pick(['BioNova Therapeutics Ltd.', 'Cardiomed Devices Ltd.', 'Genetix Pharma Ltd.']);
    const body = `<div class="sheet"><div class="hd"><div class="brand">${co ? 'TRIALSIGHT' : 'Klein Monitoring'}</div><div class="r">${co ? `${vendorName}<br>Company No. ${hyphenId(taxId)}<br>HaBarzel 30, Tel Aviv · billing@trialsight.co.il` : 'clinical monitoring · GCP'}</div></div>
<h2>${co ? 'TAX INVOICE — ORIGINAL' : `TAX INVOICE No. ${doc}`}</h2>
${pairs([...(co ? ([['Invoice No.', doc]] as [string, string][]) : []), ['Date', f(date)], ['Protocol', `CT-${rng.digits(3)}-${rng.digits(2)}`], ['Sponsor PO', rng.digits(8)], ['Payment due', f(plus(date, 45))], ['Site', rng.pick(['Sheba', 'Rambam', 'Soroka', 'Hadassah'])]], 2)}
<div>Bill to: ${e(client)} · Company No. ${anyTaxId(rng, true)}</div>
${items(
  ['Description', 'Qty', 'Rate', 'Amount'],
  used.map(([d, q, p]) => [d, String(q), amount(p), amount(q * p)]),
)}
<div class="tot">${row('Total before VAT', m(net))}${row(`VAT ${rate}%`, m(vat))}${row('Total due', m(gross), 'b big')}</div>
<div class="sm">Bank Leumi, branch ${rng.int(600, 999)}, account ${rng.digits(8)} · net 45</div>
${co ? '' : `<div class="foot">${vendorName} · Licensed Dealer (Osek Murshe) No. ${taxId} · Ha-Rimon 7, Modi'in</div>`}</div>`;
    const page = 'A4';
    const css = `${baseCss}
body{font-family:${co ? "'Noto Sans'" : "'URW Bookman'"};font-size:12.5px}.sheet{padding:15mm;position:relative;height:296mm;box-sizing:border-box}.hd{display:flex;justify-content:space-between;border-bottom:3px solid ${co ? '#00695c' : '#5d4037'}}.brand{font-size:28px;font-weight:bold;color:${co ? '#00695c' : '#5d4037'}}.r{text-align:right}.tot{width:50%;margin-left:auto}.big{font-size:1.3em}.foot{position:absolute;bottom:12mm;left:15mm;right:15mm;border-top:1px solid #999;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page, css, body }),
      page,
      // (The truth amended to the vendor-name decision: a title before a dealer's name is cut; docs/extraction.md.)
      truth: { vendorName: co ? vendorName : 'Hadas Klein', vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
