import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, personalId } from '../../generalisation/notation';
import { signed, stirred } from './extra';

const LODGES = [
  { en: 'Ramon Crater Eco-Lodge', he: 'אקולודג׳ מכתש רמון', legal: 'מדבר ורוח תיירות בע"מ', label: 'ח.פ. / Company No.', company: true, place: 'מצפה רמון · Mitzpe Ramon' },
  { en: 'Arava Stars Huts', he: 'בקתות כוכבי הערבה', legal: 'שגיא פרלמוטר', label: 'עוסק מורשה / Licensed Dealer', company: false, place: 'צוקים, ערבה תיכונה · Tzukim' },
  { en: 'Negev Bedouin Hospitality', he: 'אירוח בדואי בנגב', legal: 'חאן אל-נגב אירוח מדברי בע"מ', label: 'ח"פ / Reg. No.', company: true, place: 'ליד שדה בוקר · near Sde Boker' },
];
const GUESTS = ['אסף ומיכל דרור', 'Daniel & Noa Ashkenazi', 'משפחת חביב', 'Yuval Karni', 'רינת ואלון בר'];

/**
 * A desert lodge's guest statement on A4 with every label in Hebrew and English (Noto Sans Hebrew with
 * Open Sans, Simple CLM with Roboto, or FreeSans; the English name in Lato Light spaced capitals on a
 * sand-to-dusk band): the English and Hebrew names, the place, the legal name with "ח.פ. / Company No." /
 * "ח"פ / Reg. No." or the owner's name with "עוסק מורשה / Licensed Dealer"; "חשבון אורח / Guest
 * Statement", "חשבונית מס קבלה / Tax Invoice Receipt No." (six digits), "תאריך / Date" on departure, the
 * guests with a valid ת.ז. and a mobile, "כניסה / Check-in", "יציאה / Check-out", "הזמנה / Booking";
 * a ledger of dated rows with "חיוב / Charge", "זיכוי / Credit" and a running "יתרה / Balance": the deposit
 * on the booking date first (a credit), a hut or a tent per night, Bedouin dinners, a camel ride, a
 * stargazing tour, a packed breakfast, then the payment on departure (a credit) leaving "0.00";
 * "סה"כ חיובים / Total charges" and "מתוכם מע"מ / VAT included".
 */
export const mixedDesertLodgeFolio: Layout = {
  id: 'mixed-desert-lodge-folio',
  lang: 'mixed',
  kind: 'hotel folio',
  make(seed: Rng) {
    const rng = stirred(seed, 'mixed-desert-lodge-folio');
    const l = rng.pick(LODGES);
    const vendorTaxId = taxId(rng, l.company);
    const nights = rng.int(1, 4);
    const date = randomDate(rng, '2023-04-05', '2025-12-31');
    const arrival = addDays(date, -nights);
    const rate = israeliRate(date);
    const booked = addDays(arrival, -rng.int(10, 90));
    const guests = rng.int(2, 5);
    const night = rng.pick([
      ['בקתת עץ / Wooden hut', 69000],
      ['אוהל בדואי פרטי / Private Bedouin tent', 52000],
      ['סוויטת מדבר / Desert suite', 98000],
    ] as const);
    type Row = { date: string; text: string; charge: number; credit: number };
    const charges: Row[] = [];
    for (let i = 0; i < nights; i++) {
      const d = addDays(arrival, i);
      const weekend = [4, 5].includes(new Date(`${d}T12:00:00Z`).getUTCDay());
      charges.push({ date: d, text: `לינה / Night: ${night[0]}${weekend ? ' (סופ"ש / weekend)' : ''}`, charge: night[1] + (weekend ? 15000 : 0), credit: 0 });
      if (rng.chance(0.6)) charges.push({ date: d, text: `ארוחת ערב בדואית / Bedouin dinner × ${guests}`, charge: guests * 11000, credit: 0 });
    }
    if (rng.chance(0.5)) charges.push({ date: addDays(arrival, rng.int(0, nights - 1)), text: `רכיבת גמלים / Camel ride × ${guests}`, charge: guests * 9000, credit: 0 });
    if (rng.chance(0.5)) charges.push({ date: addDays(arrival, rng.int(0, nights - 1)), text: `סיור כוכבים / Stargazing tour × ${guests}`, charge: guests * 8500, credit: 0 });
    if (rng.chance(0.4)) charges.push({ date, text: 'ארוחת בוקר ארוזה / Packed breakfast', charge: guests * 4500, credit: 0 });
    charges.sort((a, b) => a.date.localeCompare(b.date));
    const total = charges.reduce((a, r) => a + r.charge, 0);
    const vat = vatOfGross(total, rate);
    const deposit = Math.min(total, rng.pick([50000, 60000, 100000]));
    const rows: Row[] = [
      { date: booked, text: 'מקדמה בהזמנה / Deposit at booking (אשראי / card)', charge: 0, credit: deposit },
      ...charges,
      { date, text: `תשלום ביציאה / Payment at check-out (${rng.pick(['ויזה', 'מאסטרקארד', 'ביט / Bit'])})`, charge: 0, credit: total - deposit },
    ];
    let bal = 0;
    const ledger = rows
      .map((r) => {
        bal += r.charge - r.credit;
        return `<tr><td>${dt(r.date, 'dd/mm/yy')}</td><td>${esc(r.text)}</td><td class="n">${r.charge ? amount(r.charge) : ''}</td><td class="n">${r.credit ? amount(r.credit) : ''}</td><td class="n"><bdi>${signed(bal)}</bdi></td></tr>`;
      })
      .join('');
    const docNo = String(rng.int(100000, 499999));
    const fonts = rng.pick([
      ['Noto Sans Hebrew', 'Open Sans'],
      ['Simple CLM', 'Roboto'],
      ['FreeSans', 'FreeSans'],
    ]);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yyyy'] as const);
    const f = (a: string, b: string) => `<div class="f"><span>${a}</span><b>${b}</b></div>`;
    const body = `<div class="band"><div class="en">${esc(l.en.toUpperCase())}</div><div class="he">${esc(l.he)}</div><div class="sm">${esc(l.place)}</div></div><div class="page">
<div class="top"><div><b>${esc(l.legal)}</b><br>${l.label} ${vendorTaxId}<br>טל' / Tel <bdi>${cellular(rng)}</bdi></div>
<div class="doc"><div class="t">חשבון אורח / Guest Statement</div>${f('חשבונית מס קבלה / Tax Invoice Receipt No.', docNo)}${f('תאריך / Date', dt(date, fmt))}${f('הזמנה / Booking', `${rng.pick(['WEB', 'BKG', 'TEL'])}${rng.digits(6)}`)}</div></div>
<div class="g"><div>${f('אורח / Guest', esc(rng.pick(GUESTS)))}${f('ת.ז. / ID', personalId(rng))}${f('אורחים / Guests', String(guests))}</div><div>${f('כניסה / Check-in', dt(arrival, fmt))}${f('יציאה / Check-out', dt(date, fmt))}${f('לילות / Nights', String(nights))}</div></div>
<table><tr><th>תאריך / Date</th><th>פירוט / Description</th><th>חיוב / Charge</th><th>זיכוי / Credit</th><th>יתרה / Balance</th></tr>${ledger}</table>
<div class="sum">${f('סה"כ חיובים / Total charges ₪', amount(total))}${f(`מתוכם מע"מ ${rate}% / VAT included`, amount(vat))}${f('סה"כ תשלומים / Total paid', amount(total))}${f('יתרה / Balance', '0.00')}</div>
<p class="sm">תודה שהתארחתם במדבר · Thank you for staying with us. Check-out by 11:00.</p></div>`;
    const css = `body{font-family:'${fonts[0]}','${fonts[1]}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#2e2418}.band{background:linear-gradient(90deg,#e8c48f,#8c5a7a);color:#fff;padding:8mm 15mm;text-align:center}
.en{font-family:'Lato',sans-serif;font-weight:300;font-size:24px;letter-spacing:5px}.he{font-size:18px;font-weight:bold}.sm{font-size:10px}.page{padding:8mm 15mm}
.top{display:flex;justify-content:space-between;line-height:1.6}.doc{width:100mm}.doc .t{font-size:16px;font-weight:bold;margin-bottom:1mm}.f{display:flex;justify-content:space-between;gap:4mm;padding:0.8mm 0;border-bottom:1px dotted #c9b79c}
.g{display:flex;gap:10mm;margin:6mm 0}.g>div{flex:1}table{width:100%;border-collapse:collapse;margin-top:2mm}th{background:#efe3d0;padding:1.6mm;text-align:right;font-size:10.5px}td{padding:1.6mm;border-bottom:1px solid #eadfce}.n{text-align:left;white-space:nowrap}
.sum{width:95mm;margin:5mm 0 4mm auto;margin-left:0;margin-right:auto;font-size:12.5px}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: l.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
