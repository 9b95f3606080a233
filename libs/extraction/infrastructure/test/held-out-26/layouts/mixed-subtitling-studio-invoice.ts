import { addDays, amount, checkDigit, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, hyphenId, share, spacedId } from '../../generalisation/notation';
import { add, allocation, bi, dated, lr, taxOn, vid } from './extra';

const ID = 'mixed-subtitling-studio-invoice';
const VENDORS = [
  {
    he: 'כתוביות פלוס הפקות בע"מ',
    en: 'Subtitles Plus Productions Ltd.',
    trade: bi('כתוביות ותרגום לקולנוע', 'Film subtitling & translation', ' · '),
    legal: 'כתוביות פלוס הפקות בע"מ',
    company: true,
    exempt: false,
    label: bi('ח.פ.', 'Co. No.'),
  },
  {
    he: 'מאיה רוזן',
    en: 'Maya Rosen',
    trade: bi('תרגום וכתוביות', 'Translation & Subtitling', ' · '),
    legal: 'מאיה רוזן',
    company: false,
    exempt: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
  },
  {
    he: 'עידו פלג',
    en: 'Ido Peleg',
    trade: bi('כתוביות לקולנוע', 'Film Subtitles', ' · '),
    legal: 'עידו פלג',
    company: false,
    exempt: true,
    label: bi('עוסק פטור', 'Exempt Dealer'),
  },
];
const PROJECTS = [
  ['סרט תיעודי "מים עמוקים"', 'Documentary "Deep Water"'],
  ['סדרה "הגבול", פרקים 1-4', 'Series "The Border", ep. 1-4'],
  ['סרט עלילתי "קיץ אחרון ביפו"', 'Feature "Last Summer in Jaffa"'],
  ['סרט קצר "שבת בבוקר"', 'Short "Saturday Morning"'],
];
const CLIENTS = ['הפקות גל ירוק בע"מ', 'אולפני הצפון תקשורת בע"מ', 'סרטי אופק בע"מ', 'קולנוע הדרך הפקות בע"מ'];

/** A film subtitling studio's bilingual A4 invoice: the project and its runtime, the client production company's own id and purchase order, a festival deadline, translation and SDH by the minute, spotting, burnt-in versions, a rush surcharge on some; a company, a licensed dealer's own name with the trade on a line of its own, or an exempt dealer's receipt with no VAT. */
export const mixedSubtitlingStudioInvoice: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date } = dated(ID, rng);
    const v = VENDORS[[0, 1, 2, 0][n]];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const runSec = rng.int(12, 110) * 60 + rng.int(0, 59);
    const mins = Math.ceil(runSec / 60);
    const [pHe, pEn] = rng.pick(PROJECTS);
    const perMin = rng.pick([1200, 1400, 1600, 1800]);
    const lines: [string, string, string, number][] = [[bi('תרגום כתוביות עברית ← אנגלית', 'Subtitle translation HE→EN', '<br>'), `${mins}`, amount(perMin), mins * perMin]];
    if (rng.chance(0.6)) lines.push([bi('כתוביות לכבדי שמיעה (SDH)', 'SDH subtitles, Hebrew', '<br>'), `${mins}`, amount(900), mins * 900]);
    if (rng.chance(0.5)) lines.push([bi('תזמון (ספוטינג)', 'Spotting & timing', '<br>'), `${mins}`, amount(400), mins * 400]);
    const burn = rng.int(0, 3);
    if (burn) lines.push([bi('צריבת כתוביות לגרסה', 'Burn-in, per version', '<br>'), String(burn), amount(35000), burn * 35000]);
    lines.push([bi('בקרת איכות סופית', 'Final QC pass', '<br>'), '1', amount(45000), 45000]);
    const base = add(lines.map((l) => l[3]));
    const rush = rng.chance(0.4) ? share(base, 30) : 0;
    const net = base + rush;
    const vat = v.exempt ? 0 : taxOn(net, rate);
    const total = net + vat;
    const alloc = v.exempt ? '' : allocation(rng, date, net);
    const docNo = rng.pick([
      () => `ST-${date.slice(2, 4)}${String(rng.int(1, 999)).padStart(3, '0')}`,
      () => String(rng.int(1100, 1999)),
      () => `${date.slice(0, 4)}-${String(rng.int(1, 200)).padStart(3, '0')}`,
    ])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(["'Noto Sans Hebrew','Noto Sans'", "'David CLM','Liberation Serif'", "'Simple CLM','Liberation Sans'"]);
    const client = rng.pick(CLIENTS);
    const cBase = `51${rng.digits(6)}`;
    const cId = cBase + checkDigit(cBase);
    const title = v.exempt ? bi('קבלה', 'Receipt') : bi('חשבונית מס', 'Tax Invoice');
    const festival = addDays(date, rng.int(10, 60));
    const timecode = `${String(Math.floor(runSec / 3600)).padStart(2, '0')}:${String(Math.floor((runSec % 3600) / 60)).padStart(2, '0')}:${String(runSec % 60).padStart(2, '0')}`;
    const body = `<div class="hd"><div class="film"><svg width="48" height="36" viewBox="0 0 48 36"><rect x="1" y="1" width="46" height="34" rx="3" fill="#222"/>${[4, 13, 22, 31, 40].map((x) => `<rect x="${x}" y="3" width="4" height="4" fill="#fff"/><rect x="${x}" y="29" width="4" height="4" fill="#fff"/>`).join('')}<rect x="6" y="12" width="36" height="5" fill="#ffd23f"/><rect x="12" y="19" width="24" height="4" fill="#ffd23f"/></svg></div>
<div><div class="nm">${esc(v.he)}</div><div class="en">${lr(esc(v.en))}</div><div class="tr">${v.trade}</div><div>${v.label} ${lr(v.company && rng.chance(0.5) ? hyphenId(id) : v.exempt ? spacedId(id) : id)} · ${lr(`05${rng.int(0, 8)}-${rng.int(1000000, 9999999)}`)}</div></div></div>
<div class="band">${title}</div>
<table class="facts"><tr><td>${bi("מס'", 'No.')}</td><td>${lr(docNo)}</td><td>${bi('תאריך', 'Date')}</td><td>${lr(dt(date, fmt))}</td></tr>${alloc ? `<tr><td>${bi('מספר הקצאה', 'Allocation No.')}</td><td colspan="3">${lr(alloc)}</td></tr>` : ''}
<tr><td>${bi('לכבוד', 'To')}</td><td>${esc(client)}<br>${bi('ח.פ.', 'Co. No.')} ${lr(cId)}</td><td>${bi('הזמנת רכש', 'PO')}</td><td>${lr(`PO-${rng.int(1000, 9999)}`)}</td></tr>
<tr><td>${bi('פרויקט', 'Project')}</td><td>${esc(pHe)}<br>${lr(esc(pEn))}</td><td>${bi('אורך', 'Runtime')}</td><td>${lr(timecode)}</td></tr>
<tr><td>${bi('מסירה לפסטיבל', 'Festival delivery')}</td><td>${lr(dt(festival, 'dd/mm/yyyy'))}</td><td>${bi('פורמט', 'Format')}</td><td>${lr(rng.pick(['SRT + STL', 'SRT', 'DCP XML']))}</td></tr></table>
<table class="it"><tr><th>${bi('תיאור', 'Description', '<br>')}</th><th>${bi('כמות / דקות', 'Qty / min', '<br>')}</th><th>${bi('מחיר', 'Rate', '<br>')}</th><th>${bi('סכום', 'Amount', '<br>')}</th></tr>${lines.map((l) => `<tr><td>${l[0]}</td><td>${l[1]}</td><td>${l[2]}</td><td>${amount(l[3])}</td></tr>`).join('')}
${rush ? `<tr><td>${bi('תוספת דחיפות 30%', 'Rush surcharge 30%', '<br>')}</td><td></td><td></td><td>${amount(rush)}</td></tr>` : ''}</table>
<table class="tot">${v.exempt ? `<tr class="g"><td>${bi('סה"כ לתשלום', 'Total due ₪')}</td><td>${amount(total)}</td></tr><tr><td colspan="2" class="sm">${bi('עוסק פטור – לא נגבה מע"מ', 'Exempt dealer – no VAT charged')}</td></tr>` : `<tr><td>${bi('סה"כ לפני מע"מ', 'Subtotal')}</td><td>${amount(net)}</td></tr><tr><td>${bi(`מע"מ ${rate}%`, `VAT ${rate}%`)}</td><td>${amount(vat)}</td></tr><tr class="g"><td>${bi('סה"כ לתשלום', 'Total due ₪')}</td><td>${amount(total)}</td></tr>`}</table>
<p class="sm">${v.exempt ? `${bi('התקבל בהעברה בנקאית', 'Received by bank transfer')}: ${lr(dt(addDays(date, -rng.int(0, 3)), 'dd/mm/yyyy'))}, ${bi('אסמכתא', 'ref.')} ${lr(rng.digits(8))}` : `${bi('תנאי תשלום: שוטף + 30', 'Terms: end of month + 30')}. ${bi('ניכוי מס במקור לפי אישור מצורף', 'Withholding tax as per the attached certificate', ' · ')}. ${bi('העברה בנקאית', 'Bank transfer')}: ${lr(`${rng.int(10, 20)}-${rng.int(100, 999)}-${rng.digits(7)}`)}`}</p>`;
    const css = `body{font-family:${font},sans-serif;font-size:11px;padding:14mm 16mm;color:#1d1d1d}.hd{display:flex;gap:5mm;align-items:center}.nm{font-size:19px;font-weight:bold}.en{font-size:12px;color:#555}.tr{font-size:10px;color:#777;margin:0.5mm 0}
.band{margin:6mm 0 4mm;background:#222;color:#ffd23f;font-size:16px;font-weight:bold;padding:2mm 4mm}table{border-collapse:collapse;width:100%}.facts td{border:1px solid #bbb;padding:1.5mm 2mm;vertical-align:top}.facts td:nth-child(odd){background:#f5f1e0;width:30mm}
.it{margin-top:5mm}.it th{background:#f5f1e0;border-bottom:2px solid #222;padding:1.5mm;text-align:right}.it td{border-bottom:1px solid #ddd;padding:1.5mm}.it td:nth-child(n+2){text-align:left}
.tot{width:95mm;margin:5mm auto 0 0}.tot td{padding:1.2mm}.tot td:nth-child(2){text-align:left}.g td{font-weight:bold;font-size:13.5px;border-top:2px solid #222}.sm{font-size:9.5px;color:#444}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), ...(v.exempt ? {} : { tax: truthAmount(vat) }) },
    };
  },
};
