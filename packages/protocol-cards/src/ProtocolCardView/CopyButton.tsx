import { Button } from '@sereno/ui';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import * as styles from '../shared/card.css';

/** How long "Copied" stays before the button reads "Copy" again. */
const COPIED_MS = 2000;

/**
 * Copies a code or password to the clipboard and says so; when the browser refuses, says how to copy
 * by hand. Its texts come from its card's `t`: one translation hook per card, not one per button.
 */
export function CopyButton({ value, label, t }: { value: string; label: string; t: TFunction }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };
  return (
    <>
      <Button variant="secondary" size="small" icon={state === 'copied' ? <Check /> : <Copy />} onPress={copy}>
        {t('view.copy', { label: label.toLowerCase() })}
      </Button>
      <span role="status" className={styles.copyStatus}>
        {state === 'failed' ? t('view.copyFailed') : state === 'copied' ? t('view.copied') : ''}
      </span>
    </>
  );
}
