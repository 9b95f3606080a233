import { addDays, amount, esc, htmlPage, israeliRate, Layout, Rng, truthAmount } from '../../generalisation/kit';
import { dt, enDay, heDay, hyphenId, lastOfMonth, share } from '../../generalisation/notation';
import { add, allocation, dated, lr, taxOn, vid, officeDay } from './extra';

const ID = 'mixed-team-building-invoice';
const FIRMS = [
  { brand: '', he: 'אתגר בשטח הפקות בע"מ', en: 'Etgar Outdoors Productions Ltd.', company: true, label: 'ח.פ. / Co. No.', trade: ['', ''] },
  {
    brand: 'צוות אחד · ONE TEAM',
    he: 'עדי שטרן',
    en: 'Adi Stern',
    company: false,
    label: 'עוסק מורשה / Licensed Dealer',
    trade: ['הפקת ימי גיבוש לחברות', 'Corporate team-building days'],
  },
  { brand: 'MASA', he: 'קבוצת מסע פעילויות בע"מ', en: 'Masa Group Activities Ltd.', company: true, label: 'ח"פ / Reg. No.', trade: ['', ''] },
];
const ACTIVITIES: [string, string, string, number, number][] = [
  ["ניווט ג'יפים במדבר יהודה", 'Jeep navigation, Judean Desert', 'pp', 18000, 26000],
  ['סדנת בישול קבוצתית', 'Group cooking workshop', 'pp', 14000, 21000],
  ['משחק בריחה נייד', 'Mobile escape game', 'pp', 9000, 13000],
  ['רפטינג בירדן', 'Jordan river rafting', 'pp', 11000, 15000],
  ['סדנת מתופפים', 'Drum circle workshop', 'pp', 6000, 9000],
  ['ארוחת צהריים בשטח', 'Field lunch', 'pp', 9500, 14500],
  ['הסעה באוטובוס 50 מקומות', 'Coach, 50 seats', 'bus', 240000, 360000],
  ['מנחה ומפיק בשטח', 'Facilitator and on-site producer', 'hour', 25000, 40000],
  ['צילום ועריכת סרטון', 'Photography and video edit', 'fixed', 280000, 450000],
  ['ערכת מיתוג לכל משתתף', 'Branded kit per participant', 'pp', 3500, 6500],
];
const CLIENTS = [
  ['קוונטום סייבר בע"מ', 'Quantum Cyber Ltd.'],
  ['נטלייט תקשורת בע"מ', 'NetLight Communications Ltd.'],
  ['אגרו-טק פתרונות בע"מ', 'Agro-Tech Solutions Ltd.'],
];

/** A corporate team-building producer's bilingual A4 tax invoice: the event's date with its weekday weeks before, participants, activities per participant, coaches, facilitator hours and a video package; a framework discount on some; subtotal, VAT and total due; the client's own company id and purchase order; an allocation number when due; net terms with their date. */
export const mixedTeamBuildingInvoice: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'tax invoice',
  make(rng: Rng) {
    const { n, date: day } = dated(ID, rng, [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    const date = officeDay(day);
    const f = FIRMS[n % FIRMS.length];
    const id = vid(f.he, f.company);
    const rate = israeliRate(date);
    const people = rng.int(18, 140);
    const buses = Math.ceil(people / 50);
    const event = addDays(date, -rng.int(3, 25));
    const picked = rng.some(ACTIVITIES, rng.int(3, 6));
    const lines = picked.map(([he, en, unit, lo, hi]) => {
      const q = unit === 'pp' ? people : unit === 'bus' ? buses : unit === 'hour' ? rng.int(5, 10) : 1;
      const u = Math.round(rng.int(lo, hi) / 500) * 500;
      return { he, en, q, u, sum: q * u, unit };
    });
    const gross = add(lines.map((l) => l.sum));
    const discPct = rng.chance(0.4) ? 5 : 0;
    const disc = share(gross, discPct);
    const net = gross - disc;
    const vat = taxOn(net, rate);
    const total = net + vat;
    const y = date.slice(0, 4);
    const docNo = rng.pick([() => `TB-${y}-${String(rng.int(1, 480)).padStart(3, '0')}`, () => String(rng.int(3000, 3999)), () => `${y.slice(2)}${rng.int(1000, 1999)}`])();
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'yyyy-mm-dd'] as const);
    const font = rng.pick(["'Noto Sans Hebrew','Noto Sans'", "'Nachlieli CLM','Liberation Sans'", "'David CLM','DejaVu Serif'"]);
    const [cHe, cEn] = rng.pick(CLIENTS);
    const cid = vid(cHe, true);
    const alloc = allocation(rng, date, net);
    const terms = rng.pick([30, 45, 60]);
    const idText = f.company && rng.chance(0.5) ? hyphenId(id) : id;
    const l = (he: string, en: string) => `${he} / <bdi dir="ltr">${en}</bdi>`;
    const UNITS: Record<string, string> = { pp: 'למשתתף / pp', bus: 'לאוטובוס / per coach', hour: 'לשעה / per hour', fixed: 'קומפלט / fixed' };
    const unitText = (u: string) => UNITS[u];
    const knot = `<svg width="48" height="48" viewBox="0 0 48 48" fill="none" stroke-width="4"><circle cx="18" cy="18" r="11" stroke="#e07a1f"/><circle cx="30" cy="18" r="11" stroke="#2b7a78"/><circle cx="24" cy="29" r="11" stroke="#3d405b"/></svg>`;
    const body = `<div class="pg"><div class="top">${knot}<div><div class="nm">${esc(f.brand || f.he)}</div>${f.brand ? `<div class="own">${esc(f.he)}</div>` : ''}<div dir="ltr" class="enn">${esc(f.en)}</div>${f.trade[0] ? `<div class="tr">${esc(f.trade[0])} · <bdi dir="ltr">${esc(f.trade[1])}</bdi></div>` : ''}</div>
<div class="idb">${f.label.replace(/ \/ (.*)$/, ' / <bdi dir="ltr">$1</bdi>')}<br><b>${lr(idText)}</b><br>${lr(`072-${rng.int(2000000, 3999999)}`)}</div></div>
<div class="title">${l('חשבונית מס', 'Tax Invoice')}</div>
<table class="facts"><tr><td>${l("מס'", 'No.')}</td><td><b>${lr(docNo)}</b></td><td>${l('תאריך', 'Date')}</td><td><b>${lr(dt(date, fmt))}</b></td></tr>
<tr><td>${l('לכבוד', 'To')}</td><td>${esc(cHe)}<br><bdi dir="ltr">${esc(cEn)}</bdi><br>ח.פ. ${lr(cid)}</td><td>${l('הזמנת רכש', 'PO')}</td><td>${lr(`45${rng.digits(8)}`)}</td></tr>
<tr><td>${l('האירוע', 'Event')}</td><td>${heDay(event)} ${lr(dt(event, 'dd/mm/yyyy'))} · <bdi dir="ltr">${enDay(event)}</bdi></td><td>${l('משתתפים', 'Participants')}</td><td>${people}</td></tr></table>
<table class="it"><tr><th>${l('פירוט', 'Description')}</th><th>${l('יחידה', 'Unit')}</th><th>${l('כמות', 'Qty')}</th><th>${l('מחיר', 'Price')}</th><th>${l('סה"כ', 'Amount')}</th></tr>
${lines.map((x) => `<tr><td>${esc(x.he)}<div class="en" dir="ltr">${esc(x.en)}</div></td><td class="u">${unitText(x.unit)}</td><td>${x.q}</td><td>${amount(x.u)}</td><td>${amount(x.sum)}</td></tr>`).join('')}</table>
<table class="tot">${discPct ? `<tr><td>${l('סה"כ פעילויות', 'Activities')}</td><td>${amount(gross)}</td></tr><tr><td>${l('הנחת הסכם מסגרת 5%', 'Framework discount 5%')}</td><td>${lr(`-${amount(disc)}`)}</td></tr>` : ''}
<tr><td>${l('סה"כ לפני מע"מ', 'Subtotal')}</td><td>${amount(net)}</td></tr><tr><td>${l(`מע"מ ${rate}%`, `VAT ${rate}%`)}</td><td>${amount(vat)}</td></tr><tr class="g"><td>${l('סה"כ לתשלום', 'Total due')} ₪</td><td>${amount(total)}</td></tr></table>
${alloc ? `<p>${l('מספר הקצאה', 'Allocation No.')}: ${lr(alloc)}</p>` : ''}
<p>${l(`תנאי תשלום: שוטף + ${terms}`, `Terms: net +${terms}`)} · ${lr(dt(addDays(lastOfMonth(date), terms), 'dd/mm/yyyy'))} · ${l('העברה בנקאית', 'Bank transfer')}: ${lr(`${rng.int(10, 31)}-${rng.int(100, 999)}-${rng.digits(6)}`)}</p>
<p class="sm">ביטוח צד ג' ואישורי משרד התיירות לפעילויות השטח בתוקף. · <bdi dir="ltr">Third-party insurance and Ministry of Tourism approvals for field activities are in force.</bdi></p></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#222}.pg{width:210mm;box-sizing:border-box;padding:14mm 16mm}
.top{display:flex;gap:4mm;align-items:center;border-bottom:3px solid #3d405b;padding-bottom:3mm}.nm{font-size:23px;font-weight:bold;color:#3d405b}.own{font-weight:bold;font-size:14px}.enn{text-align:right;color:#555}.tr{font-size:10.5px;color:#2b7a78}.idb{margin-right:auto;text-align:left;font-size:10.5px}
.title{font-size:20px;font-weight:bold;margin:6mm 0 3mm;color:#e07a1f}.facts{width:100%;border-collapse:collapse;margin-bottom:4mm}.facts td{padding:1.2mm 2mm;border-bottom:1px solid #e3e3e3;vertical-align:top}.facts td:nth-child(odd){font-weight:bold;color:#3d405b;width:30mm}
.it{width:100%;border-collapse:collapse}.it th{background:#3d405b;color:#fff;text-align:right;padding:1.5mm;font-weight:normal;font-size:10.5px}.it td{padding:1.5mm;border-bottom:1px solid #ddd;vertical-align:top}.it td:nth-child(n+3){text-align:left}.u{font-size:10px;color:#555}.en{font-size:10px;color:#555;text-align:right}
.tot{width:95mm;margin:5mm auto 0 0;border-collapse:collapse}.tot td{padding:1.2mm 2mm}.tot td:last-child{text-align:left}.g td{font-weight:bold;font-size:14px;border-top:2px solid #3d405b}.sm{font-size:9.5px;color:#666}`;
    const page = 'A4';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: f.he, vendorTaxId: id, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
