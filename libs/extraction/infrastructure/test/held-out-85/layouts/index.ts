import { Layout } from '../../generalisation/kit';
import { enBolognaMokaTill } from './en-bologna-moka-till';
import { enFreiburgCuckooInvoice } from './en-freiburg-cuckoo-invoice';
import { enMedjoolUsdInvoice } from './en-medjool-usd-invoice';
import { enUtrechtStroopwafelTill } from './en-utrecht-stroopwafel-till';
import { heAudiologistInvoice } from './he-audiologist-invoice';
import { heChraimeRestaurantBill } from './he-chraime-restaurant-bill';
import { heGlazingTwoPageInvoice } from './he-glazing-two-page-invoice';
import { heMigdalVacationFolio } from './he-migdal-vacation-folio';
import { heOfakimFuelTill } from './he-ofakim-fuel-till';
import { heRamlaSesameTill } from './he-ramla-sesame-till';
import { heSewageLevyBill } from './he-sewage-levy-bill';
import { heSpectacleCreditNote } from './he-spectacle-credit-note';
import { mixedCymbalOnlineOrder } from './mixed-cymbal-online-order';
import { mixedHaderaParking } from './mixed-hadera-parking';
import { mixedPagingMonthlyBill } from './mixed-paging-monthly-bill';

/** The eighty-fifth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-84. */
export const HELD_OUT_85: Layout[] = [
  heRamlaSesameTill,
  heChraimeRestaurantBill,
  heSewageLevyBill,
  heAudiologistInvoice,
  heGlazingTwoPageInvoice,
  heSpectacleCreditNote,
  heMigdalVacationFolio,
  heOfakimFuelTill,
  enUtrechtStroopwafelTill,
  enFreiburgCuckooInvoice,
  enBolognaMokaTill,
  enMedjoolUsdInvoice,
  mixedPagingMonthlyBill,
  mixedCymbalOnlineOrder,
  mixedHaderaParking,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h85-';
