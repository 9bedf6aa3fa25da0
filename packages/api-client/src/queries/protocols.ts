// The protocols (spec §2 nodes/protocol builder, protocols editor; §7 Nodes, Resources;
// docs/protocols.md): an owner's graph of locations and rooms, the cards on its nodes (own and
// inherited), their files, and the export/import document. Every write refreshes the protocols queries.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { components, paths } from '../generated/schema.ts';
import { unwrap } from '../http/client.ts';
import { apiBaseUrl, apiClient } from '../http/default-client.ts';
import { ApiError, isErrorBody, toApiError } from '../http/errors.ts';
import { setSessionUser } from '../session/session-user.ts';

export type NodeGraph = components['schemas']['NodeGraph'];
export type GraphNode = components['schemas']['GraphNode'];
export type LocationType = NonNullable<GraphNode['type']>;
export type ProtocolResource = components['schemas']['ProtocolResource'];
export type ProtocolModule = ProtocolResource['module'];
export type ProtocolDocument = components['schemas']['ProtocolDocument'];
export type ProtocolImportReport = components['schemas']['ProtocolImportReport'];
export type NodeCreateRequest = paths['/api/nodes']['post']['requestBody']['content']['application/json'];
export type NodeUpdateRequest = paths['/api/nodes/{id}/content']['patch']['requestBody']['content']['application/json'];
export type UploadedFiles = components['schemas']['UploadedFiles'];

/** Every protocols query starts with `protocolKeys.all`: a write invalidates them all. */
export const protocolKeys = {
  all: ['protocols'] as const,
  graph: (ownerId: string) => ['protocols', 'graph', ownerId] as const,
  nodeCards: (ownerId: string, nodeId: string) => ['protocols', 'node-cards', ownerId, nodeId] as const,
  roomCards: (ownerId: string, roomId: string) => ['protocols', 'room-cards', ownerId, roomId] as const,
  counts: (ids: readonly string[]) => ['protocols', 'counts', ids] as const,
  path: (ownerId: string, roomId: string) => ['protocols', 'path', ownerId, roomId] as const,
  document: (ownerId: string) => ['protocols', 'document', ownerId] as const,
};

export function getNodeGraph(ownerId: string): Promise<NodeGraph> {
  return unwrap('/api/nodes/graph/{id}', apiClient().GET('/api/nodes/graph/{id}', { params: { path: { id: ownerId } } }));
}

/** An owner's graph, in tree order (each node before its children, with its depth). */
export const nodeGraphQuery = (ownerId: string) => queryOptions({ queryKey: protocolKeys.graph(ownerId), queryFn: () => getNodeGraph(ownerId) });

/** A node's cards, own and inherited, nearest first. */
export const nodeCardsQuery = (ownerId: string, nodeId: string) =>
  queryOptions({
    queryKey: protocolKeys.nodeCards(ownerId, nodeId),
    queryFn: () =>
      unwrap(
        '/api/resources/owner/{ownerId}/node/{nodeId}',
        apiClient().GET('/api/resources/owner/{ownerId}/node/{nodeId}', { params: { path: { ownerId, nodeId } } }),
      ) as Promise<ProtocolResource[]>,
  });

/** A room's cards, own and inherited (what the night agent reads). */
export const roomCardsQuery = (ownerId: string, roomId: string) =>
  queryOptions({
    queryKey: protocolKeys.roomCards(ownerId, roomId),
    queryFn: () =>
      unwrap(
        '/api/resources/owner/{ownerId}/room/{roomId}',
        apiClient().GET('/api/resources/owner/{ownerId}/room/{roomId}', { params: { path: { ownerId, roomId } } }),
      ) as Promise<ProtocolResource[]>,
  });

/** A room's ancestors, root first, and its own node. */
export const roomNodePathQuery = (ownerId: string, roomId: string) =>
  queryOptions({
    queryKey: protocolKeys.path(ownerId, roomId),
    queryFn: () =>
      unwrap('/api/nodes/path/{ownerId}/room/{roomId}', apiClient().GET('/api/nodes/path/{ownerId}/room/{roomId}', { params: { path: { ownerId, roomId } } })),
  });

/** Each node's own cards, by id. */
export const nodeCardCountsQuery = (ids: readonly string[]) =>
  queryOptions({
    queryKey: protocolKeys.counts(ids),
    queryFn: async () =>
      (await unwrap('/api/resources/nodes/counter', apiClient().POST('/api/resources/nodes/counter', { body: { ids: [...ids] } }))).counts as Record<
        string,
        number
      >,
  });

export function activateNodeGraph(ownerId: string): Promise<unknown> {
  return unwrap('/api/nodes/graph/owner/{id}', apiClient().POST('/api/nodes/graph/owner/{id}', { params: { path: { id: ownerId } } }));
}

export async function createNode(body: NodeCreateRequest): Promise<string> {
  return (await unwrap('/api/nodes', apiClient().POST('/api/nodes', { body })))._id;
}

export function updateNode(id: string, body: NodeUpdateRequest): Promise<GraphNode> {
  return unwrap('/api/nodes/{id}/content', apiClient().PATCH('/api/nodes/{id}/content', { params: { path: { id } }, body }));
}

export function moveNode(id: string, targetId: string): Promise<GraphNode> {
  return unwrap('/api/nodes/{id}/link/{targetId}', apiClient().PATCH('/api/nodes/{id}/link/{targetId}', { params: { path: { id, targetId } } }));
}

/** DELETE /api/nodes/{id}; `confirmation` (the location's name) makes it the admin tools' recursive delete. */
export async function deleteNode(id: string, confirmation?: string): Promise<void> {
  const query = confirmation === undefined ? undefined : { recursive: 'true' as const, confirmation };
  await unwrap('/api/nodes/{id}', apiClient().DELETE('/api/nodes/{id}', { params: { path: { id }, query } }));
}

export function exportProtocols(ownerId: string): Promise<ProtocolDocument> {
  return unwrap('/api/nodes/export/{ownerId}', apiClient().GET('/api/nodes/export/{ownerId}', { params: { path: { ownerId } } }));
}

/** The owner's whole structure with each node's own cards, in one answer (the export document). */
export const protocolDocumentQuery = (ownerId: string) => queryOptions({ queryKey: protocolKeys.document(ownerId), queryFn: () => exportProtocols(ownerId) });

/** POST /api/nodes/import/{ownerId}; `dryRun` answers what would change and writes nothing. */
export function importProtocols(ownerId: string, document: unknown, dryRun: boolean): Promise<ProtocolImportReport> {
  return unwrap(
    '/api/nodes/import/{ownerId}',
    apiClient().POST('/api/nodes/import/{ownerId}', {
      params: { path: { ownerId }, query: { dryRun: dryRun ? 'true' : 'false' } },
      body: document as ProtocolDocument,
    }),
  );
}

export function createCard(body: { ownerId: string; nodeId: string; module: ProtocolModule; content: Record<string, unknown> }): Promise<ProtocolResource> {
  // The content is checked by the module's schema on the server (400 naming each field).
  type Body = paths['/api/resources']['post']['requestBody']['content']['application/json'];
  return unwrap('/api/resources', apiClient().POST('/api/resources', { body: body as Body })) as Promise<ProtocolResource>;
}

export function updateCardContent(id: string, content: Record<string, unknown>): Promise<ProtocolResource> {
  return unwrap(
    '/api/resources/{id}/content',
    apiClient().PATCH('/api/resources/{id}/content', { params: { path: { id } }, body: { content } }),
  ) as Promise<ProtocolResource>;
}

export async function deleteCard(id: string, ownerId: string): Promise<void> {
  await unwrap('/api/resources/{id}/owner/{ownerId}', apiClient().DELETE('/api/resources/{id}/owner/{ownerId}', { params: { path: { id, ownerId } } }));
}

/** The address of an uploaded file (GET /api/resources/file), for an image or a link. */
export function cardFileUrl(fileName: string): string {
  return `${apiBaseUrl()}/api/resources/file?fileName=${encodeURIComponent(fileName)}`;
}

/**
 * Uploads files to a card (multipart `files`, `filenames`, `field`), reporting the share sent so far
 * (0–1) as it goes: fetch cannot tell upload progress, so this call alone goes through
 * XMLHttpRequest, with what the client's middleware adds (cookies, language, the 401 rule).
 */
export function uploadCardFiles(
  { ownerId, cardId, files, language = 'es' }: { ownerId: string; cardId: string; files: readonly File[]; language?: string },
  onProgress: (share: number) => void = () => {},
): Promise<UploadedFiles> {
  const path = '/api/resources/{ownerId}/owner/{id}/upload';
  const form = new FormData();
  form.append('field', 'files');
  for (const file of files) form.append('filenames', file.name);
  for (const file of files) form.append('files', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${apiBaseUrl()}/api/resources/${encodeURIComponent(ownerId)}/owner/${encodeURIComponent(cardId)}/upload`);
    request.withCredentials = true;
    request.setRequestHeader('Accept-Language', language);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new ApiError('NETWORK_ERROR', 0, 'Network error'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve(body as UploadedFiles);
        return;
      }
      if (request.status === 401) setSessionUser(null);
      const response = new Response(null, { status: request.status });
      reject(isErrorBody(body) ? toApiError(path, response, body) : toApiError(path, response, undefined));
    };
    request.send(form);
  });
}

/** A protocols write: every protocols query refreshes after it. */
function useProtocolsMutation<Variables, Output>(call: (variables: Variables) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: protocolKeys.all }) });
}

export const useActivateNodeGraph = () => useProtocolsMutation(activateNodeGraph);
export const useCreateNode = () => useProtocolsMutation(createNode);
export const useUpdateNode = () => useProtocolsMutation(({ id, ...body }: NodeUpdateRequest & { id: string }) => updateNode(id, body));
export const useMoveNode = () => useProtocolsMutation(({ id, targetId }: { id: string; targetId: string }) => moveNode(id, targetId));
export const useDeleteNode = () => useProtocolsMutation(({ id, confirmation }: { id: string; confirmation?: string }) => deleteNode(id, confirmation));
export const useImportProtocols = () =>
  useProtocolsMutation(({ ownerId, document, dryRun }: { ownerId: string; document: unknown; dryRun: boolean }) => importProtocols(ownerId, document, dryRun));
export const useCreateCard = () => useProtocolsMutation(createCard);
export const useUpdateCardContent = () =>
  useProtocolsMutation(({ id, content }: { id: string; content: Record<string, unknown> }) => updateCardContent(id, content));
export const useDeleteCard = () => useProtocolsMutation(({ id, ownerId }: { id: string; ownerId: string }) => deleteCard(id, ownerId));
