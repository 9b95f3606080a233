import { Layout } from '../../generalisation/kit';
import { enBulgarianCoppersmithInvoice } from './en-bulgarian-coppersmith-invoice';
import { enDanishVikingShipSailingInvoice } from './en-danish-viking-ship-sailing-invoice';
import { enSatelliteImageryAnalyticsInvoice } from './en-satellite-imagery-analytics-invoice';
import { enUsRhodeIslandCarouselRestorationInvoice } from './en-us-rhode-island-carousel-restoration-invoice';
import { heDrywallContractorInvoice } from './he-drywall-contractor-invoice';
import { heHilltopCommunityInternetBill } from './he-hilltop-community-internet-bill';
import { heKurdishRestaurantBill } from './he-kurdish-restaurant-bill';
import { heMushroomFarmStandTill } from './he-mushroom-farm-stand-till';
import { hePoolChemicalsDistributorTwoPage } from './he-pool-chemicals-distributor-two-page';
import { heProjectorStoreCreditNote } from './he-projector-store-credit-note';
import { heSewingPatternsWebshopOrder } from './he-sewing-patterns-webshop-order';
import { heTrainCarriageSuitesFolio } from './he-train-carriage-suites-folio';
import { mixedCrusaderFortressCarParkReceipt } from './mixed-crusader-fortress-car-park-receipt';
import { mixedSharonPlainFuelSlip } from './mixed-sharon-plain-fuel-slip';
import { mixedTrattoriaBill } from './mixed-trattoria-bill';

/** The forty-seventh held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-46. */
export const HELD_OUT_47: Layout[] = [
  heMushroomFarmStandTill,
  heKurdishRestaurantBill,
  heHilltopCommunityInternetBill,
  heDrywallContractorInvoice,
  heTrainCarriageSuitesFolio,
  heSewingPatternsWebshopOrder,
  hePoolChemicalsDistributorTwoPage,
  heProjectorStoreCreditNote,
  enSatelliteImageryAnalyticsInvoice,
  enDanishVikingShipSailingInvoice,
  enBulgarianCoppersmithInvoice,
  enUsRhodeIslandCarouselRestorationInvoice,
  mixedSharonPlainFuelSlip,
  mixedCrusaderFortressCarParkReceipt,
  mixedTrattoriaBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h47-';
