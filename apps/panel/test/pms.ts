// The Guesty and Kross accounts the panel's tests link (test/global-setup.ts serves both locally):
// their credentials and listings, given to the browser tests with `inject('guesty')`, `inject('kross')`.
export const panelGuesty = {
  clientId: 'panel-tests-guesty',
  clientSecret: 'panel-tests-guesty-secret',
  listings: [
    { _id: 'guesty-atico-puerto', nickname: 'ATICO-PUERTO', title: 'Ático con vistas al puerto', address: { full: 'Calle Larios 5, 29005 Málaga' } },
    { _id: 'guesty-loft-soho', nickname: 'LOFT-SOHO', title: 'Loft en el Soho', address: { full: 'Calle Tomás Heredia 12, 29001 Málaga' } },
    { _id: 'guesty-casa-patio', nickname: 'CASA-PATIO', title: 'Casa con patio', address: { full: 'Calle Carretería 40, 29008 Málaga' } },
  ],
};

/** Kross's link takes the API user and its password as `clientId` and `clientSecret` (docs/integrations.md). */
export const panelKross = {
  apiKey: 'panel-tests-kross-key',
  hotelId: '4242',
  clientId: 'panel-tests-kross-user',
  clientSecret: 'panel-tests-kross-password',
  rooms: [
    { id_property: 1, id_room: 101, id_room_type: 7, number: '101', name_room_type: 'Doble con balcón', qt_guests: 2 },
    { id_property: 1, id_room: 102, id_room_type: 8, number: '102', name_room_type: 'Suite familiar', qt_guests: 4 },
  ],
};

declare module 'vitest' {
  export interface ProvidedContext {
    guesty: typeof panelGuesty;
    kross: typeof panelKross;
    /** A local receiver of webhooks (test/global-setup.ts): every POST gets 204. */
    webhookReceiver: string;
  }
}
