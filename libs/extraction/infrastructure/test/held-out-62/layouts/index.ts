import { Layout } from '../../generalisation/kit';
import { enAgritechFieldSensorInvoice } from './en-agritech-field-sensor-invoice';
import { enMexicanAlebrijeCarversInvoice } from './en-mexican-alebrije-carvers-invoice';
import { enOmaniFrankincensePerfumeryInvoice } from './en-omani-frankincense-perfumery-invoice';
import { enUsMinnesotaBarnwoodFurnitureMakerInvoice } from './en-us-minnesota-barnwood-furniture-maker-invoice';
import { heCubanRestaurantBill } from './he-cuban-restaurant-bill';
import { heFarrierInvoice } from './he-farrier-invoice';
import { heGlassBottlesSupplierTwoPage } from './he-glass-bottles-supplier-two-page';
import { heHomeCloudBackupMonthlyBill } from './he-home-cloud-backup-monthly-bill';
import { heOutdoorClothingStoreCreditNote } from './he-outdoor-clothing-store-credit-note';
import { hePajamasWebshopOrder } from './he-pajamas-webshop-order';
import { heRamonCraterDesertHotelFolio } from './he-ramon-crater-desert-hotel-folio';
import { heZeroWasteRefillShopTill } from './he-zero-waste-refill-shop-till';
import { mixedIndoorSkydivingReceipt } from './mixed-indoor-skydiving-receipt';
import { mixedSaronaCarParkReceipt } from './mixed-sarona-car-park-receipt';
import { mixedWesternNegevFuelSlip } from './mixed-western-negev-fuel-slip';

/** The sixty-second held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-61. */
export const HELD_OUT_62: Layout[] = [
  heZeroWasteRefillShopTill,
  heCubanRestaurantBill,
  heHomeCloudBackupMonthlyBill,
  heFarrierInvoice,
  heRamonCraterDesertHotelFolio,
  hePajamasWebshopOrder,
  heGlassBottlesSupplierTwoPage,
  heOutdoorClothingStoreCreditNote,
  enAgritechFieldSensorInvoice,
  enMexicanAlebrijeCarversInvoice,
  enOmaniFrankincensePerfumeryInvoice,
  enUsMinnesotaBarnwoodFurnitureMakerInvoice,
  mixedWesternNegevFuelSlip,
  mixedSaronaCarParkReceipt,
  mixedIndoorSkydivingReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h62-';
