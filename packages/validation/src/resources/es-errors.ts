// The Spanish words of the server's error codes alone (see es-validation.ts).
export { es as errors } from '../errors/es.ts';
