import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, seedOf, truthAmount, vatOfNet } from '../../generalisation/kit';
import { dt, hyphenId, landline, personalId } from '../../generalisation/notation';
import { bi, idWith, stirred, vendorId } from './extra';

const OFFICES = [
  {
    he: 'עו"ד ונוטריון דניאל לוינסון',
    en: 'Daniel Levinson, Adv. & Notary',
    legal: 'דניאל לוינסון',
    label: 'עוסק מורשה / Licensed Dealer',
    kind: 'person',
    addr: "רח' יפו 97, ירושלים / 97 Jaffa Rd., Jerusalem",
  },
  {
    he: "לוסטיג, שגיא ושות' - עורכי דין ונוטריונים",
    en: 'Lustig, Sagi & Co. – Law Offices & Notaries',
    legal: "לוסטיג, שגיא ושות' - עורכי דין",
    label: 'שותפות רשומה / Partnership No.',
    kind: 'partnership',
    addr: 'מגדל המוזיאון, ברקוביץ 4, תל אביב / Museum Tower, 4 Berkowitz St., Tel Aviv',
  },
  {
    he: 'עו"ד ונוטריון סוהא ח\'ורי-עודה',
    en: 'Suha Khoury-Odeh, Adv. & Notary',
    legal: "סוהא ח'ורי-עודה",
    label: 'עוסק מורשה / Licensed Dealer',
    kind: 'person',
    addr: "שד' המגינים 62, חיפה / 62 Hameginim Blvd., Haifa",
  },
];
const CLIENTS: [string, string][] = [
  ['רבקה הלפרין', 'Rivka Halperin'],
  ["איגור שבצ'נקו", 'Igor Shevchenko'],
  ['עדי נחמיאס', 'Adi Nachmias'],
  ['שמואל כהן-דהן', 'Samuel Cohen-Dahan'],
];
const DOCS: [string, string][] = [
  ['תעודת לידה', 'Birth certificate'],
  ['תעודת יושר', 'Police certificate'],
  ['תואר אקדמי', 'University diploma'],
  ['ייפוי כוח', 'Power of attorney'],
  ['תעודת נישואין', 'Marriage certificate'],
];

/**
 * A notary's fee invoice on A4 with every label in Hebrew and English (Frank Ruehl CLM with Liberation Serif, David
 * CLM with Noto Serif, or FreeSerif; the Hebrew letterhead centred over the English one in small capitals,
 * under a double rule): the notary's own name as a licensed dealer, or a law partnership with "שותפות רשומה
 * / Partnership No." (55…, hyphenated on some), address and phone; "חשבונית מס / Tax Invoice", "מס' / No."
 * ("N-2024/0173"), "תאריך / Date"; the client with a valid ת.ז. / ID or a passport; "רישום נוטריוני / Notarial
 * register No." per act; notarial acts at the fees of the notaries' regulations for the year (a translation's
 * certification by the first hundred words and each further hundred, signatures, certified copies by
 * pages), the office's own translation by words; "סה"כ שכר נוטריון / Notarial fees", "מע"מ / VAT", and an
 * apostille's court fee outside VAT ("אגרת אפוסטיל / Apostille court fee (אינה חייבת במע"מ)"); "סה"כ
 * לתשלום / Total ₪"; paid in cash, by transfer or by card.
 */
export const mixedNotaryFeesInvoice: Layout = {
  id: 'mixed-notary-fees-invoice',
  lang: 'mixed',
  kind: 'services invoice',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-notary-fees-invoice');
    const o = rng.pick(OFFICES);
    const vendorTaxId = o.kind === 'partnership' ? idWith(new Rng(seedOf(o.legal)), '55') : vendorId(o.legal, false);
    const date = randomDate(rng, '2024-01-01', '2025-12-31');
    const rate = israeliRate(date);
    const y25 = date >= '2025-01-01';
    // Fees of the notaries' regulations (before VAT), a little higher each year.
    const fee = y25
      ? { first100: 24100, next100: 19200, sig: 21300, sigMore: 8400, copy: 8300, copyMore: 1500 }
      : { first100: 23700, next100: 18900, sig: 20900, sigMore: 8200, copy: 8100, copyMore: 1400 };
    type Line = { he: string; en: string; reg: string; cents: number };
    const lines: Line[] = [];
    const reg = () => `${date.slice(0, 4)}/${rng.int(100, 2400)}`;
    for (const [dh, de] of rng.some(DOCS, rng.int(1, 3))) {
      const act = rng.pick(['translation', 'signature', 'copy'] as const);
      if (act === 'translation') {
        const words = rng.int(150, 900);
        const extra = Math.ceil((words - 100) / 100);
        lines.push({
          he: `אימות תרגום - ${dh} (${words} מילים)`,
          en: `Certified translation – ${de} (${words} words: 100 + ${extra} × 100)`,
          reg: reg(),
          cents: fee.first100 + extra * fee.next100,
        });
      } else if (act === 'signature') {
        const n = rng.int(1, 3);
        lines.push({
          he: `אימות חתימה - ${dh} (${n} חותמים)`,
          en: `Signature authentication – ${de} (${n} signator${n > 1 ? 'ies' : 'y'})`,
          reg: reg(),
          cents: fee.sig + (n - 1) * fee.sigMore,
        });
      } else {
        const pages = rng.int(1, 6);
        lines.push({ he: `אישור העתק - ${dh} (${pages} עמ')`, en: `Certified copy – ${de} (${pages} pp.)`, reg: reg(), cents: fee.copy + (pages - 1) * fee.copyMore });
      }
    }
    if (rng.chance(0.4)) {
      const words = rng.int(200, 1200);
      lines.push({ he: `תרגום על ידי המשרד (${words} מילים)`, en: `Translation by the office (${words} words × 0.45)`, reg: '', cents: words * 45 });
    }
    const net = lines.reduce((a, l) => a + l.cents, 0);
    const vat = vatOfNet(net, rate);
    const apostilles = rng.chance(0.5) ? rng.int(1, lines.length) : 0;
    const apostilleFee = apostilles * (y25 ? 4100 : 3900);
    const total = net + vat + apostilleFee;
    const docNo = `N-${date.slice(0, 4)}/${String(rng.int(20, 900)).padStart(4, '0')}`;
    const fonts = rng.pick([
      ['Frank Ruehl CLM', 'Liberation Serif'],
      ['David CLM', 'Noto Serif'],
      ['FreeSerif', 'FreeSerif'],
    ]);
    const fmt = rng.pick(['dd/mm/yyyy', 'd.m.yy', 'dd.mm.yyyy'] as const);
    const shownId = o.kind === 'partnership' && rng.chance(0.6) ? hyphenId(vendorTaxId) : vendorTaxId;
    const client = rng.pick(CLIENTS);
    const cid = rng.chance(0.6) ? `${bi('ת.ז. / ID')} ${personalId(rng)}` : `${bi('דרכון / Passport')} <bdi>${rng.pick(['UA', 'US', 'FR'])}${rng.digits(7)}</bdi>`;
    const pay = rng.pick([bi('מזומן / Cash'), `${bi('העברה בנקאית / Bank transfer, ref.')} ${rng.digits(7)}`, `${bi('כרטיס אשראי / Card')} <bdi>****${rng.digits(4)}</bdi>`]);
    const r = (a: string, b: string, cls = '') => `<tr class="${cls}"><td>${bi(a)}</td><td class="n">${b}</td></tr>`;
    const body = `<div class="page"><div class="he">${esc(o.he)}</div><div class="en">${esc(o.en)}</div><div class="addr">${bi(esc(o.addr))} · <bdi>${landline(rng)}</bdi></div><div class="addr">${bi(o.label)} <bdi>${shownId}</bdi></div><div class="dbl"></div>
<div class="head"><div class="t">${bi('חשבונית מס / Tax Invoice')}</div><div>${bi("מס' / No.")} <b><bdi>${docNo}</bdi></b></div><div>${bi('תאריך / Date:')} <b>${dt(date, fmt)}</b></div></div>
<div class="to">${bi('לכבוד / To:')} <b>${esc(client[0])}</b> <bdi dir="ltr">${esc(client[1])}</bdi> · ${cid}</div>
<table class="lines"><tr><th>${bi('פירוט / Description')}</th><th>${bi('רישום נוטריוני / Register No.')}</th><th class="n">₪</th></tr>${lines.map((l) => `<tr><td>${esc(l.he)}<div class="en-l" dir="ltr">${esc(l.en)}</div></td><td><bdi>${l.reg}</bdi></td><td class="n">${amount(l.cents)}</td></tr>`).join('')}</table>
<table class="tot">${r('סה"כ שכר נוטריון ושירותים / Notarial fees &amp; services', amount(net))}${r(`מע"מ / VAT ${rate}%`, amount(vat))}${apostilles ? r(`אגרת אפוסטיל × ${apostilles} (אינה חייבת במע"מ) / Apostille court fee, no VAT`, amount(apostilleFee)) : ''}${r('סה"כ לתשלום / Total ₪', amount(total), 'g')}</table>
<p>${bi('שולם / Paid:')} ${pay}</p><p class="sm">שכר הנוטריון נקבע בתקנות הנוטריונים (שכר שירותים) לשנת ${date.slice(0, 4)} ואינו כולל מע"מ.<br><bdi dir="ltr">Notarial fees are set by the Notaries Regulations and exclude VAT.</bdi></p></div>`;
    const css = `body{font-family:'${fonts[0]}','${fonts[1]}','Noto Serif Hebrew',serif;font-size:12px;color:#1a1a1a}.page{padding:15mm 18mm}.he{text-align:center;font-size:22px;font-weight:bold}
.en{text-align:center;font-family:'${fonts[1]}',serif;font-variant:small-caps;font-size:16px;letter-spacing:1px;direction:ltr}.addr{text-align:center;font-size:10px;color:#444;margin-top:1mm}.dbl{border-top:3px double #1a1a1a;margin:4mm 0}
.head{display:flex;justify-content:space-between;align-items:baseline}.t{font-size:17px;font-weight:bold}.to{margin:5mm 0;padding:2mm 0;border-bottom:1px solid #999}
table.lines{width:100%;border-collapse:collapse}.lines th{text-align:right;font-size:10.5px;border-bottom:1.5px solid #1a1a1a;padding:1.5mm}.lines td{padding:2mm 1.5mm;border-bottom:1px solid #ddd;vertical-align:top}.n{text-align:left;white-space:nowrap}
.tot{width:125mm;margin:5mm auto 0 0;border-collapse:collapse}.tot td{padding:1.2mm 1.5mm}.g td{font-weight:bold;font-size:14px;border-top:2px solid #1a1a1a}p{margin:6mm 0 0}.sm{font-size:9.5px;color:#555}.en-l{font-size:10.5px;color:#444;text-align:left}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: o.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
