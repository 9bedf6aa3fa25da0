import { storedPreference } from './storedPreference.ts';

const isFlag = (raw: string): raw is 'true' | 'false' => raw === 'true' || raw === 'false';

/** Spec §3 "Layout state": the mini side navigation is persisted in local storage. */
export const miniSideNavPreference = storedPreference('sereno.sideNav.mini', isFlag);

export function useMiniSideNav(): [boolean, (isMini: boolean) => void] {
  const stored = miniSideNavPreference.use();
  return [stored === 'true', (isMini) => miniSideNavPreference.write(isMini ? 'true' : 'false')];
}
