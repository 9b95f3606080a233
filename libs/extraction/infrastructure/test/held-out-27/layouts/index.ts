import { Layout } from '../../generalisation/kit';
import { enAccessibilityAuditInvoice } from './en-accessibility-audit-invoice';
import { enSicilianCeramicsWorkshopInvoice } from './en-sicilian-ceramics-workshop-invoice';
import { enUkMotorCircuitTrackDayInvoice } from './en-uk-motor-circuit-track-day-invoice';
import { enUsHamRadioStoreOrder } from './en-us-ham-radio-store-order';
import { heAirportTransitHotelFolio } from './he-airport-transit-hotel-folio';
import { heAnsweringServiceMonthlyBill } from './he-answering-service-monthly-bill';
import { heFountainPensWebshopOrder } from './he-fountain-pens-webshop-order';
import { heFrozenFoodsDistributorTwoPage } from './he-frozen-foods-distributor-two-page';
import { heHomebrewSuppliesTill } from './he-homebrew-supplies-till';
import { heKoreanRestaurantBill } from './he-korean-restaurant-bill';
import { heRoofWaterproofingInvoice } from './he-roof-waterproofing-invoice';
import { heSolarWaterHeaterCreditNote } from './he-solar-water-heater-credit-note';
import { mixedOldCityCarParkReceipt } from './mixed-old-city-car-park-receipt';
import { mixedTapasBarBill } from './mixed-tapas-bar-bill';
import { mixedTeamBuildingInvoice } from './mixed-team-building-invoice';

/** The twenty-seventh held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-26. */
export const HELD_OUT_27: Layout[] = [
  heHomebrewSuppliesTill,
  heRoofWaterproofingInvoice,
  heKoreanRestaurantBill,
  heAnsweringServiceMonthlyBill,
  heFountainPensWebshopOrder,
  heFrozenFoodsDistributorTwoPage,
  heSolarWaterHeaterCreditNote,
  heAirportTransitHotelFolio,
  enSicilianCeramicsWorkshopInvoice,
  enUsHamRadioStoreOrder,
  enUkMotorCircuitTrackDayInvoice,
  enAccessibilityAuditInvoice,
  mixedOldCityCarParkReceipt,
  mixedTapasBarBill,
  mixedTeamBuildingInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h27-';
