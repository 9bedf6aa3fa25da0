import { expect, test } from 'vitest';
import * as protocolCards from './index';

test('the public API is a deliberate list: update this snapshot only on purpose', () => {
  expect(Object.keys(protocolCards).sort()).toMatchInlineSnapshot(`
    [
      "ProtocolCardForm",
      "ProtocolCardView",
      "cardDefinition",
      "cardDefinitions",
      "cardFieldKinds",
      "emptyCardContent",
      "protocolCardsNamespace",
      "protocolCardsResources",
    ]
  `);
});
