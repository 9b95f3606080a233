import { Layout } from '../../generalisation/kit';
import { enMeetupVenueHireInvoice } from './en-meetup-venue-hire-invoice';
import { enNamibianKarakulWeaversInvoice } from './en-namibian-karakul-weavers-invoice';
import { enNepaleseSingingBowlFoundryInvoice } from './en-nepalese-singing-bowl-foundry-invoice';
import { enUsMississippiCypressKneeCarverInvoice } from './en-us-mississippi-cypress-knee-carver-invoice';
import { heBatYamBeachHotelFolio } from './he-bat-yam-beach-hotel-folio';
import { heCircassianRestaurantBill } from './he-circassian-restaurant-bill';
import { heDartsWebshopOrder } from './he-darts-webshop-order';
import { heGardenPondShopTill } from './he-garden-pond-shop-till';
import { heHomeBatteryLeaseMonthlyBill } from './he-home-battery-lease-monthly-bill';
import { heKnifeSharpeningRouteTwoPage } from './he-knife-sharpening-route-two-page';
import { heMosaicStudioInvoice } from './he-mosaic-studio-invoice';
import { heSmartwatchStoreCreditNote } from './he-smartwatch-store-credit-note';
import { mixedSelfServiceLaundromatReceipt } from './mixed-self-service-laundromat-receipt';
import { mixedSorekValleyFuelSlip } from './mixed-sorek-valley-fuel-slip';
import { mixedVelodromeCarParkReceipt } from './mixed-velodrome-car-park-receipt';

/** The fifty-seventh held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-56. */
export const HELD_OUT_57: Layout[] = [
  heGardenPondShopTill,
  heCircassianRestaurantBill,
  heHomeBatteryLeaseMonthlyBill,
  heMosaicStudioInvoice,
  heBatYamBeachHotelFolio,
  heDartsWebshopOrder,
  heKnifeSharpeningRouteTwoPage,
  heSmartwatchStoreCreditNote,
  enMeetupVenueHireInvoice,
  enNepaleseSingingBowlFoundryInvoice,
  enNamibianKarakulWeaversInvoice,
  enUsMississippiCypressKneeCarverInvoice,
  mixedSorekValleyFuelSlip,
  mixedVelodromeCarParkReceipt,
  mixedSelfServiceLaundromatReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h57-';
