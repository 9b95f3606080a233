import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, hyphenId, landline, lastOfMonth, notAnId, share, workday } from '../../generalisation/notation';
import { milli, prefixedId } from './extra';

const RESELLERS = [
  { en: 'NETCORE SYSTEMS', he: 'נטקור מערכות', legal: 'נטקור מערכות מחשוב בע"מ', company: true, color: '#0d47a1' },
  { en: 'BYTEBRIDGE', he: "בייטברידג'", legal: 'בייטברידג\' פתרונות IT בע"מ', company: true, color: '#37474f' },
  { en: 'A.K. Computers', he: 'א.ק. מחשבים', legal: 'אלי קורן', company: false, color: '#6a1b9a' },
];
const CUSTOMERS = [
  { he: 'עיריית גבעת הדס - אגף מערכות מידע', id: (r: Rng) => `${"מס' מוסד"} ${prefixedId(r, '500')}` },
  { he: 'משרד רו"ח לוין, שגיא ושות\'', id: (r: Rng) => `${"מס' שותפות"} ${prefixedId(r, '55')}` },
  { he: 'אופטימה לוגיסטיקה בע"מ', id: (r: Rng) => `ח.פ. ${taxId(r)}` },
  { he: 'עמותת לב לילדים (ע"ר)', id: (r: Rng) => `ע"ר ${prefixedId(r, '58')}` },
];
/** Part number, description, price before VAT (agorot). */
const PARTS: [string, string, number][] = [
  ['NB-14-I7-16', 'Laptop 14" i7 / 16GB / 512GB SSD', 489000],
  ['NB-15-I5-8', 'Laptop 15.6" i5 / 8GB / 256GB SSD', 329000],
  ['DT-MINI-I5', 'Mini PC i5 / 16GB / 512GB', 279000],
  ['MN-27-QHD', 'Monitor 27" QHD IPS', 109000],
  ['MN-24-FHD', 'Monitor 24" FHD', 59000],
  ['DK-USBC-PD', 'USB-C docking station 100W PD', 89000],
  ['KB-MS-WL', 'Wireless keyboard + mouse set', 19900],
  ['HS-USB-ANC', 'USB headset with ANC', 34900],
  ['SW-24P-POE', 'Managed switch 24-port PoE+', 389000],
  ['AP-WIFI6', 'Access point Wi-Fi 6 ceiling', 119000],
  ['FW-UTM-60', 'UTM firewall appliance', 459000],
  ['LIC-FW-1Y', 'Firewall security licence, 1 year', 189000],
  ['UPS-1500', 'UPS 1500VA line-interactive', 149000],
  ['NAS-4B', 'NAS 4-bay', 199000],
  ['HDD-8TB-NAS', 'HDD 8TB NAS grade', 89000],
  ['SSD-1TB-NV', 'SSD 1TB NVMe', 39900],
  ['RAM-16-D5', 'RAM 16GB DDR5 SO-DIMM', 24900],
  ['CBL-C6-3M', 'Patch cord Cat6 3 m', 1900],
  ['CBL-C6-1M', 'Patch cord Cat6 1 m', 1200],
  ['CBL-HDMI-2', 'HDMI cable 2 m', 2900],
  ['RCK-12U', 'Wall rack 12U', 99000],
  ['PP-24-C6', 'Patch panel 24-port Cat6', 29000],
  ['PDU-8', 'Rack PDU 8 outlets', 39000],
  ['PR-LSR-MFP', 'Laser MFP A4 mono', 149000],
  ['TN-LSR-HY', 'Toner high yield', 42000],
  ['WC-4K', 'Webcam 4K conference', 69000],
  ['SPK-CONF', 'Conference speakerphone', 89000],
  ['BAG-15', 'Laptop backpack 15.6"', 14900],
  ['LCK-NB', 'Laptop cable lock', 7900],
  ['ADP-USBC-HD', 'USB-C to HDMI adapter', 6900],
  ['SRV-SETUP', 'On-site installation & configuration (hour)', 32000],
  ['SRV-IMG', 'OS imaging & domain join (per device)', 15000],
  ['WAR-3Y-NB', 'Warranty extension 3Y on-site (laptop)', 39000],
  ['WAR-3Y-MN', 'Warranty extension 3Y (monitor)', 9000],
  ['MS-365-BP', 'Microsoft 365 Business Premium, annual (user)', 89000],
  ['AV-EDR-1Y', 'Endpoint protection EDR, 1 year (device)', 21000],
  ['BKP-CLD-1T', 'Cloud backup 1TB, annual', 79000],
  ['TAB-11', 'Tablet 11" Wi-Fi 128GB', 159000],
  ['PH-IP-DESK', 'IP desk phone', 45000],
  ['SCN-DOC', 'Document scanner duplex', 129000],
];

/**
 * An IT equipment reseller's "חשבונית מס / Tax Invoice" over two A4 pages with every label in Hebrew and
 * English (DejaVu Sans, Open Sans with Noto Sans Hebrew, or Roboto with Simple CLM; the English name in Roboto
 * Condensed): the English and Hebrew names, the Hebrew legal name with "ח.פ. / Co. No." (hyphenated on some) or
 * the owner's name with "עוסק מורשה / Licensed Dealer", a strip on both pages with "מס' / No." ("IT-0004713" or
 * six digits), "תאריך / Date" (dd/mm/yyyy) and "עמוד / Page 1/2"; the customer (a municipality with its 500…
 * number, an accounting partnership's 55…, a company's ח.פ. or an association's 58…, all valid), its PO, a
 * delivery note with an earlier date, a vendor number at the customer failing the check and the dollar rate
 * the prices were converted at (three decimals); 32-40 rows (part number, description in English, quantity,
 * unit price, a discount percent, amount) with serial numbers under some, "מועבר / Carried forward" and
 * "מועבר מעמוד 1 / Brought forward"; "סה"כ / Subtotal", a project discount on some, "סה"כ לפני מע"מ / Net",
 * "מע"מ / VAT", "סה"כ לתשלום / Total ₪", "שוטף + 30" with the due date.
 */
export const mixedItEquipmentTwoPage: Layout = {
  id: 'mixed-it-equipment-two-page',
  lang: 'mixed',
  kind: 'multi-page invoice',
  make(rng: Rng) {
    const v = rng.pick(RESELLERS);
    const vendorTaxId = taxId(rng, v.company);
    const c = rng.pick(CUSTOMERS);
    const date = workday(randomDate(rng, '2023-07-01', '2026-02-20'), addDays);
    const rate = israeliRate(date);
    const rows = rng.some(PARTS, rng.int(32, 40)).map(([pn, desc, price]) => {
      const q = price > 300000 ? rng.int(1, 3) : price < 5000 ? rng.pick([5, 10, 20, 30]) : rng.int(1, 12);
      const dp = rng.pick([0, 0, 0, 5, 10]);
      const gross = q * price;
      return {
        pn,
        desc,
        price,
        q,
        dp,
        sum: gross - share(gross, dp),
        sn:
          pn.startsWith('NB') || pn.startsWith('FW') || pn.startsWith('SW')
            ? Array.from({ length: Math.min(q, 3) }, () => `S/N ${rng.pick(['PF', '5CD', 'FG'])}${rng.digits(7)}`)
            : [],
      };
    });
    const sub = rows.reduce((a, r) => a + r.sum, 0);
    const pd = rng.pick([0, 0, 3]);
    const disc = share(sub, pd);
    const net = sub - disc;
    const vat = vatOfNet(net, rate);
    const total = net + vat;
    const docNo = rng.chance(0.5) ? `IT-${String(rng.int(1000, 9999)).padStart(7, '0')}` : String(rng.int(600000, 689999));
    const font = rng.pick(["'DejaVu Sans'", "'Open Sans','Noto Sans Hebrew'", "'Roboto','Simple CLM'"]);
    const l = (he: string, en: string) => `${he} / <bdi>${en}</bdi>`;
    const split = 21;
    const p1 = rows.slice(0, split);
    const p2 = rows.slice(split);
    const carried = p1.reduce((a, r) => a + r.sum, 0);
    const tr = (r: (typeof rows)[number]) =>
      `<tr><td class="pn">${r.pn}</td><td class="n">${esc(r.desc)}${r.sn.length ? `<div class="sn">${r.sn.join(' · ')}</div>` : ''}</td><td>${r.q}</td><td>${amount(r.price)}</td><td>${r.dp ? `${r.dp}%` : ''}</td><td>${amount(r.sum)}</td></tr>`;
    const th = `<tr><th>${l('מק"ט', 'Part No.')}</th><th>${l('תיאור', 'Description')}</th><th>${l('כמות', 'Qty')}</th><th>${l('מחיר', 'Unit')}</th><th>${l('הנחה', 'Disc.')}</th><th>${l('סכום', 'Amount')}</th></tr>`;
    const strip = (p: number) =>
      `<div class="strip"><span class="t">${l('חשבונית מס', 'Tax Invoice')} ${l("מס'", 'No.')} ${docNo}</span><span>${l('תאריך', 'Date')}: ${dt(date, 'dd/mm/yyyy')}</span><span>${l('עמוד', 'Page')} ${p}/2</span></div>`;
    const idText = v.company && rng.chance(0.5) ? hyphenId(vendorTaxId) : vendorTaxId;
    const head = `<div class="lh"><div><div class="en">${esc(v.en)}</div><div class="he">${esc(v.he)} · ${l('ציוד ופתרונות מחשוב', 'IT equipment & solutions')}</div></div><div class="who">${esc(v.legal)}<br>${v.company ? l('ח.פ.', 'Co. No.') : l('עוסק מורשה', 'Licensed Dealer')} ${idText}<br><bdi>${landline(rng)}</bdi></div></div>`;
    const page1 = `<div class="page">${head}${strip(1)}
<table class="kv"><tr><td>${l('לכבוד', 'Bill to')}</td><td>${esc(c.he)}<br>${c.id(rng)}</td><td>${l('הזמנת רכש', 'PO')}</td><td>${rng.int(4500000, 4599999)}</td></tr>
<tr><td>${l('תעודת משלוח', 'Delivery note')}</td><td>${rng.int(70000, 89999)} (${dt(addDays(date, -rng.int(1, 12)), 'dd/mm/yyyy')})</td><td>${l("מס' ספק אצלכם", 'Vendor no.')}</td><td>${notAnId(rng)}</td></tr>
<tr><td>${l('שער דולר', 'USD rate')}</td><td colspan="3">${milli(rng.int(3550, 3990))} (${l('יציג', 'representative')} ${dt(addDays(date, -1), 'dd/mm/yyyy')})</td></tr></table>
<table class="it">${th}${p1.map(tr).join('')}<tr class="cf"><td colspan="5">${l('מועבר', 'Carried forward')}</td><td>${amount(carried)}</td></tr></table></div>`;
    const page2 = `<div class="page">${head}${strip(2)}
<table class="it">${th}<tr class="cf"><td colspan="5">${l('מועבר מעמוד 1', 'Brought forward')}</td><td>${amount(carried)}</td></tr>${p2.map(tr).join('')}</table>
<div class="end"><div class="terms">${l('תנאי תשלום', 'Terms')}: שוטף + 30 · ${l('לתשלום עד', 'Due')} ${dt(addDays(lastOfMonth(date), 30), 'dd/mm/yyyy')}<br>${l('אחריות לפי תעודת האחריות של היצרן', "Warranty per manufacturer's terms")}</div>
<table class="tot"><tr><td>${l('סה"כ', 'Subtotal')}</td><td>${amount(sub)}</td></tr>${disc ? `<tr><td>${l(`הנחת פרויקט ${pd}%`, `Project discount ${pd}%`)}</td><td>-${amount(disc)}</td></tr>` : ''}<tr><td>${l('סה"כ לפני מע"מ', 'Net')}</td><td>${amount(net)}</td></tr>
<tr><td>${l('מע"מ', 'VAT')} ${rate}%</td><td>${amount(vat)}</td></tr><tr class="b"><td>${l('סה"כ לתשלום', 'Total')} ₪</td><td>${amount(total)}</td></tr></table></div></div>`;
    const css = `body{font-family:${font},'Noto Sans Hebrew',sans-serif;font-size:9.5px;color:#111}.page{height:296mm;box-sizing:border-box;padding:9mm 12mm;overflow:hidden}.page+.page{page-break-before:always}
.lh{display:flex;justify-content:space-between;align-items:center}.en{font-family:'Roboto Condensed',sans-serif;font-weight:bold;font-size:24px;color:${v.color};direction:ltr;text-align:right}.he{font-size:10.5px;color:#555}.who{text-align:left;line-height:1.5}
.strip{display:flex;justify-content:space-between;border-top:2px solid ${v.color};border-bottom:2px solid ${v.color};padding:1.6mm 2mm;margin:3mm 0}.t{font-weight:bold;font-size:12px}table{border-collapse:collapse;width:100%}.kv td{border:1px solid #ccc;padding:1mm 2mm}.kv td:nth-child(odd){background:#f3f5f9;font-weight:bold;width:30mm}
.it{margin-top:3mm}.it th{background:${v.color};color:#fff;padding:1.1mm 1mm}.it td{padding:0.8mm 1mm;border-bottom:1px solid #e2e2e2;text-align:center}.it td.n,.it td.pn{text-align:left;direction:ltr}.it td:last-child{text-align:left}.sn{font-size:8px;color:#666}
.cf td{font-weight:bold;background:#eceff1;text-align:right}.cf td:last-child{text-align:left}.end{display:flex;justify-content:space-between;gap:6mm;margin-top:5mm}.terms{line-height:1.7}.tot{width:90mm}.tot td{padding:1mm 2mm}.tot td:last-child{text-align:left;white-space:nowrap}.b td{font-weight:bold;font-size:12.5px;border-top:2px solid #111;border-bottom:2px solid #111}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body: page1 + page2 }),
      truth: { vendorName: v.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
