import { Layout } from '../../generalisation/kit';
import { enCambodianSilkWeaversInvoice } from './en-cambodian-silk-weavers-invoice';
import { enCarbonFootprintConsultancyInvoice } from './en-carbon-footprint-consultancy-invoice';
import { enMauritianModelShipBuilderInvoice } from './en-mauritian-model-ship-builder-invoice';
import { enUsNewJerseyCopperWeathervaneForgeInvoice } from './en-us-new-jersey-copper-weathervane-forge-invoice';
import { heCactusSucculentShopTill } from './he-cactus-succulent-shop-till';
import { heDoorLocksWholesaleTwoPage } from './he-door-locks-wholesale-two-page';
import { heJugglingPropsWebshopOrder } from './he-juggling-props-webshop-order';
import { heNeighbourhoodPatrolMonthlyBill } from './he-neighbourhood-patrol-monthly-bill';
import { heScaleCalibrationInvoice } from './he-scale-calibration-invoice';
import { heScubaGearStoreCreditNote } from './he-scuba-gear-store-credit-note';
import { heUkrainianRestaurantBill } from './he-ukrainian-restaurant-bill';
import { heZichronYaakovHotelFolio } from './he-zichron-yaakov-hotel-folio';
import { mixedFloatTankCentreReceipt } from './mixed-float-tank-centre-receipt';
import { mixedHeferValleyFuelSlip } from './mixed-hefer-valley-fuel-slip';
import { mixedTennisCentreCarParkReceipt } from './mixed-tennis-centre-car-park-receipt';

/** The fifty-eighth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-57. */
export const HELD_OUT_58: Layout[] = [
  heCactusSucculentShopTill,
  heUkrainianRestaurantBill,
  heNeighbourhoodPatrolMonthlyBill,
  heScaleCalibrationInvoice,
  heZichronYaakovHotelFolio,
  heJugglingPropsWebshopOrder,
  heDoorLocksWholesaleTwoPage,
  heScubaGearStoreCreditNote,
  enCarbonFootprintConsultancyInvoice,
  enCambodianSilkWeaversInvoice,
  enMauritianModelShipBuilderInvoice,
  enUsNewJerseyCopperWeathervaneForgeInvoice,
  mixedHeferValleyFuelSlip,
  mixedTennisCentreCarParkReceipt,
  mixedFloatTankCentreReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h58-';
