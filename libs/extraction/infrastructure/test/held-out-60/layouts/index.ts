import { Layout } from '../../generalisation/kit';
import { enEgyptianKhayamiyaTentmakerInvoice } from './en-egyptian-khayamiya-tentmaker-invoice';
import { enIsoCertificationConsultancyInvoice } from './en-iso-certification-consultancy-invoice';
import { enPhilippineEskrimaTrainingCampInvoice } from './en-philippine-eskrima-training-camp-invoice';
import { enUsNorthDakotaHuntingBlindBuilderInvoice } from './en-us-north-dakota-hunting-blind-builder-invoice';
import { heBarGlasswareWholesaleTwoPage } from './he-bar-glassware-wholesale-two-page';
import { heCatFurnitureWebshopOrder } from './he-cat-furniture-webshop-order';
import { heHaifaTemplerHouseHotelFolio } from './he-haifa-templer-house-hotel-folio';
import { heInternationalCallsProviderBill } from './he-international-calls-provider-bill';
import { hePelmeniRestaurantBill } from './he-pelmeni-restaurant-bill';
import { hePowerToolsStoreCreditNote } from './he-power-tools-store-credit-note';
import { heTenShekelVarietyStoreTill } from './he-ten-shekel-variety-store-till';
import { heWindowFilmInstallerInvoice } from './he-window-film-installer-invoice';
import { mixedFlightSimulatorCentreReceipt } from './mixed-flight-simulator-centre-receipt';
import { mixedHerzliyaMarinaCarParkReceipt } from './mixed-herzliya-marina-car-park-receipt';
import { mixedJerusalemCorridorFuelSlip } from './mixed-jerusalem-corridor-fuel-slip';

/** The sixtieth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-59. */
export const HELD_OUT_60: Layout[] = [
  heTenShekelVarietyStoreTill,
  hePelmeniRestaurantBill,
  heInternationalCallsProviderBill,
  heWindowFilmInstallerInvoice,
  heHaifaTemplerHouseHotelFolio,
  heCatFurnitureWebshopOrder,
  heBarGlasswareWholesaleTwoPage,
  hePowerToolsStoreCreditNote,
  enIsoCertificationConsultancyInvoice,
  enPhilippineEskrimaTrainingCampInvoice,
  enEgyptianKhayamiyaTentmakerInvoice,
  enUsNorthDakotaHuntingBlindBuilderInvoice,
  mixedJerusalemCorridorFuelSlip,
  mixedHerzliyaMarinaCarParkReceipt,
  mixedFlightSimulatorCentreReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h60-';
