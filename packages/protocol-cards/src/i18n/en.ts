import type { ProtocolCardsStrings } from './es';

export const en: ProtocolCardsStrings = {
  wifi: {
    title: 'Wi-Fi',
    networkName: 'Network name',
    networkNameDescription: 'As guests see it on their phones.',
    password: 'Password',
    passwordDescription: 'Leave it empty if the network is open.',
    save: 'Save',
  },
};
