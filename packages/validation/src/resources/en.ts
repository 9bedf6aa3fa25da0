// The shared namespaces (`validation`, `errors`) in English, as a module of its own (see es.ts).
import { errorsNamespace } from '../errors/codes.ts';
import { en as errors } from '../errors/en.ts';
import { validationNamespace } from '../messages/message.ts';
import { en as validation } from '../messages/en.ts';

export const en = { [validationNamespace]: validation, [errorsNamespace]: errors } as const;
