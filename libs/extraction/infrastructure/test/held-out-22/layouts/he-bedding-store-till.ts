import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, hyphenId, landline, share, spacedId } from '../../generalisation/notation';
import { ltr, ownId, stirred } from './extra';

const SHOPS = [
  {
    brand: 'חלומות מצעים',
    latin: false,
    line: 'מצעים · מגבות · פוך',
    legal: 'ד.ש. טקסטיל לבית בע"מ',
    label: 'ח.פ.',
    company: true,
    idStyle: 'plain',
    branch: 'סניף קניון הזהב, ראשון לציון',
  },
  { brand: 'LINEN HOUSE', latin: true, line: 'בית של כותנה', legal: 'מרים אבוטבול', label: 'עוסק מורשה', company: false, idStyle: 'spaced', branch: "רח' הרצל 71, רחובות" },
  {
    brand: 'בית המגבת',
    latin: false,
    line: 'טקסטיל לבית ולמלון',
    legal: 'יגאל פרץ',
    label: 'ע.מ.',
    company: false,
    idStyle: 'hyphen',
    branch: "מרכז מסחרי רמות, רח' גולדה מאיר 3, ירושלים",
  },
  {
    brand: 'SOFT NIGHT',
    latin: true,
    line: 'מצעים ושמיכות',
    legal: 'סופט נייט רשת חנויות בע"מ',
    label: 'ח"פ',
    company: true,
    idStyle: 'hyphen',
    branch: 'פאוור סנטר, קריית ביאליק',
  },
] as const;

// name, price in agorot VAT included
const GOODS: [string, number][] = [
  ['סט מצעים זוגי סאטן 400 חוטים', 34900],
  ['סט מצעים יחיד כותנה פרקל', 18900],
  ['ציפית למיטה וחצי פסים', 14900],
  ['שמיכת פוך אווז 200x220', 79900],
  ['שמיכה חורפית מיקרופייבר', 19900],
  ['כרית ויסקו אורתופדית', 12900],
  ['כרית סיליקון רכה', 5900],
  ['מגן מזרן עמיד למים 160x200', 15900],
  ['סדין עם גומי 90x190', 6900],
  ['מגבת גוף 70x140 טורקית', 5900],
  ['מגבת פנים 50x90', 2900],
  ['חלוק רחצה וופל', 16900],
  ['שטיחון אמבטיה', 4900],
  ['פיקה כותנה למיטה זוגית', 22900],
  ['כיסוי מיטה מרופד', 29900],
];

/**
 * A bedding and towels store's till slip on 80 mm paper (Miriam Mono CLM, Nimbus Mono PS or Noto Sans Mono; the
 * brand in Aharoni CLM, or Latin capitals in URW Gothic, in a dark band with light letters on half of them): the
 * legal name or the owner's name with "ח.פ." / "ח"פ" / "עוסק מורשה" / "ע.מ." (plain, hyphenated or spaced);
 * "חשבונית מס - קבלה" with "מס'" as the till and a serial; "קופה", "קופאית", date and time; goods with barcodes,
 * "2 מגבות גוף ב-100" and a club member's 10% with the mobile on some; "סה"כ פריטים", "סה"כ לתשלום" and either the
 * VAT contained or "סה"כ לפני מע"מ" and "מע"מ"; cash and change or a card in payments; an exchange deadline.
 */
export const heBeddingStoreTill: Layout = {
  id: 'he-bedding-store-till',
  lang: 'he',
  kind: 'shop till',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-bedding-store-till');
    const s = rng.pick(SHOPS);
    const vendorTaxId = ownId(s.legal, s.company);
    const date = randomDate(rng, '2023-06-05', '2026-03-25');
    const rate = israeliRate(date);
    const lines = rng.some(GOODS, rng.int(3, 6)).map(([name, unit]) => ({ name, unit, qty: unit < 7000 ? rng.int(1, 4) : rng.int(1, 2), code: `729${rng.digits(10)}` }));
    const gross = lines.reduce((a, l) => a + l.qty * l.unit, 0);
    const towels = lines.find((l) => l.name.startsWith('מגבת גוף') && l.qty >= 2);
    const offer = towels ? 2 * towels.unit - 10000 : 0;
    const member = rng.chance(0.5);
    const club = member ? share(gross - offer, 10) : 0;
    const pay = gross - offer - club;
    const vat = vatOfGross(pay, rate);
    const till = rng.int(1, 6);
    const docNo = rng.chance(0.5) ? `${till}-${String(rng.int(1000, 89999)).padStart(6, '0')}` : String(rng.int(100000, 399999));
    const font = rng.pick(['Miriam Mono CLM', 'Nimbus Mono PS', 'Noto Sans Mono']);
    const fmt = rng.pick(['dd/mm/yy', 'dd.mm.yyyy', 'dd/mm/yyyy'] as const);
    const idText = s.idStyle === 'spaced' ? spacedId(vendorTaxId) : s.idStyle === 'hyphen' ? hyphenId(vendorTaxId) : vendorTaxId;
    const dark = rng.chance(0.5);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const items = lines
      .map(
        (l) =>
          `<div class="it">${esc(l.name)}</div><div class="r sm"><span>${ltr(l.code)}</span><span>${l.qty > 1 ? ltr(`${l.qty} x ${amount(l.unit)}`) + ' ' : ''}${ltr(amount(l.qty * l.unit))}</span></div>`,
      )
      .join('');
    const count = lines.reduce((a, l) => a + l.qty, 0);
    const disc =
      (offer ? r('מבצע 2 מגבות גוף ב-100', ltr(`-${amount(offer)}`)) : '') +
      (club ? r('הנחת מועדון 10%', ltr(`-${amount(club)}`)) + `<div class="sm">חבר/ת מועדון: ${ltr(cellular(rng))}</div>` : '');
    const split = rng.chance(0.5);
    const sums = split
      ? r('סה"כ לפני מע"מ', ltr(amount(pay - vat))) + r(`מע"מ ${rate}%`, ltr(amount(vat))) + r('סה"כ לתשלום', ltr(amount(pay)), 'big')
      : r('סה"כ לתשלום', ltr(amount(pay)), 'big') + r(`כולל מע"מ ${rate}%`, ltr(amount(vat)));
    const cash = rng.chance(0.4);
    const given = Math.ceil(pay / 5000) * 5000 + (rng.chance(0.5) ? 5000 : 0);
    const payment = cash
      ? r('מזומן', ltr(amount(given))) + r('עודף', ltr(amount(given - pay)))
      : r(rng.pick(['ויזה', 'מאסטרקארד', 'אמריקן אקספרס']) + ` ${ltr(`****${rng.digits(4)}`)}`, ltr(amount(pay))) +
        r('תשלומים', ltr(String(pay > 60000 ? rng.pick([3, 4, 6]) : 1))) +
        r("מס' אישור", ltr(rng.digits(7)));
    const head = s.latin ? `<div class="brand lat">${esc(s.brand)}</div>` : `<div class="brand">${esc(s.brand)}</div>`;
    const body = `<div class="${dark ? 'band' : 'plain'}">${head}<div class="c">${esc(s.line)}</div></div>
<div class="c">${esc(s.branch)} · טל' ${ltr(landline(rng))}</div>
<div class="c">${esc(s.legal)} ${s.label} ${ltr(idText)}</div>
<div class="rule"></div><div class="c b">חשבונית מס - קבלה</div><div class="c">מס' <b>${ltr(docNo)}</b> · מקור</div><div class="rule"></div>
${r(`קופה ${till}`, `קופאית: ${esc(rng.pick(['שירן', 'טל', 'אלינור', 'רוני', 'מאיה']))}`)}${r(`תאריך ${ltr(dt(date, fmt))}`, `שעה ${ltr(hhmm(rng.int(9 * 60, 21 * 60 + 30)))}`)}
<div class="rule"></div>${items}<div class="rule"></div>${r('סה"כ פריטים', String(count))}${r('סכום ביניים', ltr(amount(gross)))}${disc}<div class="rule"></div>${sums}<div class="rule"></div>${payment}
<div class="rule"></div><div class="c sm">החלפה עד ${ltr(dt(addDays(date, 14), fmt))} בצירוף חשבונית זו ובאריזה מקורית.<br>מצעים שנפתחו אינם ניתנים להחזרה.<br>תודה ולילה טוב!</div>`;
    const css = `body{font-family:'${font}','Miriam Mono CLM',monospace;font-size:10.5px;width:70mm;padding:4mm 5mm;color:#111;line-height:1.4}
.band{background:#1d2b3a;color:#f4efe6;text-align:center;padding:2mm 1mm;margin-bottom:1.5mm}.plain{text-align:center;border:1.5px solid #111;border-radius:3mm;padding:1.5mm;margin-bottom:1.5mm}
.brand{font-family:'Aharoni CLM','Noto Sans Hebrew',sans-serif;font-size:22px;font-weight:bold}.brand.lat{font-family:'URW Gothic','DejaVu Sans',sans-serif;letter-spacing:2px;font-size:19px}
.c{text-align:center}.b{font-weight:bold;font-size:13px}.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.sm{font-size:9px}.it{margin-top:0.8mm}
.rule{border-top:1px dashed #111;margin:1.5mm 0}.big{font-weight:bold;font-size:14px}bdi{white-space:nowrap}`;
    const page = '80mm 230mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(pay), tax: truthAmount(vat) },
    };
  },
};
