import { message } from '../messages/message.ts';
import { requiredString } from './required.ts';

// Spec §5: http(s) optional, then a host with at least one dot, then any path.
export const urlPattern = /^(?:https?:\/\/)?(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}(?::\d{1,5})?(?:[/?#]\S*)?$/;

export const isUrl = (value: string): boolean => urlPattern.test(value);

export const url = () => requiredString().regex(urlPattern, { error: message('url') });
