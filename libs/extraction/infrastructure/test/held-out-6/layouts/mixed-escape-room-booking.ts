import { addDays, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm } from '../../generalisation/notation';

const ROOMS = [
  { brand: 'LOCKED IN', name: 'לוקד אין חדרי בריחה בע"מ', addr: "רח' המלאכה 11, ראשון לציון" },
  { brand: 'The Vault', name: 'הכספת – משחקי בריחה בע"מ', addr: "רח' יפו 97, ירושלים" },
  { brand: 'Exit 13', name: 'אקזיט 13 אטרקציות בע"מ', addr: 'מתחם הנמל, חיפה' },
];
const GAMES = ['המעבדה הנטושה / The Abandoned Lab', 'בריחה מאלקטרז / Escape from Alcatraz', "קבר הפרעה / Pharaoh's Tomb", 'הרכבת האחרונה / The Last Train'];

/**
 * An escape-room company's booking receipt, printed from the site (A4 top half, Roboto or Noto Sans
 * Hebrew), with every label in Hebrew and English: the English brand large, the Hebrew legal name
 * and "ח.פ. / Co. No.", "חשבונית מס קבלה / Tax Invoice-Receipt No." (a five-digit number) beside a
 * "קוד הזמנה / Booking code" of letters and digits, the booking's date (the document's) and the game's
 * later date and time slot, the room, players × price per player (the price depends on the group's
 * size), a weekend surcharge, a voucher code's deduction, "סה"כ / Total ₪", the VAT included, the
 * booker's mobile, and "please arrive 15 minutes early".
 */
export const mixedEscapeRoomBooking: Layout = {
  id: 'mixed-escape-room-booking',
  lang: 'mixed',
  kind: 'booking receipt',
  make(rng: Rng) {
    const r = rng.pick(ROOMS);
    const vendorTaxId = taxId(rng, true);
    const date = randomDate(rng, '2023-06-08', '2026-03-20');
    const rate = israeliRate(date);
    const game = addDays(date, rng.int(1, 20));
    const players = rng.int(2, 8);
    const per = players <= 3 ? 13000 : players <= 5 ? 11000 : 9500;
    const weekend = [5, 6].includes(new Date(`${game}T12:00:00Z`).getUTCDay()) ? 2000 * players : 0;
    const voucher = rng.chance(0.3) ? rng.pick([5000, 10000]) : 0;
    const total = players * per + weekend - voucher;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(10000, 99999));
    const code = `${rng.pick(['LK', 'VT', 'EX'])}${rng.digits(4)}${rng.pick(['A', 'K', 'Q', 'Z'])}`;
    const ds = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy', 'd/m/yyyy'] as const);
    const m = (c: number) => (c / 100).toFixed(2);
    const body = `<div class="pg"><div class="hd"><div class="br">${esc(r.brand)}</div><div class="lg">${esc(r.name)}<br>${esc(r.addr)}<br>ח.פ. / Co. No. ${vendorTaxId}</div></div>
<div class="row"><div>חשבונית מס קבלה / Tax Invoice-Receipt No. <b>${docNo}</b></div><div>קוד הזמנה / Booking code: <b>${code}</b></div></div>
<div class="row"><div>תאריך / Date: ${dt(date, ds)}</div><div>מועד המשחק / Game: ${dt(game, ds)} ${hhmm(rng.int(20, 44) * 30)}</div></div>
<table><tr><th>פריט / Item</th><th>כמות / Qty</th><th>מחיר / Price</th><th>סה"כ / Amount</th></tr>
<tr><td>${esc(rng.pick(GAMES))}<br><span class="sm">כניסה לשחקן / Entry per player</span></td><td>${players}</td><td>${m(per)}</td><td>${m(players * per)}</td></tr>
${weekend ? `<tr><td>תוספת סוף שבוע / Weekend surcharge</td><td>${players}</td><td>20.00</td><td>${m(weekend)}</td></tr>` : ''}
${voucher ? `<tr><td>שובר / Voucher GIFT${rng.digits(5)}</td><td>1</td><td>-${m(voucher)}</td><td>-${m(voucher)}</td></tr>` : ''}</table>
<div class="tot"><div>סה"כ / Total ₪ ${m(total)}</div><div class="sm">כולל מע"מ / incl. VAT ${rate}%: ${m(vat)}</div></div>
<div class="sm">המזמין/ה / Booked by: ${rng.pick(['Roni', 'שני לוי', 'Amit B.', 'משה פרץ'])} · ${cellular(rng)} · ${rng.pick(['Visa', 'Mastercard', 'Bit'])}<br>נא להגיע 15 דקות לפני / Please arrive 15 minutes early. ביטול עד 48 שעות מראש / Free cancellation up to 48 h before.</div></div>`;
    const font = rng.pick(['Roboto', 'Noto Sans Hebrew']);
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:12px;color:#eee;background:#fff}
.pg{width:210mm;height:148mm;box-sizing:border-box;padding:9mm 12mm;background:#1c1b29}.hd{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #f2a900;padding-bottom:3mm}
.br{font-family:'Roboto',sans-serif;font-size:34px;font-weight:900;color:#f2a900;letter-spacing:2px}.lg{text-align:left;line-height:1.5}.row{display:flex;justify-content:space-between;margin-top:3mm}
table{width:100%;border-collapse:collapse;margin-top:5mm}th{color:#f2a900;text-align:right;border-bottom:1px solid #f2a900;padding:1.5mm}td{padding:1.8mm;border-bottom:1px solid #444}
td:nth-child(n+2),th:nth-child(n+2){text-align:left}.tot{text-align:left;margin:4mm 0;font-size:18px;font-weight:bold;color:#f2a900}.sm{font-size:10.5px;color:#bbb;font-weight:normal}`;
    return {
      page: '210mm 148mm',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '210mm 148mm', css, body }),
      truth: { vendorName: r.name, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
