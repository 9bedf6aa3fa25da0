export declare function designSystemDependencies(options?: { inside?: boolean }): string[];
export declare function ignoreUseClientWarnings<Warning extends { code?: string }>(
  warning: Warning,
  warn: (warning: Warning) => void,
): void;
