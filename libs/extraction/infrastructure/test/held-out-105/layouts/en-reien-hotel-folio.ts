import { htmlPage, Layout, truthAmount } from '../../generalisation/kit';
import { dt } from '../../generalisation/notation';
import { comma, next, plus, total, vatIn } from './extra';

const ID = 'en-reien-hotel-folio';

/** Room type and euro cents a night with VAT in 2022 (approximate); dearer from April to October. */
const ROOMS: [string, string, number][] = [
  ['Reiekamer', 'Canal-view double', 16500],
  ['Tweepersoonskamer', 'Double room', 13500],
  ['Eenpersoonskamer', 'Single room', 10500],
  ['Dakkamer', 'Attic double', 24500],
];
const GUESTS = ['Mr Adebayo Okafor', 'Ms Ingeborg Lund', 'Mr and Mrs Hiroshi Sato', 'Ms Priya Raman', 'Mr Tobias Larsen', 'Dr Helena Moreau'];

/**
 * A small canal-side hotel in Bruges, Belgium, the guest's invoice at departure in euros, Dutch beside English, A4 (URW
 * Gothic for the name and headings, Noto Serif): "Hotel De Reien" in widely spaced capitals over a drawn bridge, the
 * address on the Groenerei, "8000 Brugge · België", "De Reien Logies BV" with its "BTW / VAT BE" number (a distractor);
 * a two-column block: the guest, room, arrival, departure, nights and persons (distractors) opposite "Factuur / Invoice"
 * with "Nr. / No." (the year, a slash and four digits) and "Datum / Date" dd.mm.yyyy (the departure); a table with dates
 * (dd/mm), "Omschrijving / Description", "Aantal / Qty", "Prijs / Price", "BTW" and "Bedrag / Amount" with decimal
 * commas: each night at 6% and breakfast a person a night at 12% (prices include VAT); a VAT summary by rate (base and
 * VAT); "Totaal / Total EUR"; "Betaald / Paid" by card and "Saldo / Balance 0,00" (distractors); any day.
 */
export const enReienHotelFolio: Layout = {
  id: ID,
  lang: 'en',
  kind: 'hotel folio',
  make(rng) {
    const { date } = next(ID, rng);
    const year = Number(date.slice(0, 4));
    const month = Number(date.slice(5, 7));
    const [nl, en, base] = rng.pick(ROOMS);
    const nights = rng.int(1, 5);
    const persons = en.startsWith('Single') ? 1 : rng.int(1, 2);
    const arrival = plus(date, -nights);
    const high = month >= 4 && month <= 10;
    const room = Math.round((base * (1 + (year - 2022) * 0.05) * (high ? 1.25 : 1)) / 100) * 100;
    const bfast = Math.round((1800 * (1 + (year - 2022) * 0.05)) / 50) * 50;
    const withBreakfast = rng.chance(0.75);
    const rows: { d: string; text: string; q: number; unit: number; rate: number }[] = [];
    for (let i = 0; i < nights; i++) {
      const d = plus(arrival, i);
      rows.push({ d, text: `${nl} / ${en}`, q: 1, unit: room, rate: 6 });
      if (withBreakfast) rows.push({ d: plus(d, 1), text: 'Ontbijtbuffet / Breakfast', q: persons, unit: bfast, rate: 12 });
    }
    const sums = rows.map((r) => r.q * r.unit);
    const gross6 = total(rows.filter((r) => r.rate === 6).map((r) => r.q * r.unit));
    const gross12 = total(rows.filter((r) => r.rate === 12).map((r) => r.q * r.unit));
    const vat6 = vatIn(gross6, 6);
    const vat12 = vatIn(gross12, 12);
    const gross = total(sums);
    const vat = vat6 + vat12;
    const vendorName = 'De Reien Logies BV';
    const doc = `${year}/${rng.digits(4)}`;
    const e = (c: number) => `€ ${comma(c)}`;
    const bridge = `<svg width="120" height="28" viewBox="0 0 120 28"><path d="M2 26 H118 M10 26 V14 Q60 -6 110 14 V26" fill="none" stroke="#6d4c41" stroke-width="2.5"/><path d="M40 26 Q60 8 80 26" fill="none" stroke="#6d4c41" stroke-width="2"/></svg>`;
    const vatRows = [
      [6, gross6, vat6],
      [12, gross12, vat12],
    ].filter(([, g]) => g > 0);
    const body = `<div class="top"><div class="nm">HOTEL DE REIEN</div>${bridge}<div class="ad">Groenerei ${rng.int(2, 40)} · 8000 Brugge · België · +32 50 ${rng.digits(2)} ${rng.digits(2)} ${rng.digits(2)}<br>${vendorName} · BTW / VAT BE 0${rng.digits(3)}.${rng.digits(3)}.${rng.digits(3)}</div></div>
<div class="two"><table class="st"><tr><th>Gast / Guest</th><td>${rng.pick(GUESTS)}</td></tr><tr><th>Kamer / Room</th><td>${rng.int(1, 3)}${rng.digits(2)}</td></tr><tr><th>Aankomst / Arrival</th><td>${dt(arrival, 'dd.mm.yyyy')}</td></tr><tr><th>Vertrek / Departure</th><td>${dt(date, 'dd.mm.yyyy')}</td></tr><tr><th>Nachten / Nights</th><td>${nights}</td></tr><tr><th>Personen / Persons</th><td>${persons}</td></tr></table>
<div class="fc"><div class="ft">Factuur / Invoice</div><div>Nr. / No. <b>${doc}</b></div><div>Datum / Date <b>${dt(date, 'dd.mm.yyyy')}</b></div></div></div>
<table class="t"><tr><th>Datum</th><th>Omschrijving / Description</th><th>Aantal / Qty</th><th>Prijs / Price</th><th>BTW</th><th>Bedrag / Amount</th></tr>${rows.map((r, i) => `<tr><td>${dt(r.d, 'dd/mm')}</td><td>${r.text}</td><td>${r.q}</td><td>${comma(r.unit)}</td><td>${r.rate}%</td><td>${comma(sums[i])}</td></tr>`).join('')}</table>
<div class="end"><table class="vs"><tr><th>BTW / VAT</th><th>Excl. BTW / Base</th><th>BTW / VAT</th></tr>${vatRows.map(([r, g, v]) => `<tr><td>${r}%</td><td>${comma(g - v)}</td><td>${comma(v)}</td></tr>`).join('')}<tr class="b"><td>Totaal BTW / VAT total</td><td></td><td>${comma(vat)}</td></tr></table>
<table class="tt"><tr class="g"><td>Totaal / Total EUR</td><td>${e(gross)}</td></tr><tr><td>Betaald / Paid (Maestro)</td><td>${e(gross)}</td></tr><tr><td>Saldo / Balance</td><td>0,00</td></tr></table></div>
<p class="sm">Prijzen inclusief BTW · Prices include VAT. Dank u voor uw verblijf / Thank you for staying with us.</p>`;
    const css = `body{font-family:'Noto Serif';font-size:12px;padding:14mm 16mm;color:#3e2723}.top{text-align:center;border-bottom:1px solid #6d4c41;padding-bottom:8px}.nm{font-family:'URW Gothic';font-size:28px;letter-spacing:8px;color:#6d4c41}.ad{font-size:10.5px;line-height:1.6}
.two{display:flex;justify-content:space-between;margin:14px 0}.st th{text-align:start;font-weight:normal;color:#795548;padding:2px 12px 2px 0}.fc{border:1.5px solid #6d4c41;padding:8px 14px;line-height:1.7;align-self:flex-start}.ft{font-family:'URW Gothic';font-size:18px}
.t{width:100%;border-collapse:collapse}.t th{font-family:'URW Gothic';font-weight:normal;border-bottom:1.5px solid #6d4c41;text-align:start;padding:4px;font-size:11px}.t td{padding:4px;border-bottom:1px solid #e0d6d0}.t td:nth-child(n+3){text-align:right}
.end{display:flex;justify-content:space-between;gap:10mm;margin-top:14px}.vs{border-collapse:collapse;font-size:11px}.vs th,.vs td{padding:2px 8px;text-align:right;border-bottom:1px solid #e0d6d0}.b td{font-weight:bold}.tt td{padding:3px 8px}.tt td:last-child{text-align:right}.g td{font-weight:bold;font-size:16px;border-top:2px solid #6d4c41;border-bottom:2px solid #6d4c41}.sm{font-size:10.5px;color:#795548;margin-top:20px}`;
    return {
      html: htmlPage({ lang: 'en', dir: 'ltr', page: 'A4', css, body }),
      page: 'A4',
      truth: { vendorName, documentNumber: doc, date, currency: 'EUR', total: truthAmount(gross), tax: truthAmount(vat) },
    };
  },
};
