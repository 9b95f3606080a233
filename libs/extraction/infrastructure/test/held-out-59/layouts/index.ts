import { Layout } from '../../generalisation/kit';
import { enDominicanLarimarWorkshopInvoice } from './en-dominican-larimar-workshop-invoice';
import { enForensicAccountingInvoice } from './en-forensic-accounting-invoice';
import { enSeychellesCocoDeMerDealerInvoice } from './en-seychelles-coco-de-mer-dealer-invoice';
import { enUsSouthDakotaBrandingIronMakerInvoice } from './en-us-south-dakota-branding-iron-maker-invoice';
import { heAromatherapyShopTill } from './he-aromatherapy-shop-till';
import { heBeershebaBusinessHotelFolio } from './he-beersheba-business-hotel-folio';
import { heGameConsolesStoreCreditNote } from './he-game-consoles-store-credit-note';
import { heIndonesianRestaurantBill } from './he-indonesian-restaurant-bill';
import { heMicroscopesWebshopOrder } from './he-microscopes-webshop-order';
import { heMoldRemediationInvoice } from './he-mold-remediation-invoice';
import { hePetGpsTrackerMonthlyBill } from './he-pet-gps-tracker-monthly-bill';
import { hePromotionalMerchandiseTwoPage } from './he-promotional-merchandise-two-page';
import { mixedCityHallCarParkReceipt } from './mixed-city-hall-car-park-receipt';
import { mixedCryotherapyStudioReceipt } from './mixed-cryotherapy-studio-receipt';
import { mixedZevulunValleyFuelSlip } from './mixed-zevulun-valley-fuel-slip';

/** The fifty-ninth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-58. */
export const HELD_OUT_59: Layout[] = [
  heAromatherapyShopTill,
  heIndonesianRestaurantBill,
  hePetGpsTrackerMonthlyBill,
  heMoldRemediationInvoice,
  heBeershebaBusinessHotelFolio,
  heMicroscopesWebshopOrder,
  hePromotionalMerchandiseTwoPage,
  heGameConsolesStoreCreditNote,
  enForensicAccountingInvoice,
  enDominicanLarimarWorkshopInvoice,
  enSeychellesCocoDeMerDealerInvoice,
  enUsSouthDakotaBrandingIronMakerInvoice,
  mixedZevulunValleyFuelSlip,
  mixedCityHallCarParkReceipt,
  mixedCryotherapyStudioReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h59-';
