import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, share, spacedId } from '../../generalisation/notation';
import { bi, stirred, vendorId } from './extra';

const CLUBS = [
  { en: 'Padel Point TLV', he: 'פאדל פוינט', legal: 'פאדל פוינט ספורט בע"מ', label: 'ח.פ. / Co. No.', company: true, site: 'נמל תל אביב, האנגר 4' },
  { en: 'Smash Padel Club', he: 'סמאש פאדל', legal: 'ליאור עמר', label: 'עוסק מורשה / Licensed Dealer', company: false, site: 'פארק הספורט, ראש העין' },
  { en: 'Marina Padel', he: 'מרינה פאדל', legal: 'מרינה פאדל (2022) בע"מ', label: 'ח"פ / Reg. No.', company: true, site: 'מרינה אשקלון' },
];
const PLAYERS = ['Guy Levi / גיא לוי', 'Maya Peretz / מאיה פרץ', 'Omri Katz / עומרי כץ', 'Inbar Tal / ענבר טל', 'Yonatan Ben-Ami / יונתן בן עמי'];

/**
 * A padel club's booking receipt from its app, printed on A5 with every label in Hebrew and English (Lato with
 * Noto Sans Hebrew, Roboto with Hadasim CLM, or FreeSans; the English name in Lato Heavy italic on a lime
 * stripe): the English and Hebrew names, the site, the legal name with "ח.פ. / Co. No." / "ח"פ / Reg. No."
 * (spaced on some) or the owner's name with "עוסק מורשה / Licensed Dealer"; "חשבונית מס קבלה / Tax
 * Invoice-Receipt", "מס' / No." as year-serial ("2025-004417"), "תאריך הפקה / Issued" with a time;
 * "הזמנה / Booking #" and "מועד המשחק / Game time" a day to two weeks later with the court; the booker with a
 * mobile; a court of 60 or 90 minutes at a peak or off-peak rate, racket rentals, a can of balls, a coach
 * for the hour; "הנחת מנוי / Member discount 10%" on some; "סה"כ / Total ₪", "מתוכו מע"מ / of which VAT";
 * each player's share ("חלוקה / Split 4 × …"); the card or Apple Pay; "ביטול ללא עלות עד / Free
 * cancellation until" a day before the game.
 */
export const mixedPadelClubReceipt: Layout = {
  id: 'mixed-padel-club-receipt',
  lang: 'mixed',
  kind: 'services receipt',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-padel-club-receipt');
    const c = rng.pick(CLUBS);
    const vendorTaxId = vendorId(c.legal, c.company);
    const date = randomDate(rng, '2024-01-01', '2025-12-25');
    const rate = israeliRate(date);
    const game = addDays(date, rng.int(1, 14));
    const start = rng.pick([7, 8, 17, 18, 19, 20, 21]) * 60 + rng.pick([0, 30]);
    const peak = start >= 17 * 60;
    const minutes = rng.pick([60, 90]);
    const court = (peak ? 24000 : 16000) * (minutes / 60);
    type Line = { he: string; en: string; cents: number };
    const lines: Line[] = [{ he: `מגרש ${minutes} דק' (${peak ? 'שעות שיא' : 'שעות שפל'})`, en: `Court ${minutes} min (${peak ? 'peak' : 'off-peak'})`, cents: court }];
    const rackets = rng.int(0, 4);
    if (rackets) lines.push({ he: `השכרת מחבט × ${rackets}`, en: `Racket rental × ${rackets}`, cents: rackets * 2500 });
    if (rng.chance(0.6)) lines.push({ he: 'פחית כדורים', en: 'Can of balls', cents: 3500 });
    if (rng.chance(0.3)) lines.push({ he: 'מאמן לשעה', en: 'Coach, one hour', cents: 25000 });
    const sub = lines.reduce((a, l) => a + l.cents, 0);
    const discount = rng.chance(0.4) ? share(sub, 10) : 0;
    const total = sub - discount;
    const vat = vatOfGross(total, rate);
    const docNo = `${date.slice(0, 4)}-${String(rng.int(100, 9800)).padStart(6, '0')}`;
    const fonts = rng.pick([
      ['Lato', 'Noto Sans Hebrew'],
      ['Roboto', 'Hadasim CLM'],
      ['FreeSans', 'FreeSans'],
    ]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy'] as const);
    const shownId = rng.chance(0.4) ? `<bdi dir="ltr">${spacedId(vendorTaxId)}</bdi>` : vendorTaxId;
    const r = (a: string, b: string, cls = '') => `<div class="r ${cls}"><span>${bi(a)}</span><span>${b}</span></div>`;
    const pay = rng.chance(0.5)
      ? `<bdi dir="ltr">Apple Pay</bdi> · ${rng.pick(['ויזה', 'מסטרקארד'])} <bdi>••${rng.digits(4)}</bdi>`
      : `${bi('כרטיס אשראי / Card')} <bdi>****${rng.digits(4)}</bdi>`;
    const body = `<div class="stripe"><div class="en">${esc(c.en)}</div><div class="he">${esc(c.he)}</div></div><div class="pad">
<div class="sm">${esc(c.legal)} · ${bi(c.label)} ${shownId} · ${esc(c.site)}</div>
<div class="title">${bi('חשבונית מס קבלה / Tax Invoice-Receipt')}</div>${r("מס' / No.", `<b><bdi>${docNo}</bdi></b>`)}${r('תאריך הפקה / Issued', `${dt(date, fmt)} ${hhmm(rng.int(7 * 60, 23 * 60))}`)}
<div class="box">${r('הזמנה / Booking #', `<bdi>PD${rng.digits(6)}</bdi>`)}${r('מועד המשחק / Game time', `${dt(game, fmt)} ${hhmm(start)}-${hhmm(start + minutes)}`)}${r('מגרש / Court', String(rng.int(1, 6)))}${r('מזמין / Booked by', `<bdi>${esc(rng.pick(PLAYERS))}</bdi> · <bdi>${cellular(rng)}</bdi>`)}</div>
${lines.map((l) => r(`${esc(l.he)} / ${l.en}`, amount(l.cents))).join('')}${discount ? r('הנחת מנוי / Member discount 10%', `<bdi dir="ltr">-${amount(discount)}</bdi>`) : ''}<div class="hr"></div>
${r('סה"כ / Total ₪', amount(total), 'big')}${r(`מתוכו מע"מ / of which VAT ${rate}%`, amount(vat), 'sm')}${r('לשחקן (חלוקה ל-4) / Per player, split by 4', amount(Math.ceil(total / 4)), 'sm')}<div class="hr"></div>
${r('שולם / Paid', pay)}<p class="sm">${bi('ביטול ללא עלות עד / Free cancellation until')} ${dt(addDays(game, -1), fmt)} ${hhmm(start)}<br>${bi('החלוקה לשחקנים להערכה בלבד / The split is shown for convenience only.')}</p></div>`;
    const css = `body{font-family:'${fonts[0]}','${fonts[1]}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#1a1a1a}.stripe{background:#c6f432;padding:7mm 10mm 5mm}.en{font-family:'Lato',sans-serif;font-weight:800;font-style:italic;font-size:26px;direction:ltr;text-align:left}
.he{font-size:15px;font-weight:bold}.pad{padding:4mm 10mm}.sm{font-size:9.5px;color:#555}.title{font-size:15px;font-weight:bold;margin:4mm 0 2mm}.box{border:1px solid #bbb;border-radius:2mm;padding:2mm 3mm;margin:3mm 0}
.r{display:flex;justify-content:space-between;gap:3mm;padding:0.6mm 0}.r>span:last-child{white-space:nowrap}.hr{border-top:1px solid #333;margin:2mm 0}.big{font-weight:bold;font-size:14px}`;
    return {
      page: 'A5',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      truth: { vendorName: c.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
