import type { Linter } from 'eslint';

export declare function sereno(options: {
  boundary: 'ui' | 'validation' | 'app' | 'api-client' | 'server';
  react?: boolean;
  httpAllowedIn?: string[];
  ignores?: string[];
}): Linter.Config[];
