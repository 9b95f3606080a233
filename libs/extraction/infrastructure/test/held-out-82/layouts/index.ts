import { Layout } from '../../generalisation/kit';
import { enCornwallThatcherInvoice } from './en-cornwall-thatcher-invoice';
import { enCyberRedTeamUsdInvoice } from './en-cyber-red-team-usd-invoice';
import { enGhentWaterzooiRestaurantBill } from './en-ghent-waterzooi-restaurant-bill';
import { enSantaFeTurquoiseTradingPostTill } from './en-santa-fe-turquoise-trading-post-till';
import { heAsadoRestaurantBill } from './he-asado-restaurant-bill';
import { heCaravanParkFolio } from './he-caravan-park-folio';
import { heChallahBakeryFridayTill } from './he-challah-bakery-friday-till';
import { heLpgCentralGasBill } from './he-lpg-central-gas-bill';
import { heMagicianShowInvoice } from './he-magician-show-invoice';
import { heMembraneFiltersCreditNote } from './he-membrane-filters-credit-note';
import { heRishonLezionMoshavaParkingReceipt } from './he-rishon-lezion-moshava-parking-receipt';
import { heSprinklerInspectionTwoPage } from './he-sprinkler-inspection-two-page';
import { mixedAvgasPumpReceipt } from './mixed-avgas-pump-receipt';
import { mixedShmuraMatzahOnlineOrder } from './mixed-shmura-matzah-online-order';
import { mixedVpsServerMonthlyBill } from './mixed-vps-server-monthly-bill';

/** The eighty-second held-out set's layouts (README.md), none shared with ../generalisation or ../held-out-2 to ../held-out-81. */
export const HELD_OUT_82: Layout[] = [
  heChallahBakeryFridayTill,
  heAsadoRestaurantBill,
  heLpgCentralGasBill,
  heMagicianShowInvoice,
  heSprinklerInspectionTwoPage,
  heMembraneFiltersCreditNote,
  heRishonLezionMoshavaParkingReceipt,
  heCaravanParkFolio,
  enGhentWaterzooiRestaurantBill,
  enCornwallThatcherInvoice,
  enSantaFeTurquoiseTradingPostTill,
  enCyberRedTeamUsdInvoice,
  mixedShmuraMatzahOnlineOrder,
  mixedVpsServerMonthlyBill,
  mixedAvgasPumpReceipt,
];

/** Receipts per layout. */
export const PER_LAYOUT = 4;
/** Before every receipt id (and so every seed): no id or seed is shared with the other sets. */
export const PREFIX = 'h82-';
