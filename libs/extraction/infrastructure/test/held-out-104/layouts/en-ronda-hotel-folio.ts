import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { de, dt } from '../../generalisation/notation';
import { next, plus, total, vatOn } from './extra';

const ID = 'en-ronda-hotel-folio';

/** Room type, euro cents a night before IVA in 2022 (low season). */
const ROOMS: [string, number][] = [
  ['Doble estándar / Standard double', 8900],
  ['Doble vista al Tajo / Gorge-view double', 11900],
  ['Junior suite con terraza / Junior suite, terrace', 16500],
];
const GUESTS: [string, string][] = [
  ['Amelia Hartono', 'Brazil'],
  ['Tomasz Wrobel', 'Canada'],
  ['Ingrid Solberg', 'Finland'],
  ['Rafael Quintero', 'Quebec'],
  ['Yuki Tanabe', 'Wales'],
  ['Hamish Gordon', 'Scotland'],
];

/**
 * A small hotel on the gorge at Ronda, Andalusia, Spain, the guest's invoice at departure in euros, Spanish beside
 * English, A4 (URW Bookman for the name and headings, Nimbus Sans): "Hotel Mirador del Tajo" in terracotta over a thin
 * arch, "Calle Tenorio, 29400 Ronda (Málaga) · España", the company "Alojamientos Mirador del Tajo, S.L." with its CIF
 * (a distractor, not an Israeli id); a right-hand block "FACTURA / INVOICE" with "Nº / No." (the year, "/A/" and four
 * digits) and "Fecha / Date" dd/mm/yyyy (the departure); the guest, country, room, arrival and departure, nights, adults
 * and the booking reference (distractors); a table of "Concepto / Item", "Cant. / Qty", "Precio / Price", "Importe /
 * Amount" in euros with decimal commas: the nights (dearer from April to October), breakfast a person a night,
 * sometimes dinner and washing, all at IVA 10%; "Base imponible / Taxable base", "IVA 10% / VAT 10%" added, "TOTAL
 * EUR"; paid by card (a distractor); any day.
 */
export const enRondaHotelFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    const rise = 1 + (year - 2022) * 0.05;
    const high = month >= 4 && month <= 10;
    const nights = rng.int(1, 4);
    const adults = rng.int(1, 2);
    const arrival = plus(date, -nights);
    const [room, base] = rng.pick(ROOMS);
    const night = Math.round((base * rise * (high ? 1.35 : 1)) / 100) * 100;
    const lines: [string, number, number][] = [[`${room}`, nights, night]];
    lines.push(['Desayuno buffet / Breakfast', nights * adults, Math.round((1200 * rise) / 50) * 50]);
    if (rng.chance(0.4)) lines.push(['Cena en el restaurante / Dinner (food)', adults, Math.round((3400 * rise) / 50) * 50]);
    if (rng.chance(0.25)) lines.push(['Lavandería / Washing and ironing', 1, Math.round((1800 * rise) / 50) * 50]);
    const base10 = total(lines.map(([, q, p]) => q * p));
    const vat = vatOn(base10, 10);
    const gross = base10 + vat;
    const vendorName = 'Alojamientos Mirador del Tajo, S.L.';
    const doc = `${year}/A/${rng.digits(4)}`;
    const [guest, country] = rng.pick(GUESTS);
    const eur = (c: number) => `${de(c)} €`;
    const rows = lines.map(([n, q, p]) => `<tr><td>${n}</td><td>${q}</td><td>${eur(p)}</td><td>${eur(q * p)}</td></tr>`).join('');
    const body = `<div class="hd"><div><div class="nm">Hotel Mirador del Tajo</div><svg width="210" height="16" viewBox="0 0 210 16"><path d="M2 15 Q105 -8 208 15" fill="none" stroke="#b5542d" stroke-width="2"/></svg><div class="ad">Calle Tenorio ${rng.int(2, 30)}, 29400 Ronda (Málaga) · España<br>Tel. +34 952 ${rng.digits(3)} ${rng.digits(3)}<br>${vendorName} · CIF B${rng.int(29, 93)}${rng.digits(6)}</div></div>
<div class="fx"><div class="ft">FACTURA / INVOICE</div><div>Nº / No. <b>${doc}</b></div><div>Fecha / Date <b>${dt(date, 'dd/mm/yyyy')}</b></div></div></div>
<table class="st"><tr><td>Huésped / Guest</td><td><b>${guest}</b> (${country})</td><td>Habitación / Room</td><td>${rng.int(1, 3)}0${rng.int(1, 9)}</td></tr><tr><td>Llegada / Arrival</td><td>${dt(arrival, 'dd/mm/yyyy')}</td><td>Salida / Departure</td><td>${dt(date, 'dd/mm/yyyy')}</td></tr><tr><td>Noches / Nights</td><td>${nights}</td><td>Adultos / Adults</td><td>${adults}</td></tr><tr><td>Reserva / Booking</td><td>${rng.pick(['BK', 'WB', 'TL'])}-${rng.digits(6)}</td><td></td><td></td></tr></table>
<table class="t"><tr><th>Concepto / Item</th><th>Cant. / Qty</th><th>Precio / Price</th><th>Importe / Amount</th></tr>${rows}</table>
<table class="tot"><tr><td>Base imponible / Taxable base</td><td>${eur(base10)}</td></tr><tr><td>IVA 10% / VAT 10%</td><td>${eur(vat)}</td></tr><tr class="g"><td>TOTAL EUR</td><td>${eur(gross)}</td></tr></table>
<p class="pd">Pagado con tarjeta / Paid by card **** ${rng.digits(4)} · Gracias por su visita / Thank you for staying with us.</p>`;
    const css = `body{font-family:'Nimbus Sans';font-size:12px;padding:16mm 16mm;color:#2b2118}.hd{display:flex;justify-content:space-between;align-items:flex-start}.nm{font-family:'URW Bookman';font-size:26px;color:#b5542d}.ad{font-size:10.5px;line-height:1.5;color:#555}
.fx{border-left:3px solid #b5542d;padding:4px 0 4px 12px;line-height:1.7;min-width:62mm}.ft{font-family:'URW Bookman';font-size:17px;font-weight:bold}
.st{width:100%;border-collapse:collapse;margin:16px 0 10px;background:#f8efe8}.st td{padding:4px 8px}.st td:nth-child(odd){color:#7a5a48;font-size:11px}
.t{width:100%;border-collapse:collapse}.t th{font-family:'URW Bookman';font-size:11px;text-align:left;border-bottom:2px solid #b5542d;padding:5px 4px}.t td{padding:6px 4px;border-bottom:1px solid #e4d6cc}.t td:nth-child(n+2),.t th:nth-child(n+2){text-align:right}
.tot{margin:12px 0 0 auto;border-collapse:collapse;min-width:90mm}.tot td{padding:4px 6px}.tot td:last-child{text-align:right}.tot .g td{font-family:'URW Bookman';font-weight:bold;font-size:15px;background:#b5542d;color:#fff}.pd{margin-top:26px;font-size:11px;color:#555}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
