import { Layout } from '../../generalisation/kit';
import { enGhanaTakoradiConveyorBeltSplicingInvoice } from './en-ghana-takoradi-conveyor-belt-splicing-invoice';
import { enLatviaLiepajaPeatSubstrateInvoice } from './en-latvia-liepaja-peat-substrate-invoice';
import { enMarineSurveyorInvoice } from './en-marine-surveyor-invoice';
import { enVanuatuSantoCoconutSawmillInvoice } from './en-vanuatu-santo-coconut-sawmill-invoice';
import { heAmbulanceMembershipMonthlyBill } from './he-ambulance-membership-monthly-bill';
import { heAmirimVegetarianGuesthouseFolio } from './he-amirim-vegetarian-guesthouse-folio';
import { heFlagShopTill } from './he-flag-shop-till';
import { heGraffitiRemovalInvoice } from './he-graffiti-removal-invoice';
import { heLaotianRestaurantBill } from './he-laotian-restaurant-bill';
import { heResinArtSuppliesWebshopOrder } from './he-resin-art-supplies-webshop-order';
import { heTortillaBakeryTwoPage } from './he-tortilla-bakery-two-page';
import { heWardrobeStoreCreditNote } from './he-wardrobe-store-credit-note';
import { mixedBikeRepairReceipt } from './mixed-bike-repair-receipt';
import { mixedEshtaolJunctionFuelSlip } from './mixed-eshtaol-junction-fuel-slip';
import { mixedMasadaCarParkReceipt } from './mixed-masada-car-park-receipt';

/** The seventy-third held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-72. */
export const HELD_OUT_73: Layout[] = [
  heFlagShopTill,
  heLaotianRestaurantBill,
  heAmbulanceMembershipMonthlyBill,
  heGraffitiRemovalInvoice,
  heAmirimVegetarianGuesthouseFolio,
  heResinArtSuppliesWebshopOrder,
  heTortillaBakeryTwoPage,
  heWardrobeStoreCreditNote,
  enLatviaLiepajaPeatSubstrateInvoice,
  enGhanaTakoradiConveyorBeltSplicingInvoice,
  enVanuatuSantoCoconutSawmillInvoice,
  enMarineSurveyorInvoice,
  mixedEshtaolJunctionFuelSlip,
  mixedMasadaCarParkReceipt,
  mixedBikeRepairReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h73-';
