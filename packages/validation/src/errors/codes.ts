// Spec §8: the error catalogue as typed codes. The api-client turns a failed response into one of
// these; the apps show its text from the `errors` namespace (es.ts, en.ts), in the user's language.

export const errorCodes = [
  // Any call
  'UNEXPECTED_ERROR',
  'UNKNOWN_ERROR',
  'HTTP_ERROR',
  'NETWORK_ERROR',
  'UNAUTHORIZED_ERROR',
  'FORBIDDEN_ERROR',
  'NOT_FOUND_ERROR',
  'CONFLICT_ERROR',
  'VALIDATION_ERROR',
  'TOO_MANY_ATTEMPTS_ERROR',
  // Auth
  'WRONG_CREDENTIALS_ERROR',
  'RESET_PASSWORD_ERROR',
  'RESET_PASSWORD_LINK_ERROR',
  'NEW_PASSWORD_ERROR',
  // Users and customers
  'UPDATE_USER_ERROR',
  'CREATE_USER_ERROR',
  'USER_ALREADY_EXISTS',
  'INVALID_CURRENT_PASSWORD_ERROR',
  'USER_DATA_LOAD_ERROR',
  'CUSTOMER_MISSING_ERROR',
  'UPDATE_CUSTOMER_ERROR',
  // Devices and monitors
  'DEVICE_NOT_FOUND_ERROR',
  'DEVICE_UPDATE_ERROR',
  'DEVICE_LIST_ERROR',
  'DEVICE_DELETE_ERROR',
  'MONITORS_LOAD_ERROR',
  // Rooms
  'ROOM_NOT_FOUND',
  'ROOM_NOT_FOUND_ERROR',
  'UPDATE_ROOM_ERROR',
  'UPDATE_ROOM_SALESFORCE_ERROR',
  'SWAP_ROOM_ERROR',
  'CREATE_ROOM_ERROR',
  'CREATE_ROOM_SALESFORCE_ERROR',
  'GUESTY_LISTING_ALREADY_LINKED_ERROR',
  'AVANTIO_ACCOMMODATION_ALREADY_LINKED_ERROR',
  // Third parties
  'LINK_CUSTOMER_GUESTY_ERROR',
  'UNLINK_CUSTOMER_GUESTY_ERROR',
  'LINK_CUSTOMER_KROSS_ERROR',
  'UNLINK_CUSTOMER_KROSS_ERROR',
  'INVALID_CREDENTIALS',
  'CONNECTION_ERROR',
  'API_ERROR',
  'AVANTIO_INTEGRATION_ERROR',
  // Nodes (protocols)
  'NODE_DELETE_ERROR',
  'NODE_ACTIVATION_ERROR',
  'NODE_ALREADY_ACTIVATED_ERROR',
  'NO_NODE_PROVIDED_ERROR',
  'NO_OWNER_PROVIDED_ERROR',
  'CANNOT_DELETE_ROOT_NODE_ERROR',
  'NO_NODES_TO_DELETE_ERROR',
  // Tasks
  'TASK_UPDATE_ERROR',
  // Files
  'UPLOAD_NO_PERMISSION_ERROR',
  'UPLOAD_TOO_LARGE_ERROR',
  'UPLOAD_SERVER_ERROR',
  'UPLOAD_ERROR',
  'UPLOAD_UNEXPECTED_ERROR',
  // The browser
  'GEOLOCATION_DENIED_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const errorsNamespace = 'errors';

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
