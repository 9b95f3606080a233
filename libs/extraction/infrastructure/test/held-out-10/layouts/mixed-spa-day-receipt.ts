import { amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, share } from '../../generalisation/notation';

const SPAS = [
  { en: 'SEREN SPA', he: 'ספא סרן', legal: 'סרן ספא וטיפוח בע"מ', company: true, site: ['מלון חוף התכלת, הרצליה', 'Tchelet Beach Hotel, Herzliya'], hotel: true, prefix: 'S-' },
  {
    en: 'NETA Beauty & Spa',
    he: 'נטע - יופי וספא',
    legal: 'נטע אלמוג',
    company: false,
    site: ["רח' המייסדים 8, ראש פינה", '8 HaMeyasdim St, Rosh Pina'],
    hotel: false,
    prefix: '',
  },
  {
    en: 'MAYIM Thermal Spa',
    he: 'מים - ספא תרמי',
    legal: 'מעיינות החמה נופש ומרפא בע"מ',
    company: true,
    site: ['מתחם המעיינות, טבריה', 'Hot Springs Compound, Tiberias'],
    hotel: false,
    prefix: 'TS-',
  },
  {
    en: 'HAMMAM GALIL',
    he: 'חמאם הגליל',
    legal: 'חמאם הגליל בריאות ופנאי בע"מ',
    company: true,
    site: ['קיבוץ עין זיוון, רמת הגולן', 'Kibbutz Ein Zivan, Golan'],
    hotel: false,
    prefix: 'HG',
  },
];
/** Hebrew, English, price incl. VAT in agorot, per person. */
const TREATMENTS: [string, string, number, boolean][] = [
  ['כניסה יומית לספא', 'Spa day pass', 18000, true],
  ["עיסוי שוודי 50 דק'", 'Swedish massage 50′', 39000, false],
  ["עיסוי רקמות עמוק 80 דק'", 'Deep tissue massage 80′', 56000, false],
  ["טקס זוגי 90 דק'", 'Couples ritual 90′', 118000, false],
  ['טיפול פנים מרענן', 'Refreshing facial', 42000, false],
  ['חמאם ופילינג', 'Hammam & scrub', 29000, false],
  ['השכרת חלוק וכפכפים', 'Robe & slippers rental', 3500, true],
  ['מיץ סחוט טבעי', 'Fresh pressed juice', 2800, true],
];

/**
 * A day spa's receipt on 100 mm paper with every label in Hebrew and English (Noto Sans Hebrew or
 * Simple CLM with Lato; the English name in URW Gothic): the English brand and the Hebrew one, the
 * Hebrew legal name (a company's "ח.פ. / Co. No." or the owner's "עוסק מורשה / Lic. Dealer"), the site
 * in both languages, "קבלה / חשבונית מס · Receipt / Tax Invoice" and "מס' / No." ("S-004417", "HG4417", "TS-4417"
 * or five digits), date (dd.mm.yyyy or ISO) and time, the guest, a hotel room number on some, the
 * therapist's first name and number, day passes per guest and treatments with VAT included, a hotel
 * guest's 10% discount on some, "סה"כ / Total ₪", "מע"מ כלול / VAT incl.", a gift card redeemed towards
 * it (its number, the part used and what is left on it) and the rest by card or cash.
 */
export const mixedSpaDayReceipt: Layout = {
  id: 'mixed-spa-day-receipt',
  lang: 'mixed',
  kind: 'services receipt',
  make(rng: Rng) {
    const s = rng.pick(SPAS);
    const vendorTaxId = taxId(rng, s.company);
    const date = randomDate(rng, '2023-06-01', '2026-03-31');
    const rate = israeliRate(date);
    const guests = rng.int(1, 2);
    const lines = rng
      .some(
        TREATMENTS.filter((t) => guests === 2 || !t[1].startsWith('Couples')),
        rng.int(2, 4),
      )
      .map(([he, en, p, perPerson]) => ({ he, en, p, q: perPerson ? guests : rng.int(1, guests) }));
    const gross = lines.reduce((a, l) => a + l.q * l.p, 0);
    const disc = s.hotel && rng.chance(0.6) ? share(gross, 10) : 0;
    const total = gross - disc;
    const vat = vatOfGross(total, rate);
    const giftValue = rng.chance(0.5) ? rng.pick([30000, 50000, 80000, 100000]) : 0;
    const gift = Math.min(giftValue, total);
    const giftLeft = giftValue - gift;
    const docNo = s.prefix === 'S-' ? `S-${String(rng.int(100, 9999)).padStart(6, '0')}` : s.prefix ? `${s.prefix}${rng.int(1000, 9999)}` : String(rng.int(10000, 39999));
    const font = rng.pick(["'Noto Sans Hebrew','Lato'", "'Simple CLM','Lato'"]);
    const fmt = rng.pick(['dd.mm.yyyy', 'yyyy-mm-dd'] as const);
    const cash = rng.chance(0.2);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="s"><div class="en">${esc(s.en)}</div><div class="he">${esc(s.he)}</div><div class="c">${esc(s.legal)}</div><div class="c">${s.company ? 'ח.פ. / Co. No.' : 'עוסק מורשה / Lic. Dealer'} ${vendorTaxId}</div>
<div class="c sm">${esc(s.site[0])}<br><bdi>${esc(s.site[1])}</bdi><br>${cellular(rng)}</div><div class="d"></div>
<div class="c b">קבלה / חשבונית מס · <bdi>Receipt / Tax Invoice</bdi></div>${r(`מס' / <bdi>No.</bdi> <b>${docNo}</b>`, `${dt(date, fmt)} ${time(rng)}`)}
${r(`אורח/ת / <bdi>Guest</bdi>: ${esc(rng.pick(['Lior Ben-David', 'קרן שמש', 'Gal Peretz', 'מירב ויוסי לוי', 'Dana Katz']))}`, s.hotel ? `חדר / <bdi>Room</bdi> ${rng.int(101, 918)}` : `${guests} ${guests > 1 ? 'אורחים / guests' : 'אורח/ת / guest'}`)}
${r(`מטפל/ת / <bdi>Therapist</bdi>: ${esc(rng.pick(['Lior', 'מאיה', 'Natalie', 'שי', 'Yana']))} #${rng.int(10, 48)}`, '')}<div class="d"></div>
${lines.map((l) => `${r(esc(l.he), l.q > 1 ? '' : amount(l.p))}<div class="r sm2"><span><bdi>${esc(l.en)}</bdi>${l.q > 1 ? ` &nbsp;<bdi>${l.q} × ${amount(l.p)}</bdi>` : ''}</span><span>${l.q > 1 ? amount(l.q * l.p) : ''}</span></div>`).join('')}
<div class="d"></div>${disc ? `${r('סכום ביניים / <bdi>Subtotal</bdi>', amount(gross))}${r('הנחת אורח מלון 10% / <bdi>Hotel guest 10%</bdi>', `-${amount(disc)}`)}` : ''}
${r('סה"כ / <bdi>Total</bdi> ₪', amount(total), 'b big')}${r(`מע"מ כלול / <bdi>VAT incl.</bdi> ${rate}%`, amount(vat))}<div class="d"></div>
${gift ? `${r(`שובר מתנה / <bdi>Gift card</bdi> #GC-${rng.digits(5)}`, amount(gift))}${r('יתרה בשובר / <bdi>Left on card</bdi>', amount(giftLeft))}` : ''}
${total - gift > 0 ? (cash ? r('מזומן / <bdi>Cash</bdi>', amount(total - gift)) : r(`אשראי / <bdi>Card</bdi> ****${rng.digits(4)} · אישור ${rng.digits(6)}`, amount(total - gift))) : ''}
<div class="d"></div><div class="c sm">תודה ולהתראות · <bdi>Thank you, see you soon</bdi></div></div>`;
    const css = `body{font-family:${font},sans-serif;font-size:11.5px;color:#2d2a26}.s{width:90mm;padding:5mm}.en{font-family:'URW Gothic',sans-serif;font-size:22px;letter-spacing:3px;text-align:center;direction:ltr}
.he{text-align:center;font-size:16px;font-weight:bold;margin-bottom:1mm}.c{text-align:center}.b{font-weight:bold}.big{font-size:14.5px}.sm{font-size:10px}.d{border-top:1px solid #8d8478;margin:2mm 0}
.r{display:flex;justify-content:space-between;gap:3mm}.r span:last-child{white-space:nowrap}.sm2{font-size:9.5px;color:#6b6258;margin-bottom:1mm}`;
    return {
      page: '100mm 250mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '100mm 250mm', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
