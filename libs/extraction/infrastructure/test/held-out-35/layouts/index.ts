import { Layout } from '../../generalisation/kit';
import { enArchitecturalVisualisationInvoice } from './en-architectural-visualisation-invoice';
import { enSpanishFlamencoDressInvoice } from './en-spanish-flamenco-dress-invoice';
import { enUkChessSetMakerOrder } from './en-uk-chess-set-maker-order';
import { enUsBootmakerInvoice } from './en-us-bootmaker-invoice';
import { heBackgroundMusicMonthlyBill } from './he-background-music-monthly-bill';
import { heBeehivePollinationInvoice } from './he-beehive-pollination-invoice';
import { heCostumeShopTill } from './he-costume-shop-till';
import { heHeirloomSeedsWebshopOrder } from './he-heirloom-seeds-webshop-order';
import { heOpticalLensLabTwoPage } from './he-optical-lens-lab-two-page';
import { heSafedArtistsInnFolio } from './he-safed-artists-inn-folio';
import { heTurkishMeyhaneBill } from './he-turkish-meyhane-bill';
import { heWallpaperStoreCreditNote } from './he-wallpaper-store-credit-note';
import { mixedAmusementParkTicketReceipt } from './mixed-amusement-park-ticket-receipt';
import { mixedExpoGroundsCarParkReceipt } from './mixed-expo-grounds-car-park-receipt';
import { mixedLakesideFuelStationSlip } from './mixed-lakeside-fuel-station-slip';

/** The thirty-fifth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-34. */
export const HELD_OUT_35: Layout[] = [
  heCostumeShopTill,
  heTurkishMeyhaneBill,
  heBackgroundMusicMonthlyBill,
  heBeehivePollinationInvoice,
  heSafedArtistsInnFolio,
  heHeirloomSeedsWebshopOrder,
  heOpticalLensLabTwoPage,
  heWallpaperStoreCreditNote,
  enSpanishFlamencoDressInvoice,
  enUsBootmakerInvoice,
  enUkChessSetMakerOrder,
  enArchitecturalVisualisationInvoice,
  mixedLakesideFuelStationSlip,
  mixedExpoGroundsCarParkReceipt,
  mixedAmusementParkTicketReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h35-';
