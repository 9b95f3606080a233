import { Layout } from '../../generalisation/kit';
import { enAntennaTowerInspectionInvoice } from './en-antenna-tower-inspection-invoice';
import { enIcelandicLavaJewelleryWorkshopInvoice } from './en-icelandic-lava-jewellery-workshop-invoice';
import { enNorwegianRosemalingCourseInvoice } from './en-norwegian-rosemaling-course-invoice';
import { enUsIdahoWoodStoveDealerInvoice } from './en-us-idaho-wood-stove-dealer-invoice';
import { heCourtStenographerInvoice } from './he-court-stenographer-invoice';
import { heDistrictCoolingBill } from './he-district-cooling-bill';
import { heGardenToolsWholesaleTwoPage } from './he-garden-tools-wholesale-two-page';
import { heKombuchaBreweryTill } from './he-kombucha-brewery-till';
import { heMonasteryGuesthouseFolio } from './he-monastery-guesthouse-folio';
import { heRoboticsKitsWebshopOrder } from './he-robotics-kits-webshop-order';
import { heSaunaCabinCreditNote } from './he-sauna-cabin-credit-note';
import { heUzbekPlovRestaurantBill } from './he-uzbek-plov-restaurant-bill';
import { mixedBurgerJointBill } from './mixed-burger-joint-bill';
import { mixedCentralBusStationCarParkReceipt } from './mixed-central-bus-station-car-park-receipt';
import { mixedUpperGalileeFuelSlip } from './mixed-upper-galilee-fuel-slip';

/** The forty-sixth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-45. */
export const HELD_OUT_46: Layout[] = [
  heKombuchaBreweryTill,
  heUzbekPlovRestaurantBill,
  heDistrictCoolingBill,
  heCourtStenographerInvoice,
  heMonasteryGuesthouseFolio,
  heRoboticsKitsWebshopOrder,
  heGardenToolsWholesaleTwoPage,
  heSaunaCabinCreditNote,
  enAntennaTowerInspectionInvoice,
  enNorwegianRosemalingCourseInvoice,
  enIcelandicLavaJewelleryWorkshopInvoice,
  enUsIdahoWoodStoveDealerInvoice,
  mixedUpperGalileeFuelSlip,
  mixedCentralBusStationCarParkReceipt,
  mixedBurgerJointBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h46-';
