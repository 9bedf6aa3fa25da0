import { Button, Inline, Stack, Text } from '@sereno/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './bench.css.ts';
import type { LogLine } from './useBench.ts';

const time = (at: Date) => at.toISOString().slice(11, 23);

/** What happened at the bench, newest last, and a button that copies it all (for a bug report). */
export function LogPane({ lines }: { lines: readonly LogLine[] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const pane = useRef<HTMLPreElement>(null);
  const text = lines.map((line) => `${time(line.at)} ${line.text}`).join('\n');
  useEffect(() => {
    if (pane.current) pane.current.scrollTop = pane.current.scrollHeight;
  }, [lines.length]);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <Stack gap="small">
      <pre ref={pane} className={styles.log} aria-label={t('log.title')} tabIndex={0}>
        {lines.length ? text : t('log.empty')}
      </pre>
      <Inline gap="small">
        <Button variant="secondary" size="small" isDisabled={!lines.length} onPress={() => void copy()}>
          {t('log.copy')}
        </Button>
        {copied && (
          <Text tone="positive" size="small" as="span">
            <span role="status">{t('log.copied')}</span>
          </Text>
        )}
      </Inline>
    </Stack>
  );
}
