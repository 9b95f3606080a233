import { Layout } from '../../generalisation/kit';
import { enBahamasJunkanooWorkshopInvoice } from './en-bahamas-junkanoo-workshop-invoice';
import { enBotswanaOkavangoMokoroSafariInvoice } from './en-botswana-okavango-mokoro-safari-invoice';
import { enCleanroomCertificationInvoice } from './en-cleanroom-certification-invoice';
import { enUsNevadaProspectingSupplyInvoice } from './en-us-nevada-prospecting-supply-invoice';
import { heKidsSmartwatchLineMonthlyBill } from './he-kids-smartwatch-line-monthly-bill';
import { heMezuzahScribeShopTill } from './he-mezuzah-scribe-shop-till';
import { heNetanyaCliffHotelFolio } from './he-netanya-cliff-hotel-folio';
import { heSheepShearingInvoice } from './he-sheep-shearing-invoice';
import { heSwimmingSchoolCreditNote } from './he-swimming-school-credit-note';
import { heTeppanyakiRestaurantBill } from './he-teppanyaki-restaurant-bill';
import { heTimberMerchantTwoPage } from './he-timber-merchant-two-page';
import { heYogaPropsWebshopOrder } from './he-yoga-props-webshop-order';
import { mixedModiinHillsFuelSlip } from './mixed-modiin-hills-fuel-slip';
import { mixedYarkonParkCarParkReceipt } from './mixed-yarkon-park-car-park-receipt';
import { mixedZiplineAdventureParkReceipt } from './mixed-zipline-adventure-park-receipt';

/** The sixty-third held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-62. */
export const HELD_OUT_63: Layout[] = [
  heMezuzahScribeShopTill,
  heTeppanyakiRestaurantBill,
  heKidsSmartwatchLineMonthlyBill,
  heSheepShearingInvoice,
  heNetanyaCliffHotelFolio,
  heYogaPropsWebshopOrder,
  heTimberMerchantTwoPage,
  heSwimmingSchoolCreditNote,
  enCleanroomCertificationInvoice,
  enBotswanaOkavangoMokoroSafariInvoice,
  enBahamasJunkanooWorkshopInvoice,
  enUsNevadaProspectingSupplyInvoice,
  mixedModiinHillsFuelSlip,
  mixedYarkonParkCarParkReceipt,
  mixedZiplineAdventureParkReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h63-';
