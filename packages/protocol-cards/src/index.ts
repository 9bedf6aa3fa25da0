// The public API of @sereno/protocol-cards, named one by one: `index.test.ts` snapshots it.

export { protocolCardsNamespace, protocolCardsResources } from './i18n/resources';
export type { ProtocolCardsStrings } from './i18n/es';

// What a card is made of: one definition per module of @sereno/validation's `cardSchemas`.
export { cardDefinition, cardDefinitions, cardFieldKinds } from './definitions/definitions';
export type { CardDefinition, CardField, CardFieldKind, CardFieldName } from './definitions/definitions';
export { emptyCardContent } from './shared/values';

// The generic edit form and read view every card renders with.
export { ProtocolCardForm } from './ProtocolCardForm/ProtocolCardForm';
export type { ProtocolCardFormProps } from './ProtocolCardForm/ProtocolCardForm';
export type { UploadCardFile } from './ProtocolCardForm/FilesField';
export { ProtocolCardView } from './ProtocolCardView/ProtocolCardView';
export type { InheritedFrom, ProtocolCardViewProps } from './ProtocolCardView/ProtocolCardView';
