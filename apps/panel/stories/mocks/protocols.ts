// The protocol builder's data: an owner's structure of headquarters, buildings and rooms (GET
// /api/nodes/graph/{id}), how many cards each node holds (POST /api/resources/nodes/counter) and the
// owner's export document, whose cards the summary reads (GET /api/nodes/export/{ownerId}).
import type { HttpHandler } from 'msw';
import { answer, type SuccessBody } from './api.ts';
import { room } from './fixtures.ts';

export type NodeGraph = SuccessBody<'/api/nodes/graph/{id}', 'get'>;
export type GraphNode = NodeGraph['nodes'][number];
export type ProtocolDocument = SuccessBody<'/api/nodes/export/{ownerId}', 'get'>;

const node = (id: string, name: string, parentId: string | null, depth: number, kind: GraphNode['kind'], extra: Partial<GraphNode> = {}): GraphNode => ({
  _id: id,
  name,
  parentId,
  depth,
  kind,
  description: null,
  roomId: null,
  type: null,
  ...extra,
});

/** Brisa del Mar: headquarters in Málaga, two buildings, six rooms, one building still empty. */
export function ownerGraph(ownerName = 'Brisa del Mar', roomName = (n: number) => room(n).name): GraphNode[] {
  const rooms = (parentId: string, depth: number, from: number, count: number) =>
    Array.from({ length: count }, (_, k) =>
      node(`node-room-${(from + k).toString()}`, roomName(from + k), parentId, depth, 'room', { roomId: room(from + k)._id }),
    );
  return [
    node('node-root', ownerName, null, 0, 'root'),
    node('node-hq', 'Oficina central Málaga', 'node-root', 1, 'location', { type: 'headquarters', description: 'Recepción y llaves, 9:00–21:00' }),
    node('node-sol', 'Edificio Sol', 'node-hq', 2, 'location', { type: 'building' }),
    ...rooms('node-sol', 3, 0, 4),
    node('node-mar', 'Edificio Mar', 'node-hq', 2, 'location', { type: 'building' }),
    ...rooms('node-mar', 3, 4, 2),
    node('node-nerja', 'Sucursal Nerja', 'node-root', 1, 'location', { type: 'branch', description: 'Abre en primavera' }),
  ];
}

const wifi = (networkName: string) => ({ module: 'wifi' as const, content: { networkName, password: 'sereno-2026' } });
const procedures = (instructions: string) => ({ module: 'procedures' as const, content: { instructions } });
const emergency = { module: 'emergencyContact' as const, content: { contacts: [{ name: 'Fontanería Ruiz', type: 'plumbing', telephone: '+34600111222' }] } };

export function protocolDocument(nodes: GraphNode[]): ProtocolDocument {
  return {
    format: 'sereno.protocols',
    version: 1,
    root: { cards: [emergency, procedures('Ante una queja de ruido: llamar al huésped, y si sigue, pasar por la sala con otra persona.')] },
    locations: nodes
      .filter((one) => one.kind === 'location')
      .map((one) => ({
        key: one._id,
        name: one.name,
        description: one.description,
        parentKey: one.parentId === 'node-root' ? null : one.parentId,
        type: one.type ?? 'building',
        cards: one._id === 'node-sol' ? [wifi('Sol Invitados'), procedures('Las llaves de repuesto están en la conserjería, planta baja.')] : [],
      })),
    rooms: nodes
      .filter((one) => one.kind === 'room' && one.roomId !== null)
      .map((one, n) => ({ roomId: one.roomId ?? '', name: one.name, parentKey: one.parentId, cards: n === 4 ? [wifi('Mar 1 Invitados')] : [] })),
  };
}

/** The three answers of the builder for `nodes`, active or not yet. */
export function protocolBuilder(nodes: GraphNode[], { active = true, ownerId = 'owner' }: { active?: boolean; ownerId?: string } = {}): HttpHandler[] {
  return [
    answer('get', '/api/nodes/graph/{id}', ({ params }) => ({
      ownerId: String(params.id ?? ownerId),
      active,
      activatedAt: active ? '2026-01-15T10:00:00.000Z' : null,
      nodes,
    })),
    answer('post', '/api/resources/nodes/counter', {
      counts: Object.fromEntries(nodes.map((one, n) => [one._id, one.kind === 'room' ? n % 3 : one.kind === 'root' ? 4 : 2])),
    }),
    answer('get', '/api/nodes/export/{ownerId}', protocolDocument(nodes)),
  ];
}
