import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, share } from '../../generalisation/notation';
import { maskedCard, stirred } from './extra';

const GYMS = [
  { en: 'VERTIGO', he: 'ורטיגו קיר טיפוס', legal: 'ורטיגו ספורט אתגרי בע"מ', label: 'ח.פ. / Co. No.', company: true, site: 'הרצליה פיתוח' },
  { en: 'BOULDER BOX', he: 'בולדר בוקס', legal: 'אלעד קורן', label: 'ע.מ. / Dealer No.', company: false, site: 'באר שבע' },
  { en: 'CRUX', he: 'קרוקס בולדרינג', legal: 'קרוקס טיפוס (2021) בע"מ', label: 'ח"פ / Reg. No.', company: true, site: 'תלפיות, ירושלים' },
];
/** Hebrew, English, price with VAT (agorot). */
const ITEMS: [string, string, number][] = [
  ['כניסה יומית', 'Day pass', 8500],
  ['כניסת סטודנט', 'Student entry', 6500],
  ['כניסת ילד (עד 14)', 'Kid entry (under 14)', 6000],
  ['השכרת נעלי טיפוס', 'Shoe rental', 2000],
  ['השכרת רתמה', 'Harness rental', 1500],
  ['שקית מגנזיום', 'Chalk bag', 4500],
  ['שיעור מבוא קבוצתי', 'Intro group lesson', 12000],
  ['כרטיסייה 10 כניסות', '10-entry punch card', 69000],
  ['מנוי חודשי', 'Monthly membership', 34000],
];

/**
 * A climbing and bouldering gym's front-desk receipt on 80 mm paper with every label in Hebrew and English
 * (FreeSans, Noto Sans Hebrew or DejaVu Sans Condensed; the English name in Roboto Black): the English and
 * Hebrew names, the site, the legal name with "ח.פ. / Co. No." / "ח"פ / Reg. No." or the owner's name with
 * "ע.מ. / Dealer No."; "חשבונית מס קבלה / Tax Invoice Receipt" with a number "C1-004512", "תאריך / Date"
 * (dd/mm/yyyy or dd.mm.yy) and time; entries, rentals, a chalk bag, a punch card with "בתוקף עד / Valid
 * until" a year on, a monthly membership with its period; "סה"כ / Subtotal", "הנחת סטודנט / Student
 * discount 15%" on some, "לתשלום / Amount due", "מתוכו מע"מ / VAT incl."; card or cash with change; the
 * waiver's number and the climber's mobile.
 */
export const mixedClimbingGymReceipt: Layout = {
  id: 'mixed-climbing-gym-receipt',
  lang: 'mixed',
  kind: 'services receipt',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-climbing-gym-receipt');
    const g = rng.pick(GYMS);
    const vendorTaxId = taxId(rng, g.company);
    const date = randomDate(rng, '2023-04-01', '2025-12-31');
    const rate = israeliRate(date);
    const chosen = rng.some(ITEMS, rng.int(2, 4)).map(([he, en, unit]) => ({ he, en, unit, qty: unit < 10000 ? rng.int(1, 4) : 1 }));
    const subtotal = chosen.reduce((a, i) => a + i.qty * i.unit, 0);
    const student = rng.chance(0.35);
    const discount = student ? share(subtotal, 15) : 0;
    const total = subtotal - discount;
    const vat = vatOfGross(total, rate);
    const docNo = `C${rng.int(1, 3)}-${String(rng.int(100, 29999)).padStart(6, '0')}`;
    const font = rng.pick(['FreeSans', 'Noto Sans Hebrew', 'DejaVu Sans Condensed']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const items = chosen
      .map((i) => {
        const note = i.en.includes('punch')
          ? `<div class="sub">בתוקף עד / Valid until ${dt(addDays(date, 365), 'dd/mm/yyyy')}</div>`
          : i.en.startsWith('Monthly')
            ? `<div class="sub">${dt(date, 'dd/mm/yy')} - ${dt(addDays(date, 30), 'dd/mm/yy')}</div>`
            : '';
        return `${r(`${esc(i.he)} / ${esc(i.en)}`, amount(i.qty * i.unit))}${i.qty > 1 ? `<div class="sub">${i.qty} × ${amount(i.unit)}</div>` : ''}${note}`;
      })
      .join('');
    const cash = rng.chance(0.3);
    const given = Math.ceil(total / 5000) * 5000;
    const pay = cash
      ? r('מזומן / Cash', amount(given)) + r('עודף / Change', amount(given - total))
      : r('אשראי / Card', amount(total)) + r(`<bdi>${maskedCard(rng)}</bdi>`, `אישור / Auth ${rng.digits(6)}`, 'sm');
    const body = `<div class="en">${esc(g.en)}</div><div class="c b">${esc(g.he)}</div><div class="c sm">${esc(g.site)} · climbing &amp; bouldering</div><div class="c sm">${esc(g.legal)}</div><div class="c sm">${g.label} ${vendorTaxId}</div><div class="hr"></div>
<div class="c b">חשבונית מס קבלה / Tax Invoice Receipt</div><div class="c big">${docNo}</div>${r(`תאריך / Date ${dt(date, fmt)}`, hhmm(rng.int(9 * 60, 22 * 60)))}${r('קופה / POS 1', `צוות / Staff ${rng.pick(['נועה', 'אביב', 'גיא', 'תום'])}`, 'sm')}<div class="hr"></div>
${items}<div class="hr"></div>${r('סה"כ / Subtotal', amount(subtotal))}${student ? r('הנחת סטודנט / Student discount 15%', `<bdi>-${amount(discount)}</bdi>`) : ''}${r('לתשלום / Amount due ₪', amount(total), 'big b')}${r(`מתוכו מע"מ / VAT incl. ${rate}%`, amount(vat), 'sm')}<div class="hr"></div>${pay}<div class="hr"></div>
<div class="c sm">כתב ויתור / Waiver #${rng.digits(6)} · <bdi>${cellular(rng).replace(/-\d{3}-/, '-xxx-')}</bdi></div><div class="c sm">Climb safe · טפסו בבטחה</div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11px;width:72mm;padding:4mm;color:#111}.en{font-family:'Roboto',sans-serif;font-weight:900;font-size:28px;text-align:center;letter-spacing:2px}
.c{text-align:center}.b{font-weight:bold}.sm{font-size:9.5px}.big{font-size:14px;font-weight:bold}.r{display:flex;justify-content:space-between;gap:2mm}.r>span:last-child{white-space:nowrap}.sub{font-size:9.5px;padding-right:4mm;color:#333}.hr{border-top:1px dashed #000;margin:1.5mm 0}`;
    const page = '80mm 220mm';
    return {
      page,
      html: htmlPage({ lang: 'he', dir: 'rtl', page, css, body }),
      truth: { vendorName: g.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
