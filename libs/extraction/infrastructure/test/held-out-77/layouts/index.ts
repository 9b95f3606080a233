import { Layout } from '../../generalisation/kit';
import { enMotionGraphicsStudioUsdExportInvoice } from './en-motion-graphics-studio-usd-export-invoice';
import { enSaintMartinMarigotStormShutterFitterInvoice } from './en-saint-martin-marigot-storm-shutter-fitter-invoice';
import { enUsAlabamaBirminghamCastIronCookwareFoundryInvoice } from './en-us-alabama-birmingham-cast-iron-cookware-foundry-invoice';
import { enUsAlaskaJuneauRaingearRepairInvoice } from './en-us-alaska-juneau-raingear-repair-invoice';
import { heCateringEquipmentCreditNote } from './he-catering-equipment-credit-note';
import { heCopyCentreTill } from './he-copy-centre-till';
import { heElevatorEmergencyPhoneLinesMonthlyBill } from './he-elevator-emergency-phone-lines-monthly-bill';
import { heFilipinoRestaurantBill } from './he-filipino-restaurant-bill';
import { heKatzrinBasaltHotelFolio } from './he-katzrin-basalt-hotel-folio';
import { heMallTenantServiceChargesMonthlyBill } from './he-mall-tenant-service-charges-monthly-bill';
import { heRebarSteelSupplierThreePage } from './he-rebar-steel-supplier-three-page';
import { heRunningGearWebshopOrder } from './he-running-gear-webshop-order';
import { mixedDeadSeaCosmeticsShopTill } from './mixed-dead-sea-cosmetics-shop-till';
import { mixedJaffaPortCarParkReceipt } from './mixed-jaffa-port-car-park-receipt';
import { mixedNahalalJunctionFuelSlip } from './mixed-nahalal-junction-fuel-slip';

/** The seventy-seventh held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-76. */
export const HELD_OUT_77: Layout[] = [
  heCopyCentreTill,
  heFilipinoRestaurantBill,
  heMallTenantServiceChargesMonthlyBill,
  heElevatorEmergencyPhoneLinesMonthlyBill,
  heKatzrinBasaltHotelFolio,
  heRunningGearWebshopOrder,
  heRebarSteelSupplierThreePage,
  heCateringEquipmentCreditNote,
  enSaintMartinMarigotStormShutterFitterInvoice,
  enUsAlaskaJuneauRaingearRepairInvoice,
  enUsAlabamaBirminghamCastIronCookwareFoundryInvoice,
  enMotionGraphicsStudioUsdExportInvoice,
  mixedJaffaPortCarParkReceipt,
  mixedNahalalJunctionFuelSlip,
  mixedDeadSeaCosmeticsShopTill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h77-';
