// The protocols' own texts, in Spanish (default) and English. A refused node deletion is worded as
// spec §8's 'Failed to delete node: {status} - {message}', which the panel shows as it comes.
import type { Language } from '@sereno/validation';
import { fillParams } from '../platform/messages.ts';

const texts = {
  es: {
    ownerNotFound: 'El propietario no existe',
    managerNotFound: 'El gestor no existe',
    nodeNotFound: 'El nodo no existe',
    notTheOwner: 'No eres el propietario de esta estructura (not the owner)',
    graphNotActive: 'El grafo de protocolos de este propietario no está activado',
    graphAlreadyActive: 'El grafo de protocolos de este propietario ya está activado',
    noNodeProvided: 'No se ha indicado nodo o propietario',
    cannotDeleteRoot: 'No se puede eliminar el nodo raíz',
    cannotDeleteRoom: 'Una sala no se elimina desde el grafo: elimínala o muévela desde las salas',
    locationHasRooms: 'No se puede eliminar una ubicación que tiene salas',
    confirmationMismatch: 'El nombre de confirmación no coincide con el de la ubicación',
    recursiveForAdmins: 'Solo un administrador puede eliminar una ubicación con todo lo que contiene',
    deleteFailed: 'Failed to delete node: {{status}} - {{reason}}',
    cannotMoveRoot: 'El nodo raíz no se puede mover',
    sameParent: 'El destino debe ser distinto de la ubicación actual',
    moveIntoItself: 'No se puede mover una ubicación dentro de sí misma ni de lo que contiene',
    moveAcrossOwners: 'El destino es de otro propietario',
    targetIsRoom: 'Una sala no puede contener otros nodos',
    parentNotFound: 'La ubicación de destino no existe en este grafo',
    roomNotInGraph: 'La sala no está en el grafo de este propietario',
  },
  en: {
    ownerNotFound: 'The owner does not exist',
    managerNotFound: 'The manager does not exist',
    nodeNotFound: 'The node does not exist',
    notTheOwner: 'You are not the owner of this structure (not the owner)',
    graphNotActive: "This owner's protocol graph is not activated",
    graphAlreadyActive: "This owner's protocol graph is already activated",
    noNodeProvided: 'No node or owner provided',
    cannotDeleteRoot: 'Cannot delete the root node',
    cannotDeleteRoom: 'A room is not deleted from the graph: delete or move it from the rooms',
    locationHasRooms: 'A location that has rooms cannot be deleted',
    confirmationMismatch: "The confirmation name does not match the location's",
    recursiveForAdmins: 'Only an administrator may delete a location with everything in it',
    deleteFailed: 'Failed to delete node: {{status}} - {{reason}}',
    cannotMoveRoot: 'The root node cannot be moved',
    sameParent: 'The target must differ from the current location',
    moveIntoItself: 'A location cannot be moved into itself or into what it contains',
    moveAcrossOwners: 'The target belongs to another owner',
    targetIsRoom: 'A room cannot hold other nodes',
    parentNotFound: 'The target location is not in this graph',
    roomNotInGraph: "The room is not in this owner's graph",
  },
} satisfies Record<Language, Record<string, string>>;

export type ProtocolMessageKey = keyof (typeof texts)['es'];

export const protocolText = (language: Language, key: ProtocolMessageKey, params: Record<string, string | number> = {}): string =>
  fillParams(texts[language][key], params);
