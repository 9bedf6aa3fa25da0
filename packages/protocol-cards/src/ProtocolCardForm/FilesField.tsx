import { Button, FileDrop, type FileDropItem, Text } from '@sereno/ui';
import { FileText, X } from 'lucide-react';
import { useEffect, useRef, useState, type Ref } from 'react';
import { useCardsTranslation } from '../i18n/useCardsTranslation';
import { extensionOf, isImageName } from '../shared/files';
import * as styles from '../shared/card.css';

/** Sends one file to the server and resolves with the name it was stored under; `onProgress` takes 0–100. */
export type UploadCardFile = (file: File, onProgress: (percent: number) => void) => Promise<string>;

interface FilesFieldProps {
  label: string;
  description?: string;
  errorMessage?: string;
  isRequired?: boolean;
  value: readonly string[];
  onChange: (value: string[]) => void;
  uploadFile?: UploadCardFile;
  fileUrl?: (name: string) => string;
  accept?: readonly string[];
  ref?: Ref<HTMLButtonElement>;
}

/** The card's stored files as thumbnails to remove, and a drop zone uploading new ones with their progress. */
export function FilesField({ label, description, errorMessage, isRequired, value, onChange, uploadFile, fileUrl, accept, ref }: FilesFieldProps) {
  const { t } = useCardsTranslation();
  const [uploads, setUploads] = useState<FileDropItem[]>([]);
  // Uploads end one by one after later renders: each adds its name to the value of that moment.
  const latest = useRef(value);
  const dropped = useRef(new Set<string>());
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const update = (id: string, change: Partial<FileDropItem> | null) =>
    setUploads((items) => (change === null ? items.filter((item) => item.id !== id) : items.map((item) => (item.id === id ? { ...item, ...change } : item))));

  const fileLabel = (name: string, index: number) =>
    isImageName(name)
      ? t('view.photo', { number: index + 1, total: value.length })
      : t('view.document', { number: index + 1, type: extensionOf(name).toUpperCase() });

  const add = (files: File[]) => {
    if (!uploadFile) return;
    for (const file of files) {
      const id = crypto.randomUUID();
      setUploads((items) => [...items, { id, name: file.name, size: file.size, progress: 0 }]);
      uploadFile(file, (progress) => update(id, { progress }))
        .then((stored) => {
          update(id, null);
          // Removed from the list while it was going up: the person no longer wants it on the card.
          if (dropped.current.has(id)) return;
          latest.current = [...latest.current, stored];
          onChange([...latest.current]);
        })
        .catch((error: unknown) =>
          update(id, { progress: undefined, error: error instanceof Error && error.message ? error.message : t('form.uploadFailed') }),
        );
    }
  };

  return (
    <div className={styles.filesField}>
      <FileDrop
        ref={ref}
        label={label}
        description={uploadFile ? description : t('form.noUpload')}
        errorMessage={errorMessage}
        isRequired={isRequired}
        isDisabled={!uploadFile}
        accept={accept}
        files={uploads}
        onAdd={add}
        onRemove={(id) => {
          dropped.current.add(id);
          update(id, null);
        }}
      />
      {value.length > 0 ? (
        <ul className={styles.storedFiles} aria-label={label}>
          {value.map((name, index) => (
            <li key={name} className={styles.storedFile}>
              {fileUrl && isImageName(name) ? (
                <img src={fileUrl(name)} alt="" className={styles.thumbnail} />
              ) : (
                <FileText aria-hidden="true" className={styles.fileIcon} />
              )}
              <Text size="small" as="span">
                {fileLabel(name, index)}
              </Text>
              <Button variant="ghost" size="small" icon={<X />} hideLabel onPress={() => onChange(value.filter((other) => other !== name))}>
                {t('form.removeFile', { name: fileLabel(name, index) })}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
