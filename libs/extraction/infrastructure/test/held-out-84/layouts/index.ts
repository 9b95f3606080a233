import { Layout } from '../../generalisation/kit';
import { enBratislavaPorcelainTill } from './en-bratislava-porcelain-till';
import { enDripEmitterGbpInvoice } from './en-drip-emitter-gbp-invoice';
import { enMadridGuitarInvoice } from './en-madrid-guitar-invoice';
import { enPhoenixCowboyBootsTill } from './en-phoenix-cowboy-boots-till';
import { heCarpenterCreditNote } from './he-carpenter-credit-note';
import { heInjeraRestaurantBill } from './he-injera-restaurant-bill';
import { heKnafehTill } from './he-knafeh-till';
import { heOsteopathInvoice } from './he-osteopath-invoice';
import { hePropaneSupplyBill } from './he-propane-supply-bill';
import { heSderotFuelTill } from './he-sderot-fuel-till';
import { heTinsmithTwoPageInvoice } from './he-tinsmith-two-page-invoice';
import { heTzfatCourtyardFolio } from './he-tzfat-courtyard-folio';
import { mixedEtrogOnlineOrder } from './mixed-etrog-online-order';
import { mixedPetahTikvaParking } from './mixed-petah-tikva-parking';
import { mixedWalkieTrunkingMonthlyBill } from './mixed-walkie-trunking-monthly-bill';

/** The eighty-fourth held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-83. */
export const HELD_OUT_84: Layout[] = [
  heKnafehTill,
  heInjeraRestaurantBill,
  hePropaneSupplyBill,
  heOsteopathInvoice,
  heTinsmithTwoPageInvoice,
  heCarpenterCreditNote,
  heTzfatCourtyardFolio,
  heSderotFuelTill,
  enBratislavaPorcelainTill,
  enMadridGuitarInvoice,
  enPhoenixCowboyBootsTill,
  enDripEmitterGbpInvoice,
  mixedWalkieTrunkingMonthlyBill,
  mixedEtrogOnlineOrder,
  mixedPetahTikvaParking,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h84-';
