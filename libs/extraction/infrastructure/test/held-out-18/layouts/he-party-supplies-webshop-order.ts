import { addDays, amount, esc, htmlPage, israeliRate, Layout, randomDate, Rng, taxId, truthAmount, vatOfGross } from '../../generalisation/kit';
import { cellular, dt, hhmm, personalId, share } from '../../generalisation/notation';
import { stirred, vendorId } from './extra';

const SHOPS = [
  { brand: 'חגיגה בקליק', domain: 'hagiga-click.co.il', legal: 'חגיגה בקליק בע"מ', label: 'ח.פ.', company: true, colour: '#d6336c' },
  { brand: 'פרטי-טיים', domain: 'partytime.co.il', legal: 'מורן אלמוג', label: 'עוסק מורשה', company: false, colour: '#7048e8' },
  { brand: 'קונפטי', domain: 'confetti-shop.co.il', legal: 'קונפטי סחר ואירועים בע"מ', label: 'ח"פ', company: true, colour: '#f08c00' },
  { brand: 'בלון-בום', domain: 'balloonboom.co.il', legal: 'אסף דהן', label: 'ע.מ.', company: false, colour: '#1c7ed6' },
];
const GOODS: [string, string, number][] = [
  ['זר בלוני הליום "יום הולדת שמח"', 'זהב/לבן', 14900],
  ['בלון מספר ענק 86 ס"מ', 'ורוד', 3900],
  ['סט כלים חד פעמיים ל-20 איש', 'מנטה', 6900],
  ['מפה חד פעמית 137×274', 'כחול', 1290],
  ['באנר "מזל טוב" + שם אישי', 'לפי בחירה', 8900],
  ["קשת בלונים אורגנית 2 מ'", 'פסטל', 24900],
  ['נרות יום הולדת זיקוקים (6)', '-', 1990],
  ['קונפטי נייר מתכלה', 'צבעוני', 1490],
  ["כובעי מסיבה (10 יח')", 'כסף', 2490],
  ['פיניאטה כוכב', 'צבעוני', 7900],
  ['מכונת בועות סבון', '-', 11900],
  ['שקיות הפתעה לאורחים (12)', 'חד-קרן', 3490],
];

/**
 * A party supplies web shop's invoice printed from its order page on A4 (Noto Sans Hebrew, FreeSans or Hadasim
 * CLM; the brand in Ellinia CLM or Aharoni CLM in the shop's colour with a row of dots): "חשבונית מס קבלה
 * מס'" (five digits) and "תאריך" beside "הזמנה מס' #" (a letter and five digits) with its date and time a day
 * or two before; "תאריך האירוע" ahead and the delivery or pickup slot; the buyer (a parent with a mobile, or
 * a kindergarten or events company with a valid ח.פ. or ת.ז.); items with "מק"ט", a colour and qty × price;
 * "סכום ביניים", a coupon ("BDAY20", "PARTY10") with a leading minus on some, "משלוח עד הבית" or "איסוף
 * עצמי - חינם", "סה"כ לתשלום", "המחירים כוללים מע"מ", "מתוכו מע"מ 17%/18%"; paid by card (masked, up to
 * two payments), PayPal with a transaction id or Bit; the legal name or the owner's name with its id at the
 * foot with the shop's domain.
 */
export const hePartySuppliesWebshopOrder: Layout = {
  id: 'he-party-supplies-webshop-order',
  lang: 'he',
  kind: 'online order',
  make(seed: Rng) {
    const rng = stirred(seed, 'he-party-supplies-webshop-order');
    const s = rng.pick(SHOPS);
    const vendorTaxId = vendorId(s.legal, s.company);
    const date = randomDate(rng, '2024-01-01', '2025-12-31');
    const rate = israeliRate(date);
    const ordered = addDays(date, -rng.int(0, 2));
    const rows = rng
      .some(GOODS, rng.int(3, 7))
      .map(([name, colour, unit]) => ({ name, colour, unit, qty: rng.int(1, 3), sku: `${rng.pick(['PB', 'TW', 'DC', 'BL'])}-${rng.digits(4)}` }));
    const sub = rows.reduce((a, r) => a + r.qty * r.unit, 0);
    const coupon = rng.chance(0.4)
      ? rng.pick([
          ['BDAY20', 20],
          ['PARTY10', 10],
        ] as const)
      : null;
    const off = coupon ? share(sub, coupon[1]) : 0;
    const pickup = rng.chance(0.3);
    const delivery = pickup ? 0 : sub - off >= 35000 ? 0 : 3990;
    const total = sub - off + delivery;
    const vat = vatOfGross(total, rate);
    const docNo = String(rng.int(10000, 59999));
    const orderNo = `#${rng.pick(['A', 'W', 'P'])}${rng.int(10000, 99999)}`;
    const buyer = rng.pick([
      { name: 'גן ילדים "פרפר נחמד"', id: `ח.פ. ${taxId(rng, true)}` },
      { name: 'אירועים בגדול בע"מ', id: `ח.פ. ${taxId(rng, true)}` },
      { name: 'שני אברהם', id: `ת.ז. ${personalId(rng)}` },
      { name: 'דנה ויוסי מזרחי', id: '' },
      { name: 'רותם קליין', id: '' },
    ]);
    const font = rng.pick(['Noto Sans Hebrew', 'FreeSans', 'Hadasim CLM']);
    const brandFont = rng.pick(['Ellinia CLM', 'Aharoni CLM']);
    const fmt = rng.pick(['dd/mm/yyyy', 'dd.mm.yy', 'd/m/yyyy'] as const);
    const payments = total > 30000 && rng.chance(0.5) ? 2 : 1;
    const pay = rng.pick([
      `כרטיס אשראי ${rng.pick(['ויזה', 'מסטרקארד'])} המסתיים ב-${rng.digits(4)}${payments > 1 ? ` · ${payments} תשלומים` : ''}`,
      `PayPal · מזהה עסקה ${rng.digits(4)}${String.fromCharCode(65 + rng.int(0, 25))}${rng.digits(6)}`,
      `ביט · אסמכתא ${rng.digits(9)}`,
    ]);
    const event = addDays(date, rng.int(2, 12));
    const rowsHtml = rows
      .map(
        (x) =>
          `<tr><td><b>${esc(x.name)}</b><div class="meta">מק"ט ${x.sku} · צבע: ${esc(x.colour)}</div></td><td class="c">${x.qty}</td><td class="n">${amount(x.unit)}</td><td class="n">${amount(x.qty * x.unit)}</td></tr>`,
      )
      .join('');
    const line = (a: string, b: string, cls = '') => `<div class="l ${cls}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="wrap"><div class="brand" style="color:${s.colour};font-family:'${brandFont}','Noto Sans Hebrew',sans-serif">${esc(s.brand)}</div><div class="dots" style="color:${s.colour}">● ● ● ● ● ● ●</div>
<div class="sm">כל מה שצריך למסיבה - עד הבית · www.${s.domain}</div>
<div class="facts"><div><span>חשבונית מס קבלה מס'</span><b>${docNo}</b></div><div><span>תאריך</span><b>${dt(date, fmt)}</b></div><div><span>הזמנה מס'</span><b><bdi>${orderNo}</bdi></b></div><div><span>תאריך הזמנה</span><b>${dt(ordered, fmt)} ${hhmm(rng.int(7 * 60, 23 * 60))}</b></div></div>
<div class="two"><div><div class="cap">פרטי הלקוח</div>${esc(buyer.name)}${buyer.id ? `<br>${buyer.id}` : ''}<br>נייד: <bdi>${cellular(rng)}</bdi></div>
<div><div class="cap">${pickup ? 'איסוף עצמי' : 'משלוח'}</div>${pickup ? "מהמחסן, רח' המלאכה 9" : `${rng.pick(["רח' האלון 12, רעננה", "רח' הנביאים 5, חדרה", "שד' ירושלים 40, אשקלון"])}`}<br>מועד: ${dt(addDays(date, 1), fmt)} בין 10:00-14:00<br>תאריך האירוע: ${dt(event, fmt)}</div></div>
<table><tr><th>פריט</th><th class="c">כמות</th><th class="n">מחיר יח'</th><th class="n">סה"כ</th></tr>${rowsHtml}</table>
<div class="sums">${line('סכום ביניים', amount(sub))}${coupon ? line(`קופון ${coupon[0]} (${coupon[1]}%)`, `<bdi dir="ltr">-${amount(off)}</bdi>`) : ''}${line(pickup ? 'איסוף עצמי - חינם' : 'משלוח עד הבית', delivery ? amount(delivery) : '0.00')}
${line('סה"כ לתשלום', `₪${amount(total)}`, 'grand')}${line(`מתוכו מע"מ ${rate}%`, amount(vat), 'sm')}<div class="sm">המחירים כוללים מע"מ</div></div>
<div class="paid">שולם: ${esc(pay)} · ${amount(total)} ₪</div>
<div class="foot">${esc(s.legal)} · ${s.label} ${vendorTaxId} · ${s.domain} · שירות לקוחות בוואטסאפ <bdi>${cellular(rng)}</bdi><br>ניתן לבטל הזמנה עד 48 שעות לפני מועד המשלוח. מוצרי הליום אינם ניתנים להחזרה.</div></div>`;
    const css = `body{font-family:'${font}','Noto Sans Hebrew',sans-serif;font-size:11.5px;color:#222}.wrap{padding:14mm 18mm}.brand{font-size:36px;font-weight:bold;line-height:1}.dots{letter-spacing:3px;font-size:9px;margin:1mm 0}
.sm{font-size:9.5px;color:#666}.facts{display:grid;grid-template-columns:1fr 1fr;gap:1.5mm 8mm;margin:6mm 0;padding:4mm;background:#f6f3f7;border-radius:3mm}.facts span{color:#666;margin-left:3mm}
.two{display:flex;gap:10mm;line-height:1.6}.two>div{flex:1}.cap{font-weight:bold;border-bottom:1px solid #ddd;margin-bottom:1mm}table{width:100%;border-collapse:collapse;margin-top:6mm}th{text-align:right;font-size:10px;color:#666;border-bottom:1px solid #999;padding:1.5mm}
td{padding:2mm 1.5mm;border-bottom:1px solid #eee;vertical-align:top}.meta{font-size:9.5px;color:#777}.c{text-align:center}.n{text-align:left;white-space:nowrap}.sums{width:80mm;margin-right:auto;margin-top:4mm}
.l{display:flex;justify-content:space-between;padding:1mm 0}.grand{font-size:15px;font-weight:bold;border-top:2px solid #222;margin-top:1mm}.paid{margin-top:6mm;padding:2mm 3mm;border:1px dashed #999}.foot{margin-top:10mm;font-size:9.5px;color:#555;line-height:1.6}`;
    return {
      page: 'A4',
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      truth: { vendorName: s.legal, vendorTaxId, documentNumber: docNo, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
