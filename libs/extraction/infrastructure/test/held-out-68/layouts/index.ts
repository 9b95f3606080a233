import { Layout } from '../../generalisation/kit';
import { enJamaicaKingstonSoundSystemHireInvoice } from './en-jamaica-kingston-sound-system-hire-invoice';
import { enLiquidNitrogenSupplyMonthlyBill } from './en-liquid-nitrogen-supply-monthly-bill';
import { enNigeriaLagosCalabashLampWorkshopInvoice } from './en-nigeria-lagos-calabash-lamp-workshop-invoice';
import { enUsNewHampshireWhiteMountainsInnFolio } from './en-us-new-hampshire-white-mountains-inn-folio';
import { heAshdodLidoHotelFolio } from './he-ashdod-lido-hotel-folio';
import { heHifiStereoStoreCreditNote } from './he-hifi-stereo-store-credit-note';
import { heIptvStreamingMonthlyBill } from './he-iptv-streaming-monthly-bill';
import { hePatisserieTill } from './he-patisserie-till';
import { hePuppeteerShowInvoice } from './he-puppeteer-show-invoice';
import { heUkuleleWebshopOrder } from './he-ukulele-webshop-order';
import { heVegetableSeedlingsTwoPage } from './he-vegetable-seedlings-two-page';
import { heVenezuelanArepaBill } from './he-venezuelan-arepa-bill';
import { mixedCocktailBarBill } from './mixed-cocktail-bar-bill';
import { mixedLatrunFuelSlip } from './mixed-latrun-fuel-slip';
import { mixedRothschildBoulevardCarParkReceipt } from './mixed-rothschild-boulevard-car-park-receipt';

/** The sixty-eighth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-67. */
export const HELD_OUT_68: Layout[] = [
  hePatisserieTill,
  heVenezuelanArepaBill,
  heIptvStreamingMonthlyBill,
  hePuppeteerShowInvoice,
  heAshdodLidoHotelFolio,
  heUkuleleWebshopOrder,
  heVegetableSeedlingsTwoPage,
  heHifiStereoStoreCreditNote,
  enJamaicaKingstonSoundSystemHireInvoice,
  enNigeriaLagosCalabashLampWorkshopInvoice,
  enUsNewHampshireWhiteMountainsInnFolio,
  enLiquidNitrogenSupplyMonthlyBill,
  mixedLatrunFuelSlip,
  mixedRothschildBoulevardCarParkReceipt,
  mixedCocktailBarBill,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h68-';
