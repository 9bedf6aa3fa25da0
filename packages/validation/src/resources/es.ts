// The shared namespaces (`validation`, `errors`) of one language, as a module of its own: an app can
// bundle its default language and fetch the other only when it is chosen (the panel's i18n.ts).
import { errorsNamespace } from '../errors/codes.ts';
import { es as errors } from '../errors/es.ts';
import { validationNamespace } from '../messages/message.ts';
import { es as validation } from '../messages/es.ts';

export const es = { [validationNamespace]: validation, [errorsNamespace]: errors } as const;
