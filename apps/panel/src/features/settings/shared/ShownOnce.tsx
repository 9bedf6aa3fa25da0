import { Button, Notification, Stack, Text } from '@sereno/ui';
import * as styles from './ShownOnce.css.ts';

interface ShownOnceProps {
  title: string;
  /** Why it is shown now: the server keeps only a hash, or keeps it sealed. */
  explanation: string;
  /** The accessible name of the values together. */
  label: string;
  values: { caption?: string; value: string }[];
  doneLabel: string;
  onDone: () => void;
}

/** What the server shows this once — an application key, a signing secret: copied now or never. */
export function ShownOnce({ title, explanation, label, values, doneLabel, onDone }: ShownOnceProps) {
  return (
    <Notification tone="success" autoHideMs={null} title={title}>
      <Stack gap="small">
        <Text>{explanation}</Text>
        <figure className={styles.box} aria-label={label}>
          {values.map(({ caption, value }) => (
            <div key={value} className={styles.box}>
              {caption ? <span className={styles.caption}>{caption}</span> : null}
              <code className={styles.value}>{value}</code>
            </div>
          ))}
        </figure>
        <div>
          <Button size="small" variant="secondary" onPress={onDone}>
            {doneLabel}
          </Button>
        </div>
      </Stack>
    </Notification>
  );
}
