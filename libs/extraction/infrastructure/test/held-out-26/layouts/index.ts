import { Layout } from '../../generalisation/kit';
import { enDocumentShreddingServiceBill } from './en-document-shredding-service-bill';
import { enGermanCameraRepairInvoice } from './en-german-camera-repair-invoice';
import { enUkNarrowboatHireInvoice } from './en-uk-narrowboat-hire-invoice';
import { enUs3dPrintingServiceOrder } from './en-us-3d-printing-service-order';
import { heFireExtinguisherServiceInvoice } from './he-fire-extinguisher-service-invoice';
import { heGlazierCreditNote } from './he-glazier-credit-note';
import { heIndustrialFastenersTwoPage } from './he-industrial-fasteners-two-page';
import { heJunctionFuelShopSlip } from './he-junction-fuel-shop-slip';
import { hePodHotelFolio } from './he-pod-hotel-folio';
import { heSmsGatewayMonthlyBill } from './he-sms-gateway-monthly-bill';
import { heThaiRestaurantBill } from './he-thai-restaurant-bill';
import { heTobacconistTill } from './he-tobacconist-till';
import { mixedDimSumRestaurantBill } from './mixed-dim-sum-restaurant-bill';
import { mixedRoboticParkingTowerReceipt } from './mixed-robotic-parking-tower-receipt';
import { mixedSubtitlingStudioInvoice } from './mixed-subtitling-studio-invoice';

/** The twenty-sixth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-25. */
export const HELD_OUT_26: Layout[] = [
  heTobacconistTill,
  heFireExtinguisherServiceInvoice,
  heThaiRestaurantBill,
  heSmsGatewayMonthlyBill,
  heJunctionFuelShopSlip,
  heIndustrialFastenersTwoPage,
  heGlazierCreditNote,
  hePodHotelFolio,
  enGermanCameraRepairInvoice,
  enUs3dPrintingServiceOrder,
  enUkNarrowboatHireInvoice,
  enDocumentShreddingServiceBill,
  mixedRoboticParkingTowerReceipt,
  mixedDimSumRestaurantBill,
  mixedSubtitlingStudioInvoice,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h26-';
