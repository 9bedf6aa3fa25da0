// The public API of @sereno/protocol-cards, named one by one: `index.test.ts` snapshots it.

export { protocolCardsNamespace, protocolCardsResources } from './i18n/resources';
export type { ProtocolCardsStrings } from './i18n/es';

export { WifiCard } from './WifiCard/WifiCard';
export type { WifiCardProps } from './WifiCard/WifiCard';
export { wifiSchema } from './WifiCard/wifiSchema';
export type { WifiValues } from './WifiCard/wifiSchema';
