import { addDays, amount, esc, htmlPage, Layout, randomDate, Rng, time, truthAmount, vatOfGross } from '../../generalisation/kit';
import { dt, share } from '../../generalisation/notation';
import { fakeQr } from './extra';

const SHOPS = [
  { brand: 'SKI-VERLEIH BERGBLICK', legal: 'Bergblick Sport & Verleih GmbH', addr: 'Dorfstraße 21, 6561 Ischgl, Austria', fn: 'FN 412873 s' },
  { brand: 'HOCHALM RENT', legal: 'Moser Sport und Freizeit KG', addr: 'Talstation 3, 5580 Tamsweg, Austria', fn: 'FN 297114 k' },
  { brand: 'Sport Gruber Rental', legal: 'Sport Gruber e.U.', addr: 'Zellerstraße 5, 5710 Kaprun, Austria', fn: 'FN 508362 b' },
];
/** Label, price per day in cents (VAT included). */
const GEAR: [string, number][] = [
  ['Ski Premium (Kat. A) / Premium skis', 3900],
  ['Ski Comfort (Kat. B) / Comfort skis', 2900],
  ['Snowboard', 3100],
  ['Skischuhe / Ski boots', 1600],
  ['Snowboardboots / Snowboard boots', 1500],
  ['Helm / Helmet', 700],
  ['Kinder-Set / Kids set (ski+boots)', 1900],
  ['Stöcke / Poles', 300],
];

/**
 * An Austrian ski rental shop's receipt in EUR on 80 mm paper (DejaVu Sans condensed, Nimbus Sans
 * Narrow or Liberation Mono; German and English labels): the brand, the legal name (GmbH, KG or
 * e.U.) with "UID ATU…" and the company register number, "Rechnung / Invoice", "Beleg-Nr. /
 * Receipt no." with the register ("K2-118734"), the date and time, the rental start and the later
 * return day, a set per skier (skis or board, boots, helmet) × days, damage protection per set and
 * day on some, an online-booking discount of 15% on some, "SUMME EUR", the 20% VAT table (net, VAT,
 * gross), card or cash with change, the register id and a QR code (RKSV).
 */
export const enAustrianSkiRental: Layout = {
  id: 'en-austrian-ski-rental',
  lang: 'en',
  kind: 'foreign currency',
  make(rng: Rng) {
    const s = rng.pick(SHOPS);
    // Winter seasons only.
    const season = rng.pick([
      ['2023-12-10', '2024-04-10'],
      ['2024-12-05', '2025-04-12'],
      ['2025-12-06', '2026-03-31'],
    ]);
    const date = randomDate(rng, season[0], season[1]);
    const days = rng.int(2, 6);
    const skiers = rng.int(1, 3);
    const rows: [string, string, number][] = [];
    for (let i = 1; i <= skiers; i++) {
      const kid = i > 1 && rng.chance(0.4);
      const set: [string, number][] = kid ? [GEAR[6], GEAR[5]] : [rng.pick(GEAR.slice(0, 3)), rng.chance(0.5) ? GEAR[3] : GEAR[4], ...(rng.chance(0.6) ? [GEAR[5]] : [])];
      for (const [name, perDay] of set) rows.push([`${i}) ${name}`, `${days} × ${amount(perDay, { eu: true })}`, days * perDay]);
    }
    if (rng.chance(0.5)) rows.push(['Bruchschutz / Damage protection', `${skiers * days} × 3,00`, skiers * days * 300]);
    const sub = rows.reduce((a, r) => a + r[2], 0);
    const discount = rng.chance(0.4) ? share(sub, 15) : 0;
    const total = sub - discount;
    const vat = vatOfGross(total, 20);
    const docNo = `K${rng.int(1, 4)}-${rng.int(100000, 199999)}`;
    const font = rng.pick(['DejaVu Sans', 'Nimbus Sans Narrow', 'Liberation Mono']);
    const card = rng.chance(0.65);
    const given = Math.ceil(total / 5000) * 5000;
    const r = (a: string, b: string, c = '') => `<div class="r ${c}"><span>${a}</span><span>${b}</span></div>`;
    const body = `<div class="s"><div class="brand">${esc(s.brand)}</div><div class="c">${esc(s.legal)}</div><div class="c">${esc(s.addr)}</div><div class="c">UID ATU${rng.digits(8)} · ${s.fn}</div><div class="c">Tel. +43 ${rng.int(5200, 6599)} ${rng.digits(5)}</div>
<div class="d"></div><div class="c b big">RECHNUNG / INVOICE</div>${r('Beleg-Nr. / Receipt no.', docNo, 'b')}${r('Datum / Date', `${dt(date, 'dd.mm.yyyy')} ${time(rng)}`)}
${r('Mietbeginn / Start', dt(date, 'dd.mm.yyyy'))}${r('Rückgabe / Return', `${dt(addDays(date, days - 1), 'dd.mm.yyyy')} bis 17:00`)}${r('Mietvertrag / Contract', rng.digits(6))}<div class="d"></div>
${rows.map(([n, q, c]) => `<div>${esc(n)}</div>${r(`&nbsp;&nbsp;${q}`, amount(c, { eu: true }))}`).join('')}<div class="d"></div>
${discount ? `${r('Zwischensumme / Subtotal', amount(sub, { eu: true }))}${r('Online-Rabatt / Discount 15%', `-${amount(discount, { eu: true })}`)}` : ''}
${r('SUMME EUR', amount(total, { eu: true }), 'b big')}<div class="d"></div>
<table><tr><th>MwSt</th><th>Netto</th><th>Steuer</th><th>Brutto</th></tr><tr><td>A 20%</td><td>${amount(total - vat, { eu: true })}</td><td>${amount(vat, { eu: true })}</td><td>${amount(total, { eu: true })}</td></tr></table><div class="d"></div>
${card ? `${r(rng.pick(['Bankomat / Debit card', 'Kreditkarte / Credit card']), amount(total, { eu: true }))}${r('Karte / Card', `**** ${rng.digits(4)}`)}${r('Autorisierung / Auth.', rng.digits(6))}` : `${r('Bar / Cash', amount(given, { eu: true }))}${r('Rückgeld / Change', amount(given - total, { eu: true }))}`}
<div class="d"></div><div class="c sm">Kassen-ID: VL-0${rng.int(1, 4)} · Sig.-Zert. ${rng.digits(8)}</div><div class="qr">${fakeQr(rng)}</div>
<div class="c sm">Danke und einen schönen Skitag! Thank you and enjoy the slopes!</div></div>`;
    const css = `body{font-family:'${font}',sans-serif;${font === 'DejaVu Sans' ? 'font-stretch:condensed;' : ''}font-size:11.5px;color:#000}.s{width:72mm;padding:4mm}.brand{font-size:19px;font-weight:bold;text-align:center;letter-spacing:0.5px}
.c{text-align:center}.b{font-weight:bold}.big{font-size:13.5px}.d{border-top:1px dashed #000;margin:2mm 0}.r{display:flex;justify-content:space-between;gap:2mm}.sm{font-size:9.5px}
table{width:100%;border-collapse:collapse;font-size:10.5px}th,td{text-align:right;padding:0 0.5mm}th:first-child,td:first-child{text-align:left}.qr{text-align:center;margin:2mm 0}`;
    return {
      page: '80mm 260mm',
      html: htmlPage({ lang: 'en', dir: 'ltr', page: '80mm 260mm', css, body }),
      truth: { vendorName: s.legal, documentNumber: docNo, date, currency: 'EUR', total: truthAmount(total), tax: truthAmount(vat) },
    };
  },
};
