import { amount, htmlPage, israeliRate, Layout, truthAmount } from '../../generalisation/kit';
import { cellular, dt, heDay } from '../../generalisation/notation';
import { baseCss, idOf, items, ltr, next, plus, total, vatOn, weekdayOf } from './extra';

const ID = 'he-caravan-park-folio';

/**
 * A caravan and camping park in the Arava, its folio on A5 (Yehuda CLM heading, Noto Serif Hebrew text): the park's name with
 * "חניון קרוונים וקמפינג", "חשבון שהייה" with the booking number at the right and "חשבונית מס קבלה" with its number at the left,
 * the guests, the pitch, arrival and departure with their Hebrew weekdays (dd.mm.yy), each night on its own line with the
 * pitch's rate (higher on Thursday and Friday nights) and adults beyond two, electricity by the kWh read off the pitch's meter,
 * shower tokens, a jeep tour on some, "סה"כ לפני מע"מ", VAT added, "סה"כ", the deposit taken at booking and the card payment,
 * "יתרה 0.00", the company and its id in the footer. Dated the day of departure.
 */
export const heCaravanParkFolio: Layout = {
  id: ID,
  lang: 'he',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng, [1, 2, 3, 4, 5, 10, 11, 12]);
    const rate = israeliRate(date);
    const up = 1 + (Number(date.slice(0, 4)) - 2022) * 0.05;
    const p = (a: number) => Math.round((a * up) / 100) * 100;
    const nights = rng.int(2, 6);
    const arrival = plus(date, -nights);
    const adults = rng.int(2, 4);
    const rows: string[][] = [];
    const sums: number[] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      const weekend = weekdayOf(d) === 4 || weekdayOf(d) === 5;
      const pitch = p(weekend ? 22000 : 16000);
      const extra = (adults - 2) * p(4500);
      rows.push([ltr(dt(d, 'dd/mm')), `לינה - ${weekend ? 'סופ"ש' : 'אמצע שבוע'}${extra ? ` + ${ltr(String(adults - 2))} מבוגר/ים` : ''}`, ltr(amount(pitch + extra))]);
      sums.push(pitch + extra);
    }
    const kwh = rng.int(14, 70);
    const perKwh = p(120);
    const elec = kwh * perKwh;
    rows.push(['', `חשמל בעמדה - ${ltr(String(kwh))} קוט"ש × ${ltr(amount(perKwh))}`, ltr(amount(elec))]);
    sums.push(elec);
    const tokens = rng.int(0, 8);
    if (tokens) {
      rows.push(['', `אסימוני מקלחת חמה × ${ltr(String(tokens))}`, ltr(amount(tokens * 1000))]);
      sums.push(tokens * 1000);
    }
    if (rng.chance(0.4)) {
      const jeep = adults * p(18000);
      rows.push([ltr(dt(plus(arrival, 1), 'dd/mm')), `סיור ג׳יפים בערבה × ${ltr(String(adults))}`, ltr(amount(jeep))]);
      sums.push(jeep);
    }
    const net = total(sums);
    const vat = vatOn(net, rate);
    const gross = net + vat;
    const deposit = Math.min(gross, Math.round(sums[0] / 100) * 100);
    const vendorName = 'ערבה נוודים תיירות בע"מ';
    const taxId = idOf(vendorName, true);
    const doc = `${rng.int(2, 7)}${rng.digits(4)}`;
    const body = `<div class="nm">נוודי הערבה</div><div class="c">חניון קרוונים וקמפינג · כביש 90, ליד צוקים · ${ltr(cellular(rng))}</div><div class="ln"></div>
<div class="hd"><div>חשבון שהייה<br>הזמנה ${ltr(`#${rng.digits(5)}`)}</div><div class="l">חשבונית מס קבלה<br><b>${ltr(doc)}</b></div></div>
<table class="info"><tr><th>אורחים</th><td>${rng.pick(['משפחת ביטון', 'גיל ומיכל הראל', 'משפחת קליין', 'דנה ויואב שחר'])} (${ltr(String(adults))} מבוגרים)</td></tr><tr><th>עמדה</th><td>${ltr(`C-${rng.int(1, 40)}`)} · קרוון ${rng.pick(['פרטי', 'שכור'])}</td></tr>
<tr><th>הגעה</th><td>${heDay(arrival)} ${ltr(dt(arrival, 'dd.mm.yy'))}</td></tr><tr><th>עזיבה</th><td>${heDay(date)} ${ltr(dt(date, 'dd.mm.yy'))}</td></tr></table>
${items(['תאריך', 'פירוט', 'סכום'], rows)}
<table class="tt"><tr><td>סה"כ לפני מע"מ</td><td>${ltr(amount(net))}</td></tr><tr><td>מע"מ ${ltr(`${rate}%`)}</td><td>${ltr(amount(vat))}</td></tr><tr class="g"><td>סה"כ</td><td>${ltr(amount(gross))} ₪</td></tr>
<tr><td>מקדמה בהזמנה</td><td>${ltr(amount(-deposit))}</td></tr><tr><td>תשלום באשראי</td><td>${ltr(amount(-(gross - deposit)))}</td></tr><tr><td>יתרה</td><td>${ltr(amount(0))}</td></tr></table>
<div class="ft">${vendorName} · ח.פ. ${ltr(taxId)} · תודה ולהתראות במדבר</div>`;
    const css = `${baseCss}
body{font-family:'Noto Serif Hebrew','FreeSerif';font-size:11.5px;padding:9mm 11mm}.nm{font-family:'Yehuda CLM';font-size:28px;text-align:center;color:#8a4b14}.ln{border-top:2px solid #8a4b14;margin:5px 0}
.hd{display:flex;justify-content:space-between;font-size:14px;margin:6px 0}.l{text-align:left}.info th{text-align:start;font-weight:normal;color:#555;padding:1px 0 1px 10px}
.items td:last-child,.items th:last-child{text-align:left}.tt{width:55%;margin:4px auto 8px 0}.tt td{padding:2px 6px}.tt td:last-child{text-align:left}.tt .g td{font-weight:bold;font-size:14px;border-top:1.5px solid #000;border-bottom:1.5px solid #000}
.ft{font-size:9.5px;text-align:center;border-top:1px solid #999;padding-top:4px;margin-top:8px}`;
    return {
      html: htmlPage({ lang: 'he', dir: 'rtl', page: 'A5', css, body }),
      page: 'A5',
      truth: { vendorName, vendorTaxId: taxId, documentNumber: doc, date, currency: 'ILS', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
