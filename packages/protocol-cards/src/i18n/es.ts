export const es = {
  wifi: {
    title: 'Wifi',
    networkName: 'Nombre de la red',
    networkNameDescription: 'Tal como lo ven los huéspedes en su móvil.',
    password: 'Contraseña',
    passwordDescription: 'Déjela vacía si la red es abierta.',
    save: 'Guardar',
  },
};

/** The shape every language must fill: the keys of the Spanish resource. */
export type ProtocolCardsStrings = {
  [Section in keyof typeof es]: Record<keyof (typeof es)[Section], string>;
};
