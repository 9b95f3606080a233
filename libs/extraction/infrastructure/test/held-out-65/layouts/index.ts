import { Layout } from '../../generalisation/kit';
import { enEmcComplianceTestingInvoice } from './en-emc-compliance-testing-invoice';
import { enTanzaniaSafariVehicleConversionInvoice } from './en-tanzania-safari-vehicle-conversion-invoice';
import { enTrinidadChaguaramasBoatyardInvoice } from './en-trinidad-chaguaramas-boatyard-invoice';
import { enUsKansasBroomMakerInvoice } from './en-us-kansas-broom-maker-invoice';
import { heAzerbaijaniRestaurantBill } from './he-azerbaijani-restaurant-bill';
import { heFamilyMediationInvoice } from './he-family-mediation-invoice';
import { heIndustrialSteamSupplyMonthlyBill } from './he-industrial-steam-supply-monthly-bill';
import { heMartialArtsSupplyShopTill } from './he-martial-arts-supply-shop-till';
import { heMeatWholesalerTwoPage } from './he-meat-wholesaler-two-page';
import { heOutboardMotorDealerCreditNote } from './he-outboard-motor-dealer-credit-note';
import { heSimRacingWebshopOrder } from './he-sim-racing-webshop-order';
import { heYeruhamLakeLodgeFolio } from './he-yeruham-lake-lodge-folio';
import { mixedNazarethBasilicaCarParkReceipt } from './mixed-nazareth-basilica-car-park-receipt';
import { mixedPancakeHouseBill } from './mixed-pancake-house-bill';
import { mixedTavorJunctionFuelSlip } from './mixed-tavor-junction-fuel-slip';

/** The sixty-fifth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-64. */
export const HELD_OUT_65: Layout[] = [
  heMartialArtsSupplyShopTill,
  heAzerbaijaniRestaurantBill,
  heIndustrialSteamSupplyMonthlyBill,
  heFamilyMediationInvoice,
  heYeruhamLakeLodgeFolio,
  heSimRacingWebshopOrder,
  heMeatWholesalerTwoPage,
  heOutboardMotorDealerCreditNote,
  enEmcComplianceTestingInvoice,
  enTanzaniaSafariVehicleConversionInvoice,
  enTrinidadChaguaramasBoatyardInvoice,
  enUsKansasBroomMakerInvoice,
  mixedTavorJunctionFuelSlip,
  mixedPancakeHouseBill,
  mixedNazarethBasilicaCarParkReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h65-';
