// The Guesty account the panel's tests link (test/global-setup.ts serves it locally): its credentials
// and listings, given to the browser tests with `inject('guesty')`.
export const panelGuesty = {
  clientId: 'panel-tests-guesty',
  clientSecret: 'panel-tests-guesty-secret',
  listings: [
    { _id: 'guesty-atico-puerto', nickname: 'ATICO-PUERTO', title: 'Ático con vistas al puerto', address: { full: 'Calle Larios 5, 29005 Málaga' } },
    { _id: 'guesty-loft-soho', nickname: 'LOFT-SOHO', title: 'Loft en el Soho', address: { full: 'Calle Tomás Heredia 12, 29001 Málaga' } },
    { _id: 'guesty-casa-patio', nickname: 'CASA-PATIO', title: 'Casa con patio', address: { full: 'Calle Carretería 40, 29008 Málaga' } },
  ],
};

declare module 'vitest' {
  export interface ProvidedContext {
    guesty: typeof panelGuesty;
  }
}
