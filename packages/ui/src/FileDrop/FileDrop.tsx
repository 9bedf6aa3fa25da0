import { useId, useState, type Ref } from 'react';
import { DropZone, FileTrigger, useLocale, VisuallyHidden, type DropItem, type FileDropItem as AriaFileDropItem } from 'react-aria-components';
import { FileText, Upload, X } from 'lucide-react';
import { Button } from '../Button/Button';
import { ProgressBar } from '../ProgressBar/ProgressBar';
import { fill, useUiStrings } from '../i18n/strings';
import { IconButton } from '../private/IconButton';
import { description as descriptionStyle, error as errorStyle, label as labelStyle, requiredMark } from '../private/field.css';
import * as styles from './FileDrop.css';

const megabyte = 1024 * 1024;

/** The spec's limit (§5, §9): 30 MB per file. */
export const FILE_DROP_MAX_FILE_SIZE = 30 * megabyte;

/** A file the app is uploading or has uploaded; the app owns this list. */
export interface FileDropItem {
  id: string;
  name: string;
  /** In bytes. */
  size: number;
  /** 0–100 while uploading; leave it out once the file is up. */
  progress?: number;
  /** Why the upload failed, shown under the file. */
  error?: string;
}

export interface FileDropProps {
  label: string;
  description?: string;
  /** A problem with the set as a whole (e.g. "Campo requerido"); shown under the list. */
  errorMessage?: string;
  /** At least one file is needed: marks the label. */
  isRequired?: boolean;
  isDisabled?: boolean;
  /** The files to list, with their progress. */
  files: readonly FileDropItem[];
  /** Receives the files that passed the checks; refused ones are listed with the reason and never sent. */
  onAdd: (files: File[]) => void;
  /** Shows a remove button on each file. */
  onRemove?: (id: string) => void;
  /** In bytes. @default 30 MB */
  maxFileSize?: number;
  /** MIME types (`application/pdf`, `image/*`) or extensions (`.pdf`). Anything when left out. */
  accept?: readonly string[];
  /** @default true */
  allowsMultiple?: boolean;
  /** The "choose files" button, so that a form library can focus it. */
  ref?: Ref<HTMLButtonElement>;
}

interface RefusedFile {
  id: string;
  name: string;
  size: number;
  error: string;
}

function isAccepted(file: File, accept: readonly string[] | undefined): boolean {
  if (!accept || accept.length === 0) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept.some((rule) => {
    const wanted = rule.trim().toLowerCase();
    if (wanted.startsWith('.')) return name.endsWith(wanted);
    if (wanted.endsWith('/*')) return type.startsWith(wanted.slice(0, -1));
    return type === wanted;
  });
}

function useFileSize() {
  const { locale } = useLocale();
  return (bytes: number) => {
    const inMegabytes = bytes >= megabyte;
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: inMegabytes ? 'megabyte' : 'kilobyte',
      maximumFractionDigits: inMegabytes ? 1 : 0,
    }).format(inMegabytes ? bytes / megabyte : Math.max(1, Math.round(bytes / 1024)));
  };
}

/**
 * Several files dropped on the area or chosen with the button, checked against a size limit (30 MB by
 * default, with the spec's message) and a list of types before the app sees them. The app uploads what
 * `onAdd` gives it and passes the files back with their progress.
 */
export function FileDrop({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  files,
  onAdd,
  onRemove,
  maxFileSize = FILE_DROP_MAX_FILE_SIZE,
  accept,
  allowsMultiple = true,
  ref,
}: FileDropProps) {
  const strings = useUiStrings();
  const formatSize = useFileSize();
  const id = useId();
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const limit = `${Math.round((maxFileSize / megabyte) * 10) / 10}MB`;

  function receive(incoming: File[]) {
    if (isDisabled) return;
    const accepted: File[] = [];
    const refusedNow: RefusedFile[] = [];
    for (const file of incoming) {
      const error = !isAccepted(file, accept) ? strings.fileTypeRefused : file.size > maxFileSize ? fill(strings.filesTooLarge, { limit }) : null;
      if (error) refusedNow.push({ id: `${id}-${refusedNow.length}-${file.name}-${Date.now()}`, name: file.name, size: file.size, error });
      else accepted.push(file);
    }
    // Each new choice replaces the previous refusals: they were read, and the person is trying again.
    setRefused(refusedNow);
    if (accepted.length > 0) onAdd(accepted);
  }

  async function receiveDrop(items: DropItem[]) {
    const dropped = items.filter((item): item is AriaFileDropItem => item.kind === 'file');
    receive(await Promise.all(dropped.map((item) => item.getFile())));
  }

  const describedBy = [description ? `${id}-description` : null, errorMessage ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const rows: Array<FileDropItem & { isRefused: boolean }> = [
    ...files.map((file) => ({ ...file, isRefused: false })),
    ...refused.map((file) => ({ ...file, isRefused: true })),
  ];

  return (
    <div className={styles.root}>
      <span id={`${id}-label`} className={labelStyle}>
        {label}
        {isRequired ? (
          <span className={requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </span>
      <DropZone
        aria-labelledby={`${id}-label`}
        aria-describedby={describedBy}
        isDisabled={isDisabled}
        onDrop={(event) => void receiveDrop(event.items)}
        className={styles.dropZone}
        data-invalid={errorMessage ? true : undefined}
      >
        <Upload className={styles.dropIcon} aria-hidden="true" />
        <span>{strings.dropFiles}</span>
        <FileTrigger allowsMultiple={allowsMultiple} acceptedFileTypes={accept} onSelect={(list) => receive(list ? Array.from(list) : [])}>
          <Button ref={ref} variant="secondary" size="small" isDisabled={isDisabled}>
            {strings.chooseFiles}
          </Button>
        </FileTrigger>
      </DropZone>
      {description ? (
        <span id={`${id}-description`} className={descriptionStyle}>
          {description}
        </span>
      ) : null}
      {accept && accept.length > 0 ? <span className={descriptionStyle}>{fill(strings.acceptedTypes, { types: accept.join(', ') })}</span> : null}
      {/* Refusals are announced once; progress is not, it would talk over everything. */}
      <VisuallyHidden role="status">{refused.map((file) => `${file.name}: ${file.error}`).join(' ')}</VisuallyHidden>
      <ul className={styles.list} aria-labelledby={`${id}-label`}>
        {rows.map((file) => (
          <li key={file.id} className={styles.file} data-error={file.error ? true : undefined}>
            <FileText className={styles.fileIcon} aria-hidden="true" />
            <div className={styles.fileMain}>
              {file.progress !== undefined && !file.error ? (
                <ProgressBar label={file.name} value={file.progress} />
              ) : (
                <span className={styles.fileName}>{file.name}</span>
              )}
              <span className={styles.fileMeta}>{formatSize(file.size)}</span>
              {file.error ? <span className={styles.fileError}>{file.error}</span> : null}
            </div>
            {file.isRefused ? (
              <IconButton
                label={fill(strings.removeFile, { name: file.name })}
                icon={<X aria-hidden="true" />}
                onPress={() => setRefused((current) => current.filter((item) => item.id !== file.id))}
              />
            ) : onRemove && !isDisabled ? (
              <IconButton label={fill(strings.removeFile, { name: file.name })} icon={<X aria-hidden="true" />} onPress={() => onRemove(file.id)} />
            ) : null}
          </li>
        ))}
      </ul>
      {errorMessage ? (
        <span id={`${id}-error`} className={errorStyle}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
