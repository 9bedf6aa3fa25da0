const imageExtensions = new Set(['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif', 'heic', 'svg']);

/** The extension of a stored file's name ("pdf"), lower case. */
export const extensionOf = (name: string): string => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/** Whether a stored file shows as a picture (the server names files by the type it found). */
export const isImageName = (name: string): boolean => imageExtensions.has(extensionOf(name));
