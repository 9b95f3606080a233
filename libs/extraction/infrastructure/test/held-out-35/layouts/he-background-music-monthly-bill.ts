import { amount, esc, htmlPage, israeliRate, Layout, taxId, truthAmount } from '../../generalisation/kit';
import { D, dt, firstOfMonth, heMonth, lastOfMonth, notAnId } from '../../generalisation/notation';
import { add, dated, lr, officeDay, shift, taxOn, vid } from './extra';

const ID = 'he-background-music-monthly-bill';

const VENDORS = [
  {
    brand: 'AMBIENTA',
    legal: 'אמביינטה פתרונות שמע בע"מ',
    company: true,
    label: 'ח.פ.',
    style: 'dd/mm/yyyy' as D,
    dateLabel: 'תאריך המסמך',
    num: (k: number) => `MU${k}`,
    digits: [100000, 999999],
    color: '#3d2c8d',
    font: "'Nachlieli CLM','Noto Sans Hebrew',sans-serif",
  },
  {
    brand: 'פסקול לעסק',
    legal: 'עמית רוזנבלום',
    company: false,
    label: 'עוסק מורשה',
    style: 'd.m.yy' as D,
    dateLabel: 'ת. חשבונית',
    num: (k: number) => `${k}`,
    digits: [20000, 49999],
    color: '#c2410c',
    font: "'Noto Sans Hebrew','Simple CLM',sans-serif",
  },
];

const CUSTOMERS = ['קפה גלילה בע"מ', 'סטודיו כושר אלפא בע"מ', 'אופטיקה מרום בע"מ', 'מספרת קו אחד בע"מ', 'מאפיית השדרה בע"מ'];

export const heBackgroundMusicMonthlyBill: Layout = {
  id: ID,
  lang: 'he',
  kind: 'utility bill',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng, undefined, [1, 6]);
    const date = officeDay(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng.int(v.digits[0], v.digits[1]));
    const from = firstOfMonth(date);
    const to = lastOfMonth(date);
    const due = shift(date, rng.int(10, 15));
    const customer = rng.pick(CUSTOMERS);
    const custId = taxId(rng, true);
    const sub = notAnId(rng);
    const zones = rng.int(1, 4);
    const zonePrice = rng.pick([7900, 8900, 9900]);
    const rows: [string, string, number][] = [
      [`מנוי ערוצי מוזיקה — ${zones} אזורים`, `${zones} x ${amount(zonePrice)}`, zones * zonePrice],
      ['דמי רישוי תמלוגים לביצוע פומבי', 'חודשי', rng.pick([6500, 7200, 8400])],
      ['השכרת נגן סטרימינג', `${zones} x ${amount(2500)}`, zones * 2500],
    ];
    if (rng.chance(0.4)) rows.push(['הקלטת הודעות קוליות (חד-פעמי)', '1 x 180.00', 18000]);
    if (rng.chance(0.3)) rows.push(['הנחת נאמנות 10% על המנוי', '', -Math.round((zones * zonePrice) / 10)]);
    const net = add(rows.map((r) => r[2]));
    const tax = taxOn(net, rate);
    const total = net + tax;
    const prev = rng.int(30000, 70000);
    const vendorBlock = `<div class="brand">${esc(v.brand)}</div><div class="b">${esc(v.legal)}</div><div>${v.label} ${id}</div><div>רח' הנפח 4, הרצליה פיתוח</div><div>${lr('09-9502277')}</div><div>${lr('billing@ambienta.co.il')}</div><div class="sm">מוזיקת רקע מורשית לחנויות, מסעדות וחדרי כושר</div>`;
    const facts = `<table class="facts">
<tr><td>${v.dateLabel}</td><td>${dt(date, v.style)}</td></tr>
<tr><td>תקופת השירות</td><td>${heMonth(date)} (${lr(`${dt(from, 'dd/mm/yyyy')} - ${dt(to, 'dd/mm/yyyy')}`)})</td></tr>
<tr><td>מספר מנוי</td><td>${sub}</td></tr>
<tr><td>מועד תשלום אחרון</td><td>${dt(due, 'dd/mm/yyyy')}</td></tr>
</table>`;
    const table = `<table class="items"><tr><th>פירוט</th><th>כמות / תעריף</th><th>סכום ₪</th></tr>${rows
      .map((r) => `<tr><td>${esc(r[0])}</td><td>${lr(r[1])}</td><td>${r[2] < 0 ? lr(`-${amount(-r[2])}`) : amount(r[2])}</td></tr>`)
      .join('')}</table>
<table class="tot">
<tr><td>סה"כ לפני מע"מ</td><td>${amount(net)}</td></tr>
<tr><td>מע"מ ${rate}%</td><td>${amount(tax)}</td></tr>
<tr class="big"><td>סה"כ לתשלום</td><td>₪ ${amount(total)}</td></tr>
</table>
<div class="note">התשלום הקודם בסך ${amount(prev)} ₪ התקבל בהוראת קבע ב-${dt(shift(from, -rng.int(18, 25)), 'dd/mm/yyyy')}. החיוב הבא יבוצע ב-${dt(firstOfMonth(date, 1), 'dd/mm/yyyy')}.</div>`;
    const customerBlock = `<div class="cust"><b>לכבוד:</b> ${esc(customer)} · ח.פ. ${custId}<br>סניף: ${rng.pick(["רח' אבן גבירול 140, תל אביב", 'קניון הזהב, ראשון לציון', "רח' הרצל 5, חיפה"])}</div>`;
    const body =
      n % 2 === 0
        ? `<div class="pg two"><main><h1>חשבונית מס ${lr(number)}</h1><div class="sm">מקור</div>${customerBlock}${facts}${table}</main><aside>${vendorBlock}</aside></div>`
        : `<div class="pg"><header><div class="brand">${esc(v.brand)}</div><div class="sm">מוזיקת רקע ורישוי לבתי עסק</div></header><h1>חשבונית מס מס' ${lr(number)}</h1><div class="sm">העתק נאמן למקור</div>${customerBlock}${facts}${table}<footer><b>${esc(v.legal)}</b> · ${v.label} ${id} · רח' ז'בוטינסקי 33, פתח תקווה · ${lr('052-6120348')}</footer></div>`;
    const css = `body{font-family:${v.font};font-size:12px;color:#1f1f1f}.pg{width:210mm;height:296mm;box-sizing:border-box;padding:14mm;position:relative}.two{display:flex;flex-direction:row;gap:8mm;padding-left:0}.two main{flex:1}.two aside{order:2;width:55mm;background:${v.color};color:#fff;padding:10mm 5mm;line-height:1.6;font-size:11px}.two aside .brand{color:#fff}.brand{font-family:'URW Gothic','Noto Sans Hebrew',sans-serif;font-size:26px;font-weight:bold;color:${v.color}}.b{font-weight:bold}.sm{font-size:10px;color:#666}.two aside .sm{color:#ddd}h1{font-size:20px;color:${v.color};margin:6mm 0 1mm}.cust{margin:5mm 0;padding:3mm;background:#f4f2fa}.facts{border-collapse:separate;border-spacing:0 3px;margin-bottom:5mm}.facts td{padding:2px 8px}.facts td:first-child{font-weight:bold;color:${v.color}}.items{width:100%;border-collapse:collapse}.items th{background:${v.color};color:#fff;padding:4px;text-align:right}.items td{border-bottom:1px solid #ddd;padding:4px}.items td:last-child{text-align:left}.tot{width:60%;margin:5mm auto 0 0}.tot td{padding:3px}.tot td:last-child{text-align:left}.big td{font-size:15px;font-weight:bold;border-top:2px solid ${v.color}}.note{margin-top:8mm;font-size:11px;color:#444}header{border-bottom:3px solid ${v.color};padding-bottom:3mm}footer{position:absolute;bottom:10mm;left:14mm;right:14mm;border-top:1px solid #999;padding-top:3mm;text-align:center;font-size:11px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
