// The Spanish validation messages alone: an app that bundles its default language's messages but
// fetches the error codes' words when they are first wanted imports this and es-errors.ts apart.
export { es as validation } from '../messages/es.ts';
