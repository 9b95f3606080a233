import { amount, esc, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, hyphenId, notAnId } from '../../generalisation/notation';
import { add, bi, dated, lr, notSaturday, taxIn, vid } from './extra';

const ID = 'mixed-axe-throwing-receipt';

const ITEMS: [string, string, number][] = [
  ['מסלול זריקה שעה', 'Lane, 1 hour', 15000],
  ['משתתף נוסף', 'Extra thrower', 6000],
  ['טורניר קבוצתי', 'Group tournament', 9000],
  ['בירה מהחבית', 'Draft beer', 3200],
  ['שתייה קלה', 'Soft drink', 1200],
  ['נאצ׳וס', 'Nachos', 3800],
  ['תעודת אלוף', 'Champion certificate', 1500],
  ['חולצת מועדון', 'Club T-shirt', 7900],
];

const VENDORS = [
  {
    brand: 'גרזן',
    brandEn: 'AXE HOUSE',
    site: bi('מתחם התחנה, ראשון לציון', 'Station compound, Rishon LeZion'),
    legal: 'בית הגרזן פנאי בע"מ',
    company: true,
    label: bi('ח.פ.', 'Company ID'),
    idf: (id: string) => hyphenId(id),
    num: (r: { int(a: number, b: number): number }) => `AX${r.int(100000, 999999)}`,
    date: (iso: string) => dt(iso, 'dd/mm/yyyy'),
    font: "'Noto Sans Hebrew','Noto Sans',sans-serif",
    color: '#c2410c',
    top: true,
  },
  {
    brand: 'לומברג׳ק',
    brandEn: 'LUMBERJACK LANES',
    site: bi('פארק התעשייה, כפר סבא', 'Industrial Park, Kfar Saba'),
    legal: 'עמרי קליין',
    company: false,
    label: bi('עוסק מורשה', 'Licensed Dealer'),
    idf: (id: string) => id,
    num: (r: { int(a: number, b: number): number }) => `${r.int(3000, 9999)}`,
    date: (iso: string) => dt(iso, 'd.m.yy'),
    font: "'Hadasim CLM','FreeSans',sans-serif",
    color: '#166534',
    top: false,
  },
];

export const mixedAxeThrowingReceipt: Layout = {
  id: ID,
  lang: 'mixed',
  kind: 'services receipt',
  make(rng) {
    const { n, date: d0 } = dated(ID, rng);
    const date = notSaturday(d0);
    const v = VENDORS[n % 2];
    const id = vid(v.legal, v.company);
    const rate = israeliRate(date);
    const number = v.num(rng);
    const players = rng.int(2, 10);
    const lines = [ITEMS[0], ...rng.some(ITEMS.slice(1), rng.int(2, 4))].map(([he, en, price]) => ({
      he,
      en,
      qty: he === 'מסלול זריקה שעה' ? rng.int(1, 2) : rng.int(1, players),
      price,
    }));
    const sub = add(lines.map((l) => l.qty * l.price));
    const disc = rng.chance(0.4) ? -Math.round(sub * 0.15) : 0;
    const total = sub + disc;
    const tax = taxIn(total, rate);
    const cell = (he: string, en: string, val: string) => `<div class="cell"><div class="lb">${he}<br><bdi dir="ltr">${en}</bdi></div><div class="vl">${val}</div></div>`;
    const vendor = `<div class="c sm">${esc(v.legal)} · ${v.label} ${lr(v.idf(id))} · ${lr(cellular(rng))}</div>`;
    const body = `<div class="r">
<div class="band"><span class="brand">${v.brand}</span> <bdi dir="ltr" class="en">${v.brandEn}</bdi></div>
<div class="c sm">${v.site}</div>
${v.top ? vendor : ''}
<div class="c b t">${bi('חשבונית מס קבלה', 'Tax Invoice Receipt')}</div>
<div class="grid">${cell('מס׳ חשבונית', 'Invoice No.', lr(number))}${cell('תאריך', 'Date', lr(v.date(date)))}${cell('משבצת', 'Slot', lr(`${rng.int(16, 21)}:00`))}${cell('זורקים', 'Throwers', String(players))}${cell('מס׳ הזמנה', 'Booking', lr(`B-${rng.int(10000, 99999)}`))}${cell('כרטיס מועדון', 'Club card', lr(notAnId(rng)))}</div>
<table class="items">${lines.map((l) => `<tr><td>${l.he}<br><bdi dir="ltr" class="sm">${l.en}</bdi></td><td>${lr(`${l.qty} × ${amount(l.price)}`)}</td><td>${lr(amount(l.qty * l.price))}</td></tr>`).join('')}</table>
${disc ? `<div class="rw"><span>${bi('ביניים', 'Subtotal')}</span><span>${lr(amount(sub))}</span></div><div class="rw"><span>${bi('הנחת קבוצה 15%', 'Group 15% off')}</span><span>${lr(amount(disc))}</span></div>` : ''}
<div class="rw big"><span>${bi('סה"כ לתשלום', 'Total due')}</span><span>${lr(`₪ ${amount(total)}`)}</span></div>
<div class="rw"><span>${bi(`מתוכו מע"מ ${rate}%`, `of which VAT ${rate}%`)}</span><span>${lr(amount(tax))}</span></div>
<div class="rw"><span>${bi('אשראי', 'Card')}</span><span>${lr(`****${rng.digits(4)}`)}</span></div>
<div class="c sm">${bi('נעליים סגורות חובה', 'Closed shoes required')}</div>
${v.top ? '' : vendor}
</div>`;
    const css = `body{font-family:${v.font};font-size:10px;color:#111}.r{width:95mm;padding:4mm}.band{background:${v.color};color:#fff;text-align:center;padding:5px;border-radius:8px}.brand{font-size:18px;font-weight:bold}.en{font-size:11px;letter-spacing:2px}.c{text-align:center}.b{font-weight:bold}.t{margin:6px 0;font-size:12px}.sm{font-size:8px}.grid{display:grid;grid-template-columns:1fr 1fr 1fr;gap:3px;margin-bottom:6px}.cell{border:1px solid #bbb;padding:2px}.lb{font-size:7.5px;color:#555}.vl{font-weight:bold}.items{width:100%;border-collapse:collapse}.items td{padding:2px;border-bottom:1px dotted #bbb}.items td:nth-child(n+2){text-align:left}.rw{display:flex;justify-content:space-between}.big{font-weight:bold;font-size:13px;margin-top:4px;border-top:2px solid ${v.color}}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: '105mm 170mm', css, body }),
      page: '105mm 170mm',
      truth: { vendorName: v.legal, vendorTaxId: id, documentNumber: number, date, currency: 'ILS', total: truthAmount(total), tax: truthAmount(tax) },
    };
  },
};
