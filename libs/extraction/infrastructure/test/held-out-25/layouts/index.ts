import { Layout } from '../../generalisation/kit';
import { enDutchBulbGrowerOrder } from './en-dutch-bulb-grower-order';
import { enTelAvivRooftopBarBill } from './en-tel-aviv-rooftop-bar-bill';
import { enUkStainedGlassStudioInvoice } from './en-uk-stained-glass-studio-invoice';
import { enUsRvParkFolio } from './en-us-rv-park-folio';
import { heComputerStoreCreditNote } from './he-computer-store-credit-note';
import { heCosmeticsDistributorTwoPage } from './he-cosmetics-distributor-two-page';
import { heDeadSeaHotelFolio } from './he-dead-sea-hotel-folio';
import { heFishmongerTill } from './he-fishmonger-till';
import { heFullServiceFuelSlip } from './he-full-service-fuel-slip';
import { heMoroccanRestaurantBill } from './he-moroccan-restaurant-bill';
import { heSatelliteInternetBill } from './he-satellite-internet-bill';
import { heTreeSurgeonInvoice } from './he-tree-surgeon-invoice';
import { mixedDroneWebshopInvoice } from './mixed-drone-webshop-invoice';
import { mixedParkAndRideReceipt } from './mixed-park-and-ride-receipt';
import { mixedVisaAgencyInvoice } from './mixed-visa-agency-invoice';

/** The twenty-fifth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-24. */
export const HELD_OUT_25: Layout[] = [
  heFishmongerTill,
  heTreeSurgeonInvoice,
  heMoroccanRestaurantBill,
  heSatelliteInternetBill,
  heFullServiceFuelSlip,
  heCosmeticsDistributorTwoPage,
  heComputerStoreCreditNote,
  heDeadSeaHotelFolio,
  enDutchBulbGrowerOrder,
  enUsRvParkFolio,
  enUkStainedGlassStudioInvoice,
  enTelAvivRooftopBarBill,
  mixedParkAndRideReceipt,
  mixedDroneWebshopInvoice,
  mixedVisaAgencyInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h25-';
