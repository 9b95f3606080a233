import { Layout } from '../../generalisation/kit';
import { enCampioneAlimentariTill } from './en-campione-alimentari-till';
import { enCaymanSevenMileCondoRentalInvoice } from './en-cayman-seven-mile-condo-rental-invoice';
import { enDubbingStudioGbpInvoice } from './en-dubbing-studio-gbp-invoice';
import { enGrenadaGrandEtangRainforestCottagesFolio } from './en-grenada-grand-etang-rainforest-cottages-folio';
import { heArboristTreeInspectionInvoice } from './he-arborist-tree-inspection-invoice';
import { heAtlitSeafoodRestaurantBill } from './he-atlit-seafood-restaurant-bill';
import { heGarbageContainerCollectionBill } from './he-garbage-container-collection-bill';
import { heKhanOvernightFolio } from './he-khan-overnight-folio';
import { heMoversInventoryTwoPage } from './he-movers-inventory-two-page';
import { heTallitWeavingShopTill } from './he-tallit-weaving-shop-till';
import { heTransIsraelServiceAreaFuelTill } from './he-trans-israel-service-area-fuel-till';
import { heWheelchairSupplierCreditNote } from './he-wheelchair-supplier-credit-note';
import { mixedFiberBroadbandMonthlyBill } from './mixed-fiber-broadband-monthly-bill';
import { mixedRailwayStationParkingReceipt } from './mixed-railway-station-parking-receipt';
import { mixedSneakerResaleWebshopOrder } from './mixed-sneaker-resale-webshop-order';

/** The eightieth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-79. */
export const HELD_OUT_80: Layout[] = [
  heTallitWeavingShopTill,
  heAtlitSeafoodRestaurantBill,
  heGarbageContainerCollectionBill,
  heKhanOvernightFolio,
  heArboristTreeInspectionInvoice,
  heMoversInventoryTwoPage,
  heWheelchairSupplierCreditNote,
  heTransIsraelServiceAreaFuelTill,
  enCaymanSevenMileCondoRentalInvoice,
  enGrenadaGrandEtangRainforestCottagesFolio,
  enCampioneAlimentariTill,
  enDubbingStudioGbpInvoice,
  mixedRailwayStationParkingReceipt,
  mixedSneakerResaleWebshopOrder,
  mixedFiberBroadbandMonthlyBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h80-';
